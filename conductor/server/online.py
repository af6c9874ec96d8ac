"""The online game's own routes (DESIGN §4d): the playing page for players at home (/play and its ES modules),
the server's clock for the page to measure its offset against, joining, and the room's voice as audio clips
(clips.py). Everything else (login, slips, the view, the WebSocket) is the room's server as it stands (app.py).

Joining: with `network.join_code` a join must carry the code (the invitation link `…/play#join=CODE` fills it in);
a wrong or missing one is a 403 counted against the address (logins.py). Joins per address are limited
(`network.per_address.joins_per_minute`: a club's room behind one address joins within a minute). A name already
in the game is told apart ("Jugador 1 (2)"), or refused with `network.same_name: refuse`. The player is known to
every route and socket of the writer before the answer leaves (sessions.begin).

A join carries a client id (`"id"`, 16–64 letters, digits, `-` or `_`, random) and is idempotent: the same id
gets the same table and token whatever became of the first answer (session.join keeps them). A join its sender
was told failed (a 503: the game's thread did not take it in time) is not in the game (inbox.Claim). Joins are
written in the game's turn and share its one fsync (group commit).
"""

from __future__ import annotations

import re
import time
from importlib.resources import files

from aiohttp import web

from ..game.access import Actor, personal_link
from .asking import ask_game
from .clips import install as install_clips
from .guard import SHIELD, Refused, cookie_options, read_json
from .hub import COOKIE, HUB, Login, token_of
from .inbox import Claim, Work
from .sessions import begin, required_login, who, with_ticket

PAGE = re.compile(r"^[a-z][a-z0-9_-]{0,40}\.(js|css|html)$")
TYPES = {"js": "text/javascript", "css": "text/css", "html": "text/html"}
CLIENT_ID = re.compile(r"^[A-Za-z0-9_-]{16,64}$")   # a join's client id: random, long enough not to be guessed
def install(app: web.Application) -> None:
    app.router.add_get("/play", _page)
    app.router.add_get("/play/", _page)
    app.router.add_get("/play/{name}", _module)
    app.router.add_get("/api/time", _time)
    app.router.add_post("/api/join", _join)
    app.router.add_post("/api/session", _session)
    install_clips(app)


def _static(name: str) -> web.Response:
    folder = files("conductor.server").joinpath("static", "play")
    match = PAGE.match(name)
    if match is None or not folder.joinpath(name).is_file():
        raise web.HTTPNotFound()
    return web.Response(body=folder.joinpath(name).read_bytes(), content_type=TYPES[match.group(1)], charset="utf-8")


async def _page(request: web.Request) -> web.Response:
    return _static("index.html")


async def _module(request: web.Request) -> web.Response:
    return _static(request.match_info["name"])


async def _time(request: web.Request) -> web.Response:
    """The server's clock (seconds since the epoch): the page measures its offset on connect (half the round
    trip), so its clock shows the room's to a fraction of a second whatever the phone's own clock says."""
    return web.json_response({"ok": True, "now": time.time()})


async def _join(request: web.Request) -> web.Response:
    """A player joins while registration is open: a table, and a personal link that brings them back on any
    device (`/play#t=TOKEN`); the token is the login (no PIN to remember)."""
    hub = request.app[HUB]
    shield = request.app[SHIELD]
    if hub.entry != "online":
        raise Refused(403, shield.say("entry"))
    data = await read_json(request, shield, {"name": str, "club": str, "code": str, "id": str}, {"name"})
    client = data.get("id")
    if client is not None and not CLIENT_ID.match(client):
        raise Refused(400, shield.say("join_id"))
    address = request.remote or "?"
    await hub.doorman.join_code(address, data.get("code"), hub.join_code)
    hub.doorman.join(address, hub.per_address.joins_per_minute)
    name, club = data["name"][:80], (data.get("club") or "")[:80]
    same_name, claim = hub.same_name, Claim()
    answer = await ask_game(hub, lambda reply: Work(reply, claim=claim, change=lambda session: _joined(
        session, name, club, same_name, client)), claim)
    if not answer.get("ok"):
        status = answer.pop("http_status", 400)
        return web.json_response(answer, status=status)
    fingerprint, access = answer.pop("granted")
    hub.names[answer["table"]] = answer["name"]       # /api/me names the player at once, before the game's word
    token = answer["token"]
    answer["link"] = personal_link(hub.public_url or str(request.url.origin()), token)
    login = Login(Actor("player", table=answer["table"]), fingerprint or "", (answer["table"], answer["table"]),
                  access=access)
    return begin(hub, request, token, login, answer)


async def _session(request: web.Request) -> web.Response:
    """A page that holds a token (a personal link) gets it as the login cookie too: a browser's WebSocket
    cannot send an Authorization header, and the cookie is how /ws knows whose slips to push."""
    hub = request.app[HUB]
    login = required_login(request)
    response = with_ticket(hub, request, {"ok": True, **who(login, hub)}, login)
    response.set_cookie(COOKIE, token_of(request), **cookie_options(request))
    return response


CONFLICTS = frozenset({"join.closed", "join.full", "join.same_name", "join.id_used"})   # 409, not 400


def _joined(session, name: str, club: str, same_name: str, client: str | None) -> dict:
    """In the game's thread: the join (or the one its client id already made), its link, and what the server
    needs to know the player at once; written, and answered after the shared fsync (inbox.py)."""
    from ..messages import refusal

    answer = session.join(name, club, same_name, client, sync=False)
    if not answer.get("ok"):
        told = refusal(answer["error"], session.game.language)
        if told.get("code") == "join.same_name":
            told["code"] = "same_name"
        return {**told, "http_status": 409 if answer["error"].key in CONFLICTS else 400}
    access = session.access
    return {"ok": True, "table": answer["table"], "name": answer["name"], "round": answer["round"],
            "token": answer["token"], "granted": (access.player_fingerprint(answer["table"]), access.version)}

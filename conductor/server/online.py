"""The online game's own routes (DESIGN §4d): the playing page for players at home (/play and its ES modules),
the server's clock for the page to measure its offset against, joining, and the room's voice as audio clips
(clips.py). Everything else (login, slips, the view, the WebSocket) is the room's server as it stands (app.py).

Joining: with `network.join_code` a join must carry the code (the invitation link `…/play#join=CODE` fills it in);
a wrong or missing one is a 403 counted against the address (logins.py). Joins per address are limited
(`network.per_address.joins_per_minute`: a club's room behind one address joins within a minute). A name already
in the game is told apart ("Jugador 1 (2)"), or refused with `network.same_name: refuse`. The player is known to
every route and socket of the writer before the answer leaves (sessions.begin).
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
from .inbox import Work
from .sessions import begin, required_login, who, with_ticket

PAGE = re.compile(r"^[a-z][a-z0-9_-]{0,40}\.(js|css|html)$")
TYPES = {"js": "text/javascript", "css": "text/css", "html": "text/html"}
NAME_LENGTH = 40                                 # as the game's registration takes them
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
    data = await read_json(request, shield, {"name": str, "club": str, "code": str}, {"name"})
    address = request.remote or "?"
    hub.doorman.join_code(address, data.get("code"), hub.join_code)
    hub.doorman.join(address, hub.per_address.joins_per_minute)
    name, club = data["name"][:80], (data.get("club") or "")[:80]
    same_name = hub.same_name
    answer = await ask_game(hub, lambda reply: Work(reply, query=lambda session: _joined(session, name, club,
                                                                                            same_name)))
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


def told_apart(name: str, taken: set[str]) -> str | None:
    """`name`, or "NAME (2)", "NAME (3)"… when players already go by it (names compared without case or extra
    spaces); None when every such name is taken (never in practice)."""
    wanted = " ".join(name.split())
    if wanted.casefold() not in taken:
        return wanted
    for number in range(2, 1000):
        suffix = f" ({number})"
        candidate = wanted[:NAME_LENGTH - len(suffix)].rstrip() + suffix
        if candidate.casefold() not in taken:
            return candidate
    return None


def _joined(session, name: str, club: str, same_name: str) -> dict:
    """In the game's thread: the join, its link, and what the server needs to know the player at once."""
    from ..messages import text
    from ..reasons import in_language

    language = session.game.language
    taken = {" ".join(player.name.split()).casefold() for player in session.game.players.values()}
    chosen = told_apart(name, taken)
    if chosen != " ".join(name.split()) and (same_name == "refuse" or chosen is None):
        return {"ok": False, "error": text("join.same_name", language), "code": "same_name", "http_status": 409}
    answer = session.join(chosen, club)
    if not answer.get("ok"):
        closed = answer["error"].startswith("registration is closed")
        return {"ok": False, "error": in_language(answer["error"], language), "http_status": 409 if closed else 400}
    access = session.access
    return {"ok": True, "table": answer["table"], "name": chosen, "round": answer["round"], "token": answer["token"],
            "granted": (access.player_fingerprint(answer["table"]), access.version)}

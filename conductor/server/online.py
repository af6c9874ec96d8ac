"""The online game's own routes (DESIGN §4d): the playing page for players at home (/play and its ES modules),
the server's clock for the page to measure its offset against, joining, and the room's voice as audio files.
Everything else (login, slips, the view, the WebSocket) is the room's server as it stands (app.py)."""

from __future__ import annotations

import asyncio
import re
import time
from importlib.resources import files

from aiohttp import web

from .guard import SHIELD, Refused, cookie_options, read_json
from .limits import TokenBucket

PAGE = re.compile(r"^[a-z][a-z0-9_-]{0,40}\.(js|css|html)$")
JOINS = web.AppKey("joins", TokenBucket)         # per address: a family on one Wi-Fi joins; a script does not
CLIP = re.compile(r"^(call-[0-9]{1,4}-[0-9]{1,4}|warning-(60|30)|temps|master-[0-9]{1,4})$")
TYPES = {"js": "text/javascript", "css": "text/css", "html": "text/html"}


def install(app: web.Application) -> None:
    app.router.add_get("/play", _page)
    app.router.add_get("/play/", _page)
    app.router.add_get("/play/{name}", _module)
    app.router.add_get("/api/time", _time)
    app.router.add_get("/api/audio/{name}", _audio)
    app.router.add_post("/api/join", _join)
    app.router.add_post("/api/session", _session)
    app[JOINS] = TokenBucket(rate=1 / 60, burst=5)


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


async def _audio(request: web.Request) -> web.Response:
    """A clip of the room's voice (room/home_voice.py), as the announcer rendered it: WAV, mono."""
    from .hub import HUB

    name = request.match_info["name"]
    voice = getattr(request.app[HUB], "voice", None)
    if voice is None or not CLIP.match(name):
        raise web.HTTPNotFound()
    body = await asyncio.to_thread(voice.wav, name)
    if body is None:
        raise web.HTTPNotFound()
    return web.Response(body=body, content_type="audio/wav")



async def _join(request: web.Request) -> web.Response:
    """A player joins while registration is open: a table, and a personal link that brings them back on any
    device (`/play#t=TOKEN`); the token is the login (no PIN to remember)."""
    from ..game.access import Actor
    from .app import _ask_game, with_ticket
    from .hub import COOKIE, HUB, Login
    from .inbox import Work

    hub = request.app[HUB]
    shield = request.app[SHIELD]
    if hub.entry != "online":
        raise Refused(403, shield.say("entry"))
    data = await read_json(request, shield, {"name": str, "club": str}, {"name"})
    wait = request.app[JOINS].take(request.remote)
    if wait:
        raise Refused(429, shield.say("many", s=int(wait) + 1), {"Retry-After": str(int(wait) + 1)})
    name, club = data["name"][:80], (data.get("club") or "")[:80]
    answer = await _ask_game(hub, lambda reply: Work(reply, query=lambda session: _joined(session, name, club)))
    if not answer.get("ok"):
        return web.json_response(answer, status=answer.pop("http_status", 400))
    fingerprint, access = answer.pop("granted")
    base = str(request.url.origin())
    answer["link"] = f"{base}/play#t={answer['token']}"
    login = Login(Actor("player", table=answer["table"]), fingerprint or "", (answer["table"], answer["table"]))
    response = with_ticket(hub, request, answer, login, access)
    response.set_cookie(COOKIE, answer["token"], **cookie_options(request))   # the page's WebSocket knows them
    return response


async def _session(request: web.Request) -> web.Response:
    """A page that holds a token (a personal link) gets it as the login cookie too: a browser's WebSocket
    cannot send an Authorization header, and the cookie is how /ws knows whose slips to push."""
    from .app import _who, with_ticket
    from .hub import COOKIE, HUB, login_of, token_of

    hub = request.app[HUB]
    login = login_of(request)
    if login is None:
        raise Refused(401, request.app[SHIELD].say("auth"))
    response = with_ticket(hub, request, {"ok": True, **_who(login, hub)}, login)
    response.set_cookie(COOKIE, token_of(request), **cookie_options(request))
    return response


def _joined(session, name: str, club: str) -> dict:
    from ..reasons import in_language

    answer = session.join(name, club)
    if not answer.get("ok"):
        language = "es" if session.game.tiles.name == "ajs" else "ca"
        closed = answer["error"].startswith("registration is closed")
        return {"ok": False, "error": in_language(answer["error"], language), "http_status": 409 if closed else 400}
    access = session.access
    return {"ok": True, "table": answer["table"], "round": answer["round"], "token": answer["token"],
            "granted": (access.player_fingerprint(answer["table"]), access.version)}

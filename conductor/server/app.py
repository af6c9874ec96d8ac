"""The game server's HTTP and WebSocket face (aiohttp), for phones and tablets on the room's network.

Every request is hostile until checked: bodies over 4 KB, anything but a JSON object with the expected fields
and types, an unknown or revoked login and too many wrong PINs are refused with a 4xx and one line of JSON,
never a traceback and never a change to the game. Nothing here touches the game: slips go to the game's
thread through the inbox, and what phones read was published by that thread (runner.py).
"""

from __future__ import annotations

import asyncio
import json
import secrets
from dataclasses import dataclass, field
from importlib.resources import files

from aiohttp import WSMsgType, web

from ..game.access import Actor, Credentials
from .gate import SlipRequest
from .inbox import Inbox, Work
from .limits import FixedWindow
from ..room.public import own_slips

MAX_BODY = 4096
COOKIE = "conductor"
ID_LENGTH = 64
STATIC = {"/": ("index.html", "text/html"), "/app.js": ("app.js", "text/javascript"),
          "/style.css": ("style.css", "text/css")}
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; connect-src 'self'; "
                               "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}
WORDS = {
    "ca": {"body": "cal un objecte JSON", "json": "el cos no és JSON vàlid", "unknown": "camp desconegut: {k}",
           "missing": "falta el camp {k}", "type": "el camp {k} ha de ser {t}", "login": "codi o PIN incorrecte",
           "auth": "cal entrar primer (codi del dispositiu o taula i PIN)", "many": "massa intents: espera {s} s",
           "large": "el cos passa de 4 KB", "media": "cal Content-Type: application/json",
           "notfound": "no existeix", "method": "mètode no permès", "busy": "el joc no respon; torna-ho a provar",
           "entry": "aquesta partida no accepta paperetes dels jugadors"},
    "es": {"body": "hace falta un objeto JSON", "json": "el cuerpo no es JSON válido", "unknown": "campo desconocido: {k}",
           "missing": "falta el campo {k}", "type": "el campo {k} debe ser {t}", "login": "código o PIN incorrecto",
           "auth": "hay que entrar primero (código del dispositivo o mesa y PIN)", "many": "demasiados intentos: espera {s} s",
           "large": "el cuerpo pasa de 4 KB", "media": "hace falta Content-Type: application/json",
           "notfound": "no existe", "method": "método no permitido", "busy": "el juego no responde; vuelve a probar",
           "entry": "esta partida no acepta papeletas de los jugadores"},
}
TYPES = {"int": {"ca": "un nombre enter", "es": "un número entero"}, "str": {"ca": "un text", "es": "un texto"}}


class Refused(Exception):
    """A request refused before it reaches the game: its HTTP status and the reason."""

    def __init__(self, status: int, message: str, headers: dict | None = None):
        super().__init__(message)
        self.status, self.message, self.headers = status, message, headers or {}


@dataclass
class Login:
    actor: Actor
    fingerprint: str
    tables: tuple[int, int]


@dataclass
class Hub:
    """The server's state; only the server's event loop touches it (the game's thread hands over through
    `call_soon_threadsafe`)."""
    inbox: Inbox
    language: str = "ca"
    entry: str = "devices"                       # or "players": each player sends their own slip with a PIN
    credentials: Credentials = field(default_factory=Credentials)
    view: dict = field(default_factory=dict)
    view_text: str = "{}"
    slips: dict = field(default_factory=dict)
    logins: dict[str, Login] = field(default_factory=dict)
    sockets: dict[web.WebSocketResponse, Login | None] = field(default_factory=dict)
    sent_mine: dict[web.WebSocketResponse, str] = field(default_factory=dict)
    per_address: FixedWindow = field(default_factory=lambda: FixedWindow(300, 1.0))
    wrong_per_address: FixedWindow = field(default_factory=lambda: FixedWindow(20, 300.0))
    wrong_per_table: FixedWindow = field(default_factory=lambda: FixedWindow(5, 300.0))
    game_timeout: float = 5.0
    # one broadcast at a time: two overlapping ones would close a revoked socket twice (seen as 1006, not 4001)
    broadcasting: asyncio.Lock = field(default_factory=asyncio.Lock)

    def say(self, key: str, **values) -> str:
        return WORDS.get(self.language, WORDS["ca"])[key].format(**values)


HUB = web.AppKey("hub", Hub)


def make_app(hub: Hub) -> web.Application:
    app = web.Application(client_max_size=MAX_BODY, middlewares=[_guard])
    app[HUB] = hub
    app.router.add_get("/", _static)
    app.router.add_get("/app.js", _static)
    app.router.add_get("/style.css", _static)
    app.router.add_post("/api/login", _login)
    app.router.add_post("/api/logout", _logout)
    app.router.add_get("/api/me", _me)
    app.router.add_post("/api/slip", _slip)
    app.router.add_get("/api/view", _view)
    app.router.add_get("/api/results/{table}", _results)
    app.router.add_get("/ws", _socket)
    app.on_shutdown.append(_close_sockets)
    return app


# ---------------------------------------------------------------------- the one gate every request passes

@web.middleware
async def _guard(request: web.Request, handler):
    hub = request.app[HUB]
    try:
        if not hub.per_address.hit(request.remote):
            raise Refused(429, hub.say("many", s=1), {"Retry-After": "1"})
        response = await handler(request)
    except Refused as refused:
        response = _error(refused.status, refused.message, refused.headers)
    except web.HTTPRequestEntityTooLarge:
        response = _error(413, hub.say("large"))
    except web.HTTPNotFound:
        response = _error(404, hub.say("notfound"))
    except web.HTTPMethodNotAllowed:
        response = _error(405, hub.say("method"))
    except web.HTTPException as error:
        response = _error(error.status, error.reason)
    except asyncio.CancelledError:
        raise
    except Exception:          # never a traceback to the network: the reason stays on the judge's screen
        response = _error(500, hub.say("busy"))
    if not isinstance(response, web.WebSocketResponse):
        response.headers.update(SECURITY_HEADERS)
    return response


def _error(status: int, message: str, headers: dict | None = None) -> web.Response:
    return web.json_response({"ok": False, "error": message}, status=status, headers=headers)


async def _body(request: web.Request, fields: dict[str, type], required: set[str]) -> dict:
    """The request's JSON object, checked key by key: unknown keys named, types exact (no bool for int)."""
    hub = request.app[HUB]
    if request.content_type != "application/json":
        raise Refused(415, hub.say("media"))
    if request.content_length is not None and request.content_length > MAX_BODY:
        raise Refused(413, hub.say("large"))
    raw = await request.read()
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise Refused(400, hub.say("json")) from None
    if not isinstance(data, dict):
        raise Refused(400, hub.say("body"))
    for key in data:
        if key not in fields:
            raise Refused(400, hub.say("unknown", k=str(key)[:40]))
    for key in sorted(required):
        if key not in data:
            raise Refused(400, hub.say("missing", k=key))
    for key, kind in fields.items():
        value = data.get(key)
        if value is None and key not in required:
            continue
        if not isinstance(value, kind) or isinstance(value, bool):
            raise Refused(400, hub.say("type", k=key, t=TYPES[kind.__name__][hub.language if hub.language in ("ca", "es") else "ca"]))
    return data


def _login_of(request: web.Request) -> Login | None:
    hub = request.app[HUB]
    header = request.headers.get("Authorization", "")
    token = header[7:].strip() if header.startswith("Bearer ") else request.cookies.get(COOKIE, "")
    login = hub.logins.get(token) if token else None
    if login is not None and hub.credentials.fingerprint(login.actor) != login.fingerprint:
        hub.logins.pop(token, None)              # revoked, or a new PIN: the login ends
        return None
    return login


def _required_login(request: web.Request) -> Login:
    login = _login_of(request)
    if login is None:
        raise Refused(401, request.app[HUB].say("auth"))
    return login


async def _ask_game(hub: Hub, work_of) -> dict:
    """Hand work to the game's thread and wait for its answer (given there after the fsync)."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future = loop.create_future()

    def reply(answer: dict) -> None:       # called in the game's thread
        loop.call_soon_threadsafe(lambda: future.done() or future.set_result(answer))

    hub.inbox.put(work_of(reply))
    try:
        return await asyncio.wait_for(future, hub.game_timeout)
    except asyncio.TimeoutError:
        raise Refused(503, hub.say("busy")) from None


# ---------------------------------------------------------------------- handlers

async def _static(request: web.Request) -> web.Response:
    name, kind = STATIC[request.path]
    body = files("conductor.server").joinpath("static", name).read_bytes()
    return web.Response(body=body, content_type=kind, charset="utf-8")


async def _login(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    data = await _body(request, {"code": str, "table": int, "pin": str}, set())
    address = request.remote
    if hub.wrong_per_address.blocked(address):
        raise Refused(429, hub.say("many", s=hub.wrong_per_address.retry_after(address)))
    if "code" in data and data["code"] is not None:
        if set(data) - {"code"}:
            raise Refused(400, hub.say("unknown", k=", ".join(sorted(set(data) - {"code"}))))
        device = hub.credentials.device_for(data["code"][:64])
        if device is None:
            hub.wrong_per_address.hit(address)
            raise Refused(401, hub.say("login"))
        login = Login(Actor("device", device.name), device.code_sha256, (device.first, device.last))
    else:
        if hub.entry != "players":
            raise Refused(403, hub.say("entry"))
        for key in ("table", "pin"):
            if data.get(key) is None:
                raise Refused(400, hub.say("missing", k=key))
        table, pin = data["table"], data["pin"][:16]
        if hub.wrong_per_table.blocked(table):
            raise Refused(429, hub.say("many", s=hub.wrong_per_table.retry_after(table)))
        if not hub.credentials.pin_ok(table, pin):
            hub.wrong_per_address.hit(address)
            hub.wrong_per_table.hit(table)
            raise Refused(401, hub.say("login"))
        actor = Actor("player", table=table)
        login = Login(actor, hub.credentials.fingerprint(actor) or "", (table, table))
    token = secrets.token_urlsafe(32)
    for old in [t for t, held in hub.logins.items() if held.actor == login.actor][:-7]:
        hub.logins.pop(old)                      # a few logins per device at most
    hub.logins[token] = login
    response = web.json_response({"ok": True, "token": token, **_who(login, hub)})
    response.set_cookie(COOKIE, token, httponly=True, samesite="Strict", path="/")
    return response


def _who(login: Login, hub: Hub) -> dict:
    actor = login.actor
    return {"role": actor.kind, "name": actor.name or str(actor.table), "tables": list(login.tables),
            "language": hub.language}


async def _logout(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    token = request.cookies.get(COOKIE, "")
    hub.logins.pop(token, None)
    response = web.json_response({"ok": True})
    response.del_cookie(COOKIE, path="/")
    return response


async def _me(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    login = _required_login(request)
    rounds = own_slips(login.actor, hub.slips, login.tables, hub.language)
    return web.json_response({"ok": True, **_who(login, hub), "rounds": rounds})


async def _slip(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    login = _required_login(request)
    data = await _body(request, {"round": int, "table": int, "slip": str, "id": str}, {"table", "slip"})
    client_id = data.get("id")
    if client_id is not None and (not client_id or len(client_id) > ID_LENGTH or not client_id.isprintable()):
        raise Refused(400, hub.say("type", k="id", t=TYPES["str"][hub.language]))
    if data.get("round") is not None and data["round"] < 1:
        raise Refused(400, hub.say("type", k="round", t=TYPES["int"][hub.language]))
    slip = SlipRequest(data["table"], data["slip"][:64], data.get("round"), client_id)
    answer = await _ask_game(hub, lambda reply: Work(reply, login.actor, slip))
    return web.json_response(answer)


async def _view(request: web.Request) -> web.Response:
    return web.Response(text=request.app[HUB].view_text, content_type="application/json")


async def _results(request: web.Request) -> web.Response:
    """A player's results, round by round, as published after each reveal (II.9)."""
    hub = request.app[HUB]
    try:
        table = int(request.match_info["table"])
    except ValueError:
        raise Refused(404, hub.say("notfound")) from None
    language = hub.language

    def sheet(session) -> dict:
        from ..report.player import player_sheet
        from ..reasons import in_language

        if table not in session.game.players:
            return {"ok": False, "error": hub.say("notfound")}
        data = player_sheet(session.game, table)
        rows = [{"round": r.round, "rack": r.rack, "master": r.master, "master_score": r.master_score,
                 "slip": r.slip.text if r.slip else None, "score": r.score, "status": r.status,
                 "reason": in_language(r.reason, language) if r.reason else "", "bonus": r.bonus,
                 "total": r.total, "percent": r.percent, "corrected": r.corrected} for r in data.rows]
        return {"ok": True, "table": data.table, "name": data.name, "rank": data.rank, "total": data.total,
                "percent": data.percent, "provisional": data.provisional, "rounds": rows}

    answer = await _ask_game(hub, lambda reply: Work(reply, query=sheet))
    return web.json_response(answer, status=200 if answer.get("ok") else 404)


async def _socket(request: web.Request) -> web.WebSocketResponse:
    """The public view pushed on every change; to a logged-in sender, its own slips too."""
    hub = request.app[HUB]
    login = _login_of(request)
    socket = web.WebSocketResponse(heartbeat=20.0, max_msg_size=1024)
    await socket.prepare(request)
    hub.sockets[socket] = login
    try:
        await socket.send_str(json.dumps({"type": "view", "view": hub.view}))
        if login is not None:
            await _send_mine(hub, socket, login)
        async for message in socket:                 # phones only listen; anything they say is ignored
            if message.type == WSMsgType.ERROR:
                break
    finally:
        hub.sockets.pop(socket, None)
        hub.sent_mine.pop(socket, None)
    return socket


async def _send_mine(hub: Hub, socket: web.WebSocketResponse, login: Login) -> None:
    text = json.dumps({"type": "mine", "rounds": own_slips(login.actor, hub.slips, login.tables, hub.language)})
    if hub.sent_mine.get(socket) != text:
        hub.sent_mine[socket] = text
        await socket.send_str(text)


async def broadcast(hub: Hub, view_changed: bool) -> None:
    """Push the new view to every socket, and each sender's own slips where they changed; a socket whose login
    ended (revoked device, new PIN) is closed."""
    async with hub.broadcasting:
        await _broadcast(hub, view_changed)


async def _broadcast(hub: Hub, view_changed: bool) -> None:
    text = json.dumps({"type": "view", "view": hub.view}) if view_changed else None

    async def one(socket: web.WebSocketResponse, login: Login | None) -> None:
        try:
            if socket.closed:
                return
            if login is not None and hub.credentials.fingerprint(login.actor) != login.fingerprint:
                await socket.close(code=4001, message=b"login ended")
                return
            if text is not None:
                await asyncio.wait_for(socket.send_str(text), 2.0)
            if login is not None:
                await asyncio.wait_for(_send_mine(hub, socket, login), 2.0)
        except (ConnectionError, asyncio.TimeoutError, RuntimeError):
            await socket.close()

    await asyncio.gather(*(one(s, login) for s, login in list(hub.sockets.items())), return_exceptions=True)


async def _close_sockets(app: web.Application) -> None:
    for socket in list(app[HUB].sockets):
        await socket.close(code=1001, message=b"server shutdown")

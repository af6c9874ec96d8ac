"""The game server's HTTP and WebSocket face (aiohttp), for phones and tablets on the room's network.

Every request is hostile until checked, each kind of check in one place: connections (how many, for how long)
in connections.py, the gate every request passes (rate, Host, Origin, no traceback out) and the body parser in
guard.py, wrong codes and PINs in logins.py, a slip's rights against the game in gate.py. Nothing here touches
the game: slips go to the game's thread through the inbox, and what phones read was published by that thread
(runner.py); results are computed there at most once per change and served from a cache here.
"""

from __future__ import annotations

import asyncio
import collections
import json
import secrets
from dataclasses import dataclass, field
from importlib.resources import files

from aiohttp import WSMsgType, web

from ..game.access import Actor, Credentials
from ..room.public import own_slips
from .gate import SlipRequest
from .guard import MAX_BODY, SHIELD, TYPES, Refused, Shield, cookie_options, guard, read_json
from .inbox import Inbox, Work
from .limits import TokenBucket
from .logins import Doorman
from .online import install as install_online

COOKIE = "conductor"
ID_LENGTH = 64
SOCKETS_PER_ADDRESS = 32
FANOUT_INTERVAL = 0.2           # seconds between two fan-outs at most
FANOUT_SLICE = 256              # sockets written between two turns of the event loop
SLOW_SOCKET_BYTES = 1 << 20     # a socket with this much still unsent is too slow: closed, not waited for
# slips per login: a player sends one move a round, a few times over at most; a table judge's device (given by the
# judge) enters a whole range of tables, fast when the phone comes back online with what waited
SLIPS_PER_ROUND = {"player": 60, "device": 600}
STATIC = {"/": ("index.html", "text/html"), "/app.js": ("app.js", "text/javascript"),
          "/style.css": ("style.css", "text/css")}


@dataclass
class Login:
    actor: Actor
    fingerprint: str
    tables: tuple[int, int]
    slips: tuple[int | None, int] = (None, 0)        # (round, slips sent for it)
    access: int = 0                                  # a ticket's access version (relay.py), else unused


@dataclass
class Hub:
    """The server's state; only the server's event loop touches it (the game's thread hands over through
    `call_soon_threadsafe`; notices go the other way through a deque)."""
    inbox: Inbox
    language: str = "ca"
    entry: str = "devices"                       # or "players": each player sends their own slip with a PIN
    credentials: Credentials = field(default_factory=Credentials)
    view: dict = field(default_factory=dict)
    view_text: str = "{}"
    view_text_ws: str = '{"type": "view", "view": {}}'
    slips: dict = field(default_factory=dict)
    tables: frozenset[int] = frozenset()
    results_key: tuple = ()
    results: dict[int, tuple[tuple, str]] = field(default_factory=dict)      # table → (key, answer as JSON)
    results_waiting: dict[tuple, asyncio.Future] = field(default_factory=dict)
    logins: dict[str, Login] = field(default_factory=dict)
    sockets: dict[web.WebSocketResponse, Login | None] = field(default_factory=dict)
    sockets_per_address: collections.Counter = field(default_factory=collections.Counter)
    sent_mine: dict[web.WebSocketResponse, str] = field(default_factory=dict)
    transports: dict = field(default_factory=dict)
    shield: Shield = field(default_factory=Shield)
    doorman: Doorman | None = None
    slip_rate: dict[str, TokenBucket] = field(default_factory=lambda: {
        "player": TokenBucket(rate=2.0, burst=10), "device": TokenBucket(rate=20.0, burst=100)})
    game_timeout: float = 5.0
    # one broadcast at a time: two overlapping ones would close a revoked socket twice (seen as 1006, not 4001)
    broadcasting: asyncio.Lock = field(default_factory=asyncio.Lock)
    owed_view: bool = False                      # a broadcast is owed: the view changed since the last one sent
    owed_mine: bool = False                      # … senders' own slips or the logins changed
    mine_tables: frozenset[int] | None = frozenset()   # tables whose own slips changed since the last fan-out
    owed_standings: bool = False
    standings_text: str = ""
    view_ws_sent: str = ""
    pushing: bool = False                        # a broadcast is running (it sends what is owed when it ends)
    access_version: int = 0
    ticket_key: bytes | None = None              # with socket processes (network.broker): logins get a ticket

    def __post_init__(self) -> None:
        self.shield.language = self.language
        if self.doorman is None:
            self.doorman = Doorman(self.shield)

    def say(self, key: str, **values) -> str:
        return self.shield.say(key, **values)

    # what a socket is told, and whether its login still holds: the writer reads its own logins and slips;
    # a socket process (relay.py) reads tickets and what the writer published
    def socket_login(self, request: web.Request) -> Login | None:
        return _login_of(request)

    def still_valid(self, login: Login) -> bool:
        return self.credentials.fingerprint(login.actor) == login.fingerprint

    def mine_text(self, login: Login) -> str:
        return json.dumps({"type": "mine", "rounds": own_slips(login.actor, self.slips, login.tables, self.language)})


HUB = web.AppKey("hub", Hub)


def make_app(hub: Hub) -> web.Application:
    app = web.Application(client_max_size=MAX_BODY, middlewares=[guard])
    app[HUB] = hub
    app[SHIELD] = hub.shield
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
    install_online(app)                         # the online game: /play, /api/time, /api/join, /api/audio
    app.on_shutdown.append(_close_sockets)
    return app


def _token(request: web.Request) -> str:
    header = request.headers.get("Authorization", "")
    return header[7:].strip() if header.startswith("Bearer ") else request.cookies.get(COOKIE, "")


def _login_of(request: web.Request) -> Login | None:
    hub = request.app[HUB]
    token = _token(request)
    login = hub.logins.get(token) if token else None
    if login is None and token and len(token) <= 64:   # a personal link (the online game): it outlives restarts
        table = hub.credentials.table_for_token(token)
        if table is not None:
            actor = Actor("player", table=table)
            login = hub.logins[token] = Login(actor, hub.credentials.fingerprint(actor) or "", (table, table))
    if login is not None and hub.credentials.fingerprint(login.actor) != login.fingerprint:
        hub.logins.pop(token, None)              # revoked, or a new PIN or link: the login ends
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


def _answer(answer: dict) -> web.Response:
    """The game's answer as a response: its "http_status" (409 for a client id reused with another slip) is
    the status, not a field."""
    answer = dict(answer)
    status = answer.pop("http_status", 200)
    return web.json_response(answer, status=status if isinstance(status, int) and 200 <= status < 600 else 200)


# ---------------------------------------------------------------------- handlers

async def _static(request: web.Request) -> web.Response:
    name, kind = STATIC[request.path]
    body = files("conductor.server").joinpath("static", name).read_bytes()
    return web.Response(body=body, content_type=kind, charset="utf-8")


async def _login(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    data = await read_json(request, hub.shield, {"code": str, "table": int, "pin": str}, set())
    address = request.remote or "?"
    if data.get("code") is not None:
        if set(data) - {"code"}:
            raise Refused(400, hub.say("unknown", k=", ".join(sorted(set(data) - {"code"}))))
        device = hub.doorman.device(hub.credentials, address, data["code"][:64])
        login = Login(Actor("device", device.name), device.code_sha256, (device.first, device.last))
    else:
        if hub.entry not in ("players", "online"):
            raise Refused(403, hub.say("entry"))
        for key in ("table", "pin"):
            if data.get(key) is None:
                raise Refused(400, hub.say("missing", k=key))
        table = data["table"]
        hub.doorman.player(hub.credentials, address, table, data["pin"][:32])
        actor = Actor("player", table=table)
        login = Login(actor, hub.credentials.fingerprint(actor) or "", (table, table))
    token = secrets.token_urlsafe(32)
    for old in [t for t, held in hub.logins.items() if held.actor == login.actor][:-7]:
        _end_login(hub, old)                     # a few logins per device at most
    hub.logins[token] = login
    response = web.json_response({"ok": True, "token": token, **_who(login, hub), **_ticket(hub, login)})
    response.set_cookie(COOKIE, token, **cookie_options(request))     # Secure over HTTPS
    set_ticket_cookie(hub, response, login, request)
    return response


def _ticket(hub: Hub, login: Login, access: int | None = None) -> dict:
    """With socket processes: the login's ticket (tickets.py), for a client that sends it itself."""
    if hub.ticket_key is None:
        return {}
    from .tickets import issue

    access = hub.access_version if access is None else access
    ticket = issue(hub.ticket_key, login.actor, login.tables, login.fingerprint or None, access)
    return {"ticket": ticket} if ticket else {}


def set_ticket_cookie(hub: Hub, response: web.Response, login: Login, request: web.Request,
                      access: int | None = None) -> None:
    """The ticket as a cookie too: a browser's WebSocket to a socket process carries it by itself."""
    ticket = _ticket(hub, login, access).get("ticket")
    if ticket:
        from .tickets import COOKIE as TICKET_COOKIE

        response.set_cookie(TICKET_COOKIE, ticket, **cookie_options(request))


def _who(login: Login, hub: Hub) -> dict:
    actor = login.actor
    return {"role": actor.kind, "name": actor.name or str(actor.table), "tables": list(login.tables),
            "language": hub.language}


def _end_login(hub: Hub, token: str) -> None:
    """The login of `token` ends, and so do its WebSockets."""
    login = hub.logins.pop(token, None)
    for bucket in hub.slip_rate.values():
        bucket.forget(token)
    if login is None:
        return
    for socket, held in list(hub.sockets.items()):
        if held is login:
            hub.sockets[socket] = None
            asyncio.ensure_future(socket.close(code=4001, message=b"logged out"))


async def _logout(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    token = _token(request)
    if token:
        _end_login(hub, token)
    response = web.json_response({"ok": True})
    response.del_cookie(COOKIE, **cookie_options(request))
    if hub.ticket_key is not None:
        from .tickets import COOKIE as TICKET_COOKIE

        response.del_cookie(TICKET_COOKIE, **cookie_options(request))
    return response


async def _me(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    login = _required_login(request)
    rounds = own_slips(login.actor, hub.slips, login.tables, hub.language)
    return web.json_response({"ok": True, **_who(login, hub), "rounds": rounds})


def _count_slip(hub: Hub, token: str, login: Login, number: int | None) -> None:
    """Slips per login: a burst, then a few a second; and a few hundred a round."""
    kind = "player" if login.actor.kind == "player" else "device"
    wait = hub.slip_rate[kind].take(token)
    if wait:
        seconds = max(1, round(wait + 0.5))
        raise Refused(429, hub.say("slips", s=seconds), {"Retry-After": str(seconds)})
    number = number if number is not None else hub.view.get("round")
    counted, sent = login.slips
    sent = sent + 1 if counted == number else 1
    if sent > SLIPS_PER_ROUND[kind]:
        raise Refused(429, hub.say("round_slips"))
    login.slips = (number, sent)


async def _slip(request: web.Request) -> web.Response:
    hub = request.app[HUB]
    login = _required_login(request)
    data = await read_json(request, hub.shield, {"round": int, "table": int, "slip": str, "id": str},
                           {"table", "slip"})
    client_id = data.get("id")
    if client_id is not None and (not client_id or len(client_id) > ID_LENGTH or not client_id.isprintable()):
        raise Refused(400, hub.say("type", k="id", t=TYPES["str"][hub.shield.language]))
    if data.get("round") is not None and data["round"] < 1:
        raise Refused(400, hub.say("type", k="round", t=TYPES["int"][hub.shield.language]))
    _count_slip(hub, _token(request), login, data.get("round"))
    slip = SlipRequest(data["table"], data["slip"][:64], data.get("round"), client_id)
    answer = await _ask_game(hub, lambda reply: Work(reply, login.actor, slip))
    return _answer(answer)


async def _view(request: web.Request) -> web.Response:
    return web.Response(text=request.app[HUB].view_text, content_type="application/json")


async def _results(request: web.Request) -> web.Response:
    """A player's results, round by round, revealed rounds only (II.9); from the cache while the game has not
    changed what they show, else asked of the game's thread once however many ask at the same time."""
    hub = request.app[HUB]
    text = request.match_info["table"]
    if not (text.isascii() and text.isdigit() and len(text) <= 5) or int(text) not in hub.tables:
        raise Refused(404, hub.say("notfound"))
    table, key = int(text), hub.results_key
    cached = hub.results.get(table)
    if cached is None or cached[0] != key:
        waiting = hub.results_waiting.get((table, key))
        if waiting is None:
            waiting = asyncio.ensure_future(_compute_results(hub, table, key))
            hub.results_waiting[(table, key)] = waiting
        cached = await asyncio.shield(waiting)
    if cached[1] is None:
        raise Refused(404, hub.say("notfound"))
    return web.Response(text=cached[1], content_type="application/json")


async def _compute_results(hub: Hub, table: int, key: tuple) -> tuple:
    from .results import results_answer, results_key

    language = hub.language

    def query(session) -> dict:
        answer = results_answer(session.game, table, language)
        return {"key": results_key(session.game), "answer": answer}

    try:
        got = await _ask_game(hub, lambda reply: Work(reply, query=query))
    finally:
        hub.results_waiting.pop((table, key), None)
    entry = (got["key"], None if got["answer"] is None else json.dumps(got["answer"], ensure_ascii=False))
    hub.results[table] = entry
    return entry


async def _socket(request: web.Request) -> web.StreamResponse:
    """The public view pushed on every change; to a logged-in sender, its own slips too."""
    hub = request.app[HUB]
    address = request.remote or "?"
    if hub.sockets_per_address[address] >= SOCKETS_PER_ADDRESS:
        raise Refused(429, hub.say("sockets"), {"Retry-After": "5"})
    login = hub.socket_login(request)
    socket = web.WebSocketResponse(heartbeat=20.0, max_msg_size=1024, timeout=5.0)
    hub.sockets_per_address[address] += 1
    try:
        await socket.prepare(request)
        hub.sockets[socket] = login
        hub.transports[socket] = request.transport
        await socket.send_str(hub.view_text_ws)
        if hub.view.get("standings"):             # sent apart from the view, and only when there are any
            await socket.send_str(hub.standings_text)
        if login is not None:
            await _send_mine(hub, socket, login)
        async for message in socket:                 # phones only listen; anything they say is ignored
            if message.type == WSMsgType.ERROR:
                break
    finally:
        hub.sockets.pop(socket, None)
        hub.sent_mine.pop(socket, None)
        hub.transports.pop(socket, None)
        hub.sockets_per_address[address] -= 1
        if hub.sockets_per_address[address] <= 0:
            del hub.sockets_per_address[address]
    return socket


async def _send_mine(hub: Hub, socket: web.WebSocketResponse, login: Login) -> None:
    text = hub.mine_text(login)
    if hub.sent_mine.get(socket) != text:
        hub.sent_mine[socket] = text
        await socket.send_str(text)


async def broadcast(hub: Hub, view_changed: bool, mine_changed: bool = True, standings_changed: bool = False) -> None:
    """Push the newest view to every socket, and each sender's own slips where they changed; a socket whose login
    ended (revoked device, new PIN) is closed. Coalesced: while one broadcast runs, changes only mark what is owed,
    and the running one sends the newest state once more when it ends (never a queue of stale fan-outs)."""
    hub.owed_view |= view_changed
    hub.owed_mine |= mine_changed
    hub.owed_standings |= standings_changed
    if hub.pushing:
        return
    hub.pushing = True
    try:
        while hub.owed_view or hub.owed_mine or hub.owed_standings:
            began = asyncio.get_running_loop().time()
            view, mine, standings = hub.owed_view, hub.owed_mine, hub.owed_standings
            hub.owed_view = hub.owed_mine = hub.owed_standings = False
            await _broadcast(hub, view, mine, standings)
            # at most a few fan-outs a second: what changes meanwhile goes out together in the next one
            await asyncio.sleep(max(0.0, began + FANOUT_INTERVAL - asyncio.get_running_loop().time()))
    finally:
        hub.pushing = False


async def _broadcast(hub: Hub, view_changed: bool, mine_changed: bool = True, standings_changed: bool = False) -> None:
    text = hub.view_text_ws if view_changed and hub.view_text_ws != hub.view_ws_sent else None
    hub.view_ws_sent = hub.view_text_ws
    ranks = hub.standings_text if standings_changed else None
    if not mine_changed and text is None and ranks is None:
        return

    # no task and no timer per socket: each write goes straight to the transport's buffer; a socket whose buffer
    # holds more than SLOW_SOCKET_BYTES is closed rather than waited for (it would hold everyone up)
    tables, hub.mine_tables = hub.mine_tables, frozenset()
    for count, (socket, login) in enumerate(list(hub.sockets.items()), start=1):
        if count % FANOUT_SLICE == 0:
            await asyncio.sleep(0)                 # a slip's answer is not kept waiting behind thousands of writes
        if socket.closed:
            continue
        try:
            if login is not None and mine_changed and not hub.still_valid(login):
                asyncio.ensure_future(socket.close(code=4001, message=b"login ended"))
                continue
            transport = hub.transports.get(socket)
            if transport is None or transport.is_closing() or transport.get_write_buffer_size() > SLOW_SOCKET_BYTES:
                asyncio.ensure_future(socket.close())
                continue
            if text is not None:
                await socket.send_str(text)
            if ranks is not None:
                await socket.send_str(ranks)
            if login is not None and mine_changed and (tables is None or login.actor.kind != "player"
                                                       or login.tables[0] in tables):
                await _send_mine(hub, socket, login)
        except (ConnectionError, RuntimeError):
            asyncio.ensure_future(socket.close())


async def _close_sockets(app: web.Application) -> None:
    for socket in list(app[HUB].sockets):
        await socket.close(code=1001, message=b"server shutdown")

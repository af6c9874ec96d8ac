"""The game server's state (Hub) and who a request is (Login), shared by the HTTP handlers (app.py), the
WebSocket fan-out (push.py) and the socket processes (relay.py)."""

from __future__ import annotations

import asyncio
import collections
import json
from dataclasses import dataclass, field

from aiohttp import web

from ..game.access import Actor, Credentials
from ..room.public import own_slips
from .guard import Shield
from .inbox import Inbox
from .limits import TokenBucket
from .logins import Doorman

COOKIE = "conductor"


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
        return login_of(request)

    def still_valid(self, login: Login) -> bool:
        return self.credentials.fingerprint(login.actor) == login.fingerprint

    def mine_text(self, login: Login) -> str:
        return json.dumps({"type": "mine", "rounds": own_slips(login.actor, self.slips, login.tables, self.language)})


HUB = web.AppKey("hub", Hub)


def token_of(request: web.Request, cookie: str = COOKIE) -> str:
    """A request's token: the Authorization header's bearer, else the cookie (a browser's WebSocket sends no
    header)."""
    header = request.headers.get("Authorization", "")
    return header[7:].strip() if header.startswith("Bearer ") else request.cookies.get(cookie, "")


def login_of(request: web.Request) -> Login | None:
    hub = request.app[HUB]
    token = token_of(request)
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

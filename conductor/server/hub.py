"""The game server's state (Hub) and who a request is (Login), shared by the HTTP handlers (app.py), the
WebSocket fan-out (push.py) and the socket processes (relay.py)."""

from __future__ import annotations

import asyncio
import collections
import json
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aiohttp import web

from ..config import PerAddress
from ..game.access import Actor, Credentials, bearer, token_hash
from ..room.public import own_slips
from .guard import Shield
from .inbox import Inbox
from .limits import TokenBucket
from .logins import Doorman
from .tickets import new_login_id

if TYPE_CHECKING:
    from ..room.home_voice import HomeVoice
    from .connections import ConnectionGuard
    from .fanout import Publisher
    from .shared_counts import SharedSockets

COOKIE = "conductor"
ENDED_KEPT = 20_000            # ended tokens remembered (to answer "ended", not "unknown")


PIN_ENTRIES = ("players", "online")      # network.entry values where players log in with a PIN


@dataclass
class Login:
    actor: Actor
    fingerprint: str
    tables: tuple[int, int]
    slips: tuple[int | None, int] = (None, 0)        # (round, slips sent for it)
    # the access version it was granted at: a login granted after the credentials this process holds (a player
    # who has just joined) holds until the writer's word on it arrives
    access: int = 0
    id: str = ""                                     # its ticket's login id (tickets.new_login_id): a logout ends it
    # the credentials snapshot and access version it was last found valid against (Hub.still_valid): until either
    # is replaced, it still is (a fan-out asks for every socket, a few times a second in a burst of slips)
    valid_for: tuple = field(default=(), repr=False, compare=False)


@dataclass
class Hub:
    """The server's state; only the server's event loop touches it (the game's thread hands over through
    `call_soon_threadsafe`; notices go the other way through a deque)."""
    inbox: Inbox
    language: str = field(kw_only=True)         # the game's, given by whoever serves it
    entry: str = "devices"                       # or "players": each player sends their own slip with a PIN
    credentials: Credentials = field(default_factory=Credentials)
    view: dict = field(default_factory=dict)
    view_text: str = "{}"
    view_text_ws: str = '{"type": "view", "view": {}}'
    slips: dict = field(default_factory=dict)
    tables: frozenset[int] = frozenset()
    names: dict[int, str] = field(default_factory=dict)      # table → the player's name (as joined)
    extra: dict[int, int] = field(default_factory=dict)      # table → its extra seconds after "Temps!" (accommodate)
    results_key: tuple = ()
    results: dict[int, tuple[tuple, str | None]] = field(default_factory=dict)      # table → (key, answer as JSON)
    results_waiting: dict[tuple, asyncio.Future] = field(default_factory=dict)
    logins: dict[str, Login] = field(default_factory=dict)
    sockets: dict[web.WebSocketResponse, Login | None] = field(default_factory=dict)
    sockets_per_address: collections.Counter = field(default_factory=collections.Counter)
    sent_mine: dict[web.WebSocketResponse, str] = field(default_factory=dict)
    transports: dict = field(default_factory=dict)
    shield: Shield = field(init=False)
    doorman: Doorman = None  # type: ignore[assignment]  # made from the shield in __post_init__ when not given
    slip_rate: dict[str, TokenBucket] = field(default_factory=lambda: {
        "player": TokenBucket(rate=2.0, burst=10), "device": TokenBucket(rate=20.0, burst=100)})
    game_timeout: float = 5.0
    deadlines: dict = field(default_factory=dict)   # seconds → the server loop's waits for the game (asking.deadlines)
    # one broadcast at a time: two overlapping ones would close a revoked socket twice (seen as 1006, not 4001)
    broadcasting: asyncio.Lock = field(default_factory=asyncio.Lock)
    owed_view: bool = False                      # a broadcast is owed: the view changed since the last one sent
    owed_mine: bool = False                      # … senders' own slips or the logins changed
    mine_tables: frozenset[int] | None = frozenset()   # tables whose own slips changed since the last fan-out
    owed_standings: bool = False
    standings_text: str = ""
    view_ws_sent: str = ""
    pushing: bool = False                        # a broadcast is running (it sends what is owed when it ends)
    asking: int = 0                              # requests waiting for the game's answer (push.py: answers first)
    answered: asyncio.Event = field(default_factory=asyncio.Event)   # set when the last of them is answered (asking.py;
                                                 # push.py awaits it only while some are)
    access_version: int = 0
    ticket_key: bytes | None = None              # with socket processes (network.broker): logins get a ticket
    publisher: Publisher | None = None              # with socket processes: fanout.Publisher
    # the online game and the network's settings (config.py, network.*)
    join_code: str | None = None
    same_name: str = "number"
    per_address: PerAddress = field(default_factory=PerAddress)
    public_url: str = ""
    voice: HomeVoice | None = None               # room/home_voice.HomeVoice: the room's voice, for players at home
    connections: ConnectionGuard | None = None          # connections.ConnectionGuard of this process's site
    clip_bytes: TokenBucket | None = None        # the clips' bytes per address (clips.py)
    clip_total: TokenBucket | None = None        # … and in all
    shared: SharedSockets | None = None            # shared_counts.SharedSockets: WebSockets per address, all processes
    ended: collections.OrderedDict = field(default_factory=collections.OrderedDict)   # tokens' hashes, ended
    ended_logins: dict[str, float] = field(default_factory=dict)     # login id → its ticket's expiry (logouts)

    def __post_init__(self) -> None:
        self.shield = Shield(language=self.language)
        if self.doorman is None:
            self.doorman = Doorman(self.shield)

    def say(self, key: str, **values) -> str:
        return self.shield.say(key, **values)

    # what a socket is told, and whether its login still holds: the writer reads its own logins and slips;
    # a socket process (relay.py) reads tickets and what the writer published
    def socket_login(self, request: web.Request) -> Login | None:
        return login_of(request)

    @property
    def takes_pins(self) -> bool:
        """Whether a player logs in with table and PIN (POST /api/login): only where players send their own slips
        (network.entry: players, or online); the PIN sheet says so where they do not (live/sheets.py)."""
        return self.entry in PIN_ENTRIES

    @property
    def serves_clips(self) -> bool:
        """Only the online game serves the room's voice (clips.py): a room hears it itself, and its view names
        no clip."""
        return self.entry == "online"

    async def socket_place(self, address: str) -> bool:
        """Take one of `address`'s WebSocket places (network.per_address.websockets), or False (nothing taken): counted
        here before anything is awaited (a burst's sockets never all see one count) and, with a broker, over the
        writer and every socket process together in one atomic step (shared_counts.py). `socket_closed` gives it
        back."""
        if self.sockets_per_address[address] >= self.per_address.websockets:
            return False
        self.sockets_per_address[address] += 1
        if self.shared is None or await self.shared.take(address, self.per_address.websockets,
                                                         lambda: self.sockets_per_address.get(address, 0)):
            return True
        self._given_back(address)
        return False

    def socket_closed(self, address: str) -> None:
        """A WebSocket of `address` (its place taken by `socket_place`) closed, or never opened: its place is free
        (the others are told, with a broker)."""
        self._given_back(address)
        if self.shared is not None:
            self.shared.changed(address, self.sockets_per_address[address])

    def _given_back(self, address: str) -> None:
        self.sockets_per_address[address] -= 1
        if self.sockets_per_address[address] <= 0:
            del self.sockets_per_address[address]

    def still_valid(self, login: Login) -> bool:
        """Whether a login holds: unchanged since it was granted (no revoked device, new PIN or link, removal), or
        granted after the credentials this process holds (the writer's word on it is on its way)."""
        credentials, version = self.credentials, self.access_version
        held = login.valid_for
        if held and held[0] is credentials and held[1] == version:
            return True
        valid = login.access > version or credentials.fingerprint(login.actor) == login.fingerprint
        if valid:
            login.valid_for = (credentials, version)
        return valid

    def remember_ended(self, token: str) -> None:
        """A login the organiser ended: its token is answered "ended" from now on (a bounded memory)."""
        self.ended[token_hash(token)] = None
        while len(self.ended) > ENDED_KEPT:
            self.ended.popitem(last=False)

    def offer_to_broker(self) -> None:
        """With socket processes: the newest state for the publisher (fanout.py), logouts included."""
        if self.publisher is not None:
            now = time.time()
            for gone in [i for i, until in self.ended_logins.items() if until < now]:
                del self.ended_logins[gone]
            self.publisher.offer(self.view_text_ws, self.standings_text, self.slips, self.credentials,
                                 self.access_version, self.entry, dict(self.ended_logins))

    def mine_text(self, login: Login) -> str:
        return json.dumps({"type": "mine", "rounds": own_slips(login.actor, self.slips, login.tables, self.language)})


HUB = web.AppKey("hub", Hub)


def token_of(request: web.Request, cookie: str = COOKIE) -> str:
    """A request's token: the Authorization header's bearer, else the cookie (a browser's WebSocket sends no
    header)."""
    return bearer(request.headers.get("Authorization", "")) or request.cookies.get(cookie, "")


def login_of(request: web.Request) -> Login | None:
    return find_login(request.app[HUB], token_of(request))[0]


def find_login(hub: Hub, token: str) -> tuple[Login | None, str]:
    """Who `token` is, the one answer every route and socket of this process gives: (the login, "") or (None, why),
    why being "ended" (a login or link the organiser ended: a new PIN or link, `join remove`, a revoked device) or
    "unknown" (never given here, or forgotten with a restart)."""
    login = hub.logins.get(token) if token else None
    if login is None and token and len(token) <= 64 and token_hash(token) not in hub.ended:
        # a personal link (the online game): it outlives restarts, not a logout
        table = hub.credentials.table_for_token(token)
        if table is not None:
            actor = Actor("player", table=table)
            login = hub.logins[token] = Login(actor, hub.credentials.fingerprint(actor) or "", (table, table),
                                              access=hub.access_version, id=new_login_id())
    if login is None:
        ended = bool(token) and (token_hash(token) in hub.ended or hub.credentials.link_ended(token))
        return None, "ended" if ended else "unknown"
    if not hub.still_valid(login):
        hub.logins.pop(token, None)              # revoked, or a new PIN or link: the login ends
        hub.remember_ended(token)
        return None, "ended"
    return login, ""

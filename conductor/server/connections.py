"""Connections, counted and timed below HTTP: the one place that bounds how many sockets the network may hold
open and for how long (aiohttp itself has no header timeout and no cap per address).

Every accepted connection passes through `ConnectionGuard`, which wraps the server's protocol factory:
- at most `per_address` connections from one address and `total` in all, kept below the process's descriptor
  limit (raised to the hard limit at start); when all are taken, a newcomer takes the place of the oldest
  connection that has not yet sent a whole request head, else it is answered 429 (its address's share taken) or
  503 (all places taken) with Retry-After and closed, by turnaway.py, at a bounded cost, and counted (`over_cap`);
- a connection must send a whole request head (the line and the headers, up to the blank line) within
  `header_seconds` of opening: a silent or trickling one (slowloris) is closed then. Between requests aiohttp's
  keep-alive timeout (runner.py) closes an idle connection;
- under TLS (`tls`, an ssl.SSLContext) the handshake happens here too, after the connection was counted and
  inside the same `header_seconds`: a connection that opens and never says hello holds a counted place for
  10 s at most, like a silent one (asyncio's own TLS server would hold it uncounted for a minute);
- a trusted reverse proxy's address (`exempt`) is not capped per address (all the players come through it;
  the total still holds): the proxy caps its clients' connections, and the gate (guard.py, proxy.py) keys
  every other per-address limit on the client's address;
- what gives way when all places are taken (or all of one address's), oldest first: a connection that has not
  sent a whole request head; then one kept alive between requests and idle for IDLE_SECONDS; then a WebSocket
  that has not logged in (a public view anybody may open again). A logged-in player's WebSocket, and a request
  being answered, never give way;
- WebSockets (the socket handler, push.py, tells the guard which connections became one, and whether logged in)
  hold at most `total - reserve` places in all: the rest is always there for a player's request (a page, a
  slip), whatever number of idle sockets was opened. When they are all taken, an anonymous WebSocket gives way
  to a new one; a logged-in player's new WebSocket always finds a place: the address holding the most
  WebSockets gives up its longest-idle one (a fair share, as nginx's limit_conn or HAProxy's), so one address's
  players can never shut everybody else out. WebSockets per address are counted in push.py;
- connections are accepted by listener.py's `Listener` for this guard, never by asyncio's own server.
"""

from __future__ import annotations

import asyncio
import collections
import ssl
from collections import OrderedDict
from collections.abc import Callable

from .. import platforms
from ..messages import text
from .deadlines import Deadlines
from .turnaway import TURNING, TurnAway

HEADER_SECONDS = 10.0
IDLE_SECONDS = 2.0             # a kept-alive connection that has said nothing for this long may give way
PER_ADDRESS = 160              # network.per_address.connections' default: a room's browsers behind one address
RESERVED_DESCRIPTORS = 128     # the game's own files: the log, fonts, sounds, the committer, the console
MOST = 16384


def raise_descriptor_limit() -> int:
    """Raise the soft limit on open files to the hard limit (as far as MOST + reserve); returns the soft limit. On
    Windows, the selector loop's select() limit (platforms.open_file_limits)."""
    return platforms.raise_open_file_limit(MOST + RESERVED_DESCRIPTORS)


def connection_cap(soft_limit: int) -> int:
    """How many connections the server may hold: well below the descriptor limit."""
    return max(16, min(MOST, (soft_limit - RESERVED_DESCRIPTORS) * 3 // 4))


class _Guarded(asyncio.Protocol):
    """The server's protocol for one connection, watched: counted while open, closed if its head is late; under
    TLS, the handshake first (the server's protocol then sees the decrypted stream)."""

    def __init__(self, guard: ConnectionGuard, inner: asyncio.Protocol):
        self.guard, self.inner = guard, inner
        self.transport: asyncio.Transport | None = None
        self.address = ""
        self.head_done = False
        self.seen = b""
        self.head_due: list | None = None   # its place among the guard's head deadlines
        self.refused = False
        self.made = False              # the server's protocol was given the connection
        self.counted = False
        self.early: list[bytes] = []   # decrypted before the server's protocol was given the connection
        self.ended = False             # the connection ended before that
        self.socket: str | None = None  # a WebSocket: "anonymous" or "login"
        self.last_in = 0.0             # when it last received bytes (loop time)

    def connection_made(self, transport) -> None:
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, (tuple, list)) and peer else "?"
        over = self.guard.admit(self)
        if over is not None:
            self.refused = True
            self.guard.turn_away(transport, over)
            return
        self.counted = True
        self.head_due = self.guard.heads.add(self)
        if self.guard.tls is None:
            self._made(transport)
        else:
            transport.pause_reading()          # the client's hello waits for the TLS layer (start_tls resumes)
            self.handshake = asyncio.ensure_future(self._handshake(transport))

    async def _handshake(self, raw) -> None:
        loop = asyncio.get_running_loop()
        assert self.guard.tls is not None                # a handshake is started only with TLS
        try:
            secure = await loop.start_tls(raw, self, self.guard.tls, server_side=True,
                                          ssl_handshake_timeout=self.guard.header_seconds,
                                          ssl_shutdown_timeout=5.0)
        except (TimeoutError, OSError, ssl.SSLError, ConnectionError, RuntimeError, TypeError):
            secure = None
        if secure is None or self.refused or self.ended:
            self.guard.handshakes_failed += secure is None
            raw.abort()
            self._end(None)
            return
        self.transport = secure
        self._made(secure)
        early, self.early = self.early, []
        for data in early:                 # the request that came with the handshake: its head counts (an uncounted
            self.data_received(data)       # one left every TLS connection "silent": cut at header_seconds, or
                                           # given way to any newcomer of its address)

    def _made(self, transport) -> None:
        self.made = True
        self.guard.by_transport[transport] = self
        self.inner.connection_made(transport)

    def _late(self) -> None:
        """Its head is due and has not come (the guard's deadlines, once): closed."""
        if not self.head_done and self.transport is not None:
            self.guard.closed_late += 1
            self.transport.abort()

    def data_received(self, data: bytes) -> None:
        if self.refused:
            return
        if not self.made:
            self.early.append(data)
            return
        self.last_in = self.guard.now()
        if not self.head_done:
            self.seen = (self.seen + data)[-8192:] if self.seen else data[-8192:]
            if b"\r\n\r\n" in self.seen or b"\n\n" in self.seen:
                self.head_done = True
                self.seen = b""
                self._head_over()
                self.guard.headed(self)
        self.inner.data_received(data)

    def eof_received(self):
        return None if self.refused or not self.made else self.inner.eof_received()

    def connection_lost(self, error) -> None:
        if self.refused:
            return
        self._end(error)

    def _end(self, error) -> None:
        """The connection is gone: its place is given back (once), the server's protocol told (if it was given
        the connection)."""
        self._head_over()
        self.ended = True
        if self.counted:
            self.counted = False
            self.guard.release(self)
        self.guard.by_transport.pop(self.transport, None)
        if self.made:
            self.made = False
            self.inner.connection_lost(error)

    def _head_over(self) -> None:
        if self.head_due is not None:
            self.head_due[1] = None
            self.head_due = None

    def pause_writing(self) -> None:
        if not self.refused and self.made:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if not self.refused and self.made:
            self.inner.resume_writing()


class ConnectionGuard:
    """A protocol factory around the server's: see the module's note. Runs in the server's event loop only."""

    def __init__(self, factory: Callable[[], asyncio.Protocol], total: int, per_address: int = PER_ADDRESS,
                 header_seconds: float = HEADER_SECONDS, tls: ssl.SSLContext | None = None,
                 exempt: Callable[[str], bool] = lambda address: False, idle_seconds: float = IDLE_SECONDS,
                 say: Callable[[str], str] = lambda key: text(f"server.{key}", "en")):
        self.factory, self.total, self.per_address, self.header_seconds = factory, total, per_address, header_seconds
        self.say = say                                                # the gate's refusals, in the game's language
        self.loop = asyncio.get_running_loop()
        # one timer for every connection awaiting its head, each closed at its own deadline (deadlines.py)
        self.heads: Deadlines[_Guarded] = Deadlines(self.loop, header_seconds, _Guarded._late)
        self.tls, self.exempt, self.idle_seconds = tls, exempt, idle_seconds
        self.open: dict[str, int] = {}
        self.waiting: OrderedDict[_Guarded, None] = OrderedDict()     # no whole head yet, oldest first
        self.all: OrderedDict[_Guarded, None] = OrderedDict()         # every counted connection, oldest first
        self.by_transport: dict = {}                                  # the server's transport → its connection
        self.count = 0
        self.sockets = 0                                              # connections that became WebSockets
        self.sockets_of: collections.Counter = collections.Counter()  # … of each address
        self.refused = self.evicted = self.closed_late = self.handshakes_failed = 0
        self.turning = self.turned_away = self.cut = 0                # over a cap: being answered, answered, cut
        # the places WebSockets may take in all: the rest stays for requests (a page, a slip), always
        self.socket_places = max(1, total - max(16, total // 8))

    def __call__(self) -> asyncio.Protocol:
        return _Guarded(self, self.factory())

    def now(self) -> float:
        return self.loop.time()

    def admit(self, connection: _Guarded) -> int | None:
        """None: the connection is counted; else the status it is turned away with (429: its address holds its
        share; 503: all places are taken)."""
        address = connection.address
        if self.open.get(address, 0) >= self.per_address and not self.exempt(address) \
                and not self._give_way(lambda c: c.address == address):
            self.refused += 1
            return 429
        if self.count >= self.total and not self._give_way(lambda c: True):
            self.refused += 1
            return 503
        self.open[address] = self.open.get(address, 0) + 1
        self.count += 1
        self.waiting[connection] = None
        self.all[connection] = None
        return None

    def turn_away(self, transport, status: int) -> None:
        """A connection over a cap: answered `status` by turnaway.py (TURNING at once at most, each for
        TURN_SECONDS at most), or cut when that many are being answered already; counted either way."""
        if self.turning >= TURNING:
            self.cut += 1
            transport.abort()
            return
        self.turning += 1
        self.turned_away += 1
        TurnAway(self, status, self.say).start(transport, self.tls)

    def turned(self) -> None:
        self.turning -= 1

    @property
    def over_cap(self) -> int:
        """Connections over a cap: answered 429 or 503, or cut (too many being answered at once)."""
        return self.turned_away + self.cut

    def _give_way(self, among) -> bool:
        """Close the connection that gives way first among those `among` accepts (see the module's note)."""
        victim = next((c for c in self.waiting if among(c)), None)
        if victim is None:
            idle_since = self.now() - self.idle_seconds
            victim = next((c for c in self.all if among(c) and c.socket is None and c.head_done
                           and c.last_in < idle_since and _waiting_for_a_request(c)), None)
        if victim is None:
            victim = next((c for c in self.all if among(c) and c.socket == "anonymous"), None)
        if victim is None:
            return False
        self._evict(victim)
        return True

    def _evict(self, victim: _Guarded) -> None:
        self.evicted += 1
        # aiohttp's request handler, if its task has not run yet, would find itself closed and fail an assert
        handler = getattr(victim.inner, "_task_handler", None)
        if handler is not None and not handler.done():
            handler.cancel()
        if victim.transport is not None:
            victim.transport.abort()
        victim._end(None)                     # its place given back now; its later callbacks are ignored
        victim.refused = True

    def place_socket(self, transport, logged_in: bool) -> bool:
        """The connection of `transport` becomes a WebSocket, if a place is left for one (an anonymous WebSocket
        gives way, oldest first, when none is); False: refused."""
        connection = self.by_transport.get(transport)
        if connection is None:
            return True                       # not a connection of this guard (a test's transport)
        if self.sockets >= self.socket_places:
            victim = next((c for c in self.all if c.socket == "anonymous" and c is not connection), None)
            if victim is None and logged_in:
                victim = self._fair_share(connection)
            if victim is None:
                self.refused += 1
                return False
            self._evict(victim)
        connection.socket = "login" if logged_in else "anonymous"
        self.sockets += 1
        self.sockets_of[connection.address] += 1
        return True

    def _fair_share(self, newcomer: _Guarded) -> _Guarded | None:
        """The logged-in WebSocket that gives way to a player's new one: the longest idle of the address holding
        the most WebSockets (the newcomer's own address only when no other holds more)."""
        most = max(self.sockets_of.values(), default=0)
        if most == 0:
            return None
        biggest = {a for a, n in self.sockets_of.items() if n == most}
        address = next(iter(biggest - {newcomer.address}), newcomer.address)
        held = [c for c in self.all if c.address == address and c.socket is not None and c is not newcomer]
        return min(held, key=lambda c: c.last_in, default=None)

    def headed(self, connection: _Guarded) -> None:
        self.waiting.pop(connection, None)

    def release(self, connection: _Guarded) -> None:
        self.waiting.pop(connection, None)
        self.all.pop(connection, None)
        if connection.socket is not None:
            self.sockets -= 1
            self.sockets_of[connection.address] -= 1
            if self.sockets_of[connection.address] <= 0:
                del self.sockets_of[connection.address]
        left = self.open.get(connection.address, 0) - 1
        if left > 0:
            self.open[connection.address] = left
        else:
            self.open.pop(connection.address, None)
        self.count -= 1


def _waiting_for_a_request(connection: _Guarded) -> bool:
    """Whether aiohttp's request handler is between requests (kept alive, waiting for the next one); a request
    being answered never gives way."""
    return getattr(connection.inner, "_waiter", None) is not None

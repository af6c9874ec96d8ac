"""Connections, counted and timed below HTTP: the one place that bounds how many sockets the network may hold
open and for how long (aiohttp itself has no header timeout and no cap per address).

Every accepted connection passes through `ConnectionGuard`, which wraps the server's protocol factory:
- at most `per_address` connections from one address and `total` in all, kept below the process's descriptor
  limit (raised to the hard limit at start); when all are taken, a newcomer takes the place of the oldest
  connection that has not yet sent a whole request head, else it is closed at once;
- a connection must send a whole request head (the line and the headers, up to the blank line) within
  `header_seconds` of opening: a silent or trickling one (slowloris) is closed then. Between requests aiohttp's
  keep-alive timeout (runner.py) closes an idle connection;
- under TLS (`tls`, an ssl.SSLContext) the handshake happens here too, after the connection was counted and
  inside the same `header_seconds`: a connection that opens and never says hello holds a counted place for
  10 s at most, like a silent one (asyncio's own TLS server would hold it uncounted for a minute);
- a trusted reverse proxy's address (`exempt`) is not capped per address (all the players come through it;
  the total still holds): the proxy caps its clients' connections, and the gate (guard.py, proxy.py) keys
  every other per-address limit on the client's address;
- WebSockets are counted per address in app.py (the socket handler), the only place that knows one is open.
"""

from __future__ import annotations

import asyncio
import resource
import ssl
from collections import OrderedDict
from collections.abc import Callable

HEADER_SECONDS = 10.0
PER_ADDRESS = 48               # a phone opens a few; generous for phones behind one NAT address
RESERVED_DESCRIPTORS = 128     # the game's own files: the log, fonts, sounds, the committer, the console
MOST = 16384


def raise_descriptor_limit() -> int:
    """Raise the soft limit on open files to the hard limit (as far as MOST + reserve); returns the soft limit."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = MOST + RESERVED_DESCRIPTORS if hard == resource.RLIM_INFINITY else min(hard, MOST + RESERVED_DESCRIPTORS)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return MOST + RESERVED_DESCRIPTORS if soft == resource.RLIM_INFINITY else soft


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
        self.timer: asyncio.TimerHandle | None = None
        self.refused = False
        self.made = False              # the server's protocol was given the connection
        self.counted = False
        self.early: list[bytes] = []   # decrypted before the server's protocol was given the connection
        self.ended = False             # the connection ended before that

    def connection_made(self, transport) -> None:
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, (tuple, list)) and peer else "?"
        if not self.guard.admit(self):
            self.refused = True
            transport.abort()
            return
        self.counted = True
        self.timer = asyncio.get_running_loop().call_later(self.guard.header_seconds, self._late)
        if self.guard.tls is None:
            self._made(transport)
        else:
            transport.pause_reading()          # the client's hello waits for the TLS layer (start_tls resumes)
            self.handshake = asyncio.ensure_future(self._handshake(transport))

    async def _handshake(self, raw) -> None:
        loop = asyncio.get_running_loop()
        try:
            secure = await loop.start_tls(raw, self, self.guard.tls, server_side=True,
                                          ssl_handshake_timeout=self.guard.header_seconds,
                                          ssl_shutdown_timeout=5.0)
        except (OSError, ssl.SSLError, ConnectionError, asyncio.TimeoutError, RuntimeError, TypeError):
            secure = None
        if secure is None or self.refused or self.ended:
            self.guard.handshakes_failed += secure is None
            raw.abort()
            self._end(None)
            return
        self.transport = secure
        self._made(secure)
        for data in self.early:
            self.inner.data_received(data)
        self.early = []

    def _made(self, transport) -> None:
        self.made = True
        self.inner.connection_made(transport)

    def _late(self) -> None:
        self.timer = None
        if not self.head_done and self.transport is not None:
            self.guard.closed_late += 1
            self.transport.abort()

    def data_received(self, data: bytes) -> None:
        if self.refused:
            return
        if not self.made:
            self.early.append(data)
            return
        if not self.head_done:
            self.seen = (self.seen + data)[-8192:]
            if b"\r\n\r\n" in self.seen or b"\n\n" in self.seen:
                self.head_done = True
                self.seen = b""
                self.guard.headed(self)
                if self.timer is not None:
                    self.timer.cancel()
                    self.timer = None
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
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        self.ended = True
        if self.counted:
            self.counted = False
            self.guard.release(self)
        if self.made:
            self.made = False
            self.inner.connection_lost(error)

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
                 exempt: Callable[[str], bool] = lambda address: False):
        self.factory, self.total, self.per_address, self.header_seconds = factory, total, per_address, header_seconds
        self.tls, self.exempt = tls, exempt
        self.open: dict[str, int] = {}
        self.waiting: OrderedDict[_Guarded, None] = OrderedDict()     # no whole head yet, oldest first
        self.count = 0
        self.refused = self.evicted = self.closed_late = self.handshakes_failed = 0

    def __call__(self) -> asyncio.Protocol:
        return _Guarded(self, self.factory())

    def admit(self, connection: _Guarded) -> bool:
        address = connection.address
        if self.open.get(address, 0) >= self.per_address and not self.exempt(address):
            self.refused += 1
            return False
        if self.count >= self.total:
            if not self.waiting:
                self.refused += 1
                return False
            oldest, _ = self.waiting.popitem(last=False)
            self.evicted += 1
            if oldest.transport is not None:
                oldest.transport.abort()
            oldest._end(None)                     # its place given back now; its later callbacks are ignored
            oldest.refused = True
        self.open[address] = self.open.get(address, 0) + 1
        self.count += 1
        self.waiting[connection] = None
        return True

    def headed(self, connection: _Guarded) -> None:
        self.waiting.pop(connection, None)

    def release(self, connection: _Guarded) -> None:
        self._release_counts(connection)

    def _release_counts(self, connection: _Guarded) -> None:
        self.waiting.pop(connection, None)
        left = self.open.get(connection.address, 0) - 1
        if left > 0:
            self.open[connection.address] = left
        else:
            self.open.pop(connection.address, None)
        self.count -= 1

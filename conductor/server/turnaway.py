"""A connection over a cap (connections.py), answered rather than reset: one fixed answer, 429 (its address holds its
share of places) or 503 (every place is taken), with Retry-After, in the game's language, then closed.

Nothing of the request is parsed: the answer goes as soon as the client has said anything (under TLS, once the
handshake is done), the connection is half-closed after it and what the client still sends is read and dropped
until it closes (a socket closed with unread bytes would be reset, and the client would lose the answer with it).
Each costs little and briefly: at most TURNING are being answered at once (past that a newcomer is cut, as before;
counted all the same), each for TURN_SECONDS at most, handshake included; nothing is printed. A client that was
reset learnt nothing and tried again at once; one answered 429 with Retry-After knows to wait (RFC 6585 §4).
"""

from __future__ import annotations

import asyncio
import json
import ssl
from collections.abc import Callable

TURNING = 64            # connections being answered at once, at most
TURN_SECONDS = 2.0      # how long one may take (the TLS handshake, the answer, the client's close)
RETRY_SECONDS = 5
REASONS = {429: ("Too Many Requests", "sockets"), 503: ("Service Unavailable", "sockets_full")}


def answer(status: int, say: Callable[[str], str]) -> bytes:
    """The whole answer, head and body: the gate's headers (guard.py's), one line of JSON."""
    reason, key = REASONS[status]
    body = json.dumps({"ok": False, "error": say(key)}, ensure_ascii=False).encode()
    head = (f"HTTP/1.1 {status} {reason}\r\nContent-Type: application/json; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\nRetry-After: {RETRY_SECONDS}\r\nConnection: close\r\n"
            "Server: conductor\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n\r\n")
    return head.encode() + body


class TurnAway(asyncio.Protocol):
    """One connection turned away; `guard.turned()` once it is gone."""

    def __init__(self, guard, status: int, say: Callable[[str], str]):
        self.guard, self.status, self.say = guard, status, say
        self.transport: asyncio.Transport | None = None
        self.ready = False             # the transport to answer on is known (under TLS: once start_tls returned)
        self.asked = self.answered = self.gone = False
        self.deadline: asyncio.TimerHandle | None = None

    def start(self, raw: asyncio.Transport, tls: ssl.SSLContext | None) -> None:
        """Take the connection from the guard's protocol (within its connection_made: no byte read yet)."""
        loop = asyncio.get_running_loop()
        self.deadline = loop.call_later(TURN_SECONDS, self._cut)
        self.transport = raw
        if tls is None:
            raw.set_protocol(self)
            self.ready = True
            return
        raw.pause_reading()
        self.handshake = asyncio.ensure_future(self._secure(loop, raw, tls))

    async def _secure(self, loop, raw: asyncio.Transport, tls: ssl.SSLContext) -> None:
        try:
            secure = await loop.start_tls(raw, self, tls, server_side=True, ssl_handshake_timeout=TURN_SECONDS,
                                          ssl_shutdown_timeout=1.0)
        except (TimeoutError, OSError, ssl.SSLError, ConnectionError, RuntimeError, TypeError):
            secure = None
        if secure is None:
            raw.abort()
            self._end()
            return
        self.transport, self.ready = secure, True
        if self.gone:
            secure.abort()
        else:
            self._answer()                 # the request may have come with the handshake's last flight

    def data_received(self, data: bytes) -> None:
        self.asked = True
        self._answer()

    def _answer(self) -> None:
        if self.ready and self.asked and not self.answered and self.transport is not None:
            self.answered = True
            self.transport.write(answer(self.status, self.say))
            if self.transport.can_write_eof():
                self.transport.write_eof()        # the client reads it, then closes; what it still sends is dropped
            else:
                self.transport.close()            # TLS: close_notify after the answer

    def eof_received(self) -> bool:
        return False                                              # the client is done: closed

    def connection_lost(self, error) -> None:
        self._end()

    def _cut(self) -> None:
        self.deadline = None
        if self.transport is not None:
            self.transport.abort()
        self._end()

    def _end(self) -> None:
        if self.gone:
            return
        self.gone = True
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None
        self.guard.turned()

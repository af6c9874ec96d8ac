"""The server's listening socket: connections are accepted here, never by asyncio's own server, only while a
descriptor is left for them (the limit less RESERVED_DESCRIPTORS), a few at a time, so accept() never fails for want
of descriptors and nothing is printed on the judge's terminal (asyncio's server, accepting up to its backlog at once,
went past the limit under a flood and printed a traceback for each failed accept). Each accepted connection goes to
the ConnectionGuard (connections.py), which counts and times it.
"""

from __future__ import annotations

import asyncio
import socket as sockets
from collections.abc import Callable

from .connections import ConnectionGuard

ACCEPT_BATCH = 32              # connections accepted in one turn of the event loop at most
ACCEPT_PAUSE = 0.05            # seconds before accepting again when no descriptor is left, or accept() failed


class Listener:
    """The server's listening socket, accepting for `guard` only while descriptors are left: at most `budget`
    accepted sockets open at once (each counted from accept() until it is closed, refused ones included), at most
    ACCEPT_BATCH a turn of the loop. When none is left, or accept() fails all the same (the machine's own limit),
    it stops reading the listening socket for ACCEPT_PAUSE: newcomers wait in the kernel's queue, nothing is
    printed. Looks like asyncio's Server to aiohttp (`sockets`, `close`)."""

    def __init__(self, guard: ConnectionGuard, listening: sockets.socket, budget: int):
        self.guard, self.listening, self.budget = guard, listening, budget
        self.sockets = [listening]
        self.held: set[sockets.socket] = set()
        self.failed = 0                        # accept() calls that failed (the machine's limits), never printed
        self.loop = asyncio.get_running_loop()
        self.reading = self.closed = False
        self.pause: asyncio.TimerHandle | None = None
        # what connect_accepted_socket does for a plain socket, without its task: asyncio's selector loop makes the
        # transport, which gives the protocol the connection on the loop's next turn
        self.transport_of: Callable | None = getattr(self.loop, "_make_socket_transport", None)
        listening.setblocking(False)
        self._read()

    def _read(self) -> None:
        self.pause = None
        if not self.closed and not self.reading:
            self.loop.add_reader(self.listening.fileno(), self._accept)
            self.reading = True

    def _wait(self) -> None:
        if self.reading:
            self.loop.remove_reader(self.listening.fileno())
            self.reading = False
        if self.pause is None and not self.closed:
            self.pause = self.loop.call_later(ACCEPT_PAUSE, self._read)

    def room(self) -> int:
        """Descriptors left for new connections (the closed ones forgotten first, when it matters)."""
        if len(self.held) + ACCEPT_BATCH >= self.budget:
            self.held = {each for each in self.held if each.fileno() != -1}
        return self.budget - len(self.held)

    def _accept(self) -> None:
        for _ in range(min(ACCEPT_BATCH, self.room())):
            try:
                connection, _ = self.listening.accept()
            except (BlockingIOError, InterruptedError):
                return
            except ConnectionAbortedError:
                continue
            except OSError:                    # EMFILE, ENFILE, ENOBUFS…: the machine's limit, met quietly
                self.failed += 1
                self._wait()
                return
            connection.setblocking(False)
            self.held.add(connection)
            if self.transport_of is None:
                self.loop.create_task(self._connect(connection))
                continue
            try:                               # the transport made here: no task, coroutine and future each
                self.transport_of(connection, self.guard())
            except Exception:                  # noqa: BLE001 - a connection gone before it was made
                connection.close()
        if self.room() <= 0:
            self._wait()

    async def _connect(self, connection: sockets.socket) -> None:
        """An event loop that makes no transport of a socket itself (not asyncio's selector loop): asyncio's way."""
        try:
            await self.loop.connect_accepted_socket(self.guard, sock=connection)
        except Exception:                      # noqa: BLE001 - a connection gone before it was made
            connection.close()

    def close(self) -> None:
        self.closed = True
        if self.pause is not None:
            self.pause.cancel()
        if self.reading:
            self.loop.remove_reader(self.listening.fileno())
            self.reading = False
        self.listening.close()

    async def wait_closed(self) -> None:
        return None


def listening_socket(host: str, port: int, backlog: int) -> sockets.socket:
    """The server's socket, bound (OSError: the address is taken or not this machine's)."""
    family = sockets.AF_INET6 if ":" in host else sockets.AF_INET
    return sockets.create_server((host, port), family=family, backlog=backlog)

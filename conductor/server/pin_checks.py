"""Checking a player's PIN without costing anybody's slip: the one place that hashes PINs for the network.

- A PIN is hashed (scrypt, access.pin_matches: about 5 ms of a core on this project's 2-core machine, 20-25 ms on
  a slow laptop) in one thread of its own, off the event loop and off the game's thread.
- Hashing has a budget, in seconds of the hashing thread's own CPU: HASH_SHARE of one core on average (about 90
  checks a second here, 20 on a slow laptop), with a burst of BURST_SECONDS (a room of a few hundred players
  logging in at once); at most WAITING checks wait their turn. A check past the budget or the queue is refused at
  once (429, Retry-After 1) without hashing: a flood of wrong PINs from many addresses costs the game at most one
  thread's bounded share of one core (two threads used to take both cores of a 2-core laptop), and the other
  tables' slips nothing more.
- A right PIN is remembered (its keyed digest, for its table, while the table's PIN is unchanged): the same PIN sent
  again is compared in constant time, never hashed again, so a right PIN resent in a loop costs nothing.
The throttles that look at the address and the table (wrong guesses, logins a minute) are logins.py's, before this.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import secrets
import time
from concurrent.futures import ThreadPoolExecutor

from ..game.access import Actor, Credentials, normal_pin

HASH_SHARE = 0.5               # seconds of hashing a second, on average: half of one core at most
BURST_SECONDS = 2.0            # … and this much at once (about 375 checks here, 85 on a slow laptop)
WAITING = 64                   # checks waiting for the hashing thread at most


class Busy(Exception):
    """The hashing budget is spent: the check is refused without hashing (the caller answers 429)."""


class PinChecks:
    def __init__(self, share: float = HASH_SHARE, burst: float = BURST_SECONDS, waiting: int = WAITING,
                 clock=time.monotonic, timer=time.thread_time):
        self.share, self.burst, self.clock, self.timer = share, burst, clock, timer
        self.left, self.at = burst, clock()             # seconds of hashing the budget holds now, and when
        self.waiting_most = waiting
        self.waiting = 0
        self.cost = 0.01                                # a check's hashing time, as measured lately (seconds)
        self.key = secrets.token_bytes(32)              # the remembered PINs' digests are keyed: no PIN in memory
        self.right: dict[int, tuple[str | None, bytes]] = {}     # table → (its PIN's fingerprint, the PIN's digest)
        self.hashed = self.refused = self.remembered = 0
        self._thread: ThreadPoolExecutor | None = None

    def _digest(self, table: int, pin: str) -> bytes:
        return hmac.new(self.key, f"{table}:{normal_pin(pin)}".encode("utf-8", "replace"), hashlib.sha256).digest()

    async def check(self, credentials: Credentials, table: int, pin: str) -> bool:
        """Whether `pin` is table `table`'s; Busy when the budget is spent (nothing was hashed)."""
        fingerprint = credentials.fingerprint(Actor("player", table=table))
        digest = self._digest(table, pin)
        known = self.right.get(table)
        if known is not None and fingerprint is not None and known[0] == fingerprint \
                and hmac.compare_digest(known[1], digest):
            self.remembered += 1
            return True
        if self.waiting >= self.waiting_most or not self._spend(self.cost):
            self.refused += 1
            raise Busy()
        if self._thread is None:
            self._thread = ThreadPoolExecutor(1, thread_name_prefix="conductor-pin")
        self.waiting += 1
        try:
            right, took = await asyncio.get_running_loop().run_in_executor(self._thread, _timed, self.timer,
                                                                           credentials, table, pin)
        finally:
            self.waiting -= 1
        self.hashed += 1
        self.left -= took - self.cost                   # what it really cost, beyond what was taken (a debt)
        self.cost = 0.8 * self.cost + 0.2 * took
        if right and fingerprint is not None:
            self.right[table] = (fingerprint, digest)
        return right


    def _spend(self, seconds: float) -> bool:
        now = self.clock()
        self.left, self.at = min(self.burst, self.left + (now - self.at) * self.share), now
        if self.left < seconds:
            return False
        self.left -= seconds
        return True


def _timed(timer, credentials: Credentials, table: int, pin: str) -> tuple[bool, float]:
    """Whether the PIN is right, and what checking it cost (the hashing thread's CPU: the machine's load does not
    make a PIN dearer)."""
    began = timer()
    right = credentials.pin_ok(table, pin)
    return right, timer() - began

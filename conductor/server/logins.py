"""Who may log in, and how fast a wrong guess may be tried again: the one place that counts wrong codes and
PINs and tells the judge when someone is guessing.

A wrong PIN is counted per (address, table): a few cost nothing (a player mistypes), then each one more from that
address for that table waits twice as long as the one before (2 s, 4 s, … up to 10 min), without looking at the
PIN; so a guesser at one address slows only itself, and the player typing the right PIN on their own phone is
never held up. All wrong guesses of one address are capped too (a guesser trying every table), and a wrong
device code is counted per address the same way. The judge's console reads a line when a table (or the codes)
is being guessed at, after the 5th, 10th, 20th, 50th… wrong guess of one address.
"""

from __future__ import annotations

import collections

from ..game.access import Credentials, Device
from .guard import Refused, Shield
from .limits import Backoff, FixedWindow

NOTICE_AT = (5, 10, 20, 50, 100, 200, 500, 1000)


class Doorman:
    def __init__(self, shield: Shield):
        self.shield = shield
        self.pin_wrong = Backoff(free=3, first=2.0, longest=600.0)          # key: (address, table)
        self.code_wrong = Backoff(free=5, first=2.0, longest=600.0)         # key: address
        self.per_address = FixedWindow(40, 300.0)                           # wrong guesses of one address
        self.notices: collections.deque[str] = collections.deque(maxlen=200)

    def _throttled(self, wait: int) -> None:
        if wait:
            raise Refused(429, self.shield.say("many", s=wait), {"Retry-After": str(wait)})

    def _blocked(self, address: str) -> None:
        if self.per_address.blocked(address):
            self._throttled(self.per_address.retry_after(address))

    def device(self, credentials: Credentials, address: str, code: str) -> Device:
        self._blocked(address)
        self._throttled(self.code_wrong.wait(address))
        device = credentials.device_for(code)
        if device is not None:
            self.code_wrong.right(address)
            return device
        self.per_address.hit(address)
        count = self.code_wrong.wrong(address)
        if count in NOTICE_AT:
            self.notices.append(self.shield.say("code_guess", n=count, a=address))
        if credentials.was_revoked(code):
            raise Refused(401, self.shield.say("revoked"))
        raise Refused(401, self.shield.say("login"))

    def player(self, credentials: Credentials, address: str, table: int, pin: str) -> None:
        self._blocked(address)
        key = (address, table)
        self._throttled(self.pin_wrong.wait(key))
        if credentials.pin_ok(table, pin):
            self.pin_wrong.right(key)
            return
        self.per_address.hit(address)
        count = self.pin_wrong.wrong(key)
        if count in NOTICE_AT:
            self.notices.append(self.shield.say("pin_guess", t=table, n=count, a=address))
        raise Refused(401, self.shield.say("login"))

    def take_notices(self) -> list[str]:
        """New notices, oldest first (called from the game's thread: a deque's pops are thread-safe)."""
        taken = []
        while True:
            try:
                taken.append(self.notices.popleft())
            except IndexError:
                return taken

"""Who may log in, and how fast a wrong guess may be tried again: the one place that counts wrong codes and
PINs and tells the judge when someone is guessing.

A wrong PIN is counted per (address, table): a few cost nothing (a player mistypes), then each one more from that
address for that table waits twice as long as the one before (2 s, 4 s, … up to 10 min), without looking at the
PIN; so a guesser at one address slows only itself, and the player typing the right PIN on their own phone is
never held up. All wrong guesses of one address are capped too (a guesser trying every table), and a wrong
device code is counted per address the same way. The judge's console reads a line when a table (or the codes)
is being guessed at, after the 5th, 10th, 20th, 50th… wrong guess of one address.

A PIN is checked by pin_checks.py (one hashing thread with a budget a second, the excess refused at once; a right
PIN sent again is not hashed again), and logins are limited even when right: per address (a room of players behind
one address logs in; a loop resending a correct PIN does not) and per table (a correct PIN a few times a minute, a
player's phones and tabs), so that nobody's logins cost other tables' slips their time.
"""

from __future__ import annotations

import asyncio
import collections
import hashlib
import hmac
from ..game.access import Credentials, Device
from .guard import Refused, Shield
from .limits import Backoff, FixedWindow
from .pin_checks import Busy, PinChecks

NOTICE_AT = (5, 10, 20, 50, 100, 200, 500, 1000)
LOGINS_PER_ADDRESS = 120       # a minute, right or wrong: a room of players behind one address logs in at once
LOGINS_PER_TABLE = 12          # right logins of one table a minute: a player's phones and tabs, a few retries
JOINS_PER_MINUTE = 40          # network.per_address.joins_per_minute's default
# wrong join codes: an address's answers are held up to HOLD_LONGEST seconds, two at a time (more wait their turn);
# past GUESSES_FREE a minute from every address together, each is held HOLD_ALL at least, HELD_AT_ONCE of them at once
HOLD_LONGEST, HOLD_ALL, HELD_PER_ADDRESS, HELD_AT_ONCE, GUESSES_FREE = 8, 4, 2, 200, 30


def normal_join_code(code: str) -> str:
    """A join code as typed or carried by the link: any case, spaces and dashes left out."""
    return "".join(ch for ch in code.casefold() if not ch.isspace() and ch not in "-_.")


class Doorman:
    def __init__(self, shield: Shield):
        self.shield = shield
        self.pin_wrong = Backoff(free=3, first=2.0, longest=600.0)          # key: (address, table)
        self.code_wrong = Backoff(free=5, first=2.0, longest=600.0)         # key: address
        self.per_address = FixedWindow(40, 300.0)                           # wrong guesses of one address
        self.logins_per_address = FixedWindow(LOGINS_PER_ADDRESS, 60.0)    # key: address
        self.logins_per_table = FixedWindow(LOGINS_PER_TABLE, 60.0)        # key: table (right PINs)
        self.notices: collections.deque[str] = collections.deque(maxlen=200)
        self.pins = PinChecks()
        self.checking: collections.Counter = collections.Counter()          # table → PINs being checked now
        self.join_wrong = Backoff(free=6, first=1.0, longest=HOLD_LONGEST)  # key: address (wrong join codes)
        self.join_guesses = FixedWindow(GUESSES_FREE, 60.0)                # key: "all" (every address's wrong codes)
        self.join_held: collections.Counter = collections.Counter()        # address → wrong codes' answers held now
        self.join_turns: dict[str, asyncio.Semaphore] = {}                 # address → its held answers' turns
        self.join_all: asyncio.Semaphore | None = None                     # every address's (made in the loop)
        self.joins = FixedWindow(JOINS_PER_MINUTE, 60.0)                   # key: address

    def _throttled(self, wait: int) -> None:
        if wait:
            raise Refused(429, self.shield.say("many", s=wait), {"Retry-After": str(wait)})

    def _counted(self, window: FixedWindow, key) -> None:
        if not window.hit(key):
            self._throttled(window.retry_after(key))

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
            raise Refused(401, self.shield.say("revoked"), body={"login": "ended"})
        raise Refused(401, self.shield.say("login"), body={"login": "unknown"})

    async def player(self, credentials: Credentials, address: str, table: int, pin: str) -> None:
        """Let the player in, or raise Refused: throttled first (without looking at the PIN), then the PIN checked
        (pin_checks.py: off the event loop, within the hashing budget, a right one remembered)."""
        self._blocked(address)
        key = (address, table)
        self._throttled(self.pin_wrong.wait(key))
        self._counted(self.logins_per_address, address)
        # the table's right logins, and those being checked now (each may be right)
        if self.logins_per_table.count(table) + self.checking[table] >= self.logins_per_table.limit:
            self._throttled(self.logins_per_table.retry_after(table))
        self.checking[table] += 1
        try:
            right = await self.pins.check(credentials, table, pin)
        except Busy:
            self._throttled(1)
        finally:
            self.checking[table] -= 1
            if not self.checking[table]:
                del self.checking[table]
        if right:
            self.pin_wrong.right(key)
            self.logins_per_table.hit(table)
            return
        self.per_address.hit(address)
        count = self.pin_wrong.wrong(key)
        if count in NOTICE_AT:
            self.notices.append(self.shield.say("pin_guess", t=table, n=count, a=address))
        raise Refused(401, self.shield.say("login"), body={"login": "unknown"})

    async def join_code(self, address: str, given: str | None, wanted: str | None) -> None:
        """The online game's join code (network.join_code). The right code always gets in at once, whatever its
        address sent before or has in flight (a club room or a carrier's NAT is one address where someone mistyped,
        or trolls): it is compared first (in constant time) and nothing else is asked of it. A wrong or missing one is
        a 403, counted against the address and across addresses, and never answered sooner than its hold (a quick
        refusal would tell a wrong code from the right one at any speed): past a few, 1 s, 2 s… up to 8 s an address
        from the 6th, at least 4 s for everybody once the wrong codes of every address pass GUESSES_FREE a minute (the
        organiser is told); an address's held answers go two at a time, the rest wait their turn (HELD_AT_ONCE at
        most from every address). So guessing is slow from one address and from many, and nobody typing the right
        code waits."""
        if not wanted:
            return
        typed = normal_join_code(given) if given is not None else ""
        digest = hashlib.sha256(typed.encode()).digest()     # compared as digests: no length, no early exit
        if hmac.compare_digest(digest, hashlib.sha256(normal_join_code(wanted).encode()).digest()) and typed:
            return
        count = self.join_wrong.wrong(address)
        hold = min(HOLD_LONGEST, self.join_wrong.wait(address))
        if count in NOTICE_AT:
            self.notices.append(self.shield.say("join_guess", n=count, a=address))
        if not self.join_guesses.hit("all"):        # every address together: the organiser is told, once a window
            hold = max(hold, HOLD_ALL)
            if self.join_guesses.count("all") == GUESSES_FREE + 1:
                self.notices.append(self.shield.say("join_guesses", n=GUESSES_FREE, s=int(self.join_guesses.seconds)))
        if hold:
            await self._held(address, hold)
        # told apart: no code at all, or a code that is not the game's (both 403, both counted)
        raise Refused(403, self.shield.say("join_code_wrong" if typed else "join_code"), body={"code": "join_code"})

    async def _held(self, address: str, hold: float) -> None:
        """A wrong code's answer held `hold` seconds once its turn comes: HELD_PER_ADDRESS of an address at a time,
        HELD_AT_ONCE of every address (its connections, counted by connections.py, bound how many wait)."""
        if self.join_all is None:
            self.join_all = asyncio.Semaphore(HELD_AT_ONCE)
        turn = self.join_turns.setdefault(address, asyncio.Semaphore(HELD_PER_ADDRESS))
        self.join_held[address] += 1
        try:
            async with turn, self.join_all:
                await asyncio.sleep(hold)
        finally:
            self.join_held[address] -= 1
            if self.join_held[address] <= 0:
                del self.join_held[address]
                self.join_turns.pop(address, None)

    def join(self, address: str, per_minute: int) -> None:
        """Joins per address: `per_minute` in a minute (network.per_address.joins_per_minute)."""
        self.joins.limit = per_minute
        self._counted(self.joins, address)

    def take_notices(self) -> list[str]:
        """New notices, oldest first (called from the game's thread: a deque's pops are thread-safe)."""
        taken = []
        while True:
            try:
                taken.append(self.notices.popleft())
            except IndexError:
                return taken

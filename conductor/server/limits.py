"""Rate limits, on an injected clock: a fixed window (all requests per address, wrong codes per address), a
growing back-off (wrong PINs per address and table) and a token bucket (slips per login).

The limit is kept apart from the counters (as in alisaifee/limits); the server holds one of each per kind.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable


class FixedWindow:
    def __init__(self, limit: int, seconds: float, clock: Callable[[], float] = time.monotonic):
        self.limit, self.seconds, self.clock = limit, seconds, clock
        self._counts: dict[Hashable, tuple[float, int]] = {}

    def hit(self, key: Hashable) -> bool:
        """Count a hit for `key`; False when it is over the limit for the current window."""
        now = self.clock()
        start, count = self._counts.get(key, (now, 0))
        if now - start >= self.seconds:
            start, count = now, 0
        self._counts[key] = (start, count + 1)
        if len(self._counts) > 10_000:
            self._forget(now)
        return count < self.limit

    def count(self, key: Hashable) -> int:
        """The hits of `key` in its current window."""
        start, count = self._counts.get(key, (0.0, 0))
        return count if self.clock() - start < self.seconds else 0

    def blocked(self, key: Hashable) -> bool:
        """Over the limit already (without counting a hit)."""
        start, count = self._counts.get(key, (0.0, 0))
        return self.clock() - start < self.seconds and count >= self.limit

    def retry_after(self, key: Hashable) -> int:
        start, _ = self._counts.get(key, (0.0, 0))
        return max(1, int(self.seconds - (self.clock() - start)) + 1)

    def _forget(self, now: float) -> None:
        self._counts = {k: v for k, v in self._counts.items() if now - v[0] < self.seconds}


class Backoff:
    """Wrong guesses per key (an address and a table): `free` of them cost nothing, then each one more makes the
    key wait twice as long as the one before (`first` seconds, up to `longest`); the wait is forgotten `forget`
    seconds after the last wrong guess. A right guess from elsewhere is never held up."""

    def __init__(self, free: int = 3, first: float = 2.0, longest: float = 600.0, forget: float = 3600.0,
                 clock: Callable[[], float] = time.monotonic):
        self.free, self.first, self.longest, self.forget, self.clock = free, first, longest, forget, clock
        self._wrong: dict[Hashable, tuple[int, float]] = {}      # key → (wrong guesses, when the last one was)

    def wait(self, key: Hashable) -> int:
        """Seconds `key` must still wait before its next guess is looked at (0: now)."""
        count, last = self._wrong.get(key, (0, 0.0))
        if count < self.free:
            return 0
        now = self.clock()
        if now - last >= self.forget:
            self._wrong.pop(key, None)
            return 0
        delay = min(self.longest, self.first * 2 ** (count - self.free))
        left = last + delay - now
        return 0 if left <= 0 else int(left) + 1

    def wrong(self, key: Hashable) -> int:
        """Count a wrong guess; returns how many `key` has made."""
        now = self.clock()
        count, last = self._wrong.get(key, (0, now))
        count = 1 if now - last >= self.forget else count + 1
        self._wrong[key] = (count, now)
        if len(self._wrong) > 10_000:
            self._wrong = {k: v for k, v in self._wrong.items() if now - v[1] < self.forget}
        return count

    def right(self, key: Hashable) -> None:
        self._wrong.pop(key, None)


class TokenBucket:
    """At most `burst` at once and `rate` a second on average, per key (slips per login: a phone that comes back
    online sends what waited at once, a script that sends thousands is held back)."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self._buckets: dict[Hashable, tuple[float, float]] = {}

    def take(self, key: Hashable, cost: float = 1.0) -> float:
        """0 when `key` may go now (`cost` tokens taken); else the seconds until it may."""
        now = self.clock()
        tokens, at = self._buckets.get(key, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - at) * self.rate)
        cost = min(cost, float(self.burst))
        if tokens < cost:
            self._buckets[key] = (tokens, now)
            return (cost - tokens) / self.rate
        self._buckets[key] = (tokens - cost, now)
        if len(self._buckets) > 10_000:
            self._buckets = {k: v for k, v in self._buckets.items() if now - v[1] < self.burst / self.rate}
        return 0.0

    def give_back(self, key: Hashable, cost: float) -> None:
        """Tokens taken for something that did not happen after all."""
        if key in self._buckets:
            tokens, at = self._buckets[key]
            self._buckets[key] = (min(float(self.burst), tokens + cost), at)

    def forget(self, key: Hashable) -> None:
        self._buckets.pop(key, None)

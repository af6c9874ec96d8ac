"""Rate limits: at most N hits per key in a fixed window of time, on an injected clock.

The limit is kept apart from the counters (as in alisaifee/limits): the server counts PIN guesses per table
and per address, and all requests per address, each with its own limit.
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

    def blocked(self, key: Hashable) -> bool:
        """Over the limit already (without counting a hit)."""
        start, count = self._counts.get(key, (0.0, 0))
        return self.clock() - start < self.seconds and count >= self.limit

    def retry_after(self, key: Hashable) -> int:
        start, _ = self._counts.get(key, (0.0, 0))
        return max(1, int(self.seconds - (self.clock() - start)) + 1)

    def _forget(self, now: float) -> None:
        self._counts = {k: v for k, v in self._counts.items() if now - v[0] < self.seconds}

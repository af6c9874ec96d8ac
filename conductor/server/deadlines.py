"""Many deadlines of one length in one event loop, one timer for them all: the waits for the game's answer
(asking.py) and the connections awaiting their request head (connections.py). A burst of 300 requests or
connections sets one timer, where a timer each cost a heap push and a cancel each. Deadlines of one length fall
in the order they were set, so the timer is set for the oldest; one that is over sooner is marked and skipped."""

from __future__ import annotations

import asyncio
import collections
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")

CLOCK_SLACK = 1e-3             # a timer may run this early (asyncio runs those due within its clock's resolution)


class Deadlines(Generic[T]):
    """Items of one loop that each expire `seconds` after they were added (`expire(item)`, once), unless their
    place was marked over before."""

    def __init__(self, loop: asyncio.AbstractEventLoop, seconds: float, expire: Callable[[T], None]):
        self.loop, self.seconds, self.expire = loop, seconds, expire
        self.waits: collections.deque[list] = collections.deque()   # [when it expires, its item or None], oldest first
        self.timer: asyncio.TimerHandle | None = None

    def add(self, item: T) -> list:
        """`item` expires at its time; the place returned is marked over by setting its [1] to None."""
        when = self.loop.time() + self.seconds
        place = [when, item]
        self.waits.append(place)
        if self.timer is None:
            self.timer = self.loop.call_at(when, self._due)
        return place

    def _due(self) -> None:
        self.timer = None
        now, waits = self.loop.time() + CLOCK_SLACK, self.waits
        while waits and (waits[0][0] <= now or waits[0][1] is None):
            item = waits.popleft()[1]
            if item is not None:
                self.expire(item)
        if waits:
            self.timer = self.loop.call_at(waits[0][0], self._due)

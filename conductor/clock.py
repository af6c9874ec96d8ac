"""Clocks injected into the game: the wall clock live, a step clock in tests and scripted runs."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable


def warnings_due(left: float, marks: Iterable[int], given: set[int]) -> list[int]:
    """The warnings (seconds left: 60, 30) whose moment has come and that were not given yet; none once
    the time is up, when "Temps!" is said instead."""
    return [mark for mark in marks if left <= mark and mark not in given and left > 0]


class StepClock:
    """One second per reading, after `start`: makes a scripted game's log reproducible, and a
    resumed one carries on from the last logged time."""

    def __init__(self, start: float = 0.0):
        self.now = start

    def __call__(self) -> float:
        self.now += 1.0
        return self.now

    def peek(self) -> float:
        """The time now without moving on (for views, which must not change what the log records)."""
        return self.now


def peek(clock: Callable[[], float]) -> float:
    """A clock's reading for looking only: a step clock does not move on."""
    return float(clock.peek()) if hasattr(clock, "peek") else clock()    # (a StepClock)


def wall_clock() -> float:
    return time.time()


def awake_clock() -> float:
    """Seconds on a clock that goes on while the process is frozen (SIGSTOP) and, where the system has one, while the
    machine is suspended (Linux's CLOCK_BOOTTIME; elsewhere time.monotonic, which counts a suspended machine where
    the system's own monotonic clock does): what the live loop compares between its turns (live/resume.py)."""
    boot = getattr(time, "CLOCK_BOOTTIME", None)
    return time.clock_gettime(boot) if boot is not None else time.monotonic()


class ScaledClock:
    """The wall clock run `speed` times faster (the demo's three-minute rounds pass in half a minute)."""

    def __init__(self, speed: float = 1.0, start: float | None = None):
        self.speed = speed
        self.origin = time.perf_counter()
        self.start = time.time() if start is None else start

    def __call__(self) -> float:
        return self.start + (time.perf_counter() - self.origin) * self.speed


class ManualClock:
    """A clock that moves only when told: display tests step a round's timer exactly."""

    def __init__(self, start: float = 0.0):
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds

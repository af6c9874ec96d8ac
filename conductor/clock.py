"""Clocks injected into the game: the wall clock live, a step clock in tests and scripted runs."""

from __future__ import annotations

import time


class StepClock:
    """One second per reading, after `start`: makes a scripted game's log reproducible, and a
    resumed one carries on from the last logged time."""

    def __init__(self, start: float = 0.0):
        self.now = start

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def wall_clock() -> float:
    return time.time()

"""The round's timer (II.4–II.5): the judge's clock commands and the events they become.

Pure: the time comes in events (`at`), never read here. The clock commands' checks are in commands/play.py;
`timer_applied` moves the timer on and says which phase follows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..messages import Joined, Message
from .events import TimerEvent
from .rounds import COLLECT, THINK, GameError, Phase

TIMER_COMMANDS = frozenset({"start", "pause", "resume", "adjust", "time"})


@dataclass
class Timer:
    remaining: float
    running: bool = False
    last: float = 0.0

    def left(self, at: float) -> float:
        """The time left at `at`: the last value, less what has run since (nothing while paused)."""
        if not self.running:
            return self.remaining
        return max(0.0, self.remaining - max(0.0, at - self.last))

    def advance(self, at: float) -> None:
        if self.running:
            self.remaining = max(0.0, self.remaining - max(0.0, at - self.last))
        self.last = at


def require_phase(phase: Phase, *allowed: Phase) -> None:
    """GameError unless the game is in one of the `allowed` phases."""
    if phase not in allowed:
        raise GameError("command.phase", phase=Message(f"phase.{phase}"),
                        phases=Joined([Message(f"phase.{p}") for p in allowed]))


def timer_applied(event: TimerEvent, timer: Timer, phase: Phase) -> tuple[dict[str, Any], Phase]:
    """Move `timer` on for a timer event; the answer for the judge and the phase that follows."""
    kind = event["type"]
    if kind == "start":
        timer.running = True
        return {"remaining": timer.remaining}, THINK
    if kind in ("pause", "resume"):
        timer.running = kind == "resume"
        return {"remaining": timer.remaining}, phase
    if event["type"] == "adjust":
        timer.remaining = float(event["seconds"])
        return {"remaining": timer.remaining}, phase
    timer.running, timer.remaining = False, 0.0          # "time": the time is up ("Temps!")
    return {"remaining": 0}, COLLECT


def number(args: list[str], usage: str) -> float:
    """A number as a judge types it: ASCII digits, an optional sign and decimals (no "inf", "nan", "1e400");
    else GameError(`usage`, the key of the message that says how the command is written)."""
    if len(args) != 1 or not re.fullmatch(r"-?[0-9]{1,6}(\.[0-9]{1,3})?", args[0]):
        raise GameError(usage)
    return float(args[0])

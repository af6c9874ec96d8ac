"""The round's flow, over one clock: the call ends → the timer starts; "1 minut!" and "30 segons!"; the time is
up → "Temps!". The projector's loop, the headless server and the autorun all ask `RoundFlow.due` what to do
now, so a round runs the same wherever it is played. Pure: the game, the time and whether the call has ended
in, the steps out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..clock import warnings_due
from ..game.rounds import READY, THINK

if TYPE_CHECKING:
    from ..game.duplicate import Duplicate

TEMPS = 0          # the warning "Temps!": no time left


@dataclass(frozen=True)
class Step:
    command: str | None = None      # a game command to run now ("start", "time")
    say: int | None = None          # a warning to speak: seconds left (60, 30), TEMPS for "Temps!"
    clock_says: bool = False        # the clock's own decision ("Temps!" at 0:00): run by a host that lets it


@dataclass
class RoundFlow:
    warnings: tuple[int, ...] = (60, 30)
    warned: set[int] = field(default_factory=set)

    def passed(self, left: float) -> None:
        """Warnings not to give any more: their moment has passed (a new round's timer, a resumed one)."""
        self.warned = {mark for mark in self.warnings if left <= mark}

    def due(self, game: Duplicate, now: float, call_done: bool = False) -> list[Step]:
        """What is due at `now`. `call_done`: the rack's call has just ended (the round starts then)."""
        steps: list[Step] = []
        if call_done and game.phase == READY and game.tops:
            steps.append(Step(command="start"))
            self.passed(game.timer.left(now))
            return steps
        if game.phase == THINK and game.timer.running:
            left = game.timer.left(now)
            for mark in warnings_due(left, self.warnings, self.warned):
                self.warned.add(mark)
                steps.append(Step(say=mark))
            if left <= 0:
                steps += [Step(command="time", clock_says=True), Step(say=TEMPS)]
        return steps

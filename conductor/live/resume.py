"""A game resumed after a crash (DESIGN §4c): how long it was down, and what becomes of the round that was running.
The host logs the running clock every few seconds, so the log's last time is at most that far from the crash.

- an unattended game: the round goes on with the time it had at the crash;
- the projector with its judge: the round waits, paused at that time, for the judge (F3);
- the headless console with its judge: the judge is told how long the game was down (and `adjust` sets the time).
Pure: the game and the time in, the commands to run out."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..game.commands import Adjust, Plain, Typed
from ..game.rounds import ENDED, THINK

if TYPE_CHECKING:
    from ..game.duplicate import Duplicate

CLOCK_EVERY = 5.0            # seconds between the running clock's log lines (what a crash may cost, at most)
SHOWN_FOR = 30.0             # the public view tells of an interruption this long after the resume
FROZEN_AFTER = 3.0           # seconds between two turns of the live loop (which turns at least 4 times a second, its
                             # own work not counted) that only a frozen process or a suspended machine explains


@dataclass(frozen=True)
class Interruption:
    seconds: float           # how long the game was down (since the log's last time)
    left: float | None       # the running round's time left at the crash, in whole seconds (None: no round ran); once
                             # the clock ran on (clock_ran_on), the time it has at the resume


def found(game: Duplicate, now: float) -> Interruption | None:
    """What a resume finds: None for a new game (nothing logged but its setup) or an ended one."""
    if game.events <= 1 or game.phase == ENDED:
        return None
    running = game.phase == THINK and game.timer.running
    # whole seconds: the console's line, the projector and the phones all show this same time
    return Interruption(max(0.0, now - game.timer.last), max(1, round(game.timer.remaining)) if running else None)


def commands(interruption: Interruption, unattended: bool, pause: bool) -> list[Typed]:
    """The commands that give the round back its time: in an unattended game it goes on from there once some time
    was lost (a scripted replay on the log's own clock loses none); with the projector's judge (`pause`) it waits
    there, paused; at the headless console the judge decides (`adjust`)."""
    if interruption.left is None:
        return []
    if unattended:
        return [Plain("pause"), Adjust(float(interruption.left)), Plain("resume")] if interruption.seconds > 0 else []
    if pause:
        return [Plain("pause"), Adjust(float(interruption.left))]
    return []


def clock_ran_on(interruption: Interruption, unattended: bool, pause: bool) -> bool:
    """Whether the running round's clock ran on through the down time: at the headless console with its judge, who
    decides (`adjust`). The resume then logs the running clock at once (a `clock` event, as every CLOCK_EVERY s),
    so the game's timer (`state`'s `timer.remaining`), the first line's `interruption.left` and its sentence all
    hold the time the clock has (time_now), never the log's last time (said as the time it had when it went down).
    A scripted replay on the log's own clock lost no time: nothing to log."""
    return interruption.left is not None and interruption.seconds > 0 and not unattended and not pause


def frozen(game: Duplicate, then: float, seconds: float) -> Interruption:
    """A game frozen for `seconds` (SIGSTOP, a suspended laptop: the live loop's clock jumped between two turns) is an
    interruption: the round that was running keeps the time it had at `then`, the loop's last turn before it."""
    running = game.phase == THINK and game.timer.running
    return Interruption(seconds, round(max(0.1, game.timer.left(then)), 1) if running else None)


def thawed(interruption: Interruption, pause: bool) -> list[Typed]:
    """The commands that give a frozen round back its time: paused there for the projector's judge (`pause`), else
    going on (the round's time never ran out by itself while nobody could see the clock)."""
    if interruption.left is None:
        return []
    back = [Plain("pause"), Adjust(float(interruption.left))]
    return back if pause else [*back, Plain("resume")]


def extra_back(game: Duplicate, then: float, seconds: float) -> dict[str, object] | None:
    """The event that gives a frozen game's seconds back to the extra time that ran at `then` (after "Temps!", an
    accommodated table's: accommodations.py), as `thawed` gives the round's time back; None: none ran."""
    return {"type": "frozen", "seconds": round(seconds, 3)} if game.extra_running(then) else None


def time_now(game: Duplicate, now: float) -> float | None:
    """The time the running round has now, in whole seconds as its clock shows them (the public interruption's
    "left"); None when no round is being played."""
    return float(math.ceil(max(0.0, game.timer.left(now)) - 1e-9)) if game.phase == THINK else None


def stage(game: Duplicate) -> tuple[object, ...]:
    """Where the game stands (the round and its phase): an interruption is told until this moves on."""
    return (game.current.number if game.current is not None else len(game.rounds), game.phase)


def clock_due(game: Duplicate, now: float) -> bool:
    """Is it time to log the running clock? Every CLOCK_EVERY seconds without another event, until the game ends."""
    return game.phase != ENDED and now - game.timer.last >= CLOCK_EVERY

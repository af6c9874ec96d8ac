"""A conductor that runs by itself (`--autorun`, DESIGN §4d): draw, call, think, "Temps!", a few seconds more
for slips, close, reveal, a pause for the results, the next round; on the game's clock and log, so the
schedule is the log's own times: a restarted conductor works out what is due from them and goes on (a deadline
passed while it was down is acted on at once). Rounds may last a day: every deadline is an absolute time.

The organiser keeps the reins: `pause` stops the timer (and so the schedule), `autorun off` hands the game to
the console (`autorun on` hands it back), `end` ends it. Pure: `next_step` reads the game and the time.
"""

from __future__ import annotations

import math
import re
from dataclasses import asdict, dataclass, fields
from datetime import datetime, time, timedelta
from typing import Any, TYPE_CHECKING

from ..game.rounds import CLOSED, COLLECT, DRAW, ENDED, READY, THINK

if TYPE_CHECKING:
    from ..game.duplicate import Duplicate

SECONDS_PER_TILE = 1.6     # the call's length when nobody hears it rendered: leftover slowly, then the rack fast


@dataclass(frozen=True)
class Schedule:
    collect_seconds: float = 10.0          # after "Temps!": slips still come (a slow network, a late tab)
    reveal_seconds: float = 20.0           # the master move and the standings on screen before the next draw
    call_seconds: float | None = None      # the rack's call; None: worked out from the rack's size
    rounds: int | None = None              # end after this many rounds (None: until the bag says so)
    starts_at: float | None = None         # round 1 is drawn then, not before (epoch seconds; None: at once)
    forced: bool | None = None             # `start game`: round 1 is drawn even with nobody in the game
    standings_every: int | None = None     # the standings between rounds after every N rounds only (the demo: 5)

    def to_json(self) -> dict[str, Any]:
        """As the log records it (the `autorun` event's "schedule"): a resumed game reads it back."""
        return {key: value for key, value in asdict(self).items() if value is not None}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Schedule:
        known = {f.name for f in fields(cls)}
        return cls(**{key: value for key, value in data.items() if key in known})

    def call_length(self, rack_size: int) -> float:
        return self.call_seconds if self.call_seconds is not None else 2.0 + SECONDS_PER_TILE * rack_size


@dataclass(frozen=True)
class Due:
    command: str | None       # what to run once `at` has come (None: nothing, the organiser holds the game)
    at: float                 # when (the game's clock); math.inf: not until something else happens


def next_step(game: Duplicate, schedule: Schedule, held: bool = False) -> Due:
    """The next command of an unattended game and when it is due."""
    phase = game.phase
    if held or phase == ENDED:
        return Due(None, math.inf)
    if phase == DRAW:
        if schedule.rounds is not None and len(game.rounds) >= schedule.rounds:
            return Due("end autorun", game.phase_at + schedule.reveal_seconds)
        if not game.rounds and not game.players and not schedule.forced:
            return Due(None, math.inf)                # nobody to play: the lobby until a player joins (or start game)
        if not game.rounds and schedule.starts_at is not None:
            return Due("draw", max(game.phase_at, schedule.starts_at))      # the lobby until the start time
        return Due("draw", game.phase_at + (schedule.reveal_seconds if game.rounds else 0.0))
    if phase == READY:
        if not game.tops:
            return Due("draw", game.phase_at)         # no legal move: the rack goes back, a new one is drawn
        return Due("start", game.phase_at + schedule.call_length(len(game.current.rack) if game.current else 0))
    if phase == THINK:
        if not game.timer.running:
            return Due(None, math.inf)                # paused by the organiser
        return Due("time", game.timer.last + game.timer.remaining)
    if phase == COLLECT:
        extra = max(game.accommodations.values(), default=0)     # an accommodated table's time (accommodations.py)
        return Due("close", game.phase_at + max(schedule.collect_seconds, extra))
    if phase == CLOSED:
        return Due("reveal", game.phase_at)
    return Due(None, math.inf)


def between_rounds(game: Duplicate, schedule: Schedule | None, now: float) -> str | None:
    """What the room sees of an unattended game between two rounds (the projector, /screen and the pages alike):
    the master move for the first half of reveal_seconds, then the standings ("standings"), after every round or
    every `standings_every`; None otherwise."""
    if schedule is None or game.phase != DRAW or not game.rounds:
        return None
    if schedule.standings_every and len(game.rounds) % schedule.standings_every:
        return None
    return "standings" if now >= game.phase_at + schedule.reveal_seconds / 2 else None


def waiting_to_start(game: Duplicate, schedule: Schedule | None, now: float) -> bool:
    """Nothing drawn yet, and a start time still to come or nobody in the game (and no `start game`): the lobby
    (players join, nothing is drawn)."""
    if schedule is None or game.phase != DRAW or game.rounds or game.current is not None:
        return False
    return (schedule.starts_at is not None and now < schedule.starts_at) or (not game.players and not schedule.forced)


CLOCK_TIME = re.compile(r"([01]?[0-9]|2[0-3]):([0-5][0-9])(?::([0-5][0-9]))?")


def clock_time(text: object) -> tuple[int, int, int] | None:
    """"HH:MM" or "HH:MM:SS" (a time of day) as (hours, minutes, seconds), or None ("25:99", "6pm")."""
    found = CLOCK_TIME.fullmatch(text.strip()) if isinstance(text, str) else None
    if found is None:
        return None
    return int(found[1]), int(found[2]), int(found[3] or 0)


def start_time(hms: tuple[int, int, int], now: float) -> tuple[float, bool]:
    """The epoch seconds of the next `hms` local time after `now`: today's, or tomorrow's when today's has passed
    (True then)."""
    day = datetime.fromtimestamp(now).date()
    today = datetime.combine(day, time(*hms)).timestamp()          # a naive time is the local one
    if today > now:
        return today, False
    return datetime.combine(day + timedelta(days=1), time(*hms)).timestamp(), True

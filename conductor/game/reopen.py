"""Taking back `end` until `final`, and a `close` until the reveal (DESIGN §4c): the judge's one-key mistakes.

The log is never rewritten: a `reopen` event names the lines it takes back, and the game is replayed without
them. `TakeBack` follows the events as they are applied (live and on resume alike) and knows what a `reopen`
now would take back: the last `end`, or the last `close` with the "time" the judge forced just before it
(F5 during the thinking time), and how much thinking time was left then, so the round goes on paused there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .rounds import THINK, GameError

if TYPE_CHECKING:
    from .duplicate import Duplicate

FLOW = frozenset({"draw", "rack", "start", "reveal", "final", "reopen"})   # after these, nothing to take back


@dataclass
class TakeBack:
    kind: str | None = None                   # "end" or "close": what reopen would take back
    lines: list[int] = field(default_factory=list)
    remaining: float | None = None            # thinking time left when it was given (None: the time was up)
    _forced_time: tuple[int, float] | None = None

    def before(self, game: Duplicate, event: dict[str, Any], line: int) -> None:
        """Note `event` (log line `line`) before the game applies it."""
        kind = event["type"]
        at = float(event.get("at", game.timer.last))
        if kind == "time":
            left = game.timer.left(at)
            self._forced_time = (line, left) if game.phase == THINK and left > 0 else None
            return
        forced, self._forced_time = self._forced_time, None
        if kind == "close":
            lines, remaining = [line], None
            if game.phase == THINK:
                remaining = game.timer.left(at)
            elif forced is not None and forced[0] == line - 1:
                lines, remaining = [forced[0], line], forced[1]
            self.kind, self.lines, self.remaining = "close", lines, remaining
        elif kind == "end":
            self.kind, self.lines = "end", [line]
            self.remaining = game.timer.left(at) if game.phase == THINK else None
        elif kind in FLOW:
            self.kind, self.lines, self.remaining = None, [], None

    def event(self, game: Duplicate, at: float) -> dict[str, Any]:
        """The `reopen` event for the game as it stands, or GameError saying why there is nothing to reopen."""
        if game.results_final:
            raise GameError("reopen.final")
        if self.kind == "end" and game.phase == "ended":
            pass
        elif self.kind == "close" and game.phase == "closed":
            pass
        else:
            raise GameError("reopen.nothing")
        event = {"type": "reopen", "takes_back": list(self.lines), "what": self.kind, "at": at}
        if self.remaining is not None:
            event["remaining"] = round(self.remaining, 3)
        return event


    def matches(self, game: Duplicate, event: dict[str, Any]) -> bool:
        """Whether a logged `reopen` takes back what a reopen would take back where the game stands (a log applied
        event by event checks it: game/replayer.py; a replay of the whole log trusts the lines it names)."""
        try:
            expected = self.event(game, float(event.get("at", 0.0)))
        except GameError:
            return False
        named = event.get("takes_back")
        return event.get("what") == expected["what"] and isinstance(named, list) and \
            all(type(line) is int for line in named) and sorted(named) == sorted(expected["takes_back"])

    def may_take(self, game: Duplicate, event: dict[str, Any], line: int) -> bool:
        """Whether a reopen may take back line `line` (`event`, not yet applied) once it is: read on a copy."""
        probe = TakeBack(self.kind, list(self.lines), self.remaining, self._forced_time)
        probe.before(game, event, line)
        return line in probe.lines or (probe._forced_time is not None and probe._forced_time[0] == line)


def taken_back(events: list[dict[str, Any]]) -> set[int]:
    """The log lines that `reopen` events take back (skipped on replay)."""
    return {int(line) for event in events if event.get("type") == "reopen" for line in event.get("takes_back", [])}

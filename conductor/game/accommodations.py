"""Accommodations the federations grant a disabled player (NASPA's reasonable accommodations, FISC's and FISF's
practice): extra time after "Temps!" for one table. `accommodate TABLE +SECONDS` (0 takes it back) is an event in the
log; from then on that table's player's slips for the round on the board are taken that many seconds after its
"Temps!" (until the judge closes or reveals), the other tables' not. Decided here for every face (the network gate
asks `slip_taken`). An assistant (`device add "NAME" TABLE --assist`: a device for one table) enters that table's
slips on its player's behalf, as the player may (access.py, server/gate.py); its slips carry "assist". The slips
taken in extra time or entered by an assistant are kept per round (`traced`), for the report.

Mixed into `Duplicate`, whose phase, timer, players and round on the board it reads. Pure: the time comes in."""

from __future__ import annotations

from typing import Any

from .answers import AccommodateAnswer, NoAnswer
from .events import AccommodateEvent, FrozenEvent
from .rounds import COLLECT, THINK
from .state import GameState


class Accommodations(GameState):
    """`accommodations`: table → extra seconds; `traced`: round → {table: {"extra": seconds, "assist": name}}, what the report says of a slip."""

    def _on_accommodate(self, event: AccommodateEvent) -> AccommodateAnswer:
        table, seconds = int(event["table"]), int(event["seconds"])
        if seconds:
            self.accommodations[table] = seconds
        else:
            self.accommodations.pop(table, None)
        return {"table": table, "seconds": seconds,
                "accommodations": {str(t): s for t, s in sorted(self.accommodations.items())}}

    def _on_frozen(self, event: FrozenEvent) -> NoAnswer:
        """The game was frozen `seconds` (SIGSTOP, a suspended laptop) while extra time ran after "Temps!": that
        time is given back as the round's is (live/resume.extra_back), the extra time's end moved on by them."""
        if self.phase == COLLECT:
            self.phase_at += float(event["seconds"])
        return {}

    def time_up_at(self, now: float) -> float | None:
        """When the round on the board's "Temps!" came (or comes, while its clock runs); None: not running."""
        if self.phase == COLLECT:
            return self.phase_at
        if self.phase == THINK and self.timer.running:
            return self.timer.last + self.timer.remaining
        return None

    def extra_running(self, now: float | None) -> frozenset[int]:
        """The tables whose extra time after the round on the board's "Temps!" still runs at `now` (None: every
        accommodated table's, while its slips are taken): their devices are not told their slips' worth meanwhile
        (room/secrecy.py). It ends with its seconds, or when the judge closes or reveals."""
        if self.phase != COLLECT or self.current is None:
            return frozenset()
        return frozenset(t for t, extra in self.accommodations.items() if now is None or now < self.phase_at + extra)

    def extra_until(self) -> float | None:
        """When the longest extra time of the round on the board ends (None: none runs, or not past "Temps!")."""
        if self.phase != COLLECT or self.current is None or not self.accommodations:
            return None
        return self.phase_at + max(self.accommodations.values())

    def time_runs(self, now: float | None) -> bool:
        """Whether the round on the board's time still runs at `now` (its "Temps!" has not come)."""
        return self.phase == THINK and (now is None or self.timer.left(now) > 0)

    def slip_taken(self, table: int, now: float | None) -> bool:
        """Whether a player's slip for the round on the board is taken at `now`: while its time runs, and for an
        accommodated table its extra seconds after "Temps!" (never once the judge has closed or revealed)."""
        if self.time_runs(now):
            return True
        extra = self.accommodations.get(table, 0)
        up = self.time_up_at(now) if now is not None else None
        return bool(extra) and up is not None and now is not None and now <= up + extra

    def note_traced(self, event: dict[str, Any]) -> None:
        """What the report traces of a slip: taken in its table's extra time after "Temps!" ("extra": the seconds),
        entered by the player's assistant ("assist": the device's name)."""
        if event["type"] != "slip" or "round" not in event:
            return
        table, by = int(event["table"]), str(event.get("by", ""))
        trace: dict[str, str | int] = {}
        if event.get("assist"):
            trace["assist"] = by.partition(":")[2]
        if self.phase == COLLECT and table in self.accommodations and (by.startswith("player:") or event.get("assist")):
            trace["extra"] = self.accommodations[table]
        if trace:
            self.traced.setdefault(int(event["round"]), {})[table] = trace

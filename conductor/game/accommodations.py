"""Accommodations the federations grant a disabled player (NASPA's reasonable accommodations, FISC's and FISF's
practice): extra time after "Temps!" for one table. `accommodate TABLE +SECONDS` (0 takes it back) is an event in the
log; from then on that table's player's slips for the round on the board are taken that many seconds after its
"Temps!" (until the reveal), the other tables' not. Decided here for every face (the network gate asks
`slip_taken`); the slips taken in the extra time are kept per round (`extra`), for the report and the judge.

Mixed into `Duplicate`, whose phase, timer, players and round on the board it reads. Pure: the time comes in."""

from __future__ import annotations

import re

from .rounds import COLLECT, THINK, GameError

MAX_SECONDS = 3600


class Accommodations:
    """`accommodations`: table → extra seconds; `extra_slips`: round → {table: its extra seconds} for the slips that came in that extra time."""

    def _cmd_accommodate(self, args: list[str]) -> dict:
        if len(args) != 2 or not re.fullmatch(r"\+?[0-9]{1,4}", args[1]):
            raise GameError("accommodate.usage")
        seconds = int(args[1].lstrip("+"))
        if seconds > MAX_SECONDS:
            raise GameError("accommodate.range", max=MAX_SECONDS)
        return {"type": "accommodate", "table": self._table(args[0]), "seconds": seconds}

    def _on_accommodate(self, event: dict) -> dict:
        table, seconds = int(event["table"]), int(event["seconds"])
        if seconds:
            self.accommodations[table] = seconds
        else:
            self.accommodations.pop(table, None)
        return {"table": table, "seconds": seconds,
                "accommodations": {str(t): s for t, s in sorted(self.accommodations.items())}}

    def time_up_at(self, now: float) -> float | None:
        """When the round on the board's "Temps!" came (or comes, while its clock runs); None: not running."""
        if self.phase == COLLECT:
            return self.phase_at
        if self.phase == THINK and self.timer.running:
            return self.timer.last + self.timer.remaining
        return None

    def slip_taken(self, table: int, now: float | None) -> bool:
        """Whether a player's slip for the round on the board is taken at `now`: while its time runs, and for an
        accommodated table its extra seconds after "Temps!" (never once the judge has closed or revealed)."""
        if self.phase == THINK and (now is None or self.timer.left(now) > 0):
            return True
        extra = self.accommodations.get(table, 0)
        up = self.time_up_at(now) if now is not None else None
        return bool(extra) and up is not None and now <= up + extra

    def note_extra(self, event: dict) -> None:
        """A player's slip applied after its round's "Temps!" was taken in that table's extra time: kept."""
        if event["type"] == "slip" and self.phase == COLLECT and str(event.get("by", "")).startswith("player:") \
                and int(event["table"]) in self.accommodations:
            table = int(event["table"])
            self.extra_slips.setdefault(int(event["round"]), {})[table] = self.accommodations[table]

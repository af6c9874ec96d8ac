"""Standings: total with bonuses, descending. Ties go by the game's ruleset's tie-break (rules/ruleset.py: FISC
II.8, 003 §1.9 the best single move, then the next best…; AJS 004 2.1.10 first whoever matched the master's score
in more rounds, then the best players' score in more rounds, then the best single move…). Players still tied
after that share the rank.

Standings while some round still awaits slips are provisional (FISC II.9): they carry which tables
each such round is missing, so that no one takes a missing slip for a 0."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .duplicate import Duplicate


def percent_of_master(points: int, master: int) -> float:
    """`points` as a percentage of the master's `master` (AJS 004 3.4.2), to two decimals; 0 when the master has
    none yet. The one reckoning: the standings, the player's sheet, the chart, the tournament, the multiplex hub's
    criteria and the solo training ask it."""
    return round(100.0 * points / master, 2) if master else 0.0


@dataclass(frozen=True)
class Standing:
    rank: int
    table: int
    name: str
    total: int
    bonus: int
    percent_of_master: float  # move points (without bonuses) over the master's total
    round_scores: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"rank": self.rank, "table": self.table, "name": self.name, "total": self.total,
                "bonus": self.bonus, "percent": self.percent_of_master}


@dataclass(frozen=True)
class Standings:
    rows: tuple[Standing, ...]
    missing: dict[int, tuple[int, ...]]   # revealed rounds not final yet → tables without a slip

    @property
    def provisional(self) -> bool:
        return bool(self.missing)

    @property
    def tie_broken(self) -> bool:
        """Some equal totals stand at different places: the tie-break (best single move, …) decided."""
        return any(a.total == b.total and a.rank != b.rank for a, b in zip(self.rows, self.rows[1:]))

    @property
    def missing_slips(self) -> int:
        return sum(len(tables) for tables in self.missing.values())

    def to_json(self) -> dict[str, Any]:
        answer: dict[str, Any] = {"standings": [s.to_json() for s in self.rows]}
        if self.provisional:
            answer["provisional"] = True
            answer["missing"] = {str(n): list(tables) for n, tables in self.missing.items()}
        return answer


def standings(game: Duplicate, removed: bool = True, rounds: int | None = None) -> Standings:
    """Every player ranked (the report, the judge's console); `removed=False`: the public ranking (the view, the
    screens, a player's rank "N of M"), where the players taken out of the game (`join remove`, expelled) take no
    place and are not counted. `rounds`: the standings as they stood after that many rounds (the report's rank
    after each round), by the same rules."""
    played = game.rounds[:rounds] if rounds is not None else game.rounds
    master_total = sum(r.master_score for r in played)
    masters = tuple(r.master_score for r in played)
    bests = tuple(max(r.scores.values(), default=0) for r in played)
    rows = []
    for table, player in sorted(game.players.items()):
        if not removed and table in game.expelled:
            continue
        scores = tuple(r.scores.get(table, 0) for r in played)
        bonus = sum(r.bonus.get(table, 0) for r in played)
        percent = percent_of_master(sum(scores), master_total)
        rows.append((sum(scores) + bonus, game.ruleset.tie_break(scores, masters, bests), table, player.name,
                     bonus, percent, scores))
    rows.sort(key=lambda r: (-r[0], tuple(-s for s in r[1]), r[2]))
    result: list[Standing] = []
    for index, (total, key, table, name, bonus, percent, scores) in enumerate(rows):
        tied_with_previous = index > 0 and (total, key) == rows[index - 1][:2]
        rank = result[-1].rank if tied_with_previous else index + 1
        result.append(Standing(rank, table, name, total, bonus, percent, scores))
    missing = {r.number: tuple(game.missing(r)) for r in played if not r.final}
    return Standings(tuple(result), missing)

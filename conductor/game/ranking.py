"""Standings (FISC II.8, 003 §1.9): total with bonuses, descending; ties go to the best single
move, then the next best, and so on. Players still tied after that share the rank."""

from __future__ import annotations

from dataclasses import dataclass

from .duplicate import Duplicate


@dataclass(frozen=True)
class Standing:
    rank: int
    table: int
    name: str
    total: int
    bonus: int
    percent_of_master: float  # move points (without bonuses) over the master's total
    round_scores: tuple[int, ...]

    def to_json(self) -> dict:
        return {"rank": self.rank, "table": self.table, "name": self.name, "total": self.total,
                "bonus": self.bonus, "percent": self.percent_of_master}


def standings(game: Duplicate) -> list[Standing]:
    master_total = sum(r.master_score for r in game.rounds)
    rows = []
    for table, player in sorted(game.players.items()):
        scores = tuple(r.scores.get(table, 0) for r in game.rounds)
        bonus = sum(r.bonus.get(table, 0) for r in game.rounds)
        percent = round(100.0 * sum(scores) / master_total, 2) if master_total else 0.0
        rows.append((sum(scores) + bonus, tuple(sorted(scores, reverse=True)), table, player.name, bonus, percent, scores))
    rows.sort(key=lambda r: (-r[0], tuple(-s for s in r[1]), r[2]))
    result: list[Standing] = []
    for index, (total, key, table, name, bonus, percent, scores) in enumerate(rows):
        tied_with_previous = index > 0 and (total, key) == rows[index - 1][:2]
        rank = result[-1].rank if tied_with_previous else index + 1
        result.append(Standing(rank, table, name, total, bonus, percent, scores))
    return result

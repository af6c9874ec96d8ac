"""A player's results as phones read them (GET /api/results/{table}): revealed rounds only, computed in the
game's thread at most once per change of what they show, and served from the server's cache in between.

Nothing of a round before its reveal: the round being played, its rack, its master move, its maximum (a
percentage over the master's total would give it away) and the scores of its slips stay out.
"""

from __future__ import annotations

from ..game.duplicate import Duplicate
from ..game.ranking import standings
from ..reasons import in_language

TOLD = frozenset({"missed", "expelled", "sanction", "withdrawn"})   # a 0 with no slip of its own: said as the report says it

def results_key(game: Duplicate) -> tuple:
    """What the results of every table depend on; equal keys, equal answers. Cheap (game's thread)."""
    return (len(game.players), tuple(sorted(game.expelled)), tuple(sorted(game.withdrawn.items())), bool(getattr(game, "results_final", False)),
            tuple((r.number, r.final, len(r.corrections), tuple(sorted((t, s.text) for t, s in r.slips.items())),
                   tuple(sorted(r.scores.items())), tuple(sorted(r.bonus.items())))
                  for r in game.rounds if r.revealed))


def results_answer(game: Duplicate, table: int, language: str) -> dict | None:
    """The answer for `table` (None: no player sits there). In the game's thread."""
    from ..report.player import player_sheet
    from ..report.words import words

    said = words(language)
    if table not in game.players or table in game.expelled:     # taken out of the game: not in public results
        return None
    revealed = {r.number for r in game.rounds if r.revealed}
    data = player_sheet(game, table, standings(game, removed=False))
    rows = [r for r in data.rows if r.round in revealed]
    return {"ok": True, "table": data.table, "name": data.name, "rank": data.rank,
            "total": rows[-1].total if rows else 0, "percent": rows[-1].percent if rows else 0.0,
            "provisional": data.provisional,
            "rounds": [{"round": r.round, "rack": r.rack, "master": r.master, "master_score": r.master_score,
                        "slip": r.slip.text if r.slip else None, "score": r.score, "status": r.status,
                        "reason": in_language(r.reason, language) if r.reason else "", "bonus": r.bonus,
                        "total": r.total, "percent": r.percent, "corrected": r.corrected,
                        **({"said": said[r.status]} if r.status in TOLD else {})} for r in rows]}

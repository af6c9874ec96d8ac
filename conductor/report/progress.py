"""How each player's game went, beyond the points: the place after every round (the standings as they stood,
by the same rules: game/ranking.py), the rounds in which they matched the master move's score (the "tops" of
DupliTop's and Eliot's results), and the extra time the judge granted them (accommodations.py), which the
report shows in words, not only in a tooltip. Pure views of the replayed game."""

from __future__ import annotations

from ..game.duplicate import Duplicate
from ..game.ranking import standings


def ranks_by_round(game: Duplicate) -> dict[int, tuple[int, ...]]:
    """table → its place after round 1, 2, …: every player ranked by the rounds played so far (the report's
    ranking, removed players included)."""
    places: dict[int, list[int]] = {table: [] for table in game.players}
    for count in range(1, len(game.rounds) + 1):
        for row in standings(game, rounds=count).rows:
            places[row.table].append(row.rank)
    return {table: tuple(ranks) for table, ranks in places.items()}


def topped(round_, table: int) -> bool:
    """Whether the table's counted score in a revealed round equals the master move's (a move of its own with the
    same points counts, as AJS 2.1.10's tie-break counts it)."""
    return round_.master_score > 0 and round_.scores.get(table) == round_.master_score


def tops(game: Duplicate, table: int) -> int:
    """How many rounds the table matched the master move's score."""
    return sum(1 for r in game.rounds if topped(r, table))


def extra_seconds(game: Duplicate, round_, table: int) -> int:
    """The extra seconds after "Temps!" in which the table's slip of this round was taken; 0: in time."""
    return int(game.traced.get(round_.number, {}).get(table, {}).get("extra", 0))


def extra_granted(game: Duplicate, table: int) -> tuple[int, ...]:
    """The extra times the table was granted, as the log shows them: the one standing now and any a slip was
    taken in, smallest first; () for none."""
    standing = getattr(game, "accommodations", {}).get(table, 0)     # a merged game (simultaneous.py) has none
    seen = {extra_seconds(game, r, table) for r in game.rounds} | {standing}
    return tuple(sorted(s for s in seen if s))

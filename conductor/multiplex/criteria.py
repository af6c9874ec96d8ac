"""The championship's criteria (DESIGN §4g, `ranking:` in hub.yaml): each is a function from the merged game (rounds
1..revealed of every venue, report/simultaneous.py) and its standings to a rank per merged table.

- points: the total with the bonus, ties as one game breaks them (game/ranking.py);
- percent: the % of the master (AJS/FISE: the mean over the games; a multiplex is one game), with FISE's solo bonus
  as an option: +10 points to the only player who found the top of a round, +5 to the only best of the rest;
- three: the Catalan Mundial of 2017, the mean of three ranks: points, % of the master, and the position in each
  game (one game here: its points rank); equal means share the rank.

A criterion's ranks come with the figure it ranks by (`value`) and the bonus points in it (`bonus`: points and three
the solo-top bonus in the total, percent FISE's), shown beside the total. A venue kept apart counts fewer rounds
(report/simultaneous.py `Merged.counted`): its players' % of the master is over the rounds they count."""

from __future__ import annotations

from collections.abc import Callable

from ..game.ranking import percent_of_master

SOLO_TOP, SOLO_REST = 10, 5


def _shared(values: dict[int, float], larger_first: bool = True) -> dict[int, int]:
    """Competition ranks (1, 2, 2, 4) of `values`, equal values sharing a place."""
    order = sorted(values, key=lambda table: (-values[table] if larger_first else values[table], table))
    ranks: dict[int, int] = {}
    for index, table in enumerate(order):
        previous = order[index - 1] if index else None
        ranks[table] = ranks[previous] if previous is not None and values[previous] == values[table] else index + 1
    return ranks


def fise_bonus(merged) -> dict[int, int]:
    """FISE's solo bonus per merged table, over every venue's players: +10 for the only player with a round's master
    score, +5 for the only one with the best score below it."""
    bonus: dict[int, int] = {}
    for round_ in merged.rounds:
        scores = merged.own_rack(round_)            # a settled venue's players played another rack: not theirs
        top = [t for t, s in scores.items() if s == round_.master_score and s > 0]
        if len(top) == 1:
            bonus[top[0]] = bonus.get(top[0], 0) + SOLO_TOP
        rest = [s for s in scores.values() if 0 < s < round_.master_score]
        if rest:
            best = [t for t, s in scores.items() if s == max(rest)]
            if len(best) == 1:
                bonus[best[0]] = bonus.get(best[0], 0) + SOLO_REST
    return bonus


def counted_percent(merged, row, extra: int = 0) -> float:
    """The row's points (and `extra`) over the master's, in the rounds it counts (game/ranking.percent_of_master)."""
    counted = merged.counted.get(row.table, len(merged.rounds))
    master = sum(r.master_score for r in merged.rounds[:counted])
    return percent_of_master(sum(row.round_scores[:counted]) + extra, master)


def percent_values(merged, table, solo_bonus: bool) -> dict[int, float]:
    extra = fise_bonus(merged) if solo_bonus else {}
    return {row.table: counted_percent(merged, row, extra.get(row.table, 0)) for row in table.rows}


def bonuses(criterion: str, merged, table, solo_bonus: bool = False) -> dict[int, int]:
    """The bonus points in each row's `value`: FISE's for percent (none without it), else the total's."""
    if criterion == "percent":
        return fise_bonus(merged) if solo_bonus else {}
    return {row.table: row.bonus for row in table.rows}


def points(merged, table, solo_bonus: bool = False) -> tuple[dict[int, int], dict[int, float]]:
    return {row.table: row.rank for row in table.rows}, {row.table: float(row.total) for row in table.rows}


def percent(merged, table, solo_bonus: bool = False) -> tuple[dict[int, int], dict[int, float]]:
    values = percent_values(merged, table, solo_bonus)
    return _shared(values), values


def three(merged, table, solo_bonus: bool = False) -> tuple[dict[int, int], dict[int, float]]:
    by_points, _ = points(merged, table)
    by_percent, _ = percent(merged, table, solo_bonus)
    positions = by_points                      # one game: its position is its points rank
    means = {t: round((by_points[t] + by_percent[t] + positions[t]) / 3, 2) for t in by_points}
    return _shared(means, larger_first=False), means


CRITERIA: dict[str, Callable] = {"points": points, "percent": percent, "three": three}


def ranked(criterion: str, merged, table, solo_bonus: bool = False) -> list[tuple[int, int, float]]:
    """(rank, merged table, value) in the criterion's order (ties by the points order)."""
    ranks, values = CRITERIA[criterion](merged, table, solo_bonus)
    position = {row.table: index for index, row in enumerate(table.rows)}
    return sorted(((ranks[t], t, values[t]) for t in ranks), key=lambda item: (item[0], position[item[1]]))

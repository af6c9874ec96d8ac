"""Multi-game duplicate tournaments, AJS 3.4.2: one table of positions per criterion.

- differential: the sum over games of (player's points − the master's points); a game the player
  missed counts as minus the master's points;
- percent: the average over games of 100 × points / master, each term rounded to two decimals
  (a missed game is 0 %);
- bounded: either of the two without each player's worst game (at least 3 games).

Ties are broken by 004 2.1.10 over all the games' rounds as if one game (3.4.2): better position in
more of the games, then more rounds matching the master, then more rounds matching the best player's
score, then the best single move, the next, and so on. Players are the same person across games when
their names match (case and spacing aside): tables change from game to game.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.duplicate import Duplicate
from ..game.ranking import percent_of_master, standings
from ..language import decimal
from ..messages import KeyedError, sentences
from ..rules.ruleset import AJS

CRITERIA = ("differential", "percent", "bounded-differential", "bounded-percent")
MIN_GAMES_BOUNDED = 3


@dataclass(frozen=True)
class GameResult:
    """What a tournament needs of one game: per player (by name) the total and the round scores."""
    name: str
    master_total: int
    masters: tuple[int, ...]                 # per round
    bests: tuple[int, ...]                   # best player's score per round
    totals: dict[str, int]                   # with bonuses
    rounds: dict[str, tuple[int, ...]]       # round scores, without bonuses
    positions: dict[str, int]                # rank in this game


@dataclass(frozen=True)
class TournamentRow:
    rank: int
    name: str
    value: float                             # the criterion's figure (differential in points, or %)
    per_game: tuple[float | None, ...]       # the figure of each game (None: did not play)
    dropped: int | None                      # bounded: index of the game left out


def person(name: str) -> str:
    return " ".join(name.split()).casefold()


def game_result(game: Duplicate, name: str = "") -> GameResult:
    players = {table: player.name for table, player in game.players.items()}
    return GameResult(
        name=name,
        master_total=sum(r.master_score for r in game.rounds),
        masters=tuple(r.master_score for r in game.rounds),
        bests=tuple(max(r.scores.values(), default=0) for r in game.rounds),
        totals={players[s.table]: s.total for s in standings(game).rows},
        rounds={players[t]: tuple(r.scores.get(t, 0) for r in game.rounds) for t in players},
        positions={players[s.table]: s.rank for s in standings(game).rows},
    )


def _per_game(result: GameResult, name: str, criterion: str) -> float | None:
    found = {person(n): n for n in result.totals}
    if person(name) not in found:
        return None
    points = result.totals[found[person(name)]]
    if criterion.endswith("differential"):
        return float(points - result.master_total)
    return percent_of_master(points, result.master_total)


def _absent(result: GameResult, criterion: str) -> float:
    return float(-result.master_total) if criterion.endswith("differential") else 0.0


def tournament(results: list[GameResult], criterion: str) -> list[TournamentRow]:
    if criterion not in CRITERIA:
        raise KeyedError("criteria.unknown", criterion=criterion, criteria=", ".join(CRITERIA))
    bounded = criterion.startswith("bounded")
    if bounded and len(results) < MIN_GAMES_BOUNDED:
        raise KeyedError("criteria.bounded", least=MIN_GAMES_BOUNDED, n=len(results))
    names: dict[str, str] = {}
    for result in results:
        for name in result.totals:
            names.setdefault(person(name), name)
    rows = []
    for name in names.values():
        figures = tuple(_per_game(r, name, criterion) for r in results)
        counted = [f if f is not None else _absent(r, criterion) for f, r in zip(figures, results)]
        dropped = None
        if bounded:
            dropped = min(range(len(counted)), key=lambda i: (counted[i], i))
            counted = counted[:dropped] + counted[dropped + 1:]
        if criterion.endswith("percent"):
            value = round(sum(counted) / len(counted), 2)
        else:
            value = float(sum(counted))
        rows.append((value, _tie_key(results, name), name, figures, dropped))
    rows.sort(key=lambda r: (-r[0], tuple(-x for x in r[1]), person(r[2])))
    table: list[TournamentRow] = []
    for index, (value, tie, name, figures, dropped) in enumerate(rows):
        tied = index > 0 and (value, tie) == rows[index - 1][:2]
        table.append(TournamentRow(table[-1].rank if tied else index + 1, name, value, figures, dropped))
    return _by_positions(table, results, rows)


def _tie_key(results: list[GameResult], name: str) -> tuple:
    """2.1.10 criteria 2–4 over every round of every game as one game."""
    scores: list[int] = []
    for result in results:
        found = {person(n): n for n in result.rounds}.get(person(name))
        scores.extend(result.rounds[found] if found else (0,) * len(result.masters))
    masters = tuple(m for result in results for m in result.masters)
    bests = tuple(b for result in results for b in result.bests)
    return AJS.tie_break(tuple(scores), masters, bests)     # 3.4.2: AJS's criteria, whatever the games' rules


def _by_positions(table: list[TournamentRow], results: list[GameResult], rows) -> list[TournamentRow]:
    """2.1.10 criterion 1, first of all: between two players level on the figure, the one placed
    ahead in more of the games goes first."""
    def ahead(a: str, b: str) -> int:
        wins = 0
        for result in results:
            where = {person(n): p for n, p in result.positions.items()}
            pa, pb = where.get(person(a)), where.get(person(b))
            if pa is not None and (pb is None or pa < pb):
                wins += 1
            elif pb is not None and (pa is None or pb < pa):
                wins -= 1
        return wins

    ordered = list(table)
    changed, passes = True, 0
    while changed and passes <= len(ordered):   # bounded: "ahead in more games" can go round in a circle
        changed, passes = False, passes + 1
        for i in range(len(ordered) - 1):
            a, b = ordered[i], ordered[i + 1]
            if a.value == b.value and ahead(b.name, a.name) > 0:
                ordered[i], ordered[i + 1] = b, a
                changed = True
    final: list[TournamentRow] = []
    for index, row in enumerate(ordered):
        previous = ordered[index - 1] if index else None
        level = (previous is not None and previous.value == row.value and ahead(previous.name, row.name) == 0
                 and _tie_key(results, previous.name) == _tie_key(results, row.name))
        rank = final[-1].rank if level else index + 1
        final.append(TournamentRow(rank, row.name, row.value, row.per_game, row.dropped))
    return final


def tournament_text(results: list[GameResult], criteria: tuple[str, ...], language: str) -> str:
    """The tables as plain text, one per criterion (the bounded ones only with 3 games or more)."""
    titles = sentences("tournament.", language)          # messages/files.py
    out = []
    for criterion in criteria:
        if criterion.startswith("bounded") and len(results) < MIN_GAMES_BOUNDED:
            continue
        out.append(titles[criterion])
        games = "  ".join(f"{r.name[:12]:>12}" for r in results)
        out.append(f"{titles['rank']:>4}  {titles['name']:<24} {titles['value']:>9}  {games}")
        for row in tournament(results, criterion):
            cells = []
            for index, figure in enumerate(row.per_game):
                text = titles["absent"] if figure is None else _figure(figure, criterion, language)
                cells.append(f"{'(' + text + ')' if index == row.dropped else text:>12}")
            out.append(f"{row.rank:>4}  {row.name:<24} {_figure(row.value, criterion, language):>9}  {'  '.join(cells)}")
        out.append("")
    return "\n".join(out)


def tournament_csv(results: list[GameResult], language: str) -> str:
    """The tables as CSV in `language` (semicolons, decimal commas; see csv_cells)."""
    from .csv_cells import csv_text

    said = sentences("tournament.csv.", language)      # messages/files.py
    head = [said["head_criterion"], said["head_place"], said["head_name"], said["head_value"]]
    rows: list[list] = [[*head, *(r.name for r in results), said["dropped"]]]
    for criterion in CRITERIA:
        if criterion.startswith("bounded") and len(results) < MIN_GAMES_BOUNDED:
            continue
        for row in tournament(results, criterion):
            rows.append([said[criterion], row.rank, row.name, _figure(row.value, criterion, language)]
                        + ["" if f is None else _figure(f, criterion, language) for f in row.per_game]
                        + ["" if row.dropped is None else results[row.dropped].name])
    return csv_text(rows)


def _figure(value: float, criterion: str, language: str) -> str:
    return decimal(value, 2, language) if criterion.endswith("percent") else f"{int(value):+d}"

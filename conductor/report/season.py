"""A club's season (DESIGN §4e): `conductor report --season G1.jsonl G2.jsonl … [--min-games K]`.

Catalan and Spanish clubs rank a season's duplicate players by their mean percentage of the master move per game
(AJUSC's BARRISC, AJS's percentage criterion): each game counts once whatever its length or its number of
players, and a game not played is not a zero but simply not in the mean, so a player must have played enough
games (K) to be ranked; the others are listed apart.

A person is found again from game to game by the licence number when the players file has one (names are typed
differently at different clubs), else by name and club (case and spacing aside). A player without a licence in
one game is the licensed player of the same name and club in another. Names that are nearly the same ("Núria
Puig" and "Nuria Puig") are not merged: they are said in a warning (difflib), as the organiser must decide.

Each game's percentage is the one its own report shows (move points over the master's, bonuses aside).
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass, field

from ..game.duplicate import Duplicate
from ..game.players import Player
from ..game.ranking import standings
from ..language import Count, decimal
from ..messages import sentences
from .csv_cells import csv_text
from .words import game_day, long_date

SIMILAR = 0.85


@dataclass(frozen=True)
class SeasonGame:
    label: str                 # its date, else its log's name
    game: Duplicate
    started: float | None = None


@dataclass
class SeasonPlayer:
    name: str
    club: str
    licence: str
    percents: dict[int, float] = field(default_factory=dict)   # game index → % of the master

    @property
    def games(self) -> int:
        return len(self.percents)

    @property
    def mean(self) -> float:
        return round(sum(self.percents.values()) / len(self.percents), 2) if self.percents else 0.0


@dataclass(frozen=True)
class SeasonRow:
    rank: int | None           # None: under the minimum of games
    player: SeasonPlayer


@dataclass(frozen=True)
class Season:
    games: tuple[SeasonGame, ...]
    ranked: tuple[SeasonRow, ...]
    apart: tuple[SeasonRow, ...]
    min_games: int
    warnings: tuple[str, ...]
    language: str


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()


def season(games: list[SeasonGame], min_games: int = 1) -> Season:
    """The season's ranking: licence first, else name and club (see the module's docstring)."""
    language = games[0].game.language
    people: dict[str, SeasonPlayer] = {}
    by_name: dict[str, set[str]] = {}           # name|club → the licence keys seen with it
    unlicensed: list[tuple[str, int, float, Player]] = []
    for index, entry in enumerate(games):
        for s in standings(entry.game).rows:
            player = entry.game.players[s.table]
            licence = _plain(getattr(player, "licence", "")).replace(" ", "")
            if licence:
                key = f"L:{licence}"
                person = people.setdefault(key, SeasonPlayer(player.name, player.club, player.licence))
                person.name, person.club = player.name, player.club or person.club    # the latest spelling
                person.percents[index] = s.percent_of_master
                by_name.setdefault(f"{_plain(player.name)}|{_plain(player.club)}", set()).add(key)
            else:
                unlicensed.append((f"{_plain(player.name)}|{_plain(player.club)}", index, s.percent_of_master, player))
    for name_key, index, value, player in unlicensed:
        licensed = by_name.get(name_key, set())
        key = next(iter(licensed)) if len(licensed) == 1 else f"N:{name_key}"
        person = people.setdefault(key, SeasonPlayer(player.name, player.club, ""))
        person.percents.setdefault(index, value)
    order = sorted(people.values(), key=lambda p: (-p.mean, -p.games, _plain(p.name)))
    ranked: list[SeasonRow] = []
    for person in (p for p in order if p.games >= min_games):
        tied = ranked and (ranked[-1].player.mean, ranked[-1].player.games) == (person.mean, person.games)
        ranked.append(SeasonRow(ranked[-1].rank if tied else len(ranked) + 1, person))
    apart = tuple(SeasonRow(None, p) for p in order if p.games < min_games)
    return Season(tuple(games), tuple(ranked), apart, min_games,
                  (*_mixed_lists(games, language), *_similar(list(people.values()), language)), language)


def _mixed_lists(games: list[SeasonGame], language: str) -> tuple[str, ...]:
    """A warning when the season's games were played on more than one word list (told apart by their words)."""
    lists: dict[str, str] = {}
    for entry in games:
        if entry.game.word_list is not None:
            lists.setdefault(entry.game.word_list.key, entry.game.word_list.label)
    if len(lists) < 2:
        return ()
    return (sentences("season.", language)("lists_mixed", n=len(lists), lists=", ".join(lists.values())),)


def _similar(people: list[SeasonPlayer], language: str) -> tuple[str, ...]:
    """Pairs of players whose names are nearly, but not quite, the same person's (or the same name under two
    licences): the organiser decides."""
    say = sentences("season.", language)
    names = [_plain(p.name) for p in people]
    out = []
    for i, person in enumerate(people):
        close = set(difflib.get_close_matches(names[i], names[i + 1:], n=10, cutoff=SIMILAR))
        for j in range(i + 1, len(people)):
            if names[j] in close:
                other = people[j]
                out.append(say("similar", a=person.name, ca=person.club or "—", b=other.name, cb=other.club or "—"))
    return tuple(out)


def game_label(started: float | None, fallback: str, language: str) -> str:
    day = game_day(started)
    return long_date(day, language) if day else fallback


# ---------------------------------------------------------------------- as HTML and CSV

@dataclass(frozen=True)
class SeasonContext:
    language: str
    title: str
    facts: tuple[str, ...]
    rule: str
    labels: Mapping[str, str]
    columns: tuple[str, ...]                   # P1, P2, …
    games: tuple[tuple[str, str, int, int, int, str], ...]   # (column, label, rounds, players, master total, list)
    ranked: tuple[tuple, ...]                  # (rank, name, club, licence, games, mean, best, worst, per game…)
    apart: tuple[tuple, ...]
    apart_heading: str
    warnings: tuple[str, ...]


def _line(row: SeasonRow, count: int, language: str) -> tuple:
    p = row.player
    values = p.percents.values()
    figures = [decimal(v, 2, language) for v in (p.mean, max(values), min(values))]
    return (row.rank if row.rank is not None else "", p.name, p.club, p.licence, p.games, *figures,
            *(decimal(p.percents[i], 2, language) if i in p.percents else "" for i in range(count)))


def season_context(result: Season, title: str | None = None) -> SeasonContext:
    language = result.language
    w = sentences("report.", language, "season.")     # messages/report.py, messages/season.py
    count = len(result.games)
    columns = tuple(f"P{i + 1}" for i in range(count))
    people = len(result.ranked) + len(result.apart)
    return SeasonContext(
        language=language, title=title or w["season"],
        facts=(w("games_n", n=count), w("players_n", n=Count(people))),
        rule=w("rule", k=result.min_games), labels=w, columns=columns,
        games=tuple((columns[i], g.label, len(g.game.rounds), len(g.game.players),
                     sum(r.master_score for r in g.game.rounds), g.game.word_list.label if g.game.word_list else "")
                    for i, g in enumerate(result.games)),
        ranked=tuple(_line(r, count, language) for r in result.ranked),
        apart=tuple(_line(r, count, language) for r in result.apart),
        apart_heading=w("apart", k=result.min_games), warnings=result.warnings)


def season_html(result: Season, title: str | None = None) -> str:
    from .page import environment

    return environment().get_template("season.html").render(c=season_context(result, title))


def season_csv(result: Season) -> str:
    c = season_context(result)
    w = c.labels
    head = [w[k].lower() for k in ("place_short", "name", "club", "licence", "games", "mean", "best", "worst")]
    rows: list[list] = [head + list(c.columns), *map(list, c.ranked)]
    if c.apart:
        rows += [[], [c.apart_heading], *map(list, c.apart)]
    rows += [[], [w[k].lower() for k in ("game", "date", "rounds", "players", "master_total", "word_list_head")]]
    rows += [list(g) for g in c.games]
    return csv_text(rows)

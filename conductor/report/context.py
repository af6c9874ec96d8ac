"""What the HTML report shows, worked out from the replayed game: a typed context that the templates only
format (templates/report.html). Every word in it is already in the game's language; every figure is already
a string as printed. Nothing here reads a clock, so the same log gives the same context."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from math import ceil

from markupsafe import Markup

from ..game.duplicate import Duplicate, bonus_value
from ..game.ranking import standings
from ..language import Count, decimal, whole_number
from ..messages import text
from ..messages.logged import source_words
from .board import BoardView, final_board
from .chart import TOP, standings_chart
from .player import EXPELLED, MISSED, MISSING, NULL, PENDING, SANCTION, WITHDRAWN, Entry, SheetView, cell_status, \
    old_words, player_sheet, sheet_view, slip_words
from .progress import extra_granted, extra_seconds, ranks_by_round, topped, tops
from .words import clock_time, default_title, end_reason, game_day, long_date, provisional_note, \
    reason_words, words

ROUNDS_PER_PRINTED_TABLE = 12   # the grid is printed in parts of at most this many rounds: A4 landscape width
MARK_KINDS = ("bonus", "null", "sanction", "expelled", "withdrawn", "missing", "missed", "pending", "corrected",
              "extra")
_SIGNS = {"null": "N", "sanction": "S", "expelled": "E", "withdrawn": "R", "missing": "—", "missed": "·", "pending": "…",
          "corrected": "*", "extra": "T"}
_STATUS_MARK = {NULL: "null", SANCTION: "sanction", EXPELLED: "expelled", WITHDRAWN: "withdrawn", MISSING: "missing",
                PENDING: "pending", MISSED: "missed"}


@dataclass(frozen=True)
class Mark:
    """A sign in a cell of the grid, with its meaning in the legend: never colour alone."""
    sign: str          # "N", "S", "E", "—", "…", "*", "+25"
    kind: str          # one of MARK_KINDS: the legend's entry and the CSS class


@dataclass(frozen=True)
class Cell:
    score: str                 # the points the round counts; "" while the slip is pending
    marks: tuple[Mark, ...]
    note: str                  # the words behind the marks: a null's reason, the slip before a correction
    kind: str                  # the cell's status (player.OK, NULL, …) for CSS
    top: bool = False          # the points match the master move's: printed bold, as Eliot's results do


@dataclass(frozen=True)
class PlayerRow:
    rank: int
    table: int
    name: str
    club: str
    cells: tuple[Cell, ...]    # one per round
    total: int                 # with bonuses
    bonus: int
    percent: str               # move points over the master's, "62,35"
    difference: str            # total minus the master's total, "−312"
    tops: int = 0              # rounds matching the master move's score (progress.tops)
    extra: str = ""            # the extra time granted, "+60 s"; "" for none


@dataclass(frozen=True)
class GridPart:
    """A slice of rounds of the grid, printed as a table of its own so that it fits the page's width."""
    heading: str
    start: int                 # index of its first round in PlayerRow.cells
    stop: int
    rounds: tuple[int, ...]    # the round numbers


@dataclass(frozen=True)
class RoundRow:
    number: int
    rack: str
    master: str
    master_score: int
    master_total: int          # cumulative
    ties: int                  # moves tying for the top
    state: str                 # final, or still collecting slips


@dataclass(frozen=True)
class CorrectionRow:
    round: int
    table: int
    name: str
    before: str | None         # None: there was no slip
    before_score: int | None
    after: str
    after_score: int
    change: str = ""           # a correction or a replacement, and who made it
    when: str = ""             # the time of day it was made ("" for a step clock's time)


@dataclass(frozen=True)
class ReportContext:
    language: str
    title: str
    facts: tuple[str, ...]            # date, rules, players, rounds and master total, how the game ended
    bonus_note: str
    provisional: str                  # the banner while some slip may still come; "" when none can
    final: str                        # "Resultats definitius." once declared; "" before
    labels: Mapping[str, str]         # words for headings and column titles
    players: tuple[PlayerRow, ...]    # in the standings' order
    rounds: tuple[RoundRow, ...]
    parts: tuple[GridPart, ...]
    legend: tuple[tuple[str, str], ...]   # (sign, what it means)
    chart: Markup                     # the inline <svg>
    chart_note: str
    corrections: tuple[CorrectionRow, ...]
    disputes: tuple[tuple[int, int, str, str, str], ...]   # double entry: round, table, name, readings, chosen
    sheets: tuple[SheetView, ...]
    board: BoardView | None = None    # the board after the last master move; None before any


def report_context(game: Duplicate, title: str | None = None, started: float | None = None) -> ReportContext:
    """The report of `game`; `title` is the event's name (default: the game and its date, from `started`, the
    setup event's time)."""
    language = game.language
    w = words(language)
    ranking = standings(game)
    day = game_day(started)
    master_total = sum(r.master_score for r in game.rounds)
    # the date is in the title made without --title; with the event's name, it comes first among the facts
    facts = ([w("played_on", date=long_date(day, language))] if day and title else []) + [
        text(f"ruleset.{game.ruleset.name}", language),
        *([w("word_list", name=game.word_list.label)] if game.word_list else []),
        *([text("report.written_by", language, version=game.written_by)] if game.written_by else []),
        w("players_n", n=Count(len(game.players))),
        w("summary", rounds=len(game.rounds), master=master_total),
        end_reason(game.end_reason, language)]
    value = bonus_value(len(game.players)) if game.config.bonuses else 0
    ranks = ranks_by_round(game)
    return ReportContext(
        language=language,
        title=title or default_title(day, language),
        facts=tuple(facts),
        bonus_note=w("bonus_note", value=value, n=whole_number(len(game.players), language)) if value else w["no_bonus"],
        provisional=provisional_note(ranking.missing, language) if ranking.provisional else "",
        final=w["final"] if game.results_final else "",
        labels=w,
        players=tuple(_player_row(game, s, master_total, language) for s in ranking.rows),
        rounds=_round_rows(game, language),
        parts=_parts(game, language),
        legend=tuple((_SIGNS.get(kind, "+n"), w[f"mark:{kind}"]) for kind in MARK_KINDS),
        chart=Markup(standings_chart(game, language, ranking)),
        chart_note=w("chart_note", n=min(TOP, len(game.players))),
        corrections=corrections(game, language),
        disputes=settled_disputes(game, language),
        sheets=tuple(sheet_view(player_sheet(game, t, ranking, ranks), language) for t in sorted(game.players)),
        board=final_board(game, language) if game.rounds else None,
    )


def _player_row(game: Duplicate, standing, master_total: int, language: str) -> PlayerRow:
    table = standing.table
    difference = standing.total - master_total
    return PlayerRow(
        rank=standing.rank, table=table, name=standing.name, club=game.players[table].club,
        cells=tuple(grid_cell(game, r, table, language) for r in game.rounds),
        total=standing.total, bonus=standing.bonus, percent=decimal(standing.percent_of_master, 2, language),
        difference=f"{difference:+d}".replace("-", "−"), tops=tops(game, table),
        extra=", ".join(f"+{s} s" for s in extra_granted(game, table)))


def grid_cell(game: Duplicate, round_, table: int, language: str) -> Cell:
    """One player's round in the grid: the points and the signs that say why (the same reading as the sheet's
    and the CSV's, player.cell_status)."""
    w = words(language)
    status = cell_status(game, round_, table)
    marks, notes = [], []
    if table in round_.bonus:
        marks.append(Mark(f"+{round_.bonus[table]}", "bonus"))
        notes.append(f"{w['mark:bonus']}: {round_.bonus[table]}")
    if status in _STATUS_MARK:
        kind = _STATUS_MARK[status]
        marks.append(Mark(_SIGNS[kind], kind))
        slip = round_.slips.get(table)
        if status == NULL and slip is not None:
            notes.append(f"{w['null']}: {reason_words(slip.reason, language)}")
        else:
            notes.append({SANCTION: w["sanction"], EXPELLED: w["expelled"], MISSING: w["missing"],
                          PENDING: w["pending_note"], MISSED: w["missed"], WITHDRAWN: w["withdrawn"]}[status])
    first = next((c for c in round_.corrections if c.table == table), None)   # the slip before any correction
    if first is not None:
        marks.append(Mark(_SIGNS["corrected"], "corrected"))
        notes.append(w("was", old=old_words(Entry.of(first.old), language)))
    traced = game.traced.get(round_.number, {}).get(table, {})   # accommodations.py: extra time, an assistant
    if extra := extra_seconds(game, round_, table):
        marks.append(Mark(_SIGNS["extra"], "extra"))
        notes.append(w("extra_time", s=extra))
    if "assist" in traced:
        notes.append(w("by_assistant", name=traced["assist"]))
    score = "" if status == PENDING else str(round_.scores.get(table, 0))
    return Cell(score, tuple(marks), "; ".join(notes), status, topped(round_, table))


def _round_rows(game: Duplicate, language: str) -> tuple[RoundRow, ...]:
    w = words(language)
    rows, total = [], 0
    for r in game.rounds:
        total += r.master_score
        rows.append(RoundRow(r.number, " ".join(r.rack), r.master, r.master_score, total, r.ties,
                             w["round_final"] if r.final else w["round_collecting"]))
    return tuple(rows)


def _parts(game: Duplicate, language: str) -> tuple[GridPart, ...]:
    """The grid's rounds in even parts of at most ROUNDS_PER_PRINTED_TABLE (20 rounds: 10 + 10)."""
    w = words(language)
    count = len(game.rounds)
    if not count:
        return ()
    parts = ceil(count / ROUNDS_PER_PRINTED_TABLE)
    size = ceil(count / parts)
    out = []
    for start in range(0, count, size):
        numbers = tuple(r.number for r in game.rounds[start:start + size])
        heading = w("grid_part", first=numbers[0], last=numbers[-1]) if parts > 1 else w["grid"]
        out.append(GridPart(heading, start, start + len(numbers), numbers))
    return tuple(out)


def _reader(by: str, language: str) -> str:
    """Who read a slip, in a few words of the game's language: a device by its name, else "la consola"…"""
    kind, _, name = by.partition(":")
    return name if kind == "device" else source_words(by, language)


def settled_disputes(game: Duplicate, language: str) -> tuple[tuple[int, int, str, str, str], ...]:
    """Double entry: every table whose readings differed and the judge settled, what each sender read and what
    counts (readings that agreed and were corrected afterwards are a correction, listed as one)."""
    from ..reasons import slip_text

    return tuple((r.number, table, game.players[table].name,
                  " / ".join(f"{slip_text(e['text'], language)} ({_reader(e['by'], language)})"
                             for e in settled["entries"]),
                  slip_text(settled["chosen"], language))
                 for r in game.rounds for table, settled in sorted(r.settled.items())
                 if game.readings_agree(r, table) is not True)


def corrections(game: Duplicate, language: str) -> tuple[CorrectionRow, ...]:
    """Every correction and replacement, in round order then as made: the old slip and score, the new ones, who
    made the change and when."""
    return tuple(
        CorrectionRow(r.number, c.table, game.players[c.table].name,
                      None if c.old is None else slip_words(Entry.of(c.old), language),
                      None if c.old is None else c.old.score, slip_words(Entry.of(c.new), language), c.new.score,
                      change_words(c, language), clock_time(c.at))
        for r in game.rounds for c in r.corrections)


def change_words(change, language: str) -> str:
    """"correcció per la consola", "substitució pel dispositiu «A» (la papereta era enviada per la consola)"."""
    from ..game.rounds import REPLACE
    from ..reasons import sent_by

    w = words(language)
    if change.kind == REPLACE:
        return w("change:replace", by=sent_by(change.by, language),
                                          was=sent_by(change.was_by or "console", language))
    return w("change:correct", by=sent_by(change.by, language))

"""One player's results, round by round (FISC II.9): what each player checks before asking the judge for
a correction, so every figure on it can be redone by hand (the slip, its score or why it scored 0, the
cumulative total and percentage) and a correction or a slip still to come is never mistaken for a 0.

A pure view of the replayed game: the same log gives the same sheet, with no clock in it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.duplicate import Duplicate
from ..game.ranking import Standings, percent_of_master, standings
from ..game.rounds import REPLACE, Correction, Round, Slip
from ..language import Count, decimal, percent
from ..messages import KeyedError
from ..reasons import sent_by
from .progress import extra_granted, extra_seconds, ranks_by_round, topped, tops
from .words import clock_time, provisional_note, reason_words, words

# why a cell scores what it does
OK = "ok"                # a legal slip: its score
NULL = "null"            # a null move or an illegal one (invalid word, bad coordinate…): 0, with its reason
SANCTION = "sanction"    # a second warning: 0 for the round
EXPELLED = "expelled"    # 0 from the round of the expulsion on
WITHDRAWN = "withdrawn"  # a player who went home (`withdraw`): 0 from that round on, never a sanction
MISSING = "missing"      # no slip in a final round: 0 "sense papereta"
PENDING = "pending"      # no slip yet in a round still collecting: not a 0 yet
MISSED = "missed"        # a round played before the player joined (the online game): 0, not a missing slip


def cell_status(game: Duplicate, round_: Round, table: int) -> str:
    """The one reading of a cell shared by the sheet, the grid and the CSV, in the order rescore() applies."""
    if table in round_.zeroed:
        return SANCTION
    if game.expelled.get(table, round_.number + 1) <= round_.number:
        return EXPELLED
    if game.joined.get(table, 1) > round_.number:
        return MISSED
    if game.withdrawn.get(table, round_.number + 1) <= round_.number:
        return WITHDRAWN
    slip = round_.slips.get(table)
    if slip is None:
        return MISSING if round_.final else PENDING
    return NULL if slip.reason else OK


@dataclass(frozen=True)
class Entry:
    """A slip as it stood: text as entered ("H8 CASA", "23", "null late"), its own score and reason."""
    text: str
    score: int
    reason: str = ""

    @classmethod
    def of(cls, slip: Slip | None) -> Entry | None:
        return None if slip is None else cls(slip.text, slip.score, slip.reason)


@dataclass(frozen=True)
class SheetRow:
    round: int
    rack: str                # tiles separated by spaces
    master: str
    master_score: int
    master_total: int        # the master's cumulative points
    slip: Entry | None       # the player's slip as it stands
    score: int               # points the round counts (0 when pending, missing, null or sanctioned)
    status: str              # OK, NULL, SANCTION, EXPELLED, MISSING or PENDING
    reason: str              # for NULL, why (English, as the core says it; see reasons.in_language)
    bonus: int
    total: int               # cumulative, with bonuses
    percent: float           # cumulative move points (no bonuses) over master_total, 2 decimals
    corrected: bool
    old: Entry | None        # when corrected: the slip before the first correction (None: there was none)
    changes: tuple[Correction, ...] = ()   # every correction and replacement of the slip, as made
    rank: int = 0            # the player's place after this round (progress.ranks_by_round)
    topped: bool = False     # the player matched the master move's score
    extra: int = 0           # the slip was taken this many seconds of extra time after "Temps!" (0: in time)


@dataclass(frozen=True)
class PlayerSheet:
    table: int
    name: str
    club: str
    rank: int
    players: int
    total: int
    bonus: int
    percent: float
    provisional: bool                               # some revealed round still collecting slips
    missing: tuple[tuple[int, tuple[int, ...]], ...]  # (round, tables without a slip) of those rounds
    final: bool                                     # the judge declared the results final
    rows: tuple[SheetRow, ...]
    tops: int = 0                                   # rounds matching the master move's score
    extra: tuple[int, ...] = ()                     # the extra times granted, in seconds (progress.extra_granted)


def player_sheet(game: Duplicate, table: int, ranking: Standings | None = None,
                 ranks: dict[int, tuple[int, ...]] | None = None) -> PlayerSheet:
    """The sheet of the player at `table`; `ranking` and `ranks` (progress.ranks_by_round) save recomputing the
    standings for every player."""
    if table not in game.players:
        raise KeyedError("paper.no_player", table=table)
    ranking = ranking if ranking is not None else standings(game)
    places = (ranks if ranks is not None else ranks_by_round(game))[table]
    standing = next(s for s in ranking.rows if s.table == table)
    rows = []
    total = points = master_total = 0
    for r, place in zip(game.rounds, places):
        score, bonus = r.scores.get(table, 0), r.bonus.get(table, 0)
        total += score + bonus
        points += score
        master_total += r.master_score
        status = cell_status(game, r, table)
        slip = r.slips.get(table)
        fixes = [c for c in r.corrections if c.table == table]
        rows.append(SheetRow(
            round=r.number, rack=" ".join(r.rack), master=r.master, master_score=r.master_score,
            master_total=master_total, slip=Entry.of(slip), score=score, status=status,
            reason=slip.reason if status == NULL and slip is not None else "", bonus=bonus, total=total,
            percent=percent_of_master(points, master_total),
            corrected=bool(fixes), old=Entry.of(fixes[0].old) if fixes else None, changes=tuple(fixes),
            rank=place, extra=extra_seconds(game, r, table), topped=topped(r, table)))
    player = game.players[table]
    return PlayerSheet(table, player.name, player.club, standing.rank, len(ranking.rows), standing.total,
                       standing.bonus, standing.percent_of_master, ranking.provisional,
                       tuple(sorted(ranking.missing.items())), game.results_final, tuple(rows),
                       tops(game, table), extra_granted(game, table))


# ---------------------------------------------------------------------- words for a row

def slip_words(entry: Entry | None, language: str) -> str:
    """A slip as the player reads it: a null move typed by the judge ("null late") says "nul·la"."""
    if entry is None:
        return "—"
    return words(language)["null"] if entry.text.startswith("null ") else entry.text


def score_words(row: SheetRow) -> str:
    return "—" if row.status == PENDING else str(row.score)


def note_words(row: SheetRow, language: str) -> str:
    """Why the round scored what it did, and whether the slip came in the player's extra time, in the player's
    language."""
    w = words(language)
    if row.status == NULL:
        reason = reason_words(row.reason, language)
        note = reason if row.slip is not None and row.slip.text.startswith("null ") else f"{w['null']}: {reason}"
    else:
        note = {OK: "", SANCTION: w["sanction"], EXPELLED: w["expelled"], MISSING: w["missing"],
                PENDING: w["pending_note"], MISSED: w["missed"], WITHDRAWN: w["withdrawn"]}[row.status]
    if row.extra:
        note = "; ".join(filter(None, (note, w("extra_time", s=row.extra))))
    return note


def old_words(old: Entry | None, language: str) -> str:
    """The slip before a correction: "H8 CASOS, 0 punts (CASOS no és al diccionari)"."""
    w = words(language)
    if old is None:
        return w["no_slip"]
    said = w("old", text=slip_words(old, language), score=old.score)
    return f"{said} ({reason_words(old.reason, language)})" if old.reason else said


def change_note(number: int, change: Correction, language: str) -> str:
    """A line under the sheet for each change of a slip: who made it, when, and what the slip was before (and, for
    a replacement, who had sent it)."""
    w = words(language)
    time = clock_time(change.at)
    at = w("at", time=time) if time else ""
    old = old_words(Entry.of(change.old), language)
    if change.kind == REPLACE:
        return w("replaced_note", round=number, by=sent_by(change.by, language), at=at, old=old,
                                         was=sent_by(change.was_by or "console", language))
    if change.by == "console":
        return w("corrected_note", round=number, at=at, old=old)
    return w("corrected_by_note", round=number, by=sent_by(change.by, language), at=at, old=old)


def change_notes(sheet: PlayerSheet, language: str) -> list[str]:
    return [change_note(row.round, change, language) for row in sheet.rows for change in row.changes]


def _header(sheet: PlayerSheet, language: str) -> list[str]:
    w = words(language)
    name = f"{sheet.name} ({sheet.club})" if sheet.club else sheet.name
    lines = [w("sheet", table=sheet.table, name=name),
             w("place", rank=sheet.rank, players=Count(sheet.players), total=sheet.total,
                       bonus=sheet.bonus, percent=percent(sheet.percent, 2, language))]
    if sheet.provisional:
        lines.append(provisional_note(dict(sheet.missing), language))
    elif sheet.final:
        lines.append(w["final"])
    return [*lines, progress_words(sheet, language)]


def progress_words(sheet: PlayerSheet, language: str) -> str:
    """"Jugada mestra igualada en 12 de 20 rondes · temps addicional: +60 s"."""
    w = words(language)
    said = w("tops_line", n=sheet.tops, rounds=len(sheet.rows))
    if sheet.extra:
        said += " · " + w("extra_granted", seconds=", ".join(f"+{s} s" for s in sheet.extra))
    return said


def _cells(row: SheetRow, language: str) -> list[str]:
    return [str(row.round), row.rack, row.master, str(row.master_score), str(row.master_total),
            slip_words(row.slip, language) + (" *" if row.corrected else ""), score_words(row),
            f"+{row.bonus}" if row.bonus else "", str(row.total), decimal(row.percent, 2, language),
            str(row.rank) if row.rank else "", note_words(row, language)]


def _titles(language: str) -> list[str]:
    w = words(language)
    return [w[k] for k in ("round", "rack", "master", "points", "cumulative", "slip", "points", "bonus", "total",
                           "percent", "place_after", "notes")]


_RIGHT = {0, 3, 4, 6, 7, 8, 9, 10}   # the figures' columns


def player_sheet_text(sheet: PlayerSheet, language: str) -> str:
    """The sheet as fixed-width text in Catalan ("ca") or Spanish ("es"), to print or read in a terminal."""
    w = words(language)
    table = [_titles(language)] + [_cells(row, language) for row in sheet.rows]
    widths = [max(len(line[i]) for line in table) for i in range(len(table[0]))]
    lines = _header(sheet, language) + [""]
    for line in table:
        cells = [cell.rjust(width) if i in _RIGHT else cell.ljust(width)
                 for i, (cell, width) in enumerate(zip(line, widths))]
        lines.append("  ".join(cells).rstrip())
    lines += ["", f"{w['legend']} {w['place_legend']}"]
    lines += change_notes(sheet, language)
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class SheetLine:
    cells: tuple[str, ...]       # as in the text sheet (_titles' columns)
    status: str                  # OK, NULL, PENDING, … for CSS
    was: str                     # when corrected: "abans: …" for the slip's cell; "" otherwise
    topped: bool = False         # the points matched the master's: printed bold


@dataclass(frozen=True)
class SheetView:
    """The sheet as one section of the HTML report (templates/_sheet.html), anchored at #player-TABLE."""
    table: int
    heading: str
    place: str
    progress: str                # the rounds matching the master's score, any extra time granted
    note: str                    # the provisional banner or "Resultats definitius."; "" otherwise
    note_kind: str               # "provisional" or "final"
    titles: tuple[str, ...]
    lines: tuple[SheetLine, ...]
    legend: str
    corrections: tuple[str, ...]  # "* Ronda 3: papereta corregida pel jutge; abans: …"


def sheet_view(sheet: PlayerSheet, language: str) -> SheetView:
    w = words(language)
    header = _header(sheet, language)
    lines = tuple(SheetLine(tuple(_cells(row, language)), row.status,
                            w("was", old=old_words(row.old, language)) if row.corrected else "", row.topped)
                  for row in sheet.rows)
    return SheetView(
        table=sheet.table, heading=header[0], place=header[1], progress=header[-1],
        note=header[2] if len(header) > 3 else "",
        note_kind="provisional" if sheet.provisional else "final", titles=tuple(_titles(language)), lines=lines,
        legend=f"{w['legend']} {w['place_legend']} {w['top_legend']}",
        corrections=tuple(change_notes(sheet, language)))

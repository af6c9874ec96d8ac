"""The arbitration sheet (`conductor report GAME --sheet OUT.html`): the paper an arbiter's training starts with
and a club pins beside the judge's table. Players by table down the page, rounds across, and for every round two
columns: the points the slip scored (the first reader's) and a narrower one for the second reader, the double
arbiter who reads every slip again (the French "double arbitrage"; our double entry, game/entries.py). A heavier
rule every five rows keeps a finger on the line; A4 landscape, the rounds in parts that fit its width, the head
rows printed again on every page.

Filled from the log, blank where the log has nothing: a round not revealed yet (its slips are secret until then),
a slip still to come, a second reading nobody entered. So the same page serves before the game (to fill by hand),
during it (printed after a round, to check the slips against) and after it (the record). Pure: the same log gives
the same page."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dataclasses import dataclass
from math import ceil

from ..game.duplicate import Duplicate
from .context import MARK_KINDS, Cell, CorrectionRow, _SIGNS, corrections, grid_cell, settled_disputes
from .player import PENDING, cell_status
from .words import default_title, game_day, words

ROUNDS_PER_PAGE = 12         # the rounds one A4 landscape page holds with room to write in every cell
UNFINISHED_ROUNDS = 20       # the columns of a game still going when no --rounds is given: a usual FISC/AJS game
AGREED, DIFFERED = "✓", "≠"


@dataclass(frozen=True)
class RoundHead:
    number: int
    master: str              # "H8 CASA"; "" for a round not revealed
    score: str               # the master's points; ""


@dataclass(frozen=True)
class SheetCell:
    cell: Cell | None        # the first reader's column (context.grid_cell); None: blank (a round not revealed
                             # yet, a slip still to come)
    second: str              # AGREED, DIFFERED or "" (no second reading in the log)
    note: str                # the readings, for the cell's title


@dataclass(frozen=True)
class SheetRow:
    table: int
    name: str
    cells: tuple[SheetCell, ...]
    carried: str             # the total before the part's first round (with bonuses); "" when not all known
    total: str               # the total after its last round; "" when not all known


@dataclass(frozen=True)
class SheetPart:
    heading: str
    rounds: tuple[RoundHead, ...]
    rows: tuple[SheetRow, ...]
    first: bool              # no carried total before it
    master_carried: str      # the master's total before and after the part, for the head row
    master_total: str


@dataclass(frozen=True)
class ArbitrationSheet:
    language: str
    title: str
    heading: str             # "Full d'arbitratge"
    labels: Mapping[str, Any]
    parts: tuple[SheetPart, ...]
    legend: tuple[tuple[str, str], ...]
    disputes: tuple[tuple[int, int, str, str, str], ...]   # the readings that differed, and what counts (the results')
    corrections: tuple[CorrectionRow, ...]                 # as the results list them


def arbitration_sheet(game: Duplicate, title: str | None = None, started: float | None = None,
                      rounds: int | None = None) -> ArbitrationSheet:
    """The sheet of `game` with at least `rounds` round columns (default: the game's rounds once it has ended,
    else at least UNFINISHED_ROUNDS)."""
    language = game.language
    w = words(language)
    played = len(game.rounds)
    columns = max(played, rounds or (played if game.end_reason else UNFINISHED_ROUNDS), 1)
    tables = sorted(game.players)
    grid = {t: [_sheet_cell(game, i, t, language) for i in range(columns)] for t in tables}
    totals = {t: _running_totals(game, t, columns) for t in tables}
    master = _running_master(game, columns)
    parts = []
    count = ceil(columns / ROUNDS_PER_PAGE)
    size = ceil(columns / count)
    for start in range(0, columns, size):
        stop = min(start + size, columns)
        heads = tuple(RoundHead(n + 1, game.rounds[n].master if n < played else "",
                                str(game.rounds[n].master_score) if n < played else "") for n in range(start, stop))
        rows = tuple(SheetRow(t, game.players[t].name, tuple(grid[t][start:stop]),
                              totals[t][start - 1] if start else "", totals[t][stop - 1]) for t in tables)
        heading = w("arbitration.part", first=start + 1, last=stop) if count > 1 else w["arbitration"]["rounds"]
        parts.append(SheetPart(heading, heads, rows, start == 0, master[start - 1] if start else "", master[stop - 1]))
    kinds = [kind for kind in MARK_KINDS if kind != "pending"]
    legend = tuple((_SIGNS.get(kind, "+n"), w[f"mark:{kind}"]) for kind in kinds) + (
        (AGREED, w["arbitration"]["agreed"]), (DIFFERED, w["arbitration"]["differed"]))
    return ArbitrationSheet(language, title or default_title(game_day(started), language), w["arbitration"]["title"],
                            w, tuple(parts), legend, settled_disputes(game, language),
                            corrections(game, language))


def _sheet_cell(game: Duplicate, index: int, table: int, language: str) -> SheetCell:
    if index >= len(game.rounds):
        return SheetCell(None, "", "")
    round_ = game.rounds[index]
    agree = game.readings_agree(round_, table)
    second = "" if agree is None else AGREED if agree else DIFFERED
    cell = grid_cell(game, round_, table, language) if cell_status(game, round_, table) != PENDING else None
    return SheetCell(cell, second, " / ".join(round_.entries[table].values()) if second else "")


def _running_totals(game: Duplicate, table: int, columns: int) -> list[str]:
    """The player's total with bonuses after each column, "" from the first round that is not known yet (not
    revealed, or its slip still to come): a total on paper must never look final while a figure is missing."""
    out, total, known = [], 0, True
    for n in range(columns):
        if n < len(game.rounds):
            round_ = game.rounds[n]
            known = known and cell_status(game, round_, table) != PENDING
            total += round_.scores.get(table, 0) + round_.bonus.get(table, 0)
        else:
            known = False
        out.append(str(total) if known else "")
    return out


def _running_master(game: Duplicate, columns: int) -> list[str]:
    total, out = 0, []
    for n in range(columns):
        if n < len(game.rounds):
            total += game.rounds[n].master_score
        out.append(str(total) if n < len(game.rounds) else "")
    return out


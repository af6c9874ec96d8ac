"""Results from a game log (FISC II.9): standings, a round-by-round grid, the corrections and each player's
own sheet, as HTML and CSV, in the game's language (Catalan for FISC, Spanish for AJS).

The HTML comes from Jinja2 templates (templates/) formatting a context worked out in Python (context.py),
with the chart drawn by pygal (chart.py). Built only from the replayed log, so the same log always gives the
same bytes. While a round still collects slips the results say so, and its missing slips are shown as pending
rather than as 0."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game.duplicate import Duplicate
from ..game.ranking import standings
from ..language import decimal
from .csv_cells import csv_text
from .player import EXPELLED, MISSED, MISSING, NULL, PENDING, SANCTION, WITHDRAWN, cell_status
from .words import words

_CSV_MARKS = {SANCTION: "sanction_short", EXPELLED: "sanction_short", MISSING: "missing", PENDING: "pending",
              NULL: "null", MISSED: "missed", WITHDRAWN: "withdrawn"}


def report_csv(game: Duplicate) -> str:
    """The grid (a row per round, a column per table) and the standings, as CSV in the game's language:
    semicolons and decimal commas, as a Catalan or Spanish spreadsheet opens it (csv_cells)."""
    language = game.language
    w = words(language)
    tables = sorted(game.players)
    rows: list[list] = [[w[k].lower() for k in ("round", "rack", "master", "points", "ties")]
                        + [f"{w['table'].lower()} {t}" for t in tables]]
    for r in game.rounds:
        rows.append([r.number, " ".join(r.rack), r.master, r.master_score, r.ties]
                    + [_cell(game, r, t, w) for t in tables])
    rows.append([])
    rows.append([w[k].lower() for k in ("place_short", "table", "name", "club", "licence", "total", "bonus_long",
                                        "percent_master")])
    for s in standings(game).rows:
        player = game.players[s.table]
        rows.append([s.rank, s.table, s.name, player.club, getattr(player, "licence", ""), s.total, s.bonus,
                     decimal(s.percent_of_master, 2, language)])
    if game.word_list is not None:         # the list the game was played on: its name, and its words' hash
        rows += [[], [w["word_list_head"].lower(), game.word_list.label, game.word_list.sha256_words or game.word_list.sha256_file or ""]]
    return csv_text(rows)


def _cell(game: Duplicate, r, table: int, w: Mapping[str, Any]) -> str:
    score = str(r.scores.get(table, 0))
    if table in r.bonus:
        score += f"+{r.bonus[table]}"
    status = cell_status(game, r, table)
    if status in _CSV_MARKS:
        score += f" ({w[_CSV_MARKS[status]]})"
    if table in r.corrected():
        score += f" ({w['corrected']})"
    return score


def report_html(game: Duplicate, title: str | None = None, started: float | None = None) -> str:
    """The results page in the game's language: `title` is the event's name; without it, the game and its date,
    the day of `started` (the setup event's time; see log_started)."""
    from .context import report_context
    from .page import render

    return render(report_context(game, title, started))


def log_started(events: list[dict]) -> float | None:
    """When the game of a log was set up: its setup event's time."""
    at = events[0].get("at") if events else None
    return float(at) if isinstance(at, (int, float)) else None

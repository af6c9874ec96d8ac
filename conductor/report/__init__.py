"""Results from a game log (FISC II.9): standings, a round-by-round grid, the corrections and each player's
own sheet, as HTML and CSV, in the game's language (Catalan for FISC, Spanish for AJS).

The HTML comes from Jinja2 templates (templates/) formatting a context worked out in Python (context.py),
with the chart drawn by pygal (chart.py). Built only from the replayed log, so the same log always gives the
same bytes. While a round still collects slips the results say so, and its missing slips are shown as pending
rather than as 0."""

from __future__ import annotations

import csv
import io

from ..game.duplicate import Duplicate
from ..game.ranking import standings
from .player import EXPELLED, MISSING, NULL, PENDING, SANCTION, cell_status

_CSV_MARKS = {SANCTION: " (sanció)", EXPELLED: " (sanció)", MISSING: " (sense papereta)", PENDING: " (pendent)",
              NULL: " (nul·la)"}


def report_csv(game: Duplicate) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    tables = sorted(game.players)
    writer.writerow(["round", "rack", "master", "score", "ties"] + [f"table {t}" for t in tables])
    for r in game.rounds:
        writer.writerow([r.number, " ".join(r.rack), r.master, r.master_score, r.ties]
                        + [_cell(game, r, t) for t in tables])
    writer.writerow([])
    writer.writerow(["rank", "table", "name", "total", "bonus", "percent of master"])
    for s in standings(game).rows:
        writer.writerow([s.rank, s.table, s.name, s.total, s.bonus, f"{s.percent_of_master:.2f}"])
    return out.getvalue()


def _cell(game: Duplicate, r, table: int) -> str:
    score = str(r.scores.get(table, 0))
    if table in r.bonus:
        score += f"+{r.bonus[table]}"
    score += _CSV_MARKS.get(cell_status(game, r, table), "")
    if table in r.corrected():
        score += " (corregida)"
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

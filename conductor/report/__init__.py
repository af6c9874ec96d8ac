"""Results from a game log (FISC II.9): standings, a round-by-round grid, the corrections and each player's
own sheet, as HTML and CSV, in the game's language (Catalan for FISC, Spanish for AJS).

Built only from the replayed log, so the same log always gives the same bytes. While a round still
collects slips the results say so, and its missing slips are shown as pending rather than as 0."""

from __future__ import annotations

import csv
import html
import io

from ..game.duplicate import Duplicate, bonus_value
from ..game.ranking import standings
from ..reasons import in_language
from .player import (
    EXPELLED,
    MISSING,
    NULL,
    PENDING,
    SANCTION,
    Entry,
    cell_status,
    old_words,
    player_sheet,
    player_sheet_html,
    slip_words,
)
from .words import end_reason, language_of, provisional_note, words

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


def report_html(game: Duplicate, title: str = "Duplicada") -> str:
    e = html.escape
    language = language_of(game)
    w = words(language)
    tables = sorted(game.players)
    table_standings = standings(game)
    master_total = 0
    cumulative = {t: 0 for t in tables}
    rows = []
    for r in game.rounds:
        master_total += r.master_score
        cells = []
        fixed = {c.table: c for c in reversed(r.corrections)}   # each table's first correction
        for t in tables:
            cumulative[t] += r.scores.get(t, 0) + r.bonus.get(t, 0)
            status = cell_status(game, r, t)
            slip = r.slips.get(t)
            marks = []
            if t in r.bonus:
                marks.append(f"<b>+{r.bonus[t]}</b>")
            if status in (SANCTION, EXPELLED):
                marks.append(e(w["sanction"] if status == SANCTION else w["expelled"]))
            elif status == MISSING:
                marks.append(f'<span title="{e(w["missing"])}">—</span>')
            elif status == NULL:
                marks.append(f'<span class="null" title="{e(in_language(slip.reason, language))}">{e(w["null"])}</span>')
            attributes = ""
            if t in fixed:
                marks.append("*")
                was = w["was"].format(old=old_words(Entry.of(fixed[t].old), language))
                attributes = f' class="corregida" title="{e(was)}"'
            if status == PENDING:
                score, pct = f'<span class="pendent">{e(w["pending"])}</span>', ""
            else:
                score = str(r.scores.get(t, 0))
                pct = f" · {100 * r.scores.get(t, 0) / r.master_score:.0f}%" if r.master_score else ""
            cells.append(f"<td{attributes}>{score} {' '.join(marks)}<br><small>{cumulative[t]}{pct}</small></td>")
        rows.append(f"<tr><td>{r.number}</td><td>{e(' '.join(r.rack))}</td><td>{e(r.master)}</td>"
                    f"<td>{r.master_score}</td><td>{master_total}</td>{''.join(cells)}</tr>")
    standing_rows = "".join(
        f'<tr><td>{s.rank}</td><td>{s.table}</td><td><a href="#player-{s.table}">{e(s.name)}</a></td><td>{s.total}</td>'
        f"<td>{s.bonus}</td><td>{s.percent_of_master:.2f}%</td></tr>" for s in table_standings.rows)
    value = bonus_value(len(game.players)) if game.config.bonuses else 0
    bonus_note = w["bonus_note"].format(value=value, n=len(game.players)) if value else w["no_bonus"]
    header = "".join(f'<th><a href="#player-{t}">{t}</a><br><small>{e(game.players[t].name)}</small></th>'
                     for t in tables)
    banner = (f'<p class="provisional"><strong>{e(provisional_note(table_standings.missing, language))}</strong></p>\n'
              if table_standings.provisional else "")
    sheets = "".join(player_sheet_html(player_sheet(game, t, table_standings), language) for t in tables)
    return f"""<!DOCTYPE html>
<html lang="{language}"><head><meta charset="utf-8"><title>{e(title)}</title>
<style>body{{font-family:sans-serif}} table{{border-collapse:collapse;margin:1em 0}}
td,th{{border:1px solid #999;padding:2px 6px;text-align:center}} .null{{color:#b00}}
.provisional{{background:#fff3c4;border:2px solid #c90;padding:.5em}} .pendent{{color:#777;font-style:italic}}
.corregida{{background:#e6f0ff}} section.player{{page-break-inside:avoid}}
@media print{{body{{font-size:9pt}}}}</style></head><body>
<h1>{e(title)}</h1>
<p>{e(w["summary"].format(rounds=len(game.rounds), master=master_total))} · {e(end_reason(game.end_reason, language))}. {e(bonus_note)}</p>
{banner}<h2>{e(w["standings"])}</h2>
<table><tr><th>{e(w["place_short"])}</th><th>{e(w["table"])}</th><th>{e(w["name"])}</th><th>{e(w["total"])}</th><th>{e(w["bonus_long"])}</th><th>{e(w["percent_master"])}</th></tr>{standing_rows}</table>
<h2>{e(w["rounds"])}</h2>
<table><tr><th>{e(w["round"])}</th><th>{e(w["rack"])}</th><th>{e(w["master"])}</th><th>{e(w["points"])}</th><th>{e(w["cumulative"])}</th>{header}</tr>
{''.join(rows)}</table>
<h2>{e(w["corrections"])}</h2>
{_corrections_html(game, language)}
<h2>{e(w["sheets"])}</h2>
{sheets}</body></html>
"""


def _corrections_html(game: Duplicate, language: str) -> str:
    """Every correction, in round order then as made: round, table, name, old slip and score → new ones."""
    e = html.escape
    w = words(language)
    rows = []
    for r in game.rounds:
        for c in r.corrections:
            before = (f'<td colspan="2">{e(w["no_slip"])}</td>' if c.old is None
                      else f"<td>{e(slip_words(Entry.of(c.old), language))}</td><td>{c.old.score}</td>")
            rows.append(f"<tr><td>{r.number}</td><td>{c.table}</td><td>{e(game.players[c.table].name)}</td>{before}"
                        f"<td>→ {e(slip_words(c.new, language))}</td><td>{c.new.score}</td></tr>")
    if not rows:
        return f"<p>{e(w['no_corrections'])}</p>"
    titles = "".join(f"<th>{e(w[k])}</th>" for k in ("round", "table", "name", "before", "points", "after", "points"))
    return f'<table class="corrections"><tr>{titles}</tr>{"".join(rows)}</table>'

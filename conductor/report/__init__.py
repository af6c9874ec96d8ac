"""Results from a game log (FISC II.9): standings and a round-by-round grid, as HTML and CSV.

Built only from the replayed log, so the same log always gives the same bytes."""

from __future__ import annotations

import csv
import html
import io

from ..game.duplicate import Duplicate, bonus_value
from ..game.ranking import standings


def report_csv(game: Duplicate) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    tables = sorted(game.players)
    writer.writerow(["round", "rack", "master", "score", "ties"] + [f"table {t}" for t in tables])
    for r in game.rounds:
        writer.writerow([r.number, " ".join(r.rack), r.master, r.master_score, r.ties]
                        + [_cell(r, t) for t in tables])
    writer.writerow([])
    writer.writerow(["rank", "table", "name", "total", "bonus", "percent of master"])
    for s in standings(game).rows:
        writer.writerow([s.rank, s.table, s.name, s.total, s.bonus, f"{s.percent_of_master:.2f}"])
    return out.getvalue()


def _cell(r, table: int) -> str:
    score = str(r.scores.get(table, 0))
    if table in r.bonus:
        score += f"+{r.bonus[table]}"
    slip = r.slips.get(table)
    if table in r.zeroed:
        score += " (sanció)"
    elif slip is None:
        score += " (sense papereta)"
    elif slip.reason:
        score += " (nul·la)"
    return score


def report_html(game: Duplicate, title: str = "Duplicada") -> str:
    e = html.escape
    tables = sorted(game.players)
    master_total = 0
    cumulative = {t: 0 for t in tables}
    rows = []
    for r in game.rounds:
        master_total += r.master_score
        cells = []
        for t in tables:
            cumulative[t] += r.scores.get(t, 0) + r.bonus.get(t, 0)
            slip = r.slips.get(t)
            marks = []
            if t in r.bonus:
                marks.append(f"<b>+{r.bonus[t]}</b>")
            if t in r.zeroed:
                marks.append("sanció")
            elif slip is None:
                marks.append("—")
            elif slip.reason:
                marks.append(f'<span class="null" title="{e(slip.reason)}">nul·la</span>')
            pct = f"{100 * r.scores.get(t, 0) / r.master_score:.0f}%" if r.master_score else ""
            cells.append(f"<td>{r.scores.get(t, 0)} {' '.join(marks)}<br><small>{cumulative[t]} · {pct}</small></td>")
        rows.append(f"<tr><td>{r.number}</td><td>{e(' '.join(r.rack))}</td><td>{e(r.master)}</td>"
                    f"<td>{r.master_score}</td><td>{master_total}</td>{''.join(cells)}</tr>")
    standing_rows = "".join(
        f"<tr><td>{s.rank}</td><td>{s.table}</td><td>{e(s.name)}</td><td>{s.total}</td><td>{s.bonus}</td>"
        f"<td>{s.percent_of_master:.2f}%</td></tr>" for s in standings(game).rows)
    value = bonus_value(len(game.players)) if game.config.bonuses else 0
    bonus_note = (f"Bonificació per jugada única: {value} punts ({len(game.players)} jugadors; N/2 arrodonit a la baixa)."
                  if value else "Sense bonificacions.")
    header = "".join(f"<th>{t}<br><small>{e(game.players[t].name)}</small></th>" for t in tables)
    return f"""<!DOCTYPE html>
<html lang="ca"><head><meta charset="utf-8"><title>{e(title)}</title>
<style>body{{font-family:sans-serif}} table{{border-collapse:collapse;margin:1em 0}}
td,th{{border:1px solid #999;padding:2px 6px;text-align:center}} .null{{color:#b00}}
@media print{{body{{font-size:9pt}}}}</style></head><body>
<h1>{e(title)}</h1>
<p>{len(game.rounds)} rondes · jugada mestra total {master_total} · {e(game.end_reason or 'en curs')}. {bonus_note}</p>
<h2>Classificació</h2>
<table><tr><th>Lloc</th><th>Taula</th><th>Nom</th><th>Total</th><th>Bonificació</th><th>% mestra</th></tr>{standing_rows}</table>
<h2>Rondes</h2>
<table><tr><th>Ronda</th><th>Faristol</th><th>Jugada mestra</th><th>Punts</th><th>Acumulat</th>{header}</tr>
{''.join(rows)}</table>
</body></html>
"""

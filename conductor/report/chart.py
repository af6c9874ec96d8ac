"""The chart of the published results: every player's cumulative percentage of the master move, round by round,
with the leaders highlighted. Drawn by pygal as SVG and embedded inline in the HTML report.

What the page gets is self-contained and the same for the same log: no script, no stylesheet or font fetched
at view time, no random id or date (pygal's chart id is fixed, its comments and scripts are taken out), a
`viewBox` so that it scales to the screen or the printed page, and a `<title>`/`<desc>` with the leaders'
figures as text. The leaders are told apart by their place written at the end of the line and by the dash of
the line, not by colour alone.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass

from ..game.duplicate import Duplicate
from ..game.ranking import Standings, percent_of_master, standings
from ..language import decimal, percent
from .words import words

TOP = 5
WIDTH, HEIGHT = 1000, 540
CHART_ID = "standings-chart"
# Okabe–Ito colours (told apart with colour blindness) and a dash of their own for each leader
LEADER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442")
LEADER_DASHES = ("", "12,5", "3,4", "14,4,3,4", "6,6", "2,2", "18,6", "8,3,2,3")
FIELD_COLOUR = "#b9b9b9"
LABEL_SIZE = 13                 # the places written at the lines' ends: font size, and the least gap between two


@dataclass(frozen=True)
class Series:
    table: int
    name: str
    rank: int
    percents: tuple[float, ...]     # cumulative move points over the master's, after each round


def cumulative_percents(game: Duplicate, ranking: Standings | None = None) -> tuple[Series, ...]:
    """Each player's cumulative percentage of the master after each round, in the standings' order. Bonuses are
    left out, as in the standings' percentage; a slip still to come counts nothing yet."""
    ranking = ranking if ranking is not None else standings(game)
    out = []
    for row in ranking.rows:
        points = master = 0
        percents = []
        for r in game.rounds:
            points += r.scores.get(row.table, 0)
            master += r.master_score
            percents.append(percent_of_master(points, master))
        out.append(Series(row.table, row.name, row.rank, tuple(percents)))
    return tuple(out)


def chart_description(series: tuple[Series, ...], language: str, top: int = TOP) -> str:
    """The chart as text: the leaders' percentages round by round."""
    w = words(language)
    lines = [w("chart_desc", place=s.rank, name=s.name, values="; ".join(decimal(p, 2, language) for p in s.percents))
             for s in series[:top]]
    if len(series) > top:
        lines.append(w["chart_rest"])
    return "\n".join(lines)


def standings_chart(game: Duplicate, language: str, ranking: Standings | None = None, top: int = TOP) -> str:
    """The chart as an inline `<svg>` element (no XML declaration, no namespace attributes: the HTML parser
    puts it in the SVG namespace)."""
    import pygal
    from pygal.style import Style

    w = words(language)
    series = cumulative_percents(game, ranking)
    leaders, field = series[:top], series[top:]
    # the field first, so the leaders are drawn over it; the leaders' colours last
    colours = (FIELD_COLOUR,) * len(field) + LEADER_COLOURS[:len(leaders)]
    style = Style(
        background="#ffffff", plot_background="#ffffff", foreground="#222222", foreground_strong="#000000",
        foreground_subtle="#dddddd", colors=colours, font_family="DejaVu Sans, Arial, sans-serif",
        label_font_size=13, major_label_font_size=13, legend_font_size=14, title_font_size=16,
        value_font_size=LABEL_SIZE, value_label_font_size=LABEL_SIZE, opacity="1", opacity_hover="1", transition="0s",
        guide_stroke_color="#e4e4e4", major_guide_stroke_color="#cfcfcf", major_guide_stroke_dasharray="0")
    chart = pygal.Line(
        # the legend beside the plot: pygal sizes a legend at the bottom by the count of all series, named or not
        width=WIDTH, height=HEIGHT, style=style, js=[], disable_xml_declaration=True, show_legend=bool(leaders),
        legend_at_bottom=False, truncate_legend=-1,
        range=(0, 100), include_x_axis=True, y_labels=list(range(0, 101, 10)), show_minor_x_labels=True,
        x_title=w["chart_x"], y_title=w["chart_y"], print_labels=True, no_data_text=w["no_data"],
        margin=16, spacing=12, allow_interruptions=False, value_formatter=lambda v: decimal(v, 2, language))
    chart.uuid = CHART_ID                     # pygal draws a random id per chart: the same log, the same bytes
    chart.x_labels = [str(r.number) for r in game.rounds]
    for s in field:
        chart.add(None, list(s.percents), show_dots=False, stroke_style={"width": 1})
    for index, s in enumerate(leaders):
        values: list = list(s.percents)
        if values:   # the player's place written at the end of the line
            values[-1] = {"value": values[-1], "label": f"{s.rank}"}
        chart.add(f"{s.rank}. {s.name} ({percent(s.percents[-1] if s.percents else 0, 2, language)})", values,
                  dots_size=3.5,
                  stroke_style={"width": 3, "dasharray": LEADER_DASHES[index % len(LEADER_DASHES)]})
    chart.add_xml_filter(_finish(w["chart"], chart_description(series, language, top)))
    return chart.render(is_unicode=True)


def _finish(title: str, description: str):
    """pygal's tree made fit to be inline and fixed: its dated comments, its script and the namespace
    attributes taken out, our own title and description put in."""
    def finish(root: ET.Element) -> ET.Element:
        for parent in [root, *root.iter()]:
            for child in list(parent):
                if child.tag is ET.Comment or child.tag == "script":
                    parent.remove(child)
        for key in [k for k in root.attrib if k.startswith("xmlns")]:
            del root.attrib[key]
        root.set("role", "img")
        root.set("aria-labelledby", f"{CHART_ID}-title {CHART_ID}-desc")
        heading = root.find("title")
        if heading is None:
            heading = ET.Element("title")
            root.insert(0, heading)
        heading.text = title
        heading.set("id", f"{CHART_ID}-title")
        desc = ET.Element("desc", {"id": f"{CHART_ID}-desc"})
        desc.text = description
        root.insert(list(root).index(heading) + 1, desc)
        _spread_labels(root)
        return root
    return finish


def _spread_labels(root: ET.Element) -> None:
    """The leaders' places beside the ends of their lines (pygal writes a label a font size below and right of
    its point: brought up level with it), moved apart vertically where lines end close together."""
    labels = sorted((text for text in root.iter("text") if text.get("class") == "label"),
                    key=lambda text: float(text.get("y", "0")))
    previous = None
    for text in labels:
        y = float(text.get("y", "0")) - LABEL_SIZE
        if previous is not None and y < previous + LABEL_SIZE:
            y = previous + LABEL_SIZE
        text.set("y", f"{y:.2f}")
        previous = y

"""The merged report of a simultaneous game as HTML and CSV, laid out as the single game's report (the same style
sheet, chart, grid signs and players' sheets) with the venue beside every player and each venue's own ranking.

Built from the replayed logs alone: the same logs give the same bytes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from markupsafe import Markup

from ..language import Count, decimal, whole_number
from ..messages import sentences, text
from .chart import TOP, standings_chart
from .context import MARK_KINDS, Cell, GridPart, RoundRow, _SIGNS, _parts, _round_rows, change_words, grid_cell
from .csv_cells import csv_text
from .player import Entry, SheetView, player_sheet, sheet_view, slip_words
from .progress import ranks_by_round
from .simultaneous import Merged, merged_standings, venue_standings
from .words import clock_time, default_title, end_reason, game_day, long_date, provisional_note



@dataclass(frozen=True)
class MergedRow:
    rank: int
    table: int                 # the merged number: the anchor of the player's sheet
    venue: str
    venue_table: int           # the table at their venue
    venue_rank: int
    name: str
    club: str
    cells: tuple[Cell, ...]
    total: int
    bonus: int
    percent: str
    difference: str


@dataclass(frozen=True)
class VenueRow:
    rank: int
    table: int
    merged: int                # the merged number, for the link to the sheet
    name: str
    club: str
    total: int
    bonus: int
    percent: str
    merged_rank: int


@dataclass(frozen=True)
class VenueBlock:
    name: str
    heading: str
    note: str
    rows: tuple[VenueRow, ...]


@dataclass(frozen=True)
class CorrectionLine:
    round: int
    venue: str
    table: int
    name: str
    before: str | None
    before_score: int | None
    after: str
    after_score: int
    change: str = ""
    when: str = ""


@dataclass(frozen=True)
class SimultaneousContext:
    language: str
    title: str
    facts: tuple[str, ...]
    bonus_note: str
    provisional: str
    final: str
    labels: Mapping[str, str]
    players: tuple[MergedRow, ...]
    venues: tuple[VenueBlock, ...]
    rounds: tuple[RoundRow, ...]
    parts: tuple[GridPart, ...]
    legend: tuple[tuple[str, str], ...]
    chart: Markup
    chart_note: str
    corrections: tuple[CorrectionLine, ...]
    sheets: tuple[SheetView, ...]


def simultaneous_context(merged: Merged, title: str | None = None) -> SimultaneousContext:
    from ..game.duplicate import bonus_value

    language = merged.venues[0].game.language
    w = sentences("report.", language, "simultaneous.page.")      # messages/report.py, messages/season.py
    ranking = merged_standings(merged)
    place = {s.table: s.rank for s in ranking.rows}
    own = [{s.table: s for s in venue_standings(v).rows} for v in merged.venues]
    started = [v.started for v in merged.venues if v.started is not None]
    day = game_day(min(started)) if started else None
    master_total = sum(r.master_score for r in merged.rounds)
    names = ", ".join(v.name for v in merged.venues)
    facts = ([w("played_on", date=long_date(day, language))] if day and title else []) + [
        text(f"ruleset.{merged.ruleset.name}", language), w("venues_n", n=len(merged.venues), names=names),
        w("players_n", n=Count(len(merged.players))),
        w("summary", rounds=len(merged.rounds), master=master_total),
        end_reason(merged.end_reason, language)] + [
        text(f"multiplex.settled_fact.{how}", language, venue=venue, round=number)       # the hub's settlements
        for (venue, number), how in sorted(merged.settled.items(), key=lambda item: (item[0][1], item[0][0]))]
    value = bonus_value(len(merged.players)) if merged.config.bonuses else 0
    rows = []
    for s in ranking.rows:
        index, table = merged.origin[s.table]
        difference = s.total - master_total
        rows.append(MergedRow(s.rank, s.table, merged.venues[index].name, table, own[index][table].rank, s.name,
                              merged.players[s.table].club,
                              tuple(grid_cell(merged, r, s.table, language) for r in merged.rounds),  # type: ignore[arg-type]
                              s.total, s.bonus, decimal(s.percent_of_master, 2, language),
                              f"{difference:+d}".replace("-", "−")))
    blocks = []
    for index, venue in enumerate(merged.venues):
        back = {t: m for m, (i, t) in merged.origin.items() if i == index}
        n = len(venue.game.players)
        local = bonus_value(n) if venue.game.config.bonuses else 0
        blocks.append(VenueBlock(
            venue.name, w("venue_heading", name=venue.name, n=n),
            w("venue_note", n=n, value=local) if local else w["venue_no_bonus"],
            tuple(VenueRow(s.rank, s.table, back[s.table], s.name, venue.game.players[s.table].club, s.total, s.bonus,
                           decimal(s.percent_of_master, 2, language), place[back[s.table]])
                  for s in venue_standings(venue).rows)))
    sheets = []
    ranks = ranks_by_round(merged)      # type: ignore[arg-type]
    for table in sorted(merged.players):
        view = sheet_view(player_sheet(merged, table, ranking, ranks), language)   # type: ignore[arg-type]
        index, at_venue = merged.origin[table]
        sheets.append(replace(view, heading=w("sheet_venue", 
            venue=merged.venues[index].name, table=at_venue, name=_named(merged.players[table]))))
    legend = tuple((_SIGNS.get(kind, "+n"), w[f"mark:{kind}"]) for kind in MARK_KINDS)
    return SimultaneousContext(
        language=language,
        title=title or text("simultaneous.page.sim_title", language) + default_title(day, language)[len(w["title"]):],
        facts=tuple(facts),
        bonus_note=w("sim_bonus_note", value=value, n=whole_number(len(merged.players), language)) if value else w["no_bonus"],
        provisional=provisional_note(ranking.missing, language) if ranking.provisional else "",
        final=w["final"] if merged.results_final else "",
        labels=w, players=tuple(rows), venues=tuple(blocks),
        rounds=_round_rows(merged, language), parts=_parts(merged, language),   # type: ignore[arg-type]
        legend=legend,
        chart=Markup(standings_chart(merged, language, ranking)),              # type: ignore[arg-type]
        chart_note=w("chart_note", n=min(TOP, len(merged.players))),
        corrections=tuple(
            CorrectionLine(r.number, merged.venue_of(c.table).name, merged.origin[c.table][1],
                           merged.players[c.table].name,
                           None if c.old is None else slip_words(Entry.of(c.old), language),
                           None if c.old is None else c.old.score, slip_words(Entry.of(c.new), language), c.new.score,
                           change_words(c, language), clock_time(c.at))
            for r in merged.rounds for c in r.corrections),
        sheets=tuple(sheets))


def _named(player) -> str:
    return f"{player.name} ({player.club})" if player.club else player.name


def simultaneous_html(merged: Merged, title: str | None = None) -> str:
    from .page import environment

    return environment().get_template("simultaneous.html").render(c=simultaneous_context(merged, title))


def simultaneous_csv(merged: Merged) -> str:
    """The merged standings (with each player's venue and place there), the racks and masters, and the grid of
    every player's round scores (a bonus as "+n"), in the game's language through csv_cells."""
    language = merged.venues[0].game.language
    w = sentences("report.", language, "simultaneous.page.")      # messages/report.py, messages/season.py
    ranking = merged_standings(merged)
    own = [{s.table: s.rank for s in venue_standings(v).rows} for v in merged.venues]
    rows: list[list] = [[w[k].lower() for k in ("place_short", "venue", "table", "name", "club", "licence", "total",
                                                "bonus_long", "percent_master", "venue_place")]]
    for s in ranking.rows:
        index, table = merged.origin[s.table]
        player = merged.players[s.table]
        rows.append([s.rank, merged.venues[index].name, table, s.name, player.club, player.licence, s.total, s.bonus,
                     decimal(s.percent_of_master, 2, language), own[index][table]])
    rows += [[], [w[k].lower() for k in ("round", "rack", "master", "points", "ties")]]
    rows += [[r.number, " ".join(r.rack), r.master, r.master_score, r.ties] for r in merged.rounds]
    rows += [[], [w["place_short"].lower(), w["venue"].lower(), w["table"].lower(), w["name"].lower()]
             + [f"{w['round'].lower()} {r.number}" for r in merged.rounds] + [w["total"].lower()]]
    for s in ranking.rows:
        index, table = merged.origin[s.table]
        cells = [f"{r.scores.get(s.table, 0)}" + (f"+{r.bonus[s.table]}" if s.table in r.bonus else "")
                 for r in merged.rounds]
        rows.append([s.rank, merged.venues[index].name, table, s.name, *cells, s.total])
    return csv_text(rows)

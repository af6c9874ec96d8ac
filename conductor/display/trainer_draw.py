"""The training window's screens, drawn: play (board, rack, clock, the entry, every attempt, hints), the
round's result (master move, the player's move, the ten best), the summary and the progress. Drawing only:
the session (`trainer.Trainer`) hands over what to show (`Shown`, the game, the summary, the progress) and
nothing here changes it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..game.ranking import percent_of_master
from ..language import decimal
from ..messages import Words
from ..rules.move import parse_move
from ..training import PLAY, RESULT, Attempt, Progress, Summary, Training
from . import theme
from .projector import clock_text, draw_tile, empty_board, layout, warning_level

SHOWN_ATTEMPTS = 6


@dataclass(frozen=True)
class Shown:
    """The session's side of the play and result screens (the game's side is `Training`)."""
    screen: str                                   # PLAY or RESULT
    line: str                                     # the typed line, else the clicked tiles' move ("…" unreadable)
    placed: dict[tuple[int, int], str]            # clicked tiles: square → label shown (a blank: its letter)
    used: frozenset[int]                          # rack tiles put on squares
    selected: int | None                          # the rack tile picked up
    called: int | None                            # rack tiles named so far by the call (None: all of them)
    saying: str | None                            # the phrase the voice says now
    attempts: tuple[Attempt, ...]
    hints: tuple[str, ...]
    message: str


def draw_game(surface: pygame.Surface, training: Training, text: Words, shown: Shown, now: float) -> None:
    """The play screen, or the round's result beside the board with the master's squares highlighted."""
    width, height = surface.get_size()
    unit = height / 100
    geometry = layout(width, height)
    tiles = training.game.tiles
    surface.blit(empty_board(width, height, training.language), (0, 0))
    hidden = training.paused
    highlight = set()
    if shown.screen == RESULT and training.game.rounds:
        move = parse_move(training.game.rounds[-1].master, tiles)
        highlight = {move.coordinate.square(i) for i in range(len(move.word))}
    if not hidden:
        for (row, col), tile in training.game.board.tiles():
            draw_tile(surface, geometry.square(row, col), str(tile), tiles, highlighted=(row, col) in highlight)
        for square, label in shown.placed.items():
            draw_tile(surface, geometry.square(*square), label, tiles, highlighted=True)
    panel = geometry.panel
    y = panel.y
    theme.draw_text(surface, text("round", n=training.number), 6 * unit, theme.TEXT, topleft=(panel.x, y))
    theme.draw_text(surface, text("bag", n=len(training.game.bag)), 3.2 * unit, theme.MUTED,
                    topright=(panel.right, y + 1.5 * unit))
    done = training.results
    total, master = sum(r.score for r in done), sum(r.master_score for r in done)
    share = decimal(percent_of_master(total, master), 1, text.language) if master else "—"
    theme.draw_text(surface, text("total", t=total, m=master, p=share), 3 * unit, theme.MUTED,
                    topleft=(panel.x, y + 7.5 * unit))
    body = pygame.Rect(panel.x, y + 12 * unit, panel.width, panel.bottom - y - 12 * unit)
    if shown.screen == RESULT:
        _draw_result(surface, training, text, body, unit)
    else:
        _draw_play(surface, training, text, shown, body, unit, now)
    if shown.screen == PLAY and not hidden:
        _draw_rack(surface, training, shown, geometry)
    elif shown.screen == RESULT and training.results:
        rack = training.results[-1].rack.split()
        for index, label in enumerate(rack):
            draw_tile(surface, geometry.rack_tile(index, 7), label, tiles, letter_share=0.66)
    keys = text["next"] if shown.screen == RESULT else text["keys"]
    face = theme.fit(keys, width * 0.98, 2.4 * unit, bold=False)
    image = face.render(keys, True, theme.MUTED)
    surface.blit(image, image.get_rect(midbottom=(width / 2, height - 0.3 * unit)))


def _draw_rack(surface: pygame.Surface, training: Training, shown: Shown, geometry) -> None:
    """The rack's tiles as far as the call has named them; a tile put on the board leaves its place empty."""
    for index, label in enumerate(training.rack):
        if shown.called is not None and index >= shown.called:
            break
        rect = geometry.rack_tile(index, 7)
        if index in shown.used:
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=int(rect.width * 0.12))
            continue
        if index == shown.selected:
            rect = rect.move(0, -round(rect.height * 0.15))
        draw_tile(surface, rect, label, training.game.tiles, highlighted=index == shown.selected,
                  letter_share=0.66)


def _draw_play(surface: pygame.Surface, training: Training, text: Words, shown: Shown, body: pygame.Rect, unit: float,
               now: float) -> None:
    """The clock (or "paused", or the call), the entry line, the counted move, the attempts and the hints."""
    left = training.time_left(now)
    clock_box = pygame.Rect(body.x, body.y, body.width, 13 * unit)
    level = warning_level(left)
    pygame.draw.rect(surface, theme.CLOCK_BACK[level], clock_box, border_radius=int(2 * unit))
    if training.paused:
        said = text["paused"]
    elif left is None:
        said = text["calling"]
    else:
        said = text["time"] if level == 3 else clock_text(left)
    face = theme.fit(said, clock_box.width * 0.9, clock_box.height * 0.7)
    image = face.render(said, True, theme.CLOCK[level] if not training.paused else theme.NOTICE)
    surface.blit(image, image.get_rect(center=clock_box.center))
    if shown.saying is not None and left is None:
        _fit_text(surface, shown.saying, body.width, 3.4 * unit, theme.TEXT,
                  midtop=(body.centerx, clock_box.bottom + unit))
    y = clock_box.bottom + 5 * unit
    _fit_text(surface, text["prompt"], body.width, 2.6 * unit, theme.MUTED, topleft=(body.x, y))
    y += 3.4 * unit
    line_box = pygame.Rect(body.x, y, body.width, 5 * unit)
    pygame.draw.rect(surface, theme.PANEL, line_box, border_radius=int(unit))
    _fit_text(surface, "> " + shown.line + "_", line_box.width - 2 * unit, 3.6 * unit, theme.TEXT,
              midleft=(line_box.x + unit, line_box.centery))
    y = line_box.bottom + unit
    if shown.message:
        _fit_text(surface, shown.message, body.width, 2.8 * unit, theme.NOTICE, topleft=(body.x, y))
        y += 3.6 * unit
    best = training.best_attempt()
    counted = (text("counts", m=best.notation, s=best.score) if best else text["none_yet"])
    _fit_text(surface, counted, body.width, 2.8 * unit, theme.HIGHLIGHT, topleft=(body.x, y))
    y += 3.8 * unit
    for attempt in shown.attempts[-SHOWN_ATTEMPTS:]:
        if attempt.legal:
            line, colour = f"{attempt.notation}: {text('top' if attempt.top else 'points', s=attempt.score)}", theme.TEXT
        else:
            line, colour = f"{attempt.text or attempt.notation}: {attempt.reason}", theme.CLOCK[2]
        _fit_text(surface, line, body.width, 2.6 * unit, colour, topleft=(body.x, y))
        y += 3.2 * unit
    for said in shown.hints:
        _fit_text(surface, "★ " + said, body.width, 2.6 * unit, theme.NOTICE, topleft=(body.x, y))
        y += 3.2 * unit


def _draw_result(surface: pygame.Surface, training: Training, text: Words, body: pygame.Rect, unit: float) -> None:
    """The round's master move, the player's move and percentage, and the best moves (the player's marked)."""
    result = training.results[-1]
    y: float = body.y
    _fit_text(surface, text("result", n=result.number), body.width, 3.6 * unit, theme.TEXT,
              topleft=(body.x, y))
    y += 5 * unit
    _fit_text(surface, f"{text['master']}: {result.master} — {text('points', s=result.master_score)}",
              body.width, 3.4 * unit, theme.HIGHLIGHT, topleft=(body.x, y))
    y += 4.6 * unit
    if result.found_top:
        mine = text("found", m=result.played, s=result.score)
    elif result.played:
        mine = text("yours", m=result.played, s=result.score, p=decimal(result.percent, 1, text.language))
    else:
        mine = text["missed"]
    _fit_text(surface, mine, body.width, 3 * unit, theme.TEXT, topleft=(body.x, y))
    y += 4.2 * unit
    if training.topping:
        _fit_text(surface, text("topping_time", s=result.seconds), body.width, 3 * unit, theme.NOTICE,
                  topleft=(body.x, y))
        y += 4.2 * unit
    _fit_text(surface, text["alternatives"], body.width, 2.8 * unit, theme.MUTED, topleft=(body.x, y))
    y += 3.8 * unit
    for rank, alternative in enumerate(result.alternatives, start=1):
        mark = f"  {text['you']}" if alternative.notation == result.played else ""
        line = (f"{rank:>2}. {alternative.notation}  {alternative.score}  "
                f"({text('tiles', n=alternative.tiles)}){mark}")
        colour = theme.HIGHLIGHT if mark else theme.TEXT
        _fit_text(surface, line, body.width, 2.6 * unit, colour, topleft=(body.x, y), mono=True)
        y += 3.1 * unit


def draw_summary(surface: pygame.Surface, text: Words, summary: Summary, saved_to: str) -> None:
    """The session's end: total against the master, % per round, best finds, misses, where it was saved."""
    width, height = surface.get_size()
    unit = height / 100
    surface.fill(theme.BACKGROUND)
    theme.draw_text(surface, text["summary"], 6 * unit, theme.TEXT, midtop=(width / 2, 2 * unit))
    line = text("summary_total", t=summary.total, m=summary.master_total, p=decimal(summary.percent, 1, text.language),
                                        f=summary.tops_found, n=len(summary.rounds))
    _fit_text(surface, line, width * 0.94, 3.6 * unit, theme.HIGHLIGHT, midtop=(width / 2, 10 * unit))
    y = 15 * unit
    if summary.mode == "topping":
        _fit_text(surface, text("topping_total", s=summary.topping_seconds), width * 0.9, 3 * unit,
                  theme.NOTICE, midtop=(width / 2, y))
    y = 20 * unit
    chart = pygame.Rect(width * 0.05, y + 3 * unit, width * 0.9, 24 * unit)
    theme.draw_text(surface, text["per_round"], 2.6 * unit, theme.MUTED, topleft=(chart.x, y))
    _bars(surface, chart, [(str(r.number), r.percent, r.found_top) for r in summary.rounds], unit)
    y = chart.bottom + 5 * unit
    column = width * 0.44
    theme.draw_text(surface, text["best_finds"], 3.2 * unit, theme.TEXT, topleft=(width * 0.05, y))
    theme.draw_text(surface, text["misses"], 3.2 * unit, theme.TEXT, topleft=(width * 0.52, y))
    for i, r in enumerate(summary.best_finds[:6]):
        _fit_text(surface, f"{r.number:>2}. {r.played}  {r.score}", column, 2.8 * unit, theme.HIGHLIGHT,
                  topleft=(width * 0.05, y + (5 + 3.6 * i) * unit), mono=True)
    for i, r in enumerate(summary.misses[:6]):
        played = f"{r.played} {r.score}" if r.played else "—"
        _fit_text(surface, f"{r.number:>2}. {played} → {r.master} {r.master_score} "
                  f"({r.score - r.master_score:+d})", column, 2.8 * unit,
                  theme.TEXT, topleft=(width * 0.52, y + (5 + 3.6 * i) * unit), mono=True)
    bottom = []
    if summary.ended:
        bottom.append(text("ended", why=text["why"].get(summary.ended, summary.ended)))
    if saved_to:
        bottom.append(text("saved", path=saved_to))
    bottom.append(text["summary_keys"])
    _fit_text(surface, " · ".join(bottom), width * 0.96, 2.4 * unit, theme.MUTED,
              midbottom=(width / 2, height - unit))


def draw_progress(surface: pygame.Surface, text: Words, progress: Progress) -> None:
    """The past sessions: % of the master per session, the best, the recent average, the last ten."""
    width, height = surface.get_size()
    unit = height / 100
    surface.fill(theme.BACKGROUND)
    theme.draw_text(surface, text["progress"], 6 * unit, theme.TEXT, midtop=(width / 2, 2 * unit))
    sessions = [s for s in progress.sessions if s.rounds][-20:]
    if not sessions:
        theme.draw_text(surface, text["no_history"], 3.6 * unit, theme.MUTED, center=(width / 2, height / 2))
    else:
        chart = pygame.Rect(width * 0.05, 12 * unit, width * 0.9, 30 * unit)
        _bars(surface, chart, [(str(i + 1), s.percent, False) for i, s in enumerate(sessions)], unit)
        y = chart.bottom + 6 * unit
        best, average = progress.best, progress.recent_average()
        if best is not None:
            theme.draw_text(surface, text("best", p=decimal(best.percent, 1, text.language), d=best.date or "—"), 3 * unit, theme.HIGHLIGHT,
                            topleft=(width * 0.05, y))
        if average is not None:
            theme.draw_text(surface, text("average", p=decimal(average, 1, text.language)), 3 * unit, theme.HIGHLIGHT,
                            topleft=(width * 0.52, y))
        y += 5 * unit
        for i, s in list(enumerate(sessions, start=1))[-10:]:
            line = (f"{i:>2}. {s.date or '—':<16} {s.source:<22.22} {s.mode:<8} {len(s.rounds):>2} {text['rounds']}  "
                    f"{s.total:>5}/{s.master_total:<5} {decimal(s.percent, 1, text.language):>5} %")
            _fit_text(surface, line, width * 0.9, 2.6 * unit, theme.TEXT, topleft=(width * 0.05, y), mono=True)
            y += 3.2 * unit
    if progress.skipped:
        theme.draw_text(surface, text("skipped", n=progress.skipped), 2.4 * unit, theme.NOTICE,
                        bottomleft=(width * 0.05, height - 4 * unit))
    theme.draw_text(surface, text["progress_keys"], 2.4 * unit, theme.MUTED, midbottom=(width / 2, height - unit))


def _fit_text(surface, text, width, size, colour, mono: bool = False, **where) -> pygame.Rect:
    face = theme.mono(size) if mono else theme.font(size)
    while face.size(text)[0] > width and size > 8:
        size *= 0.9
        face = theme.mono(size) if mono else theme.font(size)
    image = face.render(text, True, colour)
    rect = image.get_rect(**where)
    surface.blit(image, rect)
    return rect


def _bars(surface, area: pygame.Rect, bars: list[tuple[str, float, bool]], unit: float) -> None:
    """One bar per item, its height the percentage of the master (a full bar: 100 %)."""
    pygame.draw.rect(surface, theme.PANEL, area)
    if not bars:
        return
    slot = min(area.width / len(bars), area.width * 0.06)
    label = theme.font(min(2.4 * unit, slot * 0.6))
    for i, (name, value, top) in enumerate(bars):
        share = max(0.0, min(value, 100.0)) / 100
        bar = pygame.Rect(round(area.x + i * slot + slot * 0.15), 0, max(1, round(slot * 0.7)),
                          round(area.height * share))
        bar.bottom = area.bottom
        pygame.draw.rect(surface, theme.HIGHLIGHT if top else theme.DOUBLE_LETTER, bar)
        image = label.render(name, True, theme.MUTED)
        surface.blit(image, image.get_rect(midtop=(bar.centerx, area.bottom + 0.3 * unit)))

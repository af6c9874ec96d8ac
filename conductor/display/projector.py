"""Drawing the projector view onto any surface, at any size from 1024×768 to 4K.

Everything is measured from the surface's size; the empty board (squares, premiums, coordinates) is
drawn once per size and theme and reused, so a frame costs a blit, the tiles and a few texts.

How the room sees it is the hall's choice (settings `display_theme` and `large_rack`, and the judge's keys Ctrl+T
and Ctrl+R): the high-contrast theme (theme.py), and the "large rack" layout for big halls, where the rack runs
across the whole width under a smaller board, its letters about a fifth of the screen's height.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from ..messages import sentences
from ..rules.board import CENTRE, ROWS, SIZE, premium
from ..language import Count
from ..rules.tiles import TileSet
from . import theme
from .pages import _draw_join, _draw_lobby, _draw_standings, more, tie_broken  # noqa: F401 - re-exported
from .placing import Placed, _line, _put, _stack, _subtitle  # noqa: F401 - re-exported
from ..room.view import CALL, FINAL, JOIN, LOBBY, REVEAL, ROUND, STANDINGS, WAITING, ProjectorView, extra_time_said, \
    interruption_said, word_list_said
from .words import words


@dataclass(frozen=True)
class Layout:
    width: int
    height: int
    board: pygame.Rect          # the 15×15 squares
    cell: float
    panel: pygame.Rect          # round, bag, clock, reveal
    rack: pygame.Rect           # the rack's tiles
    tile: float                 # side of a rack tile
    notice: pygame.Rect         # a strip along the bottom for the announcer's notice

    def square(self, row: int, col: int) -> pygame.Rect:
        x = self.board.x + col * self.cell
        y = self.board.y + row * self.cell
        return pygame.Rect(round(x), round(y), math.ceil(self.cell), math.ceil(self.cell))

    def rack_tile(self, index: int, count: int = 7) -> pygame.Rect:
        gap = self.tile * 0.08
        total = count * self.tile + (count - 1) * gap
        x = self.rack.centerx - total / 2 + index * (self.tile + gap)
        return pygame.Rect(round(x), round(self.rack.centery - self.tile / 2), round(self.tile), round(self.tile))


@dataclass
class Look:
    """How the room sees the projector: its theme and whether the rack is drawn large."""
    theme: str = "standard"
    large_rack: bool = False


LOOK = Look()
LOOK_KEYS = {pygame.K_t: "theme", pygame.K_r: "large_rack"}     # with Ctrl, on the judge's keyboard


def configure(display_theme: str = "standard", large_rack: bool = False) -> Look:
    """The settings' look (config.yaml `display_theme`, `large_rack`)."""
    LOOK.theme, LOOK.large_rack = theme.use(display_theme), bool(large_rack)
    return LOOK


def toggle_look(which: str, language: str) -> str:
    """The judge's key: the other theme, or the rack large or not; returns the console's line about it."""
    words = sentences("look.", language)      # messages/screens.py
    if which == "theme":
        configure("standard" if LOOK.theme == "contrast" else "contrast", LOOK.large_rack)
        return words[LOOK.theme]
    configure(LOOK.theme, not LOOK.large_rack)
    return words["large" if LOOK.large_rack else "normal"]


def layout(width: int, height: int) -> Layout:
    return _layout(width, height, LOOK.large_rack)


@lru_cache(maxsize=8)
def _layout(width: int, height: int, large_rack: bool = False) -> Layout:
    margin = height * 0.02
    unit = height / 100
    notice = pygame.Rect(round(margin), round(height - 3.3 * unit), round(width - 2 * margin), round(3 * unit))
    if large_rack:              # a big hall: the rack across the whole width, the board and the panel above it
        rack_height = height * 0.27
        rack = pygame.Rect(round(margin), round(notice.y - unit / 2 - rack_height), round(width - 2 * margin),
                           round(rack_height))
        tile = min(rack.width / 7.6, rack.height * 0.95)
        side = rack.y - 2 * margin
        cell = side / (SIZE + 0.7)
        board = pygame.Rect(round(margin + 0.7 * cell), round(margin + 0.7 * cell), round(cell * SIZE),
                            round(cell * SIZE))
        x = board.right + 2 * margin
        panel = pygame.Rect(round(x), round(margin), round(width - x - margin), round(rack.y - 2 * margin))
    elif width / height >= 1.6:   # wide: board on the left, the panel and under it the rack on the right
        side = min(height - 2 * margin, width * 0.55) * 0.93
        cell = side / (SIZE + 0.7)
        board = pygame.Rect(round(margin + 0.7 * cell), round((height - side) / 2 + 0.7 * cell),
                            round(cell * SIZE), round(cell * SIZE))
        x = board.right + 2 * margin
        column = width - x - margin
        tile = min(column / 7.6, height * 0.2)
        rack_height = round(tile * 1.15)       # the rack's bottom on the board's, the panel takes the rest
        rack = pygame.Rect(round(x), board.bottom - rack_height, round(column), rack_height)
        panel = pygame.Rect(round(x), round(margin), round(column), round(rack.y - 2 * margin))
    else:                       # 4:3 and the like: board top left, rack across the bottom, above the notice
        side = (height - 2 * margin) * 0.78
        cell = side / (SIZE + 0.7)
        board = pygame.Rect(round(margin + 0.7 * cell), round(margin + 0.7 * cell), round(cell * SIZE),
                            round(cell * SIZE))
        x = board.right + 2 * margin
        panel = pygame.Rect(round(x), round(margin), round(width - x - margin), round(side))
        top = side + 2 * margin
        rack = pygame.Rect(round(margin), round(top), round(width - 2 * margin), round(notice.y - unit / 2 - top))
        tile = min(rack.width / 7.6, rack.height * 0.95)
    return Layout(width, height, board, cell, panel, rack, tile, notice)


_LABELS = {"tw": "3P", "dw": "2P", "tl": "3L", "dl": "2L"}     # the keys of projector.premium.*


def _premium(row: int, col: int) -> tuple[tuple[int, int, int], str]:
    kind = premium(row, col)
    colour = {"tw": theme.TRIPLE_WORD, "dw": theme.DOUBLE_WORD, "tl": theme.TRIPLE_LETTER,
              "dl": theme.DOUBLE_LETTER}.get(kind, theme.SQUARE)
    return colour, "" if not kind or (row, col) == CENTRE else _LABELS[kind]


def empty_board(width: int, height: int, language: str) -> pygame.Surface:
    return _empty_board(width, height, language, theme.NAME, LOOK.large_rack)


@lru_cache(maxsize=4)
def _empty_board(width: int, height: int, language: str, theme_name: str, large_rack: bool) -> pygame.Surface:
    geometry = _layout(width, height, large_rack)
    surface = pygame.Surface((width, height))
    surface.fill(theme.BACKGROUND)
    pygame.draw.rect(surface, theme.GRID, geometry.board.inflate(4, 4))
    labels = words(language)["premium"]
    small = theme.font(geometry.cell * 0.3)
    for row in range(SIZE):
        for col in range(SIZE):
            rect = geometry.square(row, col).inflate(-2, -2)
            colour, mark = _premium(row, col)
            pygame.draw.rect(surface, colour, rect)
            if mark:
                text = small.render(labels[mark], True, theme.MARK)
                surface.blit(text, text.get_rect(center=rect.center))
            if (row, col) == (7, 7):
                _star(surface, rect)
    coordinate = theme.font(geometry.cell * 0.42)
    for i in range(SIZE):
        square = geometry.square(i, i)
        number = coordinate.render(str(i + 1), True, theme.MUTED)
        surface.blit(number, number.get_rect(center=(square.centerx, geometry.board.y - geometry.cell * 0.38)))
        letter = coordinate.render(ROWS[i], True, theme.MUTED)
        surface.blit(letter, letter.get_rect(center=(geometry.board.x - geometry.cell * 0.4, square.centery)))
    return surface


def _star(surface: pygame.Surface, rect: pygame.Rect) -> None:
    r_out, r_in = rect.width * 0.38, rect.width * 0.16
    points = []
    for k in range(10):
        angle = -math.pi / 2 + k * math.pi / 5
        radius = r_out if k % 2 == 0 else r_in
        points.append((rect.centerx + radius * math.cos(angle), rect.centery + radius * math.sin(angle)))
    pygame.draw.polygon(surface, theme.MARK, points)


def draw_tile(surface: pygame.Surface, rect: pygame.Rect, label: str, tiles: TileSet | None, *,
              highlighted: bool = False, letter_share: float = 0.62) -> None:
    surface.blit(_tile_image(label, rect.width, rect.height, tiles, highlighted, letter_share, theme.NAME), rect)


@lru_cache(maxsize=1024)
def _tile_image(label: str, width: int, height: int, tiles: TileSet | None, highlighted: bool,
                letter_share: float, theme_name: str = "standard") -> pygame.Surface:
    """A tile: label (digraphs shrunk to fit), value bottom right; a blank's letter in red with no value."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    face = theme.HIGHLIGHT if highlighted else theme.TILE
    body = rect.inflate(-max(2, rect.width * 0.06), -max(2, rect.height * 0.06))
    pygame.draw.rect(surface, face, body, border_radius=max(2, int(body.width * 0.12)))
    pygame.draw.rect(surface, theme.HIGHLIGHT_EDGE if highlighted else theme.TILE_EDGE, body,
                     width=max(1, int(body.width * (0.06 if highlighted else 0.03))),
                     border_radius=max(2, int(body.width * 0.12)))
    for image, where in _tile_texts(label, body, tiles, letter_share):
        surface.blit(image, where)
    return surface


def _tile_texts(label: str, body: pygame.Rect, tiles: TileSet | None,
                letter_share: float) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The images on a tile's `body` and where they go: its letter, then its value. A letter whose ink would
    touch the value (the cedilla of Ç over its 10) moves left, or if there is no room, gets smaller."""
    blank = label == "?" or label != label.upper()
    shown = label.upper() if label != "?" else ""
    placed = []
    value = value_rect = None
    if not blank and tiles is not None and tiles.has(shown):
        value = theme.font(body.height * 0.26).render(str(tiles.letter(shown).value), True, theme.TILE_TEXT)
        value_rect = value.get_rect(bottomright=(body.right - body.width * 0.07, body.bottom - body.height * 0.03))
    if shown:
        centre = (body.centerx - body.width * 0.04, body.centery - body.height * 0.03)
        scale = 1.0
        for _ in range(8):
            letter = theme.fit(shown, body.width * 0.78, body.height * letter_share * scale)
            text = letter.render(shown, True, theme.BLANK_TEXT if blank else theme.TILE_TEXT)
            where = text.get_rect(center=centre)
            if value is None or value_rect is None:     # set together
                break
            shift = _clearance(text, where, value, value_rect, max(2, round(body.width * 0.06)))
            if shift == 0:
                break
            if text.get_bounding_rect().move(where.topleft).left - shift >= body.x + body.width * 0.06:
                where = where.move(-shift, 0)
                break
            scale *= 0.9
        placed.append((text, where))
    if value is not None and value_rect is not None:
        placed.append((value, value_rect))
    return placed


def _clearance(text: pygame.Surface, where: pygame.Rect, value: pygame.Surface, value_rect: pygame.Rect,
               gap: int) -> int:
    """How far left `text` at `where` must move so that its ink stays `gap` pixels clear of the value's."""
    ink, value_ink = pygame.mask.from_surface(text), pygame.mask.from_surface(value)
    for shift in range(where.width + 1):
        offset = (value_rect.x - (where.x - shift + gap), value_rect.y - where.y)
        if ink.overlap(value_ink, offset) is None:
            return shift
    return where.width


def clock_text(seconds: float) -> str:
    whole = max(0, math.ceil(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def warning_level(time_left: float | None) -> int:
    """0 normal, 1 after the 1-minute warning, 2 after the 30-second one, 3 time is up."""
    if time_left is None:
        return 0
    if time_left <= 0:
        return 3
    if time_left <= 30:
        return 2
    return 1 if time_left <= 60 else 0


def picture(view: ProjectorView, now: float) -> tuple:
    """What the projector's picture of `view` depends on at `now` (the host's clock): the room sees whole seconds,
    of the round's clock and of the lobby's countdown (whose view stays the same while it counts down). A frame
    with the same picture as the last one drawn need not be drawn."""
    seconds = None if view.time_left is None else math.ceil(view.time_left)
    countdown = math.ceil(view.starts_at - now) if view.screen == LOBBY and view.starts_at is not None else None
    return replace(view, time_left=seconds), countdown


def draw_projector(surface: pygame.Surface, view: ProjectorView, tiles: TileSet | None,
                   placed: Placed | None = None, now: float | None = None) -> None:
    """The projector's screen for `view`. `placed`, when given, receives (label, rect) of every text drawn,
    of each rack tile and of the board, so that tests can check that nothing overlaps or leaves the screen."""
    width, height = surface.get_size()
    geometry = layout(width, height)
    text = words(view.language)
    if view.screen in (STANDINGS, FINAL):
        _draw_standings(surface, view, tiles, placed)
        return
    if view.screen == JOIN and view.join:
        _draw_join(surface, view, placed)
        return
    if view.screen == LOBBY:            # before an unattended game's start: the countdown, who has joined
        _draw_lobby(surface, view, time.time() if now is None else now, placed)
        return
    surface.blit(empty_board(width, height, view.language), (0, 0))
    if placed is not None:
        placed.append(("board", geometry.board))
    for row, cells in enumerate(view.board):
        for col, label in enumerate(cells):
            if label:
                draw_tile(surface, geometry.square(row, col), label, tiles, highlighted=(row, col) in view.highlight)
    panel = geometry.panel
    unit = height / 100
    _line(surface, placed, "round", text("round", n=view.round), 7 * unit, theme.TEXT, panel.width,
          topleft=panel.topleft)
    _line(surface, placed, "bag", text("bag", n=view.bag), 4 * unit, theme.MUTED, panel.width,
          topleft=(panel.x, panel.y + 9 * unit))
    _line(surface, placed, "mix", text("mix", v=view.vowels, c=view.consonants), 3.2 * unit, theme.MUTED,
          panel.width, topleft=(panel.x, panel.y + 14.5 * unit))
    top = 20 * unit
    if view.received is not None:     # how many slips of the round collecting have come in: a line of its own
        number, got, of = view.received
        _line(surface, placed, "received", text("received", n=number, got=Count(got), of=Count(of)), 2.8 * unit,
              theme.MUTED, panel.width, topleft=(panel.x, panel.y + 18.5 * unit))
        top = 23 * unit
    body = pygame.Rect(panel.x, panel.y + top, panel.width, panel.height - top)
    interrupted = interruption_said(view)        # under the clock during a round, else along the bottom
    # The bottom of the body is kept for the phrase being said, so that it never covers the clock or the
    # reveal, and they keep their size whether or not something is being said.
    said = pygame.Rect(body.x, body.bottom - 8.5 * unit, body.width, 8.5 * unit)
    content = pygame.Rect(body.x, body.y + unit, body.width, said.y - body.y - unit).inflate(-2 * unit, 0)
    if view.screen == REVEAL and view.reveal is not None:
        pygame.draw.rect(surface, theme.PANEL, body, border_radius=int(2 * unit))
        _draw_reveal(surface, content, view, unit, placed)
    elif view.screen == ROUND and view.time_left is not None:
        level = warning_level(view.time_left)
        pygame.draw.rect(surface, theme.CLOCK_BACK[level], body, border_radius=int(2 * unit))
        shown = text["time"] if level == 3 else clock_text(view.time_left)
        lines = [("clock", shown, content.height * 0.8, theme.CLOCK[level], "0:00" if level < 3 else "")]
        if view.paused:
            lines.insert(0, ("paused", text["paused"], 5 * unit, theme.NOTICE, ""))
        if interrupted:                          # after a resume: how long it was down, the time the round has
            lines.append(("interruption", interrupted, 3.5 * unit, theme.NOTICE, ""))
            interrupted = ""
        if view.extra_time is not None:          # an accommodated table's extra time: why the reveal waits
            lines.append(("extra time", extra_time_said(view), 3.5 * unit, theme.NOTICE, ""))
        _stack(surface, placed, content, lines, unit)
    elif view.screen == WAITING:
        _line(surface, placed, "waiting", text["waiting"], 4.5 * unit, theme.MUTED, content.width,
              center=content.center)
        if view.word_list:                       # before the first round: which list the game is played on
            _line(surface, placed, "word_list", word_list_said(view), 3.5 * unit,
                  theme.TEXT, content.width, midtop=(content.centerx, content.centery + 5 * unit))
    if view.subtitle and not _already_shown(view):   # the phrase being said, where the clock will be
        free = view.screen == CALL               # nothing else in the panel yet: the names can be large
        area = pygame.Rect(said.x, content.y, said.width, said.bottom - content.y) if free else said
        _subtitle(surface, placed, view.subtitle, area.inflate(-said.width * 0.05, 0), unit, 6 * unit)
    for index, label in enumerate(view.rack):
        rect = geometry.rack_tile(index, 7)
        draw_tile(surface, rect, label, tiles, letter_share=0.66)
        if placed is not None:
            placed.append((f"tile {index}", rect))
    notice = geometry.notice
    share = notice.width if not (view.notice and interrupted) else notice.width / 2 - unit   # side by side
    if interrupted:
        _line(surface, placed, "interruption", interrupted, 2.4 * unit, theme.NOTICE, share,
              bottomleft=notice.bottomleft)
    if view.notice:
        _line(surface, placed, "notice", view.notice, 2.4 * unit, theme.NOTICE, share,
              bottomright=notice.bottomright)


def _already_shown(view: ProjectorView) -> bool:
    """The phrase being said is on the screen already (the reveal's "76 punts", its word, how it is read)."""
    if view.screen != REVEAL or view.reveal is None:
        return False
    text = words(view.language)
    said = view.subtitle.strip().rstrip(".").strip()
    reveal = view.reveal
    points = text["point"] if reveal.score == 1 else text("points", n=reveal.score)
    return said in {points, reveal.notation, reveal.notation.split()[-1], reveal.read_as}


def _draw_reveal(surface: pygame.Surface, area: pygame.Rect, view: ProjectorView, unit: float,
                 placed: Placed | None = None) -> None:
    """The master move in `area`: what it is, where and how it is read, its score."""
    text = words(view.language)
    reveal = view.reveal
    assert reveal is not None                     # the reveal screen is shown with its master move
    points = text["point"] if reveal.score == 1 else text("points", n=reveal.score)
    _stack(surface, placed, area, [
        ("master", text["master"], 5 * unit, theme.MUTED, ""),
        ("notation", reveal.notation, 12.5 * unit, theme.HIGHLIGHT, ""),
        ("read_as", reveal.read_as, 4.5 * unit, theme.TEXT, ""),
        ("points", points, 8 * unit, theme.TEXT, ""),
    ], 1.5 * unit)

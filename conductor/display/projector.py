"""Drawing the projector view onto any surface, at any size from 1024×768 to 4K.

Everything is measured from the surface's size; the empty board (squares, premiums, coordinates) is
drawn once per size and reused, so a frame costs a blit, the tiles and a few texts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ..rules.board import ROWS, SIZE, letter_multiplier, word_multiplier
from ..rules.tiles import TileSet
from . import theme
from .qr import qr_surface
from .views import FINAL, JOIN, REVEAL, ROUND, STANDINGS, WAITING, ProjectorView
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

    def square(self, row: int, col: int) -> pygame.Rect:
        x = self.board.x + col * self.cell
        y = self.board.y + row * self.cell
        return pygame.Rect(round(x), round(y), math.ceil(self.cell), math.ceil(self.cell))

    def rack_tile(self, index: int, count: int = 7) -> pygame.Rect:
        gap = self.tile * 0.08
        total = count * self.tile + (count - 1) * gap
        x = self.rack.centerx - total / 2 + index * (self.tile + gap)
        return pygame.Rect(round(x), round(self.rack.centery - self.tile / 2), round(self.tile), round(self.tile))


@lru_cache(maxsize=8)
def layout(width: int, height: int) -> Layout:
    margin = height * 0.02
    if width / height >= 1.6:   # wide: board on the left, everything else in a column on the right
        side = min(height - 2 * margin, width * 0.55) * 0.93
        cell = side / (SIZE + 0.7)
        board = pygame.Rect(round(margin + 0.7 * cell), round((height - side) / 2 + 0.7 * cell),
                            round(cell * SIZE), round(cell * SIZE))
        x = board.right + 2 * margin
        panel = pygame.Rect(round(x), round(margin), round(width - x - margin), round(height * 0.62))
        rack = pygame.Rect(round(x), round(height * 0.66), round(width - x - margin), round(height * 0.3))
        tile = min(rack.width / 7.6, rack.height * 0.8)
    else:                       # 4:3 and the like: board top left, rack across the bottom
        side = (height - 2 * margin) * 0.78
        cell = side / (SIZE + 0.7)
        board = pygame.Rect(round(margin + 0.7 * cell), round(margin + 0.7 * cell), round(cell * SIZE),
                            round(cell * SIZE))
        x = board.right + 2 * margin
        panel = pygame.Rect(round(x), round(margin), round(width - x - margin), round(side))
        rack = pygame.Rect(round(margin), round(side + 2 * margin), round(width - 2 * margin),
                           round(height - side - 3 * margin))
        tile = min(rack.width / 7.6, rack.height * 0.95)
    return Layout(width, height, board, cell, panel, rack, tile)


def _premium(row: int, col: int) -> tuple[tuple[int, int, int], str]:
    word, letter = word_multiplier(row, col), letter_multiplier(row, col)
    if word == 3:
        return theme.TRIPLE_WORD, "3P"
    if word == 2:
        return theme.DOUBLE_WORD, "" if (row, col) == (7, 7) else "2P"
    if letter == 3:
        return theme.TRIPLE_LETTER, "3L"
    if letter == 2:
        return theme.DOUBLE_LETTER, "2L"
    return theme.SQUARE, ""


@lru_cache(maxsize=4)
def empty_board(width: int, height: int, language: str) -> pygame.Surface:
    geometry = layout(width, height)
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
                text = small.render(labels[mark], True, theme.GRID)
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
    pygame.draw.polygon(surface, theme.GRID, points)


def draw_tile(surface: pygame.Surface, rect: pygame.Rect, label: str, tiles: TileSet | None, *,
              highlighted: bool = False, letter_share: float = 0.62) -> None:
    surface.blit(_tile_image(label, rect.width, rect.height, tiles, highlighted, letter_share), rect)


@lru_cache(maxsize=1024)
def _tile_image(label: str, width: int, height: int, tiles: TileSet | None, highlighted: bool,
                letter_share: float) -> pygame.Surface:
    """A tile: label (digraphs shrunk to fit), value bottom right; a blank's letter in red with no value."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    blank = label == "?" or label != label.upper()
    face = theme.HIGHLIGHT if highlighted else theme.TILE
    body = rect.inflate(-max(2, rect.width * 0.06), -max(2, rect.height * 0.06))
    pygame.draw.rect(surface, face, body, border_radius=max(2, int(body.width * 0.12)))
    pygame.draw.rect(surface, theme.HIGHLIGHT_EDGE if highlighted else theme.TILE_EDGE, body,
                     width=max(1, int(body.width * (0.06 if highlighted else 0.03))),
                     border_radius=max(2, int(body.width * 0.12)))
    shown = label.upper() if label != "?" else ""
    if shown:
        letter = theme.fit(shown, body.width * 0.78, body.height * letter_share)
        text = letter.render(shown, True, theme.BLANK_TEXT if blank else theme.TILE_TEXT)
        surface.blit(text, text.get_rect(center=(body.centerx - body.width * 0.04, body.centery - body.height * 0.03)))
    if not blank and tiles is not None and tiles.has(shown):
        value = theme.font(body.height * 0.26).render(str(tiles.letter(shown).value), True, theme.TILE_TEXT)
        surface.blit(value, value.get_rect(bottomright=(body.right - body.width * 0.07, body.bottom - body.height * 0.03)))
    return surface


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


def draw_projector(surface: pygame.Surface, view: ProjectorView, tiles: TileSet | None) -> None:
    width, height = surface.get_size()
    geometry = layout(width, height)
    text = words(view.language)
    if view.screen in (STANDINGS, FINAL):
        _draw_standings(surface, view, tiles)
        return
    if view.screen == JOIN and view.join:
        _draw_join(surface, view)
        return
    surface.blit(empty_board(width, height, view.language), (0, 0))
    for row, cells in enumerate(view.board):
        for col, label in enumerate(cells):
            if label:
                draw_tile(surface, geometry.square(row, col), label, tiles, highlighted=(row, col) in view.highlight)
    panel = geometry.panel
    unit = height / 100
    theme.draw_text(surface, text["round"].format(n=view.round), 7 * unit, theme.TEXT, topleft=panel.topleft)
    theme.draw_text(surface, text["bag"].format(n=view.bag), 4 * unit, theme.MUTED, topleft=(panel.x, panel.y + 9 * unit))
    theme.draw_text(surface, text["mix"].format(v=view.vowels, c=view.consonants), 3.2 * unit, theme.MUTED,
          topleft=(panel.x, panel.y + 14.5 * unit))
    top = 20 * unit
    if view.received is not None:     # how many slips of the round collecting have come in: a line of its own
        number, got, of = view.received
        theme.draw_text(surface, text["received"].format(n=number, got=got, of=of), 2.8 * unit, theme.MUTED,
                        topleft=(panel.x, panel.y + 18.5 * unit))
        top = 23 * unit
    body = pygame.Rect(panel.x, panel.y + top, panel.width, panel.height - top)
    if view.screen == REVEAL and view.reveal is not None:
        _draw_reveal(surface, body, view, unit)
    elif view.screen == ROUND and view.time_left is not None:
        level = warning_level(view.time_left)
        pygame.draw.rect(surface, theme.CLOCK_BACK[level], body, border_radius=int(2 * unit))
        shown = text["time"] if level == 3 else clock_text(view.time_left)
        face = theme.fit("0:00" if level < 3 else shown, body.width * 0.9, body.height * 0.62)
        image = face.render(shown, True, theme.CLOCK[level])
        surface.blit(image, image.get_rect(center=body.center))
        if view.paused:
            theme.draw_text(surface, text["paused"], 5 * unit, theme.NOTICE, midbottom=(body.centerx, body.bottom - unit))
    elif view.screen == WAITING:
        theme.draw_text(surface, text["waiting"], 4.5 * unit, theme.MUTED, center=body.center)
    if view.subtitle:   # the phrase being said, where the clock will be
        face = theme.fit(view.subtitle, body.width * 0.95, 6 * unit)
        image = face.render(view.subtitle, True, theme.TEXT)
        surface.blit(image, image.get_rect(midbottom=(body.centerx, body.bottom - 2 * unit)))
    for index, label in enumerate(view.rack):
        draw_tile(surface, geometry.rack_tile(index, 7), label, tiles, letter_share=0.66)
    if view.notice:
        theme.draw_text(surface, view.notice, 2.4 * unit, theme.NOTICE, bottomright=(width - unit, height - 0.5 * unit))


def _draw_join(surface: pygame.Surface, view: ProjectorView) -> None:
    """Full screen: the address to type and its QR code, large enough to scan from the back of the room."""
    width, height = surface.get_size()
    unit = height / 100
    text = words(view.language)
    surface.fill(theme.BACKGROUND)
    theme.draw_text(surface, text["join"], 6 * unit, theme.TEXT, midtop=(width / 2, 3 * unit))
    code = qr_surface(view.join, int(min(width * 0.6, height * 0.62)))
    surface.blit(code, code.get_rect(midtop=(width / 2, 13 * unit)))
    face = theme.fit(view.join, width * 0.9, 7 * unit)
    image = face.render(view.join, True, theme.HIGHLIGHT)
    surface.blit(image, image.get_rect(midtop=(width / 2, 13 * unit + code.get_height() + 2 * unit)))
    if view.received is not None:
        number, got, of = view.received
        theme.draw_text(surface, text["received"].format(n=number, got=got, of=of), 3.2 * unit, theme.MUTED,
                        bottomright=(width - 2 * unit, height - unit))


def _draw_reveal(surface, body: pygame.Rect, view: ProjectorView, unit: float) -> None:
    text = words(view.language)
    reveal = view.reveal
    pygame.draw.rect(surface, theme.PANEL, body, border_radius=int(2 * unit))
    theme.draw_text(surface, text["master"], 5 * unit, theme.MUTED, midtop=(body.centerx, body.y + 2 * unit))
    face = theme.fit(reveal.notation, body.width * 0.92, 11 * unit)
    image = face.render(reveal.notation, True, theme.HIGHLIGHT)
    surface.blit(image, image.get_rect(midtop=(body.centerx, body.y + 9 * unit)))
    theme.draw_text(surface, reveal.read_as, 4.5 * unit, theme.TEXT, midtop=(body.centerx, body.y + 22 * unit))
    points = text["point"] if reveal.score == 1 else text["points"].format(n=reveal.score)
    theme.draw_text(surface, points, 8 * unit, theme.TEXT, midtop=(body.centerx, body.y + 29 * unit))


def _draw_standings(surface: pygame.Surface, view: ProjectorView, tiles: TileSet | None) -> None:
    width, height = surface.get_size()
    unit = height / 100
    text = words(view.language)
    surface.fill(theme.BACKGROUND)
    title = text["final"] if view.screen == FINAL else text["standings"]
    theme.draw_text(surface, f"{title} — {text['round'].format(n=view.round)}", 6 * unit, theme.TEXT, midtop=(width / 2, 2 * unit))
    if view.missing_slips is not None:   # FISC II.9: provisional until every slip is in
        theme.draw_text(surface, text["provisional"].format(n=view.missing_slips), 3.6 * unit, theme.NOTICE,
                        midtop=(width / 2, 10 * unit))
    else:
        theme.draw_text(surface, text["master_total"].format(n=view.master_total), 3.6 * unit, theme.HIGHLIGHT,
                        midtop=(width / 2, 10 * unit))
    columns = (0.08, 0.16, 0.62, 0.76, 0.9)
    y = 17 * unit
    for x, key in zip(columns, ("rank", "name", "table", "total", "gap")):
        theme.draw_text(surface, text[key], 3.2 * unit, theme.MUTED, topleft=(width * x, y))
    row_height = 6 * unit
    for i, row in enumerate(view.rows):
        y = 22 * unit + i * row_height
        if i % 2 == 0:
            pygame.draw.rect(surface, theme.PANEL, (width * 0.06, y - 0.5 * unit, width * 0.88, row_height))
        for x, value in zip(columns, (str(row.rank), row.name, str(row.table), str(row.total), f"{-row.gap:+d}")):
            theme.draw_text(surface, value, 4.2 * unit, theme.TEXT, topleft=(width * x, y))
    if view.page[1] > 1:
        theme.draw_text(surface, text["page"].format(i=view.page[0], n=view.page[1]), 3 * unit, theme.MUTED,
              bottomright=(width - 2 * unit, height - unit))

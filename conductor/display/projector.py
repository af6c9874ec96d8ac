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
from ..room.view import FINAL, JOIN, REVEAL, ROUND, STANDINGS, WAITING, ProjectorView
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


@lru_cache(maxsize=8)
def layout(width: int, height: int) -> Layout:
    margin = height * 0.02
    unit = height / 100
    notice = pygame.Rect(round(margin), round(height - 3.3 * unit), round(width - 2 * margin), round(3 * unit))
    if width / height >= 1.6:   # wide: board on the left, the panel and under it the rack on the right
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
            if value is None:
                break
            shift = _clearance(text, where, value, value_rect, max(2, round(body.width * 0.06)))
            if shift == 0:
                break
            if text.get_bounding_rect().move(where.topleft).left - shift >= body.x + body.width * 0.06:
                where = where.move(-shift, 0)
                break
            scale *= 0.9
        placed.append((text, where))
    if value is not None:
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


Placed = list   # of (label, pygame.Rect): where a drawing put each text, tile and the board, for tests


def _put(surface: pygame.Surface, placed: Placed | None, label: str, image: pygame.Surface,
         **where) -> pygame.Rect:
    """Blit `image` placed by pygame.Rect keywords; note where in `placed` when asked."""
    rect = image.get_rect(**where)
    surface.blit(image, rect)
    if placed is not None:
        placed.append((label, rect))
    return rect


def _line(surface: pygame.Surface, placed: Placed | None, label: str, text: str, size: float, colour,
          width: float, **where) -> pygame.Rect:
    """One line of text at `size`, smaller if it is wider than `width`, cut with "…" if still too wide."""
    face = theme.fit(text, width, size)
    if face.size(text)[0] > width:
        text = theme.elide(text, face, width)
    return _put(surface, placed, label, face.render(text, True, colour), **where)


def _stack(surface: pygame.Surface, placed: Placed | None, area: pygame.Rect, lines, gap: float) -> None:
    """Lines (label, text, size, colour, sample) centred one under another in `area`: each no wider than the
    area (`sample`, if given, is measured instead of the text, so a clock keeps its size as it runs), and all
    of them, gaps included, made smaller together until they fit in its height."""
    scale = 1.0
    for _ in range(12):
        faces = [theme.fit(sample or text, area.width, size * scale) for _, text, size, _, sample in lines]
        total = sum(face.get_height() for face in faces) + gap * scale * (len(lines) - 1)
        if total <= area.height:
            break
        scale *= max(0.5, area.height / total * 0.98)
    y = area.y + max(0.0, (area.height - total) / 2)
    for face, (label, text, _, colour, _) in zip(faces, lines):
        if face.size(text)[0] > area.width:
            text = theme.elide(text, face, area.width)
        _put(surface, placed, label, face.render(text, True, colour), midtop=(area.centerx, round(y)))
        y += face.get_height() + gap * scale


def draw_projector(surface: pygame.Surface, view: ProjectorView, tiles: TileSet | None,
                   placed: Placed | None = None) -> None:
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
    surface.blit(empty_board(width, height, view.language), (0, 0))
    if placed is not None:
        placed.append(("board", geometry.board))
    for row, cells in enumerate(view.board):
        for col, label in enumerate(cells):
            if label:
                draw_tile(surface, geometry.square(row, col), label, tiles, highlighted=(row, col) in view.highlight)
    panel = geometry.panel
    unit = height / 100
    _line(surface, placed, "round", text["round"].format(n=view.round), 7 * unit, theme.TEXT, panel.width,
          topleft=panel.topleft)
    _line(surface, placed, "bag", text["bag"].format(n=view.bag), 4 * unit, theme.MUTED, panel.width,
          topleft=(panel.x, panel.y + 9 * unit))
    _line(surface, placed, "mix", text["mix"].format(v=view.vowels, c=view.consonants), 3.2 * unit, theme.MUTED,
          panel.width, topleft=(panel.x, panel.y + 14.5 * unit))
    top = 20 * unit
    if view.received is not None:     # how many slips of the round collecting have come in: a line of its own
        number, got, of = view.received
        _line(surface, placed, "received", text["received"].format(n=number, got=got, of=of), 2.8 * unit,
              theme.MUTED, panel.width, topleft=(panel.x, panel.y + 18.5 * unit))
        top = 23 * unit
    body = pygame.Rect(panel.x, panel.y + top, panel.width, panel.height - top)
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
        _stack(surface, placed, content, lines, unit)
    elif view.screen == WAITING:
        _line(surface, placed, "waiting", text["waiting"], 4.5 * unit, theme.MUTED, content.width,
              center=content.center)
    if view.subtitle:   # the phrase being said, where the clock will be
        _line(surface, placed, "subtitle", view.subtitle, 6 * unit, theme.TEXT, said.width * 0.95,
              center=(said.centerx, said.centery - 0.5 * unit))
    for index, label in enumerate(view.rack):
        rect = geometry.rack_tile(index, 7)
        draw_tile(surface, rect, label, tiles, letter_share=0.66)
        if placed is not None:
            placed.append((f"tile {index}", rect))
    if view.notice:
        notice = geometry.notice
        _line(surface, placed, "notice", view.notice, 2.4 * unit, theme.NOTICE, notice.width,
              bottomright=notice.bottomright)


def _draw_join(surface: pygame.Surface, view: ProjectorView, placed: Placed | None = None) -> None:
    """Full screen: the address to type and its QR code, large enough to scan from the back of the room."""
    width, height = surface.get_size()
    unit = height / 100
    text = words(view.language)
    surface.fill(theme.BACKGROUND)
    _line(surface, placed, "join", text["join"], 6 * unit, theme.TEXT, width * 0.92, midtop=(width / 2, 3 * unit))
    code = qr_surface(view.join, int(min(width * 0.6, height * 0.62)))
    _put(surface, placed, "qr", code, midtop=(width / 2, 13 * unit))
    face = theme.fit(view.join, width * 0.9, 7 * unit)
    _put(surface, placed, "address", face.render(view.join, True, theme.HIGHLIGHT),
         midtop=(width / 2, 13 * unit + code.get_height() + 2 * unit))
    if view.received is not None:
        number, got, of = view.received
        _line(surface, placed, "received", text["received"].format(n=number, got=got, of=of), 3.2 * unit,
              theme.MUTED, width * 0.5, bottomright=(width - 2 * unit, height - unit))


def _draw_reveal(surface: pygame.Surface, area: pygame.Rect, view: ProjectorView, unit: float,
                 placed: Placed | None = None) -> None:
    """The master move in `area`: what it is, where and how it is read, its score."""
    text = words(view.language)
    reveal = view.reveal
    points = text["point"] if reveal.score == 1 else text["points"].format(n=reveal.score)
    _stack(surface, placed, area, [
        ("master", text["master"], 5 * unit, theme.MUTED, ""),
        ("notation", reveal.notation, 12.5 * unit, theme.HIGHLIGHT, ""),
        ("read_as", reveal.read_as, 4.5 * unit, theme.TEXT, ""),
        ("points", points, 8 * unit, theme.TEXT, ""),
    ], 1.5 * unit)


def _draw_standings(surface: pygame.Surface, view: ProjectorView, tiles: TileSet | None,
                    placed: Placed | None = None) -> None:
    """A page of the standings. Numbers stand right-aligned in columns as wide as their widest entry; the
    name takes what is left and is cut with "…" when it is longer; rows get lower when a page has many."""
    width, height = surface.get_size()
    unit = height / 100
    text = words(view.language)
    surface.fill(theme.BACKGROUND)
    title = text["final"] if view.screen == FINAL else text["standings"]
    _line(surface, placed, "title", f"{title} — {text['round'].format(n=view.round)}", 6 * unit, theme.TEXT,
          width * 0.92, midtop=(width / 2, 2 * unit))
    if view.missing_slips is not None:   # FISC II.9: provisional until every slip is in
        _line(surface, placed, "provisional", text["provisional"].format(n=view.missing_slips), 3.6 * unit,
              theme.NOTICE, width * 0.92, midtop=(width / 2, 10 * unit))
    else:
        _line(surface, placed, "master_total", text["master_total"].format(n=view.master_total), 3.6 * unit,
              theme.HIGHLIGHT, width * 0.92, midtop=(width / 2, 10 * unit))
    rows_top, rows_bottom = 22 * unit, 95 * unit          # the page number goes below
    table = pygame.Rect(round(width * 0.06), round(rows_top), round(width * 0.88), round(rows_bottom - rows_top))
    row_height = min(6 * unit, (rows_bottom - rows_top) / max(1, len(view.rows)))
    keys = ("rank", "name", "table", "total", "gap")
    values = [(str(row.rank), row.name, str(row.table), str(row.total), f"{-row.gap:+d}") for row in view.rows]
    pad, gap = width * 0.02, width * 0.025
    size = row_height * 0.7
    while True:   # numbers at full size, unless even the shortest name column would be too narrow
        face, header_face = theme.font(size), theme.font(min(3.2 * unit, size))
        numbers = [max([header_face.size(text[key])[0]] + [face.size(v[k])[0] for v in values])
                   for k, key in enumerate(keys) if key != "name"]
        spread = [numbers[0]] + [max(n, width * 0.1) for n in numbers[1:]]   # not crowded on a wide screen
        name_width = table.width - 2 * pad - sum(spread) - 4 * gap
        if name_width >= table.width * 0.25 or size <= 8:
            break
        size *= 0.9
    left = table.x + pad
    rights = [left + spread[0]]                               # rank
    name_left = rights[0] + gap
    x = table.right - pad
    tail = []
    for w in reversed(spread[1:]):                            # table, total, gap from the right edge
        tail.insert(0, x)
        x -= w + gap
    rights += tail
    header_y = rows_top - 0.5 * unit - header_face.get_height()
    for key, right in zip(("rank", "table", "total", "gap"), rights):
        _put(surface, placed, f"header {key}", header_face.render(text[key], True, theme.MUTED),
             topright=(round(right), round(header_y)))
    _put(surface, placed, "header name", header_face.render(text["name"], True, theme.MUTED),
         topleft=(round(name_left), round(header_y)))
    for i, value in enumerate(values):
        stripe = pygame.Rect(table.x, round(rows_top + i * row_height), table.width, round(row_height))
        if i % 2 == 0:
            pygame.draw.rect(surface, theme.PANEL, stripe)
        middle = stripe.centery
        rank, name, number, total, difference = value
        for label, shown, right in zip(("rank", "table", "total", "gap"), (rank, number, total, difference), rights):
            _put(surface, placed, f"{label} {i}", face.render(shown, True, theme.TEXT),
                 midright=(round(right), middle))
        if face.size(name)[0] > name_width:
            name = theme.elide(name, face, name_width)
        _put(surface, placed, f"name {i}", face.render(name, True, theme.TEXT), midleft=(round(name_left), middle))
    if view.page[1] > 1:
        _line(surface, placed, "page", text["page"].format(i=view.page[0], n=view.page[1]), 3 * unit, theme.MUTED,
              width * 0.3, bottomright=(width - 2 * unit, height - unit))

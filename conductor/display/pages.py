"""The projector's full-screen pages: the standings (with the tie-break's word) and the join address."""

from __future__ import annotations

import time

import pygame

from ..language import Count
from ..rules.tiles import TileSet
from ..room.view import FINAL, ProjectorView, word_list_said
from . import theme
from .console_text import local_address
from .placing import Placed, _line, _put
from .qr import qr_surface
from ..messages import Words
from .words import words


def more(language: str) -> Words:
    """What the full-screen pages say besides the screens' words (singulars, the tie-break, a local address)."""
    return words(language)


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
    address = _put(surface, placed, "address", face.render(view.join, True, theme.HIGHLIGHT),
                   midtop=(width / 2, 13 * unit + code.get_height() + 2 * unit))
    if local_address(view.join):      # --serve 127.0.0.1: no phone can open it; say so beside the code
        _line(surface, placed, "local_only", more(view.language)["local_only"], 3.2 * unit, theme.CLOCK[2],
              width * 0.9, midtop=(width / 2, address.bottom + unit))
    if view.received is not None:
        number, got, of = view.received
        _line(surface, placed, "received", text("received", n=number, got=Count(got), of=Count(of)), 3.2 * unit,
              theme.MUTED, width * 0.5, bottomright=(width - 2 * unit, height - unit))


def _draw_lobby(surface: pygame.Surface, view: ProjectorView, now: float, placed: Placed | None = None) -> None:
    """Before an unattended game's start (the view's screen "lobby"): the countdown on the room's clock, the hour,
    and how many have joined (the view's starts_at and joined, DESIGN §4d)."""
    width, height = surface.get_size()
    unit = height / 100
    text = words(view.language)
    surface.fill(theme.BACKGROUND)
    _line(surface, placed, "lobby", text["lobby"], 8 * unit, theme.TEXT, width * 0.92, midtop=(width / 2, 10 * unit))
    starts = view.starts_at
    if starts is not None:
        left = max(0, int(-(-(starts - now) // 1)))
        hours, rest = divmod(left, 3600)
        shown = f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60:02d}:{rest % 60:02d}"
        _line(surface, placed, "countdown", shown if left else text["starting"], 24 * unit, theme.HIGHLIGHT,
              width * 0.92, midtop=(width / 2, 26 * unit))
        at = time.localtime(starts)
        _line(surface, placed, "starts_at", text("starts_at", t=f"{at.tm_hour:02d}:{at.tm_min:02d}"), 6 * unit,
              theme.MUTED, width * 0.92, midtop=(width / 2, 56 * unit))
    _line(surface, placed, "joined", text("joined", n=Count(view.joined)), 7 * unit, theme.TEXT, width * 0.92,
          midtop=(width / 2, 70 * unit))
    if view.word_list:                           # which list the game is played on
        _line(surface, placed, "word_list", word_list_said(view), 4 * unit, theme.MUTED,
              width * 0.92, midtop=(width / 2, 82 * unit))


def _draw_standings(surface: pygame.Surface, view: ProjectorView, tiles: TileSet | None,
                    placed: Placed | None = None) -> None:
    """A page of the standings. Numbers stand right-aligned in columns as wide as their widest entry; the
    name takes what is left and is cut with "…" when it is longer; rows get lower when a page has many."""
    width, height = surface.get_size()
    unit = height / 100
    text = words(view.language)
    surface.fill(theme.BACKGROUND)
    title = text["final"] if view.screen == FINAL else text["standings"]
    _line(surface, placed, "title", f"{title} — {text('round', n=view.round)}", 6 * unit, theme.TEXT,
          width * 0.92, midtop=(width / 2, 2 * unit))
    if view.missing_slips is not None:   # FISC II.9: provisional until every slip is in
        provisional = more(view.language)["provisional_one"] if view.missing_slips == 1 else \
            text("provisional", n=view.missing_slips)
        _line(surface, placed, "provisional", provisional, 3.6 * unit, theme.NOTICE, width * 0.92,
              midtop=(width / 2, 10 * unit))
    else:
        _line(surface, placed, "master_total", text("master_total", n=view.master_total), 3.6 * unit,
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
    tail: list[float] = []
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
        _line(surface, placed, "page", text("page", i=view.page[0], n=view.page[1]), 3 * unit, theme.MUTED,
              width * 0.3, bottomright=(width - 2 * unit, height - unit))
    if tie_broken(view.rows):          # equal totals at different places: say what put one ahead
        _line(surface, placed, "tie_break", more(view.language)["tie_break"], 2.6 * unit, theme.MUTED,
              width * 0.62, bottomleft=(2 * unit, height - unit))


def tie_broken(rows) -> bool:
    """Two rows with the same total but different places: the tie-break decided between them."""
    return any(a.total == b.total and a.rank != b.rank for a, b in zip(rows, rows[1:]))

"""Placing texts and images by pygame.Rect keywords, noting where each went (tests check for overlaps)."""

from __future__ import annotations

import pygame

from . import theme

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


def _subtitle(surface: pygame.Surface, placed: Placed | None, text: str, area: pygame.Rect, unit: float,
              size: float) -> None:
    """The phrase being said: on one line when it fits at a size the hall can read, else cut after its commas
    (a whole rack's names) into as few lines as fit, all at one size, centred in `area`."""
    face = theme.fit(text, area.width, size)
    if face.get_height() >= size * 0.75 or ", " not in text:
        _line(surface, placed, "subtitle", text, size, theme.TEXT, area.width, center=area.center)
        return
    parts = [part + "," for part in text.split(", ")]
    parts[-1] = parts[-1][:-1]
    best = None
    for rows_wanted in range(2, len(parts) + 1):
        per_row = -(-len(parts) // rows_wanted)
        rows = [" ".join(parts[i:i + per_row]) for i in range(0, len(parts), per_row)]
        widest = max(rows, key=lambda row: theme.font(size).size(row)[0])
        line_size = min(size, area.height / (len(rows) * 1.25))
        face = theme.fit(widest, area.width, line_size)
        if best is None or face.get_height() > best[0].get_height():
            best = (face, rows)
        if face.get_height() >= line_size * 0.9:
            break
    assert best is not None              # the loop runs at least once (two parts or more)
    face, rows = best
    gap = face.get_linesize()
    y = area.centery - gap * len(rows) / 2
    for index, row in enumerate(rows):
        label = "subtitle" if index == 0 else f"subtitle {index + 1}"
        _put(surface, placed, label, face.render(theme.elide(row, face, area.width), True, theme.TEXT),
             midtop=(area.centerx, round(y + index * gap)))

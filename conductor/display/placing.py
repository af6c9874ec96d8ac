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

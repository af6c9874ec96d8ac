"""QR codes drawn with pygame: the join address on the projector, a new device's login on the judge's console.

segno makes the code; this only paints its modules, black on white with the quiet zone a reader needs, at a
whole number of pixels per module so that a camera (or zbar, in the tests) reads it from across the room.
"""

from __future__ import annotations

from functools import lru_cache

import pygame
import segno

QUIET = 4   # modules of white around the code (ISO/IEC 18004)


@lru_cache(maxsize=8)
def qr_surface(text: str, side: int) -> pygame.Surface:
    """The QR code of `text`, at most `side` pixels square."""
    matrix = segno.make(text, error="m").matrix
    modules = len(matrix) + 2 * QUIET
    scale = max(1, side // modules)
    surface = pygame.Surface((modules * scale, modules * scale))
    surface.fill((255, 255, 255))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                surface.fill((0, 0, 0), ((x + QUIET) * scale, (y + QUIET) * scale, scale, scale))
    return surface

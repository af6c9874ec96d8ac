"""Colours and fonts, chosen to read from the back of a room on a washed-out projector."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

# The room's colours (the "standard" theme); `use("contrast")` puts the high-contrast theme in their place: black,
# white and yellow, bonus squares in light colours with black marks, every text on its ground at 7:1 or more. The
# drawing code reads theme.X when it draws, and the cached images are keyed by the theme's name (NAME).
STANDARD = {
    "BACKGROUND": (16, 38, 28), "PANEL": (24, 56, 42), "TEXT": (245, 245, 235), "MUTED": (170, 190, 175),
    "GRID": (10, 24, 18), "MARK": (10, 24, 18), "SQUARE": (36, 110, 72), "TRIPLE_WORD": (200, 50, 45),
    "DOUBLE_WORD": (236, 140, 135), "TRIPLE_LETTER": (35, 110, 190), "DOUBLE_LETTER": (150, 200, 235),
    "TILE": (246, 230, 190), "TILE_EDGE": (170, 140, 90), "TILE_TEXT": (30, 25, 20),
    "BLANK_TEXT": (200, 40, 40),            # a blank shows its letter in red, with no value
    "HIGHLIGHT": (255, 212, 60), "HIGHLIGHT_EDGE": (255, 120, 0),      # the last master move
    "CLOCK": {0: (245, 245, 235), 1: (255, 190, 60), 2: (255, 80, 60), 3: (255, 255, 255)},   # by warning level
    "CLOCK_BACK": {0: (24, 56, 42), 1: (24, 56, 42), 2: (24, 56, 42), 3: (190, 30, 30)},
    "NOTICE": (255, 200, 80),
}
CONTRAST = {
    "BACKGROUND": (0, 0, 0), "PANEL": (0, 0, 0), "TEXT": (255, 255, 255), "MUTED": (235, 235, 235),
    "GRID": (255, 255, 255), "MARK": (0, 0, 0), "SQUARE": (0, 0, 0), "TRIPLE_WORD": (255, 255, 0),
    "DOUBLE_WORD": (255, 190, 255), "TRIPLE_LETTER": (0, 255, 255), "DOUBLE_LETTER": (190, 255, 190),
    "TILE": (255, 255, 255), "TILE_EDGE": (0, 0, 0), "TILE_TEXT": (0, 0, 0), "BLANK_TEXT": (190, 0, 0),
    "HIGHLIGHT": (255, 255, 0), "HIGHLIGHT_EDGE": (255, 0, 255),
    "CLOCK": {0: (255, 255, 255), 1: (255, 255, 0), 2: (255, 255, 0), 3: (0, 0, 0)},
    "CLOCK_BACK": {0: (0, 0, 0), 1: (0, 0, 0), 2: (0, 0, 0), 3: (255, 255, 0)},
    "NOTICE": (255, 255, 0),
}
THEMES = {"standard": STANDARD, "contrast": CONTRAST}
NAME = "standard"
# the colours in use, set by `use` below (declared here for the type checker)
RGB = tuple[int, int, int]
BACKGROUND: RGB
PANEL: RGB
TEXT: RGB
MUTED: RGB
GRID: RGB
MARK: RGB
SQUARE: RGB
TRIPLE_WORD: RGB
DOUBLE_WORD: RGB
TRIPLE_LETTER: RGB
DOUBLE_LETTER: RGB
TILE: RGB
TILE_EDGE: RGB
TILE_TEXT: RGB
BLANK_TEXT: RGB
HIGHLIGHT: RGB
HIGHLIGHT_EDGE: RGB
NOTICE: RGB
CLOCK: dict[int, RGB]           # by warning level
CLOCK_BACK: dict[int, RGB]


def use(name: str) -> str:
    """Draw with the theme `name` ("standard" or "contrast") from now on; returns the name in use."""
    global NAME
    NAME = name if name in THEMES else "standard"
    globals().update(THEMES[NAME])
    return NAME


use("standard")

FONT_FILES = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
)


@lru_cache(maxsize=256)
def font(size: int, bold: bool = True) -> pygame.font.Font:
    """DejaVu Sans (Ç, L·L, accents) when installed, else pygame's own font, which has them too."""
    size = max(6, int(size))
    for path in FONT_FILES if bold else (FONT_FILES[0].replace("-Bold", ""),):
        if Path(path).exists():
            return pygame.font.Font(path, size)
    return pygame.font.Font(None, int(size * 1.3))


def draw_text(surface: pygame.Surface, text: str, size: float, colour, **where) -> pygame.Rect:
    """`text` in the bold face at `size`, placed by pygame.Rect keywords (center=…, topleft=…)."""
    image = font(size).render(text, True, colour)
    rect = image.get_rect(**where)
    surface.blit(image, rect)
    return rect


MONO_FILE = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"


@lru_cache(maxsize=32)
def mono(size: int) -> pygame.font.Font:
    """Fixed width, for the console's columns."""
    size = max(6, int(size))
    return pygame.font.Font(MONO_FILE, size) if Path(MONO_FILE).exists() else font(size)


def fit(text: str, width: float, height: float, bold: bool = True) -> pygame.font.Font:
    """The largest font (by steps) whose rendering of `text` fits in width × height."""
    size = max(6, int(height))
    while size > 6:
        face = font(size, bold)
        w, h = face.size(text)
        if w <= width and face.get_ascent() <= height:
            return face
        size = int(size * 0.9)
    return font(6, bold)


def elide(text: str, face: pygame.font.Font, width: float) -> str:
    """`text` cut at the end with "…" so that it is no wider than `width` in `face` (whole if it fits)."""
    if face.size(text)[0] <= width:
        return text
    low, high = 0, len(text)          # the longest prefix that fits with the ellipsis
    while low < high:
        middle = (low + high + 1) // 2
        if face.size(text[:middle].rstrip() + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…" if low else ""

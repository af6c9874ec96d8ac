"""One screen for the room and the judge: slips typed on a strip over the projector's view, at the bottom of its
panel (under the clock, above the rack: neither the board nor the rack is covered).

The strip shows the line being typed and the answer to the last one, and nothing else: what the room may read of
that answer is decided by shared.py (until a round is revealed a slip is answered "rebuda", its score and any
reason staying on the console; a refusal of what was typed is shown as it is; a secret answer is "fet").
"""

from __future__ import annotations

import pygame

from . import theme
from .projector import layout
from .shared import SAY, told

STRIP_SECONDS = 10.0      # an answer stays on the strip this long


def strip_answer(command: str, answer: dict, said: str, game, language: str) -> tuple[bool, str]:
    """What the projector's strip says about `answer` to the expanded console line `command` (the console
    said `said`): the line itself unless it is secret (shared.py decides), else its public form, else "fet"."""
    ok = bool(answer.get("ok"))
    secret, public = told(game, command, answer, language)
    if not secret:
        return ok, said
    if public:
        return ok, public
    words = SAY[language]
    return ok, words["done"] if ok else words["refused_other"]


ROW = 4.6              # the typed line's row, in hundredths of the screen's height
TEXT_SIZE = 3.4        # its letters, and an answer's when it fits on one line
SMALLEST = 2.4         # a longer answer goes on more rows, at this size at least
MOST_ROWS = 6          # the rows an answer may take (the question before a replacement), then it is cut short
FULL_SCREEN = frozenset({"standings", "final", "join", "lobby"})   # no board: the strip along the bottom, as wide


def strip_rect(width: int, height: int, rows: int, screen: str = "", over_rack: bool = False,
               tall: int | None = None) -> pygame.Rect:
    """Where the strip stands (`rows` rows of ROW, or `tall` pixels): with the rack on screen, across the bottom of
    the projector's panel, where the phrase being said goes (under the clock, above the rack), covering neither
    the board nor the rack; with no rack tile on screen (`over_rack`: the reveal, before a call), in the rack's
    place, from its bottom up, so the reveal's words stay in view; on a screen without the board (the
    standings), along the bottom of the screen."""
    unit = height / 100
    tall = round(rows * ROW * unit + unit) if tall is None else tall
    if screen in FULL_SCREEN:
        return pygame.Rect(0, height - tall, width, tall)
    geometry = layout(width, height)
    if over_rack:
        rack = geometry.rack
        return pygame.Rect(rack.x, rack.bottom - tall, rack.width, tall)
    panel = geometry.panel
    return pygame.Rect(panel.x, panel.bottom - tall, panel.width, tall)


def _wrapped(words: list[str], face: pygame.font.Font, width: float) -> list[str]:
    rows: list[str] = []
    for word in words:
        if rows and face.size(f"{rows[-1]} {word}")[0] <= width:
            rows[-1] += f" {word}"
        else:
            rows.append(word)
    return rows


def _lines(text: str, width: float, unit: float) -> tuple[pygame.font.Font, list[str]]:
    """The answer on one line when it reads at a hall's size, else on as few rows as it fits in (up to
    MOST_ROWS), each at the largest size that fits, cut between words; past that, cut short."""
    face = theme.fit(text, width, TEXT_SIZE * unit)
    words = text.split()
    if face.get_ascent() >= 0.8 * TEXT_SIZE * unit or len(words) < 2:
        return face, [theme.elide(text, face, width)]
    sizes = []
    size = TEXT_SIZE * unit
    while size > SMALLEST * unit:
        sizes.append(size)
        size *= 0.92
    sizes.append(SMALLEST * unit)
    for count in range(2, MOST_ROWS + 1):
        for size in sizes:
            face = theme.font(size)
            rows = _wrapped(words, face, width)
            if len(rows) <= count:
                return face, [theme.elide(row, face, width) for row in rows]
    rows = _wrapped(words, face, width)
    kept = rows[:MOST_ROWS - 1] + [" ".join(rows[MOST_ROWS - 1:])]
    return face, [theme.elide(row, face, width) for row in kept]


def draw_strip(surface: pygame.Surface, line: str, answer: tuple[bool, str] | None, prompt: str = ">",
               cursor: int = 0, screen: str = "", over_rack: bool = False) -> pygame.Rect:
    """The strip on the projector (`screen`: the one shown; `over_rack`: no rack tile on it): the answer on top,
    the typed line under it. Returns where it stands."""
    width, height = surface.get_size()
    unit = height / 100
    band = strip_rect(width, height, 1, screen, over_rack)
    inner = band.width - 2 * unit
    face, said = _lines(answer[1], inner, unit) if answer is not None else (None, [])
    spacing = max(face.get_linesize(), round(face.get_height() * 1.1)) if face is not None and said else 0
    tall = round(unit * 0.6 + len(said) * spacing + ROW * unit + unit * 0.4)
    band = strip_rect(width, height, len(said) + 1, screen, over_rack, tall=tall)
    pygame.draw.rect(surface, (12, 14, 18), band, border_radius=round(unit))
    pygame.draw.rect(surface, theme.HIGHLIGHT, band, max(1, round(unit * 0.3)), border_radius=round(unit))
    x, y = band.x + unit, band.y + unit * 0.6
    for text in said:
        assert face is not None and answer is not None     # lines are said only with an answer
        surface.blit(face.render(text, True, theme.TEXT if answer[0] else (255, 120, 110)), (round(x), round(y)))
        y += spacing
    typed = f"{prompt} {line}{'_' if cursor == 0 else ' '}"
    face = theme.font(TEXT_SIZE * unit)
    surface.blit(face.render(theme.elide(typed, face, inner), True, theme.HIGHLIGHT), (round(x), round(y)))
    return band

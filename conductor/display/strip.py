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
    words = SAY.get(language, SAY["ca"])
    return ok, words["done"] if ok else words["refused_other"]


ROW = 4.6              # a strip's row, in hundredths of the screen's height
TEXT_SIZE = 3.4        # its letters
SMALLEST = 2.4         # an answer too long for one line goes on two, at this size at least, then is cut short
FULL_SCREEN = frozenset({"standings", "final", "join", "lobby"})   # no board: the strip along the bottom, as wide


def strip_rect(width: int, height: int, rows: int, screen: str = "") -> pygame.Rect:
    """Where the strip stands: with the board on screen, across the bottom of the projector's panel, where the
    phrase being said goes (under the clock, above the rack), covering neither the board nor the rack; on a
    screen without the board (the standings), along the bottom of the screen."""
    unit = height / 100
    tall = round(rows * ROW * unit + unit)
    if screen in FULL_SCREEN:
        return pygame.Rect(0, height - tall, width, tall)
    panel = layout(width, height).panel
    return pygame.Rect(panel.x, panel.bottom - tall, panel.width, tall)


def _lines(text: str, width: float, unit: float) -> tuple[pygame.font.Font, list[str]]:
    """The answer on one line when it reads at a hall's size, else on two, cut between words (and short)."""
    face = theme.fit(text, width, TEXT_SIZE * unit)
    words = text.split()
    if face.get_ascent() >= 0.8 * TEXT_SIZE * unit or len(words) < 2:
        return face, [theme.elide(text, face, width)]
    middle = len(text) / 2
    cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - middle))
    rows = [" ".join(words[:cut]), " ".join(words[cut:])]
    face = theme.fit(max(rows, key=len), width, TEXT_SIZE * unit)
    if face.get_ascent() < SMALLEST * unit:
        face = theme.font(SMALLEST * unit)
        rows = [" ".join(words[:i]) for i in range(len(words), 0, -1) if face.size(" ".join(words[:i]))[0] <= width][:1] \
            or [theme.elide(text, face, width)]
        rows.append(" ".join(words[len(rows[0].split()):]))
    return face, [theme.elide(row, face, width) for row in rows]


def draw_strip(surface: pygame.Surface, line: str, answer: tuple[bool, str] | None, prompt: str = ">",
               cursor: int = 0, screen: str = "") -> pygame.Rect:
    """The strip on the projector (`screen`: the one shown): the answer on top, the typed line under it."""
    width, height = surface.get_size()
    unit = height / 100
    band = strip_rect(width, height, 1, screen)
    inner = band.width - 2 * unit
    face, said = _lines(answer[1], inner, unit) if answer is not None else (None, [])
    band = strip_rect(width, height, len(said) + 1, screen)
    pygame.draw.rect(surface, (12, 14, 18), band, border_radius=round(unit))
    pygame.draw.rect(surface, theme.HIGHLIGHT, band, max(1, round(unit * 0.3)), border_radius=round(unit))
    x, y = band.x + unit, band.y + unit * 0.6
    for text in said:
        surface.blit(face.render(text, True, theme.TEXT if answer[0] else (255, 120, 110)), (round(x), round(y)))
        y += ROW * unit
    typed = f"{prompt} {line}{'_' if cursor == 0 else ' '}"
    face = theme.font(TEXT_SIZE * unit)
    surface.blit(face.render(theme.elide(typed, face, inner), True, theme.HIGHLIGHT), (round(x), round(y)))
    return band

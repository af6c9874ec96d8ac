"""One screen for the room and the judge: slips typed on a strip over the projector's view, at the bottom of its
panel (under the clock, above the rack: neither the board nor the rack is covered).

The strip shows the line being typed and the answer to the last one, and nothing else: until a round is
revealed a slip is answered "rebuda" (its score and any reason stay on the console), a refusal that does
not depend on the round's moves (bad syntax, no such table) is shown as it is, and commands whose answers
hold something secret (the rack before its call, the tops, codes, PINs) are answered "fet".
"""

from __future__ import annotations

import pygame

from ..digits import is_whole
from ..game.duplicate import Duplicate
from ..reasons import in_language
from . import theme
from .projector import layout

SLIP_COMMANDS = {"slip", "null", "correct"}
SAFE = {"start", "pause", "resume", "pause/resume", "adjust", "time", "call", "close", "reveal", "show", "next",
        "join", "oldest", "end", "reopen", "final", "finalise", "finalize", "warn", "standings", "help", "mostra",
        "muestra", "secrets", "quit"}
STRIP_SECONDS = 10.0      # an answer stays on the strip this long

SAY = {
    "ca": {"received": "Taula {table}: rebuda (ronda {round})", "refused": "Taula {table}: refusada — mira-ho a la consola (Tab)",
           "done": "Fet (detalls a la consola: Tab)", "refused_other": "No s'ha pogut fer (detalls a la consola: Tab)"},
    "es": {"received": "Mesa {table}: recibida (ronda {round})", "refused": "Mesa {table}: rechazada — míralo en la consola (Tab)",
           "done": "Hecho (detalles en la consola: Tab)", "refused_other": "No se ha podido hacer (detalles en la consola: Tab)"},
}


def _words(language: str) -> dict:
    return SAY.get(language, SAY["ca"])


def revealed(game: Duplicate, number: int | None) -> bool:
    return number is not None and any(r.number == number for r in game.rounds)


def _slip_round(command: list[str], answer: dict, game: Duplicate) -> int | None:
    slip = answer.get("slip")
    if isinstance(slip, dict) and slip.get("round") is not None:
        return int(slip["round"])
    if answer.get("round") is not None:
        return int(answer["round"])
    for word in command[1:2]:
        if word[:1].lower() == "r" and is_whole(word[1:]):
            return int(word[1:])
    return game.current.number if game.current is not None else None


def _table(command: list[str]) -> str:
    for word in command[1:3]:
        if is_whole(word):
            return word
    return "?"


def _names_the_round(text: str, game: Duplicate) -> bool:
    """Does a refusal say something of the round being played: its top score or its top's word?"""
    if game.current is None or not game.tops:
        return False
    top = game.tops[0]
    tokens = set(text.replace("(", " ").replace(")", " ").replace(",", " ").split())
    return str(top.score) in tokens or str(top.move).split()[-1] in text


def strip_answer(command: str, answer: dict, said: str, game: Duplicate, language: str) -> tuple[bool, str]:
    """What the projector's strip says about `answer` to the expanded console line `command` (the console
    said `said`)."""
    words = command.split()
    name = words[0].lower() if words else ""
    say = _words(language)
    ok = bool(answer.get("ok"))
    if name in SLIP_COMMANDS:
        number = _slip_round(words, answer, game)
        if revealed(game, number):
            return ok, said
        if ok:
            return True, say["received"].format(table=_table(words), round=number or "?")
        error = in_language(answer.get("error", ""), language)
        if _names_the_round(error, game):
            return False, say["refused"].format(table=_table(words))
        return False, f"{_table(words)}: {error}"
    if (len(words) == 1 and is_whole(name)) or (name[:1] == "r" and is_whole(name[1:])):
        return ok, said                      # a table looked up, a round selected for entry
    if name in SAFE:
        return ok, said
    return ok, say["done"] if ok else say["refused_other"]


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

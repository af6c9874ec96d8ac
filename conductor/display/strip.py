"""One screen for the room and the judge: slips typed on a strip along the bottom of the projector's view.

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
        error = in_language(str(answer.get("error", "")), language)
        if _names_the_round(error, game):
            return False, say["refused"].format(table=_table(words))
        return False, f"{_table(words)}: {error}"
    if (len(words) == 1 and is_whole(name)) or (name[:1] == "r" and is_whole(name[1:])):
        return ok, said                      # a table looked up, a round selected for entry
    if name in SAFE:
        return ok, said
    return ok, say["done"] if ok else say["refused_other"]


def draw_strip(surface: pygame.Surface, line: str, answer: tuple[bool, str] | None, prompt: str = ">",
               cursor: int = 0) -> pygame.Rect:
    """The strip over the bottom of the projector: the answer on top, the typed line under it."""
    width, height = surface.get_size()
    unit = height / 100
    rows = 2 if answer is not None else 1
    band = pygame.Rect(0, round(height - rows * 5.2 * unit - unit), width, round(rows * 5.2 * unit + unit))
    pygame.draw.rect(surface, (12, 14, 18), band)
    pygame.draw.line(surface, theme.HIGHLIGHT, band.topleft, band.topright, max(1, round(unit * 0.3)))
    y = band.y + unit * 0.6
    if answer is not None:
        ok, text = answer
        face = theme.fit(text, width * 0.96, 3.8 * unit)
        text = theme.elide(text, face, width * 0.96)
        surface.blit(face.render(text, True, theme.TEXT if ok else (255, 120, 110)), (round(width * 0.02), round(y)))
        y += 5.2 * unit
    typed = f"{prompt} {line}{'_' if cursor == 0 else ' '}"
    face = theme.font(3.8 * unit)
    surface.blit(face.render(theme.elide(typed, face, width * 0.96), True, theme.HIGHLIGHT),
                 (round(width * 0.02), round(y)))
    return band

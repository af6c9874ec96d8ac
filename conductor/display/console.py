"""The judge's console: what the judge types and sees (secrets included), drawn as text.

Typing is line-based, with the same commands as `run --headless`, plus short forms for speed:
"12 H8 CASA" or "12 35" is a slip for table 12; the function keys do the round's steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..game.duplicate import Duplicate
from ..reasons import in_language
from . import theme
from .projector import clock_text
from .views import time_left

KEYS = {   # function key → console command
    pygame.K_F1: "draw", pygame.K_F2: "call", pygame.K_F3: "pause/resume", pygame.K_F4: "call again",
    pygame.K_F5: "close", pygame.K_F6: "reveal", pygame.K_F7: "show standings", pygame.K_F8: "next page",
    pygame.K_F10: "end",
}
TEXT = {
    "ca": {
        "help": "F1 treure · F2 cridar i començar · F3 pausa/continua · F4 tornar a cridar · F5 tancar ronda · "
                "F6 revelar · F7 classificació · F8 pàgina · F10 acabar · Tab projector/consola",
        "phases": {"draw": "treure faristol", "ready": "faristol tret: cal cridar-lo", "think": "temps de reflexió",
                   "collect": "recollint papeletes", "closed": "ronda tancada: revelar", "ended": "partida acabada"},
        "stopped": " (aturat)", "status": "Ronda {n} · {phase} · temps {timer} · sac {bag} · projector: {screen}",
        "voice": "Veu: {text}", "rack": "Faristol: {rack}   (romanent: {leftover})", "tied": " — {n} empatades",
        "pick": ": tria amb pick N", "random": " (se'n tria una a l'atzar)", "moves": "Jugades possibles: {n}{ties}",
        "slips": "Papeletes:", "last": "Última jugada mestra: ronda {n}, {move} {score}",
    },
    "es": {
        "help": "F1 sacar · F2 cantar y empezar · F3 pausa/sigue · F4 volver a cantar · F5 cerrar ronda · "
                "F6 revelar · F7 clasificación · F8 página · F10 terminar · Tab proyector/consola",
        "phases": {"draw": "sacar atril", "ready": "atril sacado: hay que cantarlo", "think": "tiempo de reflexión",
                   "collect": "recogiendo papeletas", "closed": "ronda cerrada: revelar", "ended": "partida terminada"},
        "stopped": " (parado)", "status": "Ronda {n} · {phase} · tiempo {timer} · bolsa {bag} · proyector: {screen}",
        "voice": "Voz: {text}", "rack": "Atril: {rack}   (restantes: {leftover})", "tied": " — {n} empatadas",
        "pick": ": elige con pick N", "random": " (se elige una al azar)", "moves": "Jugadas posibles: {n}{ties}",
        "slips": "Papeletas:", "last": "Última jugada maestra: ronda {n}, {move} {score}",
    },
}


@dataclass
class ConsoleState:
    line: str = ""
    history: list[str] = field(default_factory=list)
    recall: int = 0
    messages: list[tuple[bool, str]] = field(default_factory=list)   # (ok, text), newest last

    def say(self, ok: bool, text: str) -> None:
        self.messages.append((ok, text))
        del self.messages[:-6]

    def submit(self) -> str:
        text = self.line.strip()
        if text:
            self.history.append(text)
        self.recall = len(self.history)
        self.line = ""
        return text

    def key(self, event: pygame.event.Event) -> str | None:
        """Edit the line; returns a command when one is complete (Enter or a function key)."""
        if event.key in KEYS:
            return KEYS[event.key]
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.submit() or None
        if event.key == pygame.K_BACKSPACE:
            self.line = self.line[:-1]
        elif event.key == pygame.K_ESCAPE:
            self.line = ""
        elif event.key == pygame.K_UP and self.history:
            self.recall = max(0, self.recall - 1)
            self.line = self.history[self.recall]
        elif event.key == pygame.K_DOWN and self.history:
            self.recall = min(len(self.history), self.recall + 1)
            self.line = self.history[self.recall] if self.recall < len(self.history) else ""
        return None


def draw_console(surface: pygame.Surface, game: Duplicate, state: ConsoleState, now: float, *,
                 screen: str = "", notice: str = "", speaking: str = "", language: str = "ca") -> None:
    said = TEXT.get(language, TEXT["ca"])
    width, height = surface.get_size()
    surface.fill((22, 24, 30))
    line = max(14, height // 34)
    face, small = theme.mono(line * 0.72), theme.mono(line * 0.58)
    y = line * 0.5

    def write(text: str, colour=theme.TEXT, which=face, x: float = line * 0.6) -> None:
        nonlocal y
        surface.blit(which.render(text, True, colour), (x, y))
        y += which.get_linesize()

    number = game.current.number if game.current else len(game.rounds) + (0 if game.phase == "ended" else 1)
    timer = clock_text(time_left(game, now)) + ("" if game.timer.running else said["stopped"])
    write(said["status"].format(n=number, phase=said["phases"].get(game.phase, game.phase), timer=timer,
                                bag=len(game.bag), screen=screen), theme.HIGHLIGHT)
    if notice:
        write(notice, theme.NOTICE, small)
    if speaking:
        write(said["voice"].format(text=speaking), theme.MUTED, small)
    if game.current is not None:
        current = game.current
        write(said["rack"].format(rack=" ".join(current.rack), leftover=" ".join(current.leftover) or "—"))
        tops = game.master_list()
        ties = said["tied"].format(n=len(tops)) + (said["pick"] if game.config.tie_policy == "judge" else
                                                   said["random"]) if len(tops) > 1 else ""
        write(said["moves"].format(n=game.move_count, ties=ties), theme.MUTED, small)
        for top in tops[:6]:
            write(f"  {top['n']}. {top['move']}  {top['score']}", theme.MUTED, small)
        y += line * 0.3
        write(said["slips"], theme.TEXT, small)
        column_top, column = y, 0
        for table, player in sorted(game.players.items()):
            slip = current.slips.get(table)
            if slip is None:
                text, colour = f"{table:>3} {player.name[:16]:<16} —", theme.MUTED
            else:
                text = f"{table:>3} {player.name[:16]:<16} {slip.text:<18} {slip.score:>4}"
                colour = theme.TEXT if not slip.reason else (255, 120, 110)
                if slip.reason:
                    text += f"  ({in_language(slip.reason, language)[:48]})"
            surface.blit(small.render(text, True, colour), (line * 0.6 + column * width / 2, y))
            y += small.get_linesize()
            if y > height - line * 6:
                column += 1
                y = column_top
                if column > 1:
                    break
    elif game.rounds:
        last = game.rounds[-1]
        write(said["last"].format(n=last.number, move=last.master, score=last.master_score), theme.MUTED)
    y = height - line * 5.2
    for ok, text in state.messages[-3:]:
        write(text[:140], theme.TEXT if ok else (255, 120, 110), small)
    y = height - line * 2.6
    pygame.draw.rect(surface, (40, 44, 56), (line * 0.4, y - line * 0.15, width - line * 0.8, line * 1.2))
    cursor = "_" if int(pygame.time.get_ticks() / 500) % 2 == 0 else " "
    write(f"> {state.line}{cursor}", theme.TEXT)
    write(said["help"], theme.MUTED, theme.font(line * 0.5))

"""The live conductor: state machine, clock, announcer and windows wired together (`conductor run`, `demo`).

The loop never waits: speech plays on its own thread, the engine answers within milliseconds, and the
round's flow (call → "Temps!" starts the timer → warnings → time up) is driven by the clock in `tick`.
Every change of game state goes through `Session.execute`, so it is logged before it is shown.
"""

from __future__ import annotations

import dataclasses
import gc
import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ..announcer.announcer import Announcer
from ..announcer.audio import Playback
from ..announcer.phrases import Phrase, master_move, rack_call, warning
from ..clock import warnings_due
from ..game.duplicate import COLLECT, READY, THINK
from ..game.session import Session
from .summaries import summary
from .console import draw_console
from .console_state import ConsoleState
from .entry import expand, find_table, is_final, oldest_missing, select_round
from .console_text import TEXT
from .projector import draw_projector
from ..room.view import JOIN, STANDINGS, ProjectorView, projector_view, tiles_named, time_left

CONSOLE, PROJECTOR = "console", "projector"


@dataclass
class Options:
    language: str = "ca"
    call_order: str = "drawn"
    spell_master_move: bool = False
    warnings: tuple[int, ...] = (60, 30)
    windowed: bool = False
    display: int = 1
    two_windows: bool | None = None    # None: two when there are two displays
    size: tuple[int, int] = (1280, 720)
    show_join: bool = True             # with the game server: its address and QR code on the projector


def init_display() -> None:
    """pygame's display and fonts; raises pygame.error when SDL found no real screen (it would fall back to
    drawing off screen, and a judge would see nothing)."""
    pygame.display.init()
    if pygame.display.get_driver() in ("offscreen", "dummy", "evdev") and "SDL_VIDEODRIVER" not in os.environ:
        raise pygame.error(f"SDL found only its '{pygame.display.get_driver()}' video driver")
    pygame.font.init()


class Windows:
    """The projector window and the judge's console window, or one window the judge toggles (Tab)."""

    def __init__(self, options: Options, title: str = "Conductor"):
        self.options = options
        init_display()
        displays = pygame.display.get_num_displays()
        self.two = options.two_windows if options.two_windows is not None else displays > 1
        index = min(options.display, displays - 1)
        position = pygame.WINDOWPOS_CENTERED_DISPLAY(index) if hasattr(pygame, "WINDOWPOS_CENTERED_DISPLAY") \
            else pygame.WINDOWPOS_CENTERED
        self.projector = pygame.Window(f"{title} — projector", options.size, position=position)
        if not options.windowed:
            self.projector.set_fullscreen(desktop=True)
        self.console = pygame.Window(f"{title} — consola del jutge", (1000, 720)) if self.two else None
        self.showing = PROJECTOR       # one window: which view it shows

    def projector_surface(self) -> pygame.Surface | None:
        if self.two or self.showing == PROJECTOR:
            return self.projector.get_surface()
        return None

    def console_surface(self) -> pygame.Surface | None:
        if self.console is not None:
            return self.console.get_surface()
        return self.projector.get_surface() if self.showing == CONSOLE else None

    def toggle(self) -> None:
        if not self.two:
            self.showing = CONSOLE if self.showing == PROJECTOR else PROJECTOR

    def present(self, projector: bool = True, console: bool = True) -> None:
        if projector:
            self.projector.flip()
        if self.console is not None and console:
            self.console.flip()

    def set_title(self, text: str) -> None:
        self.projector.title = text
        if self.console is not None:
            self.console.title = text + " — consola"

    def close(self) -> None:
        for window in (self.console, self.projector):
            if window is not None:
                window.destroy()


class Conductor:
    def __init__(self, session: Session, announcer: Announcer, options: Options, windows: Windows | None = None,
                 autopilot=None, server=None):
        self.session = session
        self.game = session.game
        self.announcer = announcer
        self.table = announcer.table
        self.options = options
        self.windows = windows
        self.autopilot = autopilot
        self.server = server                      # the game server (phones, tablets), or None
        self.console = ConsoleState()
        self.screen_override: str | None = None
        self.page = 1
        self.call: Playback | None = None
        self.call_starts_round = False
        self.voice: Playback | None = None         # what is being said now (call, warning, reveal)
        self.prepared_call = None
        self.warned: set[int] = set()
        self.running = True
        self._console_drawn_at = 0.0
        self._console_dirty = True
        self._title = ""
        self._shown: ProjectorView | None = None
        self._showing = ""
        self._resumed()
        if server is not None and options.show_join and session.game.phase == "draw":
            self.screen_override = JOIN           # people join first; the first draw shows the board
        # The word graph, fonts and tables loaded so far live as long as the game: out of the collector's
        # sight, a full collection during a round walks only what the game made since (tens of ms less).
        gc.freeze()

    # ------------------------------------------------------------------ commands
    def now(self) -> float:
        return self.session.clock()

    def _resumed(self) -> None:
        """After a crash the timer may have run on in the log's eyes; stop it at its last logged value."""
        game = self.game
        if game.phase == THINK and game.timer.running and game.events > 1:
            remaining = game.timer.remaining
            self.execute("pause")
            self.execute(f"adjust {remaining:.1f}")
            self.console.say(True, "Partida represa: el rellotge està aturat; F3 per continuar.")
        self.warned = self._warnings_passed()
        if game.phase == READY and game.current is not None:
            self._prepare_call()

    def _warnings_passed(self) -> set[int]:
        """Warnings not to give any more: their moment has passed (a short round, a resumed one)."""
        left = time_left(self.game, self.now())
        return {mark for mark in self.options.warnings if left <= mark}

    def execute(self, text: str) -> dict:
        """A judge's command: the console's own ones here, the game's through the session (logged first)."""
        words = text.split()
        if not words:
            return {"ok": False, "error": "empty command"}
        name = words[0].lower()
        entry = self.console.entry
        language = self.options.language
        if len(words) == 1 and name.isdigit():                      # "17": find table 17 in the list
            return self._said(text, find_table(self.game, self.console, int(name), language))
        if len(words) == 1 and name[:1] == "r" and name[1:].isdigit():   # "r7": slip entry for round 7
            return self._said(text, select_round(self.game, self.console, int(name[1:]), language))
        if name in ("finalise", "finalize") and len(words) == 1 and entry is not None:
            text = f"finalise {entry}"
        text = expand(text, entry, entry is not None and is_final(self.game, entry))
        name = text.split()[0].lower()
        local: dict[str, Callable[[], dict]] = {
            "call": self._call, "pause/resume": self._pause_resume, "show": self._toggle_standings,
            "next": self._next_page, "quit": self._quit, "oldest": lambda: oldest_missing(self.game, self.console, language), "join": self._toggle_join,
            "help": lambda: {"ok": True, "help": TEXT[self.options.language]["help"]},
        }
        if name == "call" and words[1:2] == ["again"]:
            answer = self._call(again=True)
        elif name in local:
            answer = local[name]()
        else:
            if name == "close" and self.game.phase == THINK:
                self.session.execute("time")
            answer = self.session.execute(text)
            if answer.get("ok"):
                self._after(name, answer)
            if name in ("device", "pins"):
                answer = self._access_answer(answer)
        return self._said(text, answer)

    def _access_answer(self, answer: dict) -> dict:
        """A device's code (and its QR code, on the judge's console only) or the PIN sheet's file."""
        from ..server.sheet import access_answer

        answer = access_answer(answer, self.session, self.server, self.options.language)
        said = TEXT[self.options.language]
        if answer.get("ok") and "code" in answer:
            self.console.qr = (said["device_qr"].format(name=answer["name"], code=answer["code"]),
                               answer.get("url") or answer["code"])
            answer["said"] = said["device"].format(name=answer["name"], first=answer["tables"][0],
                                                   last=answer["tables"][1], code=answer["code"])
        elif answer.get("ok") and "sheet" in answer:
            answer["said"] = said["pins"].format(n=len(answer["pins"]), path=answer["sheet"])
        return answer

    def _said(self, text: str, answer: dict) -> dict:
        self.console.say(bool(answer.get("ok")), answer.get("said") or summary(text, answer, self.options.language,
                                                                           TEXT[self.options.language]))
        self._console_dirty = True
        return answer

    def _after(self, name: str, answer: dict) -> None:
        if name in ("draw", "rack") and "rack" in answer:
            self.screen_override, self.page, self.warned = None, 1, set()
            self._prepare_call()
        elif name == "start":
            self.warned = self._warnings_passed()
        elif name == "reveal":
            self.screen_override = None
            script = master_move(self.table, answer["master"], answer["score"], self.game.tiles,
                                 self.options.spell_master_move)
            self.voice = self.announcer.play(script)
        elif name == "end":
            self.screen_override = None
            self.announcer.stop()

    def _call_script(self):
        current = self.game.current
        return rack_call(self.table, current.leftover, current.drawn, current.number, self.options.call_order)

    def _prepare_call(self) -> None:
        self.prepared_call = self.announcer.prepare(self._call_script())

    def _call(self, again: bool = False) -> dict:
        game = self.game
        if game.current is None or game.phase not in (READY, THINK, COLLECT):
            return {"ok": False, "error": "no rack to call: draw one first (F1)"}
        if game.phase == READY and game.move_count == 0:
            return {"ok": False, "error": "this rack has no legal move: draw again (F1) or end (F10)"}
        ready = self.prepared_call
        script = ready.result() if ready is not None and ready.done() and not ready.exception() \
            else self._call_script()
        self.call = self.voice = self.announcer.play(script, interrupt=True)
        self.call_starts_round = game.phase == READY
        return {"ok": True, "calling": " ".join(game.current.rack), "again": again}

    def _pause_resume(self) -> dict:
        return self.session.execute("pause" if self.game.timer.running else "resume")

    def _toggle_standings(self) -> dict:
        self.screen_override = None if self.screen_override == STANDINGS else STANDINGS
        self.page = 1
        return {"ok": True, "screen": self.screen_override or "game"}

    def _toggle_join(self) -> dict:
        if self.server is None:
            return {"ok": False, "error": TEXT[self.options.language]["no_server"]}
        self.screen_override = None if self.screen_override == JOIN else JOIN
        return {"ok": True, "screen": self.screen_override or "game"}

    def _next_page(self) -> dict:
        self.page += 1
        return {"ok": True, "page": self.page}

    def _quit(self) -> dict:
        self.running = False
        return {"ok": True}

    # ------------------------------------------------------------------ time
    def tick(self, now: float) -> None:
        game = self.game
        if self.call is not None and self.call.done.is_set():
            if self.call_starts_round and game.phase == READY and not self.call.cancelled:
                self.execute("start")
            self.call = None
        if game.phase == THINK and game.timer.running:
            left = time_left(game, now)
            for mark in warnings_due(left, self.options.warnings, self.warned):
                self.warned.add(mark)
                self.voice = self.announcer.play(warning(self.table, mark), interrupt=True)
            if left <= 0:
                self.execute("time")
                self.voice = self.announcer.play(warning(self.table, 0), interrupt=True)
        if self.autopilot is not None:
            self.autopilot.act(self, now)

    # ------------------------------------------------------------------ screens
    def called_tiles(self) -> int | None:
        """How many of the rack's tiles the call has named so far (None: not calling a new rack)."""
        if self.call is None or not self.call_starts_round or self.game.current is None:
            return None
        return tiles_named(self.call, len(self.game.current.rack))

    def subtitle(self) -> str:
        voice = self.voice
        if voice is None:
            return ""
        item = voice.current()
        return item.text if isinstance(item, Phrase) else ""

    def projector(self, now: float) -> ProjectorView:
        join = self.server.url if self.server is not None else ""
        return projector_view(self.game, now, screen=self.screen_override, called=self.called_tiles(),
                              page=self.page, subtitle=self.subtitle(), notice=self.announcer.notice,
                              read_as=lambda c: self.table.coordinate(c).text, language=self.options.language,
                              join=join)

    def draw(self, now: float, view: ProjectorView | None = None) -> None:
        """The projector every frame; the console (text only, costly to lay out) ten times a second."""
        if self.windows is None:
            return
        view = view or self.projector(now)
        # The room sees whole seconds: a frame that would look the same is neither drawn nor sent.
        shown = dataclasses.replace(view, time_left=None if view.time_left is None else math.ceil(view.time_left))
        changed = shown != self._shown or self.windows.showing != self._showing
        self._shown, self._showing = shown, self.windows.showing
        surface = self.windows.projector_surface()
        if surface is not None and changed:
            draw_projector(surface, view, self.game.tiles)
        real = time.perf_counter()
        surface = self.windows.console_surface()
        console_due = self._console_dirty or real - self._console_drawn_at >= 0.1
        if surface is not None and (console_due or not self.windows.two):
            draw_console(surface, self.game, self.console, now, screen=view.screen, notice=self.announcer.notice,
                         language=self.options.language, speaking=self.subtitle(),
                         locked=self.session.access.locked, server=self.server.url if self.server else "")
            self._console_drawn_at, self._console_dirty = real, False
        title = f"Conductor — ronda {view.round} — {self.game.phase}"
        if title != self._title:
            self.windows.set_title(title)
            self._title = title
        self.windows.present(projector=changed or (console_due and not self.windows.two), console=console_due)

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT or event.type == getattr(pygame, "WINDOWCLOSE", -1):
            self.running = False
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB and self.windows is not None:
                self.windows.toggle()
                return
            command = self.console.key(event)
            if command:
                self.execute(command)
            self._console_dirty = True
        elif event.type == pygame.TEXTINPUT:
            self.console.line += event.text
            self._console_dirty = True

    def step(self) -> None:
        for event in pygame.event.get():
            self.handle(event)
        now = self.now()
        self.tick(now)                            # "Temps!" first: a player's slip after it is late
        if self.server is not None and self.server.drain(self.session):
            self._console_dirty = True            # slips from phones: shown at once on the console
        view = self.projector(now)
        self.draw(now, view)
        if self.server is not None:
            self.server.update(self.session, view)

    def run(self, fps: int = 60) -> None:
        clock = pygame.time.Clock()
        pygame.key.start_text_input()
        try:
            while self.running:
                self.step()
                clock.tick(fps)
        finally:
            self.close()

    def close(self) -> None:
        self.session.close()
        self.announcer.close()
        if self.windows is not None:
            self.windows.close()

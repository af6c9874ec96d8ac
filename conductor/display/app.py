"""The projector and the judge's console: the pygame face of the live host (live/host.py), which runs the game.

The loop never waits: speech plays on its own thread, the engine answers within milliseconds, and the round's flow
(call → "Temps!" starts the timer → warnings → time up) and an unattended game's schedule are ticked by the host.
Here: the windows, the keyboard, the console's own lines (pages, screens, the slip entry) and the drawing.
"""

from __future__ import annotations

import dataclasses
import gc
import signal
import time
from collections.abc import Callable

import pygame

from ..clock import awake_clock
from ..announcer.announcer import Announcer
from ..digits import is_whole
from ..game.commands import ACCESS_SHEET, BY_NAME, CONSOLE, RACK_OUT, SHOWS_GAME, lookup
from ..game.rounds import DRAW
from ..game.session import Session
from ..live import LiveHost
from ..messages import Message
from ..messages.logged import Source
from ..live.room_voice import RoomVoice
from ..reasons import PHASES
from ..room.home_voice import HomeVoice
from ..room.view import JOIN, STANDINGS, STANDINGS_PER_PAGE, ProjectorView
from . import help as console_help
from .confirm import Confirmations
from .console import draw_console
from .console_state import KEYS, SECRETS_SECONDS, ConsoleState
from .console_text import TEXT, local_address
from .entry import expand, find_table, is_final, oldest_missing, select_round
from .keys import Keyboard
from .projector import draw_projector, picture
from .screens import PROJECTOR, Options, Windows, init_display
from .shared import notice_told, told, typed_told
from .strip import STRIP_SECONDS, draw_strip, strip_answer
from .summaries import summary

PAUSE_OR_RESUME = KEYS[pygame.K_F3]        # F3's line: the registry's two commands on one key ("pause/resume")

__all__ = ["Conductor", "Options", "Windows", "init_display"]


# the projector's strip on a shared screen: the typed line, the answer (ok, text), the prompt, the cursor's blink
Strip = tuple[str, tuple[bool, str] | None, str, int]


class Conductor(Keyboard):
    """`schedule`: an unattended game's (--autorun): it then plays by itself, on the projector too. `steps`: told
    each step an unattended game takes by itself (its line and answer; the command prints them on stdout).
    `players`: the demo's simulated players (live/autopilot.py), whose slips the host enters."""

    def __init__(self, session: Session, announcer: Announcer, options: Options, windows: Windows | None = None,
                 server=None, *, schedule=None, steps: Callable[[str, dict], None] | None = None, players=None):
        self.session = session
        self.steps = steps
        self.game = session.game
        self.announcer = announcer
        self.table = announcer.table
        self.options = options = dataclasses.replace(options, language=session.game.language)   # its setup's
        self.windows = windows
        self.server = server                      # the game server (phones, tablets), or None
        self.console = ConsoleState()
        self.confirm = Confirmations(options.language)
        self._strip_at = 0.0
        self._strip_drawn: Strip | None = None
        self.strip_band: pygame.Rect | None = None      # where the strip last stood on the projector
        self.screen_override: str | None = None
        self.page = 1
        self.room_voice = RoomVoice(announcer, options.call_order, options.spell_master_move)
        # the room's voice for players at home (DESIGN §4d): the same clips, served by the game server
        self.home = HomeVoice(announcer, session.game.tiles, options.call_order, options.spell_master_move) \
            if server is not None else None
        self.host = LiveHost(session, server=server, schedule=schedule,
                             room_voice=self.room_voice, home_voice=self.home, warnings=options.warnings,
                             pause_on_resume=True, perform=self._step, players=players,
                             awake=awake_clock if options.watch_frozen else None)
        self.host.serve()                         # the server opens with the resumed clock, never the log's stale one
        self.running = True
        self._console_drawn_at = 0.0
        self._console_dirty = True
        self._title = ""
        self._shown: tuple | None = None            # the picture last drawn (projector.picture)
        self._showing = ""
        for line in self.host.opening:
            self.console.say(True, line)
        if server is not None and options.show_join and session.game.phase == DRAW \
                and self.host.view(self.host.now()).screen != "lobby":
            self.screen_override = JOIN           # people join first; the first draw shows the board
        if server is not None and local_address(getattr(server, "url", "")):
            self.console.say(False, TEXT[options.language]("local_only", url=server.url))
        # The word graph, fonts and tables loaded so far live as long as the game: out of the collector's
        # sight, a full collection during a round walks only what the game made since (tens of ms less).
        gc.freeze()

    # ------------------------------------------------------------------ commands
    def now(self) -> float:
        return self.session.clock()

    @property
    def call(self):
        return self.room_voice.call

    @property
    def voice(self):
        return self.room_voice.voice

    @property
    def warned(self) -> set[int]:
        return self.host.flow.warned

    def execute(self, text: str) -> dict:
        """A judge's command: the console's own ones here, the game's through the session (logged first)."""
        typed = text
        text = console_help.command(text)        # a key's command in Catalan or Spanish ("torna a cridar")
        words = text.split()
        if not words:
            return {"ok": False, "error": TEXT[self.options.language]["empty"]}
        name = words[0].lower()
        entry = self.console.entry
        language = self.options.language
        if len(words) == 1 and is_whole(name):                     # "17": find table 17 in the list
            return self._said(text, find_table(self.game, self.console, int(name), language))
        if len(words) == 1 and name[:1] == "r" and is_whole(name[1:]):   # "r7": slip entry for round 7
            return self._said(text, select_round(self.game, self.console, int(name[1:]), language))
        found, args = lookup(text)
        if found is not None and found.takes_entry_round and not args and entry is not None:
            text = f"{text} {entry}"              # `finalise` alone in slip entry: the round being entered
        text = expand(text, entry, entry is not None and is_final(self.game, entry))
        if text == PAUSE_OR_RESUME:               # F3: one key for both
            text = self._pause_or_resume()
        found, args = lookup(text)
        if found is not None and found.alone and not args:     # `join` alone: the address, as F11
            found = BY_NAME[found.alone]
        local: dict[str, Callable[[], dict]] = {    # the registry's console actions (DESIGN §4i), run here
            "toggle_standings": self._toggle_standings, "next_page": self._next_page, "quit": self._quit,
            "oldest_missing": lambda: oldest_missing(self.game, self.console, language),
            "toggle_join": self._toggle_join, "help": lambda: self._help(args[:1]), "show_secrets": self._show_secrets,
        }
        if found is not None and found.runs == CONSOLE:
            answer = local[found.action]()
        else:
            answer = self.host.command(text)      # the game's lines and the host's (call, start game)
            if answer.get("ok") and found is not None:
                self._after(found.then)
            if found is not None and ACCESS_SHEET in found.then:
                answer = self._access_answer(answer)
        return self._said(text, answer, typed)

    def _step(self, text: str) -> dict:
        """A step the live host takes by itself (the round's flow, an unattended game's schedule): run as a judge's
        line; an unattended game's step also told to `steps` (docs/run.md: a line on stdout each)."""
        answer = self.execute(text)
        if self.steps is not None and self.host.unattended():
            self.steps(text, answer)
        return answer

    def _access_answer(self, answer: dict) -> dict:
        """A device's code (and its QR code, on the judge's console only) or the PIN sheet's file, said."""
        said = TEXT[self.options.language]
        if answer.get("ok") and "code" in answer:
            self.console.show_qr(said("device_qr", name=answer["name"], code=answer["code"]),
                                 answer.get("url") or answer["code"], time.perf_counter())
            answer["said"] = said("device", name=answer["name"], first=answer["tables"][0],
                                                   last=answer["tables"][1], code=answer["code"])
        elif answer.get("ok") and "sheet" in answer:
            answer["said"] = said("pins", n=len(answer["pins"]), path=answer["sheet"])
            if answer.get("warning"):             # the game takes no PINs (live/sheets.py)
                answer["said"] += " " + answer["warning"]
        elif answer.get("ok") and "file" in answer and not answer.get("said"):   # live/sheets.py says what links ended
            answer["said"] = said("links", n=len(answer["links"]),
                                       path=answer["file"])
        return answer

    def _said(self, text: str, answer: dict, typed: str | None = None) -> dict:
        language = self.options.language
        # a refusal names the line as the judge typed it ("99 H8 CASA"), not the command it became
        conflict = answer.get("conflict")
        told_as = answer if not isinstance(conflict, dict) else {   # the question that follows says what to do
            **answer, "error": Message("slip.conflict_short", table=conflict["table"], round=conflict["round"],
                                       by=Source(conflict["by"]))}
        said = answer.get("said") or summary(typed if typed and not answer.get("ok") else text, told_as, language,
                                             TEXT[language])
        secret, public = told(self.game, text, told_as, language)    # what a shared screen may show of it
        self.console.say(bool(answer.get("ok")), said, secret, public)
        if self._from_keyboard:               # the host's own steps stay off the strip
            self.console.strip = strip_answer(text, answer, said, self.game, language)
            self._strip_at = time.perf_counter()
        self._console_dirty = True
        return answer

    def _after(self, then: frozenset[str]) -> None:
        """What the projector shows after a command (its registry `then`): the game again after a draw, a reveal,
        the end, a reopen; the standings' first page with a new rack."""
        if SHOWS_GAME in then:
            self.screen_override = None
        if RACK_OUT in then:
            self.page = 1

    def _pause_or_resume(self) -> str:
        """F3's command: the one the clock wants (the registry's F3 entries, running or not)."""
        return "pause" if self.game.timer.running else "resume"

    def _toggle_standings(self) -> dict:
        self.screen_override = None if self.screen_override == STANDINGS else STANDINGS
        self.page = 1
        return {"ok": True, "screen": self.screen_override or "game"}

    def _toggle_join(self) -> dict:
        if self.server is None:
            return {"ok": False, "error": TEXT[self.options.language]["no_server"]}
        self.screen_override = None if self.screen_override == JOIN else JOIN
        return {"ok": True, "screen": self.screen_override or "game"}

    def pages(self) -> int:
        """Pages of the standings: the one count the projector and F8 both go by."""
        return max(1, -(-len(self.game.players) // STANDINGS_PER_PAGE))

    def _next_page(self) -> dict:
        self.page = self.page % self.pages() + 1          # past the last page: back to the first
        return {"ok": True, "page": self.page, "said": TEXT[self.options.language]("page", 
            i=self.page, n=self.pages())}

    def _help(self, which: list[str]) -> dict:
        pages = console_help.pages(self.options.language)
        number = int(which[0]) if which and is_whole(which[0], 3) else \
            (self.console.help_page % pages + 1 if self.console.help_page is not None else 1)
        self.console.help_page = (number - 1) % pages + 1
        title, _ = console_help.page(self.options.language, self.console.help_page)
        return {"ok": True, "help": number, "said": title}

    def _show_secrets(self) -> dict:
        said = TEXT[self.options.language]
        if self.session.judge_playing():          # the judge plays: no peeking before "Temps!"
            return {"ok": False, "error": said["judge_plays"]}
        if self.windows is None or not self.windows.shared:
            return {"ok": True, "said": said["secrets_here"]}
        self.console.secrets_until = time.perf_counter() + SECRETS_SECONDS
        return {"ok": True, "said": said("secrets_on", s=int(SECRETS_SECONDS))}

    def _quit(self) -> dict:
        self.running = False
        return {"ok": True, "said": TEXT[self.options.language]["bye"]}

    # ------------------------------------------------------------------ time
    def tick(self, now: float) -> None:
        self.host.tick(now)                       # the round's flow, the schedule, the clock in the log

    # ------------------------------------------------------------------ screens
    def called_tiles(self) -> int | None:
        """How many of the rack's tiles the call has named so far (None: not calling a new rack)."""
        return self.room_voice.called_tiles(self.game)

    def subtitle(self) -> str:
        return self.room_voice.subtitle()

    def projector(self, now: float) -> ProjectorView:
        join = self.server.url if self.server is not None else ""
        return self.host.view(now, screen=self.screen_override, called=self.called_tiles(), page=self.page,
                              subtitle=self.subtitle(), notice=self.announcer.notice,
                              read_as=lambda c: self.table.coordinate(c).text, join=join)

    def draw(self, now: float, view: ProjectorView | None = None) -> None:
        """The projector every frame; the console (text only, costly to lay out) ten times a second."""
        if self.windows is None:
            return
        view = view or self.projector(now)
        windows = self.windows
        real = time.perf_counter()
        self.console.expire(real)
        strip = self._strip(real)
        # The room sees whole seconds: a frame that would look the same is neither drawn nor sent.
        shown = picture(view, now)
        changed = shown != self._shown or windows.showing != self._showing or strip != self._strip_drawn
        self._shown, self._showing, self._strip_drawn = shown, windows.showing, strip
        surface = windows.projector_surface()
        if surface is not None and changed:
            draw_projector(surface, view, self.game.tiles, now=now)
            if strip is not None:
                self.strip_band = draw_strip(surface, *strip, screen=view.screen, over_rack=not view.rack)
        surface = windows.console_surface()
        console_due = self._console_dirty or real - self._console_drawn_at >= 0.1
        if surface is not None and (console_due or not windows.two):
            playing = self.session.judge_playing()
            hidden = windows.shared and not self.console.secrets_shown(real)
            draw_console(surface, self.game, self.console, now, screen=view.screen, notice=self.announcer.notice,
                         language=self.options.language, speaking=self.subtitle(),
                         locked=self.session.access.locked, server=self.server.url if self.server else "",
                         hidden=hidden or playing, shared=windows.shared,
                         pending=self.confirm.pending.shown(hidden) if self.confirm.pending else "",
                         judge_plays=playing)
            self._console_drawn_at, self._console_dirty = real, False
        phases = PHASES[self.options.language]
        title = f"Conductor — {TEXT[self.options.language]['round']} {view.round} — {phases.get(self.game.phase, '')}"
        if title != self._title:
            windows.set_title(title)
            self._title = title
        windows.present(projector=changed or (console_due and not windows.two), console=console_due)

    def _strip(self, real: float) -> Strip | None:
        """On a shared screen, the projector's strip: (line, answer, prompt), or None when there is nothing."""
        windows = self.windows
        if windows is None or not windows.shared or windows.showing != PROJECTOR:
            return None
        console = self.console
        pending = self.confirm.pending
        answer = (False, pending.shown(True)) if pending is not None else \
            console.strip if console.strip is not None and real - self._strip_at <= STRIP_SECONDS else None
        if not console.line and answer is None:
            return None
        prompt = ">"
        if console.entry is not None:
            said = TEXT[self.options.language]
            prompt = said("prompt_correct" if is_final(self.game, console.entry) else "prompt_entry", n=console.entry)
        cursor = int(real * 2) % 2 if console.line else 0
        return typed_told(self.game, console.line, console.entry), answer, prompt, cursor

    def step(self) -> None:
        for event in pygame.event.get():
            self.handle(event)
        self.keyboard_step()
        now = self.now()
        self.tick(now)                            # "Temps!" first: a player's slip after it is late
        if self.host.drain():
            self._console_dirty = True            # slips from phones: shown at once on the console
        for ok, text, kind in self.host.notices(kinds=True):   # a PIN guessed at, a request that met a bug
            self.console.say(ok, text, *notice_told(kind))
            self._console_dirty = True
        view = self.projector(now)
        self.draw(now, view)
        self.host.publish(view)

    def run(self, fps: int = 60) -> None:
        clock = pygame.time.Clock()
        pygame.key.start_text_input()
        # SIGTERM (a laptop shutting down, a service manager) ends the game at once and cleanly: SDL would make it a
        # window close, which asks first. The log is durable already; closing lets the server and the voice go.
        try:
            signal.signal(signal.SIGTERM, lambda *_: setattr(self, "running", False))
        except ValueError:                        # not the main thread (a test's loop): nothing to take over
            pass
        try:
            while self.running:
                self.step()
                clock.tick(fps)
        finally:
            self.close()

    def close(self) -> None:
        self.host.close()
        self.announcer.close()
        if self.windows is not None:
            self.windows.close()

"""The solo training window (`conductor train`): a thin pygame shell around `training.Training`.

Four screens: play (board, rack, clock, the move being entered, every attempt's score or reason, hints),
the round's result (master move, the player's move and percentage, the ten best moves), the summary at
the end (saved to the history file) and the progress over past sessions. This module is the session's
control: keys, typed text and clicks, the round's flow, the voice, when to redraw; the screens are drawn by
`trainer_draw`. Keys and clicks only ask the training core; time comes from an injected clock, so tests
step it exactly.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ..announcer.announcer import Announcer
from ..announcer.audio import Playback
from ..announcer.phrases import Phrase, rack_call, warning
from ..game.duplicate import THINK
from ..messages import message_of
from ..reasons import in_language
from ..room.flow import TEMPS
from ..room.view import tiles_named
from ..rules.board import Board
from ..rules.move import move_from_tiles
from ..rules.spelling import SpellingError, tokenize_word
from ..rules.tiles import BLANK, Tile
from ..training import OVER, PLAY, RESULT, Attempt, History, Progress, Summary, Training
from .projector import layout
from .trainer_draw import Shown, draw_game, draw_progress, draw_summary
from .words import training_words

SUMMARY, PROGRESS = "summary", "progress"


@dataclass
class Entry:
    """What the player is putting together: a typed line, or rack tiles put on squares by clicking."""
    line: str = ""
    selected: int | None = None                                # index into the rack
    placed: dict[tuple[int, int], int] = field(default_factory=dict)   # square → rack index
    letters: dict[tuple[int, int], str] = field(default_factory=dict)  # square → letter a blank stands for
    awaiting_blank: tuple[int, int] | None = None

    def clear(self) -> None:
        self.line, self.selected, self.awaiting_blank = "", None, None
        self.placed.clear()
        self.letters.clear()

    def tiles(self, rack: list[str]) -> dict[tuple[int, int], Tile]:
        """The clicked tiles as the move's new tiles (a blank as the letter it stands for)."""
        return {square: Tile(self.letters[square], True) if rack[index] == BLANK else Tile(rack[index])
                for square, index in self.placed.items()}

    def shown_tiles(self, rack: list[str]) -> dict[tuple[int, int], str]:
        """The clicked tiles as the board shows them: a blank's letter in lowercase, "?" until it is typed."""
        return {square: self.letters.get(square, "?").lower() if rack[index] == BLANK else rack[index]
                for square, index in self.placed.items()}

    def shown_line(self, board: Board, rack: list[str]) -> str:
        """The entry line: what is typed, else the clicked tiles' move ("…" while they make none)."""
        if self.line or not self.placed:
            return self.line
        try:
            return str(move_from_tiles(board, self.tiles(rack)))
        except (ValueError, KeyError):
            return "…"


class Trainer:
    def __init__(self, training: Training, surface_source: Callable[[], pygame.Surface | None],
                 clock: Callable[[], float], history: History, *, announcer: Announcer | None = None,
                 today: Callable[[], str] = lambda: "", call_order: str = "drawn",
                 present: Callable[[], None] = lambda: None, set_title: Callable[[str], None] = lambda title: None):
        self.training = training
        self.surface_source = surface_source
        self.clock = clock
        self.history = history
        self.announcer = announcer
        self.today = today
        self.call_order = call_order
        self.present = present
        self.set_title = set_title
        self._title = ""
        self.text = training_words(training.language)
        self.entry = Entry()
        self.screen = PLAY
        self.attempts: list[Attempt] = []
        self.typed: list[str] = []          # lines entered, recalled with the up arrow
        self.hints: list[str] = []
        self.message = ""
        self.call: Playback | None = None
        self.voice: Playback | None = None
        self.summary: Summary | None = None
        self.progress: Progress | None = None
        self.saved_to = ""
        self.running = True
        self._drawn_key: tuple | None = None
        self.next_round()

    # ------------------------------------------------------------------ flow
    def now(self) -> float:
        return self.clock()

    def next_round(self) -> None:
        training = self.training
        rack = training.draw(self.now())
        self.entry.clear()
        self.attempts, self.hints, self.message = [], [], ""
        if not rack:
            self._finish_session()
            return
        self.screen = PLAY
        if self.announcer is not None:
            current = training.game.current
            assert current is not None                     # a rack was just drawn
            script = rack_call(self.announcer.table, current.leftover, current.drawn, current.number, self.call_order)
            self.call = self.voice = self.announcer.play(script, interrupt=True)
        else:
            training.start(self.now())

    def _finish_session(self) -> None:
        if self.summary is not None:
            return
        training = self.training
        if training.phase != OVER:
            training.end(self.now())
        self.summary = training.summary(self.today())
        if self.summary.rounds:
            self.history.save(self.summary)
            self.saved_to = str(self.history.path)
        self.screen = SUMMARY

    def submit(self) -> None:
        if self.training.game.phase == THINK:
            self.training.finish(self.now())
            self._round_over()

    def _round_over(self) -> None:
        self.entry.clear()
        self.screen = RESULT
        if self.announcer is not None and self.voice is not None:
            self.announcer.stop()

    def try_entry(self) -> Attempt | None:
        """The typed line, else the clicked tiles, checked and scored now."""
        training, entry = self.training, self.entry
        if training.game.phase != THINK or (training.paused):
            return None
        if entry.line.strip():
            attempt = training.attempt(entry.line.strip(), self.now())
        elif entry.awaiting_blank is not None:
            self.message = self.text["blank"]
            return None
        elif entry.placed:
            try:
                move = move_from_tiles(training.game.board, entry.tiles(training.rack))
            except ValueError as error:
                attempt = Attempt("", "", 0, in_language(message_of(error), training.language), training.elapsed(self.now()))
                training.round.attempts.append(attempt)
            else:
                attempt = training.attempt(str(move), self.now(), move=move)
        else:
            return None
        self.attempts.append(attempt)
        if entry.line.strip():
            self.typed.append(entry.line.strip())
        entry.clear()
        if training.phase == RESULT:        # topping: the top ends the round
            self._round_over()
        return attempt

    def hint(self, kind: str) -> None:
        if self.training.game.phase == THINK and not self.training.paused:
            said = self.training.hint(kind)
            if said not in self.hints:
                self.hints.append(said)

    def pause(self) -> None:
        if self.training.game.phase == THINK:
            self.training.pause(self.now())

    # ------------------------------------------------------------------ time
    def tick(self, now: float) -> None:
        """The round's flow (the training core asks room/flow.py): the clock starts once the call has been
        heard to its end, the warnings are said, the time up ends the round."""
        call_done = False
        if self.call is not None and self.call.done.is_set():
            call_done = not self.call.cancelled
            self.call = None
        for mark in self.training.tick(now, call_done):
            if mark == TEMPS:
                self._round_over()
            if self.announcer is not None:
                self.voice = self.announcer.play(warning(self.announcer.table, mark), interrupt=True)

    def called_tiles(self) -> int | None:
        return None if self.call is None else tiles_named(self.call, len(self.training.rack))

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT or event.type == getattr(pygame, "WINDOWCLOSE", -1):
            self.quit()
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.TEXTINPUT:
            self._typed(event.text)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._click(event.pos, event.button)

    def quit(self) -> None:
        """Closing the window: a session with rounds played is saved first."""
        if self.summary is None and self.training.results:
            self._finish_session()
        self.running = False

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if self.screen == PROGRESS:
            if key in (pygame.K_ESCAPE, pygame.K_p, pygame.K_RETURN):
                self.screen = SUMMARY
            return
        if self.screen == SUMMARY:
            if key == pygame.K_p:
                self.progress = self.history.read()
                self.screen = PROGRESS
            elif key in (pygame.K_ESCAPE, pygame.K_q):
                self.running = False
            return
        if key == pygame.K_F10:
            self._finish_session()
        elif self.screen == RESULT:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.next_round()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.try_entry()
        elif key == pygame.K_UP and self.typed:
            self.entry.line = self.typed[-1]
        elif key == pygame.K_BACKSPACE:
            self.entry.line = self.entry.line[:-1]
        elif key == pygame.K_ESCAPE:
            self.entry.clear()
        elif key == pygame.K_F1:
            self.hint("top")
        elif key == pygame.K_F2:
            self.hint("bingo")
        elif key == pygame.K_F3:
            self.hint("count")
        elif key == pygame.K_F4:
            self.pause()
        elif key == pygame.K_F5:
            self.submit()

    def _typed(self, text: str) -> None:
        if self.screen != PLAY:
            return
        entry = self.entry
        if entry.awaiting_blank is not None:
            try:
                tiles = tokenize_word(text.strip().upper(), self.training.game.tiles)
            except SpellingError as error:
                self.message = in_language(message_of(error), self.training.language)
                return
            if len(tiles) == 1:
                entry.letters[entry.awaiting_blank] = tiles[0].label
                entry.awaiting_blank = None
                self.message = ""
            return
        entry.line += text

    def _click(self, position: tuple[int, int], button: int) -> None:
        surface = self.surface_source()
        training, entry = self.training, self.entry
        if surface is None or self.screen != PLAY or training.game.phase != THINK or training.paused:
            return
        if button == 3:
            entry.clear()
            return
        geometry = layout(*surface.get_size())
        for index in range(len(training.rack)):
            if geometry.rack_tile(index, 7).collidepoint(position) and index not in entry.placed.values():
                entry.selected = None if entry.selected == index else index
                return
        if not geometry.board.collidepoint(position):
            return
        col = int((position[0] - geometry.board.x) // geometry.cell)
        row = int((position[1] - geometry.board.y) // geometry.cell)
        square = (min(row, 14), min(col, 14))
        if square in entry.placed:
            del entry.placed[square]
            entry.letters.pop(square, None)
            if entry.awaiting_blank == square:
                entry.awaiting_blank = None
        elif entry.selected is not None and training.game.board[square] is None and entry.awaiting_blank is None:
            entry.placed[square] = entry.selected
            if training.rack[entry.selected] == BLANK:
                entry.awaiting_blank = square
                self.message = self.text["blank"]
            entry.selected = None
            entry.line = ""

    # ------------------------------------------------------------------ drawing (trainer_draw.py)
    def _key_now(self, now: float) -> tuple:
        training = self.training
        left = training.time_left(now)
        return (self.screen, training.number, training.game.phase, None if left is None else math.ceil(left),
                training.paused, tuple(self.attempts), tuple(self.hints), self.entry.line, self.entry.selected,
                tuple(sorted(self.entry.placed.items())), tuple(sorted(self.entry.letters.items())),
                self.entry.awaiting_blank, self.message, self.called_tiles(), self.call is None)

    def draw(self, now: float, force: bool = False) -> bool:
        surface = self.surface_source()
        if surface is None:
            return False
        key = self._key_now(now) + (surface.get_size(),)
        if key == self._drawn_key and not force:
            return False
        self._drawn_key = key
        title = f"{self.text['title']} — {self.text('round', n=self.training.number).lower()} — {self.screen}"
        if title != self._title:
            self.set_title(title)
            self._title = title
        if self.screen == SUMMARY:
            assert self.summary is not None            # set when the summary screen is chosen
            draw_summary(surface, self.text, self.summary, self.saved_to)
        elif self.screen == PROGRESS:
            assert self.progress is not None
            draw_progress(surface, self.text, self.progress)
        else:
            draw_game(surface, self.training, self.text, self.shown(), now)
        self.present()
        return True

    def shown(self) -> Shown:
        """What the play and result screens show of the session now."""
        entry, rack = self.entry, self.training.rack
        item = self.voice.current() if self.voice is not None else None
        return Shown(screen=self.screen, line=entry.shown_line(self.training.game.board, rack),
                     placed=entry.shown_tiles(rack),
                     used=frozenset(entry.placed.values()), selected=entry.selected, called=self.called_tiles(),
                     saying=item.text if isinstance(item, Phrase) else None, attempts=tuple(self.attempts),
                     hints=tuple(self.hints), message=self.message)

    def step(self) -> None:
        for event in pygame.event.get():
            self.handle(event)
        now = self.now()
        self.tick(now)
        self.draw(now)

    def run(self, fps: int = 30) -> None:
        frames = pygame.time.Clock()
        pygame.key.start_text_input()
        while self.running:
            self.step()
            frames.tick(fps)

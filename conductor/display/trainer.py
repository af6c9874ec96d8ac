"""The solo training window (`conductor train`): a thin pygame shell around `training.Training`.

Four screens: play (board, rack, clock, the move being entered, every attempt's score or reason, hints),
the round's result (master move, the player's move and percentage, the ten best moves), the summary at
the end (saved to the history file) and the progress over past sessions. Keys and clicks only ask the
training core; time comes from an injected clock, so tests step it exactly.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ..announcer.announcer import Announcer
from ..announcer.audio import Playback
from ..announcer.phrases import Phrase, rack_call, warning
from ..clock import warnings_due
from ..game.duplicate import THINK
from ..reasons import in_language
from ..rules.move import move_from_tiles, parse_move
from ..rules.spelling import SpellingError, tokenize_word
from ..rules.tiles import BLANK, Tile
from ..training import OVER, PLAY, RESULT, Attempt, History, Progress, Summary, Training
from . import theme
from .projector import clock_text, draw_tile, empty_board, layout, warning_level
from ..room.view import tiles_named
from .words import training_words

SUMMARY, PROGRESS = "summary", "progress"
SHOWN_ATTEMPTS = 6


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


class Trainer:
    def __init__(self, training: Training, surface_source: Callable[[], pygame.Surface | None],
                 clock: Callable[[], float], history: History, *, announcer: Announcer | None = None,
                 today: Callable[[], str] = lambda: "", warnings: tuple[int, ...] = (60, 30),
                 call_order: str = "drawn", present: Callable[[], None] = lambda: None,
                 set_title: Callable[[str], None] = lambda title: None):
        self.training = training
        self.surface_source = surface_source
        self.clock = clock
        self.history = history
        self.announcer = announcer
        self.today = today
        self.warnings = warnings
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
        self.warned: set[int] = set()
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
        self.attempts, self.hints, self.message, self.warned = [], [], "", set()
        if not rack:
            self._finish_session()
            return
        self.screen = PLAY
        if self.announcer is not None:
            current = training.game.current
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
                move = move_from_tiles(training.game.board, self._placed_tiles())
            except ValueError as error:
                attempt = Attempt("", "", 0, in_language(str(error), training.language), training.elapsed(self.now()))
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

    def _placed_tiles(self) -> dict[tuple[int, int], Tile]:
        rack = self.training.rack
        tiles = {}
        for square, index in self.entry.placed.items():
            label = rack[index]
            tiles[square] = Tile(self.entry.letters[square], True) if label == BLANK else Tile(label)
        return tiles

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
        training = self.training
        if self.call is not None and self.call.done.is_set():
            if training.game.phase != THINK and training.phase == PLAY and not self.call.cancelled:
                training.start(now)
            self.call = None
        if training.game.phase == THINK and training.game.timer.running:
            left = training.time_left(now) or 0.0
            if self.announcer is not None:
                for mark in warnings_due(left, self.warnings, self.warned):
                    self.warned.add(mark)
                    self.voice = self.announcer.play(warning(self.announcer.table, mark), interrupt=True)
            if training.tick(now):
                self._round_over()
                if self.announcer is not None:
                    self.voice = self.announcer.play(warning(self.announcer.table, 0), interrupt=True)

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
                self.message = in_language(str(error), self.training.language)
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

    # ------------------------------------------------------------------ drawing
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
        title = f"{self.text['title']} — {self.text['round'].format(n=self.training.number).lower()} — {self.screen}"
        if title != self._title:
            self.set_title(title)
            self._title = title
        if self.screen == SUMMARY:
            self._draw_summary(surface)
        elif self.screen == PROGRESS:
            self._draw_progress(surface)
        else:
            self._draw_game(surface, now)
        self.present()
        return True

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

    # the screens
    def _draw_game(self, surface: pygame.Surface, now: float) -> None:
        training, text = self.training, self.text
        width, height = surface.get_size()
        unit = height / 100
        geometry = layout(width, height)
        tiles = training.game.tiles
        surface.blit(empty_board(width, height, training.language), (0, 0))
        hidden = training.paused
        highlight = set()
        if self.screen == RESULT and training.game.rounds:
            move = parse_move(training.game.rounds[-1].master, tiles)
            highlight = {move.coordinate.square(i) for i in range(len(move.word))}
        if not hidden:
            for (row, col), tile in training.game.board.tiles():
                draw_tile(surface, geometry.square(row, col), str(tile), tiles, highlighted=(row, col) in highlight)
            rack = training.rack
            for square, index in self.entry.placed.items():
                label = rack[index]
                shown = self.entry.letters.get(square, "?").lower() if label == BLANK else label
                draw_tile(surface, geometry.square(*square), shown, tiles, highlighted=True)
        panel = geometry.panel
        y = panel.y
        theme.draw_text(surface, text["round"].format(n=training.number), 6 * unit, theme.TEXT, topleft=(panel.x, y))
        theme.draw_text(surface, text["bag"].format(n=len(training.game.bag)), 3.2 * unit, theme.MUTED,
              topright=(panel.right, y + 1.5 * unit))
        done = training.results
        total, master = sum(r.score for r in done), sum(r.master_score for r in done)
        percent = f"{round(100 * total / master, 1)}" if master else "—"
        theme.draw_text(surface, text["total"].format(t=total, m=master, p=percent), 3 * unit, theme.MUTED,
              topleft=(panel.x, y + 7.5 * unit))
        body = pygame.Rect(panel.x, y + 12 * unit, panel.width, panel.bottom - y - 12 * unit)
        if self.screen == RESULT:
            self._draw_result(surface, body, unit)
        else:
            self._draw_play(surface, body, unit, now)
        if self.screen == PLAY and not hidden:
            self._draw_rack(surface, geometry)
        elif self.screen == RESULT and training.results:
            rack = training.results[-1].rack.split()
            for index, label in enumerate(rack):
                draw_tile(surface, geometry.rack_tile(index, 7), label, tiles, letter_share=0.66)
        keys = text["next"] if self.screen == RESULT else text["keys"]
        face = theme.fit(keys, width * 0.98, 2.4 * unit, bold=False)
        image = face.render(keys, True, theme.MUTED)
        surface.blit(image, image.get_rect(midbottom=(width / 2, height - 0.3 * unit)))

    def _draw_rack(self, surface: pygame.Surface, geometry) -> None:
        rack = self.training.rack
        called = self.called_tiles()
        used = set(self.entry.placed.values())
        for index, label in enumerate(rack):
            if called is not None and index >= called:
                break
            rect = geometry.rack_tile(index, 7)
            if index in used:
                pygame.draw.rect(surface, theme.PANEL, rect, border_radius=int(rect.width * 0.12))
                continue
            if index == self.entry.selected:
                rect = rect.move(0, -round(rect.height * 0.15))
            draw_tile(surface, rect, label, self.training.game.tiles, highlighted=index == self.entry.selected,
                      letter_share=0.66)

    def _draw_play(self, surface: pygame.Surface, body: pygame.Rect, unit: float, now: float) -> None:
        training, text = self.training, self.text
        left = training.time_left(now)
        clock_box = pygame.Rect(body.x, body.y, body.width, 13 * unit)
        level = warning_level(left)
        pygame.draw.rect(surface, theme.CLOCK_BACK[level], clock_box, border_radius=int(2 * unit))
        if training.paused:
            shown = text["paused"]
        elif left is None:
            shown = text["calling"]
        else:
            shown = text["time"] if level == 3 else clock_text(left)
        face = theme.fit(shown, clock_box.width * 0.9, clock_box.height * 0.7)
        image = face.render(shown, True, theme.CLOCK[level] if not training.paused else theme.NOTICE)
        surface.blit(image, image.get_rect(center=clock_box.center))
        if self.voice is not None and left is None:
            item = self.voice.current()
            if isinstance(item, Phrase):
                _fit_text(surface, item.text, body.width, 3.4 * unit, theme.TEXT,
                          midtop=(body.centerx, clock_box.bottom + unit))
        y = clock_box.bottom + 5 * unit
        _fit_text(surface, text["prompt"], body.width, 2.6 * unit, theme.MUTED, topleft=(body.x, y))
        y += 3.4 * unit
        line_box = pygame.Rect(body.x, y, body.width, 5 * unit)
        pygame.draw.rect(surface, theme.PANEL, line_box, border_radius=int(unit))
        typed = self.entry.line
        if not typed and self.entry.placed:
            try:
                typed = str(move_from_tiles(training.game.board, self._placed_tiles()))
            except (ValueError, KeyError):
                typed = "…"
        _fit_text(surface, "> " + typed + "_", line_box.width - 2 * unit, 3.6 * unit, theme.TEXT,
                  midleft=(line_box.x + unit, line_box.centery))
        y = line_box.bottom + unit
        if self.message:
            _fit_text(surface, self.message, body.width, 2.8 * unit, theme.NOTICE, topleft=(body.x, y))
            y += 3.6 * unit
        best = training.best_attempt()
        counted = (text["counts"].format(m=best.notation, s=best.score) if best else text["none_yet"])
        _fit_text(surface, counted, body.width, 2.8 * unit, theme.HIGHLIGHT, topleft=(body.x, y))
        y += 3.8 * unit
        for attempt in self.attempts[-SHOWN_ATTEMPTS:]:
            if attempt.legal:
                said = text["top"] if attempt.top else text["points"]
                line, colour = f"{attempt.notation}: {said.format(s=attempt.score)}", theme.TEXT
            else:
                line, colour = f"{attempt.text or attempt.notation}: {attempt.reason}", theme.CLOCK[2]
            _fit_text(surface, line, body.width, 2.6 * unit, colour, topleft=(body.x, y))
            y += 3.2 * unit
        for said in self.hints:
            _fit_text(surface, "★ " + said, body.width, 2.6 * unit, theme.NOTICE, topleft=(body.x, y))
            y += 3.2 * unit

    def _draw_result(self, surface: pygame.Surface, body: pygame.Rect, unit: float) -> None:
        text, result = self.text, self.training.results[-1]
        y = body.y
        _fit_text(surface, text["result"].format(n=result.number), body.width, 3.6 * unit, theme.TEXT,
                  topleft=(body.x, y))
        y += 5 * unit
        _fit_text(surface, f"{text['master']}: {result.master} — {text['points'].format(s=result.master_score)}",
                  body.width, 3.4 * unit, theme.HIGHLIGHT, topleft=(body.x, y))
        y += 4.6 * unit
        if result.found_top:
            mine = text["found"].format(m=result.played, s=result.score)
        elif result.played:
            mine = text["yours"].format(m=result.played, s=result.score, p=result.percent)
        else:
            mine = text["missed"]
        _fit_text(surface, mine, body.width, 3 * unit, theme.TEXT, topleft=(body.x, y))
        y += 4.2 * unit
        if self.training.topping:
            _fit_text(surface, text["topping_time"].format(s=result.seconds), body.width, 3 * unit, theme.NOTICE,
                      topleft=(body.x, y))
            y += 4.2 * unit
        _fit_text(surface, text["alternatives"], body.width, 2.8 * unit, theme.MUTED, topleft=(body.x, y))
        y += 3.8 * unit
        for rank, alternative in enumerate(result.alternatives, start=1):
            mark = f"  {text['you']}" if alternative.notation == result.played else ""
            line = (f"{rank:>2}. {alternative.notation}  {alternative.score}  "
                    f"({text['tiles'].format(n=alternative.tiles)}){mark}")
            colour = theme.HIGHLIGHT if mark else theme.TEXT
            _fit_text(surface, line, body.width, 2.6 * unit, colour, topleft=(body.x, y), mono=True)
            y += 3.1 * unit

    def _draw_summary(self, surface: pygame.Surface) -> None:
        text, summary = self.text, self.summary
        assert summary is not None
        width, height = surface.get_size()
        unit = height / 100
        surface.fill(theme.BACKGROUND)
        theme.draw_text(surface, text["summary"], 6 * unit, theme.TEXT, midtop=(width / 2, 2 * unit))
        line = text["summary_total"].format(t=summary.total, m=summary.master_total, p=summary.percent,
                                            f=summary.tops_found, n=len(summary.rounds))
        _fit_text(surface, line, width * 0.94, 3.6 * unit, theme.HIGHLIGHT, midtop=(width / 2, 10 * unit))
        y = 15 * unit
        if summary.mode == "topping":
            _fit_text(surface, text["topping_total"].format(s=summary.topping_seconds), width * 0.9, 3 * unit,
                      theme.NOTICE, midtop=(width / 2, y))
        y = 20 * unit
        chart = pygame.Rect(width * 0.05, y + 3 * unit, width * 0.9, 24 * unit)
        theme.draw_text(surface, text["per_round"], 2.6 * unit, theme.MUTED, topleft=(chart.x, y))
        _bars(surface, chart, [(str(r.number), r.percent, r.found_top) for r in summary.rounds], unit)
        y = chart.bottom + 5 * unit
        column = width * 0.44
        theme.draw_text(surface, text["best_finds"], 3.2 * unit, theme.TEXT, topleft=(width * 0.05, y))
        theme.draw_text(surface, text["misses"], 3.2 * unit, theme.TEXT, topleft=(width * 0.52, y))
        for i, r in enumerate(summary.best_finds[:6]):
            _fit_text(surface, f"{r.number:>2}. {r.played}  {r.score}", column, 2.8 * unit, theme.HIGHLIGHT,
                      topleft=(width * 0.05, y + (5 + 3.6 * i) * unit), mono=True)
        for i, r in enumerate(summary.misses[:6]):
            played = f"{r.played} {r.score}" if r.played else "—"
            _fit_text(surface, f"{r.number:>2}. {played} → {r.master} {r.master_score} "
                      f"({r.score - r.master_score:+d})", column, 2.8 * unit,
                      theme.TEXT, topleft=(width * 0.52, y + (5 + 3.6 * i) * unit), mono=True)
        bottom = []
        if summary.ended:
            bottom.append(text["ended"].format(why=text["why"].get(summary.ended, summary.ended)))
        if self.saved_to:
            bottom.append(text["saved"].format(path=self.saved_to))
        bottom.append(text["summary_keys"])
        _fit_text(surface, " · ".join(bottom), width * 0.96, 2.4 * unit, theme.MUTED,
                  midbottom=(width / 2, height - unit))

    def _draw_progress(self, surface: pygame.Surface) -> None:
        text, progress = self.text, self.progress
        assert progress is not None
        width, height = surface.get_size()
        unit = height / 100
        surface.fill(theme.BACKGROUND)
        theme.draw_text(surface, text["progress"], 6 * unit, theme.TEXT, midtop=(width / 2, 2 * unit))
        sessions = [s for s in progress.sessions if s.rounds][-20:]
        if not sessions:
            theme.draw_text(surface, text["no_history"], 3.6 * unit, theme.MUTED, center=(width / 2, height / 2))
        else:
            chart = pygame.Rect(width * 0.05, 12 * unit, width * 0.9, 30 * unit)
            _bars(surface, chart, [(str(i + 1), s.percent, False) for i, s in enumerate(sessions)], unit)
            y = chart.bottom + 6 * unit
            best, average = progress.best, progress.recent_average()
            if best is not None:
                theme.draw_text(surface, text["best"].format(p=best.percent, d=best.date or "—"), 3 * unit, theme.HIGHLIGHT,
                      topleft=(width * 0.05, y))
            if average is not None:
                theme.draw_text(surface, text["average"].format(p=average), 3 * unit, theme.HIGHLIGHT,
                      topleft=(width * 0.52, y))
            y += 5 * unit
            for i, s in list(enumerate(sessions, start=1))[-10:]:
                line = (f"{i:>2}. {s.date or '—':<16} {s.source:<22.22} {s.mode:<8} {len(s.rounds):>2} {text['rounds']}  "
                        f"{s.total:>5}/{s.master_total:<5} {s.percent:>5} %")
                _fit_text(surface, line, width * 0.9, 2.6 * unit, theme.TEXT, topleft=(width * 0.05, y), mono=True)
                y += 3.2 * unit
        if progress.skipped:
            theme.draw_text(surface, text["skipped"].format(n=progress.skipped), 2.4 * unit, theme.NOTICE,
                  bottomleft=(width * 0.05, height - 4 * unit))
        theme.draw_text(surface, text["progress_keys"], 2.4 * unit, theme.MUTED, midbottom=(width / 2, height - unit))


def _fit_text(surface, text, width, size, colour, mono: bool = False, **where) -> pygame.Rect:
    face = theme.mono(size) if mono else theme.font(size)
    while face.size(text)[0] > width and size > 8:
        size *= 0.9
        face = theme.mono(size) if mono else theme.font(size)
    image = face.render(text, True, colour)
    rect = image.get_rect(**where)
    surface.blit(image, rect)
    return rect


def _bars(surface, area: pygame.Rect, bars: list[tuple[str, float, bool]], unit: float) -> None:
    """One bar per item, its height the percentage of the master (a full bar: 100 %)."""
    pygame.draw.rect(surface, theme.PANEL, area)
    if not bars:
        return
    slot = min(area.width / len(bars), area.width * 0.06)
    label = theme.font(min(2.4 * unit, slot * 0.6))
    for i, (name, percent, top) in enumerate(bars):
        share = max(0.0, min(percent, 100.0)) / 100
        bar = pygame.Rect(round(area.x + i * slot + slot * 0.15), 0, max(1, round(slot * 0.7)),
                          round(area.height * share))
        bar.bottom = area.bottom
        pygame.draw.rect(surface, theme.HIGHLIGHT if top else theme.DOUBLE_LETTER, bar)
        image = label.render(name, True, theme.MUTED)
        surface.blit(image, image.get_rect(midtop=(bar.centerx, area.bottom + 0.3 * unit)))

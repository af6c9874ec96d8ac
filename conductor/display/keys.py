"""The judge's keyboard: keys and lines to commands, with a second press before anything destructive.

F5 during the thinking time, F10, `end`, `final` and quitting (Ctrl+Q, closing the window) wait for the same
key again (or "sí", or the command typed again); anything else cancels them (confirm.py). On a shared screen
F12 held down, or "mostra", shows the console's secrets for a while; the next key hides them again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..game.commands import lookup
from .confirm import QUIT, Confirmations, asked, needs_confirmation
from .console_state import ConsoleState
from .console_state import SECRET_KEY
from .screens import Options, Windows
from .entry import ask_replace
from .help import command as key_command
from .projector import LOOK_KEYS, toggle_look

CLOSE_WINDOW = -1          # the "key" of a window's close button (or the system's quit)


if TYPE_CHECKING:
    from ..game.duplicate import Duplicate


class Keyboard:
    """Mixed into the Conductor: `handle` each pygame event, `keyboard_step` once a frame."""

    # the Conductor's state (display/app.py) that the keys read: declared for the type checker
    console: ConsoleState
    confirm: Confirmations
    options: Options
    windows: Windows | None
    game: Duplicate
    _console_dirty: bool
    _shown: tuple | None

    if TYPE_CHECKING:
        def execute(self, text: str) -> dict: ...        # display/app.py

        def now(self) -> float: ...                      # display/app.py: the game's clock

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT or event.type == getattr(pygame, "WINDOWCLOSE", -1):
            if not self._closing:            # one close button may send both events in one frame
                self._closing = True
                self.press("quit", CLOSE_WINDOW)
            return
        if event.type == pygame.KEYUP and event.key == SECRET_KEY:
            self.console.secrets_held = False
            self._console_dirty = True
            return
        if event.type == pygame.KEYDOWN:
            self._console_dirty = True
            if event.key == SECRET_KEY:
                self.console.secrets_held = True
                return
            self.console.hide_secrets()      # secrets shown on purpose go at the next key
            if event.key == pygame.K_TAB and self.windows is not None:
                self.confirm.drop()
                self.windows.toggle()
                return
            if event.key in LOOK_KEYS and event.mod & pygame.KMOD_CTRL:   # Ctrl+T theme, Ctrl+R large rack
                self.console.say(True, toggle_look(LOOK_KEYS[event.key], self.options.language))
                self._shown = None                # the projector is drawn again at once
                return
            if event.key == pygame.K_q and event.mod & pygame.KMOD_CTRL:
                self.press("quit", pygame.K_q)
                return
            if event.key == pygame.K_ESCAPE and self.confirm.pending is not None:
                self.confirm.drop()
                self.console.say(True, asked(self.options.language)["cancelled"])
                return
            typed = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            command = self.console.key(event)
            if command:
                self.press(command, None if typed else event.key)
        elif event.type == pygame.TEXTINPUT:
            self.console.line += event.text
            self._console_dirty = True

    def press(self, command: str, key: int | None) -> dict | None:
        """A command from the judge's keyboard (`key`: the key that gave it, None for a typed line)."""
        command = key_command(command)           # "acaba" is F10's "end": asked before it runs
        confirm = self.confirm
        found = lookup(command)[0]
        asked_by_key = found is not None and found.confirm == QUIT      # Ctrl+Q, the window closed: asked again
        if key is not None and asked_by_key and (confirm.pending is None or confirm.pending.key != key):
            confirm.drop()
            self.console.say(False, confirm.ask(command, QUIT, key, self.game))
            return None
        pending = confirm.pending
        if pending is not None:
            confirmed = confirm.key(key) if key is not None else confirm.line(command)
            if confirmed is not None:
                return self._typed_in(confirmed)
            self.console.say(True, asked(self.options.language)["cancelled"])
            if key is None and command.strip().lower() in ("no", "n") or (key is not None and key == pending.key):
                return None                   # "no", or the same key too late: cancelled, nothing else
        kind = needs_confirmation(command, self.game, self.now())
        if kind is not None:
            message = confirm.ask(command, kind, key, self.game, self.now())
            self.console.say(False, message)
            self._console_dirty = True
            return None
        answer = self._typed_in(command)
        question = ask_replace(confirm, command, answer, key, self.game, self.options.language)   # over another's
        if question is not None:
            self.console.say(False, question.message, question.public is not None, question.public or "")
        return answer

    def _typed_in(self, command: str) -> dict:
        """Run what the judge typed; its answer (and only that) goes on a shared screen's strip."""
        self._from_keyboard = True
        try:
            return self.execute(command)
        finally:
            self._from_keyboard = False

    def keyboard_step(self) -> None:
        """Once a frame: a confirmation not given in time is dropped."""
        self._closing = False
        if self.confirm.expired():
            self.confirm.drop()
            self.console.say(True, asked(self.options.language)["cancelled"])
            self._console_dirty = True

    _closing = False
    _from_keyboard = False

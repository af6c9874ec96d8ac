"""What the judge has typed and is looking at on the console: the line, its history, the messages, the round
selected for slip entry. Kept apart from the drawing (console.py) and the slip-entry shortcuts (entry.py),
which both read it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

import pygame

from ..game.commands import COMMANDS


def _keys() -> dict[int, str]:
    """Function key → console command, from the registry (F3: "pause/resume", the console picks which; F12 is held,
    SECRET_KEY)."""
    named: dict[str, list[str]] = {}
    for command in COMMANDS:
        if command.key.startswith("F") and not command.held:
            named.setdefault(command.key, []).append(command.name)
    return {getattr(pygame, f"K_{key}"): "/".join(names) for key, names in named.items()}


KEYS = _keys()

QR_SECONDS = 60.0          # a device's QR code goes away by itself after this
SECRETS_SECONDS = 15.0     # "mostra" on a shared screen: the secrets show this long, or until the next key
SECRET_KEY = pygame.K_F12  # held down on a shared screen: the secrets show while it is held


class Message(NamedTuple):
    ok: bool
    text: str
    secret: bool = False   # says what the room must not see (a code, a score before the reveal): shared.py decides
    public: str = ""       # what a shared screen shows in its place ("": that something is hidden)


@dataclass
class ConsoleState:
    line: str = ""
    history: list[str] = field(default_factory=list)
    recall: int = 0
    messages: list[Message] = field(default_factory=list)   # (ok, text, secret, public), newest last
    entry: int | None = None       # slip-entry mode: the round every "TABLE …" line goes to
    viewing: int | None = None     # the round whose slips are listed (None: follow the game)
    page: int = 0                  # page of the slip list
    found: int | None = None       # a table looked up: its page is shown, its line marked
    qr: tuple[str, str] | None = None   # (caption, text): a new device's code as a QR code, for the judge only
    qr_since: float = 0.0
    help_page: int | None = None        # the full help shown instead of the slip list
    secrets_until: float = 0.0          # shared screen: secrets shown until then (real time)
    secrets_held: bool = False          # shared screen: the secret key is held down
    strip: tuple[bool, str] | None = None   # shared screen: the answer shown on the projector's strip

    def say(self, ok: bool, text: str, secret: bool = False, public: str = "") -> None:
        self.messages.append(Message(ok, text, secret, public))
        del self.messages[:-6]

    def show_qr(self, caption: str, text: str, now: float) -> None:
        self.qr, self.qr_since = (caption, text), now

    def expire(self, now: float) -> None:
        """What goes away by itself: a device's QR code after a minute, secrets shown on purpose."""
        if self.qr is not None and now - self.qr_since > QR_SECONDS:
            self.qr = None
        if self.secrets_until and now > self.secrets_until:
            self.secrets_until = 0.0

    def secrets_shown(self, now: float) -> bool:
        return self.secrets_held or now <= self.secrets_until

    def hide_secrets(self) -> None:
        self.secrets_until, self.secrets_held = 0.0, False

    def submit(self) -> str:
        text = self.line.strip()
        if text:
            self.history.append(text)
        self.recall = len(self.history)
        self.line = ""
        return text

    def select(self, number: int | None) -> None:
        """Enter (or, with None, leave) slip-entry mode for round `number`; its slips are listed."""
        self.entry = self.viewing = number
        self.page, self.found = 0, None

    def key(self, event: pygame.event.Event) -> str | None:
        """Edit the line; returns a command when one is complete (Enter or a function key)."""
        if event.key in KEYS:
            return KEYS[event.key]
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.submit() or None
        if event.key == pygame.K_BACKSPACE:
            self.line = self.line[:-1]
        elif event.key == pygame.K_ESCAPE:
            if not self.line and self.help_page is not None:
                self.help_page = None
            elif not self.line and self.qr is not None:
                self.qr = None
            elif not self.line and self.entry is not None:
                self.select(None)
            self.line = ""
        elif event.key == pygame.K_PAGEDOWN:
            self.page, self.found = self.page + 1, None
        elif event.key == pygame.K_PAGEUP:
            self.page, self.found = max(0, self.page - 1), None
        elif event.key == pygame.K_UP and self.history:
            self.recall = max(0, self.recall - 1)
            self.line = self.history[self.recall]
        elif event.key == pygame.K_DOWN and self.history:
            self.recall = min(len(self.history), self.recall + 1)
            self.line = self.history[self.recall] if self.recall < len(self.history) else ""
        return None

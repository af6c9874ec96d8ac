"""Nothing destructive on one key press: F5 during the thinking time, F10, `final`, quitting, and `reveal` while an
accommodated table's extra time runs (it would end it) ask again.

A command that cannot be taken back (or only with `reopen`) is held with a console line saying what it will
do; the same key again within a few seconds, the same command typed again, or "sí" carries it out; any other
key or line, Esc, or waiting too long drops it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..game.commands import lookup
from ..game.duplicate import THINK, Duplicate, GameError
from ..messages import Words, sentences

KEY_SECONDS = 3.0          # the same key again within this
TYPED_SECONDS = 12.0       # "sí" or the command again within this
YES = {"sí", "si", "s", "yes"}

def asked(language: str) -> Words:
    """The questions before a command that cannot be undone (messages/screens.py, keys "confirm.…")."""
    return sentences("confirm.", language)


@dataclass
class Pending:
    command: str              # what will run once confirmed
    kind: str                 # "close", "end", "final", "quit"
    key: int | None           # the key that asked (None: typed)
    since: float
    message: str
    public: str | None = None  # what a shared screen shows of the question (None: all of it; shared.py decides)

    def shown(self, hidden: bool) -> str:
        return self.public if hidden and self.public is not None else self.message


def _final_taken(game: Duplicate) -> bool:
    try:
        game.check_final()
    except GameError:
        return False             # refused at once: nothing to confirm
    return True


# a command's `confirm` (game/commands/registry.py) → whether it is asked about now (the game, and its clock's time),
# its question the key's (messages/screens.py "confirm.…"): closing during the thinking time, `final` when it would be
# taken, ending, revealing while a table's extra time runs (it would cut it off); `quit` typed in full is deliberate
# (Ctrl+Q and closing the window ask: keys.py)
QUIT = "quit"
ASKED: dict[str, Callable[[Duplicate, float | None], bool]] = {
    "close": lambda game, now: game.phase == THINK,
    "final": lambda game, now: _final_taken(game),
    "end": lambda game, now: True,
    "extra": lambda game, now: _extra_running(game, now) is not None,
    QUIT: lambda game, now: False,
}


def needs_confirmation(command: str, game: Duplicate, now: float | None = None) -> str | None:
    """The kind of confirmation `command` needs, or None: its registry entry's (`confirm`), when ASKED says so at
    `now` (the game's clock), and under double entry making a round final while some table has one reading only (it
    would count as it stands)."""
    found = lookup(command)[0]
    if found is None:
        return None
    if found.confirm == "close" and ASKED["close"](game, now):
        return "close"
    if single_readings(command, game):
        return "single"
    if found.confirm and ASKED[found.confirm](game, now):
        return found.confirm
    return None


def single_readings(command: str, game: Duplicate) -> tuple[int, list[int]] | None:
    """A command that makes a round final (`finalise N`, or `close` for the round on the board: the registry's
    `finals`) under double entry while some table of that round has one reading only: (the round, those tables);
    None otherwise, or when the game refuses the command anyway."""
    found, args = lookup(command)
    if found is None or not found.finals or not game.config.double_entry:
        return None
    try:
        round_ = game.find_round(int(args[-1].lstrip("rR"))) if args else game.current
    except (GameError, ValueError, IndexError):
        return None
    if round_ is None or round_.final:
        return None
    tables = game.single_readings(round_)
    return (round_.number, tables) if tables else None


def extra_cut(command: str, game: Duplicate, now: float | None) -> tuple[list[int], int] | None:
    """A command that ends the extra time (`reveal`: its entry's `confirm` is "extra") while accommodated tables'
    extra time still runs at `now`: (those tables, the whole seconds the longest has left); None otherwise."""
    found, _ = lookup(command)
    return _extra_running(game, now) if found is not None and found.confirm == "extra" else None


def _extra_running(game: Duplicate, now: float | None) -> tuple[list[int], int] | None:
    if now is None:
        return None
    tables = sorted(game.extra_running(now))
    if not tables:
        return None
    return tables, math.ceil(max(game.phase_at + game.accommodations[t] for t in tables) - now)


class Confirmations:
    def __init__(self, language: str, clock: Callable[[], float] = time.monotonic):
        self.language = language
        self.clock = clock
        self.pending: Pending | None = None

    def ask(self, command: str, kind: str, key: int | None, game: Duplicate, now: float | None = None) -> str:
        number = game.current.number if game.current is not None else 0
        single = single_readings(command, game) if kind == "single" else None
        extra = extra_cut(command, game, now) if kind == "extra" else None
        if extra is not None:
            message = asked(self.language)(kind, m=len(extra[0]), s=extra[1], tables=", ".join(map(str, extra[0])),
                                           again=command.strip())
        elif single is not None:
            message = asked(self.language)(kind, n=single[0], m=len(single[1]), tables=", ".join(map(str, single[1])),
                                           again=command.strip())
        else:
            message = asked(self.language)(kind, n=number)
        self.pending = Pending(command, kind, key, self.clock(), message)
        return message

    def expired(self) -> bool:
        pending = self.pending
        if pending is None:
            return False
        return self.clock() - pending.since > TYPED_SECONDS

    def key(self, key: int) -> str | None:
        """A key while something waits: the command to run when it confirms, else None (and it is dropped)."""
        pending, self.pending = self.pending, None
        if pending is not None and pending.key == key and self.clock() - pending.since <= KEY_SECONDS:
            return pending.command
        return None

    def line(self, text: str) -> str | None:
        """A typed line while something waits: "sí" or the same command confirms, anything else drops it."""
        pending, self.pending = self.pending, None
        if pending is None or self.clock() - pending.since > TYPED_SECONDS:
            return None
        typed = " ".join(text.lower().split())
        if pending.kind == "replace":         # a slip: the same line again, not another slip for the table
            return pending.command if typed in YES or f"{typed} replace" == pending.command.lower() else None
        if typed in YES or typed == pending.command.lower() or typed.split()[:1] == pending.command.lower().split()[:1]:
            return pending.command
        return None

    def drop(self) -> bool:
        """Esc, or time run out: True when something was waiting."""
        had, self.pending = self.pending is not None, None
        return had

"""The players' commands (DESIGN §4i): `join` (the online game's registration) and `accommodate`; their typed forms,
parsers, and the checks against the game that make their events. The network's access: access.py."""

from __future__ import annotations

from typing import Any
import re
from dataclasses import dataclass

from ...digits import is_whole
from ..rounds import ENDED, GameError
from .base import Typed, table_number

MAX_SECONDS = 3600          # an accommodation's extra time at most


@dataclass(frozen=True)
class Registration(Typed):
    """`join close`, `join open`, `join until N`."""
    NAME = "join"
    open: bool | None = None
    until: int | None = None

    def line(self) -> str:
        return f"join until {self.until}" if self.until is not None else f"join {'open' if self.open else 'close'}"


@dataclass(frozen=True)
class Leave(Typed):
    """`join remove TABLE`."""
    NAME = "join"
    table: int

    def line(self) -> str:
        return f"join remove {self.table}"


@dataclass(frozen=True)
class OneTable(Typed):
    """A command naming one table and nothing more: its line is its name and the table."""
    table: int

    def line(self) -> str:
        return f"{self.NAME} {self.table}"


@dataclass(frozen=True)
class Withdraw(OneTable):
    """`withdraw TABLE` (`retira`): a player who goes home."""
    NAME = "withdraw"


@dataclass(frozen=True)
class Reinstate(OneTable):
    """`reinstate TABLE` (`reincorpora`): a withdrawal taken back."""
    NAME = "reinstate"


@dataclass(frozen=True)
class Accommodate(Typed):
    NAME = "accommodate"
    table: int
    seconds: int


def parse_join(args: list[str], game: Any) -> Typed:
    word = args[0].lower() if args else ""
    if word in ("close", "open") and len(args) == 1:
        return Registration(open=word == "open")
    if word == "until" and len(args) == 2 and is_whole(args[1], 4):
        return Registration(until=int(args[1]))
    if word == "remove" and len(args) == 2:
        return Leave(table_number(args[1]))
    raise GameError("join.usage")


def parse_withdraw(args: list[str], game: Any) -> Withdraw:
    if len(args) != 1:
        raise GameError("withdraw.usage")
    return Withdraw(table_number(args[0]))


def parse_reinstate(args: list[str], game: Any) -> Reinstate:
    if len(args) != 1:
        raise GameError("reinstate.usage")
    return Reinstate(table_number(args[0]))


def parse_accommodate(args: list[str], game: Any) -> Accommodate:
    if len(args) != 2 or not re.fullmatch(r"\+?[0-9]{1,4}", args[1]):
        raise GameError("accommodate.usage")
    seconds = int(args[1].lstrip("+"))
    if seconds > MAX_SECONDS:
        raise GameError("accommodate.range", max=MAX_SECONDS)
    return Accommodate(table_number(args[0]), seconds)


# ------------------------------------------------------------------ checked against the game → events
def join_event(game: Any, command: Registration | Leave) -> dict[str, Any]:
    if isinstance(command, Leave):
        return {"type": "leave", "table": game._table(str(command.table))}
    if command.until is not None:
        return {"type": "registration", "until": command.until}
    if command.open and game.phase == ENDED:       # it would answer ok and open nothing
        raise GameError("join.ended")
    return {"type": "registration", "open": bool(command.open)}


def withdraw_event(game: Any, command: Withdraw) -> dict[str, Any]:
    """A player who goes home: absent from `withdrawal_round` on (registration.py); refused after the game, for a
    player expelled or withdrawn already."""
    if game.phase == ENDED:
        raise GameError("withdraw.ended")
    table = game._table(str(command.table))
    return {"type": "withdraw", "table": table, "round": game.withdrawal_round(table)}


def reinstate_event(game: Any, command: Reinstate) -> dict[str, Any]:
    """A withdrawal taken back, whenever it was made, until `final` (registration.py decides)."""
    return {"type": "reinstate", "table": game.reinstated_table(command.table)}


def accommodate_event(game: Any, command: Accommodate) -> dict[str, Any]:
    return {"type": "accommodate", "table": game._table(str(command.table)), "seconds": command.seconds}

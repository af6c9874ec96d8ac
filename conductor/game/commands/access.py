"""The network's access commands (DESIGN §4i), the console's only: `device add`, `device revoke`, `pins`, `lock`,
`unlock`, `join links`; their typed forms and parsers. The words are split as the shell splits them (a device's
name may be quoted: `device add "Jutge 1" 1-5`); the access (game/access.py) checks them against its own state."""

from __future__ import annotations

import shlex
from dataclasses import dataclass

from ...digits import is_whole
from ..rounds import GameError
from .base import Typed

NAME_LENGTH = 40             # a device's name at most


@dataclass(frozen=True)
class DeviceAdd(Typed):
    NAME = "device add"
    device: str
    first: int
    last: int
    assist: bool = False     # a player's assistant: one table, what that player may send (accommodations.py)

    def line(self) -> str:
        return shlex.join(["device", "add", self.device, f"{self.first}-{self.last}",
                           *(["--assist"] if self.assist else [])])


@dataclass(frozen=True)
class DeviceRevoke(Typed):
    NAME = "device revoke"
    device: str

    def line(self) -> str:
        return shlex.join(["device", "revoke", self.device])


@dataclass(frozen=True)
class Pins(Typed):
    NAME = "pins"
    table: int | None = None     # None: every player


@dataclass(frozen=True)
class Lock(Typed):
    """`lock TABLE` (locked) or `unlock TABLE`."""
    table: int
    locked: bool = True

    @property
    def name(self) -> str:
        return "lock" if self.locked else "unlock"

    def line(self) -> str:
        return f"{self.name} {self.table}"


@dataclass(frozen=True)
class Links(Typed):
    NAME = "join links"
    table: int | None = None     # a new link for this table
    every: bool = False          # `all`: new links for everybody (else: for each player who has none)


def access_words(text: str) -> list[str]:
    """An access command's words, split as the shell splits them (`device add "Jutge 1" 1-5`)."""
    try:
        return shlex.split(text)
    except ValueError as error:               # shlex: "No closing quotation", "No escaped character"
        raise GameError("access.escape" if "escaped" in str(error) else "access.quotes",
                        command=text.split()[0]) from None


def parse_access(text: str) -> Typed:
    """An access command line as its typed command (GameError: its usage)."""
    words = access_words(text)
    name, args = words[0].lower(), words[1:]
    if name == "device":
        return _device(args)
    if name == "pins":
        if args and (len(args) != 1 or not is_whole(args[0])):
            raise GameError("pins.usage")
        return Pins(int(args[0]) if args else None)
    if name == "join" and args[:1] == ["links"]:
        args = args[1:]
        if args == ["all"]:
            return Links(every=True)
        if args and (len(args) != 1 or not is_whole(args[0])):
            raise GameError("links.usage")
        return Links(int(args[0]) if args else None)
    if name in ("lock", "unlock"):
        if len(args) != 1 or not is_whole(args[0]):
            raise GameError("access.table_usage", command=name)
        return Lock(int(args[0]), name == "lock")
    raise GameError("command.unknown", name=name)


def _device(args: list[str]) -> Typed:
    if args[:1] == ["revoke"] and len(args) == 2:
        return DeviceRevoke(args[1])
    assist = args[3:] == ["--assist"]
    if args[:1] != ["add"] or len(args) != (4 if assist else 3):
        raise GameError("device.usage")
    name, span = args[1].strip(), args[2]
    if assist and not is_whole(span):
        raise GameError("device.assist_one")
    if not name or len(name) > NAME_LENGTH or not name.isprintable():
        raise GameError("device.name", n=NAME_LENGTH)
    first, _, last = span.partition("-")
    if not is_whole(first) or not is_whole(last or first):
        raise GameError("device.span", text=span)
    first_table, last_table = int(first), int(last or first)
    if first_table > last_table:
        raise GameError("device.order", text=span)
    return DeviceAdd(name, first_table, last_table, assist)

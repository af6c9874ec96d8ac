"""The slip commands (DESIGN §4i): `slip`, `null`, `correct`, `settle`, `finalise`, `final`; their typed forms,
parsers, and the checks against the game that make their events (the bodies that were Duplicate's `_cmd_*`).

A slip's text is read once (slip_text.read_slip), by the console's parser or by the network's gate, and the game
scores that reading: never the text again."""

from __future__ import annotations

from typing import Any
from dataclasses import dataclass

from ...digits import is_whole, whole
from ...messages import Message
from ...rules.move import reason_of
from ..rounds import CLOSED, COLLECT, THINK, GameError, written_slip
from ..slip_text import SlipText, read_slip
from .base import Typed, replace_argument, round_argument, table_number

DEFAULTED = "defaulted"     # on a command's event, never logged: its round is the default one (Session.execute)


@dataclass(frozen=True)
class EnterSlip(Typed):
    """A table's slip (`slip`, `null`, a device's or a player's from the network)."""
    NAME = "slip"
    table: int
    slip: SlipText
    round: int | None = None       # None: the game's default round (Duplicate.default_round)
    replace: bool = False          # the sender confirms it replaces another source's slip (DESIGN §4a)

    def line(self) -> str:
        return " ".join(["slip", *([f"r{self.round}"] if self.round is not None else []), str(self.table),
                         self.slip.text, *(["replace"] if self.replace else [])])


@dataclass(frozen=True)
class Correct(Typed):
    NAME = "correct"
    round: int
    table: int
    slip: SlipText
    replace: bool = False

    def line(self) -> str:
        return " ".join(["correct", f"r{self.round}", str(self.table), self.slip.text,
                         *(["replace"] if self.replace else [])])


@dataclass(frozen=True)
class Settle(Typed):
    NAME = "settle"
    round: int
    table: int
    choice: int | None = None      # a reading as the console lists them (1, 2…)
    text: str = ""                 # else the right slip


@dataclass(frozen=True)
class Finalise(Typed):
    NAME = "finalise"
    round: int


def _slip_complete(rest: list[str]) -> bool:
    """Whether a table and a slip are there without a trailing "replace" (a coordinate alone is not a slip)."""
    return len(rest) != 2 or is_whole(rest[1]) or rest[1].lower() == "null"


def parse_slip(args: list[str], game: Any) -> EnterSlip:
    number, args = round_argument(args)
    replace, args = replace_argument(args, _slip_complete)
    if len(args) < 2:
        raise GameError("slip.usage")
    return EnterSlip(table_number(args[0]), read_slip(" ".join(args[1:]), game.tiles, game.language), number, replace)


def parse_null(args: list[str], game: Any) -> EnterSlip:
    number, args = round_argument(args)
    replace, args = replace_argument(args, lambda rest: True)
    if len(args) < 2:
        raise GameError("null.usage", reasons=Message("null.choices"))
    slip = read_slip(" ".join(["null", *args[1:]]), game.tiles, game.language)
    return EnterSlip(table_number(args[0]), slip, number, replace)


def _slip_shaped(text: str) -> bool:
    """Whether a text that reads as no move still has a move's shape, as a paper slip may (II.7: a bad coordinate,
    an illegible word score 0 with their reason): two words, the first with a letter (a coordinate's row)."""
    words = text.split()
    return len(words) == 2 and any(ch.isalpha() for ch in words[0])


def parse_correct(args: list[str], game: Any) -> Correct:
    number, args = round_argument(args)
    replace, args = replace_argument(args, _slip_complete)
    if number is None or len(args) < 2:
        raise GameError("correct.usage")
    if args[1].lower() == "null" and len(args) < 3:
        raise GameError("correct.null_usage", reasons=Message("null.choices"))
    table = table_number(args[0])
    slip = read_slip(" ".join(args[1:]), game.tiles, game.language, "correct.null_usage")
    if slip.unread is not None and not _slip_shaped(slip.text):
        # the judge's word replaces a slip: it has a slip's shape, never a 0-point slip made of a score and what
        # followed it ("17 error de lectura"); refused, nothing changed nor logged
        raise GameError("correct.unread", round=number, table=table, text=slip.text, why=reason_of(slip.unread))
    return Correct(number, table, slip, replace)


def parse_settle(args: list[str], game: Any) -> Settle:
    number, args = round_argument(args)
    if number is None or len(args) < 2:
        raise GameError("settle.usage")
    table = table_number(args[0])
    if len(args) == 2 and is_whole(args[1]):
        # a bare number is always a reading, as the console lists them: a typo never becomes a score
        # (a score not among the readings is given with `correct`)
        choice = whole(args[1], 6)
        return Settle(number, table, choice if choice is not None else 0)
    return Settle(number, table, None, written_slip(" ".join(args[1:])))


def parse_finalise(args: list[str], game: Any) -> Finalise:
    number, rest = round_argument(args)
    if number is None and len(args) == 1 and is_whole(args[0]):
        number, rest = int(args[0]), []
    if number is None or rest:
        raise GameError("finalise.usage")
    return Finalise(number)


# ------------------------------------------------------------------ checked against the game → events
def slip_event(game: Any, command: EnterSlip) -> dict[str, Any]:
    round_ = game._slip_round(command.round, str(command.table))
    table = game._table(str(command.table), round_)
    slip = game._score(round_, table, command.slip.text, read=command.slip)
    # read otherwise than typed (capitals): the log keeps what was typed, so the replay reads it the same way;
    # and what was typed, for the echo (room/secrecy.py), when the slip reads as another text
    text = command.slip.text if slip.note else slip.text
    event = {"type": "slip", "round": round_.number, "table": table, "text": text}
    if slip.typed != text:
        event["typed"] = slip.typed
    if command.replace:
        event["replace"] = True
    if command.round is None and not game.own_slip(str(command.table)):
        event[DEFAULTED] = True   # the session tells its sender first when that round has moved (DESIGN §4a)
    return event


def correct_event(game: Any, command: Correct) -> dict[str, Any]:
    if game.results_final:
        raise GameError("correct.final")
    round_ = game.find_round(command.round)
    if round_ is game.current and game.phase not in (THINK, COLLECT, CLOSED):
        raise GameError("correct.not_started", round=command.round)
    table = game._table(str(command.table), round_)
    new = game._score(round_, table, command.slip.text, read=command.slip)
    old = round_.slips.get(table)
    event = {"type": "correct", "round": command.round, "table": table, "text": new.text,
             "old": None if old is None else {"text": old.text, "score": old.score}}
    if new.typed != new.text:                 # what was typed, kept as a slip keeps it (DESIGN §4c)
        event["typed"] = new.typed
    if command.replace:
        event["replace"] = True
    return event


def settle_event(game: Any, command: Settle) -> dict[str, Any]:
    round_ = game.find_round(command.round)
    table = game._table(str(command.table), round_)
    read = list(round_.entries.get(table, {}).values())
    if not read:
        raise GameError("settle.nothing", table=table, round=round_.number)
    text = command.text
    if command.choice is not None:
        if not 1 <= command.choice <= len(read):
            raise GameError("settle.reading", table=table, n=len(read), round=round_.number)
        text = read[command.choice - 1]
    game._score(round_, table, text)          # a slip that does not read is refused here, not logged
    event = {"type": "settle", "round": round_.number, "table": table, "text": text}
    if command.choice is not None:
        event["choice"] = command.choice
    return event


def finalise_event(game: Any, command: Finalise) -> dict[str, Any]:
    round_ = game.find_round(command.round)
    if round_ is game.current:
        raise GameError("finalise.on_board", round=command.round)
    game.check_finalisable(round_)
    return {"type": "finalise", "round": command.round}


def final_event(game: Any, command: Typed) -> dict[str, Any]:
    game.check_final()
    return {"type": "final"}

"""The secrecy rule (DESIGN §4c), decided here and nowhere else: what a sender may be told of a slip, and when.

Until a round's "Temps!" nothing that leaves the judge's console depends on that round's moves: a slip is
answered "received" (its table, round, client id and the text as typed), whether it is the top, a non-word or
a score. What it shows of the slip is `echo(typed)`, the same function of the typed text whatever the slip is
worth. From "Temps!" a table judge's device is told scores and reasons, once every table's extra time (an
accommodation) has ended: while any runs, no device learns the worth of any table's slip (a device of another
table was a score oracle for the accommodated player: the same move, the same score); a player, and the room,
only once the round is revealed. The judge's console is told everything. Every answer to the network (the HTTP answer, the
replayed answer to a known client id, the slips a sender is shown over the WebSocket and /api/me, the rows
published to socket processes) is built by `slip_told` or `shown_slip`, from a `RoundSecrecy` that holds no
score, move or top at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TYPE_CHECKING

from ..game.rounds import CLOSED, COLLECT, ENDED
from ..rules.move import parse_move
from ..rules.tiles import TileSet

if TYPE_CHECKING:
    from ..game.duplicate import Duplicate

CONSOLE, DEVICE, PLAYER, ROOM = "console", "device", "player", "room"


@dataclass(frozen=True)
class RoundSecrecy:
    """How far a round has gone, which is all the rule reads."""
    number: int
    time_up: bool        # its "Temps!" has been given (or the round was closed, or the game ended)
    revealed: bool       # its master move is public
    held: frozenset[int] = frozenset()    # tables whose extra time after "Temps!" still runs (accommodations.py)

    def tells(self, role: str, table: int) -> bool:
        """Whether `role` may learn the worth (score, validity, reason) of `table`'s slip for this round now: a
        device from "Temps!", but of no table while any table's extra time runs (any move's score is the
        accommodated player's too)."""
        if role == CONSOLE:
            return True
        if role == DEVICE:
            return self.time_up and not self.held
        return self.revealed


def round_secrecy(game: Duplicate, number: int, now: float | None = None) -> RoundSecrecy:
    """Round `number` of `game` as the rule sees it at `now` (None: every accommodated table's extra time taken as
    running). A round still on the board is before its reveal; its time is up once the phase has passed the
    thinking time, and a table with extra time is held until that has passed too."""
    current = game.current
    if current is not None and current.number == number:
        return RoundSecrecy(number, game.phase in (COLLECT, CLOSED, ENDED), False, game.extra_running(now))
    revealed = 1 <= number <= len(game.rounds) and game.rounds[number - 1].revealed
    return RoundSecrecy(number, revealed or game.phase == ENDED, revealed)


ECHO_CACHE = 65536


def echo(typed: str, tiles: TileSet) -> str:
    """What a sender is shown of a slip before the rule tells its worth, on every path (the HTTP answer, /api/me,
    the WebSocket's "mine", the broker's rows, a device's list): a function of the typed text alone (and the
    game's tile set, which is no secret), never of what the slip is worth. A text that reads as a move comes back
    in its notation ("8c AErIES" and "8c ZZZZX" as "8C AErIES" and "8C ZZZZX"), anything else with its spaces
    made single ("023", "null late")."""
    text = " ".join(typed.split())
    key = (tiles.name, text)
    shown = _echoes.get(key)
    if shown is None:
        try:
            shown = str(parse_move(text, tiles))
        except ValueError:
            shown = text
        if len(_echoes) >= ECHO_CACHE:
            _echoes.clear()
        _echoes[key] = shown
    return shown


_echoes: dict[tuple[str, str], str] = {}


def typed_of(slip: dict[str, Any]) -> str:
    """What the sender typed for `slip` (a Slip's JSON, or a snapshot's row)."""
    return str(slip.get("typed") or slip["text"])


def slip_told(slip: dict[str, Any], secrecy: RoundSecrecy, role: str, tiles: TileSet, client_id: str | None = None) -> dict[str, Any]:
    """The answer to a slip accepted by the game (`slip`: its table, text, score, reason, what was typed), as
    `role` may have it: scored once the rule allows, otherwise "received" with the echo of what was typed."""
    if secrecy.tells(role, int(slip["table"])):
        told = {"table": slip["table"], "round": secrecy.number, "text": slip["text"], "score": slip["score"],
                "reason": slip.get("reason", "")}
        if slip.get("note"):
            told["note"] = slip["note"]
    else:
        told = {"table": slip["table"], "round": secrecy.number, "text": echo(typed_of(slip), tiles), "received": True}
    if client_id is not None:
        told["id"] = client_id
    return told


def shown_slip(slip: dict[str, Any] | None, secrecy: RoundSecrecy, role: str, tiles: TileSet, table: int,
               entries: list[tuple[str, str]] | None = None) -> dict[str, Any]:
    """One row of the slips a sender is shown for `table` (`slip` None: no slip yet). `entries`: with double entry,
    every reading of the table's slip as (sender, typed). Until the rule tells, a row says "received" per reading
    with the echo of what was typed, never whether two readings agree (the counted slip is not looked at)."""
    if not secrecy.tells(role, table):
        if entries:
            by, typed = entries[-1]
            return {"text": echo(typed, tiles), "score": None, "reason": "", "by": by, "received": True,
                    "entries": [{"by": who, "text": echo(text, tiles), "received": True} for who, text in entries]}
        if slip is None:
            return {"text": None, "score": None, "reason": "", "by": None}
        return {"text": echo(typed_of(slip), tiles), "score": None, "reason": "", "by": slip.get("by"),
                "received": True}
    if slip is None:
        if entries:                   # a reading waiting for its second one, or a dispute: no slip counts yet
            by, typed = entries[-1]
            return {"text": typed, "score": None, "reason": "", "by": by, "received": True}
        return {"text": None, "score": None, "reason": "", "by": None}
    return {"text": slip["text"], "score": slip["score"], "reason": slip.get("reason", ""), "by": slip.get("by")}


def seen_by(rounds: list[dict[str, Any]], by: str) -> list[dict[str, Any]]:
    """A table judge's own rows (`own_slips`, or a socket process's rows for any device) as that sender (`by`, the
    log's source: "device:NAME") may have them: until the rule tells, the readings of double entry are each
    sender's own, so a second reader can neither copy the first's nor compare; a table another sender has read
    still says "received" (the public count says as much)."""
    shown = []
    for entry in rounds:
        slips = []
        for row in entry["slips"]:
            readings = row.get("entries")
            if readings and all(reading.get("received") for reading in readings):
                own = [reading for reading in readings if reading["by"] == by]
                row = {**row, "entries": own, "text": own[-1]["text"] if own else None,
                       "by": by if own else None}
            slips.append(row)
        shown.append({**entry, "slips": slips})
    return shown


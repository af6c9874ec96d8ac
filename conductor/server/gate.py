"""A slip from the network, checked against its sender's rights and turned into the typed command a judge's line would
have become (game/commands: never console text; its text read once, game/slip_text.py).

Runs in the game's thread, against the game as it is now, so "the round being played" and "until Temps!"
mean exactly what the projector shows. A table judge's device enters slips of its own tables for any round still
taking them (a final round changes only from the console: `correct`, DESIGN §4a); a player sends only their own
table's slip, only for the round being played, until "Temps!"; nobody but the console touches a table locked to
it. Pure.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.commands import EnterSlip, Typed
from ..game.duplicate import Duplicate
from ..game.rounds import GameError
from ..game.slip_text import SlipText, read_slip, typed_text
from ..rules.move import reason_of
from ..game.access import Access, Actor

@dataclass(frozen=True)
class SlipRequest:
    table: int
    slip: str                  # "H8 CASA", "23" or "null late"
    round: int | None = None   # None: the game's default round (Duplicate.default_round)
    id: str | None = None      # the client's id for it: the same id is answered again, not logged twice
    replace: bool = False      # the sender confirms it replaces another source's slip (else 409, DESIGN §4a)


def admit(request: SlipRequest, actor: Actor, game: Duplicate, access: Access, now: float | None = None) -> Typed:
    """The typed command for `request` (the one a judge's line would have become), or GameError with the reason it is
    refused. `now`: a player's slip that arrives once the clock has run out is late, even before the game's loop
    has said "Temps!"."""
    return _command(request, actor, game, access, now)


def typed_slip(text: str, language: str) -> str:
    """The slip as typed, normalised once (slip_text.typed_text): what a resent client id is compared with, so the
    answer to a resend is a function of the two texts alone, never of what either is worth (DESIGN §4c)."""
    return typed_text(text, language, "gate.null_usage")


def _command(request: SlipRequest, actor: Actor, game: Duplicate, access: Access, now: float | None) -> Typed:
    table = request.table
    if table not in game.players:
        raise GameError("table.no_player", table=table)
    if table in access.locked:
        raise GameError("gate.locked", table=table)
    slip = read_slip(request.slip, game.tiles, game.language, "gate.null_usage")
    if slip.unread is not None:       # refused at once, on the text alone: says nothing of the round's moves (§4c)
        raise GameError(reason_of(slip.unread))
    if slip.score is not None and actor.kind == "player":
        raise GameError("gate.player_move")
    if actor.kind == "player":
        return _player(request, actor, game, slip, now)
    if actor.kind != "device":
        raise GameError("command.not_allowed")
    device = access.devices.get(actor.name)
    if device is None:
        raise GameError("gate.revoked")
    if not device.covers(table):
        raise GameError("gate.tables", first=device.first, last=device.last)
    if device.assist:                  # the player's assistant: what that player may send, no more (accommodations.py)
        if slip.move is None:
            raise GameError("gate.player_move")
        # its slip's worth is not told until the table's extra time has ended (room/secrecy.py): until then it may
        # replace it as its player may
        return _player(request, Actor("player", table=device.first), game, slip, now)
    number = request.round
    if number is not None and game.find_round(number).final:
        raise GameError("round.final", round=number)      # 409: only the console's `correct` changes a final round
    # no round named: the game's default round, as for a console line with no round (DESIGN §4a)
    return EnterSlip(table, slip, number, request.replace)


def _player(request: SlipRequest, actor: Actor, game: Duplicate, slip: SlipText, now: float | None) -> EnterSlip:
    if request.table != actor.table:
        raise GameError("gate.own_table", table=actor.table)
    if slip.move is None:
        raise GameError("gate.player_move")
    current = game.default_round(player=True)
    playing = current.number if current is not None else None
    number = request.round if request.round is not None else playing
    if number is not None and number != playing and 1 <= number <= len(game.rounds):
        raise GameError("gate.late", round=number)
    if number is None or number != playing:
        raise GameError("gate.no_round" if number is None else "gate.not_played", round=number)
    if game.phase == "ready":
        raise GameError("gate.not_started", round=number)
    if not game.slip_taken(actor.table, now):      # its time, and a table's accommodation (accommodations.py)
        raise GameError("gate.late", round=number)
    return EnterSlip(actor.table, slip, number, request.replace)

"""A slip from the network, checked against its sender's rights and turned into the judge's command for it.

Runs in the game's thread, against the game as it is now, so "the round being played" and "until Temps!"
mean exactly what the projector shows. A table judge's device enters and corrects slips of its own tables,
for any round still open to them; a player sends only their own table's slip, only for the round being
played, until "Temps!"; nobody but the console touches a table locked to it. Pure.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.duplicate import Duplicate
from ..game.null_words import null_reason_key
from ..game.rounds import GameError, parse_score, written_slip
from ..rules.move import parse_move, reason_of
from ..messages import Message
from ..game.access import Access, Actor

@dataclass(frozen=True)
class SlipRequest:
    table: int
    slip: str                  # "H8 CASA", "23" or "null late"
    round: int | None = None   # None: the game's default round (Duplicate.default_round)
    id: str | None = None      # the client's id for it: the same id is answered again, not logged twice
    replace: bool = False      # the sender confirms it replaces another source's slip (else 409, DESIGN §4a)


def admit(request: SlipRequest, actor: Actor, game: Duplicate, access: Access, now: float | None = None) -> str:
    """The console command for `request`, or GameError with the reason it is refused. `now`: a player's slip
    that arrives once the clock has run out is late, even before the game's loop has said "Temps!". A request
    with "replace" ends its command with the word that confirms a replacement."""
    command = _command(request, actor, game, access, now)
    return f"{command} replace" if request.replace else command


def typed_slip(text: str, language: str) -> str:
    """The slip as typed, with the one normalisation applied before anything reads it (spaces made single, a null
    reason as its key): what the game stores as typed and what a resent client id is compared with (DESIGN §4c),
    so the answer to a resend is a function of the two texts alone, never of what either is worth."""
    slip = written_slip(text)                    # what may be a slip at all: decided in the core, for every face
    words = slip.split()
    if words[0].lower() != "null":
        return slip
    key = null_reason_key(" ".join(words[1:]), language)
    if key is None:
        raise GameError("gate.null_usage", reasons=Message("null.choices"))
    return f"null {key}"


def _command(request: SlipRequest, actor: Actor, game: Duplicate, access: Access, now: float | None) -> str:
    table = request.table
    if table not in game.players:
        raise GameError("table.no_player", table=table)
    if table in access.locked:
        raise GameError("gate.locked", table=table)
    slip = typed_slip(request.slip, game.language)
    words = slip.split()
    null = words[0] == "null"
    score = None if null else _written(slip, game)
    if score is not None and actor.kind == "player":
        raise GameError("gate.player_move")
    if actor.kind == "player":
        return _player(request, actor, game, slip, null, now)
    if actor.kind != "device":
        raise GameError("command.not_allowed")
    device = access.devices.get(actor.name)
    if device is None:
        raise GameError("gate.revoked")
    if not device.covers(table):
        raise GameError("gate.tables", first=device.first, last=device.last)
    if device.assist:                  # the player's assistant: what that player may send, no more (accommodations.py)
        if score is not None or null:
            raise GameError("gate.player_move")
        held = game.current.slips if game.current is not None else {}
        if table in held and not game.time_runs(now):
            # past "Temps!" a device is shown its slip's worth: the assistant's slip is final from then on
            raise GameError("gate.late", round=game.current.number)
        return _player(request, Actor("player", table=device.first), game, slip, null, now)
    number = request.round
    if number is None:       # the game's default round, as for a console line with no round (DESIGN §4a)
        return f"null {table} {words[1]}" if null else f"slip {table} {slip}"
    round_ = game.find_round(number)
    if round_.final and round_.revealed:
        return f"correct r{number} {table} {slip}"      # a finalised round: the device corrects it
    if null:
        return f"null r{number} {table} {words[1]}"
    return f"slip r{number} {table} {slip}"


def _written(slip: str, game: Duplicate) -> int | None:
    """The slip's score if it is one; else it must read as a move. Both checked on the text alone, so these
    refusals come at once and say nothing of the round's moves (DESIGN §4c)."""
    score = parse_score(slip)
    if score is None:
        try:
            parse_move(slip, game.tiles)
        except ValueError as error:
            raise GameError(reason_of(error)) from None
    return score


def _player(request: SlipRequest, actor: Actor, game: Duplicate, slip: str, null: bool, now: float | None) -> str:
    if request.table != actor.table:
        raise GameError("gate.own_table", table=actor.table)
    if null:
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
    return f"slip r{number} {actor.table} {slip}"

"""A slip from the network, checked against its sender's rights and turned into the judge's command for it.

Runs in the game's thread, against the game as it is now, so "the round being played" and "until Temps!"
mean exactly what the projector shows. A table judge's device enters and corrects slips of its own tables,
for any round still open to them; a player sends only their own table's slip, only for the round being
played, until "Temps!"; nobody but the console touches a table locked to it. Pure.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game.duplicate import THINK, Duplicate
from ..game.null_words import null_reason_key
from ..game.rounds import NULL_REASONS, GameError, parse_score
from ..rules.move import parse_move, reason_of
from ..game.access import Access, Actor

SLIP_LENGTH = 40


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


def _command(request: SlipRequest, actor: Actor, game: Duplicate, access: Access, now: float | None) -> str:
    slip = " ".join(request.slip.split())
    if not slip or len(slip) > SLIP_LENGTH or not request.slip.isprintable():
        raise GameError(f"slip: a coordinate and a word, or a score (at most {SLIP_LENGTH} characters)")
    table = request.table
    if table not in game.players:
        raise GameError(f"no player at table {table}")
    if table in access.locked:
        raise GameError(f"table {table} is locked to the judge's console")
    words = slip.split()
    null = words[0].lower() == "null"
    if null:
        key = null_reason_key(" ".join(words[1:]), game.language)
        if key is None:
            raise GameError(f"null REASON, reason one of: {', '.join(NULL_REASONS)}")
        words, slip = ["null", key], f"null {key}"
    score = None if null else _written(slip, game)
    if score is not None and actor.kind == "player":
        raise GameError("a player's slip is a move: a coordinate and a word")
    if actor.kind == "player":
        return _player(request, actor, game, slip, null, now)
    if actor.kind != "device":
        raise GameError("not allowed")
    device = access.devices.get(actor.name)
    if device is None:
        raise GameError("this device's access has been revoked")
    if not device.covers(table):
        raise GameError(f"this device enters the slips of tables {device.first}–{device.last} only")
    number = request.round
    if number is None:
        found = game.default_round()
        if found is None:
            raise GameError("not now: no round is collecting slips (they come once a rack has been called)")
        number = found.number
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
        raise GameError(f"you may send the slip of your own table only (table {actor.table})")
    if null:
        raise GameError("a player's slip is a move: a coordinate and a word")
    current = game.default_round(player=True)
    playing = current.number if current is not None else None
    number = request.round if request.round is not None else playing
    if number is not None and number != playing and 1 <= number <= len(game.rounds):
        raise GameError(f"late: the time of round {number} is up (\"Temps!\")")
    if number is None or number != playing:
        raise GameError("no round is being played" if number is None else f"round {number} is not being played")
    if game.phase != THINK or (now is not None and game.timer.left(now) <= 0):
        if game.phase == "ready":
            raise GameError(f"round {number} has not started yet")
        raise GameError(f"late: the time of round {number} is up (\"Temps!\")")
    return f"slip r{number} {actor.table} {slip}"

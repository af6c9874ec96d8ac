"""The round's master move (II.5, 004 2.1.6): the top the judge reveals, chosen among tied tops by the judge (`pick`)
or at random from the seed, or the move another venue revealed (a prepared game), if it can be played here.

Pure: what the rack, the board and the tops are comes in; the choice goes out.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine import GeneratedMove
from ..rules.board import Board
from ..rules.move import parse_move, place, reason_of
from ..rules.tiles import TileSet
from .rounds import GameError


def master_move(number: int, rack: list[str], board: Board, tiles: TileSet, tops: Sequence[GeneratedMove],
                picked: int | None, tie_policy: str, seed: int, prepared: list[Any]) -> GeneratedMove:
    """The master move of round `number`: the prepared one if the game is prepared and it plays here, else the
    judge's pick among the tied tops, else (random policy) one drawn from a generator seeded from the game's, so
    asking does not consume it; with the judge's policy and several tops, GameError until one is picked."""
    planned = prepared[number - 1] if len(prepared) >= number else None
    if planned is not None and planned.master:
        # the other venue's master move, if it is legal here (its word list may differ from ours)
        try:
            placement = place(board, parse_move(planned.master, tiles), tiles, rack=rack)
        except ValueError as error:
            raise GameError("reveal.prepared_unplayable", move=planned.master, reason=reason_of(error)) from None
        return GeneratedMove(placement.score, placement.move, len(placement.new_tiles))
    if picked is not None:
        return tops[picked]
    if len(tops) > 1 and tie_policy == "judge":
        raise GameError("pick.ties", n=len(tops))
    return tops[random.Random(f"{seed}:{number}").randrange(len(tops))]


def logged_master(tops: Sequence[GeneratedMove], notation: str) -> GeneratedMove | None:
    """The master move the log says was revealed, among the tops (the tie-break's pick is logged, not drawn
    again); None when it is none of them."""
    return next((move for move in tops if str(move.move) == notation), None)

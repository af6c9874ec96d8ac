"""Drawing a round's rack (II.3): by the program from the seed, by the judge's hand, or from a prepared game; and a
rack without a legal move going back whole to the bag for another.

Pure functions of what they are given (the leftover, the bag, the round's number, the seed): the state machine
(duplicate.py) asks them for the event a `draw` or `rack` command makes, and for the bag a logged draw leaves.
"""

from __future__ import annotations

import random
from typing import Any

from ..messages import Message
from ..rules.bag import Bag, BagError
from ..rules.draw import Draw, draw_rack
from ..rules.keyed_random import KeyedRandom
from ..rules.racks import RackMinimums, rack_shortfall
from ..rules.spelling import SpellingError, tokenize_rack
from ..rules.tiles import TileSet
from .events import DrawEvent
from .rounds import READY, GameError, Phase, Round


def redraw(phase: Phase, current: Round | None, leftover: list[str], bag: Bag) -> tuple[list[str], Bag, list[list[str]]]:
    """What a draw starts from: the leftover and the bag, or, when the rack on the board has no legal move, the bag
    with that rack back in it and the racks rejected so far this round."""
    if phase == READY and current is not None:
        return [], bag.put_back(current.rack), current.rejected + [list(current.rack)]
    return list(leftover), bag, []


def draw_rng(version: int, seed: int, rng: random.Random, number: int, attempt: int) -> random.Random:
    """Version 3: a generator of its own for each draw, keyed by the seed (nothing to predict from the racks
    already seen); before: the game's one Mersenne Twister, as those logs were played."""
    if version < 3:
        return rng
    return KeyedRandom(seed, f"draw:{number}:{attempt}")


def drawn_event(leftover: list[str], bag: Bag, rejected: list[list[str]], number: int, rng: random.Random,
                tiles: TileSet, minimums: RackMinimums) -> dict[str, Any]:
    """A version-3 draw's event: the rack drawn whole, logged as the leftover kept, the new tiles and the racks the
    minimums rejected (so the game replays from its racks, whatever the seed)."""
    draw = draw_rack(leftover, bag, number, rng, tiles, minimums)
    if draw is None:
        return {"type": "draw", "none": True}
    return {"type": "draw", "leftover": list(draw.leftover), "drawn": list(draw.drawn),
            "rejected": rejected + [list(r) for r in draw.rejected]}


def legacy_draw(leftover: list[str], bag: Bag, number: int, rng: random.Random, tiles: TileSet,
                minimums: RackMinimums) -> Draw | None:
    """A draw of a log before version 3, made again from the game's one generator as it was then."""
    return draw_rack(leftover, bag, number, rng, tiles, minimums)


def hand_drawn(leftover: list[str], bag: Bag, given: list[str], new_tiles_only: bool) -> dict[str, Any]:
    """The event for a rack drawn by hand (or prepared): either the new tiles beside the leftover, or a whole
    rack; a whole rack without the leftover means the previous rack was returned to the bag (rejected) and 7
    tiles drawn afresh."""
    leftover, returned = list(leftover), []
    drawn = list(given)
    if not new_tiles_only:
        if all(drawn.count(t) >= leftover.count(t) for t in set(leftover)):
            for tile in leftover:
                drawn.remove(tile)
        else:
            returned = leftover
    try:
        bag.put_back(returned).take(drawn)
    except BagError as error:
        raise GameError(error.message) from None
    return {"type": "rack", "drawn": drawn, "returned": returned}


def rack_event(args: list[str], leftover: list[str], bag: Bag, number: int, tiles: TileSet,
               minimums: RackMinimums) -> dict[str, Any]:
    """`rack T T T…`: the tiles the judge drew by hand, checked (the count, the rack minimums)."""
    try:
        given = tokenize_rack(" ".join(args), tiles)
    except SpellingError as error:
        raise GameError(error.message) from None
    event = hand_drawn(leftover, bag, given, new_tiles_only=len(given) + len(leftover) <= 7)
    pool = list(bag.tiles) + list(leftover)
    rack = ([] if event["returned"] else list(leftover)) + event["drawn"]
    expected = min(7, len(pool))
    if len(rack) != expected:
        raise GameError("draw.rack_size", n=expected, m=len(rack))
    shortfall = rack_shortfall(rack, number, pool, tiles, minimums)
    if shortfall:
        raise GameError("draw.shortfall", shortfall=shortfall)
    return event


def prepared_event(prepared: list[Any], index: int, phase: Phase, leftover: list[str], bag: Bag) -> dict[str, Any]:
    """The next rack of a prepared game, as a manual draw; the end of the list ends the game."""
    if phase == READY:
        raise GameError("draw.prepared_no_move")
    if index >= len(prepared):
        return {"type": "end", "reason": "the prepared racks are used up"}
    rack = list(prepared[index].rack)
    try:
        return hand_drawn(leftover, bag, rack, new_tiles_only=False)
    except GameError as error:
        raise GameError("draw.prepared_left", n=index + 1, rack=" ".join(rack), reason=error.message) from None


def logged_draw(event: DrawEvent, leftover: list[str], bag: Bag) -> tuple[list[str], list[str], list[list[str]], Bag]:
    """A version-3 draw as the log has it: the leftover kept, the tiles drawn, the racks rejected, and the bag
    after it; GameError when the log's draw cannot follow from this leftover and bag (another game's log)."""
    kept, drawn, rejected = list(event["leftover"]), list(event["drawn"]), [list(r) for r in event["rejected"]]
    if kept != leftover[:len(kept)] or (kept != leftover and not rejected):
        raise GameError("draw.logged_keeps", kept=" ".join(kept) or Message("tiles.nothing"),
                        leftover=" ".join(leftover) or Message("tiles.empty"))
    if kept != leftover:                      # a rejected rack took the leftover back to the bag
        bag = bag.put_back(leftover)
    try:
        bag = bag.take(drawn)
    except BagError as error:
        raise GameError(error.message) from None
    return kept, drawn, rejected, bag

"""Drawing a rack by the FISC rules (II.3): top up the leftover, check the minimums, and if the
rack fails, return it whole to the bag and draw 7 again. Pure: the generator is injected."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .bag import Bag
from .racks import RackMinimums, mix, rack_is_valid, valid_rack_possible
from .tiles import TileSet

RACK_SIZE = 7
# A valid rack is possible but keeps not coming: after this many redraws the judge decides.
MAX_REJECTIONS = 1000


@dataclass(frozen=True)
class Draw:
    leftover: tuple[str, ...]
    drawn: tuple[str, ...]            # new tiles of the accepted rack, in drawn order
    rejected: tuple[tuple[str, ...], ...]  # racks returned whole to the bag, in order
    rack: tuple[str, ...]
    bag: Bag


def draw_rack(leftover: Sequence[str], bag: Bag, round_number: int, rng: random.Random, tiles: TileSet,
              minimums: RackMinimums) -> Draw | None:
    """The round's rack, or None when no valid rack can be drawn (the game ends, II.6)."""
    pool = list(bag.tiles) + list(leftover)
    if not valid_rack_possible(round_number, mix(pool, tiles), minimums, RACK_SIZE):
        return None
    kept = list(leftover)
    rejected: list[tuple[str, ...]] = []
    for _ in range(MAX_REJECTIONS):
        drawn, after = bag.draw(RACK_SIZE - len(kept), rng)
        rack = kept + drawn
        if rack_is_valid(rack, round_number, pool, tiles, minimums):
            return Draw(tuple(kept), tuple(drawn), tuple(rejected), tuple(rack), after)
        rejected.append(tuple(rack))
        bag = after.put_back(rack)
        kept = []
    return None

"""The bag: an immutable multiset of tile labels, drawn from with an injected random generator.

Drawing takes a `random.Random`, so a seeded game draws the same racks every time and
the generator's state can be written to the game log and restored exactly.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..messages import Joined, KeyedError, Message
from .tiles import BLANK, TileSet


class BagError(KeyedError):
    """The bag cannot supply what was asked; the message says which tiles are missing."""


@dataclass(frozen=True)
class Bag:
    tiles: tuple[str, ...]  # kept sorted, so equal bags compare and serialise equal

    @classmethod
    def full(cls, tile_set: TileSet) -> Bag:
        labels = [letter.label for letter in tile_set.letters for _ in range(letter.count)]
        return cls(tuple(sorted(labels + [BLANK] * tile_set.blanks)))

    def __len__(self) -> int:
        return len(self.tiles)

    def counts(self) -> Counter[str]:
        return Counter(self.tiles)

    def draw(self, count: int, rng: random.Random) -> tuple[list[str], Bag]:
        """Draw up to `count` tiles at random, in the order drawn."""
        remaining = list(self.tiles)
        drawn = []
        for _ in range(min(count, len(remaining))):
            drawn.append(remaining.pop(rng.randrange(len(remaining))))
        return drawn, Bag(tuple(remaining))

    def take(self, labels: Iterable[str]) -> Bag:
        """Remove exactly these tiles (a manual draw); refuses if any is not in the bag."""
        wanted = Counter(labels)
        have = self.counts()
        short = [Message("bag.asked", n=n, tile=label, left=have[label]) if have[label] else
                 Message("bag.none_left", tile=label) for label, n in sorted(wanted.items()) if have[label] < n]
        if short:
            raise BagError("bag.cannot_supply", short=Joined(short, "; "))
        return Bag(tuple(sorted((have - wanted).elements())))

    def put_back(self, labels: Iterable[str]) -> Bag:
        return Bag(tuple(sorted(self.tiles + tuple(labels))))


def rng_state(rng: random.Random) -> list[Any]:
    """The generator's state as JSON-ready lists."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_state(state: list[Any]) -> random.Random:
    rng = random.Random()
    version, internal, gauss = state
    rng.setstate((version, tuple(internal), gauss))
    return rng

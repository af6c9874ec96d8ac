"""Rack minimums (FISC II.3): how many vowels and consonants a drawn rack must hold.

Up to round 15 a rack needs 2 vowels and 2 consonants, from round 16 one of each.
If, before round 16, the vowels or the consonants still to come (bag + rack) are
down to one, play goes on at 1 + 1. Blanks count as either, here and when counting
what is still to come. A game ends when no rack that meets the minimum can be drawn.
The figures are a ruleset's (`RackMinimums`, carried by rules/ruleset.py's entries); AJS 004 2.1.7 has FISC's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..messages import Message
from .tiles import BLANK, TileSet



@dataclass(frozen=True)
class RackMinimums:
    """How many vowels and consonants a rack must hold: `first` each up to round `last_strict_round`, `later` after
    (and before, once the vowels or the consonants still to come are down to `later`)."""
    first: int
    later: int
    last_strict_round: int


FISC_II_3 = RackMinimums(first=2, later=1, last_strict_round=15)


@dataclass(frozen=True, slots=True)
class Mix:
    vowels: int
    consonants: int
    blanks: int

    @property
    def total(self) -> int:
        return self.vowels + self.consonants + self.blanks


def mix(labels: Iterable[str], tiles: TileSet) -> Mix:
    vowels = consonants = blanks = 0
    for label in labels:
        if label == BLANK:
            blanks += 1
        elif tiles.is_vowel(label):
            vowels += 1
        else:
            consonants += 1
    return Mix(vowels, consonants, blanks)


def required_minimum(round_number: int, still_to_come: Mix, minimums: RackMinimums) -> int:
    """How many vowels and how many consonants the rack of this round must hold."""
    if round_number > minimums.last_strict_round:
        return minimums.later
    vowels_to_come = still_to_come.vowels + still_to_come.blanks
    consonants_to_come = still_to_come.consonants + still_to_come.blanks
    if vowels_to_come <= minimums.later or consonants_to_come <= minimums.later:
        return minimums.later
    return minimums.first


def meets_minimum(rack: Mix, minimum: int) -> bool:
    missing = max(0, minimum - rack.vowels) + max(0, minimum - rack.consonants)
    return missing <= rack.blanks


def rack_is_valid(rack: Iterable[str], round_number: int, still_to_come: Iterable[str], tiles: TileSet,
                  minimums: RackMinimums) -> bool:
    """Whether `rack` may be played in `round_number`; `still_to_come` is bag + rack."""
    return meets_minimum(mix(rack, tiles), required_minimum(round_number, mix(still_to_come, tiles), minimums))


def rack_shortfall(rack: Iterable[str], round_number: int, still_to_come: Iterable[str], tiles: TileSet,
                   minimums: RackMinimums) -> str | None:
    """None when the rack is valid, else the reason (a Message, for the judge's manual draw)."""
    have = mix(rack, tiles)
    minimum = required_minimum(round_number, mix(still_to_come, tiles), minimums)
    if meets_minimum(have, minimum):
        return None
    return Message("rack.shortfall", round=round_number, minimum=minimum, vowels=have.vowels,
                   consonants=have.consonants, blanks=have.blanks)


def valid_rack_possible(round_number: int, pool: Mix, minimums: RackMinimums, rack_size: int = 7) -> bool:
    """Whether any rack drawn from `pool` (bag + rack returned to it) can meet the minimum."""
    size = min(rack_size, pool.total)
    if size == 0:
        return False
    minimum = required_minimum(round_number, pool, minimums)
    for vowels in range(min(pool.vowels, size) + 1):
        for blanks in range(min(pool.blanks, size - vowels) + 1):
            consonants = size - vowels - blanks
            if consonants <= pool.consonants and meets_minimum(Mix(vowels, consonants, blanks), minimum):
                return True
    return False

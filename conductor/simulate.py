"""Master-only self-play: every round the FISC draw and the engine's top move, as in a duplicate.

Used by `conductor simulate`, by the benchmarks (positions) and by the differential tests.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

from .engine import GeneratedMove, MoveGenerator
from .rules.bag import Bag
from .rules.board import Board
from .rules.draw import draw_rack
from .rules.move import apply, place, rack_after


@dataclass
class Round:
    number: int
    leftover: tuple[str, ...]
    drawn: tuple[str, ...]
    rejected: tuple[tuple[str, ...], ...]
    rack: tuple[str, ...]
    board_before: Board
    master: GeneratedMove
    bag_left: int


@dataclass
class Game:
    seed: int
    rounds: list[Round] = field(default_factory=list)
    end: str = ""

    @property
    def total(self) -> int:
        return sum(r.master.score for r in self.rounds)


END_NO_RACK = "no valid rack"
END_NO_MOVE = "no legal move"


def play(generator: MoveGenerator, seed: int, max_rounds: int | None = None) -> Iterator[Round]:
    """Yield each round of one self-played game; ties among tops are broken with the game's RNG."""
    tiles = generator.lexicon.tiles
    rng = random.Random(seed)
    board, bag, leftover = Board(), Bag.full(tiles), ()
    number = 1
    while max_rounds is None or number <= max_rounds:
        draw = draw_rack(leftover, bag, number, rng, tiles)
        if draw is None:
            return
        if generator.generate(board, draw.rack) == 0:
            return
        tops = generator.tops()
        master = tops[rng.randrange(len(tops))] if len(tops) > 1 else tops[0]
        yield Round(number, draw.leftover, draw.drawn, draw.rejected, draw.rack, board, master, len(draw.bag))
        placement = place(board, master.move, tiles, rack=draw.rack)
        board = apply(board, placement)
        leftover = tuple(rack_after(draw.rack, placement))
        bag = draw.bag
        number += 1


def play_game(generator: MoveGenerator, seed: int) -> Game:
    game = Game(seed)
    game.rounds = list(play(generator, seed))
    game.end = _end_reason(generator, game)
    return game


def _end_reason(generator: MoveGenerator, game: Game) -> str:
    # play() stops either because no valid rack exists or because the rack had no legal move
    return END_NO_MOVE if generator.count == 0 else END_NO_RACK

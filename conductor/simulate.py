"""Master-only self-play: every round the FISC draw and the engine's top move, as in a duplicate.

Used by `conductor simulate`, by the benchmarks (positions) and by the differential tests.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass, field

from .engine import GeneratedMove, MoveGenerator
from .rules.bag import Bag
from .rules.board import Board
from .rules.draw import draw_rack
from .rules.ruleset import ruleset_of
from .rules.move import apply, place, rack_after


@dataclass
class Round:
    number: int
    leftover: tuple[str, ...]
    drawn: tuple[str, ...]
    rejected: tuple[tuple[str, ...], ...]
    rack: tuple[str, ...]
    board_before: Board
    board_after: Board
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


END_MAX_ROUNDS = "round limit"


def play(generator: MoveGenerator, seed: int, max_rounds: int | None = None) -> Generator[Round, None, str]:
    """Yield each round of one self-played game (ties among tops broken with the game's RNG);
    returns why the game ended."""
    tiles = generator.lexicon.tiles
    minimums = ruleset_of(tiles).minimums            # a word list alone: the first ruleset played with its tiles
    rng = random.Random(seed)
    board, bag = Board(), Bag.full(tiles)
    leftover: tuple[str, ...] = ()
    number = 1
    while max_rounds is None or number <= max_rounds:
        draw = draw_rack(leftover, bag, number, rng, tiles, minimums)
        if draw is None:
            return END_NO_RACK
        if generator.generate(board, draw.rack) == 0:
            return END_NO_MOVE
        tops = generator.tops()
        master = tops[rng.randrange(len(tops))] if len(tops) > 1 else tops[0]
        placement = place(board, master.move, tiles, rack=draw.rack)
        after = apply(board, placement)
        yield Round(number, draw.leftover, draw.drawn, draw.rejected, draw.rack, board, after, master, len(draw.bag))
        board = after
        leftover = tuple(rack_after(draw.rack, placement))
        bag = draw.bag
        number += 1
    return END_MAX_ROUNDS


def play_game(generator: MoveGenerator, seed: int) -> Game:
    game = Game(seed)
    rounds = play(generator, seed)
    while True:
        try:
            game.rounds.append(next(rounds))
        except StopIteration as stop:
            game.end = stop.value
            return game

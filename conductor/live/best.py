"""A revealed round's best moves for the public view: the master move and the next five distinct moves by score.
Worked out once per round, after its reveal, by a move generator of the host's own (the game's keeps the round on
the board's moves), and kept: a view is built many times a second."""

from __future__ import annotations

from typing import TYPE_CHECKING
from ..engine import Lexicon, MoveGenerator

if TYPE_CHECKING:
    from ..game.duplicate import Duplicate
    from ..game.rounds import Round

SHOWN = 6                   # the top and the next five


class BestMoves:
    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        self._generator: MoveGenerator | None = None
        self._round: int | None = None
        self._best: tuple[tuple[str, int], ...] = ()

    def of(self, game: Duplicate) -> tuple[tuple[str, int], ...]:
        """The last revealed round's best moves, as (notation, score); () before any reveal."""
        if not game.rounds:
            return ()
        last = game.rounds[-1]
        if last.number != self._round:
            self._round, self._best = last.number, self._search(last)
        return self._best

    def _search(self, round_: Round) -> tuple[tuple[str, int], ...]:
        if self._generator is None:
            self._generator = MoveGenerator(self.lexicon, threads=1)
        generator = self._generator
        if not generator.generate(round_.board, round_.rack):
            return ()
        # the master move first (among tied tops, the one the judge revealed; a prepared game's from its pack), then
        # the others by score, each told once (blanks may place one move several ways)
        best: list[tuple[str, int]] = [(round_.master, round_.master_score)] if round_.master else []
        for move in generator.top(SHOWN * 4):
            notation = str(move.move)
            if all(notation != seen for seen, _ in best):
                best.append((notation, move.score))
            if len(best) == SHOWN:
                break
        return tuple(best)

"""The demo's players: what a game that plays itself (`conductor demo`) is handed, as the live host's steps.

The host runs the demo as any unattended game (its schedule draws, calls, times, closes and reveals); these
simulated players hand in slips drawn from the round's real moves once its "Temps!" is given: strong players
often find the top, others a lesser move, now and then a slip with a word that is not valid (scored 0 with its
reason) or none at all, so the demo shows every kind of result. Once the final results have been on show for a
while, the judge's `quit` ends the demo.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..game.duplicate import Duplicate
from ..game.players import Player
from ..game.rounds import COLLECT, ENDED

DEMO_PLAYERS = [Player(1, "Anna Puig"), Player(2, "Jordi Soler"), Player(3, "Núria Vidal"),
                Player(4, "Pau Ferrer"), Player(5, "Laura Font"), Player(6, "Quim Roca"),
                Player(7, "Sònia Pons"), Player(8, "Xavier Camps")]
SKILL = {1: 0.8, 2: 0.65, 3: 0.55, 4: 0.45, 5: 0.35, 6: 0.3, 7: 0.2, 8: 0.15}


@dataclass
class Autopilot:
    """`final_seconds` (the game's clock): how long the final results stay before `quit` (None: never)."""

    seed: int = 1
    final_seconds: float | None = None
    _rng: random.Random = field(init=False)
    _handed: int = 0                 # the last round whose slips were handed in
    _quit: bool = False

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)

    def __call__(self, game: Duplicate, now: float) -> list[str]:
        """The lines to run now (LiveHost's `players`): a round's slips once, as it starts collecting; `quit`."""
        if game.phase == COLLECT and game.current is not None and game.current.number != self._handed:
            self._handed = game.current.number
            return self.slips(game)
        if game.phase == ENDED and self.final_seconds is not None and not self._quit \
                and now >= game.phase_at + self.final_seconds:
            self._quit = True
            return ["quit"]
        return []

    def slips(self, game: Duplicate) -> list[str]:
        """The round's slips as the judge types them, one a table that hands one in."""
        game.full_search()
        moves = game.generator.top(40)
        slips: list[str] = []
        for table in sorted(game.players):
            roll = self._rng.random()
            if roll < 0.04 or not moves:
                continue                                    # no slip: scores 0
            if roll < 0.08:
                move = moves[min(len(moves) - 1, self._rng.randrange(5))]
                coordinate, word = str(move.move).split()
                slips.append(f"slip {table} {coordinate} {word}X")     # not a word: 0, with the reason
                continue
            if self._rng.random() < SKILL.get(table, 0.3):
                move = moves[0]
            else:
                move = moves[min(len(moves) - 1, int(self._rng.expovariate(0.15)) + 1)]
            slips.append(f"slip {table} {move.move}")
        return slips

"""The demo's judge and players: issues the console's commands by itself, at a pace a room can follow.

Simulated players hand in slips drawn from the round's real moves: strong players often find the top,
others a lesser move, now and then a slip with a word that is not valid (scored 0 with its reason) or
none at all, so the demo shows every kind of result.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from ..game.duplicate import CLOSED, COLLECT, DRAW, ENDED, READY, THINK
from ..game.players import Player
from ..room.view import STANDINGS

DEMO_PLAYERS = [Player(1, "Anna Puig"), Player(2, "Jordi Soler"), Player(3, "Núria Vidal"),
                Player(4, "Pau Ferrer"), Player(5, "Laura Font"), Player(6, "Quim Roca"),
                Player(7, "Sònia Pons"), Player(8, "Xavier Camps")]
SKILL = {1: 0.8, 2: 0.65, 3: 0.55, 4: 0.45, 5: 0.35, 6: 0.3, 7: 0.2, 8: 0.15}


@dataclass
class Autopilot:
    seed: int = 1
    pause: float = 2.5           # seconds (real) between steps, so the room can read
    standings_every: int = 5     # show the standings after every N rounds
    max_rounds: int | None = None
    final_seconds: float = 12.0
    finished: bool = False
    _rng: random.Random = field(init=False)
    _wait_until: float = 0.0
    _slipped: int = 0
    _shown_standings: int = 0
    _ended_at: float | None = None
    _slips: list[str] | None = None

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)

    def _later(self, now_real: float, seconds: float) -> None:
        self._wait_until = now_real + seconds

    def act(self, app, now: float) -> None:
        real = time.perf_counter()
        if real < self._wait_until or (app.voice is not None and not app.voice.done.is_set() and app.game.phase != THINK):
            return
        game = app.game
        phase = game.phase
        if phase == DRAW:
            if app.screen_override == STANDINGS:
                app.execute("show standings")
            elif game.rounds and len(game.rounds) % self.standings_every == 0 and self._shown_standings < len(game.rounds):
                self._shown_standings = len(game.rounds)
                app.execute("show standings")
                self._later(real, 3 * self.pause)
                return
            if self.max_rounds is not None and len(game.rounds) >= self.max_rounds:
                app.execute("end demo")
            else:
                app.execute("draw")
            self._later(real, self.pause)
        elif phase == READY and app.call is None:
            app.execute("call" if game.tops else "draw")
        elif phase == COLLECT:
            if self._slips is None:
                self._slips = self._choose_slips(app)
            if self._slips:
                app.execute(self._slips.pop(0))    # one slip a frame, as a judge types them
                return
            self._slips = None
            app.execute("close")
            self._later(real, self.pause)
        elif phase == CLOSED:
            app.execute("reveal")
            self._later(real, self.pause)
        elif phase == ENDED:
            if self._ended_at is None:
                self._ended_at = real
            elif real - self._ended_at > self.final_seconds:
                self.finished = True
                app.running = False

    def _choose_slips(self, app) -> list[str]:
        game = app.game
        game.full_search()
        moves = game.generator.top(40)
        slips = []
        for table in sorted(game.players):
            roll = self._rng.random()
            if roll < 0.04 or not moves:
                continue                                    # no slip: scores 0
            if roll < 0.08:
                move = moves[min(len(moves) - 1, self._rng.randrange(5))]
                coordinate, word = str(move.move).split()
                slips.append(f"{table} {coordinate} {word}X")     # not a word: 0, with the reason
                continue
            if self._rng.random() < SKILL.get(table, 0.3):
                move = moves[0]
            else:
                move = moves[min(len(moves) - 1, int(self._rng.expovariate(0.15)) + 1)]
            slips.append(f"{table} {move.move}")
        return slips

"""The duplicate game's state, declared once: what `Duplicate` (duplicate.py) holds and its parts read.

`Duplicate` is put together from parts (collection.py, registration.py, entries.py, accommodations.py) that read
and write the same state. Each part derives from `GameState`, so the type checker knows every attribute a part
reads, and every method one part asks of another, with its type: a part cannot read a name the game does not
have. Only declarations: `Duplicate.__init__` gives the values, and the methods are the parts' own.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TYPE_CHECKING

from ..engine import GeneratedMove, MoveGenerator
from ..rules.bag import Bag
from ..rules.board import Board
from ..rules.tiles import TileSet
from .players import Player
from .prepared import PreparedRound
from .rounds import Phase, Round, Slip, SlipReading
from .schema import Config
from .timer import Timer


class GameState:
    """The attributes of one game (their meaning: duplicate.py `Duplicate.__init__`)."""

    generator: MoveGenerator
    version: int
    prepared: list[PreparedRound]
    tiles: TileSet
    language: str
    players: dict[int, Player]
    config: Config
    seed: int
    rng: random.Random
    board: Board
    bag: Bag
    leftover: list[str]
    rounds: list[Round]
    current: Round | None
    phase: Phase
    phase_at: float
    results_version: int
    autorun_held: bool
    autorun_schedule: dict[str, Any] | None
    joined: dict[int, int]
    registration_closed: bool
    join_until: int | None
    join_clients: dict[str, tuple[int, str]]
    end_reason: str
    warnings: dict[int, int]
    expelled: dict[int, int]
    withdrawn: dict[int, int]
    accommodations: dict[int, int]
    traced: dict[int, dict[int, dict[str, Any]]]
    results_final: bool
    timer: Timer
    tops: Sequence[GeneratedMove]
    picked: int | None
    events: int

    if TYPE_CHECKING:    # what one part asks of another: declared here, defined by the part named
        def _table(self, text: str, round_: Round | None = None) -> int: ...           # duplicate.py
        def _next_round(self) -> int: ...                                            # duplicate.py
        def find_round(self, number: int) -> Round: ...                              # collection.py
        def _score(self, round_: Round, table: int, text: str, typed: str | None = None,
                   read: SlipReading | None = None) -> Slip: ...   # collection.py
        def _rescore(self, round_: Round) -> None: ...                                # collection.py
        def _settle(self, round_: Round, table: int, slip: Slip, by: str) -> None: ...  # entries.py
        def _count_single_entries(self, round_: Round) -> None: ...                  # entries.py
        def entry_state(self) -> dict[str, Any]: ...                                           # entries.py
        def disputes_of(self, round_: Round) -> list[int]: ...                       # entries.py

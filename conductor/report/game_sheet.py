"""A player's game sheet (`conductor report --blank-sheet OUT.html [--rounds N] [--ruleset R]`), for a club
evening where players keep their own score: the empty 15 × 15 board with its premium squares (rules/board.py,
through board.py) to follow the master moves on, N numbered rows to write each round in (rack, coordinate and
word as FISC's and AJS's slips take them, points, running total, and the master's points to compare), and the
tile set to cross off as the tiles come out. A4 landscape like the rest of the report, in the ruleset's
language. Nothing in it comes from a game: the same arguments give the same page."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dataclasses import dataclass

from ..language import game_language
from ..messages import KeyedError
from ..rules.ruleset import DEFAULT, Ruleset, find_ruleset
from ..rules.board import Board
from .board import BoardView, board_view
from .words import words

DEFAULT_ROUNDS = 25          # a FISC or AJS game is over in 18 to 25 rounds
MAX_ROUNDS = 60
ROWS_BESIDE_THE_BOARD = 25   # the rows one A4 landscape page holds beside the board; more go on a second page


@dataclass(frozen=True)
class TileCount:
    label: str               # "A", "L·L", the blank's word
    value: str               # its points, "" for the blank
    count: int


@dataclass(frozen=True)
class GameSheet:
    language: str
    title: str
    labels: Mapping[str, Any]
    fields: tuple[str, ...]          # what the player writes at the top: name, table, date, game
    board: BoardView
    beside: tuple[int, ...]          # the rows' numbers beside the board: 1 … 25
    after: tuple[int, ...]           # the rest, on a page of their own
    columns: tuple[str, ...]
    how: str
    tiles: tuple[TileCount, ...]
    tiles_total: int
    rules: str                       # "FISC · 25 rondes"


def game_sheet(rounds: int = DEFAULT_ROUNDS, ruleset: Ruleset | str = DEFAULT, language: str | None = None) -> GameSheet:
    """The blank sheet for `rounds` rounds of a `ruleset` game, in the game's language."""
    if not 1 <= rounds <= MAX_ROUNDS:
        raise KeyedError("paper.rounds", most=MAX_ROUNDS)
    ruleset = find_ruleset(ruleset)
    tiles = ruleset.tiles
    language = game_language(ruleset, language)
    w = words(language)
    g = w["gamesheet"]
    counts = tuple(TileCount(letter.label, str(letter.value), letter.count) for letter in tiles.letters) + (
        TileCount(g["blank"], "", tiles.blanks),)
    return GameSheet(
        language=language, title=g["title"], labels=w,
        fields=(g["player"], w["table"], w["club"], g["game"], g["date"]),
        board=board_view(Board(), None, w["board"]["name"], language),
        beside=tuple(range(1, min(rounds, ROWS_BESIDE_THE_BOARD) + 1)),
        after=tuple(range(ROWS_BESIDE_THE_BOARD + 1, rounds + 1)),
        columns=(g["number"], w["rack"], g["coordinate"], g["word"], w["points"], w["total"], g["master"]),
        how=g["how"],
        tiles=counts, tiles_total=tiles.size,
        rules=f"{ruleset.title} · {w('gamesheet.rows', n=rounds)}")

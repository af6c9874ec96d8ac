"""A move as written on a slip ("H8 CASA"), its validation against a board and a rack, and its score.

Validation is all-or-nothing: `place` either returns a complete `Placement` (new tiles,
every word formed, score) or raises `IllegalMove` naming the first rule broken. The
board is never touched here; applying a placement returns a new board.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..messages import KeyedError, Message, message_of
from .board import (
    CENTRE,
    SIZE,
    Board,
    Coordinate,
    Direction,
    in_bounds,
    letter_multiplier,
    parse_coordinate,
    square_name,
    word_multiplier,
)
from .spelling import spell, tokenize_word
from .tiles import BLANK, Tile, TileSet

BINGO_BONUS = 50
RACK_SIZE = 7

Square = tuple[int, int]
Cells = tuple[tuple[Tile | None, ...], ...]
WordCheck = Callable[[Sequence[Tile]], bool]


class IllegalMove(KeyedError):
    """The move breaks a rule: `message` says which, as a player reads it; in the logs' English the move is named
    first ("move 'H8 CASA': it places no new tile"). `alone`: the reason without the move, for a caller that names
    the move its own way (reason_of)."""

    def __init__(self, key: str, /, named: object = None, alone: Message | None = None, **params: Any):
        super().__init__(key, **params)
        self.named = named                # the move as written, spelled only when the English is asked for
        self.alone = alone or self.message

    def __str__(self) -> str:
        return str(self.message) if self.named is None else f"move '{self.named}': {self.message}"


@dataclass(frozen=True)
class Move:
    coordinate: Coordinate
    word: tuple[Tile, ...]

    def __str__(self) -> str:
        return f"{self.coordinate} {spell(self.word)}"


@dataclass(frozen=True)
class Placement:
    move: Move
    new_tiles: tuple[tuple[Square, Tile], ...]
    words: tuple[tuple[Square, ...], ...]  # main word first, then cross words
    score: int

    @property
    def is_bingo(self) -> bool:
        return len(self.new_tiles) == RACK_SIZE


def parse_move(text: str, tiles: TileSet) -> Move:
    """Read "H8 CASA" / "8H casa"; raises NotationError or SpellingError (both ValueError)."""
    parts = text.split()
    if len(parts) != 2:
        raise IllegalMove("move.unreadable", text=text.strip(), alone=Message("move.write_both"))
    return Move(parse_coordinate(parts[0]), tuple(tokenize_word(parts[1], tiles)))


def _word_squares(board: Board, start: Square, direction: Direction) -> tuple[Square, ...]:
    """The maximal run of occupied squares through `start` along `direction`, `start` counted as occupied (a tile
    about to be placed there: `place` reads the board before the move)."""
    dr, dc = direction.step
    row, col = start
    while board.occupied(row - dr, col - dc):
        row, col = row - dr, col - dc
    squares = []
    while board.occupied(row, col) or (row, col) == start:
        squares.append((row, col))
        row, col = row + dr, col + dc
    return tuple(squares)


def _score_word(squares: Sequence[Square], cells: Cells, new: dict[Square, Tile], values: dict[str, int]) -> int:
    total, multiplier = 0, 1
    for square in squares:
        tile = new.get(square)
        if tile is None:
            tile = cells[square[0]][square[1]]
            assert tile is not None
            total += 0 if tile.blank else values[tile.label]
        else:
            total += 0 if tile.blank else values[tile.label] * _LETTER[square]
            multiplier *= _WORD[square]
    return total * multiplier


_LETTER = {(row, col): letter_multiplier(row, col) for row in range(SIZE) for col in range(SIZE)}
_WORD = {(row, col): word_multiplier(row, col) for row in range(SIZE) for col in range(SIZE)}


@functools.cache
def _values(tiles: TileSet) -> dict[str, int]:
    """Each label's value (TileSet.value without its blank case, which _score_word makes 0): one lookup a tile."""
    return {label: tiles.letter(label).value for label in tiles.labels}


def place(
    board: Board,
    move: Move,
    tiles: TileSet,
    rack: Sequence[str] | None = None,
    is_word: WordCheck | None = None,
) -> Placement:
    """Validate `move` on `board` (with `rack` if given, words with `is_word` if given) and score it. The board
    after the move is looked at, never built: its tiles are the board's and the new ones (`new`)."""
    coordinate, word = move.coordinate, move.word
    if len(word) < 2:
        raise IllegalMove("move.short", move)
    dr, dc = coordinate.direction.step
    row, col = coordinate.row, coordinate.col
    squares = [(row + dr * i, col + dc * i) for i in range(len(word))]
    last = squares[-1]
    if not in_bounds(*last):
        raise IllegalMove("move.off_board", move, square=square_name(*squares[0]))
    before = (row - dr, col - dc)
    after = (last[0] + dr, last[1] + dc)
    for edge in (before, after):
        if board.occupied(*edge):
            raise IllegalMove("move.goes_on", move, square=square_name(*edge))

    cells = board.cells
    new: dict[Square, Tile] = {}
    for square, tile in zip(squares, word):
        existing = cells[square[0]][square[1]]
        if existing is None:
            new[square] = tile
        elif existing.label != tile.label:
            raise IllegalMove("move.square_holds", move, square=square_name(*square), held=str(existing),
                              written=tile.label)
    if not new:
        raise IllegalMove("move.no_new_tile", move)
    if len(new) > RACK_SIZE:
        raise IllegalMove("move.too_many", move, n=len(new))

    if rack is not None:
        _check_rack(move, new.values(), rack)

    if board.is_empty:
        if CENTRE not in new:
            raise IllegalMove("move.centre", move)
    else:
        touches = any(cells[r][c] is not None for r, c in squares) or any(
            board.occupied(r + dr2, c + dc2)
            for (r, c) in new
            for dr2, dc2 in ((1, 0), (-1, 0), (0, 1), (0, -1))
        )
        if not touches:
            raise IllegalMove("move.not_touching", move)

    words = [tuple(squares)]
    for square in new:
        # the cross word through a new tile: the only new tile on its line (the others are on the move's line)
        cross = _word_squares(board, square, coordinate.direction.other)
        if len(cross) >= 2:
            words.append(cross)

    if is_word is not None:
        for squares_of_word in words:
            formed = [new.get(s) or cells[s[0]][s[1]] for s in squares_of_word]
            if not is_word(formed):  # type: ignore[arg-type]
                text = spell([Tile(t.label) for t in formed if t is not None])
                raise IllegalMove("move.not_a_word", move, word=text)

    values = _values(tiles)
    score = sum(_score_word(w, cells, new, values) for w in words)
    if len(new) == RACK_SIZE:
        score += BINGO_BONUS
    return Placement(move, tuple(sorted(new.items())), tuple(words), score)


def _check_rack(move: Move, placed: Iterable[Tile], rack: Sequence[str]) -> None:
    """IllegalMove when the rack lacks a tile the move places: how many it has of it when it has some ("the rack
    has only 1 B": BOMBES needs two), else that it has none."""
    held = Counter(rack)
    available = held.copy()
    for tile in placed:
        key = BLANK if tile.blank else tile.label
        if available[key] > 0:
            available[key] -= 1
        elif tile.blank:
            if held[BLANK]:
                raise IllegalMove("move.blanks_only", move, tile=str(tile), n=held[BLANK])
            raise IllegalMove("move.no_blank", move, tile=str(tile))
        elif available[BLANK] > 0:
            if held[key]:
                raise IllegalMove("move.only_lowercase", move, tile=tile.label, n=held[key])
            raise IllegalMove("move.blank_lowercase", move, tile=tile.label)
        elif held[key]:
            raise IllegalMove("move.only_in_rack", move, tile=tile.label, n=held[key])
        else:
            raise IllegalMove("move.not_in_rack", move, tile=tile.label)


def apply(board: Board, placement: Placement) -> Board:
    return board.with_tiles(dict(placement.new_tiles))


def rack_after(rack: Sequence[str], placement: Placement) -> list[str]:
    """The leftover: rack tiles the placement did not use, in rack order."""
    remaining = list(rack)
    for _, tile in placement.new_tiles:
        remaining.remove(BLANK if tile.blank else tile.label)
    return remaining


def play_sequence(
    moves: Sequence[str], tiles: TileSet, board: Board | None = None, is_word: WordCheck | None = None
) -> tuple[Board, list[Placement]]:
    """Place moves in order (geometry only unless `is_word`); raises IllegalMove with the move's index."""
    board = board or Board()
    placements = []
    for index, text in enumerate(moves, start=1):
        try:
            placement = place(board, parse_move(text, tiles), tiles, is_word=is_word)
        except ValueError as error:
            raise IllegalMove("move.numbered", n=index, text=text.strip(), reason=reason_of(error)) from error
        placements.append(placement)
        board = apply(board, placement)
    return board, placements


def reason_of(error: ValueError) -> str:
    """The reason alone (a Message), without the move the logs' English names first, so callers can name the
    move their own way."""
    return getattr(error, "alone", None) or message_of(error)


def move_from_tiles(board: Board, new: dict[Square, Tile]) -> Move:
    """The move as a slip would write it for tiles put on squares (the trainer's clicks).

    The main word runs along the line of the new tiles through the tiles already there; one new tile
    is read along whichever line makes a word of 2 or more (across when both do)."""
    if not new:
        raise IllegalMove("tiles.none")
    rows = {r for r, _ in new}
    cols = {c for _, c in new}
    after = board.with_tiles(new)
    first = min(new)
    if len(new) == 1:
        across = _word_squares(after, first, Direction.ACROSS)
        down = _word_squares(after, first, Direction.DOWN)
        direction = Direction.DOWN if len(across) < 2 <= len(down) else Direction.ACROSS
    elif len(rows) == 1:
        direction = Direction.ACROSS
    elif len(cols) == 1:
        direction = Direction.DOWN
    else:
        raise IllegalMove("tiles.not_in_line")
    squares = _word_squares(after, first, direction)
    missing = [s for s in new if s not in squares]
    if missing:
        dr, dc = direction.step
        square = first
        while after.occupied(*square):
            square = (square[0] + dr, square[1] + dc)
        raise IllegalMove("tiles.gap", square=square_name(*square))
    start = squares[0]
    coordinate = Coordinate(start[0], start[1], direction)
    return Move(coordinate, tuple(tile for s in squares if (tile := after[s]) is not None))   # a word's squares: all taken

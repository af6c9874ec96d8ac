"""The 15×15 board: premium squares, coordinates and their notation, and the tiles on it.

Rows are A–O top to bottom, columns 1–15 left to right. "H8" means a word read
across from row H, column 8; "8H" a word read down from column 8, row H.
The board is an immutable value: placing a move returns a new board.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from enum import Enum

from ..digits import whole
from ..messages import KeyedError
from .tiles import Tile

SIZE = 15
CENTRE = (7, 7)
ROWS = "ABCDEFGHIJKLMNO"


class NotationError(KeyedError):
    """A coordinate that cannot be read; the message names it and says why."""


class Direction(Enum):
    ACROSS = "across"
    DOWN = "down"

    @property
    def step(self) -> tuple[int, int]:
        return (0, 1) if self is Direction.ACROSS else (1, 0)

    @property
    def other(self) -> Direction:
        return Direction.DOWN if self is Direction.ACROSS else Direction.ACROSS


def _squares(names: str) -> frozenset[tuple[int, int]]:
    return frozenset((ROWS.index(name[0]), int(name[1:]) - 1) for name in names.split())


TRIPLE_WORD = _squares("A1 A8 A15 H1 H15 O1 O8 O15")
DOUBLE_WORD = _squares("B2 C3 D4 E5 H8 K11 L12 M13 N14 B14 C13 D12 E11 K5 L4 M3 N2")
TRIPLE_LETTER = _squares("B6 B10 F2 F6 F10 F14 J2 J6 J10 J14 N6 N10")
DOUBLE_LETTER = _squares(
    "A4 A12 C7 C9 D1 D8 D15 G3 G7 G9 G13 H4 H12 I3 I7 I9 I13 L1 L8 L15 M7 M9 O4 O12"
)


def letter_multiplier(row: int, col: int) -> int:
    if (row, col) in TRIPLE_LETTER:
        return 3
    return 2 if (row, col) in DOUBLE_LETTER else 1


def word_multiplier(row: int, col: int) -> int:
    if (row, col) in TRIPLE_WORD:
        return 3
    return 2 if (row, col) in DOUBLE_WORD else 1


def premium(row: int, col: int) -> str:
    """A square's bonus by name, as every face draws it: "tw" (triple word), "dw" (double word, the centre among
    them), "tl" (triple letter), "dl" (double letter), "" (none)."""
    word, letter = word_multiplier(row, col), letter_multiplier(row, col)
    return {3: "tw", 2: "dw"}.get(word) or {3: "tl", 2: "dl"}.get(letter, "")


def square_name(row: int, col: int) -> str:
    return f"{ROWS[row]}{col + 1}"


@dataclass(frozen=True, slots=True)
class Coordinate:
    row: int
    col: int
    direction: Direction

    def __str__(self) -> str:
        return notation(self.row, self.col, self.direction is Direction.ACROSS)

    def square(self, offset: int) -> tuple[int, int]:
        dr, dc = self.direction.step
        return self.row + dr * offset, self.col + dc * offset


def notation(row: int, col: int, across: bool) -> str:
    """"H8" across, "8H" down (also for the engine's tables, which rank moves by notation in C)."""
    return square_name(row, col) if across else f"{col + 1}{ROWS[row]}"


_ACROSS = re.compile(r"^([A-Za-z])(.{1,2})$", re.S)     # the column's digits are read by digits.whole: ASCII only
_DOWN = re.compile(r"^(.{1,2})([A-Za-z])$", re.S)


def coordinate_parts(text: str) -> tuple[str, int, Direction] | None:
    """A coordinate's shape: (row letter as written, column number, direction) for a letter and one or two ASCII
    digits ("H8", "8H"), else None. The column is read by `digits.whole` (0–9 only: "H٨" or "H²" is no column)."""
    raw = text.strip()
    if (match := _ACROSS.match(raw)) and (col := whole(match.group(2), 2)) is not None:
        return match.group(1), col, Direction.ACROSS
    if (match := _DOWN.match(raw)) and (col := whole(match.group(1), 2)) is not None:
        return match.group(2), col, Direction.DOWN
    return None


def parse_coordinate(text: str) -> Coordinate:
    """Read "H8" (across) or "8H" (down); lowercase row letters are accepted."""
    parts = coordinate_parts(text)
    if parts is None:
        raise NotationError("coordinate.shape", text=text)
    row_text, col, direction = parts
    row_letter = row_text.upper()
    if row_letter not in ROWS:
        raise NotationError("coordinate.row", text=text)
    if not 1 <= col <= SIZE:
        raise NotationError("coordinate.column", text=text)
    return Coordinate(ROWS.index(row_letter), col - 1, direction)


def in_bounds(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


@dataclass(frozen=True)
class Board:
    cells: tuple[tuple[Tile | None, ...], ...] = tuple((None,) * SIZE for _ in range(SIZE))

    def __getitem__(self, square: tuple[int, int]) -> Tile | None:
        row, col = square
        return self.cells[row][col]

    def occupied(self, row: int, col: int) -> bool:
        return 0 <= row < SIZE and 0 <= col < SIZE and self.cells[row][col] is not None

    @functools.cached_property
    def is_empty(self) -> bool:
        return all(cell is None for line in self.cells for cell in line)

    def with_tiles(self, placed: dict[tuple[int, int], Tile]) -> Board:
        rows = [list(line) for line in self.cells]
        for (row, col), tile in placed.items():
            rows[row][col] = tile
        return Board(tuple(tuple(line) for line in rows))

    def tiles(self) -> list[tuple[tuple[int, int], Tile]]:
        return [
            ((r, c), tile)
            for r, line in enumerate(self.cells)
            for c, tile in enumerate(line)
            if tile is not None
        ]

    def render(self) -> str:
        """Text board with coordinates; premium squares marked when empty (= ×3 word, - ×2 word,
        " ×3 letter, ' ×2 letter)."""
        header = "     " + "".join(f"{c + 1:<4}" for c in range(SIZE))
        lines = [header.rstrip()]
        for r in range(SIZE):
            cells = []
            for c in range(SIZE):
                tile = self.cells[r][c]
                if tile is not None:
                    cells.append(f"{str(tile):<4}")
                else:
                    mark = {3: "=", 2: "-"}.get(word_multiplier(r, c)) or {3: '"', 2: "'"}.get(
                        letter_multiplier(r, c), "."
                    )
                    cells.append(f"{mark:<4}")
            lines.append(f"{ROWS[r]}    " + "".join(cells).rstrip())
        return "\n".join(lines)

    def to_rows(self) -> list[str]:
        """One line per row, cells separated by single spaces ("." empty): the position-file form."""
        return [" ".join("." if t is None else str(t) for t in line) for line in self.cells]

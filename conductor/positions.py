"""The position file (DESIGN §4): blocks of 15 board lines ("." empty, a tile label, lowercase
for a blank) and a line "rack: T T T", separated by blank lines."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from .files import write_private
from .rules.board import SIZE, Board
from .rules.spelling import SpellingError, tokenize_rack, tokenize_word
from .rules.tiles import Tile, TileSet


class PositionError(ValueError):
    """A position file that cannot be read; the message names the line."""


def format_position(board: Board, rack: Sequence[str]) -> str:
    return "\n".join(board.to_rows() + ["rack: " + " ".join(rack)])


def write_positions(path: Path, positions: Iterable[tuple[Board, Sequence[str]]]) -> None:
    write_private(path, "\n\n".join(format_position(b, r) for b, r in positions) + "\n")


def read_positions(path: Path, tiles: TileSet) -> list[tuple[Board, list[str]]]:
    try:
        lines = path.read_text(encoding="utf-8").split("\n")
    except (OSError, UnicodeDecodeError) as error:
        raise PositionError(f"position file '{path}': {error}") from error
    positions, block = [], []
    for number, line in enumerate(lines + [""], start=1):
        if line.strip():
            block.append((number, line))
        elif block:
            positions.append(_parse_block(block, tiles, path))
            block = []
    return positions


def _parse_block(block: list[tuple[int, str]], tiles: TileSet, path: Path) -> tuple[Board, list[str]]:
    if len(block) != SIZE + 1:
        raise PositionError(f"position file '{path}', line {block[0][0]}: a position has 15 board lines and a rack line")
    cells: dict[tuple[int, int], Tile] = {}
    for row, (number, line) in enumerate(block[:SIZE]):
        parts = line.split()
        if len(parts) != SIZE:
            raise PositionError(f"position file '{path}', line {number}: {len(parts)} cells, expected 15")
        for col, cell in enumerate(parts):
            if cell == ".":
                continue
            try:
                (tile,) = tokenize_word(cell, tiles)
            except (SpellingError, ValueError) as error:
                raise PositionError(f"position file '{path}', line {number}, column {col + 1}: bad tile '{cell}'") from error
            cells[(row, col)] = tile
    number, rack_line = block[SIZE]
    if not rack_line.startswith("rack:"):
        raise PositionError(f"position file '{path}', line {number}: expected 'rack: T T T ...'")
    try:
        rack = tokenize_rack(rack_line[len("rack:"):], tiles)
    except SpellingError as error:
        raise PositionError(f"position file '{path}', line {number}: {error}") from error
    return Board().with_tiles(cells), rack

"""The position file (DESIGN §4): blocks of 15 board lines ("." empty, a tile label, lowercase
for a blank) and a line "rack: T T T", separated by blank lines."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from .files import write_private
from .messages import KeyedError, Message, message_of
from .rules.board import SIZE, Board
from .rules.spelling import SpellingError, tokenize_rack, tokenize_word
from .rules.tiles import Tile, TileSet


class PositionError(KeyedError):
    """A position file that cannot be read; the message names the line."""


def format_position(board: Board, rack: Sequence[str]) -> str:
    return "\n".join(board.to_rows() + ["rack: " + " ".join(rack)])


def write_positions(path: Path, positions: Iterable[tuple[Board, Sequence[str]]]) -> None:
    write_private(path, "\n\n".join(format_position(b, r) for b, r in positions) + "\n")


def read_positions(path: Path, tiles: TileSet) -> list[tuple[Board, list[str]]]:
    try:
        lines = path.read_text(encoding="utf-8").split("\n")
    except (OSError, UnicodeDecodeError) as error:
        why = Message("log.not_utf8", byte=error.start + 1) if isinstance(error, UnicodeDecodeError) else \
            message_of(error)
        raise PositionError("positions.unreadable", path=str(path), why=why) from error
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
        raise PositionError("positions.block", where=Message("file.line", path=f"'{path}'", line=block[0][0]))
    cells: dict[tuple[int, int], Tile] = {}
    for row, (number, line) in enumerate(block[:SIZE]):
        parts = line.split()
        if len(parts) != SIZE:
            raise PositionError("positions.cells", where=Message("file.line", path=f"'{path}'", line=number), n=len(parts))
        for col, cell in enumerate(parts):
            if cell == ".":
                continue
            try:
                (tile,) = tokenize_word(cell, tiles)
            except (SpellingError, ValueError) as error:
                raise PositionError("positions.tile", cell=cell, where=Message(
                    "file.column", path=f"'{path}'", line=number, column=col + 1)) from error
            cells[(row, col)] = tile
    number, rack_line = block[SIZE]
    if not rack_line.startswith("rack:"):
        raise PositionError("positions.rack_line", where=Message("file.line", path=f"'{path}'", line=number))
    try:
        rack = tokenize_rack(rack_line[len("rack:"):], tiles)
    except SpellingError as error:
        raise PositionError("positions.rack", where=Message("file.line", path=f"'{path}'", line=number),
                            why=error.message) from error
    return Board().with_tiles(cells), rack

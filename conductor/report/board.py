"""The board on paper: the results' final board (`class="board"`) and the empty board of a player's game sheet,
both laid out from rules/board.py (the one place that says which square is which) and drawn by one template
(templates/_board.html). A square shows its tile, or on an empty square its bonus in the projector's words
(3P, 2P, 3L, 2L), so that a page printed in grey still says which square is which; a blank is told apart by
its lowercase letter and a ring, never by colour alone."""

from __future__ import annotations

from dataclasses import dataclass

from ..game.duplicate import Duplicate
from ..messages import text
from ..rules.board import CENTRE, ROWS, SIZE, Board, premium
from ..rules.tiles import TileSet
from .words import words

_LABELS = {"tw": "3P", "dw": "2P", "tl": "3L", "dl": "2L"}    # projector.premium.*: one word for a bonus on any face


@dataclass(frozen=True)
class Square:
    kind: str          # "tw", "dw", "tl", "dl", "centre" or ""
    label: str         # the tile's letter ("L·L", "a" for a blank), else the bonus's short name, else ""
    value: str         # the tile's points, "" for a blank or an empty square
    tile: bool
    blank: bool
    name: str          # "H8": for a screen reader


@dataclass(frozen=True)
class BoardView:
    caption: str
    columns: tuple[str, ...]                       # "1" … "15"
    rows: tuple[tuple[str, tuple[Square, ...]], ...]   # ("A", its squares) …
    legend: tuple[tuple[str, str, str], ...]       # (kind, short name, meaning)
    tiles: int                                     # how many tiles are on it


def board_view(board: Board, tiles: TileSet | None, caption: str, language: str) -> BoardView:
    """`board` as squares to print; `tiles` gives each tile's points (None: no points shown)."""
    short = {kind: text(f"projector.premium.{label}", language) for kind, label in _LABELS.items()}
    rows = []
    for row in range(SIZE):
        squares = []
        for col in range(SIZE):
            tile = board[row, col]
            kind = "centre" if (row, col) == CENTRE else premium(row, col)
            name = f"{ROWS[row]}{col + 1}"
            if tile is None:
                squares.append(Square(kind, short.get(kind, ""), "", False, False, name))
            else:
                value = "" if tile.blank or tiles is None else str(tiles.value(tile))
                squares.append(Square(kind, str(tile), value, True, tile.blank, name))
        rows.append((ROWS[row], tuple(squares)))
    w = words(language)
    legend = tuple((kind, short[kind], w["board"][kind]) for kind in _LABELS)
    return BoardView(caption, tuple(str(c + 1) for c in range(SIZE)), tuple(rows), legend, len(board.tiles()))


def final_board(game: Duplicate, language: str) -> BoardView:
    """The board after the last master move placed: "Tauler final" once the game has ended, else "Tauler després
    de la ronda N"."""
    w = words(language)
    placed = sum(1 for r in game.rounds if r.revealed)
    caption = w["board"]["final"] if game.end_reason else w("board.after", round=placed)
    return board_view(game.board, game.tiles, caption, language)

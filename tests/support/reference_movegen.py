"""A slow, obviously-correct move generator, used only to check the C engine.

Brute force: for every line, start square and length, for every word of that length in the
lexicon, for every way of taking its new tiles from the rack (each new tile either a real
tile or a blank), ask `conductor.rules.move.place` whether the move is legal and what it
scores. One-tile moves are listed once, across when the tile makes an across word, as the
engine does.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from itertools import combinations

from conductor.rules.board import CENTRE, SIZE, Board, Coordinate, Direction
from conductor.rules.move import IllegalMove, Move, place
from conductor.rules.tiles import BLANK, Tile, TileSet


def _touches(occupied: set[tuple[int, int]], squares: list[tuple[int, int]]) -> bool:
    for row, col in squares:
        if (row, col) in occupied:
            return True
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if (row + dr, col + dc) in occupied:
                return True
    return False


def reference_moves(
    board: Board,
    rack: Sequence[str],
    words: Iterable[Sequence[str]],
    tiles: TileSet,
    is_word: Callable[[Sequence[Tile]], bool],
) -> dict[str, int]:
    """{notation: score} of every legal move; every blank in the word, new or already on the
    board, is written in lowercase."""
    rack_counts = Counter(rack)
    blanks = rack_counts.pop(BLANK, 0)
    # Candidates for a slot: words of its length that agree with its board letters (an index
    # lookup), and that need no more board tiles than the slot has (a rack count): both filters
    # only drop words that could never be placed there.
    words = [tuple(word) for word in words]
    board_tiles_needed = []
    for word in words:
        deficit = sum(max(0, n - rack_counts[label]) for label, n in _letter_counts(word))
        board_tiles_needed.append(deficit - blanks)
    by_length: dict[int, set[int]] = {}
    by_letter: dict[tuple[int, int, str], set[int]] = {}
    for index, word in enumerate(words):
        by_length.setdefault(len(word), set()).add(index)
        for i, label in enumerate(word):
            by_letter.setdefault((len(word), i, label), set()).add(index)
    empty = board.is_empty
    occupied = {square for square, _ in board.tiles()}  # squares off the board are never in it
    found: dict[str, int] = {}
    cross_memo: dict[tuple[tuple[int, int], Direction, str], bool] = {}

    def cross_ok(square: tuple[int, int], direction: Direction, label: str) -> bool:
        """Whether `label` on the empty `square` makes a valid word across `direction` (or none)."""
        key = (square, direction, label)
        if key not in cross_memo:
            dr, dc = direction.other.step
            before, after = [], []
            r, c = square[0] - dr, square[1] - dc
            while (r, c) in occupied:
                before.insert(0, board[(r, c)])
                r, c = r - dr, c - dc
            r, c = square[0] + dr, square[1] + dc
            while (r, c) in occupied:
                after.append(board[(r, c)])
                r, c = r + dr, c + dc
            cross_memo[key] = not (before or after) or is_word(before + [Tile(label)] + after)
        return cross_memo[key]

    for direction in Direction:
        dr, dc = direction.step
        for line in range(SIZE):
            for start in range(SIZE):
                row, col = (line, start) if direction is Direction.ACROSS else (start, line)
                if (row - dr, col - dc) in occupied:
                    continue
                for length in range(2, SIZE - start + 1):
                    squares = [(row + dr * i, col + dc * i) for i in range(length)]
                    end = squares[-1]
                    if (end[0] + dr, end[1] + dc) in occupied:
                        continue
                    fixed = {i: board[s].label for i, s in enumerate(squares) if s in occupied}
                    if len(fixed) == length:
                        continue
                    if empty and CENTRE not in squares:
                        continue
                    if not empty and not _touches(occupied, squares):
                        continue
                    letter_sets = sorted((by_letter.get((length, i, label), set()) for i, label in fixed.items()), key=len)
                    candidates = set.intersection(*letter_sets) if letter_sets else by_length.get(length, set())
                    for index in sorted(candidates):
                        word = words[index]
                        if board_tiles_needed[index] > len(fixed):
                            continue
                        new_positions = [i for i in range(length) if i not in fixed]
                        if not all(cross_ok(squares[i], direction, word[i]) for i in new_positions):
                            continue
                        plain = tuple(board[squares[i]] if i in fixed else Tile(word[i]) for i in range(length))
                        if blanks:  # is the word legal here at all? (which tiles are blanks changes only the score)
                            try:
                                place(board, Move(Coordinate(row, col, direction), plain), tiles, is_word=is_word)
                            except IllegalMove:
                                continue
                        for move_tiles in _blank_choices(word, new_positions, rack_counts, blanks):
                            written = tuple(
                                board[squares[i]] if i in fixed else move_tiles[i] for i in range(length)
                            )
                            move = Move(Coordinate(row, col, direction), written)
                            try:  # the words were checked above when there are blanks
                                placement = place(board, move, tiles, rack=list(rack), is_word=None if blanks else is_word)
                            except IllegalMove:
                                continue
                            if len(placement.new_tiles) == 1 and direction is Direction.DOWN:
                                (square, _), = placement.new_tiles
                                if (square[0], square[1] - 1) in occupied or (square[0], square[1] + 1) in occupied:
                                    continue  # listed by the across pass
                            found[str(move)] = placement.score
    return found


@functools.cache
def _letter_counts(word: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    return tuple(Counter(word).items())


def _blank_choices(word, new_positions, rack_counts: Counter, blanks: int):
    """Every assignment of real tiles / blanks to the new positions that the rack can supply."""
    for n_blank in range(min(blanks, len(new_positions)) + 1):
        for blank_positions in combinations(new_positions, n_blank):
            needed = Counter(word[i] for i in new_positions if i not in blank_positions)
            if all(rack_counts[label] >= n for label, n in needed.items()):
                yield {i: Tile(word[i], i in blank_positions) for i in new_positions}

"""The C engine's move generation through cffi: `MoveGenerator` (every move of a rack, or only the tops) over a
`Lexicon` (conductor/lexicon.py, re-exported here with the names the rest of the code imports from here).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any
from dataclasses import dataclass

from .engine_binding import ffi, lib
from .data import cache_dir
from .lexicon import MAGIC, Lexicon, LexiconError, file_sha256
from .rules.board import Board, Coordinate, Direction, notation
from .rules.move import Move
from .rules.tiles import BLANK, Tile

__all__ = ["MAGIC", "GeneratedMove", "Lexicon", "LexiconError", "MoveGenerator", "RankedMoves", "cache_dir",
           "file_sha256", "lib"]


# The engine's constants read once: a name looked up on `lib` is a lookup per tile otherwise.
_BLANK_ON_BOARD, _RACK_BLANK = lib.CND_BLANK, lib.CND_RACK_BLANK


# --- move generation ---------------------------------------------------------------------------

@dataclass(frozen=True, order=True)
class GeneratedMove:
    score: int
    move: Move
    new_tiles: int

    def __str__(self) -> str:
        return str(self.move)


class RankedMoves(Sequence[GeneratedMove]):
    """Moves already ranked, each made into a GeneratedMove only when it is read: two blanks can tie
    thousands of moves for the top, and a round needs only how many there are and the one played."""

    def __init__(self, raws: list[bytes], decode) -> None:
        self._raws, self._decode = raws, decode
        self._made: dict[int, GeneratedMove] = {}

    def __len__(self) -> int:
        return len(self._raws)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self._raws)
        if not 0 <= index < len(self._raws):
            raise IndexError("move index out of range")
        made = self._made.get(index)
        if made is None:
            made = self._made[index] = self._decode(self._raws[index])
        return made

    def __eq__(self, other) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    def __repr__(self) -> str:
        return f"RankedMoves({len(self)} moves)"


class MoveGenerator:
    """Every legal move of a rack on a board, scored in C by the rules of conductor/rules.

    A rack with a blank is searched on two cores at once when the machine has them (each takes the
    board's next line until none is left; the C call lets go of the GIL): that is the wait a judge sees after
    drawing such a rack. `threads=1` keeps the search on the calling thread.
    """

    def __init__(self, lexicon: Lexicon, threads: int | None = None, word_maps: bool = True):
        self.lexicon = lexicon
        self.word_maps = word_maps   # the tops query looks words up in the lexicon's word maps (False: the graph)
        tiles = lexicon.tiles
        values = [0] + [letter.value for letter in tiles.letters]
        self._values = ffi.new("int[]", values)
        self._gen = self._new_generator()
        self._board = ffi.new("uint8_t[225]")
        self._rack = ffi.new("uint8_t[8]")
        self.count = 0
        self.threads = min(2, os.cpu_count() or 1) if threads is None else max(1, min(2, threads))
        self._second: tuple[Any, Any, int] | None = None   # the other half's generator and thread, made for the first blank
        self._tops_gen = None  # the tops query's own C generator: the full list stays where it is
        self._tile_of, self._text_of, self._size, self._at = self._tables()
        self._rank_texts = self._rank_tables()

    def _new_generator(self):
        generator = lib.cnd_generator_new(self.lexicon._handle, self._values, len(self._values))
        if generator == ffi.NULL:
            raise MemoryError("move generation ran out of memory")
        return ffi.gc(generator, lib.cnd_generator_free)

    def encode_board(self, board: Board) -> None:
        ffi.memmove(self._board, self._cells(board), 225)

    def _cells(self, board: Board) -> bytes:
        index = self.lexicon.tiles.index
        cells = bytearray(225)
        for (row, col), tile in board.tiles():
            cells[row * 15 + col] = index(tile.label) | (_BLANK_ON_BOARD if tile.blank else 0)
        return bytes(cells)

    def generate(self, board: Board, rack: Sequence[str]) -> int:
        """Generate into C memory; returns the number of moves (see `moves`, `top`)."""
        self.encode_board(board)
        return self.generate_encoded(rack)

    def generate_encoded(self, rack: Sequence[str]) -> int:
        index = self.lexicon.tiles.index
        codes = [_RACK_BLANK if label == BLANK else index(label) for label in rack]
        for i, code in enumerate(codes):
            self._rack[i] = code
        if self.threads > 1 and BLANK in rack:
            count = self._generate_in_two(len(codes))
        else:
            count = lib.cnd_generate(self._gen, self._board, self._rack, len(codes))
        if count < 0:
            raise MemoryError("move generation ran out of memory")
        self.count = count
        return count

    def _generate_in_two(self, rack_len: int) -> int:
        if self._second is None or self._second[2] != os.getpid():   # a forked child has no worker thread
            from concurrent.futures import ThreadPoolExecutor
            self._second = (self._new_generator(),
                            ThreadPoolExecutor(max_workers=1, thread_name_prefix="conductor-movegen"), os.getpid())
        other, worker, _ = self._second
        next_line = ffi.new("int *", 0)   # each takes the next line of the board until none is left
        half = worker.submit(lib.cnd_generate_shared, other, self._board, self._rack, rack_len, next_line)
        mine = lib.cnd_generate_shared(self._gen, self._board, self._rack, rack_len, next_line)
        theirs = half.result()
        if mine < 0 or theirs < 0:
            return -1
        return lib.cnd_append_moves(self._gen, other)

    def _tables(self):
        """Each tile byte's Tile and text, and where a move's fields lie in C memory: decoding a
        move is then a few lookups (thousands of moves can tie for the top with two blanks)."""
        tile_of: list[Tile | None] = [None] * 256
        text_of = [""] * 256
        for code, label in enumerate(self.lexicon.tiles.labels, start=1):
            for blank in (False, True):
                tile = Tile(label, blank)
                for byte in (code, code | lib.CND_NEW):
                    byte |= lib.CND_BLANK if blank else 0
                    tile_of[byte], text_of[byte] = tile, str(tile)
        offsets = {f: ffi.offsetof("cnd_move", f) for f in ("row", "col", "across", "len", "n_new", "tiles", "score")}
        return tile_of, text_of, ffi.sizeof("cnd_move"), offsets

    def _rank_tables(self):
        """The texts the C side ranks moves by (engine.h, cnd_rank): each coordinate with its space,
        each tile byte's text, in Latin-1 (every tile set's letters are)."""
        where = bytearray(15 * 15 * 2 * lib.CND_WHERE_TEXT)
        for row in range(15):
            for col in range(15):
                for across in (0, 1):
                    text = f"{notation(row, col, bool(across))} ".encode("latin-1")
                    at = ((row * 15 + col) * 2 + across) * lib.CND_WHERE_TEXT
                    where[at:at + len(text)] = text
        tiles = bytearray(256 * lib.CND_TILE_TEXT)
        for byte, text in enumerate(self._text_of):
            encoded = text.encode("latin-1")
            assert len(encoded) <= lib.CND_TILE_TEXT, text       # every tile set's labels are short (rules/tiles.py)
            tiles[byte * lib.CND_TILE_TEXT:byte * lib.CND_TILE_TEXT + len(encoded)] = encoded
        return ffi.new("uint8_t[]", bytes(where)), ffi.new("uint8_t[]", bytes(tiles))

    def _raw(self, indices, generator=None, count=None) -> list[bytes]:
        """The bytes of the moves at `indices`, copied out of C memory."""
        size = self._size
        generator, count = (self._gen, self.count) if generator is None else (generator, count)
        buffer = ffi.buffer(lib.cnd_moves(generator), count * size)
        return [buffer[i * size:(i + 1) * size] for i in indices]

    def _score(self, raw: bytes) -> int:
        at = self._at["score"]
        return int.from_bytes(raw[at:at + 2], "little", signed=True)

    def _word(self, raw: bytes) -> bytes:
        at = self._at["tiles"]
        return raw[at:at + raw[self._at["len"]]]

    def _decode(self, raw: bytes) -> GeneratedMove:
        at = self._at
        direction = Direction.ACROSS if raw[at["across"]] else Direction.DOWN
        word = tuple(self._tile_of[b] for b in self._word(raw))
        move = Move(Coordinate(raw[at["row"]], raw[at["col"]], direction), word)
        return GeneratedMove(self._score(raw), move, raw[at["n_new"]])

    def moves(self) -> list[GeneratedMove]:
        return [self._decode(raw) for raw in self._raw(range(self.count))]

    def top(self, n: int) -> RankedMoves:
        """The n best moves, by score descending then notation (each made into a move when read)."""
        if self.count == 0 or n <= 0:
            return RankedMoves([], self._decode)
        threshold = lib.cnd_nth_score(self._gen, min(n, self.count))
        at_least = lib.cnd_count_at_least(self._gen, threshold)
        indices = ffi.new("int[]", at_least)
        found = lib.cnd_rank(self._gen, threshold, *self._rank_texts, indices, at_least)   # two blanks can tie thousands
        if found < 0:
            raise MemoryError("move generation ran out of memory")
        return RankedMoves(self._raw(indices[0:min(n, found)]), self._decode)

    def count_placing(self, tiles: int) -> int:
        """How many moves place exactly `tiles` rack tiles (7: is there a bingo?)."""
        return lib.cnd_count_placing(self._gen, tiles)

    def fingerprint(self) -> int:
        """The same value for the same set of moves, in any order (see engine.h)."""
        return lib.cnd_moves_fingerprint(self._gen)

    def best_score(self) -> int:
        return lib.cnd_best_score(self._gen)

    def tops(self) -> RankedMoves:
        """Every move that reaches the best score (the candidates for the master move)."""
        if self.count == 0:
            return RankedMoves([], self._decode)
        return self.top(lib.cnd_count_at_least(self._gen, self.best_score()))

    def tops_only(self, board: Board, rack: Sequence[str]) -> tuple[int, int, RankedMoves]:
        """The moves tied for the top score, without generating every move: (top score, how many moves
        tie for it, those moves ranked as `tops()` ranks them, each made into a move when read);
        (0, 0, no moves) when the rack has no move.

        The same answer as `generate` then `tops()` (tests/test_tops.py checks it, blanks included), in a
        fraction of the time: each anchor's best possible score is bounded, then each span of squares a move
        from it may cover; they are searched best bound first, a span's words looked up in the lexicon's word
        maps (`Lexicon.word_maps`), and the search stops when no bound left reaches the best score found
        (engine.h, cnd_tops). It runs on the calling thread, in C memory of its own, and leaves the moves of
        the last `generate` (`count`, `top`, `tops`, `count_placing`, `moves`) as they were: the full list
        can be made after it, off the critical path. A generator's first query opens the word maps (made
        once per word list and cached: a few seconds the first time; later a checksum, tens of ms): a game
        may ask once when it starts, so its first draw does not wait for them. Without word maps
        (`word_maps=False`, or more than two blanks) the query searches the word graph.
        """
        best, count = self._tops(self._cells(board), rack)   # its own board: a full search may run beside it
        if count == 0:
            return 0, 0, RankedMoves([], self._decode)
        indices = ffi.new("int[]", count)
        found = lib.cnd_rank(self._tops_gen, best, *self._rank_texts, indices, count)
        if found < 0:
            raise MemoryError("move generation ran out of memory")
        return best, count, RankedMoves(self._raw(indices[0:found], self._tops_gen, count), self._decode)

    def tops_encoded(self, rack: Sequence[str]) -> tuple[int, int]:
        """The tops query on the board last encoded (`encode_board`): (top score, how many moves tie
        for it), the moves left in C memory unranked (what `bench --tops` times)."""
        return self._tops(self._board, rack)

    def _tops(self, board, rack: Sequence[str]) -> tuple[int, int]:
        if self._tops_gen is None:
            self._tops_gen = self._new_generator()
            maps = self.lexicon.word_maps() if self.word_maps else None
            if maps is not None:
                lib.cnd_generator_use_maps(self._tops_gen, maps)
        index = self.lexicon.tiles.index
        codes = bytes(_RACK_BLANK if label == BLANK else index(label) for label in rack)
        count = lib.cnd_tops(self._tops_gen, board, codes, len(codes))
        if count < 0:
            raise MemoryError("move generation ran out of memory")
        return (lib.cnd_best_score(self._tops_gen), count) if count else (0, 0)

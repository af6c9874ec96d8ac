"""Word lists for the C engine: read, fold and encode a list, compile it (cffi), cache and load it: `Lexicon`.

A word list is read once into tile codes (here, with whole-text string operations, so a
774k-word list takes a fraction of a second), compiled in C, and cached in the user cache
directory under the sha256 of the list, so a club's own list is compiled on first use only. The word maps
the tops query looks words up in are made from the compiled list at the first query and cached the same way
(`Lexicon.word_maps`). Move generation over a lexicon is conductor/engine.py.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import tempfile
import threading
import unicodedata
from collections.abc import Sequence
from typing import Any
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from pathlib import Path

from .engine_binding import ffi, lib
from .data import MissingData, cache_dir, embedded_word_list
from .rules.spelling import SpellingError, fold_middle_dots, normalise, tokenize_word
from .rules.tiles import Tile, TileSet

MAGIC = b"CNDGADDG"
MAX_TILES = 15
_CODE_BASE = 0x60


class LexiconError(ValueError):
    """A word list or compiled file that cannot be used; the message says which and why."""


# --- reading word lists ------------------------------------------------------------------------

_ACCENTS = {c: unicodedata.normalize("NFD", c)[0] for c in "àáèéíìïòóúùüÀÁÈÉÍÌÏÒÓÚÙÜ"}


def _strip_accents(text: str) -> str:
    """str.replace per accented letter present: much faster than str.translate on big texts."""
    for accented, plain in _ACCENTS.items():
        if accented in text:
            text = text.replace(accented, plain)
    return text


@dataclass(frozen=True)
class WordListProblem:
    line: int
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}"


def encode_word_list(text: str, tiles: TileSet) -> tuple[bytes, list[WordListProblem]]:
    """One word per line as tile codes (byte 0x60 + code), and every line that was skipped.

    Lines are folded as players type them (case, accents, l·l/l.l/ŀl); blank lines and lines
    starting with # are ignored. Whole-text operations keep this fast (no per-line Python loop
    unless a line is bad); bad lines are re-read with the tokenizer to say why.
    """
    folded = fold_middle_dots(_strip_accents(unicodedata.normalize("NFC", text)))
    folded = folded.upper().replace("\r", "")
    if re.search(r"[\x60-\x7f]", folded):  # the code range must be free before we write codes into it
        folded = re.sub(r"[\x60-\x7f]", "\x00", folded)
    for label in sorted(tiles.labels, key=len, reverse=True):
        if len(label) > 1 or not label.isascii():
            folded = folded.replace(label, chr(_CODE_BASE + tiles.index(label)))
    data = folded.encode("ascii", errors="replace")
    table = bytearray(range(256))
    for label in tiles.labels:
        if len(label) == 1 and label.isascii():
            table[ord(label)] = _CODE_BASE + tiles.index(label)
    data = data.translate(bytes(table))

    bad_lines = {data.count(b"\n", 0, m.start()) + 1 for m in _BAD_BYTE.finditer(data)}
    bad_lines |= {data.count(b"\n", 0, m.start()) + 1 for m in _BAD_LENGTH.finditer(data)}
    if not bad_lines:
        return data, []
    problems: list[WordListProblem] = []
    originals = text.replace("\r", "").split("\n")
    lines = data.split(b"\n")
    for number in sorted(bad_lines):
        original = originals[number - 1].strip() if number - 1 < len(originals) else ""
        lines[number - 1] = b""
        if original and not original.startswith("#"):
            problems.append(WordListProblem(number, _why(original, tiles)))
    return b"\n".join(lines), problems


_BAD_BYTE = re.compile(rb"[^\n\x61-\x7f]")
_BAD_LENGTH = re.compile(rb"(?m)^[\x61-\x7f]$|^[\x61-\x7f]{%d,}$" % (MAX_TILES + 1))


def _why(word: str, tiles: TileSet) -> str:
    try:
        length = len(tokenize_word(word.upper(), tiles))
    except SpellingError as error:
        return str(error).replace(f"'{word.upper()}'", f"'{word}'", 1)
    if length < 2:
        return f"word '{word}': a word has at least 2 tiles"
    if length > MAX_TILES:
        return f"word '{word}': {length} tiles, at most {MAX_TILES}"
    return f"word '{word}': cannot be read"


def read_text(path: Path | Traversable) -> tuple[str, str]:
    """The list's text and the sha256 of the file as stored (gzip or plain)."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise LexiconError(f"word list '{path}': {error.strerror or error}") from error
    sha = hashlib.sha256(raw).hexdigest()
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError) as error:
            raise LexiconError(f"word list '{path}': corrupt gzip file ({error})") from error
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise LexiconError(f"word list '{path}': line {line} is not UTF-8") from error
    return text, sha


# --- compiled lexicons -------------------------------------------------------------------------

class Lexicon:
    """A compiled word list, mapped from disk (or held in memory)."""

    def __init__(self, handle, tiles: TileSet, sha256: str, problems: Sequence[WordListProblem] = (),
                 path: Path | Traversable | None = None):
        self._handle = ffi.gc(handle, lib.cnd_close)
        self.tiles = tiles
        self.sha256 = sha256
        self.problems = list(problems)
        self.path = path
        header = lib.cnd_lexicon_header(handle)
        self.word_count = header.word_count
        self.node_count = header.node_count
        self.arc_count = header.arc_count
        tileset = ffi.string(header.tileset).decode()
        labels = ffi.string(header.labels).decode()
        if tileset != tiles.name or labels != " ".join(tiles.labels):
            raise LexiconError(f"compiled word list is for the '{tileset}' tile set, not '{tiles.name}'")
        self._maps: Any = None            # the C word maps once made; False: they could not be
        self._maps_lock = threading.Lock()
        self.maps_path: Path | None = None

    # building -----------------------------------------------------------------------------
    @staticmethod
    def compile_image(text: str, tiles: TileSet) -> tuple[bytes, list[WordListProblem]]:
        codes, problems = encode_word_list(text, tiles)
        out = ffi.new("uint8_t **")
        out_len = ffi.new("size_t *")
        err = ffi.new("char[256]")
        labels = " ".join(tiles.labels).encode()
        if lib.cnd_build(codes, len(codes), len(tiles.labels), tiles.name.encode(), labels, out, out_len, err, 256):
            raise LexiconError(ffi.string(err).decode())
        try:
            return bytes(ffi.buffer(out[0], out_len[0])), problems
        finally:
            lib.cnd_free(out[0])

    @classmethod
    def from_text(cls, text: str, tiles: TileSet) -> Lexicon:
        image, problems = cls.compile_image(text, tiles)
        sha = hashlib.sha256(text.encode("utf-8")).hexdigest()
        return cls._from_image(image, tiles, sha, problems)

    @classmethod
    def from_words(cls, words: Sequence[str], tiles: TileSet) -> Lexicon:
        return cls.from_text("\n".join(words) + "\n", tiles)

    @classmethod
    def _from_image(cls, image: bytes, tiles: TileSet, sha: str, problems=()) -> Lexicon:
        err = ffi.new("char[256]")
        handle = lib.cnd_open_buffer(image, len(image), err, 256)
        if handle == ffi.NULL:
            raise LexiconError(ffi.string(err).decode())
        return cls(handle, tiles, sha, problems)

    @classmethod
    def open_compiled(cls, path: Path | Traversable, tiles: TileSet, sha256: str = "") -> Lexicon:
        err = ffi.new("char[256]")
        handle = lib.cnd_open(str(path).encode(), err, 256)
        if handle == ffi.NULL:
            raise LexiconError(f"'{path}': {ffi.string(err).decode()}")
        return cls(handle, tiles, sha256 or file_sha256(path), path=path)

    @classmethod
    def load(cls, source: str | Path | None, tiles: TileSet) -> Lexicon:
        """A word list (compiled and cached by its sha256) or a compiled file; None = the default list."""
        if source in (None, "default"):
            try:
                path = embedded_word_list(tiles.name)
            except MissingData as error:
                raise LexiconError(str(error)) from None
        else:
            path = Path(source)
            if not path.is_file():
                raise LexiconError(f"word list '{path}': no such file")
        with path.open("rb") as handle:
            if handle.read(len(MAGIC)) == MAGIC:
                return cls.open_compiled(path, tiles)
        sha = file_sha256(path)
        cached = cache_dir() / f"{sha}-{tiles.name}-v{lib.CND_VERSION}.gaddag"
        if cached.exists():
            try:
                return cls.open_compiled(cached, tiles, sha)
            except LexiconError:
                pass  # corrupt or foreign cache entry: rebuilt below from its source
        text, _ = read_text(path)
        image, problems = cls.compile_image(text, tiles)
        _write_atomically(cached, image)
        lexicon = cls.open_compiled(cached, tiles, sha)
        lexicon.problems = problems
        return lexicon

    # word maps ----------------------------------------------------------------------------
    def word_maps(self):
        """The word maps the tops query looks words up in (engine_c/wordmaps.h), made from this compiled list on
        first use and cached in the cache folder under the list's sha256 (written whole, owner-only, as the
        compiled list is); a cached file that is damaged or made from another list is made again. Making them
        takes a few seconds for the embedded lists (about 120 MB for the Catalan one, mapped from the file);
        opening them, a checksum and a check of every offset. None when they cannot be made (out of memory):
        the query then searches the word graph, with the same answers."""
        with self._maps_lock:
            if self._maps is None:
                self._maps = self._open_maps() or False
            return self._maps or None

    @property
    def word_maps_bytes(self) -> int:
        """The size of the word maps in memory (0 until they are made)."""
        return lib.cnd_maps_bytes(self._maps) if self._maps else 0

    def _open_maps(self):
        err = ffi.new("char[256]")
        path = cache_dir() / f"{self.sha256}-{self.tiles.name}-v{lib.CND_VERSION}.wordmaps"
        if path.exists():
            handle = lib.cnd_maps_open(str(path).encode(), self._handle, err, 256)
            if handle != ffi.NULL:
                self.maps_path = path
                return ffi.gc(handle, lib.cnd_maps_close)
        out, out_len = ffi.new("uint8_t **"), ffi.new("size_t *")
        if lib.cnd_maps_build(self._handle, out, out_len, err, 256):
            return None
        try:
            _write_atomically(path, ffi.buffer(out[0], out_len[0]))
        except OSError:   # no cache folder to write in: kept in memory (the maps then own the image)
            handle = lib.cnd_maps_open_image(out[0], out_len[0], self._handle, err, 256)
            return ffi.gc(handle, lib.cnd_maps_close) if handle != ffi.NULL else None
        lib.cnd_free(out[0])
        handle = lib.cnd_maps_open(str(path).encode(), self._handle, err, 256)
        if handle == ffi.NULL:
            return None
        self.maps_path = path
        return ffi.gc(handle, lib.cnd_maps_close)

    # queries ------------------------------------------------------------------------------
    def codes(self, word: Sequence[Tile]) -> bytes:
        return bytes(self.tiles.index(tile.label) for tile in word)

    def is_word(self, word: Sequence[Tile]) -> bool:
        codes = self.codes(word)
        return bool(lib.cnd_is_word(self._handle, codes, len(codes)))

    def check(self, written: str) -> bool:
        """Whether a word as a user types it ("col·legi", "QÜESTIÓ") is in the list."""
        try:
            tiles = tokenize_word(normalise(written).upper(), self.tiles)
        except SpellingError:
            return False
        return self.is_word(tiles)


def file_sha256(path: Path | Traversable) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _write_atomically(path: Path, data) -> None:
    """`data` (bytes, or a buffer in C memory) as the whole of `path`, or nothing: a temporary file (created
    owner-only) renamed over it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise

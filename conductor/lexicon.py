"""Word lists for the C engine: compile a list the one reader read (conductor/wordlist/), cache it by the list's
identity and load it: `Lexicon`.

A word list is read into tile codes by conductor/wordlist (a 774k-word list in about a second), compiled in C,
and cached in the user cache folder under the sha256 of its words (`ListIdentity.sha256_words`), so a club's own
list is compiled on first use only, and the same words in another encoding, a zip or a compiled file are the same
compiled list. A small note beside it, keyed by the file's own hash, remembers what reading that file gave, so a
list already read is not read again. The word maps the tops query looks words up in are made from the compiled
list at the first query and cached the same way (`Lexicon.word_maps`). Move generation is conductor/engine.py.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import tempfile
import threading
from collections.abc import Sequence
from typing import Any
from importlib.resources.abc import Traversable
from pathlib import Path

from .engine_binding import ffi, lib
from .data import MissingData, cache_dir, embedded_word_list
from .messages import Message, message_of
from .rules.spelling import SpellingError, normalise, tokenize_word
from .rules.tiles import Tile, TileSet
from .wordlist.error import engine_error
from .wordlist import LexiconError, ListIdentity, Reading, read_word_list, spelled_words, words_identity
from .wordlist.identity import EMBEDDED, stem
from .wordlist.spelled import spell_list

MAGIC = b"CNDGADDG"
READER = 2          # the reader's version: a note of how a file read is trusted only from the same reader

__all__ = ["MAGIC", "Lexicon", "LexiconError", "ListIdentity", "Reading", "file_sha256"]


class Lexicon:
    """A compiled word list, mapped from disk (or held in memory), with its identity and how it was read."""

    def __init__(self, handle, tiles: TileSet, identity: ListIdentity, reading: Reading | None = None,
                 path: Path | Traversable | None = None):
        self._handle = ffi.gc(handle, lib.cnd_close)
        self.tiles = tiles
        self.identity = identity
        self.reading = reading or Reading("compiled")
        self.path = path
        header = lib.cnd_lexicon_header(handle)
        self.word_count = header.word_count
        self.node_count = header.node_count
        self.arc_count = header.arc_count
        tileset = ffi.string(header.tileset).decode()
        labels = ffi.string(header.labels).decode()
        if tileset != tiles.name or labels != " ".join(tiles.labels):
            raise LexiconError(Message("wordlist.other_tiles", path=str(path or "?"), have=tileset, want=tiles.name))
        self._maps: Any = None            # the C word maps once made; False: they could not be
        self._maps_lock = threading.Lock()
        self.maps_path: Path | None = None

    @property
    def sha256(self) -> str:
        """The list's words' sha256 (ListIdentity.sha256_words): what names its compiled file and word maps."""
        return self.identity.sha256_words or ""

    # building -----------------------------------------------------------------------------
    @staticmethod
    def compile_codes(codes: bytes, tiles: TileSet) -> bytes:
        """The compiled file's image of a list read into tile codes (a word a line)."""
        out = ffi.new("uint8_t **")
        out_len = ffi.new("size_t *")
        err = ffi.new("char[256]")
        labels = " ".join(tiles.labels).encode()
        if lib.cnd_build(codes, len(codes), len(tiles.labels), tiles.name.encode(), labels, out, out_len, err, 256):
            raise LexiconError(engine_error(ffi.string(err).decode()))
        try:
            return bytes(ffi.buffer(out[0], out_len[0]))
        finally:
            lib.cnd_free(out[0])

    @classmethod
    def from_text(cls, text: str, tiles: TileSet, name: str = "words") -> Lexicon:
        """A list held in memory (tests, a trainer's own words): spelled as the reader spells a file's lines, never
        refused for its skipped lines, never cached."""
        spelled = spell_list(text.replace("\r\n", "\n"), tiles)
        sha, words = words_identity(spelled.codes, tiles)
        image = cls.compile_codes(spelled.codes, tiles)
        reading = Reading("utf-8", None, None, spelled.qu, spelled.lines, spelled.skipped, spelled.first)
        return cls._from_image(image, tiles, ListIdentity(name, None, words, sha), reading)

    @classmethod
    def from_words(cls, words: Sequence[str], tiles: TileSet) -> Lexicon:
        return cls.from_text("\n".join(words) + "\n", tiles)

    @classmethod
    def _from_image(cls, image: bytes, tiles: TileSet, identity: ListIdentity, reading: Reading | None = None) -> Lexicon:
        err = ffi.new("char[256]")
        handle = lib.cnd_open_buffer(image, len(image), err, 256)
        if handle == ffi.NULL:
            raise LexiconError(engine_error(ffi.string(err).decode()))
        return cls(handle, tiles, identity, reading)

    @classmethod
    def open_compiled(cls, path: Path | Traversable, tiles: TileSet, identity: ListIdentity | None = None,
                      reading: Reading | None = None) -> Lexicon:
        """A compiled file; without its identity, its words say it (cnd_words: read from the graph itself)."""
        err = ffi.new("char[256]")
        handle = lib.cnd_open(str(path).encode(), err, 256)
        if handle == ffi.NULL:
            raise LexiconError("engine.file", path=str(path), why=engine_error(ffi.string(err).decode()))
        lexicon = cls(handle, tiles, identity or ListIdentity(_stem(path)), reading, path=path)
        if identity is None:
            sha, words = words_identity(lexicon.words(), tiles)
            lexicon.identity = ListIdentity(_stem(path), None, words, sha, file_sha256(path))
        return lexicon

    @classmethod
    def load(cls, source: str | Path | None, tiles: TileSet, name: str | None = None, edition: str | None = None,
             qu: str | None = None) -> Lexicon:
        """A word list in any form clubs hold (compiled and cached by its words), or a compiled file; None or
        "default": the embedded list. `name`, `edition`: the settings' (default: the file's stem; the embedded
        list's own); `qu`: "q"/"qu" forces how the list writes the QU tile."""
        path, where, raw = list_source(source, tiles)
        lexicon = cls._load_bytes(raw, path, where, tiles, qu)
        lexicon.identity = _named(lexicon.identity, path, tiles, name, edition, _is_embedded(source))
        return lexicon

    @classmethod
    def _load_bytes(cls, raw: bytes, path, where: str, tiles: TileSet, qu: str | None) -> Lexicon:
        """A file's list, from the cache when this file was read before (its note), else read (and compiled
        unless the cache holds the same words already)."""
        file_sha = hashlib.sha256(raw).hexdigest()
        compiled = raw[:len(MAGIC)] == MAGIC
        note = cache_dir() / _note_name(file_sha, tiles, compiled, qu)
        known = _read_note(note)
        if known is not None:
            identity, reading = known
            try:
                return cls.open_compiled(path if compiled else _compiled_path(identity, tiles), tiles, identity, reading)
            except LexiconError:
                pass                     # no compiled file, or a damaged one: read and compiled again below
        if compiled:
            lexicon = cls.open_compiled(path, tiles)
        else:
            listed = read_word_list(raw, where, tiles, qu, _stem(path))
            cached = _compiled_path(listed.identity, tiles)
            try:
                lexicon = cls.open_compiled(cached, tiles, listed.identity, listed.reading)
            except LexiconError:
                _write_atomically(cached, cls.compile_codes(listed.codes, tiles))
                lexicon = cls.open_compiled(cached, tiles, listed.identity, listed.reading)
        try:
            _write_atomically(note, json.dumps({"identity": {**lexicon.identity.to_json(), "sha256_file": file_sha},
                                                "reading": lexicon.reading.to_json()}).encode("utf-8"))
        except OSError:
            pass                         # no cache folder to write in: read again next time
        return lexicon

    def words(self) -> bytes:
        """Every word of the compiled list, a line each in tile codes (as the reader gives them), in code order."""
        out, out_len = ffi.new("uint8_t **"), ffi.new("size_t *")
        if lib.cnd_words(self._handle, out, out_len):
            raise MemoryError("the word list's words")
        try:
            return bytes(ffi.buffer(out[0], out_len[0]))
        finally:
            lib.cnd_free(out[0])

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


def find_list(wanted: ListIdentity, tiles: TileSet, candidates: Sequence[str | Path] = ()) -> Lexicon | None:
    """The list a game log names (`wanted`), wherever its words are: compiled in the cache under their hash (a log
    before version 7: found by its file's hash in a note), the embedded list, or the first of `candidates` (the
    lists given, the path the log recorded) that still holds them; None when none does. Never by a path alone: a
    list moved away or replaced by next September's edition is found by its words (DESIGN §4l)."""
    for compiled, identity in _cached(wanted, tiles):
        try:
            lexicon = Lexicon.open_compiled(compiled, tiles, identity)
        except LexiconError:
            continue                     # not compiled here, or damaged
        if wanted.words in (None, lexicon.word_count):
            return lexicon
    embedded = EMBEDDED.get(tiles.name)
    for source in ([None] if embedded is not None and embedded.same_list(wanted) else []) + list(candidates):
        try:
            lexicon = Lexicon.load(source, tiles)
        except LexiconError:
            continue                     # gone, or no list any more
        if lexicon.identity.same_list(wanted):
            return lexicon
    return None


def _cached(wanted: ListIdentity, tiles: TileSet) -> list[tuple[Path, ListIdentity]]:
    """The compiled files in the cache that may hold `wanted`'s words, with the identity each is opened under."""
    if wanted.sha256_words:
        return [(_compiled_path(wanted, tiles), wanted)]
    notes = sorted(cache_dir().glob(f"{wanted.sha256_file}-{tiles.name}-*-r{READER}.json")) if wanted.sha256_file \
        else []
    known = [found[0] for found in map(_read_note, notes) if found is not None]
    return [(_compiled_path(identity, tiles), identity.named(wanted.name, wanted.edition)) for identity in known]


def describe_list(source: str | Path | None, tiles: TileSet, qu: str | None = None
                  ) -> tuple[ListIdentity, Reading, Path | None]:
    """What a list is, as `lexicon info` and the doctor say it, without compiling it: its identity (named as
    Lexicon.load names it), how its file reads, and its compiled file in the cache (None: not compiled yet).
    Raises LexiconError as loading it would (a lossy list is refused here too)."""
    path, where, raw = list_source(source, tiles)
    file_sha = hashlib.sha256(raw).hexdigest()
    compiled = raw[:len(MAGIC)] == MAGIC
    known = _read_note(cache_dir() / _note_name(file_sha, tiles, compiled, qu))
    if known is not None:
        identity, reading = known
    elif compiled:
        lexicon = Lexicon.open_compiled(path, tiles)
        identity, reading = lexicon.identity, lexicon.reading
    else:
        listed = read_word_list(raw, where, tiles, qu)
        identity, reading = listed.identity, listed.reading
    cached = Path(str(path)) if compiled else _compiled_path(identity, tiles)
    return _named(identity, path, tiles, None, None, _is_embedded(source)), reading, cached if cached.is_file() else None


def list_words(source: str | Path | None, tiles: TileSet, qu: str | None = None) -> tuple[ListIdentity, list[str]]:
    """A list's identity and its words in tile labels, sorted (`lexicon diff`): read, not compiled (a compiled
    file's words come from its graph)."""
    path, where, raw = list_source(source, tiles)
    if raw[:len(MAGIC)] == MAGIC:
        lexicon = Lexicon.open_compiled(path, tiles)
        identity, codes = lexicon.identity, lexicon.words()
    else:
        listed = read_word_list(raw, where, tiles, qu)
        identity, codes = listed.identity, listed.codes
    return _named(identity, path, tiles, None, None, _is_embedded(source)), spelled_words(codes, tiles)


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


def list_source(source: str | Path | None, tiles: TileSet) -> tuple[Path | Traversable, str, bytes]:
    """The file a source names ("default" or None: the embedded list), how messages name it, and its bytes."""
    if source is None or _is_embedded(source):
        try:
            path: Path | Traversable = embedded_word_list(tiles.name)
        except MissingData as error:
            raise LexiconError(error.message) from None
        where = f"({tiles.name})"
    else:
        path = Path(source)
        where = str(path)
        _regular_file(path, where)
    try:
        return path, str(where), path.read_bytes()
    except OSError as error:
        raise LexiconError(Message("wordlist.unreadable_file", path=str(where), why=message_of(error))
                           ) from None


def _stem(path: Path | Traversable) -> str:
    """A list's name when the settings give none: its file's name without its extensions (leximots.txt.gz)."""
    return stem(path.name)


def _regular_file(path: Path, where: str) -> None:
    """LexiconError unless `path` is a regular file, said from its stat alone: a folder, a pipe or a device is
    never opened (a FIFO would block the game's start, /dev/zero never end)."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise LexiconError(Message("wordlist.missing", path=where)) from None
    except OSError as error:
        raise LexiconError(Message("wordlist.unreadable_file", path=where, why=error.strerror or str(error))) from None
    if stat.S_ISDIR(mode):
        raise LexiconError(Message("wordlist.folder", path=where))
    if not stat.S_ISREG(mode):
        kind = "pipe" if stat.S_ISFIFO(mode) else "socket" if stat.S_ISSOCK(mode) else "device"
        raise LexiconError(Message("wordlist.not_a_file", path=where, kind=Message(f"wordlist.kind_{kind}")))


def _is_embedded(source: str | Path | None) -> bool:
    return source in (None, "", "default")


def _named(found: ListIdentity, path, tiles: TileSet, name: str | None, edition: str | None,
           embedded: bool) -> ListIdentity:
    """A list's identity under the name the user gave it: the settings', else its file's stem; the embedded list
    keeps its own name only when it is used as the embedded list. Never from matching its words: a club's
    "Leximots 2025.zip" holding the embedded words is "Leximots 2025", not Softcatalà's list (DESIGN §4l)."""
    own = EMBEDDED.get(tiles.name) if embedded else None
    own = own or ListIdentity(_stem(path))
    return ListIdentity(name or own.name, edition if edition is not None else own.edition, found.words,
                        found.sha256_words, found.sha256_file)


def _note_name(file_sha: str, tiles: TileSet, compiled: bool, qu: str | None) -> str:
    """The note of what reading a file gave: by the file's hash, the tile set, how QU was asked to be read."""
    return f"{file_sha}-{tiles.name}-{'compiled' if compiled else qu or 'qu-found'}-r{READER}.json"


def _compiled_path(identity: ListIdentity, tiles: TileSet) -> Path:
    return cache_dir() / f"{identity.sha256_words}-{tiles.name}-v{lib.CND_VERSION}.gaddag"


def _read_note(note: Path) -> tuple[ListIdentity, Reading] | None:
    """What reading a file gave before (its identity and how it was read), or None (none, or unreadable)."""
    try:
        data = json.loads(note.read_bytes())
        known = data["identity"]
        return (ListIdentity(str(known["name"]), known.get("edition"), int(known["words"]), str(known["sha256_words"]),
                             known.get("sha256_file")), Reading.from_json(data["reading"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None

"""The one reader of word lists (DESIGN §4l): every command that takes a list reads it here, as clubs hold it.

`read_word_list` turns a file's bytes into the list's words in tile codes, its identity (`ListIdentity`: the
sha256 of its words spelled in tiles, whatever the file's form) and how it was read (`Reading`: the encoding, the
container, how QU is written, the lines skipped). A list of which more than 1 % of the lines fit no tile is refused
(`LossyList`), before anything is compiled or cached. conductor/lexicon.py compiles and caches what this reads.
"""

from __future__ import annotations

import hashlib
import operator
from dataclasses import dataclass, field
from typing import Any

from ..language import Count, Figure
from ..messages import Message
from ..rules.tiles import TileSet
from .decode import decode, lines_of, unpack
from .error import LexiconError
from .identity import ListIdentity
from .spelled import ACCENTED, CODE_BASE, Skipped, has_lone_q_choice, spell_list

__all__ = ["LexiconError", "ListIdentity", "LossyList", "Reading", "WordList", "read_word_list", "spelled_words",
           "words_identity"]

LOSSY = 0.01            # more than this share of a list's lines skipped: the list is refused


class LossyList(LexiconError):
    """A list that would lose more than 1 % of its words: refused in one line (how many, the first three)."""


@dataclass
class Reading:
    """How a list's file was read: what `lexicon info` shows and the summary line says."""
    encoding: str                      # utf-8, utf-8-bom, utf-16, windows-1252, latin-1, cp850, mac-roman; compiled
    container: str | None = None       # gzip, zip, or None
    member: str | None = None          # the list's name inside a zip
    qu: str | None = None              # "qu", "q" (QU written as a lone Q), None (no QU tile)
    lines: int = 0                     # lines holding a word
    skipped: int = 0
    first: list[Skipped] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"encoding": self.encoding, "container": self.container, "member": self.member, "qu": self.qu,
                "lines": self.lines, "skipped": self.skipped, "first": [s.to_json() for s in self.first]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Reading:
        return cls(str(data["encoding"]), data.get("container"), data.get("member"), data.get("qu"),
                   int(data.get("lines", 0)), int(data.get("skipped", 0)),
                   [Skipped.from_json(skipped) for skipped in data.get("first", [])])

    @property
    def notable(self) -> bool:
        """Whether the summary line has something to tell: a form other than plain UTF-8, or lines skipped."""
        return bool(self.skipped or self.qu == "q" or self.container or self.encoding not in ("utf-8", "compiled"))


@dataclass
class WordList:
    codes: bytes                       # a word a line, in tile codes (the C compiler's input)
    identity: ListIdentity
    reading: Reading


def read_word_list(raw: bytes, where: str, tiles: TileSet, qu: str | None = None, name: str = "") -> WordList:
    """A list's file as words in tiles; `where` names it in messages; `qu`: "q"/"qu" forces how QU is written.
    Raises LexiconError (LossyList for a list that would lose more than 1 % of its lines)."""
    if qu is not None and not has_lone_q_choice(tiles):
        raise LexiconError(Message("wordlist.qu_not_here", path=where, ruleset=tiles.name))
    unpacked = unpack(raw, where)
    encoding, text = decode(unpacked.data, ACCENTED.get(tiles.name, ""))
    spelled = spell_list(lines_of(text), tiles, qu)
    reading = Reading(encoding, unpacked.container, unpacked.member, spelled.qu, spelled.lines, spelled.skipped,
                      spelled.first)
    if not spelled.lines or spelled.skipped == spelled.lines:
        raise LexiconError(Message("wordlist.empty", path=where))
    if spelled.skipped > LOSSY * spelled.lines:
        raise LossyList(refusal(where, reading))
    sha, words = words_identity(spelled.codes, tiles)
    return WordList(spelled.codes, ListIdentity(name, None, words, sha, hashlib.sha256(raw).hexdigest()), reading)


def refusal(where: str, reading: Reading) -> Message:
    """The one line a lossy list is refused with."""
    return Message("wordlist.lossy", path=where, n=Count(reading.skipped), lines=Count(reading.lines),
                   percent=Figure(100 * reading.skipped / reading.lines, 1), first=_shown(reading.first))


def summary(where: str, words: int, reading: Reading) -> Message:
    """The one line said when a list is read in a form worth saying: its encoding, container, QU, lines skipped."""
    form = [Message(f"wordlist.form_{reading.encoding.replace('-', '_')}")]
    if reading.container:
        form.append(Message(f"wordlist.form_{reading.container}"))
    if reading.qu == "q":
        form.append(Message("wordlist.form_lone_q"))
    if not reading.skipped:
        return Message("wordlist.summary", path=where, words=Count(words), form=form)
    return Message("wordlist.summary_skipped", path=where, words=Count(words), form=form, n=Count(reading.skipped),
                   first=_shown(reading.first))


def _shown(first: list[Skipped]) -> list[Message]:
    return [Message("wordlist.skipped_line", line=s.line, why=s.why) for s in first]


def spelled_words(codes: bytes, tiles: TileSet) -> list[str]:
    """Words in tile codes (a line each) as their tile labels ("COL·LEGI", "QUATRE"), sorted by code point, unique."""
    back = bytearray(range(256))
    wide: list[tuple[str, str]] = []
    for label in tiles.labels:
        if len(label) == 1 and label.isascii():
            back[CODE_BASE + tiles.index(label)] = ord(label)
        else:
            wide.append((chr(CODE_BASE + tiles.index(label)), label))
    text = codes.translate(bytes(back)).decode("latin-1")
    for char, label in wide:
        if char in text:
            text = text.replace(char, label)
    words = text.split("\n")
    words.sort()                  # a list as clubs keep it is nearly sorted already: Timsort then takes a pass or two
    if any(map(operator.eq, words, words[1:])):
        words = [word for word, after in zip(words, [*words[1:], None]) if word != after]
    return words[1:] if words and words[0] == "" else words


def words_identity(codes: bytes, tiles: TileSet) -> tuple[str, int]:
    """The sha256 of the words (lines of tile codes) spelled in tiles, sorted by code point, unique, in UTF-8, each
    followed by a newline; and how many words."""
    words = spelled_words(codes, tiles)
    text = "\n".join(words) + "\n" if words else ""
    return hashlib.sha256(text.encode("utf-8")).hexdigest(), len(words)

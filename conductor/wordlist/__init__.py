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
from ..rules.ruleset import RULESETS, Ruleset
from ..rules.tiles import TileSet
from .decode import EXOTIC, Unpacked, decode, letters_in, lines_of, unpack
from .error import LexiconError
from .identity import ListIdentity
from .spelled import CODE_BASE, Skipped, Spelled, has_lone_q_choice, qu_convention, spell_list

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
    q_alone: tuple[int, int] = (0, 0)  # the list's Qs alone and all its Qs: how it shows it writes QU

    def to_json(self) -> dict[str, Any]:
        return {"encoding": self.encoding, "container": self.container, "member": self.member, "qu": self.qu,
                "lines": self.lines, "skipped": self.skipped, "first": [s.to_json() for s in self.first],
                "q_alone": list(self.q_alone)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Reading:
        alone, total = data.get("q_alone", (0, 0))
        return cls(str(data["encoding"]), data.get("container"), data.get("member"), data.get("qu"),
                   int(data.get("lines", 0)), int(data.get("skipped", 0)),
                   [Skipped.from_json(skipped) for skipped in data.get("first", [])], (int(alone), int(total)))

    @property
    def qu_shown(self) -> str | None:
        """How the list itself writes QU ("q" or "qu"; None: no QU tile, or no Q in it to tell)."""
        return qu_convention(*self.q_alone) if self.qu is not None and self.q_alone[1] else None

    @property
    def qu_contradicted(self) -> bool:
        """Read with a QU convention (`--qu`) the list's own Qs contradict: another list than the club's."""
        return self.qu_shown is not None and self.qu_shown != self.qu

    @property
    def notable(self) -> bool:
        """Whether the summary line has something to tell: a form other than plain UTF-8, QU forced against what
        the list shows, or lines skipped."""
        return bool(self.skipped or self.qu == "q" or self.container or self.qu_contradicted
                    or self.encoding not in ("utf-8", "compiled"))


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
    reading, spelled, text = _read(unpacked, tiles, qu)
    if not spelled.lines:
        raise LexiconError(Message("wordlist.empty", path=where))
    if spelled.skipped or reading.encoding in EXOTIC:
        other = _other_language(unpacked, tiles, letters_in(text, tiles.accented))
        if other is not None:
            raise LossyList(other.said_for(where, tiles))
    if spelled.skipped > LOSSY * spelled.lines:
        raise LossyList(refusal(where, reading))
    sha, words = words_identity(spelled.codes, tiles)
    return WordList(spelled.codes, ListIdentity(name, None, words, sha, hashlib.sha256(raw).hexdigest()), reading)


def _read(unpacked: Unpacked, tiles: TileSet, qu: str | None, better_than: int | None = None
          ) -> tuple[Reading, Spelled, str]:
    """The list read for `tiles`, and its text; not spelled (no lines) when it holds no more of their language's
    accented letters than `better_than`."""
    letters = tiles.accented
    encoding, text = decode(unpacked.data, letters)
    more = better_than is None or letters_in(text, letters) > better_than
    spelled = spell_list(lines_of(text), tiles, qu) if more else Spelled(b"", 0, 0, None)
    return Reading(encoding, unpacked.container, unpacked.member, spelled.qu, spelled.lines, spelled.skipped,
                   spelled.first, spelled.q_alone), spelled, text


@dataclass(frozen=True)
class OtherLanguage:
    """A list that the other language's tiles read (nearly) whole, where this one's lose lines or need an exotic
    code page: a Spanish list given to a Catalan game, or the reverse."""
    ruleset: Ruleset
    reading: Reading

    def said_for(self, where: str, tiles: TileSet) -> Message:
        return Message("wordlist.other_language", path=where, language=Message(f"wordlist.list_{self.ruleset.language}"),
                       fit=Count(self.reading.lines - self.reading.skipped), lines=Count(self.reading.lines),
                       other=self.ruleset.name,
                       ruleset=tiles.name, encoding=Message(f"wordlist.form_{self.reading.encoding.replace('-', '_')}"))


def _other_language(unpacked: Unpacked, tiles: TileSet, letters: int) -> OtherLanguage | None:
    """The other ruleset whose language's accented letters the list holds more of than this one's (`letters`),
    each read in the code page that suits it, and whose tiles read it with at most 1 % lost; None when there is
    none (a tie stays with the list's own ruleset). Asked only of a list that lost lines or was read in DOS's or a
    Mac's code page: a list read whole in a common encoding is never read twice."""
    for ruleset in RULESETS:
        if ruleset.tiles.name == tiles.name:
            continue
        reading, _, _ = _read(unpacked, ruleset.tiles, None, better_than=letters)
        if reading.lines and reading.skipped <= LOSSY * reading.lines:
            return OtherLanguage(ruleset, reading)
    return None


def share(part: int, whole: int) -> Figure:
    """A share of a list's lines as a percentage, with as many decimals as it takes to tell it from the 1 % limit
    (101 of 10,000 lines is 1.01 %, never "1.0 %")."""
    value, places = 100 * part / whole, 1
    while places < 4 and float(f"{value:.{places}f}") <= 100 * LOSSY < value:
        places += 1
    return Figure(value, places)


def refusal(where: str, reading: Reading) -> Message:
    """The one line a lossy list is refused with."""
    return Message("wordlist.lossy", path=where, n=Count(reading.skipped), lines=Count(reading.lines),
                   percent=share(reading.skipped, reading.lines), first=_shown(reading.first))


def summary(where: str, words: int, reading: Reading) -> Message:
    """The one line said when a list is read in a form worth saying: its encoding, container, QU, lines skipped."""
    form = [Message(f"wordlist.form_{reading.encoding.replace('-', '_')}")]
    if reading.container:
        form.append(Message(f"wordlist.form_{reading.container}"))
    if reading.qu == "q":
        form.append(Message("wordlist.form_lone_q"))
    if reading.qu_contradicted:
        form.append(Message("wordlist.qu_contradicted", forced=reading.qu, alone=Count(reading.q_alone[0]),
                            total=Count(reading.q_alone[1])))
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

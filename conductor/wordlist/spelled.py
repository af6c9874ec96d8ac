"""A word list's text spelled in tiles, the way players type words (rules/spelling.py), with whole-text string
operations, so a 774,000-word list takes a fraction of a second: case, accents as the tile set drops them, L·L
written `L·L`, `L.L` or `ŀl`, digraph tiles read greedily (NY, QU; CH, LL, RR), `Ç` and `Ñ` kept, spaces around a
word, blank lines and `#` comment lines ignored. A Catalan list that writes the QU tile as a lone `Q` (QATRE,
QESTIO) is read so when Q is nearly always alone in it (`qu_convention`), or when told (`--qu q`).

Each word becomes one line of tile codes (the byte 0x60 + code), as the C compiler takes them; a line no tile
set can spell is skipped and counted, and the first three say why (the tokenizer reads them again for that).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from ..messages import Message
from ..rules.spelling import SpellingError, fold_middle_dots, normalise, tokenize_word
from ..rules.tiles import TileSet

MAX_TILES = 15
CODE_BASE = 0x60
QU_ALONE = 0.9          # the share of Qs alone past which a list writes the QU tile as Q
SHOWN = 3               # skipped lines said by line number and why

_ACCENTS = {c: unicodedata.normalize("NFD", c)[0] for c in "àáèéíìïòóúùüÀÁÈÉÍÌÏÒÓÚÙÜ"}
_KEPT = "·ÇçÑñ"                                      # letters (and the L·L dot) beyond ASCII that tiles keep
_OTHER_LETTER = re.compile(f"[^\\x00-\\x7f{_KEPT}]")       # what the common accents leave: rarer accents, or no letter
_BAD_BYTE = re.compile(rb"[^\n\x61-\x7f]")
_VALID = b"\n" + bytes(range(0x61, 0x80))
_CODE_RANGE_LEFT = "`{|}~\x7f"           # the characters of 0x60-0x7f an uppercase text may still hold


@dataclass(frozen=True)
class Skipped:
    """A line of the list no tile set can spell: its number, its text, and why (a keyed message)."""
    line: int
    text: str
    why: Message

    def __str__(self) -> str:
        return f"line {self.line}: {self.why}"

    def to_json(self) -> dict[str, object]:
        return {"line": self.line, "text": self.text, "why": str(self.why), "key": self.why.key,
                "params": self.why.params}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Skipped:
        return cls(int(data["line"]), str(data["text"]), Message(str(data["key"]), **dict(data["params"])))


@dataclass
class Spelled:
    codes: bytes                   # line for line: a word's tile codes, or nothing (blank, comment, skipped)
    lines: int                     # lines holding a word (blank and comment lines aside)
    skipped: int
    qu: str | None                 # "qu" (QU written QU), "q" (written as a lone Q), None: the tile set has no QU
    first: list[Skipped] = field(default_factory=list)
    q_alone: tuple[int, int] = (0, 0)    # the list's Qs alone (QATRE) and all its Qs: what it shows of its QU


def has_lone_q_choice(tiles: TileSet) -> bool:
    """Whether a list may write this tile set's QU tile as a lone Q: it has a QU tile and no Q one (Catalan)."""
    return tiles.has("QU") and not tiles.has("Q")


def qu_convention(alone: int, total: int) -> str:
    """"q" when the text's Qs are nearly all alone (QATRE), else "qu"."""
    return "q" if total and alone >= QU_ALONE * total else "qu"


def lone_qs(upper: str) -> tuple[int, int]:
    """The Qs of an uppercase text not followed by U, and all its Qs."""
    total = upper.count("Q")
    return total - upper.count("QU"), total


def fold(text: str) -> str:
    """The text as the tiles read it, line for line: NFC, the L·L dots folded, accents dropped (`Ç`, `Ñ` kept),
    comment lines and spaces around words emptied, uppercase."""
    text = fold_middle_dots(unicodedata.normalize("NFC", text))
    for accented, plain in _ACCENTS.items():        # str.replace per letter: much faster than translate on big texts
        if accented in text:
            text = text.replace(accented, plain)
    if not _without(text, _KEPT).isascii():
        text = _OTHER_LETTER.sub(lambda match: normalise(match.group()) or match.group(), text)
    if "#" in text or " " in text or "\t" in text:        # one pass over the lines (a regex takes seconds)
        text = "\n".join("" if line.startswith("#") else line
                         for line in (raw.strip(" \t\ufeff") for raw in text.split("\n")))
    return text.upper()


def _without(text: str, chars: str) -> str:
    for char in chars:
        if char in text:
            text = text.replace(char, "")
    return text


def spell_list(text: str, tiles: TileSet, qu: str | None = None) -> Spelled:
    """`text` (lines ending in "\\n") in tile codes; `qu`: "q" or "qu" to force how QU is written, None to find it."""
    folded = fold(text)
    q_alone = lone_qs(folded) if has_lone_q_choice(tiles) else (0, 0)
    convention = (qu or qu_convention(*q_alone)) if has_lone_q_choice(tiles) else None
    if convention == "q":
        folded = folded.replace("Q", chr(CODE_BASE + tiles.index("QU")))
    for char in _CODE_RANGE_LEFT:       # the code range must be free before codes are written into it
        if char in folded:
            folded = folded.replace(char, "\x00")
    for label in sorted(tiles.labels, key=len, reverse=True):
        if len(label) > 1 or not label.isascii():
            folded = folded.replace(label, chr(CODE_BASE + tiles.index(label)))
    data = folded.encode("ascii", errors="replace").translate(_table(tiles))
    rows = data.split(b"\n")
    if rows[-1] == b"":
        rows.pop()
    lengths = list(map(len, rows))
    bad = _bad_bytes(data) if data.translate(None, _VALID) else set()
    if 1 in lengths or max(lengths, default=0) > MAX_TILES:
        bad.update(number for number, length in enumerate(lengths, start=1) if length == 1 or length > MAX_TILES)
    lines = len(rows) - lengths.count(0)
    if not bad:
        return Spelled(data, lines, 0, convention, q_alone=q_alone)
    for number in bad:
        rows[number - 1] = b""
    originals = text.split("\n")
    first = [Skipped(number, originals[number - 1].strip(), _why(originals[number - 1].strip(), tiles, convention))
             for number in sorted(bad)[:SHOWN]]
    return Spelled(b"\n".join(rows), lines, len(bad), convention, first, q_alone)


@functools.cache
def _table(tiles: TileSet) -> bytes:
    """bytes.translate's table: each one-letter ASCII label to its code."""
    table = bytearray(range(256))
    for label in tiles.labels:
        if len(label) == 1 and label.isascii():
            table[ord(label)] = CODE_BASE + tiles.index(label)
    return bytes(table)


def _bad_bytes(data: bytes) -> set[int]:
    """The numbers of the lines holding a byte that is no tile's code (counted in one pass over the data)."""
    found, line, at = set(), 1, 0
    for match in _BAD_BYTE.finditer(data):
        line += data.count(b"\n", at, match.start())
        at = match.start()
        found.add(line)
    return found


def _why(word: str, tiles: TileSet, convention: str | None) -> Message:
    written = word.upper().replace("Q", "QU") if convention == "q" else word.upper()
    try:
        length = len(tokenize_word(written, tiles))
    except SpellingError as error:            # the word as the list wrote it, not as it was read
        message = error.message
        return Message(message.key, **{**message.params, "text": word}) if "text" in message.params else message
    if length < 2:
        return Message("wordlist.short", text=word)
    if length > MAX_TILES:
        return Message("wordlist.long", text=word, n=length, most=MAX_TILES)
    return Message("wordlist.unreadable", text=word)

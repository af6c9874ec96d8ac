"""Turning what people type into tiles, and tiles back into text.

Players write "col·legi", "COL.LEGI", "coŀlegi" or "QÜESTIÓ"; all must land on the
same tiles. Accents are dropped, digraphs (L·L, NY, QU; CH, LL, RR in Spanish) are
read greedily as single tiles, and in a word a lowercase tile is a blank.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from ..messages import KeyedError
from .tiles import BLANK, Tile, TileSet


class SpellingError(KeyedError):
    """Raised with a one-line message that names the input and what is wrong with it."""


# Characters people use for the Catalan middle dot of L·L.
_MIDDLE_DOTS = "·.•∙⋅‧"
# Precomposed letters that are tiles in some set and must survive accent stripping.
_KEPT = {"Ç", "ç", "Ñ", "ñ"}


def fold_middle_dots(text: str) -> str:
    """ŀl / Ŀl and every dot people type for L·L become "·" (whole-text string operations, so
    the word-list reader can use it on a 774k-line text too)."""
    text = text.replace("ŀl", "l·l").replace("Ŀl", "L·l").replace("ĿL", "L·L").replace("ŀL", "l·L")
    for dot in _MIDDLE_DOTS:
        text = text.replace(dot, "·")
    return text


def normalise(text: str) -> str:
    """Fold the spellings people type into one canonical form; case is preserved."""
    text = fold_middle_dots(unicodedata.normalize("NFC", text.strip()))
    if text.isascii():
        return text
    return "".join(map(_without_accent, text))


@functools.lru_cache(maxsize=1024)
def _without_accent(char: str) -> str:
    if char in _KEPT:
        return char
    return "".join(c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c))


@functools.cache
def _tile_pattern(tiles: TileSet) -> re.Pattern[str]:
    """One alternation of every label, longest first, so digraphs win over their letters."""
    labels = sorted(tiles.labels, key=len, reverse=True)
    alternatives = "|".join(re.escape(label) for label in labels)
    return re.compile(f"({alternatives})|(\\?)|(.)", re.IGNORECASE | re.DOTALL)


def _split(text: str, tiles: TileSet, what: str) -> list[tuple[str, bool]]:
    """Split normalised text into (label, written_lowercase) pairs; BLANK for "?"."""
    pieces: list[tuple[str, bool]] = []
    for match in _tile_pattern(tiles).finditer(normalise(text)):
        chunk, question, other = match.groups()
        if chunk is not None:
            lowered = chunk.islower()
            if not lowered and not chunk.isupper() and len(chunk) > 1:
                raise SpellingError(f"{what}.mixed_case", text=text, tile=chunk.upper(), n=len(pieces) + 1)
            pieces.append((chunk.upper(), lowered))
        elif question is not None:
            pieces.append((BLANK, False))
        else:
            raise SpellingError(f"{what}.{_reason(other, tiles)}", text=text, tile=other.upper(), char=other,
                                n=len(pieces) + 1)
    return pieces


def _reason(char: str, tiles: TileSet) -> str:
    """Why a character is no tile (the key's last part: word.only_ny, rack.middle_dot…)."""
    if char.upper() in tiles.lone_letter_reasons:
        return tiles.lone_letter_reasons[char.upper()]
    if char == "·":
        return "middle_dot"
    if char.isspace():
        return "space"
    return "no_tile"


def tokenize_word(text: str, tiles: TileSet) -> list[Tile]:
    """A written word as tiles; a lowercase tile is a blank standing for it."""
    if not text.strip():
        raise SpellingError("word.empty")
    pieces = _split(text, tiles, "word")
    for label, _ in pieces:
        if label == BLANK:
            raise SpellingError("word.question_mark", text=text)
    return [Tile(label, lowered) for label, lowered in pieces]


def tokenize_rack(text: str, tiles: TileSet) -> list[str]:
    """A rack as labels, "?" for a blank. Case does not matter; spaces separate tiles."""
    labels: list[str] = []
    for chunk in text.split():
        labels.extend(label for label, _ in _split(chunk, tiles, "rack"))
    if len(labels) > 7:
        raise SpellingError("rack.too_many", text=text, n=len(labels))
    return labels


def spell(word: list[Tile] | tuple[Tile, ...]) -> str:
    return "".join(str(tile) for tile in word)


def format_rack(labels: list[str] | tuple[str, ...]) -> str:
    return " ".join(labels)

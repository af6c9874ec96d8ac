"""Players' names as the standings show them (DESIGN §4d): one name a person can read and tell from the others.

A name is kept as written, in NFC with single spaces. Two names are the same name when they read the same: compared
after NFKC, without case, and with the letters of other alphabets that look like Latin ones read as those ("Аnna"
with a Cyrillic А is "Anna"). A character nobody can see (a format character such as a zero-width space or a
direction mark, a Hangul filler, a variation selector, a blank braille cell) is refused, and so is a word that mixes
alphabets (Latin and Cyrillic in one word): a tournament organiser wants each player's name to be what it looks
like on the standings. Names in one other alphabet are welcome ("Анна", "Ελένη"); one that looks like a player's
name is told apart from it ("(2)") as the same name would be.
"""

from __future__ import annotations

import re
import unicodedata

from .rounds import GameError

# invisible, though Unicode calls them letters or marks (format characters, category Cf, are refused as such)
INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f\u17b4\u17b5\u180e") | frozenset(
    chr(c) for c in (*range(0xFE00, 0xFE10), *range(0x180B, 0x1810), *range(0xE0100, 0xE01F0)))
# scripts that are written together in one word (Japanese, Korean)
TOGETHER = {"HIRAGANA": "CJK", "KATAKANA": "CJK", "HANGUL": "CJK", "CJK": "CJK"}
# letters of other alphabets that look like Latin ones (lowercase, after casefold and NFKC)
LOOK_ALIKE = str.maketrans({
    "а": "a", "в": "b", "с": "c", "е": "e", "ё": "ë", "һ": "h", "і": "i", "ї": "ï", "ј": "j", "к": "k", "м": "m",
    "н": "h", "о": "o", "р": "p", "ԛ": "q", "ѕ": "s", "т": "t", "у": "y", "х": "x", "ԝ": "w", "ү": "y", "ӏ": "l",
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u",
    "χ": "x", "γ": "y", "ω": "w", "ѵ": "v", "ԁ": "d", "ɡ": "g", "ı": "i", "ℓ": "l"})


# a combining dot above on a soft-dotted letter (i, j; a dotless ı is read as i first) shows nothing more
DOT_ON_I = re.compile("([ij][\u0300-\u036f]*?)\u0307")


def written(name: str) -> str:
    """The name as it is kept: NFC, single spaces; GameError("join.character") for a control, format or invisible
    character, GameError("join.scripts") for a word that mixes alphabets."""
    name = " ".join(unicodedata.normalize("NFC", name).split())
    for character in name:
        if character in INVISIBLE or (character != " " and not character.isprintable()):
            raise GameError("join.character")
    for word in name.split():
        if len({_script(character) for character in word} - {""}) > 1:
            raise GameError("join.scripts", word=word)
    return name


def _script(character: str) -> str:
    """The alphabet a letter belongs to ("LATIN", "CYRILLIC", "GREEK", "CJK"…), "" for anything else."""
    if not unicodedata.category(character).startswith("L"):
        return ""
    first = unicodedata.name(character, "").split(" ")[0]
    return TOGETHER.get(first, first)


def same_as(name: str) -> str:
    """What two names that read the same have in common: NFKC, no case, look-alike letters read as Latin ones, and
    a dot above an i or a j left out (a dotless ı with a combining dot, "Martı̇", reads "Marti")."""
    folded = unicodedata.normalize("NFKC", " ".join(name.split())).casefold()
    apart = unicodedata.normalize("NFD", folded.translate(LOOK_ALIKE))
    return unicodedata.normalize("NFC", DOT_ON_I.sub(r"\1", apart))


def told_apart(name: str, taken: set[str], longest: int) -> str | None:
    """`name`, or "NAME (2)", "NAME (3)"… when a player already goes by a name that reads the same (`taken`: their
    `same_as`); None when every such name is taken (never in practice)."""
    if same_as(name) not in taken:
        return name
    for number in range(2, 1000):
        suffix = f" ({number})"
        candidate = name[:longest - len(suffix)].rstrip() + suffix
        if same_as(candidate) not in taken:
            return candidate
    return None


def same_join(kept: str, asked: str) -> bool:
    """Whether a name asked again under a join's client id is the one that join asked for (kept as it, or told
    apart from another player's as "NAME (N)")."""
    try:
        kept, asked = same_as(kept), same_as(written(asked))
    except GameError:
        return False
    if kept == asked:
        return True
    base, _, number = kept.rpartition(" (")
    return number.endswith(")") and number[:-1].isdigit() and asked.startswith(base)

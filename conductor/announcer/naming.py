"""Naming tables: how a tile, a coordinate or a number is called aloud ("B de Barcelona", "quinze Granollers").

The tables are data (assets/naming/LANG.yaml, installed as conductor.naming_tables; verbatim from the rule documents). Every name comes in two
forms: `text`, shown on screen ("B de Barcelona"), and `spoken`, given to the voice with the letter's own
name written out ("be de Barcelona"), because a voice reads a lone capital letter unpredictably.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache

import yaml

from ..data import naming_document
from ..messages import LANGUAGES, KeyedError
from ..rules.board import ROWS, Direction, parse_coordinate
from ..rules.tiles import BLANK
from .numbers import in_words


@dataclass(frozen=True)
class Named:
    text: str
    spoken: str


def _starts_with_vowel_sound(word: str) -> bool:
    """Catalan elision: "d'Alacant", "d'Hospitalet", "d'Úrsula" — a vowel, or h before a vowel."""
    bare = unicodedata.normalize("NFD", word.lower())
    bare = "".join(ch for ch in bare if not unicodedata.combining(ch))
    if bare.startswith("h"):
        bare = bare[1:]
    return bare[:1] in set("aeiou")


@dataclass(frozen=True)
class NamingTable:
    language: str
    table: str
    voice: str
    letters: dict[str, str]
    words: dict[str, str]
    whole: dict[str, str]
    row_names: dict[str, str]
    say_templates: dict[str, str]
    shown_templates: dict[str, str]
    connector: str
    blank_name: str

    def tile(self, label: str) -> Named:
        """One rack tile: "A d'Alacant", "NY: ena i grega", "escarràs"."""
        if label in self.whole:
            name = self.whole[label]
            return Named(f"{label} ({name})" if label != BLANK else name, name)
        word = self.words[label]
        joined = self._join(word)
        return Named(f"{label} {joined}", f"{self.letters[label]} {joined}")

    def _join(self, word: str) -> str:
        if self.language == "ca" and _starts_with_vowel_sound(word):
            return f"d'{word}"
        return f"{self.connector} {word}"

    def row(self, letter: str) -> str:
        return self.row_names.get(letter) or self.words.get(letter) or self.letters[letter]

    def coordinate(self, notation: str) -> Named:
        """ "H8" → "Hospitalet vuit" (across), "15G" → "quinze Granollers" (down), as 003 §1.4 reads them."""
        coordinate = parse_coordinate(notation)
        row = self.row(ROWS[coordinate.row])
        column = in_words(coordinate.col + 1, self.language)
        words = f"{row} {column}" if coordinate.direction is Direction.ACROSS else f"{column} {row}"
        return Named(words, words)

    def number(self, n: int, before_noun: bool = False) -> str:
        return in_words(n, self.language, before_noun)

    def say(self, key: str, **values: object) -> str:
        return self.say_templates[key].format(**values)

    def shown(self, key: str, **values: object) -> str:
        template = self.shown_templates.get(key) or self.say_templates[key]
        return template.format(**values)

    def tables(self) -> tuple[str, ...]:
        return tuple(_document(self.language)["tables"])


@cache
def _document(language: str) -> dict:
    if language not in LANGUAGES:
        raise KeyedError("language.unknown", language=language, languages=", ".join(LANGUAGES))
    return yaml.safe_load(naming_document(language))


def naming_table(language: str, table: str | None = None) -> NamingTable:
    """The naming table `table` of `language` (its default when None or when the language has only one)."""
    document = _document(language)
    tables = document["tables"]
    if table is None or (len(tables) == 1 and table not in tables):
        table = document["default_table"]
    if table not in tables:
        raise KeyedError("announce.choice", what="naming_table", value=table, choices=", ".join(tables))
    return NamingTable(
        language=language, table=table, voice=document["voice"], letters=document["letters"],
        words=tables[table], whole=document["whole"], row_names=document.get("row_names", {}),
        say_templates=document["say"], shown_templates=document.get("shown", {}),
        connector=document["connector"], blank_name=document["blank_name"],
    )

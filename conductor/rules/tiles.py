"""Tile sets as data, and the tile value type shared by every layer.

A tile is named by its *label* ("A", "L·L", "NY", "QU", "Ç"). A tile on the board
also says whether it is a blank standing for that label. Digraph tiles are single
tiles: the whole project works on labels, never on characters.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

BLANK = "?"


@dataclass(frozen=True, slots=True)
class Letter:
    label: str
    value: int
    count: int
    is_vowel: bool


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """A tile as it lies on the board: the label it stands for, and whether it is a blank."""

    label: str
    blank: bool = False

    def __str__(self) -> str:
        return self.label.lower() if self.blank else self.label


@dataclass(frozen=True, eq=False)  # identity: each tile set is a singleton, hashable for caches
class TileSet:
    name: str
    letters: tuple[Letter, ...]
    blanks: int
    # Letters that are no tile, with why (the end of a message key: word.only_ny, rack.not_catalan…).
    lone_letter_reasons: dict[str, str] = field(default_factory=dict)
    # the language's letters past ASCII, as its word lists write them (what tells one code page from another)
    accented: str = ""
    if TYPE_CHECKING:     # per tile set, made by __post_init__ (declared as ClassVar so they are no dataclass fields)
        _by_label: ClassVar[dict[str, Letter]]
        _labels: ClassVar[tuple[str, ...]]
        _codes: ClassVar[dict[str, int]]

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_label", {letter.label: letter for letter in self.letters})
        labels = tuple(letter.label for letter in self.letters)
        object.__setattr__(self, "_labels", labels)
        object.__setattr__(self, "_codes", {label: i + 1 for i, label in enumerate(labels)})

    @property
    def labels(self) -> tuple[str, ...]:
        return self._labels

    def letter(self, label: str) -> Letter:
        return self._by_label[label]

    def has(self, label: str) -> bool:
        return label in self._by_label

    def value(self, tile: Tile) -> int:
        return 0 if tile.blank else self.letter(tile.label).value

    def is_vowel(self, label: str) -> bool:
        return self.letter(label).is_vowel

    @property
    def size(self) -> int:
        return self.blanks + sum(letter.count for letter in self.letters)

    def index(self, label: str) -> int:
        """1-based tile code used by the C engine (0 means empty)."""
        return self._codes[label]


def _letters(spec: str, vowels: str) -> tuple[Letter, ...]:
    """Parse "value:LABEL×count ..." groups; keeps the tile tables readable as data."""
    letters = []
    for group in spec.split(";"):
        value_text, items = group.split(":")
        for item in items.split():
            label, count = item.split("×")
            letters.append(Letter(label, int(value_text), int(count), label in vowels.split()))
    return tuple(letters)


# FISC Catalan (DESIGN §2): 100 tiles including 2 blanks.
CATALAN = TileSet(
    name="fisc",
    letters=_letters(
        "1:E×13 A×12 I×8 R×8 S×8 N×6 O×5 T×5 L×4 U×4;"
        "2:C×3 D×3 M×3;3:B×2 G×2 P×2;4:F×1 V×1;8:H×1 J×1 QU×1 Z×1;"
        "10:Ç×1 L·L×1 NY×1 X×1",
        vowels="A E I O U",
    ),
    blanks=2,
    lone_letter_reasons={"K": "not_catalan", "W": "not_catalan", "Y": "only_ny", "Q": "only_qu"},
    accented="àèéíïòóúüçÀÈÉÍÏÒÓÚÜÇ·ŀĿ",
)

# AJS Spanish (DESIGN §2): 100 tiles including 2 blanks.
SPANISH = TileSet(
    name="ajs",
    letters=_letters(
        "1:A×12 E×12 O×9 I×6 S×6 N×5 L×4 R×5 U×5 T×4;2:D×5 G×2;3:C×4 B×2 M×2 P×2;"
        "4:H×2 F×1 V×1 Y×1;5:CH×1 Q×1;8:J×1 LL×1 Ñ×1 RR×1 X×1;10:Z×1",
        vowels="A E I O U",
    ),
    blanks=2,
    lone_letter_reasons={"K": "not_spanish", "W": "not_spanish"},
    accented="áéíóúüñÁÉÍÓÚÜÑ",
)

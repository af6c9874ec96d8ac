"""The game's language, decided once, and how its numbers are written.

- `game_language`: the one rule for a game's language (the settings', else the ruleset's); a game keeps it in its
  setup event and every face reads `game.language`.
- Numbers with decimals are written as the language writes them (CLDR, by Babel: "87,50", "87,50 %"), so a screen,
  a page and a sheet never disagree; the code and the logs keep English keys and decimal points. A count of words,
  players or events with the language's thousands separator ("774.395 paraules": `whole_number`, or `Count` as a
  message's parameter). A count and its noun agree by the language's plural rules: messages.formatted("{n:#
  papereta|# paperetes}", …).
- A duration and a round's clock as people say and read them ("3 min 5 s", "2:51"): the judge's console, the
  projector and the phones say an interruption alike.
"""

from __future__ import annotations

import functools

from .messages import LANGUAGES
from .rules.ruleset import DEFAULT, Ruleset, UnknownRuleset, find_ruleset

NBSP = "\u00a0"


def game_language(ruleset: Ruleset | str | None, named: str | None = None) -> str:
    """The one rule for a game's language: the settings' `language` when they name one of a game's (LANGUAGES),
    else the ruleset's own (rules/ruleset.py: Spanish for AJS, Catalan for FISC). It is decided once, when a game
    starts, into its setup event; every face then reads the game's (`game.language`), and an old log without one
    keeps this rule. A ruleset no entry knows (a settings file not yet checked) speaks the default ruleset's."""
    if named in LANGUAGES:
        return named
    try:
        return DEFAULT.language if ruleset is None else find_ruleset(ruleset).language
    except UnknownRuleset:
        return DEFAULT.language


@functools.cache
def _symbols(language: str) -> tuple[str, str]:
    """The language's decimal sign and percent sign (CLDR)."""
    from babel import Locale

    symbols = Locale.parse(language).number_symbols["latn"]
    return symbols["decimal"], symbols["percentSign"]


def decimal(value: float, places: int, language: str) -> str:
    """`value` with `places` decimals, written with the language's decimal sign (a comma in Catalan and Spanish, a
    point in English): decimal(87.5, 2, "ca") → "87,50"; rounded as Python rounds, and a minus sign stays a hyphen
    so a spreadsheet still reads a number."""
    text = f"{value:.{places}f}"
    return text if language not in LANGUAGES else text.replace(".", _symbols(language)[0])


def percent(value: float, places: int, language: str) -> str:
    """"87,50 %": Catalan and Spanish put a (non-breaking) space before the sign (CLDR's "#,##0 %")."""
    if language not in LANGUAGES:
        return f"{value:.{places}f}%"
    return f"{decimal(value, places, language)}{NBSP}{_symbols(language)[1]}"


def whole_number(value: int, language: str) -> str:
    """A count shown to people as the language writes it (CLDR, by Babel's format_decimal): "774.395" in Catalan and
    Spanish, "774,395" in English; the one way a count of words, players or events is written."""
    from babel.numbers import format_decimal

    return format_decimal(value, locale=language if language in (*LANGUAGES, "en") else "en")


class Count(int):
    """A count of words, players or events as a message's parameter: an int to the code and the plural rule, written
    in the reader's language where it is said (messages say any parameter with `said`): Count(774395) is "774.395" in
    a Catalan sentence, "774,395" in the English one."""

    def said(self, language: str) -> str:
        return whole_number(self, language)


class Figure:
    """A number with decimals as a message's parameter, written with the reader's decimal sign where it is said
    (Figure(2.04, 1) is "2,0" in a Catalan sentence, "2.0" in the English one)."""

    def __init__(self, value: float, places: int):
        self.value, self.places = value, places

    def said(self, language: str) -> str:
        return decimal(self.value, self.places, language)

    def __str__(self) -> str:
        return self.said("en")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Figure) and (self.value, self.places) == (other.value, other.places)

    def __hash__(self) -> int:
        return hash((self.value, self.places))


def duration(seconds: float) -> str:
    """How long, as a judge says it: "16 s", "3 min 5 s", "2 h 10 min"."""
    seconds = max(0, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds} s" if seconds else f"{minutes} min"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min" if minutes else f"{hours} h"


def minutes_seconds(seconds: float) -> str:
    """A round's time left as the room's clock shows it: "2:51"."""
    whole = max(0, round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"

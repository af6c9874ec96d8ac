"""Small pieces of Catalan and Spanish that every text needs: a count with its noun in the right number
("falta 1 papereta", "falten 3 paperetes") and numbers with decimals written with a comma ("87,50 %").

Kept in one place so that a screen, a page and a sheet never disagree on how a figure is written; the code
and the logs keep English keys and decimal points.
"""

from __future__ import annotations

import re

LANGUAGES = ("ca", "es")
NBSP = "\u00a0"


def game_language(ruleset: str | None, named: str | None = None) -> str:
    """The one rule for a game's language: the settings' `language` when they name one (ca or es), else the
    ruleset's own (Spanish for AJS, Catalan for FISC). It is decided once, when a game starts, into its setup
    event; every face then reads the game's (`game.language`), and an old log without one keeps this rule."""
    if named in LANGUAGES:
        return named
    return "es" if ruleset == "ajs" else "ca"


def plural(n: int, one: str, many: str, **values) -> str:
    """`one` when n is 1, else `many`, each formatted with {n}: plural(1, "falta {n} papereta", "falten {n}
    paperetes") → "falta 1 papereta"; `values` fill the template's other fields. Catalan and Spanish take the
    singular for 1 only (0 is plural)."""
    return (one if n == 1 else many).format(n=n, **values)


def decimal(value: float, places: int = 2, language: str = "ca") -> str:
    """`value` with `places` decimals, a decimal comma in Catalan and Spanish (a point in English):
    decimal(87.5, 2, "ca") → "87,50"; a minus sign stays a hyphen so a spreadsheet still reads a number."""
    text = f"{value:.{places}f}"
    return text if language == "en" else text.replace(".", ",")


def percent(value: float, places: int = 2, language: str = "ca") -> str:
    """"87,50 %": Catalan and Spanish put a (non-breaking) space before the sign."""
    return f"{decimal(value, places, language)}{NBSP}%" if language != "en" else f"{value:.{places}f}%"


_SINGULAR = {
    "ca": {"fitxes": "fitxa", "vocals": "vocal", "consonants": "consonant", "escarrassos": "escarràs",
           "jugades": "jugada", "paperetes": "papereta", "rondes": "ronda", "taules": "taula", "caràcters": "caràcter",
           "punts": "punt", "segons": "segon", "jugadors": "jugador", "dispositius": "dispositiu"},
    "es": {"fichas": "ficha", "vocales": "vocal", "consonantes": "consonante", "comodines": "comodín",
           "jugadas": "jugada", "papeletas": "papeleta", "rondas": "ronda", "mesas": "mesa", "caracteres": "carácter",
           "puntos": "punto", "segundos": "segundo", "jugadores": "jugador", "dispositivos": "dispositivo"},
}
_AFTER_ONE = {language: re.compile(r"(?<![\d,.])\b1 (" + "|".join(nouns) + r")\b")
              for language, nouns in _SINGULAR.items()}


def one_agrees(text: str, language: str) -> str:
    """"1 fitxes" → "1 fitxa" in a sentence whose count came from a template written for many: the nouns a
    count goes with in our texts, put in the singular after a lone 1 (not after 21 or 1,5)."""
    pattern = _AFTER_ONE.get(language)
    if pattern is None:
        return text
    return pattern.sub(lambda m: "1 " + _SINGULAR[language][m.group(1)], text)

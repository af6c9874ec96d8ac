"""Why a slip is null (FISC/AJS II.7), typed as a judge says it: "null 7 paraula", "null 7 fora de temps",
"null 7 comodín". The log keeps the English keys (coord, word, blank, late); the judge types Catalan or
Spanish, with or without accents, in any case, and the English keys keep working.
"""

from __future__ import annotations

import unicodedata

KEYS = ("coord", "word", "blank", "late")

_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "ca": {
        "coord": ("coordenada", "coordenades", "coord", "coordenada incorrecta", "casella"),
        "word": ("paraula", "paraula invalida", "paraula no valida", "mot"),
        "blank": ("escarras", "escarrassos", "blanca", "escarras no marcat", "comodi"),
        "late": ("tard", "tardana", "fora de temps", "fora temps", "retard", "endarrerida"),
    },
    "es": {
        "coord": ("coordenada", "coordenadas", "coord", "coordenada incorrecta", "casilla"),
        "word": ("palabra", "palabra invalida", "palabra no valida"),
        "blank": ("comodin", "comodines", "blanca", "comodin no marcado"),
        "late": ("tarde", "fuera de tiempo", "fuera tiempo", "tardia", "retraso", "retrasada"),
    },
}


def _plain(text: str) -> str:
    """Lowercase, without accents or the middle dot, spaces and hyphens collapsed."""
    text = unicodedata.normalize("NFD", text.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c)).replace("·", "").replace("-", " ")
    return " ".join(text.replace("_", " ").split())


_LOOKUP: dict[str, dict[str, str]] = {
    language: {_plain(word): key for key, words in table.items() for word in words} for language, table in
    _WORDS.items()
}


def null_reason_key(word: str, language: str) -> str | None:
    """The key (coord, word, blank, late) of a reason typed in `language` (ca or es), or of an English key;
    None when the words say no reason. The game's own language is tried first, then the other one, since a
    Catalan club's judge may well type "tarde"."""
    plain = _plain(word)
    if plain in KEYS:
        return plain
    for name in (language, *(other for other in _LOOKUP if other != language)):
        found = _LOOKUP.get(name, {}).get(plain)
        if found:
            return found
    return None


def reason_choices(language: str) -> str:
    """"coordenada, paraula, escarràs, tard": the words a judge may type, for a usage message (messages/game.py,
    "null.choices")."""
    from ..messages import text

    return text("null.choices", language)

"""Numbers in words, Catalan and Spanish, for coordinates, rounds and scores.

Written out rather than left to the voice, so the text is the same whatever speech backend reads it,
and so "un punt" / "vint-i-un punts" agree with the noun (espeak reads "21 punts" as "vint-i-u").
"""

from __future__ import annotations

from ..messages import LANGUAGES, KeyedError

_CA_UNITS = ("zero u dos tres quatre cinc sis set vuit nou deu onze dotze tretze catorze quinze setze disset "
             "divuit dinou").split()
_CA_TENS = {2: "vint", 3: "trenta", 4: "quaranta", 5: "cinquanta", 6: "seixanta", 7: "setanta", 8: "vuitanta",
            9: "noranta"}

_ES_UNITS = ("cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis "
             "diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco "
             "veintiséis veintisiete veintiocho veintinueve").split()
_ES_TENS = {3: "treinta", 4: "cuarenta", 5: "cincuenta", 6: "sesenta", 7: "setenta", 8: "ochenta", 9: "noventa"}
_ES_HUNDREDS = {1: "ciento", 2: "doscientos", 3: "trescientos", 4: "cuatrocientos", 5: "quinientos",
                6: "seiscientos", 7: "setecientos", 8: "ochocientos", 9: "novecientos"}


def _catalan(n: int) -> str:
    if n < 20:
        return _CA_UNITS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        if unit == 0:
            return _CA_TENS[tens]
        return f"{_CA_TENS[tens]}{'-i-' if tens == 2 else '-'}{_CA_UNITS[unit]}"
    hundreds, rest = divmod(n, 100)
    head = "cent" if hundreds == 1 else f"{_CA_UNITS[hundreds]}-cents"
    return head if rest == 0 else f"{head} {_catalan(rest)}"


def _spanish(n: int) -> str:
    if n < 30:
        return _ES_UNITS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return _ES_TENS[tens] if unit == 0 else f"{_ES_TENS[tens]} y {_ES_UNITS[unit]}"
    if n == 100:
        return "cien"
    hundreds, rest = divmod(n, 100)
    return _ES_HUNDREDS[hundreds] if rest == 0 else f"{_ES_HUNDREDS[hundreds]} {_spanish(rest)}"


def in_words(n: int, language: str, before_noun: bool = False) -> str:
    """`n` (0–999) in words; `before_noun` gives the form used before a masculine noun ("un punt").

    Numbers beyond 999 are left as digits, which every voice reads correctly.
    """
    if not 0 <= n <= 999:
        return str(n)
    if language == "ca":
        words = _catalan(n)
        if before_noun and (words == "u" or words.endswith(("-u", " u"))):
            words = words[:-1] + "un"
        return words
    if language == "es":
        words = _spanish(n)
        head, _, last = words.rpartition(" ")
        if before_noun and last.endswith("uno"):
            last = last[:-3] + ("ún" if last.startswith("veinti") else "un")
            words = f"{head} {last}" if head else last
        return words
    raise KeyedError("language.unknown", language=language, languages=", ".join(LANGUAGES))

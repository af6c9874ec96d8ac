"""The rules core's reasons (English, exact, used in logs and tests) told to players in their language.

The core raises one-line English messages with a fixed shape; this module reads those shapes back and
says them in Catalan or Spanish, so the words players see are kept apart from the rules that decide.
A message with no known shape is shown as it is rather than lost.
"""

from __future__ import annotations

import re

from .game.null_words import reason_choices
from .language import one_agrees
from .reasons_shapes import SHAPES as _SHAPES

PHASES = {
    "ca": {"draw": "sorteig", "ready": "faristol tret", "think": "ronda en joc", "collect": "recollida de paperetes",
           "closed": "paperetes tancades", "ended": "partida acabada"},
    "es": {"draw": "sorteo", "ready": "atril sacado", "think": "ronda en juego", "collect": "recogida de papeletas",
           "closed": "papeletas cerradas", "ended": "partida terminada"},
}
_COMPILED = [(re.compile(pattern), said) for pattern, said in _SHAPES]


def in_language(reason: str, language: str) -> str:
    """`reason` (a core message, with or without a leading "move '…': ") in `language`."""
    if language == "en":
        return reason
    text = reason
    if text.startswith("move '") and "': " in text and not text.endswith("e.g. H8 CASA"):
        text = text.split("': ", 1)[1]
    for pattern, said in _COMPILED:
        match = pattern.match(text)
        if match:
            values = _values(match, text, language)
            return one_agrees(said.get(language, said["ca"]).format(**values), language)
    return reason


def _values(match: re.Match, text: str, language: str) -> dict[str, str]:
    """A message's parts said in `language` too: phase names, end reasons, null reasons, nested reasons."""
    values = {k: v or "" for k, v in match.groupdict().items()}
    if "phase" in values:         # the state machine's phase names, as the judge knows them
        names = PHASES.get(language, PHASES["ca"])
        values["phase"] = names.get(values["phase"], values["phase"])
        values["phases"] = ", ".join(names.get(p.strip(), p.strip()) for p in values["phases"].split(","))
    if "src" in values:           # who sent a slip: "la consola", "el dispositiu «Taula 1»"
        values["src"] = sent_by(values["src"], language)
    if values.get("then"):
        values["then"] = {"ca": "; torna el faristol a la bossa i treu-ne un altre",
                          "es": "; devuelve el atril a la bolsa y saca otro"}.get(language, values["then"])
    if "x" in values:
        if text.startswith("the bag cannot supply"):
            values["x"] = _short_tiles(values["x"], language)
        elif "reason one of" in text:
            values["x"] = reason_choices(language)
        elif text.startswith("the game has ended"):
            values["x"] = end_reason(values["x"], language)
        elif len(values["x"]) > 2:            # a reason inside a reason ("move 2 ('H8 CASA'): …")
            values["x"] = in_language(values["x"], language)
    return values


END_REASONS = {
    "ca": {"judge": "ho ha decidit el jutge", "no valid rack can be drawn": "no es pot treure cap faristol vàlid",
           "the prepared racks are used up": "s'han acabat els faristols preparats",
           "autorun": "s'han jugat totes les rondes previstes"},
    "es": {"judge": "lo ha decidido el juez", "no valid rack can be drawn": "no se puede sacar ningún atril válido",
           "the prepared racks are used up": "se han acabado los atriles preparados",
           "autorun": "se han jugado todas las rondas previstas"},
}


def end_reason(reason: str, language: str) -> str:
    """Why the game ended, in `language`; a reason the judge typed ("end se'n va la llum") as typed."""
    if language == "en":
        return reason
    return END_REASONS.get(language, END_REASONS["ca"]).get(reason, reason)


SOURCES = {
    "ca": {"console": "la consola", "judge": "el jutge", "device": "el dispositiu «{name}»",
           "player": "el jugador de la taula {name}", "and": " i ", "by": "per "},
    "es": {"console": "la consola", "judge": "el juez", "device": "el dispositivo «{name}»",
           "player": "el jugador de la mesa {name}", "and": " y ", "by": "por "},
}


def source_words(by: str, language: str) -> str:
    """Who sent a slip (the log's source: console, judge, device:NAME, player:T, or two agreeing readers "A+B"),
    said in `language`: "la consola", "el dispositiu «Taula 1»"."""
    said = SOURCES.get(language, SOURCES["ca"])
    if "+" in by:
        return said["and"].join(source_words(part, language) for part in by.split("+"))
    kind, _, name = by.partition(":")
    return said[kind].format(name=name) if kind in ("console", "judge", "device", "player") else by


def sent_by(by: str, language: str) -> str:
    """"per la consola", "pel dispositiu «Taula 1»" (Catalan contracts "per el"); "por el dispositivo …"."""
    said = SOURCES.get(language, SOURCES["ca"])["by"] + source_words(by, language)
    return said.replace("per el ", "pel ")


NULL_WORD = {"ca": "nul·la", "es": "nula", "en": "null"}


def slip_text(text: str, language: str) -> str:
    """A slip as a judge or player reads it: the log's "null word" is "nul·la (paraula principal …)"."""
    words = text.split()
    if words[:1] == ["null"]:
        null = NULL_WORD.get(language, NULL_WORD["ca"])
        return f"{null} ({null_reason(words[1], language)})" if len(words) > 1 else null
    return text


def null_reason(key_or_reason: str, language: str) -> str:
    """A null move's reason in `language`, from its key ("word") or the core's sentence for it."""
    from .game.rounds import NULL_REASONS

    return in_language(NULL_REASONS.get(key_or_reason, key_or_reason), language)


def _short_tiles(text: str, language: str) -> str:
    """"2 × A asked, 1 left; no Ç left" in the judge's language."""
    parts = []
    for part in text.split("; "):
        asked = re.match(r"^(?P<n>\d+) × (?P<t>\S+) asked, (?P<m>\d+) left$", part)
        none = re.match(r"^no (?P<t>\S+) left$", part)
        if asked:
            parts.append({"ca": "{n} × {t} demanades, en queden {m}", "es": "{n} × {t} pedidas, quedan {m}"}
                         .get(language, part).format(**asked.groupdict()))
        elif none:
            parts.append({"ca": "no queda cap {t}", "es": "no queda ninguna {t}"}.get(language, part).format(**none.groupdict()))
        else:
            parts.append(part)
    return "; ".join(parts)

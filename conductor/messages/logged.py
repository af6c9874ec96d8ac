"""Values the log keeps in English, said in words: who sent a slip (the log's "console", "judge", "device:NAME",
"player:T", or two agreeing readers "A+B": "la consola", "el dispositiu «Taula 1»", "per la consola"), and why a
game ended ("judge": "ho ha decidit el jutge"; a reason the judge typed stays as typed)."""

from __future__ import annotations

KINDS = ("console", "judge", "device", "player")


def source_words(by: str, language: str) -> str:
    """"la consola", "el dispositiu «Taula 1»", "el jugador de la taula 3"; two readers joined with "i"."""
    from . import text

    if "+" in by:
        return text("source.and", language).join(source_words(part, language) for part in by.split("+"))
    kind, _, name = by.partition(":")
    return text(f"source.{kind}", language, name=name) if kind in KINDS else by


def sent_by(by: str, language: str) -> str:
    """"per la consola", "pel dispositiu «Taula 1»" (Catalan contracts "per el"); "por el dispositivo …"."""
    from . import text

    return (text("source.by", language) + source_words(by, language)).replace("per el ", "pel ")


class Source:
    """A slip's source as a message's parameter: the log's own string in English, "per la consola" in Catalan."""

    def __init__(self, by: str):
        self.by = by

    def said(self, language: str) -> str:
        return self.by if language == "en" else sent_by(self.by, language)

    def __str__(self) -> str:
        return self.by

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Source) and other.by == self.by

    def __hash__(self) -> int:
        return hash(self.by)


END_KEYS = {"judge": "end.judge", "no valid rack can be drawn": "end.no_rack",
            "the prepared racks are used up": "end.prepared", "autorun": "end.autorun"}


def end_reason(reason: str, language: str) -> str:
    """Why the game ended, in `language`; a reason the judge typed ("end se'n va la llum") as typed."""
    from . import text

    key = END_KEYS.get(reason)
    return reason if key is None or language == "en" else text(key, language)


class EndReason:
    """Why the game ended, as a message's parameter (the log's words in English)."""

    def __init__(self, reason: str):
        self.reason = reason

    def said(self, language: str) -> str:
        return end_reason(self.reason, language)

    def __str__(self) -> str:
        return self.reason

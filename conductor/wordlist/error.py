"""The error every word-list input raises: a keyed message (said in the reader's language), never a traceback."""

from __future__ import annotations

from ..messages import Message, say


class LexiconError(ValueError):
    """A word list or compiled file that cannot be used; the message says which and why, in the game's language
    where it is printed: `language` when the caller knows it (cli/run.py: the settings'), else the command line's
    ruleset's (cli/__init__.py)."""

    language: str | None = None

    def __init__(self, message: Message | str):
        super().__init__(message)
        self.message = message

    def said(self, language: str) -> str:
        return say(self.message, self.language or language)

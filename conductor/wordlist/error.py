"""The error every word-list input raises: a keyed message (said in the reader's language), never a traceback."""

from __future__ import annotations

import re

from ..messages import KeyedError, Message


class LexiconError(KeyedError):
    """A word list or compiled file that cannot be used; the message says which and why, in the game's language
    where it is printed: `language` when the caller knows it (cli/run.py: the settings'), else the command line's
    ruleset's (cli/__init__.py)."""


# What the C engine says (engine_c/*.c, in English) → its key in messages/errors.py: the file a judge gave is damaged, of
# another version, not a compiled list at all; the rest (the system's words after "cannot open") passed on as said.
_ENGINE_SAYS = (
    (r"cannot open (.*): (.*)", "engine.cannot_open", ("what", "why")),
    (r"cannot map (.*): (.*)", "engine.cannot_map", ("what", "why")),
    (r"(.*) is empty", "engine.empty", ("what",)),
    (r"out of memory.*", "engine.memory", ()),
    (r"not a Conductor compiled word list.*|not Conductor word maps.*", "engine.not_compiled", ()),
    (r".* of another version|word maps made from another word list", "engine.other_version", ()),
    (r".*(?:truncated|corrupt).*", "engine.corrupt", ()),
    (r"the word list is too big for word maps", "engine.too_big", ()),
    (r"a tile set has 1 to 29 letters", "engine.tile_set", ()),
)


def engine_error(said: str) -> Message:
    """The C engine's error text as a keyed message (anything it has not been taught to say: "the engine: …")."""
    for pattern, key, names in _ENGINE_SAYS:
        found = re.fullmatch(pattern, said)
        if found:
            return Message(key, **dict(zip(names, found.groups())))
    return Message("engine.other", why=said)

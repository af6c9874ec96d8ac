"""Keyed messages: what the game tells people travels as a key and its parameters, and the sentence is made at
the edge, in the reader's language, from one table of sentences per language (as Django's
`ValidationError(message, code, params)`; errors are typed, as python-chess's `IllegalMoveError`).

- `Message(key, **params)` is the value. As a `str` it is the English sentence (logs, tests, the headless
  console's JSON), so code that stores, compares or prints a reason works as before; its key and parameters
  travel with it, and `say(message, "ca")` makes the Catalan sentence from them.
- `KeyedError(key, **params)`: a ValueError holding a Message (`error.message`), the base of the typed errors the
  rules and the game core raise (NotationError, SpellingError, IllegalMove, BagError, GameError).
- A parameter is said in the reader's language too when it is a Message (or anything with `said(language)`); a
  list or tuple is said item by item, joined with ", ". A count agrees with its noun by CLDR's plural rules for
  the language (Babel): "{n:# fitxa|# fitxes}" is "1 fitxa", "0 fitxes", "3 fitxes".

The sentences: one table per area (rules.py, game.py, access.py, server.py, console.py, summaries.py, settings.py,
multiplex.py, pages.py), key → {"en", "ca", "es"}; tests/test_language.py checks that every key has all three, each
with exactly the key's parameters.
"""

from __future__ import annotations

import functools
import string
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, Self

from . import (access, cli, command_help, commands, errors, logs, console, doctor, doctor_windows, files, game, multiplex, pages, report,
               report_paper, rules, screens, season, server, settings, summaries, training, wordlists)

LANGUAGES = ("ca", "es")           # a game's: the one list (language.py, the settings, the schema, the pages ask it)
SAID = ("en", *LANGUAGES)          # every key's
TABLES = (rules.MESSAGES, game.MESSAGES, access.MESSAGES, server.MESSAGES, console.MESSAGES, summaries.MESSAGES,
          settings.MESSAGES, multiplex.MESSAGES, pages.MESSAGES, screens.MESSAGES, training.MESSAGES, files.MESSAGES,
          report.MESSAGES, report_paper.MESSAGES, season.MESSAGES, commands.MESSAGES, doctor.MESSAGES,
          doctor_windows.MESSAGES, command_help.MESSAGES, wordlists.MESSAGES, cli.MESSAGES,
          logs.MESSAGES, errors.MESSAGES)
MESSAGES: dict[str, dict[str, str]] = {key: entry for table in TABLES for key, entry in table.items()}


class Message(str):
    """A key and its parameters; the str is the English sentence."""

    key: str
    params: dict[str, Any]

    def __new__(cls, key: str, /, **params: Any) -> Message:
        self = super().__new__(cls, sentence(key, params, "en"))
        self.key, self.params = key, params
        return self

    def said(self, language: str) -> str:
        return sentence(self.key, self.params, language)

    def __reduce__(self) -> tuple[Callable[[str, dict[str, Any]], Message], tuple[str, dict[str, Any]]]:
        return _message, (self.key, self.params)


def _message(key: str, params: dict[str, Any]) -> Message:
    return Message(key, **params)


class Joined:
    """Parameters said one after another: Joined([Message("phase.draw"), …]) is "draw, ready" in English and
    "sorteig, faristol tret" in Catalan."""

    def __init__(self, items: Iterable[object], separator: str = ", "):
        self.items, self.separator = tuple(items), separator

    def said(self, language: str) -> str:
        return self.separator.join(str(said(item, language)) for item in self.items)

    def __str__(self) -> str:
        return self.said("en")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Joined) and (self.items, self.separator) == (other.items, other.separator)

    def __hash__(self) -> int:
        return hash((self.items, self.separator))


class KeyedError(ValueError):
    """An error whose message is keyed: `error.message` (a Message); str(error) is its English sentence. The base of
    every error a user may meet (tests/test_shape.py): `said(language)` is its sentence in the language it is to be
    said in, the raiser's (`language`, when it knows the game's: a settings file's, a log's) or else the reader's."""

    language: str | None = None

    def __init__(self, key: str | Message, /, **params: Any):
        message = key if isinstance(key, Message) else Message(key, **params)
        super().__init__(message)
        self.message = message

    def said(self, language: str | None = None) -> str:
        return self.message.said(self.language or language or "en")

    def told(self, language: str | None) -> Self:
        """The same error, to be said in `language` (the game's) unless it already knows its own."""
        self.language = self.language or language
        return self


class UnknownLanguage(KeyedError):
    """A language no sentence is written in."""


# what the system says of a file or a connection (an OSError's errno), said by key: messages/errors.py "os.…"
OS_REASONS = frozenset({"ENOENT", "EACCES", "EPERM", "ENOSPC", "EISDIR", "ENOTDIR", "EROFS", "EEXIST", "ECONNREFUSED",
                        "ETIMEDOUT", "EADDRINUSE", "EADDRNOTAVAIL", "EHOSTUNREACH", "ENETUNREACH", "ECONNRESET"})


def message_of(error: BaseException) -> str:
    """What an error says: its Message when it has one (a keyed error's, or one an exception of a library was raised
    with: pygame.error(Message(…))); what the system says, by its errno, for an OSError it knows (a file that is not
    there, a connection refused, inside urllib's URLError too); a file cut short or damaged (a gzip or zip stream); else its text."""
    import errno
    import socket
    import zipfile
    import zlib

    message = getattr(error, "message", None)
    if isinstance(message, Message):
        return message
    first = error.args[0] if error.args else None
    if isinstance(first, Message):
        return first
    reason = getattr(error, "reason", None)          # urllib's URLError: the system's error inside
    if isinstance(reason, BaseException):
        return message_of(reason)
    name = errno.errorcode.get(error.errno, "") if isinstance(error, OSError) and error.errno else ""
    if name in OS_REASONS:
        return Message(f"os.{name}")
    if isinstance(error, socket.gaierror):           # a name no machine answers to (or no network to ask)
        return Message("os.no_host")
    if isinstance(error, EOFError):
        return Message("os.truncated")
    if isinstance(error, (zlib.error, zipfile.BadZipFile)) or type(error).__name__ == "BadGzipFile":
        return Message("os.damaged")
    return getattr(error, "strerror", None) or str(error)


def say(message: object, language: str) -> str:
    """`message` in `language` (ca, es; en): a Message by its key; any other text as it is (a reason the judge
    typed, a player's name)."""
    if isinstance(message, Message):
        return message.said(language)
    return "" if message is None else str(message)


def refusal(error: object, language: str) -> dict[str, Any]:
    """A refusal as its reader gets it, on every face (headless, the network): the sentence in `language` and, for a
    keyed one, its key as "code" for a program to test (the sentence may change; the key does not)."""
    told = {"ok": False, "error": say(error, language)}
    if isinstance(error, Message):
        told["code"] = error.key
    return told


def sentence(key: str, params: dict[str, Any], language: str) -> str:
    entry = MESSAGES[key]
    template = entry.get(language) or entry["en"]
    if _plain(template):                  # fields by name only, no counts: str.format does the same, in C
        return template.format_map({name: said(value, language) for name, value in params.items()})
    return formatter(language).format(template, **params)


@functools.cache
def _plain(template: str) -> bool:
    """Whether every field of `template` is a bare name with no count form ("{t}", "{n:>3}", not "{n:# a|# b}" nor
    "{move.word}"): such a template reads the same through str.format with its values said first."""
    for _, name, spec, conversion in string.Formatter().parse(template):
        if name is not None and (not name.isidentifier() or "|" in (spec or "") or "{" in (spec or "") or conversion):
            return False
    return True


def text(key: str, language: str, **params: Any) -> str:
    """The sentence of `key` in `language` (a table's key said once, with no value to carry)."""
    return sentence(key, params, language)


def by_language(prefix: str, languages: tuple[str, ...] = LANGUAGES) -> dict[str, dict[str, Any]]:
    """The sentences whose keys start with `prefix`, as the tables a face reads: {language: {name: sentence}}, a
    name "phases.draw" nested ({"phases": {"draw": …}}); a game's languages (`languages`: others too)."""
    out: dict[str, dict[str, Any]] = {language: {} for language in languages}
    for key, entry in MESSAGES.items():
        if key.startswith(prefix):
            *path, last = key[len(prefix):].split(".")
            for language, table in out.items():
                for part in path:
                    table = table.setdefault(part, {})
                table[last] = entry[language]
    return out


class Words(Mapping[str, Any]):
    """A face's sentences under one prefix, in one language (`sentences`): the one way a face says a sentence.
    `words("round", n=3)` is the sentence of PREFIX + "round" with its parameters (said in the language, a count
    agreeing with its noun: "{n:# ronda|# rondes}"), `words("status.ok")` a nested one; `words["title"]` a sentence
    with no parameter, or a nested table of them (`words["phases"]["draw"]`), as a template or a menu reads it."""

    def __init__(self, prefix: str, language: str, *more: str):
        self._prefixes, self._language = (prefix, *more), language
        self._table: dict[str, Any] = {}
        for each in self._prefixes:              # a later prefix's name over an earlier one's (`sentences(a, b)`)
            self._table.update(by_language(each, (language,))[language])

    @property
    def language(self) -> str:
        return self._language

    def __call__(self, name: str, /, **params: Any) -> str:
        key = next((p + name for p in reversed(self._prefixes) if p + name in MESSAGES), self._prefixes[0] + name)
        return sentence(key, params, self._language)

    def __getitem__(self, name: str) -> Any:
        return self._table[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table)

    def __len__(self) -> int:
        return len(self._table)


def words_by_language(prefix: str) -> dict[str, Words]:
    """A face's sentences under `prefix` in each of a game's languages: {language: Words}, read once."""
    return {language: sentences(prefix, language) for language in LANGUAGES}


@functools.cache
def sentences(prefix: str, language: str, *more: str) -> Words:
    """The sentences under `prefix` (and the prefixes in `more`, a later one's name over an earlier one's) in `language`
    (en, ca, es): a face's words (Words), read once. A language it does not know is an error, never Catalan in its
    place."""
    if language not in SAID:
        raise UnknownLanguage("language.unknown", language=language, languages=", ".join(SAID))
    return Words(prefix, language, *more)


def formatted(template: str, language: str, **values: Any) -> str:
    """Any template of ours with {fields}, its counts agreeing ("{n:# ronda|# rondes}") by the language's rules."""
    return formatter(language).format(template, **values)


def parameters(template: str) -> set[str]:
    """The names a template's fields use."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def said(value: Any, language: str) -> Any:
    """A parameter as the reader reads it."""
    if hasattr(value, "said"):
        return value.said(language)
    if isinstance(value, (list, tuple)):
        return ", ".join(str(said(item, language)) for item in value)
    return value


class _Formatter(string.Formatter):
    def __init__(self, language: str):
        super().__init__()
        self.language = language

    def format_field(self, value: Any, spec: str) -> str:
        if "|" in spec:                        # "# fitxa|# fitxes": CLDR's category for the count
            forms = spec.split("|")
            chosen = forms[0] if plural_category(value, self.language) == "one" else forms[-1]
            return chosen.replace("#", str(said(value, self.language)))     # a Count as the language writes it
        return format(said(value, self.language), spec)


@functools.cache
def formatter(language: str) -> _Formatter:
    return _Formatter(language)


@functools.cache
def _locale(language: str) -> Any:          # a babel Locale
    from babel import Locale

    return Locale.parse(language)


def plural_category(count: float, language: str) -> str:
    """CLDR's plural category of `count` in `language` ("one", "other", "many"…)."""
    return str(_locale(language if language in LANGUAGES else "en").plural_form(count))

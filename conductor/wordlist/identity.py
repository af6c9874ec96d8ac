"""Which word list a game was played on: `ListIdentity`, and `logged_list`, the one reading of a game log's.

A list is named for people by its name and edition ("Leximots 2025-26") and known to the program by
`sha256_words`: the sha256 of its words spelled in tiles, sorted by code point, unique, in UTF-8, each followed by
a newline. The same words read from a Windows-1252 file, a zip or a compiled file are the same list; a path or a
file's hash never decides it (DESIGN §4l). Logs before version 7 recorded only the hash of the file the list was
read from (`lexicon_sha256`): such a log's list is known by that hash, and the embedded lists' files by their words.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePath
from typing import Any

from ..rules.ruleset import RULESETS


@dataclass(frozen=True)
class ListIdentity:
    name: str
    edition: str | None = None
    words: int | None = None              # None: a log before version 7 did not say
    sha256_words: str | None = None       # None: a log before version 7, known by its file's hash only
    sha256_file: str | None = None        # the file it was read from (a list just read; a log before version 7)

    @property
    def key(self) -> str:
        """What tells two lists apart, as a dictionary key: their words, else (an older log) their file."""
        return f"words:{self.sha256_words}" if self.sha256_words else f"file:{self.sha256_file}"

    def same_list(self, other: ListIdentity) -> bool:
        """The same words; a log before version 7 (no words hash) is the same list as a file with its hash."""
        if self.sha256_words and other.sha256_words:
            return self.sha256_words == other.sha256_words
        return bool(self.sha256_file) and self.sha256_file == other.sha256_file

    @property
    def label(self) -> str:
        """The name people read: "Leximots 2025-26"."""
        return f"{self.name} {self.edition}" if self.edition else self.name

    @property
    def short(self) -> str:
        """A few characters of the hash, to tell two lists of one name apart in a message."""
        return (self.sha256_words or self.sha256_file or "?")[:12]

    def to_json(self) -> dict[str, Any]:
        """What a game log's setup records (`lexicon`)."""
        return {"name": self.name, "edition": self.edition, "words": self.words, "sha256_words": self.sha256_words}

    def named(self, name: str | None, edition: str | None) -> ListIdentity:
        """The same list under the name and edition the settings give it (either left out: kept)."""
        return ListIdentity(name or self.name, edition if edition is not None else self.edition, self.words,
                            self.sha256_words, self.sha256_file)


# The embedded lists (lexicon/README.md), and the file hashes older logs recorded for them: each ruleset's
# (rules/ruleset.py `word_list`), by the ruleset's name.
EMBEDDED = {ruleset.name: ListIdentity(ruleset.word_list.name, ruleset.word_list.edition, ruleset.word_list.words,
                                       ruleset.word_list.sha256_words, ruleset.word_list.sha256_file)
            for ruleset in RULESETS}
_EMBEDDED_FILES = {identity.sha256_file: identity for identity in EMBEDDED.values()}


# what a list's file name ends in besides its name: "leximots.txt.gz" is Leximots, "DISC v2.1.txt" is "DISC v2.1"
_EXTENSIONS = (".gz", ".zip", ".txt", ".text", ".dic", ".lst", ".list", ".csv", ".tsv", ".gaddag")


def stem(file_name: str) -> str:
    """A list's name when the user gives none: its file's name without the extensions a list's file ends in."""
    name = file_name
    while name.lower().endswith(_EXTENSIONS):
        name = name[:name.rindex(".")]
    return name.strip() or file_name


def logged_list(setup: dict[str, Any]) -> ListIdentity:
    """The word list a game log's setup event says the game was played on. A version 7 log's `lexicon` object;
    an older log's `lexicon_sha256` (the embedded lists' files are known by their words too) and the stem of its
    `lexicon_path`. The schema has checked the fields' kinds (game/schema.py); a setup with neither is an
    unknown list that is the same as no other."""
    recorded = setup.get("lexicon")
    if isinstance(recorded, dict):
        return ListIdentity(str(recorded.get("name") or "?"), recorded.get("edition"), recorded.get("words"),
                            recorded.get("sha256_words"))
    file_sha = setup.get("lexicon_sha256")
    if file_sha in _EMBEDDED_FILES:
        return _EMBEDDED_FILES[file_sha]
    path = setup.get("lexicon_path")
    name = stem(PurePath(path.replace("\\", "/")).name) if isinstance(path, str) and path else "?"
    return ListIdentity(name, sha256_file=file_sha if isinstance(file_sha, str) else None)

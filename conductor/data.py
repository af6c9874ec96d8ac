"""The data a game needs that ships inside the package: the embedded word lists and the naming tables.

They live at the top of the repository (lexicon/, assets/naming/) and are installed as the data packages
`conductor.wordlists` and `conductor.naming_tables` (setup.py), so they are found the same way in a wheel,
a pipx install, a zip and an editable checkout: through importlib.resources, never a path beside the source.
"""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path
from importlib.resources.abc import Traversable

from .messages import KeyedError, message_of
from .rules.ruleset import Ruleset, UnknownRuleset, find_ruleset


class MissingData(KeyedError):
    """A piece of the package is not installed: the installation is broken, not the user's input."""


def _resource(package: str, name: str) -> Traversable:
    try:
        resource = files(package) / name
    except ModuleNotFoundError as error:
        raise MissingData("data.package", package=package, why=message_of(error)) from None
    if not resource.is_file():
        raise MissingData("data.file", path=f"{package}/{name}")
    return resource


def embedded_word_list(ruleset: Ruleset | str) -> Traversable:
    """The word list shipped for a ruleset (its `word_list`; rules/ruleset.py), readable as bytes."""
    try:
        found = find_ruleset(ruleset)
    except UnknownRuleset as error:
        raise MissingData(error.message) from None
    return _resource("conductor.wordlists", found.word_list.file)


def naming_document(language: str) -> str:
    """The YAML text of a language's naming tables."""
    return _resource("conductor.naming_tables", f"{language}.yaml").read_text(encoding="utf-8")


def cache_dir() -> Path:
    """Where compiled word lists and rendered phrases are kept: the user's cache folder, or
    $CONDUCTOR_CACHE_DIR (the tests' private one)."""
    override = os.environ.get("CONDUCTOR_CACHE_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_cache_dir("conductor", appauthor=False))

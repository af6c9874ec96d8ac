"""Which Conductor this is: `conductor --version`, the `conductor` key of every log's setup event (so a log says
which Conductor wrote it), `doctor` and the report (the Conductor that played the game, from its log).

The version is the installed distribution's (importlib.metadata), named once here (`DISTRIBUTION`, pyproject's
[project] name). A checkout run without installing it reads pyproject.toml beside the package; anything else says
"unknown" rather than a version it cannot know."""

from __future__ import annotations

import functools
import tomllib
from importlib import metadata
from pathlib import Path

DISTRIBUTION = "conductor-duplicate"
UNKNOWN = "unknown"
_PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"     # a checkout's, not an installed package's


@functools.cache
def version() -> str:
    """This Conductor's version: the installed distribution's, else a checkout's pyproject.toml's, else "unknown"."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return checkout_version(_PYPROJECT)


def checkout_version(pyproject: Path) -> str:
    """The version a source checkout's pyproject.toml gives; "unknown" without one."""
    try:
        project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return UNKNOWN
    return str(project.get("version", UNKNOWN))

"""The judge's own folder, Documents\\Conductor (`conductor run --home`, the Start menu's game on Windows): a judge
who clicks the game's shortcut has no players file and no settings yet, and a refusal in a console window that
closes at once is never read. So the first start makes the folder (the user's: no uninstaller removes it) and writes
into it, only when absent, a sample players file (two tables, for a first game with two phones) and a commented
settings file that serves phones with PINs; every start then runs the game there with them (its log beside them).
The files are the judge's to edit: never written over."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .files import open_private, private_folder
from .messages import text
from .rules.ruleset import DEFAULT

PLAYERS = "jugadors.csv"
SETTINGS = "config.yaml"
LANGUAGE = "ca"                  # the samples' (FISC's, the default ruleset's); the settings file names the ruleset


def default_folder() -> Path:
    """Documents\\Conductor (Windows' Documents known folder, which OneDrive may move), ~/Documents/Conductor."""
    import platformdirs

    return Path(platformdirs.user_documents_dir()) / "Conductor"


@dataclass(frozen=True)
class JudgeFolder:
    folder: Path
    settings: Path
    players: Path
    written: tuple[str, ...]      # the sample files this start wrote (the first start: both)


def prepare(folder: Path | None = None) -> JudgeFolder:
    """The folder made if absent and its sample files written if absent (each at most once: O_EXCL)."""
    folder = Path(folder) if folder is not None else default_folder()
    private_folder(folder)                        # made 0700 if absent (Windows: the user's by Documents' list)
    written = []
    for name, sample in ((SETTINGS, sample_settings), (PLAYERS, sample_players)):
        try:
            descriptor = open_private(folder / name, os.O_WRONLY | os.O_EXCL)
        except FileExistsError:
            continue
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(sample(LANGUAGE).encode("utf-8"))
        written.append(name)
    return JudgeFolder(folder, folder / SETTINGS, folder / PLAYERS, tuple(written))


def sample_players(language: str) -> str:
    return text("folder.sample_players", language)


# the sample settings: (key line, its comment's key), config.yaml's names and values
_SAMPLE = ((f"ruleset: {DEFAULT.name}", "folder.sample_ruleset"), ("network:", ""), ("  serve: 8765", "folder.sample_serve"),
           ("  entry: players", "folder.sample_entry"), ("  show_join: true", "folder.sample_join"))


def sample_settings(language: str) -> str:
    """The settings a first start writes, each key with its comment in `language`."""
    lines = [f"# {line}" for line in text("folder.sample_heading", language).splitlines()]
    for setting, key in _SAMPLE:
        comment = text(key, language).splitlines() if key else []
        lines.append(f"{setting:<22} # {comment[0]}" if comment else setting)
        lines += [f"{'':<22} # {more}" for more in comment[1:]]
    return "\n".join(lines) + "\n"

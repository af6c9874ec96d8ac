"""The game's files are its owner's alone: every file Conductor writes (the game log and its lock, the PIN sheet,
the links, the broker's key, packs, reports) is created 0600 and every folder it makes 0700, whatever the umask.
The log holds the seed (every future rack) and the hashes of PINs, codes and links; a report of a live game holds
its slips. The one place that creates them: whoever writes a file asks here.

A file that already exists is narrowed to 0600 when it is opened for writing (an older version of Conductor, or
a copy, may have left it readable); a symbolic link is never followed when creating.

Every file is opened binary (O_BINARY, Windows' only; 0 elsewhere): without it Windows' C runtime writes each "\n"
as "\r\n", and a pack, a log or a sheet written there would not be the bytes it was hashed and sealed as (a pack
sealed on Windows opens on Linux and the other way round). A text file is written with "\n" line ends everywhere.

On Windows a mode is only the read-only flag: nothing is chmod-ed there, and a file is its owner's by the folder's
access list. Conductor's own folders are the user's (platformdirs: %LOCALAPPDATA%), whose list grants the user,
SYSTEM and the administrators only; a log or report the judge puts elsewhere has that folder's list.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import IO, Any

from . import platforms

FILE_MODE = 0o600
FOLDER_MODE = 0o700
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
BINARY = getattr(os, "O_BINARY", 0)          # Windows: no "\n" → "\r\n" on write


def open_private(path: Path | str, flags: int) -> int:
    """os.open with O_CREAT, binary, the file 0600 however it came to exist (umask, an older file); returns the
    descriptor."""
    descriptor = os.open(path, flags | os.O_CREAT | NOFOLLOW | BINARY, FILE_MODE)
    try:
        _narrow(descriptor)
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def _narrow(descriptor: int) -> None:
    if platforms.system() != platforms.WINDOWS and os.fstat(descriptor).st_mode & 0o777 != FILE_MODE:
        os.fchmod(descriptor, FILE_MODE)


def private_file(path: Path | str, mode: str = "wb", encoding: str | None = None) -> IO[Any]:
    """open(path, mode) for writing ("w", "wb", "a", "ab", "r+b" …), the file 0600; a text mode writes "\n" as is."""
    flags = os.O_RDWR if "+" in mode else os.O_WRONLY
    if "a" in mode:
        flags |= os.O_APPEND
    elif "w" in mode:
        flags |= os.O_TRUNC
    if "x" in mode:
        flags |= os.O_EXCL
    if "b" not in mode and encoding is None:
        encoding = "utf-8"
    newline = None if "b" in mode else "\n"
    return os.fdopen(open_private(path, flags), mode.replace("x", "w"), encoding=encoding, newline=newline)


def write_private(path: Path | str, data: bytes | str, encoding: str = "utf-8", atomic: bool = False) -> Path:
    """The whole file at once, 0600; `atomic`: written beside and renamed over it (whole or not at all)."""
    path = Path(path)
    raw = data.encode(encoding) if isinstance(data, str) else data
    target = path.with_name(path.name + ".part") if atomic else path
    descriptor = open_private(target, os.O_WRONLY | os.O_TRUNC)
    try:
        view = memoryview(raw)
        while view:
            view = view[os.write(descriptor, view):]
        if atomic:
            os.fsync(descriptor)
    finally:
        os.close(descriptor)
    if atomic:
        os.replace(target, path)
    return path


def private_folder(path: Path | str) -> Path:
    """mkdir -p, each folder made here 0700 (folders that exist are left as they are)."""
    path = Path(path)
    missing = []
    probe = path
    while not probe.exists() and probe != probe.parent:
        missing.append(probe)
        probe = probe.parent
    for folder in reversed(missing):
        try:
            folder.mkdir(FOLDER_MODE)
        except FileExistsError:
            continue
        if platforms.system() != platforms.WINDOWS:
            os.chmod(folder, FOLDER_MODE)          # the umask may have taken bits away, never added: set them
    return path


WINDOWS_1252 = "windows-1252"


def decode_text(data: bytes, strict: bool = False) -> tuple[str, str]:
    """A text file a user made, and how it was read: UTF-8 (a byte order mark dropped), else Windows-1252, as
    Notepad's "ANSI" and Excel on Windows save it; UTF-16 with its mark too (Notepad's and Excel's "Unicode").
    The one rule for the players file and the settings. `strict`: a byte Windows-1252 has no letter for (0x81, 0x8D,
    0x8F, 0x90, 0x9D) raises UnicodeDecodeError instead of becoming "\ufffd"."""
    errors = "strict" if strict else "replace"
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return data.decode("utf-16", errors=errors), "utf-16"
    try:
        return data.decode("utf-8-sig"), "utf-8"
    except UnicodeDecodeError:
        return data.decode("cp1252", errors=errors), WINDOWS_1252

"""The game log, GAME.jsonl: one JSON event per line, appended and fsync'd before the state
that follows from it is shown. It is the only source of truth: resuming and reports replay it."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from ..files import private_file
from .lock import LogLock
from .schema import problem


class LogError(ValueError):
    """A log that cannot be used; the message says which line and why."""


@dataclass
class ReadLog:
    events: list[dict]
    dropped: str  # non-empty when a torn last line was found and dropped
    lines: list[int] = field(default_factory=list)   # the line number of each event, for messages
    path: Path | None = None

    def where(self, index: int) -> str:
        """How a message names event `index`: "game log 'G.jsonl', line 12"."""
        line = self.lines[index] if index < len(self.lines) else index + 1
        return f"game log '{self.path}', line {line}"


def read_log(path: Path) -> ReadLog:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise LogError(f"game log '{path}': {error.strerror or error}") from error
    lines = data.split(b"\n")
    events: list[dict] = []
    numbers: list[int] = []
    dropped = ""
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        is_last = all(not rest.strip() for rest in lines[number:])
        try:
            event = json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError) as error:
            if is_last and not data.endswith(b"\n"):
                dropped = f"game log '{path}': line {number} was cut short by a crash and has been dropped"
                break
            raise LogError(f"game log '{path}', line {number}: not a JSON line ({error})") from None
        why = problem(event, first=not events)
        if why:
            raise LogError(f"game log '{path}', line {number}: {why}")
        events.append(event)
        numbers.append(number)
    if not events:
        raise LogError(f"game log '{path}': it holds no event (a game log starts with its setup event)")
    return ReadLog(events, dropped, numbers, path)


class EventLog:
    """Appends events durably, holding the log's lock (lock.py) until closed: one writer per game."""

    def __init__(self, path: Path, lock: LogLock | None = None):
        self.path = path
        self.written = 0                          # events written by this process (synced or not)
        self._last = 0                            # bytes of the last event written
        self._lock = lock or LogLock.acquire(path)
        try:
            self._handle = private_file(path, "ab")          # 0600: the seed and the hashes are in it
        except OSError:
            self._lock.release()
            raise

    def cut(self, length: int) -> None:
        """Cut off a torn tail left by a crash, before appending."""
        self._handle.truncate(length)
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def append(self, event: dict) -> None:
        self.write(event)
        self.sync()

    def write(self, event: dict) -> None:
        """Add an event to the file; it is durable once `sync` returns (several may share one sync)."""
        line = json.dumps(event, ensure_ascii=False, sort_keys=True).encode("utf-8") + b"\n"
        self._handle.write(line)
        self.written += 1
        self._last = len(line)

    def unwrite(self) -> None:
        """Take back the event just written (the game could not apply it): the log holds what the game is."""
        self._handle.flush()
        self._handle.truncate(self.size() - self._last)
        self._handle.seek(0, os.SEEK_END)
        self.written -= 1
        self._last = 0

    def sync(self) -> None:
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def flush(self) -> None:
        """To the OS (it survives this process, not a power cut); `syncer` makes it durable from elsewhere."""
        self._handle.flush()

    def syncer(self) -> Syncer:
        return Syncer(self._handle.fileno())

    def size(self) -> int:
        return os.fstat(self._handle.fileno()).st_size

    def close(self) -> None:
        if not self._handle.closed:
            self._handle.close()
        self._lock.release()


class Syncer:
    """An fsync of a log that another thread may call, even after the log is closed: its own descriptor."""

    def __init__(self, fd: int):
        self._fd = os.dup(fd)

    def __call__(self) -> None:
        os.fsync(self._fd)

    def close(self) -> None:
        os.close(self._fd)


def valid_length(path: Path) -> int:
    """Bytes up to the end of the last complete line (what survives a torn tail)."""
    data = path.read_bytes()
    return data.rfind(b"\n") + 1

"""The game log, GAME.jsonl: one JSON event per line, appended and fsync'd before the state
that follows from it is shown. It is the only source of truth: resuming and reports replay it.

The durability step is decided here: `EventLog.sync` for a writer that may wait on the disk, `GroupCommit` for
one that must not (the game's thread while the network is served): its own thread makes the events durable,
everything handed over meanwhile sharing one fsync, and says when."""

from __future__ import annotations

import json
import os
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

from ..files import private_file
from ..messages import KeyedError, Message, message_of
from .lock import LogLock
from .schema import problem


# An event as its line says it: json.dumps(event, ensure_ascii=False, sort_keys=True), its encoder made once
_LINE = json.JSONEncoder(ensure_ascii=False, sort_keys=True).encode


class LogError(KeyedError):
    """A log that cannot be used; the message (messages/logs.py) says which line and why."""


@dataclass
class ReadLog:
    events: list[dict[str, Any]]
    dropped: Message | None  # a torn last line was found and dropped
    lines: list[int] = field(default_factory=list)   # the line number of each event, for messages
    path: Path | None = None

    def where(self, index: int) -> Message:
        """How a message names event `index`: "game log 'G.jsonl', line 12"."""
        line = self.lines[index] if index < len(self.lines) else index + 1
        return Message("log.where", path=str(self.path), line=line)


def read_log(path: Path) -> ReadLog:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise LogError("log.unreadable", path=str(path), why=message_of(error)) from error
    lines = data.split(b"\n")
    events: list[dict[str, Any]] = []
    numbers: list[int] = []
    dropped: Message | None = None
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        is_last = all(not rest.strip() for rest in lines[number:])
        try:
            event = json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError) as error:
            if is_last and not data.endswith(b"\n"):
                dropped = Message("log.dropped", path=str(path), line=number)
                break
            unread = Message("log.not_utf8", byte=error.start + 1) if isinstance(error, UnicodeDecodeError) else \
                Message("log.not_json", column=getattr(error, "colno", 1))
            raise LogError("log.at", where=Message("log.where", path=str(path), line=number), why=unread).told(
                _language_of(events)) from None
        why = problem(event, first=not events)
        if why:
            raise LogError("log.at", where=Message("log.where", path=str(path), line=number), why=why).told(
                _language_of(events))
        events.append(event)
        numbers.append(number)
    if not events:
        raise LogError("log.empty", path=str(path))
    return ReadLog(events, dropped, numbers, path)


def _language_of(events: list[dict[str, Any]]) -> str | None:
    """A log's language once its setup line has been read (the game's: its errors are said in it), else None."""
    if not events:
        return None
    from ..language import game_language

    return game_language(events[0].get("ruleset"), events[0].get("language"))


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

    def append(self, event: dict[str, Any]) -> None:
        self.write(event)
        self.sync()

    def write(self, event: dict[str, Any]) -> None:
        """Add an event to the file; it is durable once `sync` returns (several may share one sync)."""
        line = _LINE(event).encode("utf-8") + b"\n"
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


T = TypeVar("T")
Durable = Callable[[list[tuple[T, OSError | None]]], None]


class GroupCommit(Generic[T]):
    """Group commit: what the writer has written (`EventLog.flush`ed) is made durable in a thread of its own, and
    each item handed over with `after` is handed to `durable` once an fsync covering everything written before it
    has ended. Items waiting while one fsync runs share the next one; they are handed on in the order given (an
    item that wrote nothing still waits its turn, so what answers it never overtakes an earlier write's fsync),
    all the items of one fsync in one call. An item that wrote comes with the OSError when the disk refused (its
    answer says so rather than claim it is saved), else with None."""

    def __init__(self, log: EventLog, durable: Durable[Any], name: str = "conductor-commit"):
        self._sync = log.syncer()
        self._durable = durable
        self._queue: queue.SimpleQueue[tuple[bool, T] | None] = queue.SimpleQueue()
        self.log = log
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def after(self, written: bool, item: T) -> None:
        """Hand `item` on once all that is written is durable (`written`: this item's own events are among it)."""
        self._queue.put((written, item))

    def _run(self) -> None:
        while True:
            taken = [self._queue.get()]
            while True:                           # everything waiting shares one fsync
                try:
                    taken.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            last = taken[-1] is None
            items = [each for each in taken if each is not None]
            failed: OSError | None = None
            if any(written for written, _ in items):
                try:
                    self._sync()
                except OSError as error:          # the disk refused: the items that wrote are told
                    failed = error
            if items:
                self._durable([(item, failed if written else None) for written, item in items])
            if last:
                self._sync.close()
                return

    def close(self) -> None:
        """Hand on what is waiting for its fsync, then stop (before the log is closed)."""
        self._queue.put(None)
        self._thread.join(10)


def valid_length(path: Path) -> int:
    """Bytes up to the end of the last complete line (what survives a torn tail)."""
    data = path.read_bytes()
    return data.rfind(b"\n") + 1

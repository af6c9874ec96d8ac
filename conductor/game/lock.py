"""One conductor per game log: an operating-system lock held by the writing process.

Two sessions appending to one log would each draw their own rack for the same round. The lock is the
kernel's (flock on Linux and macOS, a byte-range lock on Windows), so it dies with its process: a crash or
a SIGKILL leaves nothing to clean up. It lives on a file beside the log, `GAME.jsonl.lock`, which also
names the holder's pid for the refusal message; lock libraries (filelock, portalocker) do not expose a
way to read the holder's pid, and this needs only the two standard calls. Readers (`report`) never lock.
"""

from __future__ import annotations

import os
from pathlib import Path

from .. import platforms
from ..digits import whole
from ..files import open_private
from ..messages import KeyedError

def _try_lock(fd: int) -> bool:
    if platforms.system() == platforms.WINDOWS:
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]  # Windows only; byte 0: the pid after it stays readable
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    if platforms.system() == platforms.WINDOWS:
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]  # Windows only (mypy checks Linux)
        return
    import fcntl

    fcntl.flock(fd, fcntl.LOCK_UN)


class LogLocked(KeyedError):
    """The log is being written by another conductor."""


def lock_path(log: Path) -> Path:
    return log.with_name(log.name + ".lock")


class LogLock:
    """Held from `acquire` until `release` or the end of the process."""

    def __init__(self, log: Path, fd: int, path: Path):
        self.log, self._fd, self.path = log, fd, path

    @classmethod
    def acquire(cls, log: Path) -> LogLock:
        path = lock_path(log)
        for _ in range(5):
            fd = open_private(path, os.O_RDWR)
            if not _try_lock(fd):
                holder = _holder(path)
                os.close(fd)
                raise LogLocked("log.locked_pid", path=str(log), pid=holder) if holder else \
                    LogLocked("log.locked", path=str(log))
            if _same_file(fd, path):   # not a lock file its last holder removed while we opened it
                os.ftruncate(fd, 0)
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, f" {os.getpid()}\n".encode())   # byte 0 is the locked one on Windows
                return cls(log, fd, path)
            os.close(fd)
        raise LogLocked("log.lock_changing", path=str(log), lock=str(path))

    def release(self) -> None:
        """The lock let go and its file removed, on every platform (a clean exit leaves nothing beside the log)."""
        if self._fd < 0:
            return
        removed = _remove(self.path)  # while still held: whoever opens it next finds it gone and retries
        _unlock(self._fd)
        os.close(self._fd)
        self._fd = -1
        if not removed:               # Windows removes no open file: now it is closed. If another conductor has
            _remove(self.path)        # opened it meanwhile, Windows refuses again and that one holds it


def _remove(path: Path) -> bool:
    try:
        os.unlink(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    return True


def _same_file(fd: int, path: Path) -> bool:
    try:
        return os.path.samestat(os.fstat(fd), os.stat(path))
    except OSError:
        return False


def _holder(path: Path) -> int | None:
    try:
        with path.open("rb") as handle:
            handle.seek(1)
            text = handle.read(32).decode("ascii", "replace").strip()
    except OSError:
        return None
    return whole(text)

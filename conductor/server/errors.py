"""What goes wrong inside the game server or the multiplex hub, kept off the terminal and never lost (DESIGN §4g).

A bug met by one request (the gate answers it 500: guard.py), an exception left in the event loop or a task, an
error aiohttp handled itself (quiet.py): each is `noted` here, the one place for the server and the hub alike:
- counted by what it is and where (its type and the route's pattern, never what the request carried: a request's
  content can neither flood the count's keys nor reach the terminal);
- told in one line at most every NOTICE_SECONDS (`NOTICES`: what, how many so far; the game server's judge reads
  them on the console, the hub's organiser on its console: cli/hub.py);
- kept with its traceback in a text file the judge or the organiser can send us (`keep_tracebacks`: beside the game's
  or the hub's log, `GAME.errors.txt`): each kind once, in full, when first met (at most KINDS_KEPT kinds), and every
  kind's count when the process stops (`closing`). The error's own text is cut to MESSAGE_CHARS and written as a
  Python literal (no control character of a request reaches the file).
"""

from __future__ import annotations

import atexit
import collections
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

from ..files import private_file

NOTICE_SECONDS = 60.0
KINDS_KEPT = 100          # kinds of error whose traceback is kept in the file; more are counted only
MESSAGE_CHARS = 300       # of an error's own text, in the file (its text may hold what a request carried)


@dataclass(frozen=True)
class Notice:
    what: str             # "KeyError in GET /api/multiplex/rack/{round}"
    count: int            # errors noted so far, every kind
    file: str             # where their tracebacks are ("" when none is kept)

    def params(self) -> dict[str, object]:
        """The parameters of the sentences that tell it (server.quiet_error, multiplex.internal_error)."""
        return {"what": self.what, "n": self.count, "file": self.file or "—"}


NOTICES: collections.deque[Notice] = collections.deque(maxlen=20)   # what the judge or the organiser is told
COUNTED: collections.Counter[str] = collections.Counter()           # what was kept off the terminal, by kind
_state: dict = {"last": float("-inf"), "file": None, "written": set()}


def errors_file(log: Path | str) -> Path:
    """Where a game's or a hub's errors are kept: beside its log (`duplicada.jsonl` → `duplicada.errors.txt`)."""
    log = Path(log)
    return log.with_name(log.name.split(".")[0] + ".errors.txt")


def keep_tracebacks(path: Path | str | None) -> None:
    """The file tracebacks go to from now on (None: none kept); every kind's count is added when the process ends."""
    if not _state.get("registered"):
        atexit.register(closing)
        _state["registered"] = True
    _state["file"], _state["written"] = (Path(path).absolute() if path else None), set()


def kept_file() -> str:
    return str(_state["file"] or "")


def noted(what: str, error: BaseException | None = None) -> None:
    """One error kept off the terminal: `what` says its kind and where, from the code alone (never a request's
    text); `error`, when there is one, gives the traceback kept in the file."""
    what = what[:160]
    COUNTED[what] += 1
    now = time.monotonic()
    if now - _state["last"] >= NOTICE_SECONDS:
        _state["last"] = now
        NOTICES.append(Notice(what, sum(COUNTED.values()), kept_file()))
    if error is not None and what not in _state["written"] and len(_state["written"]) < KINDS_KEPT \
            and _state["file"] is not None:
        _state["written"].add(what)
        _write(f"{_stamp()} {what}\n{_traceback(error)}\n")


def error_kind(error: BaseException, where: str) -> str:
    """"KeyError in GET /api/…": an error's kind and where it was met, as counted and told."""
    return f"{type(error).__name__} in {where}"


def closing() -> None:
    """The process stops: every kind's count into the file (when one is kept and anything was noted)."""
    if COUNTED and _state["file"] is not None:
        _write(f"{_stamp()} counted until the end:\n" + "".join(f"  {n} × {what}\n" for what, n in COUNTED.most_common())
               + "\n")


def _traceback(error: BaseException) -> str:
    """The stack as the code wrote it, and the error's own text cut and quoted (it may hold a request's content)."""
    lines = []
    for each in _chain(error):
        lines += traceback.TracebackException.from_exception(each, capture_locals=False).stack.format()
        lines.append(f"{type(each).__module__}.{type(each).__qualname__}: {str(each)[:MESSAGE_CHARS]!r}\n")
    return "".join(lines)


def _chain(error: BaseException) -> list[BaseException]:
    """The error and the ones it came from (its cause or context), oldest first, at most five."""
    chain: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and len(chain) < 5 and current not in chain:
        chain.insert(0, current)
        current = current.__cause__ or current.__context__
    return chain


def _stamp() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S")


def _write(text: str) -> None:
    try:
        with private_file(_state["file"], "ab") as out:          # set: its callers checked
            out.write(text.encode("utf-8", "backslashreplace"))
    except OSError:
        pass                  # a full disk or a folder gone: the count and the notice still say it

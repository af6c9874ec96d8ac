"""The two tiers of the suite: `make test` runs every test; `make check` only those that need no real part
(`-m "not real"`), with fewer examples (`--quick`).

A test that needs a real part says which with a marker (a module's `pytestmark`, or a test's decorator):

    screen   a virtual screen (Xvfb) and real windows        redis   a real Redis
    sound    a sound server or a voice program               caddy   Caddy in front of a served game
    browser  headless Chromium                               wheel   the built wheel, installed apart
    process  another process: conductor served or run        wine    C compilers, MinGW-w64, Wine
             from its command line, a tool it drives         slow    seconds of pure work (the whole word list)

Each of them carries `real` with it, the one marker `make check` leaves out. Two checks keep the markers
honest, so that no test slips into the fast tier by mistake:
- at collection, a test that uses a fixture which starts a real part (`FIXTURES`) without its marker is an error;
- while it runs, a test that is not marked `real` and starts a process fails, naming the marker it needs.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from contextlib import contextmanager
from pathlib import Path

import pytest

REAL = "real"
PARTS = ("screen", "sound", "browser", "process", "redis", "caddy", "wheel", "wine", "slow")   # registered in pyproject.toml

# The shared fixtures that start a real part, and the marker a test that uses one must carry.
FIXTURES = {"virtual_screen": "screen", "browsers": "browser"}

# A program a test starts → the marker that says so (the first word that matches its command; else "process").
PROGRAMS = (("chrom", "browser"), ("virtual-screen", "screen"), ("two-screens", "screen"), ("xvfb", "screen"),
            ("xdotool", "screen"), ("xrandr", "screen"), ("audio-sink", "sound"), ("pulse", "sound"),
            ("pactl", "sound"), ("paplay", "sound"), ("parec", "sound"), ("festival", "sound"), ("espeak", "sound"),
            ("redis", "redis"), ("caddy", "caddy"), ("wine", "wine"), ("mingw", "wine"))

QUICK = False            # `--quick`: set once at start-up, before any test module is imported


def configure(config) -> None:
    global QUICK
    QUICK = config.getoption("quick")
    registered = {line.split(":")[0].strip() for line in config.getini("markers")}
    assert registered >= {REAL, *PARTS}, f"pyproject.toml registers no marker {sorted({REAL, *PARTS} - registered)}"


def examples(full: int, quick: int | None = None) -> int:
    """How many examples a property test tries: `full` under `make test`, about a tenth under `make check`."""
    return full if not QUICK else (quick if quick is not None else max(10, full // 10))


def every(full: int, quick: int) -> int:
    """The stride through a long list of cases: each one under `make test`, one in `quick` under `make check`."""
    return quick if QUICK else full


# ---------------------------------------------------------------------- the checks


def part_of(command) -> str:
    words = command if isinstance(command, (list, tuple)) else [command]
    text = " ".join(Path(str(w)).name if i == 0 else str(w) for i, w in enumerate(words[:3])).lower()
    return next((part for word, part in PROGRAMS if word in text), "process")


def parts_of(item) -> set[str]:
    return {mark.name for mark in item.iter_markers() if mark.name in PARTS}


WRONG = pytest.StashKey[str]()


def mark(items) -> list[str]:
    """Each finer marker brings `real`; the tests that use a real part's fixture without its marker are named (and
    each says so in its stash, under xdist, where a worker's collection cannot stop the run cleanly)."""
    wrong = []
    for item in items:
        parts = parts_of(item)
        if parts and not item.get_closest_marker(REAL):
            item.add_marker(REAL)
        missing = sorted({FIXTURES[name] for name in item.fixturenames if name in FIXTURES} - parts)
        if missing:
            item.stash[WRONG] = f"{item.nodeid} uses {', '.join(n for n in item.fixturenames if n in FIXTURES)} " \
                                f"without @pytest.mark.{missing[0]}"
            wrong.append(item.stash[WRONG])
    return wrong


class Guard:
    """While a test that is not marked `real` is set up and runs, starting a process fails it: the fast tier starts
    none. (Its tear-down may stop what a real test of the same run started: that is let be.)

    A process is charged to the test whose code started it, not to the test that happens to run then: every thread
    carries the test that was running when it was started (a thread started by such a thread carries the same one),
    so a real test's announcer, server or browser thread that starts `festival` while a pure test runs on the same
    worker is that real test's doing. A thread that starts a process after its test ended is named in the run's
    summary (`leftovers`): a note for a real test, an error for one that is not (it started a process unmarked)."""

    def __init__(self):
        self.current: tuple[str, bool] | None = None    # (node id, marked real) from a test's set-up to its tear-down
        self.guarded = False                            # its set-up and call, when it is not marked real
        self.runner: threading.Thread | None = None     # the thread that runs the tests
        self.started: list[str] = []
        self.leftovers: list[tuple[bool, str]] = []     # (an error?, the sentence)
        self.lock = threading.Lock()
        self.original = subprocess.Popen._execute_child
        self.original_start = threading.Thread.start

    def install(self) -> None:
        guard, original, original_start = self, self.original, self.original_start

        def execute_child(popen, args, *rest, **options):
            guard.check(args)
            return original(popen, args, *rest, **options)

        def start(thread):
            thread._guard_owner = guard.owner()
            return original_start(thread)

        subprocess.Popen._execute_child = execute_child
        threading.Thread.start = start

    def uninstall(self) -> None:
        subprocess.Popen._execute_child = self.original
        threading.Thread.start = self.original_start

    def owner(self) -> tuple[str, bool] | None:
        """The test whose code is running: the current test on the runner's thread, else the thread's own."""
        thread = threading.current_thread()
        if thread is self.runner or self.runner is None:
            return self.current
        return getattr(thread, "_guard_owner", None)

    def check(self, command) -> None:
        owner = self.owner()
        if owner is None or _finding_a_library():
            return
        test, real = owner
        words = command if isinstance(command, (list, tuple)) else [command]
        shown = " ".join(map(str, words[:4]))
        if self.current is None or self.current[0] != test:
            said = (f"{test} left a thread that started `{shown}` after the test ended"
                    + ("" if real else f", without @pytest.mark.{part_of(command)}"))
            with self.lock:
                self.leftovers.append((not real, said))
            return
        if real or not self.guarded:
            return
        said = f"{test} started `{shown}` without " \
               f"@pytest.mark.{part_of(command)}: a test that needs a real part says so (tests/support/tiers.py)"
        with self.lock:
            self.started.append(said)
        pytest.fail(said, pytrace=False)

    def begin(self, item) -> None:
        if WRONG in item.stash:
            pytest.fail(item.stash[WRONG], pytrace=False)
        self.runner = threading.current_thread()
        real = item.get_closest_marker(REAL) is not None
        self.current, self.guarded = (item.nodeid, real), not real
        self.started = []

    def end(self) -> list[str]:
        """The call is over: tear-down is not guarded (it may stop what another test started)."""
        self.guarded = False
        return self.started

    def finish(self) -> None:
        """The test's tear-down is over: what its threads start from now on is a leftover."""
        self.current, self.guarded = None, False

    @contextmanager
    def ahead(self):
        """A process a shared fixture starts now for a real test later in the run (Chromium printing a report
        while the pure tests read it); the fixture starts it only when that test was selected. Threads started
        meanwhile belong to no test."""
        current, guarded = self.current, self.guarded
        self.current, self.guarded = None, False
        try:
            yield
        finally:
            self.current, self.guarded = current, guarded


def _finding_a_library() -> bool:
    """ctypes.util.find_library asks ldconfig (a library loaded by name, as sounddevice loads PortAudio): no part."""
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_globals.get("__name__") == "ctypes.util":
            return True
        frame = frame.f_back
    return False


GUARD = Guard()

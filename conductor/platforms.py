"""Every way Conductor differs between Windows, macOS and Linux, in one module (DESIGN §4h).

No other module reads `sys.platform`, `os.name` or `platform.system()` (tests/test_platforms.py lists the branches
and fails on one elsewhere); each asks here, at call time, so a test can run the game's code as Windows or macOS
would by setting `sys.platform`. This module imports nothing from the package: setup.py reads it by path to name
the engine library it builds.
"""

from __future__ import annotations

import sys
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    import asyncio

T = TypeVar("T")

WINDOWS, MACOS, LINUX = "windows", "macos", "linux"

# Every module that branches on the platform (it asks `system()` or a function below), and what differs; checked
# against the code by tests/test_platforms.py, which also runs the non-display ones as Windows and macOS.
BRANCHES = {
    "conductor.engine_binding": "the engine library's file name (engine_library)",
    "conductor.announcer.espeak_library": "libespeak-ng: Debian's on Linux, the espeakng-loader wheel's elsewhere",
    "conductor.doctor.laptop": "which voice speaks (voice_source) and how to extend the desktop (system)",
    "conductor.game.lock": "the log lock: msvcrt.locking on Windows, flock elsewhere",
    "conductor.files": "0600/0700 modes set on Linux and macOS; on Windows the user's folder's access list",
    "conductor.display.screens": "on Linux, no display named means no screen; where SDL is found (/proc/self/maps)",
    "conductor.doctor.windows_network": "on Windows, the network's profile, the firewall's rules and the adapters",
}
# Asked here by name, the same call on every platform (each answers for the platform it runs on): the event loop of
# the game server and the multiplex hub (event_loop, run), the open-file limit the server holds its connections
# under (open_file_limits, raise_open_file_limit), a path as a C library's fopen takes it (native_path).
# The same on every platform, by design: UTF-8 standard streams (cli/__init__.py, at the command's entry); files
# written in binary (files.py: O_BINARY, a no-op elsewhere); the user's folders come from platformdirs (data.py, training.py); the
# sound goes to PortAudio's default output (sounddevice's wheel on Windows and macOS); a shutdown's SIGTERM (Linux,
# macOS) or a closed console (Windows) ends the process, and the game resumes from its log, written event by event.

# The C engine's library in the package folder, loaded by cffi's ABI mode (conductor/engine_binding.py).
ENGINE_LIBRARY = {WINDOWS: "engine.dll", MACOS: "libengine.dylib", LINUX: "libengine.so"}


def system(platform: str | None = None) -> str:
    """windows, macos or linux (any other Unix is served as Linux is), from `sys.platform` as it is now."""
    name = sys.platform if platform is None else platform
    return WINDOWS if name.startswith("win") else MACOS if name == "darwin" else LINUX


def engine_library(platform: str | None = None) -> str:
    return ENGINE_LIBRARY[system(platform)]


# --- the voice -------------------------------------------------------------------------------------

def espeak_library() -> tuple[str, str | None]:
    """libespeak-ng's file and its data folder: Debian's `libespeak-ng1` on Linux (its own data), the
    `espeakng-loader` wheel's library and data on Windows and macOS (pyproject's environment markers install it)."""
    if system() == LINUX:
        return "libespeak-ng.so.1", None
    import espeakng_loader

    return espeakng_loader.get_library_path(), espeakng_loader.get_data_path()


def voice_source() -> str:
    """Where the announcer's voices come from (doctor says it): the system's espeak-ng and Festival on Linux,
    eSpeak NG from a wheel elsewhere (Festival's Ona is a Linux package only)."""
    return "system" if system() == LINUX else "wheel"


# --- the event loop --------------------------------------------------------------------------------

# select() on Windows takes at most 512 sockets (CPython's FD_SETSIZE there): the selector loop's ceiling, the
# listening socket and the loop's own pair included. Players at home past that go to a Linux server.
SELECT_SOCKETS = 512


def event_loop() -> asyncio.AbstractEventLoop:
    """A new event loop for the game server and the multiplex hub: a selector loop on every platform. Windows'
    default, the Proactor loop, has no add_reader, which the server's listener accepts with (server/listener.py)."""
    import asyncio

    if system() == WINDOWS:
        return asyncio.SelectorEventLoop()
    return asyncio.new_event_loop()


def run(main: Coroutine[Any, Any, T]) -> T:
    """asyncio.run(main) on event_loop()'s loop."""
    import asyncio

    with asyncio.Runner(loop_factory=event_loop) as runner:
        return runner.run(main)


# --- open files ------------------------------------------------------------------------------------

def open_file_limits() -> tuple[int | None, int | None]:
    """(soft, hard) limits on the files and sockets this process may hold open, None for no limit. On Windows,
    select()'s SELECT_SOCKETS. `resource` is Unix-only: imported here, in the branch that uses it."""
    if system() == WINDOWS:
        return SELECT_SOCKETS, SELECT_SOCKETS
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return (None if soft == resource.RLIM_INFINITY else soft), (None if hard == resource.RLIM_INFINITY else hard)


def raise_open_file_limit(wanted: int) -> int:
    """Raise the soft limit toward `wanted` (as far as the hard one); returns it (`wanted` when there is none)."""
    soft, hard = open_file_limits()
    if soft is None:
        return wanted
    goal = wanted if hard is None else min(hard, wanted)
    if soft < goal and system() != WINDOWS:
        import resource

        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (goal, resource.RLIM_INFINITY if hard is None else hard))
            soft = goal
        except (ValueError, OSError):
            pass
    return soft


# --- paths into C libraries ------------------------------------------------------------------------

def native_path(path: str) -> bytes:
    """A path as a C library's fopen takes it (eSpeak NG's data folder): UTF-8 on Linux and macOS; on Windows the
    ANSI code page's bytes ("C:\\Users\\Núria" is cp1252 there), else the folder's short 8.3 name, which is ASCII.
    Conductor's own engine takes UTF-8 and opens wide paths itself (engine_c/filemap.c). ValueError when Windows
    has neither for this path (a name outside the code page on a volume without short names)."""
    if system() != WINDOWS:
        return path.encode("utf-8")
    try:
        return path.encode("mbcs", "strict")
    except LookupError:                # no ANSI code page: not Windows after all (a test setting sys.platform)
        return path.encode("utf-8")
    except UnicodeEncodeError:
        pass
    short = _short_path(path)
    if short and short.isascii():
        return short.encode("ascii")
    from .messages import KeyedError        # here, not at the top: setup.py loads this module alone, outside the package

    raise KeyedError("platforms.short_name", path=path)


def _short_path(path: str) -> str | None:
    import ctypes

    kernel32 = ctypes.windll.kernel32          # type: ignore[attr-defined]  # Windows only
    size = kernel32.GetShortPathNameW(path, None, 0)
    if not size:
        return None
    buffer = ctypes.create_unicode_buffer(size)
    return buffer.value if kernel32.GetShortPathNameW(path, buffer, size) else None

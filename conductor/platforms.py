"""Every way Conductor differs between Windows, macOS and Linux, in one module (DESIGN §4h).

No other module reads `sys.platform`, `os.name` or `platform.system()` (tests/test_platforms.py lists the branches
and fails on one elsewhere); each asks here, at call time, so a test can run the game's code as Windows or macOS
would by setting `sys.platform`. This module imports nothing from the package: setup.py reads it by path to name
the engine library it builds.
"""

from __future__ import annotations

import sys

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
}
# The same on every platform, by design: the user's folders come from platformdirs (data.py, training.py); the
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

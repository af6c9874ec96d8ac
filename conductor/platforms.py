"""Every way Conductor differs between Windows, macOS and Linux, in one module (DESIGN §4h).

No other module reads `sys.platform`, `os.name` or `platform.system()` (tests/test_platforms.py lists the branches
and fails on one elsewhere); each asks here, at call time, so a test can run the game's code as Windows or macOS
would by setting `sys.platform`. This module imports nothing from the package: setup.py reads it by path to name
the engine library it builds.
"""

from __future__ import annotations

import sys

WINDOWS, MACOS, LINUX = "windows", "macos", "linux"

# The C engine's library in the package folder, loaded by cffi's ABI mode (conductor/engine_binding.py).
ENGINE_LIBRARY = {WINDOWS: "engine.dll", MACOS: "libengine.dylib", LINUX: "libengine.so"}


def system(platform: str | None = None) -> str:
    """windows, macos or linux (any other Unix is served as Linux is), from `sys.platform` as it is now."""
    name = sys.platform if platform is None else platform
    return WINDOWS if name.startswith("win") else MACOS if name == "darwin" else LINUX


def engine_library(platform: str | None = None) -> str:
    return ENGINE_LIBRARY[system(platform)]

"""The C engine's library, loaded through cffi's out-of-line ABI mode from the package's own folder, the same way
on every platform (DESIGN §4h): `ffi` (from the binding module setup.py generates from engine_c/engine.h) and
`lib`, the library conductor/platforms.py names (libengine.so, libengine.dylib, engine.dll)."""

from __future__ import annotations

from pathlib import Path

from .platforms import engine_library

try:
    from ._engine_abi import ffi
except ImportError as error:      # a checkout never installed: the binding is made by the build
    raise ImportError("the C engine's binding is missing: run `make install` (pip install -e .)") from error

LIBRARY = Path(__file__).resolve().with_name(engine_library())

try:
    lib = ffi.dlopen(str(LIBRARY))
except OSError as error:
    raise ImportError(f"the C engine's library {LIBRARY} cannot be loaded ({error}): "
                      "run `make install` (pip install -e .), or install the wheel built for this platform") from error

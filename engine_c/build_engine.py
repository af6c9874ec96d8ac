"""The C engine as a plain shared library with a C ABI, and its cffi binding (DESIGN §4h).

The library (libengine.so, libengine.dylib, engine.dll: conductor/platforms.py names it) is compiled from the
engine's C files alone, with no Python headers, so a cross-compiler builds every platform's library here
(scripts/build_wheels.py, `make wheels`). The binding is cffi's out-of-line ABI mode: `conductor._engine_abi`,
a pure-Python module generated from engine.h's declarations, whose `ffi.dlopen` loads the library from the
package folder (conductor/engine_binding.py) on every platform. setup.py calls `build_library` with the
machine's own compiler and `write_binding`.
"""

from __future__ import annotations

import platform
import shlex
import subprocess
from pathlib import Path

from cffi import FFI

HERE = Path(__file__).resolve().parent

# The engine's files (engine_c/selftest.c is a program of its own, built by tests/test_portability.py).
SOURCES = ["filemap.c", "lexicon.c", "graph_build.c", "wordmaps.c", "movegen.c", "moves.c", "bounds.c", "tops.c",
           "wordsearch.c"]

# Not -march=native: a wheel built here must run on the club's older laptop. x86-64-v2 (2009 on)
# brings the popcount instruction the word graph's steps use; measured no slower than native here.
X86_64 = ["-march=x86-64-v2"]
# gcc, clang and Zig: optimised, exported symbols only those engine.h marks CND_API.
FLAGS = ["-O3", "-std=c11", "-Wall", "-fvisibility=hidden", "-DCND_BUILD_LIBRARY"]


def host_flags() -> list[str]:
    return X86_64 if platform.machine().lower() in ("x86_64", "amd64") else []


def declarations() -> str:
    """engine.h as cffi's cdef takes it: the declarations, without preprocessor lines or CND_API, and the
    constants the Python side reads."""
    header = (HERE / "engine.h").read_text()
    body = "\n".join(line for line in header.splitlines() if not line.startswith("#"))
    body = body.split("*/", 1)[1].split("*/", 1)[1].replace("CND_API ", "")   # the two opening comments
    return """
    #define CND_SIZE 15
    #define CND_MAX_WORD 15
    #define CND_BLANK 0x80
    #define CND_NEW 0x40
    #define CND_CODE_MASK 0x3F
    #define CND_RACK_BLANK 63
    #define CND_VERSION 2
    #define CND_WHERE_TEXT 8
    #define CND_TILE_TEXT 4
    """ + body


ffibuilder = FFI()
ffibuilder.cdef(declarations())
ffibuilder.set_source("conductor._engine_abi", None)   # None: out-of-line ABI mode, no C compiled for Python


def write_binding(path: Path) -> None:
    """The generated binding module (pure Python; the same for every platform)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    ffibuilder.emit_python_code(str(path))


def build_library(out: Path, compiler: str | list[str] = "cc", flags: list[str] | None = None) -> Path:
    """Compile and link the engine into one shared library at `out` with a gcc-like compiler (a command line:
    "gcc", "python -m ziglang cc -target x86_64-windows-gnu"); `flags`: the target's (default: this machine's)."""
    command = shlex.split(compiler) if isinstance(compiler, str) else list(compiler)
    out.parent.mkdir(parents=True, exist_ok=True)
    target_flags = host_flags() if flags is None else flags
    pic = [] if out.suffix == ".dll" else ["-fPIC"]
    subprocess.run([*command, "-shared", *pic, *FLAGS, *target_flags, f"-I{HERE}",
                    *(str(HERE / name) for name in SOURCES), "-o", str(out)], check=True)
    return out


if __name__ == "__main__":
    import sys

    sys.path.insert(0, str(HERE.parent))
    from conductor.platforms import engine_library

    build_library(HERE.parent / "conductor" / engine_library())
    write_binding(HERE.parent / "conductor" / "_engine_abi.py")

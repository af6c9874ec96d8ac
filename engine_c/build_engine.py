"""cffi out-of-line API build of the C engine; setup.py runs it during `pip install`."""

import platform
from pathlib import Path

from cffi import FFI

HERE = Path(__file__).resolve().parent

# Not -march=native: a wheel built here must run on the club's older laptop. x86-64-v2 (2009 on)
# brings the popcount instruction the word graph's steps use; measured no slower than native here.
TARGET = ["-march=x86-64-v2"] if platform.machine().lower() in ("x86_64", "amd64") else []

# The engine's files (engine_c/selftest.c is a program of its own, built by tests/test_portability.py).
SOURCES = ["filemap.c", "lexicon.c", "graph_build.c", "wordmaps.c", "movegen.c", "moves.c", "bounds.c", "tops.c",
           "wordsearch.c"]

ffibuilder = FFI()
header = (HERE / "engine.h").read_text()
# cdef takes the declarations only: drop preprocessor lines and keep the constants it needs.
declarations = "\n".join(line for line in header.splitlines() if not line.startswith("#"))
ffibuilder.cdef(
    """
    #define CND_SIZE 15
    #define CND_MAX_WORD 15
    #define CND_BLANK 0x80
    #define CND_NEW 0x40
    #define CND_CODE_MASK 0x3F
    #define CND_RACK_BLANK 63
    #define CND_VERSION 2
    #define CND_WHERE_TEXT 8
    #define CND_TILE_TEXT 4
    """
    + declarations.split("*/", 1)[1]
)
ffibuilder.set_source(
    "conductor._engine",
    '#include "engine.h"',
    sources=[f"engine_c/{name}" for name in SOURCES],  # relative: setuptools refuses absolute paths
    include_dirs=["engine_c"],
    depends=[f"engine_c/{path.name}" for path in sorted(HERE.glob("*.h"))],  # search_body.h: the search, included twice
    extra_compile_args=["-O3", *TARGET, "-std=c11", "-Wall"],
)

if __name__ == "__main__":
    ffibuilder.compile(verbose=True)

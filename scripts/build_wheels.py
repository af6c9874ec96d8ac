#!/usr/bin/env python3
"""`make wheels`: Conductor's wheels for Windows, macOS and Linux, cross-built on this Linux machine (DESIGN §4h).

The sdist is built, and a wheel from it (this machine's, as PyPI users would build it); the wheels differ only in
the engine's library (engine_c/build_engine.py: a plain shared library, no Python headers), so each platform's
wheel is that wheel unpacked, its library swapped for the one Zig (PyPI's `ziglang`; Debian's MinGW-w64 for
Windows) builds for the platform, its
tag set (`py3-none-<platform>`) and packed again with `wheel pack` (which writes RECORD anew).

    .venv/bin/python scripts/build_wheels.py [--out dist] [--only TAG ...]

Prints each wheel's tag and size. The libraries also stay in OUT/libraries/<tag>/ for `make portability`.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "engine_c"))
sys.path.insert(0, str(ROOT))

from build_engine import build_library  # noqa: E402

from conductor.platforms import engine_library  # noqa: E402

ZIG = [sys.executable, "-m", "ziglang", "cc", "-s"]   # -s: no debug information in a wheel
X86_64 = ["-mcpu=x86_64_v2"]   # x86-64-v2, as engine_c/build_engine.py builds for this machine (Zig's spelling)
MACOS = ["-Wl,-install_name,@rpath/libengine.dylib"]   # the dylib's own name: not this machine's build folder

# wheel platform tag: (the compiler's command line, the sys.platform it runs on, the target's flags). Zig builds
# the macOS and Linux libraries (glibc 2.28 is what manylinux_2_28 promises; macOS 11 is the first on Apple
# silicon); Debian's MinGW-w64 the Windows DLL (against msvcrt.dll, which every Windows has): Zig's first Windows
# build compiles the MinGW C runtime, minutes on a loaded machine, where gcc takes seconds.
TARGETS = {
    "win_amd64": (["x86_64-w64-mingw32-gcc"], "win32", ["-march=x86-64-v2", "-s", "-static-libgcc"]),
    "macosx_11_0_arm64": ([*ZIG, "-target", "aarch64-macos.11.0"], "darwin", MACOS),
    "macosx_10_13_x86_64": ([*ZIG, "-target", "x86_64-macos.10.13"], "darwin", [*MACOS, *X86_64]),
    "manylinux_2_28_x86_64": ([*ZIG, "-target", "x86_64-linux-gnu.2.28"], "linux", X86_64),
    "manylinux_2_28_aarch64": ([*ZIG, "-target", "aarch64-linux-gnu.2.28"], "linux", []),
}


def run(command: list[str], **kwargs) -> None:
    subprocess.run(command, check=True, **kwargs)


def build_for(tag: str, folder: Path) -> Path:
    """The engine library for one wheel tag, built into folder/<tag>/."""
    compiler, platform, flags = TARGETS[tag]
    out = folder / tag / engine_library(platform)
    build_library(out, compiler, flags)
    return out


def set_tag(unpacked: Path, tag: str) -> None:
    wheel_file = next(unpacked.glob("*.dist-info")) / "WHEEL"
    lines = [line for line in wheel_file.read_text().splitlines() if line and not line.startswith("Tag:")]
    wheel_file.write_text("\n".join([*lines, f"Tag: py3-none-{tag}"]) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--only", nargs="*", choices=sorted(TARGETS), default=sorted(TARGETS))
    args = parser.parse_args()
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("conductor_duplicate-*"):
        old.unlink()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as temp:
        work = Path(temp)
        # the sdist, then this machine's wheel from it: its pure-Python part is every wheel's
        run([sys.executable, "-m", "build", "--outdir", str(work / "host"), str(ROOT)], stdout=subprocess.DEVNULL)
        shutil.copy(next((work / "host").glob("*.tar.gz")), out)
        host_wheel = next((work / "host").glob("*.whl"))
        run([sys.executable, "-m", "wheel", "unpack", "--dest", str(work / "unpacked"), str(host_wheel)],
            stdout=subprocess.DEVNULL)
        unpacked = next((work / "unpacked").iterdir())
        for library in (unpacked / "conductor").glob("*engine.*"):
            if library.suffix in (".so", ".dylib", ".dll"):
                library.unlink()
        built = time.perf_counter()
        for tag in args.only:
            library = build_for(tag, out / "libraries")
            tree = work / tag / unpacked.name
            shutil.copytree(unpacked, tree)
            shutil.copy(library, tree / "conductor" / library.name)
            set_tag(tree, tag)
            run([sys.executable, "-m", "wheel", "pack", "--dest-dir", str(out), str(tree)], stdout=subprocess.DEVNULL)
    print(f"wheels in {out} (sdist and host wheel {built - started:.0f} s, libraries and packing "
          f"{time.perf_counter() - built:.0f} s):")
    for wheel in sorted(out.glob("conductor_duplicate-*")):
        print(f"  {wheel.name:<60} {wheel.stat().st_size / 1e6:6.2f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

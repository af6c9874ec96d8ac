"""The wheels `make wheels` cross-builds (DESIGN §4h), each checked as far as this machine can: the same Python in
every wheel beside its own engine library, exporting exactly engine.h's CND_API functions; the Linux x86_64 wheel
installed in a fresh venv plays the demo as the checkout does; the engine's self-test program (engine_c/selftest.c),
linked against the very library a wheel holds (not a static build), runs natively on Linux x86_64, under qemu-user
for aarch64 and under Wine for Windows, and prints the same tops as Linux's (the Python engine's); the macOS
libraries are read as Mach-O: the right architecture, a dylib, nothing linked but libSystem.

Run by `make portability` after `make wheels` (CONDUCTOR_PORTABILITY=1); skipped otherwise.
"""

import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conductor.platforms import engine_library
from paths import ROOT
from test_portability import cases, selftest_tops, tool  # noqa: F401 (cases: the self-test's fixture)

pytestmark = [pytest.mark.skipif(os.environ.get("CONDUCTOR_PORTABILITY") != "1",
                                 reason="run by `make portability` after `make wheels` (CONDUCTOR_PORTABILITY=1)"),
              pytest.mark.wine]

sys.path.insert(0, str(ROOT / "scripts"))
from build_wheels import TARGETS  # noqa: E402

DIST = ROOT / "dist"
EXPORTED = set(re.findall(r"^CND_API .*?\b(cnd_\w+)\(", (ROOT / "engine_c" / "engine.h").read_text(), re.M))
MACHO_ARCH = {"macosx_11_0_arm64": "ARM64", "macosx_10_13_x86_64": "X86_64"}


def run(command, **kwargs):
    done = subprocess.run(command, capture_output=True, text=True, timeout=900, **kwargs)
    assert done.returncode == 0, (command, done.stdout[-3000:], done.stderr[-3000:])
    return done


def wheel(tag: str) -> Path:
    found = list(DIST.glob(f"conductor_duplicate-*-py3-none-{tag}.whl"))
    assert len(found) == 1, f"no single {tag} wheel in {DIST}: run `make wheels`"
    return found[0]


def library(tag: str) -> Path:
    return DIST / "libraries" / tag / engine_library(TARGETS[tag][1])


def test_every_wheel_holds_the_same_python_and_its_own_engine_library():
    contents = {}
    for tag in TARGETS:
        with zipfile.ZipFile(wheel(tag)) as archive:
            names = set(archive.namelist())
            name = f"conductor/{engine_library(TARGETS[tag][1])}"
            assert archive.read(name) == library(tag).read_bytes(), tag      # the library the self-tests ran
            assert f"Tag: py3-none-{tag}" in archive.read(next(n for n in names if n.endswith("/WHEEL"))).decode()
            libraries = {n for n in names if re.fullmatch(r"conductor/(lib)?engine\.(so|dylib|dll)", n)}
            assert libraries == {name}, tag
            contents[tag] = {n: archive.read(n) for n in names - libraries if "/RECORD" not in n and "/WHEEL" not in n}
    first = next(iter(contents.values()))
    assert "conductor/_engine_abi.py" in first
    assert all(other == first for other in contents.values())


def test_each_library_exports_exactly_the_engines_functions():
    assert len(EXPORTED) == 27
    for tag in TARGETS:
        path = library(tag)
        if path.suffix == ".dll":     # and needs only what every Windows has
            headers = run(["llvm-objdump", "-p", str(path)]).stdout
            assert sorted(re.findall(r"DLL Name: (\S+)", headers)) == ["KERNEL32.dll", "msvcrt.dll"], headers
            names = set(re.findall(r"\b(cnd_\w+)\b", headers.split("Export Table:", 1)[1]))
        else:
            names = {line.split()[-1].lstrip("_") for line in
                     run(["llvm-nm", "--extern-only", "--defined-only", "-D" if path.suffix == ".so" else "-g",
                          str(path)]).stdout.splitlines() if line.strip()}
            names -= {"dso_handle", "mh_dylib_header"}     # what Apple's linker defines in every dylib
        assert names == EXPORTED, (tag, names ^ EXPORTED)


@pytest.mark.parametrize("tag", sorted(MACHO_ARCH))
def test_the_macos_libraries_are_mach_o_dylibs_needing_only_libsystem(tag):
    path = library(tag)
    header = run(["llvm-objdump", "--macho", "--private-header", str(path)]).stdout
    assert re.search(rf"MH_MAGIC_64\s+{MACHO_ARCH[tag]}\b.*\bDYLIB\b", header), header
    used = [line.split()[0] for line in
            run(["llvm-objdump", "--macho", "--dylibs-used", str(path)]).stdout.splitlines()[1:]]
    assert used == ["@rpath/libengine.dylib", "/usr/lib/libSystem.B.dylib"], used    # its own name, then libSystem
    undefined = [line for line in run(["llvm-nm", "-m", "--undefined-only", str(path)]).stdout.splitlines() if line]
    assert undefined and all(line.endswith("(from libSystem)") for line in undefined), undefined


def test_the_linux_wheel_plays_the_demo_in_a_fresh_venv(tmp_path):
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", str(venv)])
    run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check",
         str(wheel("manylinux_2_28_x86_64"))])
    demo = ["demo", "--text", "--rounds", "2", "--seed", "3", "--no-audio"]
    env = {**os.environ, "PYTHONPATH": ""}
    played = run([str(venv / "bin" / "conductor"), *demo], cwd=tmp_path, env=env).stdout
    checkout = run([sys.executable, "-m", "conductor", *demo], cwd=tmp_path, env=env).stdout
    assert played == checkout and "jugada mestra" in played
    where = run([str(venv / "bin" / "python"), "-c", "import conductor.engine_binding as b; print(b.LIBRARY)"],
                cwd=tmp_path, env=env).stdout
    assert where.strip().endswith("site-packages/conductor/libengine.so")


def linked_selftest(tag: str, folder: Path) -> list[str]:
    """The self-test program linked against the wheel's library (copied beside it): the command that runs it."""
    folder.mkdir(parents=True, exist_ok=True)
    shared = folder / library(tag).name
    shared.write_bytes(library(tag).read_bytes())
    source = str(ROOT / "engine_c" / "selftest.c")
    if tag == "win_amd64":     # MinGW's linker takes the DLL itself; Wine finds it beside the program
        program = folder / "selftest.exe"
        run([tool("x86_64-w64-mingw32-gcc"), "-O2", f"-I{ROOT / 'engine_c'}", source, str(shared), "-o", str(program)])
        return [tool("wine64", "/usr/lib/wine/wine64", "wine"), str(program)]
    program = folder / "selftest"
    run([*TARGETS[tag][0], "-O2", f"-I{ROOT / 'engine_c'}", source, f"-L{folder}", "-lengine",
         "-Wl,-rpath,$ORIGIN", "-o", str(program)])
    if tag.endswith("aarch64"):
        return [tool("qemu-aarch64"), "-L", "/usr/aarch64-linux-gnu", str(program)]
    return [str(program)]


def test_each_platforms_self_test_prints_linux_tops(tmp_path, cases):
    """x86_64 Linux natively, aarch64 Linux under qemu-user, Windows under Wine: each runs the tops query and the
    full search through the wheel's library and prints, byte for byte (line ends aside), what the x86_64 Linux
    build prints, which are the tops the Python engine finds."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env |= {"WINEPREFIX": str(tmp_path / "wine"), "WINEDEBUG": "-all", "WINEDLLOVERRIDES": "mscoree,mshtml="}
    commands = {tag: linked_selftest(tag, tmp_path / tag)
                for tag in ("manylinux_2_28_x86_64", "manylinux_2_28_aarch64", "win_amd64")}
    for name, words, positions, expected in cases:
        linux = run([*commands["manylinux_2_28_x86_64"], str(words), str(positions)], env=env).stdout
        assert "the same as the full search" in linux and "word maps" in linux, name
        assert selftest_tops(linux) == expected, name
        for tag in ("manylinux_2_28_aarch64", "win_amd64"):
            other = run([*commands[tag], str(words), str(positions)], env=env).stdout.replace("\r\n", "\n")
            assert other == linux, (name, tag)
        print(f"{name}: {len(expected)} positions, the same tops on x86_64 Linux, aarch64 (qemu) and Windows (Wine)")

"""The C engine in portable C: it builds with -Wall -Wextra -Werror under gcc and clang, and for Windows
with MinGW-w64; its own self-test program (engine_c/selftest.c: the tops query against the full search, from a
words file and a positions file) prints the tops the Python engine finds. tests/test_wheels.py runs it, linked
against each wheel's library, under Wine and qemu-user too.

Run by `make portability`, which installs the compilers and Wine first (CONDUCTOR_PORTABILITY=1); skipped otherwise.
"""

import gzip
import os
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from conductor.engine import Lexicon, MoveGenerator
from conductor.wordlist.spelled import spell_list
from conductor.data import embedded_word_list
from conductor.rules import BLANK, CATALAN, SPANISH
from conductor.simulate import play
from paths import ROOT
from test_engine_differential import CASES, _positions, _sub_lexicon

pytestmark = [pytest.mark.skipif(os.environ.get("CONDUCTOR_PORTABILITY") != "1",
                                 reason="run by `make portability` (CONDUCTOR_PORTABILITY=1), which installs the tools"),
              pytest.mark.wine]

ENGINE = ROOT / "engine_c"
STRICT = ["-std=c11", "-Wall", "-Wextra", "-Werror"]


def tool(*names: str) -> str:
    for name in names:
        found = shutil.which(name) or (name if Path(name).is_file() else None)
        if found:
            return found
    pytest.fail(f"none of {names} is installed: `make portability` installs them")


def compile_selftest(compiler: str, out: Path, *flags: str) -> Path:
    sources = sorted(str(path) for path in ENGINE.glob("*.c"))
    done = subprocess.run([compiler, *STRICT, *flags, f"-I{ENGINE}", *sources, "-o", str(out)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{compiler} {' '.join(flags)}:\n{done.stderr}"
    return out


def write_words(path: Path, words_text: str, tiles) -> Path:
    codes = spell_list(words_text, tiles).codes
    values = " ".join(str(letter.value) for letter in tiles.letters)
    path.write_bytes(f"values {values}\n".encode() + codes)
    return path


def write_positions(path: Path, generator: MoveGenerator, positions) -> Path:
    tiles = generator.lexicon.tiles
    lines = [generator._cells(board).hex() + " " + bytes(lib_code(tiles, t) for t in rack).hex()
             for board, rack in positions]
    path.write_text("\n".join(lines) + "\n")
    return path


def lib_code(tiles, label: str) -> int:
    return 63 if label == BLANK else tiles.index(label)


def selftest_tops(output: str) -> list[tuple[int, int]]:
    """(top score, tied) of each position, as the self-test printed them."""
    tops = []
    for line in output.splitlines():
        if line.startswith("position ") and ": top " in line and "DIFFERS" not in line:
            top, tied = line.split(": top ", 1)[1].split(", ")
            tops.append((int(top), int(tied.split()[0])))
    return tops


@pytest.fixture(scope="module")
def cases(tmp_path_factory):
    """Words and positions files: small Catalan and Spanish lexicons with the differential positions (racks with
    0, 1 and 2 blanks), and the embedded Catalan list with self-played boards and hidden blanks; with the tops
    the Python engine finds for each."""
    folder = tmp_path_factory.mktemp("selftest")
    made = []
    for name in ("small", "small-es"):
        spec = CASES[name]
        tiles = spec.get("tiles", CATALAN)
        words, _ = _sub_lexicon(spec["size_long"], spec["max_short"], spec["seed"], tiles)
        text = "\n".join(words) + "\n"
        lexicon = Lexicon.from_text(text, tiles)
        positions = _positions(lexicon, spec["seeds"][:3], spec["rounds"])
        made.append((name, write_words(folder / f"{name}.words", text, tiles), lexicon, positions))
    text = gzip.decompress(embedded_word_list("fisc").read_bytes()).decode("utf-8")
    lexicon = Lexicon.load(None, CATALAN)
    generator, rng, positions = MoveGenerator(lexicon, threads=1), random.Random(4), []
    for round_ in play(generator, 7, max_rounds=10):
        rack = list(round_.rack)
        positions.append((round_.board_before, rack))
        for n in (1, 2):
            hidden = set(rng.sample(range(len(rack)), n))
            positions.append((round_.board_before, [BLANK if i in hidden else t for i, t in enumerate(rack)]))
    made.append(("fisc", write_words(folder / "fisc.words", text, CATALAN), lexicon, positions))
    result = []
    for name, words, lexicon, positions in made:
        generator = MoveGenerator(lexicon, threads=1)
        expected = [generator.tops_only(board, rack)[:2] for board, rack in positions]
        result.append((name, words, write_positions(folder / f"{name}.pos", generator, positions), expected))
    assert any(SPANISH is lexicon.tiles for _, _, lexicon, _ in made)
    return result


@pytest.mark.parametrize("compiler", ["gcc", "clang"])
def test_the_engine_builds_without_a_warning(compiler, tmp_path, cases):
    """Every engine file, the self-test included, at -O0, -O2 and -O3 for x86-64-v2 (the wheel's flags); the
    self-test then finds the Python engine's tops and the full search's."""
    cc = tool(compiler)
    for flags in (["-O0"], ["-O2"], ["-O3", "-march=x86-64-v2"]):
        program = compile_selftest(cc, tmp_path / f"selftest-{compiler}", *flags)
        for name, words, positions, expected in cases[:2]:
            done = subprocess.run([str(program), str(words), str(positions)], capture_output=True, text=True,
                                  timeout=300)
            assert done.returncode == 0, f"{name} {flags}: {done.stdout[-3000:]}{done.stderr}"
            assert "the same as the full search" in done.stdout
            assert selftest_tops(done.stdout) == expected


def test_the_windows_build_has_no_warning(tmp_path):
    """MinGW-w64 builds every engine file and the self-test for Windows without a warning. The Windows self-test
    runs under Wine linked against the wheel's DLL, and prints Linux's tops: tests/test_wheels.py."""
    compile_selftest(tool("x86_64-w64-mingw32-gcc"), tmp_path / "selftest.exe", "-O2", "-static")

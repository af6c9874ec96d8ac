#!/usr/bin/env python3
"""Reading and compiling a whole word list in each form clubs hold it (DESIGN §4l): the embedded Catalan list
(774,395 words) and Spanish list (628,409), written as Notepad, Excel, Windows' zip, gzip, a lone-Q list… write them
(tests/support/club_lists.py), each read by the one reader, then a first load into an empty cache and a second one.

    .venv/bin/python bench/wordlist_bench.py [--ruleset fisc|ajs|both] [--repeat 3] [--before COMMIT]

Per form: the file's size, the encoding said, the median time to read it (unpack, decode, spell in tiles, hash the
words), and whether its words are the list's. Per list: the C compiler's time, a first `Lexicon.load` into an empty
cache (read, compile, write) and a second one (the note of the file read: opened from the cache). `--before COMMIT`
loads each form with the reader of that commit as well (its conductor/lexicon.py, taken from git: the reader before
the one of DESIGN §4l, e.g. 46d1aeb) and says what it did: refused, or how many of the list's words it kept.
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "support"))

from club_lists import forms  # noqa: E402

from conductor.data import embedded_word_list  # noqa: E402
from conductor.engine_binding import ffi, lib  # noqa: E402
from conductor.rules import tile_set  # noqa: E402
from conductor.wordlist import LexiconError, read_word_list, spelled_words  # noqa: E402


def median_seconds(work, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def old_reader(commit: str):
    """conductor/lexicon.py as it was at `commit`, loaded as a module of the package (its relative imports resolve)."""
    source = subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:conductor/lexicon.py"], capture_output=True,
                            text=True, check=True).stdout
    spec = importlib.util.spec_from_loader("conductor._lexicon_before", loader=None)
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "conductor"
    sys.modules[spec.name] = module          # dataclasses look their module up
    exec(compile(source, f"{commit}:conductor/lexicon.py", "exec"), module.__dict__)
    return module


def kept_words(handle) -> bytes:
    out, size = ffi.new("uint8_t **"), ffi.new("size_t *")
    assert lib.cnd_words(handle, out, size) == 0
    try:
        return bytes(ffi.buffer(out[0], size[0]))
    finally:
        lib.cnd_free(out[0])


def bench(ruleset: str, repeat: int, before: str | None) -> None:
    from conductor.lexicon import Lexicon

    tiles = tile_set(ruleset)
    words = gzip.decompress(embedded_word_list(ruleset).read_bytes()).decode("utf-8").split()
    old = before
    with tempfile.TemporaryDirectory(prefix="conductor-lists-") as folder:
        reference = None
        print(f"{ruleset}: {len(words):,} words")
        print(f"  {'form':34} {'MB':>6} {'encoding':>12} {'read s':>7}  same words" + ("  before" if old else ""))
        for name, (data, _) in forms(ruleset, words).items():
            path = Path(folder) / f"{ruleset}-{len(data)}.list"
            path.write_bytes(data)
            listed = read_word_list(data, str(path), tiles)
            reference = reference or listed
            seconds = median_seconds(lambda: read_word_list(data, str(path), tiles), repeat)
            same = listed.identity.sha256_words == reference.identity.sha256_words
            line = (f"  {name:34} {len(data) / 1e6:6.1f} {listed.reading.encoding:>12} {seconds:7.2f}  "
                    f"{'yes' if same else 'NO'}")
            if old is not None:
                line += "  " + before_within(before, path, tiles, reference.codes, BEFORE_SECONDS)
            print(line, flush=True)
        assert reference is not None
        compile_seconds = median_seconds(lambda: Lexicon.compile_codes(reference.codes, tiles), repeat)
        os.environ["CONDUCTOR_CACHE_DIR"] = str(Path(folder) / "cache")
        plain = Path(folder) / "plain.txt"
        plain.write_text("\n".join(words) + "\n", encoding="utf-8")
        first = median_seconds(lambda: Lexicon.load(plain, tiles), 1)
        second = median_seconds(lambda: Lexicon.load(plain, tiles), repeat)
        print(f"  compile (C): {compile_seconds:.2f} s; first load into an empty cache (read, compile, write): "
              f"{first:.2f} s; a second load (cached): {second * 1000:.0f} ms")


BEFORE_SECONDS = 120       # the reader before is given this long a file (it re-scans the text for each bad line)


def before_within(commit: str, path: Path, tiles, codes: bytes, seconds: float) -> str:
    """before_said in a child process, given `seconds`."""
    import multiprocessing

    with multiprocessing.get_context("fork").Pool(1) as pool:
        pending = pool.apply_async(before_said, (commit, path, tiles.name, codes))
        try:
            return pending.get(seconds)
        except multiprocessing.TimeoutError:
            return f"still reading after {seconds:.0f} s: given up"


def before_said(commit: str, path: Path, ruleset: str, codes: bytes) -> str:
    """What the reader before did with this file: refused (its words), or the share of the list's words it kept."""
    old, tiles = old_reader(commit), tile_set(ruleset)
    wanted = set(spelled_words(codes, tiles))
    os.environ["CONDUCTOR_CACHE_DIR"] = str(path.parent / "cache-before")
    try:
        lexicon = old.Lexicon.load(path, tiles)
    except (LexiconError, ValueError, OSError) as error:
        return f"refused: {str(error).split(': ', 1)[-1][:60]}"
    kept = set(spelled_words(kept_words(lexicon._handle), tiles)) & wanted
    skipped = len(lexicon.problems)
    return f"kept {len(kept):,} of {len(wanted):,} ({len(wanted) - len(kept):,} lost, {skipped:,} lines said)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", choices=["fisc", "ajs", "both"], default="both")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--before", metavar="COMMIT", help="also load each form with that commit's reader")
    args = parser.parse_args()
    for ruleset in ("fisc", "ajs") if args.ruleset == "both" else (args.ruleset,):
        bench(ruleset, args.repeat, args.before)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Regenerate lexicon/catalan.txt.gz, the default Catalan word list, from Softcatalà's hunspell
dictionary as published on npm (dictionary-ca 3.0.0). Offline apart from `npm pack`; byte-identical
on every run.

    python lexicon/build_catalan.py                 # fetch with npm pack, build, print counts
    python lexicon/build_catalan.py --source DIR    # use an unpacked package (index.aff, index.dic)
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import subprocess
import sys
import tarfile
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from hunspell_expand import expand, read_aff, read_dic  # noqa: E402

from conductor.rules.spelling import SpellingError, tokenize_word  # noqa: E402
from conductor.rules.tiles import CATALAN  # noqa: E402

PACKAGE = "dictionary-ca@3.0.0"
OUTPUT = HERE / "catalan.txt.gz"
MAX_TILES = 15
VOWELS = set("aeiouàèéíïòóúüAEIOUÀÈÉÍÏÒÓÚÜ")
UNIT_FLAGS = {"U1", "U2", "U3", "U4"}  # unit symbols: m, g, lm, km... (prefixes of SI units)
# Affixes adding these never make a Scrabble word (l'aigua, canta-la); skipping them saves minutes.
SKIP_AFFIX_CHARS = "'’-"
# Flag-less abbreviations that contain a vowel (those without one are dropped by rule).
ABBREVIATIONS = frozenset(
    "abr adm ag apmt apt av ctra dept dta dte entl esgl esq etc febr gral hab hosp ib íd intr jul màx mín "
    "nov nre núm oct pàg pça pral prof prov pta ptal ptes ptge rbla rda ref sta trav".split()
)


def fetch_package(workdir: Path) -> Path:
    """`npm pack` the dictionary into `workdir` and unpack it; returns the package folder."""
    subprocess.run(["npm", "pack", PACKAGE, "--silent"], cwd=workdir, check=True, stdout=subprocess.DEVNULL)
    tarball = next(workdir.glob("dictionary-ca-*.tgz"))
    with tarfile.open(tarball) as archive:
        archive.extractall(workdir, filter="data")
    return workdir / "package"


def normalise_form(form: str) -> str | None:
    """The form as Scrabble tiles ("COL·LEGI"), or None when it is not a playable word."""
    if any(char.isupper() for char in form):
        return None  # proper nouns and acronyms
    try:
        tiles = tokenize_word(form.upper(), CATALAN)
    except SpellingError:
        return None  # apostrophes, hyphens, digits, K, W, a Y outside NY, a Q outside QU
    if not 2 <= len(tiles) <= MAX_TILES:
        return None
    return "".join(tile.label for tile in tiles)


def keep_entry(stem: str, flags: frozenset[str]) -> bool:
    if flags & UNIT_FLAGS:
        return False
    if not VOWELS.intersection(stem):
        return False  # dl, dt, pst, bxs...
    return bool(flags) or stem not in ABBREVIATIONS


def build(source: Path) -> list[str]:
    aff = read_aff(str(source / "index.aff"), skip_chars=SKIP_AFFIX_CHARS)
    forbidden: set[str] = set()
    forms: set[str] = set()
    for stem, flags in read_dic(str(source / "index.dic"), aff):
        if aff.forbidden in flags:
            forbidden.add(stem)
            continue
        if keep_entry(stem, flags):
            forms |= expand(stem, flags, aff)
    # Forbidden words go before accents are stripped: a forbidden "acid" must not remove "àcid".
    forms -= forbidden
    words = {word for form in forms if (word := normalise_form(form)) is not None}
    return sorted(words)


def write(words: list[str], path: Path) -> bytes:
    data = ("\n".join(words) + "\n").encode("utf-8")
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, mtime=0, compresslevel=9) as handle:
        handle.write(data)
    path.write_bytes(buffer.getvalue())
    return data


def write_and_report(words: list[str], path: Path, figures: dict[str, object]) -> None:
    """Write the list and print what the README records of it: the figures and both sha256s."""
    data = write(words, path)
    for key, value in figures.items():
        print(f"{key}: {value}")
    print(f"sha256 (list): {hashlib.sha256(data).hexdigest()}")
    print(f"sha256 ({path.name}): {hashlib.sha256(path.read_bytes()).hexdigest()}")


def statistics(words: list[str]) -> dict[str, object]:
    lengths = Counter(len(tokenize_word(word, CATALAN)) for word in words)
    return {
        "words": len(words),
        "by_length": dict(sorted(lengths.items())),
        "with_L·L": sum("L·L" in w for w in words),
        "with_NY": sum("NY" in w for w in words),
        "with_QU": sum("QU" in w for w in words),
        "with_Ç": sum("Ç" in w for w in words),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", type=Path, help="unpacked dictionary-ca package (default: npm pack)")
    parser.add_argument("-o", "--output", type=Path, default=OUTPUT)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        source = args.source or fetch_package(Path(tmp))
        words = build(source)
    write_and_report(words, args.output, statistics(words))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

#!/usr/bin/env python3
"""Regenerate lexicon/spanish.txt.gz, the default Spanish (AJS) word list, from three free sources:
Debian's hunspell-es 1:7.5.0 and wspanish 1.0.30 (`apt-get download`) and npm's dictionary-es 4.0.0
(`npm pack`). Offline apart from those two fetches; byte-identical on every run.

    python lexicon/build_spanish.py                  # fetch the three packages, build, print counts
    python lexicon/build_spanish.py --source DIR     # DIR holds the three packages' files (see SOURCES)
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tarfile
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from build_catalan import write_and_report  # noqa: E402
from hunspell_expand import expand, read_aff, read_dic  # noqa: E402

from conductor.rules.spelling import SpellingError, tokenize_word  # noqa: E402
from conductor.rules.tiles import SPANISH  # noqa: E402

OUTPUT = HERE / "spanish.txt.gz"
MAX_TILES = 15
DEBIAN = {"hunspell-es": "1:7.5.0-1", "wspanish": "1.0.30"}
NPM = "dictionary-es@4.0.0"
# where each source's files are, inside the folder the packages are unpacked to
SOURCES = {
    "hunspell-es": ("hunspell-es/usr/share/hunspell/es_ES.aff", "hunspell-es/usr/share/hunspell/es_ES.dic"),
    "dictionary-es": ("dictionary-es/package/index.aff", "dictionary-es/package/index.dic"),
    "wspanish": ("wspanish/usr/share/dict/spanish",),
}
VOWELS = set("aeiouáéíóúüAEIOUÁÉÍÓÚÜ")
SKIP_AFFIX_CHARS = "'’-"
# Abbreviations, symbols and letter-sequence acronyms the sources list in lowercase (they have a
# vowel, so the no-vowel rule misses them). Never Scrabble words.
ABBREVIATIONS = frozenset(
    "ad aj bs cf ab abr admón afmo afma apdo art atte av avda bco cía cta cte dcha dpto dra ed edit ej etc "
    "excmo excma fdo gral ibíd íd ilmo ilma izq izqda lic ma mg mi ml mm núm pág pbro pral prof pta ptas "
    "rbla rte sa sdad sig sra srta sto sta tel ud uds vda vol vols ap ib id ob op et abc adv avd cgo dto fca gta "
    "hna hno lda ldo nro pza rdo tpo vta vto xto".split()
)


def fetch(workdir: Path) -> Path:
    """Download and unpack the three packages into `workdir`; returns it."""
    for package, version in DEBIAN.items():
        subprocess.run(["apt-get", "download", f"{package}={version}"], cwd=workdir, check=True,
                       stdout=subprocess.DEVNULL)
        deb = next(workdir.glob(f"{package}_*.deb"))
        subprocess.run(["dpkg-deb", "-x", str(deb), str(workdir / package)], check=True)
    subprocess.run(["npm", "pack", NPM, "--silent"], cwd=workdir, check=True, stdout=subprocess.DEVNULL)
    with tarfile.open(next(workdir.glob("dictionary-es-*.tgz"))) as archive:
        archive.extractall(workdir / "dictionary-es", filter="data")
    return workdir


def normalise_form(form: str) -> str | None:
    """The form as Spanish tiles ("CHALLARRA" → CH A LL A RR A), or None when it is not playable."""
    if any(char.isupper() for char in form) or form in ABBREVIATIONS or not VOWELS.intersection(form):
        return None
    try:
        tiles = tokenize_word(form.upper(), SPANISH)
    except SpellingError:
        return None   # K, W, digits, apostrophes, hyphens, dots
    if not 2 <= len(tiles) <= MAX_TILES:
        return None
    return "".join(tile.label for tile in tiles)


def hunspell_forms(aff_path: Path, dic_path: Path) -> set[str]:
    aff = read_aff(str(aff_path), skip_chars=SKIP_AFFIX_CHARS)
    forbidden: set[str] = set()
    forms: set[str] = set()
    for stem, flags in read_dic(str(dic_path), aff):
        if aff.forbidden and aff.forbidden in flags:
            forbidden.add(stem)
        else:
            forms |= expand(stem, flags, aff)
    return forms - forbidden


def words_of(forms: set[str]) -> set[str]:
    return {word for form in forms if (word := normalise_form(form)) is not None}


def build(folder: Path) -> tuple[list[str], dict[str, int]]:
    counts = {}
    union: set[str] = set()
    for name in ("hunspell-es", "dictionary-es"):
        aff, dic = (folder / part for part in SOURCES[name])
        words = words_of(hunspell_forms(aff, dic))
        counts[name] = len(words)
        union |= words
    listed = (folder / SOURCES["wspanish"][0]).read_text(encoding="utf-8").split()
    words = words_of(set(listed))
    counts["wspanish"] = len(words)
    union |= words
    return sorted(union), counts


def statistics(words: list[str]) -> dict[str, object]:
    lengths = Counter(len(tokenize_word(word, SPANISH)) for word in words)
    return {
        "words": len(words),
        "by_length": dict(sorted(lengths.items())),
        **{f"with_{d}": sum(d in w for w in words) for d in ("CH", "LL", "RR", "Ñ")},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", type=Path, help="folder with the unpacked packages (default: fetch them)")
    parser.add_argument("-o", "--output", type=Path, default=OUTPUT)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.source or fetch(Path(tmp))
        words, counts = build(folder)
    for name, count in counts.items():
        print(f"{name}: {count} words")
    write_and_report(words, args.output, statistics(words))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

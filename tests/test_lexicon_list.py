"""The default Catalan word list: normalisation rules on real hunspell entries, and the committed list."""

import gzip
import sys
from collections import Counter
from pathlib import Path

import pytest

from conductor.rules import CATALAN, tokenize_word

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "lexicon"))

import build_catalan  # noqa: E402
from hunspell_expand import expand, read_aff, read_dic  # noqa: E402

# Real lines from dictionary-ca 3.0.0 (index.aff / index.dic), trimmed to what each rule needs.
AFF = """\
SET UTF-8
FLAG long
FULLSTRIP
FORBIDDENWORD ZZ
SFX _E Y 5
SFX _E 0 s [^ans]
SFX _E 0 s [^íéè]n
SFX _E a es [^cçgju]a
SFX _E ca ques ca
SFX _E 0 -ne .
SFX _I Y 3
SFX _I 0 os [^s]
SFX _I ís isos [^aeou]ís
SFX _I ís ïsos [aeo]ís
PFX _V N 2
PFX _V 0 l' [aàeèéiíoòóhuú]
PFX _V 0 s' [aàeèéiíoòóhuú]
PFX U1 N 2
PFX U1 0 k .
PFX U1 0 M .
SFX 00 Y 3
SFX 00 r r/_C ar
SFX 00 r t ar
SFX 00 ar o ar
"""
DIC = """\
16
acid/ZZ
àcid/_E_V
g/U1
lm/U1
dl
dt
etc
núm
Barcelona
col.legi/_E
coŀlegi/_E
yang
quark/_E
qatarià/_I
pedrís/_I
cantar/00
abdominohisterectomia/_E
"""


@pytest.fixture()
def source(tmp_path):
    (tmp_path / "index.aff").write_text(AFF, encoding="utf-8")
    (tmp_path / "index.dic").write_text(DIC, encoding="utf-8")
    return tmp_path


def test_build_applies_every_rule(source):
    words = set(build_catalan.build(source))
    # forbidden "acid" is dropped before accents go, so àcid still gives ACID
    assert {"ACID", "ACIDS"} <= words
    # unit symbols (U1) and flag-less abbreviations are not words; uppercase forms are names
    assert not words & {"G", "KG", "LM", "DL", "DT", "ETC", "NUM", "BARCELONA"}
    # l.l and ŀl are both the L·L tile
    assert {"COL·LEGI", "COL·LEGIS"} <= words
    # a Y outside NY, a Q outside QU, K: not playable
    assert not words & {"YANG", "QUARK", "QUARKS"}
    # a Q followed by U is the QU tile; suffix conditions and strips follow the .aff
    assert "QATARIA" not in words
    assert {"PEDRIS", "PEDRISOS"} <= words
    assert {"CANTAR", "CANTAT", "CANTO"} <= words
    # apostrophe prefixes and hyphen suffixes are skipped
    assert not any("'" in w or "-" in w for w in words)
    # length counts tiles: 21 characters but 21 tiles is too long; the list keeps ≤ 15 tiles
    assert "ABDOMINOHISTERECTOMIA" not in words


def test_expander_follows_hunspell_rules(source):
    aff = read_aff(str(source / "index.aff"), skip_chars="'-")
    entries = dict(read_dic(str(source / "index.dic"), aff))
    assert expand("àcid", entries["àcid"], aff) == {"àcid", "àcids"}
    assert expand("pedrís", entries["pedrís"], aff) == {"pedrís", "pedrisos"}
    assert expand("cantar", entries["cantar"], aff) == {"cantar", "cantat", "canto"}
    full = read_aff(str(source / "index.aff"))
    assert "cantar-ne" not in expand("cantar", entries["cantar"], full)  # _C is not in this .aff
    assert "l'àcid" in expand("àcid", entries["àcid"], full)  # kept when not skipped


def test_length_is_counted_in_tiles():
    assert build_catalan.normalise_form("col·leccionàvem") == "COL·LECCIONAVEM"  # 15 chars, 14 tiles
    assert build_catalan.normalise_form("acaramel·lariem") == "ACARAMEL·LARIEM"
    assert len(tokenize_word("ABISSOPELAGIQUES", CATALAN)) == 15  # 16 characters
    assert build_catalan.normalise_form("abissopelàgiques") == "ABISSOPELAGIQUES"
    assert build_catalan.normalise_form("a") is None


# --- the committed list ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def committed():
    with gzip.open(ROOT / "lexicon" / "catalan.txt.gz", "rt", encoding="utf-8") as handle:
        return handle.read().splitlines()


def test_committed_list_is_sorted_unique_and_within_one_percent(committed):
    assert committed == sorted(set(committed))
    assert abs(len(committed) - 774_350) / 774_350 < 0.01


@pytest.mark.slow       # 774,350 words spelt tile by tile: 13 s, in make test only
def test_committed_list_has_only_valid_tile_spellings(committed):
    lengths = Counter()
    for word in committed:
        tiles = tokenize_word(word, CATALAN)
        assert "".join(t.label for t in tiles) == word
        assert not any(t.blank for t in tiles)
        lengths[len(tiles)] += 1
    assert min(lengths) == 2 and max(lengths) == 15
    assert lengths[2] == 94 and lengths[3] == 843 and lengths[4] == 4053


def test_committed_list_known_words(committed):
    words = set(committed)
    assert {"ACID", "AIXI", "AIXO", "ANY", "COL·LEGI", "QUESTIO", "FAÇANA", "QUE", "QUI", "CASA", "CASES"} <= words
    assert not words & {"DL", "ETC", "NUM", "KIWI", "YANG", "QUARK", "LO", "PO", "MU", "NE", "XI"}
    counts = {"L·L": 10648, "NY": 15990, "QU": 48227, "Ç": 6584}
    for digraph, expected in counts.items():
        assert sum(digraph in word for word in committed) == expected

"""The federations' word lists as clubs hold them (DESIGN §4l): the one reader takes every form a club's list comes
in and gives the same words (the same `sha256_words`, the same `lexicon check` answers); a lossy list is refused
in one line, with nothing compiled or cached; a game's log names the list it was played on.

The lists are made here, from the embedded lists' own words, written the way clubs write them: Notepad's
Windows-1252 with CR LF, a zip of one list, gzip, a BOM, UTF-16, lowercase with `ŀl` or `l.l`, comment lines, the
QU tile written as a lone Q. `make check` reads a sample of each list (every 40th word); `make test` the whole lists.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import zipfile

import pytest
import tiers
from hypothesis import given, settings
from hypothesis import strategies as st
from club_lists import forms, zipped

from conductor.data import embedded_word_list
from conductor.engine import Lexicon, LexiconError, cache_dir
from conductor.rules import CATALAN, SPANISH
from conductor.wordlist import LossyList, read_word_list
from conductor.wordlist.identity import EMBEDDED, ListIdentity, logged_list

CHECKED = {"fisc": ["casa", "col·legi", "COL.LEGI", "coŀlegis", "qüestió", "quatre", "façana", "any", "kiwi",
                    "casax", "xx", "lo"],
           "ajs": ["chaval", "llave", "perro", "cigüeña", "ÑANDÚ", "carro", "kiwi", "cazx", "ch"]}


def words_of(ruleset: str, stride: int) -> list[str]:
    """The embedded list's words (in tiles, uppercase: "COL·LEGI", "QUATRE", "CHAVAL"), every `stride`-th."""
    words = gzip.decompress(embedded_word_list(ruleset).read_bytes()).decode("utf-8").split()
    return words[::stride]


def sha256_words(words: list[str]) -> str:
    """The contract's hash, computed here on its own: sorted by code point, unique, UTF-8, a newline after each."""
    return hashlib.sha256("".join(f"{word}\n" for word in sorted(set(words))).encode("utf-8")).hexdigest()


def _read_every_form(tmp_path, ruleset: str, stride: int) -> None:
    tiles = CATALAN if ruleset == "fisc" else SPANISH
    words = words_of(ruleset, stride)
    want = sha256_words(words)
    reference = Lexicon.from_words(words, tiles)
    assert reference.identity.sha256_words == want and reference.word_count == len(words)
    answers = [reference.check(word) for word in CHECKED[ruleset]]
    for name, (data, encoding) in forms(ruleset, words).items():
        path = tmp_path / f"{ruleset}-{len(words)}-{name}.txt"
        path.write_bytes(data)
        lexicon = Lexicon.load(path, tiles)
        said = (name, lexicon.reading)
        assert lexicon.identity.sha256_words == want and lexicon.word_count == len(words), said
        assert lexicon.reading.skipped == 0 and lexicon.reading.encoding == encoding, said
        assert lexicon.reading.qu == ("q" if name == "QU as a lone Q" else "qu" if ruleset == "fisc" else None), said
        assert [lexicon.check(word) for word in CHECKED[ruleset]] == answers, said
    compiled = tmp_path / f"{ruleset}.gaddag"                     # a compiled file names the same list
    compiled.write_bytes(Lexicon.compile_codes(Lexicon.from_words(words, tiles).words(), tiles))
    assert Lexicon.load(compiled, tiles).identity.sha256_words == want


@pytest.mark.parametrize("ruleset", ["fisc", "ajs"])
def test_a_sample_of_each_embedded_list_in_every_form_is_the_same_list(tmp_path, ruleset):
    _read_every_form(tmp_path, ruleset, 40)


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", ["fisc", "ajs"])
def test_each_whole_embedded_list_in_every_form_is_the_same_list(tmp_path, ruleset):
    assert sha256_words(words_of(ruleset, 1)) == EMBEDDED[ruleset].sha256_words       # the recorded identity
    _read_every_form(tmp_path, ruleset, 1)


def test_the_embedded_lists_are_known_by_their_words_and_named():
    for ruleset, tiles in (("fisc", CATALAN), ("ajs", SPANISH)):
        lexicon = Lexicon.load(None, tiles)
        assert lexicon.identity == EMBEDDED[ruleset]
        assert lexicon.identity.sha256_words == sha256_words(words_of(ruleset, 1)) if not tiers.QUICK else True


def test_a_lone_q_is_found_or_forced():
    text = "QATRE\nQESTIO\nQI\nCASA\n"
    assert Lexicon.from_text(text, CATALAN).check("quatre")
    forced = Lexicon.from_text("QUATRE\nQUE\nQUI\n", CATALAN)
    assert forced.reading.qu == "qu" and forced.check("qui")


def test_the_qu_option_forces_and_is_refused_where_there_is_no_qu_tile(tmp_path):
    path = tmp_path / "q.txt"
    path.write_text("QATRE\nQESTIO\nCASA\n" + "CASES\n" * 100, encoding="utf-8")
    assert Lexicon.load(path, CATALAN).check("qüestió")
    with pytest.raises(LossyList, match="refused, 2 of 103 lines"):        # QU written QU, said so: 2 lines skipped
        Lexicon.load(path, CATALAN, qu="qu")
    with pytest.raises(LexiconError, match="--qu: the ajs tile set has no QU tile"):
        Lexicon.load(path, SPANISH, qu="q")


def test_a_lossy_list_is_refused_in_one_line_and_nothing_is_compiled_or_cached(tmp_path):
    words = words_of("fisc", 400)
    bad = ["kiwi", "whisky", "yoga", "x", "wàter"] * 8                     # 40 lines no tile spells, of 1,976: 2 %
    path = tmp_path / "club.txt"
    path.write_text("\n".join(bad[:3] + words + bad[3:]) + "\n", encoding="utf-8")
    before = set(cache_dir().iterdir()) if cache_dir().exists() else set()
    with pytest.raises(LossyList) as refused:
        Lexicon.load(path, CATALAN)
    said = str(refused.value)
    assert "\n" not in said and said.startswith(f"word list '{path}': refused, 40 of {len(words) + 40:,} lines (2.0 %)")
    assert said.endswith("(line 1: word 'kiwi': there is no K tile in Catalan (position 1), "
                         "line 2: word 'whisky': there is no W tile in Catalan (position 1), "
                         "line 3: word 'yoga': Y exists only in the NY tile (position 1))")
    assert refused.value.said("ca").startswith(f"llista de paraules '{path}': refusada, 40 de ")
    assert (set(cache_dir().iterdir()) if cache_dir().exists() else set()) == before      # nothing compiled or cached
    path.write_text("\n".join(bad[:3] + words) + "\n", encoding="utf-8")                # 3 of 1,939: kept, said
    lexicon = Lexicon.load(path, CATALAN)
    assert lexicon.reading.skipped == 3 and lexicon.word_count == len(set(words))
    assert [s.line for s in lexicon.reading.first] == [1, 2, 3]


def test_a_zip_of_several_files_or_a_damaged_one_is_refused_naming_them(tmp_path):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("a.txt", "casa\n")
        archive.writestr("b.txt", "cases\n")
    path = tmp_path / "two.zip"
    path.write_bytes(buffer.getvalue())
    with pytest.raises(LexiconError, match=r"the zip holds 2 files \(a.txt, b.txt\); give a zip of the list alone"):
        Lexicon.load(path, CATALAN)
    path.write_bytes(buffer.getvalue()[:40])
    with pytest.raises(LexiconError, match="a damaged or encrypted zip file"):
        Lexicon.load(path, CATALAN)
    path.write_bytes(gzip.compress(b"casa\n")[:12])
    with pytest.raises(LexiconError, match="a damaged gzip file"):
        Lexicon.load(path, CATALAN)


def test_the_same_words_in_another_form_are_one_compiled_list_in_the_cache(tmp_path):
    words = words_of("fisc", 300)
    one, two = tmp_path / "a.txt", tmp_path / "b.zip"
    one.write_text("\n".join(words) + "\n", encoding="utf-8")
    two.write_bytes(zipped("b.txt", "\r\n".join(words).lower().encode("cp1252")))
    first, second = Lexicon.load(one, CATALAN), Lexicon.load(two, CATALAN)
    assert first.path == second.path and first.identity.same_list(second.identity)
    assert (first.identity.name, second.identity.name) == ("a", "b")     # named by their files' stems
    named = Lexicon.load(two, CATALAN, name="Leximots", edition="2025-26")
    assert named.identity.label == "Leximots 2025-26" and named.identity.same_list(first.identity)


def test_a_game_logs_identity_is_read_from_any_version_of_the_log():
    now = {"lexicon": {"name": "Leximots", "edition": "2025-26", "words": 3, "sha256_words": "a" * 64}}
    assert logged_list(now) == ListIdentity("Leximots", "2025-26", 3, "a" * 64)
    embedded = {"lexicon_sha256": EMBEDDED["fisc"].sha256_file}           # a version 6 log on the embedded list
    assert logged_list(embedded).same_list(EMBEDDED["fisc"]) and logged_list(embedded).label == \
        "Softcatalà hunspell 3.0.8"
    club = {"lexicon_sha256": "b" * 64, "lexicon_path": "C:\\Users\\Núria\\leximots.txt"}
    assert logged_list(club) == ListIdentity("leximots", sha256_file="b" * 64)
    assert logged_list(club).key == "file:" + "b" * 64 and not logged_list(club).same_list(logged_list(now))
    assert ListIdentity("x", sha256_words="a" * 64, sha256_file="b" * 64).same_list(logged_list(club))


@settings(max_examples=tiers.examples(300))
@given(st.binary(max_size=400))
def test_no_bytes_crash_the_reader(data):
    """Whatever a file holds, the reader reads it or refuses it in one line (LexiconError), never a traceback."""
    try:
        listed = read_word_list(data, "x.txt", CATALAN)
    except LexiconError as error:
        assert "\n" not in str(error)
    else:
        assert listed.reading.skipped <= 0.01 * listed.reading.lines and listed.identity.words


SAMPLE = None


@settings(max_examples=tiers.examples(60))
@given(st.data())
def test_any_form_of_any_words_is_the_same_list(data):
    """A random handful of the embedded words, written in a random form clubs use, names the same list."""
    global SAMPLE
    SAMPLE = SAMPLE or words_of("fisc", 97)
    words = data.draw(st.lists(st.sampled_from(SAMPLE), min_size=1, max_size=40))
    written = forms("fisc", words)
    name = data.draw(st.sampled_from(sorted(written)))
    if name == "QU as a lone Q" and not any("QU" in word for word in words):
        return                                  # no Q: nothing to tell a lone Q by
    listed = read_word_list(written[name][0], name, CATALAN)
    assert listed.identity.sha256_words == sha256_words(words), name

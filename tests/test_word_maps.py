"""The word maps the tops query looks words up in (engine_c/wordmaps.h, wordsearch.c): the same tops as
the Python reference on small lexicons and as the full search on the embedded lists' hidden-blank classes (a rack's
tiles turned into blanks), Catalan and Spanish; made once and cached like the compiled list (by its sha256,
owner-only), a damaged or foreign cache file made again, a hostile one refused by the C side; at most 171 MB for
the Catalan list (half of the 342 MB of its peer, MAGPIE's)."""

import random
import stat
from collections import Counter

import pytest

from conductor.engine_binding import ffi, lib
from conductor.engine import Lexicon, MoveGenerator, cache_dir
from conductor.rules import BLANK, CATALAN, SPANISH
from conductor.simulate import play
from reference_movegen import reference_moves
from test_engine_differential import CASES, _positions, _sub_lexicon
from test_tops import assert_same_tops
from tiers import every



def _hidden_blanks(rack, rng):
    """The rack with one, then two of its tiles turned into blanks (the blank classes bench --tops compares)."""
    real = [i for i, tile in enumerate(rack) if tile != BLANK]
    variants = []
    for n in (1, 2):
        if rack.count(BLANK) < n and len(real) >= n - rack.count(BLANK):
            variant = list(rack)
            for i in rng.sample(real, n - rack.count(BLANK)):
                variant[i] = BLANK
            variants.append(variant)
    return variants


# --- the same tops -------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["small", "small-es"])
@pytest.mark.slow       # seconds of brute force against the reference: make test only
def test_tops_equal_the_python_reference_on_small_lexicons(name):
    """The reference lists every move by brute force (tests/support/reference_movegen.py): its best score and the moves
    that reach it are the query's, with the maps and without them."""
    spec = CASES[name]
    tiles = spec.get("tiles", CATALAN)
    words, tiled = _sub_lexicon(spec["size_long"], spec["max_short"], spec["seed"], tiles)
    lexicon = Lexicon.from_words(words, tiles)
    with_maps, graph = MoveGenerator(lexicon, threads=1), MoveGenerator(lexicon, threads=1, word_maps=False)
    blanks = Counter()
    for board, rack in _positions(lexicon, spec["seeds"][:4], spec["rounds"])[::every(2, 4)]:   # make check: half
        expected = reference_moves(board, rack, list(tiled.values()), tiles, lexicon.is_word)
        top = max(expected.values(), default=0)
        for generator in (with_maps, graph):
            best, count, tops = generator.tops_only(board, rack)
            assert best == top and count == len(tops), f"{name}: rack {rack}\n{board.render()}"
            assert {str(m.move): m.score for m in tops} == {m: s for m, s in expected.items() if s == top}, \
                f"{name}: rack {rack}\n{board.render()}"
        blanks[rack.count(BLANK)] += 1
    assert set(blanks) == {0, 1, 2} and min(blanks.values()) >= 10
    assert lexicon.word_maps() is not None


@pytest.fixture(scope="module")
def positions_of(_private_cache):
    """Self-played boards of an embedded list, each with its drawn rack and one and two tiles of it hidden as
    blanks."""
    def make(tiles, games):
        lexicon = Lexicon.load(None, tiles)
        generator = MoveGenerator(lexicon, threads=1)
        rng = random.Random(38)
        racks = []
        for seed in range(1, games + 1):
            for round_ in play(generator, seed, max_rounds=12):
                racks += [(round_.board_before, v) for v in [list(round_.rack)] + _hidden_blanks(round_.rack, rng)]
        return generator, racks
    return make


@pytest.mark.parametrize("tiles", [CATALAN, SPANISH], ids=["fisc", "ajs"])
@pytest.mark.slow       # seconds of brute force against the reference: make test only
def test_hidden_blank_classes_of_the_embedded_lists(positions_of, tiles):
    """Catalan and Spanish, each rack as drawn and with one and two of its tiles hidden as blanks: the query
    with the word maps gives the full search's tops (score, count, moves in order)."""
    generator, racks = positions_of(tiles, 4)
    seen = Counter()
    for board, rack in racks:
        assert_same_tops(generator, board, rack, tiles.name)
        seen[rack.count(BLANK)] += 1
    assert min(seen[1], seen[2]) >= 30
    assert generator.lexicon.word_maps_bytes > 0


def test_the_catalan_maps_take_at_most_half_the_peers_memory(catalan_lexicon):
    """At most 171 MB for the embedded Catalan list (its peer's take 342 MB)."""
    assert catalan_lexicon.word_maps() is not None
    assert 50e6 < catalan_lexicon.word_maps_bytes <= 171e6


# --- made once, cached, checked ------------------------------------------------------------------

def _list(tmp_path, words, name="list.txt"):
    source = tmp_path / name
    source.write_text("\n".join(words) + "\n", encoding="utf-8")
    return source


WORDS = ["casa", "cases", "casal", "sac", "sacs", "mes", "mesa", "més", "ase", "sec", "cel", "cels", "ca", "es"]


def test_maps_are_cached_by_sha256_owner_only_and_reused(tmp_path):
    lexicon = Lexicon.load(_list(tmp_path, WORDS), CATALAN)
    assert lexicon.maps_path is None and lexicon.word_maps_bytes == 0   # not read until a query asks
    assert lexicon.word_maps() is not None
    cached = list(cache_dir().glob(f"{lexicon.sha256}-fisc-*.wordmaps"))
    assert cached == [lexicon.maps_path]
    assert stat.S_IMODE(cached[0].stat().st_mode) == 0o600
    assert not list(cache_dir().glob(".tmp-*"))                          # written whole, then renamed
    mtime = cached[0].stat().st_mtime_ns
    again = Lexicon.load(_list(tmp_path, WORDS), CATALAN)
    assert again.word_maps() is not None and cached[0].stat().st_mtime_ns == mtime


def _tops(lexicon):
    from conductor.rules import Board
    return MoveGenerator(lexicon, threads=1).tops_only(Board(), ["C", "A", "S", "E", "S", "?", "L"])[:2]


def test_a_damaged_or_foreign_cache_file_is_made_again(tmp_path):
    lexicon = Lexicon.load(_list(tmp_path, WORDS), CATALAN)
    expected = _tops(lexicon)
    path = lexicon.maps_path
    del lexicon
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x10
    path.write_bytes(bytes(data))
    damaged = Lexicon.load(_list(tmp_path, WORDS), CATALAN)
    assert _tops(damaged) == expected and damaged.maps_path == path and path.read_bytes() != bytes(data)
    # another list's maps under this list's name: made from another list, refused, made again
    other = Lexicon.load(_list(tmp_path, WORDS + ["sal", "sals"], "other.txt"), CATALAN)
    other.word_maps()
    path.write_bytes(other.maps_path.read_bytes())
    foreign = Lexicon.load(_list(tmp_path, WORDS), CATALAN)
    assert _tops(foreign) == expected and path.read_bytes() != other.maps_path.read_bytes()


def test_without_a_cache_folder_the_maps_are_held_in_memory(tmp_path, monkeypatch):
    lexicon = Lexicon.load(_list(tmp_path, WORDS), CATALAN)
    expected = _tops(Lexicon.load(_list(tmp_path, WORDS), CATALAN))
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("")
    monkeypatch.setenv("CONDUCTOR_CACHE_DIR", str(blocked / "cache"))
    assert _tops(lexicon) == expected and lexicon.maps_path is None and lexicon.word_maps_bytes > 0


@pytest.mark.parametrize("mangle, message", [
    (lambda d: b"NOTMAPS!" + d[8:], "bad magic"),
    (lambda d: d[:100], "truncated or corrupt"),
    (lambda d: d[: len(d) // 2], "truncated or corrupt"),
    (lambda d: d[:-1] + bytes([d[-1] ^ 1]), "checksum"),
    (lambda d: b"", "empty"),
])
def test_hostile_maps_files_are_refused(tmp_path, mangle, message):
    lexicon = Lexicon.load(_list(tmp_path, WORDS), CATALAN)
    lexicon.word_maps()
    bad = tmp_path / "bad.wordmaps"
    bad.write_bytes(mangle(lexicon.maps_path.read_bytes()))
    err = ffi.new("char[256]")
    assert lib.cnd_maps_open(str(bad).encode(), lexicon._handle, err, 256) == ffi.NULL
    assert message in ffi.string(err).decode()

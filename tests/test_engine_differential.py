"""The C engine against the slow reference generator, and every engine move against conductor/rules.

Positions come from seeded self-play on a small and a mid-size lexicon drawn from the default
list; each board is tried with its real rack and with 1 and 2 of its tiles turned into blanks.
"""

import functools
import gzip
import random

import pytest

from conductor.engine import Lexicon, MoveGenerator
from conductor.rules import BLANK, CATALAN, SPANISH, place, tokenize_word
from conductor.simulate import play
from paths import ROOT
from reference_movegen import reference_moves
from tiers import every


LISTS = {"fisc": "catalan.txt.gz", "ajs": "spanish.txt.gz"}
RARE = {"fisc": ("L·L", "NY", "QU", "Ç"), "ajs": ("CH", "LL", "RR", "Ñ")}
DIGRAPHS = {"fisc": ("L·L", "NY", "QU"), "ajs": ("CH", "LL", "RR")}


@functools.cache            # read once a process: each lexicon below is drawn from it
def _default_words(ruleset):
    with gzip.open(ROOT / "lexicon" / LISTS[ruleset], "rt", encoding="utf-8") as handle:
        return handle.read().split()


def _sub_lexicon(size_long: int, max_short: int, seed: int, tiles=CATALAN):
    """Every word of up to `max_short` tiles with a digraph or a rare letter, plus a seeded sample."""
    return _drawn(size_long, max_short, seed, tiles)


@functools.cache            # the same draw for every test that asks (its callers only read it)
def _drawn(size_long: int, max_short: int, seed: int, tiles):
    words = [w for w in _default_words(tiles.name) if len(w) <= 9]
    rng = random.Random(seed)
    short = [w for w in words if len(w) <= max_short or (len(w) <= max_short + 2 and len(tokenize_word(w, tiles)) <= max_short)]
    short_set = set(short)
    long = [w for w in words if w not in short_set]
    chosen = set(rng.sample(short, min(len(short), 900 if max_short == 3 else 5000)))
    chosen |= {w for w in short if any(d in w for d in RARE[tiles.name])}
    chosen |= set(rng.sample(long, size_long))
    return sorted(chosen), {w: [t.label for t in tokenize_word(w, tiles)] for w in chosen}


def _positions(lexicon, seeds, rounds_per_game):
    generator = MoveGenerator(lexicon)
    positions = []
    for seed in seeds:
        rng = random.Random(seed * 7919)
        for round_ in play(generator, seed, max_rounds=rounds_per_game):
            # the drawn rack with any blank made a real tile, then with exactly 1 and 2 blanks
            rack = [t if t != BLANK else rng.choice(lexicon.tiles.labels) for t in round_.rack]
            positions.append((round_.board_before, rack))
            for n_blanks in (1, 2):
                variant = list(rack)
                for i in rng.sample(range(len(rack)), min(n_blanks, len(rack))):
                    variant[i] = BLANK
                positions.append((round_.board_before, variant))
    return positions


# small: ~1,200 words; mid: ~8,000 words. About 300 + 108 + 270 = 680 positions in all (a third of
# them with two blanks, where the reference scores every choice of blanks with rules.place); `make test`
# checks every other one against the reference (about 340: each kind of rack still comes up).
CASES = {
    "small": {"size_long": 300, "max_short": 3, "seed": 1, "seeds": range(1, 9), "rounds": 13, "at_least": 280},
    "mid": {"size_long": 3000, "max_short": 4, "seed": 2, "seeds": range(11, 14), "rounds": 12, "at_least": 100},
    # Spanish (AJS): CH, LL, RR and Ñ tiles, ~1,200 words
    "small-es": {"size_long": 300, "max_short": 3, "seed": 3, "seeds": range(1, 8), "rounds": 13, "at_least": 240, "tiles": SPANISH},
}


@pytest.fixture(scope="module", params=sorted(CASES))
def case(request):
    spec = CASES[request.param]
    tiles = spec.get("tiles", CATALAN)
    words, tiled = _sub_lexicon(spec["size_long"], spec["max_short"], spec["seed"], tiles)
    lexicon = Lexicon.from_words(words, tiles)
    positions = _positions(lexicon, spec["seeds"], spec["rounds"])
    assert len(positions) >= spec["at_least"]
    return request.param, lexicon, list(tiled.values()), positions


def _assert_equals_reference(generator, board, rack, words, lexicon, name=""):
    generator.generate(board, rack)
    engine = {str(m.move): m.score for m in generator.moves()}
    assert len(engine) == generator.count, "the engine listed a move twice"
    expected = reference_moves(board, rack, words, lexicon.tiles, lexicon.is_word)
    assert engine == expected, f"{name}: rack {rack}\n{board.render()}"


@pytest.mark.slow       # seconds of brute force against the reference: make test only
def test_engine_equals_reference_on_self_played_positions(case):
    """On one thread and on two (a rack with a blank is searched on two when the machine has them)."""
    name, lexicon, words, positions = case
    generator = MoveGenerator(lexicon, threads=2)
    single = MoveGenerator(lexicon, threads=1)
    blanks_seen = set()
    digraphs_on_board = digraphs_on_rack = 0
    for board, rack in positions[::every(2, 10)]:          # make test: every other position; make check: one in 10
        _assert_equals_reference(generator, board, rack, words, lexicon, name)
        single.generate(board, rack)
        assert single.fingerprint() == generator.fingerprint() and single.count == generator.count
        blanks_seen.add(rack.count(BLANK))
        digraphs = DIGRAPHS[lexicon.tiles.name]
        digraphs_on_board += any(t.label in digraphs for _, t in board.tiles())
        digraphs_on_rack += any(t in digraphs for t in rack)
    assert blanks_seen == {0, 1, 2}
    assert digraphs_on_board > 0 and digraphs_on_rack > 0
    print(f"{name}: {len(positions)} positions, {len(words)} words")


def test_every_engine_move_validates_with_the_same_score(case):
    _, lexicon, _, positions = case
    generator = MoveGenerator(lexicon)
    checked = 0
    for board, rack in positions[::3]:
        generator.generate(board, rack)
        for generated in generator.moves():
            placement = place(board, generated.move, lexicon.tiles, rack=rack, is_word=lexicon.is_word)
            assert placement.score == generated.score
            assert len(placement.new_tiles) == generated.new_tiles
            checked += 1
    assert checked > 1000


@pytest.mark.slow       # seconds of brute force against the reference: make test only
def test_racks_with_three_and_four_blanks():
    """The bag holds two blanks, but `analyse` takes any rack: more blanks take record()'s general path."""
    spec = CASES["small"]
    words, tiled = _sub_lexicon(spec["size_long"], spec["max_short"], spec["seed"])
    lexicon = Lexicon.from_words(words, CATALAN)
    generator = MoveGenerator(lexicon, threads=1)
    rng = random.Random(5)
    checked = 0
    for index, (board, rack) in enumerate(_positions(lexicon, range(1, 3), 8)[::8]):
        for n_blanks in ((3, 4)[index % 2],):
            variant = list(rack)
            for i in rng.sample(range(len(variant)), min(n_blanks, len(variant))):
                variant[i] = BLANK
            _assert_equals_reference(generator, board, variant, list(tiled.values()), lexicon)
            checked += 1
    assert checked >= 6

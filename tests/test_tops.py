"""The tops query (MoveGenerator.tops_only, cnd_tops) against the full search: the same top score, the
same number of tied moves and the same moves in the same order, blanks included, Catalan and Spanish.

The bounds it prunes by are only ever too high, never too low: a bound too low would drop a tied move,
and these tests would see it (breaking the bound of a span, `new_tiles_bound`'s pairing, or the stop at
a bound equal to the best score makes them fail)."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conductor.engine import Lexicon, MoveGenerator
from conductor.rules import BLANK, CATALAN, SPANISH, Board, play_sequence
from conductor.simulate import play
from test_engine import run
from test_engine_differential import CASES, _positions, _sub_lexicon


def assert_same_tops(generator: MoveGenerator, board, rack, name=""):
    generator.generate(board, rack)
    full = generator.tops()
    best, count, tops = generator.tops_only(board, rack)
    assert count == len(full), f"{name}: rack {rack}: {count} tops, the full search ties {len(full)}\n{board.render()}"
    assert best == (full[0].score if len(full) else 0), f"{name}: rack {rack}\n{board.render()}"
    assert [str(m) for m in tops] == [str(m) for m in full], f"{name}: rack {rack}\n{board.render()}"
    assert [(m.score, m.new_tiles) for m in tops] == [(m.score, m.new_tiles) for m in full]
    return count


@pytest.fixture(scope="module", params=sorted(CASES))
def case(request):
    spec = CASES[request.param]
    tiles = spec.get("tiles", CATALAN)
    words, _ = _sub_lexicon(spec["size_long"], spec["max_short"], spec["seed"], tiles)
    lexicon = Lexicon.from_words(words, tiles)
    return request.param, lexicon, _positions(lexicon, spec["seeds"], spec["rounds"])


@pytest.mark.parametrize("word_maps", [True, False], ids=["maps", "graph"])
def test_tops_equal_the_full_search_on_the_differential_positions(case, word_maps):
    """The positions the full search is checked on against the reference generator (a third with two blanks):
    with the word maps, and with the word graph's search (the query without them)."""
    name, lexicon, positions = case
    generator = MoveGenerator(lexicon, threads=1, word_maps=word_maps)
    blanks_seen, ties = set(), 0
    for board, rack in positions:
        ties += assert_same_tops(generator, board, rack, name) > 1
        blanks_seen.add(rack.count(BLANK))
    assert blanks_seen == {0, 1, 2} and ties > 10


def test_racks_with_three_and_four_blanks():
    """`analyse` takes any rack: more than two blanks take record()'s general path, in the query too (which
    then searches the word graph: the word maps hold one and two blanks)."""
    spec = CASES["small"]
    words, _ = _sub_lexicon(spec["size_long"], spec["max_short"], spec["seed"])
    lexicon = Lexicon.from_words(words, CATALAN)
    generator = MoveGenerator(lexicon, threads=1)
    rng = random.Random(9)
    for index, (board, rack) in enumerate(_positions(lexicon, range(1, 3), 8)[::8]):
        variant = list(rack)
        for i in rng.sample(range(len(variant)), min((3, 4)[index % 2], len(variant))):
            variant[i] = BLANK
        assert_same_tops(generator, board, variant)


# --- the embedded lists, property tests ------------------------------------------------------------

def _boards(lexicon, games):
    generator = MoveGenerator(lexicon, threads=1)
    boards = [Board()]
    for seed in range(1, games + 1):
        boards += [round_.board_before for round_ in play(generator, seed, max_rounds=14)]
    return boards


@pytest.fixture(scope="module")
def catalan(catalan_lexicon):
    return MoveGenerator(catalan_lexicon, threads=1), _boards(catalan_lexicon, 3)


@pytest.fixture(scope="module")
def spanish(_private_cache):
    lexicon = Lexicon.load(None, SPANISH)
    return MoveGenerator(lexicon, threads=1), _boards(lexicon, 3)


def _racks(tiles):
    """Racks drawn from the bag's tiles (so digraphs, Ç and Ñ come as often as in a game), 0 to 2 blanks
    most of the time and now and then 3, some shorter than 7 (the end of a game)."""
    bag = [letter.label for letter in tiles.letters for _ in range(letter.count)]
    return st.tuples(st.lists(st.sampled_from(bag), min_size=1, max_size=7),
                     st.sampled_from([0, 0, 1, 1, 2, 2, 3])).map(
        lambda drawn: (drawn[0] + [BLANK] * drawn[1])[:7])


PROPERTY = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@PROPERTY
@given(data=st.data())
def test_property_catalan_tops_equal_the_full_search(catalan, data):
    generator, boards = catalan
    board = data.draw(st.sampled_from(boards), label="board")
    assert_same_tops(generator, board, data.draw(_racks(CATALAN), label="rack"), "fisc")


@PROPERTY
@given(data=st.data())
def test_property_spanish_tops_equal_the_full_search(spanish, data):
    generator, boards = spanish
    board = data.draw(st.sampled_from(boards), label="board")
    assert_same_tops(generator, board, data.draw(_racks(SPANISH), label="rack"), "ajs")


# --- the Python face ---------------------------------------------------------------------------------

def test_no_move_and_the_first_move(catalan_lexicon):
    generator = MoveGenerator(catalan_lexicon)
    assert generator.tops_only(Board(), ["X"]) == (0, 0, [])
    assert generator.tops_only(Board(), []) == (0, 0, [])
    best, count, tops = generator.tops_only(Board(), ["C", "A", "S", "A", "R", "E", "N"])
    assert best == 70 and count == len(tops) and {"8B ARCANES", "8B ENCASAR"} <= {str(m.move) for m in tops}


def test_the_query_leaves_the_last_full_search_as_it_was(catalan_lexicon):
    """The console may show the tops at once and make the full list after, from the same generator."""
    board, _ = play_sequence(["H8 CASA", "8H CASES"], CATALAN)
    generator = MoveGenerator(catalan_lexicon)
    count = generator.generate(board, ["?", "?", "L·L", "E", "O", "N", "A"])
    fingerprint, ten = generator.fingerprint(), [str(m) for m in generator.top(10)]
    best, ties, tops = generator.tops_only(board, ["A", "E", "I", "R", "S", "T", "?"])
    assert ties == len(tops) > 0 and tops[0].score == best
    assert generator.count == count and generator.fingerprint() == fingerprint
    assert [str(m) for m in generator.top(10)] == ten
    assert generator.best_score() == generator.tops()[0].score


def test_bench_tops_command(tmp_path):
    positions = tmp_path / "pos.txt"
    run("simulate", "--games", "1", "--seed", "5", "--dump-positions", str(positions))
    full = json.loads(run("bench", "--positions", str(positions), "--json", "--repeat", "1").stdout)
    tops = json.loads(run("bench", "--positions", str(positions), "--json", "--repeat", "2", "--tops").stdout)
    assert tops["query"] == "tops" and tops["repeat"] == 2 and tops["positions"] == full["positions"]
    assert tops["top"] == full["top"] and tops["moves"] == full["moves"]
    assert all(n >= 1 for n in tops["tied"]) and len(tops["tied"]) == tops["positions"]
    assert set(tops["by_blanks"]) == set(tops["full_by_blanks"]) == set(full["by_blanks"])
    assert all(v > 0 for v in tops["by_blanks"].values()) and tops["full_median_us"] > 0
    text = run("bench", "--positions", str(positions), "--repeat", "1", "--tops").stdout
    assert "the tops query" in text and "tops/full" in text and "top scores:" in text
    assert "memory: word maps" in text and " MB" in text
    # the blank classes from any positions: each rack again with one and two of its tiles hidden as blanks
    hidden = json.loads(run("bench", "--positions", str(positions), "--json", "--repeat", "1", "--tops",
                            "--blank-variants").stdout)
    assert set(hidden["by_blanks"]) == {"0", "1", "2"} and hidden["positions"] > 2 * tops["positions"]
    assert 0 < hidden["word_maps_mb"] <= 171

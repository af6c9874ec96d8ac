"""Unit and property tests for the rules core: spelling, notation, premiums, scoring, geometry, racks, bag."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conductor.rules import (
    BLANK,
    CATALAN,
    SPANISH,
    Bag,
    BagError,
    Board,
    Coordinate,
    Direction,
    IllegalMove,
    NotationError,
    SpellingError,
    Tile,
    apply,
    mix,
    parse_coordinate,
    parse_move,
    place,
    rack_after,
    rack_is_valid,
    rack_shortfall,
    required_minimum,
    spell,
    tokenize_rack,
    tokenize_word,
    valid_rack_possible,
)
from conductor.rules.bag import rng_from_state, rng_state
from conductor.rules.board import (
    DOUBLE_LETTER,
    DOUBLE_WORD,
    ROWS,
    TRIPLE_LETTER,
    TRIPLE_WORD,
    letter_multiplier,
    word_multiplier,
)
from conductor.rules.racks import FISC_II_3 as M, Mix


def labels(text, tiles=CATALAN):
    return [t.label for t in tokenize_word(text, tiles)]


# --- tile sets ---------------------------------------------------------------------------------

def test_tile_sets_hold_100_tiles_with_the_digest_values():
    assert CATALAN.size == 100 and SPANISH.size == 100
    assert {tile.label: tile.value for tile in CATALAN.letters if tile.value == 10} == {"Ç": 10, "L·L": 10, "NY": 10, "X": 10}
    assert CATALAN.letter("E").count == 13 and CATALAN.letter("QU").value == 8
    assert SPANISH.letter("CH").value == 5 and SPANISH.letter("RR").value == 8 and SPANISH.letter("Z").value == 10
    assert [tile.label for tile in CATALAN.letters if tile.is_vowel] == ["E", "A", "I", "O", "U"]


# --- spelling ----------------------------------------------------------------------------------

@pytest.mark.parametrize("written", ["COL·LEGI", "COL.LEGI", "COĿLEGI", "coŀlegi", "col·legi", "Col·legi".upper(),
                                     "COL•LEGI", "COL∙LEGI"])
def test_every_spelling_of_l_geminada_is_one_tile(written):
    assert labels(written) == ["C", "O", "L·L", "E", "G", "I"]


def test_ny_qu_and_c_cedilla_are_single_tiles_and_accents_drop():
    assert labels("ANYS") == ["A", "NY", "S"]
    assert labels("QÜESTIÓ") == ["QU", "E", "S", "T", "I", "O"]
    assert labels("QUÈ") == ["QU", "E"]
    assert labels("FAÇANA") == ["F", "A", "Ç", "A", "N", "A"]
    assert labels("ÀÉÈÍÏÒÓÚÜ") == ["A", "E", "E", "I", "I", "O", "O", "U", "U"]
    assert labels("LLIBRE") == ["L", "L", "I", "B", "R", "E"]  # LL is two L tiles


def test_lowercase_is_a_blank_in_a_word():
    word = tokenize_word("CAsA", CATALAN)
    assert [t.blank for t in word] == [False, False, True, False]
    assert tokenize_word("ny", CATALAN) == [Tile("NY", True)]
    assert spell(tokenize_word("COl·lEGI", CATALAN)) == "COl·lEGI"
    assert spell(tokenize_word("COŀlEGI", CATALAN)) == "COl·lEGI"


@pytest.mark.parametrize(
    "written, reason",
    [
        ("KIWI", "there is no K tile in Catalan (position 1)"),
        ("WAT", "there is no W tile in Catalan (position 1)"),
        ("YOGA", "Y exists only in the NY tile (position 1)"),
        ("QATAR", "Q exists only in the QU tile (position 1)"),
        ("CA·SA", "a middle dot belongs only inside L·L (position 3)"),
        ("CA5A", "there is no tile '5' (position 3)"),
        ("Ny", "tile NY at position 1 mixes capitals and lowercase"),
        ("CA?A", "'?' is for racks"),
    ],
)
def test_rejected_letters_say_why_and_where(written, reason):
    with pytest.raises(SpellingError) as error:
        tokenize_word(written, CATALAN)
    assert reason in str(error.value)
    assert str(error.value).startswith(f"word '{written}'")


def test_spanish_digraphs_and_enye():
    assert labels("CHURRO", SPANISH) == ["CH", "U", "RR", "O"]
    assert labels("LLAMA", SPANISH) == ["LL", "A", "M", "A"]
    assert labels("AÑO", SPANISH) == ["A", "Ñ", "O"]
    assert labels("PINGÜINO", SPANISH) == ["P", "I", "N", "G", "U", "I", "N", "O"]
    assert labels("QUESO", SPANISH) == ["Q", "U", "E", "S", "O"]
    with pytest.raises(SpellingError, match="no K tile in Spanish"):
        tokenize_word("KILO", SPANISH)
    with pytest.raises(SpellingError, match="no tile 'Ç'"):
        tokenize_word("FAÇANA", SPANISH)


def test_racks_accept_question_marks_spaces_and_any_case():
    assert tokenize_rack("AB?L·L", CATALAN) == ["A", "B", BLANK, "L·L"]
    assert tokenize_rack("a b ? l.l ny qu", CATALAN) == ["A", "B", BLANK, "L·L", "NY", "QU"]
    with pytest.raises(SpellingError, match="at most 7"):
        tokenize_rack("AAAAAAAA", CATALAN)
    with pytest.raises(SpellingError, match="Y exists only in the NY tile"):
        tokenize_rack("N Y", CATALAN)


catalan_label = st.sampled_from(CATALAN.labels)


@given(st.lists(st.tuples(catalan_label, st.booleans()), min_size=1, max_size=15))
def test_spell_then_tokenize_round_trips(pairs):
    word = [Tile(label, blank) for label, blank in pairs]
    assert tokenize_word(spell(word), CATALAN) == word


# --- notation ----------------------------------------------------------------------------------

def test_notation_round_trips_for_every_square_and_direction():
    for row in range(15):
        for col in range(15):
            for direction in Direction:
                coordinate = Coordinate(row, col, direction)
                text = str(coordinate)
                assert parse_coordinate(text) == coordinate
                assert parse_coordinate(text.lower()) == coordinate
    assert str(Coordinate(7, 7, Direction.ACROSS)) == "H8"
    assert str(Coordinate(6, 14, Direction.DOWN)) == "15G"


@pytest.mark.parametrize(
    "text, message",
    [
        ("P8", "coordinate 'P8': row must be A–O"),
        ("8P", "coordinate '8P': row must be A–O"),
        ("H16", "coordinate 'H16': column must be 1–15"),
        ("H0", "coordinate 'H0': column must be 1–15"),
        ("0H", "coordinate '0H': column must be 1–15"),
        ("HH", "coordinate 'HH': write a row letter and a column number"),
        ("", "coordinate '': write a row letter"),
        ("H 8", "coordinate 'H 8': write"),
    ],
)
def test_malformed_coordinates_say_what_and_where(text, message):
    with pytest.raises(NotationError) as error:
        parse_coordinate(text)
    assert str(error.value).startswith(message)


def test_malformed_move_text():
    with pytest.raises(IllegalMove, match="write a coordinate and a word"):
        parse_move("H8", CATALAN)
    with pytest.raises(NotationError, match="row must be A–O"):
        parse_move("Z1 CASA", CATALAN)
    with pytest.raises(SpellingError, match="word 'KASA'"):
        parse_move("H8 KASA", CATALAN)


# --- premiums ----------------------------------------------------------------------------------

def test_every_premium_square():
    counts = {(3, 1): 0, (2, 1): 0, (1, 3): 0, (1, 2): 0}
    for r in range(15):
        for c in range(15):
            key = (word_multiplier(r, c), letter_multiplier(r, c))
            if key != (1, 1):
                counts[key] += 1
            # the layout is symmetric under both reflections and the transpose
            assert word_multiplier(r, c) == word_multiplier(14 - r, c) == word_multiplier(c, r)
            assert letter_multiplier(r, c) == letter_multiplier(r, 14 - c) == letter_multiplier(c, r)
    assert counts == {(3, 1): 8, (2, 1): 17, (1, 3): 12, (1, 2): 24}
    assert len(TRIPLE_WORD | DOUBLE_WORD | TRIPLE_LETTER | DOUBLE_LETTER) == 61
    assert word_multiplier(7, 7) == 2 and word_multiplier(0, 0) == 3 and letter_multiplier(1, 5) == 3


@pytest.mark.parametrize("square", sorted(TRIPLE_LETTER | DOUBLE_LETTER))
def test_each_letter_premium_multiplies_a_new_tile(square):
    """A two-tile first move through H8 can't reach most squares, so build from a board tile."""
    row, col = square
    multiplier = letter_multiplier(row, col)
    # put an E next to the square with a down word through it, then score X placed on the square
    board = _board_with({(row, col + 1) if col < 14 else (row, col - 1): "E"})
    start_col = col if col < 14 else col - 1
    word = "XE" if col < 14 else "EX"
    coordinate = f"{ROWS[row]}{start_col + 1}"
    placement = place(board, parse_move(f"{coordinate} {word}", CATALAN), CATALAN)
    assert placement.score == 10 * multiplier + 1


def _board_with(squares_to_labels):
    return Board().with_tiles({sq: Tile(label) for sq, label in squares_to_labels.items()})


# --- scoring -----------------------------------------------------------------------------------

def test_first_move_double_word_and_bonus():
    assert place(Board(), parse_move("H8 CASA", CATALAN), CATALAN).score == 10
    seven = place(Board(), parse_move("H2 CANTAVE", CATALAN), CATALAN)
    # H2..H8: C2 A1 N1 T1 A1 V4 E1 = 11, H4 DL on N → +1 = 12, ×2 (H8) = 24, +50
    assert seven.score == 74 and seven.is_bingo


def test_cross_words_count_with_premiums_in_both_directions():
    board = apply(Board(), place(Board(), parse_move("H8 CASA", CATALAN), CATALAN))
    # G9 is DL: the new M makes "MA" down (M doubled) and is the start of "MÀ"... only the down word here
    placement = place(board, parse_move("9G MA", CATALAN), CATALAN)
    assert placement.score == 2 * 2 + 1
    # a parallel play: I9 ES under AS → cross words AE? (geometry only) A+E, S+S
    parallel = place(board, parse_move("I9 ES", CATALAN), CATALAN)
    # main ES: E(I9 DL)2 + S 1 = 3; cross A+E(DL) = 1+2 = 3; cross S+S = 2
    assert parallel.score == 8
    assert len(parallel.words) == 3


def test_quadruple_word_from_two_double_squares():
    board = _board_with({(4, 9): "R"})  # E10
    placement = place(board, parse_move("E5 CANTARA", CATALAN), CATALAN)
    # E5..E11: C2 A N T A R(existing) A = 8, E5 DW and E11 DW → ×4, 6 new tiles
    assert placement.score == 32


def test_nonuple_word_from_two_triple_squares():
    board = _board_with({(0, 3): "T"})  # A4 (a DL square, but existing: no premium)
    placement = place(board, parse_move("A1 CANTAREM", CATALAN), CATALAN)
    # C2 A1 N1 T1 A1 R1 E1 M2 = 10, A1 TW and A8 TW → ×9 = 90, 7 new tiles +50
    assert placement.score == 140


def test_blanks_score_zero_even_on_letter_premiums():
    board = _board_with({(1, 6): "E"})  # B7
    placement = place(board, parse_move("B6 xE", CATALAN), CATALAN)  # blank X on B6 (TL)
    assert placement.score == 1
    assert place(board, parse_move("B6 XE", CATALAN), CATALAN).score == 31


def test_written_case_of_board_tiles_does_not_change_the_score():
    board = apply(Board(), place(Board(), parse_move("H8 CASA", CATALAN), CATALAN))
    assert place(board, parse_move("8H CASES", CATALAN), CATALAN).score == 7
    assert place(board, parse_move("8H cASES", CATALAN), CATALAN).score == 7


# --- geometry ----------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "move, reason",
    [
        ("H9 CASA", "the first move must cover H8"),
        ("8A CASA", "the first move must cover H8"),
        ("H8 C", "a word has at least 2 tiles"),
        ("H13 CASES", "the word runs off the board after H13"),
        ("13L CASES", "the word runs off the board after L13"),
    ],
)
def test_first_move_and_board_edges(move, reason):
    with pytest.raises(IllegalMove, match=reason):
        place(Board(), parse_move(move, CATALAN), CATALAN)


def test_later_moves_must_connect_and_match_and_be_whole_words():
    board = apply(Board(), place(Board(), parse_move("H8 CASA", CATALAN), CATALAN))
    with pytest.raises(IllegalMove, match="does not touch any tile"):
        place(board, parse_move("A1 CASA", CATALAN), CATALAN)
    with pytest.raises(IllegalMove, match="square H9 holds A, not E"):
        place(board, parse_move("9H EN", CATALAN), CATALAN)
    with pytest.raises(IllegalMove, match="goes on through H8"):
        place(board, parse_move("H6 ES", CATALAN), CATALAN)
    with pytest.raises(IllegalMove, match="goes on through H11"):
        place(board, parse_move("H8 CAS", CATALAN), CATALAN)
    with pytest.raises(IllegalMove, match="places no new tile"):
        place(board, parse_move("H8 CASA", CATALAN), CATALAN)


def test_a_gap_cannot_be_written():
    """A word is contiguous by notation; a hole between new tiles is the square an existing tile must fill."""
    board = apply(Board(), place(Board(), parse_move("H8 CASA", CATALAN), CATALAN))
    # writing CASA?S across row G would need G8.. contiguous; the only way to skip a square is a board tile
    placement = place(board, parse_move("10F ESSA", CATALAN), CATALAN)  # F10 E, G10 S, H10 S(existing), I10 A
    assert [square for square, _ in placement.new_tiles] == [(5, 9), (6, 9), (8, 9)]


def test_rack_availability_with_blanks():
    board = Board()
    rack = ["C", "A", "S", BLANK, "E", "R", "T"]
    assert place(board, parse_move("H8 CASa", CATALAN), CATALAN, rack=rack).score == 8
    with pytest.raises(IllegalMove, match="the rack has only 1 A; a blank must be written in lowercase"):
        place(board, parse_move("H8 CASAA", CATALAN), CATALAN, rack=rack)
    with pytest.raises(IllegalMove, match="the rack has only 1 blank, none left for t"):
        place(board, parse_move("H8 CASat", CATALAN), CATALAN, rack=rack)
    with pytest.raises(IllegalMove, match="the rack has no blank for a"):
        place(board, parse_move("H8 CASa", CATALAN), CATALAN, rack=["C", "A", "S"])
    with pytest.raises(IllegalMove, match="the rack has no X"):
        place(board, parse_move("H8 XE", CATALAN), CATALAN, rack=["E", "A"])
    placement = place(board, parse_move("H8 CASa", CATALAN), CATALAN, rack=rack)
    assert rack_after(rack, placement) == ["E", "R", "T"]


def test_a_rack_short_of_a_tile_says_how_many_it_has():
    """Found from outside: BOMBES on M S E O B E J was refused "el faristol no té cap B", though it has one."""
    from conductor.messages import say

    rack = ["M", "S", "E", "O", "B", "E", "J"]
    with pytest.raises(IllegalMove) as error:
        place(Board(), parse_move("H4 BOMBES", CATALAN), CATALAN, rack=rack)
    assert say(error.value.alone, "ca") == "el faristol només té 1 B"
    assert say(error.value.alone, "es") == "el atril solo tiene 1 B"
    with pytest.raises(IllegalMove) as error:
        place(Board(), parse_move("H8 BEBE", CATALAN), CATALAN, rack=["B", "E", "?", "E"])
    assert say(error.value.alone, "ca") == "el faristol només té 1 B; l'escarràs s'escriu en minúscula"
    with pytest.raises(IllegalMove) as error:
        place(Board(), parse_move("H8 BEbe", CATALAN), CATALAN, rack=["B", "E", "?", "S"])
    assert say(error.value.alone, "ca") == "el faristol només té 1 escarràs, cap per a la e"


def test_word_check_is_applied_to_every_word_formed():
    board = apply(Board(), place(Board(), parse_move("H8 CASA", CATALAN), CATALAN))
    seen = []

    def only_casa_and_es(word):
        seen.append(spell([Tile(t.label) for t in word]))
        return seen[-1] in {"ES", "CASA"}

    with pytest.raises(IllegalMove, match="AE is not in the lexicon"):
        place(board, parse_move("I9 ES", CATALAN), CATALAN, is_word=only_casa_and_es)
    assert "ES" in seen and "AE" in seen


def test_failed_validation_leaves_the_board_untouched():
    board = apply(Board(), place(Board(), parse_move("H8 CASA", CATALAN), CATALAN))
    before = board.to_rows()
    for bad in ("A1 CASA", "H8 CASA", "H6 ES", "H13 CASES"):
        with pytest.raises(ValueError):
            place(board, parse_move(bad, CATALAN), CATALAN)
    assert board.to_rows() == before


# --- rack minimums -----------------------------------------------------------------------------

FULL = Bag.full(CATALAN)


def test_minimums_switch_at_round_16():
    plenty = mix(FULL.tiles, CATALAN)
    assert required_minimum(15, plenty, M) == 2
    assert required_minimum(16, plenty, M) == 1
    rack = ["A", "E", "R", "S", "T", "N", "L"]
    assert rack_is_valid(rack, 15, FULL.tiles, CATALAN, M)
    one_vowel = ["A", "R", "S", "T", "N", "L", "C"]
    assert not rack_is_valid(one_vowel, 15, FULL.tiles, CATALAN, M)
    assert rack_is_valid(one_vowel, 16, FULL.tiles, CATALAN, M)
    assert "round 15 needs at least 2 vowels and 2 consonants" in rack_shortfall(one_vowel, 15, FULL.tiles, CATALAN, M)
    assert rack_shortfall(one_vowel, 16, FULL.tiles, CATALAN, M) is None


def test_blanks_count_as_vowel_or_consonant():
    assert rack_is_valid(["A", BLANK, "R", "S", "T", "N", "L"], 1, FULL.tiles, CATALAN, M)  # blank as 2nd vowel
    assert rack_is_valid(["A", "E", "I", "O", BLANK, "U", "R"], 1, FULL.tiles, CATALAN, M)  # blank as 2nd consonant
    assert rack_is_valid([BLANK, BLANK, "R", "S", "T", "N", "L"], 1, FULL.tiles, CATALAN, M)
    assert not rack_is_valid([BLANK, "R", "S", "T", "N", "L", "C"], 1, FULL.tiles, CATALAN, M)
    assert rack_is_valid([BLANK, BLANK, "A", "E", "I", "O", "U"], 1, FULL.tiles, CATALAN, M)


def test_exhaustion_fallback_before_round_16():
    # one vowel (and no blank) still to come in bag + rack → 1 + 1 even in round 3
    to_come = ["A", "R", "S", "T", "N", "L", "C", "D", "M"]
    assert required_minimum(3, mix(to_come, CATALAN), M) == 1
    assert rack_is_valid(["A", "R", "S", "T", "N", "L", "C"], 3, to_come, CATALAN, M)
    # with a blank still to come, two tiles can serve as vowels: 2 + 2 holds
    with_blank = to_come + [BLANK]
    assert required_minimum(3, mix(with_blank, CATALAN), M) == 2
    # consonants down to one
    assert required_minimum(5, mix(["E", "A", "I", "O", "R"], CATALAN), M) == 1


def test_impossibility_ends_the_game():
    assert not valid_rack_possible(3, Mix(vowels=0, consonants=9, blanks=0), M)
    assert not valid_rack_possible(20, Mix(vowels=4, consonants=0, blanks=0), M)
    assert valid_rack_possible(20, Mix(vowels=0, consonants=4, blanks=1), M)  # the blank is the vowel
    assert not valid_rack_possible(1, Mix(0, 0, 0), M)
    # 2+2 with only 7 drawn from 6 vowels + 1 consonant + ... : fallback makes it 1+1
    assert valid_rack_possible(3, Mix(vowels=6, consonants=1, blanks=0), M)
    assert valid_rack_possible(3, Mix(vowels=30, consonants=30, blanks=2), M)
    assert valid_rack_possible(1, mix(FULL.tiles, CATALAN), M)


@given(st.integers(1, 30), st.integers(0, 12), st.integers(0, 12), st.integers(0, 2))
def test_valid_rack_possible_agrees_with_brute_force(round_number, vowels, consonants, blanks):
    pool = ["A"] * vowels + ["R"] * consonants + [BLANK] * blanks
    size = min(7, len(pool))
    from itertools import combinations

    brute = size > 0 and any(
        rack_is_valid(list(combo), round_number, pool, CATALAN, M) for combo in set(combinations(sorted(pool), size))
    )
    assert valid_rack_possible(round_number, Mix(vowels, consonants, blanks), M) == brute


# --- bag ---------------------------------------------------------------------------------------

def test_bag_draws_reproducibly_and_its_state_serialises():
    rng = random.Random(42)
    drawn_a, bag_a = FULL.draw(7, rng)
    state = rng_state(rng)
    more_a, _ = bag_a.draw(7, rng)
    drawn_b, bag_b = FULL.draw(7, random.Random(42))
    assert drawn_a == drawn_b and bag_a == bag_b
    more_b, _ = bag_a.draw(7, rng_from_state(state))
    assert more_a == more_b
    assert len(bag_a) == 93


def test_bag_take_and_put_back():
    bag = FULL.take(["QU", "NY", BLANK])
    assert len(bag) == 97 and "QU" not in bag.tiles
    with pytest.raises(BagError, match="the bag cannot supply these tiles: no QU left"):
        bag.take(["QU"])
    with pytest.raises(BagError, match="3 × X asked, 1 left"):
        FULL.take(["X", "X", "X"])
    assert bag.put_back(["QU", "NY", BLANK]) == FULL
    drawn, rest = FULL.draw(200, random.Random(1))
    assert len(drawn) == 100 and len(rest) == 0

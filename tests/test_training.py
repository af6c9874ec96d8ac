"""The solo training core, without a window: attempts, hints, results, topping, replay, history."""

import json

import pytest

from conductor.engine import MoveGenerator
from conductor.game.prepared import PreparedRound
from conductor.reasons import in_language
from conductor.room.flow import TEMPS
from conductor.rules.board import Board, parse_coordinate
from conductor.rules.move import IllegalMove, move_from_tiles, parse_move, place
from conductor.rules.move import apply as apply_placement
from conductor.rules.spelling import tokenize_word
from conductor.rules.tiles import CATALAN, Tile
from conductor.training import OVER, RESULT, TOPPING_PENALTY, History, Summary, Training


@pytest.fixture
def generator(catalan_lexicon):
    return MoveGenerator(catalan_lexicon)


def _board(*moves):
    board = Board()
    for text in moves:
        board = apply_placement(board, place(board, parse_move(text, CATALAN), CATALAN))
    return board


# ---------------------------------------------------------------------- clicked tiles → notation

def test_clicked_tiles_read_across_and_down_through_the_board():
    board = _board("H8 CASA")
    assert str(move_from_tiles(Board(), {(7, 7): Tile("C"), (7, 8): Tile("A"), (7, 9): Tile("S"),
                                         (7, 10): Tile("A")})) == "H8 CASA"
    # down through the A of CASA at H9: the word includes the board's tile
    assert str(move_from_tiles(board, {(6, 8): Tile("M"), (8, 8): Tile("R")})) == "9G MAR"
    # one tile: the line that makes a word (here down, since across it touches nothing)
    assert str(move_from_tiles(board, {(8, 7): Tile("A")})) == "8H CA"
    # one tile extending the word across
    assert str(move_from_tiles(board, {(7, 11): Tile("S")})) == "H8 CASAS"
    # a blank keeps its lowercase letter
    assert str(move_from_tiles(Board(), {(7, 7): Tile("S", True), (7, 8): Tile("I")})) == "H8 sI"


def test_clicked_tiles_out_of_line_or_with_a_gap_are_refused():
    with pytest.raises(IllegalMove, match="not in one row or column"):
        move_from_tiles(Board(), {(7, 7): Tile("A"), (8, 8): Tile("B")})
    with pytest.raises(IllegalMove, match="gap between the new tiles at H9"):
        move_from_tiles(Board(), {(7, 7): Tile("A"), (7, 9): Tile("B")})
    with pytest.raises(IllegalMove, match="no tile placed"):
        move_from_tiles(Board(), {})


# ---------------------------------------------------------------------- reasons in the player's language

def _refused(call):
    try:
        call()
    except ValueError as error:
        return error
    raise AssertionError("not refused")


# each reason as the rules raise it (a key and its parameters; its English for the logs), said in Catalan
@pytest.mark.parametrize("error, english, catalan", [
    (lambda: _refused(lambda: parse_coordinate("Z9")), "coordinate 'Z9': row must be A–O",
     "coordenada 'Z9': la fila ha de ser de la A a la O"),
    (lambda: IllegalMove("move.centre", "H8 CASA"), "move 'H8 CASA': the first move must cover H8",
     "la primera jugada ha de passar per H8"),
    (lambda: IllegalMove("move.not_a_word", "H9 XQ", word="XQ"), "move 'H9 XQ': XQ is not in the lexicon",
     "XQ no és al diccionari"),
    (lambda: IllegalMove("move.not_in_rack", "H8 CASA", tile="S"), "move 'H8 CASA': the rack has no S",
     "el faristol no té cap S"),
    (lambda: IllegalMove("move.blank_lowercase", "H8 CASA", tile="S"),
     "move 'H8 CASA': the rack has no S; a blank must be written in lowercase",
     "el faristol no té cap S; l'escarràs s'escriu en minúscula"),
    (lambda: IllegalMove("move.not_touching", "A1 CASA"), "move 'A1 CASA': it does not touch any tile on the board",
     "no toca cap fitxa del tauler"),
    (lambda: IllegalMove("move.square_holds", "H8 casa", square="H8", held="C", written="K"),
     "move 'H8 casa': square H8 holds C, not K", "a la casella H8 hi ha C, no K"),
    (lambda: _refused(lambda: tokenize_word("XYZ", CATALAN)), "word 'XYZ': Y exists only in the NY tile (position 2)",
     "'XYZ': la Y només existeix dins la fitxa NY (posició 2)"),
    (lambda: _refused(lambda: parse_move("CASA", CATALAN)), "move 'CASA': write a coordinate and a word, e.g. H8 CASA",
     "'CASA': escriu una coordenada i una paraula, per exemple H8 CASA"),
])
def test_core_reasons_are_told_in_catalan(error, english, catalan):
    error = error()
    assert str(error) == english
    assert in_language(error.message, "ca") == catalan


def test_reasons_in_spanish_and_unknown_shapes_kept():
    assert in_language(IllegalMove("move.centre", "H8 CASA").message, "es") == "la primera jugada debe pasar por H8"
    assert in_language("something new", "ca") == "something new"


# ---------------------------------------------------------------------- a round

def test_attempts_are_scored_at_once_and_the_best_counts(generator):
    training = Training(generator, seed=5, language="ca")
    training.draw(0.0)
    training.start(0.0)
    tops = training.game.tops
    top = tops[0]
    lesser = next(a for a in training.round.alternatives if a.score < top.score)
    bad = training.attempt("Z99 CASA", 3.0)
    assert not bad.legal and "coordenada 'Z99'" in bad.reason
    unknown = training.attempt("H8 ZZZZ", 4.0)
    assert not unknown.legal and unknown.score == 0
    good = training.attempt(lesser.notation, 10.0)
    assert good.legal and good.score == lesser.score and not good.top and good.at == 10.0
    best = training.attempt(str(top.move), 20.0)
    assert best.top and best.score == top.score
    worse_later = training.attempt(lesser.notation, 30.0)
    assert training.best_attempt() == best and worse_later.legal
    result = training.finish(40.0)
    assert training.phase == RESULT
    assert result.played == str(top.move) and result.score == result.master_score == top.score
    assert result.found_top and result.percent == 100.0 and result.attempts == 5 and result.seconds == 20.0
    assert len(result.alternatives) == 10 and result.alternatives[0].score == top.score
    assert [a.score for a in result.alternatives] == sorted((a.score for a in result.alternatives), reverse=True)


def test_hints_answer_truly_and_are_noted(generator):
    training = Training(generator, seed=5, language="ca")
    training.draw(0.0)
    training.start(0.0)
    top = training.game.tops[0].score
    assert training.hint("top") == f"La jugada mestra fa {top} punts."
    bingo = any(m.new_tiles == 7 for m in generator.moves())
    assert training.hint("bingo") == ("Hi ha un scrabble (les 7 fitxes)." if bingo else "No hi ha cap scrabble.")
    count = len(training.game.tops)
    assert str(count) in training.hint("count") or (count == 1 and "Només una" in training.hint("count"))
    training.attempt("H8 ZZ", 1.0)
    result = training.finish(2.0)
    assert result.hints == ("top", "bingo", "count") and result.score == 0 and result.played == ""


def test_time_up_hands_in_the_best_attempt(generator):
    training = Training(generator, seed=9, round_seconds=60, language="ca")
    training.draw(0.0)
    training.start(100.0)
    lesser = training.round.alternatives[-1]
    training.attempt(lesser.notation, 110.0)
    assert training.tick(159.0) == [30] and training.phase != RESULT     # a 60-second round: no "1 minut!"
    training.pause(159.0)
    assert training.paused and training.time_left(500.0) == pytest.approx(1.0)
    training.pause(500.0)
    assert training.tick(501.5) == [TEMPS] and training.phase == RESULT
    result = training.results[-1]
    assert result.score == lesser.score and result.percent == round(100 * lesser.score / result.master_score, 2)


def test_the_rounds_flow_is_the_rooms(generator):
    """The clock starts when the call ends, "1 minut!" and "30 segons!" once each, the time up is "Temps!"
    and hands the round in: room/flow.py decides, as for a game in the room."""
    training = Training(generator, seed=9, language="ca")
    training.draw(0.0)
    assert training.tick(5.0) == [] and training.time_left(5.0) is None        # the call goes on
    assert training.tick(10.0, call_done=True) == [] and training.time_left(10.0) == 180
    assert training.tick(130.0) == [60] and training.tick(131.0) == []
    assert training.tick(160.0) == [30]
    assert training.tick(190.0) == [TEMPS] and training.phase == RESULT and training.results[-1].number == 1


def test_topping_ends_the_round_on_the_top_and_time_is_the_score(generator):
    training = Training(generator, seed=5, topping=True, language="ca")
    training.draw(0.0)
    training.start(0.0)
    training.attempt(training.round.alternatives[-1].notation, 5.0)
    assert training.phase != RESULT
    training.attempt(str(training.game.tops[0].move), 42.0)
    assert training.phase == RESULT and training.results[-1].seconds == 42.0
    training.draw(50.0)
    training.start(50.0)
    training.tick(50.0 + 180)                  # not found: the full time and the penalty
    assert training.results[-1].seconds == 180 + TOPPING_PENALTY
    summary = training.end(300.0)
    assert summary.mode == "topping" and summary.topping_seconds == 42.0 + 180 + TOPPING_PENALTY


def test_the_same_seed_gives_the_same_game_whatever_the_player_does(generator):
    def play(seed, clever):
        training = Training(generator, seed, max_rounds=6, language="ca")
        racks = []
        while training.draw(0.0):
            racks.append(tuple(training.rack))
            training.start(0.0)
            if clever:
                training.attempt(str(training.game.tops[-1].move), 1.0)
            training.finish(2.0)
        return racks, [r.master for r in training.results], training.summary()

    racks_a, masters_a, lazy = play(21, clever=False)
    racks_b, masters_b, clever = play(21, clever=True)
    assert racks_a == racks_b and masters_a == masters_b and len(racks_a) == 6
    assert lazy.total == 0 and clever.total == clever.master_total and clever.percent == 100.0
    assert lazy.ended == "rounds" and len(lazy.misses) == 6 and not lazy.best_finds
    assert play(22, clever=False)[0] != racks_a


def test_a_prepared_game_is_replayed_with_its_master_moves(generator):
    prepared = [PreparedRound(("C", "A", "S", "A", "R", "E", "S"), "H4 CASARES"), PreparedRound(("E", "T", "N", "I", "O", "A", "L"))]
    training = Training(generator, seed=1, prepared=prepared, source="partida.txt", language="ca")
    assert training.draw(0.0) == ["C", "A", "S", "A", "R", "E", "S"]
    training.start(0.0)
    result = training.finish(1.0)
    assert result.master == "H4 CASARES"
    training.draw(2.0)
    assert sorted(training.rack) == sorted(["E", "T", "N", "I", "O", "A", "L"])
    training.start(2.0)
    training.finish(3.0)
    assert training.draw(4.0) == [] and training.phase == OVER
    assert training.summary().ended == "the prepared racks are used up"


def test_history_keeps_every_session_and_skips_a_damaged_line(generator, tmp_path):
    history = History(tmp_path / "sub" / "training.jsonl")
    assert history.read().sessions == ()
    for seed in (3, 4):
        training = Training(generator, seed, max_rounds=2, language="ca")
        while training.draw(0.0):
            training.start(0.0)
            training.attempt(str(training.game.tops[0].move), 1.0)
            training.finish(2.0)
        history.save(Summary(**{**training.summary().__dict__, "date": f"2026-11-2{seed}"}))
    with open(history.path, "a", encoding="utf-8") as out:
        out.write('{"broken": \n')
    progress = history.read()
    assert [s.seed for s in progress.sessions] == [3, 4] and progress.skipped == 1
    assert progress.best.percent == 100.0 and progress.recent_average() == 100.0
    first = json.loads(history.path.read_text(encoding="utf-8").splitlines()[0])
    assert first["version"] == 1 and len(first["rounds"]) == 2 and first["rounds"][0]["found_top"]
    assert Summary.from_json(first) == progress.sessions[0]

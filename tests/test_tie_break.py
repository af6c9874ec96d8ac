"""FISC II.8 (003 §1.9): equal totals are placed by the best single move, then the next best, and so on;
players still tied after that share the place. The standings say when the tie-break decided."""

from conductor.clock import ManualClock
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.ranking import standings
from conductor.game.session import Session


def _played(catalan_lexicon, tmp_path, scores_by_round):
    """A game whose rounds are scored by bare scores typed by the judge (below each round's top)."""
    players = [Player(t, f"Jugador {t}") for t in range(1, 10)]
    clock = ManualClock(0.0)
    session = Session.new(tmp_path / "game.jsonl", catalan_lexicon, "fisc", players, 3, Config(180, False, "random"),
                          clock)
    game = session.game
    for scores in scores_by_round:
        while True:
            assert session.execute("draw")["ok"]
            if game.move_count:
                break
        session.execute("start")
        clock.advance(180)
        session.execute("time")
        top = game.tops[0].score
        for table, score in scores.items():
            assert score <= top, "pick a seed whose tops are high enough"
            assert session.execute(f"slip {table} {score}")["ok"]
        session.execute("close")
        session.execute("reveal")
    return game


def test_equal_totals_go_to_the_best_single_move(catalan_lexicon, tmp_path):
    # Tables 6–9 all make 20: 9 has the best move (15), 6 and 8 tie all the way (10, 10), 7's best is 12.
    # Tables 1–5 are ahead with more points.
    first = {1: 18, 2: 18, 3: 18, 4: 18, 5: 18, 6: 10, 7: 12, 8: 10, 9: 15}
    second = {1: 17, 2: 16, 3: 15, 4: 14, 5: 13, 6: 10, 7: 8, 8: 10, 9: 5}
    game = _played(catalan_lexicon, tmp_path, [first, second])
    table = standings(game)
    places = {row.table: row.rank for row in table.rows}
    assert [row.total for row in table.rows if row.table in (6, 7, 8, 9)] == [20, 20, 20, 20]
    assert places[9] == 6 and places[7] == 7 and places[6] == places[8] == 8
    assert [row.table for row in table.rows][5:] == [9, 7, 6, 8]
    assert table.tie_broken


def test_no_tie_break_to_speak_of(catalan_lexicon, tmp_path):
    game = _played(catalan_lexicon, tmp_path, [{1: 5, 2: 4, 3: 3}])
    assert not standings(game).tie_broken

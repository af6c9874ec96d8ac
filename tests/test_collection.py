"""Slips typed while the game goes on, and corrected afterwards (FISC II.1, II.9): slips of round N
entered during rounds N+1 and N+2 are scored on round N's board, several rounds collect at once,
finalising fills the missing slips, corrections recompute the solo-top bonus, and the standings after any
sequence of slips and corrections equal those of a game where each final slip was entered once."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conductor.clock import StepClock
from conductor.game.duplicate import THINK, Config, bonus_value
from conductor.game.players import Player
from conductor.game.ranking import standings
from conductor.game.session import Session
from conductor.reasons import in_language
from conductor.rules.move import parse_move, place
from sessions import ok, players
from tiers import examples


def new_session(lexicon, path, n=4, seed=21, bonuses=False):
    return Session.new(path, lexicon, "fisc", players(n), seed, Config(180, bonuses, "random"), StepClock())


def play_round_without_slips(session):
    """Draw, call, time up, reveal straight from collect: the round keeps collecting slips."""
    ok(session, "draw")
    ok(session, "start")
    ok(session, "time")
    return ok(session, "reveal")


def test_slips_of_a_round_come_during_the_next_two_and_are_scored_on_its_board(catalan_lexicon, tmp_path):
    s = new_session(catalan_lexicon, tmp_path / "g.jsonl")
    game = s.game
    first = play_round_without_slips(s)
    assert first["missing"] == [1, 2, 3, 4]
    round1 = game.rounds[0]
    ok(s, "draw")
    ok(s, "start")
    assert game.phase == THINK and [r.number for r in game.collecting()] == [1, 2]
    # the master of round 1 is no longer playable on today's board (its squares are taken), yet scores
    # in full for round 1: the slip is checked on round 1's board and rack
    with pytest.raises(ValueError):
        place(game.board, parse_move(round1.master, game.tiles), game.tiles, rack=round1.rack)
    answer = ok(s, f"slip r1 1 {round1.master}")
    assert answer["round"] == 1 and answer["slip"]["score"] == round1.master_score
    # without rN: the newest round past its "Temps!" still collecting, round 1 (round 2's time runs)
    answer = ok(s, "slip 2 3")
    assert answer["round"] == 1 and round1.slips[2].score == 3
    assert round1.scores[1] == round1.master_score and round1.scores[2] == 3
    ok(s, "time")
    ok(s, "reveal")
    ok(s, "draw")
    ok(s, "start")
    assert [r.number for r in game.collecting()] == [1, 2, 3]      # three rounds collecting at once
    round2 = game.rounds[1]
    assert ok(s, f"slip r2 4 {round2.master}")["slip"]["score"] == round2.master_score
    assert ok(s, "null r1 3 late")["slip"] == {"table": 3, "text": "null late", "score": 0,
                                                 "reason": "slip not handed in on time"}
    # without rN a slip goes to the newest round past its "Temps!" (2), never silently an older one
    assert game.default_round().number == 2 and game.default_round(player=True).number == 3
    assert ok(s, "slip r1 4 H8 XXXXXXX")["round"] == 1
    # standings while rounds collect: provisional, with the missing slips per round
    table = ok(s, "standings")
    assert table["provisional"] is True
    assert table["missing"] == {"1": [], "2": [1, 2, 3]}
    assert game.snapshot()["collecting"] == {"1": {"slips": 4, "missing": []},
                                             "2": {"slips": 1, "missing": [1, 2, 3]},
                                             "3": {"slips": 0, "missing": [1, 2, 3, 4]}}
    # finalising round 2 fills its missing slips with 0; a slip for it is then refused
    assert ok(s, "finalise 2") == {"ok": True, "round": 2, "without_slip": [1, 2, 3]}
    assert round2.final and round2.scores == {1: 0, 2: 0, 3: 0, 4: round2.master_score}
    refused = s.execute("slip r2 1 10")
    assert refused == {"ok": False, "error": "round 2 is final: only the judge's console changes it (correct r2 TABLE …)"}
    assert ok(s, "finalise r1")["without_slip"] == []
    table = ok(s, "standings")
    assert "provisional" not in table and "missing" not in table
    # end: every round's missing slips become 0
    ok(s, "time")
    ok(s, "reveal")
    assert ok(s, "standings")["missing"] == {"3": [1, 2, 3, 4]}
    ok(s, "end")
    assert all(r.final for r in game.rounds) and "provisional" not in ok(s, "standings")


def test_corrections_create_and_remove_a_solo_top(catalan_lexicon, tmp_path):
    s = new_session(catalan_lexicon, tmp_path / "g.jsonl", n=10, bonuses=True)
    game = s.game
    bonus = bonus_value(10)
    assert bonus == 5
    play_round_without_slips(s)
    r = game.rounds[0]
    top = r.master_score
    ok(s, f"slip r1 1 {r.master}")
    ok(s, f"slip r1 2 {top}")
    for table in range(3, 11):
        ok(s, f"slip r1 {table} {top // 2}")
    assert r.bonus == {}                                             # two players at the top
    answer = ok(s, f"correct r1 2 {top - 1}")                      # table 2 wrote 1 point less
    assert answer["old"] == {"table": 2, "text": str(top), "score": top, "reason": ""}
    assert answer["slip"]["score"] == top - 1
    assert r.bonus == {1: bonus}                                     # the correction made a solo top
    assert game.totals()[1] == top + bonus
    assert ok(s, "standings")["standings"][0] == {"rank": 1, "table": 1, "name": "Jugador 1", "total": top + bonus,
                                                  "bonus": bonus, "percent": 100.0}
    ok(s, "finalise 1")
    ok(s, "correct r1 7 null word")                                  # finalised rounds are corrected too
    assert r.scores[7] == 0
    ok(s, f"correct r1 3 {r.master}")                               # another top: the bonus goes
    assert r.bonus == {} and game.totals()[1] == top
    assert [c.table for c in r.corrections] == [2, 7, 3]
    assert r.corrections[1].old.score == top // 2 and r.corrections[1].new.reason == "main word not valid or illegible"
    # declared final: no more corrections
    ok(s, "end")
    ok(s, "final")
    before = s.log.path.read_bytes()
    refused = s.execute(f"correct r1 3 {top // 2}")
    assert refused == {"ok": False, "error": "the results are final: no more corrections"}
    assert s.log.path.read_bytes() == before


def _unchanged(session, command, message, catalan):
    before = session.game.snapshot()
    lines = session.log.path.read_bytes()
    answer = session.execute(command)
    assert answer == {"ok": False, "error": message}, answer
    assert in_language(answer["error"], "ca") == catalan      # the refusal, said by its key
    assert session.game.snapshot() == before and session.log.path.read_bytes() == lines


def test_bad_slips_and_corrections_are_refused_with_nothing_logged(catalan_lexicon, tmp_path):
    s = new_session(catalan_lexicon, tmp_path / "g.jsonl", n=4)
    _unchanged(s, "slip r1 1 10", "there is no round 1 yet", "encara no hi ha ronda 1")
    ok(s, "draw")
    _unchanged(s, "slip 1 10", "not now: no round is collecting slips (they come once a rack has been called)",
               "ara no: cap ronda no recull paperetes (arriben un cop cridat el faristol)")
    _unchanged(s, "slip r1 1 10", "not now: round 1 has not started (slips come once its rack has been called)",
               "ara no: la ronda 1 encara no ha començat (les paperetes arriben un cop cridat el faristol)")
    ok(s, "start")
    ok(s, "time")
    ok(s, "reveal")
    ok(s, "draw")
    _unchanged(s, "slip r7 1 10", "there is no round 7 (rounds 1–2 so far)", "no hi ha ronda 7 (de moment, rondes 1–2)")
    _unchanged(s, "slip r0 1 10", "there is no round 0 (rounds 1–2 so far)", "no hi ha ronda 0 (de moment, rondes 1–2)")
    _unchanged(s, "slip r1 5 10", "no player at table 5", "no hi ha cap jugador a la taula 5")
    _unchanged(s, "correct r1 0 10", "no player at table 0", "no hi ha cap jugador a la taula 0")
    _unchanged(s, "correct 1 1 10", "correct rN TABLE COORD WORD, correct rN TABLE SCORE or correct rN TABLE null REASON",
               "correct rN TAULA COORDENADA PARAULA, correct rN TAULA PUNTS o correct rN TAULA null MOTIU")
    top = s.game.rounds[0].top_score
    for crash in ("²", "4³", "①", "--5", "-5", "١٢", "１２", "12345"):   # once each stopped the conductor
        before, lines = s.game.snapshot(), s.log.path.read_bytes()
        answer = s.execute(f"slip r1 1 {crash}")
        assert answer["ok"] is False and answer["error"].startswith("a slip is a coordinate and a word, or a score")
        assert s.game.snapshot() == before and s.log.path.read_bytes() == lines
    above = s.execute(f"slip r1 1 {top + 1}")           # scored 0 with a reason that names no number
    assert above["ok"] and above["slip"]["score"] == 0 and str(top) not in above["slip"]["reason"]
    _unchanged(s, "finalise 2", "round 2 is still on the board: close it (no more slips) or reveal it first",
               "la ronda 2 encara és al tauler: tanca-la (cap més papereta) o revela-la primer")
    ok(s, "finalise 1")
    _unchanged(s, "finalise 1", "round 1 is already final", "la ronda 1 ja és definitiva")
    _unchanged(s, "slip r1 1 10", "round 1 is final: only the judge's console changes it (correct r1 TABLE …)",
               "la ronda 1 ja és definitiva: només la consola del jutge la canvia (correct r1 TAULA …)")
    _unchanged(s, "null r1 2 late", "round 1 is final: only the judge's console changes it (correct r1 TABLE …)",
               "la ronda 1 ja és definitiva: només la consola del jutge la canvia (correct r1 TAULA …)")
    _unchanged(s, "final", "the game is still going on: end it first, then declare the results final",
               "la partida encara continua: acaba-la i després declara definitius els resultats")
    ok(s, "end")
    ok(s, "final")
    _unchanged(s, "correct r1 1 10", "the results are final: no more corrections",
               "els resultats ja són definitius: no s'admeten més correccions")
    _unchanged(s, "final", "the results are already final", "els resultats ja són definitius")


def test_the_old_flow_still_works_and_close_finalises(catalan_lexicon, tmp_path):
    """`slip TABLE …` with no round, then close and reveal: as before, nothing stays collecting."""
    s = new_session(catalan_lexicon, tmp_path / "g.jsonl", n=3)
    for _ in range(2):
        ok(s, "draw")
        ok(s, "start")
        assert ok(s, f"slip 1 {s.game.tops[0].move}")["round"] == len(s.game.rounds) + 1
        ok(s, "time")
        ok(s, "close")
        assert "missing" not in ok(s, "reveal")
    assert s.game.collecting() == [] and "provisional" not in ok(s, "standings")
    assert s.game.rounds[1].scores[2] == 0


# --- a property: any sequence of slips, corrections and finalisations gives the standings of a game where
# --- each round's final slips were entered once ------------------------------------------------------

ROUNDS, TABLES = 4, 10


@pytest.fixture(scope="module")
def candidate_slips(catalan_lexicon, tmp_path_factory):
    """For each round of the seed-21 game: slips a player might write (tops, lesser moves, bare scores,
    illegal moves, null moves)."""
    s = new_session(catalan_lexicon, tmp_path_factory.mktemp("plan") / "plan.jsonl", n=TABLES, bonuses=True)
    found = []
    for _ in range(ROUNDS):
        ok(s, "draw")
        s.game.full_search()                # the draw finds the tops only; the ten best need every move
        moves = s.game.generator.top(8)
        options = [str(m.move) for m in moves[:1]] * 3 + [str(m.move) for m in moves[1:]]
        options += [str(moves[0].score // 2), "0", "H8 XXXXXX", "null late", "null blank"]
        found.append(options)
        ok(s, "start")
        ok(s, "time")
        ok(s, "reveal")
    return found


operation = st.tuples(st.integers(0, ROUNDS - 1),                        # stage: rounds revealed before it
                      st.sampled_from(["slip", "slip-default", "correct", "finalise"]),
                      st.integers(1, ROUNDS), st.integers(1, TABLES), st.integers(0, 12))


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(operation, max_size=40))
def test_standings_equal_a_game_with_each_final_slip_entered_once(catalan_lexicon, candidate_slips, tmp_path_factory,
                                                                   operations):
    folder = tmp_path_factory.mktemp("prop")
    s = new_session(catalan_lexicon, folder / "live.jsonl", n=TABLES, bonuses=True)
    for stage in range(ROUNDS):
        ok(s, "draw")
        ok(s, "start")
        for kind_stage, kind, number, table, pick in operations:
            if kind_stage != stage or number > stage + 1:
                continue
            options = candidate_slips[number - 1]
            text = options[pick % len(options)]
            command = {"slip": f"slip r{number} {table} {text}", "slip-default": f"slip {table} {text}",
                       "correct": f"correct r{number} {table} {text}", "finalise": f"finalise {number}"}[kind]
            if text.startswith("null ") and kind in ("slip", "slip-default"):
                reason = text.split()[1]
                command = f"null r{number} {table} {reason}" if kind == "slip" else f"null {table} {reason}"
            s.execute(command)      # refusals (a final round, a round on the board) change nothing
        ok(s, "time")
        ok(s, "reveal")
    live = s.game
    # the same game, each round's final slips entered once, in the old flow
    again = new_session(catalan_lexicon, folder / "once.jsonl", n=TABLES, bonuses=True)
    for round_ in live.rounds:
        ok(again, "draw")
        ok(again, "start")
        for table, slip in sorted(round_.slips.items()):
            if slip.text.startswith("null "):
                ok(again, f"null {table} {slip.text.split()[1]}")
            else:
                ok(again, f"slip {table} {slip.text}")
        ok(again, "time")
        ok(again, "close")
        ok(again, "reveal")
    assert standings(live).rows == standings(again.game).rows
    assert live.totals() == again.game.totals()
    assert [r.bonus for r in live.rounds] == [r.bonus for r in again.game.rounds]
    ok(s, "end")
    assert standings(live).rows == standings(again.game).rows and not standings(live).provisional
    s.close()
    again.close()


def test_a_slip_in_lowercase_on_a_rack_without_blanks_is_read_in_capitals(catalan_lexicon, tmp_path):
    """A judge's caps lock: "h8 casa" on a rack with no blank is "H8 CASA", with a note for the console."""
    s = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(1, "Ana"), Player(2, "Biel")], 3,
                    Config(), StepClock())
    assert s.execute("rack C A S A E R T")["ok"] and s.execute("start")["ok"]
    read = s.execute("slip 1 h8 casa")["slip"]
    assert read["text"] == "H8 CASA" and read["score"] > 0 and read["note"].startswith("read in capitals")
    assert s.execute("slip 2 H8 CASA")["slip"]["score"] == read["score"]
    s.close()


def test_a_correction_that_reads_as_no_slip_is_refused_and_the_good_slip_kept(catalan_lexicon, tmp_path):
    """`correct r2 5 17 error de lectura` (a score with a reason after it) once replaced table 5's good slip with a
    0-point one; a correction is a move, a score alone or null REASON, and anything else is refused, unlogged."""
    from conductor.display.entry import expand

    s = new_session(catalan_lexicon, tmp_path / "g.jsonl", n=6)
    play_round_without_slips(s)
    play_round_without_slips(s)
    good = s.game.rounds[1]
    ok(s, f"slip r2 5 {good.master}")
    ok(s, "finalise 1")
    for text in ("17 error de lectura", f"{good.master} error", "H8 CASA 12", "17 punts", "+17 punts"):
        answer = s.execute(f"correct r2 5 {text}")
        assert answer["ok"] is False and answer["error"].startswith(f"correct r2 5: '{text}' reads as no slip ("), answer
        assert "nothing was changed" in answer["error"] and "the score alone" in answer["error"]
        _unchanged(s, f"correct r2 5 {text}", answer["error"], in_language(answer["error"], "ca"))
        assert in_language(answer["error"], "ca").startswith(f"correct r2 5: '{text}' no es llegeix com cap papereta")
        assert "no se ha cambiado nada" in in_language(answer["error"], "es")
        assert good.slips[5].text == good.master and good.scores[5] == good.master_score and not good.corrections
    # the projector's console: a bare line on a final round is a correction, refused alike
    refused = s.execute(expand("5 17 error de lectura", 1, entry_final=True))
    assert refused["ok"] is False and refused["error"].startswith("correct r1 5: '17 error de lectura' reads as no slip")
    # what a correction may be is still taken, and says what it replaced
    answer = ok(s, "correct r2 5 17")
    assert answer["slip"]["score"] == 17 and answer["old"]["text"] == good.master
    assert ok(s, "correct r2 5 null word")["slip"]["score"] == 0
    # a move's shape that reads as no move is what a paper slip may hold (II.7): taken, 0 with its reason
    assert ok(s, "correct r2 5 H CASA")["slip"]["score"] == 0
    assert [c.table for c in good.corrections] == [5, 5, 5]

"""The duplicate state machine: whole games with 12 players, ranking and bonuses, end conditions,
bad input, the log (torn line, other lexicon) and resuming."""

import random

import pytest

from conductor.engine import Lexicon, MoveGenerator
from conductor.clock import StepClock as Clock
from conductor.game.duplicate import (
    CLOSED, COLLECT, ENDED, READY, Config, Duplicate, Round, bonus_value,
)
from conductor.game.log import LogError, read_log
from conductor.game.players import Player, PlayersError, parse_players
from conductor.game.ranking import standings
from conductor.game.session import Session, replay
from conductor.report import report_csv, report_html
from conductor.rules import CATALAN
from conductor.rules.racks import FISC_II_3, mix, required_minimum
from sessions import players


def play_full_game(lexicon, n_players, seed, bonuses, tmp_path, max_rounds=None):
    """Play a game through a Session with generated slips; returns the session and what each
    table should have scored, worked out from the slips the test chose."""
    session = Session.new(tmp_path / f"g{seed}.jsonl", lexicon, "fisc", players(n_players), seed,
                          Config(180, bonuses, "random"), Clock())
    rng = random.Random(seed)
    expected = dict.fromkeys(range(1, n_players + 1), 0)
    game = session.game
    while game.phase != ENDED and (max_rounds is None or len(game.rounds) < max_rounds):
        answer = session.execute("draw")
        assert answer["ok"], answer
        if game.phase == ENDED:
            break
        assert session.execute("start")["ok"]
        generator = MoveGenerator(lexicon)
        generator.generate(game.board, game.current.rack)
        listed = generator.moves()
        top = game.tops[0]
        scores = {}
        for table in range(1, n_players + 1):
            kind = rng.random()
            if kind < 0.35:
                text, score = str(top.move), top.score
            elif kind < 0.75:
                move = rng.choice(listed)
                text, score = str(move.move), move.score
            elif kind < 0.85:
                text, score = "H8 XXXXXXXX", 0  # not on the rack / not a word
            elif kind < 0.9:
                text, score = "P8 CASA", 0  # bad coordinate
            elif kind < 0.95:
                text, score = str(rng.randrange(top.score + 1)), None
            else:
                text, score = None, 0  # no slip
            if text is None:
                continue
            answer = session.execute(f"slip {table} {text}")
            assert answer["ok"], answer
            scores[table] = int(text) if score is None else score
            assert answer["slip"]["score"] == scores[table]
        assert session.execute("time")["ok"]
        assert session.execute("close")["ok"]
        reveal = session.execute("reveal")
        assert reveal["ok"] and reveal["score"] == top.score
        round_ = game.rounds[-1]
        best = max(scores.values(), default=0)
        finders = [t for t, s in scores.items() if s == best and s > 0]
        for table in expected:
            expected[table] += scores.get(table, 0)
            if bonuses and n_players >= 10 and len(finders) == 1 and table == finders[0]:
                expected[table] += bonus_value(n_players)
                assert round_.bonus == {table: bonus_value(n_players)}
        if not (bonuses and n_players >= 10):
            assert round_.bonus == {}
    return session, expected


@pytest.fixture(scope="module")
def twelve_player_game(catalan_lexicon, tmp_path_factory):
    return play_full_game(catalan_lexicon, 12, 2, True, tmp_path_factory.mktemp("g12"))  # seed 2: 21 rounds


def test_complete_game_with_twelve_players(twelve_player_game, catalan_lexicon):
    session, expected = twelve_player_game
    game = session.game
    assert game.phase == ENDED and game.end_reason == "no valid rack can be drawn"
    assert len(game.rounds) >= 20
    assert game.totals() == expected
    # every rack met at least 1+1 (the round-by-round minimum is checked in the round-16 test)
    for r in game.rounds:
        m = mix(r.rack, CATALAN)
        assert max(0, 1 - m.vowels) + max(0, 1 - m.consonants) <= m.blanks
    assert any(r.number == 16 for r in game.rounds)
    # totals in the standings, with the FISC tie-breaks
    table = standings(game).rows
    assert [s.total for s in table] == sorted((s.total for s in table), reverse=True)
    assert {s.table: s.total for s in table} == expected
    # the log replays to the identical state, and the report is built from it alone
    events = read_log(session.log.path).events
    again = replay(events, catalan_lexicon)
    assert again.snapshot() == game.snapshot()
    assert report_csv(again) == report_csv(game)
    html = report_html(game)
    assert "Bonificació per jugada única: 6 punts" in html and "nul·la" in html


def test_bonus_values():
    assert bonus_value(9) == 0 and bonus_value(10) == 5 and bonus_value(11) == 5 and bonus_value(12) == 6
    assert bonus_value(50) == 25 and bonus_value(51) == 25 and bonus_value(200) == 25


def test_nine_players_get_no_bonus_even_when_enabled(catalan_lexicon, tmp_path):
    session, expected = play_full_game(catalan_lexicon, 9, 3, True, tmp_path, max_rounds=6)
    assert all(not r.bonus for r in session.game.rounds)
    assert session.game.totals() == expected


def _game_with_scores(lexicon, rows):
    """A game whose rounds carry the given per-table scores (for ranking rules)."""
    n = len(rows)
    game = Duplicate(MoveGenerator(lexicon), players(n), 1)
    for number, scores in enumerate(zip(*rows), start=1):
        r = Round(number, [], [], [], [])
        r.master_score = max(scores) + 5
        r.scores = {t + 1: s for t, s in enumerate(scores)}
        game.rounds.append(r)
    return game


def test_ranking_tie_breaks_by_best_single_move_then_the_next(catalan_lexicon):
    game = _game_with_scores(catalan_lexicon, [
        [30, 20, 10],  # 60, best 30
        [25, 25, 10],  # 60, best 25
        [30, 15, 15],  # 60, best 30, next 15 (< 20)
        [10, 10, 10],  # 30
        [10, 10, 10],  # 30, identical to table 4: same rank
    ])
    table = standings(game).rows
    assert [(s.rank, s.table) for s in table] == [(1, 1), (2, 3), (3, 2), (4, 4), (4, 5)]
    assert table[0].percent_of_master == round(100 * 60 / (35 + 30 + 20), 2)


def test_players_file():
    assert parse_players("name,table,club\nAnna,1,Club A\nBernat,2\n", "players", "en") == [Player(1, "Anna", "Club A"), Player(2, "Bernat")]
    with pytest.raises(PlayersError, match="line 3: table 1 is listed twice"):
        parse_players("Anna,1\nBernat,2\nCarla,1\n", "players", "en")
    with pytest.raises(PlayersError, match="table 'x' is not a number"):
        parse_players("Anna,x\n", "players", "en")


# --- bad input -----------------------------------------------------------------------------------

@pytest.fixture()
def fresh(catalan_lexicon, tmp_path):
    return Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", players(3), 11, Config(), Clock())


def _unchanged(session, command, message):
    before = session.game.snapshot()
    lines = session.log.path.read_bytes()
    answer = session.execute(command)
    assert answer == {"ok": False, "error": answer["error"]} and message in answer["error"], answer
    assert session.game.snapshot() == before
    assert session.log.path.read_bytes() == lines


def test_bad_input_changes_nothing(fresh):
    s = fresh
    _unchanged(s, "start", "not now: the game is in phase 'draw'")
    _unchanged(s, "slip 1 H8 CASA", "not now")
    _unchanged(s, "reveal", "not now")
    _unchanged(s, "frobnicate", "unknown command 'frobnicate'")
    _unchanged(s, "rack A E I O U R K", "no K tile")
    _unchanged(s, "rack QU QU A E R S T", "2 × QU asked, 1 left")
    _unchanged(s, "rack A B C D F G H", "round 1 needs at least 2 vowels and 2 consonants")
    _unchanged(s, "rack A E R", "the rack must have 7 tiles")
    assert s.execute("rack A E R S T L ?")["ok"]
    assert s.game.phase == READY
    _unchanged(s, "slip 1 H8 CASA", "not now")
    assert s.execute("start")["ok"]
    _unchanged(s, "slip 9 H8 ARES", "no player at table 9")
    _unchanged(s, "slip x H8 ARES", "table 'x' is not a number")
    _unchanged(s, "slip 1 99999", "a slip is a coordinate and a word, or a score written with the digits 0–9")
    _unchanged(s, "slip 1 ²", "a slip is a coordinate and a word, or a score written with the digits 0–9")
    # what no paper slip holds is refused on the console as on the network (game/rounds.written_slip), not
    # logged as a slip scoring 0 that would replace the table's slip
    assert s.execute("slip 2 H8 ARES")["ok"]
    for garbage in ("H8 ARES\ufeff", "H8 AR\u200bES", "H8 AR\x00ES", "H8 " + "A" * 5000):
        _unchanged(s, f"slip 2 {garbage}", "slip")
        _unchanged(s, f"correct r1 2 {garbage}", "slip")
    assert s.game.current.slips[2].text == "H8 ARES"
    _unchanged(s, "pick inf", "pick N")
    _unchanged(s, "adjust nan", "adjust SECONDS")
    _unchanged(s, "null 1 because", "null [rN] TABLE REASON")
    _unchanged(s, "pick 100000", "pick: choose 1–")
    _unchanged(s, "adjust lots", "adjust SECONDS")
    # slips that are accepted but score 0, with the reason (II.7)
    assert s.execute("slip 1 P8 ARES")["slip"] == {"table": 1, "text": "P8 ARES", "score": 0,
                                                    "reason": "coordinate 'P8': row must be A–O"}
    assert s.execute("slip 2 H8 XERA")["slip"]["reason"] == "the rack has no X; a blank must be written in lowercase"
    assert s.execute("slip 3 H8 ESTRLA")["slip"]["reason"] == "ESTRLA is not in the lexicon"
    assert s.execute("slip 3 H8 ESTELA")["slip"]["reason"] == "the rack has only 1 E; a blank must be written in lowercase"
    assert s.execute("slip 3 H8 ESTeLA")["slip"]["score"] > 0  # corrected before the round closes
    assert s.game.current.slips[3].text == "H8 ESTeLA"


def test_manual_draw_after_returning_the_whole_rack(fresh):
    s = fresh
    assert s.execute("rack A E I X Z J R")["ok"]
    assert s.execute("start")["ok"] and s.execute("close")["ok"]
    assert s.execute("pick 1")["ok"] and s.execute("reveal")["ok"]
    leftover = s.game.leftover
    assert leftover  # the first master move leaves tiles for round 2
    # new tiles only: the leftover stays
    new = ["E", "I", "O", "N", "S", "U", "M"][: 7 - len(leftover)]
    bag_before = len(s.game.bag)
    answer = s.execute("rack " + " ".join(new))
    assert answer["ok"] and answer["leftover"] == " ".join(leftover) and len(s.game.bag) == bag_before - len(new)
    s.execute("end")
    # a whole rack without the leftover: the leftover went back to the bag with the rejected rack
    s2 = Session.new(s.log.path.with_name("g2.jsonl"), s.game.generator.lexicon, "fisc", players(3), 11, Config(), Clock())
    for command in ("rack A E I X Z J R", "start", "close", "pick 1", "reveal"):
        assert s2.execute(command)["ok"]
    kept = list(s2.game.leftover)
    answer = s2.execute("rack E I O N S U M")
    assert answer["ok"] and answer["leftover"] == "" and answer["rejected"] == [" ".join(kept)]
    assert len(s2.game.bag) == 93 + len(kept) - 7  # 93 after round 1, the leftover back, 7 drawn


def test_timer_pause_resume_adjust_and_time(fresh):
    s = fresh
    assert s.execute("draw")["ok"] and s.execute("start")["ok"]
    t0 = s.game.timer.remaining
    s.execute("state")
    assert s.execute("pause")["ok"]
    paused = s.game.timer.remaining
    assert paused < t0
    assert s.execute("adjust 90")["remaining"] == 90
    assert s.game.timer.remaining == 90 and not s.game.timer.running
    assert s.execute("resume")["ok"]
    assert s.execute("time")["remaining"] == 0 and s.game.phase == COLLECT
    assert s.execute("close")["ok"] and s.game.phase == CLOSED


def test_discipline_warning_zero_then_expulsion(fresh):
    s = fresh
    assert s.execute("draw")["ok"] and s.execute("start")["ok"]
    assert s.execute("warn 2")["sanction"] == "warning"
    top = s.game.tops[0]
    assert s.execute(f"slip 2 {top.move}")["ok"]
    assert s.execute("warn 2")["sanction"] == "zero for this round"
    assert s.execute("close")["ok"] and s.execute("reveal")["ok"]
    assert s.game.rounds[0].scores[2] == 0
    assert s.execute("draw")["ok"] and s.execute("start")["ok"]
    assert s.execute("warn 2")["sanction"] == "expelled"
    assert s.execute("slip 2 10") == {"ok": False, "error": "the player at table 2 has been expelled"}


def test_judge_tie_policy_and_end_by_judge(catalan_lexicon, tmp_path):
    s = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", players(2), 5, Config(180, False, "judge"), Clock())
    assert s.execute("draw")["ok"]
    tops = s.execute("master")["tops"]
    assert len(tops) == 4 and len({t["score"] for t in tops}) == 1
    assert s.execute("start")["ok"] and s.execute("close")["ok"]
    assert "choose one with pick N" in s.execute("reveal")["error"]
    assert s.execute("pick 2")["picked"] == tops[1]["move"]
    assert s.execute("reveal")["master"] == tops[1]["move"]
    assert s.execute("end weather")["ended"] == "weather"
    assert s.game.phase == ENDED and s.execute("draw")["ok"] is False


def test_no_legal_move_then_new_rack_counted_then_end(tmp_path):
    lexicon = Lexicon.from_words(["CASA", "CASES"], CATALAN)
    s = Session.new(tmp_path / "g.jsonl", lexicon, "fisc", players(2), 5, Config(), Clock())
    answer = s.execute("rack A E I R S T L")
    assert answer["no_legal_move"] is True
    assert "no legal move" in s.execute("start")["error"]
    again = s.execute("draw")
    assert again["ok"] and again["rejected"][0] == "A E I R S T L"
    assert len(s.game.bag) + 7 == 100
    assert s.execute("end")["ended"] == "judge"
    assert len(s.game.bag) == 100  # the open rack went back to the bag


def test_round_16_switch_and_fallback_in_a_game(twelve_player_game, catalan_lexicon):
    """Replay the game event by event and check each accepted rack against what was still to come."""
    session = twelve_player_game[0]
    events = read_log(session.log.path).events
    game = replay(events[:1], catalan_lexicon)
    strict_after_15 = fallback_seen = 0
    for event in events[1:]:
        if event["type"] == "draw":
            pool = list(game.bag.tiles) + list(game.leftover)
            to_come = mix(pool, CATALAN)
            game.apply(event)
            if game.phase == ENDED:
                break
            r = game.current
            m = mix(r.rack, CATALAN)
            minimum = required_minimum(r.number, to_come, FISC_II_3)
            assert max(0, minimum - m.vowels) + max(0, minimum - m.consonants) <= m.blanks
            assert minimum == (1 if r.number > 15 else minimum)
            if r.number <= 15 and minimum == 1:
                fallback_seen += 1
            if r.number > 15:
                strict_after_15 += 1
        else:
            game.apply(event)
    assert strict_after_15 >= 4  # rounds 16..21 ran at 1+1


def test_rejected_racks_are_returned_whole(catalan_lexicon, tmp_path):
    for seed in range(1, 60):
        s = Session.new(tmp_path / f"r{seed}.jsonl", catalan_lexicon, "fisc", players(1), seed, Config(), Clock())
        rejected = []
        while s.game.phase != ENDED and len(s.game.rounds) < 15:
            answer = s.execute("draw")
            if s.game.phase == ENDED:
                break
            rejected += answer["rejected"]
            s.execute("start"), s.execute("close"), s.execute("reveal")
        if rejected:
            for rack in rejected:
                m = mix(rack.split(), CATALAN)
                assert max(0, 2 - m.vowels) + max(0, 2 - m.consonants) > m.blanks
            return
    pytest.fail("no seed gave a rejected rack")


# --- the log -------------------------------------------------------------------------------------

def test_torn_last_line_is_reported_and_dropped(fresh, catalan_lexicon):
    s = fresh
    assert s.execute("draw")["ok"]
    expected = s.game.snapshot()
    path = s.log.path
    s.log.close()
    with path.open("ab") as handle:
        handle.write(b'{"type": "start", "at": 9')
    resumed = Session.resume(path, catalan_lexicon, Clock())
    assert "line 3 was cut short by a crash and has been dropped" in resumed.notice
    assert resumed.game.snapshot() == expected
    assert resumed.execute("start")["ok"]
    assert [e["type"] for e in read_log(path).events] == ["setup", "draw", "start"]


def test_resume_with_another_lexicon_is_refused(fresh, tmp_path):
    fresh.log.close()
    other = Lexicon.from_words(["CASA"], CATALAN)
    with pytest.raises(LogError, match="played with another word list"):
        Session.resume(fresh.log.path, other, Clock())


def test_corrupt_log_lines_are_refused(tmp_path):
    path = tmp_path / "x.jsonl"
    setup = '{"type": "setup", "seed": 1, "ruleset": "fisc", "players": []}'
    path.write_text(setup + '\nnot json\n{"type": "draw"}\n')
    with pytest.raises(LogError, match="line 2: not a JSON line"):
        read_log(path)
    path.write_text('{"type": "draw"}\n')
    with pytest.raises(LogError, match="line 1: a game log starts with its setup event"):
        read_log(path)

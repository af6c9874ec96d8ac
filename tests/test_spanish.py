"""Spanish play (AJS): the word list, tiles CH/LL/RR/Ñ, scores worked out by hand, a whole game on the
real engine, the settings AJS makes mandatory, 2.1.10 tie-breaks and the 3.4.2 tournament criteria.
(Spanish calls rendered with the real voice are in test_announcer_voice.py; the engine against the
reference generator on a Spanish list in test_engine_differential.py.)"""

import gzip
import hashlib
import json
import subprocess
from collections import Counter

import pytest

from conductor.config import ConfigError, load_settings
from conductor.engine import MoveGenerator
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.ranking import standings
from conductor.game.session import Session
from conductor.report.tournament import GameResult, tournament
from conductor.rules import SPANISH, Board, apply, parse_move, place, play_sequence, tokenize_word
from conductor.rules.bag import Bag
from conductor.rules.racks import FISC_II_3, rack_shortfall
from conductor.simulate import play
from paths import CONDUCTOR, ROOT


# ---------------------------------------------------------------------- the word list

def test_the_embedded_spanish_list_is_the_documented_one():
    data = gzip.decompress((ROOT / "lexicon" / "spanish.txt.gz").read_bytes())
    readme = (ROOT / "lexicon" / "README.md").read_text(encoding="utf-8")
    assert hashlib.sha256(data).hexdigest() in readme
    words = data.decode("utf-8").split("\n")[:-1]
    assert words == sorted(set(words)) and 620_000 < len(words) < 640_000
    assert not any(c in w for w in words for c in "KWÁÉÍÓÚÜ") and not any(w != w.upper() for w in words[:5000])
    present = set(words)
    for word in ("CHURRO", "LLAMA", "PERRO", "ÑANDU", "CIGUEÑA", "ZAR", "QUESO", "CHILLABAIS"):
        assert word in present, word
    for abbreviation in ("AD", "AJ", "CF", "BS", "ETC", "SRA", "DTO"):
        assert abbreviation not in present
    assert all(any(v in w for v in "AEIOU") for w in words)


def test_words_are_read_as_tiles(spanish_lexicon):
    assert [t.label for t in tokenize_word("challarra", SPANISH)] == ["CH", "A", "LL", "A", "RR", "A"]
    assert [(t.label, t.blank) for t in tokenize_word("chURRO", SPANISH)][0] == ("CH", True)
    assert spanish_lexicon.check("cigüeña") and spanish_lexicon.check("Ñandú") and not spanish_lexicon.check("kilo")
    # the engine knows CH as one tile: C then H is not the word
    assert spanish_lexicon.is_word(tokenize_word("CHURRO", SPANISH))


# ---------------------------------------------------------------------- scores by hand

GAME = [
    # CH 5 + U 1 + RR 8 + O 1 = 15, ×2 (H8): 30 — CH and RR are one tile each
    ("H7 CHURRO", 30),
    # Ñ 8 + U(existing) 1 = 9; G8 has no premium, no cross word
    ("8G ÑU", 9),
    # O(existing) 1 + LL 8 + A(J10 TL) 1×3 = 12
    ("10H OLLA", 12),
    # C 3 + A 1 + S 1 + A(existing) 1 = 6; nothing above or below the new tiles
    ("J7 CASA", 6),
]


@pytest.mark.process
def test_a_hand_scored_spanish_sequence():
    _, placements = play_sequence([m for m, _ in GAME], SPANISH)
    assert [p.score for p in placements] == [s for _, s in GAME]
    # a blank standing for CH: 0 + 1 + 8 + 1 = 10, ×2 = 20
    blank = place(Board(), parse_move("H7 chURRO", SPANISH), SPANISH)
    assert blank.score == 20 and blank.new_tiles[0][1].label == "CH" and blank.new_tiles[0][1].blank
    out = subprocess.run([CONDUCTOR, "score", "--ruleset", "ajs", "--json", "--moves", ";".join(m for m, _ in GAME)],
                         capture_output=True, text=True, timeout=60)
    assert json.loads(out.stdout) == {"scores": [30, 9, 12, 6], "total": 57}


# ---------------------------------------------------------------------- a whole game

def test_a_whole_spanish_game_keeps_every_rule(spanish_lexicon):
    generator = MoveGenerator(spanish_lexicon)
    rounds = list(play(generator, seed=2024))
    assert len(rounds) >= 12
    tiles_seen = set()
    full = Counter(Bag.full(SPANISH).tiles)
    for r in rounds:
        # the rack meets the minimums of its round, judged on what was still to come (bag + rack)
        played = Counter("?" if t.blank else t.label for _, t in r.board_before.tiles())
        assert rack_shortfall(r.rack, r.number, list((full - played).elements()), SPANISH, FISC_II_3) is None
        assert len(r.rack) == 7 or r.bag_left == 0
        placement = place(r.board_before, r.master.move, SPANISH, rack=r.rack, is_word=spanish_lexicon.is_word)
        assert placement.score == r.master.score and apply(r.board_before, placement) == r.board_after
        generator.generate(r.board_before, r.rack)
        assert generator.best_score() == r.master.score
        tiles_seen |= {t.label for _, t in r.board_after.tiles()}
    assert tiles_seen & {"CH", "LL", "RR", "Ñ"}


def test_settings_for_ajs(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text("ruleset: ajs\n", encoding="utf-8")
    assert load_settings(path).language == "es"
    path.write_text("ruleset: ajs\nwarnings:\n  thirty_seconds: false\n", encoding="utf-8")
    assert not load_settings(path).thirty_seconds            # optional in AJS
    path.write_text("ruleset: ajs\nwarnings:\n  one_minute: false\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="1-minute warning is mandatory under AJS"):
        load_settings(path)
    path.write_text("ruleset: fisc\nwarnings:\n  thirty_seconds: false\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="30-second warning is mandatory under FISC"):
        load_settings(path)


# ---------------------------------------------------------------------- standings and tournaments

def _game(lexicon, path, seed, players, slips, rounds=3):
    """A logged AJS game: each round every player hands in the score `slips(name, top)` asks for."""
    session = Session.new(path, lexicon, "ajs", players, seed, Config(180, False, "random"), iter(range(10**6)).__next__)
    for _ in range(rounds):
        assert session.execute("draw")["ok"]
        assert session.execute("start")["ok"]
        top = session.game.tops[0].score
        for player in players:
            score = slips(player.name, top)
            if score is not None:
                assert session.execute(f"slip {player.table} {score}")["ok"]
        for command in ("time", "close", "reveal"):
            assert session.execute(command)["ok"], command
    session.execute("end")
    session.log.close()
    return session.game


def test_ajs_ties_go_to_matched_masters_before_best_moves(spanish_lexicon, tmp_path):
    players = [Player(1, "Ana"), Player(2, "Bea")]
    # Ana: the master in rounds 1 and 2, 10 short of it in round 3; Bea: the same total made another way
    plan = {}

    def slips(name, top):
        round_ = plan.setdefault(name, 0) + 1
        plan[name] = round_
        if name == "Ana":
            return top if round_ < 3 else top - 10
        return top - 5 if round_ < 3 else top
    game = _game(spanish_lexicon, tmp_path / "g.jsonl", 5, players, slips)
    table = standings(game).rows
    totals = {s.name: s.total for s in table}
    assert totals["Ana"] == totals["Bea"]
    # AJS: Ana matched the master twice, Bea once → Ana first (FISC would look at the best move first)
    assert [s.name for s in table] == ["Ana", "Bea"] and [s.rank for s in table] == [1, 2]


def _result(name, masters, rounds, positions):
    totals = {player: sum(scores) for player, scores in rounds.items()}
    bests = tuple(max(scores[i] for scores in rounds.values()) for i in range(len(masters)))
    return GameResult(name, sum(masters), tuple(masters), bests, totals, rounds, positions)


HAND = [
    _result("A", (200, 300), {"Ana": (200, 250), "Bea": (180, 300), "Carles": (150, 300)},
            {"Bea": 1, "Carles": 2, "Ana": 3}),
    _result("B", (250, 150), {"Ana": (250, 130), "Bea": (150, 150), "Dani": (240, 150)},
            {"Dani": 1, "Ana": 2, "Bea": 3}),
    _result("C", (300, 300), {"Ana": (300, 200), "Bea": (288, 300), "Carles": (300, 300), "Dani": (105, 105)},
            {"Carles": 1, "Bea": 2, "Ana": 3, "Dani": 4}),
]


@pytest.mark.parametrize("criterion, expected", [
    # Ana 450−500, 380−400, 500−600 = −170; Bea −20 −100 −12 = −132; Carles −50, absent −400, 0 = −450;
    # Dani absent −500, −10, −390 = −900
    ("differential", [("Bea", -132), ("Ana", -170), ("Carles", -450), ("Dani", -900)]),
    # Ana (90.00 + 95.00 + 83.33) / 3 = 89.44; Bea (96.00 + 75.00 + 98.00) / 3 = 89.67;
    # Carles (90.00 + 0 + 100.00) / 3 = 63.33; Dani (0 + 97.50 + 35.00) / 3 = 44.17
    ("percent", [("Bea", 89.67), ("Ana", 89.44), ("Carles", 63.33), ("Dani", 44.17)]),
    # the worst game left out: Ana −100 (C), Bea −100 (B), Carles −400 (B), Dani −500 (A)
    ("bounded-differential", [("Bea", -32), ("Carles", -50), ("Ana", -70), ("Dani", -400)]),
    # Ana (90 + 95) / 2; Bea (96 + 98) / 2; Carles (90 + 100) / 2; Dani (97.5 + 35) / 2
    ("bounded-percent", [("Bea", 97.0), ("Carles", 95.0), ("Ana", 92.5), ("Dani", 66.25)]),
])
def test_tournament_criteria_against_hand_computed_standings(criterion, expected):
    table = tournament(HAND, criterion)
    assert [(r.name, r.value) for r in table] == expected
    assert [r.rank for r in table] == [1, 2, 3, 4]
    by_name = {r.name: r for r in table}
    assert by_name["Carles"].per_game[1] is None and by_name["Dani"].per_game[0] is None
    if criterion.startswith("bounded"):
        assert by_name["Dani"].dropped == 0 and by_name["Carles"].dropped == 1


def test_tournament_ties_go_to_positions_first():
    games = [
        _result("1", (100,), {"Xavi": (100,), "Yago": (90,)}, {"Xavi": 1, "Yago": 2}),
        _result("2", (100,), {"Xavi": (80,), "Yago": (90,)}, {"Yago": 1, "Xavi": 2}),
        _result("3", (100,), {"Xavi": (95,), "Yago": (95,)}, {"Xavi": 1, "Yago": 2}),
    ]
    table = tournament(games, "differential")
    assert [(r.name, r.value, r.rank) for r in table] == [("Xavi", -25, 1), ("Yago", -25, 2)]
    with pytest.raises(ValueError, match="at least 3 games"):
        tournament(games[:2], "bounded-percent")


@pytest.mark.process
def test_report_tournament_command_on_three_logged_games(spanish_lexicon, tmp_path):
    players = [Player(1, "Ana"), Player(2, "Bea"), Player(3, "Carles")]
    short = {"Ana": 0, "Bea": 3, "Carles": 7}
    paths, masters = [], []
    for index, seed in enumerate((11, 12, 13)):
        path = tmp_path / f"partida{index + 1}.jsonl"
        # Carles misses the second game: present in the log but no slips → 0 points
        game = _game(spanish_lexicon, path, seed, players,
                     lambda name, top, index=index: None if (name == "Carles" and index == 1) else top - short[name])
        paths.append(path)
        masters.append(sum(r.master_score for r in game.rounds))
    out = subprocess.run([CONDUCTOR, "report", "--tournament", *paths, "--csv", tmp_path / "t.csv"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    # differential: Ana 0; Bea −3 × 3 rounds × 3 games = −27; Carles −21 −master₂ −21
    expected = {"Ana": 0, "Bea": -27, "Carles": -42 - masters[1]}
    lines = out.stdout.splitlines()
    start = lines.index("Criterio uno: diferencial")
    ranked = [line.split()[:3] for line in lines[start + 2:start + 5]]
    assert ranked == [[str(rank), name, f"{expected[name]:+d}"]
                      for rank, name in enumerate(("Ana", "Bea", "Carles"), start=1)]
    assert "Criterio tres: diferencial acotado" in out.stdout and "Criterio dos: promedio de porcentajes" in out.stdout
    rows = (tmp_path / "t.csv").read_text(encoding="utf-8-sig").splitlines()
    assert rows[0].startswith("criterio;puesto;nombre;valor;partida1;partida2;partida3")
    bounded = [r.split(";")[:4] for r in rows if r.startswith("diferencial acotado;")]
    # each player's worst game left out: Bea −9 −9; Carles's missed game: −21 −21
    assert bounded == [["diferencial acotado", "1", "Ana", "+0"], ["diferencial acotado", "2", "Bea", "-18"],
                       ["diferencial acotado", "3", "Carles", "-42"]]

"""A multiplex a federation can trust (DESIGN §4g), the hub's state in process with real venues' games:

- a venue gets a round's rack only once its own game has revealed the round before (round 1 from its start), and
  that round's master only once its own round is past "Temps!": checked at every line of its log;
- a venue kept apart stays in the public ranking with the rounds before the one it differs from (its rows stop
  there and say so), the organiser is told once, and it moves again once settled;
- every row carries the figure its criterion ranks by (`value`) and the bonus in it; `final` once every venue has
  ended with its results final;
- FISE's +5 and +10 leave out a settled venue's players (their round was not on the round's rack);
- a venue thinking another time than the drawing venue is told, and the organiser;
- a venue's `reopen` is applied where it stands (its game equals its log replayed whole), a forged one leaves that
  venue out (its rows kept) and nobody else;
- the hub opens no file a venue names: a setup naming a FIFO or /proc/self/pagemap is matched by its words' hash,
  and a list the hub does not hold leaves that venue out with one sentence for its judge and the organiser."""

import os
import random
import threading

import pytest

from conductor.clock import StepClock
from conductor.game.duplicate import Config
from conductor.game.log import read_log
from conductor.game.rounds import CLOSED, COLLECT
from conductor.game.session import Session, rebuild
from conductor.multiplex.settings import hub_settings
from conductor.multiplex.state import MultiplexState
from sessions import ok, players
from test_multiplex_hub import KEYS, Shipper, master_when_time, play_round

AT = 1_795_000_000.0


def venue(tmp_path, name, seed, n, lexicon, seconds=60):
    return Session.new(tmp_path / f"{name}.jsonl", lexicon, "fisc", players(n), seed, Config(seconds, True, "random"),
                       StepClock(AT), language="ca")


def hub(lexicon, **more):
    settings = hub_settings({"venues": KEYS, "draw": "Matadepera", "partial_every": 1, **more})
    return MultiplexState(settings, lambda setup: lexicon)


def test_a_venue_is_given_a_rack_and_its_master_only_when_its_own_game_reaches_them(tmp_path, catalan_lexicon):
    """The drawing venue plays four rounds ahead; at every line of the following venue's log as the hub applies it,
    `rack/N` is given iff the follower has revealed round N−1 (round 1: once it has started) and the drawing venue
    has started round N, and its master iff the follower's own round N is past "Temps!"."""
    state = hub(catalan_lexicon)
    drawing, following = venue(tmp_path, "m", 11, 4, catalan_lexicon), venue(tmp_path, "p", 5, 3, catalan_lexicon)
    rng = random.Random(1)
    for _ in range(4):
        play_round(drawing, rng)
    ok(drawing, "draw")                              # round 5 on the board there, its master not revealed yet
    Shipper(state, "Matadepera", drawing).ship()
    for number in range(1, 5):
        given = drawing.game.rounds[number - 1]
        play_round(following, rng, given.rack, given.master)
    ok(following, f"rack {' '.join(drawing.game.current.rack)}")
    ok(following, "start")
    ok(following, "time")
    events = read_log(following.log.path).events
    assert state.rack(1, "Palma") is None            # nothing before the venue's game has started
    checked = 0
    for seq, event in enumerate(events, start=1):
        state.apply("Palma", state.admit("Palma", [{"seq": seq, **event}]))
        game = rebuild(events[:seq], catalan_lexicon)[0]          # the follower's game, replayed apart
        for number in range(1, 7):
            given = state.rack(number, "Palma")
            reached = len(game.rounds) >= number - 1 and number <= 5
            assert (given is not None) == reached, (seq, event["type"], number)
            past = number <= len(game.rounds) or (game.current is not None and game.current.number == number
                                                  and game.phase in (COLLECT, CLOSED))
            if given is not None:
                assert (given["master"] is not None) == past, (seq, event["type"], number, given)
                checked += 1
    assert checked > 40
    assert state.rack(5, "Palma")["master"] == str(drawing.game._master().move)   # decided there: given after time


def test_a_venue_kept_apart_stays_in_the_ranking_with_its_public_rounds(tmp_path, catalan_lexicon):
    state = hub(catalan_lexicon)
    drawing, following = venue(tmp_path, "m", 11, 4, catalan_lexicon), venue(tmp_path, "p", 5, 3, catalan_lexicon)
    a, b = Shipper(state, "Matadepera", drawing), Shipper(state, "Palma", following)
    rng = random.Random(4)
    b.ship()
    for number in (1, 2):
        play_round(drawing, rng)
        a.ship()
        play_round(following, rng, state.rack(number, "Palma")["rack"], master_when_time(state, b, number))
        b.ship()
    before = {s["table"]: s["total"] for s in state.public(0)["standings"] if s["venue"] == "Palma"}
    assert len(before) == 3 and state.public(0)["revealed"] == 2
    play_round(drawing, rng)
    a.ship()
    rack = state.rack(3, "Palma")["rack"]
    other = list("AEIORST") if sorted(rack) != sorted("AEIORST") else list("AEIORSN")
    play_round(following, rng, other)                 # misheard over the phone: another rack
    b.ship()
    public = state.public(0)
    assert public["revealed"] == 3
    palma = [s for s in public["standings"] if s["venue"] == "Palma"]
    assert {s["table"]: s["total"] for s in palma} == before and {s["rounds"] for s in palma} == {2}
    assert {s["rounds"] for s in public["standings"] if s["venue"] == "Matadepera"} == {3}
    assert public["venues"]["Palma"]["apart_from"] == 3 and public["venues"]["Palma"]["counted"] == 2
    assert public["venues"]["Palma"]["apart"].startswith("fora de la classificació conjunta des de la ronda 3")
    assert [m.key for m in state.organiser] == ["multiplex.rack_differs"]
    assert "ronda 3: la seu 'Palma' ha jugat el faristol" in state.organiser[0].said("ca")
    assert not public["final"]
    state.settle("Palma", 3, "count")
    public = state.public(0)
    assert {s["rounds"] for s in public["standings"]} == {3} and "apart" not in public["venues"]["Palma"]


def test_every_row_carries_the_figure_it_is_ranked_by_and_its_bonus(tmp_path, catalan_lexicon):
    """percent with FISE's bonus: the rows in the order of `value` (the % with the bonus), `bonus` the +10/+5 in it;
    points: `value` is the total and `bonus` the solo-top bonus in it; `final` once every venue ended, final."""
    for ranking, extra in (("percent", {"percent_bonus": True}), ("points", {}), ("three", {})):
        state = hub(catalan_lexicon, ranking=ranking, **extra)
        (tmp_path / ranking).mkdir()
        drawing = venue(tmp_path / ranking, "m", 11, 6, catalan_lexicon)
        following = venue(tmp_path / ranking, "p", 5, 5, catalan_lexicon)
        a, b = Shipper(state, "Matadepera", drawing), Shipper(state, "Palma", following)
        rng = random.Random(7)
        b.ship()
        for number in (1, 2, 3):
            play_round(drawing, rng)
            a.ship()
            play_round(following, rng, state.rack(number, "Palma")["rack"], master_when_time(state, b, number))
            b.ship()
        for session in (drawing, following):
            ok(session, "end")
            ok(session, "final")
        a.ship()
        b.ship()
        public = state.public(0)
        rows = public["standings"]
        assert public["final"] and not public["provisional"] and public["percent_bonus"] == bool(extra)
        assert all({"value", "bonus", "percent", "total", "rounds"} <= set(row) for row in rows)
        values = [row["value"] for row in rows]
        assert values == sorted(values, reverse=ranking != "three"), ranking
        if ranking == "points":
            assert all(row["value"] == row["total"] for row in rows)
        if ranking == "percent":
            master = sum(r.master_score for r in drawing.game.rounds)
            for row in rows:
                played = drawing if row["venue"] == "Matadepera" else following
                points = sum(r.scores.get(row["table"], 0) for r in played.game.rounds)
                assert row["value"] == round(100 * (points + row["bonus"]) / master, 2), row
            assert any(row["bonus"] for row in rows)


def test_fises_bonus_leaves_out_a_settled_venues_players(tmp_path, catalan_lexicon):
    """Round 1: Matadepera's table 1 alone has the master score (+10), its table 2 alone the best below it (+5);
    Palma played another rack: settled `count`, its table 1 scored one point more than that; settled `void`, each of
    its players has the master's score. Neither takes FISE's bonus from Matadepera's players."""
    for how in ("count", "void"):
        state = hub(catalan_lexicon, ranking="percent", percent_bonus=True)
        (tmp_path / how).mkdir()
        drawing = venue(tmp_path / how, "m", 11, 3, catalan_lexicon)
        following = venue(tmp_path / how, "p", 5, 2, catalan_lexicon)
        a, b = Shipper(state, "Matadepera", drawing), Shipper(state, "Palma", following)
        b.ship()
        for session in (drawing, following):
            ok(session, "draw" if session is drawing else "rack A E I O R S T")
            for step in ("start", "time", "reveal"):
                ok(session, step)
        top = drawing.game.rounds[0].master_score
        low = min(top, following.game.rounds[0].master_score)
        assert low >= 4
        for table, score in ((1, top), (2, low - 3), (3, 1)):
            ok(drawing, f"slip r1 {table} {score}")
        for table, score in ((1, low - 2), (2, 0)):    # count: the best below the top; void: both at the top
            ok(following, f"slip r1 {table} {score}")
        a.ship()
        b.ship()
        state.settle("Palma", 1, how)
        bonus = {(s["venue"], s["table"]): s["bonus"] for s in state.public(0)["standings"]}
        assert bonus[("Matadepera", 1)] == 10 and bonus[("Matadepera", 2)] == 5, (how, bonus)
        assert bonus[("Palma", 1)] == bonus[("Palma", 2)] == 0, (how, bonus)


def test_a_venue_thinking_another_time_is_told(tmp_path, catalan_lexicon):
    state = hub(catalan_lexicon)
    drawing = venue(tmp_path, "m", 11, 2, catalan_lexicon, seconds=180)
    following = venue(tmp_path, "p", 5, 2, catalan_lexicon, seconds=120)
    Shipper(state, "Palma", following).ship()
    assert state.told("Palma") == [] and state.organiser == []          # nothing to compare with yet
    Shipper(state, "Matadepera", drawing).ship()
    said = "la seu 'Palma' dona 120 s per pensar cada ronda i 'Matadepera' 180 s"
    assert [line for line in state.told("Palma") if line.startswith(said)]
    assert [m.key for m in state.organiser] == ["multiplex.seconds_differ"]
    venues = state.public(0)["venues"]
    assert venues["Palma"]["round_seconds"] == 120 and venues["Matadepera"]["round_seconds"] == 180


def test_a_reopen_is_applied_where_it_stands_and_a_forged_one_leaves_only_its_venue_out(tmp_path, catalan_lexicon):
    state = hub(catalan_lexicon)
    drawing, following = venue(tmp_path, "m", 11, 3, catalan_lexicon), venue(tmp_path, "p", 5, 3, catalan_lexicon)
    a, b = Shipper(state, "Matadepera", drawing), Shipper(state, "Palma", following)
    rng = random.Random(3)
    b.ship()
    for number in (1, 2):
        play_round(drawing, rng)
        a.ship()
        ok(following, f"rack {' '.join(state.rack(number, 'Palma')['rack'])}")
        ok(following, "start")
        ok(following, "close")                      # F5 during the thinking time, taken back
        b.ship()
        ok(following, "reopen")
        b.ship()
        ok(following, "time")
        b.ship()
        master = state.rack(number, "Palma")["master"]
        if len(following.game.tops) > 1:
            ok(following, f"pick {next(i for i, m in enumerate(following.game.tops, 1) if str(m.move) == master)}")
        ok(following, "reveal")
        for table in (1, 2, 3):
            ok(following, f"slip r{number} {table} {rng.randrange(0, 20)}")
        b.ship()
    events = read_log(following.log.path).events
    whole = rebuild(events, catalan_lexicon)[0]
    assert state.feeds["Palma"].game.snapshot() == whole.snapshot()
    assert [r.scores for r in state.feeds["Palma"].game.rounds] == [r.scores for r in whole.rounds]
    assert state.public(0)["revealed"] == 2 and not state.told("Palma")
    # a forged reopen (it takes nothing back): Palma's events are kept, it is left out, its rows stay
    ok(drawing, "draw")
    a.ship()
    forged = {"type": "reopen", "takes_back": [], "what": "close", "at": AT + 999}
    seq = state.feeds["Palma"].acked + 1
    state.apply("Palma", state.admit("Palma", [{"seq": seq, **forged}]))
    assert state.feeds["Palma"].acked == seq and state.feeds["Palma"].failed is not None
    assert [m.key for m in state.organiser] == ["multiplex.unplayable"]
    public = state.public(0)
    assert {s["venue"] for s in public["standings"]} == {"Matadepera", "Palma"}
    assert public["venues"]["Palma"]["apart"] and public["venues"]["Palma"]["counted"] == 2
    assert state.rack(3, "Matadepera") is not None                      # the others go on


def _fifo(tmp_path):
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return str(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="a FIFO is a Unix file")
def test_the_hub_opens_no_file_a_venue_names(tmp_path, catalan_lexicon):
    """A setup naming a FIFO (opening it would block for ever) or /proc/self/pagemap as its word list: matched by its
    words' hash among the hub's own lists, the file never opened; a list the hub does not hold: that venue is left
    out with one sentence, everyone else goes on."""
    from conductor.cli.hub import lexicons

    lexicon_for = lexicons(None)
    setup = read_log(venue(tmp_path, "p", 5, 2, catalan_lexicon).log.path).events[0]
    for path in (_fifo(tmp_path), "/proc/self/pagemap"):
        found = []
        asked = threading.Thread(target=lambda: found.append(lexicon_for({**setup, "lexicon_path": path})),
                                 daemon=True)
        asked.start()
        asked.join(10)
        assert found and found[0].identity.same_list(catalan_lexicon.identity), path
    state = MultiplexState(hub_settings({"venues": KEYS, "draw": "Matadepera"}), lexicon_for)
    other = {**setup, "lexicon": {"name": "Leximots", "edition": "2025-26", "words": 3, "sha256_words": "ab" * 32},
             "lexicon_path": _fifo(tmp_path / "x") if (tmp_path / "x").mkdir() is None else ""}
    asked = threading.Thread(target=lambda: state.apply("Palma", state.admit("Palma", [{"seq": 1, **other}])),
                             daemon=True)
    asked.start()
    asked.join(10)
    assert not asked.is_alive()
    said = state.told("Palma")
    assert said and said[0].startswith("la seu 'Palma' juga amb la llista de paraules Leximots 2025-26 (ababababab")
    assert [m.key for m in state.organiser] == ["multiplex.other_list"]
    assert state.public(0)["venues"]["Palma"]["apart"]


def test_a_venue_setting_up_more_players_than_a_game_holds_is_left_out(tmp_path, catalan_lexicon):
    """Every public answer merges every venue's players: a setup of more than a game holds (5,000) would make each
    of them cost seconds. That venue alone is left out, told, and the organiser too."""
    state = hub(catalan_lexicon)
    setup = read_log(venue(tmp_path, "p", 5, 2, catalan_lexicon).log.path).events[0]
    crowd = {**setup, "players": [{**setup["players"][0], "table": t, "name": f"J {t}"} for t in range(1, 5002)]}
    state.apply("Palma", state.admit("Palma", [{"seq": 1, **crowd}]))
    assert state.told("Palma")[0].startswith("la seu 'Palma' té 5.001 jugadors, més dels que admet una partida (5.000)")
    assert [m.key for m in state.organiser] == ["multiplex.too_many"]
    assert state.feeds["Palma"].game is None and state.public(0)["venues"]["Palma"]["apart"]

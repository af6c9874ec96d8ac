"""A game log applied one event at a time (game/replayer.py, the multiplex hub's way, DESIGN §4g): at every line
the game equals the whole log replayed (session.rebuild), reopens included (a `close` taken back, a "time" forced
with its `close`, an `end`), with slips, corrections and access events between a line and its reopen; a reopen
that names other lines than the game would take back is refused, and so is the round reopened too often; copies
are made only for lines a reopen may still take back."""

import random

import pytest

from conductor.clock import StepClock
from conductor.game.access import CONSOLE
from conductor.game.duplicate import Config
from conductor.game.log import LogError, read_log
from conductor.game.replayer import Replayer
from conductor.game.session import Session, rebuild
from sessions import ok, players


def state(game) -> tuple:
    rounds = [(r.number, tuple(r.rack), r.master, r.final, tuple(sorted(r.scores.items())),
               tuple(sorted(r.bonus.items())), len(r.corrections)) for r in game.rounds]
    current = game.current
    return (game.snapshot(), rounds, str(game.phase), game.timer.running, round(game.timer.remaining, 3),
            (tuple(current.rack), current.final, tuple(sorted(current.slips))) if current else None,
            game.results_final, game.end_reason)


@pytest.fixture()
def log(tmp_path, catalan_lexicon):
    """A game whose judge takes back a close, a forced time with its close, and an end, with slips between."""
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", players(6), 17, Config(60, True, "random"),
                          StepClock(1_795_000_000.0), language="ca")
    rng = random.Random(2)
    for number in range(1, 4):
        ok(session, "draw")
        ok(session, "start")
        ok(session, f"slip {1 + number % 6} {rng.randrange(1, 20)}")
        if number == 1:
            ok(session, "close")                           # F5 by mistake during the thinking time
            ok(session, "reopen")
            ok(session, "slip 2 7")
        if number == 2:
            ok(session, "time")                            # forced, then closed: both taken back
            ok(session, "close")
            ok(session, 'device add "Taula 1" 1-3')
            ok(session, "reopen")
        ok(session, "time")
        ok(session, "reveal")
        for table in set(range(1, 7)) - set(session.game.rounds[-1].slips):
            ok(session, f"slip r{number} {table} {rng.randrange(0, 30)}")
        ok(session, f"finalise {number}")
    ok(session, "end")
    ok(session, f"correct r1 3 {session.game.rounds[0].master}")
    ok(session, "reopen")
    ok(session, "draw")
    ok(session, "start")
    ok(session, "close")
    ok(session, "reopen")
    session.close()
    return read_log(session.log.path).events


def test_at_every_line_the_game_is_the_whole_log_replayed(log, catalan_lexicon):
    assert sum(e["type"] == "reopen" for e in log) == 4
    events: list = []
    replayer = None
    for index, event in enumerate(log):
        events.append(event)
        if replayer is None:
            replayer = Replayer(events, catalan_lexicon, lambda i: f"event {i + 1}")
        else:
            replayer.apply()
        whole = rebuild(log[:index + 1], catalan_lexicon)[0]
        assert state(replayer.game) == state(whole), (index, event["type"])
    assert replayer.pending == 0


def test_held_at_once_copies_only_what_is_taken_back(log, catalan_lexicon, monkeypatch):
    """The whole log held before it is applied (a hub's resume): a copy per line a reopen names, and none else."""
    copies = []
    original = Replayer._copy
    monkeypatch.setattr(Replayer, "_copy", lambda self: copies.append(self.applied) or original(self))
    events = list(log)
    replayer = Replayer(events, catalan_lexicon, lambda i: f"event {i + 1}")
    while replayer.pending:
        replayer.apply()
    named = sorted(min(e["takes_back"]) for e in log if e["type"] == "reopen")
    assert copies == named
    assert state(replayer.game) == state(rebuild(log, catalan_lexicon)[0])


def test_a_reopen_must_take_back_what_the_game_would(log, catalan_lexicon):
    at = next(i for i, e in enumerate(log) if e["type"] == "reopen")
    for forged in ({**log[at], "takes_back": []}, {**log[at], "takes_back": [1]}, {**log[at], "what": "end"},
                   {**log[at], "takes_back": ["x"]}):
        events = [*log[:at], forged]
        replayer = Replayer(events, catalan_lexicon, lambda i: f"event {i + 1}")
        with pytest.raises(LogError, match="reopen"):
            while replayer.pending:
                replayer.apply()


def test_a_round_reopened_too_often_is_refused(tmp_path, catalan_lexicon):
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", players(2), 3, Config(60, True, "random"),
                          StepClock(1_795_000_000.0), language="ca")
    ok(session, "draw")
    ok(session, "start")
    for _ in range(4):
        ok(session, "close")
        ok(session, "reopen")
    session.close()
    events = read_log(session.log.path).events
    replayer = Replayer(list(events), catalan_lexicon, lambda i: f"event {i + 1}", reopens_per_round=3)
    with pytest.raises(LogError, match="round 1 taken back more than 3 times"):
        while replayer.pending:
            replayer.apply()
    assert CONSOLE

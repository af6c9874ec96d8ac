"""`reopen` (DESIGN §4c): it takes back `end` until `final`, and a `close` until the reveal, as logged events that
a resumed game replays; a round closed during its thinking time goes on paused with the time it had left. Also
through a real headless process killed with SIGKILL and resumed."""

import json
import signal
import subprocess
import sys

import pytest

from conductor.clock import ManualClock as Clock      # time stands still until the test moves it
from conductor.game.duplicate import CLOSED, COLLECT, ENDED, THINK, Config
from conductor.game.session import Session
from sessions import players


def new(tmp_path, lexicon, name="g.jsonl"):
    clock = Clock()
    return Session.new(tmp_path / name, lexicon, "fisc", players(4), 11, Config(180, False, "random"), clock), clock


def test_a_close_during_the_thinking_time_is_taken_back_until_the_reveal(catalan_lexicon, tmp_path):
    s, clock = new(tmp_path, catalan_lexicon)
    assert s.execute("draw")["ok"] and s.execute("start")["ok"]
    clock.advance(40)
    top = s.game.tops[0]
    assert s.execute(f"slip 1 {top.move}")["ok"]
    # the console's F5 during the thinking time: "time" then "close"
    assert s.execute("time")["ok"] and s.execute("close")["ok"]
    assert s.game.phase == CLOSED and s.game.current.final
    clock.advance(5)
    answer = s.execute("reopen")
    assert answer == {"ok": True, "reopened": "close", "phase": "think", "round": 1}
    game = s.game
    assert game.phase == THINK and not game.timer.running and abs(game.timer.remaining - 140) < 0.01
    assert not game.current.final and game.current.slips[1].score == top.score   # the slip is kept
    assert s.execute("slip 2 H8 ZZZZX")["ok"]                                      # slips come again
    assert s.execute("reopen")["ok"] is False                                      # nothing left to take back
    assert s.execute("resume")["ok"]
    clock.advance(140)
    assert s.execute("time")["ok"] and s.execute("reveal")["ok"]
    assert s.execute("reopen")["ok"] is False                                      # not after the reveal
    s.close()
    resumed = Session.resume(tmp_path / "g.jsonl", catalan_lexicon, Clock(clock()))
    assert resumed.game.snapshot() == game.snapshot()
    resumed.close()


def test_a_close_after_temps_is_taken_back_too(catalan_lexicon, tmp_path):
    s, clock = new(tmp_path, catalan_lexicon)
    assert s.execute("draw")["ok"] and s.execute("start")["ok"]
    clock.advance(180)
    assert s.execute("time")["ok"] and s.execute("close")["ok"]
    assert s.execute("reopen") == {"ok": True, "reopened": "close", "phase": "collect", "round": 1}
    assert s.game.phase == COLLECT and not s.game.current.final
    s.close()


def test_end_is_taken_back_until_final_and_survives_a_resume(catalan_lexicon, tmp_path):
    s, clock = new(tmp_path, catalan_lexicon)
    assert s.execute("draw")["ok"] and s.execute("start")["ok"]
    clock.advance(180)
    assert s.execute("time")["ok"] and s.execute("reveal")["ok"]
    assert s.execute("draw")["ok"] and s.execute("start")["ok"]
    clock.advance(30)
    before = s.game.snapshot()
    assert s.execute("end")["ok"] and s.game.phase == ENDED and s.game.rounds[0].final
    assert s.execute("correct r1 3 null late")["ok"]           # corrections after the end are kept
    clock.advance(10)
    assert s.execute("reopen")["reopened"] == "end"
    game = s.game
    assert game.phase == THINK and not game.timer.running and abs(game.timer.remaining - 150) < 0.01
    assert not game.rounds[0].final and game.rounds[0].slips[3].text == "null late"
    assert game.snapshot()["bag"] == before["bag"] and game.current.rack == before["rack"].split()
    s.close()
    resumed = Session.resume(tmp_path / "g.jsonl", catalan_lexicon, Clock(clock()))
    assert resumed.game.snapshot() == game.snapshot()
    assert resumed.execute("end")["ok"] and resumed.execute("final")["ok"]
    assert "final" in resumed.execute("reopen")["error"]
    resumed.close()


def _headless(*args, stdin=subprocess.PIPE):
    return subprocess.Popen([sys.executable, "-m", "conductor", "run", "--headless", "--fake-clock", *args],
                            stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def _say(process, line):
    process.stdin.write(line + "\n")
    process.stdin.flush()
    return json.loads(process.stdout.readline())


@pytest.mark.process
def test_reopen_through_a_kill_and_resume(tmp_path):
    (tmp_path / "players.csv").write_text("name,table\nAna,1\nBiel,2\n")
    log = tmp_path / "game.jsonl"
    process = _headless("--players", str(tmp_path / "players.csv"), "--log", str(log), "--seed", "3")
    process.stdout.readline()
    for line in ("draw", "start", "slip 1 H8 ZZZZX", "time", "close"):
        assert _say(process, line)["ok"], line
    process.send_signal(signal.SIGKILL)
    process.wait(10)
    process.stdout.close()
    process = _headless("--resume", str(log))
    process.stdout.readline()
    answer = _say(process, "reopen")
    assert answer["ok"] and answer["reopened"] == "close" and answer["phase"] == "think"
    process.send_signal(signal.SIGKILL)
    process.wait(10)
    process.stdout.close()
    process = _headless("--resume", str(log))
    state = json.loads(process.stdout.readline())
    assert state["phase"] == "think" and state["timer"]["running"] is False and state["collecting"]["1"]["slips"] == 1
    for line in ("resume", "time", "reveal", "end"):
        assert _say(process, line)["ok"], line
    assert _say(process, "reopen")["reopened"] == "end"
    assert _say(process, "state")["phase"] == "draw"
    process.stdin.close()
    process.wait(20)
    process.stdout.close()
    events = [json.loads(line)["type"] for line in log.read_text().splitlines()]
    assert events.count("reopen") == 2 and events.count("close") == 1 and events.count("end") == 1

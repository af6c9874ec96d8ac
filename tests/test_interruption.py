"""Every interruption is public, and nothing stale is served after a resume.

- The live host sets the view's `interruption` after any resume (headless with its judge, the projector's paused
  round, an unattended game, a resume between rounds), told in the game's language (`interruption.said`), until
  SHOWN_FOR has passed or the game moves on; a judge's `adjust` makes it say the time the round has now.
- A real process killed with SIGKILL mid-round and resumed: from the server's very first answer the view carries
  the resumed clock and the interruption (before, for a while it served the clock as the log left it, counting
  on through the time the game was down: 0:19 where the round had 0:35), attended or not.
"""

import json
import math
import re
import signal
import subprocess
import sys
import time
import urllib.request

import pytest

from conductor.clock import ManualClock
from conductor.game.duplicate import Config
from conductor.game.log import read_log
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.live import LiveHost
from conductor.live.resume import SHOWN_FOR
from conductor.room.public import public_view
from processes import free_port, until

PLAYERS = [Player(1, "Ana"), Player(2, "Biel")]


def _crashed(tmp_path, lexicon, commands, seconds=60, language="ca") -> tuple:
    """A game played to a point and left as a crash leaves it (its log), and the clock it was left at."""
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", lexicon, "fisc", PLAYERS, 4, Config(round_seconds=seconds), clock,
                          language=language)
    for line in commands:
        assert session.execute(line)["ok"], line
        clock.advance(5)
    session.close()
    return clock


def _resumed(tmp_path, lexicon, clock, down, **host) -> LiveHost:
    clock.advance(down)
    return LiveHost(Session.resume(tmp_path / "g.jsonl", lexicon, clock), **host)


def _told(host, now=None) -> dict | None:
    return public_view(host.view(host.now() if now is None else now), None)["interruption"]


def test_an_attended_headless_resume_is_told_with_the_clock_that_ran_on(catalan_lexicon, tmp_path):
    clock = _crashed(tmp_path, catalan_lexicon, ["draw", "start"])        # started, then 5 s later a crash
    host = _resumed(tmp_path, catalan_lexicon, clock, 18, auto_time=False)
    told = _told(host)
    assert told == {"seconds": 5 + 18, "left": 60 - 23,                 # down since the log's last time; the clock ran
                    "said": "Interrupció de 23 s: la ronda continua amb 0:37"}
    assert host.command("adjust 40")["ok"]                               # the judge gives the time back: said so
    assert _told(host)["said"] == "Interrupció de 23 s: la ronda continua amb 0:40"
    host.tick(host.now() + SHOWN_FOR)                                    # told for SHOWN_FOR seconds
    assert _told(host) is None
    host.close()


def test_a_headless_resume_tells_the_time_its_clock_has_and_its_state_holds_it(catalan_lexicon, tmp_path):
    """The headless console's clock ran on through the down time: its first line once said "queden 0:37" while the
    state's timer said 60 and its `interruption.left` 60 (the log's last time). The resume logs the running clock,
    so the sentence, `interruption.left`, the room's view and `state` all hold the time the clock has."""
    clock = _crashed(tmp_path, catalan_lexicon, ["draw", "start"])        # started, then 5 s later a crash
    host = _resumed(tmp_path, catalan_lexicon, clock, 18.4, auto_time=False)
    state = host.command("state")
    assert state["timer"] == {"remaining": 36.6, "running": True}        # 60 − 23.4, not the log's 60
    assert host.resumed is not None and host.resumed.left == 37           # the first line's interruption.left
    assert "queden 0:37); en caure en quedaven 1:00" in host.opening[0]   # the clock now; the log's last time
    assert _told(host)["left"] == 37 and public_view(host.view(host.now()), None)["time_left"] == 37
    assert [e["type"] for e in read_log(tmp_path / "g.jsonl").events][-2:] == ["start", "clock"]
    clock.advance(10)                                                     # and the clock goes on from there
    assert host.game.timer.left(host.now()) == pytest.approx(26.6)
    host.close()
    again = Session.resume(tmp_path / "g.jsonl", catalan_lexicon, clock)  # the log replays to the same timer
    assert again.game.timer.remaining == pytest.approx(36.6)
    again.close()


@pytest.mark.process
def test_a_headless_game_killed_and_resumed_says_the_time_its_clock_has(tmp_path):
    """The headless shell itself, killed with SIGKILL 3 s into a round and resumed 1 s later."""
    (tmp_path / "players.csv").write_text("name,table\nAnna,1\nBernat,2\n", encoding="utf-8")

    def run(*args):
        return subprocess.Popen([sys.executable, "-m", "conductor", "run", "--headless", "--players", "players.csv",
                                 *args], cwd=tmp_path, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True)

    first = run("--log", "g.jsonl")
    try:
        first.stdout.readline()
        for line in ("draw", "start"):
            first.stdin.write(line + "\n")
            first.stdin.flush()
            assert json.loads(first.stdout.readline())["ok"]
        time.sleep(3)
    finally:
        first.kill()
        first.wait(10)
    time.sleep(1)
    resumed = run("--resume", "g.jsonl")
    try:
        opening = json.loads(resumed.stdout.readline())
        resumed.stdin.write("state\n")
        resumed.stdin.flush()
        state = json.loads(resumed.stdout.readline())
    finally:
        resumed.stdin.close()
        resumed.wait(20)
    told = re.search(r"queden (\d+):(\d\d)\)", opening["said"])
    assert told, opening["said"]
    left = int(told[1]) * 60 + int(told[2])
    assert left < 180 and opening["interruption"]["left"] == left, opening       # was 180: the log's last time
    assert math.ceil(opening["timer"]["remaining"]) == left, opening["timer"]      # was 180
    assert opening["timer"]["running"] and state["timer"] == opening["timer"]


def test_the_projectors_paused_round_and_a_resume_between_rounds(catalan_lexicon, tmp_path):
    clock = _crashed(tmp_path, catalan_lexicon, ["draw", "start"], language="es")
    host = _resumed(tmp_path, catalan_lexicon, clock, 7, pause_on_resume=True)
    view = public_view(host.view(host.now()), None)
    assert view["paused"] and view["time_left"] == 60                   # the time it had at the log's last line
    assert view["interruption"] == {"seconds": 12, "left": 60,
                                    "said": "Interrupción de 12 s: la ronda seguirá con 1:00"}
    assert host.command("resume")["ok"]                                  # F3: the round goes on, still told
    assert _told(host)["said"] == "Interrupción de 12 s: la ronda sigue con 1:00"
    assert host.command("time")["ok"]                                    # over with the round
    host.tick(host.now())
    assert _told(host) is None
    host.close()

    folder = tmp_path / "between"
    folder.mkdir()
    clock = _crashed(folder, catalan_lexicon, ["draw", "start", "time", "close", "reveal"])
    host = _resumed(folder, catalan_lexicon, clock, 125)
    assert _told(host) == {"seconds": 130, "left": None, "said": "Interrupció de 2 min 10 s: la partida continua"}
    assert host.command("draw")["ok"]                                    # the game moves on: no longer told
    host.tick(host.now())
    assert _told(host) is None
    host.close()


def _view(port: int) -> dict | None:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/view", timeout=2) as answer:
            return json.loads(answer.read())
    except OSError:
        return None


def _served_from_the_first_answer(tmp_path, port: int, log, *extra: str) -> list[dict]:
    """`--resume` on a real process, its /api/view asked every 20 ms from before it listens: every view it serves
    in its first 4 s."""
    process = subprocess.Popen([sys.executable, "-m", "conductor", "run", "--headless", "--resume", str(log), *extra],
                               cwd=tmp_path, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    seen, began = [], time.time()
    try:
        while time.time() - began < 20 and (not seen or time.time() - seen[0]["at"] < 4):
            view = _view(port)
            if view is not None:
                seen.append({"at": time.time(), **view})
            time.sleep(0.02)
    finally:
        process.stdin.close()
        process.wait(20)
    return seen


@pytest.mark.process
@pytest.mark.parametrize("attended", [False, True])
def test_kill_9_then_resume_serves_the_resumed_clock_from_its_first_answer(tmp_path, attended):
    port = free_port()
    settings = tmp_path / "c.yaml"
    settings.write_text(f"round_seconds: 60\nnetwork:\n  serve: 127.0.0.1:{port}\n  entry: online\n"
                        + ("" if attended else "autorun:\n  collect_seconds: 1\n  reveal_seconds: 1\n"
                                               "  call_seconds: 0.3\n  rounds: 2\n"), encoding="utf-8")
    log = tmp_path / "g.jsonl"
    process = subprocess.Popen([sys.executable, "-m", "conductor", "run", "--headless", "-c", str(settings),
                                "--log", str(log), *([] if attended else ["--autorun"])], cwd=tmp_path,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    process.stdout.readline()
    request = urllib.request.Request(f"http://127.0.0.1:{port}/api/join", json.dumps({"name": "Anna"}).encode(),
                                     {"Content-Type": "application/json", "Origin": f"http://127.0.0.1:{port}"})
    urllib.request.urlopen(request, timeout=5).read()                     # an unattended game waits for a player
    if attended:
        for line in ("draw", "start"):
            process.stdin.write(line + "\n")
            process.stdin.flush()
            assert json.loads(process.stdout.readline())["ok"]
    until(lambda: (v := _view(port)) and v["screen"] == "round" and (v["time_left"] or 99) <= 52, 30,
          "the round never ran 8 s")
    process.send_signal(signal.SIGKILL)
    process.wait(10)
    time.sleep(6)
    seen = _served_from_the_first_answer(tmp_path, port, log)
    assert seen, "the resumed server never answered"
    first = seen[0]
    assert first["interruption"] is not None, first                   # told from the first answer, attended or not
    assert first["interruption"]["seconds"] >= 6 and first["interruption"]["said"].startswith("Interrupció de ")
    left = first["interruption"]["left"]
    assert abs(first["time_left"] - left) <= 1, (first["time_left"], left)   # the clock the resume decided
    # never a view with the log's stale clock: each one within a second of the resumed clock, less the time since
    for view in seen:
        assert view["interruption"] is not None
        assert abs(view["time_left"] - (left - (view["at"] - first["at"]))) <= 1.5, (view, left)


def test_after_a_restart_a_senders_first_slip_with_no_round_is_asked_while_an_older_round_waits(catalan_lexicon,
                                                                                               tmp_path):
    """DESIGN §4a: where each sender's last slip with no round went is not logged, so after a restart the first such
    slip of each sender is asked about (`round.moved_restart`) while an older round still misses slips, never taken
    silently on the newer round; the same again is taken there. A game that did not restart takes it at once."""
    commands = ["draw", "start", "time", "reveal", "draw", "start", "time"]    # round 2 past "Temps!", round 1 open
    clock = _crashed(tmp_path, catalan_lexicon, commands)
    fresh = Session.resume(tmp_path / "g.jsonl", catalan_lexicon, clock)
    refused = fresh.execute("slip 1 12")
    assert refused["ok"] is False and refused["error"].key == "round.moved_restart", refused
    assert refused["error"].params == {"round": 2, "was": 1}
    assert fresh.execute("slip 1 12")["round"] == 2                        # sent again: taken on round 2
    assert fresh.execute("slip r1 2 7")["round"] == 1                      # a slip naming its round: at once
    fresh.close()
    played = Session.new(tmp_path / "other.jsonl", catalan_lexicon, "fisc", PLAYERS, 4, Config(round_seconds=60),
                         ManualClock(1000.0))
    for line in commands:
        assert played.execute(line)["ok"], line
    assert played.execute("slip 1 12")["round"] == 2                       # no restart: as before
    played.close()

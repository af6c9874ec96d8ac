"""A conductor that runs by itself (`--autorun`, DESIGN §4d): the schedule walks a game from draw to end on the
log's own times; a real unattended game with simulated players sending slips over HTTP runs to its end, and
after a SIGKILL in the middle of a round resumes its schedule with every answered slip in the log."""

import json
import math
import time
import urllib.error
import urllib.request

import pytest

from conductor.clock import ManualClock
from conductor.game.duplicate import ENDED, THINK, Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.room.autorun import Schedule, next_step
from served import Served


def test_the_schedule_walks_a_game_to_its_end_on_the_logs_times(catalan_lexicon, tmp_path):
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(1, "Ana")], 5,
                          Config(180, False, "random"), clock)
    schedule = Schedule(collect_seconds=10, reveal_seconds=20, call_seconds=8, rounds=3)
    done = []
    while session.game.phase != ENDED:
        due = next_step(session.game, schedule)
        assert due.command is not None and due.at < math.inf
        clock.now = max(clock.now, due.at)
        assert session.execute(due.command)["ok"], due
        done.append((due.command, clock.now))
    assert [c for c, _ in done[:6]] == ["draw", "start", "time", "close", "reveal", "draw"]
    assert done[1][1] - done[0][1] == 8 and done[2][1] - done[1][1] == 180 and done[3][1] - done[2][1] == 10
    assert len(session.game.rounds) == 3 and done[-1][0] == "end autorun"
    # held by the organiser: nothing is due; a paused round waits too
    assert next_step(session.game, schedule, held=True).command is None
    session.close()


def test_a_paused_round_waits_and_a_long_round_keeps_its_wall_clock_deadline(catalan_lexicon, tmp_path):
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(1, "Ana")], 5,
                          Config(86400, False, "random"), clock)
    schedule = Schedule(call_seconds=0)
    assert session.execute("draw")["ok"] and session.execute("start")["ok"]
    assert next_step(session.game, schedule).at == 1000.0 + 86400
    clock.now += 3600
    assert session.execute("pause")["ok"] and next_step(session.game, schedule).command is None
    session.close()
    resumed = Session.resume(tmp_path / "g.jsonl", catalan_lexicon, clock)
    assert resumed.game.phase == THINK and next_step(resumed.game, schedule).command is None
    clock.now += 100
    assert resumed.execute("resume")["ok"]
    assert next_step(resumed.game, schedule).at == clock.now + 86400 - 3600
    resumed.close()


def _start(tmp_path, *args):
    return Served("--autorun", "-c", str(tmp_path / "config.yaml"), *args)


@pytest.mark.process
def test_an_unattended_game_runs_to_its_end_through_a_kill(tmp_path):
    (tmp_path / "players.csv").write_text("name,table\nAna,1\nBiel,2\nCesc,3\n")
    (tmp_path / "config.yaml").write_text("round_seconds: 10\nnetwork:\n  entry: players\n"
                                          "autorun:\n  collect_seconds: 1\n  reveal_seconds: 1\n  call_seconds: 0.5\n"
                                          "  rounds: 2\n")
    log = tmp_path / "game.jsonl"
    game = _start(tmp_path, "--players", str(tmp_path / "players.csv"), "--log", str(log))
    pins = game.judge("pins")["pins"]              # the autorun's own lines are skipped
    tokens = {t: game.post("/api/login", {"table": t, "pin": pins[str(t)]})["token"] for t in (1, 2, 3)}
    answered = []

    def play_round(number, tables):
        deadline = time.time() + 30
        while time.time() < deadline:
            view = game.get("/api/view")
            if view["round"] == number and view["screen"] == "round" and view["time_left"] and view["time_left"] > 3:
                break
            time.sleep(0.2)
        else:
            raise AssertionError(f"round {number} never started: {view}")
        for table in tables:
            answer = game.post("/api/slip", {"table": table, "slip": "H8 ZZZZX", "round": number,
                                              "id": f"r{number}t{table}"}, tokens[table])
            assert answer["ok"], answer
            answered.append((number, table))

    play_round(1, (1, 2, 3))
    play_round(2, (1, 2))
    game.kill()                                     # in round 2's thinking time
    game = _start(tmp_path, "--resume", str(log))
    tokens[3] = game.post("/api/login", {"table": 3, "pin": pins["3"]})["token"]
    view = game.get("/api/view")
    if view["screen"] == "round" and view["time_left"]:
        assert game.post("/api/slip", {"table": 3, "slip": "H8 ZZZZX", "round": 2, "id": "r2t3"}, tokens[3])["ok"]
        answered.append((2, 3))
    deadline = time.time() + 40
    while time.time() < deadline and not game.get("/api/view")["ended"]:
        time.sleep(0.3)
    assert game.get("/api/view")["ended"], "the unattended game did not end"
    game.close()
    events = [json.loads(line) for line in log.read_text().splitlines()]
    slips = {(e["round"], e["table"]) for e in events if e["type"] == "slip"}
    assert set(answered) <= slips                  # nothing answered was lost
    assert sum(e["type"] == "reveal" for e in events) == 2 and events[-1]["type"] == "end"


@pytest.mark.process
def test_players_at_home_hear_the_room_s_voice(tmp_path):
    """The view names the clip being said (the call, then "Temps!", then the master move) and the server of the
    online game serves it as Ogg Opus that plays for as long as the announcer rendered it."""
    import io

    import soundfile

    (tmp_path / "players.csv").write_text("name,table\nAna,1\n")
    (tmp_path / "config.yaml").write_text("round_seconds: 10\nvoice:\n  engine: espeak-ng\nnetwork:\n  entry: online\n"
                                          "autorun:\n  collect_seconds: 2\n  reveal_seconds: 30\n  call_seconds: 0.5\n")
    game = _start(tmp_path, "--players", str(tmp_path / "players.csv"), "--log", str(tmp_path / "g.jsonl"))
    url = game.url
    heard, deadline = [], time.time() + 30
    try:
        while time.time() < deadline and not any(name.startswith("master-") for name in heard):
            audio = game.get("/api/view")["audio"]
            if audio and audio["name"] not in heard:
                heard.append(audio["name"])
            time.sleep(0.1)
        assert heard[0].startswith("call-1-") and "temps" in heard and heard[-1] == "master-1", heard
        for name in (heard[0], "temps", "master-1"):
            with urllib.request.urlopen(f"{url}/api/audio/{name}", timeout=20) as response:
                assert response.headers["Content-Type"] == "audio/ogg"
                clip = soundfile.info(io.BytesIO(response.read()))
                assert clip.frames / clip.samplerate > 0.5
        try:
            urllib.request.urlopen(f"{url}/api/audio/..%2Fsecret", timeout=10)
            raise AssertionError("an unknown clip was served")
        except urllib.error.HTTPError as error:
            assert error.code == 404
    finally:
        game.close()


def test_between_rounds_the_room_sees_the_master_then_the_standings(catalan_lexicon, tmp_path):
    """Found from outside: an unattended game never showed the standings (/screen, the projector, the pages went
    from the master move to the next call). Now the first half of reveal_seconds shows the master move, the
    second half the standings; a game the judge runs is not changed (the judge shows them, F7)."""
    from conductor.live import LiveHost

    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(1, "Ana"), Player(2, "Biel")], 5,
                          Config(180, False, "random"), clock)
    schedule = Schedule(collect_seconds=10, reveal_seconds=20, call_seconds=8, rounds=3)
    host = LiveHost(session, schedule=schedule)
    for command in ("draw", "start", "time", "close", "reveal"):
        assert session.execute(command)["ok"], command
    revealed_at = session.game.phase_at
    assert host.view(revealed_at + 1).screen == "reveal" and host.view(revealed_at + 9.9).screen == "reveal"
    shown = host.view(revealed_at + 10)
    assert shown.screen == "standings" and [row.table for row in shown.rows] and shown.reveal is not None
    assert host.view(revealed_at + 10, screen="standings").screen == "standings"     # what a face forces, as given
    assert session.execute("autorun off")["ok"]                 # the console took the game: the judge decides
    assert host.view(revealed_at + 15).screen == "reveal"
    session.close()


def test_the_demo_is_an_unattended_game_its_players_hand_in_slips(catalan_lexicon, tmp_path):
    """`conductor demo`: the live host runs it as any unattended game; the simulated players' slips are
    the judge's lines, entered once each round's "Temps!" is given and before it closes; the standings every five
    rounds; the final results for a while, then `quit`."""
    from conductor.live import LiveHost
    from conductor.live.autopilot import DEMO_PLAYERS, Autopilot

    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", DEMO_PLAYERS, 3,
                          Config(180, False, "random"), clock)
    lines: list[str] = []
    schedule = Schedule(collect_seconds=15, reveal_seconds=40, rounds=6, standings_every=5)
    host = LiveHost(session, schedule=schedule, players=Autopilot(seed=3, final_seconds=60),
                    perform=lambda line: lines.append(line) or host.command(line))
    game, between = session.game, {}
    while game.phase != ENDED:
        clock.now = max(clock.now, next_step(game, schedule).at)
        host.tick(clock.now)
        if game.phase == "draw" and game.rounds:
            between[len(game.rounds)] = host.view(game.phase_at + 30).screen
    assert between == {1: "reveal", 2: "reveal", 3: "reveal", 4: "reveal", 5: "standings", 6: "reveal"}
    first = lines[:lines.index("reveal") + 1]
    slips = first[first.index("time") + 1:first.index("close")]
    assert first[:3] == ["draw", "start", "time"] and first[-2:] == ["close", "reveal"] and len(slips) >= 6
    assert all(line.startswith("slip ") for line in slips) and len(game.rounds[0].slips) == len(slips)
    assert lines[-1] == "end autorun" and len(game.rounds) == 6
    host.tick(clock.now + 59)
    assert lines[-1] == "end autorun"
    host.tick(clock.now + 60)
    host.tick(clock.now + 61)
    assert lines[-1] == "quit" and lines.count("quit") == 1
    session.close()


def test_no_step_of_the_schedule_talks_over_the_room_s_voice(catalan_lexicon, tmp_path):
    """The master move is read whole before the next rack is drawn (the demo waited for it; so does every
    unattended game now)."""
    import threading

    from conductor.live import LiveHost

    class Voice:                             # the room's voice as the host sees it (live/room_voice.py)
        def __init__(self):
            self.voice, self.done = None, threading.Event()

        def __call__(self, cue, game):
            self.voice = self

        def prepare(self, game):
            pass

        def call_ended(self):
            return False

        def calling(self):
            return False

    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(1, "Ana")], 5,
                          Config(180, False, "random"), clock)
    voice = Voice()
    host = LiveHost(session, schedule=Schedule(collect_seconds=10, reveal_seconds=20), room_voice=voice)
    for command in ("draw", "start", "time", "close", "reveal"):
        assert host.command(command)["ok"], command
    assert voice.voice is voice and session.game.phase == "draw"        # the master move is being read
    host.tick(clock.now + 60)
    assert session.game.phase == "draw" and len(session.game.rounds) == 1
    voice.done.set()
    host.tick(clock.now + 61)
    assert session.game.phase == "ready"
    session.close()

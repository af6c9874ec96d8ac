"""The online game from outside, through the headless face of the live host: real processes, real HTTP.

- 35.3: `network.entry: online` starts without a players file (or with one holding only its header; a file's
  players keep their tables and the rest join); other entries still need one, refused in the game's language.
- 35.1 + 34.4: an unattended game killed with SIGKILL mid-round and resumed with `--resume` alone goes on
  unattended, the interrupted round with the time it had at the crash (±5 s, the log's running clock), and the
  public view and the console say how long it was down.
- 35.5: a start time: the lobby until then (nothing drawn, the view's starts_at, screen and joined), `comença`
  starts now; a bad start time is one refusal in the game's language.
- the public view after a reveal: the round's best moves and each standing's % of the master.
"""

import subprocess
import sys
import time
from functools import partial

import pytest

from conductor.clock import ManualClock
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.live import LiveHost
from conductor.live import best as best_module
from conductor.room.public import public_view
from processes import until as _until
from served import Served
from sessions import events as _events


Run = partial(Served, serve=None)      # `conductor run ARGS` exactly as given (the address from network.serve)


def _refused(*args, cwd) -> str:
    done = subprocess.run([sys.executable, "-m", "conductor", "run", "--headless", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=60, input="")
    assert done.returncode == 2 and done.stdout == "", (done.returncode, done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    return lines[0]


ONLINE = "round_seconds: {seconds}\nnetwork:\n  serve: \"127.0.0.1:0\"\n  entry: online\n"


@pytest.mark.process
def test_an_online_game_needs_no_players_file(tmp_path):
    (tmp_path / "online.yaml").write_text(ONLINE.format(seconds=60))
    game = Run("--headless", "-c", str(tmp_path / "online.yaml"), "--log", str(tmp_path / "a.jsonl"))
    try:
        joined = game.post("/api/join", {"name": "Ana", "club": "Lleida"})
        assert joined["ok"] and joined["table"] == 1
        assert game.judge("draw")["ok"]
    finally:
        game.close()
    (tmp_path / "header.csv").write_text("nom;taula;club\n", encoding="utf-8")       # its header only
    (tmp_path / "some.csv").write_text("name,table\nBiel,7\n", encoding="utf-8")
    for players, first in (("header.csv", 1), ("some.csv", 8)):
        game = Run("--headless", "-c", str(tmp_path / "online.yaml"), "--players", str(tmp_path / players),
                   "--log", str(tmp_path / f"{players}.jsonl"))
        try:
            assert game.post("/api/join", {"name": "Cesc"})["table"] == first     # the file's players keep theirs
            names = {row["table"]: row["name"] for row in game.judge("join list")["players"]}
            assert names.get(7, "Biel") == "Biel" and names[first] == "Cesc"
        finally:
            game.close()


@pytest.mark.process
def test_other_entries_need_players_said_in_the_games_language(tmp_path):
    (tmp_path / "devices.yaml").write_text("network:\n  entry: devices\n")
    said = _refused("-c", "devices.yaml", "--log", "b.jsonl", cwd=tmp_path)
    assert said.startswith("conductor run: cal la llista de jugadors: --players FITXER"), said
    said = _refused("-c", "devices.yaml", "--ruleset", "ajs", "--log", "b.jsonl", cwd=tmp_path)
    assert said.startswith("conductor run: falta la lista de jugadores: --players FICHERO"), said
    (tmp_path / "p.csv").write_text("name,table\nAna,1\n")
    said = _refused("--players", "p.csv", "--judge-plays", "9", "--log", "b.jsonl", cwd=tmp_path)
    assert said == "conductor run: --judge-plays 9: no hi ha cap jugador a la taula 9"
    assert not (tmp_path / "b.jsonl").exists()


@pytest.mark.process
def test_a_bad_start_time_is_one_refusal(tmp_path):
    (tmp_path / "p.csv").write_text("name,table\nAna,1\n")
    (tmp_path / "late.yaml").write_text("autorun:\n  start_at: \"25:99\"\n")
    said = _refused("-c", "late.yaml", "--players", "p.csv", "--autorun", cwd=tmp_path)
    assert "autorun.start_at «25:99» no és una hora del dia" in said and "\"18:30\"" in said
    said = _refused("-c", "late.yaml", "--ruleset", "ajs", "--players", "p.csv", "--autorun", cwd=tmp_path)
    assert "autorun.start_at «25:99» no es una hora del día" in said


@pytest.mark.process
def test_the_lobby_until_the_start_time_then_start_now(tmp_path):
    start = time.localtime(time.time() + 2 * 3600)
    (tmp_path / "online.yaml").write_text(ONLINE.format(seconds=60) + "autorun:\n  call_seconds: 0.5\n"
                                          f"  start_at: \"{start.tm_hour:02d}:{start.tm_min:02d}:{start.tm_sec:02d}\"\n")
    log = tmp_path / "lobby.jsonl"
    game = Run("--headless", "-c", str(tmp_path / "online.yaml"), "--autorun", "--log", str(log))
    try:
        assert "La partida començarà a les" in game.first["said"]
        assert f"hora d'aquest ordinador: {time.strftime('%Z', start)}" in game.first["said"]   # which clock
        view = game.get("/api/view")
        assert view["screen"] == "lobby" and view["joined"] == 0
        assert abs(view["starts_at"] - time.mktime(start)) < 1.5
        assert game.post("/api/join", {"name": "Ana"})["ok"]
        _until(lambda: game.get("/api/view")["joined"] == 1, 5, "the lobby never counted the player")
        time.sleep(0.5)
        assert [e["type"] for e in _events(log)] == ["setup", "autorun", "join", "links"]      # nothing drawn
        assert "error" in game.judge("start")                      # the timer's start: no round yet
        assert game.judge("comença")["ok"]
        view = _until(lambda: (v := game.get("/api/view"))["round"] == 1 and v, 5, "never started")
        assert view["starts_at"] is None and view["screen"] != "lobby"
        assert [e["type"] for e in _events(log)][4:6] == ["autorun", "draw"]      # the start, logged, then round 1
        assert "error" in game.judge("start game")                 # once only: it has started
    finally:
        game.close()


@pytest.mark.process
def test_an_unattended_game_resumed_alone_goes_on_with_its_time(tmp_path):
    config = tmp_path / "online.yaml"
    config.write_text(ONLINE.format(seconds=60) + "autorun:\n  collect_seconds: 1\n  reveal_seconds: 1\n"
                      "  call_seconds: 0.5\n  rounds: 2\n")
    log = tmp_path / "game.jsonl"
    game = Run("--headless", "-c", str(config), "--autorun", "--log", str(log))
    token = game.post("/api/join", {"name": "Ana"})["token"]
    # into round 1, past a logged clock: then killed, as a machine that loses its power
    _until(lambda: any(e["type"] == "clock" for e in _events(log)[3:]) and
           any(e["type"] == "start" for e in _events(log)), 20, "round 1 never ran 5 s")
    assert game.post("/api/slip", {"table": 1, "slip": "H8 ZZZZX", "round": 1, "id": "a"}, token)["ok"]
    left_at_kill = game.get("/api/view")["time_left"]
    game.kill()
    time.sleep(3)

    game = Run("--headless", "-c", str(config), "--resume", str(log))            # nothing else
    try:
        first = game.first
        assert first["interruption"]["seconds"] >= 3
        left = first["interruption"]["left"]
        assert left_at_kill - 1 <= left <= left_at_kill + 6, (left_at_kill, left)   # the time at the crash, ±5 s
        assert "la ronda continua amb" in first["said"] and "aturada" in first["said"]
        view = game.get("/api/view")
        assert view["screen"] == "round" and not view["paused"] and view["round"] == 1
        assert abs(view["time_left"] - left) <= 2
        assert view["interruption"]["left"] == left and view["interruption"]["seconds"] >= 3
        resumed = [e for e in _events(log) if e["type"] in ("pause", "adjust", "resume")]
        assert [e["type"] for e in resumed] == ["pause", "adjust", "resume"] and resumed[1]["seconds"] == left
        assert game.judge("adjust 2")["ok"]                  # the organiser shortens it: the rest runs by itself
        _until(lambda: sum(e["type"] == "draw" for e in _events(log)) == 2, 20, "round 2 was never drawn")
        kinds = [e["type"] for e in _events(log) if e["type"] != "clock"]
        assert kinds[-4:] == ["time", "close", "reveal", "draw"], kinds
        assert not any(e["type"] == "autorun" for e in _events(log)[2:])   # the schedule was the log's own
        assert game.get("/api/view")["interruption"] is None               # over with the round
    finally:
        game.close()


@pytest.mark.process
def test_after_the_reveal_the_best_moves_and_the_percent(tmp_path):
    (tmp_path / "p.csv").write_text("name,table\nAna,1\nBiel,2\n")
    game = Served("--players", str(tmp_path / "p.csv"), "--log", str(tmp_path / "g.jsonl"), "--seed", "3")
    try:
        for line in ("draw", "start"):
            assert game.judge(line)["ok"]
        top = game.judge("master")["tops"][0]
        assert game.judge(f"slip 1 {top['move']}")["ok"] and game.judge("slip 2 10")["ok"]
        time.sleep(0.4)
        assert game.get("/api/view")["reveal"] is None                 # nothing before the reveal
        for line in ("time", "close", "reveal"):
            assert game.judge(line)["ok"]
        view = _until(lambda: (v := game.get("/api/view"))["reveal"] and v, 5, "no reveal")
        best = view["reveal"]["best"]
        assert len(best) == 6 and best[0]["score"] == view["reveal"]["score"] == top["score"]
        assert [b["score"] for b in best] == sorted((b["score"] for b in best), reverse=True)
        assert len({b["move"] for b in best}) == 6
        rows = {row["table"]: row for row in view["standings"]}
        assert rows[1]["percent"] == 100.0 and rows[2]["percent"] == round(1000 / top["score"], 2)
        assert set(rows[1]) >= {"rank", "table", "name", "total", "percent"}
    finally:
        game.close()


def test_the_best_moves_are_searched_once_a_round(catalan_lexicon, tmp_path, monkeypatch):
    searched = []
    original = best_module.BestMoves._search
    monkeypatch.setattr(best_module.BestMoves, "_search", lambda self, r: (searched.append(r.number),
                                                                            original(self, r))[1])
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(1, "Ana")], 4, Config(), clock)
    host = LiveHost(session)
    for line in ("draw", "start", "time", "reveal"):
        assert host.command(line)["ok"]
    views = [public_view(host.view(clock.now + i), None) for i in range(200)]
    assert searched == [1] and all(v["reveal"]["best"] == views[0]["reveal"]["best"] for v in views)
    ended = public_view(host.view(clock.now), None)
    assert host.command("end autorun")["ok"]
    ended = public_view(host.view(clock.now), None)
    assert ended["ended"] == "s'han jugat totes les rondes previstes"         # not "autorun"
    host.close()


@pytest.mark.process
def test_the_best_moves_begin_with_the_master_among_tied_tops(tmp_path):
    """Found from outside: with several moves tied for the top, reveal.best began with another (8D BIULO before the
    master H4 BOLIS). The master move first, then the others by score."""
    (tmp_path / "p.csv").write_text("name,table\nAna,1\nBiel,2\n")
    game = Served("--players", str(tmp_path / "p.csv"), "--log", str(tmp_path / "g.jsonl"), "--seed", "1")
    try:
        for line in ("draw", "start"):
            assert game.judge(line)["ok"]
        tops = game.judge("master")["tops"]
        assert len(tops) >= 2, tops                                     # seed 1: tied tops
        assert game.judge("pick 2")["ok"]                               # not the first of them
        for line in ("time", "close", "reveal"):
            assert game.judge(line)["ok"]
        view = _until(lambda: (v := game.get("/api/view"))["reveal"] and v, 5, "no reveal")
        best = view["reveal"]["best"]
        assert best[0] == {"move": tops[1]["move"], "score": tops[1]["score"]} == \
            {"move": view["reveal"]["move"], "score": view["reveal"]["score"]}, (best, view["reveal"])
        assert [b["score"] for b in best] == sorted((b["score"] for b in best), reverse=True)
        assert len({b["move"] for b in best}) == len(best) == 6
    finally:
        game.close()


def test_the_collector_works_when_nothing_waits():
    """An idle moment of the headless loop collects the young objects (once there are IDLE_YOUNG of them), so the
    collector's pause falls between bursts of slips rather than in one; fewer are left for the next."""
    import gc

    from conductor.cli.headless import IDLE_YOUNG, collect_when_idle

    threshold = gc.get_threshold()
    gc.set_threshold(10 * IDLE_YOUNG, *threshold[1:])
    try:
        gc.collect()
        few = [[] for _ in range(IDLE_YOUNG // 2)]
        collect_when_idle()
        assert gc.get_count()[0] >= IDLE_YOUNG // 2              # too few to be worth a pause: left
        many = [[] for _ in range(2 * IDLE_YOUNG)]
        collect_when_idle()
        assert gc.get_count()[0] < IDLE_YOUNG // 2
        del few, many
    finally:
        gc.set_threshold(*threshold)


def test_a_judges_step_reaches_the_senders_at_once_even_in_a_burst(catalan_lexicon, tmp_path):
    """The slips snapshot may wait while slips pour in from the network (its cost kept a small share of the game's
    thread), never after a judge's command or a round's step: right after "start" a player's /api/me already finds
    round 1 as its default round, and the console's slip is there (a fresh clone's `make test` once asked in the
    instant the snapshot was still waiting)."""
    from conductor.room.public import own_slips
    from conductor.game.access import Actor
    from conductor.server.runner import GameServer

    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(1, "Ana")], 4, Config(), clock)
    server = GameServer("127.0.0.1:0", "ca")                 # not started: each update is handed over at once
    host = LiveHost(session, server=server)

    def defaults() -> list[int]:
        rounds = own_slips(Actor("player", table=1), server.hub.slips, (1, 1), "ca")
        return [r["round"] for r in rounds if r.get("default")]

    assert host.command("draw")["ok"]
    host.publish()
    server._snapshot_due = float("inf")                       # as in a burst: the next snapshot may wait
    assert host.command("start")["ok"]
    host.publish()
    assert defaults() == [1]
    server._snapshot_due = float("inf")
    assert host.command("slip 1 H8 ZZZZX")["ok"]              # the console's slip: the judge's, at once too
    host.publish()
    assert own_slips(Actor("player", table=1), server.hub.slips, (1, 1), "ca")[0]["slips"][0]["text"] == "H8 ZZZZX"
    before, server._snapshot_due = server.hub.slips, float("inf")
    assert session.execute("slip 1 6")["ok"]                  # as a slip from the network: it may wait
    host.publish()
    assert server.hub.slips is before
    host.close()


@pytest.mark.process
def test_a_command_line_that_is_not_utf8_is_refused_in_one_line_never_echoed(tmp_path):
    """The console's input is UTF-8: a command file saved as Windows-1252 (`conductor run --headless … < ordres.txt`)
    has each line that is not UTF-8 refused in the game's language, and its bytes never reach the output (before:
    misleading refusals, the raw 0xB7 echoed into the UTF-8 output); the UTF-8 lines around it run."""
    import json

    (tmp_path / "p.csv").write_text("name,table\nNúria,1\n", encoding="utf-8")
    commands = b"draw\n" + "slip 1 H8 COL·LEGI\n".encode("cp1252") + b"surt\n"
    done = subprocess.run([sys.executable, "-m", "conductor", "run", "--headless", "--players", "p.csv", "--log",
                           "g.jsonl", "--seed", "1"], cwd=tmp_path, capture_output=True, timeout=120, input=commands)
    assert done.returncode == 0, done.stderr
    assert b"\xb7" not in done.stdout.replace("·".encode(), b"")           # only as UTF-8's "·", never alone
    answers = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert answers[1]["ok"]                                                  # draw: the rack drawn
    assert answers[2]["ok"] is False
    assert answers[2]["error"] == "la línia no és text UTF-8: desa el fitxer com a UTF-8"
    assert len(answers) == 3


@pytest.mark.process
def test_the_judges_words_at_the_headless_console(tmp_path):
    """`temps` (`tiempo`) calls time as `time` does; a projector-only command (`classificació`, `pàgina`) is said to be
    the projector's, not unknown; an unknown word points to `ajuda` (before: 'temps' unknown, 'escriu help')."""
    import json

    (tmp_path / "p.csv").write_text("name,table\nNúria,1\n", encoding="utf-8")
    commands = "treu\nstart\ntemps\nclassificació\nbrrr\nsurt\n".encode()
    done = subprocess.run([sys.executable, "-m", "conductor", "run", "--headless", "--players", "p.csv", "--log",
                           "g.jsonl", "--seed", "1"], cwd=tmp_path, capture_output=True, timeout=120, input=commands)
    answers = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()][1:]
    assert answers[2] == {"ok": True, "remaining": 0}
    assert answers[3]["code"] == "command.projector_only" and "consola del projector" in answers[3]["error"]
    assert answers[4]["error"] == "ordre desconeguda 'brrr'; escriu ajuda"

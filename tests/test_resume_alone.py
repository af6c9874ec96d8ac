"""An online game resumed with `--resume` and nothing else comes back as what it was: its log
records how it was run (the settings file's absolute path and sha256, the server's address), so the game server
comes back on its address with the settings' join code, the players' links still log in, and the round goes on
with the time it had. A settings file changed since is told in one line; one gone is refused in one line (the
game had a server: nothing plays on with every player locked out); `-c` still wins. Real processes, kill -9."""

import json
import socket
import subprocess
import sys
import tempfile
import time

import pytest

from served import Served

pytestmark = pytest.mark.process


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _run(cwd, *args: str) -> Served:
    """`conductor run --headless ARGS` as the organiser types it (no --serve added), read as tests/served.py does."""
    game = object.__new__(Served)
    game.stderr = tempfile.TemporaryFile("w+", encoding="utf-8")
    game.process = subprocess.Popen([sys.executable, "-m", "conductor", "run", "--headless", *args], cwd=cwd,
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=game.stderr, text=True)
    line = game.process.stdout.readline()
    assert line, game.errors()
    game.first = json.loads(line)
    game.url = game.first.get("serve", "").rstrip("/")
    return game


def _round_running(game, number: int, seconds: float = 40) -> dict:
    deadline = time.time() + seconds
    while time.time() < deadline:
        view = game.get("/api/view")
        if view["round"] == number and view["screen"] == "round" and (view["time_left"] or 0) > 5:
            return view
        time.sleep(0.2)
    raise AssertionError(f"round {number} never ran: {view}")


def test_kill_9_then_resume_with_nothing_else(tmp_path):
    port = _free_port()
    settings = tmp_path / "online.yaml"
    settings.write_text(f"round_seconds: 20\nnetwork:\n  serve: 127.0.0.1:{port}\n  entry: online\n"
                        "  join_code: LLEIDA-2026\nautorun:\n  collect_seconds: 1\n  reveal_seconds: 1\n"
                        "  call_seconds: 0.3\n  rounds: 2\n", encoding="utf-8")
    log = tmp_path / "g.jsonl"
    game = _run(tmp_path, "-c", str(settings), "--log", str(log), "--autorun")
    assert game.url == f"http://127.0.0.1:{port}"
    tokens = {}
    for name in ("Anna", "Biel"):
        deadline = time.time() + 60
        while True:      # the first join draws the first rack: a loaded machine may say 503 'try again', as a phone would
            status, joined = game.call("POST", "/api/join", {"name": name, "code": "LLEIDA-2026", "id": f"join-{name}-000000000001"})
            if status != 503 or time.time() > deadline:
                break
            time.sleep(0.5)
        assert status == 200 and joined["ok"], joined
        tokens[joined["table"]] = joined["token"]
    _round_running(game, 1)
    first, second = sorted(tokens)
    assert game.post("/api/slip", {"table": first, "slip": "H8 ZZZZX", "id": "a1"}, tokens[first])["ok"]
    left_at_kill = game.get("/api/view")["time_left"]
    game.kill()
    setup = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert setup["run"]["settings"] == str(settings) and setup["run"]["serve"] == f"127.0.0.1:{port}"
    assert "LLEIDA" not in log.read_text(encoding="utf-8")                # the join code stays in the settings

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    game = _run(elsewhere, "--resume", str(log))                         # nothing else on its command line
    try:
        assert game.first["serve"] == f"http://127.0.0.1:{port}/", game.first        # the server, on its address
        assert game.first["invitation"].endswith("#join=LLEIDA-2026")                 # with the settings' code
        interruption = game.first["interruption"]
        assert abs(interruption["left"] - left_at_kill) <= 5, (interruption, left_at_kill)   # the round's time
        for table, token in tokens.items():                               # the players' links still log in
            status, me = game.call("GET", "/api/me", token=token)
            assert status == 200 and me["tables"] == [table, table], me
        view = game.get("/api/view")
        assert view["round"] == 1 and view["screen"] == "round" and view["time_left"] > 0
        assert game.post("/api/slip", {"table": second, "slip": "H8 ZZZZX", "id": "b1"}, tokens[second])["ok"]
        status, refused = game.call("POST", "/api/join", {"name": "Pau", "code": "WRONG"})
        assert status == 403                                               # the join code holds after the resume
        deadline = time.time() + 60                                        # the unattended game plays on
        while time.time() < deadline and game.get("/api/view")["round"] < 2:
            time.sleep(0.3)
        assert game.get("/api/view")["round"] == 2, "the resumed game did not go on by itself"
    finally:
        game.kill()
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert {(e["round"], e["table"]) for e in events if e["type"] == "slip"} >= {(1, first), (1, second)}

    # the settings file changed since: told in one line, and used as it is now
    settings.write_text(settings.read_text(encoding="utf-8") + "# changed\n", encoding="utf-8")
    game = _run(elsewhere, "--resume", str(log))
    game.process.stdin.close()
    game.process.wait(30)
    told = [line for line in game.errors().splitlines() if str(settings) in line]
    game.stop()
    assert game.first["serve"] == f"http://127.0.0.1:{port}/"
    assert len(told) == 1 and "ha canviat" in told[0], told
    # -c still wins (another file, another address)
    other_port = _free_port()
    other = tmp_path / "other.yaml"
    other.write_text(f"network:\n  serve: 127.0.0.1:{other_port}\n  entry: online\n", encoding="utf-8")
    game = _run(elsewhere, "-c", str(other), "--resume", str(log))
    assert game.first["serve"] == f"http://127.0.0.1:{other_port}/"
    game.kill()
    # the settings file gone: one line, in the game's language, and nothing plays on without its server
    settings.unlink()
    done = subprocess.run([sys.executable, "-m", "conductor", "run", "--headless", "--resume", str(log)],
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and not done.stdout
    assert done.stderr.count("\n") == 1 and str(settings) in done.stderr and "ja no hi és" in done.stderr

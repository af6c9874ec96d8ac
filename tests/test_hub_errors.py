"""A bug inside a route of a real `conductor hub`, and of a real game server (server/errors.py, DESIGN §4g).

Before: the hub's error middleware had gone (so that over-cap connections get 429), and a bug inside a hub route was
answered 500 with nothing printed or counted: the organiser never knew, and nothing could be sent to us. Now each
is counted by its kind and route (never by what the request carried), told to the organiser at most once a minute
on the console with how many so far and the file, and its traceback kept once, in `HUB.errors.txt` beside the
hub's log, with every kind's count when the hub stops. The game server's judge is told the same way.

The bug is put in by a `sitecustomize` on the process's path (the only way into a real process): every rack request
raises an error whose text carries a terminal escape and 5,000 characters, as a request's content could."""

from __future__ import annotations

import json
import os
import signal
import time
import urllib.request

import pytest

from test_multiplex_hub import KEYS
from test_multiplex_live import Proc, call

pytestmark = pytest.mark.process

HOSTILE = '"\\x1b[2J" + "x" * 5000'         # made when raised, as a request's content would be


def _inject(tmp_path, code: str) -> dict:
    """The environment of a process whose `sitecustomize` runs `code` first."""
    folder = tmp_path / "inject"
    folder.mkdir()
    (folder / "sitecustomize.py").write_text(code, encoding="utf-8")
    return {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(folder), os.environ.get("PYTHONPATH")]))}


def test_a_bug_in_a_hub_route_is_counted_told_once_a_minute_and_kept_for_us(tmp_path):
    env = _inject(tmp_path, "import conductor.multiplex.web as web\n\n"
                            "async def rack(self, request):\n"
                            f"    raise KeyError({HOSTILE})\n\n"
                            "web.HubServer.rack = rack\n")
    (tmp_path / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in KEYS.items())
                                       + "  draw: Matadepera\n", encoding="utf-8")
    hub = Proc("hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml", "--log", "hub.jsonl", cwd=tmp_path, env=env)
    url = hub.first["serve"]
    try:
        answers = [call(url + "/api/multiplex/rack/1", key=KEYS["Palma"]) for _ in range(200)]
        assert {status for status, _ in answers} == {500}
        assert answers[0][1] == {"ok": False, "error": answers[0][1]["error"]} and "\x1b" not in answers[0][1]["error"]
        assert call(url + "/api/multiplex")[0] == 200                      # the hub goes on
        time.sleep(1.5)                                                    # its console is told within a second
        assert hub.say("resol Ningú 1 compta")["code"] == "multiplex.settle_venue"
    finally:
        hub.process.send_signal(signal.SIGTERM)
        hub.process.wait(20)
    errors_file = tmp_path / "hub.errors.txt"
    assert hub.told == [
        "el concentrador ha trobat un error propi i ha continuat (KeyError in GET /api/multiplex/rack/{round}; 1 error "
        f"fins ara): els detalls són a {errors_file}; envieu aquest fitxer als mantenidors de Conductor"], hub.told
    rest = hub.process.stdout.read()
    assert "organiser" not in rest, rest                                   # one line a minute, never one a request
    hub.stderr.seek(0)
    assert hub.stderr.read().splitlines() == ["conductor hub: stopped"]    # nothing on the terminal
    kept = errors_file.read_text(encoding="utf-8")
    assert kept.count(" KeyError in GET /api/multiplex/rack/{round}\n  File ") == 1, kept    # its traceback, once
    assert 'in rack' in kept and "sitecustomize.py" in kept                # where it was raised
    assert "\x1b" not in kept and "\\x1b[2J" in kept and len(kept) < 3000, len(kept)   # the text cut and quoted
    assert "  200 × KeyError in GET /api/multiplex/rack/{round}" in kept, kept           # counted until the end
    if os.name == "posix":
        assert errors_file.stat().st_mode & 0o777 == 0o600


def test_a_bug_in_a_game_server_route_is_told_to_the_judge_with_the_file(tmp_path, monkeypatch):
    """The game server's gate answered a bug 500 and told nobody; now its judge reads the hub's line (server.quiet_error)
    on the console, and GAME.errors.txt keeps the traceback."""
    from served import Served

    env = _inject(tmp_path, "import conductor.server.app as app\n"
                            "from aiohttp import web\n"
                            "made = app.make_app\n\n"
                            "def make_app(*args, **kwargs):\n"
                            "    made_app = made(*args, **kwargs)\n\n"
                            "    async def bug(request):\n"
                            f"        raise ValueError({HOSTILE})\n"
                            "    made_app.router.add_get('/api/bug', bug)\n"
                            "    return made_app\n\n"
                            "app.make_app = make_app\n"
                            "import conductor.server.runner as runner\n"
                            "runner.make_app = make_app\n")
    monkeypatch.setenv("PYTHONPATH", env["PYTHONPATH"])
    (tmp_path / "players.csv").write_text("name,table\nAnna,1\nBiel,2\n")
    game = Served("--players", str(tmp_path / "players.csv"), "--log", str(tmp_path / "game.jsonl"))
    try:
        for _ in range(50):
            request = urllib.request.Request(game.url + "/api/bug")
            try:
                urllib.request.urlopen(request, timeout=10)
            except urllib.error.HTTPError as error:
                assert error.code == 500 and json.loads(error.read())["ok"] is False
        notices = game.judge("state").get("notices", [])
        told = [n for n in notices if n.startswith("el servidor ha trobat un error propi")]
        assert told == [f"el servidor ha trobat un error propi i ha continuat (ValueError in GET /api/bug; 1 error "
                        f"fins ara; detalls a {tmp_path / 'game.errors.txt'})"], notices
        assert not [n for n in game.judge("state").get("notices", []) if "error propi" in n]     # not once a request
        terminal = game.errors()             # the headless judge reads its notices there: that one line, no traceback
        assert "Traceback" not in terminal and len([line for line in terminal.splitlines() if "ValueError" in line]) == 1
    finally:
        game.close()
    kept = (tmp_path / "game.errors.txt").read_text(encoding="utf-8")
    assert kept.count(" ValueError in GET /api/bug\n  File ") == 1 and "  50 × ValueError in GET /api/bug" in kept, kept

"""`conductor run` as a real process on a virtual screen, typed into with xdotool, killed mid-round
with SIGKILL, then `--resume`d: the same round and phase come back with nothing lost."""

import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

from conductor.clock import StepClock
from conductor.game.session import Session
from paths import CONDUCTOR

pytestmark = [pytest.mark.skipif(shutil.which("xdotool") is None, reason="make test installs xdotool"),
              pytest.mark.screen, pytest.mark.process]


def _window(env, deadline=60.0) -> str:
    end = time.time() + deadline
    while time.time() < end:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "conductor"], capture_output=True,
                               text=True, env=env).stdout.split()
        for window in found:
            name = subprocess.run(["xdotool", "getwindowname", window], capture_output=True, text=True, env=env)
            if name.returncode == 0 and "ronda" in name.stdout:   # titled by the first frame
                return window
        time.sleep(0.2)
    raise AssertionError("the conductor window did not open")


def _title(env, window) -> str:
    return subprocess.run(["xdotool", "getwindowname", window], capture_output=True, text=True, env=env).stdout.strip()


def _type(env, window, text):
    subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, check=True)
    subprocess.run(["xdotool", "type", "--delay", "15", text], env=env, check=True)
    subprocess.run(["xdotool", "key", "Return"], env=env, check=True)


def _wait_for_lines(path: Path, count: int, seconds: float = 20) -> None:
    end = time.time() + seconds
    while time.time() < end:
        if path.exists() and len(path.read_text(encoding="utf-8").splitlines()) >= count:
            return
        time.sleep(0.1)
    raise AssertionError(f"{path} has fewer than {count} events")


def test_kill_mid_round_then_resume(virtual_screen, catalan_lexicon, tmp_path):
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "XDG_RUNTIME_DIR": str(tmp_path), "HOME": str(tmp_path),
           "PULSE_SERVER": f"unix:{tmp_path}/none"}
    players = tmp_path / "players.csv"
    players.write_text("name,table\nAnna,1\nJordi,2\nNúria,3\n", encoding="utf-8")
    log = tmp_path / "game.jsonl"
    first = subprocess.Popen([CONDUCTOR, "run", "--players", players, "--log", log, "--windowed", "--seed", "4",
                              "-c", os.devnull], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        window = _window(env)
        _type(env, window, "draw")
        _type(env, window, "start")
        _type(env, window, "2 3")
        _wait_for_lines(log, 4)                                 # setup, draw, start, slip
        time.sleep(0.3)
        assert "ronda 1" in _title(env, window) and "ronda en joc" in _title(env, window)
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(10)
    events_at_kill = log.read_text(encoding="utf-8").splitlines()

    second = subprocess.Popen([CONDUCTOR, "run", "--resume", log, "--windowed", "-c", os.devnull], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        window = _window(env)
        time.sleep(0.5)
        title = _title(env, window)
        assert "ronda 1" in title and "ronda en joc" in title
        _type(env, window, "quit")
        assert second.wait(20) == 0
    finally:
        if second.poll() is None:
            second.kill()
    events = log.read_text(encoding="utf-8").splitlines()
    assert events[:len(events_at_kill)] == events_at_kill          # nothing lost or rewritten
    resumed = Session.resume(log, catalan_lexicon, StepClock())
    game = resumed.game
    assert game.phase == "think" and game.current.number == 1
    assert game.current.slips[2].score == 3
    assert not game.timer.running                                # paused by the resume, for the judge
    resumed.log.close()

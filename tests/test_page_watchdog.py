"""A page that hears nothing from the game says "disconnected" and stops its clock, on every page (/screen,
/play, the table judges' /), through the one WebSocket loop they share (common/net.js, its watchdog) and the one
clock (common/clock.js `hold`). Headless Chromium against a real `conductor run --headless --serve`:

- SIGSTOP while a round runs (the socket stays open and says nothing): each page says "Desconnectat" within the
  watchdog's period (SILENT_MS, 5 s) and its clock stops, struck through, where it stood: never "Temps!" while the
  game is frozen (before: /screen counted on to "Temps!"). SIGCONT: each comes back by itself, the clock the
  server's again. axe-core finds nothing serious on the disconnected pages.
- kill -9 mid-round of an unattended game: the page says "Desconnectat" and its clock stops at once; `--resume` on
  the same address: the page comes back with the resumed clock and the interruption said in the game's language
  (before: /screen said "Temps!" at 0, then jumped back to the resumed time, and no page but /play told the
  interruption).
"""

import signal
import time

import pytest

from browser import PHONE, axe, browsers, shoot, wait  # noqa: F401 - the fixture comes with it

from processes import free_port
from served import Served

pytestmark = [pytest.mark.browser, pytest.mark.process]

SILENT = 5.0                       # common/net.js SILENT_MS

# each page's link and clock, and every text its clock showed since `RECORD` ran
STATE = """
const clock = document.getElementById('clock'), link = document.getElementById('link');
const status = document.getElementById('status');
return {clock: clock.textContent, seconds: clock.dataset.seconds, held: clock.dataset.held === '1',
        struck: getComputedStyle(clock).textDecorationLine, link: link.textContent.trim(),
        status: status ? status.textContent : '', shown: window.__clock || []};"""
RECORD = """
window.__clock = [];
new MutationObserver(() => window.__clock.push(document.getElementById('clock').textContent))
  .observe(document.getElementById('clock'), {childList: true, subtree: true, characterData: true});"""


def state(driver) -> dict:
    return driver.execute_script(STATE)


def running(driver) -> bool:
    now = state(driver)
    return now["link"] in ("En línia", "") and not now["held"] and now["seconds"] not in ("", None) \
        and float(now["seconds"]) > 0


def pages(game, browsers, token) -> dict:
    opened = {"screen": browsers("watch-screen", (1280, 720)), "play": browsers("watch-play", PHONE, phone=True),
              "judge": browsers("watch-judge", PHONE, phone=True)}
    opened["screen"].get(game.url + "/screen")
    opened["play"].get(game.url + "/play#t=" + token)
    opened["judge"].get(game.url + "/")
    for name, driver in opened.items():
        wait(driver, running, f"{name}: the round's clock running", timeout=20)
    return opened


def test_a_frozen_game_stops_every_pages_clock_and_says_disconnected(tmp_path, browsers, screenshots):
    (tmp_path / "players.csv").write_text("name,table\nAnna,1\nBiel,2\n")
    (tmp_path / "config.yaml").write_text("round_seconds: 120\nnetwork:\n  entry: players\n")
    game = Served("--players", str(tmp_path / "players.csv"), "-c", str(tmp_path / "config.yaml"), "--seed", "3",
                  "--log", str(tmp_path / "game.jsonl"))
    try:
        token = game.login(table=1, pin=game.judge("pins")["pins"]["1"])
        game.judge("rack C A S A R T E")
        game.judge("start")
        opened = pages(game, browsers, token)
        assert game.judge("adjust 9")["ok"]                 # 9 s left: the frozen game outlasts them
        for name, driver in opened.items():
            wait(driver, lambda d: running(d) and float(state(d)["seconds"]) <= 9, f"{name}: 0:09", timeout=5)
            driver.execute_script(RECORD)
        game.process.send_signal(signal.SIGSTOP)           # the game frozen: its sockets stay open, and silent
        stopped = time.monotonic()
        told = {}
        for name, driver in opened.items():
            wait(driver, lambda d: state(d)["link"] == "Desconnectat" and state(d)["held"],
                 f"{name}: disconnected", timeout=SILENT + 4)
            told[name] = time.monotonic() - stopped
        assert max(told.values()) <= SILENT + 3, told       # within the watchdog's period (and its 1 s look)
        held = {name: state(driver) for name, driver in opened.items()}
        shoot(opened["screen"], screenshots / "watchdog-screen-disconnected.png")
        shoot(opened["play"], screenshots / "watchdog-play-disconnected.png")
        for name, driver in opened.items():
            assert axe(driver) == [], name
        time.sleep(max(0.0, 11 - (time.monotonic() - stopped)))   # past the time the round had: still stopped
        for name, driver in opened.items():
            now = state(driver)
            assert now["held"] and now["seconds"] == held[name]["seconds"], (name, held[name], now)
            assert now["struck"] == "line-through" and float(now["seconds"]) > 0, (name, now)
            assert "Temps!" not in now["shown"] and "Temps!" not in now["clock"], (name, now)
        game.process.send_signal(signal.SIGCONT)            # back: each page by itself, on the server's clock
        for name, driver in opened.items():
            wait(driver, lambda d: state(d)["link"] in ("En línia", "") and not state(d)["held"], f"{name}: back",
                 timeout=15)
        view = game.get("/api/view")
        for name, driver in opened.items():
            assert abs(float(state(driver)["seconds"]) - view["time_left"]) <= 1.5, (name, view["time_left"])
    finally:
        if game.process.poll() is None:
            game.process.send_signal(signal.SIGCONT)
        game.stop()


def test_kill_9_then_resume_the_screen_stops_then_shows_the_resumed_clock_and_the_interruption(tmp_path, browsers):
    port = free_port()
    (tmp_path / "config.yaml").write_text("round_seconds: 30\nnetwork:\n  entry: online\n"
                                          "autorun:\n  collect_seconds: 1\n  reveal_seconds: 1\n  call_seconds: 0.3\n"
                                          "  rounds: 2\n")
    log = tmp_path / "game.jsonl"
    game = Served("-c", str(tmp_path / "config.yaml"), "--log", str(log), "--autorun", serve=f"127.0.0.1:{port}")
    screen = browsers("kill-screen", (1280, 720))
    try:
        token = game.post("/api/join", {"name": "Anna"})["token"]
        play = browsers("kill-play", PHONE, phone=True)
        screen.get(game.url + "/screen")
        play.get(game.url + "/play#t=" + token)
        for driver in (screen, play):
            wait(driver, lambda d: running(d) and float(state(d)["seconds"]) < 24, "round 1 running 6 s", timeout=30)
            driver.execute_script(RECORD)
        game.kill()
        killed = time.monotonic()
        for driver in (screen, play):
            wait(driver, lambda d: state(d)["link"] == "Desconnectat" and state(d)["held"], "disconnected", timeout=3)
        stood = {id(d): state(d)["seconds"] for d in (screen, play)}
        time.sleep(max(0.0, 8 - (time.monotonic() - killed)))
        for driver in (screen, play):
            assert state(driver)["seconds"] == stood[id(driver)]       # stopped while the game is down
        game = Served("--resume", str(log), serve=f"127.0.0.1:{port}")
        resumed = game.first["interruption"]
        assert resumed["seconds"] >= 7
        for driver in (screen, play):
            wait(driver, lambda d: running(d) and "Interrupció de" in state(d)["status"], "back, and told",
                 timeout=15)
            now = state(driver)
            assert abs(float(now["seconds"]) - game.get("/api/view")["time_left"]) <= 1.5, now
            assert "la ronda continua amb" in now["status"], now
            assert "Temps!" not in now["shown"], now["shown"]      # never "Temps!" while it was down
        assert axe(screen) == []
    finally:
        game.stop()

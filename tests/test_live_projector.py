"""The projector as a face of the live host (conductor/live/): `conductor run --autorun` plays by itself on the
projector too (it sat 75 s without a draw), and an unattended game resumed with nothing but
`--resume` goes on unattended there; real processes on a virtual screen, read from their log and
their window's title. In-process under Xvfb: the clock after a crash for an attended game (34.4: paused at the
time the round had at the crash, not at the last slip), the lobby's view, and the console's points of 34.7."""

import os
import shutil
import subprocess
import time

import pygame
import pytest

from conductor.clock import ManualClock, wall_clock
from conductor.display import console as console_module
from conductor.display import help as console_help
from conductor.display.app import Conductor, Options
from conductor.display.projector import layout
from conductor.display.strip import strip_rect
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.live.resume import CLOCK_EVERY
from conductor.room.autorun import Schedule
from conductor.room.view import LOBBY
from paths import CONDUCTOR
from processes import kill as _stop, until as _until
from sessions import events as _events
from windows import conductor_app

PLAYERS = [Player(i, f"Jugador {i}") for i in range(1, 6)]


def _env(tmp_path):
    return {**os.environ, "SDL_AUDIODRIVER": "dummy", "XDG_RUNTIME_DIR": str(tmp_path), "HOME": str(tmp_path),
            "PULSE_SERVER": f"unix:{tmp_path}/none"}


def _title(env) -> str:
    if shutil.which("xdotool") is None:
        return ""
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "conductor"], capture_output=True,
                           text=True, env=env).stdout.split()
    names = [subprocess.run(["xdotool", "getwindowname", w], capture_output=True, text=True, env=env).stdout
             for w in found]
    return " ".join(names)


CONFIG = "round_seconds: 10\nvoice:\n  enabled: false\nautorun:\n  collect_seconds: 0.5\n  reveal_seconds: 0.5\n" \
         "  call_seconds: 0.5\n  rounds: 2\n"


@pytest.mark.process
@pytest.mark.screen
def test_the_projector_plays_by_itself_and_resumes_unattended(virtual_screen, catalan_lexicon, tmp_path):
    env = _env(tmp_path)
    (tmp_path / "config.yaml").write_text(CONFIG)
    (tmp_path / "players.csv").write_text("name,table\nAnna,1\nJordi,2\n", encoding="utf-8")
    new = tmp_path / "new.jsonl"
    first = subprocess.Popen([CONDUCTOR, "run", "--autorun", "--windowed", "-c", tmp_path / "config.yaml",
                              "--players", tmp_path / "players.csv", "--log", new], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:                                  # drawn at once, by itself: the call follows, then the round
        _until(lambda: new.exists() and any(e["type"] == "draw" for e in _events(new)), 60, "no draw on the projector")
    finally:
        _stop(first)
    kinds = [e["type"] for e in _events(new)]
    assert kinds[:3] == ["setup", "autorun", "draw"]
    assert _events(new)[1]["schedule"] == {"collect_seconds": 0.5, "reveal_seconds": 0.5, "call_seconds": 0.5,
                                           "rounds": 2}

    # an unattended game stopped with 2 s left in round 1, resumed with nothing but --resume
    log = tmp_path / "game.jsonl"
    session = Session.new(log, catalan_lexicon, "fisc", PLAYERS, 7, Config(10), wall_clock)
    session.record({"type": "autorun", "on": True, "schedule": Schedule(0.5, 0.5, 0.5, 2).to_json()})
    for command in ("draw", "start", "adjust 2"):
        assert session.execute(command)["ok"]
    session.close()
    before = len(_events(log))
    second = subprocess.Popen([CONDUCTOR, "run", "--resume", log, "--windowed", "-c", os.devnull], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        _until(lambda: sum(e["type"] == "draw" for e in _events(log)) == 2, 40, "round 2 was never drawn")
        title = _until(lambda: "ronda 2" in _title(env) and _title(env), 10, "the title never said round 2") \
            if shutil.which("xdotool") else ""
    finally:
        _stop(second)
    after = [e["type"] for e in _events(log)[before:] if e["type"] != "clock"]
    assert after[:3] == ["pause", "adjust", "resume"]             # the round went on with its 2 s
    assert after[3:7] == ["time", "close", "reveal", "draw"], after
    assert _events(log)[before + 1]["seconds"] == 2
    assert title == "" or "ronda 2" in title


def _options(**more):
    return Options(windowed=True, size=(1280, 720), **{"language": "ca", **more})


@pytest.fixture
def attended(virtual_screen, catalan_lexicon, tmp_path):
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", PLAYERS, 11, Config(180), clock)
    options = _options(two_windows=True)
    app = conductor_app(session, options)
    yield app, clock
    app.close()


@pytest.mark.screen
@pytest.mark.sound
def test_an_attended_round_comes_back_paused_at_its_time_at_the_crash(attended, catalan_lexicon):
    """The log's running clock: a crash 40 s after the last slip costs the round at most 5 s, not 40."""
    app, clock = attended
    app.execute("draw")
    app.execute("start")
    app.execute("2 H8 CASA")                      # the last slip: 180 s left
    for _ in range(40):
        clock.advance(1)
        app.step()
    assert app.game.phase == "think"
    kinds = [e["type"] for e in _events(app.session.log.path)]
    assert kinds.count("clock") == 40 // CLOCK_EVERY          # a small event every 5 s, nothing else
    app.session.log.close()                       # the crash: nothing more written
    clock.advance(100)                            # down for 100 s
    resumed = Session.resume(app.session.log.path, catalan_lexicon, clock)
    again = Conductor(resumed, app.announcer, app.options)
    try:
        assert again.game.timer.running is False                   # paused, for the judge
        assert 140 <= again.game.timer.remaining <= 145            # the time at the crash (±5 s), not 180
        assert any("aturada 1 min 40 s" in text and "F3" in text for _, text, *_ in again.console.messages)
    finally:
        again.session.close()


def _texts(monkeypatch):
    texts: list[str] = []
    original = console_module._rendered
    monkeypatch.setattr(console_module, "_rendered", lambda size, text, colour: (texts.append(text),
                                                                                original(size, text, colour))[1])
    return texts


def _frame(app, texts) -> str:
    texts.clear()
    app._console_dirty = True
    app.step()
    return "\n".join(texts)


@pytest.mark.screen
@pytest.mark.sound
def test_the_header_and_the_reopen_message_name_one_round(attended, monkeypatch):
    app, clock = attended
    texts = _texts(monkeypatch)
    for command in ("draw", "start", "time", "reveal", "end"):
        assert app.execute(command)["ok"], command
    answer = app.execute("reopen")
    assert answer["ok"]
    shown = _frame(app, texts)
    header = next(line for line in shown.splitlines() if line.startswith("Ronda "))
    number = header.split()[1]
    assert app.console.messages[-1][1].startswith(f"Ronda {number},"), (header, app.console.messages[-1])
    assert "Ja no s'admeten" not in str(app.console.messages)                     # "Temps!" said what is true
    assert any("s'admeten fins que la tanquis" in m[1] for m in app.console.messages)


@pytest.mark.screen
@pytest.mark.sound
def test_a_playing_judge_is_not_told_to_press_f12(virtual_screen, catalan_lexicon, tmp_path, monkeypatch):
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", PLAYERS, 11, Config(180, judge_plays=5),
                          clock)
    options = _options(shared=True)
    app = conductor_app(session, options)
    texts = _texts(monkeypatch)
    try:
        for command in ("draw", "start", "5 H8 CASA", "device add Taula 1-3"):
            assert app.execute(command)["ok"], command
        app.windows.toggle()                          # one screen: Tab shows the console (the room sees it)
        shown = _frame(app, texts)
        assert "jugues aquesta partida" in shown
        assert "F12" not in shown and "mostra" not in shown, shown
    finally:
        app.close()


@pytest.mark.screen
@pytest.mark.sound
def test_the_strip_covers_neither_row_o_nor_the_rack(virtual_screen, catalan_lexicon, tmp_path, screenshots):
    clock = ManualClock(1000.0)
    for size in ((1280, 720), (1024, 768), (1920, 1080)):
        session = Session.new(tmp_path / f"g{size[0]}.jsonl", catalan_lexicon, "fisc", PLAYERS, 11, Config(180),
                              clock)
        options = Options(windowed=True, size=size, shared=True, two_windows=False, language="ca")
        app = conductor_app(session, options)
        try:
            for command in ("draw", "start"):
                app.execute(command)
            app._typed_in("3 H8 CASA")                         # typed by the judge: its answer goes on the strip
            app.console.line = "4 8H CA"
            app.step()
            strip = app._strip(time.perf_counter())
            assert strip is not None and "rebuda" in strip[1][1]
            surface = app.windows.projector.get_surface()
            pygame.image.save(surface, screenshots / f"strip-{size[0]}x{size[1]}.png")
            geometry = layout(*surface.get_size())
            band = strip_rect(*surface.get_size(), 2)
            assert not band.colliderect(geometry.square(14, 0).union(geometry.square(14, 14)))   # row O
            assert not any(band.colliderect(geometry.rack_tile(i)) for i in range(7))
            assert surface.get_rect().contains(band)
        finally:
            app.close()


def test_help_shows_keys_and_what_may_be_typed_instead():
    for language, hold in (("ca", "mantinguda"), ("es", "mantenida")):
        keys = [key for key, _ in console_help.entries(language)]
        assert not any(" · " in key and key.split()[0].startswith(("F", "Ctrl")) for key in keys), keys
        assert ("F1 o «treu»" if language == "ca" else "F1 o «saca»") in keys
        assert ("F7 o «classificació»" if language == "ca" else "F7 o «clasificación»") in keys
        assert f"F12 ({hold}) o «{'mostra' if language == 'ca' else 'muestra'}»" in keys
        assert any(key.startswith("settle rN") for key in keys) and "… replace" in keys   # both told


@pytest.mark.screen
@pytest.mark.sound
def test_the_lobby_until_the_start_time(virtual_screen, catalan_lexicon, tmp_path):
    """The projector's view before an unattended game's start time: the lobby, with the start time and who has
    joined; `comença` starts it now."""
    clock = ManualClock(time.time())
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", PLAYERS, 11, Config(10), clock)
    options = _options(two_windows=True)
    schedule = Schedule(1, 1, 1, 2, starts_at=clock.now + 3600)
    app = conductor_app(session, options, schedule=schedule)
    try:
        for _ in range(3):
            clock.advance(1)
            app.step()
        view = app.projector(clock.now)
        assert view.screen == LOBBY and view.starts_at == schedule.starts_at and view.joined == 5
        assert app.game.phase == "draw" and not app.game.rounds
        assert "(avui, hora d'aquest ordinador: " in app.console.messages[0][1] or "(demà, " in app.console.messages[0][1]
        assert app.execute("comença")["ok"]
        clock.advance(1)
        app.step()
        assert app.game.current is not None and app.projector(clock.now).starts_at is None
        assert "error" in app.execute("comença")                          # started already: one refusal
    finally:
        app.close()

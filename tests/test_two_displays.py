"""Two real displays (Xorg's dummy driver with a second RandR output, scripts/two-screens.sh): extended, the
projector opens on the second display and the console on the first with everything in view; mirrored (the
same picture on both, as a laptop cloning to a projector), one window whose console hides its secrets and a
strip for slips. Each case runs in a process of its own on that X server; screenshots of both windows."""

import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from paths import ROOT

pytestmark = [pytest.mark.process, pytest.mark.screen]

PROGRAM = textwrap.dedent('''
    import json, sys
    from pathlib import Path
    import pygame
    from conductor.announcer.announcer import Announcer, AnnouncerSettings
    from conductor.announcer.audio import NullOutput
    from conductor.clock import ManualClock
    from conductor.display.app import Conductor, Options, Windows
    from conductor.display.screens import screen_layout
    from conductor.engine import Lexicon
    from conductor.game.duplicate import Config
    from conductor.game.players import Player
    from conductor.game.session import Session
    from conductor.rules import CATALAN

    out, name = Path(sys.argv[1]), sys.argv[2]
    clock = ManualClock(1000.0)
    players = [Player(i, f"Jugador {i}") for i in range(1, 9)]
    session = Session.new(Path(f"{name}.jsonl"), Lexicon.load(None, CATALAN), "fisc", players, 11,
                          Config(180, True, "random"), clock)
    options = Options(windowed=True, size=(1024, 600), language="ca")
    windows = Windows(options)
    app = Conductor(session, Announcer(AnnouncerSettings(language="ca"), output=NullOutput(22050)), options, windows)
    app.execute("draw"); app.execute("start"); clock.advance(20)
    app.console.line = "3 H8 CASA"
    for _ in range(3):
        app.step()
    pygame.image.save(windows.projector.get_surface(), out / f"two-displays-{name}-projector.png")
    if windows.console is not None:
        pygame.image.save(windows.console.get_surface(), out / f"two-displays-{name}-console.png")
    found = screen_layout()
    print(json.dumps({"layout": {**found, "sizes": [list(s) for s in found["sizes"]]}, "two": windows.two,
                      "shared": windows.shared, "projector_at": list(windows.projector.position),
                      "console_at": list(windows.console.position) if windows.console else None,
                      "console_size": list(windows.console.size) if windows.console else None,
                      "strip": app._strip(0.0) is not None}))
    app.close()
''')


@pytest.fixture(scope="module")
def xorg(tmp_path_factory):
    if shutil.which("Xorg") is None or shutil.which("xrandr") is None:
        pytest.skip("Xorg or xrandr is not installed (make install puts in xserver-xorg-core, "
                    "xserver-xorg-video-dummy and x11-xserver-utils)")
    folder = tmp_path_factory.mktemp("xorg")
    started = subprocess.run([ROOT / "scripts" / "two-screens.sh", "start", folder], capture_output=True, text=True,
                             timeout=60)
    if started.returncode != 0:
        pytest.skip(f"Xorg with the dummy driver cannot start on this machine: {started.stderr.strip()[-300:]}")
    yield folder, started.stdout.strip().split("=", 1)[1]
    subprocess.run([ROOT / "scripts" / "two-screens.sh", "stop", folder], timeout=30)


def _run(display, screenshots, name, tmp_path):
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", PROGRAM, str(screenshots), name], env=env, capture_output=True,
                          text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_extended_then_mirrored(xorg, screenshots, tmp_path):
    folder, display = xorg
    extended = _run(display, screenshots, "extended", tmp_path)
    assert extended["layout"]["count"] == 2 and not extended["layout"]["mirrored"]
    assert extended["two"] and not extended["shared"] and not extended["strip"]
    assert extended["projector_at"][0] >= 1280 > extended["console_at"][0]    # the projector on the second
    # the console was a fixed 1000×720, its last lines off a 1280×720 laptop with a title bar
    x, y, width, height = extended["layout"]["bounds"][0]
    assert extended["console_size"][1] <= 0.9 * height and extended["console_size"][0] <= width, extended

    subprocess.run([ROOT / "scripts" / "two-screens.sh", "mirror", folder], check=True, timeout=30)
    mirrored = _run(display, screenshots, "mirrored", tmp_path)
    assert mirrored["layout"]["count"] == 2 and mirrored["layout"]["mirrored"]
    assert not mirrored["two"] and mirrored["shared"] and mirrored["strip"]
    subprocess.run([ROOT / "scripts" / "two-screens.sh", "extend", folder], check=True, timeout=30)


def test_the_console_window_fits_the_laptops_screen():
    from conductor.display.screens import console_place

    size, place = console_place([(0, 0, 1280, 720), (1280, 0, 1920, 1080)], 1)
    assert size == (1000, 648) and place == (140, 36)                 # 90 % of a 1280×720 laptop's height
    assert console_place([(0, 0, 1920, 1080), (1920, 0, 1920, 1080)], 0)[0] == (1000, 720)
    assert console_place(None, 0) == ((1000, 720), None)

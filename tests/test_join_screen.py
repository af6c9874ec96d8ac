"""With the game server on, the projector opens on the join screen: its QR code, photographed from the screen
(a screenshot read by zbar), gives the address to type; F11 turns it off and on; the board shows how many
slips of the round have come in. A new device's code appears as a QR code on the judge's console only."""

import shutil
import subprocess

import pygame
import pytest

from conductor.clock import ManualClock
from conductor.display.app import Options
from conductor.room.view import JOIN
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.server.runner import GameServer
from windows import conductor_app

pytestmark = [pytest.mark.skipif(shutil.which("zbarimg") is None, reason="make test installs zbar-tools"),
              pytest.mark.screen, pytest.mark.sound, pytest.mark.process]


def _decode(path) -> list[str]:
    done = subprocess.run(["zbarimg", "--quiet", "--raw", str(path)], capture_output=True, text=True, timeout=30)
    return done.stdout.split()


@pytest.mark.parametrize("size", [(1024, 768), (1920, 1080)])
def test_the_join_qr_code_decodes_to_the_address(virtual_screen, catalan_lexicon, tmp_path, screenshots, size):
    players = [Player(t, f"Jugador {t}") for t in range(1, 13)]
    clock = ManualClock(0.0)
    session = Session.new(tmp_path / "game.jsonl", catalan_lexicon, "fisc", players, 4, Config(), clock)
    server = GameServer("127.0.0.1:0", "ca")
    url = server.start()
    options = Options(windowed=True, two_windows=True, size=size, language="ca")
    app = conductor_app(session, options, server=server)
    try:
        app.step()
        assert app.projector(clock()).screen == JOIN
        shot = screenshots / f"join-{size[0]}x{size[1]}-projector.png"
        pygame.image.save(app.windows.projector.get_surface(), shot)
        assert _decode(shot) == [url]
        app.execute("join")                                          # F11: back to the game
        assert app.projector(clock()).screen != JOIN
        for command in ("draw", "start", "3 5", "4 6"):
            assert app.execute(command)["ok"], command
        app.step()
        assert app.projector(clock()).received == (1, 2, 12)           # "Paperetes ronda 1: 2/12"
        pygame.image.save(app.windows.projector.get_surface(), screenshots / f"join-{size[0]}x{size[1]}-received.png")
        answer = app.execute('device add "Jutge 1" 1-6')
        assert answer["ok"] and app.console.qr is not None
        app.step()
        console = screenshots / f"join-{size[0]}x{size[1]}-console-device.png"
        pygame.image.save(app.windows.console.get_surface(), console)
        assert _decode(console) == [f"{url}#code={answer['code']}"]   # on the judge's console…
        assert answer["code"] not in repr(app.projector(clock()))     # …never on the projector
        projector = screenshots / "join-projector-after-device.png"
        pygame.image.save(app.windows.projector.get_surface(), projector)
        assert _decode(projector) == []
    finally:
        app.close()
        server.stop()

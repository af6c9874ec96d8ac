"""The lobby on the projector: before an unattended game's start time the projector shows the lobby — the title,
the countdown on the host's clock, the hour and how many have joined — drawn from the live host's real
ProjectorView (screen "lobby", starts_at, joined), in Catalan and Spanish, on a real window under Xvfb. The countdown
moves every second although the view does not (the projector draws a frame only when its picture changes:
projector.picture), a player who joins is counted at once, and `comença` / `empieza` starts the game now.
Screenshots: artifacts/screens/projector-lobby-*.png.
"""

import time

import pygame
import pytest

from conductor.clock import ManualClock
from conductor.display.app import Options
from conductor.display.projector import draw_projector
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.room.autorun import Schedule
from conductor.room.view import LOBBY
from test_projector_layout import _problems
from windows import conductor_app

pytestmark = [pytest.mark.screen, pytest.mark.sound]

PLAYERS = [Player(i, f"Jugador {i}") for i in range(1, 6)]
WORDS = {"ca": ("La partida comença aviat", "Comença a les", "Inscrits: 5", "Inscrits: 6", "comença"),
         "es": ("La partida empieza pronto", "Empieza a las", "Inscritos: 5", "Inscritos: 6", "empieza")}


def _countdown(surface: pygame.Surface, placed) -> bytes:
    """The pixels of the countdown as drawn on the window."""
    rect = next(r for label, r in placed if label == "countdown").clip(surface.get_rect())
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def _texts(view, size, now) -> tuple[pygame.Surface, list]:
    """`view` drawn off screen at `now` with every text's place (what the window shows, measured)."""
    surface, placed = pygame.Surface(size), []
    draw_projector(surface, view, None, placed, now=now)
    return surface, placed


@pytest.mark.parametrize("language", ["ca", "es"])
def test_the_projector_shows_the_lobby_until_the_start(virtual_screen, catalan_lexicon, spanish_lexicon, tmp_path,
                                                       screenshots, language):
    lexicon, rules = (catalan_lexicon, "fisc") if language == "ca" else (spanish_lexicon, "ajs")
    clock = ManualClock(float(int(time.time())))
    session = Session.new(tmp_path / "g.jsonl", lexicon, rules, PLAYERS, 11, Config(60), clock)
    options = Options(windowed=True, size=(1280, 720), two_windows=True, language=language)
    starts = clock.now + 125.5
    app = conductor_app(session, options, schedule=Schedule(1, 1, 1, 2, starts_at=starts))
    try:
        clock.advance(1)
        app.step()
        view = app.projector(clock.now)
        assert (view.screen, view.starts_at, view.joined, view.language) == (LOBBY, starts, 5, language)
        surface, placed = _texts(view, (1280, 720), clock.now)
        assert {label for label, _ in placed} == {"lobby", "countdown", "starts_at", "joined", "word_list"}
        assert _problems(surface, placed) == []
        window = app.windows.projector_surface()
        assert window.get_size() == (1280, 720)
        before = _countdown(window, placed)
        # the countdown moves on the window every second, the view itself unchanged
        clock.advance(1)
        app.step()
        assert app.projector(clock.now) == view
        assert _countdown(window, placed) != before, "the countdown froze on the projector"
        pygame.image.save(window, str(screenshots / f"projector-lobby-{language}.png"))
        # what the window shows, in words: the real view drawn with its texts' places
        from conductor.display.words import words

        text = words(language)
        lobby, at, five, six, start = WORDS[language]
        assert text["lobby"] == lobby and text["starts_at"].startswith(at)
        assert text["joined"].format(n=view.joined) == five
        # a player joins: counted at once
        assert session.join("Pere Codina", "Lleida")["ok"]
        clock.advance(1)
        app.step()
        assert app.projector(clock.now).joined == 6 and text["joined"].format(n=6) == six
        # 4:3 too, nothing overlapping or off the screen
        surface, placed = _texts(app.projector(clock.now), (1024, 768), clock.now)
        assert _problems(surface, placed) == []
        # the console's command starts it now: the lobby is gone and round 1 is drawn
        assert app.execute(start)["ok"]
        for _ in range(3):
            clock.advance(1)
            app.step()
        assert app.projector(clock.now).screen != LOBBY and app.game.current is not None
    finally:
        app.close()

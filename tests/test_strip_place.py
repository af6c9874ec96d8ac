"""One screen: the strip over the projector (display/strip.py). At the reveal it covered the master move's score
("22 punts"); it now stands where it covers neither the board's row O, the rack, nor the reveal's words, at every
projector size and with the large rack. The question asked before a slip replaces another's fits its box whole,
and the console gives one instruction for it. Real windows under Xvfb; screenshots artifacts/screens/strip-*.png."""

import time

import pygame
import pytest

from conductor.announcer.announcer import Announcer, AnnouncerSettings
from conductor.announcer.audio import NullOutput
from conductor.clock import ManualClock
from conductor.display.app import Conductor, Options, Windows
from conductor.display.projector import configure, draw_projector, layout
from conductor.game.access import Actor
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.session import Session

pytestmark = pytest.mark.screen

PLAYERS = [Player(i, f"Jugador amb un nom llarg {i}") for i in range(1, 11)]
SIZES = ((1280, 720), (1024, 768), (1920, 1080), (1366, 768))


def _app(folder, lexicon, size, name):
    clock = ManualClock(1000.0)
    session = Session.new(folder / f"{name}.jsonl", lexicon, "fisc", PLAYERS, 11, Config(180), clock)
    options = Options(windowed=True, size=size, shared=True, two_windows=False, language="ca")
    return Conductor(session, Announcer(AnnouncerSettings(language="ca"), output=NullOutput(22050)), options,
                     Windows(options)), clock


def _placed(app) -> dict[str, pygame.Rect]:
    """Where the projector drew each of its texts, tiles and the board (its own `placed` record)."""
    surface = pygame.Surface(app.windows.projector.get_surface().get_size())
    placed: list = []
    draw_projector(surface, app.projector(app.now()), app.game.tiles, placed=placed, now=app.now())
    return dict(placed)


def _clear_of(app, band: pygame.Rect, *labels: str) -> None:
    placed = _placed(app)
    geometry = layout(*app.windows.projector.get_surface().get_size())
    row_o = geometry.square(14, 0).union(geometry.square(14, 14))
    assert not band.colliderect(row_o), (band, row_o)
    assert not any(band.colliderect(geometry.rack_tile(i)) for i in range(7) if placed.get(f"tile {i}"))
    for label in labels:
        assert label in placed, (label, sorted(placed))
        assert not band.colliderect(placed[label]), (label, band, placed[label])
    assert app.windows.projector.get_surface().get_rect().contains(band)


@pytest.mark.parametrize("large_rack", [False, True])
def test_at_the_reveal_the_strip_covers_none_of_the_reveal(virtual_screen, catalan_lexicon, tmp_path, screenshots,
                                                          large_rack):
    configure("standard", large_rack)
    try:
        for size in SIZES:
            app, clock = _app(tmp_path, catalan_lexicon, size, f"r{size[0]}{large_rack}")
            try:
                app.execute("draw")
                app.execute("start")
                clock.advance(200)
                app.step()
                assert app.execute("close")["ok"] and app.execute("reveal")["ok"]
                app._typed_in("r1")
                app._typed_in("6 H8 CASA")                 # a long answer: two rows on the strip
                app.console.line = "7 8H CA"
                app._shown = None
                app.step()
                said = app._strip(time.perf_counter())[1][1]
                assert "taula 6" in said and "→ 0" in said
                band = app.strip_band
                assert band is not None
                surface = app.windows.projector.get_surface()
                pygame.image.save(surface, screenshots /
                                  f"strip-reveal-{size[0]}x{size[1]}{'-large' if large_rack else ''}.png")
                _clear_of(app, band, "master", "notation", "read_as", "points", "board")
            finally:
                app.close()
    finally:
        configure("standard", False)


def test_the_question_before_a_replacement_fits_and_says_one_thing(virtual_screen, catalan_lexicon, tmp_path,
                                                                  screenshots, monkeypatch):
    from conductor.display import console as console_module

    for size in ((1280, 720), (1024, 768)):
        app, clock = _app(tmp_path, catalan_lexicon, size, f"q{size[0]}")
        try:
            app.execute("draw")
            app.execute("start")
            clock.advance(20)
            app.step()
            app.session.execute("slip 4 H8 CASA", Actor("device", "Taula del fons"))
            app.press("4 58", None)                       # the judge types table 4's slip: the console asks
            pending = app.confirm.pending
            assert pending is not None
            question = pending.shown(True)
            app.console.line = ""
            app._shown = None
            app.step()
            surface = app.windows.projector.get_surface()
            pygame.image.save(surface, screenshots / f"strip-question-{size[0]}x{size[1]}.png")
            drawn: list[str] = []
            from conductor.display import strip as strip_module

            original = strip_module.theme.elide
            monkeypatch.setattr(strip_module.theme, "elide",
                                lambda text, face, width: drawn.append(original(text, face, width)) or drawn[-1])
            app._shown = None
            app.step()
            monkeypatch.undo()
            rows = [row for row in drawn if not row.startswith(">")]
            assert " ".join(rows) == question, (rows, question)           # whole: nothing cut at "qualsevol"
            assert "…" not in " ".join(rows)
            _clear_of(app, app.strip_band, "board")
            # the console: the refusal's line and the question give one instruction, the one that works here
            said = [m.text for m in app.console.messages[-2:]]
            assert "replace" not in said[0] and "mateixa línia" in said[1], said
            assert "«replace»" not in " ".join(m.text for m in app.console.messages)
            # the question's box on the console fits its sentence too
            texts: list[str] = []
            rendered = console_module._rendered
            monkeypatch.setattr(console_module, "_rendered",
                                lambda s, text, colour: texts.append(text) or rendered(s, text, colour))
            app.windows.toggle()
            app._console_dirty = True
            app.step()
            monkeypatch.undo()
            pygame.image.save(app.windows.projector.get_surface(),
                              screenshots / f"strip-question-console-{size[0]}x{size[1]}.png")
            assert question.split()[-1] in " ".join(texts) and "qualsevol" in " ".join(texts)
        finally:
            app.close()

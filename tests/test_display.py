"""The projector and the judge's console in real windows under Xvfb, driven by synthetic events.

Every screen is saved under artifacts/screens/. Regions are checked by their pixels: the rack appears
tile by tile as it is called, the timer's digits change and its colour follows the warnings, the master
move's squares are highlighted after the reveal, and nothing secret ever reaches the projector.
"""

import dataclasses
import time
from functools import partial

import pygame
import pytest

from conductor.clock import ManualClock
from conductor.display import theme
from conductor.display.app import Conductor, Options
from conductor.display.projector import draw_projector, layout
from conductor.room.view import FINAL, REVEAL, ROUND, STANDINGS, WAITING, projector_view
from conductor.game.duplicate import CLOSED, COLLECT, DRAW, ENDED, READY, THINK, Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.rules.move import parse_move
from windows import colour_pixels, conductor_app, key as _key, save_windows as _save, type_line as _type

pytestmark = [pytest.mark.screen, pytest.mark.sound]

SIZE = (1280, 720)
PLAYERS = [Player(i, f"Jugador {i}") for i in range(1, 15)]
_colour_pixels = partial(colour_pixels, step=3)


def _close(a, b, tolerance=6):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def _tile_at(surface, rect) -> bool:
    """A tile lies here: its face colour shows near the top left corner of the rect."""
    point = (rect.x + int(rect.width * 0.2), rect.y + int(rect.height * 0.2))
    colour = surface.get_at(point)[:3]
    return _close(colour, theme.TILE) or _close(colour, theme.HIGHLIGHT)


def _rack_tiles(surface) -> int:
    geometry = layout(*surface.get_size())
    return sum(_tile_at(surface, geometry.rack_tile(i)) for i in range(7))


def _clock_rect(surface):
    geometry = layout(*surface.get_size())
    unit = surface.get_height() / 100
    panel = geometry.panel
    return pygame.Rect(panel.x, panel.y + 20 * unit, panel.width, panel.height - 20 * unit)


@pytest.fixture
def conductor(virtual_screen, catalan_lexicon, tmp_path):
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "game.jsonl", catalan_lexicon, "fisc", PLAYERS, 11,
                          Config(180, True, "random"), clock)
    app = conductor_app(session, Options(windowed=True, two_windows=True, size=SIZE, language="ca"))
    yield app, clock
    app.close()


def _wait(app, condition, seconds):
    deadline = time.perf_counter() + seconds
    while not condition() and time.perf_counter() < deadline:
        app.step()
        time.sleep(0.02)
    return condition()


def test_a_round_through_the_console(conductor, screenshots):
    app, clock = conductor
    projector = app.windows.projector.get_surface()
    app.step()
    _save(app, screenshots, "01-start")
    assert app.projector(clock()).screen == WAITING and _rack_tiles(projector) == 0

    _key(app, pygame.K_F1)                                        # draw
    assert app.game.phase == READY
    _save(app, screenshots, "02-drawn")
    master_move = app.game.tops[0]
    secret_squares = [master_move.move.coordinate.square(i) for i in range(len(master_move.move.word))]
    geometry = layout(*projector.get_size())
    assert _rack_tiles(projector) == 0                            # drawn, not yet called: nothing shown
    assert not any(_tile_at(projector, geometry.square(*sq)) for sq in secret_squares)

    _key(app, pygame.K_F2)                                        # call: tiles appear as they are named
    assert _wait(app, lambda: (app.called_tiles() or 0) >= 3, 30)
    app.step()
    shown = _rack_tiles(projector)
    assert 3 <= shown < 7 and shown == app.called_tiles()
    _save(app, screenshots, "03-call")

    assert _wait(app, lambda: app.game.phase == THINK, 40)         # "Temps!" starts the round
    app.step()
    assert _rack_tiles(projector) == 7
    _save(app, screenshots, "04-round-3-00")
    before = projector.subsurface(_clock_rect(projector)).copy()
    clock.advance(5)
    app.step()
    after = projector.subsurface(_clock_rect(projector)).copy()
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")   # the digits move
    assert _colour_pixels(projector, _clock_rect(projector), theme.CLOCK[0]) > 200

    clock.advance(120)                                            # 55 s left: "1 minut!" given, orange
    app.step()
    assert 60 in app.warned and _colour_pixels(projector, _clock_rect(projector), theme.CLOCK[1]) > 200
    _save(app, screenshots, "05-one-minute")
    clock.advance(30)                                             # 25 s left: "30 segons!", red
    app.step()
    assert 30 in app.warned and _colour_pixels(projector, _clock_rect(projector), theme.CLOCK[2]) > 200
    _save(app, screenshots, "06-thirty-seconds")
    clock.advance(30)                                             # time is up
    app.step()
    assert app.game.phase == COLLECT
    assert _colour_pixels(projector, _clock_rect(projector), theme.CLOCK_BACK[3]) > 200
    _save(app, screenshots, "07-time")

    app.step()
    view_before = app.projector(clock())
    _type(app, f"3 {master_move.move}")                            # the top
    _type(app, "4 H8 XYZW")                                      # not even tiles: scored 0 with why
    _type(app, "5 12")                                           # a bare score
    _type(app, "99 H8 CASA")                                     # no such table: refused
    slips = app.game.current.slips
    assert slips[3].score == master_move.score and slips[4].score == 0 and slips[4].reason
    assert slips[5].score == 12 and 99 not in slips
    assert not app.console.messages[-1][0] and "99" in app.console.messages[-1][1]
    app.step()
    view_after = app.projector(clock())                          # slips never reach the projector: only their count
    assert dataclasses.replace(view_after, received=None) == dataclasses.replace(view_before, received=None)
    assert view_after.received == (1, 3, len(PLAYERS))
    _save(app, screenshots, "08-slips")

    _key(app, pygame.K_F5)
    assert app.game.phase == CLOSED
    assert not any(_tile_at(projector, geometry.square(*sq)) for sq in secret_squares)
    _key(app, pygame.K_F6)                                        # reveal
    assert app.game.phase == DRAW
    revealed = parse_move(app.game.rounds[-1].master, app.game.tiles)
    squares = [revealed.coordinate.square(i) for i in range(len(revealed.word))]
    app.step()
    assert app.projector(clock()).screen == REVEAL
    for square in squares:
        rect = geometry.square(*square)
        point = (rect.x + int(rect.width * 0.2), rect.y + int(rect.height * 0.2))
        assert _close(projector.get_at(point)[:3], theme.HIGHLIGHT)
    _save(app, screenshots, "09-reveal")

    _key(app, pygame.K_F7)
    assert app.projector(clock()).screen == STANDINGS
    _save(app, screenshots, "10-standings")
    _key(app, pygame.K_F8)
    assert app.projector(clock()).page == (2, 2)                  # 14 players: two pages of 12
    _save(app, screenshots, "11-standings-page-2")
    _key(app, pygame.K_F7)
    _type(app, "end")
    assert app.game.phase == DRAW                                 # ending asks first
    _type(app, "sí")
    assert app.game.phase == ENDED and app.projector(clock()).screen == FINAL
    _save(app, screenshots, "12-final")


def test_nothing_secret_in_the_projector_view(conductor):
    app, clock = conductor
    app.execute("draw")
    view = app.projector(clock())
    fields = set(view.__dataclass_fields__)
    assert not fields & {"tops", "master", "slips", "move_count"}
    assert view.rack == () and view.reveal is None
    app.execute("start")
    app.execute("time")
    app.execute(f"1 {app.game.tops[0].move}")
    view = app.projector(clock())
    assert view.reveal is None and view.screen == ROUND
    assert str(app.game.tops[0].move) not in repr(view)


def test_closing_the_window_mid_round_then_resuming(conductor, catalan_lexicon):
    app, clock = conductor
    app.execute("draw")
    app.execute("start")
    clock.advance(40)
    app.execute("2 H8 CASA")
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=app.windows.projector))
    app.step()
    assert app.running and app.confirm.pending is not None        # closing asks first
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=app.windows.projector))
    app.step()
    assert not app.running
    state = app.game.snapshot()
    log = app.session.log.path
    app.session.log.close()
    resumed = Session.resume(log, catalan_lexicon, clock)
    again = Conductor(resumed, app.announcer, app.options)
    assert again.game.phase == THINK and again.game.current.number == 1
    assert again.game.current.slips.keys() == app.game.current.slips.keys()
    assert again.game.timer.running is False                     # paused until the judge says so
    assert again.game.timer.remaining == pytest.approx(state["timer"]["remaining"], abs=0.1)
    assert again.game.current.rack == app.game.current.rack


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080), (3840, 2160)])
def test_every_resolution_reads_from_the_back(virtual_screen, catalan_lexicon, tmp_path, size, screenshots):
    """Rack letters at least 1/20 of the screen's height; the whole board on screen."""
    pygame.display.init()
    pygame.font.init()
    clock = ManualClock(0.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", PLAYERS, 5, Config(), clock)
    for command in ("draw", "start"):
        session.execute(command)
    surface = pygame.Surface(size)
    draw_projector(surface, projector_view(session.game, clock()), session.game.tiles)
    pygame.image.save(surface, screenshots / f"resolution-{size[0]}x{size[1]}.png")
    geometry = layout(*size)
    assert surface.get_rect().contains(geometry.board) and surface.get_rect().contains(geometry.rack)
    tallest = 0
    for i in range(7):
        rect = geometry.rack_tile(i)
        rows = [y for y in range(rect.top, rect.bottom)
                if any(_close(surface.get_at((x, y))[:3], theme.TILE_TEXT, 40) or
                       _close(surface.get_at((x, y))[:3], theme.BLANK_TEXT, 40)
                       for x in range(rect.left + rect.width // 8, rect.right - rect.width // 3, 2))]
        if rows:
            tallest = max(tallest, rows[-1] - rows[0] + 1)
    assert tallest >= size[1] / 20

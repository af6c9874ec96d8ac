"""Nothing destructive on one key press: F5 during the thinking time, F10, `end`, `final` and quitting ask for
a second press (or "sí"); anything else cancels. `reopen` reaches the session from the console. Synthetic
key events in real windows under Xvfb; screenshots of the prompts under artifacts/screens/."""

import pygame
import pytest

from conductor.clock import ManualClock
from conductor.display.app import Options
from conductor.display.confirm import KEY_SECONDS, TYPED_SECONDS
from conductor.game.duplicate import CLOSED, COLLECT, DRAW, ENDED, THINK, Config
from conductor.game.players import Player
from conductor.game.session import Session
from windows import conductor_app, key as _key, type_line as _type

pytestmark = [pytest.mark.screen, pytest.mark.sound]

SIZE = (1280, 720)
PLAYERS = [Player(i, f"Jugador {i}") for i in range(1, 9)]


@pytest.fixture
def app(virtual_screen, catalan_lexicon, tmp_path):
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "game.jsonl", catalan_lexicon, "fisc", PLAYERS, 11, Config(180, True, "random"),
                          clock)
    options = Options(windowed=True, two_windows=True, size=SIZE, language="ca")
    conductor = conductor_app(session, options)
    conductor.confirm.clock = ManualClock()          # the confirmations' clock, moved by hand
    conductor.manual = clock
    yield conductor
    conductor.close()


def _thinking(app):
    app.execute("draw")
    app.execute("start")
    app.manual.advance(30)
    app.step()
    assert app.game.phase == THINK


def _save(app, screenshots, name):
    app._console_dirty = True
    app.step()
    pygame.image.save(app.windows.console.get_surface(), screenshots / f"{name}-console.png")


def test_f5_during_the_thinking_time_asks_first(app, screenshots):
    _thinking(app)
    _key(app, pygame.K_F5)
    assert app.game.phase == THINK and app.confirm.pending is not None
    assert "valdran 0" in app.console.messages[-1].text and "F5" in app.console.messages[-1].text
    _save(app, screenshots, "confirm-01-f5")
    _key(app, pygame.K_F7)                               # another key: cancelled, and does what it does
    assert app.game.phase == THINK and app.confirm.pending is None
    assert app.screen_override == "standings"
    _key(app, pygame.K_F7)
    _key(app, pygame.K_F5)
    app.confirm.clock.now += KEY_SECONDS + 0.5           # too late: the second press only cancels
    _key(app, pygame.K_F5)
    assert app.game.phase == THINK and app.confirm.pending is None
    _key(app, pygame.K_F5)
    _key(app, pygame.K_F5)                               # twice in time: closed
    assert app.game.phase == CLOSED


def test_f5_after_the_time_closes_at_once(app):
    _thinking(app)
    app.manual.advance(200)
    app.step()
    assert app.game.phase == COLLECT
    _key(app, pygame.K_F5)
    assert app.game.phase == CLOSED


def test_f10_end_and_reopen(app, screenshots):
    _thinking(app)
    app.manual.advance(200)
    app.step()
    app.execute("close")
    app.execute("reveal")
    _key(app, pygame.K_F10)
    assert app.game.phase == DRAW and "reopen" in app.confirm.pending.message
    _save(app, screenshots, "confirm-02-f10")
    _key(app, pygame.K_ESCAPE)                            # Esc cancels
    assert app.confirm.pending is None and app.game.phase == DRAW
    _key(app, pygame.K_F10)
    _type(app, "sí")                                      # or "sí"
    assert app.game.phase == ENDED
    _type(app, "reopen")                                  # through the console to the session
    assert app.game.phase != ENDED, app.console.messages[-1]


def test_final_typed_twice_and_quitting(app, screenshots):
    _thinking(app)
    app.manual.advance(200)
    app.step()
    app.execute("close")
    app.execute("reveal")
    app.execute("end")
    _type(app, "final")
    assert not app.game.results_final and app.confirm.pending.kind == "final"
    _save(app, screenshots, "confirm-03-final")
    _type(app, "standings")                               # anything else: cancelled (and done)
    assert app.confirm.pending is None and not app.game.results_final
    _type(app, "final")
    app.confirm.clock.now += TYPED_SECONDS + 1
    app.step()                                            # waited too long: dropped by itself
    assert app.confirm.pending is None
    _type(app, "final")
    _type(app, "final")
    assert app.game.results_final

    _key(app, pygame.K_q, pygame.KMOD_LCTRL)               # quitting asks too
    assert app.running and app.confirm.pending.kind == "quit"
    _save(app, screenshots, "confirm-04-quit")
    _key(app, pygame.K_q, pygame.KMOD_LCTRL)
    assert not app.running


def test_help_is_whole_and_paged(app, screenshots):
    from conductor.display import help as console_help

    _type(app, "help")
    assert app.console.help_page == 1
    _save(app, screenshots, "help-1")
    _type(app, "help")
    assert app.console.help_page == 2
    _save(app, screenshots, "help-2")
    names = " ".join(key for key, _ in console_help.entries("ca"))
    for command in ("treu", "reopen", "final", "finalise", "correct", "device add", "pins", "warn", "pick", "mostra",
                    "surt", "F1", "F12", "Tab", "rN"):
        assert command in names
    _key(app, pygame.K_ESCAPE)
    assert app.console.help_page is None


def test_f8_pages_wrap_as_the_projector_shows_them(app):
    app.execute("draw")
    assert app.pages() == 1                               # 8 players: one page
    _key(app, pygame.K_F7)
    _key(app, pygame.K_F8)
    assert app.page == 1 and app.projector(app.now()).page == (1, 1)


def test_f5_during_the_round_reopened_on_the_console_survives_a_kill(app, catalan_lexicon, tmp_path):
    """F5 twice during the thinking time closes the round; `reopen` typed on the console takes it back to a paused
    round with the time it had left; a conductor killed then finds the same game in its log."""
    import shutil

    _thinking(app)
    _key(app, pygame.K_F5)
    _key(app, pygame.K_F5)                                # the second press confirms
    assert app.game.phase == CLOSED
    _type(app, "reopen")
    assert app.game.phase == THINK and not app.game.timer.running and abs(app.game.timer.remaining - 150) < 1.5
    killed = tmp_path / "killed.jsonl"
    shutil.copy(app.session.log.path, killed)          # what a SIGKILL leaves on disk: the log as written
    resumed = Session.resume(killed, catalan_lexicon, ManualClock(app.manual.now))
    assert resumed.game.snapshot() == app.game.snapshot()
    resumed.close()

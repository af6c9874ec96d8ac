"""One screen for the room and the judge (a laptop mirroring to the projector): the console hides what is
secret until the judge asks, and slips are typed on a strip over the projector that shows only the line and
"rebuda". Real windows under Xvfb (one display); screenshots under artifacts/screens/."""

import pygame
import pytest

from conductor.clock import ManualClock
from conductor.display import console as console_module
from conductor.display.app import Options
from conductor.display.screens import CONSOLE, PROJECTOR, mirrored
from conductor.game.duplicate import COLLECT, THINK, Config
from conductor.game.players import Player
from conductor.game.session import Session
from windows import conductor_app, key as _key, text as _text, type_line as _type

SIZE = (1280, 720)
PLAYERS = [Player(i, f"Jugador {i}") for i in range(1, 11)]


@pytest.fixture
def shared(virtual_screen, catalan_lexicon, tmp_path):
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "game.jsonl", catalan_lexicon, "fisc", PLAYERS, 11, Config(180, True, "random"),
                          clock)
    options = Options(windowed=True, size=SIZE, language="ca")          # two_windows None: found out, one display here
    app = conductor_app(session, options)
    yield app, clock
    app.close()


class Seen:
    """Every text the console draws, recorded from its renderer."""

    def __init__(self, monkeypatch):
        self.texts: list[str] = []
        original = console_module._rendered

        def rendered(size, text, colour):
            self.texts.append(text)
            return original(size, text, colour)

        monkeypatch.setattr(console_module, "_rendered", rendered)

    def frame(self, app) -> str:
        self.texts.clear()
        app._console_dirty = True
        app.step()
        return "\n".join(self.texts)


def test_mirrored_means_displays_at_the_same_place():
    assert mirrored([(0, 0, 1280, 720), (0, 0, 1024, 768)])
    assert not mirrored([(0, 0, 1280, 720), (1280, 0, 1024, 768)])
    assert not mirrored([(0, 0, 1280, 720)]) and not mirrored(None)


@pytest.mark.screen
@pytest.mark.sound
def test_slips_on_the_strip_and_a_console_that_keeps_its_secrets(shared, screenshots, monkeypatch):
    app, clock = shared
    assert not app.windows.two and app.windows.shared and app.windows.showing == PROJECTOR
    app.execute("draw")
    app.execute("start")
    clock.advance(20)
    app.step()
    assert app.game.phase == THINK
    top = app.game.tops[0]
    surface = app.windows.projector.get_surface()

    _text(app, f"3 {top.move}")                           # typed over the projector's view
    app.step()
    pygame.image.save(surface, screenshots / "one-screen-01-typing-on-the-strip.png")
    strip = app._strip(0.0)
    assert strip is not None and strip[0] == "3 ••••"        # the keystrokes of a move never on the wall
    assert app.console.line == f"3 {top.move}"
    _key(app, pygame.K_RETURN)
    assert app.game.current.slips[3].score == top.score      # scored, on the console only
    said = app.console.strip
    assert said == (True, "Taula 3: rebuda (ronda 1)")
    assert str(top.score) not in said[1]
    _type(app, "4 H8 XYZW")                               # not a word: 0 with its reason, on the console only
    assert app.console.strip == (True, "Taula 4: rebuda (ronda 1)")
    _type(app, "4 H8")                                    # bad syntax: refused at once, said as it is
    assert app.console.strip[0] is False and "4" in app.console.strip[1]
    _type(app, "99 H8 CASA")                              # no such table: refused at once
    assert app.console.strip[0] is False and "99" in app.console.strip[1]
    _type(app, "5 12")
    app.step()
    pygame.image.save(surface, screenshots / "one-screen-02-strip-answer.png")
    assert app.console.strip == (True, "Taula 5: rebuda (ronda 1)")

    seen = Seen(monkeypatch)
    _key(app, pygame.K_TAB)                               # the console, on the wall: its secrets hidden
    assert app.windows.showing == CONSOLE
    _text(app, f"6 {top.move}")                           # a line being typed there: masked too
    shown = seen.frame(app)
    assert "> 6 ••••" in shown and str(top.move).split()[-1] not in shown, shown
    app.console.line = ""
    shown = seen.frame(app)
    pygame.image.save(app.windows.projector.get_surface(), screenshots / "one-screen-03-console-hidden.png")
    assert "Pantalla compartida" in shown
    assert str(top.move) not in shown and "Jugades possibles" not in shown
    assert f"{top.score}" not in shown.replace("ronda 1", "")  # no slip's score in view
    assert "rebuda" in shown

    _type(app, "mostra")                                  # on purpose: shown, under a banner
    shown = seen.frame(app)
    pygame.image.save(app.windows.projector.get_surface(), screenshots / "one-screen-04-secrets-shown.png")
    assert "SECRETS A LA VISTA" in shown and str(top.move) in shown and "Jugades possibles" in shown
    _key(app, pygame.K_LEFT)                              # the next key hides them
    assert str(top.move) not in seen.frame(app)
    _key(app, pygame.K_F12)                               # held down: shown while held
    assert str(top.move) in seen.frame(app)
    _key(app, pygame.K_F12, kind=pygame.KEYUP)
    assert str(top.move) not in seen.frame(app)

    clock.advance(200)
    app.step()
    assert app.game.phase == COLLECT
    _type(app, "device add Taula 1-5")                    # a device's code and QR: hidden too
    shown = seen.frame(app)
    assert app.console.qr is not None and app.console.qr[1] not in shown
    assert "QR i codi amagats" in shown
    pygame.image.save(app.windows.projector.get_surface(), screenshots / "one-screen-05-device-hidden.png")
    _key(app, pygame.K_TAB)                               # back to the projector: the strip, nothing else
    app.step()
    assert app.windows.showing == PROJECTOR


@pytest.mark.screen
@pytest.mark.sound
def test_after_the_reveal_the_strip_says_the_score(shared):
    app, clock = shared
    app.execute("draw")
    app.execute("start")
    clock.advance(200)
    app.step()
    app.execute("close")
    app.execute("reveal")
    _type(app, "r1")
    _type(app, "6 25")
    assert app.console.strip[0] and "25" in app.console.strip[1]


def test_a_line_being_typed_shows_its_move_only_after_temps(catalan_lexicon, tmp_path):
    """"> 3 8D OSERO_" was on the projector during the thinking time. display/shared.py
    decides what the room reads of a line being typed: a slip's line for a round before its "Temps!" shows its
    table and "••••"; the same line for a round past it (the judge entering round 1 during round 2), or any other
    line, as typed."""
    from conductor.display.shared import typed_told

    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", PLAYERS, 11, Config(180, True, "random"),
                          ManualClock(1000.0))
    game = session.game
    for line in ("draw", "start"):
        assert session.execute(line)["ok"]
    for typed, room in (("3 8D OSERO", "3 ••••"), ("3", "3"), ("3 ", "3 ••••"), ("slip 3 8D OSERO", "slip 3 ••••"),
                        ("slip r1 3 H8", "slip r1 3 ••••"), ("null 3 tard", "null 3 ••••"), ("pause", "pause"),
                        ("device add Taula 1-5", "device add Taula 1-5")):
        assert typed_told(game, typed) == room, typed
    assert typed_told(game, "3 8D OSERO", entry=1) == "3 ••••"
    for line in ("time", "reveal", "draw", "start"):
        assert session.execute(line)["ok"]
    assert typed_told(game, "3 8D OSERO") == "3 8D OSERO"          # the default is round 1, past its "Temps!"
    assert typed_told(game, "slip r2 3 8D OSERO") == "slip r2 3 ••••"
    assert typed_told(game, "3 8D OSERO", entry=2) == "3 ••••"
    session.close()


def test_the_playing_judges_console_shows_no_agreement_before_temps(catalan_lexicon, tmp_path):
    """With --judge-plays and double entry the console marked agreeing tables "2×" (and counted them) before
    "Temps!". Its list then says who sent each reading, alike for readings that agree and that do not."""
    from conductor.display.console_slips import slip_line
    from conductor.game.access import Actor

    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", PLAYERS, 11,
                          Config(180, True, "random", double_entry=True, judge_plays=10), ManualClock(1000.0))
    game = session.game
    for line in ("draw", "start", 'device add "A" 1-9', 'device add "B" 1-9'):
        assert session.execute(line)["ok"]
    top = game.tops[0]
    a, b = Actor("device", "A"), Actor("device", "B")
    for table, second in ((2, str(top.score)), (3, str(top.score + 1))):    # 2 agrees, 3 does not
        assert session.execute(f"slip r1 {table} {top.move}", a)["ok"]
        assert session.execute(f"slip r1 {table} {second}", b)["ok"]
    assert session.judge_playing()
    two, three = (slip_line(game, game.current, t, "ca", secret=True) for t in (2, 3))
    assert (two.slip, two.score, two.tag, two.kind) == (three.slip, three.score, three.tag, three.kind), (two, three)
    assert "×" not in two.tag
    session.close()

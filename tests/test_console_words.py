"""The judge's console speaks the game's language (outside tester's findings): the PIN line agrees with its count
("1 PIN nou"), the help gives each key's command in Catalan or Spanish and the console takes the word it shows
(F10's «acaba» still asks first), the help's header and the console's line give one page count, and the bag is the
glossary's word ("sac", "bolsa"). Real windows under Xvfb; screenshots artifacts/screens/words-*.png."""

import re

import pygame
import pytest

from conductor.announcer.announcer import Announcer, AnnouncerSettings
from conductor.announcer.audio import NullOutput
from conductor.clock import ManualClock
from conductor.display import console as console_module
from conductor.display import help as console_help
from conductor.display.app import Conductor, Options, Windows
from conductor.display.console_state import KEYS
from conductor.game.duplicate import ENDED, READY, Config
from conductor.game.players import Player
from conductor.game.session import Session

pytestmark = pytest.mark.screen

PLAYERS = [Player(i, f"Jugador {i}") for i in range(1, 11)]
ENGLISH = {"draw", "call", "pause", "resume", "again", "close", "reveal", "show", "standings", "next", "page",
           "oldest", "missing", "end", "join", "quit"}


@pytest.fixture(params=["ca", "es"])
def app(request, virtual_screen, catalan_lexicon, tmp_path):
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "game.jsonl", catalan_lexicon, "fisc", PLAYERS, 11, Config(180), clock,
                          language=request.param)
    options = Options(windowed=True, size=(1280, 720), shared=False, two_windows=False, language="ca")
    app = Conductor(session, Announcer(AnnouncerSettings(language=request.param), output=NullOutput(22050)), options,
                    Windows(options))
    yield app
    app.close()


def _type(app, text):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app.step()


def _drawn(app, monkeypatch) -> list[str]:
    texts: list[str] = []
    rendered = console_module._rendered
    monkeypatch.setattr(console_module, "_rendered", lambda s, t, c: texts.append(t) or rendered(s, t, c))
    app._console_dirty = True
    app.step()
    monkeypatch.undo()
    return texts


def test_the_pin_line_agrees_with_its_count(app):
    language = app.options.language
    _type(app, "pins 3")
    one = app.console.messages[-1].text
    _type(app, "pins")
    ten = app.console.messages[-1].text
    if language == "ca":
        assert one.startswith("1 PIN nou:") and ten.startswith("10 PIN nous:"), (one, ten)
    else:
        assert one.startswith("1 PIN nuevo:") and ten.startswith("10 PIN nuevos:"), (one, ten)


def test_the_bag_is_the_glossarys_word(app):
    _type(app, "draw")
    said = app.console.messages[-1].text
    if app.options.language == "ca":
        assert "al sac" in said and "bossa" not in said, said
    else:
        assert "en la bolsa" in said, said


def test_each_keys_command_in_the_games_language_is_taken(app, monkeypatch, screenshots):
    language = app.options.language
    for key, _text in console_help.entries(language):
        if not re.match(r"(F\d+|Ctrl\+Q)\b", key):
            continue
        shown = re.findall(r"«([^»]+)»", key)
        assert shown, key
        for word in shown:
            assert not set(word.split()) & ENGLISH, (key, word)          # no English word on a Catalan screen
            number = key.split()[0]
            if number.startswith("F") and number != "F12":
                command = KEYS[getattr(pygame, f"K_{number}")]
                expected = {"pause/resume": ("pause", "resume")}.get(command, (command,))
                assert console_help.command(word) in expected, (key, word, console_help.command(word))
    # typed, they do what their key does
    words = {"ca": ("treu", "acaba", "classificació", "ajuda", "torna a cridar"),
             "es": ("saca", "termina", "clasificación", "ayuda", "vuelve a cantar")}[language]
    draw, end, standings, help_, again = words
    _type(app, draw)
    assert app.game.phase == READY and app.game.current is not None
    _type(app, standings)
    assert app.screen_override == "standings"
    _type(app, again)
    assert app.console.messages[-1].ok, app.console.messages[-1]
    _type(app, end)                                   # F10's word asks first, as F10 does
    assert app.game.phase != ENDED and app.confirm.pending is not None
    _type(app, end)
    assert app.game.phase == ENDED
    # the help: one page count, in the header and the console's line
    app.windows.toggle()
    for number in (1, 2, 3, 4):
        _type(app, help_)
        said = app.console.messages[-1].text
        shown = "\n".join(_drawn(app, monkeypatch))
        pygame.image.save(app.windows.projector.get_surface(), screenshots / f"words-help-{language}-{number}.png")
        header = re.search(r"(?:pàgina|página) (\d+)/(\d+)", shown)
        line = re.search(r"(?:pàgina|página) (\d+)/(\d+)", said)
        assert header and line and header.groups() == line.groups(), (said, header and header.group(0))
        assert f"/{console_help.pages(language)}" in header.group(0)
        assert "help" not in said.replace("help)", "")

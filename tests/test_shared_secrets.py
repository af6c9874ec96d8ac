"""One screen for the room and the judge (a laptop mirrored to the projector): every line the console or the
projector's strip shows before the round's reveal, for every kind of command (the judge's lines, the keys'
commands, a phone's slip over the network, a request that met a bug), is hidden or holds no secret: no top (its
score, its words, the count of moves), no score or reason of the round's slips, no device code, no PIN, no link.
Property-style: hypothesis draws the lines, typed on real windows under Xvfb; display/shared.py decides.
Screenshots of the scenario the outside tester met are kept under artifacts/screens/shared-*.png."""

import re

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conductor.announcer.announcer import Announcer, AnnouncerSettings
from conductor.announcer.audio import NullOutput
from conductor.clock import ManualClock
from conductor.display import console as console_module
from conductor.display.app import Conductor, Options, Windows
from conductor.display.screens import CONSOLE, PROJECTOR
from conductor.game.access import Actor
from conductor.game.duplicate import THINK, Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.reasons import in_language

pytestmark = pytest.mark.screen

PLAYERS = [Player(i, f"Jugador {i}") for i in range(1, 11)]
TABLE = st.integers(1, 10).map(str)
SCORE = st.sampled_from(["47", "58", "71", "99", "123"])
MOVE = st.sampled_from(["H8 CASA", "8H XYZW", "H4 NITRONA", "TOP"])       # TOP: the round's top, filled in
SLIP = st.one_of(SCORE, MOVE)


def _lines(prefix: str):
    return st.tuples(TABLE, SLIP).map(lambda t: f"{prefix}{t[0]} {t[1]}")


COMMANDS = st.one_of(
    _lines(""), _lines("slip "), _lines("slip r1 "), _lines("correct r1 "), _lines("slip ").map(lambda s: s + " replace"),
    TABLE.map(lambda t: f"null {t} late"), TABLE.map(lambda t: f"{t} null late"),
    st.sampled_from([
        "master", "state", "standings", "pick 1", "pick 2", "pick 99", "pins", "pins 3", "device list",
        "device add Sala 1-5", "device add Porta 6-10", "device revoke Sala", "join list", "join links",
        "join links all", "join close", "join open", "join until 3", "join remove 4", "lock 3", "unlock 3",
        "warn 3 warning", "pause", "resume", "pause/resume", "adjust 150", "time", "close", "finalise 1", "r1", "3",
        "oldest missing", "show standings", "next page", "call", "call again", "help", "help 2", "autorun off",
        "start game", "comença", "reopen", "settle r1 3 1", "settle r1 3 2", "sí", "no", "rack A B C", "draw",
        "start", "final", "end", "drow", "correct r1 3", "slip r9 3 47"]),
    st.tuples(TABLE, SLIP).map(lambda t: f"device:{t[0]} {t[1]}"),      # a table judge's phone, over the network
    st.tuples(TABLE, MOVE).map(lambda t: f"player:{t[0]} {t[1]}"),      # a player at home
    st.tuples(TABLE, MOVE).map(lambda t: f"bug:{t[0]} {t[1]}"),         # a request that met a bug
)


class Drawn:
    """Every text the console draws (its renderer, recorded)."""

    def __init__(self):
        self.texts: list[str] = []
        self.original = console_module._rendered

    def __call__(self, size, text, colour):
        self.texts.append(text)
        return self.original(size, text, colour)


def _tokens(text: str) -> set[str]:
    return set(re.findall(r"\d+:\d\d|[\w·]+", text))


class Game:
    """A game on one shared screen, with what the room must not read gathered as it goes."""

    def __init__(self, folder, lexicon, double_entry: bool):
        self.clock = ManualClock(1000.0)
        session = Session.new(folder / "game.jsonl", lexicon, "fisc", PLAYERS, 11,
                              Config(180, True, "judge", double_entry), self.clock)
        options = Options(windowed=True, size=(1280, 720), language="ca")
        self.app = app = Conductor(session, Announcer(AnnouncerSettings(language="ca"), output=NullOutput(22050)), options,
                                   Windows(options))
        assert app.windows.shared and not app.windows.two
        self.told: set[str] = set()                 # what the session told the judge alone: codes, PINs, links
        command = app.host.command

        def recorded(text: str) -> dict:
            answer = command(text)
            self._gather(answer)
            return answer

        app.host.command = recorded
        app.execute("draw")
        app.execute("start")
        self.clock.advance(20)
        app.step()
        assert app.game.phase == THINK

    def _gather(self, answer: dict) -> None:
        for key in ("code", "url"):
            if isinstance(answer.get(key), str):
                self.told |= {t for t in _tokens(answer[key]) if len(t) >= 4 and t not in ("http", "code")}
        for key in ("pins", "links"):
            if isinstance(answer.get(key), dict):
                # a link's random part may hold a one-letter run between dashes ("…-R-…"): too short to tell
                self.told |= {t for value in answer[key].values() for t in _tokens(value) if len(t) >= 4}

    def secrets(self) -> tuple[set[str], set[str]]:
        """(tokens, phrases) the room must not read now."""
        game = self.app.game
        tokens, phrases = set(self.told), set()
        if game.tops:
            tokens |= {str(game.tops[0].score), str(game.move_count)}
            tokens |= {str(top.move).split()[-1] for top in game.tops}
        if game.current is not None:
            for slip in game.current.slips.values():
                if slip.score and slip.score > 10:
                    tokens.add(str(slip.score))
                if slip.reason:
                    phrases.add(in_language(slip.reason, "ca"))
        return tokens, phrases

    def run(self, line: str) -> None:
        app = self.app
        top = str(app.game.tops[0].move) if app.game.tops else "H8 CASA"
        line = line.replace("TOP", top)
        kind, _, rest = line.partition(":")
        if kind in ("device", "player", "bug"):
            table, slip = rest.split(" ", 1)
            actor = Actor("device", "Telèfon") if kind == "device" else Actor("player", table=int(table))
            if kind == "bug":
                app.session.failed(f"slip {table} {slip}", actor, ValueError(f"{slip} {app.game.tops[0].score}"))
            else:
                app.session.execute(f"slip {table} {slip}", actor)
            app.step()
            return
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=line))
        app.step()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        app.step()

    def check(self, lines: list[str], drawn: Drawn) -> None:
        app = self.app
        tokens, phrases = self.secrets()

        def clean(text: str, where: str) -> None:
            leaked = (_tokens(text) & tokens) | {p for p in phrases if p in text}
            assert not leaked, (where, text, leaked, lines)

        strip = app._strip(0.0)                       # the projector's strip: what the room reads
        if strip is not None and strip[1] is not None:
            clean(strip[1][1], "strip")
        app.windows.showing = CONSOLE                 # the console on the wall, its secrets hidden
        drawn.texts.clear()
        app._console_dirty = True
        app.draw(app.now())
        app.windows.showing = PROJECTOR
        assert any("Pantalla compartida" in text for text in drawn.texts)
        for text in drawn.texts:
            clean(text, "console")


@pytest.mark.parametrize("double_entry", [False, True])
def test_nothing_secret_on_a_shared_screen_before_the_reveal(virtual_screen, catalan_lexicon, tmp_path_factory,
                                                            double_entry):
    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
    @given(lines=st.lists(COMMANDS, min_size=1, max_size=10))
    def played(lines):
        game = Game(tmp_path_factory.mktemp("shared"), catalan_lexicon, double_entry)
        drawn = Drawn()
        console_module._rendered = drawn
        try:
            for line in lines:
                if game.app.game.current is None or game.app.game.rounds:    # revealed or ended: secrecy is over
                    break
                game.run(line)
                game.clock.advance(1)
                game.check(lines, drawn)
        finally:
            console_module._rendered = drawn.original
            game.app.close()

    played()


def _shot(app, path) -> str:
    drawn = Drawn()
    console_module._rendered = drawn
    try:
        app._console_dirty = True
        app.draw(app.now())
    finally:
        console_module._rendered = drawn.original
    pygame.image.save(app.windows.projector.get_surface(), path)
    return "\n".join(drawn.texts)


def test_what_the_tester_saw_stays_hidden(virtual_screen, catalan_lexicon, tmp_path, screenshots):
    """The outside tester's screen: a device's code, a correction above the round's maximum, a slip a phone had
    sent and the question before replacing it, a chosen master — all during the thinking time, on one screen."""
    game = Game(tmp_path, catalan_lexicon, False)
    app = game.app
    top = app.game.tops[0]
    try:
        game.run("device add Taula 1-5")
        game.run("3 55")
        game.run("correct r1 3 99")
        game.run("pick 2")
        app.session.execute("slip 4 47", Actor("device", "Taula"))
        game.run("4 58")                               # asks before replacing the phone's slip
        assert app.confirm.pending is not None and ": 47" in app.confirm.pending.message   # the judge's own words
        app.step()
        on_wall = app._strip(0.0)[1][1]
        pygame.image.save(app.windows.projector.get_surface(), screenshots / "shared-01-strip-question.png")
        assert "47" not in on_wall and "mateixa línia" in on_wall
        app.windows.showing = CONSOLE
        shown = _shot(app, screenshots / "shared-02-console-hidden.png")
        assert "QR i codi amagats" in shown
        assert "99 → 0" not in shown and "màxim" not in shown and str(top.score) not in _tokens(shown)
        assert not (_tokens(shown) & game.told), "a device's code in clear"
        assert "47" not in _tokens(shown) and "NORANTI" not in shown
        assert "rebuda" in shown                       # the slips' lines say what the room may know
        app.console.secrets_held = True                # F12 held: the judge sees it all
        shown = _shot(app, screenshots / "shared-03-console-F12.png")
        assert "99 → 0" in shown or "màxim" in shown or ": 47" in shown
        app.console.secrets_held = False
        app.windows.showing = PROJECTOR
        game.run("pause")                              # what holds no secret stays readable on the wall
        assert app._strip(0.0)[1][1].startswith("Rellotge aturat"), app._strip(0.0)
        game.run("resume")
        game.run("time")
        game.run("close")
        assert "tancada amb" in app._strip(0.0)[1][1], app._strip(0.0)
    finally:
        app.close()

"""`reveal` while an accommodated table's extra time runs (DESIGN §4n): it used to end that time with no word; the
projector's console (a real window under Xvfb) now asks first, saying which table still has how long, in the game's
language, and a yes reveals; once the extra time has ended it reveals at once."""

import pytest

from conductor.announcer.announcer import Announcer, AnnouncerSettings
from conductor.announcer.audio import NullOutput
from conductor.clock import ManualClock
from conductor.display.app import Conductor, Options, Windows
from conductor.display.confirm import Confirmations
from conductor.game.duplicate import COLLECT, Config
from conductor.game.players import Player
from conductor.game.session import Session

pytestmark = pytest.mark.screen

PLAYERS = [Player(i, f"Jugador {i}") for i in range(1, 4)]


def _app(folder, lexicon, name):
    clock = ManualClock(1000.0)
    session = Session.new(folder / f"{name}.jsonl", lexicon, "fisc", PLAYERS, 11, Config(180), clock)
    options = Options(windowed=True, size=(1024, 768), shared=False, two_windows=False, language="ca")
    return Conductor(session, Announcer(AnnouncerSettings(language="ca"), output=NullOutput(22050)), options,
                     Windows(options)), clock


def test_reveal_during_extra_time_asks_first(virtual_screen, catalan_lexicon, tmp_path):
    app, clock = _app(tmp_path, catalan_lexicon, "extra")
    game = app.game
    try:
        for line in ("accommodate 1 +20", "accommodate 3 +10", "draw", "start", "time"):
            assert app.execute(line)["ok"], line
        clock.advance(6)
        assert app.press("reveal", None) is None                    # asked, not run
        asked = app.confirm.pending.message
        assert asked.startswith("Les taules 1, 3 tenen encara 14 s de temps addicional: si reveles ara, s'acaba."), \
            asked
        assert "«reveal»" in asked
        assert app.press("no", None) is None and game.phase == COLLECT   # cancelled: the extra time goes on
        clock.advance(5)
        assert app.press("revela", None) is None                    # the Catalan word asks too: table 1 alone now
        assert app.confirm.pending.message.startswith("La taula 1 té encara 9 s de temps addicional"), \
            app.confirm.pending.message
        answer = app.press("sí", None)
        assert answer is not None and answer["ok"] and game.phase != COLLECT, answer   # a yes reveals
    finally:
        app.close()


def test_reveal_once_the_extra_time_has_ended_is_at_once(virtual_screen, catalan_lexicon, tmp_path):
    app, clock = _app(tmp_path, catalan_lexicon, "over")
    game = app.game
    try:
        for line in ("accommodate 1 +20", "draw", "start", "time"):
            assert app.execute(line)["ok"], line
        clock.advance(21)
        answer = app.press("reveal", None)
        assert answer is not None and answer["ok"] and app.confirm.pending is None and game.phase != COLLECT, answer
    finally:
        app.close()


@pytest.mark.parametrize("language, start", [("es", "La mesa 1 tiene todavía 20 s de tiempo adicional"),
                                              ("en", "Table 1 still has 20 s of extra time")])
def test_the_question_is_in_the_games_language(catalan_lexicon, tmp_path, language, start):
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", PLAYERS, 11, Config(180), clock)
    for line in ("accommodate 1 +20", "draw", "start", "time"):
        assert session.execute(line)["ok"], line
    assert Confirmations(language).ask("reveal", "extra", None, session.game, clock()).startswith(start)
    session.close()

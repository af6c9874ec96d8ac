"""A Spanish (AJS) round through the projector and the judge's console, and Spanish solo training, in
real windows under Xvfb: Spanish words on screen, the coordinate read with the "A de Alemania" table,
move reasons in Spanish. Screens saved as artifacts/screens/es-*.png."""

import pygame
import pytest

from conductor.clock import ManualClock
from conductor.display.app import Options
from conductor.display.console import TEXT
from conductor.display.trainer import Trainer
from conductor.engine import MoveGenerator
from conductor.game.duplicate import DRAW, ENDED, Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.training import History, Training
from windows import conductor_app

pytestmark = pytest.mark.screen

SIZE = (1280, 720)


def _save(surface, screenshots, name):
    pygame.image.save(surface, str(screenshots / f"es-{name}.png"))


def test_a_spanish_round_on_the_projector_and_console(virtual_screen, spanish_lexicon, tmp_path, screenshots):
    clock = ManualClock(50.0)
    players = [Player(1, "Ana"), Player(2, "Bea"), Player(3, "Carles")]
    session = Session.new(tmp_path / "g.jsonl", spanish_lexicon, "ajs", players, 7, Config(180, False, "random"), clock)
    options = Options(language="es", windowed=True, two_windows=True, size=SIZE)
    app = conductor_app(session, options, language="es")
    try:
        app.execute("draw")
        app.execute("start")
        top = app.game.tops[0]
        app.execute(f"1 {top.move}")
        app.execute("2 H8 KIWI")
        app.execute("3 A1 ZZ")
        slips = app.game.current.slips
        assert slips[1].score == top.score and "no hay ficha K" in _spanish(slips[2].reason)
        app.step()
        _save(app.windows.console.get_surface(), screenshots, "01-console")
        _save(app.windows.projector.get_surface(), screenshots, "02-projector")
        app.execute("close")
        app.execute("reveal")
        assert app.game.phase == DRAW
        view = app.projector(clock())
        coordinate = app.game.rounds[-1].master.split()[0]
        assert view.language == "es" and view.reveal.read_as == app.table.coordinate(coordinate).text
        # the row read with the country table ("Hungría ocho"), the column as a Spanish number
        assert view.reveal.read_as != coordinate and any(
            word in view.reveal.read_as for word in ("uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho",
                                                     "nueve", "diez", "once", "doce", "trece", "catorce", "quince"))
        app.step()
        _save(app.windows.projector.get_surface(), screenshots, "03-reveal")
        app.execute("end")
        assert app.game.phase == ENDED
        assert TEXT["es"]["phases"]["ended"] == "partida terminada"
    finally:
        app.close()


def _spanish(reason):
    from conductor.reasons import in_language

    return in_language(reason, "es")


def test_spanish_solo_training(virtual_screen, spanish_lexicon, tmp_path, screenshots):
    pygame.display.init()
    pygame.font.init()
    window = pygame.Window("Conductor — entrenamiento", SIZE)
    try:
        clock = ManualClock(0.0)
        training = Training(MoveGenerator(spanish_lexicon), 5, language="es", max_rounds=1)
        trainer = Trainer(training, window.get_surface, clock, History(tmp_path / "h.jsonl"), present=window.flip)
        for text in ("H8 KILO", str(training.game.tops[0].move)):
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
            trainer.step()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0))
        trainer.step()
        bad, good = trainer.attempts
        assert bad.reason == "'KILO': no hay ficha K (posición 1)" and good.top
        assert trainer.hints == [f"La jugada maestra vale {training.game.tops[0].score} puntos."]
        _save(window.get_surface(), screenshots, "04-training")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode="", scancode=0))
        trainer.step()
        assert training.results[-1].found_top
        _save(window.get_surface(), screenshots, "05-training-result")
    finally:
        window.destroy()

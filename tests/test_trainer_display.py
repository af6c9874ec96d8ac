"""A whole solo training game in a real window under Xvfb, played with synthetic keys, text and clicks.

Each round the player types an illegal move, a lesser legal move and the top (or lets the time run out,
or builds the move by clicking rack tiles and board squares); asks for hints; pauses; submits. The
feedback shown, the result screen, the summary and the saved history are checked, and every screen is
saved under artifacts/screens/train-*.png.
"""

import hashlib
import json
from functools import partial
from pathlib import Path

import numpy as np
import pygame
import pytest

from conductor.announcer.audio import Mark, Playback, Rendered
from conductor.announcer.naming import naming_table

from conductor.clock import ManualClock
from conductor.display import theme
from conductor.display.projector import layout
from conductor.display.trainer import PROGRESS, SUMMARY, Trainer
from conductor.engine import MoveGenerator
from conductor.game.duplicate import THINK
from conductor.rules.tiles import BLANK
from conductor.training import PLAY, RESULT, History, Training
from windows import colour_pixels, key as _key, type_line as _type

SIZE = (1280, 720)
_pixels = partial(colour_pixels, tolerance=12)


@pytest.fixture
def window(virtual_screen):
    pygame.display.init()
    pygame.font.init()
    window = pygame.Window("Conductor — entrenament", SIZE)
    yield window
    window.destroy()


def _trainer(window, lexicon, tmp_path, **options):
    clock = ManualClock(5000.0)
    training = Training(MoveGenerator(lexicon), options.pop("seed", 31), **{"language": "ca", **options})
    history = History(tmp_path / "history.jsonl")
    trainer = Trainer(training, window.get_surface, clock, history, today=lambda: "2026-11-22 10:00",
                      present=window.flip)
    return trainer, clock


def _click(trainer, rect, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=button))
    trainer.step()


def _shot(window, screenshots, name):
    pygame.image.save(window.get_surface(), str(screenshots / f"train-{name}.png"))


def _click_move(trainer, notation):
    """Put the move's new tiles with the mouse: a rack tile, then its square (a blank: then its letter)."""
    training = trainer.training
    geometry = layout(*SIZE)
    from conductor.rules.move import parse_move

    move = parse_move(notation, training.game.tiles)
    free = list(range(len(training.rack)))
    for offset, tile in enumerate(move.word):
        square = move.coordinate.square(offset)
        if training.game.board[square] is not None:
            continue
        want = BLANK if tile.blank else tile.label
        index = next(i for i in free if training.rack[i] == want)
        free.remove(index)
        _click(trainer, geometry.rack_tile(index, 7))
        assert trainer.entry.selected == index
        _click(trainer, geometry.square(*square))
        if tile.blank:
            assert trainer.entry.awaiting_blank == square
            _type(trainer, tile.label.lower(), enter=False)


@pytest.mark.screen
def test_a_whole_solo_game(window, catalan_lexicon, tmp_path, screenshots):
    trainer, clock = _trainer(window, catalan_lexicon, tmp_path, seed=2)
    training = trainer.training
    surface = window.get_surface()
    geometry = layout(*SIZE)
    seen = set()
    rounds = 0
    while trainer.screen != SUMMARY:
        assert trainer.screen == PLAY and training.game.phase == THINK
        rounds += 1
        tops = training.game.tops
        top = str(tops[0].move)
        lesser = next((a for a in training.round.alternatives if a.score < tops[0].score), None)
        trainer.step()
        # the rack is on screen, all seven (or what is left) tiles
        shown = sum(_pixels(surface, geometry.rack_tile(i, 7).inflate(-20, -20), theme.TILE) > 20 for i in range(7))
        assert shown == len(training.rack)
        if rounds == 1:
            _shot(window, screenshots, "01-play")
        # an illegal move: its reason in Catalan, 0 points, nothing counted
        _type(trainer, "H8 ZZZZ" if training.game.board.is_empty else "A1 ZZ")
        bad = trainer.attempts[-1]
        assert not bad.legal and bad.score == 0
        assert ("no és al diccionari" in bad.reason or "passar per H8" in bad.reason
                or "no toca cap fitxa" in bad.reason or "el faristol no té" in bad.reason
                or "el faristol només té" in bad.reason
                or "continua per" in bad.reason), bad.reason
        _type(trainer, "Q0 X")
        assert "coordenada 'Q0'" in trainer.attempts[-1].reason
        if rounds == 1:
            _shot(window, screenshots, "02-illegal")
        clock.advance(20)
        if lesser is not None:
            _type(trainer, lesser.notation)
            ok = trainer.attempts[-1]
            assert ok.legal and ok.score == lesser.score and not ok.top and ok.at == pytest.approx(20)
            assert training.best_attempt() == ok
        if rounds == 1:
            for key in (pygame.K_F1, pygame.K_F2, pygame.K_F3):
                _key(trainer, key)
            assert trainer.hints[0] == f"La jugada mestra fa {tops[0].score} punts."
            assert trainer.hints[1] in ("Hi ha un scrabble (les 7 fitxes).", "No hi ha cap scrabble.")
            assert trainer.hints[2] == ("Només una jugada fa el màxim." if len(tops) == 1
                                        else f"{len(tops)} jugades fan el màxim.")
            _shot(window, screenshots, "03-hints")
            _key(trainer, pygame.K_F4)
            assert training.paused
            clock.advance(500)          # a long pause costs no time
            trainer.step()
            _shot(window, screenshots, "04-paused")
            # nothing of the board or the rack shows while paused
            assert sum(_pixels(surface, geometry.rack_tile(i, 7).inflate(-20, -20), theme.TILE) > 20
                       for i in range(7)) == 0
            _key(trainer, pygame.K_F4)
            assert not training.paused and training.time_left(clock()) == pytest.approx(160)
        if rounds % 4 == 0:
            clock.advance(training.time_left(clock()) + 0.5)      # the time runs out
            trainer.step()
            assert trainer.screen == RESULT
            result = training.results[-1]
            assert result.score == (lesser.score if lesser else 0) and not result.found_top
            if rounds == 4:
                _shot(window, screenshots, "07-time-up")
        else:
            if rounds == 2:
                _click_move(trainer, top)
                trainer.step()
                _shot(window, screenshots, "05-clicked")
                _key(trainer, pygame.K_RETURN)
            else:
                _type(trainer, top)
            found = trainer.attempts[-1]
            assert found.top and found.score == tops[0].score, found
            _key(trainer, pygame.K_F5)
            assert trainer.screen == RESULT
            result = training.results[-1]
            assert result.found_top and result.percent == 100.0
        assert result.alternatives and result.alternatives[0].score == result.master_score
        if rounds in (1, 4):
            trainer.step()
            _shot(window, screenshots, "06-result" if rounds == 1 else "08-result-missed")
            seen.add(rounds)
        # the master's squares are highlighted on the result screen
        highlighted = _pixels(surface, geometry.board, theme.HIGHLIGHT, tolerance=8)
        assert highlighted > 50
        _key(trainer, pygame.K_RETURN)
        if rounds > 30:
            pytest.fail("the game did not end")
    # the game ran to its end by the rules: a summary, saved
    summary = trainer.summary
    assert summary is not None and len(summary.rounds) == rounds >= 10
    assert summary.ended == "no valid rack can be drawn"
    expected = sum(r.score for r in training.results)
    assert summary.total == expected and summary.master_total == sum(r.master_score for r in training.results)
    assert summary.tops_found == rounds - rounds // 4
    assert [r.number for r in summary.misses] == sorted((r.number for r in summary.rounds if not r.found_top),
                                                        key=lambda n: (training.results[n - 1].score -
                                                                       training.results[n - 1].master_score, n))
    trainer.step()
    _shot(window, screenshots, "09-summary")
    saved = [json.loads(line) for line in (tmp_path / "history.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(saved) == 1 and saved[0]["total"] == expected and saved[0]["date"] == "2026-11-22 10:00"
    assert len(saved[0]["rounds"]) == rounds and saved[0]["rounds"][0]["hints"] == ["top", "bingo", "count"]
    assert saved[0]["rounds"][0]["attempts"] >= 4
    _key(trainer, pygame.K_p)
    assert trainer.screen == PROGRESS and len(trainer.progress.sessions) == 1
    trainer.step()
    _shot(window, screenshots, "10-progress")
    _key(trainer, pygame.K_ESCAPE)
    _key(trainer, pygame.K_ESCAPE)
    assert not trainer.running


@pytest.mark.screen
def test_topping_and_closing_mid_game_saves(window, catalan_lexicon, tmp_path, screenshots):
    trainer, clock = _trainer(window, catalan_lexicon, tmp_path, seed=8, topping=True)
    training = trainer.training
    clock.advance(12)
    _type(trainer, str(training.game.tops[0].move))
    assert trainer.screen == RESULT and training.results[-1].seconds == 12.0      # the top ends the round
    trainer.step()
    _shot(window, screenshots, "11-topping-result")
    _key(trainer, pygame.K_RETURN)
    assert trainer.screen == PLAY
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE))
    trainer.step()                       # closing the window mid-round keeps the finished round
    assert not trainer.running
    saved = History(tmp_path / "history.jsonl").read().sessions
    assert len(saved) == 1 and saved[0].mode == "topping" and saved[0].topping_seconds == 12.0
    assert saved[0].ended == "player"


@pytest.mark.screen
def test_clicks_out_of_line_and_a_blank_letter(window, catalan_lexicon, tmp_path):
    trainer, clock = _trainer(window, catalan_lexicon, tmp_path, seed=31)
    rack = trainer.training.rack
    geometry = layout(*SIZE)
    plain = [i for i, label in enumerate(rack) if label != BLANK]
    _click(trainer, geometry.rack_tile(plain[0], 7))
    _click(trainer, geometry.square(7, 7))
    _click(trainer, geometry.rack_tile(plain[1], 7))
    _click(trainer, geometry.square(9, 9))
    _key(trainer, pygame.K_RETURN)
    assert trainer.attempts[-1].reason == "les fitxes noves no són en una sola fila o columna"
    assert not trainer.entry.placed                      # an attempt, legal or not, clears the board
    _click(trainer, geometry.rack_tile(plain[0], 7))
    _click(trainer, geometry.square(7, 7))
    _click(trainer, geometry.rack_tile(plain[1], 7))
    _click(trainer, geometry.square(7, 9))
    _click(trainer, geometry.square(7, 9))               # a placed tile clicked again goes back to the rack
    assert list(trainer.entry.placed) == [(7, 7)]
    _click(trainer, geometry.square(7, 7), button=3)     # right click: everything back
    assert not trainer.entry.placed
    if BLANK in rack:                                    # a blank asks for its letter before anything else
        _click(trainer, geometry.rack_tile(rack.index(BLANK), 7))
        _click(trainer, geometry.square(7, 7))
        _key(trainer, pygame.K_RETURN)
        assert trainer.message == "Quina lletra fa l'escarràs? Tecleja-la." and not trainer.attempts[1:]
        _type(trainer, "k", enter=False)
        assert "no hi ha cap fitxa K" in trainer.message
        _type(trainer, "s", enter=False)
        assert trainer.entry.letters == {(7, 7): "S"} and trainer.entry.awaiting_blank is None


@pytest.mark.process
@pytest.mark.screen
def test_the_train_command_in_a_real_process(virtual_screen, catalan_lexicon, tmp_path):
    """`conductor train` typed into with xdotool: an attempt, submit, next (the last round), the summary
    saved, Esc; then `--progress` prints the session."""
    import os
    import shutil
    import subprocess
    import sys
    import time
    from pathlib import Path

    if shutil.which("xdotool") is None:
        pytest.skip("make test installs xdotool")
    conductor = Path(sys.executable).parent / "conductor"
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "HOME": str(tmp_path), "XDG_RUNTIME_DIR": str(tmp_path)}
    history = tmp_path / "h.jsonl"
    process = subprocess.Popen([conductor, "train", "--no-audio", "--windowed", "--rounds", "1", "--seed", "3",
                                "--history", history, "-c", os.devnull], env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)

    def xdo(*args):
        return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True)

    try:
        window, end = None, time.time() + 60
        while window is None and time.time() < end:
            for found in xdo("search", "--onlyvisible", "--class", "conductor").stdout.split():
                if "entrenament — ronda 1 — play" in xdo("getwindowname", found).stdout:
                    window = found
            time.sleep(0.2)
        assert window is not None, "the training window did not open"
        xdo("windowfocus", "--sync", window)
        xdo("type", "--delay", "15", "H8 ZZ")
        for key in ("Return", "F5"):
            xdo("key", key)
            time.sleep(0.3)
        end = time.time() + 20
        while "result" not in xdo("getwindowname", window).stdout and time.time() < end:
            time.sleep(0.1)
        xdo("key", "Return")                 # next: the asked-for rounds are done, the summary is saved
        end = time.time() + 20
        while not history.exists() and time.time() < end:
            time.sleep(0.1)
        xdo("key", "Escape")
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, err
    saved = json.loads(history.read_text(encoding="utf-8"))
    assert len(saved["rounds"]) == 1 and saved["rounds"][0]["attempts"] == 1 and saved["total"] == 0
    assert saved["ended"] == "rounds" and saved["source"] == "llavor 3"
    assert "0 de " in out
    listed = subprocess.run([conductor, "train", "--progress", "--history", history, "-c", os.devnull],
                            env=env, capture_output=True, text=True, timeout=60)
    assert listed.returncode == 0 and "llavor 3" in listed.stdout and "0,0 %" in listed.stdout and " 1 ronda " in listed.stdout


@pytest.mark.screen
@pytest.mark.sound
def test_the_rack_is_called_and_the_clock_starts_after_it(window, catalan_lexicon, tmp_path, screenshots):
    """With the voice (real espeak-ng, played to a silent output that keeps time) the tiles appear as
    they are named and the round's clock starts when "Temps!" has been said; warnings follow."""
    import time

    from conductor.announcer.announcer import Announcer, AnnouncerSettings
    from conductor.announcer.audio import NullOutput

    announcer = Announcer(AnnouncerSettings(language="ca"), output=NullOutput(22050))
    clock = ManualClock(100.0)
    training = Training(MoveGenerator(catalan_lexicon), 31, language="ca")
    trainer = Trainer(training, window.get_surface, clock, History(tmp_path / "h.jsonl"), announcer=announcer,
                      present=window.flip)
    surface = window.get_surface()
    geometry = layout(*SIZE)

    def wait(condition, seconds):
        end = time.perf_counter() + seconds
        while not condition() and time.perf_counter() < end:
            trainer.step()
            time.sleep(0.02)
        return condition()

    try:
        assert training.game.phase != THINK and training.time_left(clock()) is None
        assert wait(lambda: (trainer.called_tiles() or 0) >= 3, 30)
        trainer.step()
        shown = sum(_pixels(surface, geometry.rack_tile(i, 7).inflate(-20, -20), theme.TILE) > 20 for i in range(7))
        assert 3 <= shown < 7
        _shot(window, screenshots, "00-calling")
        assert wait(lambda: training.game.phase == THINK, 40)
        assert training.time_left(clock()) == 180
        clock.advance(125)
        trainer.step()
        assert training.flow.warned == {60}
    finally:
        announcer.close()


# ---------------------------------------------------------------------- the trainer's pixel regression test

class _Call(Playback):
    """A rack call frozen `at` seconds in: one second per item, no sound, so the screen while calling is fixed."""

    def __init__(self, script, at):
        marks = tuple(Mark(i, i + 1, item) for i, item in enumerate(script))
        super().__init__(Rendered(np.zeros(1, dtype=np.float32), 1, marks), started_at=0.0)
        self.at = at

    def elapsed(self):
        return self.at


class _Voice:
    """The announcer as the trainer sees it (its naming table, play, stop), with frozen calls."""

    def __init__(self, language):
        self.table = naming_table(language)

    def play(self, script, interrupt=False):
        return _Call(script, 5.5)

    def stop(self):
        pass


def _screens(lexicon, language, seed, save=None):
    """Every screen of the trainer at 1280×720, from a fixed seed and a manual clock: (name, SHA-256 of its
    RGB pixels). The same game, key for key, whatever the code's shape."""
    surface = pygame.Surface(SIZE)
    clock = ManualClock(1000.0)
    geometry = layout(*SIZE)
    shots = []

    def shot(name):
        trainer.tick(clock())
        trainer.draw(clock(), force=True)
        shots.append((name, hashlib.sha256(pygame.image.tobytes(surface, "RGB")).hexdigest()))
        if save is not None:
            pygame.image.save(surface, str(save / f"train-{language}-{name}.png"))

    def key(code):
        trainer.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))

    def typed(text, enter=True):
        trainer.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))
        if enter:
            key(pygame.K_RETURN)

    def called():
        trainer.call.done.set()                   # "Temps!" said: the clock runs
        trainer.tick(clock())

    def click(rect, button=1):
        trainer.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=button))

    training = Training(MoveGenerator(lexicon), seed, language=language)
    trainer = Trainer(training, lambda: surface, clock, History(Path("historial.jsonl")), announcer=_Voice(language),
                      today=lambda: "2026-11-22 10:00")
    shot("calling")
    called()
    clock.advance(7)
    shot("play")
    tops = training.game.tops
    lesser = next((a for a in training.round.alternatives if a.score < tops[0].score), None)
    typed("H8 ZZZZ")
    typed("Q0 X")
    if lesser is not None:
        typed(lesser.notation)
    for code in (pygame.K_F1, pygame.K_F2, pygame.K_F3):
        key(code)
    typed("H8 C", enter=False)
    clock.advance(3)
    shot("attempts")
    key(pygame.K_ESCAPE)
    plain = [i for i, label in enumerate(training.rack) if label != BLANK]
    click(geometry.rack_tile(plain[0], 7))
    click(geometry.square(7, 7))
    click(geometry.rack_tile(plain[1], 7))
    shot("clicked")
    click(geometry.square(7, 7), button=3)
    key(pygame.K_F4)
    clock.advance(40)
    shot("paused")
    key(pygame.K_F4)
    typed(str(tops[0].move))
    key(pygame.K_F5)
    shot("result")
    key(pygame.K_RETURN)                         # round 2: called, then left to run out
    called()
    clock.advance(130)
    shot("play-2")
    clock.advance(60)
    shot("time-up")
    key(pygame.K_RETURN)
    called()
    clock.advance(2)
    key(pygame.K_F10)                            # stop here: the summary, saved
    shot("summary")
    key(pygame.K_p)
    shot("progress")
    key(pygame.K_ESCAPE)
    topping = Training(MoveGenerator(lexicon), seed + 1, language=language, topping=True)
    trainer = Trainer(topping, lambda: surface, clock, History(Path("historial.jsonl")),
                      today=lambda: "2026-11-22 11:00")
    clock.advance(12)
    typed(str(topping.game.tops[0].move))       # the top ends a topping round
    shot("topping-result")
    key(pygame.K_F10)
    shot("topping-summary")
    key(pygame.K_p)
    shot("progress-2")
    return shots


@pytest.fixture
def offscreen(monkeypatch, tmp_path):
    """pygame under SDL's dummy video driver (unless a test before set up a screen), in an empty folder where
    the history file is written and named the same every run."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "historial.jsonl").write_text("not a session\n", encoding="utf-8")
    mine = not pygame.display.get_init()
    if mine:
        monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
        pygame.display.init()
    pygame.font.init()
    yield
    if mine:                              # the tests after this one open real windows on their screen
        pygame.display.quit()


PIXELS = Path(__file__).with_name("trainer_pixels.json")


def _renderer() -> dict:
    """What the pixels depend on besides the code: pygame, SDL, SDL_ttf and the font files."""
    fonts = hashlib.sha256()
    for path in (*theme.FONT_FILES, theme.FONT_FILES[0].replace("-Bold", ""), theme.MONO_FILE):
        fonts.update(Path(path).read_bytes() if Path(path).exists() else b"-")
    return {"pygame": pygame.version.ver, "sdl": ".".join(map(str, pygame.get_sdl_version())),
            "sdl_ttf": ".".join(map(str, pygame.font.get_sdl_ttf_version(linked=True))),
            "fonts": fonts.hexdigest()[:16]}


@pytest.mark.parametrize("language", ["ca", "es"])
def test_the_trainers_screens_pixel_for_pixel(offscreen, language, request, screenshots):
    """Calling, playing (attempts, hints, clicked tiles), paused, result, time up, summary, progress, topping:
    each screen's pixels as recorded in tests/trainer_pixels.json. A change meant to show differently is
    recorded again with `CONDUCTOR_RECORD_PIXELS=1 pytest tests/test_trainer_display.py -k pixel` (then look
    at artifacts/screens/train-*.png); another pygame, SDL_ttf or font set skips the comparison."""
    import os

    lexicon = request.getfixturevalue("catalan_lexicon" if language == "ca" else "spanish_lexicon")
    shots = _screens(lexicon, language, 2 if language == "ca" else 5, screenshots)
    assert len({digest for _, digest in shots}) == len(shots) == 13          # thirteen different screens
    recorded = json.loads(PIXELS.read_text(encoding="utf-8")) if PIXELS.exists() else {}
    if os.environ.get("CONDUCTOR_RECORD_PIXELS"):
        recorded.update({"renderer": _renderer(), language: {name: digest[:16] for name, digest in shots}})
        PIXELS.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        return
    if recorded.get("renderer") != _renderer():
        pytest.skip(f"pixels recorded with {recorded.get('renderer')}, this machine renders with {_renderer()}")
    assert {name: digest[:16] for name, digest in shots} == recorded[language]


def test_the_trainer_is_split_along_its_concepts():
    """The session's control (display/trainer.py) asks the drawing (display/trainer_draw.py), never the other
    way round; the drawing changes nothing it is handed; neither passes 400 lines."""
    import ast

    import conductor.display.trainer as control
    import conductor.display.trainer_draw as drawing

    for module in (control, drawing):
        assert len(Path(module.__file__).read_text(encoding="utf-8").splitlines()) <= 400, module.__name__
    tree = ast.parse(Path(drawing.__file__).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "trainer" not in imported and control.__name__ not in imported, imported     # no import circle
    changed = [node.lineno for node in ast.walk(tree) if isinstance(node, (ast.Assign, ast.AugAssign))
               for target in getattr(node, "targets", [getattr(node, "target", None)])
               if isinstance(target, (ast.Attribute, ast.Subscript)) and not (
                   isinstance(target.value, ast.Name) and target.value.id in ("bar", "rect"))]
    assert not changed, f"trainer_draw.py changes what it draws from, lines {changed}"

"""The judge who also plays (`--judge-plays TABLE`): until "Temps!" no answer to the console, headless
or on screen, holds the round's top, a slip's worth or the move count; `master` and `pick` are refused; the
judge's own slip is typed like any other and marked as the judge's. After "Temps!" everything as usual."""

import json
import re
import subprocess
import sys

import pytest
import pygame

from conductor.clock import ManualClock
from conductor.display import console as console_module
from conductor.display.app import Options
from conductor.game.duplicate import COLLECT, THINK, Config
from conductor.game.players import Player
from conductor.game.session import Session
from windows import conductor_app

pytestmark = [pytest.mark.process, pytest.mark.screen, pytest.mark.sound]


def _secretless(text: str, top_move: str, top_score: int, move_count: int) -> None:
    assert top_move not in text and top_move.split()[1] not in text, text
    assert not re.search(rf"\b{top_score}\b", text) or top_score in (1, 2, 3), text
    assert not re.search(rf"\b{move_count}\b", text), text


def test_every_headless_answer_before_temps_keeps_the_round_s_secrets(tmp_path, catalan_lexicon):
    (tmp_path / "players.csv").write_text("name,table\nAna,1\nBiel,2\nJutge,3\n")
    process = subprocess.Popen(
        [sys.executable, "-m", "conductor", "run", "--headless", "--fake-clock", "--judge-plays", "3", "--seed", "9",
         "--players", str(tmp_path / "players.csv"), "--log", str(tmp_path / "g.jsonl")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    process.stdout.readline()

    def judge(line):
        process.stdin.write(line + "\n")
        process.stdin.flush()
        return process.stdout.readline()

    try:
        answers = [judge(line) for line in ("draw", "start", "state")]
        # what the judge must not see: worked out here, from the log's rack, by the engine itself
        rack = json.loads(answers[2])["rack"].split()
        session = Session.new(tmp_path / "peek.jsonl", catalan_lexicon, "fisc", [Player(1, "x")], 1, Config(),
                              ManualClock())
        count = session.game.generator.generate(session.game.board, rack)
        top = session.game.generator.tops()[0]
        session.close()
        lines = ["master", "pick 1", f"slip 3 {top.move}", f"slip 1 {top.move}", f"slip 2 {top.score}",
                 "slip 1 H8 ZZZZX", "state", "standings", "pause", "resume", "help"]
        answers += [judge(line) for line in lines]
        for text in answers:
            data = json.loads(text)
            if isinstance(data.get("slip"), dict):
                data["slip"].pop("text")            # the judge's own typing, echoed back
            _secretless(json.dumps(data, ensure_ascii=False), str(top.move), top.score, count)
        assert "error" in json.loads(answers[3]) and "error" in json.loads(answers[4])      # master, pick
        assert json.loads(answers[5])["slip"]["received"] is True
        judge("time")
        master = json.loads(judge("master"))
        assert master["ok"] and master["count"] == count and master["tops"][0]["score"] == top.score
        state = json.loads(judge("state"))
        assert state["slips"]["3"]["score"] == top.score
    finally:
        process.stdin.close()
        process.wait(20)
        process.stdout.close()
    events = [json.loads(line) for line in (tmp_path / "g.jsonl").read_text().splitlines()]
    assert [(e["table"], e.get("by")) for e in events if e["type"] == "slip"][0] == (3, "judge")


def test_the_console_before_and_after_temps(virtual_screen, catalan_lexicon, tmp_path, screenshots, monkeypatch):
    clock = ManualClock(1000.0)
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(i, f"Jugador {i}") for i in range(1, 6)],
                          11, Config(180, False, "random", judge_plays=5), clock)
    options = Options(windowed=True, size=(1280, 720), two_windows=True, language="ca")
    app = conductor_app(session, options)
    texts: list[str] = []
    original = console_module._rendered
    monkeypatch.setattr(console_module, "_rendered", lambda size, text, colour: (texts.append(text),
                                                                                original(size, text, colour))[1])

    def frame() -> str:
        texts.clear()
        app._console_dirty = True
        app.step()
        return "\n".join(texts)

    try:
        app.execute("draw")
        app.execute("start")
        clock.advance(20)
        app.step()
        assert app.game.phase == THINK
        top, count = app.game.tops[0], app.game.move_count
        app.execute("5 H8 ZZZZX")                             # the judge's own slip
        app.execute("2 12")
        assert "error" in app.execute("mostra")               # no peeking
        shown = frame()
        pygame.image.save(app.windows.console.get_surface(), screenshots / "judge-plays-1-before-temps.png")
        _secretless(shown, str(top.move), top.score, count)
        assert "Jugades possibles" not in shown
        clock.advance(200)
        app.step()
        assert app.game.phase == COLLECT
        shown = frame()
        pygame.image.save(app.windows.console.get_surface(), screenshots / "judge-plays-2-after-temps.png")
        assert str(top.move) in shown and "Jugades possibles" in shown and "jutge" in shown
    finally:
        app.close()


def test_a_playing_judge_learns_nothing_from_a_correction_the_state_or_the_standings(tmp_path):
    """Found from outside: before "Temps!" `correct` answered the worth of the slip it replaced (a search for the
    top score), and with double entry `state` listed only agreed readings and `standings` told pending from
    disputed. Every answer is the same whether the readings agree or not, whatever the old slip was worth."""
    from served import Served

    (tmp_path / "players.csv").write_text("name,table\nAna,1\nBiel,2\nCesc,3\nJutge,6\n")
    (tmp_path / "config.yaml").write_text("double_entry: true\n")
    answers = {}
    for agree in (True, False):
        game = Served("--seed", "9", "--fake-clock", "-c", str(tmp_path / "config.yaml"), "--judge-plays", "6",
                      "--players", str(tmp_path / "players.csv"), "--log", str(tmp_path / f"g{agree}.jsonl"))
        try:
            token = game.post("/api/login", {"code": game.judge('device add "J" 1-3')["code"]})["token"]
            assert game.judge("draw")["ok"] and game.judge("start")["ok"]
            state = game.judge("state")      # the judge's own `state` holds the rack; the top comes from `master`
            assert "error" in game.judge("master")
            rack = state["rack"]
            from conductor.engine import Lexicon, MoveGenerator
            from conductor.rules import CATALAN
            from conductor.rules.board import Board

            generator = MoveGenerator(Lexicon.load(None, CATALAN))
            top = generator.tops_only(Board(), rack.split())[2][0]
            assert game.post("/api/slip", {"table": 2, "slip": str(top.move)}, token)["ok"]
            typed = top.score if agree else top.score + 1
            seen = [game.judge(f"slip 2 {typed}"), game.judge("state"), game.judge("standings"),
                    game.judge("correct r1 3 66"), game.judge(f"correct r1 3 {top.score}"), game.judge("correct r1 3 5")]
            for one in seen:
                one.pop("notices", None)
            answers[agree] = json.dumps(seen[1:], sort_keys=True)
            for one in seen[3:]:
                assert one["ok"] and "score" not in (one.get("old") or {}) and one["slip"]["received"] is True
        finally:
            game.close()
    assert answers[True] == answers[False]

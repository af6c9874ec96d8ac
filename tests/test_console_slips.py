"""The judge's console and the slips of a round, in real windows under Xvfb:

- a slip typed at the console over a device's slip is asked about, as F10 is: the same line again (or "sí")
  replaces it, and the replacement is logged with "replace"; anything else cancels and nothing is logged;
- with double entry, after "Temps!" the slip list shows agreements and disputes at a glance: a dispute between
  two phones (10 vs 12 for table 7) with both readings and who sent them, a reading waiting for its second one
  (the playing judge's own slip among them) as pending, not "—"; before "Temps!" a shared screen says "rebuda"
  for every table that handed something in, agreed or not;
- whole names in the slip list (a 30-character name), cut with "…" only when the column truly lacks room.
"""

from __future__ import annotations

import pygame
import pytest

from conductor.clock import ManualClock, StepClock
from conductor.display.app import Options
from conductor.display.console_slips import columns_of, dispute_lines, line_text, slip_line, waiting_line
from conductor.display.console_text import TEXT
from conductor.game.access import Actor
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.session import Session
from sessions import events as _events
from windows import conductor_app, type_line as _type

pytestmark = [pytest.mark.screen, pytest.mark.sound]

SIZE = (1280, 720)
LONG = "Maria Dolors Puigdomènech Serr"          # 30 characters
A, B = Actor("device", "Jutge 1"), Actor("device", "Jutge 2")


def _players():
    return [Player(t, LONG if t == 3 else f"Jugador {t}") for t in range(1, 9)]


def _app(session):
    options = Options(windowed=True, two_windows=True, size=SIZE, language="ca")
    app = conductor_app(session, options)
    app.confirm.clock = ManualClock()
    return app


def test_the_console_asks_before_a_slip_replaces_a_devices(virtual_screen, catalan_lexicon, tmp_path, screenshots):
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", _players(), 11, Config(180, True, "random"),
                          ManualClock(1000.0))
    app = _app(session)
    try:
        for line in ("draw", "start", "time"):
            assert app.execute(line)["ok"]
        assert session.execute("slip 3 H8 ZZZZX", A)["ok"]
        _type(app, "r1")
        _type(app, "3 12")                                       # the device's slip is there: asked, not replaced
        assert app.game.current.slips[3].text == "H8 ZZZZX" and app.confirm.pending is not None
        said = app.console.messages[-1].text
        assert said.startswith("La taula 3 ja té papereta a la ronda 1 (enviada pel dispositiu «Jutge 1»: H8 ZZZZX)")
        app.step()
        pygame.image.save(app.windows.console.get_surface(), screenshots / "console-replace-ask.png")
        _type(app, "3 13")                                       # another line: that one is asked about instead
        assert app.confirm.pending.command == "3 13 replace" and app.game.current.slips[3].text == "H8 ZZZZX"
        _type(app, "no")                                         # "no": cancelled, nothing logged
        assert app.confirm.pending is None and app.game.current.slips[3].text == "H8 ZZZZX"
        assert not [e for e in _events(tmp_path / "g.jsonl") if e.get("replace")]
        _type(app, "3 12")
        _type(app, "3 12")                                       # the same line again: replaced
        assert app.game.current.slips[3].text == "12" and app.game.current.sources[3] == "console"
        assert session.execute("slip 4 H8 ZZZZX", A)["ok"]
        _type(app, "4 9")
        _type(app, "sí")                                         # or "sí"
        assert app.game.current.slips[4].text == "9"
        replaced = [(e["table"], e["text"]) for e in _events(tmp_path / "g.jsonl") if e.get("replace")]
        assert replaced == [(3, "12"), (4, "9")]
        _type(app, "3 11")                     # the console's own slip after "Temps!": asked too (DESIGN §4a)
        assert app.game.current.slips[3].text == "12" and app.confirm.pending.command == "3 11 replace"
        assert app.console.messages[-1].text.startswith("La taula 3 ja té papereta a la ronda 1 (enviada per la "
                                                        "consola: 12)")
        _type(app, "3 11")
        assert app.game.current.slips[3].text == "11" and app.confirm.pending is None
        changes = app.game.current.corrections
        assert [(c.table, c.old.text, c.new.text, c.by, c.was_by) for c in changes] == [
            (3, "H8 ZZZZX", "12", "console", "device:Jutge 1"), (4, "H8 ZZZZX", "9", "console", "device:Jutge 1"),
            (3, "12", "11", "console", "console")]
    finally:
        app.close()


def test_double_entry_at_a_glance_and_whole_names(virtual_screen, catalan_lexicon, tmp_path, screenshots):
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", _players(), 11,
                          Config(180, False, "random", double_entry=True, judge_plays=5), StepClock())
    game = session.game
    for line in ("draw", "start"):
        assert session.execute(line)["ok"]
    top = game.tops[0]
    for actor, table, slip in ((A, 7, "10"), (B, 7, "12"), (A, 6, str(top.move)), (B, 6, str(top.score)),
                               (A, 4, "H8 ZZZZX"), (A, 3, "8")):
        assert session.execute(f"slip {table} {slip}", actor)["ok"]
    assert session.execute("slip 5 H8 ZZZZX")["ok"]               # the playing judge's own slip: one reading
    round_ = game.current
    # before "Temps!", on a screen the room sees (or the judge plays): "rebuda" alike, agreed or not
    hidden = {t: slip_line(game, round_, t, "ca", secret=True) for t in range(1, 9)}
    assert {hidden[t].slip for t in (3, 4, 5, 6, 7)} == {"rebuda"} and hidden[1].slip == "—"
    assert len({(hidden[t].kind, hidden[t].score, hidden[t].mark) for t in (3, 4, 5, 6, 7)}) == 1
    assert session.execute("time")["ok"]
    lines = {t: slip_line(game, round_, t, "ca") for t in range(1, 9)}
    assert (lines[7].kind, lines[7].slip, lines[7].tag) == ("dispute", "10 ≠ 12", "Jutge 1/Jutge 2")
    assert (lines[6].kind, lines[6].slip, lines[6].tag) == ("ok", str(top.move), "2×")
    assert (lines[5].kind, lines[5].slip, lines[5].tag) == ("pending", "pendent: H8 ZZZZX", "jutge")
    assert lines[4].kind == "pending" and lines[1].slip == "—" and lines[1].kind == "missing"
    assert dispute_lines(game, round_, "ca") == [
        "Discrepància a la taula 7: 10 (Jutge 1) ≠ 12 (Jutge 2); resol-la amb settle r1 7 1|2"]
    assert dispute_lines(game, round_, "es")[0].startswith("Discrepancia en la mesa 7: 10 (Jutge 1) ≠ 12 (Jutge 2)")
    text, short = waiting_line(game, round_, TEXT["ca"], lambda ts: ", ".join(map(str, ts)), "ca")
    # a table named as one: "discrepàncies: 7" was read as a count
    assert short and "falten: taules 1, 2, 8" in text and "pendents de segona lectura: taules 3, 4, 5" in text \
        and "discrepàncies: taula 7" in text, text
    # whole names: a 30-character name fits a column of a console 1280 wide; cut with "…" only when one column would
    # not hold it
    face_char = 9.0
    name_chars, columns = columns_of([p.name for p in game.players.values()], 1280, face_char, 10)
    assert name_chars == 30 and columns >= 1 and LONG in line_text(lines[3], name_chars)
    narrow, _ = columns_of([p.name for p in game.players.values()], 500, face_char, 10)
    assert narrow < 30 and f" 3 {LONG[:narrow - 1]}… " in line_text(lines[3], narrow)
    # and drawn: the console of this round, after "Temps!", for the eyes
    app = _app(session)
    try:
        app.step()
        pygame.image.save(app.windows.console.get_surface(), screenshots / "console-double-entry.png")
    finally:
        app.close()
    session.close()

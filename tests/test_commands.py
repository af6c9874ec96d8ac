"""The command registry (DESIGN §4i): one object per command, its words in every language, a typed command the
network builds itself, and a slip's text read once."""

import pytest

from conductor.clock import StepClock
from conductor.game import rounds, slip_text
from conductor.game.access import Actor
from conductor.game.commands import COMMANDS, EnterSlip, as_english, lookup, parse_line
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.session import Session
from conductor.messages import MESSAGES
from conductor.server.gate import SlipRequest, admit


def _session(lexicon, path):
    session = Session.new(path, lexicon, "fisc", [Player(t, f"P{t}") for t in range(1, 5)], 6, Config(), StepClock())
    session.execute('device add "J" 1-4')
    for line in ("draw", "start", "time"):
        assert session.execute(line)["ok"], line
    return session


def test_every_command_has_its_words_and_help_in_every_language():
    said = {}
    for command in COMMANDS:
        for key in (f"usage.{command.help}", f"help.{command.help}"):
            assert {"en", "ca", "es"} <= MESSAGES[key].keys(), key
        for word in (command.name, *(w for words in command.words.values() for w in words)):
            assert said.setdefault(word, command.name) == command.name, word    # a word names one command
            assert lookup(word)[0] is command
    assert as_english("torna a cridar") == "call again" and as_english("acaba demo") == "end demo"
    assert as_english('device add "Jutge  1" 1-5') == 'device add "Jutge  1" 1-5'      # English: as typed


def test_a_slip_whose_word_is_replace_is_a_slip(catalan_lexicon, tmp_path):
    """The known defect: a trailing REPLACE was read as the replace flag. From the network the slip is typed (no
    flag in its text); at a console "replace" is the flag only where what it leaves is a whole slip."""
    session = _session(catalan_lexicon, tmp_path / "g.jsonl")
    game = session.game
    typed = admit(SlipRequest(table=1, slip="H8 REPLACE", round=1), Actor("device", "J"), game, session.access)
    assert typed == EnterSlip(1, typed.slip, 1, False) and typed.slip.text == "H8 REPLACE"
    assert session.execute(typed, Actor("device", "J"))["ok"]
    assert game.find_round(1).slips[1].typed == "H8 REPLACE"
    assert parse_line("slip r1 2 H8 REPLACE", game) == EnterSlip(2, parse_line("slip r1 2 H8 REPLACE", game).slip, 1)
    line = parse_line("slip r1 2 H8 REPLACE replace", game)
    assert line.replace and line.slip.text == "H8 REPLACE"
    assert parse_line("slip r1 2 35 replace", game).replace and parse_line("null 2 tard replace", game).replace
    with pytest.raises(rounds.GameError):
        parse_line("slip 2 replace", game)                      # no slip at all: its usage, as before
    session.close()


def test_a_slip_from_the_network_is_parsed_once(catalan_lexicon, tmp_path, monkeypatch):
    session = _session(catalan_lexicon, tmp_path / "g.jsonl")
    calls = []
    for module in (slip_text, rounds):
        real = module.parse_move
        monkeypatch.setattr(module, "parse_move", lambda text, tiles, real=real: calls.append(text) or real(text, tiles))
    typed = admit(SlipRequest(table=3, slip="H8 CASA", round=1), Actor("device", "J"), session.game, session.access)
    answer = session.execute(typed, Actor("device", "J"))
    assert answer["ok"] and calls == ["H8 CASA"]                # read by the gate; the game scores that reading
    session.close()

"""A new command is one registry entry and one help line (DESIGN §4i), proved by adding one here: `more time` (`més
temps`, `más tiempo`), 30 seconds more on the round's clock. Nothing else is touched: the headless console takes it
in three languages, the session logs its event, the live host sets the warnings again (its `then`), the console says
its line, the room may read it (`public`), and every help (headless, projector, docs/commands.md) lists it."""

from __future__ import annotations

import json

import pytest

from conductor.clock import StepClock
from conductor.game.commands import CLOCK_SET, PUBLIC, Command, registry
from conductor.game.commands.help import document, headless_help, projector_rows
from conductor.game.commands.play import Adjust, adjust_event
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.rounds import THINK
from conductor.game.session import Session
from conductor.messages import MESSAGES, Message


def _more_time(args, game) -> Adjust:            # the words after its name: none
    return Adjust(seconds=round(game.timer.left(game.phase_at)) + 30)


def _more_time_event(game, typed: Adjust) -> dict:
    return adjust_event(game, typed)            # the game's own event: the log and a replay know it


# the one registry entry…
MORE_TIME = Command("more time", "more_time", _more_time, _more_time_event, phases=(THINK,), public=PUBLIC,
                    then=frozenset({CLOCK_SET}), words={"ca": ("més temps",), "es": ("más tiempo",)})
# …and its one help line (messages/command_help.py: how it is written, what it does, in en, ca, es)
HELP = {"usage.more_time": {"en": "more time", "ca": "more time", "es": "more time"},
        "help.more_time": {"en": "thirty seconds more on the round's clock", "ca": "trenta segons més al rellotge",
                           "es": "treinta segundos más en el reloj"}}


@pytest.fixture()
def added(monkeypatch):
    """The registry as it would be with the entry written in registry.py's COMMANDS, and its help line."""
    monkeypatch.setattr(registry, "COMMANDS", (*registry.COMMANDS, MORE_TIME))
    monkeypatch.setitem(registry.BY_NAME, MORE_TIME.name, MORE_TIME)
    for word in (MORE_TIME.name, *(w for ws in MORE_TIME.words.values() for w in ws)):
        monkeypatch.setitem(registry.SAID, word, MORE_TIME)
    for key, entry in HELP.items():
        monkeypatch.setitem(MESSAGES, key, entry)
    import conductor.game.commands.help as help_module
    monkeypatch.setattr(help_module, "COMMANDS", registry.COMMANDS)
    return MORE_TIME


def _started(lexicon, path) -> Session:
    session = Session.new(path, lexicon, "fisc", [Player(1, "Ana"), Player(2, "Biel")], 5, Config(), StepClock())
    for line in ("draw", "start"):
        assert session.execute(line)["ok"]
    return session


def test_a_command_added_by_its_entry_and_help_line_is_taken_everywhere(added, catalan_lexicon, tmp_path, capsys):
    from conductor.cli.headless import Headless
    from conductor.display.shared import told
    from conductor.display.summaries import summary

    session = _started(catalan_lexicon, tmp_path / "g.jsonl")
    console = Headless(session)
    for said in ("more time", "més temps", "más tiempo"):
        assert console.answer(said)
    answers = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [a["ok"] for a in answers[-3:]] == [True, True, True] and answers[-1]["remaining"] == 270
    logged = [json.loads(line) for line in (tmp_path / "g.jsonl").read_text().splitlines()]
    assert [e["type"] for e in logged[-3:]] == ["adjust"] * 3          # the game's event, logged first
    host = console.host
    host.flow.warned = {60, 30}
    assert host.command("més temps")["ok"] and host.flow.warned == set()    # then: the warnings come again
    game = session.game
    assert summary("més temps", {"ok": True, "remaining": 330.0}, "ca") == "Fet."
    assert told(game, "més temps", {"ok": True, "remaining": 330.0}, "ca").secret is False      # public
    again = session.execute("más tiempo ahora")            # words after it: its parser reads none, they are let be
    assert again["ok"] and again["remaining"] == 330
    assert not session.execute("draw")["ok"]               # and the game's own checks stand for the rest
    session.close()


def test_every_help_lists_it(added):
    assert "thirty seconds more on the round's clock" in headless_help().values()
    assert ("more time", "trenta segons més al rellotge") in projector_rows("ca")
    assert "| `more time` |  | `més temps` | `más tiempo` | headless · projector | thirty seconds more" in document()
    assert str(Message("help.more_time")) == "thirty seconds more on the round's clock"

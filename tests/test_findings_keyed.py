"""The English an outside tester met, each said now by a key of messages/ in the game's language (DESIGN §3: every
user-facing sentence keyed): a resume on another list, the compiled list cut short, what the system says of a file or
a connection (by errno: a folder that is not there, a refused connection, inside urllib's error too, a name no
machine has), a gzip cut short, a YAML mistake with its line and column, a hub's wrong key and a venue's event
refused by the log's schema."""

from __future__ import annotations

import gzip
import socket
import urllib.error
from pathlib import Path

import pytest
from conductor.clock import StepClock
from conductor.config import ConfigError, load_settings
from conductor.game.duplicate import Config
from conductor.game.log import LogError
from conductor.game.players import Player
from conductor.game.schema import problem
from conductor.game.session import Session
from conductor.messages import Message, message_of, say, text
from conductor.wordlist.error import engine_error

SAID = {
    "ca": ("connexió rebutjada", "no existeix", "cap màquina no té aquest nom", "s'acaba massa aviat",
           "tipus d'esdeveniment desconegut: 'warp'", "hi falta 'takes_back'", "camp desconegut 'x'",
           "clau equivocada des de 127.0.0.1", "malmesa", "línia 2, columna 1: hi falta una ',' o un '}'"),
    "es": ("conexión rechazada", "no existe", "ninguna máquina tiene ese nombre", "termina demasiado pronto",
           "tipo de evento desconocido: 'warp'", "falta 'takes_back'", "campo desconocido 'x'",
           "clave equivocada desde 127.0.0.1", "dañada", "línea 2, columna 1: falta una ',' o un '}'"),
}


def _said(language: str, tmp_path: Path) -> list[str]:
    refused = ConnectionRefusedError(111, "Connection refused")
    missing = FileNotFoundError(2, "No such file or directory", "/nonexistent/dir/x.gaddag")
    try:
        gzip.decompress(gzip.compress(b"casa\ncases\n" * 50)[:30])
        raise AssertionError("a gzip cut short was read")
    except EOFError as error:
        cut = error
    settings = tmp_path / "config.yaml"
    settings.write_text("rounds: {a: 1\n", encoding="utf-8")      # unread: the command line's ruleset's language
    with pytest.raises(ConfigError) as mistake:
        load_settings(settings, ruleset={"ca": "fisc", "es": "ajs"}[language])
    return [
        say(message_of(refused), language),
        say(message_of(missing), language),
        say(message_of(socket.gaierror(-2, "Name or service not known")), language),
        say(message_of(cut), language),
        say(problem({"type": "warp"}, first=False), language),
        say(problem({"type": "reopen", "round": 1}, first=False), language),
        say(problem({"type": "pause", "x": 1}, first=False, strict=True), language),
        text("multiplex.wrong_key", language, address="127.0.0.1"),
        say(engine_error("compiled word list is truncated or corrupt (size)"), language),
        mistake.value.said(),
    ]


@pytest.mark.parametrize("language", ["ca", "es"])
def test_what_the_tester_met_in_english_is_said_in_the_games_language(language, tmp_path):
    said = _said(language, tmp_path)
    for sentence, expected in zip(said, SAID[language]):
        assert expected in sentence, (sentence, expected)
    assert not any(english in " ".join(said) for english in ("Errno", "refused", "unknown", "missing", "expected"))


def test_urllibs_error_is_said_by_the_systems_error_inside():
    """A venue's link to the hub (multiplex/venue.py) says urllib's URLError by the error inside it."""
    wrapped = urllib.error.URLError(ConnectionRefusedError(111, "Connection refused"))
    assert message_of(wrapped) == Message("os.ECONNREFUSED")


def test_a_resume_on_another_word_list_is_refused_in_the_games_language(catalan_lexicon, tmp_path):
    from conductor.engine import Lexicon

    path = tmp_path / "g.jsonl"
    Session.new(path, catalan_lexicon, "fisc", [Player(1, "Ana")], 5, Config(), StepClock()).close()
    with pytest.raises(LogError) as refused:
        Session.resume(path, Lexicon.from_words(["CASA", "CASES", "MESA"], catalan_lexicon.tiles), StepClock())
    assert refused.value.message.key == "log.other_list"
    assert "es va jugar amb una altra llista de paraules" in refused.value.said("ca")

"""Which Conductor this is (conductor/version.py): `conductor --version`, the `conductor` key of every new log's
setup event, the doctor's first line and JSON, and the report's facts (the Conductor that played the game)."""

from __future__ import annotations

import json
from importlib import metadata

from conductor import version as about
from conductor.cli import main
from conductor.clock import StepClock
from conductor.game.duplicate import Config
from conductor.game.log import read_log
from conductor.game.players import Player
from conductor.game.session import Session, rebuild
from conductor.report import report_html
from conductor.version import DISTRIBUTION, UNKNOWN, checkout_version, version

ROOT = about._PYPROJECT.parent


def test_conductor_version_prints_the_distributions_version(capsys):
    try:
        main(["--version"])
    except SystemExit as done:
        assert done.code == 0
    assert capsys.readouterr().out.strip() == f"conductor {version()}"
    assert version() != UNKNOWN


def test_the_version_falls_back_to_the_checkout_then_to_unknown(monkeypatch, tmp_path):
    """Not installed under DISTRIBUTION: a checkout's pyproject.toml says it; nothing to read: "unknown"."""
    def missing(name):
        assert name == DISTRIBUTION
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(about.metadata, "version", missing)
    about.version.cache_clear()
    try:
        import tomllib

        expected = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
        assert version() == expected
    finally:
        about.version.cache_clear()
    assert checkout_version(tmp_path / "pyproject.toml") == UNKNOWN
    (tmp_path / "pyproject.toml").write_text("[project\n", encoding="utf-8")
    assert checkout_version(tmp_path / "pyproject.toml") == UNKNOWN


def test_a_log_says_which_conductor_wrote_it_and_the_report_says_it(catalan_lexicon, tmp_path):
    path = tmp_path / "g.jsonl"
    session = Session.new(path, catalan_lexicon, "fisc", [Player(1, "Ana")], 5, Config(), StepClock())
    session.log.close()
    events = read_log(path).events
    assert events[0]["conductor"] == version() and events[0]["version"] == 7
    game = rebuild(events, catalan_lexicon)[0]
    assert game.written_by == version()
    assert f"jugada amb Conductor {version()}" in report_html(game)
    older = dict(events[0])
    del older["conductor"]                 # a log written before: nothing said
    assert "Conductor" not in report_html(rebuild([older], catalan_lexicon)[0]).split("<footer")[0].split("</h1>")[1]


def test_the_doctors_json_names_the_version(monkeypatch, capsys, tmp_path):
    from conductor.doctor import check as checks

    monkeypatch.setattr("conductor.doctor.run_checks", lambda *a, **k: [checks.Check("settings", checks.OK, {})])
    assert main(["doctor", "--json", "--log-folder", str(tmp_path)]) == 0
    assert json.loads(capsys.readouterr().out)["version"] == version()


def test_the_distributions_name_is_named_once():
    """version.DISTRIBUTION is pyproject's [project] name: --version asks the installed distribution by it."""
    import tomllib

    assert tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["name"] == DISTRIBUTION
    assert metadata.version(DISTRIBUTION) == version()

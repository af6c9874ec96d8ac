"""One language, decided once: a FISC game whose settings say `language: es` is Spanish everywhere.

The language is decided from the settings and the ruleset when the game starts and kept in its setup event; every
face reads the game's. A real `conductor run --headless --serve` plays such a game (players send their slips from
their phones); then every output is scanned for Catalan words (tests/test_language.py's `catalan_in`): the console's
answers and sentences, the public view, the phones' own slips and results and their refusals, the PIN sheet, the
report (HTML, CSV, sheets) made by `conductor report`, the voice (`conductor announce` with the same settings, the
Catalan tiles named in Spanish), a resume with no settings at all, and the projector's console (under Xvfb, with
display options that still say Catalan). The pages draw in the language the server gives them (the login's and the
view's "language", checked here; their words per language: test_language.py, the browser tests)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from served import Served
from test_language import catalan_in, english_in, visible

pytestmark = [pytest.mark.process, pytest.mark.screen]

CONFIG = "ruleset: fisc\nlanguage: es\nnetwork:\n  entry: players\n"
PLAYERS = "name,table\nAna,1\nBea,2\nCarmen,3\n"


def _texts(value, skip=("log", "serve", "sheet", "file", "url", "token", "code", "typed")) -> list[str]:
    """Every string a JSON answer holds (not paths, addresses, secrets, nor what a sender typed)."""
    if isinstance(value, str):
        return [] if "/" in value else [value]
    if isinstance(value, dict):
        return [t for key, item in value.items() if key not in skip for t in _texts(item, skip)]
    if isinstance(value, list):
        return [t for item in value for t in _texts(item, skip)]
    return []


def _catalan(where: str, texts) -> list[tuple[str, str, list[str]]]:
    return [(where, text, catalan_in(text)) for text in texts if catalan_in(text)]


def conductor(*args, cwd) -> str:
    done = subprocess.run([sys.executable, "-m", "conductor", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=180)
    assert done.returncode == 0, (args, done.stdout, done.stderr)
    return done.stdout + done.stderr


def _play(tmp_path: Path) -> tuple[list, Path, Path]:
    """The game through a real process: (every (where, text) it showed, the log, the PIN sheet)."""
    (tmp_path / "config.yaml").write_text(CONFIG, encoding="utf-8")
    (tmp_path / "players.csv").write_text(PLAYERS, encoding="utf-8")
    log = tmp_path / "g.jsonl"
    game = Served("-c", str(tmp_path / "config.yaml"), "--players", str(tmp_path / "players.csv"), "--log", str(log),
                  "--seed", "5", "--fake-clock")
    shown: list[tuple[str, str]] = [("opening", t) for t in _texts(game.first)]
    try:
        def judge(line: str) -> dict:
            answer = game.judge(line)
            shown.extend((f"headless {line}", t) for t in _texts(answer))
            return answer

        def api(where: str, method: str, path: str, body=None, token=None) -> dict:
            status, answer = game.call(method, path, body, token)
            shown.extend((where, t) for t in _texts(answer))
            return answer

        pins = judge("pins")
        sheet = Path(pins["sheet"])
        tokens = {}
        for table in (1, 2, 3):
            login = api("login", "POST", "/api/login", {"table": table, "pin": pins["pins"][str(table)]})
            assert login["language"] == "es", login
            tokens[table] = login["token"]
        judge("draw")
        judge("start")
        judge("start game")                                   # the live host's own refusal
        assert api("slip", "POST", "/api/slip", {"table": 1, "slip": "H8 ZZZZX"}, tokens[1])["ok"]
        api("another table's slip", "POST", "/api/slip", {"table": 1, "slip": "H8 ZZZZX"}, tokens[2])
        api("a null slip", "POST", "/api/slip", {"table": 2, "slip": "null late"}, tokens[2])
        api("a long slip", "POST", "/api/slip", {"table": 2, "slip": "H8 " + "A" * 60}, tokens[2])
        assert api("view", "GET", "/api/view")["language"] == "es"
        api("own slips", "GET", "/api/me", token=tokens[1])
        judge("time")
        api("a late slip", "POST", "/api/slip", {"table": 3, "slip": "H8 ZZZZX"}, tokens[3])
        judge("reveal")
        me = api("own slips", "GET", "/api/me", token=tokens[1])
        reasons = [s["reason"] for r in me["rounds"] for s in r["slips"] if s["reason"]]
        assert reasons == ["el atril no tiene Z"], me                 # why it scores 0, in Spanish
        api("results", "GET", "/api/results/1", token=tokens[1])
        refused = judge("finalise 9")          # the headless console's refusals: the game's language, and the key
        assert not refused["ok"] and refused["code"] == "round.none_so_far" and \
            refused["error"].startswith("no hay ronda 9"), refused
        for line in ("warn 2", "draw", "standings", "end"):
            judge(line)
        view = api("view", "GET", "/api/view")
        assert view["language"] == "es" and view["ended"] == "lo ha decidido el juez", view
    finally:
        game.close()
    return shown, log, sheet


def test_a_fisc_game_set_to_spanish_is_spanish_everywhere(tmp_path):
    shown, log, sheet = _play(tmp_path)
    setup = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert setup["ruleset"] == "fisc" and setup["language"] == "es"       # decided once, into the setup
    found = _catalan("server", [f"{where}: {text}" for where, text in shown])
    # the PIN sheet, beside the log
    found += _catalan("PIN sheet", [visible(sheet.read_text(encoding="utf-8"))])
    # the report, made from the log alone: HTML, CSV, a player's sheet
    conductor("report", str(log), "--html", "r.html", "--csv", "r.csv", cwd=tmp_path)
    page, csv = visible((tmp_path / "r.html").read_text(encoding="utf-8")), \
        (tmp_path / "r.csv").read_text(encoding="utf-8-sig")
    sheets = [conductor("report", str(log), "--player", str(t), cwd=tmp_path) for t in (1, 2, 3)]
    assert "Clasificación" in page and "Hoja de resultados" in sheets[0]
    found += _catalan("report.html", [page]) + _catalan("report.csv", [csv]) + _catalan("sheets", sheets)
    # the voice, with the same settings: Spanish words, the Catalan tiles named in Spanish
    voice = conductor("announce", "-c", "config.yaml", "--rack", "A L·L NY Ç QU E ?", "--round", "2", "--wav",
                      "call.wav", cwd=tmp_path)
    voice += conductor("announce", "-c", "config.yaml", "--move", "H8 CASA", "--score", "21", "--wav", "master.wav",
                       cwd=tmp_path)
    voice += conductor("announce", "-c", "config.yaml", "--warning", "30", "--wav", "warning.wav", cwd=tmp_path)
    assert "L·L (ele geminada)" in voice and "Ç (ce cedilla)" in voice and "¡Tiempo!" in voice, voice
    found += _catalan("voice", [line for line in voice.splitlines() if not line.startswith("/")])
    # a resume with no settings file at all (whose default would be Catalan): the log's language
    resumed = Served("--resume", str(log), "--fake-clock")
    try:
        refused = resumed.judge("start game")
        assert not refused["ok"] and refused["error"].startswith("no hay ninguna hora de inicio"), refused
        assert refused["code"] == "live.no_start", refused
        handed = resumed.judge("autorun off")          # a game that does not play by itself has nothing to hand over
        assert handed["code"] == "autorun.none" and handed["error"].startswith("esta partida no se juega sola"), \
            handed
        found += _catalan("resume", _texts(handed))
        found += _catalan("resume", _texts(resumed.first) + _texts(refused))
    finally:
        resumed.close()
    assert found == [], found


def test_the_projectors_console_reads_the_games_language(virtual_screen, tmp_path, catalan_lexicon):
    """The projector face over a FISC game kept in Spanish: its options (from settings that say nothing, so Catalan)
    give way to the game's language; every console line and the projector's view are Spanish."""
    from conductor.clock import ManualClock
    from conductor.display.app import Options
    from conductor.game.duplicate import Config
    from conductor.game.players import Player
    from conductor.game.session import Session
    from windows import conductor_app

    clock = ManualClock(50.0)
    players = [Player(1, "Ana"), Player(2, "Bea"), Player(3, "Carmen")]
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", players, 7, Config(180, False, "random"),
                          clock, language="es")
    options = Options(windowed=True, two_windows=False, size=(1280, 720), language="ca")
    assert options.language == "ca"
    app = conductor_app(session, options, language="es")
    try:
        assert app.options.language == "es" and app.host.language == "es"
        said = []
        for line in ("draw", "start", "pause", "resume", "r1", "1 H8 ZZZZX", "2 null tarde", "2 99", "finalise 1",
                     "master", "close", "reveal", "standings", "state", "device list", "frobnicate", "finalise 9",
                     "correct r1 1 5", "warn 2", "warn 2", "pins", "end", "final"):
            app.execute(line)
            app.step()
            said += [message.text for message in app.console.messages]
        view = app.projector(clock())
        assert view.language == "es" and view.ended == "lo ha decidido el juez"
        found = _catalan("console", said)
        assert found == [], found
        assert not [text for text in said if english_in(text)], [(t, english_in(t)) for t in said if english_in(t)]
        assert any(re.search(r"\bmesa\b", text) for text in said) and any("Ronda 1" in text for text in said)
    finally:
        app.close()

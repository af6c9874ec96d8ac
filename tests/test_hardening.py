"""What a careless user or a club organiser ran into, each reproduced from outside first:
a hand-edited game log, a settings file with a YAML mistake, `analyse` with no board, a report of a game
played on a club's own word list, and the core's refusals reaching a Catalan console in English."""

import hashlib
import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from paths import ROOT

PLAYERS = "name,table\nAna,1\nBiel,2\nCinta,3\n"


def conductor(*args, cwd, stdin=None):
    done = subprocess.run([sys.executable, "-m", "conductor", *args], cwd=cwd, input=stdin, capture_output=True,
                          text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


@pytest.fixture()
def played(tmp_path):
    """A short game's log, played through the headless console: two rounds, slips, a reveal."""
    (tmp_path / "players.csv").write_text(PLAYERS)
    commands = "draw\nstart\nslip 1 5\ntime\nreveal\ndraw\nstart\nslip r1 2 7\nquit\n"
    code, out, err = conductor("run", "--headless", "--seed", "5", "--players", "players.csv", "--log", "game.jsonl",
                               cwd=tmp_path, stdin=commands)
    assert code == 0 and all(json.loads(line)["ok"] for line in out.splitlines()), (out, err)
    return tmp_path / "game.jsonl"


def edited(log: Path, change) -> list[str]:
    lines = log.read_text(encoding="utf-8").splitlines()
    change(lines)
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return lines


def resume_refused(log: Path, message: str):
    """Refused in one line, in the game's language (the log's: a Catalan game here), naming the file and the line."""
    before = log.read_bytes()
    code, out, err = conductor("run", "--headless", "--resume", log.name, cwd=log.parent, stdin="quit\n")
    assert code == 2 and out == "", (code, out, err)
    assert err.strip().splitlines() == [f"conductor run: registre '{log.name}', {message}"], err
    assert "Traceback" not in err
    assert log.read_bytes() == before                 # the judge's record is left as it was
    code, _, err = conductor("report", log.name, cwd=log.parent)
    assert code == 2 and "Traceback" not in err and message in err, err


@pytest.mark.process
def test_an_unknown_event_type(played):
    edited(played, lambda lines: lines.insert(3, json.dumps({"type": "warp", "at": 1.0})))
    resume_refused(played, "línia 4: tipus d'esdeveniment desconegut: 'warp'")


@pytest.mark.process
def test_a_spanish_games_log_is_refused_in_spanish(played):
    """The same hand edit in a game played in Spanish: the log's own language, whatever the command line says."""
    def change(lines):
        setup = json.loads(lines[0])
        lines[0] = json.dumps({**setup, "language": "es"})
        lines.insert(3, json.dumps({"type": "warp", "at": 1.0}))
    edited(played, change)
    code, out, err = conductor("run", "--headless", "--resume", played.name, cwd=played.parent, stdin="quit\n")
    assert code == 2 and err.strip().splitlines() == [
        f"conductor run: registro '{played.name}', línea 4: tipo de evento desconocido: 'warp'"], err
    code, _, err = conductor("report", played.name, cwd=played.parent)
    assert code == 2 and err.strip() == f"conductor report: registro '{played.name}', línea 4: tipo de evento " \
                                        "desconocido: 'warp'", err


@pytest.mark.process
def test_a_slip_for_a_table_that_is_not_playing(played):
    def change(lines):
        slip = json.loads(lines[3])
        assert slip["type"] == "slip"
        lines[3] = json.dumps({**slip, "table": 99})
    edited(played, change)
    resume_refused(played, "línia 4: slip: no hi ha cap jugador a la taula 99")


@pytest.mark.process
def test_a_setup_without_its_seed(played):
    def change(lines):
        setup = json.loads(lines[0])
        del setup["seed"]
        lines[0] = json.dumps(setup)
    edited(played, change)
    resume_refused(played, "línia 1: setup: hi falta 'seed'")


@pytest.mark.process
@pytest.mark.parametrize("line, message", [
    ({"type": "slip", "table": "1", "text": "5", "round": 1}, "línia 4: slip: 'table' ha de ser un nombre enter"),
    ({"type": "adjust"}, "línia 4: adjust: hi falta 'seconds'"),
    ({"type": "correct", "round": 9, "table": 1, "text": "5"},
     "línia 4: correct: no hi ha ronda 9 (de moment, rondes 1–1)"),
    ({"type": "setup", "seed": 1, "ruleset": "fisc", "players": []},
     "línia 4: un segon esdeveniment de configuració (un registre en té un, a la primera línia)"),
    ([1, 2], "línia 4: no és un esdeveniment (un objecte JSON)"),
])
def test_other_hand_edits(played, line, message):
    edited(played, lambda lines: lines.__setitem__(3, json.dumps(line)))
    resume_refused(played, message)


@pytest.mark.process
def test_a_line_cut_short_by_a_crash_is_still_dropped(played):
    data = played.read_bytes()
    played.write_bytes(data + b'{"type": "slip", "tab')
    code, out, err = conductor("run", "--headless", "--resume", played.name, cwd=played.parent, stdin="state\nquit\n")
    assert code == 0 and "tallada per una aturada inesperada" in out.splitlines()[0], (out, err)
    after = played.read_bytes()        # the cut line gone; a resume may log whole lines after it (the clock ran on)
    assert after.startswith(data) and b'"tab' not in after[len(data):] and after.endswith(b"\n")


@pytest.mark.process
def test_a_yaml_mistake_is_one_line(tmp_path):
    (tmp_path / "config.yaml").write_text("ruleset: fisc\nlanguage: [ca\n")
    (tmp_path / "players.csv").write_text(PLAYERS)
    code, out, err = conductor("run", "--headless", "-c", "config.yaml", "--players", "players.csv", cwd=tmp_path,
                               stdin="quit\n")
    assert code == 2 and err.splitlines() == [
        "conductor run: fitxer de configuració 'config.yaml', línia 3, columna 1: hi falta una ',' o un ']' (una "
        "llista oberta?)"]
    (tmp_path / "config.yaml").write_text("round_seconds: 180\nvoice: enabled: true\n")
    code, _, err = conductor("run", "--headless", "-c", "config.yaml", "--players", "players.csv", cwd=tmp_path)
    assert code == 2 and err.splitlines() == [
        "conductor run: fitxer de configuració 'config.yaml', línia 2, columna 15: hi ha un ':' on s'esperava un "
        "valor (una clau per línia; posa entre cometes un valor amb ':')"]


@pytest.mark.process
def test_analyse_on_an_empty_board(tmp_path):
    code, out, err = conductor("analyse", "--rack", "AEIOUSS", "--json", "--top", "3", cwd=tmp_path)
    assert code == 0, err
    moves = json.loads(out)["moves"]
    assert len(moves) == 3 and moves[0]["score"] >= moves[-1]["score"] > 0
    code, again, _ = conductor("analyse", "--moves", "", "--rack", "AEIOUSS", "--json", "--top", "3", cwd=tmp_path)
    assert code == 0 and again == out
    code, _, err = conductor("analyse", "--moves", "H8 CASA;;8H CASES", "--rack", "AEIOUSS", cwd=tmp_path)
    assert code == 2 and "la jugada 2 és buida" in err           # the default ruleset's language


@pytest.mark.process
def test_a_report_finds_the_clubs_own_word_list(tmp_path, catalan_lexicon, monkeypatch):
    words = ["CASA", "CASES", "SAC", "ASES", "ESSA", "SEU", "USA", "SUA", "AIES", "OIES"]
    club = tmp_path / "club.txt"
    club.write_text("\n".join(words) + "\n")
    (tmp_path / "players.csv").write_text(PLAYERS)
    code, out, err = conductor("run", "--headless", "--seed", "3", "--lexicon", "club.txt", "--players", "players.csv",
                               "--log", "game.jsonl", cwd=tmp_path, stdin="draw\nquit\n")
    assert code == 0, err
    setup = json.loads((tmp_path / "game.jsonl").read_text().splitlines()[0])
    assert setup["lexicon_path"] == str(club.resolve())
    assert setup["lexicon"] == {"name": "club", "edition": None, "words": 10,
                                "sha256_words": hashlib.sha256("".join(f"{w}\n" for w in sorted(words)).encode()).hexdigest()}
    other = tmp_path / "elsewhere"
    other.mkdir()
    code, out, err = conductor("report", str(tmp_path / "game.jsonl"), "--csv", "out.csv", cwd=other)
    assert code == 0, err
    club.write_text("\n".join(words[:-1]) + "\n")            # the list changed since: found in the cache by its words
    code, out, err = conductor("report", str(tmp_path / "game.jsonl"), cwd=other)
    assert code == 0, err
    monkeypatch.setenv("CONDUCTOR_CACHE_DIR", str(tmp_path / "no-cache"))   # nor in the cache: refused, naming it
    code, out, err = conductor("report", str(tmp_path / "game.jsonl"), cwd=other)
    assert code == 2 and "la llista de paraules club (" in err and "--lexicon" in err, err


# ------------------------------------------------------------------------ every refusal in the judge's language

def _refusals():
    """Every GameError raised in the game core and the server's gate: its key (a refusal is a key and its
    parameters, said from one table per language: conductor/messages/)."""
    found = []
    for path in sorted((ROOT / "conductor").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "GameError" and node.args:
                found.append((f"{path.relative_to(ROOT)}:{node.lineno}", _keys(node.args[0])))
    return found


def _keys(node) -> list[str]:
    """The message keys a GameError's first argument names ("round.final", or either key of a conditional);
    ["?"] for a Message made elsewhere (another error's, passed on)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _keys(node.body) + _keys(node.orelse)
    return ["?"]


@pytest.mark.parametrize("language", ["ca", "es"])
def test_every_refusal_reaches_the_judge_in_their_language(language):
    from conductor.messages import MESSAGES, Joined, Message, say
    from test_language import english_in

    refusals = _refusals()
    assert len(refusals) > 60
    keys = [(where, key) for where, found in refusals for key in found if key != "?"]
    assert [(where, key) for where, key in keys if key not in MESSAGES or "en" not in MESSAGES[key]] == []
    untranslated = [(where, key) for where, key in keys if MESSAGES[key][language] == MESSAGES[key]["en"] and
                    english_in(MESSAGES[key][language])]
    assert untranslated == []
    usages = [Message("timer.adjust_usage"), Message("pick.usage"), Message("device.usage"), Message("correct.usage"),
              Message("command.phase", phase=Message("phase.think"),
                      phases=Joined([Message("phase.draw"), Message("phase.ready")]))]
    assert [str(usage) for usage in usages] == [
        "adjust SECONDS (time left)", "pick N (a number from the master list)",
        'device add "NAME" FIRST-LAST (an assistant: device add "NAME" TABLE --assist), device list or device revoke '
        '"NAME"',
        "correct rN TABLE COORD WORD, correct rN TABLE SCORE or correct rN TABLE null REASON",
        "not now: the game is in phase 'think' (allowed in: draw, ready)"]
    assert [say(usage, language) == str(usage) for usage in usages] == [False] * len(usages)
    said = say(usages[-1], language)
    assert said == {"ca": "ara no: la partida és en la fase «ronda en joc» (es pot fer en: sorteig, faristol tret)",
                    "es": "ahora no: la partida está en la fase «ronda en juego» (se puede en: sorteo, atril sacado)"
                    }[language]


def test_the_console_tells_each_answer_as_a_sentence(catalan_lexicon, tmp_path):
    from conductor.clock import StepClock
    from conductor.display.console_text import TEXT
    from conductor.display.summaries import summary
    from conductor.game.duplicate import Config
    from conductor.game.players import Player
    from conductor.game.session import Session

    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(t, f"P{t}") for t in (1, 2, 3)], 5,
                          Config(180, False, "random"), StepClock())
    said = {}
    for command in ("draw", "start", "pause", "resume", "adjust 90", "master", "warn 2", "time", "close", "reveal",
                    "slip r1 1 5", "finalise 1", "standings", "state", "device list", "lock 3",
                    "unlock 3", "draw", "end", "final", "correct r1 1 6", "start"):
        answer = session.execute(command)
        for language in ("ca", "es"):
            line = summary(command, answer, language, TEXT[language])
            said.setdefault(language, []).append(line)
            assert not any(mark in line for mark in ("{", "[", "False", "True", "None", "_")), (command, line)
    session.close()
    ca = dict(zip(("draw", "start", "pause", "resume", "adjust", "master", "warn", "time", "close", "reveal", "slip",
                   "finalise", "standings", "state", "devices", "lock", "unlock", "draw2", "end", "final", "correct",
                   "refused"), said["ca"]))
    assert ca["draw"] == "Ronda 1: faristol L B I O U S U; en queden 93 al sac."
    assert ca["start"] == "Rellotge en marxa: 3:00." and ca["adjust"] == "Rellotge a 1:30."
    assert ca["time"] == ("Temps! S'ha acabat el temps de reflexió; les paperetes de la ronda s'admeten fins que "
                          "la tanquis (F5).")
    assert ca["close"] == "Ronda 1 tancada amb 0 paperetes; les que falten valdran 0."
    assert ca["reveal"].startswith("Ronda 1: jugada mestra H4 BOLIS, 20 punts (4 jugades empataven).")
    assert ca["warn"] == "Taula 2: advertiment."
    assert ca["end"] == "Partida acabada: ho ha decidit el jutge."
    assert ca["final"] == "Resultats definitius: ja no s'hi poden fer correccions."
    # the core's refusal, named by the command in the judge's language (it began "start: …")
    assert ca["refused"] == ("començar: ara no: la partida és en la fase «partida acabada» "
                             "(es pot fer en: faristol tret)")
    assert said["es"][0] == "Ronda 1: atril L B I O U S U; quedan 93 en la bolsa."


def test_the_project_documents_itself():
    """Users of the project do not have ../shared: the README points to the project's own architecture page."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../shared" not in readme and "docs/ARCHITECTURE.md" in readme
    architecture = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    for part in ("rules/", "game/", "server/", "display/", "report/", "engine_c/", "One writer"):
        assert part in architecture
    for module in ("duplicate.py", "collection.py", "session.py", "schema.py", "inbox.py", "summaries.py"):
        assert module in architecture


def test_after_the_game_ends_by_itself_its_open_rounds_still_replay(catalan_lexicon, tmp_path):
    """A game that ends because no rack can be drawn leaves rounds open: their slips and `finalise` are
    accepted live, so the replay accepts them too (a log must never become unreadable by its own commands)."""
    from conductor.clock import StepClock
    from conductor.game.duplicate import ENDED, Config, GameError
    from conductor.game.players import Player
    from conductor.game.session import Session

    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(1, "Ana"), Player(2, "Biel")], 5,
                          Config(180, False, "random"), StepClock())
    for command in ("draw", "start", "time", "reveal"):
        assert session.execute(command)["ok"]
    game = session.game
    game.phase = ENDED                      # as _on_draw leaves it when no valid rack can be drawn
    for event in ({"type": "slip", "round": 1, "table": 1, "text": "5"}, {"type": "finalise", "round": 1}):
        game.check_replayed(event)
    with pytest.raises(GameError, match="the game has ended"):
        game.check_replayed({"type": "draw"})
    session.close()

"""A settings file's errors are said in the game's language (conductor/config.py, conductor/messages/settings.py):
the file's `language`, else its ruleset's (FISC: Catalan, AJS: Spanish; the command line's --ruleset over the
file's); when the file cannot be read as settings (not YAML, not there, or the error is in `language` itself), the
command line's ruleset's, else Catalan. Through real processes: `conductor run --headless` exits 2 with one line on
stderr, and `conductor doctor` shows the same sentence. The key names and the values quoted stay as the file
writes them; the rest has no English word (and a Spanish one no Catalan word)."""

import json
import re
import subprocess
import sys

import pytest

from conductor.config import AUTORUN, NESTED, PER_ADDRESS, ConfigError, Settings, load_settings
from test_language import catalan_in, english_in


JOIN_CODE = {
    "ca": "conductor run: fitxer de configuració 'bad.yaml': network.join_code ha de tenir de 4 a 64 lletres, "
          "xifres, - _ . (p. ex. LLEIDA-2026), generate (el fa conductor) o bé quedar buit (hi pot entrar qualsevol)",
    "es": "conductor run: fichero de configuración 'bad.yaml': network.join_code debe tener de 4 a 64 letras, "
          "cifras, - _ . (p. ej. LLEIDA-2026), generate (lo hace conductor) o quedar vacío (puede entrar cualquiera)"}


def _refused(tmp_path, text: str | bytes | None, *more: str) -> str:
    """`conductor run --headless -c bad.yaml …` with `text` as the file (None: no file): its one line."""
    if isinstance(text, bytes):
        (tmp_path / "bad.yaml").write_bytes(text)
    elif text is not None:
        (tmp_path / "bad.yaml").write_text(text, encoding="utf-8")
    else:
        (tmp_path / "bad.yaml").unlink(missing_ok=True)
    (tmp_path / "p.csv").write_text("name,table\nAna,1\n")
    done = subprocess.run([sys.executable, "-m", "conductor", "run", "--headless", "-c", "bad.yaml", "--players",
                           "p.csv", "--log", "g.jsonl", *more], cwd=tmp_path, capture_output=True, text=True,
                          timeout=60, input="")
    assert done.returncode == 2 and done.stdout == "", (done.returncode, done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert not (tmp_path / "g.jsonl").exists()
    return lines[0]


@pytest.mark.process
def test_a_bad_join_code_in_the_games_language(tmp_path):
    bad = "network:\n  join_code: ab\n"
    assert _refused(tmp_path, bad) == JOIN_CODE["ca"]                               # FISC: Catalan
    assert _refused(tmp_path, "ruleset: fisc\n" + bad) == JOIN_CODE["ca"]
    assert _refused(tmp_path, "ruleset: fisc\nlanguage: es\n" + bad) == JOIN_CODE["es"]    # the file's language
    assert _refused(tmp_path, "ruleset: ajs\n" + bad) == JOIN_CODE["es"]             # AJS: Spanish
    assert _refused(tmp_path, "ruleset: ajs\nlanguage: ca\n" + bad) == JOIN_CODE["ca"]
    assert _refused(tmp_path, bad, "--ruleset", "ajs") == JOIN_CODE["es"]           # the command line's ruleset
    # the error says the same as the English: its str, for logs and code
    (tmp_path / "bad.yaml").write_text(bad)
    with pytest.raises(ConfigError) as raised:
        load_settings(tmp_path / "bad.yaml", "ajs")
    assert raised.value.message.key == "settings.join_code" and raised.value.language == "es"
    assert str(raised.value) == (f"settings file '{tmp_path / 'bad.yaml'}': network.join_code must be 4–64 letters, "
                                 "digits, - _ . (e.g. LLEIDA-2026), generate (conductor makes one), or null (anyone may join)")


@pytest.mark.process
def test_a_bad_start_time_is_said_as_before(tmp_path):
    late = "autorun:\n  start_at: \"25:99\"\n"
    assert _refused(tmp_path, late, "--autorun") == (
        "conductor run: fitxer de configuració 'bad.yaml': autorun.start_at «25:99» no és una hora del dia: "
        "escriu-la entre cometes, \"HH:MM\" o \"HH:MM:SS\" (per exemple \"18:30\")")
    assert _refused(tmp_path, late, "--autorun", "--ruleset", "ajs") == (
        "conductor run: fichero de configuración 'bad.yaml': autorun.start_at «25:99» no es una hora del día: "
        "escríbela entre comillas, \"HH:MM\" o \"HH:MM:SS\" (por ejemplo \"18:30\")")


@pytest.mark.process
def test_a_file_whose_language_cannot_be_read(tmp_path):
    not_yaml = "ruleset: ajs\nlanguage: [es\n"                  # not YAML: the command line's ruleset, else Catalan
    assert _refused(tmp_path, not_yaml).startswith("conductor run: fitxer de configuració 'bad.yaml', línia 3, "
                                                   "columna 1: ")
    assert _refused(tmp_path, not_yaml, "--ruleset", "ajs").startswith(
        "conductor run: fichero de configuración 'bad.yaml', línea 3, columna 1: ")
    assert _refused(tmp_path, "language: fr\n") == (
        "conductor run: fitxer de configuració 'bad.yaml': language ha de ser un d'aquests valors: ca, es")
    assert _refused(tmp_path, "language: fr\n", "--ruleset", "ajs") == (
        "conductor run: fichero de configuración 'bad.yaml': language debe ser uno de estos valores: ca, es")
    assert _refused(tmp_path, "ruleset: ajs\nlanguage: fr\n") == (            # the file's ruleset is read
        "conductor run: fichero de configuración 'bad.yaml': language debe ser uno de estos valores: ca, es")
    assert _refused(tmp_path, "language: es\nruleset: xyz\n").startswith(
        "conductor run: fichero de configuración 'bad.yaml': ruleset debe ser uno de")     # its language is read
    assert _refused(tmp_path, None) == "conductor run: fitxer de configuració 'bad.yaml': el fitxer no existeix"
    assert _refused(tmp_path, None, "--ruleset", "ajs") == (
        "conductor run: fichero de configuración 'bad.yaml': el fichero no existe")


# every kind of check config.py makes; LANG is the game's language (else the command line's ruleset says it)
BAD = {
    "choice": "language: LANG\ndraw_mode: often\n",
    "whole": "language: LANG\nround_seconds: 5\n",
    "boolean": "language: LANG\nbonuses: maybe\n",
    "autorun": "language: LANG\nautorun: 5\n",
    "autorun_unknown": "language: LANG\nautorun:\n  speed: 3\n",
    "autorun_number": "language: LANG\nautorun:\n  rounds: 0\n",
    "join_code": "language: LANG\nnetwork:\n  join_code: ab\n",
    "per_address": "language: LANG\nnetwork:\n  per_address: 5\n",
    "per_address_unknown": "language: LANG\nnetwork:\n  per_address:\n    speed: 3\n",
    "per_address_whole": "language: LANG\nnetwork:\n  per_address:\n    connections: 1\n",
    "volume": "language: LANG\nvoice:\n  volume: 3\n",
    "broker": "language: LANG\nnetwork:\n  broker: http://x\n",
    "broker_channel": "language: LANG\nnetwork:\n  broker_channel: 'a b'\n",
    "tls_cert": "language: LANG\nnetwork:\n  tls_cert: ''\n",
    "trusted_proxies": "language: LANG\nnetwork:\n  trusted_proxies: 5\n",
    "trusted_proxy": "language: LANG\nnetwork:\n  trusted_proxies: [somewhere]\n",
    "public_url": "language: LANG\nnetwork:\n  public_url: ftp://x\n",
    "serve": "language: LANG\nnetwork:\n  serve: true\n",
    "serve_port": "language: LANG\nnetwork:\n  serve: 99999\n",
    "thirty_seconds": "ruleset: fisc\nlanguage: LANG\nwarnings:\n  thirty_seconds: false\n",
    "one_minute": "ruleset: ajs\nlanguage: LANG\nwarnings:\n  one_minute: false\n",
    "unknown": "language: LANG\ncolour: blue\n",
    "unknown_nested": "language: LANG\nvoice:\n  pitch: 3\n",
    "start_at": "language: LANG\nautorun:\n  start_at: \"6pm\"\n",
    "lines": "- a\n- b\n",
    "text": b"voice:\n  volume: 1\n\x81\n",      # a byte neither UTF-8 nor Windows-1252 reads
    "missing": None,
}
# the file's own words: its key names (dotted or not) and the values it quotes
NAMES = {*vars(Settings)["__dataclass_fields__"], *(part for pair in NESTED for part in pair), *AUTORUN,
         *PER_ADDRESS, "start_at"}
_NAMES = re.compile(r"(?<![\w'·-])(" + "|".join(sorted(NAMES, key=len, reverse=True)) + r")(?:\.\w+)*(?![\w'·-])")


# the English of these sentences that test_language's list (the game's words) does not have
_MORE = re.compile(r"(?<![\w'·-])(settings|file|unknown|key|give|expected|lines?|column|letters|digits|whole|"
                   r"number|address(es)?|list|folder|permission|denied|quotes|time|day|write|mandatory|under|"
                   r"one|of|or|and|at|most|anyone|may|join|process|off|path)(?![\w'·-])", re.IGNORECASE)


def _without_the_files_words(line: str) -> str:
    return _NAMES.sub(" ", re.sub(r"'[^']*'|«[^»]*»", " ", line))


def _english(text: str) -> list[str]:
    said = _without_the_files_words(text)
    return english_in(said) + sorted({found.group(1).lower() for found in _MORE.finditer(said)})


@pytest.mark.parametrize("language", ("ca", "es"))
@pytest.mark.parametrize("kind", BAD)
def test_every_check_says_no_english(tmp_path, kind, language):
    """Each kind of check, said as the command line says it (ConfigError.said(), which `conductor run` prints after
    "conductor run: ", as the real-process tests above show): in the file's language, no English word."""
    text = BAD[kind]
    ruleset = None
    if isinstance(text, str) and "LANG" in text:
        text = text.replace("LANG", language)
    elif language == "es":
        ruleset = "ajs"
    if isinstance(text, bytes):
        (tmp_path / "bad.yaml").write_bytes(text)
    elif text is not None:
        (tmp_path / "bad.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as raised:
        load_settings(tmp_path / "bad.yaml", ruleset)
    said = raised.value.said()
    start = {"ca": "fitxer de configuració '", "es": "fichero de configuración '"}[language]
    assert said.startswith(start), said
    assert _english(said) == [], said
    if language == "es":
        assert catalan_in(_without_the_files_words(said)) == [], said


@pytest.mark.parametrize("kind", BAD)
def test_the_english_of_every_check_is_found(tmp_path, kind):
    """The check above would see each sentence's English: the English (str) of each error has words it finds."""
    text = BAD[kind]
    if isinstance(text, bytes):
        (tmp_path / "bad.yaml").write_bytes(text)
    elif text is not None:
        (tmp_path / "bad.yaml").write_text(text.replace("LANG", "es"))
    with pytest.raises(ConfigError) as raised:
        load_settings(tmp_path / "bad.yaml")
    assert _english(str(raised.value)) != [], str(raised.value)


@pytest.mark.process
def test_doctor_says_it_in_the_files_language(tmp_path):
    (tmp_path / "bad.yaml").write_text("ruleset: ajs\nnetwork:\n  join_code: ab\n")
    done = subprocess.run([sys.executable, "-m", "conductor", "doctor", "-c", "bad.yaml"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120, env=_bare(tmp_path))
    line = next(line for line in done.stdout.splitlines() if "Configuración" in line)
    assert line.split()[0] == "FALTA" and line.endswith(JOIN_CODE["es"].removeprefix("conductor run: ")), line
    done = subprocess.run([sys.executable, "-m", "conductor", "doctor", "-c", "bad.yaml", "--json"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120, env=_bare(tmp_path))
    found = next(check for check in json.loads(done.stdout)["checks"] if check["name"] == "settings")
    assert found["error"].startswith("settings file 'bad.yaml': network.join_code must be 4–64 letters")
    assert found["said"] == JOIN_CODE["es"].removeprefix("conductor run: ")


def _bare(tmp_path) -> dict:
    """No screen and no sound (as test_doctor's `bare`): the settings' line is what is asked here."""
    import os

    hidden = {"DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "PULSE_SERVER", "XDG_RUNTIME_DIR"}
    return {**{k: v for k, v in os.environ.items() if k not in hidden}, "HOME": str(tmp_path),
            "XDG_RUNTIME_DIR": str(tmp_path)}


# Notepad's "ANSI": Windows-1252, the accents one byte each (0xE0 à, 0xB7 ·)
NOTEPAD_ANSI = ("# configuració de la partida: Núria, col·legi\nruleset: fisc\nlexicon:\n  file: default\n"
                "  name: Diccionari català\n").encode("cp1252")


def test_a_settings_file_saved_by_notepad_as_ansi_is_read_as_the_players_file_is(tmp_path):
    """Before: 'no és text UTF-8 (byte 13)'. Now Windows-1252 is read (as the players CSV, files.decode_text),
    with a note; UTF-8 with a byte order mark too; a byte neither reads is refused with its line, not an offset."""
    (tmp_path / "config.yaml").write_bytes(NOTEPAD_ANSI)
    settings = load_settings(tmp_path / "config.yaml")
    assert settings.lexicon_name == "Diccionari català"
    assert [note.said("ca") for note in settings.notes] == [
        f"fitxer de configuració '{tmp_path / 'config.yaml'}' llegit com a Windows-1252 (no és UTF-8)"]
    (tmp_path / "config.yaml").write_bytes(b"\xef\xbb\xbf" + NOTEPAD_ANSI.decode("cp1252").encode())   # UTF-8, BOM
    settings = load_settings(tmp_path / "config.yaml")
    assert settings.lexicon_name == "Diccionari català" and settings.notes == ()
    (tmp_path / "config.yaml").write_bytes(NOTEPAD_ANSI + b"seed: 7\x81\n")
    with pytest.raises(ConfigError) as raised:
        load_settings(tmp_path / "config.yaml")
    assert raised.value.said() == (f"fitxer de configuració '{tmp_path / 'config.yaml'}', línia 6: no és text "
                                   "(ni UTF-8 ni Windows-1252): deseu-lo com a UTF-8")


@pytest.mark.process
def test_conductor_run_says_in_one_line_that_it_read_the_settings_as_windows_1252(tmp_path):
    (tmp_path / "config.yaml").write_bytes(NOTEPAD_ANSI)
    (tmp_path / "p.csv").write_text("name,table\nAna,1\n")
    done = subprocess.run([sys.executable, "-m", "conductor", "run", "--headless", "-c", "config.yaml", "--players",
                           "p.csv", "--log", "g.jsonl"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120, input="surt\n")
    assert done.returncode == 0, done.stderr
    assert "fitxer de configuració 'config.yaml' llegit com a Windows-1252 (no és UTF-8)" in done.stderr.splitlines()

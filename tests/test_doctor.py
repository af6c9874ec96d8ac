"""`conductor doctor` as a judge runs it before an event, in a process of its own: on a machine with a
(virtual) screen and a (null) sound sink everything a game needs is there, `--play` included; with no
screen and no sound each is reported missing with what to do, exit 1; a broken settings file and a
configured word list that is not there each get one clear line."""

import json
import os
import subprocess
import sys

import pytest

from paths import ROOT
from processes import free_port
from voices import festival_missing

from conductor.version import version
from conductor.wordlist.identity import EMBEDDED

pytestmark = [pytest.mark.process, pytest.mark.screen, pytest.mark.sound]

SCRIPTS = ROOT / "scripts"


def _started(script, folder, *args):
    done = subprocess.run([SCRIPTS / script, "start", folder, *args], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return dict(line.split("=", 1) for line in done.stdout.split())


@pytest.fixture(scope="module")
def equipped(tmp_path_factory):
    """The environment of a laptop with a screen (Xvfb) and a sound output (a PulseAudio null sink)."""
    screen, sink = tmp_path_factory.mktemp("doctor-x"), tmp_path_factory.mktemp("doctor-pulse")
    env = {**os.environ, **_started("virtual-screen.sh", screen, "1920x1080"), "SDL_VIDEODRIVER": "x11"}
    env.update(_started("null-audio-sink.sh", sink))
    yield env
    subprocess.run([SCRIPTS / "null-audio-sink.sh", "stop", sink], env=env, timeout=30)
    subprocess.run([SCRIPTS / "virtual-screen.sh", "stop", screen], timeout=30)


@pytest.fixture()
def bare(tmp_path):
    """No screen and no sound: no DISPLAY, no SDL driver forced, no PulseAudio server to reach."""
    home = tmp_path / "home"
    home.mkdir()
    hidden = {"DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "PULSE_SERVER", "XDG_RUNTIME_DIR"}
    return {**{k: v for k, v in os.environ.items() if k not in hidden}, "HOME": str(home),
            "XDG_RUNTIME_DIR": str(home)}


def doctor(env, cwd, *args):
    done = subprocess.run([sys.executable, "-m", "conductor", "doctor", *args], env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


def by_name(checks):
    found = {}
    for check in checks:
        found.setdefault(check["name"], []).append(check)
    return found


def test_a_ready_laptop_with_the_test_sound(equipped, tmp_path):
    code, out, err = doctor(equipped, tmp_path, "--json", "--play")
    assert code == 0, (out, err)
    report = json.loads(out)
    checks = by_name(report["checks"])
    assert report["ready"] is True
    assert set(checks) == {"settings", "screens", "sound", "voice", "play", "word_list", "log_folder", "network"}
    for name in ("settings", "sound", "voice", "play", "log_folder"):
        assert [c["status"] for c in checks[name]] == ["ok"], checks[name]
    screens = checks["screens"][0]
    assert screens["count"] == 1 and screens["sizes"] == ["1920x1080"] and screens["projector"] == 1
    # one screen: the console would be on the wall; a warning (the game still runs) saying how to extend
    assert screens["status"] == "warning" and screens["one_screen"] and not screens["mirrored"]
    assert checks["voice"][0]["voices"]["ca"] and checks["voice"][0]["voices"]["es"]
    ona = festival_missing() == ""                               # make test installs Festival's Ona
    assert checks["voice"][0]["engine"] == "auto"
    assert checks["voice"][0]["engines"] == {"ca": "festival" if ona else "espeak-ng", "es": "espeak-ng"}
    assert checks["play"][0]["played"] == "A d'Alacant" and checks["play"][0]["seconds"] > 0.5
    lists = {(c["list"], c["ruleset"]): c for c in checks["word_list"]}
    assert set(lists) == {("embedded", "fisc"), ("embedded", "ajs")}
    assert lists["embedded", "fisc"]["words"] == 774395 and lists["embedded", "fisc"]["status"] == "ok"
    assert lists["embedded", "fisc"]["sha256_words"] == EMBEDDED["fisc"].sha256_words
    assert lists["embedded", "fisc"]["list_name"] == "Softcatalà hunspell 3.0.8"
    assert checks["log_folder"][0]["folder"] == str(tmp_path.resolve()) and checks["log_folder"][0]["free_mb"] > 0
    # a machine with no network but the loopback is told so (a warning: only --serve needs it)
    network = checks["network"][0]
    # (or the default port taken by another program on this machine: a warning too, naming it)
    assert network["status"] == ("ok" if network["addresses"] and "port_error" not in network else "warning")
    assert all(url.endswith(":8765/") for url in network["urls"])

    code, out, _ = doctor(equipped, tmp_path)
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith(f"Conductor {version()} doctor") and lines[-1] == \
        "Aquest ordinador està a punt per a una partida."
    assert any(line.split()[0] == "avís" and "Pantalles: 1 (1920×1080); només una pantalla" in line
               for line in lines), out
    assert any("xrandr --output" in line and "estén l'escriptori" in line for line in lines), out
    assert any("Diccionari incorporat català (FISC): Softcatalà hunspell 3.0.8, 774.395 paraules" in line
               for line in lines), out
    if ona:
        assert "correcte  Veu: català Festival Ona (upc_ca_ona_hts); castellà libespeak-ng roa/es" in out, out
    assert "FALTA" not in out


def test_spanish_settings_speak_spanish(equipped, tmp_path):
    (tmp_path / "config.yaml").write_text("ruleset: ajs\n")
    code, out, _ = doctor(equipped, tmp_path, "-c", "config.yaml")
    assert code == 0, out
    assert out.splitlines()[-1] == "Este ordenador está listo para una partida."
    assert "Pantallas: 1 (1920×1080)" in out and "Configuración: config.yaml es válido" in out


def test_no_screen_and_no_sound(bare, tmp_path):
    code, out, err = doctor(bare, tmp_path, "--json")
    assert code == 1, (out, err)
    checks = by_name(json.loads(out)["checks"])
    assert checks["screens"][0]["status"] == "missing" and checks["screens"][0]["error"]
    assert checks["sound"][0]["status"] == "missing" and checks["sound"][0]["error"]
    assert checks["settings"][0]["status"] == "ok" and checks["log_folder"][0]["status"] == "ok"

    code, out, _ = doctor(bare, tmp_path, "--play")
    lines = out.splitlines()
    assert code == 1 and lines[-1] == "Falta alguna cosa que una partida en directe necessita (vegeu FALTA)."
    missing = [line for line in lines if line.split()[:1] == ["FALTA"]]
    assert any("Pantalles: cap" in line for line in missing), out
    assert any("So: cap sortida de so" in line for line in missing), out
    assert any("Prova de so: no s'ha pogut fer" in line for line in missing), out
    advice = [line.strip() for line in lines if line.strip().startswith("→")]
    assert any("conductor run --headless" in line for line in advice), out
    assert any("altaveus" in line for line in advice), out


def test_a_broken_settings_file_and_a_missing_word_list(bare, tmp_path):
    (tmp_path / "broken.yaml").write_text("ruleset: fisc\nlanguage: [ca\n")
    code, out, _ = doctor(bare, tmp_path, "-c", "broken.yaml")
    assert code == 1
    line = next(line for line in out.splitlines() if "Configuració" in line)
    assert line.split()[0] == "FALTA"
    assert "fitxer de configuració 'broken.yaml', línia 3, columna 1: hi falta una ',' o un ']'" in line, line

    (tmp_path / "lost.yaml").write_text("lexicon: /no/such/list.txt\n")
    code, out, _ = doctor(bare, tmp_path, "-c", "lost.yaml", "--json")
    lists = [c for c in json.loads(out)["checks"] if c["name"] == "word_list"]
    assert code == 1
    assert [(c["list"], c["status"]) for c in lists] == [("embedded", "ok"), ("embedded", "ok"),
                                                         ("/no/such/list.txt", "missing")]
    code, out, _ = doctor(bare, tmp_path, "-c", "lost.yaml")
    line = next(line for line in out.splitlines() if "Diccionari configurat" in line)
    assert line.split()[0] == "FALTA" and line.endswith("Diccionari configurat /no/such/list.txt: el fitxer no existeix")
    assert "lexicon:" in out                                      # what to do


def test_which_engine_speaks_and_how_to_get_ona(bare, tmp_path):
    """Without Festival (a PATH without it) Catalan is spoken by espeak-ng: fine under `auto`, with the way to
    the more natural voice; a warning when the settings ask for Festival."""
    no_festival = {**bare, "PATH": str(tmp_path / "bin")}
    code, out, _ = doctor(no_festival, tmp_path, "--json")
    voice = by_name(json.loads(out)["checks"])["voice"][0]
    assert voice["status"] == "ok" and voice["engines"] == {"ca": "espeak-ng", "es": "espeak-ng"}
    assert voice["ona_missing"] == "Festival is not installed"
    _, out, _ = doctor(no_festival, tmp_path)
    line = next(line for line in out.splitlines() if "Veu:" in line)
    assert line.split()[0] == "correcte" and line.endswith(
        "Veu: català libespeak-ng roa/ca; castellà libespeak-ng roa/es — espeak-ng i Festival del sistema (per a una "
        "veu catalana més natural, la d'Ona: apt install festival festvox-ca-ona-hts)"), line
    assert voice["platform"] == "linux" and voice["source"] == "system"     # Windows, macOS: "wheel" (test_platforms)

    (tmp_path / "ona.yaml").write_text("voice:\n  engine: festival\n")
    _, out, _ = doctor(no_festival, tmp_path, "-c", "ona.yaml")
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if "Veu:" in line)
    assert lines[at].split()[0] == "avís" and lines[at + 1].strip() == \
        "→ què cal fer: instal·la la veu Ona: apt install festival festvox-ca-ona-hts (mentrestant parla espeak-ng)"

    (tmp_path / "plain.yaml").write_text("voice:\n  engine: espeak-ng\n")
    code, out, _ = doctor(bare, tmp_path, "-c", "plain.yaml", "--json")
    voice = by_name(json.loads(out)["checks"])["voice"][0]
    assert voice["status"] == "ok" and voice["engines"]["ca"] == "espeak-ng" and "ona_missing" not in voice


def test_a_server_with_no_screen_or_speakers(bare, tmp_path):
    """`conductor doctor` on a server for players at home (docs/recipes/online.yaml, its port made free): no screen
    or speakers needed; it checks the voice and its clips, the port, the public address behind Caddy with the
    invitation link, the join code and the open-file limit, and says the server is ready."""
    port = free_port()
    recipe = (ROOT / "docs" / "recipes" / "online.yaml").read_text().replace("127.0.0.1:8765", f"127.0.0.1:{port}")
    (tmp_path / "online.yaml").write_text(recipe)
    code, out, err = doctor(bare, tmp_path, "-c", "online.yaml", "--json")
    assert code == 0, (out, err)
    checks = by_name(json.loads(out)["checks"])
    assert {"clips", "public", "descriptors"} <= set(checks) and "network" not in checks and "play" not in checks
    public = checks["public"][0]
    assert public["status"] == "ok" and public["public_url"] == "https://duplicada.example.org/"
    assert public["invitation"] == "https://duplicada.example.org/play#join=LLEIDA-2026"
    assert checks["clips"][0]["status"] == "ok" and checks["screens"][0]["server"]
    code, out, _ = doctor(bare, tmp_path, "-c", "online.yaml")
    assert code == 0 and "FALTA" not in out and out.splitlines()[-1] == "Aquest ordinador està a punt per a una partida."
    assert f"Servidor: escolta a 127.0.0.1:{port}; els jugadors hi arriben per https://duplicada.example.org/" in out
    assert "Pantalles: no en calen en un servidor" in out
    # --server without a public address or a join code: it runs, and says what is missing for players at home
    (tmp_path / "bare.yaml").write_text(f"network:\n  serve: 127.0.0.1:{port}\n")
    code, out, _ = doctor(bare, tmp_path, "--server", "-c", "bare.yaml")
    assert code == 0 and "no hi ha network.public_url" in out and "posa network.public_url" in out


@pytest.mark.process
def test_the_demo_without_a_screen_says_one_line_and_nothing_from_sdl(bare, tmp_path):
    """`make demo` on a server: the game is shown as text, said once in the game's language; SDL is not asked for
    a screen no variable names (its Wayland try printed "XDG_RUNTIME_DIR is invalid or not set")."""
    done = subprocess.run([sys.executable, "-m", "conductor", "demo", "--rounds", "1", "--seed", "3", "--no-audio"],
                          env=bare, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == ["conductor demo: no hi ha cap pantalla on obrir una finestra "
                                        "(no hi ha ni $DISPLAY ni $WAYLAND_DISPLAY); la partida es mostra com a text"]
    assert "ronda  1" in done.stdout

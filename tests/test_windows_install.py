"""The judge's Windows laptop, here (DESIGN §4k): `make windows`'s Setup.exe installed silently under Wine in a
scratch prefix, and the game run from that install, each answer compared with Linux's (this checkout's):
`--help`, `analyse`, `demo --text`, a judge's headless game (its log written in binary), `doctor` piped (UTF-8,
and what Windows' network checks say under Wine), the voice to a WAV through the wheel's eSpeak NG, a pack
sealed under Wine played on Linux, the log lock and `--resume` after a kill, `--serve` with a phone (headless
Chromium on Linux joining and sending a slip), the multiplex hub, the projector's window on Xvfb (a screenshot
that is not one colour); then the engine and the voice once more from an install under C:\\Users\\Núria (`/D=`),
and its uninstaller.

Wine 8's own gaps are patched in this scratch install only, never in the product: numpy ≥ 2 and cryptography ≥ 43
do not load under Wine 8 (numpy 1.26.4 and cryptography 42.0.5, cp312 wheels from PyPI, replace them in pkgs\\),
CPython's _wmi.pyd aborts Wine 8 (renamed away). A Windows program's output is read through a pipe (Wine 8 cannot
give one a regular file as stdout).

Run by `make windows-check` after `make windows` (CONDUCTOR_WINDOWS=1); skipped otherwise.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import wave
import zipfile
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import browsers, text as text_of, visible, wait  # noqa: F401 (browsers: a fixture)
from paths import ROOT
from served import Served
from test_phone_page import send_slip

pytestmark = [pytest.mark.skipif(os.environ.get("CONDUCTOR_WINDOWS") != "1",
                                 reason="run by `make windows-check` after `make windows` (CONDUCTOR_WINDOWS=1)"),
              pytest.mark.wine, pytest.mark.screen, pytest.mark.browser]

sys.path.insert(0, str(ROOT / "scripts"))
from build_windows import SHORTCUTS, cache_folder  # noqa: E402

PLAYERS = "name,table\nAna,1\nBiel,2\nCinta,3\n"
ROUND = "draw\nstart\nmaster\nslip 1 5\nslip 2 8D VESTIS\ntime\nreveal\nstandings\nquit\n"
FOR_WINE8 = ["numpy==1.26.4", "cryptography==42.0.5"]       # the last that load under Wine 8 (cp312 wheels)
HOME = r"C:\Conductor"
NURIA = r"C:\Users\Núria\Conductor"
NURIA_CACHE = r"C:\Users\Núria\AppData\Local\conductor\Cache"


def setup_exe() -> Path:
    found = sorted((ROOT / "dist").glob("conductor-*-setup.exe"))
    assert len(found) == 1, "no single dist/conductor-VERSION-setup.exe: run `make windows`"
    return found[0]


def wine8_wheels() -> Path:
    """numpy 1.26.4 and cryptography 42.0.5 for Windows, cached beside `make windows`'s downloads."""
    folder = cache_folder() / "wine8"
    if len(list(folder.glob("*.whl"))) < len(FOR_WINE8):
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--no-deps",
                        "--only-binary=:all:", "--platform", "win_amd64", "--python-version", "3.12",
                        "--implementation", "cp", "-d", str(folder), *FOR_WINE8], check=True, timeout=600)
    return folder


class Wine:
    """A scratch Wine prefix; Windows paths map to its drive_c; each command's output read through a pipe."""

    def __init__(self, prefix: Path, display: str):
        self.prefix = prefix
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "CONDUCTOR"))}
        self.env |= {"WINEPREFIX": str(prefix), "WINEDEBUG": "-all", "WINEDLLOVERRIDES": "mscoree,mshtml=",
                     "LANG": "C.UTF-8", "COLUMNS": "100", "DISPLAY": display, "SDL_AUDIODRIVER": "dummy"}
        self.env.pop("SDL_VIDEODRIVER", None)

    def local(self, windows: str) -> Path:
        """C:\\X\\Y → the prefix's drive_c/X/Y."""
        assert windows[:3].upper() == "C:\\", windows
        path = self.prefix / "drive_c"
        for part in windows[3:].split("\\"):           # Windows' names are case-blind: C:\Users is drive_c/users
            same = [p for p in path.iterdir() if p.name.lower() == part.lower()] if path.is_dir() else []
            path = same[0] if same else path / part
        return path

    def command(self, install: str, *args: str, launcher: bool = True) -> list[str]:
        """conductor ARGS from an install: its bin\\conductor.exe (the launcher on PATH), or its Python itself
        (`launcher=False`: the process a kill must reach)."""
        if launcher:
            return ["wine", f"{install}\\bin\\conductor.exe", *args]
        return ["wine", f"{install}\\Python\\python.exe", "-m", "conductor", *args]

    def run(self, command: list[str], cwd: Path, stdin: str | None = None, env: dict | None = None, ok=(0,),
            timeout: float = 300) -> subprocess.CompletedProcess:
        done = subprocess.run(command, cwd=cwd, input=(stdin or "").encode(), capture_output=True, timeout=timeout,
                              env={**self.env, **(env or {})})
        assert done.returncode in ok, (command, done.returncode, done.stdout[-3000:], done.stderr[-3000:])
        return done

    def popen(self, command: list[str], cwd: Path, env: dict | None = None) -> subprocess.Popen:
        return subprocess.Popen(command, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env={**self.env, **(env or {})})

    def install(self, flags: list[str], where: str) -> None:
        started = time.perf_counter()
        self.run(["wine", str(setup_exe()), "/S", *flags], cwd=self.prefix, timeout=600)
        print(f"installed in {where} in {time.perf_counter() - started:.0f} s "
              f"({sum(f.stat().st_size for f in self.local(where).rglob('*') if f.is_file()) / 1e6:.0f} MB)")
        self.for_wine8(where)

    def for_wine8(self, where: str) -> None:
        """This scratch install's Wine 8 patches (never the product's): see the module's docstring."""
        packages = self.local(where) / "pkgs"
        for name in ("numpy", "cryptography"):
            for old in [*packages.glob(f"{name}"), *packages.glob(f"{name}-*.dist-info"), *packages.glob(f"{name}.libs")]:
                shutil.rmtree(old)
        for wheel in wine8_wheels().glob("*.whl"):
            with zipfile.ZipFile(wheel) as archive:
                archive.extractall(packages)
        wmi = self.local(where) / "Python" / "_wmi.pyd"
        if wmi.exists():
            wmi.rename(wmi.with_name("_wmi.pyd.wine8-off"))


def linux(*args: str, cwd: Path, stdin: str | None = None, ok=(0,)) -> subprocess.CompletedProcess:
    """The same command on Linux, from this checkout."""
    env = {**os.environ, "COLUMNS": "100"}
    done = subprocess.run([sys.executable, "-m", "conductor", *args], cwd=cwd, input=(stdin or "").encode(),
                          capture_output=True, timeout=300, env=env)
    assert done.returncode in ok, (args, done.returncode, done.stdout[-3000:], done.stderr[-3000:])
    return done


def text(done: subprocess.CompletedProcess) -> str:
    """A command's output as UTF-8 (it must be), Windows' line ends as Linux's."""
    return done.stdout.decode("utf-8").replace("\r\n", "\n")


@pytest.fixture(scope="module")
def wine(tmp_path_factory, virtual_screen):
    prefix = tmp_path_factory.mktemp("wine") / "prefix"
    machine = Wine(prefix, virtual_screen)
    started = time.perf_counter()
    machine.run(["wine", "wineboot", "--init"], cwd=prefix.parent, timeout=600)
    print(f"a new Wine prefix in {time.perf_counter() - started:.0f} s")
    machine.install(["/CurrentUser", f"/INSTDIR={HOME}"], HOME)
    yield machine
    subprocess.run(["wineserver", "-k"], env=machine.env, timeout=60)


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "players.csv").write_text(PLAYERS, encoding="utf-8")
    return tmp_path


def test_the_install_holds_python_the_packages_the_launcher_and_the_shortcuts(wine):
    home = wine.local(HOME)
    for part in ("bin/conductor.exe", "Python/python.exe", "Python/python312.dll", "pkgs/conductor/engine.dll",
                 "pkgs/espeakng_loader", "uninstall.exe"):
        assert (home / part).exists(), part
    menus = list(wine.prefix.glob("drive_c/users/*/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Conductor"))
    assert len(menus) == 1 and sorted(p.stem for p in menus[0].glob("*.lnk")) == sorted(n for n, *_ in SHORTCUTS)


def test_help_analyse_and_demo_answer_as_on_linux(wine, folder):
    for args in (["--help"], ["analyse", "--moves", "H8 CASA", "--rack", "AEIRST?", "--top", "5", "--json"],
                 ["lexicon", "check", "casa", "col·legi", "xyzzy", "--json"],
                 ["demo", "--text", "--rounds", "2", "--seed", "3", "--no-audio"]):
        windows = text(wine.run(wine.command(HOME, *args), cwd=folder))
        assert windows == text(linux(*args, cwd=folder)) != "", args


def test_a_judges_headless_game_answers_as_on_linux_and_its_log_is_binary(wine, folder, tmp_path_factory):
    args = ["run", "--headless", "--seed", "5", "--players", "players.csv", "--log", "game.jsonl"]
    windows = text(wine.run(wine.command(HOME, *args), cwd=folder, stdin=ROUND))
    on_linux = tmp_path_factory.mktemp("linux")
    shutil.copy(folder / "players.csv", on_linux)
    assert windows == text(linux(*args, cwd=on_linux, stdin=ROUND))
    assert '"master": ' in windows and '"standings": ' in windows
    log = (folder / "game.jsonl").read_bytes()
    assert b"\r\n" not in log and log.count(b"\n") == (on_linux / "game.jsonl").read_bytes().count(b"\n")
    report = ["report", "game.jsonl", "--csv", "game.csv"]
    wine.run(wine.command(HOME, *report), cwd=folder)
    linux(*report, cwd=on_linux)
    assert (folder / "game.csv").read_bytes() == (on_linux / "game.csv").read_bytes()


def test_doctor_piped_is_utf8_and_says_what_windows_answered(wine, folder):
    done = wine.run(wine.command(HOME, "doctor"), cwd=folder, ok=(0, 1))
    said = text(done)
    assert said.split(": ")[0].split()[::2] == ["Conductor", "doctor"] and "→" in said and b"Traceback" not in done.stderr, said
    # Wine's powershell.exe is a stub: the check says Windows did not answer, and gives the commands
    assert "Xarxa de Windows: Windows no ha respost (powershell: no answer (exit 0))" in said, said
    assert 'netsh advfirewall firewall add rule name="Conductor" dir=in action=allow' in said
    assert "eSpeak NG del paquet espeakng-loader" in said          # the voice from the installed wheel
    print("\n" + said)


def wav_seconds(path: Path) -> float:
    with wave.open(str(path)) as wav:
        assert wav.getnchannels() == 1 and wav.getsampwidth() == 2
        return wav.getnframes() / wav.getframerate()


def test_the_voice_speaks_to_a_wav_through_the_wheels_espeak(wine, folder):
    wine.run(wine.command(HOME, "announce", "--rack", "A L·L ? NY", "--wav", "call.wav"), cwd=folder)
    linux("announce", "--rack", "A L·L ? NY", "--wav", "linux.wav", cwd=folder)
    windows, on_linux = wav_seconds(folder / "call.wav"), wav_seconds(folder / "linux.wav")
    assert windows > 1.5 and 0.6 < windows / on_linux < 1.6, (windows, on_linux)


def test_a_pack_sealed_under_wine_plays_on_linux(wine, folder):
    wine.run(wine.command(HOME, "pack", "--seed", "7", "--rounds", "2", "-o", "wine.pack"), cwd=folder)
    linux("pack", "--seed", "7", "--rounds", "2", "-o", "linux.pack", cwd=folder)
    assert (folder / "wine.pack").read_bytes() == (folder / "linux.pack").read_bytes()     # byte for byte
    game = "draw\nstart\nmaster\ntime\nreveal\nstandings\nquit\n"
    played = [text(linux("run", "--headless", "--prepared", pack, "--venue", "Lleida", "--players", "players.csv",
                         "--log", "played.jsonl", cwd=folder, stdin=game)) for pack in ("wine.pack", "linux.pack")
              if not (folder / "played.jsonl").unlink(missing_ok=True)]
    assert played[0] == played[1] and '"master": ' in played[0]


def answers(process: subprocess.Popen, *lines: str) -> list[dict]:
    found = []
    for line in lines:
        process.stdin.write((line + "\n").encode())
        process.stdin.flush()
        found.append(json.loads(process.stdout.readline()))
    return found


def test_the_log_lock_and_resume_after_a_kill(wine, folder, tmp_path_factory):
    """As tests/test_log_lock.py on Linux: while a game holds its log (msvcrt.locking on Windows) a second
    conductor is refused; the holder's Python killed, the log resumes, as Linux resumes the same log."""
    args = ["run", "--headless", "--fake-clock", "--seed", "3", "--players", "players.csv", "--log", "game.jsonl"]
    first = wine.popen(wine.command(HOME, *args, launcher=False), cwd=folder)
    try:
        assert json.loads(first.stdout.readline())["ok"]
        assert answers(first, "draw")[0]["ok"]
        for again in (["--resume", "game.jsonl"], ["--players", "players.csv", "--log", "game.jsonl"]):
            second = wine.run(wine.command(HOME, "run", "--headless", *again), cwd=folder, stdin="draw\n", ok=(2,))
            assert "conductor run: el registre 'game.jsonl' és obert en un altre conductor (pid " in \
                second.stderr.decode("utf-8"), second.stderr
            assert second.stdout == b""
        first.send_signal(signal.SIGKILL)        # Windows' python.exe itself: a crash, nothing cleaned up
        first.wait(30)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait(30)
    on_linux = tmp_path_factory.mktemp("resume")
    shutil.copy(folder / "game.jsonl", on_linux)
    resume = ["run", "--headless", "--fake-clock", "--resume", "game.jsonl"]
    windows = [json.loads(line) for line in text(wine.run(wine.command(HOME, *resume), cwd=folder,
                                                          stdin="start\nstate\n")).splitlines()]
    linux_answers = [json.loads(line) for line in text(linux(*resume, cwd=on_linux, stdin="start\nstate\n")
                                                       ).splitlines()]
    assert windows[1]["ok"] and windows[2]["phase"] == "think"
    assert windows[1:] == linux_answers[1:]              # the first line says how long the game was stopped


class WineServed(Served):
    """`conductor run --headless --serve` from the install's Python under Wine (its stderr read through a pipe:
    Wine 8 cannot give a Windows program a regular file)."""

    wine: Wine
    folder: Path

    def start(self, *args: str) -> None:
        command = self.wine.command(HOME, "run", "--headless", "--serve", self.serve, *args, launcher=False)
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, encoding="utf-8", env=self.wine.env, cwd=self.folder)
        self.said: list[str] = []
        threading.Thread(target=lambda: self.said.extend(self.process.stderr), daemon=True).start()
        self.stderr = self.process.stderr
        self.opening = [self.read()]
        while "serve" not in self.opening[-1]:
            self.opening.append(self.read())
        self.first = self.opening[-1]
        self.url = self.first["serve"].rstrip("/")

    def errors(self) -> str:
        return "".join(self.said)


def test_a_phone_joins_the_game_served_under_wine_and_sends_a_slip(wine, folder, browsers):
    (folder / "players.csv").write_text("name,table\nJugadora 1,1\nJugador 2,2\n", encoding="utf-8")
    (folder / "config.yaml").write_text("network:\n  entry: players\n", encoding="utf-8")
    WineServed.wine, WineServed.folder = wine, folder
    served = WineServed("--players", "players.csv", "-c", "config.yaml", "--seed", "3", "--log", "game.jsonl",
                        serve="127.0.0.1:0", checked=True)
    try:
        assert served.url.startswith("http://127.0.0.1:")
        pins = served.judge("pins")["pins"]
        phone = browsers("player", (390, 844), phone=True, touch=False)
        phone.get(served.url + "/")
        wait(phone, lambda d: visible(d, "tab-player"), what="the player's login tab")
        phone.find_element(By.ID, "tab-player").click()
        phone.find_element(By.ID, "login-table").send_keys("1")
        phone.find_element(By.ID, "pin").send_keys(pins["1"] + Keys.ENTER)
        wait(phone, lambda d: text_of(d, "who") == "Taula 1", what="the player's login")
        served.judge("draw")
        served.judge("start")
        rack = served.judge("state")["rack"].split()
        wait(phone, lambda d: [li.text for li in d.find_elements(By.CSS_SELECTOR, "#rack li")] == rack,
             what="the rack on the phone", timeout=20)
        top = served.judge("master")["tops"][0]
        _, state, shown = send_slip(phone, move=top["move"])
        assert state == "received" and top["move"] in shown, shown
        served.judge("time")
        served.judge("reveal")
        standings = served.judge("standings")
        assert json.dumps(standings, ensure_ascii=False).count(str(top["score"])) >= 1, standings
        slips = [json.loads(line) for line in (folder / "game.jsonl").read_text(encoding="utf-8").splitlines()]
        assert any(e.get("type") == "slip" and e.get("table") == 1 for e in slips)
    finally:
        served.stop()


def test_the_multiplex_hub_serves_under_wine_as_on_linux(wine, folder):
    keys = {"Lleida": "lleida-key-0123456789", "Girona": "girona-key-0123456789"}
    (folder / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in keys.items())
                                     + "  draw: Lleida\n", encoding="utf-8")
    answers_of = {}
    for where, command in (("windows", wine.command(HOME, "hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml", "--log",
                                                    "hub-w.jsonl", launcher=False)),
                           ("linux", [sys.executable, "-m", "conductor", "hub", "--serve", "127.0.0.1:0", "-c",
                                      "hub.yaml", "--log", "hub-l.jsonl"])):
        hub = subprocess.Popen(command, cwd=folder, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, env=wine.env if where == "windows" else None)
        try:
            first = json.loads(hub.stdout.readline())
            assert first["ok"], first
            url = first["serve"]
            status, answer = http_json(url + "/api/multiplex")
            answer.pop("at", None)                       # when the answer was made
            answers_of[where] = status, answer
            assert http_json(url + "/api/multiplex/settle", {"venue": "Girona", "round": 1, "as": "void"},
                             key=keys["Lleida"])[0] == 401
        finally:
            hub.kill()
            hub.wait(30)
    assert answers_of["windows"] == answers_of["linux"] and answers_of["windows"][0] == 200


def http_json(url, body=None, key=None):
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    request = urllib.request.Request(url, json.dumps(body).encode() if body is not None else None, headers,
                                     method="POST" if body is not None else "GET")
    try:
        with urllib.request.urlopen(request, timeout=20) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def test_the_projector_window_draws_under_wine(wine, folder, screenshots):
    demo = wine.popen(wine.command(HOME, "demo", "--rounds", "2", "--seed", "3", "--no-audio", "--windowed",
                                   launcher=False), cwd=folder)
    try:
        shot = screenshots / "windows-projector.png"
        colours = 0
        for _ in range(40):
            time.sleep(1.5)
            assert demo.poll() is None, demo.stderr.read().decode("utf-8", "replace")[-3000:]
            subprocess.run(["import", "-display", wine.env["DISPLAY"], "-window", "root", str(shot)], check=True,
                           timeout=60)
            colours = int(subprocess.run(["identify", "-format", "%k", str(shot)], capture_output=True, text=True,
                                         check=True).stdout)
            if colours > 16:
                break
        assert colours > 16, f"the screen under Wine is {colours} colour(s): {shot}"
        print(f"the projector under Wine: {colours} colours, {shot}")
    finally:
        demo.kill()
        demo.wait(30)


def test_the_engine_and_the_voice_from_an_install_under_an_accented_folder(wine, folder):
    wine.install([f"/D={NURIA}"], NURIA)                   # NSIS's own flag, unquoted, last
    assert (wine.local(NURIA) / "pkgs" / "conductor" / "engine.dll").exists()
    env = {"CONDUCTOR_CACHE_DIR": NURIA_CACHE}           # the compiled word list under C:\Users\Núria too
    args = ["analyse", "--moves", "H8 CASA", "--rack", "AEIRST?", "--top", "5", "--json"]
    assert text(wine.run(wine.command(NURIA, *args), cwd=folder, env=env)) == text(linux(*args, cwd=folder))
    assert list(wine.local(NURIA_CACHE).rglob("*")), "the compiled list was written under C:\\Users\\Núria"
    wine.run(wine.command(NURIA, "announce", "--rack", "Ç L·L", "--wav", "nuria.wav"), cwd=folder, env=env)
    assert wav_seconds(folder / "nuria.wav") > 1.0
    wine.run(["wine", f"{NURIA}\\uninstall.exe", "/S"], cwd=folder)
    for _ in range(60):                          # NSIS's uninstaller finishes from a copy of itself in %TEMP%
        if not (wine.local(NURIA) / "pkgs").exists():
            break
        time.sleep(1)
    assert not (wine.local(NURIA) / "pkgs").exists() and not (wine.local(NURIA) / "bin").exists()


def test_the_last_uninstall_leaves_no_empty_path_behind(wine, folder):
    """pynsist's uninstaller takes its bin out of HKCU\\Environment's PATH, and left the value empty when it had made
    it (a fresh user has none): conductor.nsi removes an empty PATH. Wine's reg.exe says what is left."""
    def path() -> subprocess.CompletedProcess:
        return subprocess.run(["wine", "reg", "query", "HKCU\\Environment", "/v", "PATH"], capture_output=True,
                              env=wine.env, timeout=120)

    assert HOME.lower() + "\\bin" in path().stdout.decode("utf-8", "replace").lower()     # the first install's
    wine.run(["wine", f"{HOME}\\uninstall.exe", "/S"], cwd=folder)
    for _ in range(60):
        if not (wine.local(HOME) / "pkgs").exists():
            break
        time.sleep(1)
    assert not (wine.local(HOME) / "pkgs").exists()
    left = path()
    assert left.returncode != 0, left.stdout.decode("utf-8", "replace")       # no PATH value at all, not an empty one


def test_the_installer_adds_the_firewall_rule_and_takes_d():
    """What Wine cannot show (its netsh is a stub): the script `make windows` compiled adds the inbound rule for
    its Python on private networks and removes it on uninstall, and reads NSIS's /D=DIR besides /INSTDIR=."""
    script = (ROOT / "build" / "windows" / "nsis" / "installer.nsi").read_text(encoding="utf-8")
    rule = 'name="Conductor" dir=in action=allow program="$INSTDIR\\Python\\python.exe" enable=yes profile=private'
    assert f"nsExec::ExecToLog 'netsh advfirewall firewall add rule {rule}'" in script
    assert script.count('netsh advfirewall firewall delete rule name="Conductor" dir=in') == 2   # reinstall, uninstall
    assert "StrCpy $cmdLineInstallDir $INSTDIR" in script
    # per user by default; "Highest": a standard account is never asked for an administrator, an administrator once
    assert "!define MULTIUSER_INSTALLMODE_DEFAULT_CURRENTUSER" in script
    assert "!define MULTIUSER_EXECUTIONLEVEL Highest" in script
    # its pages in Windows' language: English (the fallback), Catalan (with our words for the multi-user page), Spanish
    assert [line for line in script.splitlines() if line.startswith("!insertmacro MUI_LANGUAGE")] == [
        '!insertmacro MUI_LANGUAGE "English"', '!insertmacro MUI_LANGUAGE "Catalan"', '!insertmacro MUI_LANGUAGE "Spanish"']
    assert 'LangString MULTIUSER_INNERTEXT_INSTALLMODE_CURRENTUSER ${LANG_CATALAN} "Instal·la-ho només per a mi"' in script
    assert 'DeleteRegValue HKCU "Environment" "PATH"' in script

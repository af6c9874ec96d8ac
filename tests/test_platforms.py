"""Nothing Linux-only on a Windows or macOS game's path (DESIGN §4h): conductor/platforms.py is the one module that
reads the operating system, its BRANCHES list every module that branches on it (checked against the code), and
the game's non-display code runs here as it would on Windows and on macOS, with `sys.platform` set to win32 or
darwin: the engine library's name, the log lock (msvcrt.locking, through a stand-in for Windows' msvcrt), the
files' modes, the voice from the espeakng-loader wheel and what `conductor doctor` says of it."""

from __future__ import annotations

import ast
import fcntl
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from conductor import platforms
from conductor.cli.doctor import TEXT, sentence
from conductor.doctor.check import OK, Check
from conductor.files import open_private
from conductor.game.lock import LogLock, LogLocked
from paths import ROOT

PACKAGE = ROOT / "conductor"
READS_THE_SYSTEM = {("sys", "platform"), ("os", "name"), ("platform", "system")}


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _scan():
    """(modules reading the OS themselves, modules asking platforms.py) in the package's source."""
    reads, asks = set(), set()
    for path in PACKAGE.rglob("*.py"):
        module = _module(path)
        if module in ("conductor.platforms", "conductor._engine_abi"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                if (node.value.id, node.attr) in READS_THE_SYSTEM:
                    reads.add(f"{module}: {node.value.id}.{node.attr} (line {node.lineno})")
                if node.value.id == "platforms" and node.attr in ("system", "engine_library", "espeak_library",
                                                                  "voice_source"):
                    asks.add(module)
            elif isinstance(node, ast.ImportFrom) and node.module and node.module.endswith("platforms"):
                asks |= {module for alias in node.names if alias.name in ("engine_library", "system")}
    return reads, asks


def test_only_platforms_reads_the_system_and_its_list_is_every_branch():
    reads, asks = _scan()
    assert reads == set(), "ask conductor/platforms.py instead"
    assert asks == set(platforms.BRANCHES), "keep platforms.BRANCHES the list of every platform branch"


@pytest.mark.parametrize("name, system, library", [("win32", "windows", "engine.dll"),
                                                    ("darwin", "macos", "libengine.dylib"),
                                                    ("linux", "linux", "libengine.so")])
def test_the_platform_is_read_when_asked(monkeypatch, name, system, library):
    monkeypatch.setattr(sys, "platform", name)
    assert platforms.system() == system and platforms.engine_library() == library
    assert platforms.voice_source() == ("system" if system == "linux" else "wheel")


class StandInMsvcrt(types.ModuleType):
    """Windows' msvcrt.locking, as a byte-range lock held per open file (flock here), recording its calls."""
    LK_NBLCK, LK_UNLCK = 2, 0

    def __init__(self):
        super().__init__("msvcrt")
        self.calls: list[tuple[int, int]] = []

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        assert nbytes == 1 and os.lseek(fd, 0, os.SEEK_CUR) == 0      # byte 0 only: the pid after it stays readable
        self.calls.append((mode, nbytes))
        try:
            fcntl.flock(fd, fcntl.LOCK_UN if mode == self.LK_UNLCK else fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as error:
            raise OSError(36, "Resource deadlock avoided") from error


@pytest.mark.parametrize("name", ["win32", "darwin"])
def test_the_log_lock_and_the_files_as_windows_and_macos_have_them(monkeypatch, tmp_path, name):
    msvcrt = StandInMsvcrt()
    monkeypatch.setitem(sys.modules, "msvcrt", msvcrt)
    monkeypatch.setattr(sys, "platform", name)
    log = tmp_path / "game.jsonl"
    held = LogLock.acquire(log)
    with pytest.raises(LogLocked, match=f"pid {os.getpid()}"):
        LogLock.acquire(log)
    held.release()
    LogLock.acquire(log).release()
    assert bool(msvcrt.calls) == (name == "win32")        # macOS: flock, as on Linux

    older = tmp_path / "older.txt"          # an older file left readable by all
    older.write_text("x")
    older.chmod(0o644)
    os.close(open_private(older, os.O_WRONLY))
    # Windows: a mode is only the read-only flag, nothing is chmod-ed (the folder's access list decides)
    assert older.stat().st_mode & 0o777 == (0o644 if name == "win32" else 0o600)


def test_doctor_says_which_voice_speaks_on_each_platform():
    facts = {"voices": {"ca": "libespeak-ng roa/ca", "es": "libespeak-ng roa/es"}, "errors": {}}
    for source, catalan, spanish in (("system", "espeak-ng i Festival del sistema", "espeak-ng y Festival del sistema"),
                                     ("wheel", "eSpeak NG del paquet espeakng-loader",
                                      "eSpeak NG del paquete espeakng-loader")):
        for language, words in (("ca", catalan), ("es", spanish)):
            line, todo = sentence(Check("voice", OK, {**facts, "source": source}), TEXT[language])
            assert words in line and todo == "", line


@pytest.mark.sound
@pytest.mark.process
@pytest.mark.parametrize("name", ["win32", "darwin"])
def test_the_wheels_espeak_ng_speaks_catalan_and_spanish(tmp_path, name):
    """As on Windows and macOS, the announcer's espeak-ng voice comes from the espeakng-loader wheel (its Linux
    build here, its own data): Catalan and Spanish, each to a WAV as long and as loud as the system's voice's."""
    script = """
import ctypes, platform, shutil, subprocess, sys, tempfile, wave, numpy as np   # before sys.platform is set
if len(sys.argv) > 2:
    sys.platform = sys.argv[2]
from conductor import platforms
from conductor.announcer.speech import EspeakLibraryVoice
print(platforms.espeak_library()[0])
for language, text in (("ca", "Temps! A de Alacant, vint-i-un punts"), ("es", "¡Tiempo! Ñ de ñandú, veintiún puntos")):
    voice = EspeakLibraryVoice(language)
    samples = voice.render(text, 150)
    with wave.open(f"{sys.argv[1]}/{language}.wav", "wb") as wav:
        wav.setnchannels(1); wav.setsampwidth(2); wav.setframerate(voice.sample_rate)
        wav.writeframes((samples * 32767).astype("<i2").tobytes())
    print(language, voice.name, samples.size / voice.sample_rate, float(np.sqrt((samples ** 2).mean())))
"""
    results = {}
    for who, argv in (("wheel", [str(tmp_path), name]), ("system", [str(tmp_path / "system")])):
        Path(argv[0]).mkdir(exist_ok=True)
        done = subprocess.run([sys.executable, "-c", script, *argv], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        library, *lines = done.stdout.splitlines()
        assert ("espeakng_loader" in library) == (who == "wheel"), library
        results[who] = {line.split()[0]: [float(x) for x in line.split()[-2:]] for line in lines}
        assert all(f"libespeak-ng roa/{language}" in done.stdout for language in ("ca", "es"))
    for language in ("ca", "es"):
        (seconds, loudness), (system_seconds, system_loudness) = results["wheel"][language], results["system"][language]
        assert (tmp_path / f"{language}.wav").stat().st_size > 44_100
        assert abs(seconds - system_seconds) < 0.25 * system_seconds and 0.5 < loudness / system_loudness < 2


def test_the_users_folders_are_localappdata_conductor_without_an_author_folder(monkeypatch):
    """platformdirs on Windows puts an `appauthor` folder inside the app's (conductor\\conductor) unless told
    appauthor=False: the cache and the training history are %LOCALAPPDATA%\\conductor\\…, as docs/platforms.md says."""
    import ntpath

    import platformdirs

    from conductor import data, training

    def windows(kind):          # platformdirs' Windows rule: LOCALAPPDATA\appname\[appauthor\]…
        def folder(appname, appauthor=None, *args, **kwargs):
            author = [] if appauthor is False else [appauthor or appname]
            return ntpath.join(r"C:\Users\Núria\AppData\Local", appname, *author, *kind)
        return folder

    monkeypatch.delenv("CONDUCTOR_CACHE_DIR", raising=False)
    monkeypatch.setattr(platformdirs, "user_cache_dir", windows(["Cache"]))
    monkeypatch.setattr(platformdirs, "user_data_dir", windows([]))
    assert str(data.cache_dir()) == r"C:\Users\Núria\AppData\Local\conductor\Cache"
    assert str(training.default_history_path()).replace("/", "\\") == \
        r"C:\Users\Núria\AppData\Local\conductor\training.jsonl"

"""A real screen reader hearing /play: Orca (Debian's `orca`) in a private D-Bus session with AT-SPI, on an Xvfb
display, speaking through speech-dispatcher (espeak-ng) into a PulseAudio null sink, its speech lines written to its
debug log line by line; a non-headless Chromium with its accessibility tree on plays as a blind player against a real
`conductor run --headless --serve`.

`python screen_reader.py OUT TREE` (inside `dbus-run-session`, DISPLAY set: `session.sh` starts it) plays two rounds
and writes OUT/said.json: Orca's "SPEECH OUTPUT" lines in order, and what the game answered. TREE: the conductor
checkout to serve from."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

SESSION = r"""
set -u
OUT="$1"; TREE="$2"; PY="$3"; HERE="$4"
export XDG_RUNTIME_DIR="$OUT/run" HOME="$OUT/home" GTK_MODULES=gail:atk-bridge ACCESSIBILITY_ENABLED=1
mkdir -p "$XDG_RUNTIME_DIR" "$HOME" "$OUT/spdlog"; chmod 700 "$XDG_RUNTIME_DIR"
pulseaudio -D -n --exit-idle-time=-1 --load=module-native-protocol-unix \
  --load="module-null-sink sink_name=vsink" >"$OUT/pulse.log" 2>&1
sleep 1
speech-dispatcher -d -C "$OUT/spd" -t 0 -P "$OUT/spd.pid" >"$OUT/spd.log" 2>&1
sleep 2
/usr/libexec/at-spi-bus-launcher --launch-immediately >"$OUT/atspi.log" 2>&1 &
ATSPI=$!
sleep 1
gsettings set org.gnome.desktop.a11y.applications screen-reader-enabled true 2>/dev/null
/usr/bin/python3 "$HERE" orca "$OUT" >"$OUT/orca.out" 2>&1 &
ORCA=$!
sleep 5
"$PY" "$HERE" play "$OUT" "$TREE" >"$OUT/play.log" 2>&1
sleep 2
kill -TERM $ORCA 2>/dev/null
for i in $(seq 20); do kill -0 $ORCA 2>/dev/null || break; sleep 0.5; done
kill -KILL $ORCA 2>/dev/null
kill "$(cat "$OUT/spd.pid")" 2>/dev/null
pulseaudio --kill 2>/dev/null
kill $ATSPI 2>/dev/null
exit 0
"""

SPEECHD = """CommunicationMethod "unix_socket"
SocketPath "default"
Timeout 0
LogLevel 3
LogDir "{out}/spdlog"
AudioOutputMethod "pulse"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
DefaultLanguage "ca"
"""


def orca(out: Path) -> None:
    """Orca, its debug file written line by line (what it said is kept however it ends)."""
    import builtins
    import runpy

    log = str(out / "orca-debug.log")
    opened = builtins.open

    def lined(path, mode="r", *args, **kwargs):
        if path == log and "w" in mode:
            return opened(path, mode, buffering=1)
        return opened(path, mode, *args, **kwargs)
    builtins.open = lined
    sys.argv = ["orca", "--replace", f"--debug-file={log}"]
    runpy.run_path("/usr/bin/orca", run_name="__main__")


def play(out: Path, tree: Path) -> None:
    """Two rounds as a blind player, keyboard only: the answers the game gave, kept in OUT/game.json."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    from paths import CHROMEDRIVER, CHROMIUM          # beside this file: the script's own folder

    (out / "config.yaml").write_text("ruleset: fisc\nnetwork:\n  entry: online\n")
    server = subprocess.Popen([sys.executable, "-m", "conductor", "run", "--headless", "--serve", "127.0.0.1:0", "-c",
                               str(out / "config.yaml"), "--seed", "5", "--log", str(out / "game.jsonl")],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=str(tree))
    answers: dict = {}

    def read() -> dict:
        return json.loads(server.stdout.readline())

    def judge(line: str) -> dict:
        server.stdin.write(line + "\n")
        server.stdin.flush()
        return read()
    first = read()
    while "serve" not in first:
        first = read()
    options = Options()
    options.binary_location = str(CHROMIUM)
    for argument in ("--no-sandbox", "--force-renderer-accessibility", "--window-size=1280,800", "--lang=ca",
                     "--disable-gpu", f"--user-data-dir={out / 'profile'}"):
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service(str(CHROMEDRIVER)))
    keys = lambda *typed: ActionChains(driver).send_keys(*typed).perform()  # noqa: E731

    def alt_j() -> None:
        ActionChains(driver).key_down(Keys.ALT).send_keys("j").key_up(Keys.ALT).perform()
        ActionChains(driver).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).perform()
    try:
        driver.get(first["serve"].rstrip("/") + "/play")
        time.sleep(3)
        driver.find_element("id", "join-name").send_keys("Anna Cec" + Keys.ENTER)
        time.sleep(3)
        judge("rack C A S A R T E")
        judge("start")
        time.sleep(4)
        alt_j()
        keys("H8 CASSA", Keys.ENTER)                   # one S on the rack: it scores 0
        time.sleep(4)
        judge("time")
        answers["reveal"] = judge("reveal")
        said_once(out, lambda line: line.startswith("La teva: H8 CASSA"), 40)
        judge("rack M O L T E S A")
        judge("start")
        time.sleep(5)
        alt_j()
        keys("A1 MOLT", Keys.ENTER)                    # touches no tile
        said_once(out, lambda line: line.startswith("La jugada no toca cap fitxa del tauler"), 40)
    finally:
        driver.quit()
        server.stdin.close()
        server.wait(20)
        (out / "game.json").write_text(json.dumps(answers))


def said_once(out: Path, heard, most: float) -> None:
    """Wait until Orca has said a line for which `heard(line)` holds (or `most` seconds): a loaded machine's reader
    speaks later than a quiet one's, and a quiet one's need not wait out a fixed sleep."""
    deadline = time.monotonic() + most
    while time.monotonic() < deadline and not any(heard(line) for line in speech(out)):
        time.sleep(0.25)
    time.sleep(0.5)                               # the lines said right after it (the reveal's two, in order)


def speech(out: Path) -> list[str]:
    """Orca's speech lines so far, in order, from its debug file."""
    log = (out / "orca-debug.log").read_text(encoding="utf-8", errors="replace") if (out / "orca-debug.log").exists() \
        else ""
    return [line.split("SPEECH OUTPUT: ", 1)[1].rsplit("'{", 1)[0].strip("'") for line in log.splitlines()
            if "SPEECH OUTPUT: " in line]


def hear(out: Path, tree: Path, python: str) -> list[str]:
    """Run the session (Xvfb, D-Bus, PulseAudio, speech-dispatcher, Orca, Chromium): Orca's speech lines, in order."""
    spd = out / "spd"
    spd.mkdir(parents=True, exist_ok=True)
    for name in ("modules", "clients"):
        source = Path("/etc/speech-dispatcher") / name
        if source.is_dir():
            subprocess.run(["cp", "-r", str(source), str(spd)], check=True)
    (spd / "speechd.conf").write_text(SPEECHD.format(out=out))
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        display = xvfb.stdout.readline().strip().decode()
        env = {"PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "DISPLAY": f":{display}", "LANG": "C.UTF-8"}
        subprocess.run(["dbus-run-session", "--", "bash", "-c", SESSION, "session", str(out), str(tree), python,
                        __file__], env=env, timeout=240, check=False)
    finally:
        xvfb.terminate()
        xvfb.wait(10)
    return speech(out)


if __name__ == "__main__":
    if sys.argv[1] == "orca":
        orca(Path(sys.argv[2]))
    elif sys.argv[1] == "play":
        play(Path(sys.argv[2]), Path(sys.argv[3]))

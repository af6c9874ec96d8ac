"""The recipes are the product: every recipe of docs/deploy-online.md run as written, from its files in
docs/recipes/ and its commands as the document prints them. Only the addresses change, as a test must: a free port
for 8765, 8801 and 8802, `http://127.0.0.1:PORT` for the domain name (no certificate authority reaches a test),
a test Redis on a Unix socket, and Caddy's admin endpoint off (tests run side by side).

- A laptop at a club: the projector (on a virtual screen) serving the room over HTTP, and over HTTPS with the
  certificate the document's openssl command makes, named on the command line or in club-tls.yaml.
- Players at home behind Caddy: online.yaml and the Caddyfile; players join through Caddy with the code of the
  invitation link the console prints, a join without it is refused, each is their own address.
- Past one process: online-sockets.yaml, Redis, two `conductor sockets` and Caddyfile-sockets; the players' /ws go
  to the socket processes and push their own slips.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import socket
import ssl
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import pytest

from paths import ROOT
from processes import end, free_port as _free_port, kill
from served import request

DOC = ROOT / "docs" / "deploy-online.md"
RECIPES = ROOT / "docs" / "recipes"
CONDUCTOR = [sys.executable, "-m", "conductor"]
COMMANDS = {
    "install": "make server",
    "club": "conductor run --players players.csv --serve 8765",
    "openssl": "openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj /CN=192.168.1.20 \\\n"
               "  -addext subjectAltName=IP:192.168.1.20 -keyout key.pem -out cert.pem",
    "club-tls": "conductor run --players players.csv --serve 8765 --tls-cert cert.pem --tls-key key.pem",
    "club-tls-yaml": "conductor run --players players.csv -c club-tls.yaml",
    "online": "conductor run --headless -c online.yaml --log duplicada.jsonl",
    "resume": "conductor run --headless --resume duplicada.jsonl",
    "writer": "conductor run --headless -c online-sockets.yaml --log duplicada.jsonl",
    "sockets-1": "conductor sockets -c online-sockets.yaml --serve 127.0.0.1:8801",
    "sockets-2": "conductor sockets -c online-sockets.yaml --serve 127.0.0.1:8802",
}


def _argv(command: str, **replace) -> list[str]:
    """The document's command as arguments: `conductor` is this Python's, and each `replace` applied to a word."""
    words = command.replace("\\\n", " ").split()
    assert words[0] in ("conductor", "openssl")
    words = [replace.get(word, word) for word in words]
    return (CONDUCTOR + words[1:]) if words[0] == "conductor" else words


def _for_a_test(text: str, ports: dict[str, int], domain: str = "", redis_url: str = "") -> str:
    """A recipe file with the test's addresses (the only change)."""
    for port, free in ports.items():
        text = text.replace(f"127.0.0.1:{port}", f"127.0.0.1:{free}")
    if domain:
        text = text.replace("https://duplicada.example.org/", f"http://{domain}/")
        text = text.replace("duplicada.example.org {", f"http://{domain} {{")
    if redis_url:
        text = text.replace("redis://127.0.0.1:6379/0", redis_url)
    if text.startswith("{\n"):                      # Caddy's global options: no admin endpoint in a test
        text = "{\n\tadmin off\n" + text[2:]
    return text


def test_the_document_shows_the_files_and_commands_the_tests_run():
    text = DOC.read_text(encoding="utf-8")
    for path in sorted(RECIPES.iterdir()):
        if path.suffix in (".csv", ".md"):     # .md: a recipe that is a document of its own (wsl2.md, README)
            continue
        assert path.read_text(encoding="utf-8") in text, f"{path.name} is not shown whole in {DOC.name}"
        assert f"docs/recipes/{path.name}" in text
    for name, command in COMMANDS.items():
        assert command in text, name
    assert "entry: players" not in text             # players at home join by themselves: entry online


# ---------------------------------------------------------------------------------------------- 1. a club

def _projector(folder: Path, command: str, env: dict, **replace) -> tuple[subprocess.Popen, str]:
    process = subprocess.Popen(_argv(command, **replace), cwd=folder, env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 90
    for line in process.stderr:
        found = re.search(r"servidor de la partida a (\S+)", line)      # the game's language: Catalan
        if found:
            return process, found.group(1)
        if time.monotonic() > deadline:
            break
    process.kill()
    raise AssertionError(f"{command}: no game server ({process.wait(10)})")


def _stop(process: subprocess.Popen) -> None:
    kill(process)
    process.stderr.close()


@pytest.mark.process
@pytest.mark.screen
def test_a_laptop_at_a_club(virtual_screen, tmp_path):
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed (make test installs it)")
    shutil.copy(RECIPES / "players.csv", tmp_path / "players.csv")
    env = {**os.environ, "HOME": str(tmp_path), "XDG_RUNTIME_DIR": str(tmp_path),
           "PULSE_SERVER": f"unix:{tmp_path}/none"}
    port = _free_port()
    process, url = _projector(tmp_path, COMMANDS["club"], env, **{"8765": f"127.0.0.1:{port}"})
    try:
        assert url == f"http://127.0.0.1:{port}/"
        status, view, _ = request(port, "GET", "/api/view")
        assert status == 200 and view["entry"] == "devices"
    finally:
        _stop(process)
    made = subprocess.run(_argv(COMMANDS["openssl"], **{"/CN=192.168.1.20": "/CN=127.0.0.1",
                                                        "subjectAltName=IP:192.168.1.20": "subjectAltName=IP:127.0.0.1"}),
                          cwd=tmp_path, capture_output=True, timeout=60)
    assert made.returncode == 0, made.stderr
    context = ssl.create_default_context(cafile=str(tmp_path / "cert.pem"))
    for command, replace in (("club-tls", {"8765": f"127.0.0.1:{port}"}), ("club-tls-yaml", {})):
        (tmp_path / "club-tls.yaml").write_text(_for_a_test((RECIPES / "club-tls.yaml").read_text(), {})
                                                .replace("serve: 8765", f"serve: 127.0.0.1:{port}"))
        process, url = _projector(tmp_path, COMMANDS[command], env, **replace)
        try:
            assert url == f"https://127.0.0.1:{port}/", command
            status, view, headers = request(port, "GET", "/api/view", context=context)
            assert status == 200 and "screen" in view
            assert ("Strict-Transport-Security", "max-age=31536000") in headers
        finally:
            _stop(process)


# ---------------------------------------------------------------------------------------------- 2. behind Caddy

class Caddy:
    def __init__(self, folder: Path, caddyfile: str, port: int):
        binary = shutil.which("caddy")
        if binary is None:
            pytest.skip("caddy is not installed (Debian: apt install caddy; make test does)")
        (folder / "Caddyfile").write_text(caddyfile)
        home = folder / "caddy-home"
        home.mkdir()
        env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
               "XDG_CONFIG_HOME": str(home / "config")}
        self.log = folder / "caddy.log"              # a file, never a pipe nobody reads (a full one stops caddy)
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen([binary, "run", "--config", str(folder / "Caddyfile"), "--adapter",
                                             "caddyfile"], stdout=subprocess.DEVNULL, stderr=log, env=env)
        deadline, answer = time.monotonic() + 20, None
        while True:
            try:
                answer = request(port, "GET", "/api/view")[0]
                if answer == 200:
                    return
            except OSError as error:
                answer = error
            if time.monotonic() > deadline or self.process.poll() is not None:
                self.close()
                raise AssertionError(f"caddy did not start (exit {self.process.returncode}, last answer {answer!r}): "
                                     f"{self.log.read_text(errors='replace')[-2000:]}")
            time.sleep(0.2)

    def close(self) -> None:
        end(self.process)


class Writer:
    """The document's headless command, in `folder`, its first line read."""

    def __init__(self, folder: Path, command: str):
        self.process = subprocess.Popen(_argv(command), cwd=folder, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        assert line, f"{command} did not start"
        self.first = json.loads(line)

    def judge(self, line: str) -> dict:
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait(20)
        self.process.stdout.close()


async def _join_and_play(public: str, code: str, source: str, ws_base: str | None = None) -> tuple[dict, set]:
    """A player at `source` joins through the proxy with the invitation's code, and opens /ws with their login."""
    connector = aiohttp.TCPConnector(local_addr=(source, 0))
    async with aiohttp.ClientSession(connector=connector, cookie_jar=aiohttp.CookieJar(unsafe=True)) as browser:
        async with browser.post(public + "/api/join", json={"name": f"Jugador {source}", "code": code},
                                headers={"Origin": public}) as response:
            joined = await response.json()
            assert response.status == 200, joined
        async with browser.post(public + "/api/session", json={}, headers={
                "Origin": public, "Authorization": f"Bearer {joined['token']}"}) as response:
            assert response.status == 200
        async with browser.ws_connect((ws_base or public) + "/ws", headers={"Origin": public}) as socket_:
            kinds = {json.loads((await socket_.receive(timeout=10)).data)["type"] for _ in range(2)}
    return joined, kinds


# What must never come with a server's install: the test stack's Debian packages and Python packages.
TEST_STACK_DEBIAN = {"chromium", "chromium-driver", "xvfb", "xauth", "xserver-xorg-core", "xserver-xorg-video-dummy",
                     "x11-xserver-utils", "xdotool", "pulseaudio", "pulseaudio-utils", "sox", "festival",
                     "festvox-ca-ona-hts", "nodejs", "npm", "zbar-tools", "poppler-utils"}
TEST_STACK_PYTHON = {"pytest", "pytest-xdist", "pytest-randomly", "hypothesis", "selenium", "build"}


def _debian_packages(*make_args: str) -> set[str]:
    """The Debian packages `make server` would install (its dry run), whatever this machine already has."""
    dry = subprocess.run(["make", "-n", "-s", *make_args], cwd=ROOT, capture_output=True, text=True, timeout=60)
    line = next(line for line in dry.stdout.splitlines() if "install-system-deps.sh" in line)
    return set(line.split("install-system-deps.sh", 1)[1].split())


@pytest.mark.wheel
@pytest.mark.process
@pytest.mark.skipif(os.environ.get("CONDUCTOR_PORTABILITY") != "1",    # a minute of pip into a scratch venv
                    reason="run by `make portability` (CONDUCTOR_PORTABILITY=1) with the other installs")
def test_a_server_install_installs_a_server_and_nothing_of_the_test_stack(tmp_path):
    """The recipe's install line, `make server`, run in a copy of the checkout into a scratch virtual
    environment: the commands a server runs are there, no browser, X server, sound server or test package."""
    words = COMMANDS["install"].split()
    assert words[:2] == ["make", "server"]
    debian = _debian_packages("server")
    assert {"espeak-ng", "libespeak-ng1"} <= debian and not debian & (TEST_STACK_DEBIAN | {"redis-server", "caddy"})
    assert {"redis-server", "caddy"} <= _debian_packages("server", "REDIS=1", "CADDY=1")
    source = tmp_path / "src"           # pip builds in the source folder: a copy, never the checkout
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True)
    for name in filter(None, files.stdout.split("\0")):
        if (ROOT / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    venv = tmp_path / "venv"
    done = subprocess.run([*words, f"VENV={venv}", f"PYTHON={sys.executable}"], cwd=source, capture_output=True,
                          text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    listed = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "list", "--format=json"],
                            capture_output=True, text=True, check=True)
    installed = {package["name"].lower() for package in json.loads(listed.stdout)}
    assert "conductor-duplicate" in installed and not installed & TEST_STACK_PYTHON, sorted(installed)
    for command, says in (("run", "--headless"), ("sockets", "--serve"), ("doctor", "--server")):
        ran = subprocess.run([str(venv / "bin" / "conductor"), command, "--help"], capture_output=True, text=True,
                             timeout=60, cwd=tmp_path)
        assert ran.returncode == 0 and says in ran.stdout, (command, ran.stdout[-1000:], ran.stderr[-2000:])


@pytest.mark.caddy
@pytest.mark.process
def test_players_at_home_behind_caddy(tmp_path):
    writer_port, front = _free_port(), _free_port()
    domain = f"127.0.0.1:{front}"
    public = f"http://{domain}"
    ports = {"8765": writer_port}
    (tmp_path / "online.yaml").write_text(_for_a_test((RECIPES / "online.yaml").read_text(), ports, domain))
    writer = Writer(tmp_path, COMMANDS["online"])
    caddy = None
    try:
        caddy = Caddy(tmp_path, _for_a_test((RECIPES / "Caddyfile").read_text(), ports, domain), front)
        invitation = writer.first["invitation"]
        assert invitation == f"{public}/play#join=LLEIDA-2026"
        code = invitation.split("#join=")[1]
        status, refused, _ = request(front, "POST", "/api/join", {"name": "Script"}, headers={"Origin": public})
        assert status == 403 and refused["code"] == "join_code"
        status, page, _ = request(front, "GET", "/play")
        assert status == 200 and b"join" in page
        joined, kinds = asyncio.run(_join_and_play(public, code, "127.0.0.2"))
        assert joined["table"] == 1 and joined["link"] == f"{public}/play#t={joined['token']}"   # no players file
        assert kinds == {"view", "mine"}
        # the judge sees each player's own address (Caddy's X-Forwarded-For is believed, nobody else's)
        for _ in range(6):
            request(front, "POST", "/api/join", {"name": "Script", "code": "wrong"}, source="127.0.0.9",
                    headers={"Origin": public})
        notices = writer.judge("state").get("notices", [])
        assert any("127.0.0.9" in line for line in notices), notices
    finally:
        if caddy is not None:
            caddy.close()
        writer.close()
    resumed = Writer(tmp_path, COMMANDS["resume"])          # the recipe's restart: the same log, nothing else
    try:
        assert resumed.first["serve"] == writer.first["serve"]   # the server back, as it was
        assert resumed.first["invitation"] == f"{public}/play#join=LLEIDA-2026"
        assert [p["table"] for p in resumed.judge("join list")["players"]] == [1]
        status, me, _ = request(writer_port, "GET", "/api/me", headers={"Authorization": f"Bearer {joined['token']}",
                                                                        "Host": domain})
        assert status == 200 and me["tables"] == [1, 1]          # the player's link logs in again
    finally:
        resumed.close()


@pytest.mark.caddy
@pytest.mark.process
@pytest.mark.redis
def test_past_one_process_socket_processes_and_redis(tmp_path):
    from broker import Redis

    redis = Redis(tmp_path)
    writer_port, front, one, two = (_free_port() for _ in range(4))
    domain = f"127.0.0.1:{front}"
    public = f"http://{domain}"
    ports = {"8765": writer_port, "8801": one, "8802": two}
    (tmp_path / "online-sockets.yaml").write_text(_for_a_test((RECIPES / "online-sockets.yaml").read_text(), ports,
                                                              domain, redis.url))
    writer, caddy, relays = Writer(tmp_path, COMMANDS["writer"]), None, []
    try:
        for name, _port in (("sockets-1", one), ("sockets-2", two)):
            relays.append(subprocess.Popen(_argv(COMMANDS[name], **{"127.0.0.1:8801": f"127.0.0.1:{one}",
                                                                     "127.0.0.1:8802": f"127.0.0.1:{two}"}),
                                           cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        deadline = time.monotonic() + 30
        for port in (one, two):
            while True:
                try:
                    socket.create_connection(("127.0.0.1", port), 1).close()
                    break
                except OSError:
                    assert time.monotonic() < deadline, "conductor sockets did not start"
                    time.sleep(0.2)
        caddy = Caddy(tmp_path, _for_a_test((RECIPES / "Caddyfile-sockets").read_text(), ports, domain), front)
        code = writer.first["invitation"].split("#join=")[1]

        async def two_players():
            return await asyncio.gather(*(_join_and_play(public, code, f"127.0.0.{n}") for n in (2, 3)))

        for _joined, kinds in asyncio.run(two_players()):
            assert kinds == {"view", "mine"}, kinds             # their own slips, pushed by a socket process
        assert (tmp_path / "broker.key").exists() and os.stat(tmp_path / "broker.key").st_mode & 0o777 == 0o600
    finally:
        if caddy is not None:
            caddy.close()
        for relay in relays:
            relay.terminate()
            relay.wait(10)
        writer.close()
        redis.stop()

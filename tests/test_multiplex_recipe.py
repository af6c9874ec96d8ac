"""docs/deploy-online.md, section 4 (the multiplex hub), run as written: its files from docs/recipes/, its commands as
the document prints them. What changes, as a test must: the hub's port (a free one), its address (127.0.0.1 for
hub.example.org), its certificate (a self-signed one for 127.0.0.1, which the venues trust through SSL_CERT_FILE)
and the venues' console (`--headless`, one line a command, in place of the projector)."""

from __future__ import annotations

import json
import os
import random
import shutil
import ssl
import subprocess
import sys
import urllib.request

import pytest

from paths import ROOT
from processes import free_port, until
from test_multiplex_live import Proc, play

pytestmark = pytest.mark.process

DOC = ROOT / "docs" / "deploy-online.md"
RECIPES = ROOT / "docs" / "recipes"
COMMANDS = {
    "hub": "conductor hub --serve 8443 -c hub.yaml --log hub.jsonl --tls-cert fullchain.pem --tls-key privkey.pem",
    "resume": "conductor hub --serve 8443 -c hub.yaml --resume hub.jsonl --tls-cert fullchain.pem --tls-key "
              "privkey.pem",
    "venue": "conductor run --players jugadors.csv -c venue-palma.yaml --log palma.jsonl",
    "report": "conductor report --multiplex hub.jsonl --html conjunta.html --csv conjunta.csv",
}
KEYS = {"Matadepera": "matadepera-7f3c9a1e5b2d4c6f", "Palma": "palma-2e8b6d4f1a9c3e5b7d",
        "Lleida": "lleida-5a1c7e3b9d2f4a6c"}


def test_the_document_shows_the_files_and_commands():
    text = DOC.read_text(encoding="utf-8")
    for name in ("hub.yaml", "venue-palma.yaml"):
        assert (RECIPES / name).read_text(encoding="utf-8") in text and f"docs/recipes/{name}" in text
    for command in COMMANDS.values():
        assert command in text, command


def _words(command: str, port: int) -> list[str]:
    return [w.replace("8443", f"127.0.0.1:{port}") if w == "8443" else w for w in command.split()[1:]]


def test_the_multiplex_recipe(tmp_path):
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed (make test installs it)")
    made = subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
                           "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", "privkey.pem",
                           "-out", "fullchain.pem"], cwd=tmp_path, capture_output=True, timeout=60)
    assert made.returncode == 0, made.stderr
    port = free_port()
    shutil.copy(RECIPES / "hub.yaml", tmp_path / "hub.yaml")
    palma = (RECIPES / "venue-palma.yaml").read_text(encoding="utf-8").replace(
        "https://hub.example.org:8443", f"https://127.0.0.1:{port}")
    (tmp_path / "jugadors.csv").write_text("nom;taula;club\nAna;1;Club\nBiel;2;Club\nCesc;3;Club\nDani;4;Club\n", encoding="utf-8")
    env = {**os.environ, "SSL_CERT_FILE": str(tmp_path / "fullchain.pem")}
    hub = Proc(*_words(COMMANDS["hub"], port), cwd=tmp_path)
    venues = {}
    try:
        assert hub.first["serve"] == f"https://127.0.0.1:{port}"
        for name in KEYS:                   # the drawing venue's file is the same with its own name and key
            text = palma.replace("Palma", name).replace(KEYS["Palma"], KEYS[name])
            (tmp_path / f"venue-{name.lower()}.yaml").write_text(text, encoding="utf-8")
            command = COMMANDS["venue"].replace("venue-palma.yaml", f"venue-{name.lower()}.yaml").replace(
                "palma.jsonl", f"{name.lower()}.jsonl")
            venues[name] = Proc(*command.split()[1:2], "--headless", *command.split()[2:], cwd=tmp_path, env=env)
        rng = random.Random(1)
        play(venues["Matadepera"], 1, rng, follow=False)
        play(venues["Palma"], 1, rng)
        play(venues["Lleida"], 1, rng)
        context = ssl.create_default_context(cafile=str(tmp_path / "fullchain.pem"))

        def public():
            with urllib.request.urlopen(f"https://127.0.0.1:{port}/api/multiplex", context=context) as response:
                return json.loads(response.read())
        assert until(lambda: public()["revealed"] == 1, 30, "round 1 public")
        assert len(public()["standings"]) == 12
        hub.kill()
        hub = Proc(*_words(COMMANDS["resume"], port), cwd=tmp_path)
        assert public()["revealed"] == 1
        for proc in venues.values():
            proc.ok("end")
        until(lambda: public()["venues"]["Lleida"]["connected"], 30, "the venues back")
    finally:
        for proc in [hub, *venues.values()]:
            proc.stop() if proc is not hub else hub.kill()
    done = subprocess.run([sys.executable, "-m", "conductor", *COMMANDS["report"].split()[1:]], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "conjunta.csv").read_text(encoding="utf-8-sig").count("\n") > 9

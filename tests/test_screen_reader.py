"""A real screen reader (Orca, through AT-SPI, speaking with espeak-ng into a null sink) hearing a blind player's two
rounds on /play in a non-headless Chromium (tests/support/screen_reader.py): what the live region's lines become in
a blind player's ears. Before: at the reveal Orca never spoke the master move (the player's own line overwrote it in
the same region within milliseconds: only "La teva: H8 CASSA, 0 punts." was spoken, twice), the 0 had no reason, and a
move touching no tile was "Rebuda". Now each is spoken, in order."""

from __future__ import annotations

import json
import shutil
import sys

import pytest

from paths import ROOT
from screen_reader import hear

pytestmark = [pytest.mark.browser, pytest.mark.process]

NEEDED = ("orca", "speech-dispatcher", "pulseaudio", "Xvfb", "dbus-run-session", "chromium", "chromedriver")


@pytest.mark.skipif(not all(shutil.which(tool) for tool in NEEDED), reason="Orca's stack: make system-deps")
def test_orca_speaks_the_master_move_then_the_players_line_and_every_refusal(tmp_path):
    said = hear(tmp_path, ROOT, sys.executable)
    print("\nOrca said: " + json.dumps(said, ensure_ascii=False))
    reveal = json.loads((tmp_path / "game.json").read_text())["reveal"]
    master = [i for i, line in enumerate(said) if line == f"Jugada mestra: {reveal['master']}, {reveal['score']} punts"]
    mine = [i for i, line in enumerate(said) if line.startswith("La teva: H8 CASSA, 0 punts: ")]
    assert master and mine and master[0] < mine[0], said          # both spoken, the master move first
    assert any(line.startswith("La jugada no toca cap fitxa del tauler") for line in said), said
    assert not any(line.startswith("Rebuda: A1") for line in said), said
    assert said.count("En línia") <= 4, said                       # a status said when it changes, never each second

"""Unpredictable draws: a game's seed has 128 bits from the operating system and never reaches
the network; each draw is keyed by it and logged whole, so a log replays with its seed blanked out, and the
public view of round 1 (the one rack everybody sees first) cannot be searched back to a seed."""

import json
import subprocess
import sys

import pytest

from conductor.clock import StepClock
from conductor.game.duplicate import Config
from conductor.game.log import read_log
from conductor.game.players import Player
from conductor.game.session import Session, replay
from conductor.rules.keyed_random import SEED_BITS, KeyedRandom, new_seed


def _served_game(tmp_path, name):
    folder = tmp_path / name
    folder.mkdir()
    (folder / "players.csv").write_text("name,table\nAna,1\nBiel,2\n")
    process = subprocess.Popen(
        [sys.executable, "-m", "conductor", "run", "--headless", "--serve", "127.0.0.1:0", "--players",
         str(folder / "players.csv"), "--log", str(folder / "g.jsonl")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    first = json.loads(process.stdout.readline())
    return process, first, folder / "g.jsonl"


@pytest.mark.process
def test_two_games_seeds_are_128_bits_and_never_public(tmp_path):
    import urllib.request

    seeds, racks = [], []
    for name in ("a", "b"):
        process, first, log = _served_game(tmp_path, name)
        try:
            process.stdin.write("draw\nstart\n")
            process.stdin.flush()
            process.stdout.readline(), process.stdout.readline()
            with urllib.request.urlopen(first["serve"] + "api/view", timeout=10) as response:
                view = response.read().decode()
        finally:
            process.stdin.close()
            process.wait(20)
            process.stdout.close()
        setup = json.loads(log.read_text().splitlines()[0])
        seed = setup["seed"]
        assert 64 < seed.bit_length() <= SEED_BITS          # fails once in 2^64 games
        assert str(seed) not in view and str(seed) not in json.dumps(first)
        draw = next(json.loads(line) for line in log.read_text().splitlines() if '"type": "draw"' in line)
        assert len(draw["drawn"]) == 7 and json.loads(view)["rack"] == draw["leftover"] + draw["drawn"]
        seeds.append(seed), racks.append(draw["drawn"])
    assert seeds[0] != seeds[1]


def test_a_log_replays_from_its_racks_without_its_seed(catalan_lexicon, tmp_path):
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(1, "Ana"), Player(2, "Biel")],
                          new_seed(), Config(), StepClock())
    for _ in range(6):
        assert session.execute("draw")["ok"] and session.execute("start")["ok"]
        assert session.execute("time")["ok"] and session.execute("reveal")["ok"]
    played = session.game.snapshot()
    session.close()
    events = read_log(tmp_path / "g.jsonl").events
    events[0] = {**events[0], "seed": 0}
    assert replay(events, catalan_lexicon).snapshot() == played


def test_a_draw_needs_the_whole_seed():
    """Neighbouring seeds and labels give unrelated streams (nothing to search from one to the next)."""
    streams = {tuple(KeyedRandom(seed, label).getrandbits(32) for _ in range(4))
               for seed in (new_seed(), 1, 2) for label in ("draw:1:0", "draw:1:1", "draw:2:0")}
    assert len(streams) == 9

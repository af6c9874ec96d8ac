"""Kill test: a scripted headless game is killed with SIGKILL at random moments; each time `--resume`
must reach exactly the state of an uninterrupted run at the last flushed event, and the finished game's
report must be byte-identical to the uninterrupted one. Two games: the slips of each round typed during
it (16 kills), and the judge's workflow of slips typed during the next rounds, several rounds collecting
at once, corrections and finalisations (12 kills)."""

import json
import os

import pytest
import random
import signal
import subprocess
import sys
import time

from conductor.clock import StepClock as Clock
from conductor.game.duplicate import ENDED, Config
from conductor.game.log import read_log
from conductor.game.players import Player
from conductor.game.session import Session, replay

pytestmark = pytest.mark.process

SEED = 9
PLAYERS = "name,table\nAnna,1\nBernat,2\nCarla,3\nDavid,4\n"
KILLS = 16


def conductor(*args, stdin=None):
    return subprocess.Popen([sys.executable, "-m", "conductor", *args], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ))


def make_script(lexicon, tmp_path, later_slips=False):
    """Every command of a whole game (each one makes exactly one event), found by playing it. With
    `later_slips`, each round is revealed at "Temps!" and its slips come during the next rounds."""
    players = [Player(t, n) for t, n in ((1, "Anna"), (2, "Bernat"), (3, "Carla"), (4, "David"))]
    session = Session.new(tmp_path / "plan.jsonl", lexicon, "fisc", players, SEED, Config(), Clock())
    rng = random.Random(SEED)
    script = []

    def do(command):
        answer = session.execute(command)
        assert answer["ok"], (command, answer)
        script.append(command)

    def slips_of(round_, tables, prefix="slip"):
        for table in tables:
            if rng.random() < 0.6:
                do(f"{prefix} r{round_.number} {table} {round_.master or rng.choice(session.game.tops).move}")
            else:
                do(f"{prefix} r{round_.number} {table} {rng.randrange(round_.top_score)}")

    game = session.game
    while len(game.rounds) < 10:
        do("draw")
        do("start")
        if not later_slips:
            for table in range(1, 5):
                choice = rng.choice(game.tops)
                do(f"slip {table} {choice.move}" if rng.random() < 0.6 else f"slip {table} {rng.randrange(choice.score)}")
        else:
            for round_ in game.collecting()[:-1]:       # earlier rounds, a few slips each
                slips_of(round_, [t for t in game.missing(round_) if rng.random() < 0.6])
            if len(game.rounds) >= 3 and not game.rounds[-3].final:
                do(f"finalise {len(game.rounds) - 2}")
            if game.rounds and rng.random() < 0.5:
                slips_of(rng.choice(game.rounds), [rng.randrange(1, 5)], prefix="correct")
        if rng.random() < 0.3:
            do("pause")
            do("adjust 45")
            do("resume")
        do("time")
        if not later_slips:
            do("close")
        do("reveal")
    do("end")
    if later_slips:
        slips_of(game.rounds[2], [1, 2], prefix="correct")
        do("final")
    return script


def run_script(log, lines, players_file):
    process = conductor("run", "--headless", "--fake-clock", "--seed", str(SEED), "--players", str(players_file),
                        "--log", str(log))
    out, err = process.communicate("\n".join(lines) + "\n", timeout=120)
    assert process.returncode == 0, err
    return out


@pytest.mark.parametrize("later_slips, kills", [(False, KILLS), (True, 12)], ids=["slips-in-round", "slips-later"])
def test_sigkill_then_resume(catalan_lexicon, tmp_path, later_slips, kills):
    players_file = tmp_path / "players.csv"
    players_file.write_text(PLAYERS)
    script = make_script(catalan_lexicon, tmp_path, later_slips)
    if later_slips:
        assert sum(c.startswith("correct") for c in script) >= 4 and sum(c.startswith("finalise") for c in script) >= 5

    reference_log = tmp_path / "reference.jsonl"
    run_script(reference_log, script, players_file)
    reference_events = read_log(reference_log).events
    assert len(reference_events) == len(script) + 1
    assert replay(reference_events, catalan_lexicon).phase == ENDED
    report = subprocess.run([sys.executable, "-m", "conductor", "report", str(reference_log), "--csv", str(tmp_path / "ref.csv"),
                             "--html", str(tmp_path / "ref.html")], capture_output=True, text=True)
    assert report.returncode == 0, report.stderr

    rng = random.Random(2024)
    # the later-slips game is also killed while each correction is being written, and in mid-collection
    chosen = [i for i, c in enumerate(script) if c.startswith("correct")] if later_slips else []
    for kill in range(kills):
        log = tmp_path / f"killed{kill}.jsonl"
        process = conductor("run", "--headless", "--fake-clock", "--seed", str(SEED), "--players", str(players_file),
                            "--log", str(log))
        process.stdout.readline()  # the opening state: the setup event is on disk
        stop_after = chosen[kill] if kill < len(chosen) else rng.randrange(len(script))
        for command in script[:stop_after]:
            process.stdin.write(command + "\n")
            process.stdin.flush()
            process.stdout.readline()
        # kill mid-command half the time (the command sent, its answer not awaited)
        if kill < len(chosen) or rng.random() < 0.5:
            process.stdin.write(script[stop_after] + "\n")
            process.stdin.flush()
            time.sleep(rng.random() * 0.05)
        process.send_signal(signal.SIGKILL)
        process.wait()
        process.stdin.close(), process.stdout.close(), process.stderr.close()

        events = read_log(log).events
        flushed = len(events)
        assert flushed - 1 >= stop_after
        expected = replay(reference_events[:flushed], catalan_lexicon).snapshot()

        resumed = conductor("run", "--headless", "--fake-clock", "--resume", str(log))
        rest = script[flushed - 1:]
        out, err = resumed.communicate("\n".join(["state"] + rest) + "\n", timeout=120)
        assert resumed.returncode == 0, err
        answers = [json.loads(line) for line in out.splitlines()]
        assert answers[1] == {"ok": True, **expected}, f"kill {kill} after {flushed} events"
        assert all(a["ok"] for a in answers[2:])

        again = subprocess.run([sys.executable, "-m", "conductor", "report", str(log), "--csv", str(tmp_path / "k.csv"),
                                "--html", str(tmp_path / "k.html")], capture_output=True, text=True)
        assert again.returncode == 0, again.stderr
        assert (tmp_path / "k.csv").read_bytes() == (tmp_path / "ref.csv").read_bytes()
        assert (tmp_path / "k.html").read_bytes().replace(log.stem.encode(), b"X") == \
            (tmp_path / "ref.html").read_bytes().replace(reference_log.stem.encode(), b"X")

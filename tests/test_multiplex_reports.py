"""The multiplex's paper (DESIGN §4g): `report --simultaneous` takes a round the organiser settled (`--settle
VENUE:ROUND:count|void`) and then equals the hub's ranking; without it, the refusal says how to settle; `report
--multiplex HUB.jsonl --venue NAME` prints a venue's own results from the hub's copy of its log, the same as
`report VENUE.jsonl`."""

import csv
import random
import subprocess
import sys

import pytest

from conductor.multiplex.hublog import HubLog
from conductor.multiplex.settings import hub_settings
from conductor.multiplex.state import MultiplexState
from sessions import ok
from test_multiplex_hub import KEYS, Shipper, play_round, venue

pytestmark = pytest.mark.process


def report(folder, *args):
    done = subprocess.run([sys.executable, "-m", "conductor", "report", *args], cwd=folder, capture_output=True,
                          text=True, timeout=120)
    return done


def ranking(text):
    rows = list(csv.reader(text.lstrip("\ufeff").splitlines(), delimiter=";"))
    return [(r[1], int(r[2]), int(r[6]), int(r[0])) for r in rows[1:rows.index([]) if [] in rows else None]]


@pytest.fixture()
def settled(tmp_path, catalan_lexicon):
    """Two venues, two rounds, Palma's second on another rack, settled `count` by the organiser, both ended; the
    hub's log kept."""
    settings = hub_settings({"venues": KEYS, "draw": "Matadepera", "partial_every": 1})
    state = MultiplexState(settings, lambda setup: catalan_lexicon)
    log = HubLog(tmp_path / "hub.jsonl", False, settings)
    drawing, following = venue(tmp_path, "Matadepera", 11, 5, catalan_lexicon), \
        venue(tmp_path, "Palma", 12, 4, catalan_lexicon)
    lines: list = []
    a, b = Shipper(state, "Matadepera", drawing), Shipper(state, "Palma", following)
    for shipper in (a, b):
        shipper.lines = lines
    rng = random.Random(6)
    b.ship()
    for number in (1, 2):                      # (a round after another rack is played on another board)
        play_round(drawing, rng)
        a.ship()
        given = state.rack(number, "Palma")
        rack = given["rack"] if number != 2 else (list("AEIORST") if sorted(given["rack"]) != sorted("AEIORST")
                                                  else list("AEIORSN"))
        master = None if number == 2 else lambda number=number: (b.ship(), state.rack(number, "Palma")["master"])[1]
        play_round(following, rng, rack, master)
        b.ship()
        if number == 2:
            state.settle("Palma", 2, "count")
            lines.append({"settle": {"venue": "Palma", "round": 2, "as": "count"}, "at": 0})
    for session, shipper in ((drawing, a), (following, b)):
        ok(session, "end")
        shipper.ship()
    for line in lines:
        if "settle" in line:
            log.settle(line["settle"]["venue"], 2, "count", 0)
        else:
            log.append(line["venue"], line["seq"], [line["event"]], line["at"])
    log.close()
    drawing.close()
    following.close()
    return tmp_path, state


def test_report_simultaneous_takes_a_settled_round_and_equals_the_hub(settled):
    folder, state = settled
    public = state.public(0)
    assert public["revealed"] == 2 and public["venues"]["Palma"]["settled"] == [{"round": 2, "as": "count"}]
    refused = report(folder, "--simultaneous", "Matadepera.jsonl", "Palma.jsonl")
    assert refused.returncode == 2 and "ronda 2: la seu 'Palma' va jugar el faristol" in refused.stderr
    assert "--settle 'Palma:2:count' o ':void'" in refused.stderr
    done = report(folder, "--simultaneous", "Matadepera.jsonl", "Palma.jsonl", "--settle", "Palma:2:count")
    assert done.returncode == 0, done.stderr
    assert ranking(done.stdout) == [(s["venue"], s["table"], s["total"], s["rank"]) for s in public["standings"]]
    wrong = report(folder, "--simultaneous", "Matadepera.jsonl", "Palma.jsonl", "--settle", "Lleida:2:count")
    assert wrong.returncode == 2 and "SEU:RONDA:count|void" in wrong.stderr
    hub = report(folder, "--multiplex", "hub.jsonl")
    assert hub.returncode == 0, hub.stderr
    assert ranking(hub.stdout) == ranking(done.stdout)


def test_each_venues_own_results_from_the_hubs_log(settled):
    folder, _ = settled
    for name in ("Matadepera", "Palma"):
        own = report(folder, f"{name}.jsonl", "--csv", f"{name}-own.csv", "--html", f"{name}-own.html",
                     "--title", "Simultània")
        assert own.returncode == 0, own.stderr
        from_hub = report(folder, "--multiplex", "hub.jsonl", "--venue", name, "--csv", f"{name}-hub.csv",
                          "--html", f"{name}-hub.html", "--title", "Simultània")
        assert from_hub.returncode == 0, from_hub.stderr
        assert (folder / f"{name}-hub.csv").read_bytes() == (folder / f"{name}-own.csv").read_bytes()
        assert (folder / f"{name}-hub.html").read_bytes() == (folder / f"{name}-own.html").read_bytes()
    missing = report(folder, "--multiplex", "hub.jsonl", "--venue", "Lleida")
    assert missing.returncode == 2 and "no té cap partida de la seu 'Lleida'" in missing.stderr

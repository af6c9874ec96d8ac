"""Last turn's attacks on the multiplex hub, run again against a real `conductor hub` (DESIGN §4g): each is answered,
and nobody else waits on it.

- a venue's setup naming a file on the hub's disk as its word list (a FIFO: opening it would block for ever;
  /proc/self/pagemap) and one naming a list the hub does not hold;
- one request of 2,000 `reopen` events, while another client asks the hub every 20 ms (each answered within 1 s),
  and 2,001 events (413);
- a venue's key asking for a rack and a master ahead of its own game;
- connections over the caps answered 429 and counted, never a line each on stderr; `Server: conductor` on every
  answer; a resumed hub says what it replayed; the drawing venue chosen per game (`--draw`)."""

import os
import random
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

import pytest

from conductor.game.log import read_log
from processes import end
from sessions import ok
from test_multiplex_hub import KEYS, play_round, venue
from test_multiplex_live import Proc, call

pytestmark = pytest.mark.process


def events_of(session, first=1):
    return [{"seq": n, **e} for n, e in enumerate(read_log(session.log.path).events, start=1) if n >= first]


def send(url, name, events, key=None):
    return call(url + "/api/multiplex/events", "POST", {"venue": name, "events": events}, key or KEYS[name])


@pytest.fixture()
def hub(tmp_path):
    started = []

    def start(*how, yaml="  draw: Matadepera\n"):
        (tmp_path / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in
                                                                               KEYS.items()) + yaml, encoding="utf-8")
        proc = Proc("hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml", *(how or ("--log", "hub.jsonl")), cwd=tmp_path)
        started.append(proc)
        return proc
    yield start
    for proc in started:
        end(proc.process)


class Others(threading.Thread):
    """Everybody else, asking the hub every 20 ms: the worst answer time."""

    def __init__(self, url):
        super().__init__(daemon=True)
        self.url, self.worst, self.answered, self.stop = url, 0.0, 0, threading.Event()
        self.done: list[float] = []              # when each answer came (time.monotonic)

    def run(self):
        while not self.stop.is_set():
            began = time.monotonic()
            with urllib.request.urlopen(self.url + "/api/multiplex?limit=44", timeout=60) as response:
                response.read()
            self.worst, self.answered = max(self.worst, time.monotonic() - began), self.answered + 1
            self.done.append(time.monotonic())
            self.stop.wait(0.02)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="a FIFO is a Unix file")
def test_a_word_list_named_by_a_venue_is_never_opened(tmp_path, catalan_lexicon, hub):
    h = hub()
    url = h.first["serve"]
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    drawing = venue(tmp_path, "m", 11, 3, catalan_lexicon)
    events = events_of(drawing)
    events[0] = {**events[0], "lexicon_path": str(fifo)}
    status, answer = send(url, "Matadepera", events)
    assert status == 200 and answer["acked"] == 1 and "notices" not in answer        # its own list, by its words
    following = venue(tmp_path, "p", 12, 3, catalan_lexicon)
    forged = events_of(following)
    forged[0] = {**forged[0], "lexicon_path": "/proc/self/pagemap",
                 "lexicon": {"name": "Leximots", "edition": "2025-26", "words": 9, "sha256_words": "cd" * 32}}
    status, answer = send(url, "Palma", forged)
    assert status == 200 and answer["notices"][0].startswith("la seu 'Palma' juga amb la llista de paraules "
                                                             "Leximots 2025-26 (cdcdcdcdcdcd)")
    assert call(url + "/api/multiplex")[1]["venues"]["Palma"]["apart"]
    assert h.say("resol Ningú 1 compta")["code"] == "multiplex.settle_venue"
    assert [line for line in h.told if line.startswith("la seu 'Palma' juga amb la llista de paraules")]


def test_a_request_of_two_thousand_events_holds_nobody(tmp_path, catalan_lexicon, hub):
    h = hub()
    url = h.first["serve"]
    drawing = venue(tmp_path, "m", 11, 8, catalan_lexicon)
    rng = random.Random(5)
    for _ in range(3):
        play_round(drawing, rng)
    ok(drawing, "draw")
    ok(drawing, "start")
    events = events_of(drawing)
    assert send(url, "Matadepera", events)[0] == 200
    others = Others(url)
    others.start()
    while others.answered < 3:
        time.sleep(0.02)
    others.worst, others.answered = 0.0, 0
    attack = [{"seq": len(events) + n, "type": "reopen", "takes_back": [], "what": "close", "at": 1_795_100_000.0}
              for n in range(1, 2001)]
    too_many = send(url, "Matadepera", [*attack, {**attack[-1], "seq": attack[-1]["seq"] + 1}])
    assert too_many[0] == 413 and too_many[1]["code"] == "multiplex.busy"
    began = time.monotonic()
    status, answer = send(url, "Matadepera", attack)
    took = time.monotonic() - began
    time.sleep(0.2)
    others.stop.set()
    others.join(60)
    assert status == 200 and answer["acked"] == len(events) + 2000
    assert any("no pot aplicar el seu esdeveniment" in line for line in answer["notices"])
    # nobody waited for the attack: while it was being applied the others went on being answered (a relation, not a
    # time: a loaded machine is slower at both; bench/hub_hold_bench.py has the figures)
    during = [at for at in others.done if began < at < began + took]
    assert others.answered >= 5 and (took < 0.3 or len(during) >= 2), (others.worst, len(during), took)
    assert h.say("resol Ningú 1 compta")["code"] == "multiplex.settle_venue"
    assert [line for line in h.told if "no pot aplicar el seu esdeveniment" in line]


def test_a_venues_key_asking_ahead_gets_nothing(tmp_path, catalan_lexicon, hub):
    """Palma's key asks for the racks and masters of rounds its own game has not reached (the drawing venue two
    rounds ahead, its third round on the board): 404 `multiplex.no_rack`, and no master before Palma's own
    "Temps!"; then each as Palma's game reaches it."""
    h = hub()
    url = h.first["serve"]
    drawing, following = venue(tmp_path, "m", 11, 3, catalan_lexicon), venue(tmp_path, "p", 12, 3, catalan_lexicon)
    rng = random.Random(2)
    for _ in range(2):
        play_round(drawing, rng)
    ok(drawing, "draw")
    send(url, "Matadepera", events_of(drawing))

    def rack(number):
        return call(url + f"/api/multiplex/rack/{number}", key=KEYS["Palma"])
    status, answer = rack(1)
    assert status == 404 and answer["code"] == "multiplex.no_rack"        # Palma's game has not started
    sent = len(events_of(following))
    send(url, "Palma", events_of(following))
    status, answer = rack(1)
    assert status == 200 and answer["rack"] == drawing.game.rounds[0].rack and answer["master"] is None
    for number in (2, 3, 4):
        assert rack(number)[0] == 404, number
    ok(following, f"rack {' '.join(answer['rack'])}")
    ok(following, "start")
    send(url, "Palma", events_of(following, sent + 1))
    sent = len(events_of(following))
    assert rack(1)[1]["master"] is None and rack(2)[0] == 404              # thinking: no master, no next rack
    ok(following, "time")
    send(url, "Palma", events_of(following, sent + 1))
    sent = len(events_of(following))
    assert rack(1)[1]["master"] == drawing.game.rounds[0].master          # past its "Temps!"
    assert rack(2)[0] == 404
    given = drawing.game.rounds[0]
    if len(following.game.tops) > 1:
        ok(following, f"pick {next(i for i, m in enumerate(following.game.tops, 1) if str(m.move) == given.master)}")
    ok(following, "reveal")
    send(url, "Palma", events_of(following, sent + 1))
    status, answer = rack(2)
    assert status == 200 and answer["master"] is None and rack(3)[0] == 404
    status, answer = call(url + "/api/multiplex/rack/1", key="no-such-key-0123456789")
    assert status == 401


def test_over_the_caps_429_counted_quietly_and_the_hubs_name(tmp_path, hub):
    """WebSockets over `per_address.websockets` are answered 429 and counted (`over_cap`), with nothing on stderr;
    every answer says `Server: conductor` (no software, no version)."""
    import asyncio

    import aiohttp

    h = hub(yaml="  draw: Matadepera\n  per_address: {websockets: 2}\n")
    url = h.first["serve"]

    async def crowd() -> list[int]:
        statuses = []
        async with aiohttp.ClientSession() as session:
            held = []
            for _ in range(30):
                try:
                    held.append(await session.ws_connect(url.replace("http", "ws") + "/ws"))
                    statuses.append(101)
                except aiohttp.WSServerHandshakeError as error:
                    statuses.append(error.status)
            for socket in held:
                await socket.close()
        return statuses
    statuses = asyncio.run(crowd())
    assert statuses[:2] == [101, 101] and set(statuses[2:]) == {429}
    public = until_counted(url, 28)
    assert public["over_cap"] >= 28
    for path in ("/api/multiplex", "/multiplex", "/multiplex/multiplex.js", "/words/multiplex.js", "/nowhere"):
        try:
            with urllib.request.urlopen(url + path, timeout=20) as response:
                server = response.headers["Server"]
        except urllib.error.HTTPError as error:
            server = error.headers["Server"]
        assert server == "conductor", path
    h.process.stdin.close()
    end(h.process)
    h.stderr.seek(0)
    assert h.stderr.read().splitlines() == ["conductor hub: stopped"]


def until_counted(url, count):
    from processes import until

    return until(lambda: (lambda p: p if p["over_cap"] >= count else None)(call(url + "/api/multiplex")[1]), 10,
                 "the 429s never counted")


def test_a_resumed_hub_says_what_it_replayed_and_the_drawing_venue_is_chosen_per_game(tmp_path, catalan_lexicon,
                                                                                      hub):
    h = hub("--log", "hub.jsonl", "--draw", "Palma")
    url = h.first["serve"]
    assert h.first["draw"] == "Palma"
    drawing, following = venue(tmp_path, "p", 11, 3, catalan_lexicon), venue(tmp_path, "m", 12, 3, catalan_lexicon)
    rng = random.Random(3)
    play_round(drawing, rng)
    status, answer = send(url, "Palma", events_of(drawing))
    assert status == 200 and answer["follows"] is None
    status, answer = send(url, "Matadepera", events_of(following))
    assert status == 200 and answer["follows"] == "Palma"
    assert call(url + "/api/multiplex/rack/1", key=KEYS["Matadepera"])[1]["rack"] == drawing.game.rounds[0].rack
    end(h.process)
    done = subprocess.run([sys.executable, "-m", "conductor", "hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml",
                           "--resume", "hub.jsonl", "--draw", "Matadepera"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "aquesta partida va començar sortejant 'Palma'" in done.stderr
    h = hub("--resume", "hub.jsonl")
    resumed = h.first["resumed"]
    assert h.first["draw"] == "Palma"
    assert resumed["events"] == len(events_of(drawing)) + len(events_of(following)) and resumed["settlements"] == 0
    assert resumed["venues"]["Palma"] == {"events": len(events_of(drawing)), "revealed": 1}
    assert resumed["venues"]["Matadepera"] == {"events": len(events_of(following)), "revealed": 0}
    assert isinstance(resumed["seconds"], float)

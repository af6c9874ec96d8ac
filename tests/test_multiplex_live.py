"""One game live in three venues through a hub (DESIGN §4g), all real processes on 127.0.0.1:
`conductor hub` and three `conductor run --headless` with `multiplex:` in their settings. Lleida draws; Girona
follows its racks from the hub (its `draw` is the hub's rack); Palma starts two rounds late. The hub is killed -9
mid-round and resumed from its log (Girona types that round's rack by hand meanwhile); Girona is killed -9 and
resumed; a wrong key and another venue's events are refused in the game's language; a correction after the merge is
listed. At every round the public ranking shows, it equals `report --simultaneous`'s merge of the venues' logs up
to that round; at the end, the command's own CSV."""

import csv
import json
import random
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

import pytest

from conductor.game.log import read_log
from conductor.game.session import replay
from conductor.report.simultaneous import Venue, merge, merged_standings
from processes import end, free_port, until

pytestmark = pytest.mark.process

KEYS = {"Lleida": "lleida-key-0123456789", "Girona": "girona-key-0123456789", "Palma": "palma-key-01234567890"}
SEEDS = {"Lleida": 7, "Girona": 8, "Palma": 9}
ROUNDS = 5


class Proc:
    """A conductor process: its first JSON line, one console line in and its answer out."""

    def __init__(self, *args, cwd, env=None):
        self.told: list[str] = []                 # what a hub told its organiser on its console meanwhile
        self.stderr = tempfile.TemporaryFile("w+", encoding="utf-8")
        self.process = subprocess.Popen([sys.executable, "-m", "conductor", *args], cwd=cwd, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=self.stderr, text=True, env=env)
        self.first = self.read()

    def read(self) -> dict:
        line = self.process.stdout.readline()
        if not line:
            self.stderr.seek(0)
            raise AssertionError(f"stopped ({self.process.wait(10)}):\n{self.stderr.read()}")
        return json.loads(line)

    def say(self, line: str) -> dict:
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        while True:
            answer = self.read()
            if "organiser" in answer:
                self.told.append(answer["organiser"])
            elif "autorun" not in answer:
                return answer

    def ok(self, line: str) -> dict:
        answer = self.say(line)
        assert answer["ok"], (line, answer)
        return answer

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        for stream in (self.process.stdin,):
            try:
                stream.close()
            except OSError:
                pass
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            end(self.process)


def call(url, method="GET", body=None, key=None):
    headers = {"Content-Type": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    request = urllib.request.Request(url, json.dumps(body).encode() if body is not None else None, headers,
                                     method=method)
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


@pytest.fixture()
def hall(tmp_path):
    (tmp_path / "hub.yaml").write_text(
        "multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in KEYS.items())
        + "  draw: Lleida\n  ranking: points\n  partial_every: 1\n", encoding="utf-8")
    started = []

    port = free_port()

    def hub(*how):
        proc = Proc("hub", "--serve", f"127.0.0.1:{port}", "-c", "hub.yaml", *how, cwd=tmp_path)
        started.append(proc)
        return proc

    def venue(name, url, *how):
        (tmp_path / f"{name}.yaml").write_text(
            f"round_seconds: 60\nmultiplex: {{hub: '{url}', venue: {name}, key: {KEYS[name]}}}\n", encoding="utf-8")
        (tmp_path / f"{name}.csv").write_text("name,table,club\n" + "".join(
            f"{name} {t},{t},Club {name}\n" for t in range(1, 5)), encoding="utf-8")
        args = how or ("-c", f"{name}.yaml", "--players", f"{name}.csv", "--log", f"{name}.jsonl",
                       "--seed", str(SEEDS[name]))
        proc = Proc("run", "--headless", *args, cwd=tmp_path)
        started.append(proc)
        return proc

    yield tmp_path, hub, venue
    for proc in started:
        if proc.process.poll() is None:
            proc.process.terminate()
            try:
                proc.process.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()


def reveal_following(venue, number, master=None):
    """A following venue's reveal: refused while tied tops wait for the drawing venue's master, which the hub gives
    once this venue's round is past "Temps!" (DESIGN §4g); with the hub away, the judge picks the master read to
    them over the phone (`master`)."""
    def revealed():
        answer = venue.say("reveal")
        if not answer["ok"] and answer.get("code") == "multiplex.wait_master" and master is not None:
            tops = venue.ok("master")["tops"]
            venue.ok(f"pick {next(i for i, top in enumerate(tops, start=1) if top['move'] == master)}")
            answer = venue.say("reveal")
        return answer if answer["ok"] else None
    return until(revealed, 30, f"round {number}: never revealed")


def play(venue, number, rng, follow=True, rack=None, master=None):
    if rack is not None:
        venue.ok(f"rack {rack}")
    elif follow:
        until(lambda: venue.say("draw")["ok"], 30, f"round {number}: the hub's rack never came")
    else:
        venue.ok("draw")
    venue.ok("start")
    venue.ok("time")
    reveal = reveal_following(venue, number, master) if follow or rack is not None else venue.ok("reveal")
    for table in range(1, 5):
        venue.ok(f"slip r{number} {table} {rng.choice([0, reveal['score'], rng.randrange(1, 20)])}")
    venue.ok(f"finalise {number}")
    return reveal


def merged_logs(folder, last):
    from conductor.engine import Lexicon
    from conductor.rules import CATALAN

    if "ca" not in LEXICON:
        LEXICON["ca"] = Lexicon.load(None, CATALAN)
    lexicon = LEXICON["ca"]
    venues = []
    for name in KEYS:
        events = read_log(folder / f"{name}.jsonl").events
        game = replay(events, lexicon)
        game.rounds = game.rounds[:last]
        venues.append(Venue(name, game, events[0]))
    merged = merge(venues)
    return [(merged.venue_of(r.table).name, merged.origin[r.table][1], r.total, r.rank)
            for r in merged_standings(merged).rows]


LEXICON: dict = {}


def agrees(url, folder, revealed):
    """The hub's public standings once it holds what the logs hold (a round's slips may come after its reveal, so a
    round just made public may still be short of some): the same as report --simultaneous's merge of the logs."""
    def same():
        public = call(url + "/api/multiplex")[1]
        got = [(s["venue"], s["table"], s["total"], s["rank"]) for s in public["standings"]]
        return public if public["revealed"] == revealed and got == merged_logs(folder, revealed) else None
    return until(same, 30, f"the hub's standings at round {revealed} never equalled the logs' merge")


def public_at(url, revealed):
    return until(lambda: (lambda p: p if p["revealed"] >= revealed else None)(call(url + "/api/multiplex")[1]),
                 30, f"the hub never showed round {revealed}")


def test_three_venues_one_live_ranking(hall):
    folder, hub, venue = hall
    h = hub("--log", "hub.jsonl")
    url = h.first["serve"]
    rng = random.Random(4)
    lleida, girona = venue("Lleida", url), venue("Girona", url)
    masters = {}
    for number in (1, 2):
        masters[number] = play(lleida, number, rng, follow=False)["master"]
        assert play(girona, number, rng)["master"] == masters[number]       # the drawing venue's master
    # Palma has not started: nothing is public yet, whatever Lleida and Girona have revealed
    # (the venues' senders ship their logs on their own: wait until the hub holds Lleida's second reveal)
    public = until(lambda: (lambda p: p if p["venues"]["Lleida"]["revealed"] == 2 else None)(
        call(url + "/api/multiplex")[1]), 30, "the hub never held Lleida's round 2")
    assert public["revealed"] == 0 and public["standings"] == []
    assert public["venues"]["Palma"]["revealed"] == 0
    palma = venue("Palma", url)
    # a wrong key, another venue's events: refused in the game's language; nothing taken
    began = time.monotonic()
    status, answer = call(url + "/api/multiplex/events", "POST", {"venue": "Lleida", "events": []}, "no-such-key")
    assert status == 401 and answer["error"] == "seu desconeguda o clau equivocada"
    assert time.monotonic() - began >= 0.2                                       # slowed
    status, answer = call(url + "/api/multiplex/events", "POST", {"venue": "Lleida", "events": []}, KEYS["Palma"])
    assert status == 403 and answer["code"] == "multiplex.other_venue"
    status, answer = call(url + "/api/multiplex/events", "POST", {"venue": "Tarragona", "events": []}, KEYS["Palma"])
    assert status == 401 and answer["code"] == "multiplex.key"                  # an unknown venue
    assert (folder / "Girona.jsonl.multiplex").read_text() == '{"follows": "Lleida"}'   # for a resume offline
    status, answer = call(url + "/api/multiplex/events", "POST",
                          {"venue": "Palma", "events": [{"seq": 999, "type": "clock"}]}, KEYS["Palma"])
    assert status == 409 and isinstance(answer["acked"], int)
    play(palma, 1, rng)
    public = agrees(url, folder, 1)
    assert public["refused"] >= 1
    play(palma, 2, rng)
    public = agrees(url, folder, 2)
    # round 3: the hub dies once Lleida has drawn; Girona types the rack read to it by phone; the hub comes back
    lleida.ok("draw")
    rack = " ".join(lleida.ok("state")["rack"])
    time.sleep(1.0)
    h.kill()
    for step in ("start", "time"):
        lleida.ok(step)
    reveal = lleida.ok("reveal")
    for table in range(1, 5):
        lleida.ok(f"slip r3 {table} {rng.choice([0, reveal['score']])}")
    lleida.ok("finalise 3")
    play(girona, 3, rng, rack=rack, master=reveal["master"])
    h = hub("--resume", "hub.jsonl")                      # on its address: the venues' links find it again
    assert h.first["serve"] == url
    play(palma, 3, rng)
    public = agrees(url, folder, 3)
    assert all("apart" not in v for v in public["venues"].values()), public["venues"]
    # Girona killed -9 mid-round and resumed from its log: its link resends from what the hub holds
    play(lleida, 4, rng, follow=False)
    until(lambda: girona.say("draw")["ok"], 30, "round 4's rack")
    girona.ok("start")
    girona.kill()
    girona = venue("Girona", url, "--resume", "Girona.jsonl")
    girona.ok("time")
    reveal = reveal_following(girona, 4)         # its link asks the hub for the round's master again
    for table in range(1, 5):
        girona.ok(f"slip r4 {table} {reveal['score'] if table == 1 else 0}")
    girona.ok("finalise 4")
    play(palma, 4, rng)
    public = agrees(url, folder, 4)
    # a correction after the merge: travels like any event, re-ranks, is listed
    lleida.ok(f"correct r1 3 {masters[1]}")
    found = until(lambda: call(url + "/api/multiplex")[1]["corrections"], 20, "the correction never listed")
    assert (found[-1]["venue"], found[-1]["round"], found[-1]["table"]) == ("Lleida", 1, 3)
    for v, follow in ((lleida, False), (girona, True), (palma, True)):
        play(v, 5, rng, follow=follow)
        v.ok("end")
    public = until(lambda: (lambda p: p if p["revealed"] == ROUNDS and p["corrections"] and all(
        x["acked"] for x in p["venues"].values()) else None)(call(url + "/api/multiplex")[1]), 30, "the end")
    public = agrees(url, folder, ROUNDS)
    # the report of the same logs, as the command gives it
    done = subprocess.run([sys.executable, "-m", "conductor", "report", "--simultaneous", "Lleida.jsonl",
                           "Girona.jsonl", "Palma.jsonl"], cwd=folder, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    text = done.stdout.lstrip("\ufeff").splitlines()
    rows = list(csv.reader(text, delimiter=";" if ";" in text[0] else ","))
    rows = rows[1:rows.index([]) if [] in rows else None]
    assert [(r[1], int(r[2]), int(r[6]), int(r[0])) for r in rows] == \
        [(s["venue"], s["table"], s["total"], s["rank"]) for s in public["standings"]], done.stdout
    # the hub's log rebuilds the same ranking and lists the correction (report --multiplex)
    done = subprocess.run([sys.executable, "-m", "conductor", "report", "--multiplex", "hub.jsonl", "--html",
                           "hub.html"], cwd=folder, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    done = subprocess.run([sys.executable, "-m", "conductor", "report", "--multiplex", "hub.jsonl"], cwd=folder,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    rows = list(csv.reader(done.stdout.lstrip("\ufeff").splitlines(), delimiter=";"))
    assert [(r[1], int(r[2]), int(r[6]), int(r[0])) for r in rows[1:rows.index([])]] == \
        [(s["venue"], s["table"], s["total"], s["rank"]) for s in public["standings"]]
    assert ["correccions"] in rows and rows[-1][:3] == ["Lleida", "1", "3"]
    assert "Partida simultània" in (folder / "hub.html").read_text(encoding="utf-8")


def test_a_hub_yaml_whose_drawing_venue_is_not_listed_is_one_refusal(tmp_path):
    (tmp_path / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in KEYS.items())
                                       + "  draw: Tarragona\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "conductor", "hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml",
                           "--log", "hub.jsonl"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == ["conductor hub: configuració del concentrador 'hub.yaml': multiplex.draw: "
                                        "'Tarragona' no és cap de les seus (Lleida, Girona, Palma)"]
    assert not (tmp_path / "hub.jsonl").exists()


def test_a_rack_that_differs_is_told_to_the_venues_judge(hall):
    """A following venue that typed another rack than the drawing venue's (misheard over the phone): its judge is
    told on the console, the public says it is kept apart from round 1 (not the racks), nothing is lost."""
    folder, hub, venue = hall
    h = hub("--log", "hub.jsonl")
    url = h.first["serve"]
    lleida, girona = venue("Lleida", url), venue("Girona", url)
    lleida.ok("draw")
    rack = lleida.ok("state")["rack"].split()
    other = "A E I O R S T" if sorted(rack) != sorted("AEIORST") else "A E I O R S N"
    girona.ok(f"rack {other}")

    def told():
        answer = girona.say("state")
        return [line for line in answer.get("notices", []) if "ronda 1: la seu 'Girona' ha jugat el faristol" in line]
    assert until(told, 30, "Girona's judge never told")
    public = until(lambda: (lambda p: p if "apart" in p["venues"]["Girona"] else None)(call(url + "/api/multiplex")[1]),
                   10, "the public answer never said Girona is apart")        # computed at most once a second
    assert public["venues"]["Girona"]["apart"].startswith("fora de la classificació conjunta des de la ronda 1")
    assert " ".join(rack) not in json.dumps(public, ensure_ascii=False)
    assert public["venues"]["Girona"]["acked"] == 0 and public["revealed"] == 0
    # the hub's organiser settles it on the hub's console: logged, told to Girona's judge, kept by --resume
    assert h.say("settle Girona 2 void")["code"] == "multiplex.settle_other_round"
    assert h.say("xyz")["error"].startswith("ordre desconeguda 'xyz': resol SEU RONDA compta|anul·la")
    settled = h.ok("resol Girona 1 anul·la")
    assert settled["as"] == "void" and settled["said"].startswith("la ronda 1 de la seu 'Girona' queda anul·lada")
    assert until(lambda: [line for line in girona.say("state").get("notices", [])
                          if line.startswith("la ronda 1 de la seu 'Girona' queda anul·lada")], 30, "never told")
    assert '"settle": {"as": "void", "round": 1, "venue": "Girona"}' in (folder / "hub.jsonl").read_text()
    h.kill()
    h = hub("--resume", "hub.jsonl")
    public = call(url + "/api/multiplex")[1]
    assert public["venues"]["Girona"]["settled"] == [{"round": 1, "as": "void"}]
    assert "apart" not in public["venues"]["Girona"]


def test_one_address_holds_no_more_connections_than_its_share(tmp_path):
    """The hub's connections pass through the game server's guard (connections.py): one address holds at most
    `per_address.connections` (here 4); a newcomer takes the place of its oldest connection that has not said a
    whole request yet, so a flood of silent sockets from one address neither grows nor shuts the hub. And the
    organiser's `POST /api/multiplex/settle` takes the organiser's key only."""
    import socket

    (tmp_path / "hub.yaml").write_text(
        "multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in KEYS.items())
        + "  draw: Lleida\n  per_address: {connections: 4}\n  organiser: organiser-key-0123456789\n",
        encoding="utf-8")
    h = Proc("hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml", "--log", "hub.jsonl", cwd=tmp_path)
    try:
        host, port = h.first["serve"].rsplit("//", 1)[1].split(":")
        silent = []
        for _ in range(10):
            silent.append(socket.create_connection((host, int(port)), timeout=5))
            time.sleep(0.05)

        def closed(each) -> bool:
            each.settimeout(0.05)
            try:
                return each.recv(1) == b""
            except TimeoutError:
                return False
            except OSError:
                return True
        assert until(lambda: sum(map(closed, silent)) == 6, 10, "the hub held more than 4 of one address")
        assert [closed(each) for each in silent] == [True] * 6 + [False] * 4          # the oldest gave way
        status, answer = call(h.first["serve"] + "/api/multiplex")                    # a request still served
        assert status == 200 and answer["revealed"] == 0
        # the organiser's settle over HTTPS: its own key only (a venue's is not one), the console's refusals
        settle = h.first["serve"] + "/api/multiplex/settle"
        body = {"venue": "Girona", "round": 1, "as": "void"}
        assert call(settle, "POST", body, KEYS["Lleida"])[0] == 401
        status, answer = call(settle, "POST", body, "organiser-key-0123456789")
        assert status == 409 and answer["code"] == "multiplex.settle_not_apart"
        status, answer = call(settle, "POST", {"venue": "Girona"}, "organiser-key-0123456789")
        assert status == 400 and answer["code"] == "multiplex.settle_usage"
        for each in silent:
            each.close()
    finally:
        end(h.process)


@pytest.mark.redis
def test_spectators_past_one_process(tmp_path, catalan_lexicon):
    """With `broker:` in hub.yaml the hub publishes its public answer to Redis, and a socket process (`conductor
    sockets -c hub.yaml`) serves /api/multiplex, /multiplex and /ws from it: the same answer as the hub's, each new
    round pushed on its /ws."""
    import asyncio

    import aiohttp

    from broker import Redis, Sockets
    from test_multiplex_hub import KEYS as TWO, play_round, venue

    def post(url, name, log):
        events = [{"seq": n, **e} for n, e in enumerate(read_log(log).events, start=1)]
        assert call(url + "/api/multiplex/events", "POST", {"venue": name, "events": events}, TWO[name])[1]["acked"] \
            == len(events)

    redis = Redis(tmp_path)
    (tmp_path / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in TWO.items())
                                       + f"  pack: game.pack\n  broker: {redis.url}\n  broker_channel: hub-test\n",
                                       encoding="utf-8")
    first, second = venue(tmp_path, "m", 11, 5, catalan_lexicon), venue(tmp_path, "p", 12, 4, catalan_lexicon)
    rng = random.Random(2)
    hub = Proc("hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml", "--log", "hub.jsonl", cwd=tmp_path)
    sockets = None
    try:
        url = hub.first["serve"]
        sockets = Sockets(tmp_path / "hub.yaml")

        async def watch() -> list[int]:
            seen = []
            async with aiohttp.ClientSession() as session:
                async with session.ws_connect(sockets.url + "/ws") as socket:
                    for number in (1, 2):
                        play_round(first, rng)
                        given = first.game.rounds[-1]
                        play_round(second, rng, given.rack, given.master)
                        post(url, "Matadepera", first.log.path)
                        post(url, "Palma", second.log.path)
                        while not seen or seen[-1] < number:
                            message = json.loads((await socket.receive(timeout=20)).data)
                            if message["type"] == "multiplex":     # (an empty view before the hub's first word)
                                seen.append(message["multiplex"]["revealed"])
            return seen
        assert asyncio.run(watch())[-1] == 2
        with urllib.request.urlopen(sockets.url + "/api/multiplex?limit=5", timeout=20) as response:
            relayed = json.loads(response.read())
        with urllib.request.urlopen(url + "/api/multiplex?limit=5", timeout=20) as response:
            own = json.loads(response.read())
        assert relayed["standings"] == own["standings"] and relayed["revealed"] == 2 and len(own["standings"]) == 5
        with urllib.request.urlopen(sockets.url + "/multiplex", timeout=20) as response:
            assert '<script type="module" src="/multiplex/multiplex.js">' in response.read().decode()
        for name in ("/multiplex/multiplex.js", "/common/net.js"):
            with urllib.request.urlopen(sockets.url + name, timeout=20) as response:
                assert response.status == 200
        with urllib.request.urlopen(sockets.url + "/words/multiplex.js", timeout=20) as response:
            assert "Classificació conjunta" in response.read().decode()
    finally:
        if sockets is not None:
            sockets.close()
        end(hub.process)
        redis.stop()

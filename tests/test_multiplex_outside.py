"""What an outside tester found attacking the hub (DESIGN §4g) as an organiser and as an attacker would, run again
against a real `conductor hub` on 127.0.0.1:

- a venue's key flooding `correct` events (no-ops, real changes, a venue kept apart): what spectators download
  stays bounded (the newest corrections and their count), whatever the venue sends; an event with a key the log's
  schema does not name is refused whole (400, nothing taken); a venue past what one venue's game may hold (events,
  bytes) is answered 413 and the organiser told;
- connections over the per-address cap answered 429 with Retry-After (not reset) and counted in `over_cap`;
- bodies nested thousands deep answered 400, never 500;
- a listed venue that never connects: the organiser told after `silent_seconds`, `absent VENUE` lets the ranking go
  on (logged, replayed at a resume, said on /api/multiplex), `present VENUE` takes it back once it has caught up;
  a resume with hub.yaml changed says what changed in one line (and keeps it in the log), and refuses to drop a
  venue whose events the log holds."""

import asyncio
import json
import random
import socket
import subprocess
import sys
import urllib.error
import urllib.request

import aiohttp
import pytest

from conductor.multiplex.hublog import read_hub_log
from processes import end, until
from sessions import ok
from test_multiplex_attacks import events_of, send
from test_multiplex_hub import KEYS, play_round, venue
from test_multiplex_live import Proc, call

pytestmark = pytest.mark.process

THREE = {**KEYS, "Manresa": "m" * 16 + "3"}
ORGANISER = "organiser-key-0123456789"


def write_yaml(tmp_path, venues, more=""):
    (tmp_path / "hub.yaml").write_text("multiplex:\n  venues:\n" + "".join(f"    {n}: {k}\n" for n, k in
                                                                          venues.items())
                                       + "  draw: Matadepera\n" + more, encoding="utf-8")


@pytest.fixture()
def started():
    procs = []
    yield procs
    for proc in procs:
        end(proc.process)


def hub(tmp_path, started, *how):
    proc = Proc("hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml", *(how or ("--log", "hub.jsonl")), cwd=tmp_path)
    started.append(proc)
    return proc


def raw_post(url, body: bytes, key: str):
    request = urllib.request.Request(url, body, {"Content-Type": "application/json",
                                                 "Authorization": f"Bearer {key}"}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def first_pushed(url) -> int:
    """The bytes of the first multiplex answer /ws pushes to a new spectator."""
    async def watch() -> int:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(url.replace("http", "ws") + "/ws") as sock:
                while True:
                    message = await sock.receive(timeout=15)
                    if '"multiplex"' in message.data:
                        return len(message.data.encode())
    return asyncio.run(watch())


def told(h, words: str) -> bool:
    """Whether the organiser's console has said `words` (a command answered meanwhile collects its lines)."""
    h.say("absent")                                   # answered with its usage: the lines before it are read
    return any(words in line for line in h.told)


def corrections(first, count, text_of, tables=10):
    return [{"seq": first + i, "type": "correct", "round": 1 + i % 5, "table": 1 + i % tables, "text": text_of(i),
             "old": None, "typed": text_of(i)} for i in range(count)]


def test_what_a_venue_sends_cannot_grow_what_spectators_download(tmp_path, catalan_lexicon, started):
    write_yaml(tmp_path, KEYS)
    h = hub(tmp_path, started)
    url = h.first["serve"]
    drawing, following = venue(tmp_path, "m", 11, 10, catalan_lexicon), venue(tmp_path, "p", 12, 8, catalan_lexicon)
    rng = random.Random(1)
    for _ in range(5):
        play_round(drawing, rng)
    for given in drawing.game.rounds:
        play_round(following, rng, given.rack, given.master)
    for name, session in (("Matadepera", drawing), ("Palma", following)):
        assert send(url, name, events_of(session))[0] == 200
    seq = len(events_of(drawing))
    # 4,000 corrections to "10" of ten (round, table) pairs: ten real changes at most, the rest change nothing
    for _ in range(2):
        status, answer = send(url, "Matadepera", corrections(seq + 1, 2000, lambda i: "10"))
        assert status == 200, answer
        seq += 2000
    public = until(lambda: (lambda p: p if p["revealed"] == 5 and p["corrections_count"] else None)(
        call(url + "/api/multiplex")[1]), 10, "the corrections never listed")
    assert public["corrections_count"] <= 10 and len(public["corrections"]) <= 10
    assert {(c["old"], c["new"]) for c in public["corrections"]} <= {(c["old"], "10 10") for c in public["corrections"]}
    assert all(c["old"] != c["new"] for c in public["corrections"])
    # 2,000 real changes (10 ↔ 11): counted, the newest ten carried, every table one that plays there
    status, _ = send(url, "Matadepera", corrections(seq + 1, 2000, lambda i: str(10 + (i // 10) % 2)))
    assert status == 200
    seq += 2000
    public = until(lambda: (lambda p: p if p["corrections_count"] > 1900 else None)(call(url + "/api/multiplex")[1]),
                   20, "the real changes never counted")
    assert len(public["corrections"]) == 10 and public["venues"]["Matadepera"]["corrections"] == \
        public["corrections_count"]
    assert {c["table"] for c in public["corrections"]} <= set(drawing.game.players)
    with urllib.request.urlopen(url + "/api/multiplex?limit=1", timeout=20) as response:
        small = len(response.read())
    pushed = first_pushed(url)
    print(f"\n{public['corrections_count']} corrections held: ?limit=1 {small} B, first /ws push {pushed} B")
    assert small < 4_000 and pushed < 12_000, (small, pushed)
    # Palma kept apart from round 6 (another rack): its corrections of a round its rows do not count are not shown
    logged = len(events_of(drawing))
    play_round(drawing, rng)
    other = list("AEIORST") if sorted(drawing.game.rounds[5].rack) != sorted("AEIORST") else list("AEIORSN")
    play_round(following, rng, other)
    status, _ = send(url, "Matadepera", [{**e, "seq": seq + n} for n, e in enumerate(events_of(drawing)[logged:], 1)])
    assert status == 200
    sent = len(events_of(following))
    assert send(url, "Palma", events_of(following))[0] == 200
    ok(following, f"correct r6 1 {following.game.rounds[5].slips[1].score + 1}")
    ok(following, f"correct r2 1 {following.game.rounds[1].slips[1].score + 1}")
    assert send(url, "Palma", events_of(following, sent + 1))[0] == 200
    public = until(lambda: (lambda p: p if p["venues"]["Palma"]["corrections"] else None)(
        call(url + "/api/multiplex")[1]), 10, "Palma's correction of round 2 never listed")
    palma = [c for c in public["corrections"] if c["venue"] == "Palma"]
    assert [c["round"] for c in palma] == [2] and public["venues"]["Palma"]["corrections"] == 1
    assert public["revealed"] == 6 and public["venues"]["Palma"]["apart_from"] == 6
    # a key the log's schema does not name: the whole request refused, nothing taken, nothing written
    size = (tmp_path / "hub.jsonl").stat().st_size
    padded = [{"seq": len(events_of(following)) + n, "type": "clock", "pad": "x" * 2500} for n in range(1, 2001)]
    status, answer = send(url, "Palma", padded)
    assert status == 400 and answer["code"] == "multiplex.event" and "camp desconegut 'pad'" in answer["error"]
    assert (tmp_path / "hub.jsonl").stat().st_size == size
    assert send(url, "Palma", [])[1]["acked"] == len(events_of(following))
    # one venue's game holds 8 MB at most: past it 413, nothing taken, the organiser told
    first = len(events_of(following)) + 1
    heavy = [{"seq": first + n, "type": "clock", "id": "x" * 4400} for n in range(1000)]
    assert send(url, "Palma", heavy)[0] == 200
    more = [{**e, "seq": e["seq"] + 1000} for e in heavy]
    status, answer = send(url, "Palma", more)
    assert status == 413 and answer["code"] == "multiplex.full" and answer["acked"] == first + 999
    assert "8 MB" in answer["error"]
    assert (tmp_path / "hub.jsonl").stat().st_size < size + 5_000_000
    assert until(lambda: told(h, "la seu 'Palma' envia més del que pot tenir la partida d'una seu"), 10,
                 "the organiser never told")


def test_twenty_thousand_events_is_what_one_venue_may_send(tmp_path, catalan_lexicon):
    """The events' bound (state.EVENTS_MOST), in process: 20,000 taken, the next one 413 and the organiser told
    once, what was held kept."""
    from conductor.multiplex.settings import hub_settings
    from conductor.multiplex.state import EVENTS_MOST, MultiplexState, Refused

    state = MultiplexState(hub_settings({"venues": KEYS, "draw": "Matadepera"}), lambda setup: catalan_lexicon)
    setup = events_of(venue(tmp_path, "m", 11, 4, catalan_lexicon))[0]
    state.hold("Matadepera", state.admit("Matadepera", [setup]))
    for first in range(2, EVENTS_MOST + 1, 2000):
        batch = [{"seq": n, "type": "clock"} for n in range(first, min(first + 2000, EVENTS_MOST + 1))]
        state.hold("Matadepera", state.admit("Matadepera", batch))
    assert state.feeds["Matadepera"].acked == EVENTS_MOST == 20_000
    for _ in range(2):
        with pytest.raises(Refused) as refused:
            state.admit("Matadepera", [{"seq": EVENTS_MOST + 1, "type": "clock"}])
        assert refused.value.status == 413 and refused.value.acked == EVENTS_MOST
    assert [m.key for m in state.organiser] == ["multiplex.full_organiser"]


def test_connections_over_the_cap_are_answered_429_and_counted(tmp_path, started):
    """160 kept-alive connections from 127.0.0.2, each having had its answer (none gives way: the newest is a
    second old), then one more: 429 with Retry-After and a sentence in the hub's language, counted in `over_cap`,
    nothing on stderr; another address is served at once."""
    write_yaml(tmp_path, KEYS)
    h = hub(tmp_path, started)
    url = h.first["serve"]
    port = int(url.rsplit(":", 1)[1])

    def asked(connection) -> bytes:
        connection.sendall(b"GET /api/multiplex?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        data = b""
        while b"\r\n\r\n" not in data:
            data += connection.recv(65536)
        head, _, body = data.partition(b"\r\n\r\n")
        length = int(next(line for line in head.split(b"\r\n") if line.lower().startswith(b"content-length"))
                     .split(b":")[1])
        while len(body) < length:
            body += connection.recv(65536)
        return head

    held = []
    try:
        for _ in range(160):
            held.append(socket.create_connection(("127.0.0.1", port), 5, source_address=("127.0.0.2", 0)))
            assert asked(held[-1]).startswith(b"HTTP/1.1 200")
        with socket.create_connection(("127.0.0.1", port), 5, source_address=("127.0.0.2", 0)) as extra:
            extra.sendall(b"GET /api/multiplex HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            answer = b""
            while chunk := extra.recv(65536):            # read to the end: closed cleanly, never reset
                answer += chunk
        head, _, body = answer.partition(b"\r\n\r\n")
        lines = head.decode().split("\r\n")
        assert lines[0] == "HTTP/1.1 429 Too Many Requests" and "Retry-After: 5" in lines
        assert "Server: conductor" in lines and "Connection: close" in lines
        assert json.loads(body) == {"ok": False, "error": "massa connexions des d'aquesta adreça"}
        assert call(url + "/api/multiplex")[0] == 200                    # 127.0.0.1: another address, served
        public = until(lambda: (lambda p: p if p["over_cap"] >= 1 else None)(call(url + "/api/multiplex")[1]), 10,
                       "the connection over the cap never counted")
        assert public["over_cap"] == 1
    finally:
        for connection in held:
            connection.close()
    h.process.stdin.close()
    end(h.process)
    h.stderr.seek(0)
    assert h.stderr.read().splitlines() == ["conductor hub: stopped"]


def test_a_body_nested_thousands_deep_is_a_400(tmp_path, started):
    write_yaml(tmp_path, KEYS, f"  organiser: {ORGANISER}\n")
    h = hub(tmp_path, started)
    url = h.first["serve"]
    deep = b"[" * 100_000 + b"]" * 100_000
    for route, key, body, code in (
            ("events", KEYS["Palma"], deep, "multiplex.body"),
            ("events", KEYS["Palma"], b'{"venue": "Palma", "events": ' + deep + b"}", "multiplex.body"),
            ("events", KEYS["Palma"], b'{"venue": "Palma", "venue": "Palma", "events": []}', "multiplex.body"),
            ("settle", ORGANISER, b'{"venue": ' + deep + b', "round": 1, "as": "count"}', "multiplex.settle_usage"),
            ("absent", ORGANISER, b'{"venue": ' + deep + b', "absent": true}', "multiplex.absent_usage")):
        status, answer = raw_post(url + f"/api/multiplex/{route}", body, key)
        assert (status, answer["code"]) == (400, code), (route, status, answer)
    assert call(url + "/api/multiplex")[0] == 200 and h.process.poll() is None


def test_a_venue_that_never_connects_is_told_left_out_and_taken_back(tmp_path, catalan_lexicon, started):
    write_yaml(tmp_path, THREE, f"  silent_seconds: 2\n  organiser: {ORGANISER}\n")
    h = hub(tmp_path, started)
    url = h.first["serve"]
    drawing, following = venue(tmp_path, "m", 11, 6, catalan_lexicon), venue(tmp_path, "p", 12, 5, catalan_lexicon)
    rng = random.Random(4)
    for _ in range(2):
        play_round(drawing, rng)
    for given in drawing.game.rounds:
        play_round(following, rng, given.rack, given.master)
    send(url, "Matadepera", events_of(drawing))
    send(url, "Palma", events_of(following))
    assert call(url + "/api/multiplex")[1]["revealed"] == 0                    # Manresa holds every round back
    # told once, `silent_seconds` after the first venue's events
    assert until(lambda: told(h, "la seu 'Manresa' no ha enviat res 2 s després que 'Matadepera' comencés"), 10,
                 "the organiser never told of Manresa")
    assert sum("'Manresa' no ha enviat res" in line for line in h.told) == 1
    assert h.say("absent Ningú")["code"] == "multiplex.settle_venue"
    answer = h.ok("absent Manresa")
    assert answer["said"].startswith("la seu 'Manresa' queda fora: la classificació continua sense esperar-la")
    public = until(lambda: (lambda p: p if p["revealed"] == 2 else None)(call(url + "/api/multiplex")[1]), 10,
                   "the ranking never went on")
    assert public["venues"]["Manresa"]["absent"] == "Manresa no s'ha connectat: fora de la classificació"
    assert {row["venue"] for row in public["standings"]} == {"Matadepera", "Palma"}
    # a resume replays it; hub.yaml changed meanwhile (another criterion): said in one line, kept in the log
    end(h.process)
    write_yaml(tmp_path, THREE, f"  silent_seconds: 2\n  organiser: {ORGANISER}\n  ranking: percent\n")
    h = hub(tmp_path, started, "--resume", "hub.jsonl")
    assert h.first["resumed"]["absent"] == ["Manresa"] and h.first["resumed"]["changed"] == ["ranking: points → percent"]
    assert until(lambda: told(h, "hub.yaml ha canviat des que va començar el registre del concentrador, i el "
                                 "concentrador continua així: ranking: points → percent"), 10, "the change not said")
    assert read_hub_log(tmp_path / "hub.jsonl")[0]["ranking"] == "percent"
    url = h.first["serve"]
    public = call(url + "/api/multiplex")[1]
    assert public["revealed"] == 2 and public["ranking"] == "percent" and public["venues"]["Manresa"]["absent"]
    # taken back over HTTPS: it holds no round back until it has revealed those already public
    status, answer = call(url + "/api/multiplex/absent", "POST", {"venue": "Manresa", "absent": False}, ORGANISER)
    assert status == 200 and answer["said"].startswith("la seu 'Manresa' tornarà a la classificació quan hagi "
                                                       "revelat la ronda 2 (n'ha revelat 0)")
    assert call(url + "/api/multiplex/absent", "POST", {"venue": "Manresa", "absent": 1}, ORGANISER)[0] == 400
    assert call(url + "/api/multiplex/absent", "POST", {"venue": "Manresa", "absent": True}, KEYS["Palma"])[0] == 401
    late = venue(tmp_path, "r", 13, 4, catalan_lexicon)
    given = drawing.game.rounds[0]
    play_round(late, rng, given.rack, given.master)
    send(url, "Manresa", events_of(late), THREE["Manresa"])
    public = until(lambda: (lambda p: p if "torna" in p["venues"]["Manresa"]["absent"] else None)(
        call(url + "/api/multiplex")[1]), 10, "Manresa's way back never said")
    assert public["revealed"] == 2 and public["venues"]["Manresa"]["absent"] == \
        "Manresa torna quan arribi a la ronda 2 (les seves files són a la ronda 1)"
    sent = len(events_of(late))
    given = drawing.game.rounds[1]
    play_round(late, rng, given.rack, given.master)
    send(url, "Manresa", events_of(late, sent + 1), THREE["Manresa"])
    assert until(lambda: told(h, "la seu 'Manresa' és a la classificació"), 10, "Manresa never back")
    public = until(lambda: (lambda p: p if "absent" not in p["venues"]["Manresa"] else None)(
        call(url + "/api/multiplex")[1]), 10, "Manresa still absent")
    assert public["revealed"] == 2 and "Manresa" in {row["venue"] for row in public["standings"]}
    play_round(drawing, rng)                                        # round 3 at Matadepera only: Manresa holds it
    send(url, "Matadepera", events_of(drawing))
    assert call(url + "/api/multiplex")[1]["revealed"] == 2
    # a resume whose hub.yaml drops a venue with events in the log: refused, one sentence
    end(h.process)
    write_yaml(tmp_path, {k: v for k, v in THREE.items() if k != "Palma"}, f"  organiser: {ORGANISER}\n")
    done = subprocess.run([sys.executable, "-m", "conductor", "hub", "--serve", "127.0.0.1:0", "-c", "hub.yaml",
                           "--resume", "hub.jsonl"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and f"hub.yaml ja no té la seu 'Palma', que té {len(events_of(following))} " \
        "esdeveniments al registre del concentrador" in done.stderr, done.stderr

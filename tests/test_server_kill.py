"""SIGKILL during a burst of slips from the network, then `--resume`: every slip that got an answer is in the log,
once, as it was answered; resending an answered client id to the resumed server gives the same answer and
writes nothing. One game killed three times at different moments (after the first answer, after 40, after 150),
each time resumed from the log the killed process left: the first burst sends slips of the round being played,
the second slips of the revealed round 1 and of round 2, the third slips of the revealed round 2 and of round 3
once round 1 is final (a device's slip for a final round is refused, 409 `round.final`: DESIGN §4n)."""

import http.client
import json
import random
import secrets
import threading
import time
from collections import Counter
from functools import partial

import pytest

from served import Served as ServedProcess

pytestmark = pytest.mark.process

PLAYERS = 40
SENDERS = 6                 # threads, each with its own keep-alive connection
PER_SENDER = 60             # 360 requests a burst: the kill always comes in the middle of one
PAUSE = 0.025               # each sender ~35 requests a second: under the server's 300 a second per address

Served = partial(ServedProcess, checked=True)           # every judge's line must be accepted


def top_score(served):
    return served.judge("master")["tops"][0]["score"]


def burst_then_kill(served, token, bodies, kill_after):
    """Send `bodies` from SENDERS threads; SIGKILL the server once `kill_after` of them were answered ok.
    Returns {id: (body, answer)} of every request answered (ok or not), and the ids of those sent at all."""
    answered, sent, lock = {}, [], threading.Lock()

    def sender(mine):
        connection = http.client.HTTPConnection(served.host, served.port, timeout=10)
        headers = {"Content-Type": "application/json", "Authorization": f"Bearer {token}"}
        for body in mine:
            with lock:
                sent.append(body["id"])
            while True:
                try:
                    connection.request("POST", "/api/slip", json.dumps(body), headers)
                    response = connection.getresponse()
                    answer = json.loads(response.read())
                except (OSError, http.client.HTTPException, ValueError):
                    return                       # the server is gone: this request got no answer
                if response.status != 429:
                    break
                time.sleep(0.2)                  # over the per-address limit: the same request again
            with lock:
                answered[body["id"]] = (body, answer)
            time.sleep(PAUSE)

    threads = [threading.Thread(target=sender, args=(bodies[i::SENDERS],), daemon=True) for i in range(SENDERS)]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 15
    while sum(1 for _, answer in list(answered.values()) if answer.get("ok")) < kill_after:
        assert time.monotonic() < deadline, "the burst did not get its answers"
        time.sleep(0.0005)
    served.kill()
    for thread in threads:
        thread.join(10)
    assert len(answered) < len(bodies), "the kill came after the burst"
    refused = [answer for _, answer in answered.values() if not answer.get("ok")]
    assert not refused, refused[:3]
    return answered, set(sent)


def logged_slips(log):
    """Client id → the slip and correction events that carry it."""
    events = {}
    for line in log.read_text(encoding="utf-8").splitlines():
        event = json.loads(line)
        if event["type"] in ("slip", "correct") and "id" in event:
            events.setdefault(event["id"], []).append(event)
    return events


def check_resumed(served, log, code, answered, sent, rng):
    """Every answered slip in the log once, as answered; resends answered again and not logged again."""
    by_id = logged_slips(log)
    for client_id, (body, answer) in answered.items():
        assert len(by_id.get(client_id, [])) == 1, (client_id, by_id.get(client_id))
        event, slip = by_id[client_id][0], answer["slip"]
        assert event["by"] == "device:D1"
        assert (event["round"], event["table"], event["text"]) == (slip["round"], slip["table"], slip["text"])
        assert (event["round"], event["table"]) == (body["round"], body["table"])
    assert all(len(events) == 1 for events in by_id.values())
    assert set(by_id) <= sent                   # nothing logged that was not sent; some sent may be lost

    state = served.judge("state")                # the resumed game holds those slips
    for number, counts in state["collecting"].items():
        tables = {e["table"] for events in by_id.values() for e in events if e["round"] == int(number)}
        assert counts["slips"] == len(tables), (number, counts, len(tables))
    served.judge("standings")

    token = served.login(code)                   # tokens do not survive a restart; the code does
    lines = log.read_text(encoding="utf-8").splitlines()
    chosen = rng.sample(sorted(answered), min(12, len(answered)))
    chosen.append(list(answered)[-1])           # the last answer before the kill
    for client_id in chosen:
        body, answer = answered[client_id]
        status, again = served.call("POST", "/api/slip", body, token)
        if answer["ok"] and answer["slip"].get("received") and "score" in again.get("slip", {}):
            # answered "received" before its round's "Temps!"; its time is up now, so the device is told its
            # worth (DESIGN §4c): the same slip, scored
            assert status == 200 and all(again["slip"][k] == answer["slip"][k] for k in ("table", "round", "text",
                                                                                           "id")), (answer, again)
        else:
            assert status == 200 and again == answer, (client_id, answer, again)
    lost = [i for i in by_id if i not in answered]                          # logged, but the answer never came
    for client_id in lost[:5]:
        event = by_id[client_id][0]
        body = {"table": event["table"], "slip": event["text"], "round": event["round"], "id": client_id}
        status, again = served.call("POST", "/api/slip", body, token)
        assert status == 200 and again["ok"] and again["slip"]["text"] == event["text"], again
    assert log.read_text(encoding="utf-8").splitlines() == lines
    return token


def make_bodies(burst, rounds, tops):
    """Requests for tables 1–40 over the given rounds, each with its own client id; bare scores up to the
    round's top. Each says "replace": the device sends tables it already sent, and after "Temps!" its own slip is
    replaced only when it says so (DESIGN §4a)."""
    bodies = []
    for i in range(SENDERS * PER_SENDER):
        number = rounds[i % len(rounds)]
        bodies.append({"table": i % PLAYERS + 1, "slip": str(i % (min(5, tops[number]) + 1)), "round": number,
                       "id": f"b{burst}-{i}-{secrets.token_hex(4)}", "replace": True})
    return bodies


def draw(served):
    while served.judge("draw").get("no_legal_move"):
        pass


def test_sigkill_during_a_burst_then_resume(tmp_path):
    rng = random.Random(5)
    players = tmp_path / "players.csv"
    players.write_text("name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, PLAYERS + 1)))
    log = tmp_path / "game.jsonl"
    served = Served("--players", str(players), "--log", str(log), "--seed", "11")
    code = served.judge(f'device add "D1" 1-{PLAYERS}')["code"]
    draw(served)
    served.judge("start")
    tops = {1: top_score(served)}
    answered, sent = {}, set()

    def resume():
        again = Served("--resume", str(log))    # starts: the lock died with the killed process
        assert again.opening[-1]["round"] >= 1
        return again

    # 1: slips of the round being played; killed after the first answer
    token = served.login(code)
    got, ids = burst_then_kill(served, token, make_bodies(1, [1], tops), kill_after=1)
    answered.update(got), sent.update(ids)
    served = resume()
    check_resumed(served, log, code, answered, sent, rng)
    served.judge("time"), served.judge("reveal")
    draw(served)
    served.judge("start")
    tops[2] = top_score(served)

    # 2: slips of the revealed round 1 and of round 2; killed after 40 answers
    token = served.login(code)
    got, ids = burst_then_kill(served, token, make_bodies(2, [1, 2], tops), kill_after=40)
    answered.update(got), sent.update(ids)
    served = resume()
    check_resumed(served, log, code, answered, sent, rng)
    served.judge("finalise 1")
    served.judge("time"), served.judge("reveal")
    draw(served)
    served.judge("start")
    tops[3] = top_score(served)

    # 3: slips of the revealed round 2 and of round 3, round 1 final; killed after 150 answers
    token = served.login(code)
    got, ids = burst_then_kill(served, token, make_bodies(3, [2, 3], tops), kill_after=150)
    answered.update(got), sent.update(ids)
    assert len(got) >= 150
    served = resume()
    token = check_resumed(served, log, code, answered, sent, rng)
    kinds = Counter(event["type"] for events in logged_slips(log).values() for event in events)
    assert set(kinds) == {"slip"} and kinds["slip"] > 0, kinds
    lines = log.read_text(encoding="utf-8").splitlines()
    status, refused = served.call("POST", "/api/slip", {"table": 1, "slip": "0", "round": 1, "replace": True,
                                                        "id": f"final-{secrets.token_hex(4)}"}, token)
    assert status == 409 and refused["code"] == "round.final", (status, refused)
    assert log.read_text(encoding="utf-8").splitlines() == lines
    served.judge("end")
    served.quit()


def test_a_device_logs_in_the_moment_a_resumed_server_answers(tmp_path):
    """The codes of a resumed game are known before the server's first answer: a phone that reconnects at once
    (the page retries every few hundred ms) must not be told its code is wrong, or it forgets it."""
    players = tmp_path / "players.csv"
    players.write_text("name,table\n" + "".join(f"P{t},{t}\n" for t in range(1, 5)))
    log = tmp_path / "game.jsonl"
    served = Served("--players", str(players), "--log", str(log), "--seed", "3")
    code = served.judge('device add "J" 1-4')["code"]
    served.quit()
    for _ in range(3):
        again = Served("--resume", str(log))
        assert again.login(code)                 # the very first request after the address was printed
        again.quit()

"""The echo is not a word checker: until "Temps!", every path that shows a slip back shows the same
function of the typed text, whatever the slip is worth (room/secrecy.echo).

Tried from outside: a real `conductor run --headless --serve` writer with a real Redis and a real socket process
(`conductor sockets`), a table judge's device and two players. Hypothesis writes two slips of one shape — the
round's top and a non-word of as many tiles, the coordinate and every tile in the same case, the same spaces — and
each path must show them in one shape: the HTTP answer, /api/me, the WebSocket's "mine" on the writer, the rows the
writer publishes to the broker, the "mine" a socket process sends, and the device's list of its tables.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time

import aiohttp
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from broker import Redis, Sockets
from conductor.room.secrecy import echo
from conductor.rules import tile_set
from conductor.rules.spelling import tokenize_word
from served import Listener, Served
from tiers import examples

PLAYERS = "name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 5))
PREFIX = "echo-test"


def shape(text: str, tiles) -> tuple:
    """What a text says apart from its letters: the coordinate as written, and the case of each tile."""
    coordinate, word = text.split()
    return coordinate, tuple(tile.blank for tile in tokenize_word(word, tiles))


def written(coordinate: str, labels: list[str], lower: list[bool], spaces: tuple[str, str, str]) -> str:
    word = "".join(label.lower() if down else label for label, down in zip(labels, lower))
    return f"{spaces[0]}{coordinate}{spaces[1]}{word}{spaces[2]}"


class Background:
    """An event loop in a thread of its own, for the WebSockets that listen while hypothesis runs."""

    def __init__(self):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.http = self.run(self._session())

    async def _session(self):
        return aiohttp.ClientSession()

    def run(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(20)

    def close(self):
        self.run(self.http.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def sent(game, body: dict, token: str) -> dict:
    """A slip, sent again after the wait a 429 asks for (a player may send a few slips a second)."""
    while True:
        status, answer = game.call("POST", "/api/slip", body, token)
        if status != 429:
            return answer
        time.sleep(1.0)


def rows_of(rounds: list[dict] | None, number: int) -> dict[int, dict]:
    for entry in rounds or []:
        if entry["round"] == number:
            return {row["table"]: row for row in entry["slips"]}
    return {}


@pytest.mark.process
@pytest.mark.redis
def test_the_echo_is_one_function_of_the_typed_text_on_every_path(tmp_path):
    redis = Redis(tmp_path)
    config = tmp_path / "config.yaml"
    config.write_text(f"round_seconds: 3600\nnetwork:\n  entry: players\n  broker: {redis.url}\n"
                      f"  broker_channel: {PREFIX}\n")
    (tmp_path / "players.csv").write_text(PLAYERS)
    game = Served("--seed", "21", "-c", str(config), "--players", str(tmp_path / "players.csv"), "--log",
                  str(tmp_path / "game.jsonl"))
    relay = background = None
    try:
        relay = Sockets(config)
        code = game.judge('device add "Taula" 1-2')["code"]
        pins = game.judge("pins")["pins"]
        device = game.post("/api/login", {"code": code})
        players = {t: game.post("/api/login", {"table": t, "pin": pins[str(t)]}) for t in (3, 4)}
        assert device["ticket"] and all(p["ticket"] for p in players.values())
        assert game.judge("draw")["ok"] and game.judge("start")["ok"]
        top = game.judge("master")["tops"][0]["move"]
        tiles = tile_set("fisc")
        coordinate, word = top.split()
        labels = [tile.label for tile in tokenize_word(word, tiles)]
        nonword = ["Z"] * (len(labels) - 1) + ["X"]
        background = Background()
        logins = {"device": device, 3: players[3], 4: players[4]}
        writer = {who: background.run(Listener(background.http, game.url, login["token"]).open())
                  for who, login in logins.items()}
        spread = {who: background.run(Listener(background.http, relay.url, login["ticket"]).open())
                  for who, login in logins.items()}
        broker = redis.client()

        def paths() -> dict[str, dict[int, dict]]:
            """Every table's row as each path shows it now."""
            shown = {"me device": rows_of(game.get("/api/me", device["token"])["rounds"], 1)}
            for table in (3, 4):
                shown[f"me {table}"] = rows_of(game.get("/api/me", players[table]["token"])["rounds"], 1)
            for name, listeners in (("writer", writer), ("socket process", spread)):
                for who, listener in listeners.items():
                    mine = listener.last("mine")
                    shown[f"{name} mine {who}"] = rows_of(mine and mine["rounds"], 1)
            held = broker.hgetall(f"{PREFIX}:mine")
            for field in ("d:1", "d:2", "p:3", "p:4"):
                shown[f"broker {field}"] = rows_of(json.loads(held.get(field, "[]")), 1)
            return shown

        @settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
        @given(lower=st.lists(st.booleans(), min_size=len(labels), max_size=len(labels)),
               coordinate_lower=st.booleans(), swap=st.booleans(),
               spaces=st.tuples(st.sampled_from(["", " ", "  "]), st.sampled_from([" ", "   "]),
                                st.sampled_from(["", " "])))
        def two_slips_of_one_shape(lower, coordinate_lower, swap, spaces):
            where = coordinate.lower() if coordinate_lower else coordinate
            legal, illegal = written(where, labels, lower, spaces), written(where, nonword, lower, spaces)
            typed = {1: legal, 2: illegal, 3: legal, 4: illegal}
            if swap:
                typed = {1: illegal, 2: legal, 3: illegal, 4: legal}
            answers = {t: sent(game, {"table": t, "slip": typed[t]}, device["token"] if t <= 2 else players[t]["token"])
                       for t in (1, 2, 3, 4)}
            expected = {t: echo(text, tiles) for t, text in typed.items()}
            assert shape(expected[1], tiles) == shape(expected[2], tiles)
            # the HTTP answer: received, the echo, alike for the top and the non-word
            for t, answer in answers.items():
                assert answer["ok"] and answer["slip"] == {"table": t, "round": 1, "text": expected[t],
                                                           "received": True}, answer
            # every other path, once the change has gone through the broker
            deadline = time.monotonic() + 15
            while True:
                shown = paths()
                tables = {"me device": (1, 2), "me 3": (3,), "me 4": (4,), "broker d:1": (1,), "broker d:2": (2,),
                          "broker p:3": (3,), "broker p:4": (4,)}
                for name in shown:
                    if "mine" in name:
                        who = name.rsplit(" ", 1)[1]
                        tables[name] = (1, 2) if who == "device" else (int(who),)
                if all(shown[name].get(t, {}).get("text") == expected[t] for name, ts in tables.items() for t in ts):
                    break
                assert time.monotonic() < deadline, {name: shown[name] for name in tables}
                time.sleep(0.1)
            for name, ts in tables.items():
                for t in ts:
                    row = dict(shown[name][t])
                    assert shape(row.pop("text"), tiles) == shape(expected[t], tiles)
                    assert row == {"table": t, "score": None, "reason": "", "by": row["by"], "received": True}, name
            # two slips of one shape, one worth the top and one worth nothing, come back in one shape
            assert shape(shown["me device"][1]["text"], tiles) == shape(shown["me device"][2]["text"], tiles)

        two_slips_of_one_shape()
        assert game.judge("state")["phase"] == "think"
        # "Temps!": the device is told what its slips are worth (the top is scored, the non-word is not)
        sent(game, {"table": 1, "slip": top}, device["token"])
        sent(game, {"table": 2, "slip": f"{coordinate} {''.join(nonword)}"}, device["token"])
        game.judge("time")
        told = rows_of(game.get("/api/me", device["token"])["rounds"], 1)
        assert told[1]["score"] > 0 and told[1]["text"] == top and told[2]["score"] == 0 and told[2]["reason"], told
    finally:
        if background is not None:
            background.close()
        if relay is not None:
            relay.close()
        game.close()
        redis.stop()


@pytest.mark.parametrize("ruleset", ["fisc", "ajs"])
@settings(max_examples=examples(200), deadline=None)
@given(data=st.data())
def test_echo_reads_the_text_alone(ruleset, data):
    """Alone: the echo of a move is its notation, of anything else the text with single spaces; whatever the
    text, two texts that differ only in their letters' identity (not their case) echo in one shape."""
    tiles = tile_set(ruleset)
    size = data.draw(st.integers(2, 7))
    lower = data.draw(st.lists(st.booleans(), min_size=size, max_size=size))
    in_digraphs = {ch for label in tiles.labels if len(label) > 1 for ch in label}
    letters = [label for label in tiles.labels if label.isalpha() and len(label) == 1 and label not in in_digraphs]
    first = data.draw(st.lists(st.sampled_from(letters), min_size=size, max_size=size))
    second = data.draw(st.lists(st.sampled_from(letters), min_size=size, max_size=size))
    where = data.draw(st.sampled_from(["H8", "h8", "8H", "8h", "A1", "o15", "15o"]))
    a, b = echo(written(where, first, lower, (" ", "  ", "")), tiles), echo(written(where, second, lower, ("", " ", " ")), tiles)
    assert shape(a, tiles) == shape(b, tiles) and a.split()[0] == where.upper()
    assert echo("  023 ", tiles) == "023" and echo("null  late", tiles) == "null late"


def test_a_resumed_game_echoes_what_was_typed(catalan_lexicon, tmp_path):
    """The log keeps what was typed when the slip reads otherwise ("typed"), so the echo after --resume is the same;
    an old log without it reads as before."""
    from conductor.clock import StepClock
    from conductor.game.access import Actor
    from conductor.game.duplicate import Config
    from conductor.game.players import Player
    from conductor.game.session import Session
    from conductor.room.public import own_slips, slips_snapshot

    path = tmp_path / "g.jsonl"
    session = Session.new(path, catalan_lexicon, "fisc", [Player(t, f"J{t}") for t in (1, 2)], 5, Config(),
                          StepClock())
    for line in ("draw", "start"):
        assert session.execute(line)["ok"]
    top = session.game.tops[0]
    coordinate, word = str(top.move).split()
    player = Actor("player", table=1)
    assert session.execute(f"slip 1 {coordinate.lower()}   {word}", player)["ok"]
    rows = own_slips(player, slips_snapshot(session.game), (1, 1), "ca")
    assert rows[0]["slips"][0]["text"] == f"{coordinate.upper()} {word}"
    session.close()
    event = json.loads(path.read_text().splitlines()[-1])
    assert event["text"] == str(top.move) and event["typed"] == f"{coordinate.lower()} {word}"
    resumed = Session.resume(path, catalan_lexicon, StepClock(100))
    assert own_slips(player, slips_snapshot(resumed.game), (1, 1), "ca") == rows
    resumed.close()

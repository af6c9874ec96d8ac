"""Joining an online game (DESIGN §4d): while registration is open a player gives a name and club and gets a
table and a personal link that logs them in on any device, across a restart of the conductor; the organiser
lists, closes, removes and mails one link per player (an owner-only CSV); a late joiner plays from the round
being played and has 0 for the rounds before, as missed rounds, not missing slips."""

import json
import os
import time
import urllib.request

import pytest

from conductor.clock import StepClock
from conductor.game.duplicate import Config
from conductor.game.players import Player
from conductor.game.ranking import standings
from conductor.game.session import Session
from conductor.report import report_csv, report_html
from served import Served


def test_a_late_joiner_misses_the_rounds_before(catalan_lexicon, tmp_path):
    session = Session.new(tmp_path / "g.jsonl", catalan_lexicon, "fisc", [Player(1, "Ana")], 5, Config(),
                          StepClock())
    for name, club, key in (("Pe\x00re", "", "join.character"), ("Pere\u202e", "", "join.character"),
                            ("Pe\u200bre", "", "join.character"), ("Pere", "C\x00lub", "join.character"),
                            ("P" * 41, "", "join.name"), ("   ", "", "join.name")):
        refused = session.join(name, club)             # what is wrong, named: not "1 to 40 characters" for a NUL
        assert not refused["ok"] and refused["error"].key == key, (name, refused)
    early = session.join("Biel", "Club Lleida")
    assert early["ok"] and early["table"] == 2 and early["round"] == 1
    for command in ("draw", "start", "time"):
        assert session.execute(command)["ok"]
    late = session.join("Cesc")                        # round 1's time is up: Cesc plays from round 2
    assert late["ok"] and late["table"] == 3 and late["round"] == 2
    assert session.game.missing(session.game.current) == [1, 2]      # no slip owed by Cesc for round 1
    assert "joined at round 2" in session.execute("slip r1 3 H8 ZZZZX")["error"]
    assert session.execute("reveal")["ok"] and session.execute("draw")["ok"] and session.execute("start")["ok"]
    assert session.execute("join until 2")["ok"] and session.join("Dani")["ok"]   # round 2 is being played
    assert session.execute("time")["ok"] and not session.join("Eva")["ok"]        # until 2: closed now
    listed = session.execute("join list")
    assert [p["joined"] for p in listed["players"]] == [1, 1, 2, 2] and listed["open"] is False
    assert session.execute("join remove 2")["ok"]
    table = standings(session.game)
    assert {row.table for row in table.rows} == {1, 2, 3, 4}
    assert session.execute("reveal")["ok"]
    csv = report_csv(session.game)
    round_one = csv.splitlines()[1].split(";")
    assert round_one[5 + 2] == "0 (encara no inscrit)"       # Cesc (table 3) in round 1: missed, marked so
    assert "encara no inscrit" in report_html(session.game)
    session.close()
    resumed = Session.resume(tmp_path / "g.jsonl", catalan_lexicon, StepClock(10_000))
    assert resumed.game.joined == {2: 1, 3: 2, 4: 2} and 2 in resumed.game.expelled
    assert resumed.access.credentials().table_for_token(late["token"]) == 3
    resumed.close()


def _view(game):
    time.sleep(0.4)                        # the server's copy follows at the next turn of the game's loop
    return game.get("/api/view")


@pytest.mark.process
def test_joining_through_the_server_and_a_link_that_survives_a_restart(tmp_path):
    (tmp_path / "players.csv").write_text("name,table,club\nAna,1,Lleida\n")
    (tmp_path / "config.yaml").write_text("network:\n  entry: online\n")
    log = tmp_path / "game.jsonl"
    game = Served("-c", str(tmp_path / "config.yaml"), "--players", str(tmp_path / "players.csv"), "--log", str(log))
    status, joined = game.call("POST", "/api/join", {"name": "Núria Vidal", "club": "Reus"})
    assert status == 200 and joined["ok"] and joined["table"] == 2
    assert joined["link"] == f"{game.url}/play#t={joined['token']}" and joined["token"] not in log.read_text()
    status, me = game.call("GET", "/api/me", token=joined["token"])
    assert status == 200 and me["role"] == "player" and me["tables"] == [2, 2]
    # a page holding the token gets it as its login cookie too (a browser's WebSocket sends no header)
    request = urllib.request.Request(game.url + "/api/session", b"{}", {"Content-Type": "application/json",
                                     "Origin": game.url, "Authorization": f"Bearer {joined['token']}"}, method="POST")
    with urllib.request.urlopen(request, timeout=10) as response:
        cookie = response.headers["Set-Cookie"]
        assert json.loads(response.read())["tables"] == [2, 2]
    assert cookie.startswith(f"conductor={joined['token']};") and "HttpOnly" in cookie and "SameSite=Strict" in cookie
    assert _view(game)["registration"] == "open"
    assert game.judge("draw")["ok"] and game.judge("start")["ok"]
    status, slip = game.call("POST", "/api/slip", {"table": 2, "slip": "H8 ZZZZX", "id": "n1"}, joined["token"])
    assert status == 200 and slip["ok"] and slip["slip"]["received"]
    # the organiser's list and links: one per player, in an owner-only CSV beside the log
    listed = game.judge("join list")
    assert [(p["table"], p["name"]) for p in listed["players"]] == [(1, "Ana"), (2, "Núria Vidal")]
    # `join links`: a link for each player who has none (Ana, from the players file); Núria, who joined by
    # herself, keeps hers and stays logged in
    links = game.judge("join links")
    sheet = tmp_path / "game-links.csv"
    assert links["file"] == str(sheet) and os.stat(sheet).st_mode & 0o777 == 0o600
    assert set(links["links"]) == {"1"} and links["ended"] == []
    text = sheet.read_text(encoding="utf-8-sig")
    assert text.splitlines()[0] == "Taula;Nom;Club;Enllaç personal" and "Ana;Lleida;" in text
    assert game.call("GET", "/api/me", token=joined["token"])[0] == 200
    # a new link for one table ends that table's old one, and says so
    links = game.judge("join links 2")
    assert set(links["links"]) == {"2"} and links["ended"] == [2]
    new_token = links["links"]["2"]
    assert links["urls"] == {"2": f"{game.url.rstrip('/')}/play#t={new_token}"}      # the address to send, whole
    assert links["urls"]["2"] == joined["link"].replace(joined["token"], new_token)  # in the join's own form
    status, ended = game.call("GET", "/api/me", token=joined["token"])
    assert status == 401 and ended["login"] == "ended" and "enllaç" in ended["error"]     # a new link ends the old one
    status, unknown = game.call("GET", "/api/me", token="x" * 43)
    assert status == 401 and unknown["login"] == "unknown"
    game.kill()
    game = Served("-c", str(tmp_path / "config.yaml"), "--resume", str(log))
    try:
        status, me = game.call("GET", "/api/me", token=new_token)                  # the link still logs in after the restart
        assert status == 200 and me["tables"] == [2, 2]
        assert game.judge("join close")["ok"]
        game.judge("state")
        assert _view(game)["registration"] == "closed"
        status, refused = game.call("POST", "/api/join", {"name": "Pau"})
        assert status == 409 and refused["ok"] is False and "inscripci" in refused["error"].lower()
    finally:
        game.close()


@pytest.mark.process
def test_fifty_joins_at_once_are_each_known_at_once(tmp_path):
    """The join race: 50 joins at the same moment, each followed at once by GET /api/me and a WebSocket
    with its token: every one answered as the player who joined (before: 47 of 50 were 401), and the WebSocket
    pushes their own slips."""
    import asyncio

    import aiohttp

    (tmp_path / "players.csv").write_text("name,table\nAna,1\n")
    (tmp_path / "config.yaml").write_text("network:\n  entry: online\n")
    game = Served("-c", str(tmp_path / "config.yaml"), "--players", str(tmp_path / "players.csv"), "--log",
                  str(tmp_path / "game.jsonl"))

    async def one(index):
        connector = aiohttp.TCPConnector(local_addr=(f"127.0.6.{1 + index % 10}", 0))
        async with aiohttp.ClientSession(connector=connector) as client:
            async with client.post(game.url + "/api/join", json={"name": f"Jugador {index}"},
                                   headers={"Origin": game.url}) as response:
                joined = await response.json()
                assert response.status == 200, joined
            auth = {"Authorization": f"Bearer {joined['token']}", "Origin": game.url}
            async with client.get(game.url + "/api/me", headers=auth) as response:
                me = await response.json()
            async with client.ws_connect(game.url + "/ws", headers=auth) as socket_:
                kinds = {json.loads((await socket_.receive(timeout=10)).data)["type"] for _ in range(2)}
            return response.status, me, joined["table"], kinds

    async def all_at_once():
        return await asyncio.gather(*(one(index) for index in range(50)))

    try:
        answers = asyncio.run(all_at_once())
        assert [status for status, _, _, _ in answers].count(401) == 0, answers
        assert all(me["tables"] == [table, table] for _, me, table, _ in answers)
        assert all(kinds == {"view", "mine"} for _, _, _, kinds in answers)
        assert len({table for _, _, table, _ in answers}) == 50
    finally:
        game.close()


ROOM_80 = "  per_address:\n    joins_per_minute: 100\n    websockets: 100\n    connections: 400\n"


@pytest.mark.process
@pytest.mark.parametrize("players, settings", [(30, ""), (80, ROOM_80)], ids=["30-defaults", "80-raised"])
def test_a_club_room_behind_one_address_joins_and_plays(tmp_path, players, settings):
    """A club's room behind one router: with the defaults 30 players join from one address within a
    minute, each holds a WebSocket, and their browsers fetching the page 3 files at a time are never reset; a room
    of 80 the same with network.per_address raised."""
    import asyncio

    import aiohttp

    (tmp_path / "players.csv").write_text("name,table\nAna,1\n")
    (tmp_path / "config.yaml").write_text("network:\n  entry: online\n" + settings)
    game = Served("-c", str(tmp_path / "config.yaml"), "--players", str(tmp_path / "players.csv"), "--log",
                  str(tmp_path / "game.jsonl"))
    files = ["/play", "/play/main.js", "/play/style.css", "/play/login.js", "/common/net.js", "/common/board.js"]

    async def room():
        connector = aiohttp.TCPConnector(local_addr=("127.0.8.1", 0), limit=0)
        async with aiohttp.ClientSession(connector=connector) as router:
            tokens = []
            for index in range(players):            # one after the other, as people at a club arrive
                async with router.post(game.url + "/api/join", json={"name": f"Soci {index}"},
                                       headers={"Origin": game.url}) as response:
                    assert response.status == 200, (index, await response.text())
                    tokens.append((await response.json())["token"])
            sockets = [await router.ws_connect(game.url + "/ws", headers={"Origin": game.url,
                                                                            "Authorization": f"Bearer {token}"})
                       for token in tokens]

            async def browser():
                inner = aiohttp.TCPConnector(local_addr=("127.0.8.1", 0), limit_per_host=3, force_close=False)
                async with aiohttp.ClientSession(connector=inner) as page:
                    async def fetch(path):
                        async with page.get(game.url + path) as response:
                            await response.read()
                            return response.status
                    return await asyncio.gather(*(fetch(path) for path in files))

            statuses = [s for each in await asyncio.gather(*(browser() for _ in range(players)))
                        for s in each]
            for socket_ in sockets:
                assert json.loads((await socket_.receive(timeout=10)).data)["type"] in ("view", "mine")
                await socket_.close()
            return statuses

    try:
        statuses = asyncio.run(room())
        assert statuses == [200] * (players * len(files)), [s for s in statuses if s != 200][:10]
        assert len(game.judge("join list")["players"]) == players + 1
    finally:
        game.close()

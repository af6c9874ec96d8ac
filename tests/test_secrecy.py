"""The secrecy rule (DESIGN §4c) tried from outside, against a real `conductor run --headless --serve` process in
each language: before "Temps!" a battery of slips (the top, a non-word, a valid move that is not the top, a score
above the top, a score of 0) from a table judge's device and from players is answered alike, "received", with
nothing of what the slip is worth; refusals that depend only on the text (a score in other digits, a player's
bare score) are the same whatever the number; after "Temps!" the device is told scores and reasons, the players
only after the reveal; the public view and every WebSocket message before the reveal hold neither the top's
word nor its score."""

import asyncio
import json

import aiohttp
import pytest

from conductor.engine import Lexicon, MoveGenerator
from conductor.rules import tile_set
from conductor.rules.board import Board
from served import Served

pytestmark = pytest.mark.process

PLAYERS = "name,table\n" + "".join(f"Jugador {t},{t}\n" for t in range(1, 13))


def _served(tmp_path, ruleset):
    (tmp_path / "players.csv").write_text(PLAYERS)
    (tmp_path / "config.yaml").write_text("network:\n  entry: players\n")
    return Served("--seed", "21", "--ruleset", ruleset, "--players", str(tmp_path / "players.csv"),
                  "--log", str(tmp_path / "game.jsonl"), "-c", str(tmp_path / "config.yaml"))


def _text(game, path, token=None):
    """The answer as the network carries it (to look for secrets in)."""
    return game.call("GET", path, token=token, raw=True)[1].decode("utf-8")


def shape(answer):
    """What an answer says apart from what the sender sent: its keys, and every value but the echoed ones."""
    slip = answer.get("slip", {})
    return answer["ok"], sorted(answer), sorted(slip), {k: v for k, v in slip.items() if k not in ("table", "text", "id")}


def a_lower_move(ruleset, state, tops):
    """A legal move that scores less than the top (the board is empty in round 1)."""
    tiles = tile_set(ruleset)
    generator = MoveGenerator(Lexicon.load(None, tiles))
    generator.generate(Board(), state["rack"].split())
    best = tops[0]["score"]
    return next(str(m.move) for m in generator.moves() if m.score < best)


@pytest.mark.parametrize("ruleset", ["fisc", "ajs"])
def test_before_temps_every_slip_is_answered_alike(tmp_path, ruleset):
    game = _served(tmp_path, ruleset)
    try:
        device = game.judge('device add "Taula" 1-6')
        pins = game.judge("pins")["pins"]
        judge = game.post("/api/login", {"code": device["code"]})["token"]
        players = {t: game.post("/api/login", {"table": t, "pin": pins[str(t)]})["token"] for t in range(7, 13)}
        game.judge("draw")
        tops = game.judge("master")["tops"]
        top, best = tops[0]["move"], tops[0]["score"]
        lower = a_lower_move(ruleset, game.judge("state"), tops)
        word = top.split()[1]
        pushed = []

        async def listen(stop):
            async with aiohttp.ClientSession() as client:
                sockets = [await client.ws_connect(game.url + "/ws", headers={"Origin": game.url, **(
                    {"Authorization": f"Bearer {token}"} if token else {})}) for token in (None, judge, players[7])]
                while not stop.is_set():
                    for socket in sockets:
                        try:
                            message = await socket.receive(timeout=0.05)
                        except TimeoutError:
                            continue
                        if message.type == aiohttp.WSMsgType.TEXT:
                            pushed.append(message.data)
                for socket in sockets:
                    await socket.close()

        async def round_before_reveal():
            stop = asyncio.Event()
            listening = asyncio.create_task(listen(stop))
            await asyncio.sleep(0.5)
            await asyncio.to_thread(game.judge, "start")
            battery = [top, "H8 ZZZZX", lower, "999", "0"]
            device_answers = [await asyncio.to_thread(game.post, "/api/slip", {"table": t, "slip": s, "id": f"d{t}"},
                                                      judge) for t, s in zip(range(1, 6), battery)]
            player_answers = [await asyncio.to_thread(game.post, "/api/slip", {"table": t, "slip": s, "id": f"p{t}"},
                                                      players[t]) for t, s in zip(range(7, 10), battery[:3])]
            bare = [await asyncio.to_thread(game.post, "/api/slip", {"table": 10, "slip": s}, players[10])
                    for s in (str(best), "999", "0", "23")]
            digits = [await asyncio.to_thread(game.post, "/api/slip", {"table": 6, "slip": s}, judge)
                      for s in ("²", "4³", "①", "--5", "١٢", "12345")]
            views = [await asyncio.to_thread(_text, game, "/api/view")]
            views += [await asyncio.to_thread(_text, game, "/api/me", token) for token in (judge, players[7])]
            await asyncio.sleep(0.6)
            stop.set()
            await listening
            return device_answers, player_answers, bare, digits, views

        device_answers, player_answers, bare, digits, views = asyncio.run(round_before_reveal())
        # every accepted slip, whatever it is worth, is answered alike: received, with no score or reason
        shapes = {json.dumps(shape(a), sort_keys=True) for a in device_answers + player_answers}
        assert len(shapes) == 1, device_answers + player_answers
        for answer in device_answers + player_answers:
            assert answer["ok"] and answer["slip"]["received"] is True
            assert "score" not in answer["slip"] and "reason" not in answer["slip"]
        assert player_answers[0]["slip"]["text"] == top
        # a player's bare score is refused, the same way whatever the number (it is not a word checker either)
        assert all(not a["ok"] for a in bare) and len({a["error"] for a in bare}) == 1
        assert str(best) not in bare[0]["error"]
        # a score in other digits is refused at once, alike, and the conductor goes on
        assert all(not a["ok"] for a in digits) and len({a["error"] for a in digits}) == 1
        # --ruleset on the command line: the whole game speaks its language, phones included
        language = {"fisc": "ca", "ajs": "es"}[ruleset]
        assert json.loads(views[0])["language"] == language and json.loads(views[1])["language"] == language
        assert bare[0]["error"] == {"ca": "la papereta d'un jugador és una jugada: una coordenada i una paraula",
                                    "es": "la papeleta de un jugador es una jugada: una coordenada y una palabra"
                                    }[language]
        # nothing the room or a sender received before the reveal holds the top's word or score
        for text in views + pushed:
            data = json.loads(text)
            for number in data.get("rounds", []):          # a sender's own slips echo what it typed, no more
                for slip in number["slips"]:
                    assert slip["score"] is None and slip["reason"] == "", text
                    slip.pop("text")
            seen = json.dumps(data, ensure_ascii=False)
            assert word not in seen and top not in seen and f'"score": {best}' not in seen, text
        assert game.judge("state")["phase"] == "think"

        # "Temps!": the device is told what its slips are worth, a player is not, until the reveal
        game.judge("time")
        again = game.post("/api/slip", {"table": 1, "slip": top, "id": "d1"}, judge)
        assert again["slip"]["score"] == best and again["slip"]["reason"] == ""
        worthless = game.post("/api/slip", {"table": 2, "slip": "H8 ZZZZX", "id": "d2"}, judge)
        assert worthless["slip"]["score"] == 0 and worthless["slip"]["reason"]
        above = game.post("/api/slip", {"table": 4, "slip": "999", "id": "d4"}, judge)
        assert above["slip"]["score"] == 0 and str(best) not in above["slip"]["reason"]   # no maximum named
        held = game.post("/api/slip", {"table": 7, "slip": top, "id": "p7"}, players[7])
        assert held["slip"]["received"] is True and "score" not in held["slip"]
        # the same id with another slip: a conflict, not a silent drop
        clash = game.post("/api/slip", {"table": 1, "slip": lower, "id": "d1"}, judge)
        assert clash["ok"] is False
        coordinate, word = top.split()                     # one letter a blank: another move, under a used id
        status, blank = game.call("POST", "/api/slip", {"table": 1, "slip": f"{coordinate} {word[:-1]}"
                                                        f"{word[-1].lower()}", "id": "d1"}, judge)
        assert status == 409 and blank["ok"] is False, blank
        game.judge("reveal")
        told = game.post("/api/slip", {"table": 7, "slip": top, "id": "p7"}, players[7])
        assert told["slip"]["score"] == best
    finally:
        game.close()

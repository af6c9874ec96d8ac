"""The multiplex hub's state (DESIGN §4g), in process: two venues' logs fed to it as they are played, one drawing,
one following its racks; the acknowledgement (duplicates acked and ignored, a gap refused with the position), the
watermark (a round is public once every venue revealed it, in steps of partial_every), the standings equal to
report/simultaneous.py's merge of the same rounds, a rack that differs kept apart, and hub.yaml refused in the
game's language."""

import random

import pytest

from conductor.clock import StepClock
from conductor.game.duplicate import Config
from conductor.game.log import read_log
from conductor.game.session import Session, replay
from conductor.multiplex.settings import HubSettings, HubSettingsError, hub_settings, load_hub_settings
from conductor.multiplex.state import MultiplexState, Refused
from conductor.report.simultaneous import Venue, merge, merged_standings
from sessions import ok, players

KEYS = {"Matadepera": "k" * 16 + "1", "Palma": "k" * 16 + "2"}


def venue(tmp_path, name, seed, n, lexicon):
    return Session.new(tmp_path / f"{name}.jsonl", lexicon, "fisc", players(n), seed, Config(60, True, "random"),
                       StepClock(1_795_000_000.0), language="ca")


def play_round(session, rng, rack=None, master=None):
    """A round: drawn (or `rack` typed), its time, its master (`master`: the move, or a function giving it once the
    time is up, as the hub gives it), its slips, finalised."""
    ok(session, f"rack {' '.join(rack)}" if rack else "draw")
    game = session.game
    ok(session, "start")
    ok(session, "time")
    master = master() if callable(master) else master
    if master is not None and len(game.tops) > 1:
        index = next(i for i, move in enumerate(game.tops) if str(move.move) == master)
        ok(session, f"pick {index + 1}")
    ok(session, "reveal")
    round_ = game.rounds[-1]
    for table in game.players:
        ok(session, f"slip r{round_.number} {table} {rng.choice([0, round_.master_score, rng.randrange(1, 30)])}")
    ok(session, f"finalise {round_.number}")


class Shipper:
    """What a venue's sender does: its log's events from `sent + 1`, numbered by line."""

    def __init__(self, state, name, session):
        self.state, self.name, self.session, self.sent = state, name, session, 0
        self.lines = None                  # the hub's log lines, when a test keeps them

    def ship(self):
        events = read_log(self.session.log.path).events
        batch = [{"seq": n, **e} for n, e in enumerate(events, start=1) if n > self.sent]
        taken = self.state.admit(self.name, batch)
        if self.lines is not None:
            self.lines.extend({"venue": self.name, "seq": self.sent + i, "event": e, "at": 1_795_000_000.0}
                              for i, e in enumerate(taken, start=1))
        self.state.apply(self.name, taken, 1_795_000_000.0)
        self.sent = self.state.feeds[self.name].acked


@pytest.fixture()
def two(tmp_path, catalan_lexicon):
    settings = hub_settings({"venues": KEYS, "draw": "Matadepera", "ranking": "points", "partial_every": 2})
    state = MultiplexState(settings, lambda setup: catalan_lexicon)
    drawing = venue(tmp_path, "matadepera", 11, 6, catalan_lexicon)
    following = venue(tmp_path, "palma", 99, 5, catalan_lexicon)
    return state, drawing, following, Shipper(state, "Matadepera", drawing), Shipper(state, "Palma", following)


def merged_logs(sessions, names, last, lexicon):
    venues = []
    for session, name in zip(sessions, names):
        events = read_log(session.log.path).events
        game = replay(events, lexicon)
        game.rounds = game.rounds[:last]
        venues.append(Venue(name, game, events[0]))
    table = merged_standings(merge(venues))
    return [(merge(venues).venue_of(r.table).name, merge(venues).origin[r.table][1], r.total, r.rank)
            for r in table.rows]


def master_when_time(state, shipper, number):
    """What the following venue's link does once its time is up: its events to the hub, then the master asked."""
    def master():
        shipper.ship()
        return state.rack(number, shipper.name)["master"]
    return master


def test_the_hub_follows_two_venues_behind_the_watermark(two, catalan_lexicon):
    state, drawing, following, a, b = two
    rng = random.Random(3)
    b.ship()                                                   # the following venue's game has started
    for number in range(1, 6):
        play_round(drawing, rng)
        a.ship()
        given = state.rack(number, "Palma")
        assert given["rack"] == drawing.game.rounds[-1].rack
        assert given["master"] is None                         # Palma's round is not past its "Temps!"
        assert state.rack(number + 1, "Palma") is None         # not started at the drawing venue: nothing
        assert state.public(0)["revealed"] == (number - 1) // 2 * 2   # the follower has not revealed it yet
        play_round(following, rng, given["rack"], master_when_time(state, b, number))
        b.ship()
        public = state.public(0)
        assert public["revealed"] == number // 2 * 2
        if public["revealed"]:
            got = [(s["venue"], s["table"], s["total"], s["rank"]) for s in public["standings"]]
            assert got == merged_logs([drawing, following], ["Matadepera", "Palma"], public["revealed"],
                                      catalan_lexicon)
            assert {s["rounds"] for s in public["standings"]} == {public["revealed"]}
    assert not state.told("Palma")
    # a correction after the merge: listed, and the standings follow it
    ok(drawing, f"correct r1 2 {drawing.game.rounds[0].master}")
    a.ship()
    public = state.public(0)
    assert public["corrections"][-1]["venue"] == "Matadepera"
    assert public["corrections"][-1]["round"] == 1 and public["corrections"][-1]["table"] == 2
    assert public["corrections"][-1]["new"].endswith(str(drawing.game.rounds[0].master_score))
    ok(drawing, "end")
    ok(following, "end")
    a.ship()
    b.ship()
    assert state.public(0)["revealed"] == 5                    # every venue ended: every round, whatever the step
    got = [(s["venue"], s["table"], s["total"], s["rank"]) for s in state.public(0)["standings"]]
    assert got == merged_logs([drawing, following], ["Matadepera", "Palma"], 5, catalan_lexicon)


def test_duplicates_are_acked_and_gaps_refused_with_the_position(two):
    state, drawing, _, a, _ = two
    play_round(drawing, random.Random(1))
    events = [{"seq": n, **e} for n, e in enumerate(read_log(drawing.log.path).events, start=1)]
    state.apply("Matadepera", state.admit("Matadepera", events[:3]))
    assert state.admit("Matadepera", events[:3]) == []                     # held already: nothing new
    with pytest.raises(Refused) as refused:
        state.admit("Matadepera", events[5:])
    assert refused.value.status == 409 and refused.value.acked == 3
    assert "el concentrador en té fins al 3" in refused.value.message.said("ca")
    taken = state.admit("Matadepera", events[1:])                          # overlapping: from 4 on only
    assert len(taken) == len(events) - 3
    with pytest.raises(Refused) as bad:
        state.admit("Matadepera", [{"seq": 4, "type": "slip"}])
    assert bad.value.status == 400


def test_a_rack_that_differs_is_kept_apart_and_its_judge_told(two, catalan_lexicon):
    state, drawing, following, a, b = two
    rng = random.Random(5)
    play_round(drawing, rng)
    a.ship()
    b.ship()
    given = state.rack(1, "Palma")
    other = list(given["rack"])
    play_round(following, rng)                 # drew its own rack: another game
    b.ship()
    if sorted(following.game.rounds[0].rack) == sorted(other):
        pytest.skip("the same rack by chance")
    told = state.told("Palma")
    assert told and "ronda 1: la seu 'Palma' ha jugat el faristol" in told[0]
    public = state.public(0)
    assert public["venues"]["Palma"]["apart"] == ("fora de la classificació conjunta des de la ronda 1: el seu jutge "
                                                  "sap per què")           # not the racks: a venue behind has not seen them
    assert public["venues"]["Palma"]["apart_from"] == 1 and public["venues"]["Palma"]["counted"] == 0
    assert {s["venue"] for s in state.standings(1)} == {"Matadepera"}     # no round in common yet: none to show
    assert [m.key for m in state.organiser] == ["multiplex.rack_differs"]  # the organiser told, once
    assert state.feeds["Palma"].acked == len(read_log(following.log.path).events)


def test_hub_yaml_refusals(tmp_path):
    with pytest.raises(HubSettingsError) as error:
        hub_settings({"venues": KEYS, "draw": "Lleida"})
    assert error.value.message.said("ca") == "multiplex.draw: 'Lleida' no és cap de les seus (Matadepera, Palma)"
    path = tmp_path / "hub.yaml"
    path.write_text("multiplex:\n  venues: {A: aaaaaaaaaaaaaaaa1, B: aaaaaaaaaaaaaaaa2}\n  draw: C\n  language: es\n")
    with pytest.raises(HubSettingsError) as error:
        load_hub_settings(path)
    assert error.value.said() == (f"configuración del concentrador '{path}': multiplex.draw: 'C' no es ninguna de "
                                  "las sedes (A, B)")
    with pytest.raises(HubSettingsError):
        hub_settings({"venues": {"A": "short", "B": "x" * 16}, "draw": "A"})
    with pytest.raises(HubSettingsError):
        hub_settings({"venues": KEYS, "draw": "Palma", "pack": "g.pack"})
    with pytest.raises(HubSettingsError):                     # the organiser's key may not be a venue's
        hub_settings({"venues": KEYS, "pack": "g.pack", "organiser": KEYS["Palma"]})
    assert hub_settings({"venues": KEYS, "pack": "g.pack"}) == HubSettings(KEYS, None, "g.pack", language="ca")


def test_the_criteria():
    """points: the standings' own ranks; percent: % of the master, FISE's solo bonus as an option (+10 the only one
    with the top, +5 the only best of the rest); three: the mean of the points, % and position ranks."""
    from types import SimpleNamespace as ns

    from conductor.multiplex.criteria import fise_bonus, ranked

    merged = ns(rounds=[ns(scores={1: 50, 2: 40, 3: 40}, master_score=50),
                        ns(scores={1: 10, 2: 30, 3: 20}, master_score=30)], counted={},
                own_rack=lambda round_: round_.scores)
    table = ns(rows=[ns(table=2, rank=1, total=70, round_scores=(40, 30), bonus=0),
                     ns(table=1, rank=2, total=60, round_scores=(50, 10), bonus=0),
                     ns(table=3, rank=3, total=60, round_scores=(40, 20), bonus=0)])
    assert fise_bonus(merged) == {1: 10, 2: 10, 3: 5}
    assert ranked("points", merged, table) == [(1, 2, 70.0), (2, 1, 60.0), (3, 3, 60.0)]
    assert ranked("percent", merged, table) == [(1, 2, 87.5), (2, 1, 75.0), (2, 3, 75.0)]
    assert ranked("percent", merged, table, solo_bonus=True) == [(1, 2, 100.0), (2, 1, 87.5), (3, 3, 81.25)]
    assert ranked("three", merged, table) == [(1, 2, 1.0), (2, 1, 2.0), (3, 3, 2.67)]


def test_with_a_pack_every_venue_is_checked_against_the_first(tmp_path, catalan_lexicon):
    """No drawing venue: no rack to hand out (404), and a venue whose rack differs from the first venue's is kept
    apart."""
    settings = hub_settings({"venues": KEYS, "pack": "game.pack"})
    state = MultiplexState(settings, lambda setup: catalan_lexicon)
    first, second = venue(tmp_path, "m", 11, 3, catalan_lexicon), venue(tmp_path, "p", 12, 3, catalan_lexicon)
    rng = random.Random(1)
    play_round(first, rng)
    play_round(second, rng, first.game.rounds[0].rack, first.game.rounds[0].master)
    Shipper(state, "Matadepera", first).ship()
    Shipper(state, "Palma", second).ship()
    assert state.rack(1, "Palma") is None and state.told("Palma") == []
    assert state.public(0)["revealed"] == 1
    play_round(second, rng)
    Shipper(state, "Palma", second).ship()             # its own draw: not the pack's rack
    play_round(first, rng)
    Shipper(state, "Matadepera", first).ship()
    if sorted(first.game.rounds[1].rack) != sorted(second.game.rounds[1].rack):
        assert "ronda 2: la seu 'Palma'" in state.told("Palma")[0]


def test_the_organiser_settles_a_venue_kept_apart(two, catalan_lexicon, tmp_path):
    """A following venue that played another rack (typed by hand, misheard): kept apart until the hub's organiser
    settles the round; `count` ranks its players on the round they played, `void` gives each the round's master
    score; a later round that differs keeps it apart again; flagged in the standings, told to its judge, and the
    hub's log lines give the same state again (--resume, report --multiplex)."""
    from conductor.multiplex.hublog import replay_hub_log

    state, drawing, following, a, b = two
    lines = []
    for shipper in (a, b):
        shipper.lines = lines
    rng = random.Random(8)
    play_round(drawing, rng)
    a.ship()
    b.ship()
    rack = state.rack(1, "Palma")["rack"]
    other = ["A", "E", "I", "O", "R", "S", "T"] if sorted(rack) != sorted("AEIORST") else list("AEIORSN")
    play_round(following, rng, other)
    b.ship()
    assert state.feeds["Palma"].apart_round == 1 and state.public(0)["venues"]["Palma"]["apart"]
    with pytest.raises(Refused) as refused:
        state.settle("Palma", 2, "count")
    assert refused.value.message.said("ca") == "la seu 'Palma' està fora des de la ronda 1, no la 2: resol la ronda 1"
    with pytest.raises(Refused):
        state.settle("Matadepera", 1, "count")                 # not apart: nothing to settle
    with pytest.raises(Refused):
        state.settle("Palma", 1, "maybe")
    said = state.settle("Palma", 1, "count")
    lines.append({"settle": {"venue": "Palma", "round": 1, "as": "count"}, "at": 0})
    assert said.said("ca").startswith("la ronda 1 de la seu 'Palma' compta tal com s'hi ha jugat")
    assert any("la ronda 1 de la seu 'Palma' compta" in line for line in state.told("Palma"))
    # the same settlement sent again (the route retried after a timeout): the same answer, nothing logged twice;
    # another one for that round is refused
    from conductor.multiplex.console import settle_now
    from conductor.multiplex.hublog import HubLog

    hub_log = HubLog(tmp_path / "hub.jsonl", False, state.settings)
    again = settle_now(state, hub_log, "Palma", 1, "count", 0.0)
    assert again["ok"] and again["said"] == said.said(state.settings.language)
    with pytest.raises(Refused):
        settle_now(state, hub_log, "Palma", 1, "void", 0.0)
    hub_log.close()
    assert len((tmp_path / "hub.jsonl").read_text(encoding="utf-8").splitlines()) == 1      # its header alone
    # round 2: the drawing venue's rack, on another board: its master differs, apart again from round 2
    play_round(drawing, rng)
    a.ship()
    play_round(following, rng, state.rack(2, "Palma")["rack"])
    b.ship()
    assert state.feeds["Palma"].apart_round == 2
    public = state.public(0)                           # its rows stay at round 1 (settled) while round 2 is apart
    assert public["revealed"] == 2 and {s["venue"] for s in public["standings"]} == {"Matadepera", "Palma"}
    assert {s["rounds"] for s in public["standings"] if s["venue"] == "Palma"} == {1}
    assert public["venues"]["Palma"]["counted"] == 1
    state.settle("Palma", 2, "void")
    lines.append({"settle": {"venue": "Palma", "round": 2, "as": "void"}, "at": 0})
    settled = [{"round": 1, "as": "count"}, {"round": 2, "as": "void"}]
    public = state.public(0)
    assert public["revealed"] == 2 and public["venues"]["Palma"]["settled"] == settled
    rows = {(s["venue"], s["table"]): s for s in public["standings"]}
    for table in following.game.players:
        row = rows[("Palma", table)]
        own = following.game.rounds[0].scores[table]               # count: as its judge scored it, no solo bonus
        assert row["total"] == own + drawing.game.rounds[1].master_score, row      # void: the master's score
        assert row["settled"] == settled
    assert all("settled" not in s for s in public["standings"] if s["venue"] == "Matadepera")
    # the hub's log, replayed: the same state (what --resume and report --multiplex do)
    again = MultiplexState(state.settings, lambda setup: catalan_lexicon)
    replay_hub_log(again, lines)
    assert again.public(0) == public
    from conductor.multiplex.report import multiplex_csv

    text = multiplex_csv(again, "")
    assert "rondes resoltes per l'organitzador" in text and "compta tal com s'ha jugat" in text
    assert "anul·lada: la puntuació de la mestra a cadascun" in text
    from conductor.report.simultaneous_page import simultaneous_html

    page = simultaneous_html(again.merged(2))
    assert "Ronda 1 a la seu &#39;Palma&#39;: un altre faristol o jugada mestra; compta tal com s&#39;hi ha jugat" \
        in page or "Ronda 1 a la seu 'Palma': un altre faristol o jugada mestra; compta" in page
    assert "Ronda 2 a la seu" in page and "anul·lada, cadascun dels seus jugadors" in page


def test_the_hubs_numbers_are_ascii_digits(two, tmp_path):
    """A round, a limit or a port written with "²" or "١" is one refusal, as every number typed (digits.py), never an
    error inside: the organiser's console, the public answer's `?limit=` and the hub's --serve."""
    from conductor.cli.hub import cmd_hub
    from conductor.server.addresses import ServeError
    from conductor.multiplex.console import console_line

    state = two[0]
    for line in ("settle Palma ² count", "settle Palma ١ void", "settle Palma -1 count"):
        answer = console_line(state, None, line, 0.0)
        assert answer is not None and answer["code"] == "multiplex.settle_usage", (line, answer)
    config = tmp_path / "hub.yaml"
    config.write_text("multiplex:\n  venues: {A: KEY-A-0123456789, B: KEY-B-0123456789}\n  draw: A\n", encoding="utf-8")
    args = type("Args", (), {"config": str(config), "log": str(tmp_path / "hub.jsonl"), "resume": None, "serve": "²",
                             "tls_cert": None, "tls_key": None, "draw": None})()
    with pytest.raises(ServeError, match="HOST:") as refused:
        cmd_hub(args)
    assert refused.value.said() == "--serve '²': dona [HOST:]PORT, per exemple 8765 o 127.0.0.1:8765"   # the hub's

    import asyncio

    from aiohttp import web
    from aiohttp.test_utils import TestClient, TestServer

    from conductor.multiplex.spectators import add_public_routes

    async def asked() -> list[int]:
        app = web.Application()
        add_public_routes(app, lambda: {"venues": {}, "standings": [{"venue": "A"}] * 3})
        async with TestClient(TestServer(app, host="127.0.0.1")) as client:
            return [(await client.get("/api/multiplex", params={"limit": limit})).status
                    for limit in ("²", "١", "0", "2")]
    assert asyncio.run(asked()) == [400, 400, 400, 200]


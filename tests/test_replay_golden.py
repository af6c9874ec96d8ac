"""A fixed game gives byte-identical reports and views from one version of the code to the next (the
game core is reorganised with its behaviour unchanged).

Two fixed logs in tests/golden/ (a FISC game of ten players with slips from the console, a device and players,
a replacement, a correction, a warning, a null move and the bonus; an AJS game with double entry and a judge who
plays) are replayed; the HTML report, the CSV, every player's sheet, and after every event the game's state, the
projector's public view and each sender's own slips, are compared with what the code gave when the files were
written (`python tests/test_replay_golden.py --write` writes them again, after a change meant to alter them).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

GOLDEN = Path(__file__).resolve().parent / "golden"
LOGS = ("fisc-mixed", "ajs-double-entry")


def _lexicon(ruleset: str):
    from conductor.engine import Lexicon
    from conductor.rules import tile_set

    return Lexicon.load(None, tile_set(ruleset))


def views(game, at: float) -> dict:
    """What a replayed game shows at `at`: its state, the public view, a device's and each player's own slips."""
    from conductor.game.access import Actor
    from conductor.game.ranking import standings
    from conductor.room.public import own_slips, public_view, slips_snapshot
    from conductor.room.view import projector_view

    language = game.language
    snapshot = slips_snapshot(game)
    tables = sorted(game.players)
    return {
        "state": game.snapshot(),
        "public": public_view(projector_view(game, at, language=language), standings(game) if game.rounds else None),
        "device": own_slips(Actor("device", "D"), snapshot, (tables[0], tables[-1]), language),
        "players": {t: own_slips(Actor("player", table=t), snapshot, (t, t), language) for t in tables},
    }


def dump(name: str) -> dict[str, str]:
    """Every output of the log `name`, as text."""
    from conductor.game.access import ACCESS_EVENTS
    from conductor.game.log import read_log
    from conductor.game.session import rebuild
    from conductor.report import log_started, report_csv, report_html
    from conductor.report.player import player_sheet, player_sheet_text

    events = read_log(GOLDEN / f"{name}.jsonl").events
    lexicon = _lexicon(events[0]["ruleset"])
    steps = []
    for count in range(1, len(events) + 1):
        if events[count - 1]["type"] in ACCESS_EVENTS and count < len(events):
            continue
        game = rebuild(events[:count], lexicon)[0]
        text = json.dumps(views(game, float(events[count - 1].get("at", 0)) + 0.5), sort_keys=True,
                          ensure_ascii=False, default=str)
        steps.append(f"{count} {hashlib.sha256(text.encode()).hexdigest()}")
    language = game.language
    out = {
        "report.html": report_html(game, started=log_started(events)),
        "report.csv": report_csv(game),
        "sheets.txt": "\n".join(player_sheet_text(player_sheet(game, t), language) for t in sorted(game.players)),
        "views.txt": "\n".join(steps) + "\n",
        "final.json": json.dumps(views(game, float(events[-1].get("at", 0)) + 0.5), sort_keys=True, indent=1,
                                 ensure_ascii=False, default=str) + "\n",
    }
    return out


@pytest.mark.parametrize("name", LOGS)
def test_a_fixed_game_gives_the_same_reports_and_views(name, _private_cache):
    for part, text in dump(name).items():
        expected = (GOLDEN / f"{name}.{part}").read_text(encoding="utf-8")
        assert text == expected, f"{name}.{part} differs (python tests/test_replay_golden.py --write, if meant)"


# ---------------------------------------------------------------------- how the fixed logs were made

def make_logs() -> None:
    """Play the two fixed games (run once; the logs are kept as they are)."""
    from conductor.clock import ManualClock
    from conductor.game.access import Actor
    from conductor.game.duplicate import Config
    from conductor.game.players import Player
    from conductor.game.session import Session

    class Ticking(ManualClock):
        def __call__(self):
            self.now += 7.0
            return self.now

    def ok(session, line, actor=None):
        answer = session.execute(line, actor) if actor else session.execute(line)
        assert answer["ok"], (line, answer)
        return answer

    GOLDEN.mkdir(exist_ok=True)
    path = GOLDEN / "fisc-mixed.jsonl"
    path.unlink(missing_ok=True)
    players = [Player(t, f"Jugador {t}" if t != 3 else "Maria Dolors Puigdomènech Serr", "Club") for t in range(1, 11)]
    s = Session.new(path, _lexicon("fisc"), "fisc", players, 3, Config(180, True, "random"), Ticking(1_773_000_000.0))
    device = Actor("device", "Jutge 1")
    ok(s, 'device add "Jutge 1" 1-10')
    ok(s, "draw")
    ok(s, "start")
    top = s.game.tops[0]
    coordinate, word = str(top.move).split()
    ok(s, f"slip 2 {coordinate.lower()} {word}", Actor("player", table=2))
    ok(s, f"slip 3 {coordinate.lower()} {'Z' * (len(word) - 1)}X", Actor("player", table=3))
    ok(s, "time")
    for table, slip in ((4, "12"), (5, str(top.move)), (6, "null late"), (7, f"{top.score}")):
        ok(s, f"slip {table} {slip}", device)
    ok(s, f"slip 8 {coordinate} {word.lower()}")
    ok(s, "reveal")
    ok(s, "draw")
    ok(s, "start")
    ok(s, "slip r1 9 5")
    ok(s, "slip r1 9 7 replace", device)
    ok(s, "warn 4")
    ok(s, "time")
    ok(s, "close")
    ok(s, "reveal")
    ok(s, "correct r1 4 10")
    ok(s, "finalise 1")
    ok(s, "draw")
    ok(s, "start")
    ok(s, "time")
    ok(s, f"slip 1 {s.game.tops[-1].move}")
    ok(s, "reveal")
    ok(s, "end")
    ok(s, "final")
    s.close()

    path = GOLDEN / "ajs-double-entry.jsonl"
    path.unlink(missing_ok=True)
    players = [Player(t, f"Jugador {t}") for t in range(1, 7)]
    s = Session.new(path, _lexicon("ajs"), "ajs", players, 4,
                    Config(180, False, "random", double_entry=True, judge_plays=6), Ticking(1_773_100_000.0))
    a, b = Actor("device", "A"), Actor("device", "B")
    ok(s, 'device add "A" 1-6')
    ok(s, 'device add "B" 1-6')
    ok(s, "draw")
    ok(s, "start")
    top = s.game.tops[0]
    ok(s, "slip 6 H8 ZZZZX")                       # the judge's own slip: one reading
    ok(s, f"slip 1 {top.move}", a)
    ok(s, f"slip 1 {top.score}", b)
    ok(s, "slip 2 10", a)
    ok(s, "slip 2 12", b)
    ok(s, "slip 3 H8 ZZZZX", a)
    ok(s, "time")
    ok(s, "slip 4 7", a)
    ok(s, "slip 4 7", b)
    ok(s, "settle r1 2 2")
    ok(s, "reveal")
    ok(s, "draw")
    ok(s, "start")
    ok(s, "time")
    ok(s, "slip 5 3", a)
    ok(s, "reveal")
    ok(s, "end")
    s.close()


def write_expected() -> None:
    for name in LOGS:
        for part, text in dump(name).items():
            (GOLDEN / f"{name}.{part}").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    import os
    import tempfile

    os.environ.setdefault("CONDUCTOR_CACHE_DIR", tempfile.mkdtemp())
    if "--logs" in sys.argv:
        make_logs()
    if "--write" in sys.argv or "--logs" in sys.argv:
        write_expected()

"""What the network may see, as JSON: the projector's view and nothing more, and each sender's own slips.

The public view is built from `ProjectorView`, which has no field for anything secret (no tops, no master move
before it is revealed, no slip), plus the standings, which FISC II.9 publishes during the game. A sender's own
slips (a table judge's tables, a player's table) go only to that sender.
"""

from __future__ import annotations

import math
from typing import Any

from .view import ProjectorView, extra_time_said, interruption_said, word_list_said
from ..game.duplicate import Duplicate
from ..game.ranking import Standings
from ..reasons import in_language, slip_text
from ..game.access import Actor
from ..game.rounds import Slip
from .secrecy import DEVICE, PLAYER, round_secrecy, seen_by, shown_slip
from ..game.rounds import COLLECT

Snapshot = dict[int, dict[str, Any]]      # round → what its slips are (slips_snapshot)


def public_view(view: ProjectorView, table: Standings | None) -> dict[str, Any]:
    """The JSON every phone may read: the projector's view, with every standing's row."""
    reveal = view.reveal
    received = view.received
    return {
        "screen": view.screen, "round": view.round, "language": view.language,
        "board": [list(row) for row in view.board],
        "highlight": sorted([row, col] for row, col in view.highlight),
        "rack": list(view.rack),
        "time_left": None if view.time_left is None else math.ceil(view.time_left),
        "round_seconds": view.round_seconds, "paused": view.paused,
        "deadline": view.deadline, "audio": view.audio,
        "bag": view.bag, "vowels": view.vowels, "consonants": view.consonants,
        "reveal": None if reveal is None else {"round": reveal.round, "move": reveal.notation,
                                               "read_as": reveal.read_as, "score": reveal.score,
                                               "best": [{"move": move, "score": score} for move, score in view.best]},
        "subtitle": view.subtitle, "ended": view.ended, "master_total": view.master_total,
        "standings": standings_rows(table),
        "provisional": bool(table and table.provisional),
        "missing_slips": table.missing_slips if table is not None else 0,
        "received": None if received is None else {"round": received[0], "slips": received[1], "of": received[2]},
        "starts_at": view.starts_at, "joined": view.joined,
        "interruption": None if view.interruption is None else {
            "seconds": round(view.interruption[0]),
            "left": None if view.interruption[1] is None else round(view.interruption[1]),
            "said": interruption_said(view)},
        # an accommodated table's extra time after "Temps!": why the reveal waits (DESIGN §4j)
        "extra_time": None if view.extra_time is None else {
            "tables": view.extra_time[0], "left": math.ceil(view.extra_time[1] - 1e-9), "said": extra_time_said(view)},
        # before the first round: the list the game is played on, as the projector shows it (DESIGN §4l)
        "word_list": {"name": view.word_list, "said": word_list_said(view)} if view.word_list else None,
    }


def standings_rows(table: Standings | None) -> list[dict[str, Any]]:
    """The standings as phones show them (FISC II.9 publishes them during the game), with each player's move
    points as a % of the master's total."""
    return [] if table is None else [{"rank": s.rank, "table": s.table, "name": s.name, "total": s.total,
                                      "percent": s.percent_of_master} for s in table.rows]


def slips_snapshot(game: Duplicate, now: float | None = None) -> Snapshot:
    """Every slip a sender might be shown: the rounds still collecting (the one being played included) and the
    last revealed one, each with how far it has gone at `now` (the secrecy rule's input). Kept in the server,
    filtered per sender by `own_slips`; never sent whole."""
    rounds = list(game.collecting())
    if game.rounds and game.rounds[-1] not in rounds:
        rounds.append(game.rounds[-1])
    snapshot: Snapshot = {}
    defaults = {kind: game.default_round(player=kind == "player") for kind in ("player", "device")}
    for r in sorted(rounds, key=lambda r: r.number):
        tables = game.playing(r.number)
        snapshot[r.number] = {
            "final": r.final, "revealed": r.revealed, "secrecy": round_secrecy(game, r.number, now),
            "slips": {t: _row(s, r.sources.get(t, "console")) for t, s in r.slips.items()},
            # double entry: every table's readings (the rule shows them "received" alike until it tells), and
            # where the ones that count for nothing yet stand (pending, dispute)
            "entries": {t: list(read.items()) for t, read in r.entries.items() if read},
            "waiting": {t: "dispute" if len(read) >= 2 else "pending" for t, read in r.entries.items()
                        if read and t not in r.slips and t not in r.settled},
            "tables": tables,
            "table_set": frozenset(tables),
            "tiles": game.tiles,
            "default_for": frozenset(kind for kind, found in defaults.items() if found is r),
            # the round on the board: each accommodated table's extra seconds, and when its "Temps!" came
            "extra": dict(game.accommodations) if r is game.current else {},
            "time_up_at": game.phase_at if r is game.current and game.phase == COLLECT else None,
        }
    return snapshot


def _row(slip: Slip, by: str) -> dict[str, Any]:
    row = {"text": slip.text, "score": slip.score, "reason": slip.reason, "by": by}
    if slip.typed and slip.typed != slip.text:
        row["typed"] = slip.typed
    return row


def changed_tables(old: Snapshot, new: Snapshot) -> frozenset[int] | None:
    """The tables whose own slips a sender would now be shown otherwise (None: every table, when a round came,
    went or changed state): only their senders' "mine" is worked out again on the next fan-out."""
    if old.keys() != new.keys():
        return None
    touched: set[int] = set()
    for number, data in new.items():
        before = old[number]
        if (before["final"], before["revealed"], before["secrecy"], before["tables"], before.get("default_for"),
                before.get("extra"), before.get("time_up_at")) != \
                (data["final"], data["revealed"], data["secrecy"], data["tables"], data.get("default_for"),
                 data.get("extra"), data.get("time_up_at")):
            return None
        for key in ("slips", "entries", "waiting"):
            was, now = before.get(key, {}), data.get(key, {})
            touched.update(t for t in was.keys() | now.keys() if was.get(t) != now.get(t))
    return frozenset(touched)


def own_slips(actor: Actor, snapshot: Snapshot, tables: tuple[int, int], language: str) -> list[dict[str, Any]]:
    """The rounds a sender may enter slips for, with the slips of its own tables as the secrecy rule lets the
    sender see them."""
    first, last = tables
    rounds = []
    for number, data in snapshot.items():
        present = data.get("table_set")
        if present is not None and last - first < 256:
            mine = [t for t in range(first, last + 1) if t in present]
        else:
            mine = [t for t in data["tables"] if first <= t <= last]
        if not mine:
            continue
        slips = []
        tiles: Any          # the game's TileSet (a snapshot from before the broker's may lack it)
        secrecy, tiles, entries, waiting = data["secrecy"], data.get("tiles"), data.get("entries", {}), \
            data.get("waiting", {})
        for table in mine:
            read = entries.get(table)
            told = secrecy.tells(actor.kind, table)
            row = shown_slip(data["slips"].get(table), secrecy, actor.kind, tiles, table,
                             read if not told or table in waiting else None)
            if row["reason"]:
                row["reason"] = in_language(row["reason"], language)
            if row["text"]:
                row["text"] = slip_text(row["text"], language)
            for entry in row.get("entries", ()):
                entry["text"] = slip_text(entry["text"], language)
            if told and table in waiting:           # double entry: pending, or a dispute both devices see (from
                                                    # "Temps!": agreeing readings tell what a move is worth)
                row["entry"] = waiting[table]
                row["entries"] = [{"by": by, "text": slip_text(text, language)} for by, text in read]
            slips.append({"table": table, **row})
        entry = {"round": number, "final": data["final"], "revealed": data["revealed"], "slips": slips,
                 "time_up": secrecy.time_up}
        if actor.kind in data.get("default_for", ()):
            entry["default"] = True           # the round its slip goes to when it names none (DESIGN §4a)
        extra = data.get("extra", {}).get(first) if actor.kind == PLAYER else None
        if extra:                             # its player's accommodation: N s more after "Temps!" (and until when)
            entry["extra_seconds"] = extra
            if data.get("time_up_at") is not None:
                entry["extra_until"] = data["time_up_at"] + extra
        rounds.append(entry)
    return seen_by(rounds, actor.by) if actor.kind == DEVICE and actor.name else rounds

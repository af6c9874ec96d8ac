"""The hub's public answer (DESIGN §4g, `GET /api/multiplex`): the merged ranking of the public rounds, each venue's
link and progress, the corrections; nothing in it depends on a slip of a round some venue has not revealed.

- The ranking is report/simultaneous.py's merge of rounds 1..revealed (the same `merge` as `report --simultaneous`,
  so the two cannot disagree), ranked by the criterion (criteria.py); every row carries the figure it is ranked by
  (`value`) and the bonus points in it (`bonus`).
- A venue kept apart (a rack or master that differs, or events the hub cannot replay) stays in it: its players are
  ranked on the public rounds before the one it differs from (`rounds` on its rows, `counted` on the venue), and the
  venue says `apart` (from which round, not the rack or master: a venue behind has not seen them).
- `corrections`: the newest CORRECTIONS_SHOWN that changed a row the ranking counts (a real table, a real change),
  `corrections_count` all of them, and each venue's count: whatever a venue sends, the answer stays bounded.
- A venue the organiser left out (`absent`: one that never connected holds every public round back) holds no round
  back: its players are ranked on the public rounds it revealed (none, if it never connected), and the venue says
  `absent` (why, in a sentence).
- `provisional`: some public round still takes slips (FISC II.9); `final`: every venue not left out has ended, its
  results final, none kept apart.
"""

from __future__ import annotations

from typing import Any

from ..messages import Message
from ..report.simultaneous import Merged, SimultaneousError, Venue, merge, merged_standings
from .criteria import bonuses, counted_percent, ranked

MultiplexState = Any        # state.py's (which asks this module: no import back)

CONNECTED = 10.0        # a venue heard from within this many seconds is connected
CORRECTIONS_SHOWN = 10  # the newest corrections in the public answer (the page shows 3); the rest counted


class Upto:
    """A venue's game as of round `last`: what the merge reads of a Duplicate, rounds after `last` left out."""

    def __init__(self, game, last: int):
        self._game, self.rounds = game, game.rounds[:last]
        self.players, self.tiles, self.config, self.language = game.players, game.tiles, game.config, game.language
        self.ruleset = game.ruleset
        self.expelled = {t: n for t, n in game.expelled.items() if n <= last}
        self.joined = {t: n for t, n in game.joined.items() if n <= last}
        self.withdrawn = {t: n for t, n in game.withdrawn.items() if n <= last}
        self.traced = {n: slips for n, slips in game.traced.items() if n <= last}
        self.results_final = game.results_final and last == len(game.rounds)
        self.end_reason = game.end_reason if last == len(game.rounds) else ""

    def missing(self, round_) -> list[int]:
        return self._game.missing(round_)


def merged(state: MultiplexState, last: int) -> Merged | None:
    """Rounds 1..last of every venue, as report --simultaneous merges them; a venue kept apart with the rounds it
    counts (None: nothing yet)."""
    feeds = [f for f in state.feeds.values() if f.game is not None and (f.moving or f.counted(last) > 0)]
    if last < 1 or not any(f.moving for f in feeds):
        return None
    # an Upto reads like the Duplicate a Venue holds (the parts the merge reads)
    venues = [Venue(f.name, Upto(f.game, f.counted(last)), f.events[0], f.events[0].get("at"))  # type: ignore[arg-type]
              for f in feeds]
    settled = {(f.name, n): how for f in feeds for n, how in f.settled.items() if n <= f.counted(last)}
    try:
        return merge(venues, settled, frozenset(f.name for f in feeds if not f.moving))
    except SimultaneousError:                 # a venue left out that cannot be merged even so: without it
        pass
    kept = [(f, v) for f, v in zip(feeds, venues) if f.moving]
    try:
        return merge([v for _, v in kept], {k: how for k, how in settled.items() if k[0] in {f.name for f, _ in kept}})
    except SimultaneousError:
        return None


def ranking(state: MultiplexState, last: int) -> tuple[list[dict], bool]:
    """The standings of rounds 1..last, and whether they are provisional (some round still takes slips)."""
    found = merged(state, last)
    if found is None:
        return [], False
    table = merged_standings(found)
    by_table = {row.table: row for row in table.rows}
    settings = state.settings
    extra = bonuses(settings.ranking, found, table, settings.percent_bonus)
    rows = []
    for rank, number, value in ranked(settings.ranking, found, table, settings.percent_bonus):
        row, player = by_table[number], found.players[number]
        venue, at_venue = found.venue_of(number).name, found.origin[number][1]
        entry = {"rank": rank, "venue": venue, "table": at_venue, "name": player.name, "club": player.club,
                 "total": row.total, "bonus": extra.get(number, 0), "percent": counted_percent(found, row),
                 "value": value, "rounds": found.counted.get(number, last)}
        settled = state.settled_rounds(venue, last)
        if settled:
            entry["settled"] = settled
        rows.append(entry)
    return rows, table.provisional


def corrections(state: MultiplexState, last: int) -> list[dict]:
    """Every `correct` that changed a public ranking row: of a round its venue's rows count (1..last while it is
    merged; a venue kept apart or left out, the rounds before; none of a venue whose events the hub cannot replay),
    of a table that plays there, and that changed what the slip was (a correction to the same move and score
    changes nothing and is not listed). What it was, what it became, when; venue by venue, by time. The public
    answer carries the newest few and the count (`answer`); the whole list is `report --multiplex`'s."""
    out = []
    for feed in state.feeds.values():
        game = feed.game
        if game is None:
            continue
        for round_ in game.rounds[:feed.counted(last)]:
            for c in round_.corrections:
                if c.kind != "correct" or c.table not in game.players or \
                        (c.old is not None and (c.old.text, c.old.score) == (c.new.text, c.new.score)):
                    continue
                old = f"{c.old.text} {c.old.score}" if c.old is not None else ""
                out.append({"venue": feed.name, "round": round_.number, "table": c.table, "old": old,
                            "new": f"{c.new.text} {c.new.score}", "at": c.at})
    return sorted(out, key=lambda c: c["at"])


def venues(state: MultiplexState, now: float, last: int) -> dict:
    """Each venue's link and progress; its position is told as of the public rounds (its reveal of round `last`),
    never as the count of what it sent since (that would follow the slips of rounds not yet public); a venue kept
    apart says from which round and how many public rounds its rows count, not the rack or master that differ."""
    out = {}
    for name, feed in state.feeds.items():
        connected = feed.seen is not None and now - feed.seen < CONNECTED
        behind = 0.0 if connected or feed.seen is None else round(now - feed.seen, 1)
        entry: dict[str, object] = {"connected": connected, "round": feed.round, "revealed": feed.revealed,
                                    "acked": feed.revealed_at.get(last, 0) if last else 0, "behind": behind}
        if feed.game is not None:
            entry["round_seconds"] = feed.game.config.round_seconds
        if feed.apart is not None or feed.failed is not None:    # why (a rack, a master) is for its judge only:
            entry["apart"] = Message("multiplex.apart", round=feed.apart_round).said(state.settings.language)
            entry["apart_from"], entry["counted"] = feed.apart_round, feed.counted(last)
        if feed.settled:                 # its apart_round was public already: so is what was decided on it
            entry["settled"] = state.settled_rounds(name)
        if feed.absent:                  # left out by the organiser: why its rows are missing or stay
            entry["absent"] = state.absence(name, last).said(state.settings.language)
            entry["counted"] = feed.counted(last)
        out[name] = entry
    return out


def answer(state: MultiplexState, now: float, cache: dict | None = None) -> dict:
    """The public answer at `now`; `cache`: the ranking kept while no event and no settlement changed it."""
    last = state.watermark()
    key = (state.changes, last)
    if cache is not None and cache.get("key") == key:
        rows, provisional, fixes = cache["ranking"]
    else:
        rows, provisional = ranking(state, last)
        fixes = corrections(state, last)
        if cache is not None:
            cache.update(key=key, ranking=(rows, provisional, fixes))
    feeds = state.feeds.values()
    final = bool(rows) and not provisional and all(f.ended and f.merged and f.game is not None
                                                   and f.game.results_final for f in feeds if not f.absent)
    settings = state.settings
    told = venues(state, now, last)
    for entry in told.values():
        entry["corrections"] = 0
    for fix in fixes:
        told[fix["venue"]]["corrections"] += 1
    return {"venues": told, "revealed": last, "ranking": settings.ranking,
            "percent_bonus": settings.percent_bonus, "partial_every": settings.partial_every,
            "provisional": provisional, "final": final, "standings": rows, "corrections": fixes[-CORRECTIONS_SHOWN:],
            "corrections_count": len(fixes), "language": settings.language, "at": round(now, 3)}

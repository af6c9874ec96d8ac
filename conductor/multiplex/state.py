"""The hub's state (DESIGN §4g), pure: what each venue has sent, its game replayed as it arrives, the watermark and
the merged standings. Time comes in as arguments; files and the network are the hub's shell (hublog.py, web.py).

- Each venue's events are kept by sequence number (1, 2, …: its log's lines): the next one is taken, one already
  held is acknowledged and ignored, one past a gap is refused with the position held (`admit`), so a venue that
  resends from `acked + 1` after any break loses nothing and counts nothing twice.
- Each venue's game is its log replayed (game/session.replay_step, as a resume replays it).
- Racks: a venue's rack for a round is checked against the drawing venue's (with a pack, the first venue's); a
  venue whose rack or master move differs is kept apart (its events are kept, its players left out of the merged
  ranking) and its judge told, at every answer, until the hub's organiser settles that round (`settle`): "count"
  (its players ranked on the round they played) or "void" (each of them gets the round's master score); either
  way it takes no part in that round's solo-top bonus (report/simultaneous.py applies it), the settlement is
  logged, its judge told, and it rejoins the merge: a later round that differs keeps it apart again.
- The watermark: `revealed` is the last round every venue (kept apart or not) has revealed, in steps of `partial_every` (all of them
  once every venue's game has ended); the standings are report/simultaneous.py's merge of rounds 1..revealed, so
  nothing public depends on a slip of a round some venue has not revealed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import Lexicon
from ..game.access import Access
from ..game.duplicate import Duplicate
from ..game.log import LogError
from ..game.reopen import TakeBack
from ..game.rounds import ENDED, GameError
from ..game.schema import problem
from ..game.session import Answered, rebuild, replay_step
from ..messages import Message
from ..report.simultaneous import Merged, SimultaneousError, Venue, merge, merged_standings
from .criteria import ranked
from .settings import HubSettings

BATCH = 2000            # events in one request, at most
SETTLEMENTS = ("count", "void")
CONNECTED = 10.0        # a venue heard from within this many seconds is connected


class Refused(Exception):
    """A request refused: its HTTP status and its message (keyed), with what the hub holds."""

    def __init__(self, status: int, message: Message, acked: int | None = None):
        super().__init__(str(message))
        self.status, self.message, self.acked = status, message, acked


@dataclass
class Feed:
    """One venue: its events and its game as they arrive."""
    name: str
    events: list[dict] = field(default_factory=list)       # sequence n is events[n - 1]
    game: Duplicate | None = None                           # the replayed Duplicate, once its setup has come
    access: Access = field(default_factory=Access)
    answered: Answered = field(default_factory=dict)
    takeback: TakeBack = field(default_factory=TakeBack)
    failed: Message | None = None                           # an event the hub could not replay
    apart: Message | None = None                            # a rack or master that differs (to its judge only)
    apart_round: int = 0                                    # from which round (what the public is told)
    racks: dict[int, list[str]] = field(default_factory=dict)      # round → its rack, as drawn here
    masters: dict[int, str] = field(default_factory=dict)          # round → the master move revealed here
    revealed_at: dict[int, int] = field(default_factory=dict)      # round → the sequence of its reveal
    settled: dict[int, str] = field(default_factory=dict)          # round → "count" | "void" (the organiser's word)
    seen: float | None = None                               # when the hub last heard from it

    @property
    def acked(self) -> int:
        return len(self.events)

    @property
    def revealed(self) -> int:
        return len(self.game.rounds) if self.game is not None else 0

    @property
    def round(self) -> int:
        game = self.game
        if game is None:
            return 0
        return game.current.number if game.current is not None else len(game.rounds)

    @property
    def ended(self) -> bool:
        return self.game is not None and self.game.phase == ENDED

    @property
    def merged(self) -> bool:
        return self.game is not None and self.failed is None and self.apart is None


class Upto:
    """A venue's game as of round `last`: what the merge reads of a Duplicate, rounds after `last` left out."""

    def __init__(self, game, last: int):
        self._game, self.rounds = game, game.rounds[:last]
        self.players, self.tiles, self.config, self.language = game.players, game.tiles, game.config, game.language
        self.expelled = {t: n for t, n in game.expelled.items() if n <= last}
        self.joined = {t: n for t, n in game.joined.items() if n <= last}
        self.traced = {n: slips for n, slips in game.traced.items() if n <= last}
        self.results_final = game.results_final and last == len(game.rounds)
        self.end_reason = game.end_reason if last == len(game.rounds) else ""

    def missing(self, round_) -> list[int]:
        return self._game.missing(round_)


class MultiplexState:
    """`lexicon_for(setup)`: the word list a venue's setup event was played with (the shell loads it)."""

    def __init__(self, settings: HubSettings, lexicon_for: Callable[[dict], Lexicon]):
        self.settings, self.lexicon_for = settings, lexicon_for
        self.feeds = {name: Feed(name) for name in settings.venues}
        self.changes = 0                    # bumped by every accepted event: the public answer's cache key

    # ------------------------------------------------------------------ events in
    def admit(self, venue: str, events) -> list[dict]:
        """The events of a request to take (the ones after what the hub holds, in order), each checked as a log's
        line is (game/schema.py); Refused for a body that is not a list of events, or a gap (409, with `acked`)."""
        feed = self.feeds[venue]
        if not isinstance(events, list) or len(events) > BATCH:
            raise Refused(400, Message("multiplex.busy", n=BATCH) if isinstance(events, list)
                          else Message("multiplex.body"))
        taken, acked = [], feed.acked
        for item in events:
            seq = item.get("seq") if isinstance(item, dict) else None
            if isinstance(seq, bool) or not isinstance(seq, int) or seq < 1:
                raise Refused(400, Message("multiplex.body"))
            if seq <= acked:
                continue                                  # held already: acknowledged, not counted twice
            if seq != acked + 1:
                raise Refused(409, Message("multiplex.order", acked=acked, next=acked + 1), acked)
            event = {k: v for k, v in item.items() if k != "seq"}
            why = problem(event, first=seq == 1)
            if why:
                raise Refused(400, Message("multiplex.event", seq=seq, why=why))
            taken.append(event)
            acked = seq
        return taken

    def apply(self, venue: str, events: list[dict], now: float | None = None) -> None:
        """Events admitted (and made durable by the shell) become the venue's game."""
        feed = self.feeds[venue]
        if now is not None:
            feed.seen = now
        for event in events:
            feed.events.append(event)
            self.changes += 1
            if feed.failed is None:
                self._replay(feed, event)
        if events:
            self._check_all()

    def _replay(self, feed: Feed, event: dict) -> None:
        index = len(feed.events) - 1

        def where(i: int) -> str:
            return f"event {i + 1}"
        try:
            if index == 0:
                feed.game, feed.access, feed.answered, feed.takeback = rebuild(feed.events, self.lexicon_for(event),
                                                                               where)
            elif event["type"] == "reopen":          # lines taken back: the game again from its log
                assert feed.game is not None             # its setup came first (index 0)
                feed.game, feed.access, feed.answered, feed.takeback = rebuild(feed.events, feed.game.generator.lexicon,
                                                                               where)
                feed.racks, feed.masters, feed.revealed_at = {}, {}, {}
                self._recount(feed)
                return
            else:
                assert feed.game is not None
                replay_step(feed.game, feed.access, feed.answered, feed.takeback, event, index, where)
        except (LogError, GameError, ValueError, KeyError) as error:
            feed.failed = Message("multiplex.unplayable", venue=feed.name, seq=index + 1, why=str(error))
            feed.apart_round = feed.round or 1
            return
        self._note(feed, event, index + 1)

    def _note(self, feed: Feed, event: dict, seq: int) -> None:
        game = feed.game
        assert game is not None                          # replayed: its setup has come
        if event["type"] in ("draw", "rack") and game.current is not None:
            feed.racks[game.current.number] = list(game.current.rack)
        elif event["type"] == "reveal" and game.rounds:
            feed.masters[game.rounds[-1].number] = game.rounds[-1].master
            feed.revealed_at[game.rounds[-1].number] = seq

    def _recount(self, feed: Feed) -> None:
        game = feed.game
        assert game is not None
        for round_ in game.rounds:
            feed.racks[round_.number], feed.masters[round_.number] = list(round_.rack), round_.master
        if game.current is not None:
            feed.racks[game.current.number] = list(game.current.rack)

    # ------------------------------------------------------------------ racks
    def source(self) -> Feed:
        """The venue whose racks are the game's: the drawing venue, or (a pack) the first listed."""
        name = self.settings.draw or next(iter(self.settings.venues))
        return self.feeds[name]

    def _check_all(self) -> None:
        reference = self.source()
        for feed in self.feeds.values():
            if feed is reference or feed.apart is not None:
                continue
            for number, rack in sorted(feed.racks.items()):
                if number in feed.settled:
                    continue
                want = reference.racks.get(number)
                if want is not None and sorted(want) != sorted(rack):
                    feed.apart_round = number
                    feed.apart = Message("multiplex.rack_differs", round=number, venue=feed.name, have=" ".join(rack),
                                         source=reference.name, want=" ".join(want))
                    break
                have, master = feed.masters.get(number), reference.masters.get(number)
                if have is not None and master is not None and have != master:
                    feed.apart_round = number
                    feed.apart = Message("multiplex.master_differs", round=number, venue=feed.name, have=have,
                                         source=reference.name, want=master)
                    break

    def settle_check(self, venue: str, number: int, how: str) -> None:
        """Refused unless `venue` is kept apart at round `number` and `how` is a settlement."""
        feed = self.feeds.get(venue)
        if feed is None:
            raise Refused(404, Message("multiplex.settle_venue", venue=venue, venues=", ".join(self.feeds)))
        if how not in SETTLEMENTS:
            raise Refused(400, Message("multiplex.settle_usage"))
        if feed.apart is None or feed.apart_round != number:
            raise Refused(409, Message("multiplex.settle_not_apart", venue=venue, round=number) if feed.apart is None
                          else Message("multiplex.settle_other_round", venue=venue, round=number,
                                       apart=feed.apart_round))

    def settled_as(self, venue: str, number: int, how: str) -> bool:
        """Whether `venue`'s round `number` is settled already as `how` (a settlement sent again, a retry)."""
        feed = self.feeds.get(venue)
        return feed is not None and feed.settled.get(number) == how and \
            not (feed.apart is not None and feed.apart_round == number)

    def settle(self, venue: str, number: int, how: str) -> Message:
        """The organiser's word on a venue kept apart at round `number` (Refused when it is not): what it says, for
        the hub's console; the shell logs it first (HUB.jsonl), `--resume` gives it again here."""
        self.settle_check(venue, number, how)
        feed = self.feeds[venue]
        feed.settled[number] = how
        feed.apart, feed.apart_round = None, 0
        self.changes += 1
        self._check_all()
        return self.settlement(venue, number)

    def settlement(self, venue: str, number: int) -> Message:
        return Message(f"multiplex.settled_{self.feeds[venue].settled[number]}", venue=venue, round=number)

    def rack(self, number: int) -> dict | None:
        """The drawing venue's rack of round `number` once its round has started (None before; None with a pack),
        with the master move it will reveal when that is already decided (the seed's pick among tied tops)."""
        if self.settings.draw is None:
            return None
        reference = self.feeds[self.settings.draw]
        rack = reference.racks.get(number)
        if rack is None:
            return None
        master = reference.masters.get(number)
        game = reference.game
        if master is None and game is not None and game.current is not None and game.current.number == number \
                and game.tops:
            try:
                master = str(game._master().move)
            except GameError:
                master = None                     # the judge picks among the ties: not yet
        return {"round": number, "rack": rack, "master": master}

    # ------------------------------------------------------------------ what is public
    def watermark(self) -> int:
        """A venue kept apart still holds it (it plays on and may rejoin once settled: nothing public may be ahead
        of it); only a venue whose events the hub cannot replay (`failed`, stuck) is left out."""
        feeds = [f for f in self.feeds.values() if f.failed is None]
        if not feeds:
            return 0
        low = min(f.revealed for f in feeds)
        if all(f.ended for f in feeds):
            return low
        every = self.settings.partial_every
        return low // every * every

    def merged(self, last: int) -> Merged | None:
        """Rounds 1..last of every venue in the merge, as report --simultaneous merges them (None: nothing yet)."""
        feeds = [f for f in self.feeds.values() if f.merged]
        if last < 1 or not feeds:
            return None
        # an Upto reads like the Duplicate a Venue holds (the parts the merge reads)
        venues = [Venue(f.name, Upto(f.game, last), f.events[0], f.events[0].get("at"))  # type: ignore[arg-type]
                  for f in feeds]
        settled = {(f.name, n): how for f in feeds for n, how in f.settled.items() if n <= last}
        try:
            return merge(venues, settled)
        except SimultaneousError:
            return None

    def standings(self, last: int) -> list[dict]:
        return self.ranking(last)[0]

    def ranking(self, last: int) -> tuple[list[dict], bool]:
        """The standings of rounds 1..last, and whether they are provisional (some round still takes slips)."""
        merged = self.merged(last)
        if merged is None:
            return [], False
        table = merged_standings(merged)
        by_table = {row.table: row for row in table.rows}
        rows = []
        for rank, number, value in ranked(self.settings.ranking, merged, table, self.settings.percent_bonus):
            row, player = by_table[number], merged.players[number]
            venue, at_venue = merged.venue_of(number).name, merged.origin[number][1]
            entry = {"rank": rank, "venue": venue, "table": at_venue, "name": player.name, "club": player.club,
                     "total": row.total, "percent": row.percent_of_master, "rounds": last}
            if self.settings.ranking != "points":
                entry["value"] = value
            settled = self.settled_rounds(venue, last)
            if settled:
                entry["settled"] = settled
            rows.append(entry)
        return rows, table.provisional

    def settled_rounds(self, venue: str, last: int | None = None) -> list[dict]:
        """The venue's settled rounds (up to `last`): [{"round": N, "as": "count" | "void"}]."""
        return [{"round": n, "as": how} for n, how in sorted(self.feeds[venue].settled.items())
                if last is None or n <= last]

    def corrections(self, last: int) -> list[dict]:
        """Every `correct` of a round 1..last, venue by venue: what it was, what it became, when."""
        out = []
        for feed in self.feeds.values():
            if feed.game is None:
                continue
            for round_ in feed.game.rounds[:last]:
                for c in round_.corrections:
                    if c.kind == "correct":
                        old = f"{c.old.text} {c.old.score}" if c.old is not None else ""
                        out.append({"venue": feed.name, "round": round_.number, "table": c.table, "old": old,
                                    "new": f"{c.new.text} {c.new.score}", "at": c.at})
        return sorted(out, key=lambda c: c["at"])

    def venues(self, now: float, last: int) -> dict:
        """Each venue's link and progress; its position is told as of the public rounds (its reveal of round `last`),
        never as the count of what it sent since (that would follow the slips of rounds not yet public); a venue
        kept apart says from which round, not the rack or master that differ (a venue behind has not seen them)."""
        out = {}
        for name, feed in self.feeds.items():
            connected = feed.seen is not None and now - feed.seen < CONNECTED
            behind = 0.0 if connected or feed.seen is None else round(now - feed.seen, 1)
            entry: dict[str, object] = {"connected": connected, "round": feed.round, "revealed": feed.revealed,
                     "acked": feed.revealed_at.get(last, 0) if last else 0, "behind": behind}
            if feed.apart is not None or feed.failed is not None:    # why (a rack, a master) is for its judge only:
                entry["apart"] = Message("multiplex.apart", round=feed.apart_round).said(self.settings.language)
            if feed.settled:                 # its apart_round was public already: so is what was decided on it
                entry["settled"] = self.settled_rounds(name)
            out[name] = entry
        return out

    def public(self, now: float) -> dict:
        last = self.watermark()
        rows, provisional = self.ranking(last)
        return {"venues": self.venues(now, last), "revealed": last, "ranking": self.settings.ranking,
                "partial_every": self.settings.partial_every, "provisional": provisional, "standings": rows,
                "corrections": self.corrections(last)}

    def told(self, venue: str) -> list[str]:
        """What the venue's judge is told with every answer: why it is kept apart, until it is settled; then each
        settlement (its link says each sentence once)."""
        feed = self.feeds[venue]
        told = [self.settlement(venue, n) for n in sorted(feed.settled)]
        return [m.said(self.settings.language) for m in (*told, feed.apart, feed.failed) if m is not None]

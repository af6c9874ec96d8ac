"""The hub's state (DESIGN §4g), pure: what each venue has sent, its game as the events are applied, the racks
compared, the watermark; the public answer is public.py's. Time comes in as arguments; files and the network are
the hub's shell (hublog.py, web.py).

- Each venue's events are held by sequence number (1, 2, …: its log's lines): the next one is taken, one already
  held is acknowledged and ignored, one past a gap is refused with the position held (`admit`), so a venue that
  resends from `acked + 1` after any break loses nothing and counts nothing twice. Held events become its game
  one at a time (`apply_held`, feed.py), as long as the shell's slice lasts: no request holds the hub.
- Racks: a venue's rack for a round is checked against the drawing venue's (with a pack, the first venue's); a
  venue whose rack or master move differs is kept apart (its events kept, its players' rows held at the rounds
  before it) and its judge told, at every answer, and the organiser once, until the organiser settles that round
  (`settle`): "count" (its players ranked on the round they played) or "void" (each gets the round's master
  score); either way it takes no part in that round's solo-top bonus (report/simultaneous.py applies it), the
  settlement is logged, its judge told, and it rejoins the merge: a later round that differs keeps it apart again.
- A venue is given the drawing venue's rack of round N only once its own game has revealed round N−1 (round 1
  from its start), and that round's master only once its own round N is past "Temps!" (`rack`).
- The watermark: `revealed` is the last round every venue (kept apart or not) has revealed, in steps of
  `partial_every` (all of them once every venue's game has ended), so nothing public depends on a slip of a round
  some venue has not revealed.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from ..engine import Lexicon
from ..game.rounds import GameError
from ..game.schema import problem
from ..language import Count, duration
from ..messages import Message
from ..report.simultaneous import Merged
from . import public
from .feed import Feed
from .settings import HubSettings

BATCH = 2000            # events in one request, at most
# what the hub holds of one venue at most (HUB.jsonl and memory): a long real game is a few thousand events and well
# under 1 MB (docs/multiplex.md, measured); past it the venue's requests are answered 413 and the organiser is told
EVENTS_MOST = 20_000
BYTES_MOST = 8 * 1024 * 1024
SETTLEMENTS = ("count", "void")
NOTED = frozenset({"setup", "draw", "rack", "reveal"})     # what may change a comparison with the drawing venue


def weight(event: dict) -> int:
    """An event's bytes as HUB.jsonl keeps it (near enough: its JSON), what a venue's bound counts."""
    return len(json.dumps(event, ensure_ascii=False).encode())


class Refused(Exception):
    """A request refused: its HTTP status and its message (keyed), with what the hub holds."""

    def __init__(self, status: int, message: Message, acked: int | None = None):
        super().__init__(str(message))
        self.status, self.message, self.acked = status, message, acked


class MultiplexState:
    """`lexicon_for(setup)`: the word list a venue's setup event was played with, among the hub's own (the shell
    loads them; feed.OtherList when it holds no such list)."""

    def __init__(self, settings: HubSettings, lexicon_for: Callable[[dict], Lexicon]):
        self.settings, self.lexicon_for = settings, lexicon_for
        self.feeds = {name: Feed(name) for name in settings.venues}
        self.changes = 0                    # bumped by every event applied: the public answer's cache key
        self.organiser: list[Message] = []  # what the organiser is to be told (the shell prints and empties it)
        self.began: tuple[float, str] | None = None   # when the hub first heard a venue's events, and whose

    # ------------------------------------------------------------------ events in
    def admit(self, venue: str, events) -> list[dict]:
        """The events of a request to take (the ones after what the hub holds, in order), each checked strictly as
        a log's line (game/schema.py: no key the schema does not name); Refused, nothing taken, for a body that is
        not a list of events (400), too many of them (413), a gap (409, with `acked`), or more than a venue may
        hold (413, EVENTS_MOST and BYTES_MOST: the organiser told once)."""
        feed = self.feeds[venue]
        if not isinstance(events, list):
            raise Refused(400, Message("multiplex.body"))
        if len(events) > BATCH:
            raise Refused(413, Message("multiplex.busy", n=Count(BATCH)))
        taken, acked, size = [], feed.acked, feed.bytes
        for item in events:
            seq = item.get("seq") if isinstance(item, dict) else None
            if isinstance(seq, bool) or not isinstance(seq, int) or seq < 1:
                raise Refused(400, Message("multiplex.body"))
            if seq <= acked:
                continue                                  # held already: acknowledged, not counted twice
            if seq != acked + 1:
                raise Refused(409, Message("multiplex.order", acked=Count(acked), next=Count(acked + 1)), acked)
            event = {k: v for k, v in item.items() if k != "seq"}
            why = problem(event, first=seq == 1, strict=True)
            if why:
                raise Refused(400, Message("multiplex.event", seq=seq, why=why))
            size += weight(event)
            if seq > EVENTS_MOST or size > BYTES_MOST:
                self._full(feed)
                raise Refused(413, Message("multiplex.full", venue=venue, events=Count(EVENTS_MOST),
                                           mb=BYTES_MOST // (1024 * 1024)), feed.acked)
            taken.append(event)
            acked = seq
        return taken

    def _full(self, feed: Feed) -> None:
        if not feed.full:
            feed.full = True
            self.organiser.append(Message("multiplex.full_organiser", venue=feed.name, events=Count(feed.acked),
                                          kb=Count(feed.bytes // 1024)))

    def hold(self, venue: str, events: list[dict], now: float | None = None) -> None:
        """Events admitted and made durable by the shell: held (acknowledged), to be applied."""
        feed = self.feeds[venue]
        if now is not None:
            feed.seen = now
            if events and self.began is None:
                self.began = (now, venue)
        if events and feed.absent and not feed.events:
            self.organiser.append(Message("multiplex.absent_sends", venue=venue))
        feed.events.extend(events)
        feed.bytes += sum(map(weight, events))

    def apply_held(self, venue: str, more: Callable[[], bool] = lambda: True, upto: int | None = None) -> bool:
        """The venue's held events (the first `upto` of them) into its game while `more()` says the slice lasts (one
        at least): whether some are still to apply."""
        feed = self.feeds[venue]
        while feed.pending and (upto is None or feed.applied < upto):
            event = feed.step(self.lexicon_for)
            self.changes += 1
            if event is None:                             # it could not be replayed: the organiser is told
                self.organiser.append(feed.failed)        # type: ignore[arg-type]  # step set it
            elif event["type"] in NOTED:
                self._check_all()
            if event is not None and event["type"] in ("reveal", "end"):
                self._rejoin()
            if not more():
                break
        return feed.pending

    def apply(self, venue: str, events: list[dict], now: float | None = None) -> None:
        """Held and applied at once (a resume, a report, the tests)."""
        self.hold(venue, events, now)
        self.apply_held(venue)

    # ------------------------------------------------------------------ the venues compared
    def source(self) -> Feed:
        """The venue whose racks are the game's: the drawing venue, or (a pack) the first listed."""
        name = self.settings.draw or next(iter(self.settings.venues))
        return self.feeds[name]

    def _check_all(self) -> None:
        reference = self.source()
        for feed in self.feeds.values():
            if feed is reference:
                continue
            self._check_seconds(feed, reference)
            if feed.apart is not None:
                continue
            for number, rack in sorted(feed.racks.items()):
                if number in feed.settled:
                    continue
                want = reference.racks.get(number)
                if want is not None and sorted(want) != sorted(rack):
                    feed.apart_round = number
                    feed.apart = Message("multiplex.rack_differs", round=number, venue=feed.name, have=" ".join(rack),
                                         source=reference.name, want=" ".join(want))
                    self.organiser.append(feed.apart)
                    break
                have, master = feed.masters.get(number), reference.masters.get(number)
                if have is not None and master is not None and have != master:
                    feed.apart_round = number
                    feed.apart = Message("multiplex.master_differs", round=number, venue=feed.name, have=have,
                                         source=reference.name, want=master)
                    self.organiser.append(feed.apart)
                    break

    def _check_seconds(self, feed: Feed, reference: Feed) -> None:
        """Every venue thinks as long as the drawing venue (its setup's round_seconds): one that does not is
        told, and so is the organiser, once."""
        if feed.game is None or reference.game is None or feed.seconds is not None:
            return
        have, want = feed.game.config.round_seconds, reference.game.config.round_seconds
        if have != want:
            feed.seconds = Message("multiplex.seconds_differ", venue=feed.name, have=have, source=reference.name,
                                   want=want)
            self.organiser.append(feed.seconds)

    # ------------------------------------------------------------------ the organiser's word
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

    def absent_check(self, venue: str) -> None:
        if venue not in self.feeds:
            raise Refused(404, Message("multiplex.settle_venue", venue=venue, venues=", ".join(self.feeds)))

    def is_absent(self, venue: str) -> bool:
        """Whether the organiser's last word on `venue` left it out (`present` asked counts as taken back)."""
        feed = self.feeds[venue]
        return feed.absent and not feed.back

    def leave_out(self, venue: str, out: bool) -> Message:
        """The organiser's `absent VENUE` (out) or `present VENUE`: a venue left out holds no public round back (one
        that never connects would hold the ranking at nothing for good); taken back, it holds them again once it
        has revealed the rounds already public (nothing public goes back), at once if it has. What it says; the
        shell logs it first (HUB.jsonl), `--resume` gives it again here."""
        self.absent_check(venue)
        feed = self.feeds[venue]
        if out:
            feed.absent, feed.back = True, False
            said = Message("multiplex.left_out", venue=venue)
        elif not feed.absent:
            said = Message("multiplex.taken_back", venue=venue)
        else:
            feed.back = True
            said = self._rejoin(venue) or Message("multiplex.coming_back", venue=venue, round=self.watermark(),
                                                  revealed=feed.revealed)
        self.changes += 1
        return said

    def _rejoin(self, venue: str | None = None) -> Message | None:
        """A venue taken back rejoins the public rounds once it has revealed those already public (or ended); the
        organiser told (`venue`: the one just taken back, whose sentence is the answer instead)."""
        said = None
        for feed in self.feeds.values():
            if feed.absent and feed.back and (feed.ended or feed.revealed >= self.watermark()):
                feed.absent = feed.back = False
                message = Message("multiplex.taken_back", venue=feed.name)
                if feed.name == venue:
                    said = message
                else:
                    self.organiser.append(message)
                self.changes += 1
        return said

    def absence(self, venue: str, last: int) -> Message:
        """Why a venue left out is not in the ranking, for the public (the page)."""
        feed = self.feeds[venue]
        if feed.game is None:
            return Message("multiplex.absent_none", venue=venue)
        counted = feed.counted(last)
        if feed.back:
            return Message("multiplex.absent_back", venue=venue, n=counted, round=last)
        return Message("multiplex.absent_rows", venue=venue, n=counted) if counted else \
            Message("multiplex.absent_out", venue=venue)

    def silent(self, now: float) -> None:
        """The organiser told (once each) of a listed venue that has sent nothing `silent_seconds` after the first
        venue's first event: the public ranking waits for it (`absent VENUE` leaves it out)."""
        if self.began is None or now - self.began[0] < self.settings.silent_seconds:
            return
        for feed in self.feeds.values():
            if not feed.events and not feed.absent and not feed.silent_told:
                feed.silent_told = True
                self.organiser.append(Message("multiplex.silent", venue=feed.name, first=self.began[1],
                                              after=duration(self.settings.silent_seconds)))

    # ------------------------------------------------------------------ what a venue is given
    def rack(self, number: int, venue: str) -> dict | None:
        """The drawing venue's rack of round `number` for `venue`, once the drawing venue's round has started and
        `venue`'s own game has revealed round `number` − 1 (round 1: once its game has started); with the master
        move the drawing venue reveals only once `venue`'s own round `number` is past "Temps!" and that master is
        decided (revealed, or the seed's pick among tied tops). None before (and with a pack)."""
        if self.settings.draw is None:
            return None
        asking, reference = self.feeds[venue], self.feeds[self.settings.draw]
        if asking.game is None or asking.revealed < number - 1:
            return None
        rack = reference.racks.get(number)
        if rack is None:
            return None
        master = None
        if asking.past_time(number):
            master = reference.masters.get(number)
            game = reference.game
            if master is None and game is not None and game.current is not None and game.current.number == number \
                    and game.tops:
                try:
                    master = str(game._master().move)
                except GameError:
                    master = None                 # the judge picks among the ties: not yet
        return {"round": number, "rack": rack, "master": master}

    def told(self, venue: str) -> list[str]:
        """What the venue's judge is told with every answer: why it is kept apart, until it is settled; then each
        settlement (its link says each sentence once); a thinking time not the drawing venue's."""
        feed = self.feeds[venue]
        told = [self.settlement(venue, n) for n in sorted(feed.settled)]
        return [m.said(self.settings.language) for m in (*told, feed.apart, feed.failed, feed.seconds)
                if m is not None]

    # ------------------------------------------------------------------ what is public (public.py)
    def watermark(self) -> int:
        """A venue kept apart still holds it (it plays on and may rejoin once settled: nothing public may be ahead
        of it); only a venue whose events the hub cannot replay (`failed`, stuck) and one the organiser left out
        (`absent`) are not waited for."""
        feeds = [f for f in self.feeds.values() if f.failed is None and not f.absent]
        if not feeds:
            return 0
        low = min(f.revealed for f in feeds)
        if all(f.ended for f in feeds):
            return low
        every = self.settings.partial_every
        return low // every * every

    def merged(self, last: int) -> Merged | None:
        return public.merged(self, last)

    def ranking(self, last: int) -> tuple[list[dict], bool]:
        return public.ranking(self, last)

    def standings(self, last: int) -> list[dict]:
        return public.ranking(self, last)[0]

    def settled_rounds(self, venue: str, last: int | None = None) -> list[dict]:
        """The venue's settled rounds (up to `last`): [{"round": N, "as": "count" | "void"}]."""
        return [{"round": n, "as": how} for n, how in sorted(self.feeds[venue].settled.items())
                if last is None or n <= last]

    def corrections(self, last: int) -> list[dict]:
        return public.corrections(self, last)

    def public(self, now: float) -> dict:
        return public.answer(self, now)

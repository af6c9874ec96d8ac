"""One venue at the hub (DESIGN §4g): the events it sent, held in sequence, and its game, which they become one event
at a time (game/replayer.py: each event at the cost of the game's own step, a `reopen` included, never its whole
log again), so the shell can take a long request in slices and answer everyone else in between (web.py).

What the hub reads of a venue's game is here too: the rack and master move of each of its rounds (compared with the
drawing venue's by state.py), where its game stands (a round revealed, a round past "Temps!": what a rack or a
master may be given to it for), and why it cannot be merged (a line the hub cannot replay, another word list)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import Lexicon
from ..game.duplicate import Duplicate
from ..game.log import LogError
from ..game.registration import MAX_PLAYERS
from ..language import Count
from ..game.replayer import Replayer
from ..game.rounds import CLOSED, COLLECT, ENDED, GameError
from ..messages import Message, message_of

REOPENS_PER_ROUND = 10      # a judge takes back a keystroke or two in a round; more is no game's, and costs copies


class OtherList(Exception):
    """A venue's setup names a word list the hub does not hold (cli/hub.py's lexicons): the venue is left out.
    `have`: the venue's list as people read it; `held`: the hub's."""

    def __init__(self, have: str, held: str):
        super().__init__(have)
        self.have, self.held = have, held


@dataclass
class Feed:
    """One venue: its events as they arrive, and its game as they are applied."""
    name: str
    events: list[dict] = field(default_factory=list)       # sequence n is events[n - 1]: held, durable, acknowledged
    replayer: Replayer | None = None                        # the venue's game, once its setup is applied
    failed: Message | None = None                           # an event the hub could not replay
    apart: Message | None = None                            # a rack or master that differs (to its judge only)
    apart_round: int = 0                                    # from which round (what the public is told)
    racks: dict[int, list[str]] = field(default_factory=dict)      # round → its rack, as drawn here
    masters: dict[int, str] = field(default_factory=dict)          # round → the master move revealed here
    revealed_at: dict[int, int] = field(default_factory=dict)      # round → the sequence of its reveal
    settled: dict[int, str] = field(default_factory=dict)          # round → "count" | "void" (the organiser's word)
    seconds: Message | None = None                          # its thinking time is not the drawing venue's
    seen: float | None = None                               # when the hub last heard from it
    bytes: int = 0                                          # its events' bytes, held (state.EVENTS_MOST, BYTES_MOST)
    full: bool = False                                      # it sent more than a venue may: the organiser was told
    absent: bool = False                                    # left out by the organiser (`absent`): holds no round
    back: bool = False                                      # … and taken back (`present`): in once it has caught up
    silent_told: bool = False                               # the organiser was told it has sent nothing yet

    @property
    def game(self) -> Duplicate | None:
        return self.replayer.game if self.replayer is not None else None

    @property
    def acked(self) -> int:
        return len(self.events)

    @property
    def applied(self) -> int:
        return self.replayer.applied if self.replayer is not None else 0

    @property
    def pending(self) -> bool:
        return self.failed is None and self.applied < len(self.events)

    @property
    def revealed(self) -> int:
        game = self.game
        return len(game.rounds) if game is not None else 0

    @property
    def round(self) -> int:
        game = self.game
        if game is None:
            return 0
        return game.current.number if game.current is not None else len(game.rounds)

    @property
    def ended(self) -> bool:
        game = self.game
        return game is not None and game.phase == ENDED

    @property
    def merged(self) -> bool:
        return self.game is not None and self.failed is None and self.apart is None

    @property
    def moving(self) -> bool:
        """Its rows move with the public rounds: merged, and not left out by the organiser."""
        return self.merged and not self.absent

    def past_time(self, number: int) -> bool:
        """Whether its own round `number` is past "Temps!" (revealed, or its time up): its master may be told."""
        game = self.game
        if game is None:
            return False
        return number <= len(game.rounds) or (game.current is not None and game.current.number == number
                                              and game.phase in (COLLECT, CLOSED))

    def step(self, lexicon_for: Callable[[dict], Lexicon]) -> dict | None:
        """The next held event into its game: that event, or None (nothing held, or it could not be replayed:
        `failed` says why, and nothing after it is applied)."""
        if not self.pending:
            return None
        index = self.applied
        event = self.events[index]
        try:
            if self.replayer is None:
                if len(event.get("players", ())) > MAX_PLAYERS:      # every public answer would merge them all
                    self.failed = Message("multiplex.too_many", venue=self.name, n=Count(len(event["players"])),
                                          most=Count(MAX_PLAYERS))
                    self.apart_round = 1
                    return None
                self.replayer = Replayer(self.events, lexicon_for(event), lambda i: Message("log.event_n", n=i + 1),
                                         REOPENS_PER_ROUND)
            else:
                self.replayer.apply()
        except OtherList as other:
            self.failed = Message("multiplex.other_list", venue=self.name, have=other.have, held=other.held,
                                  setting="multiplex.lexicon")
            self.apart_round = 1
            return None
        except (LogError, GameError, ValueError, KeyError) as error:
            self.failed = Message("multiplex.unplayable", venue=self.name, seq=index + 1, why=message_of(error))
            game = self.game                     # apart from the round it was playing, or the next one
            self.apart_round = game.current.number if game is not None and game.current is not None else \
                self.revealed + 1
            return None
        self._note(event, index + 1)
        return event

    def _note(self, event: dict, seq: int) -> None:
        game = self.game
        assert game is not None                          # replayed: its setup has come
        if event["type"] in ("draw", "rack") and game.current is not None:
            self.racks[game.current.number] = list(game.current.rack)
        elif event["type"] == "reveal" and game.rounds:
            self.masters[game.rounds[-1].number] = game.rounds[-1].master
            self.revealed_at[game.rounds[-1].number] = seq

    def counted(self, last: int) -> int:
        """The public rounds its players are ranked on: all of them while it is merged; kept apart (or its events
        unplayable), those before the round it differs from, as far as they are public: its rows stop moving there;
        left out by the organiser, those it has revealed."""
        if self.moving:
            return last
        if self.merged:
            return max(0, min(last, self.revealed))
        return max(0, min(last, self.apart_round - 1, self.revealed))

"""One game played in several venues (DESIGN §4e), ranked as one game: `conductor report --simultaneous`.

Every venue played the same pack, so every round has one rack, one board and one master move everywhere, and a
slip scored at one venue is worth what it would be worth at any other. The merged game is therefore the venues'
rounds side by side: each player keeps the scores their own venue gave them (slips, corrections, sanctions as
that judge decided), and only what depends on everybody is done again over everybody:

- the solo-top bonus (003 §1.10): N is every player of every venue; a top found by one player at one venue and
  by another elsewhere is no solo top (a venue's own bonus, given with its own N, is not carried over);
- the ranking and its ties (003 §1.9 for FISC; 004 2.1.10 for AJS, "the best player's score" over all venues).

Before anything is merged, the logs must be of one game: the same rules, the same word list and, round by round,
the same rack and master move; the first difference is refused naming the venue and the round. The multiplex hub
(DESIGN §4g) may pass `settled`: a venue's round its organiser settled after its rack or master differed, which is
then not compared and counts as the decision says ("count": its players keep the scores their judge gave them on
the rack they played; "void": each of its players gets the round's master score); either way that venue's
players take no part in that round's solo-top bonus (their round was not everybody's).

The hub may also pass `short`: venues kept apart whose players are ranked on the rounds before the one they
differ from (their rows stop moving there, DESIGN §4g): they hold fewer rounds than the others, and their players
have no score in the rounds they lack (`Merged.counted` says how many rounds each such player counts).

The merged game is a `Merged`, which reads like a Duplicate to the standings, the chart and the grid's cells
(players, rounds, tiles, config, expelled, joined, missing), so those are the single game's own code.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..game.duplicate import Duplicate, bonus_value
from ..game.players import Player
from ..game.ranking import Standings, standings
from ..game.rounds import Round
from ..game.schema import Config
from ..messages import KeyedError, text
from ..rules.ruleset import Ruleset
from ..rules.tiles import TileSet
from ..wordlist.identity import logged_list



class SimultaneousError(KeyedError):
    """Logs that are not one game; the message names the venue and the round, in the game's language."""


@dataclass(frozen=True)
class Venue:
    name: str                 # the setup's venue (run --venue), else the log file's name
    game: Duplicate
    setup: dict
    started: float | None = None


@dataclass
class Merged:
    """Every venue's players and rounds as one game; reads like a Duplicate where the reports read one."""
    venues: tuple[Venue, ...]
    players: dict[int, Player]                  # merged table (1…N, venue by venue) → the player
    origin: dict[int, tuple[int, int]]          # merged table → (venue's index, table at that venue)
    rounds: list[Round]
    tiles: TileSet
    config: Config
    expelled: dict[int, int] = field(default_factory=dict)
    withdrawn: dict[int, int] = field(default_factory=dict)      # a player who went home (`withdraw`)
    joined: dict[int, int] = field(default_factory=dict)
    absent: dict[int, list[int]] = field(default_factory=dict)   # round → merged tables without a slip yet
    traced: dict[int, dict[int, dict]] = field(default_factory=dict)   # round → {merged table: its slip's trace}
    results_final: bool = False
    end_reason: str = ""
    warnings: list[str] = field(default_factory=list)
    settled: dict[tuple[str, int], str] = field(default_factory=dict)   # (venue, round) → "count" | "void" (§4g)
    outside: dict[int, set[int]] = field(default_factory=dict)   # round → merged tables not on its own rack (settled)
    counted: dict[int, int] = field(default_factory=dict)        # merged table → rounds it counts, when fewer (short)

    def missing(self, round_: Round) -> list[int]:
        return list(self.absent.get(round_.number, []))

    def venue_of(self, table: int) -> Venue:
        return self.venues[self.origin[table][0]]

    @property
    def ruleset(self) -> Ruleset:
        """The venues' (merge refuses venues of different rules)."""
        return self.venues[0].game.ruleset

    def own_rack(self, round_: Round) -> dict[int, int]:
        """The round's scores of the players who played its own rack: who takes part in its solo-top bonuses (a
        settled venue's players do not, DESIGN §4g: FISC's here, FISE's in multiplex/criteria.py)."""
        return _own_rack(round_.scores, self.outside.get(round_.number, set()))


def venue_name(setup: dict, path: str) -> str:
    from pathlib import Path

    return str(setup.get("venue") or Path(path).stem)


def check_one_game(venues: list[Venue], settled: dict[tuple[str, int], str] | None = None,
                   short: frozenset[str] = frozenset()) -> None:
    """Refuses logs that did not play the same game, at the first difference, naming the venue and the round (a
    round in `settled` is not compared, and each round is compared with the first venue's not settled; a venue in
    `short` may hold fewer rounds)."""
    settled = settled or {}
    first = venues[0]

    def refused(key: str, **params) -> SimultaneousError:      # said in the game's language (the first venue's)
        return SimultaneousError(key, **params).told(first.game.language)

    for venue in venues[1:]:
        names = {"venue": venue.name, "first": first.name}
        if venue.setup.get("ruleset") != first.setup.get("ruleset"):
            raise refused("simultaneous.ruleset", **names, have=venue.setup.get("ruleset"),
                          want=first.setup.get("ruleset"))
        theirs_list, first_list = logged_list(venue.setup), logged_list(first.setup)
        if not theirs_list.same_list(first_list):
            raise refused("simultaneous.list", **names, have=f"{theirs_list.label} ({theirs_list.short})",
                          want=f"{first_list.label} ({first_list.short})")
        ours, theirs = venue.game.rounds, first.game.rounds
        for index in range(max(len(ours), len(theirs))):
            if index >= len(ours) or index >= len(theirs):
                lacking = venue if index >= len(ours) else first
                if lacking.name in short:
                    continue
                raise refused("simultaneous.missing", round=index + 1, venue=lacking.name,
                              last=len(lacking.game.rounds))
            if (venue.name, index + 1) in settled:
                continue
            leader = next((v for v in venues if (v.name, index + 1) not in settled and len(v.game.rounds) > index),
                          first)
            if leader is venue:
                continue
            names["first"] = leader.name
            a, b = ours[index], leader.game.rounds[index]
            if sorted(a.rack) != sorted(b.rack):
                raise refused("simultaneous.rack", **names, round=index + 1, have=" ".join(a.rack),
                              want=" ".join(b.rack))
            if (a.master, a.master_score) != (b.master, b.master_score):
                raise refused("simultaneous.master", **names, round=index + 1,
                              have=f"{a.master} ({a.master_score})",
                              want=f"{b.master} ({b.master_score})")
        mine, reference = venue.setup.get("pack"), first.setup.get("pack")
        if mine and reference and mine != reference:
            raise refused("simultaneous.pack", **names, have=mine[:12], want=reference[:12])


def merge(venues: list[Venue], settled: dict[tuple[str, int], str] | None = None,
          short: frozenset[str] = frozenset()) -> Merged:
    """The venues as one game (see the module's docstring); `check_one_game` first."""
    settled = settled or {}
    check_one_game(venues, settled, short)
    language = venues[0].game.language
    players: dict[int, Player] = {}
    origin: dict[int, tuple[int, int]] = {}
    ids: list[dict[int, int]] = []
    for index, venue in enumerate(venues):
        mapping = {}
        for table in sorted(venue.game.players):
            merged = len(players) + 1
            players[merged] = replace(venue.game.players[table], table=merged)
            origin[merged], mapping[table] = (index, table), merged
        ids.append(mapping)
    off = [v.name for v in venues if not v.game.config.bonuses]
    bonuses = len(off) < len(venues)
    out = Merged(tuple(venues), players, origin, [], venues[0].game.tiles, replace(venues[0].game.config,
                 bonuses=bonuses), results_final=all(v.game.results_final for v in venues),
                 end_reason=venues[0].game.end_reason)
    out.settled = dict(settled)
    if bonuses and off:
        out.warnings.append(text("simultaneous.bonuses", language, venues=", ".join(f"'{n}'" for n in off)))
    for venue, mapping in zip(venues, ids):
        out.expelled.update({mapping[t]: n for t, n in venue.game.expelled.items() if t in mapping})
        out.joined.update({mapping[t]: n for t, n in venue.game.joined.items() if t in mapping})
        out.withdrawn.update({mapping[t]: n for t, n in venue.game.withdrawn.items() if t in mapping})
    value = bonus_value(len(players)) if bonuses else 0
    count = max(len(v.game.rounds) for v in venues)
    for venue, mapping in zip(venues, ids):
        if len(venue.game.rounds) < count:            # kept apart (`short`): its rows stop at its last round
            out.counted.update(dict.fromkeys(mapping.values(), len(venue.game.rounds)))
    for number in range(1, count + 1):
        present = [(v, m) for v, m in zip(venues, ids) if len(v.game.rounds) >= number]
        rounds = tuple(v.game.rounds[number - 1] for v, _ in present)
        merged_round, out.outside[number] = _merged_round(rounds, [m for _, m in present], value,
                                                          [settled.get((v.name, number)) for v, _ in present])
        out.rounds.append(merged_round)
        out.absent[number] = sorted(mapping[t] for (venue, mapping), r in zip(present, rounds)
                                    for t in venue.game.missing(r) if t in mapping)
        out.traced[number] = {mapping[t]: trace for venue, mapping in present       # accommodations.py
                              for t, trace in venue.game.traced.get(number, {}).items() if t in mapping}
    return out


def _merged_round(rounds: tuple[Round, ...], ids: list[dict[int, int]], bonus: int,
                  how: list[str | None]) -> tuple[Round, set[int]]:
    """One round of every venue as one: each player's score as their venue gave it (or as a settlement, `how`,
    says), the bonus over everybody who played the round's own rack; and the players who did not (settled)."""
    first = next((r for r, settled in zip(rounds, how) if settled is None), rounds[0])
    merged = Round(first.number, list(first.leftover), list(first.drawn), [list(r) for r in first.rejected],
                   list(first.rack), board=first.board, top_score=max(r.top_score for r in rounds),
                   master=first.master, master_score=first.master_score, ties=first.ties, revealed=True,
                   final=all(r.final for r in rounds))
    apart: set[int] = set()
    for round_, mapping, settled in zip(rounds, ids, how):
        merged.slips.update({mapping[t]: replace(s, table=mapping[t]) for t, s in round_.slips.items() if t in mapping})
        merged.zeroed.update(mapping[t] for t in round_.zeroed if t in mapping)
        merged.corrections.extend(replace(c, table=mapping[c.table]) for c in round_.corrections if c.table in mapping)
        merged.scores.update({mapping[t]: first.master_score if settled == "void" else s
                              for t, s in round_.scores.items() if t in mapping})
        if settled is not None:
            apart.update(mapping[t] for t in round_.scores if t in mapping)
    if bonus:       # rounds.rescore's rule, over every venue's players: the only one with the best score
        scores = _own_rack(merged.scores, apart)
        best = max(scores.values(), default=0)
        finders = [t for t, s in scores.items() if s == best and s > 0]
        if len(finders) == 1:
            merged.bonus[finders[0]] = bonus
    return merged, apart


def _own_rack(scores: dict[int, int], outside: set[int]) -> dict[int, int]:
    return {table: score for table, score in scores.items() if table not in outside}


def merged_standings(merged: Merged) -> Standings:
    """The one ranking of every player of every venue, ties as in one game (game/ranking.py)."""
    return standings(merged)        # type: ignore[arg-type]  # a Merged reads like a Duplicate


def venue_standings(venue: Venue) -> Standings:
    """A venue's own ranking, as its own room saw it (its own N for the bonus)."""
    return standings(venue.game)

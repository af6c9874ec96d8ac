"""Players who join an online game while it is played (DESIGN §4d): registration open until the organiser closes
it (`join close`, or `join until N`: the last round one may join for), a joined player playing from the round
being played if its thinking time still runs, else the next; the rounds before score 0 for them, marked as
missed, not as missing slips. `join remove TABLE` takes a player out from the next round on (out of the public standings; the online game's
login ends); `withdraw TABLE` is a player who goes home: in the standings with the rounds played, absent from the
round being played (when no slip of theirs is in it yet) or the next, marked "withdrawn" in the report, never a
sanction; `reinstate TABLE` takes a withdrawal back (a judge who typed the wrong table, a player back), whenever it
was made, until `final`: the rounds it covered owe that table's slips again, as any missing slip.

Mixed into `Duplicate` (like SlipCollection): the events are the game's, in its log, replayed on resume.
"""

from __future__ import annotations

from typing import Any

from .answers import JoinAnswer, LeaveAnswer, RegistrationAnswer, ReinstateAnswer, WithdrawAnswer
from .events import JoinEvent, LeaveEvent, RegistrationEvent, ReinstateEvent, WithdrawEvent
from .names import told_apart, same_as, written
from .players import Player
from .rounds import CLOSED, COLLECT, DRAW, ENDED, READY, THINK, GameError
from .state import GameState

NAME_LENGTH = 40
MAX_PLAYERS = 5000       # one process serves this many at home (bench/players_bench.py); past it, another game


class Registration(GameState):
    def registration_open(self) -> bool:
        if self.phase == ENDED or self.registration_closed:
            return False
        return self.join_until is None or self._joining_round() <= self.join_until

    def _joining_round(self) -> int:
        """The first round a player joining now plays: the one on the board until its time is up, else the next."""
        if self.current is not None and self.phase in (READY, THINK):
            return self.current.number
        return len(self.rounds) + (1 if self.current is None or self.phase == DRAW else 2)

    def join_event(self, name: str, club: str = "", same_name: str = "number") -> dict[str, Any]:
        """The event for a player joining now, or GameError saying why not. A name that reads as a player's
        (names.py) becomes "NAME (2)", or is refused with `same_name: refuse` (network.same_name)."""
        if not self.registration_open():
            raise GameError("join.closed")
        if len(self.players) >= MAX_PLAYERS:
            raise GameError("join.full")
        name, club = written(name), written(club)     # a NUL, a direction mark, a Hangul filler, "Аnna"
        if not name or len(name) > NAME_LENGTH or len(club) > NAME_LENGTH:
            raise GameError("join.name", n=NAME_LENGTH, m=NAME_LENGTH)
        chosen = told_apart(name, self.names_taken(), NAME_LENGTH)
        if chosen is None or (chosen != name and same_name == "refuse"):
            raise GameError("join.same_name")
        table = max(self.players, default=0) + 1
        return {"type": "join", "table": table, "name": chosen, "club": club, "round": self._joining_round()}

    def names_taken(self) -> set[str]:
        """The players' names as compared (names.same_as), kept up to date join by join (a burst of joins)."""
        held = self.__dict__.get("_names_taken")      # (the count of players it was made for, the names)
        if held is None or held[0] != len(self.players):
            held = (len(self.players), {same_as(player.name) for player in self.players.values()})
            self.__dict__["_names_taken"] = held
        return held[1]

    def _on_join(self, event: JoinEvent) -> JoinAnswer:
        table = int(event["table"])
        if table in self.players:
            raise GameError("join.taken", table=table)
        taken = self.names_taken()
        self.players[table] = Player(table, event["name"], event.get("club", ""))
        taken.add(same_as(event["name"]))
        self.__dict__["_names_taken"] = (len(self.players), taken)
        self.joined[table] = int(event.get("round", 1))
        if "client" in event:                   # the join's client id (its hash) and its token, sealed by it
            self.join_clients[event["client"]] = (table, event.get("sealed", ""))
        return {"table": table, "name": event["name"], "round": self.joined[table]}

    def _on_registration(self, event: RegistrationEvent) -> RegistrationAnswer:
        if "open" in event:
            self.registration_closed = not event["open"]
        if "until" in event:
            self.join_until = int(event["until"])
        return {"open": self.registration_open(), "until": self.join_until}

    def _on_leave(self, event: LeaveEvent) -> LeaveAnswer:
        table = int(event["table"])
        out = self._joining_round()
        self.expelled[table] = min(self.expelled.get(table, out), out)
        return {"table": table, "from_round": self.expelled[table]}

    def withdrawal_round(self, table: int) -> int:
        """The first round a player who goes home now does not play: the round on the board until its time is up and
        while it holds no slip of theirs, else the next one."""
        current = self.current
        if current is not None and self.phase in (READY, THINK) and table not in current.slips \
                and not current.entries.get(table):
            return current.number
        return len(self.rounds) + (1 if current is None or self.phase == DRAW else 2)

    def _on_withdraw(self, event: WithdrawEvent) -> WithdrawAnswer:
        table, first = int(event["table"]), int(event["round"])
        self.withdrawn[table] = min(self.withdrawn.get(table, first), first)
        return {"table": table, "withdrawn": self.withdrawn[table]}

    def reinstated_table(self, table: int) -> int:
        """The table a `reinstate` names, or GameError saying why not: one decision for the console and a log's
        replay (schema.misfit). Taken until `final` (after `end` too: the rounds it covered then miss a slip, typed
        with `correct` or 0 as any missing slip)."""
        if self.results_final:
            raise GameError("reinstate.final")
        if table not in self.players:
            raise GameError("table.no_player", table=table)
        if table not in self.withdrawn:
            raise GameError("reinstate.not_withdrawn", table=table)
        return table

    def _on_reinstate(self, event: ReinstateEvent) -> ReinstateAnswer:
        """A withdrawal taken back: the table plays every round again, as if it had never withdrawn; the rounds the
        withdrawal covered that are under way or past owe its slip (typed, or 0 once final, as any missing slip)."""
        table = int(event["table"])
        first = self.withdrawn.pop(table)
        past = [r.number for r in self.rounds if r.number >= first]
        if self.current is not None and self.current.number >= first and self.phase in (COLLECT, CLOSED, ENDED):
            past.append(self.current.number)              # its "Temps!" has come: its slip is owed too
        return {"table": table, "reinstated": first, "owed": past}

    def registrations(self) -> list[dict[str, Any]]:
        return [{"table": t, "name": p.name, "club": p.club, "joined": self.joined.get(t, 1),
                 "removed": t in self.expelled} for t, p in sorted(self.players.items())]

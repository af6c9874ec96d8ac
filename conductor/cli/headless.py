"""`conductor run --headless`: the judge's console as text, one command a line in, one JSON object a line out;
with the game server, network slips and console lines through one writer; with `--autorun`, the game runs
itself on the round's flow and the autorun's schedule (room/flow.py, room/autorun.py), each step it takes
printed as a line of its own ({"ok": true, "autorun": COMMAND, ...})."""

from __future__ import annotations

import json
import queue
import sys
import threading

from ..clock import peek
from ..room.autorun import Schedule, next_step
from ..room.flow import RoundFlow
from ..room.view import projector_view
from ..server.sheet import access_answer

__all__ = ["HEADLESS_HELP", "Schedule", "headless"]

HEADLESS_HELP = {
    "draw": "draw the next rack automatically (or a new one when the rack has no legal move)",
    "rack T T T…": "the tiles the judge drew by hand (new tiles, or the whole rack with the leftover)",
    "start": "start the round's timer (after the call)",
    "pause / resume": "pause or resume the timer",
    "adjust SECONDS": "set the time left",
    "time": "the time is up: slips are final as written",
    "slip [rN] TABLE COORD WORD [replace]": "a player's slip for round N (default: the newest round past its "
                                            "\"Temps!\" still collecting, else the one being played), scored at "
                                            "once on that round's board (an invalid move scores 0 with its reason); "
                                            "a slip over another source's is refused with \"conflict\" "
                                            "{round, table, by} until sent again with replace",
    "slip [rN] TABLE SCORE": "a player's slip given as a bare score",
    "null [rN] TABLE coord|word|blank|late": "a null move (II.7)",
    "correct rN TABLE COORD WORD|SCORE|null REASON": "replace a slip of round N, finalised or not, until the "
                                                     "results are final (II.9); the bonus and ranks follow",
    "finalise N": "round N's missing slips become 0 (a revealed round; the round on the board: close)",
    "final": "the results are final (after end): no more corrections",
    "warn TABLE": "discipline: a warning, then 0 for the round, then expulsion",
    "close": "no more slips for the round on the board: its missing ones are 0",
    "master": "the tied top moves (judge only)",
    "pick N": "choose the master move among the tied tops",
    "reveal": "reveal the master move and score the round (after time; its slips may still come)",
    "standings": "rank, table, name, total (provisional, with the missing slips, while rounds collect)",
    "state": "round, phase, rack, board rows, bag size, totals, rounds collecting",
    "end [REASON]": "end the game; every round's missing slips become 0",
    "reopen": "take back end (until final), or a close (until the reveal: a round closed during its thinking "
              "time goes on paused with the time it had left)",
    "device add NAME FIRST-LAST": "a table judge's device for tables FIRST–LAST: answers its code (and the "
                                  "address that logs it in); the game server takes its slips for those tables",
    "device list / device revoke NAME": "the devices, or end one's access (its phone is logged out)",
    "pins [TABLE]": "new PINs for every player (or one table), for players sending their own slips "
                    "(network.entry: players); also written as a printable sheet beside the log",
    "lock TABLE / unlock TABLE": "keep a table's slips to the console: the network cannot change them",
    "join list / join close / join open / join until N": "the online game's registration (network.entry: online): "
                                                          "who joined and from which round; close or reopen it; "
                                                          "the last round one may join for",
    "join remove TABLE": "take a player out of the online game from the next round on",
    "join links [TABLE|all]": "a personal link for each player who has none (TABLE: a new one for it; all: for "
                              "everybody; an old link ends); the log keeps their hashes, the links go to an owner-only "
                              "CSV beside the log for the organiser to send",
    "settle rN TABLE 1|2 / settle rN TABLE SLIP": "double entry: settle a dispute with one of the two readings, "
                                                  "or the right slip (correct rN TABLE … settles it too)",
    "autorun off / autorun on": "with --autorun: the console takes the game over, or hands it back",
    "help": "this list",
}


def say(obj: dict) -> None:
    print(json.dumps(obj, ensure_ascii=False), flush=True)


class Headless:
    def __init__(self, session, server=None, schedule: Schedule | None = None, voice=None):
        self.session, self.server, self.schedule, self.voice = session, server, schedule, voice
        self.language = "es" if session.game.tiles.name == "ajs" else "ca"
        self.flow = RoundFlow()
        self.flow.passed(session.game.timer.left(peek(session.clock)))
        self.woken = server.inbox.arrived if server is not None else threading.Event()

    def answer(self, text: str, autorun: bool = False) -> bool:
        """Run one console line; False to stop."""
        text = text.strip()
        if not text:
            return True
        if text.lower() == "help":
            say({"ok": True, "commands": HEADLESS_HELP})
            return True
        if text.lower() in {"quit", "exit"}:
            return False
        done = self.session.execute(text)
        if done.get("ok"):
            self._after(text.split()[0].lower())
        if self.server is not None:               # a new code or PIN works from the moment it is printed
            self.publish()
        try:
            done = access_answer(done, self.session, self.server, self.language)
        except Exception as error:                # noqa: BLE001 - the codes and PINs are printed all the same
            done["sheet_error"] = str(error)
        notices = self.notices()
        if autorun:
            done = {"autorun": text, **done}
        say({**done, "notices": notices} if notices else done)
        return True

    def _after(self, name: str) -> None:
        """A new timer's warnings are still to come; what the room would hear after this command is heard at
        home: the call, "Temps!", the master move."""
        game, now = self.session.game, peek(self.session.clock)
        if name in ("start", "adjust"):
            self.flow.passed(game.timer.left(now))
        if self.voice is None:
            return
        if name in ("draw", "rack") and game.current is not None and game.phase == "ready":
            self.voice.call(game, now)
        elif name == "time":
            self.voice.warning(0, now)
        elif name == "reveal":
            self.voice.master(game, now)

    def publish(self) -> None:
        if self.server is not None:
            session = self.session
            audio = self.voice.current if self.voice is not None else None
            self.server.update(session, projector_view(session.game, peek(session.clock), language=self.server.hub.language,
                                                       audio=audio))

    def notices(self) -> list[str]:
        """What the judge must know that no command asked for: a request that met a bug (refused, the game goes
        on), a table whose PIN is being guessed at."""
        session = self.session
        said = list(session.problems)
        session.problems.clear()
        take = getattr(self.server, "take_notices", None)
        if take is not None:
            said += take()
        for line in said:
            print(f"conductor run: {line}", file=sys.stderr, flush=True)
        return said

    def run(self) -> None:
        session = self.session
        if session.notice:
            say({"ok": True, "notice": session.notice})
        say({"ok": True, "log": str(session.log.path), **({"serve": self.server.url} if self.server else {}),
             **({"invitation": self.server.invitation} if getattr(self.server, "invitation", "") else {}),
             **session.game.snapshot()})
        if self.server is None and self.schedule is None:
            for line in sys.stdin:
                if not self.answer(line):
                    break
            return
        self._loop()

    def _loop(self) -> None:
        """Console lines, network slips and the autorun's steps, one writer for all."""
        lines: queue.SimpleQueue = queue.SimpleQueue()

        def read() -> None:
            for line in sys.stdin:
                lines.put(line)
                self.woken.set()
            lines.put(None)
            self.woken.set()

        threading.Thread(target=read, name="conductor-stdin", daemon=True).start()
        while True:
            self.woken.wait(self._wait())
            self.woken.clear()
            if self.server is not None:
                self.server.drain(self.session)
            while True:
                try:
                    line = lines.get_nowait()
                except queue.Empty:
                    break
                if line is None or not self.answer(line):
                    return
            self._flow()
            if self.schedule is not None:
                self._autorun()
            self.publish()

    def _wait(self) -> float:
        if self.schedule is None:
            return 0.25
        due = next_step(self.session.game, self.schedule, self.session.game.autorun_held)
        return max(0.0, min(0.25, due.at - peek(self.session.clock)))

    def _flow(self) -> None:
        """The round's flow: its warnings are heard at home; the time up is "Temps!" only in an unattended game
        (at the headless console the judge says it)."""
        session = self.session
        for step in self.flow.due(session.game, peek(session.clock)):
            if step.command is not None and self.schedule is not None:
                self.answer(step.command, autorun=True)
            elif step.say and self.voice is not None:
                self.voice.warning(step.say, peek(session.clock))

    def _autorun(self) -> None:
        """The schedule's next command, once it is due."""
        session = self.session
        game = session.game
        due = next_step(game, self.schedule, game.autorun_held)
        if due.command is not None and peek(session.clock) >= due.at:
            before = game.events
            self.answer(due.command, autorun=True)
            if game.events == before:                 # refused: hold the game for the organiser
                self.answer("autorun off", autorun=True)


def headless(session, server=None, schedule: Schedule | None = None, voice=None) -> int:
    try:
        Headless(session, server, schedule, voice).run()
    finally:
        session.close()
    return 0

"""`conductor run --headless`: the judge's console as text, one command a line in, one JSON object a line out;
with the game server, network slips and console lines through one writer; with `--autorun`, the game runs
itself on the round's flow and the autorun's schedule (room/flow.py, room/autorun.py), each step it takes
printed as a line of its own ({"ok": true, "autorun": COMMAND, ...})."""

from __future__ import annotations

import gc
import json
import queue
import sys
import threading

from ..live import LiveHost
from ..messages import Message, refusal
from ..room.autorun import Schedule

__all__ = ["HEADLESS_HELP", "Schedule", "headless"]

YOUNG_OBJECTS = 20_000       # the collector's first threshold while the game runs (Python's default: 700)

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
                                            "a slip over another source's (or over its own, once its round's "
                                            "\"Temps!\" is given) is refused with \"conflict\" "
                                            "{round, table, by} until sent again with replace",
    "slip [rN] TABLE SCORE": "a player's slip given as a bare score",
    "null [rN] TABLE coord|word|blank|late": "a null move (II.7)",
    "correct rN TABLE COORD WORD|SCORE|null REASON": "replace a slip of round N, finalised or not, until the "
                                                     "results are final (II.9); the bonus and ranks follow",
    "finalise N": "round N's missing slips become 0 (a revealed round; the round on the board: close)",
    "final": "the results are final (after end): no more corrections",
    "warn TABLE": "discipline: a warning, then 0 for the round, then expulsion",
    "device add NAME TABLE --assist": "an assistant's device: enters that table's slips on its player's behalf",
    "accommodate TABLE +SECONDS": "an accommodation: that table's slips are taken SECONDS after \"Temps!\" (0: none)",
    "close": "no more slips for the round on the board: its missing ones are 0",
    "master": "the tied top moves (judge only)",
    "pick N": "choose the master move among the tied tops",
    "reveal": "reveal the master move and score the round (after time; its slips may still come)",
    "standings": "rank, table, name, total (provisional, with the missing slips, while rounds collect)",
    "state": "round, phase, rack, board rows, bag size, totals, rounds collecting (with double entry, each one's "
             "tables whose readings wait, and its disputes)",
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
    "settle rN TABLE 1|2|… / settle rN TABLE SLIP": "double entry: settle a dispute with one of the readings, "
                                                  "or the right slip (correct rN TABLE … settles it too)",
    "autorun off / autorun on": "with --autorun: the console takes the game over, or hands it back",
    "start game": "with --autorun and autorun.start_at: start now, not at the start time (also comença, empieza)",
    "help": "this list",
}


def say(obj: dict, language: str = "ca") -> None:
    print(json.dumps(in_words(obj, language), ensure_ascii=False), flush=True)


def in_words(value, language: str):
    """An answer as the judge reads it: every refusal and reason (a Message) in the game's language, a refusal with
    its key as the network gives it (messages.refusal)."""
    if isinstance(value, Message):
        return value.said(language)
    if isinstance(value, dict):
        told = {key: in_words(item, language) for key, item in value.items()}
        if isinstance(value.get("error"), Message) and "code" not in value:
            told.update(refusal(value["error"], language))
        return told
    if isinstance(value, (list, tuple)):
        return [in_words(item, language) for item in value]
    return value


class Headless:
    """The headless face of the live host (live/host.py): lines from stdin, one JSON answer a line on stdout."""

    def __init__(self, session, server=None, schedule: Schedule | None = None, voice=None):
        self.session = session
        self.language = session.game.language
        self.host = LiveHost(session, server=server, schedule=schedule, home_voice=voice,
                             auto_time=False, perform=lambda line: self._answered(line, autorun=True))
        self.host.auto_time = self.host.schedule is not None      # unattended: the time up is "Temps!" at once
        self.host.serve()                         # the server opens with the resumed clock, never the log's stale one
        self.woken = server.inbox.arrived if server is not None else threading.Event()

    def answer(self, text: str, autorun: bool = False) -> bool:
        """Run one console line; False to stop."""
        text = text.strip()
        if not text:
            return True
        if text.lower() == "help":
            say({"ok": True, "commands": HEADLESS_HELP}, self.language)
            return True
        if text.lower() in {"quit", "exit"}:
            return False
        self._answered(text, autorun)
        return True

    def _answered(self, text: str, autorun: bool = False) -> dict:
        host = self.host
        done = host.command(text)
        host.publish()                            # a new code or PIN works from the moment it is printed
        notices = self.notices()
        if autorun:
            done = {"autorun": text, **done}
        say({**done, "notices": notices} if notices else done, self.language)
        return done

    def notices(self) -> list[str]:
        """What the judge must know that no command asked for (live/host.py), also on stderr."""
        said = [line for _, line in self.host.notices()]
        for line in said:
            print(f"conductor run: {line}", file=sys.stderr, flush=True)
        return said

    def run(self) -> None:
        session, host = self.session, self.host
        if session.notice:
            say({"ok": True, "notice": session.notice}, self.language)
        server = host.server
        opening = {"ok": True, "log": str(session.log.path), **({"serve": server.url} if server else {}),
                   **({"invitation": server.invitation} if getattr(server, "invitation", "") else {}),
                   **({"join_code": server.join_code_said} if getattr(server, "join_code_said", "") else {})}
        if host.resumed is not None:
            found = host.resumed
            opening["interruption"] = {"seconds": round(found.seconds, 1), "left": found.left}
        if host.opening:
            opening["said"] = " ".join(host.opening)
            for line in host.opening:
                print(f"conductor run: {line}", file=sys.stderr, flush=True)
        host.publish()                            # the resumed game's view, before anyone asks for it
        say({**opening, **session.game.snapshot()}, self.language)
        # What is loaded so far lives as long as the game: out of the collector's sight (as the projector does),
        # a full collection walks only what the game made since. And a burst of slips holds a few thousand
        # objects at once for a moment (requests, tasks, answers), freed by their counts: with the default
        # threshold (700) that set off some 60 collections in 5 bursts of 300 slips, and a full one among
        # them (18–128 ms, load 10); with YOUNG_OBJECTS, one.
        threshold = gc.get_threshold()
        gc.freeze()
        gc.set_threshold(YOUNG_OBJECTS, *threshold[1:])
        try:
            self._loop()
        finally:
            gc.set_threshold(*threshold)

    def _loop(self) -> None:
        """Console lines, network slips, the round's flow and the schedule's steps, one writer for all."""
        lines: queue.SimpleQueue = queue.SimpleQueue()
        host = self.host

        def read() -> None:
            for line in sys.stdin:
                lines.put(line)
                self.woken.set()
            lines.put(None)
            self.woken.set()

        threading.Thread(target=read, name="conductor-stdin", daemon=True).start()
        while True:
            self.woken.wait(host.wait(host.now()))
            self.woken.clear()
            host.drain()
            while True:
                try:
                    line = lines.get_nowait()
                except queue.Empty:
                    break
                if line is None or not self.answer(line):
                    return
            host.tick(host.now())
            host.publish(busy=self.woken.is_set())        # more slips waiting: drained first, one view for them


def headless(session, server=None, schedule: Schedule | None = None, voice=None) -> int:
    try:
        Headless(session, server, schedule, voice).run()
    finally:
        session.close()
    return 0

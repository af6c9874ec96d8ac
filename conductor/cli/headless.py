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
from collections.abc import Callable, Iterator

from ..clock import awake_clock
from ..game.commands import CONSOLE, HEADLESS, lookup
from ..game.commands.help import headless_help
from ..live import LiveHost
from ..messages import Message, refusal
from ..room.autorun import Schedule

__all__ = ["HEADLESS_HELP", "Schedule", "headless"]

YOUNG_OBJECTS = 50_000       # the collector's own first threshold while the game runs (Python's default: 700)
IDLE_YOUNG = 5_000           # young objects an idle moment collects (collect_when_idle)

HEADLESS_HELP = headless_help()     # made from the command registry (game/commands/help.py, DESIGN §4i)


def say(obj: dict, language: str) -> None:
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
        self.host = LiveHost(session, server=server, schedule=schedule, home_voice=voice, awake=awake_clock,
                             auto_time=False, perform=lambda line: self._answered(line, autorun=True))
        self.host.auto_time = self.host.schedule is not None      # unattended: the time up is "Temps!" at once
        self.host.serve()                         # the server opens with the resumed clock, never the log's stale one
        self.woken = server.inbox.arrived if server is not None else threading.Event()

    def answer(self, text: str | NotText, autorun: bool = False) -> bool:
        """Run one console line; False to stop."""
        if isinstance(text, NotText):             # refused in one line, its bytes never echoed
            say({"ok": False, "error": Message("console.not_utf8")}, self.language)
            return True
        text = text.strip()
        if not text:
            return True
        found, args = lookup(text)                # the registry's (DESIGN §4i): `ajuda`, `surt`, `exit` too
        actions: dict[str, Callable[[], bool]] = {    # the console's own (runs=CONSOLE), by their registry `action`
            "help": self._help, "quit": lambda: self._quit(text, args, autorun)}
        if found is not None and HEADLESS not in found.faces:     # the registry says where a command runs
            say({"ok": False, "error": Message("command.projector_only", name=text.split()[0].lower())}, self.language)
            return True
        action = actions.get(found.action) if found is not None and found.runs == CONSOLE else None
        if action is not None:
            return action()
        self._answered(text, autorun)
        return True

    def _help(self) -> bool:
        say({"ok": True, "commands": HEADLESS_HELP}, self.language)
        return True

    def _quit(self, text: str, args: list[str], autorun: bool) -> bool:
        """`quit` (`surt`, `exit`) alone ends the console: False; with words after it, refused as any line."""
        if args:
            self._answered(text, autorun)
        return bool(args)

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
        # them (18–128 ms, load 10). The collector's own threshold is now a safety net (YOUNG_OBJECTS): its work
        # is done when nothing waits (collect_when_idle), between bursts rather than in one (~8 ms each at 20,000).
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
            for line in console_lines(sys.stdin):
                lines.put(line)
                self.woken.set()
            lines.put(None)
            self.woken.set()

        threading.Thread(target=read, name="conductor-stdin", daemon=True).start()
        while True:
            wait = host.wait(host.now())
            if not self.woken.wait(wait) and wait > 0:
                collect_when_idle()               # a whole tick's wait with no slip and no line
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


class NotText:
    """A console line that is not UTF-8 (a command file saved as Windows-1252): refused, never run or echoed."""


def console_lines(stream) -> Iterator[str | NotText]:
    """The console's lines as UTF-8 (cli.utf8_streams' rule), read as bytes: a line that is not UTF-8 is a NotText,
    where a text stream would raise (strict) or hand on its bytes as surrogates that the answer echoes raw."""
    binary = getattr(stream, "buffer", None)
    if binary is None:                            # a text stream put there by a test or an embedding program
        yield from stream
        return
    for raw in binary:
        try:
            yield raw.decode("utf-8").removeprefix("\ufeff")
        except UnicodeDecodeError:
            yield NotText()


def collect_when_idle() -> None:
    """The collector's work, done while nothing waits rather than in the middle of a burst of slips: the
    generations its own thresholds would have it collect, once IDLE_YOUNG young objects are there."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    if counts[0] < IDLE_YOUNG:
        return
    gc.collect(2 if counts[2] >= thresholds[2] else 1 if counts[1] >= thresholds[1] else 0)


def headless(session, server=None, schedule: Schedule | None = None, voice=None) -> int:
    try:
        Headless(session, server, schedule, voice).run()
    finally:
        session.close()
    return 0

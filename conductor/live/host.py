"""The live host: one game being played, whichever face shows it (the projector and console windows, or the headless
text console). It runs the judge's console lines, emits the cues the room's voice and the voice at home follow
(call, warning, master, stop), ticks the round's flow and an unattended game's schedule, logs the running clock,
exchanges with the game server (slips in, the public view out), gathers the notices for the judge, and resumes a
game after a crash. No window, keyboard, stdin or network code here: a face reads input and draws output.

Every change of game state goes through `Session.execute` (or `Session.record` for the host's own events), so it
is logged before it is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..clock import peek
from ..messages import Message, say
from ..game.commands import (ACCESS_SHEET, CLOCK_SET, OVER, RACK_OUT, REVEALED, TIME_UP, Command, Plain, Typed,
                             lookup, spec)
from ..game.duplicate import Duplicate
from ..game.rounds import COLLECT, ENDED, READY, THINK
from ..room.autorun import Schedule, between_rounds, next_step, waiting_to_start
from ..room.flow import RoundFlow
from ..room.view import ProjectorView, projector_view
from . import resume
from .best import BestMoves
from .cues import CALL, MASTER, STOP, WARNING, Cue, Cues, home_listener
from .masking import as_a_player_sees
from .sheets import access_answer
from .words import resumed_line, said, start_line, thawed_line

if TYPE_CHECKING:
    from ..game.session import Session
    from ..room.home_voice import HomeVoice
    from .room_voice import RoomVoice

PUBLISH_EVERY = 0.05         # seconds: while slips keep arriving, the room's view is made again at most this often


class LiveHost:
    """`perform`: how a step the host takes by itself (the flow's "start" and "time", the schedule's commands) is
    run and shown; by default as a console line nobody sees. `auto_time`: the time up is "Temps!" at once (the
    projector, an unattended game); else the judge says it (the headless console). `pause_on_resume`: a round
    running at a crash waits, paused, for the judge (the projector) instead of going on. `players`: simulated
    players (the demo's, live/autopilot.py): asked each tick for the lines they hand in, run as the host's steps.
    `awake`: a clock that runs while the process is frozen or the machine suspended (the faces give clock.awake_clock;
    None: not watched): a jump of it between two turns of the loop is an interruption (`_thawed`)."""

    def __init__(self, session: Session, *, server: Any = None, schedule: Schedule | None = None,
                 room_voice: RoomVoice | None = None, home_voice: HomeVoice | None = None,
                 warnings: tuple[int, ...] = (60, 30),
                 auto_time: bool = True, pause_on_resume: bool = False, perform: Callable[[str], dict[str, Any]] | None = None,
                 players: Callable[[Duplicate, float], list[str]] | None = None,
                 awake: Callable[[], float] | None = None):
        self.session, self.game, self.language = session, session.game, session.game.language   # the setup's
        self.server, self.room_voice, self.home_voice = server, room_voice, home_voice
        self.auto_time, self.pause_on_resume = auto_time, pause_on_resume
        self.perform: Callable[[str], dict[str, Any]] = perform or self.command
        self.players = players
        self.cues = Cues()
        if room_voice is not None:
            self.cues.subscribe(room_voice)
        if home_voice is not None:
            self.cues.subscribe(home_listener(home_voice))
            if server is not None:
                server.hub.voice = home_voice
        self.flow = RoundFlow(tuple(warnings))
        self.best = BestMoves(session.game.generator.lexicon)
        self.opening: list[str] = []             # what the judge is told first (a resume, the start time)
        self.resumed: resume.Interruption | None = None
        # told publicly after a resume: (seconds down, the round's time then or None, shown until, the round shown for)
        self.interruption: tuple[float, float | None, float, tuple[object, ...]] | None = None
        self._called: tuple[int, int] | None = None
        self._published = float("-inf")
        self._judged = False                      # a command ran since the last publish: senders see it at once
        self.awake = awake
        self._turned: tuple[float, float] | None = None   # the end of the loop's last turn: (awake clock, game's clock)
        self.told: list[str] = []                 # what the host tells the judge by itself (a frozen game)
        self.schedule, logged = self._schedule(schedule)
        self._resume()                            # first: nothing logged before it moves the crashed round's clock
        if not logged and self.game.phase != ENDED and self.schedule is not None:    # (one was given)
            self.session.record({"type": "autorun", "on": not self.game.autorun_held,
                                 "schedule": self.schedule.to_json()})
        game = self.game
        if room_voice is not None and game.phase == READY and game.current is not None:
            room_voice.prepare(game)

    def now(self) -> float:
        return peek(self.session.clock)

    # ------------------------------------------------------------------ start-up
    def _schedule(self, given: Schedule | None) -> tuple[Schedule | None, bool]:
        """The schedule an unattended game runs, and whether the log has it: the one given (--autorun), else the
        one the log recorded (a resumed unattended game goes on unattended)."""
        game = self.game
        logged = Schedule.from_json(game.autorun_schedule) if game.autorun_schedule is not None else None
        if given is None:
            return logged, True
        if logged is not None and logged.starts_at is not None:
            given = replace(given, starts_at=logged.starts_at)     # the start time the game was announced with
        return given, given == logged

    def unattended(self) -> bool:
        return self.schedule is not None and not self.game.autorun_held

    def _resume(self) -> None:
        """After a crash: say how long the game was down; the running round gets back the time it had then."""
        game, now = self.game, self.now()
        found = self.resumed = resume.found(game, now)
        if found is not None:
            unattended = self.unattended()
            done = resume.commands(found, unattended, self.pause_on_resume)
            told = found
            for command in done:
                self.session.execute(command)
            if resume.clock_ran_on(found, unattended, self.pause_on_resume):
                self.session.record({"type": "clock"})         # the game's timer holds the time the clock has
                self.resumed = told = replace(found, left=int(resume.time_now(game, now) or 0))
            self.opening.append(resumed_line(found, bool(done), unattended, told.left or 0, self.language))
            # every resume is told to the room and the network, attended or not, with the time the round now has
            self.interruption = (found.seconds, resume.time_now(game, now), now + resume.SHOWN_FOR, resume.stage(game))
        self.flow.passed(game.timer.left(now))
        if waiting_to_start(game, self.schedule, now):
            self.opening.append(self.start_line(now))
        elif self.unattended() and found is None:
            self.opening.append(said(self.language)["unattended"])

    def start_line(self, now: float) -> str:
        assert self.schedule is not None              # asked only while waiting to start (a schedule's)
        return start_line(self.schedule.starts_at, now, self.language)

    # ------------------------------------------------------------------ the judge's lines
    def command(self, request: str | Typed) -> dict[str, Any]:
        """One command the host or the game takes (a console line, or typed; a face's own lines are the face's):
        the answer, with the round's secrets kept while the judge plays. Who runs it is the registry's word."""
        self._thawed()
        try:
            return self._command(request)
        finally:
            self._turn_ends()

    def _command(self, request: str | Typed) -> dict[str, Any]:
        found, args = lookup(request) if isinstance(request, str) else (spec(request), [])
        self._judged = True
        if found is None:
            return self.session.execute(request)  # refused there, as every line that names no command
        action = self._actions().get(found.action)          # the host's own (HOST): the call, an unattended start
        if action is not None:
            return action()
        request, refused = self._before(found, args, request)
        if refused is not None:
            return refused
        answer = self.session.execute(request)
        if self.session.judge_playing():
            answer = as_a_player_sees(self.game, answer)
        if answer.get("ok"):
            self._after(found.then)
        if ACCESS_SHEET in found.then:            # a device's address, the PIN sheet, the links
            try:
                answer = access_answer(answer, self.session, self.server, self.language)
            except Exception as error:            # noqa: BLE001 - the codes and PINs are told all the same
                answer["sheet_error"] = str(error)
        return answer

    def _actions(self) -> dict[str, Callable[[], dict[str, Any]]]:
        """The host's own commands (runs=HOST), by their registry `action`: the call only with the room's voice."""
        actions: dict[str, Callable[[], dict[str, Any]]] = {"start_now": self.start_now}
        if self.room_voice is not None:
            actions.update(call=lambda: self.call(again=False), call_again=lambda: self.call(again=True))
        return actions

    def _before(self, found: Command, args: list[str], request: str | Typed
                ) -> tuple[str | Typed, dict[str, Any] | None]:
        """What comes before a command (its registry `before`): "Temps!" when the round is closed during its thinking
        time; a multiplex venue's draw and master from the hub (DESIGN §4g). The command to run, and a refusal."""
        if found.before == "time_up_first" and self.game.phase == THINK:
            self.session.execute(Plain("time"))   # closed during the thinking time: its time is up first
        link = getattr(self.session, "multiplex", None)   # a multiplex venue (DESIGN §4g): racks from the hub
        if link is None:
            return request, None
        if found.before == "hub_draw" and not args:
            drawn, refused = link.draw_line(self.game)
            return (request, {"ok": False, "error": refused}) if refused is not None else (drawn, None)
        if found.before == "hub_pick":
            pick, refused = link.pick_line(self.game)
            if refused is not None:
                return request, {"ok": False, "error": refused}
            if pick is not None:
                self.session.execute(pick)        # the drawing venue's master among the tied tops
        return request, None

    def _after(self, then: frozenset[str]) -> None:
        """What the room hears after a command (its registry `then`), and the warnings still to come."""
        game, now = self.game, self.now()
        if RACK_OUT in then and game.phase == READY and game.current is not None:
            self.flow.warned = set()
            if self.room_voice is not None:
                self.room_voice.prepare(game)     # called when the judge says so (F2), or by the schedule
            else:
                self.cues.emit(Cue(CALL, now), game)
        if CLOCK_SET in then:
            self.flow.passed(game.timer.left(now))
            if self.interruption is not None:     # the judge set the clock: the sentence says the time it has now
                self.interruption = (self.interruption[0], resume.time_now(game, now), *self.interruption[2:])
        if TIME_UP in then:
            self.cues.emit(Cue(WARNING, now, 0), game)
        if REVEALED in then:
            self.cues.emit(Cue(MASTER, now), game)
            self.best.of(game)                    # once per round, now, not while a view is built
        if OVER in then:
            self.cues.emit(Cue(STOP, now), game)

    def call(self, again: bool = False) -> dict[str, Any]:
        """The rack's call aloud (F2); its end starts the round."""
        game = self.game
        if game.current is None or game.phase not in (READY, THINK, COLLECT):
            return {"ok": False, "error": Message("live.no_rack")}
        if game.phase == READY and not game.tops:
            return {"ok": False, "error": Message("live.no_move")}
        self.cues.emit(Cue(CALL, self.now()), game)
        return {"ok": True, "calling": " ".join(game.current.rack), "again": again}

    def start_now(self) -> dict[str, Any]:
        """`start game` (`comença`, `empieza`): an unattended game waiting for its start time starts now."""
        now = self.now()
        if self.schedule is None or not waiting_to_start(self.game, self.schedule, now):
            return {"ok": False, "error": Message("live.no_start")}
        self.schedule = replace(self.schedule, starts_at=now, forced=True)
        self.session.record({"type": "autorun", "on": not self.game.autorun_held, "schedule": self.schedule.to_json()})
        return {"ok": True, "started": True, "said": said(self.language)["started"]}

    # ------------------------------------------------------------------ time
    def _thawed(self) -> None:
        """The start of the loop's work: when the awake clock has jumped since the last turn ended (the process was
        frozen, the laptop suspended), the game was interrupted: the running round gets back the time it had then
        (paused for the projector's judge), and the room and the judge are told as after a resume. Before anything
        else: a "Temps!" due on the frozen clock, or a player's slip judged late on it, never comes."""
        if self.awake is None:
            return
        turned, awake = self._turned, self.awake()
        if turned is None or awake - turned[0] < resume.FROZEN_AFTER:
            return
        self._turned = (awake, turned[1])
        game, seconds = self.game, awake - turned[0]
        found = resume.frozen(game, turned[1], seconds)
        for command in resume.thawed(found, self.pause_on_resume):
            self.session.execute(command)
        extra = resume.extra_back(game, turned[1], seconds)
        if extra is not None:
            self.session.record(extra)
        now = self.now()
        self.told.append(thawed_line(found.left, seconds, self.pause_on_resume, self.language))
        self.flow.passed(game.timer.left(now))
        self.interruption = (seconds, resume.time_now(game, now), now + resume.SHOWN_FOR, resume.stage(game))
        self._judged = True                       # senders see the clock given back at once

    def _turn_ends(self) -> None:
        if self.awake is not None:
            self._turned = (self.awake(), self.now())

    def tick(self, now: float) -> None:
        """Once a turn of the face's loop: the round's flow, the schedule, the running clock in the log."""
        self._thawed()
        try:
            self._tick(now)
        finally:
            self._turn_ends()

    def _tick(self, now: float) -> None:
        game = self.game
        call_ended = self.room_voice.call_ended() if self.room_voice is not None else False
        for step in self.flow.due(game, now, call_ended):
            if step.command is not None:
                if not step.clock_says or self.auto_time:
                    self.perform(step.command)
            elif step.say:                        # "Temps!" comes with the time command
                self.cues.emit(Cue(WARNING, now, step.say), game)
        if self.players is not None:
            for line in self.players(game, now):
                self.perform(line)
        if self.schedule is not None:
            self._autorun(now)
        if resume.clock_due(game, now):
            self.session.record({"type": "clock"})
        if self.interruption is not None and (now >= self.interruption[2] or resume.stage(game) != self.interruption[3]):
            self.interruption = None              # told for SHOWN_FOR seconds, or until the game moves on

    def _autorun(self, now: float) -> None:
        """The schedule's next command, once it is due and the room's voice is silent (the master move is read whole
        before the next rack is drawn; the time is up whatever is being said). With the room's voice a rack is called
        aloud first, and the call's end starts the round."""
        game, schedule = self.game, self.schedule
        if game.autorun_held or schedule is None:
            return
        voice = self.room_voice.voice if self.room_voice is not None else None
        if voice is not None and not voice.done.is_set() and game.phase != THINK:
            return
        if self.room_voice is not None and game.phase == READY and game.tops and game.current is not None:
            rack = (game.current.number, len(game.current.rejected))
            if self._called != rack:
                self._called = rack
                self.perform("call")
                return
            if self.room_voice.calling():
                return
        due = next_step(game, schedule)
        if due.command is not None and now >= due.at:
            before = game.events
            self.perform(due.command)
            if game.events == before:             # refused: hold the game for the organiser
                self.perform("autorun off")

    def wait(self, now: float) -> float:
        """How long a face may sleep before the next tick (a slip or a line wakes it sooner)."""
        wait = 0.25
        if self.schedule is not None and self.unattended():
            wait = max(0.0, min(wait, next_step(self.game, self.schedule).at - now))
        deferred = self.server.snapshot_wait() if self.server is not None else None   # slips' rows put off
        return wait if deferred is None else min(wait, deferred)

    # ------------------------------------------------------------------ views and the server
    def view(self, now: float, **face: Any) -> ProjectorView:
        """The room's view: what the face adds (its screen, the call's progress, the subtitle…) and what the host
        knows (the lobby, an interruption, the round's best moves, the voice at home)."""
        game = self.game
        interruption = self.interruption
        if face.get("screen") is None and self.unattended():
            face["screen"] = between_rounds(game, self.schedule, now)     # the standings, once the master has been seen
        waiting = waiting_to_start(game, self.schedule, now)
        if waiting and face.get("screen") is None:
            face["screen"] = "lobby"              # a start time to come, or nobody in the game yet
        starts = self.schedule.starts_at if waiting and self.schedule is not None else None
        return projector_view(
            game, now, **face,
            audio=self.home_voice.current if self.home_voice is not None else None,
            starts_at=starts if starts is not None and starts > now else None,
            interruption=None if interruption is None else interruption[:2], best=self.best.of(game))

    def serve(self) -> None:
        """Open the game server (when there is one not yet serving) with the view the resume decided: the first
        answer already carries the resumed clock and the interruption, never the clock as the log left it."""
        if self.server is None:
            return
        self.publish()                            # before start: the codes, PINs and the view, handed over at once
        self.server.start()

    def drain(self) -> int:
        """Slips from the network, run by the game's one writer (after a frozen game's time is given back: a slip is
        never judged late on the frozen clock)."""
        if self.server is None:
            return 0
        self._thawed()
        try:
            return int(self.server.drain(self.session))
        finally:
            self._turn_ends()

    def publish(self, view: ProjectorView | None = None, busy: bool = False) -> None:
        """Hand the server the room's view. `busy`: more slips already wait to be drained; the view is then made
        only when the last one is PUBLISH_EVERY old (a burst of 300 slips is drained in a dozen turns: a view for
        a few of them, not one each, and the game's thread drains sooner); the turn that finds none waiting makes
        it. Decided on arrivals alone, never on what a slip is worth."""
        if self.server is None:
            return
        now = self.now()
        if busy and not self._judged and now - self._published < PUBLISH_EVERY:
            return
        self._published = now
        self.server.update(self.session, view or self.view(now), judged=self._judged)
        self._judged = False

    def notices(self, kinds: bool = False) -> list[tuple[Any, ...]]:
        """What the judge must know that no command asked for: a request that met a bug (refused; the game goes on),
        a table whose PIN is being guessed at, the broker gone, a device's change to a revealed round: (ok, line), with
        `kinds` (ok, line, kind), the kind "problem" (the request's line and the error: a shared screen hides it),
        "change" (a revealed round's: public) or "server"."""
        session = self.session
        told = [(False, say(problem, self.language), "problem") for problem in session.problems]
        session.problems.clear()
        told += [(True, line, "server") for line in self.told]          # a frozen game, given back its time
        self.told.clear()
        changes = session.senders.changes             # what devices changed in revealed rounds (DESIGN §4a)
        told += [(True, say(change, self.language), "change") for change in changes]
        changes.clear()
        take = getattr(self.server, "take_notices", None)
        if take is not None:
            told += [(True, str(notice), "server") for notice in take() or ()]
        if getattr(session, "multiplex", None) is not None:
            told += [(True, str(notice), "server") for notice in session.multiplex.notices()]
        return told if kinds else [(ok, line) for ok, line, _ in told]

    def close(self) -> None:
        self.session.close()

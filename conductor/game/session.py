"""A game session: the state machine plus its log, the one writer of a game. Every accepted command is
logged (fsync) before it is answered, so a crash loses nothing that was shown; resuming replays the log.
Commands come from the judge's console (`run`, `run --headless`) and from the game server's devices; a burst
of them is committed together (one fsync for the lot), and none is answered before it is on disk."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from pathlib import Path

from ..engine import Lexicon, MoveGenerator
from ..language import game_language
from ..messages import Message, message_of
from ..messages.logged import Source
from ..wordlist.identity import logged_list
from .duplicate import Config, Duplicate, GameError, SlipConflict
from .access import ACCESS_EVENTS, CONSOLE, Access, Actor, client_hash, seal, token_hash, unseal
from .commands import ACCESS, DEFAULTED, HOST, QUERY, SESSION, Typed, lookup, parse_line, spec
from .commands import CONSOLE as FACE
from .names import same_join
from .lock import LogLock
from .log import EventLog, LogError, read_log, valid_length
from .players import Player
from .prepared import PreparedRound
from .reopen import TakeBack, taken_back
from .senders import Senders


Request = tuple["str | Typed", Actor, str | None]   # a command (a line, or typed), who sends it, its client id

# (who, the client's id) → the answer given: a slip sent again gets the same answer
Answered = dict[tuple[str, str], dict[str, Any]]


class Session:
    multiplex: Any = None   # the venue's link to a multiplex hub (multiplex/venue.py), set by `run`; None: no hub

    def __init__(self, game: Duplicate, log: EventLog, clock: Callable[[], float], notice: Message | None = None,
                 access: Access | None = None, answered: Answered | None = None, lines: int = 1,
                 takeback: TakeBack | None = None):
        self.game = game
        self.log = log
        self.clock = clock
        self.notice = notice
        self.access = access or Access()
        self.answered: Answered = answered or {}   # (who, client id) → the answer given
        self.lines = lines                        # events in the log: the next one's line index
        self.takeback = takeback or TakeBack()
        self.problems: list[str] = []             # what went wrong inside, for the judge's screen (Messages)
        self.senders = Senders()                  # where each sender's last slip went; what devices changed (§4a)

    @classmethod
    def new(cls, path: Path, lexicon: Lexicon, ruleset: str, players: list[Player], seed: int,
            config: Config, clock: Callable[[], float], prepared: list[PreparedRound] | None = None,
            lexicon_path: str | None = None, language: str | None = None, run: dict[str, Any] | None = None) -> Session:
        """`language`: the settings' (game_language decides: none named, the ruleset's), kept in the setup event;
        `run`: how the game was run (cli/run.py: its settings file, its server), kept there for a resume."""
        return cls.begin(path, lexicon, clock, lambda generator: Duplicate(
            generator, players, seed, config, prepared, language=language, ruleset=ruleset), lexicon_path, run)

    @classmethod
    def begin(cls, path: Path, lexicon: Lexicon, clock: Callable[[], float],
              make_game: Callable[[MoveGenerator], Duplicate], lexicon_path: str | None = None,
              run: dict[str, Any] | None = None) -> Session:
        """A new game log whose first line is the setup of the game `make_game` makes (a Duplicate, or a venue's
        PackGame); a log that already exists is refused, not written over."""
        log = EventLog(path)
        try:
            if log.size():
                raise LogError("log.exists", path=str(path))
            game = make_game(MoveGenerator(lexicon))
            event = game.setup_event(lexicon.identity.to_json())
            if lexicon_path:                  # a club's own list: report and resume find it again by its path
                event["lexicon_path"] = lexicon_path
            if run:
                event["run"] = run
            event["at"] = clock()
            log.append(event)
            game.apply(event)
        except BaseException:
            log.close()
            raise
        return cls(game, log, clock)

    @classmethod
    def resume(cls, path: Path, lexicon: Lexicon, clock: Callable[[], float]) -> Session:
        lock = LogLock.acquire(path)      # before reading: nobody appends behind our back
        try:
            read = read_log(path)
            setup = read.events[0]
            logged = logged_list(setup)
            if not logged.same_list(lexicon.identity):
                raise LogError("log.other_list", path=str(path), logged=f"{logged.label}, {logged.short}…",
                               given=f"{lexicon.identity.label}, {lexicon.identity.short}…").told(
                    game_language(setup["ruleset"], setup.get("language")))
            game, access, answered, takeback = rebuild(read.events, lexicon, read.where)
            log = EventLog(path, lock)
        except BaseException:
            lock.release()
            raise
        if read.dropped:
            log.cut(valid_length(path))
        session = cls(game, log, clock, read.dropped, access, answered, len(read.events), takeback)
        session.senders.restarted = True        # where each sender's last slip went is not known
        return session

    def close(self) -> None:
        self.log.close()

    def execute(self, text: str | Typed, actor: Actor = CONSOLE, client_id: str | None = None) -> dict[str, Any]:
        """Run one command: {"ok": true, ...} or {"ok": false, "error": why} (state unchanged)."""
        return self.execute_batch([(text, actor, client_id)])[0]

    def execute_batch(self, requests: list[Request], sync: bool = True) -> list[dict[str, Any]]:
        """Run commands in order, committing their events with one fsync before any is answered (group commit).
        A client id already answered gets the same answer again, and nothing is logged twice. With
        `sync=False` the events only reach the OS: the caller answers once it has made them durable."""
        answers, written = [], False
        for text, actor, client_id in requests:
            key = (actor.by, client_id) if client_id is not None else None
            if key is not None and key in self.answered:
                answers.append(self.answered[key])
                continue
            try:
                answer, event = self._run(text, actor, client_id)
            except SlipConflict as error:          # who holds it; what it says, unless the judge plays the round
                held = {k: v for k, v in error.conflict.items() if k != "text" or not self.judge_playing()}
                answers.append({"ok": False, "error": error.message, "conflict": held})
                continue
            except GameError as error:
                answers.append({"ok": False, "error": error.message})   # a Message: said in the reader's language
                continue
            except Exception as error:            # noqa: BLE001 - a bug met by one request refuses that request
                answers.append(self.failed(text if isinstance(text, str) else text.line(), actor, error))
                continue
            written = written or event is not None
            if key is not None and event is not None:
                self.answered[key] = answer
            answers.append(answer)
        if written:
            self.log.sync() if sync else self.log.flush()
        return answers

    def _run(self, request: str | Typed, actor: Actor, client_id: str | None) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """One command (a console line, or a typed command the network built): who runs it is the registry's
        word (commands/registry.py); the game's are checked by the game."""
        command = lookup(request)[0] if isinstance(request, str) else spec(request)
        if command is None or command.runs in (HOST, FACE):   # a face's own command, said to a session
            words = request.split() if isinstance(request, str) else [request.name]
            raise GameError("command.unknown", name=words[0].lower()) if words else GameError("command.empty")
        if command.runs == QUERY:
            return {"ok": True, **self._query(command.query)}, None
        if command.runs == ACCESS:
            if actor != CONSOLE:
                raise GameError("access.console_only")
            typed = parse_line(request, self.game) if isinstance(request, str) else request
            event, secret = self.access.command(typed, sorted(self.game.players))
            event["at"] = self.clock()
            self._write(event)
            return {"ok": True, **self.access.apply(event), **secret}, event
        if command.no_playing_judge and self.judge_playing():
            raise GameError("command.judge_plays")
        if command.runs == SESSION:                # reopen
            if actor != CONSOLE:
                raise GameError("command.not_allowed")
            return self._reopen()
        event = self.game.command(request, self.clock())
        if event.pop(DEFAULTED, False):
            self.senders.default_kept(self.game, actor.by, int(event["round"]))
        if actor != CONSOLE:
            event["by"] = actor.by
            if actor.kind == "device" and getattr(self.access.devices.get(actor.name), "assist", False):
                event["assist"] = True            # the player's assistant: a player's slip (accommodations.py)
        elif self.game.config.judge_plays is not None and event.get("table") == self.game.config.judge_plays:
            event["by"] = "judge"                 # the judge's own slip, marked as such
        if event["type"] == "slip" and self.game.config.double_entry and actor.kind != "player" \
                and not event.get("assist"):
            event["type"] = "entry"               # read by one sender: it counts once another agrees
        conflict = self.game.conflict(event)
        if conflict is not None:
            raise SlipConflict(conflict)
        if client_id is not None:
            event["id"] = client_id
        self.game.check_replayed(event)           # what a replay of the log would refuse is refused now, not logged
        self.takeback.before(self.game, event, self.lines)
        counted = self.senders.counted(self.game, event) if actor.kind == "device" else None
        self._write(event)
        try:
            answer = {"ok": True, **self.game.apply(event)}
        except Exception:
            self._unwrite()                       # the log holds what the game is, and the game what the log is
            raise
        if counted is not None:
            self.senders.changed(event, actor.by, *counted)   # the judge is told (DESIGN §4a)
        return answer, event

    def join(self, name: str, club: str = "", same_name: str = "number", client: str | None = None,
             sync: bool = True) -> dict[str, Any]:
        """A player joins from the network (the online game): the game's join event, then their personal
        link's token, both logged before the answer; the token in clear goes only to the player. With `client`
        (the join's client id) a join is idempotent: the same id gets the same table and token, after a crash too
        (the log keeps the token sealed with the id); the same id with another name is refused. With
        `sync=False` the events only reach the OS: the caller answers once it has made them durable."""
        try:
            if client is not None and client_hash(client) in self.game.join_clients:
                table, sealed = self.game.join_clients[client_hash(client)]
                kept = self.game.players[table]
                if not same_join(kept.name, name):
                    raise GameError("join.id_used")
                return {"ok": True, "table": table, "name": kept.name, "round": self.game.joined.get(table, 1),
                        "token": unseal(sealed, client)}
            event = self.game.join_event(name, club, same_name)
            table = event["table"]
            links, secret = self.access.links(table, False, [table])
            token = secret["links"][str(table)]
            if client is not None:
                event["client"], event["sealed"] = client_hash(client), seal(token, client)
            event["at"] = links["at"] = self.clock()
            self.takeback.before(self.game, event, self.lines)
            self._write(event)
            joined = self.game.apply(event)
            self._write(links)
            self.access.apply(links)
            self.log.sync() if sync else self.log.flush()
        except GameError as error:
            return {"ok": False, "error": error.message}
        return {"ok": True, **joined, "token": token}

    def log_out(self, token: str, sync: bool = True) -> dict[str, Any]:
        """A player logs out with their personal link (POST /api/logout): the link ends, logged, so that neither
        this server nor a restarted one lets it in again; the organiser's `join links TABLE` makes a new one."""
        table = self.access.credentials().table_for_token(token)
        if table is None:
            return {"ok": True}
        event = {"type": "logout", "table": table, "token_sha256": token_hash(token), "at": self.clock()}
        self._write(event)
        self.access.apply(event)
        self.log.sync() if sync else self.log.flush()
        return {"ok": True, "table": table}

    def _registrations(self) -> dict[str, Any]:
        game = self.game
        return {"open": game.registration_open(), "until": game.join_until, "players": game.registrations()}

    def record(self, event: dict[str, Any]) -> dict[str, Any]:
        """An event the live host makes itself (the running clock, the schedule it runs), timed, logged and applied
        (written to the OS at once: a process killed loses nothing of it)."""
        event = {**event, "at": self.clock()}
        self.takeback.before(self.game, event, self.lines)
        self._write(event)
        answer = self.game.apply(event)
        self.log.flush()
        return answer

    def _write(self, event: dict[str, Any]) -> None:
        self.log.write(event)
        self.lines += 1

    def _unwrite(self) -> None:
        self.log.unwrite()
        self.lines -= 1
        self._replay()

    def _reopen(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """Take back `end` or a `close`: logged, then the game replayed without what it takes back."""
        event = self.takeback.event(self.game, self.clock())
        self._write(event)
        self._replay()
        game = self.game
        return {"ok": True, "reopened": event["what"], "phase": str(game.phase),
                "round": game.snapshot()["round"]}, event     # the round the console's header shows

    def _replay(self) -> None:
        self.log.flush()
        read = read_log(self.log.path)
        game, access, answered, takeback = rebuild(read.events, self.game.generator.lexicon, read.where)
        self.game.restore(game)
        self.access, self.answered, self.takeback, self.lines = access, answered, takeback, len(read.events)

    def failed(self, text: str, actor: Actor, error: Exception) -> dict[str, Any]:
        """A bug met by one request: refused, and said on the judge's screen; the game goes on."""
        where = f"{type(error).__name__}: {error}"[:200]
        self.problems.append(Message("command.bug", line=text[:60], by=Source(actor.by), where=where))
        del self.problems[:-20]
        return {"ok": False, "error": Message("command.internal")}

    def _query(self, query: str) -> dict[str, Any]:
        """What the judge asks (a QUERY command's `query`: `state`, `master`, `standings`, `device list`, `join
        list`): nothing is logged."""
        queries: dict[str, Callable[[], dict[str, Any]]] = {
            "state": self._state, "master": self._master, "standings": self._standings, "devices": self._devices,
            "registrations": self._registrations}
        return queries[query]()

    def _devices(self) -> dict[str, Any]:
        return {"devices": self.access.devices_list(), "locked": sorted(self.access.locked)}

    def _state(self) -> dict[str, Any]:
        """The game's snapshot, and the accommodations in force (accommodations.py) when there are any."""
        extra = {str(t): s for t, s in sorted(self.game.accommodations.items())}
        return {**self.game.snapshot(), **({"accommodations": extra} if extra else {})}

    def _master(self) -> dict[str, Any]:
        if not self.game.tops:
            raise GameError("command.no_rack_yet")
        if self.judge_playing():
            raise GameError("command.judge_plays")
        return {"count": self.game.move_count, "tops": self.game.master_list()}

    def _standings(self) -> dict[str, Any]:
        from .ranking import standings

        answer = standings(self.game).to_json()
        if self.game.config.double_entry:
            state = self.game.entry_state()
            answer.update({key: value for key, value in state.items() if value})
            if any(state.values()):
                answer["provisional"] = True
        return answer

    def judge_playing(self) -> bool:
        """The judge plays (config judge_plays) and the round on the board is before its "Temps!": the console
        is told nothing that depends on its moves (DESIGN §4c, as for a table judge's device)."""
        game = self.game
        return game.config.judge_plays is not None and game.current is not None and game.phase in ("ready", "think")


def replay(events: list[dict[str, Any]], lexicon: Lexicon, where: Callable[[int], Message] | None = None) -> Duplicate:
    """The game a log holds (who had access is left out)."""
    return rebuild(events, lexicon, where)[0]


def rebuild(events: list[dict[str, Any]], lexicon: Lexicon, where: Callable[[int], Message] | None = None
            ) -> tuple[Duplicate, Access, Answered, TakeBack]:
    """The game, the network access, the answers given to client ids and what `reopen` would take back, from a
    log whose lines have been checked one by one (schema.py); the lines a `reopen` took back are skipped. An
    event the game cannot take where it stands (a hand-edited log) stops the replay: "game log 'G.jsonl',
    line 12: slip: no player at table 99"."""
    where = where or (lambda index: Message("log.event_n", n=index + 1))
    setup = events[0]
    try:
        players = [Player.from_json(p) for p in setup["players"]]
        prepared = [PreparedRound.from_json(r) for r in setup.get("prepared", [])]
        game = Duplicate(MoveGenerator(lexicon), players, int(setup["seed"]), Config(**setup.get("config", {})),
                         prepared, version=int(setup.get("version", 1)), language=setup.get("language"),
                         ruleset=setup["ruleset"])
    except (GameError, ValueError, TypeError, KeyError) as error:
        raise LogError("log.at", where=where(0), why=Message("log.part", what="setup", why=message_of(error))).told(
            game_language(setup.get("ruleset"), setup.get("language"))) from None
    access, takeback = Access(), TakeBack()
    answered: Answered = {}
    skipped = taken_back(events)
    for index, event in enumerate(events):
        if index not in skipped:
            replay_step(game, access, answered, takeback, event, index, where)
    return game, access, answered, takeback


def replay_step(game: Duplicate, access: Access, answered: Answered, takeback: TakeBack, event: dict[str, Any], index: int,
                where: Callable[[int], Message]) -> None:
    """One logged event replayed (rebuild's step; the multiplex hub takes a venue's log this way as it arrives)."""
    try:
        if event["type"] in ACCESS_EVENTS:
            access.apply(event)
            return
        game.check_replayed(event)
        takeback.before(game, event, index)
        answer = game.apply(event)
    except GameError as error:
        raise LogError("log.at", where=where(index), why=Message("log.part", what=event["type"],
                                                                   why=error.message)).told(game.language) from None
    except (ValueError, KeyError, IndexError, TypeError, AssertionError, AttributeError):
        raise LogError("log.at", where=where(index), why=Message("log.part", what=event["type"], why=Message(
            "log.cannot_happen", phase=Message(f"phase.{game.phase}")))).told(game.language) from None
    if "id" in event:
        answered[(event.get("by", "console"), event["id"])] = {"ok": True, **answer}

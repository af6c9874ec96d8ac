"""A game session: the state machine plus its log. Every accepted command is logged (fsync)
before it is applied and answered, so a crash loses nothing that was shown; resuming replays
the log. Used by `conductor run --headless` and, later, the projector's judge console."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..engine import Lexicon, MoveGenerator
from .duplicate import Config, Duplicate, GameError
from .lock import LogLock
from .log import EventLog, LogError, read_log, valid_length
from .players import Player
from .prepared import PreparedRound


class Session:
    def __init__(self, game: Duplicate, log: EventLog, clock: Callable[[], float], notice: str = ""):
        self.game = game
        self.log = log
        self.clock = clock
        self.notice = notice

    @classmethod
    def new(cls, path: Path, lexicon: Lexicon, ruleset: str, players: list[Player], seed: int,
            config: Config, clock: Callable[[], float], prepared: list[PreparedRound] | None = None) -> "Session":
        log = EventLog(path)
        try:
            if log.size():
                raise LogError(f"game log '{path}' already exists: resume it with --resume, or choose another --log")
            game = Duplicate(MoveGenerator(lexicon), players, seed, config, prepared)
            event = game.setup_event(lexicon.sha256, ruleset)
            event["at"] = clock()
            log.append(event)
            game.apply(event)
        except BaseException:
            log.close()
            raise
        return cls(game, log, clock)

    @classmethod
    def resume(cls, path: Path, lexicon: Lexicon, clock: Callable[[], float]) -> "Session":
        lock = LogLock.acquire(path)      # before reading: nobody appends behind our back
        try:
            read = read_log(path)
            setup = read.events[0]
            if setup.get("lexicon_sha256") != lexicon.sha256:
                raise LogError(
                    f"game log '{path}' was played with another word list (sha256 {setup.get('lexicon_sha256', '?')[:12]}…, "
                    f"this one is {lexicon.sha256[:12]}…): resume it with the same --lexicon"
                )
            game = replay(read.events, lexicon)
            log = EventLog(path, lock)
        except BaseException:
            lock.release()
            raise
        if read.dropped:
            log.cut(valid_length(path))
        return cls(game, log, clock, read.dropped)

    def close(self) -> None:
        self.log.close()

    def execute(self, text: str) -> dict:
        """Run one judge command: {"ok": true, ...} or {"ok": false, "error": why} (state unchanged)."""
        words = text.split()
        name = words[0].lower() if words else ""
        queries = {"state": self._state, "master": self._master, "standings": self._standings}
        try:
            if name in queries:
                return {"ok": True, **queries[name]()}
            event = self.game.command(text, self.clock())
            self.log.append(event)
            answer = self.game.apply(event)
            return {"ok": True, **answer}
        except GameError as error:
            return {"ok": False, "error": str(error)}

    def _state(self) -> dict:
        return self.game.snapshot()

    def _master(self) -> dict:
        if not self.game.tops:
            raise GameError("no rack on the board yet")
        return {"count": self.game.move_count, "tops": self.game.master_list()}

    def _standings(self) -> dict:
        from .ranking import standings

        return standings(self.game).to_json()


def replay(events: list[dict], lexicon: Lexicon) -> Duplicate:
    setup = events[0]
    players = [Player.from_json(p) for p in setup["players"]]
    prepared = [PreparedRound.from_json(r) for r in setup.get("prepared", [])]
    game = Duplicate(MoveGenerator(lexicon), players, int(setup["seed"]), Config(**setup.get("config", {})), prepared)
    for event in events:
        game.apply(event)
    return game

"""`conductor run`: the live game, with the projector and the judge's console, or the headless console;
and the game server beside either."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..rules import tile_set
from ..server.sheet import access_answer
from .common import UsageError, announcer_settings, lexicon_of_log, lexicon_source, open_windows

HEADLESS_HELP = {
    "draw": "draw the next rack automatically (or a new one when the rack has no legal move)",
    "rack T T T…": "the tiles the judge drew by hand (new tiles, or the whole rack with the leftover)",
    "start": "start the round's timer (after the call)",
    "pause / resume": "pause or resume the timer",
    "adjust SECONDS": "set the time left",
    "time": "the time is up: slips are final as written",
    "slip [rN] TABLE COORD WORD": "a player's slip for round N (default: the oldest round still collecting), "
                                  "scored at once on that round's board (an invalid move scores 0 with its reason)",
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
    "help": "this list",
}

def cmd_run(args: argparse.Namespace) -> int:
    from ..rules.keyed_random import new_seed
    import time

    from ..clock import StepClock, wall_clock
    from ..config import load_settings
    from ..engine import Lexicon
    from ..game.duplicate import Config
    from ..game.log import read_log
    from ..game.players import read_players
    from ..game.prepared import read_prepared
    from ..game.session import Session

    settings = load_settings(Path(args.config) if args.config else None, getattr(args, 'ruleset', None))
    ruleset = args.ruleset or settings.ruleset
    tiles = tile_set(ruleset)
    windows = None if args.headless else open_windows(settings, args)  # before any log is written
    if args.resume:
        setup = read_log(Path(args.resume)).events
        tiles = tile_set(setup[0].get("ruleset", ruleset))
        lexicon = lexicon_of_log(setup[0], args.lexicon or (None if settings.lexicon == "default" else settings.lexicon),
                                 tiles)
        clock = StepClock(float(setup[-1].get("at", 0))) if args.fake_clock else wall_clock
        session = Session.resume(Path(args.resume), lexicon, clock)
    else:
        if not args.players:
            raise UsageError("give the players with --players FILE (CSV: name,table[,club])")
        players = read_players(Path(args.players))
        source = args.lexicon or settings.lexicon
        lexicon = Lexicon.load(source, tiles)
        seed = args.seed if args.seed is not None else settings.seed
        if seed is None:
            seed = new_seed()
        config = Config(settings.round_seconds, settings.bonuses, settings.tie_policy)
        prepared = read_prepared(Path(args.prepared), tiles) if args.prepared else None
        log_path = Path(args.log or time.strftime("duplicada-%Y%m%d-%H%M%S.jsonl"))
        clock = StepClock() if args.fake_clock else wall_clock
        session = Session.new(log_path, lexicon, ruleset, players, seed, config, clock, prepared,
                              lexicon_path=lexicon_source(source))
    server = _start_server(args.serve or settings.serve, settings, session)
    try:
        if args.headless:
            return _headless(session, server)
        return _projector(session, settings, windows, server)
    finally:
        if server is not None:
            server.stop()

def _start_server(address: str | None, settings, session):
    """The game server for phones and tablets, when asked for (--serve or network.serve)."""
    if not address:
        return None
    from ..server.runner import GameServer

    from ..clock import peek
    from ..room.view import projector_view

    server = GameServer(address, "es" if session.game.tiles.name == "ajs" else settings.language, settings.entry)
    # the codes and PINs of a resumed game, before the first request: a phone that comes back at once logs in
    server.update(session, projector_view(session.game, peek(session.clock), language=server.hub.language))
    try:
        server.start()
    except ValueError:
        session.close()
        raise
    return server

def _projector(session, settings, windows, server=None) -> int:
    """The live game: projector view and judge console (one window with Tab, or two with two screens)."""
    from ..announcer.announcer import Announcer
    from ..display.app import Conductor

    announcer = Announcer(announcer_settings(settings))
    announcer.warm_up()
    if session.notice:
        print(f"conductor run: {session.notice}", file=sys.stderr)
    print(f"conductor run: game log {session.log.path}", file=sys.stderr)
    if server is not None:
        print(f"conductor run: game server at {server.url}", file=sys.stderr)
    Conductor(session, announcer, windows.options, windows, server=server).run()
    return 0

def _headless(session, server=None) -> int:
    def say(obj: dict) -> None:
        print(json.dumps(obj, ensure_ascii=False), flush=True)

    def answer(text: str) -> bool:
        """Run one console line; False to stop."""
        text = text.strip()
        if not text:
            return True
        if text.lower() == "help":
            say({"ok": True, "commands": HEADLESS_HELP})
        elif text.lower() in {"quit", "exit"}:
            return False
        else:
            language = "es" if session.game.tiles.name == "ajs" else "ca"
            done = session.execute(text)
            if server is not None:                # a new code or PIN works from the moment it is printed
                publish()
            try:
                done = access_answer(done, session, server, language)
            except Exception as error:            # noqa: BLE001 - the codes and PINs are printed all the same
                done["sheet_error"] = str(error)
            notices = _notices(session, server)
            say({**done, "notices": notices} if notices else done)
        return True

    def publish() -> None:
        from ..clock import peek
        from ..room.view import projector_view

        server.update(session, projector_view(session.game, peek(session.clock), language=server.hub.language))

    if session.notice:
        say({"ok": True, "notice": session.notice})
    say({"ok": True, "log": str(session.log.path), **({"serve": server.url} if server else {}), **session.game.snapshot()})
    try:
        if server is None:
            for line in sys.stdin:
                if not answer(line):
                    break
        else:
            _serve_headless(session, server, answer, publish)
    finally:
        session.close()
    return 0

def _notices(session, server) -> list[str]:
    """What the judge must know that no command asked for: a request that met a bug (refused, the game goes
    on), a table whose PIN is being guessed at."""
    said = list(session.problems)
    session.problems.clear()
    take = getattr(server, "take_notices", None)
    if take is not None:
        said += take()
    for line in said:
        print(f"conductor run: {line}", file=sys.stderr, flush=True)
    return said


def _serve_headless(session, server, answer, publish) -> None:
    """The headless console with the game server: console lines and network slips, one writer for both."""
    import queue
    import threading

    lines: queue.SimpleQueue = queue.SimpleQueue()

    def read() -> None:
        for line in sys.stdin:
            lines.put(line)
            server.inbox.arrived.set()
        lines.put(None)
        server.inbox.arrived.set()

    threading.Thread(target=read, name="conductor-stdin", daemon=True).start()
    while True:
        server.inbox.arrived.wait(0.25)
        server.drain(session)
        while True:
            try:
                line = lines.get_nowait()
            except queue.Empty:
                break
            if line is None or not answer(line):
                return
        publish()


def add_parsers(commands) -> None:
    run = commands.add_parser("run", help="live judge mode (--headless: a text console on stdin/stdout)")
    run.add_argument("-c", "--config", help="settings file (config.yaml)")
    run.add_argument("--players", metavar="FILE", help="CSV: name,table[,club]")
    run.add_argument("--log", metavar="GAME.jsonl", help="the game log to write")
    run.add_argument("--resume", metavar="GAME.jsonl", help="resume the game of this log")
    run.add_argument("--seed", type=int, help="random seed for the draws (default: config, else fresh)")
    run.add_argument("--prepared", metavar="FILE",
                     help="play a prepared game: racks (and master moves) from a file or an Eliot saved game")
    run.add_argument("--headless", action="store_true", help="text judge console: one command a line, JSON answers")
    run.add_argument("--serve", metavar="[HOST:]PORT",
                     help="the game server for phones and tablets on this address (default: config network.serve)")
    run.add_argument("--windowed", action="store_true", help="the projector view in a window, not full screen")
    run.add_argument("--fake-clock", action="store_true", help=argparse.SUPPRESS)
    run.add_argument("--ruleset", choices=["fisc", "ajs"], help="tile set and rules (default: config)")
    run.add_argument("--lexicon", metavar="PATH", help="word list or compiled file (default: config)")
    run.set_defaults(handler=cmd_run)

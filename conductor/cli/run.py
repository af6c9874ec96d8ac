"""`conductor run`: the live game, with the projector and the judge's console, or the headless console;
and the game server beside either."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from pathlib import Path

from ..messages import Message, say, text
from ..rules import tile_set
from .common import UsageError, add_ruleset, speak, announcer_settings, lexicon_of_log, lexicon_source, list_of_settings, open_windows

def cmd_run(args: argparse.Namespace) -> int:
    from ..rules.keyed_random import new_seed
    import time

    from ..clock import StepClock, wall_clock
    from ..config import load_settings
    from ..language import game_language
    from ..game.duplicate import Config
    from ..game.log import read_log
    from ..game.players import read_players
    from ..pack import read_prepared
    from ..game.session import Session
    from ..pack.play import adopt, open_for_venue, reopen_for_venue, venue_session

    folder = _judge_folder(args)                  # --home: Documents\Conductor, its sample files the first time
    setup = _setup_of(args.resume)                # a resumed game: how it was run, as its log recorded it
    run_of = setup.get("run")
    recorded: dict = run_of if isinstance(run_of, dict) else {}
    config = _settings_file(args, setup, recorded)
    settings = load_settings(config, getattr(args, 'ruleset', None))
    speak(settings.language)
    ruleset = args.ruleset or settings.ruleset
    pack = None if args.resume else open_for_venue(Path(args.prepared) if args.prepared else None, args.venue,
                                                   args.passphrase_file, settings.language)      # a sealed game: asks, then opens
    if pack is not None and pack.ruleset != ruleset:     # a sealed game brings its rules, and their language
        ruleset = pack.ruleset
        settings = load_settings(config, ruleset)
        speak(settings.language)
    for note in settings.notes:                  # the file itself: read as Windows-1252
        print(note.said(settings.language), file=sys.stderr)
    if folder is not None:
        _folder_said(folder, settings.language)
    tiles = tile_set(ruleset)
    windows = None if args.headless else open_windows(settings, args)  # before any log is written
    if args.resume:
        logged = read_log(Path(args.resume)).events
        ruleset = logged[0]["ruleset"]                          # the log's (its schema checked it)
        speak(game_language(ruleset, logged[0].get("language")))
        tiles = tile_set(ruleset)
        lexicon = lexicon_of_log(logged[0], args.lexicon or (None if settings.lexicon == "default" else settings.lexicon),
                                 tiles, args.resume)
        clock = StepClock(float(logged[-1].get("at", 0))) if args.fake_clock else wall_clock
        resumed_pack = reopen_for_venue(logged[0], args.prepared, args.passphrase_file,
                                        game_language(ruleset, logged[0].get("language")))   # the log's
        session = Session.resume(Path(args.resume), lexicon, clock)
        adopt(session.game, logged[0], resumed_pack)   # a venue's game of a pack draws on as the pack drew
    else:
        online = settings.entry == "online"          # players join by themselves: a file is optional
        if not args.players and not online:
            raise UsageError("run.players").told(settings.language)
        players = read_players(Path(args.players), settings.language, allow_empty=online) if args.players else []
        source = args.lexicon or settings.lexicon
        lexicon = list_of_settings(args.lexicon, settings, tiles)
        seed = args.seed if args.seed is not None else settings.seed
        if seed is None:
            seed = new_seed()
        judge_plays = args.judge_plays if args.judge_plays is not None else settings.judge_plays
        if judge_plays is not None and judge_plays not in {p.table for p in players}:
            raise UsageError("run.judge_plays", table=judge_plays).told(settings.language)
        game_config = Config(settings.round_seconds, settings.bonuses, settings.tie_policy, settings.double_entry,
                             judge_plays)
        prepared = read_prepared(Path(args.prepared), tiles, settings.language) if args.prepared and pack is None else None
        log_path = Path(args.log or time.strftime("duplicada-%Y%m%d-%H%M%S.jsonl"))
        clock = StepClock() if args.fake_clock else wall_clock
        run = _how_it_runs(args, config, settings)     # a resume with nothing else comes back as this game was
        with _log_folder(log_path, settings.language):
            if pack is not None:
                session = venue_session(pack, args.venue.strip(), log_path, lexicon, players, game_config, clock,
                                        args.prepared, lexicon_path=lexicon_source(source), language=settings.language,
                                        run=run)
            else:
                session = Session.new(log_path, lexicon, ruleset, players, seed, game_config, clock, prepared,
                                      lexicon_path=lexicon_source(source), language=settings.language, run=run)
    server = _game_server(args.serve or settings.serve or recorded.get("serve"), settings, session, args, recorded)
    if settings.multiplex:                        # a venue of a live multiplex: its log shipped to the hub
        from ..multiplex.venue import VenueLink

        link = session.multiplex = VenueLink(**settings.multiplex, log=session.log.path,
                                             language=session.game.language)
        game = session.game
        link.wanted = game.current.number if game.current is not None else len(game.rounds) + 1   # a resumed round's
        link.start()
    try:
        schedule = _schedule(settings) if args.autorun else None
        if args.headless:
            from .headless import headless

            return headless(session, server, schedule, _home_voice(settings, session, server))
        return _projector(session, settings, windows, server, schedule)
    finally:
        if server is not None:
            server.stop()
        if session.multiplex is not None:
            session.multiplex.stop()



def _judge_folder(args: argparse.Namespace):
    """`--home [FOLDER]`: the game runs in the judge's own folder (judge_folder.py), with its settings and players
    files unless the command line names others (those read from where the command was given)."""
    if args.home is None:
        return None
    import os

    from ..judge_folder import prepare

    for name in ("config", "players", "log", "resume", "lexicon", "prepared", "passphrase_file"):
        if getattr(args, name, None):
            setattr(args, name, os.path.abspath(getattr(args, name)))
    folder = prepare(Path(args.home) if args.home else None)
    os.chdir(folder.folder)                       # the log, the PIN sheet and the links beside them
    if not args.resume:
        args.config = args.config or str(folder.settings)
        args.players = args.players or str(folder.players)
    return folder


def _folder_said(folder, language: str) -> None:
    from ..messages import text

    if folder.written:
        print(text("folder.written", language, names=", ".join(folder.written), folder=folder.folder), file=sys.stderr)
    print(text("folder.ready", language, folder=folder.folder, players=folder.players.name,
               settings=folder.settings.name), file=sys.stderr)


def _setup_of(resume: str | None) -> dict:
    """The setup event (a log's first line) of the game to resume; {} when there is none or it does not read (the
    resume itself then says why)."""
    if not resume:
        return {}
    try:
        with open(resume, encoding="utf-8") as log:
            setup = json.loads(log.readline())
    except (OSError, ValueError):
        return {}
    return setup if isinstance(setup, dict) else {}


def _settings_file(args: argparse.Namespace, setup: dict, recorded: dict) -> Path | None:
    """The settings file: -c's; else, resuming, the one the game was started with (its log recorded its absolute
    path and sha256), told in one line when it has changed since, and when it is gone: refused if the game had a
    server (nothing plays on with every player locked out), else the game goes on with the defaults."""
    if args.config:
        return Path(args.config)
    path = recorded.get("settings")
    if not isinstance(path, str):
        return None
    from ..language import game_language
    from ..lexicon import file_sha256

    language = game_language(setup.get("ruleset"), setup.get("language"))
    found = Path(path)
    if not found.is_file():
        if recorded.get("serve"):
            raise UsageError("run.settings_gone", path=path).told(language)
        print(f"conductor run: {text('run.settings_gone_on', language, path=path)}", file=sys.stderr, flush=True)
        return None
    if file_sha256(found) != recorded.get("settings_sha256"):
        print(f"conductor run: {text('run.settings_changed', language, path=path)}", file=sys.stderr, flush=True)
    return found


def _how_it_runs(args: argparse.Namespace, config: Path | None, settings) -> dict:
    """What a new game's log keeps of how it was run, so that `--resume` alone brings it back as it was: the
    settings file (absolute path and sha256: its secrets, the join code among them, stay in it) and what the
    command line gave beside it (the server's address, its certificate)."""
    from ..lexicon import file_sha256

    run: dict = {}
    if config is not None:
        run["settings"], run["settings_sha256"] = str(config.resolve()), file_sha256(config)
    serve = args.serve or settings.serve
    if serve:
        run["serve"] = str(serve)
    for name in ("tls_cert", "tls_key"):
        if getattr(args, name, None):
            run[name] = str(Path(getattr(args, name)).resolve())
    return run


@contextlib.contextmanager
def _log_folder(log: Path, language: str):
    """A new game's log and its lock are written in `log`'s folder: one line in the game's language, naming the
    folder, when it is missing or cannot be written (not Python's error about the lock file)."""
    folder = str(log.absolute().parent)
    if not Path(folder).is_dir():
        raise UsageError("run.no_folder", folder=folder).told(language)
    try:
        yield
    except PermissionError:
        raise UsageError("run.no_write", folder=folder, why=Message("run.denied")).told(language) from None
    except FileNotFoundError:
        raise UsageError("run.no_folder", folder=folder).told(language) from None


def _schedule(settings):
    """An unattended game's schedule (config autorun): its start time, given as a time of day, made the next such
    moment (today's, or tomorrow's once today's has passed)."""
    import dataclasses
    import time

    from ..room.autorun import Schedule, clock_time, start_time

    values = dict(settings.autorun)
    start = values.pop("start_at", None)
    schedule = Schedule(**values)
    if start is not None:
        hms = clock_time(start)
        assert hms is not None                    # config.py checked start_at when it read the settings
        schedule = dataclasses.replace(schedule, starts_at=start_time(hms, time.time())[0])
    return schedule

def _home_voice(settings, session, server):
    """The room's voice rendered for players at home (no sound card needed): with the game server only."""
    if server is None:
        return None
    from ..announcer.announcer import Announcer
    from ..announcer.audio import NullOutput
    from ..announcer.speech import SAMPLE_RATE
    from ..room.home_voice import HomeVoice

    language = server.hub.language
    voice = HomeVoice(lambda: Announcer(announcer_settings(settings, language=language), output=NullOutput(SAMPLE_RATE)),
                      session.game.tiles, settings.call_order, settings.spell_master_move)
    server.hub.voice = voice
    return voice


def _game_server(address: str | None, settings, session, args=None, recorded: dict | None = None):
    """The game server for phones and tablets, when asked for (--serve or network.serve, or as the resumed game's
    log recorded it: `recorded`, with its certificate). Made here, opened by the live host once a resume has set
    the round's clock (LiveHost.serve): nothing is ever served from the log's stale clock."""
    if not address:
        return None
    from ..live.sheets import GENERATE, generated_join_code
    from ..messages import text
    from ..server.errors import errors_file, keep_tracebacks
    from ..server.runner import GameServer

    keep_tracebacks(errors_file(session.log.path))     # a bug met inside the server: its traceback kept for us

    join_code, made = settings.join_code, None
    if join_code == GENERATE:                     # conductor makes it, keeps it beside the log, and says it
        join_code, made = generated_join_code(session.log.path)
    server = GameServer(address, session.game.language, settings.entry,
                        tls_cert=getattr(args, "tls_cert", None) or settings.tls_cert or (recorded or {}).get("tls_cert"),
                        tls_key=getattr(args, "tls_key", None) or settings.tls_key or (recorded or {}).get("tls_key"),
                        trusted_proxies=settings.trusted_proxies, public_url=settings.public_url,
                        broker=settings.broker, broker_channel=settings.broker_channel, broker_key=settings.broker_key,
                        join_code=join_code, same_name=settings.same_name, per_address=settings.per_address)
    if made is not None:
        server.join_code_said = text("settings.join_code_made", session.game.language, code=join_code, file=made)
    return server

def _projector(session, settings, windows, server=None, schedule=None) -> int:
    """The live game: projector view and judge console (one window with Tab, or two with two screens)."""
    from ..announcer.announcer import Announcer
    from ..display.app import Conductor

    announcer = Announcer(announcer_settings(settings, language=session.game.language))   # the log's, on a resume
    announcer.warm_up()
    if session.notice:
        print(f"conductor run: {say(session.notice, session.game.language)}", file=sys.stderr)
    try:                                          # the live host opens the server once the resume set the clock
        app = Conductor(session, announcer, windows.options, windows, server=server, schedule=schedule,
                        steps=_step_line(session.game.language))
    except ValueError:                            # the server's address taken or refused: the log is let go
        session.close()
        raise                                     # said in one line (a busy port: that line alone)
    language = session.game.language
    print(f"conductor run: {text('run.log_at', language, path=str(session.log.path))}", file=sys.stderr)
    if server is not None:
        print(f"conductor run: {text('run.server_at', language, url=server.url)}", file=sys.stderr)
        if server.invitation:
            print(f"conductor run: {text('run.invitation', language, url=server.invitation)}", file=sys.stderr)
        if server.join_code_said:
            print(f"conductor run: {server.join_code_said}", file=sys.stderr)
    for line in app.host.opening:
        print(f"conductor run: {line}", file=sys.stderr)
    app.run()
    return 0

def _step_line(language: str):
    """An unattended game's steps on the projector, each a line on stdout as headless prints them (docs/run.md)."""
    import json

    from .headless import in_words

    def said(line: str, answer: dict) -> None:
        shown = {"autorun": line, **{k: v for k, v in answer.items() if k != "said"}}
        print(json.dumps(in_words(shown, language), ensure_ascii=False, default=str), flush=True)
    return said


def add_parsers(commands) -> None:
    run = commands.add_parser("run", help="live judge mode (--headless: a text console on stdin/stdout)")
    run.add_argument("-c", "--config", help="settings file (config.yaml)")
    run.add_argument("--players", metavar="FILE", help="CSV: name,table[,club]")
    run.add_argument("--log", metavar="GAME.jsonl", help="the game log to write")
    run.add_argument("--resume", metavar="GAME.jsonl", help="resume the game of this log")
    run.add_argument("--seed", type=int, help="random seed for the draws (default: config, else fresh)")
    run.add_argument("--prepared", metavar="FILE",
                     help="play a prepared game: racks (and master moves) from a file or an Eliot saved game")
    run.add_argument("--venue", metavar="NAME", help="with a pack (conductor pack): this venue's name, for the merged "
                     "report (report --simultaneous)")
    run.add_argument("--passphrase-file", metavar="F", help="with an encrypted pack: the file holding its passphrase "
                     "(else it is asked on the terminal)")
    run.add_argument("--home", nargs="?", const="", metavar="FOLDER",
                     help="run in the judge's own folder (default: Documents/Conductor), made on the first start with "
                          "a sample players file and settings, used unless given")
    run.add_argument("--headless", action="store_true", help="text judge console: one command a line, JSON answers")
    run.add_argument("--serve", metavar="[HOST:]PORT",
                     help="the game server for phones and tablets on this address (default: config network.serve)")
    run.add_argument("--tls-cert", metavar="FILE",
                     help="with --serve: serve HTTPS and WSS with this PEM certificate (chain); needs --tls-key "
                          "(default: config network.tls_cert)")
    run.add_argument("--tls-key", metavar="FILE",
                     help="the certificate's private key, unencrypted PEM (default: config network.tls_key)")
    run.add_argument("--judge-plays", type=int, metavar="TABLE",
                     help="the judge plays at TABLE: until Temps! the console shows no top, move count or slip's worth")
    run.add_argument("--autorun", action="store_true",
                     help="the game runs by itself (draw, call, think, Temps!, reveal, next round) on config autorun's "
                          "timings, on the projector or --headless, from autorun.start_at if set; pause, autorun off/on, "
                          "start game and end still work; a resumed unattended game goes on unattended without it")
    run.add_argument("--windowed", action="store_true", help="the projector view in a window, not full screen")
    run.add_argument("--fake-clock", action="store_true", help=argparse.SUPPRESS)
    add_ruleset(run, None, "tile set and rules (default: config)")
    run.add_argument("--lexicon", metavar="PATH", help="word list or compiled file (default: config)")
    run.set_defaults(handler=cmd_run)

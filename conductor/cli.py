"""The `conductor` command: argument parsing and printing only; the work happens in the core.

Bad input exits with status 2 and one line on stderr (DESIGN §4).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Sequence

from pathlib import Path

from .rules import tile_set
from .rules.move import play_sequence

EXIT_BAD_INPUT = 2


class UsageError(ValueError):
    """Bad input from the command line; its message is printed as is."""


def _split_moves(text: str) -> list[str]:
    moves = [part.strip() for part in text.split(";")]
    if not any(moves):
        raise UsageError("--moves: give at least one move, e.g. \"H8 CASA;8H CASES\"")
    for index, move in enumerate(moves, start=1):
        if not move:
            raise UsageError(f"--moves: move {index} is empty")
    return moves


def cmd_score(args: argparse.Namespace) -> int:
    tiles = tile_set(args.ruleset)
    _, placements = play_sequence(_split_moves(args.moves), tiles)
    scores = [p.score for p in placements]
    if args.json:
        print(json.dumps({"scores": scores, "total": sum(scores)}))
    else:
        for placement in placements:
            print(f"{str(placement.move):<24} {placement.score:>4}")
        print(f"{'total':<24} {sum(scores):>4}")
    return 0


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
    "device add NAME FIRST-LAST": "a table judge's device for tables FIRST–LAST: answers its code (and the "
                                  "address that logs it in); the game server takes its slips for those tables",
    "device list / device revoke NAME": "the devices, or end one's access (its phone is logged out)",
    "pins [TABLE]": "new PINs for every player (or one table), for players sending their own slips "
                    "(network.entry: players); also written as a printable sheet beside the log",
    "lock TABLE / unlock TABLE": "keep a table's slips to the console: the network cannot change them",
    "help": "this list",
}


def cmd_run(args: argparse.Namespace) -> int:
    import random
    import time

    from .clock import StepClock, wall_clock
    from .config import load_settings
    from .engine import Lexicon
    from .game.duplicate import Config
    from .game.log import read_log
    from .game.players import read_players
    from .game.prepared import read_prepared
    from .game.session import Session

    settings = load_settings(Path(args.config) if args.config else None)
    ruleset = args.ruleset or settings.ruleset
    tiles = tile_set(ruleset)
    windows = None if args.headless else _open_windows(settings, args)  # before any log is written
    if args.resume:
        setup = read_log(Path(args.resume)).events
        tiles = tile_set(setup[0].get("ruleset", ruleset))
        lexicon = Lexicon.load(args.lexicon or settings.lexicon, tiles)
        clock = StepClock(float(setup[-1].get("at", 0))) if args.fake_clock else wall_clock
        session = Session.resume(Path(args.resume), lexicon, clock)
    else:
        if not args.players:
            raise UsageError("give the players with --players FILE (CSV: name,table[,club])")
        players = read_players(Path(args.players))
        lexicon = Lexicon.load(args.lexicon or settings.lexicon, tiles)
        seed = args.seed if args.seed is not None else settings.seed
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        config = Config(settings.round_seconds, settings.bonuses, settings.tie_policy)
        prepared = read_prepared(Path(args.prepared), tiles) if args.prepared else None
        log_path = Path(args.log or time.strftime("duplicada-%Y%m%d-%H%M%S.jsonl"))
        clock = StepClock() if args.fake_clock else wall_clock
        session = Session.new(log_path, lexicon, ruleset, players, seed, config, clock, prepared)
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
    from .server.runner import GameServer

    server = GameServer(address, "es" if session.game.tiles.name == "ajs" else settings.language, settings.entry)
    try:
        server.start()
    except ValueError:
        session.close()
        raise
    return server


def after_access(answer: dict, session, server, language: str) -> dict:
    """What the shells add to a device or PIN answer: the address that logs a device in, the printable sheet."""
    if not answer.get("ok"):
        return answer
    url = server.url if server is not None else ""
    if "code" in answer and url:
        answer["url"] = f"{url}#code={answer['code']}"
    if "pins" in answer:
        from .server.sheet import write_pins_sheet

        answer["sheet"] = str(write_pins_sheet(session.log.path, session.game.players, answer["pins"], url, language))
    return answer


def _display_options(settings, args: argparse.Namespace):
    from .display.app import Options

    warnings = tuple(mark for mark, on in ((60, settings.one_minute), (30, settings.thirty_seconds)) if on)
    return Options(language=settings.language, call_order=settings.call_order,
                   spell_master_move=settings.spell_master_move, warnings=warnings, windowed=args.windowed,
                   display=settings.display, show_join=settings.show_join)


def _open_windows(settings, args: argparse.Namespace):
    import pygame

    from .display.app import Windows

    try:
        return Windows(_display_options(settings, args))
    except pygame.error as error:
        raise UsageError(f"no screen to open the projector on ({error}); use --headless for the text console")


def _projector(session, settings, windows, server=None) -> int:
    """The live game: projector view and judge console (one window with Tab, or two with two screens)."""
    from .announcer.announcer import Announcer
    from .display.app import Conductor

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
            say(after_access(session.execute(text), session, server, language))
        return True

    if session.notice:
        say({"ok": True, "notice": session.notice})
    say({"ok": True, "log": str(session.log.path), **({"serve": server.url} if server else {}), **session.game.snapshot()})
    try:
        if server is None:
            for line in sys.stdin:
                if not answer(line):
                    break
        else:
            _serve_headless(session, server, answer)
    finally:
        session.close()
    return 0


def _serve_headless(session, server, answer) -> None:
    """The headless console with the game server: console lines and network slips, one writer for both."""
    import queue
    import threading

    from .clock import peek
    from .display.views import projector_view

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
        server.update(session, projector_view(session.game, peek(session.clock), language=server.hub.language))


def cmd_report(args: argparse.Namespace) -> int:
    from .engine import Lexicon
    from .game.log import read_log
    from .game.session import replay
    from .report import report_csv, report_html

    def load(path: str):
        read = read_log(Path(path))
        if read.dropped:
            print(f"conductor report: warning: {read.dropped}", file=sys.stderr)
        tiles = tile_set(read.events[0].get("ruleset", "fisc"))
        lexicon = Lexicon.load(args.lexicon, tiles)
        if read.events[0].get("lexicon_sha256") != lexicon.sha256:
            raise UsageError(f"game log '{path}' was played with another word list: give it with --lexicon")
        return replay(read.events, lexicon)

    if args.tournament:
        if args.log or args.html or args.player is not None:
            raise UsageError("--tournament takes the game logs itself (and --csv); give no other log, --html or --player")
        from .report.tournament import CRITERIA, game_result, tournament_csv, tournament_text

        games = [load(path) for path in args.tournament]
        results = [game_result(game, Path(path).stem) for game, path in zip(games, args.tournament)]
        criteria = (args.criterion,) if args.criterion else CRITERIA
        language = "es" if games[0].tiles.name == "ajs" else "ca"
        print(tournament_text(results, criteria, language), end="")
        if args.csv:
            Path(args.csv).write_text(tournament_csv(results), encoding="utf-8")
        return 0
    if not args.log:
        raise UsageError("give a game log, or --tournament GAME1.jsonl GAME2.jsonl …")
    game = load(args.log)
    if args.player is not None:
        from .report.player import player_sheet, player_sheet_text
        from .report.words import language_of

        if args.player not in game.players:
            raise UsageError(f"--player {args.player}: no player at table {args.player}")
        print(player_sheet_text(player_sheet(game, args.player), language_of(game)), end="")
    elif not args.html and not args.csv:
        print(report_csv(game), end="")
    if args.html:
        Path(args.html).write_text(report_html(game, Path(args.log).stem), encoding="utf-8")
    if args.csv:
        Path(args.csv).write_text(report_csv(game), encoding="utf-8")
    return 0


def _add_ruleset(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ruleset", choices=["fisc", "ajs"], default="fisc", help="tile set and rules")


def _add_lexicon(parser: argparse.ArgumentParser) -> None:
    _add_ruleset(parser)
    parser.add_argument("--lexicon", metavar="PATH", help="word list or compiled file (default: embedded list)")


def _lexicon(args: argparse.Namespace):
    from .engine import Lexicon

    return Lexicon.load(args.lexicon, tile_set(args.ruleset))


def _moves_json(moves) -> list[dict]:
    return [{"move": str(m.move), "score": m.score} for m in moves]


def cmd_analyse(args: argparse.Namespace) -> int:
    from .engine import MoveGenerator
    from .positions import read_positions
    from .rules import tokenize_rack

    tiles = tile_set(args.ruleset)
    lexicon = _lexicon(args)
    if args.position:
        positions = read_positions(Path(args.position), tiles)
        if not positions:
            raise UsageError(f"position file '{args.position}': it holds no position")
        board, rack = positions[0]
    else:
        board, placements = play_sequence(_split_moves(args.moves), tiles)
        for placement in placements:
            for squares in placement.words:
                word = [board[s] for s in squares]
                if not lexicon.is_word(word):
                    text = "".join(t.label for t in word if t is not None)
                    print(f"conductor analyse: warning: {placement.move}: {text} is not in the lexicon", file=sys.stderr)
        rack = []
    if args.rack:
        rack = tokenize_rack(args.rack, tiles)
    if not rack:
        raise UsageError("give the rack with --rack (or a position file with a rack line)")
    generator = MoveGenerator(lexicon)
    count = generator.generate(board, rack)
    best = generator.top(args.top)
    if args.json:
        print(json.dumps({"count": count, "moves": _moves_json(best)}, ensure_ascii=False))
    else:
        print(board.render())
        print(f"rack: {' '.join(rack)}    {count} legal moves")
        for rank, move in enumerate(best, start=1):
            print(f"{rank:>4}. {str(move.move):<26} {move.score:>4}")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    import statistics
    import time

    from .engine import MoveGenerator
    from .positions import read_positions

    tiles = tile_set(args.ruleset)
    positions = read_positions(Path(args.positions), tiles)
    generator = MoveGenerator(_lexicon(args))
    counts, tops, times = [], [], []
    for board, rack in positions:
        generator.encode_board(board)
        start = time.perf_counter()
        count = generator.generate_encoded(rack)
        times.append(time.perf_counter() - start)
        counts.append(count)
        tops.append(generator.best_score() if count else 0)
    median_us = statistics.median(times) * 1e6 if times else 0.0
    if args.json:
        print(json.dumps({"positions": len(positions), "moves": counts, "top": tops,
                          "median_us": round(median_us, 1), "total_s": round(sum(times), 6)}))
    else:
        print(f"{len(positions)} positions, {sum(counts)} moves, median {median_us:.0f} µs, "
              f"total {sum(times):.3f} s (move generation only)")
    return 0


def _labels(tiles_: Sequence[str]) -> str:
    return " ".join(tiles_)


def cmd_simulate(args: argparse.Namespace) -> int:
    import time

    from .engine import MoveGenerator
    from .positions import write_positions
    from .simulate import play_game

    if args.games < 1:
        raise UsageError("--games: give at least 1")
    generator = MoveGenerator(_lexicon(args))
    start = time.perf_counter()
    games = [play_game(generator, args.seed + i) for i in range(args.games)]
    elapsed = time.perf_counter() - start
    if args.dump_positions:
        write_positions(Path(args.dump_positions), [(r.board_before, r.rack) for g in games for r in g.rounds])
    if args.json:
        out = {
            "games": [
                {
                    "seed": game.seed,
                    "rounds": [
                        {
                            "round": r.number, "leftover": _labels(r.leftover), "drawn": _labels(r.drawn),
                            "rejected": [_labels(x) for x in r.rejected], "rack": _labels(r.rack),
                            "master": str(r.master.move), "score": r.master.score, "bag_left": r.bag_left,
                        }
                        for r in game.rounds
                    ],
                    "end": game.end,
                    "total": game.total,
                }
                for game in games
            ],
            "games_per_s": round(len(games) / elapsed, 2) if elapsed else None,
        }
        print(json.dumps(out, ensure_ascii=False))
    else:
        for game in games:
            print(f"game {game.seed}: {len(game.rounds)} rounds, total {game.total}, end: {game.end}")
            for r in game.rounds:
                print(f"  {r.number:>2}  {_labels(r.rack):<22} {str(r.master.move):<24} {r.master.score:>4}  bag {r.bag_left}")
        print(f"{len(games) / elapsed:.1f} games/s")
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    """A whole game conducted by itself on the embedded word list: drawn, called aloud, timed (fast),
    simulated players' slips, the master move revealed and read, standings, final results."""
    import random
    import tempfile

    from .clock import ScaledClock
    from .config import load_settings

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    if args.text:
        return _text_demo(args, seed)
    from .announcer.announcer import Announcer
    from .display.app import Conductor, Windows
    from .display.autopilot import DEMO_PLAYERS, Autopilot
    from .game.duplicate import Config
    from .game.session import Session

    import pygame

    settings = load_settings(Path(args.config) if args.config else None)
    options = _display_options(settings, args)
    try:
        windows = Windows(options, "Conductor — demostració")
    except pygame.error as error:
        print(f"conductor demo: no screen to open a window on ({error}); showing the game as text instead",
              file=sys.stderr)
        return _text_demo(args, seed)
    lexicon = _lexicon(args)
    folder = Path(tempfile.mkdtemp(prefix="conductor-demo-"))
    clock = ScaledClock(args.speed)
    session = Session.new(Path(args.log) if args.log else folder / "demo.jsonl", lexicon, args.ruleset,
                          DEMO_PLAYERS, seed, Config(settings.round_seconds, False, "random"), clock)
    wanted = announcer_settings(settings)
    if args.no_audio:
        wanted = dataclasses.replace(wanted, voice=False, audio=False)
    announcer = Announcer(wanted)
    announcer.warm_up()
    print(f"Conductor — duplicada de demostració (llavor {seed}); registre: {session.log.path}")
    if announcer.notice:
        print(announcer.notice, file=sys.stderr)
    pilot = Autopilot(seed=seed, max_rounds=args.rounds)
    Conductor(session, announcer, options, windows, pilot).run()
    return 0


def cmd_train(args: argparse.Namespace) -> int:
    """Solo training against the master move: called rack, timer, moves checked at once, hints, results."""
    import random
    import time

    from .clock import wall_clock
    from .config import load_settings
    from .engine import Lexicon, MoveGenerator
    from .game.prepared import read_prepared
    from .training import History, Training, default_history_path

    settings = load_settings(Path(args.config) if args.config else None)
    history = History(Path(args.history) if args.history else default_history_path())
    if args.progress:
        return _print_progress(history)
    ruleset = args.ruleset or settings.ruleset
    tiles = tile_set(ruleset)
    seconds = args.seconds if args.seconds is not None else settings.round_seconds
    if not 10 <= seconds <= 3600:
        raise UsageError("--seconds: must be 10–3600")
    prepared = read_prepared(Path(args.prepared), tiles) if args.prepared else None
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    import pygame

    from .announcer.announcer import Announcer
    from .display.app import init_display
    from .display.trainer import Trainer
    from .display.words import training_words

    try:
        init_display()
    except pygame.error as error:
        raise UsageError(f"no screen to open the training window on ({error})") from None
    lexicon = Lexicon.load(args.lexicon or settings.lexicon, tiles)
    language = "es" if ruleset == "ajs" else settings.language
    source = Path(args.prepared).name if args.prepared else ""
    training = Training(MoveGenerator(lexicon), seed, round_seconds=seconds, topping=args.topping, prepared=prepared,
                        source=source, language=language, max_rounds=args.rounds)
    wanted = announcer_settings(settings, language)
    announcer = None
    if not args.no_audio and settings.audio:
        announcer = Announcer(wanted)
        announcer.warm_up()
        if announcer.notice:
            print(announcer.notice, file=sys.stderr)
    window = pygame.Window(training_words(language)["title"], (1280, 720))
    if not args.windowed:
        window.set_fullscreen(desktop=True)
    warnings = tuple(mark for mark, on in ((60, settings.one_minute), (30, settings.thirty_seconds)) if on)
    print(f"Conductor — entrenament ({training.source}); historial: {history.path}")
    trainer = Trainer(training, window.get_surface, wall_clock, history, announcer=announcer,
                      today=lambda: time.strftime("%Y-%m-%d %H:%M"), warnings=warnings,
                      call_order=settings.call_order, present=window.flip,
                      set_title=lambda title: setattr(window, "title", title))
    try:
        trainer.run()
    finally:
        if announcer is not None:
            announcer.close()
        window.destroy()
    if trainer.summary is not None and trainer.summary.rounds:
        s = trainer.summary
        print(f"{s.total} de {s.master_total} punts ({s.percent} %), {s.tops_found} mestres de {len(s.rounds)}")
    return 0


def _print_progress(history) -> int:
    progress = history.read()
    sessions = [s for s in progress.sessions if s.rounds]
    if not sessions:
        print(f"{history.path}: encara no hi ha cap sessió desada")
        return 0
    for i, s in enumerate(sessions, start=1):
        print(f"{i:>3}. {s.date or '—':<16} {s.source:<22} {s.mode:<8} {len(s.rounds):>2} rondes "
              f"{s.total:>5}/{s.master_total:<5} {s.percent:>5} %")
    best, average = progress.best, progress.recent_average()
    print(f"millor: {best.percent} % ({best.date or '—'}); mitjana de les 5 últimes: {average} %")
    if progress.skipped:
        print(f"{progress.skipped} línies il·legibles a {history.path} (deixades com eren)", file=sys.stderr)
    return 0


def _text_demo(args: argparse.Namespace, seed: int) -> int:
    """The demo in a terminal, for machines with no screen: the master-only game, round by round."""
    from .engine import MoveGenerator
    from .simulate import play

    generator = MoveGenerator(_lexicon(args))
    total = 0
    final = None
    print(f"Conductor — duplicada de demostració (llavor {seed})")
    for round_ in play(generator, seed, max_rounds=args.rounds):
        total += round_.master.score
        final = round_.board_after
        print(f"ronda {round_.number:>2}  faristol {' '.join(round_.rack):<22} jugada mestra "
              f"{str(round_.master.move):<22} {round_.master.score:>4} punts  (sac: {round_.bag_left})")
    if final is not None:
        print(final.render())
    print(f"total de la jugada mestra: {total} punts")
    return 0


def announcer_settings(settings, language: str | None = None, table: str | None = None):
    from .announcer.announcer import AnnouncerSettings

    return AnnouncerSettings(language=language or settings.language, table=table or settings.naming_table,
                             voice=settings.voice, audio=settings.audio, chimes=settings.chimes,
                             slow_rate=settings.slow_rate, fast_rate=settings.fast_rate, volume=settings.volume)


def cmd_announce(args: argparse.Namespace) -> int:
    from .announcer import phrases
    from .announcer.announcer import Announcer
    from .announcer.naming import naming_table
    from .config import load_settings
    from .rules.spelling import tokenize_rack

    settings = load_settings(Path(args.config) if args.config else None)
    language = args.language or ("es" if args.ruleset == "ajs" else settings.language)
    tiles = tile_set(args.ruleset or ("ajs" if language == "es" else "fisc"))
    table = naming_table(language, args.table or (settings.naming_table if language == settings.language else None))
    if args.rack is not None:
        rack = tokenize_rack(args.rack, tiles)
        if not 0 <= args.leftover <= len(rack):
            raise UsageError(f"--leftover: must be 0–{len(rack)} for a rack of {len(rack)} tiles")
        script = phrases.rack_call(table, rack[:args.leftover], rack[args.leftover:], args.round,
                                   args.order or settings.call_order)
    elif args.move is not None:
        if args.score is None:
            raise UsageError("--move needs --score S")
        script = phrases.master_move(table, args.move, args.score, tiles, args.spell or settings.spell_master_move)
    else:
        script = phrases.warning(table, args.warning)
    for phrase in phrases.phrases(script):
        print(phrase.text)
    wanted = announcer_settings(settings, language, table.table)
    announcer = Announcer(dataclasses.replace(wanted, audio=False) if args.wav else wanted)
    if announcer.notice:
        print(f"conductor announce: {announcer.notice}", file=sys.stderr)
    rendered = announcer.prepare(script).result()
    if args.wav:
        rendered.write_wav(Path(args.wav))
        print(f"{args.wav}: {rendered.duration:.2f} s")
    elif not announcer.silent:
        announcer.play(rendered).done.wait(rendered.duration + 5)
    announcer.close()
    return 0


def cmd_lexicon_build(args: argparse.Namespace) -> int:
    from .engine import DEFAULT_LISTS, Lexicon, read_text

    tiles = tile_set(args.ruleset)
    source = Path(args.source) if args.source else DEFAULT_LISTS[tiles.name]
    text, _ = read_text(source)
    image, problems = Lexicon.compile_image(text, tiles)
    for problem in problems:
        print(f"conductor lexicon build: {source}: skipped {problem}", file=sys.stderr)
    out = Path(args.output) if args.output else source.with_name(source.name.split(".")[0] + ".gaddag")
    out.write_bytes(image)
    lexicon = Lexicon.open_compiled(out, tiles)
    print(f"{out}: {lexicon.word_count} words, {len(image)} bytes, {len(problems)} lines skipped")
    return 0


def cmd_lexicon_check(args: argparse.Namespace) -> int:
    lexicon = _lexicon(args)
    results = {word: lexicon.check(word) for word in args.words}
    if args.json:
        print(json.dumps(results, ensure_ascii=False))
    else:
        for word, valid in results.items():
            said = ("válida", "no válida") if args.ruleset == "ajs" else ("vàlida", "no vàlida")
            print(f"{word}: {said[0] if valid else said[1]}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="conductor", description="Duplicate Scrabble conductor (FISC / AJS).")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    score = commands.add_parser("score", help="scores of a sequence of moves (geometry only)")
    score.add_argument("--moves", required=True, help='moves separated by ";", e.g. "H8 CASA;8H CASES"')
    score.add_argument("--json", action="store_true", help='print {"scores": [...], "total": N}')
    _add_ruleset(score)
    score.set_defaults(handler=cmd_score)

    analyse = commands.add_parser("analyse", help="every legal move of a rack on a position, best first")
    where = analyse.add_mutually_exclusive_group(required=True)
    where.add_argument("--moves", help='moves placed first, e.g. "H8 CASA;8H CASES"')
    where.add_argument("--position", metavar="FILE", help="a position file (its first position)")
    analyse.add_argument("--rack", help='rack tiles, "?" for a blank, e.g. "AEIRST?"')
    analyse.add_argument("--top", type=int, default=20, help="how many moves to list (default 20)")
    analyse.add_argument("--json", action="store_true")
    _add_lexicon(analyse)
    analyse.set_defaults(handler=cmd_analyse)

    bench = commands.add_parser("bench", help="generate every move for every position of a file, timed")
    bench.add_argument("--positions", required=True, metavar="FILE")
    bench.add_argument("--json", action="store_true")
    _add_lexicon(bench)
    bench.set_defaults(handler=cmd_bench)

    simulate = commands.add_parser("simulate", help="master-only self-play with the FISC draw rules")
    simulate.add_argument("--games", type=int, default=1)
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--json", action="store_true")
    simulate.add_argument("--dump-positions", metavar="FILE", help="write every round's position to FILE")
    _add_lexicon(simulate)
    simulate.set_defaults(handler=cmd_simulate)

    demo = commands.add_parser("demo", help="a whole game playing itself on the embedded word list")
    demo.add_argument("--rounds", type=int, help="stop after N rounds")
    demo.add_argument("--seed", type=int, help="random seed (default: fresh)")
    demo.add_argument("--no-audio", action="store_true", help="no voice and no sound (calls shown on screen)")
    demo.add_argument("--windowed", action="store_true", help="in a window instead of full screen")
    demo.add_argument("--text", action="store_true", help="in the terminal, without a window")
    demo.add_argument("--speed", type=float, default=6.0, help="how much faster than real the round timer runs")
    demo.add_argument("--log", metavar="GAME.jsonl", help="keep the demo's game log here")
    demo.add_argument("-c", "--config", help="settings file (config.yaml)")
    _add_lexicon(demo)
    demo.set_defaults(handler=cmd_demo)

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

    announce = commands.add_parser("announce", help="say a rack call, a master move or a warning (or write a WAV)")
    what = announce.add_mutually_exclusive_group(required=True)
    what.add_argument("--rack", metavar="TILES", help='the rack, leftovers first: "L·L ? A NY H QU Ç"')
    what.add_argument("--move", metavar='"H8 WORD"', help="a master move to reveal (with --score)")
    what.add_argument("--warning", type=int, choices=[60, 30, 0], help="seconds left: 60, 30 or 0 (Temps!)")
    announce.add_argument("--leftover", type=int, default=0, metavar="N", help="the first N tiles are leftovers")
    announce.add_argument("--round", type=int, metavar="N", help="say the round number first")
    announce.add_argument("--order", choices=["drawn", "alphabetical"], help="order of the new tiles")
    announce.add_argument("--score", type=int, metavar="S", help="the master move's score")
    announce.add_argument("--spell", action="store_true", help="spell the master move tile by tile")
    announce.add_argument("--wav", metavar="OUT", help="write the audio to a WAV file instead of playing it")
    announce.add_argument("--language", choices=["ca", "es"], help="language of the voice (default: config)")
    announce.add_argument("--table", choices=["ciutats", "noms", "paisos", "paises"], help="naming table")
    announce.add_argument("-c", "--config", help="settings file (config.yaml)")
    announce.add_argument("--ruleset", choices=["fisc", "ajs"], help="tile set (default: from the language)")
    announce.set_defaults(handler=cmd_announce)

    train = commands.add_parser("train", help="solo training against the master move")
    train.add_argument("-c", "--config", help="settings file (config.yaml)")
    train.add_argument("--seed", type=int, help="random seed: the same seed gives the same game again")
    train.add_argument("--prepared", metavar="FILE", help="the racks (and master moves) of a prepared game")
    train.add_argument("--seconds", type=int, help="seconds per round (default: config, 180)")
    train.add_argument("--topping", action="store_true", help="the round ends when the top is found; time is the score")
    train.add_argument("--rounds", type=int, help="stop after N rounds")
    train.add_argument("--history", metavar="FILE", help="the history file (default: the user's data folder)")
    train.add_argument("--progress", action="store_true", help="print the progress over past sessions and stop")
    train.add_argument("--no-audio", action="store_true", help="no voice: the rack is shown and the clock starts")
    train.add_argument("--windowed", action="store_true", help="in a window instead of full screen")
    train.add_argument("--ruleset", choices=["fisc", "ajs"], help="tile set and rules (default: config)")
    train.add_argument("--lexicon", metavar="PATH", help="word list or compiled file (default: config)")
    train.set_defaults(handler=cmd_train)

    report = commands.add_parser("report", help="results of a game log as HTML and CSV, or one player's sheet")
    report.add_argument("log", metavar="GAME.jsonl", nargs="?")
    report.add_argument("--tournament", nargs="+", metavar="GAME.jsonl",
                        help="the standings of a tournament of these games by the criteria of AJS 3.4.2")
    report.add_argument("--criterion", choices=["differential", "percent", "bounded-differential", "bounded-percent"],
                        help="with --tournament: only this criterion (default: all)")
    report.add_argument("--html", metavar="OUT")
    report.add_argument("--csv", metavar="OUT")
    report.add_argument("--player", type=int, metavar="TABLE",
                        help="print the results sheet of the player at this table (FISC II.9), in the game's language")
    report.add_argument("--lexicon", metavar="PATH", help="the word list the game was played with")
    report.set_defaults(handler=cmd_report)

    lexicon = commands.add_parser("lexicon", help="compile a word list, or check words")
    lexicon_commands = lexicon.add_subparsers(dest="lexicon_command", required=True, metavar="ACTION")
    build = lexicon_commands.add_parser("build", help="compile a word list into a .gaddag file")
    build.add_argument("source", nargs="?", help="word list (default: the embedded list)")
    build.add_argument("-o", "--output", help="compiled file (default: beside the source)")
    _add_ruleset(build)
    build.set_defaults(handler=cmd_lexicon_build)
    check = lexicon_commands.add_parser("check", help="say whether each word is in the word list")
    check.add_argument("words", nargs="+", metavar="WORD")
    check.add_argument("--json", action="store_true", help="print {word: true|false}")
    _add_lexicon(check)
    check.set_defaults(handler=cmd_lexicon_check)

    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.handler(args)
    except (ValueError, OSError) as error:
        print(f"conductor {args.command}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT

"""`conductor report`: results from a game log (HTML, CSV, a player's sheet, a tournament), and the paper a club
hands out (the arbitration sheet, a player's blank game sheet)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..files import write_private
from ..language import game_language
from ..messages import text
from ..rules.ruleset import DEFAULT, NAMES, find_ruleset
from .common import UsageError, add_ruleset, lexicon_of_log

CSV_ENCODING = "utf-8-sig"   # with a byte order mark: a spreadsheet then reads "Núria" as UTF-8, not Windows-1252

def cmd_report(args: argparse.Namespace) -> int:
    from ..game.log import read_log
    from ..game.session import replay
    from ..report import log_started, report_csv, report_html

    started: dict[str, float | None] = {}
    setups: dict[str, dict] = {}

    def load(path: str):
        read = read_log(Path(path))
        setup = read.events[0]
        language = game_language(setup["ruleset"], setup.get("language"))      # the log's (its schema checked it)
        if read.dropped:
            print(f"conductor report: {text('cli.warning', language, what=read.dropped)}", file=sys.stderr)
        tiles = find_ruleset(setup["ruleset"]).tiles                  # checked by the log's schema
        lexicon = lexicon_of_log(setup, args.lexicon, tiles, path)   # found by its words, wherever they are
        started[path] = log_started(read.events)
        setups[path] = read.events[0]
        return replay(read.events, lexicon, read.where)

    if args.blank_sheet:
        return _blank_sheet(args)
    if args.rounds is not None and not args.sheet:
        raise UsageError("cli.with_only", option="--rounds", other="--sheet, --blank-sheet")
    if args.ruleset:
        raise UsageError("cli.ruleset_of_log")
    if args.multiplex:
        return _multiplex(args)
    if args.sheet and not args.log:
        raise UsageError("cli.sheet_log")
    if args.tournament:
        if args.log or args.html or args.title or args.player is not None:
            raise UsageError("cli.logs_themselves", option="--tournament", takes="--csv",
                             refused="--html, --title, --player")
        from ..report.tournament import CRITERIA, game_result, tournament_csv, tournament_text

        games = [load(path) for path in args.tournament]
        results = [game_result(game, Path(path).stem) for game, path in zip(games, args.tournament)]
        criteria = (args.criterion,) if args.criterion else CRITERIA
        language = games[0].language
        print(tournament_text(results, criteria, language), end="")
        if args.csv:
            write_private(args.csv, tournament_csv(results, language), encoding=CSV_ENCODING)
        return 0
    if args.venue is not None or (args.settle and not args.simultaneous):
        raise UsageError("cli.with_only", option="--venue, --settle", other="--multiplex HUB.jsonl, --simultaneous")
    if args.simultaneous or args.season:
        if args.log or args.tournament or args.player is not None or (args.simultaneous and args.season):
            raise UsageError("cli.logs_themselves", option="--simultaneous, --season", takes="--html, --csv, --title",
                             refused="--tournament, --player")
        return _venues_or_season(args, load, started, setups)
    if not args.log:
        raise UsageError("cli.give_log")
    game = load(args.log)
    if args.player is not None:
        from ..report.player import player_sheet, player_sheet_text

        if args.player not in game.players:
            raise UsageError("cli.no_player", table=args.player).told(game.language)
        print(player_sheet_text(player_sheet(game, args.player), game.language), end="")
    elif not args.html and not args.csv and not args.sheet:
        print(report_csv(game), end="")
    if args.sheet:
        from ..report.page import arbitration_html

        write_private(args.sheet, arbitration_html(game, args.title, started[args.log], args.rounds))
    if args.html:
        write_private(args.html, report_html(game, args.title, started[args.log]))
    if args.csv:
        write_private(args.csv, report_csv(game), encoding=CSV_ENCODING)
    return 0


def _blank_sheet(args: argparse.Namespace) -> int:
    """A player's game sheet (report/game_sheet.py): no game log, only how many rounds and which rules."""
    from ..report.game_sheet import DEFAULT_ROUNDS, MAX_ROUNDS
    from ..report.page import game_sheet_html

    if args.log or args.sheet or args.html or args.csv or args.tournament or args.simultaneous or args.season \
            or args.multiplex or args.player is not None:
        raise UsageError("cli.blank_sheet_alone", names="|".join(NAMES))
    rounds = DEFAULT_ROUNDS if args.rounds is None else args.rounds
    if not 1 <= rounds <= MAX_ROUNDS:
        raise UsageError("cli.between", option="--rounds", low=1, high=MAX_ROUNDS)
    write_private(args.blank_sheet, game_sheet_html(rounds, find_ruleset(args.ruleset or DEFAULT)))
    return 0


def _multiplex(args: argparse.Namespace) -> int:
    """The hub's merged ranking from its log (multiplex/report.py), as `report --simultaneous` shows one."""
    from ..multiplex.report import hub_state, multiplex_csv
    from ..report.simultaneous_page import simultaneous_csv, simultaneous_html
    from .hub import lexicons

    if args.log or args.tournament or args.simultaneous or args.season or args.player is not None or args.settle:
        raise UsageError("cli.hub_log_alone")
    state = hub_state(Path(args.multiplex), lexicons(args.lexicon))      # HubLogError: said by the command line
    if args.venue is not None:
        return _venue_of_hub(args, state)
    merged = state.merged(state.watermark())
    if merged is None:
        raise UsageError("multiplex.nothing", path=args.multiplex).told(state.settings.language)
    csv = multiplex_csv(state, simultaneous_csv(merged))
    if args.html:
        write_private(args.html, simultaneous_html(merged, args.title))
    if args.csv:
        write_private(args.csv, csv, encoding=CSV_ENCODING)
    if not args.html and not args.csv:
        print(csv, end="")
    return 0


def _venue_of_hub(args: argparse.Namespace, state) -> int:
    """One venue's own results from the hub's copy of its log (its laptop lost, or printed at the hub's desk): the
    report `conductor report VENUE.jsonl` gives, page and CSV."""
    from ..report import log_started, report_csv, report_html

    feed = state.feeds.get(args.venue)
    language = state.settings.language
    if feed is None or feed.game is None:
        raise UsageError("multiplex.no_venue_log", venue=args.venue, venues=", ".join(state.feeds)).told(language)
    if feed.failed is not None:
        print(f"conductor report: {feed.failed.said(language)}", file=sys.stderr)
    game = feed.game
    if args.html:
        write_private(args.html, report_html(game, args.title, log_started(feed.events)))
    if args.csv:
        write_private(args.csv, report_csv(game), encoding=CSV_ENCODING)
    if not args.html and not args.csv:
        print(report_csv(game), end="")
    return 0


def settlements(given: list[str], venues: list[str]) -> dict[tuple[str, int], str]:
    """`--settle VENUE:ROUND:count|void`, each: the organiser's word on a round a venue played on another rack or
    master (DESIGN §4g, as the hub's `settle`): {(venue, round): "count" | "void"}."""
    from ..digits import whole

    out: dict[tuple[str, int], str] = {}
    for item in given:
        parts = item.rsplit(":", 2)
        number = whole(parts[1], 6) if len(parts) == 3 else None
        if number is None or parts[2] not in ("count", "void") or parts[0] not in venues:
            raise UsageError("cli.settle", item=item, venues=", ".join(venues))
        out[(parts[0], number)] = parts[2]
    return out


def _venues_or_season(args: argparse.Namespace, load, started: dict, setups: dict) -> int:
    """One game played in several venues ranked as one (report/simultaneous.py), or a club's season
    (report/season.py); the warnings on stderr, the standings on stdout unless --html or --csv."""
    if args.simultaneous:
        from ..report.simultaneous import SimultaneousError, Venue, merge, venue_name
        from ..report.simultaneous_page import simultaneous_csv, simultaneous_html

        paths = args.simultaneous
        games = [load(path) for path in paths]
        language = games[0].language
        if len(paths) < 2:
            raise UsageError("simultaneous.two").told(language)
        if len({str(Path(p).resolve()) for p in paths}) < len(paths):
            raise UsageError("simultaneous.twice", path=next(p for p in paths if paths.count(p) > 1)).told(language)
        venues = [Venue(venue_name(setups[p], p), g, setups[p], started[p]) for p, g in zip(paths, games)]
        try:
            merged = merge(venues, settlements(args.settle or [], [v.name for v in venues]))
        except SimultaneousError as error:
            raise error.told(language) from None
        for warning in merged.warnings:
            print(f"conductor report: {warning}", file=sys.stderr)
        html, csv = (lambda: simultaneous_html(merged, args.title)), (lambda: simultaneous_csv(merged))
    else:
        from ..report.season import SeasonGame, game_label, season, season_csv, season_html

        if args.min_games < 1:
            raise UsageError("cli.at_least", option="--min-games", n=1)
        games = [load(path) for path in args.season]
        language = games[0].language
        result = season([SeasonGame(game_label(started[p], Path(p).stem, language), g, started[p])
                         for p, g in zip(args.season, games)], args.min_games)
        for warning in result.warnings:
            print(f"conductor report: {warning}", file=sys.stderr)
        html, csv = (lambda: season_html(result, args.title)), (lambda: season_csv(result))
    if args.html:
        write_private(args.html, html())
    if args.csv:
        write_private(args.csv, csv(), encoding=CSV_ENCODING)
    if not args.html and not args.csv:
        print(csv(), end="")
    return 0


def add_parsers(commands) -> None:
    report = commands.add_parser("report", help="results of a game log as HTML and CSV, or one player's sheet")
    report.add_argument("log", metavar="GAME.jsonl", nargs="?")
    report.add_argument("--tournament", nargs="+", metavar="GAME.jsonl",
                        help="the standings of a tournament of these games by the criteria of AJS 3.4.2")
    report.add_argument("--criterion", choices=["differential", "percent", "bounded-differential", "bounded-percent"],
                        help="with --tournament: only this criterion (default: all)")
    report.add_argument("--simultaneous", nargs="+", metavar="VENUE.jsonl",
                        help="one game played in several venues (the same pack) ranked as one game: every player of "
                             "every venue, the solo-top bonus over all of them, each venue's own ranking beside it")
    report.add_argument("--settle", action="append", metavar="VENUE:ROUND:count|void",
                        help="with --simultaneous: a round a venue played on another rack or master, settled as the "
                             "hub's organiser does (count: as played there; void: the master's score each)")
    report.add_argument("--multiplex", metavar="HUB.jsonl",
                        help="the merged ranking of a live multiplex, from the hub's log (conductor hub)")
    report.add_argument("--venue", metavar="NAME",
                        help="with --multiplex: that venue's own results (as `report` of its log), from the hub's log")
    report.add_argument("--season", nargs="+", metavar="GAME.jsonl",
                        help="a season's ranking by the mean %% of the master per game (players matched by licence, "
                             "else by name and club)")
    report.add_argument("--min-games", type=int, default=1, metavar="K",
                        help="with --season: players with fewer than K games are listed apart (default 1)")
    report.add_argument("--html", metavar="OUT")
    report.add_argument("--title", metavar="TEXT",
                        help="with --html: the event's name, e.g. \"Open de Lleida 2026\" (default: the game and its "
                             "date, in the game's language)")
    report.add_argument("--csv", metavar="OUT")
    report.add_argument("--sheet", metavar="OUT",
                        help="the game's arbitration sheet as HTML to print (A4 landscape): players by rounds, a second "
                             "reader's column per round, filled from the log, blank where it has nothing")
    report.add_argument("--blank-sheet", metavar="OUT",
                        help="a player's game sheet as HTML to print (no game log): the board with its premium "
                             "squares and numbered rows (rack, move, points, total)")
    report.add_argument("--rounds", type=int, metavar="N",
                        help="with --blank-sheet: its rows (default 25); with --sheet: at least this many round "
                             "columns (default: the game's rounds once ended, else at least 20)")
    add_ruleset(report, None, "with --blank-sheet: the rules, its language and tiles (default: the first)")
    report.add_argument("--player", type=int, metavar="TABLE",
                        help="print the results sheet of the player at this table (FISC II.9), in the game's language")
    report.add_argument("--lexicon", metavar="PATH", action="append",
                        help="a word list the games were played on, when it is neither in the cache nor where the log "
                             "says (again for each edition a season used)")
    report.set_defaults(handler=cmd_report)

"""The one command registry (DESIGN §4i): every command a judge types or the network sends, once. The projector's
console, the headless console, the session, the live host, the network gate, the help lists and docs/commands.md
all ask it; a new command is one entry here (and its help line in messages/command_help.py)."""

from __future__ import annotations

from typing import Any
from ..rounds import CLOSED, COLLECT, DRAW, READY, THINK, GameError
from . import people, play, slips
from .access import parse_access
from .base import (ACCESS, ACCESS_SHEET, CLOCK_SET, CONSOLE, OVER, HEADLESS, HOST, PROJECTOR, PUBLIC, QUERY, RACK_OUT,
                   REVEALED, SESSION, SHOWS_GAME, SLIP, TIME_UP, Command, Typed, Words)

PLAYING = (READY, THINK, COLLECT, CLOSED)
BOTH = frozenset({HEADLESS, PROJECTOR})
ONLY_PROJECTOR, ONLY_HEADLESS = frozenset({PROJECTOR}), frozenset({HEADLESS})


COMMANDS: tuple[Command, ...] = (
    # the round
    Command("draw", "draw", event=play.draw_event, phases=(DRAW, READY), key="F1",
            words={"ca": ("treu",), "es": ("saca",)}, then=frozenset({RACK_OUT, SHOWS_GAME}), summary="rack",
            before="hub_draw"),
    Command("call", "call", runs=HOST, key="F2", faces=ONLY_PROJECTOR, words={"ca": ("crida",), "es": ("canta",)},
            public=PUBLIC, action="call", summary="calling"),
    Command("call again", "call_again", runs=HOST, key="F4", faces=ONLY_PROJECTOR,
            words={"ca": ("torna a cridar",), "es": ("vuelve a cantar",)}, public=PUBLIC, action="call_again",
            summary="calling"),
    Command("rack", "rack", play.parse_rack, play.rack_command_event, phases=(DRAW,),
            then=frozenset({RACK_OUT, SHOWS_GAME}), summary="rack"),
    Command("start", "start", event=play.start_event, phases=(READY,), public=PUBLIC, then=frozenset({CLOCK_SET}),
            summary="clock"),
    Command("pause", "pause", event=play.pause_event, phases=(THINK,), key="F3", words={"ca": ("pausa",), "es": ("pausa",)},
            public=PUBLIC, summary="clock"),
    Command("resume", "resume", event=play.resume_event, phases=(THINK,), key="F3",
            words={"ca": ("continua",), "es": ("sigue",)}, public=PUBLIC, then=frozenset({CLOCK_SET}), summary="clock"),
    Command("adjust", "adjust", play.parse_adjust, play.adjust_event, phases=(READY, THINK), public=PUBLIC,
            then=frozenset({CLOCK_SET}), summary="clock"),
    Command("time", "time", event=play.time_event, phases=(THINK,), public=PUBLIC, then=frozenset({TIME_UP}),
            summary="clock", words={"ca": ("temps",), "es": ("tiempo",)}),
    # slips
    Command("slip", "slip", slips.parse_slip, slips.slip_event, public=SLIP, summary="slip"),
    Command("null", "null", slips.parse_null, slips.slip_event, public=SLIP, summary="slip"),
    Command("correct", "correct", slips.parse_correct, slips.correct_event, public=SLIP, summary="slip"),
    Command("settle", "settle", slips.parse_settle, slips.settle_event, public=SLIP, summary="slip"),
    Command("finalise", "finalise", slips.parse_finalise, slips.finalise_event, words={"en": ("finalize",)},
            public=PUBLIC, summary="finalise", finals=True, takes_entry_round=True),
    Command("close", "close", event=play.close_event, phases=(THINK, COLLECT), key="F5",
            words={"ca": ("tanca",), "es": ("cierra",)}, public=PUBLIC, summary="close", confirm="close", before="time_up_first",
            finals=True),
    Command("master", "master", runs=QUERY, query="master", summary="master"),
    Command("pick", "pick", play.parse_pick, play.pick_event, phases=PLAYING, summary="pick", no_playing_judge=True),
    Command("reveal", "reveal", event=play.reveal_event, phases=(COLLECT, CLOSED), key="F6",
            words={"ca": ("revela",), "es": ("revela",)}, public=PUBLIC, then=frozenset({REVEALED, SHOWS_GAME}),
            summary="reveal", before="hub_pick", confirm="extra"),
    Command("warn", "warn", play.parse_warn, play.warn_event, phases=PLAYING, public=PUBLIC, summary="warn"),
    Command("accommodate", "accommodate", people.parse_accommodate, people.accommodate_event, summary="accommodate"),
    Command("withdraw", "withdraw", people.parse_withdraw, people.withdraw_event,
            words={"ca": ("retira",), "es": ("retira",)}, public=PUBLIC, summary="withdraw"),
    Command("reinstate", "reinstate", people.parse_reinstate, people.reinstate_event,
            words={"ca": ("reincorpora",), "es": ("reincorpora",)}, public=PUBLIC, summary="reinstate"),
    Command("end", "end", play.parse_end, play.end_event, key="F10", words={"ca": ("acaba",), "es": ("termina",)},
            public=PUBLIC, then=frozenset({OVER, SHOWS_GAME}), confirm="end"),
    Command("reopen", "reopen", runs=SESSION, public=PUBLIC, then=frozenset({CLOCK_SET, SHOWS_GAME}), summary="phase"),
    Command("final", "final", event=slips.final_event, public=PUBLIC, summary="final", confirm="final"),
    # what the judge asks
    Command("standings", "standings", runs=QUERY, query="standings", public=PUBLIC, summary="standings"),
    Command("state", "state", runs=QUERY, query="state", summary="state"),
    # the network's access (the console's only)
    Command("device add", "device_add", runs=ACCESS, words={"en": ("device",)}, then=frozenset({ACCESS_SHEET})),
    Command("device list", "device_list", runs=QUERY, query="devices", summary="devices", then=frozenset({ACCESS_SHEET})),
    Command("device revoke", "device_revoke", runs=ACCESS, summary="revoke", then=frozenset({ACCESS_SHEET})),
    Command("pins", "pins", runs=ACCESS, then=frozenset({ACCESS_SHEET})),
    Command("lock", "lock", runs=ACCESS, public=PUBLIC, summary="lock"),
    Command("unlock", "unlock", runs=ACCESS, public=PUBLIC, summary="lock"),
    # the online game
    Command("join list", "join_list", runs=QUERY, query="registrations", public=PUBLIC, then=frozenset({ACCESS_SHEET})),
    Command("join", "join", people.parse_join, people.join_event, public=PUBLIC, alone="address",
            then=frozenset({ACCESS_SHEET})),
    Command("join links", "join_links", runs=ACCESS, public=PUBLIC, then=frozenset({ACCESS_SHEET})),
    # an unattended game
    Command("start game", "start_game", runs=HOST, words={"ca": ("comença", "comenca"), "es": ("empieza",)},
            public=PUBLIC, action="start_now"),
    Command("autorun", "autorun", play.parse_autorun, play.autorun_event, public=PUBLIC),
    # the projector's console's own
    Command("show standings", "show_standings", runs=CONSOLE, key="F7", faces=ONLY_PROJECTOR,
            words={"en": ("show",), "ca": ("classificació", "classificacio"), "es": ("clasificación", "clasificacion")},
            public=PUBLIC, action="toggle_standings", summary="screen"),
    Command("next page", "next_page", runs=CONSOLE, key="F8", faces=ONLY_PROJECTOR,
            words={"en": ("next",), "ca": ("pàgina", "pagina"), "es": ("página",)}, public=PUBLIC, action="next_page"),
    Command("oldest missing", "oldest_missing", runs=CONSOLE, key="F9", faces=ONLY_PROJECTOR,
            words={"en": ("oldest",), "ca": ("pendents",), "es": ("pendientes",)}, public=PUBLIC, action="oldest_missing"),
    Command("address", "address", runs=CONSOLE, key="F11", faces=ONLY_PROJECTOR,
            words={"ca": ("adreça", "adreca"), "es": ("dirección", "direccion")}, public=PUBLIC, action="toggle_join",
            summary="screen"),
    Command("secrets", "secrets", runs=CONSOLE, key="F12", held=True, faces=ONLY_PROJECTOR,
            words={"ca": ("mostra",), "es": ("muestra",)}, public=PUBLIC, action="show_secrets"),
    Command("quit", "quit", runs=CONSOLE, key="Ctrl+Q", words={"en": ("exit",), "ca": ("surt",), "es": ("salir",)},
            public=PUBLIC,
            action="quit", confirm="quit"),
    Command("help", "help", runs=CONSOLE, words={"ca": ("ajuda",), "es": ("ayuda",)}, public=PUBLIC, action="help",
            summary="help"),
)
BY_NAME: dict[str, Command] = {command.name: command for command in COMMANDS}
SAID: dict[str, Command] = {}          # every word a command is typed with (lowercase), its own name included
for _command in COMMANDS:
    for _word in (_command.name, *(w for ws in _command.words.values() for w in ws)):
        assert SAID.setdefault(_word, _command) is _command and len(_word.split()) <= 3, _word   # taken once
QUOTED = frozenset({ACCESS})          # their words are split as the shell splits them (a quoted device name)


def lookup(text: str) -> tuple[Command | None, list[str]]:
    """The command a line names (its longest words first, in any language: "torna a cridar 2" is `call again`)
    and the words after them; (None, words) when it names none."""
    command, _, args = _found(text)
    return command, args


def _found(text: str) -> tuple[Command | None, str, list[str]]:
    words = text.split()
    for length in (3, 2, 1):
        said = " ".join(words[:length]).lower()
        if len(words) >= length and said in SAID:
            return SAID[said], said, words[length:]
    return None, "", words


def parse_line(text: str, game: Any) -> Typed:
    """A console line as a typed command: GameError when it names none or its words do not read (its usage)."""
    command, args = lookup(text)
    if command is None:
        if not args:
            raise GameError("command.empty")
        raise GameError("command.unknown", name=args[0].lower())
    if command.runs in QUOTED:                    # split as the shell splits them (a quoted device name)
        return parse_access(text)
    if command.runs in (CONSOLE, HOST):
        return Words(command.name, tuple(args))     # a face's own: the face reads its words
    return command.read(args, game)


def spec(typed: Typed) -> Command:
    """The registry's entry for a typed command."""
    found = BY_NAME.get(typed.name) or lookup(typed.line())[0]
    assert found is not None, typed
    return found


def as_english(text: str) -> str:
    """A line with its command said in English ("treu" → "draw", "torna a cridar" → "call again", "ajuda 2" →
    "help 2"); a line in English, or naming no command, as it is."""
    command, said, args = _found(text)
    if command is None or said == command.name or said in command.words.get("en", ()):
        return text
    return " ".join([command.name, *args])

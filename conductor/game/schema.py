"""What each line of a game log must hold, checked when the log is read.

A log is the judge's only record of a game and people do open it in an editor: a line with an unknown event
type, a missing field or a field of the wrong kind is reported as "game log X, line N: why" before anything
is replayed, instead of failing somewhere inside the state machine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..messages import LANGUAGES, Message
from ..messages.logged import EndReason
from ..rules.ruleset import NAMES
from .rounds import ENDED, GameError

LOG_VERSION = 7   # 2: slips name their round; correct, finalise and final events. A version 1 slip
                  # (no round) is for the round on the board, which is what it meant then.
                  # 3: 128-bit seeds; each draw keyed by the seed and logged whole (leftover, drawn, rejected),
                  # so a game replays from its racks; reopen events.
                  # 4: slips keep what was typed ("typed"); the running clock ("clock") and an unattended game's
                  # schedule (on "autorun"); two double-entry readings agree only as one move or one bare score
                  # (a version 3 log replays with the rule it was played with: any two readings of one score).
                  # 5: every double-entry reading counts: a table's readings agree only when all of them agree (a
                  # version 4 log replays judging the last two, as it was played).
                  # 6: accommodations: a table's extra seconds after "Temps!" ("accommodate", accommodations.py),
                  # an assistant's device ("device" with "assist") and the slips it enters ("slip" with "assist").
                  # 7: the word list's identity on the setup ("lexicon": name, edition, words, sha256_words), in
                  # place of the hash of the file it was read from ("lexicon_sha256"; wordlist/identity.py reads
                  # both); a player who goes home ("withdraw": the table and the first round not played), and
                  # a withdrawal taken back ("reinstate": the table); the Conductor that wrote it ("conductor": its
                  # version, version.py); a game frozen after "Temps!" while a table's extra time ran ("frozen":
                  # its seconds, given back to the extra time, accommodations.py).


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _words(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


KINDS = {  # name → (test, what the message says it must be: messages/logs.py "log.kind.…")
    "whole": (_whole, Message("log.kind.whole")),
    "number": (_number, Message("log.kind.number")),
    "text": (lambda v: isinstance(v, str), Message("log.kind.text")),
    "flag": (lambda v: isinstance(v, bool), Message("log.kind.flag")),
    "tiles": (_words, Message("log.kind.tiles")),
    "list": (lambda v: isinstance(v, list), Message("log.kind.list")),
    "object": (lambda v: isinstance(v, dict), Message("log.kind.object")),
    "object or null": (lambda v: v is None or isinstance(v, dict), Message("log.kind.object_or_null")),
    "text or null": (lambda v: v is None or isinstance(v, str), Message("log.kind.text_or_null")),
}

COMMON = {"at": "number", "by": "text", "id": "text"}
TYPE = {"type": "text"}
# event type → (required fields, optional fields)
FIELDS: dict[str, tuple[dict[str, str], dict[str, str]]] = {
    "setup": ({"seed": "whole", "players": "list", "ruleset": "text"},
              {"version": "whole", "lexicon": "object", "lexicon_sha256": "text", "lexicon_path": "text",
               "config": "object",
               "prepared": "list", "venue": "text", "pack": "text",    # venue, pack: a sealed game's (conductor pack)
               "pack_path": "text",                                   # … and where its pack was read from
               "language": "text",                                    # ca or es; an older log: its ruleset's
               "run": "object",                   # how it was run: its settings file, its server (cli/run.py)
               "conductor": "text"}),             # the Conductor version that wrote the log (version.py; 7 on)
    "draw": ({}, {"leftover": "tiles", "drawn": "tiles", "rejected": "list", "none": "flag"}),
    "rack": ({"drawn": "tiles"}, {"returned": "tiles"}),
    "start": ({}, {}), "pause": ({}, {}), "resume": ({}, {}), "time": ({}, {}), "close": ({}, {}),
    "adjust": ({"seconds": "number"}, {}),
    "warn": ({"table": "whole"}, {}),
    "accommodate": ({"table": "whole", "seconds": "whole"}, {}),    # extra time after "Temps!" (accommodations.py)
    "frozen": ({"seconds": "number"}, {}),           # a frozen game's seconds, given back to extra time (ibid.)
    "pick": ({"index": "whole"}, {}),
    "reveal": ({"master": "text"}, {"score": "whole"}),
    "end": ({}, {"reason": "text"}),
    # typed: what the sender typed, when the slip reads as another text (the echo shows it); replace: the sender
    # confirmed that it replaces another source's slip
    "slip": ({"table": "whole", "text": "text"}, {"round": "whole", "typed": "text", "replace": "flag",
                                                  "assist": "flag"}),    # assist: entered by the player's assistant
    "correct": ({"round": "whole", "table": "whole", "text": "text"}, {"old": "object or null", "typed": "text", "replace": "flag"}),
    "finalise": ({"round": "whole"}, {}),
    "final": ({}, {}),
    "reopen": ({"takes_back": "list"}, {"what": "text", "remaining": "number"}),
    "autorun": ({"on": "flag"}, {"schedule": "object"}),   # schedule: an unattended game's (room/autorun.py)
    "clock": ({}, {}),                    # the running clock, every few seconds (a crash loses at most that)
    # the game server's access (game/access.py)
    "device": ({"name": "text", "first": "whole", "last": "whole", "code_sha256": "text"},
               {"assist": "flag"}),       # an assistant's device (accommodations.py)
    "revoke": ({"name": "text"}, {}),
    "pins": ({"pins": "object"}, {}),
    "lock": ({"table": "whole"}, {}), "unlock": ({"table": "whole"}, {}),
    "links": ({"tokens": "object"}, {}),
    "logout": ({"table": "whole", "token_sha256": "text"}, {}),    # a personal link ended by its player's logout
    # the online game's registration
    # client: the sha256 of the join's client id; sealed: its token, sealed with that id (session.py)
    "join": ({"table": "whole", "name": "text"}, {"club": "text", "round": "whole", "client": "text",
                                                  "sealed": "text"}),
    "registration": ({}, {"open": "flag", "until": "whole"}),
    "leave": ({"table": "whole"}, {}),
    "withdraw": ({"table": "whole", "round": "whole"}, {}),     # a player who went home (registration.py)
    "reinstate": ({"table": "whole"}, {}),                      # a withdrawal taken back (registration.py)
    # double entry: one sender's reading of a slip, and the judge's settling of a dispute
    "entry": ({"round": "whole", "table": "whole", "text": "text"}, {"typed": "text", "replace": "flag"}),
    "settle": ({"round": "whole", "table": "whole", "text": "text"}, {"choice": "whole"}),
}
# the word list's identity (wordlist/identity.py): required, optional
LEXICON = ({"name": "text", "words": "whole", "sha256_words": "text"}, {"edition": "text or null"})
CONFIG = {"round_seconds": "whole", "bonuses": "flag", "tie_policy": "text", "double_entry": "flag",
          "judge_plays": "whole"}


@dataclass
class Config:
    """The game's settings as its setup event holds them (CONFIG above)."""
    round_seconds: int = 180
    bonuses: bool = False
    tie_policy: str = "random"  # or "judge"
    double_entry: bool = False  # a slip counts once two senders' entries agree (entries.py)
    judge_plays: int | None = None   # the judge's own table: the console keeps the round's secrets until Temps!

    def to_json(self) -> dict[str, Any]:
        data = {"round_seconds": self.round_seconds, "bonuses": self.bonuses, "tie_policy": self.tie_policy}
        if self.double_entry:
            data["double_entry"] = True
        if self.judge_plays is not None:
            data["judge_plays"] = self.judge_plays
        return data


PLAYER = ({"table": "whole", "name": "text"}, {"club": "text", "licence": "text"})


def problem(event: Any, first: bool, strict: bool = False) -> Message | None:
    """Why this line cannot be an event of a game log (a keyed message, messages/logs.py), or None. `strict` (what
    the network sends, the multiplex hub): a key the schema does not name is refused too, in the event, a player and
    the word list's identity (a log on disk keeps what a hand edit added: it harms nothing there)."""
    if not isinstance(event, dict):
        return Message("log.not_object")
    kind = event.get("type")
    if not isinstance(kind, str):
        return Message("log.no_type")
    if first and kind != "setup":
        return Message("log.setup_first")
    if kind == "setup" and not first:
        return Message("log.second_setup")
    if kind not in FIELDS:
        return Message("log.unknown_type", kind=kind)
    required, optional = FIELDS[kind]
    why = _fields(event, required, {**optional, **COMMON}) or (_unknown(event, required, optional, COMMON, TYPE)
                                                              if strict else None)
    if why:
        return Message("log.part", what=kind, why=why)
    if kind == "setup":
        why = _setup(event, strict)
        return Message("log.part", what=kind, why=why) if why else None
    return None


def _unknown(data: dict[str, Any], *named: dict[str, str]) -> Message | None:
    for name in data:
        if not any(name in each for each in named):
            return Message("log.unknown_field", name=str(name)[:40])
    return None


def _fields(data: dict[str, Any], required: dict[str, str], optional: dict[str, str]) -> Message | None:
    for name in required:
        if name not in data:
            return Message("log.missing", name=name)
    for name, kind in {**required, **optional}.items():
        if name in data:
            test, said = KINDS[kind]
            if not test(data[name]):
                return Message("log.must_be", name=name, kind=said)
    return None


def _setup(event: dict[str, Any], strict: bool = False) -> Message | None:
    version = event.get("version", 1)
    if not 1 <= version <= LOG_VERSION:
        return Message("log.version", version=version, newest=LOG_VERSION)
    if event["ruleset"] not in NAMES:
        return Message("ruleset.unknown", name=event["ruleset"], names=", ".join(NAMES))
    if event.get("language", LANGUAGES[0]) not in LANGUAGES:
        return Message("language.unknown", language=event["language"], languages=", ".join(LANGUAGES))
    tables = set()
    for index, player in enumerate(event["players"], start=1):
        if not isinstance(player, dict):
            return Message("log.part", what=Message("log.player_n", n=index), why=Message("log.not_an_object"))
        why = _fields(player, *PLAYER) or (_unknown(player, *PLAYER) if strict else None)
        if why:
            return Message("log.part", what=Message("log.player_n", n=index), why=why)
        if player["table"] in tables:
            return Message("log.part", what=Message("log.player_n", n=index),
                           why=Message("log.table_twice", table=player["table"]))
        tables.add(player["table"])
    if "lexicon" in event:
        why = _fields(event["lexicon"], *LEXICON) or _words_hash(event["lexicon"]) or \
            (_unknown(event["lexicon"], *LEXICON) if strict else None)
        if why:
            return Message("log.part", what="lexicon", why=why)
    config = event.get("config", {})
    unknown = sorted(set(config) - set(CONFIG))
    if unknown:
        return Message("log.part", what="config", why=Message("log.unknown_setting", name=unknown[0]))
    why = _fields(config, {}, CONFIG)
    if why:
        return Message("log.part", what="config", why=why)
    for index, prepared in enumerate(event.get("prepared", []), start=1):
        if not isinstance(prepared, dict) or not _words(prepared.get("rack")):
            return Message("log.prepared_rack", n=index)
    return None


def _words_hash(lexicon: dict[str, Any]) -> Message | None:
    sha = lexicon.get("sha256_words")
    if sha is not None and (len(sha) != 64 or any(c not in "0123456789abcdef" for c in sha)):
        return Message("log.hex_words")
    return None


# what `end` leaves open: the slips of rounds still collecting, corrections and settled disputes until `final`,
# what changes no round (the autorun's switch, registration, the running clock), and a withdrawal taken back (its
# rounds' slips then missing, typed with `correct`)
AFTER_END = frozenset({"slip", "entry", "correct", "settle", "finalise", "final", "autorun", "registration", "clock",
                       "reinstate"})


def misfit(game: Any, event: dict[str, Any]) -> None:      # game: a Duplicate (duplicate.py imports this module)
    """GameError for what a hand-edited log can get wrong that its schema cannot see: an event that does not fit the
    game (a Duplicate) where the replay has brought it (the commands check the same before they make an event)."""
    kind = event["type"]
    if game.phase == ENDED and kind not in AFTER_END:
        raise GameError("game.ended_why", why=EndReason(game.end_reason))
    if kind in ("slip", "correct", "warn", "accommodate", "withdraw") and int(event["table"]) not in game.players:
        raise GameError("table.no_player", table=event["table"])
    if kind in ("correct", "finalise") or (kind == "slip" and "round" in event):
        game.find_round(int(event["round"]))
    if kind in ("start", "pause", "resume", "adjust", "time", "pick", "reveal") or (
            kind == "slip" and "round" not in event):
        if game.current is None:
            raise GameError("replay.no_round")
    if kind == "pick" and not 0 <= int(event["index"]) < len(game.tops):
        raise GameError("replay.pick", n=int(event["index"]) + 1, m=len(game.tops))
    if kind == "final" and game.phase != ENDED:
        raise GameError("final.still_going")
    if kind in ("correct", "settle") and game.results_final:
        raise GameError("correct.final")
    if kind == "reinstate":
        game.reinstated_table(int(event["table"]))

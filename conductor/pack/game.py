"""The game a pack holds, and how it is made from a seed.

A pack is made by playing the game once, master moves only, with the very state machine a venue runs
(game/duplicate.py): the same keyed draws as `conductor run --seed S` would make, the same rack minimums and
whole-rack rejections, the same pick among tied tops. Each round keeps its draw as the log writes it
(leftover, drawn, rejected racks), so every venue's projector tells the same story, and its master move and
score, so every venue reveals the same move (even where a venue's judge would have picked another of the tied
tops).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engine import Lexicon, MoveGenerator
from ..game.duplicate import Config, Duplicate
from ..game.prepared import PreparedError, PreparedRound, checked_master, rack_of
from ..rules import tile_set
from ..language import game_language
from ..messages import Message, message_of
from .seal import FORMAT, PackError, Sealed, fingerprint

END_NO_MOVE = "no legal move"
END_ROUNDS = "round limit"


@dataclass(frozen=True)
class Pack:
    ruleset: str
    lexicon_sha256: str
    seed: int
    rounds: tuple[PreparedRound, ...]
    end: str                   # why the prepared game stops: the bag, no legal move, or --rounds
    fingerprint: str           # sha256 of the game's canonical JSON (seal.fingerprint)
    lexicon_name: str = ""     # the list's name and edition, for people ("Leximots 2025-26"); "" in an older pack

    @property
    def language(self) -> str:
        return game_language(self.ruleset)

    def payload(self) -> dict[str, Any]:
        return payload_of(self.ruleset, self.lexicon_sha256, self.seed, self.rounds, self.end, self.lexicon_name)


def payload_of(ruleset: str, lexicon_sha256: str, seed: int, rounds: Iterable[PreparedRound], end: str,
               lexicon_name: str = "") -> dict[str, Any]:
    """`lexicon_sha256`: the list's words' sha256 (ListIdentity.sha256_words; an older pack's: its file's)."""
    payload = {"format": FORMAT, "ruleset": ruleset, "lexicon_sha256": lexicon_sha256, "seed": seed, "end": end,
               "rounds": [r.to_json() for r in rounds]}
    if lexicon_name:
        payload["lexicon_name"] = lexicon_name
    return payload


def make_pack(lexicon: Lexicon, ruleset: str, seed: int, rounds: int | None = None) -> Pack:
    """The whole game from `seed`: played master-only until the bag gives no valid rack, a rack has no legal move,
    or `rounds` rounds."""
    game = Duplicate(MoveGenerator(lexicon), [], seed, Config(tie_policy="random"), ruleset=ruleset)
    played: list[PreparedRound] = []
    end = END_ROUNDS

    def run(command: str) -> dict[str, Any]:
        return game.apply(game.command(command, 0.0))

    while rounds is None or len(played) < rounds:
        answer = run("draw")
        if game.current is None:                   # the bag gives no valid rack: the game is over
            end = game.end_reason
            break
        if answer.get("no_legal_move"):
            end = END_NO_MOVE
            break
        for command in ("start", "close", "reveal"):
            run(command)
        r = game.rounds[-1]
        played.append(PreparedRound(tuple(r.rack), r.master, leftover=tuple(r.leftover), drawn=tuple(r.drawn),
                                    rejected=tuple(tuple(x) for x in r.rejected), score=r.master_score))
    payload = payload_of(ruleset, lexicon.sha256, seed, played, end, lexicon.identity.label)
    return Pack(ruleset, lexicon.sha256, seed, tuple(played), end, fingerprint(payload), lexicon.identity.label)


def pack_of(payload: dict[str, Any], sealed: Sealed) -> Pack:
    """The game of an opened pack, every rack and master checked for shape against the ruleset's tiles."""
    language, name = sealed.language, sealed.name

    def bad(why: object) -> PackError:
        return PackError("packfile.content", name=name, why=why).told(language)

    tiles = tile_set(sealed.ruleset)
    rounds = payload.get("rounds")
    seed = payload.get("seed")
    if not isinstance(rounds, list) or not rounds or not isinstance(seed, int) or isinstance(seed, bool):
        raise bad("rounds/seed")                   # the payload's own keys, as written
    out = []
    for number, data in enumerate(rounds, start=1):
        where = Message("file.round", n=number)
        if not isinstance(data, dict) or not isinstance(data.get("master"), str) \
                or not isinstance(data.get("score"), int):
            raise bad(where)
        try:
            parts = [data.get(k) for k in ("rack", "leftover", "drawn")] + list(data.get("rejected") or [])
            if not all(isinstance(p, list) and all(isinstance(t, str) for t in p) for p in parts):
                raise PreparedError("prepared.tiles", where=where)
            for part in parts:
                if part and list(rack_of(" ".join(part), tiles, where)) != part:
                    raise PreparedError("prepared.not_tiles", where=where, tiles=" ".join(part))
            round_ = PreparedRound.from_json(data)
            checked_master(round_.master, tiles, where)
        except (PreparedError, ValueError, TypeError) as error:
            raise bad(message_of(error)) from None
        if list(round_.rack) != list(round_.leftover or ()) + list(round_.drawn or ()):
            raise bad(Message("prepared.rack", where=where))
        out.append(round_)
    return Pack(sealed.ruleset, sealed.header["lexicon_sha256"], seed, tuple(out), str(payload.get("end", "")),
                fingerprint(payload), str(payload.get("lexicon_name", "")))


def check_lexicon(pack: Pack, lexicon: Lexicon, name: str) -> None:
    """Another word list would give other tops, other masters' scores, other slips valid: refused. The same words
    are the same list, whatever file holds them (an older pack knew its list by the file's hash only)."""
    if pack.lexicon_sha256 not in (lexicon.identity.sha256_words, lexicon.identity.sha256_file):
        want = f"{pack.lexicon_name} ({pack.lexicon_sha256[:12]})" if pack.lexicon_name else pack.lexicon_sha256[:12]
        raise PackError("packfile.list", name=name, want=want,
                        have=f"{lexicon.identity.label} ({lexicon.identity.short})").told(pack.language)


__all__ = ["END_NO_MOVE", "END_ROUNDS", "Pack", "check_lexicon", "make_pack", "pack_of"]

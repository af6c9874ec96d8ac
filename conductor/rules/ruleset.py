"""The rules a game is played by, as one object every layer asks (DESIGN §2, §3).

A `Ruleset` carries what differs between federations: its name and the other names it is known by, its tile set, its
embedded word list, its language, its tie-break, its solo-top bonus, its rack minimums and its warnings (which of
"1 minut!" and "30 segons!" a judge may leave out). `RULESETS` lists them and `find_ruleset(name)` finds one by name
or alias, as python-chess's `find_variant` does; the command line's choices, the settings, the log's schema, packs,
the doctor, the game's language, the ranking's tie-break and the report ask them, and nothing else names a ruleset.

A third ruleset (a Valencian one, FILE's) is one more entry here: its tile set (tiles.py), its word list (data/),
its title in messages/ (`ruleset.NAME`). What the rule documents say of FILE, and what they do not, is in
docs/rules.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..messages import KeyedError
from .racks import FISC_II_3, RackMinimums
from .tiles import CATALAN, SPANISH, TileSet

TieBreak = Callable[[tuple[int, ...], tuple[int, ...], tuple[int, ...]], tuple[int, ...]]


def best_moves(scores: tuple[int, ...], masters: tuple[int, ...], bests: tuple[int, ...]) -> tuple[int, ...]:
    """FISC II.8, 003 §1.9: the best single move, then the next best, and so on (larger first)."""
    return tuple(sorted(scores, reverse=True))


def masters_then_bests(scores: tuple[int, ...], masters: tuple[int, ...], bests: tuple[int, ...]) -> tuple[int, ...]:
    """AJS 004 2.1.10: more rounds matching the master's score, then more matching the best player's, then the best
    single move and so on (larger first)."""
    matched_master = sum(1 for s, m in zip(scores, masters) if s == m)
    matched_best = sum(1 for s, b in zip(scores, bests) if s == b)
    return (matched_master, matched_best, *best_moves(scores, masters, bests))


BONUS_MIN_PLAYERS = 10


def solo_top_bonus(players_started: int) -> int:
    """003 §1.10 and AJS 004 (Bonificaciones): N/2 for 10..50 players (an odd N rounds down), 25 above 50, none
    below 10; N the players at the start, whoever leaves later."""
    if players_started < BONUS_MIN_PLAYERS:
        return 0
    return players_started // 2 if players_started <= 50 else 25


@dataclass(frozen=True)
class Warnings:
    """The warnings a round gives before "Temps!", by seconds left: those a judge may not switch off, and the others."""
    mandatory: tuple[int, ...]
    optional: tuple[int, ...]
    source: str                 # where the rules say so (the settings' refusal cites it)


@dataclass(frozen=True)
class EmbeddedList:
    """The word list shipped for a ruleset (lexicon/README.md): its file in the package's data, and the identity the
    logs record of it (wordlist/identity.py), with the file's own hash that older logs kept."""
    file: str
    name: str
    edition: str
    words: int
    sha256_words: str
    sha256_file: str


@dataclass(frozen=True, eq=False)       # each ruleset a singleton, compared by identity
class Ruleset:
    name: str                   # as the command line, the settings and the log write it
    aliases: tuple[str, ...]    # other names find_ruleset takes (any case)
    title: str                  # as people say it ("FISC"); its sentence is messages' `ruleset.NAME`
    tiles: TileSet
    language: str               # the game's language unless the settings name another (language.game_language)
    word_list: EmbeddedList
    tie_break: TieBreak
    bonus: Callable[[int], int]         # the solo-top bonus for the players who started
    minimums: RackMinimums
    warnings: Warnings

    def __str__(self) -> str:
        return self.name


FISC = Ruleset(
    name="fisc", aliases=("català", "catala", "catalan"), title="FISC", tiles=CATALAN, language="ca",
    word_list=EmbeddedList("catalan.txt.gz", "Softcatalà hunspell", "3.0.8", 774395,
                           "d758e5ac2117326269be17b8e8280050ea46fcc566d6806913c4992c03b1d87c",
                           "fb71de2a19795b769472be5f90673d3efd902d677130b941e67fe05160634e9b"),
    tie_break=best_moves, bonus=solo_top_bonus, minimums=FISC_II_3,
    warnings=Warnings(mandatory=(30,), optional=(60,), source="II.5"))

AJS = Ruleset(
    name="ajs", aliases=("español", "espanol", "spanish", "castellano"), title="AJS", tiles=SPANISH, language="es",
    word_list=EmbeddedList("spanish.txt.gz", "hunspell-es + wspanish", "7.5.0", 628409,
                           "4216a7ae7721d667de689d0b52e8d8cb778b83b6ac267c2caa644616e3e97b8f",
                           "bb78c3405eea0dc679134045277ca91fd2d988f627ef4677ff9fc69af0799632"),
    tie_break=masters_then_bests, bonus=solo_top_bonus, minimums=FISC_II_3,      # 004 2.1.7: FISC's minimums
    warnings=Warnings(mandatory=(60,), optional=(30,), source="004 2.1.8"))

RULESETS: tuple[Ruleset, ...] = (FISC, AJS)
DEFAULT = RULESETS[0]
NAMES: tuple[str, ...] = tuple(ruleset.name for ruleset in RULESETS)
_FOUND = {said.casefold(): ruleset for ruleset in RULESETS for said in (ruleset.name, *ruleset.aliases)}
assert len(_FOUND) == sum(1 + len(r.aliases) for r in RULESETS), "a name or alias taken twice"


class UnknownRuleset(KeyedError):
    """A ruleset no entry is named or known by (a keyed message: its name and the names there are)."""


def find_ruleset(name: str | Ruleset) -> Ruleset:
    """The ruleset named or known by `name`, in any case ("FISC", "català"); UnknownRuleset for any other."""
    if isinstance(name, Ruleset):
        return name
    found = _FOUND.get(str(name).strip().casefold())
    if found is None:
        raise UnknownRuleset("ruleset.unknown", name=str(name), names=", ".join(NAMES))
    return found


def ruleset_of(tiles: TileSet) -> Ruleset:
    """The first ruleset played with `tiles` (a game rebuilt from a word list alone, before its setup names one)."""
    return next(ruleset for ruleset in RULESETS if ruleset.tiles is tiles)


def speaking(language: str) -> Ruleset:
    """The first ruleset whose language is `language` (a voice asked in a language, with no ruleset named)."""
    return next((ruleset for ruleset in RULESETS if ruleset.language == language), DEFAULT)


def tile_set(name: str | Ruleset) -> TileSet:
    """The tiles of the ruleset named `name` (find_ruleset)."""
    return find_ruleset(name).tiles

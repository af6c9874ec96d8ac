"""What the announcer says, as data: scripts of phrases and chimes, built from game facts only.

Pure: a script is the same for the same rack, table and settings, so it can be tested, shown as
subtitles, rendered ahead of time and cached. FISC II.4: leftovers first, then the new tiles, slowly;
the whole rack again, faster; "Temps!". II.5: "1 minut!", "30 segons!", "Temps!". 003 §1.4: the master
move's coordinate read with the same table.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence

from ..messages import KeyedError, message_of
from ..rules.spelling import SpellingError, tokenize_word
from ..rules.spelling import spell as spell_word
from ..rules.tiles import TileSet
from .naming import NamingTable

SLOW, FAST, NORMAL = "slow", "fast", "normal"
WARNINGS = {60: "one_minute", 30: "thirty_seconds", 0: "time"}


@dataclass(frozen=True)
class Phrase:
    text: str           # shown on screen
    spoken: str         # read by the voice
    pace: str = NORMAL  # slow, fast or normal: which configured rate reads it
    pause: float = 0.5  # silence after it, seconds


@dataclass(frozen=True)
class Chime:
    name: str           # "call", "one_minute", "thirty_seconds", "time"
    pause: float = 0.15


Item = Phrase | Chime
Script = tuple[Item, ...]


@dataclass(frozen=True)
class Pacing:
    """Silences between phrases. Players pick each tile during `tile_pause` (II.4: "prou pausat")."""
    tile_pause: float = 0.9
    group_pause: float = 1.1   # after the last slowly called tile, before the fast repeat
    phrase_pause: float = 0.6


def rack_call(table: NamingTable, leftover: Sequence[str], drawn: Sequence[str], round_number: int | None = None,
              order: str = "drawn", pacing: Pacing = Pacing()) -> Script:
    """The call of a rack: round number, leftovers then new tiles one by one, the rack fast, "Temps!"."""
    if order not in ("drawn", "alphabetical"):
        raise KeyedError("announce.choice", what="call_order", value=order, choices="drawn, alphabetical")
    leftover, new = list(leftover), list(drawn)
    if order == "alphabetical":
        leftover, new = _alphabetical(leftover), _alphabetical(new)
    items: list[Item] = [Chime("call")]
    if round_number is not None:
        words = table.number(round_number)
        items.append(Phrase(table.say("round", n=round_number), table.say("round", n=words), NORMAL,
                            pacing.phrase_pause))
    called = leftover + new
    for i, label in enumerate(called):
        named = table.tile(label)
        pause = pacing.group_pause if i == len(called) - 1 else pacing.tile_pause
        items.append(Phrase(named.text, named.spoken, SLOW, pause))
    if called:
        names = [table.tile(label) for label in called]
        items.append(Phrase(", ".join(n.text for n in names), ", ".join(n.spoken for n in names) + ".", FAST,
                            pacing.phrase_pause))
    items.append(Phrase(table.say("time"), table.say("time"), NORMAL, 0.0))
    return tuple(items)


def _alphabetical(labels: list[str]) -> list[str]:
    """Dictionary order with digraphs after their first letter (L, L·L, M; N, NY, Ñ, O), blanks last."""
    def key(label: str) -> tuple[bool, str]:
        return label == "?", label.replace("·", "").replace("Ç", "C\x7f").replace("Ñ", "N\x7f")
    return sorted(labels, key=key)


def warning(table: NamingTable, seconds_left: int) -> Script:
    """ "1 minut!" (60), "30 segons!" (30), "Temps!" (0), each after its own chime."""
    try:
        key = WARNINGS[seconds_left]
    except KeyError:
        raise KeyedError("announce.choice", what="--warning", value=seconds_left,
                         choices=", ".join(map(str, WARNINGS))) from None
    return (Chime(key), Phrase(table.shown(key), table.say(key), NORMAL, 0.0))


def master_move(table: NamingTable, notation: str, score: int, tiles: TileSet, spell: bool = False,
                pacing: Pacing = Pacing()) -> Script:
    """The reveal: the coordinate read with the table, the word, spelled when asked, blanks named, the score."""
    coordinate_text, _, word_text = notation.strip().partition(" ")
    coordinate = table.coordinate(coordinate_text)
    items: list[Item] = [Chime("call"), Phrase(table.say("master", coordinate=coordinate.text),
                                               table.say("master", coordinate=coordinate.spoken), NORMAL,
                                               pacing.phrase_pause)]
    try:
        word = tokenize_word(word_text, tiles)
    except SpellingError as error:
        raise KeyedError("announce.move", notation=notation, why=message_of(error)) from None
    items.append(Phrase(spell_word(word), spell_word(word).lower() + ".", NORMAL, pacing.phrase_pause))
    for tile in word:
        named = table.tile(tile.label)
        if tile.blank:
            items.append(Phrase(table.say("blank_is", blank=table.blank_name, tile=named.text),
                                table.say("blank_is", blank=table.blank_name, tile=named.spoken),
                                SLOW if spell else NORMAL, pacing.tile_pause if spell else pacing.phrase_pause))
        elif spell:
            items.append(Phrase(named.text, named.spoken, SLOW, pacing.tile_pause))
    items.append(score_phrase(table, score))
    return tuple(items)


def score_phrase(table: NamingTable, score: int) -> Phrase:
    if score == 1:
        return Phrase(table.shown("score_one"), table.say("score_one"), NORMAL, 0.0)
    return Phrase(table.shown("score", n=score), table.say("score", n=table.number(score, before_noun=True)),
                  NORMAL, 0.0)


def phrases(script: Script) -> list[Phrase]:
    return [item for item in script if isinstance(item, Phrase)]

"""A slip's text read once (DESIGN §4i): what every face hands the game, the console's parser and the network gate
alike. Read on the text alone (never the round's moves, DESIGN §4c): printable and short (rounds.written_slip), a
null reason as its key, a bare score, or a move in the game's notation; a text that reads as no move keeps why,
and scores 0 with that reason (the network refuses it at once instead)."""

from __future__ import annotations

from dataclasses import dataclass

from ..messages import Message
from ..rules.move import Move, parse_move
from ..rules.tiles import TileSet
from .null_words import null_reason_key
from .rounds import GameError, parse_score, written_slip


@dataclass(frozen=True)
class SlipText:
    text: str                          # spaces made single, a null reason as its key ("null late")
    null: str | None = None            # the null reason's key
    score: int | None = None           # a bare score
    move: Move | None = None           # the move it reads as
    unread: ValueError | None = None   # why it reads as no move

    def __str__(self) -> str:
        return self.text


def typed_text(text: str, language: str, null_usage: str = "null.usage") -> str:
    """The slip as typed, with the one normalisation applied before anything reads it (spaces made single, a null
    reason as its key): what the game stores as typed and what a resent client id is compared with (DESIGN §4c).
    GameError when it cannot be a slip at all (too long, a control character, a null reason unknown: `null_usage`,
    the key of the message that says how one is written)."""
    slip = written_slip(text)                     # what may be a slip at all: decided in the core, for every face
    words = slip.split()
    if words[0].lower() != "null":
        return slip
    key = null_reason_key(" ".join(words[1:]), language)
    if key is None:
        raise GameError(null_usage, reasons=Message("null.choices"))
    return f"null {key}"                          # a null slip's text, as the log keeps it


def read_slip(text: str, tiles: TileSet, language: str, null_usage: str = "null.usage") -> SlipText:
    """`text` read once (typed_text, then a bare score or a move). Not remembered across slips: a reading that was
    quicker because another player had sent the same text would time an answer by another's move (DESIGN §4c)."""
    slip = typed_text(text, language, null_usage)
    if slip.startswith("null "):
        return SlipText(slip, null=slip[len("null "):])
    score = parse_score(slip)
    if score is not None:
        return SlipText(slip, score=score)
    try:
        return SlipText(slip, move=parse_move(slip, tiles))
    except ValueError as error:
        return SlipText(slip, unread=error)

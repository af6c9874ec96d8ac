"""The game's reasons told to players and the judge in their language: a lookup by key (messages/), never a
reading back of English. The core's refusals and a slip's reason are Messages (a key and its parameters); what the
log keeps in words (a null move's key, why the game ended, who sent a slip) is said from the same tables."""

from __future__ import annotations

from .messages import say, words_by_language
from .messages import text as sentence
from .messages.logged import end_reason, sent_by, source_words

__all__ = ["PHASES", "SlipSaid", "end_reason", "in_language", "null_reason", "sent_by", "slip_text", "source_words"]

PHASES = words_by_language("phase.")        # {"ca": Words {"draw": "sorteig", …}, "es": …}


def in_language(reason: object, language: str) -> str:
    """`reason` (a Message: a refusal, a slip's reason) said in `language`; any other text as it is."""
    return say(reason, language)


def slip_text(text: str, language: str) -> str:
    """A slip as a judge or player reads it: the log's "null word" is "nul·la (paraula principal …)"."""
    words = text.split()
    if words[:1] == ["null"]:
        null = sentence("slip.null_word", language)
        return f"{null} ({null_reason(words[1], language)})" if len(words) > 1 else null
    return text


class SlipSaid:
    """A slip and its score as a message's parameter: "H8 CASES (12)", a null move in the reader's words."""

    def __init__(self, text: str, score: int):
        self.text, self.score = text, score

    def said(self, language: str) -> str:
        return f"{slip_text(self.text, language)} ({self.score})"

    def __str__(self) -> str:
        return f"{self.text} ({self.score})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SlipSaid) and (other.text, other.score) == (self.text, self.score)

    def __hash__(self) -> int:
        return hash((self.text, self.score))


def null_reason(key_or_reason: str, language: str) -> str:
    """A null move's reason in `language`, from its key ("word") or its Message."""
    from .game.rounds import NULL_REASONS

    return say(NULL_REASONS.get(key_or_reason, key_or_reason), language)

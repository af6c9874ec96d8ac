"""One check's finding: its name, a status and the facts it found (English keys: the `--json` output). A check
never raises: what it cannot find becomes its finding."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..messages import Message, message_of

OK, WARNING, MISSING = "ok", "warning", "missing"
SMALLEST_SCREEN = (1024, 768)        # the projector's layouts are drawn for this and up
LOW_DISK_MB, NO_DISK_MB = 200, 10    # a game log is ~100 KB; the word-list cache ~20 MB
DEFAULT_PORT = 8765


@dataclass(frozen=True)
class Check:
    name: str
    status: str
    facts: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"name": self.name, "status": self.status, **self.facts}


def _error(error: BaseException) -> str:
    """What an error says, for a check's facts: its Message when it is keyed (English in --json, the judge's
    language on the checklist), else its first line."""
    message = message_of(error)
    if isinstance(message, Message):
        return message
    return str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__

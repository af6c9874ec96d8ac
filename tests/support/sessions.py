"""A game driven in process: players, a command that must be accepted, the events a log holds."""

from __future__ import annotations

import json
from pathlib import Path

from conductor.game.players import Player


def players(n: int) -> list[Player]:
    """Tables 1 to n, "Jugador 1" to "Jugador n"."""
    return [Player(t, f"Jugador {t}") for t in range(1, n + 1)]


def ok(session, command: str, actor=None) -> dict:
    """The session's answer to `command` (from `actor` when given), which must be accepted."""
    answer = session.execute(command, actor) if actor else session.execute(command)
    assert answer["ok"], (command, answer)
    return answer


def events(log: Path) -> list[dict]:
    """Every event of a game log, in order (blank lines passed over)."""
    return [json.loads(line) for line in Path(log).read_text(encoding="utf-8").splitlines() if line.strip()]

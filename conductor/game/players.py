"""Players of a duplicate: a table number (what slips are filed under), a name, a club."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path


class PlayersError(ValueError):
    """A players file that cannot be read; the message names the line."""


@dataclass(frozen=True)
class Player:
    table: int
    name: str
    club: str = ""

    def to_json(self) -> dict:
        return {"table": self.table, "name": self.name, "club": self.club}

    @classmethod
    def from_json(cls, data: dict) -> "Player":
        return cls(int(data["table"]), str(data["name"]), str(data.get("club", "")))


def read_players(path: Path) -> list[Player]:
    """CSV with columns name, table and optionally club (a header line is recognised and skipped)."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        raise PlayersError(f"players file '{path}': {error}") from error
    return parse_players(text, str(path))


def parse_players(text: str, name: str = "players") -> list[Player]:
    players: list[Player] = []
    for number, row in enumerate(csv.reader(io.StringIO(text)), start=1):
        cells = [cell.strip() for cell in row]
        if not cells or not any(cells) or cells[0].startswith("#"):
            continue
        if number == 1 and cells[0].lower() in {"name", "nom", "nombre"}:
            continue
        if len(cells) < 2:
            raise PlayersError(f"{name}, line {number}: write name,table[,club]")
        try:
            table = int(cells[1])
        except ValueError:
            raise PlayersError(f"{name}, line {number}: table '{cells[1]}' is not a number") from None
        if table < 1:
            raise PlayersError(f"{name}, line {number}: table numbers start at 1")
        if any(p.table == table for p in players):
            raise PlayersError(f"{name}, line {number}: table {table} is listed twice")
        players.append(Player(table, cells[0], cells[2] if len(cells) > 2 else ""))
    if not players:
        raise PlayersError(f"{name}: no players")
    return players

"""Players of a duplicate: a table number (what slips are filed under), a name, a club, a licence number.

Clubs keep their players in a spreadsheet, so the file is read as Excel saves it: commas or semicolons (a
Catalan or Spanish Excel writes semicolons), UTF-8 with or without a byte order mark, else Windows-1252;
a file that cannot be read is one line in the judge's language naming the file and the line.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..files import decode_text
from ..messages import KeyedError, Message, message_of


class PlayersError(KeyedError):
    """A players file that cannot be read; the message (messages/files.py "players.…") names the line."""


@dataclass(frozen=True)
class Player:
    table: int
    name: str
    club: str = ""
    licence: str = ""      # the federation's licence number, when the club's file has one

    def to_json(self) -> dict[str, Any]:
        data = {"table": self.table, "name": self.name, "club": self.club}
        if self.licence:                  # old logs have none, and a log without one reads the same
            data["licence"] = self.licence
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Player:
        return cls(int(data["table"]), str(data["name"]), str(data.get("club", "")), str(data.get("licence", "")))


# header words in the three languages, for the columns a header may name in any order
_HEADERS = {
    "name": {"name", "nom", "nombre", "jugador", "jugadora", "nom i cognoms", "nombre y apellidos"},
    "table": {"table", "taula", "mesa", "num", "número", "numero", "núm.", "núm", "nº"},
    "club": {"club"},
    "licence": {"licence", "license", "llicència", "llicencia", "licencia", "núm. llicència", "número de licencia"},
}


def decode(data: bytes) -> str:
    """The file's text: UTF-8 (a byte order mark dropped), else Windows-1252, as Excel on Windows saves it;
    UTF-16 with its mark too (Excel's "Unicode text", tab-separated). The settings are read alike (files.py)."""
    return decode_text(data)[0]


def read_players(path: Path, language: str, allow_empty: bool = False) -> list[Player]:
    """A players file (see parse_players); `language` (ca, es) is the one its refusals are said in; `allow_empty`:
    a file with no player (its header only) is an empty list (an online game, where players join)."""
    where = Message("players.file", name=str(path))
    try:
        data = path.read_bytes()
    except OSError as error:
        raise PlayersError("players.unreadable", where=where, why=message_of(error)).told(language) from None
    return parse_players(decode(data), str(path), language, allow_empty)


def _delimiter(text: str) -> str:
    """Semicolons when the first lines hold more of them than commas (a Catalan or Spanish Excel), else commas."""
    lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")][:5]
    sample = "\n".join(lines)
    return ";" if sample.count(";") > sample.count(",") else ("\t" if "\t" in sample and "," not in sample else ",")


def _columns(cells: list[str]) -> dict[str, int] | None:
    """The columns a header line names, or None when the line is a player."""
    found = {}
    for index, cell in enumerate(cells):
        for key, names in _HEADERS.items():
            if cell.strip().lower() in names and key not in found:
                found[key] = index
    return found if "name" in found else None


def parse_players(text: str, name: str, language: str, allow_empty: bool = False) -> list[Player]:
    """Rows of name, table, club, licence (club and licence optional), or the columns a header line names;
    `language` says the refusals (the core's English by default; read_players passes the judge's)."""
    where = Message("players.file", name=name)
    sep = _delimiter(text)
    columns = {"name": 0, "table": 1, "club": 2, "licence": 3}
    players: list[Player] = []
    for number, row in enumerate(csv.reader(io.StringIO(text.lstrip("\ufeff")), delimiter=sep), start=1):
        cells = [cell.strip() for cell in row]
        line = Message("players.line", where=where, n=number)
        if not cells or not any(cells) or cells[0].startswith("#"):
            continue
        if not players and (header := _columns(cells)) is not None:
            columns = {"table": 1, **header} if "table" not in header else header
            continue
        cell = {key: cells[index] if index < len(cells) else "" for key, index in columns.items()}
        if not cell["name"] or not cell.get("table"):
            raise PlayersError("players.columns", where=line, sep=sep if sep != "\t" else ",").told(language)
        try:
            table = int(cell["table"])
        except ValueError:
            raise PlayersError("players.not_number", where=line, table=cell["table"]).told(language) from None
        if table < 1:
            raise PlayersError("players.from_one", where=line).told(language)
        if any(p.table == table for p in players):
            raise PlayersError("players.twice", where=line, table=table).told(language)
        players.append(Player(table, cell["name"], cell.get("club", ""), cell.get("licence", "")))
    if not players and not allow_empty:
        raise PlayersError("players.none", where=where).told(language)
    return players

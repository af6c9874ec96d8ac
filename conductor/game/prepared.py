"""Prepared games ("duplicada mestra"): a fixed sequence of racks, optionally with the master move
of each round, from a plain file or from an Eliot saved game (XML), so that a game played
elsewhere can be replayed here.

Plain file, one round per line: the rack, then optionally the master move, e.g.
    CASAREN 8B ARCANES
    ? E S T A L R
Blank lines and lines starting with # are ignored.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..messages import KeyedError, Message, message_of
from ..rules.board import coordinate_parts
from ..rules.move import parse_move
from ..rules.spelling import SpellingError, tokenize_rack
from ..rules.tiles import TileSet


class PreparedError(KeyedError):
    """A prepared game that cannot be read; the message names the line or turn."""


@dataclass(frozen=True)
class PreparedRound:
    rack: tuple[str, ...]
    master: str | None = None  # "H8 WORD" as played at the other venue
    # a sealed game's round (conductor pack) also keeps its draw as the log writes it, so each venue's projector
    # shows the same story (the racks the minimums rejected too), and the master's score; None elsewhere
    leftover: tuple[str, ...] | None = None
    drawn: tuple[str, ...] | None = None
    rejected: tuple[tuple[str, ...], ...] | None = None
    score: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, object] = {"rack": list(self.rack), "master": self.master}
        if self.drawn is not None:        # a plain prepared round is written as before
            data.update(leftover=list(self.leftover or ()), drawn=list(self.drawn),
                        rejected=[list(r) for r in self.rejected or ()], score=self.score)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PreparedRound:
        if data.get("drawn") is None:
            return cls(tuple(data["rack"]), data.get("master"))
        return cls(tuple(data["rack"]), data.get("master"), tuple(data.get("leftover") or ()), tuple(data["drawn"]),
                   tuple(tuple(r) for r in data.get("rejected") or ()),
                   int(data["score"]) if data.get("score") is not None else None)


def read_prepared(path: Path, tiles: TileSet) -> list[PreparedRound]:
    """The rounds of a plain file or an Eliot game (a sealed game is the pack's to open: pack.read_prepared)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        why = Message("log.not_utf8", byte=error.start + 1) if isinstance(error, UnicodeDecodeError) else \
            message_of(error)
        raise PreparedError("prepared.unreadable", path=str(path), why=why) from error
    rounds = parse_eliot_xml(text, tiles, str(path)) if "<EliotGame" in text[:500] else parse_plain(text, tiles, str(path))
    if not rounds:
        raise PreparedError("prepared.empty", path=str(path))
    return rounds


def parse_plain(text: str, tiles: TileSet, name: str = "prepared game") -> list[PreparedRound]:
    rounds = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        # the master move, if any, is the last two words and starts with a coordinate
        master = None
        if len(parts) >= 3 and coordinate_parts(parts[-2]) is not None:
            master = f"{parts[-2]} {parts[-1]}"
            parts = parts[:-2]
        where = Message("file.line", path=name, line=number)
        rounds.append(PreparedRound(rack_of(" ".join(parts), tiles, where), checked_master(master, tiles, where)))
    return rounds


def parse_eliot_xml(text: str, tiles: TileSet, name: str = "Eliot game") -> list[PreparedRound]:
    """Eliot's saved game: each <Turn> gives a <GameRack> ("leftover+new") and the move played
    (<MasterMove>, else <GameMove>) with its word and coordinate."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as error:
        line, column = error.position
        raise PreparedError("prepared.not_xml", path=name, line=line, column=column + 1) from None
    if root.tag != "EliotGame":
        raise PreparedError("prepared.not_eliot", path=name)
    mode = root.findtext("Game/Mode")
    if mode not in (None, "duplicate", "arbitration", "training", "topping"):
        raise PreparedError("prepared.mode", path=name, mode=mode)
    rounds = []
    for number, turn in enumerate(root.iterfind("History/Turn"), start=1):
        rack_text = turn.findtext("GameRack")
        if rack_text is None:
            continue
        master = None
        for tag in ("MasterMove", "GameMove"):
            move = turn.find(tag)
            if move is not None and move.get("type") == "valid":
                master = f"{move.get('coord', '')} {move.get('word', '')}"
                break
        where = Message("file.turn", path=name, turn=number)
        rounds.append(PreparedRound(rack_of(rack_text.replace("+", " "), tiles, where), checked_master(master, tiles, where)))
    return rounds


def rack_of(text: str, tiles: TileSet, where: object) -> tuple[str, ...]:
    """A prepared rack as tiles; PreparedError naming `where` when it does not read."""
    try:
        rack = tokenize_rack(text, tiles)
    except SpellingError as error:
        raise PreparedError("log.part", what=where, why=error.message) from None
    if not rack:
        raise PreparedError("prepared.empty_rack", where=where)
    return tuple(rack)


def checked_master(master: str | None, tiles: TileSet, where: object) -> str | None:
    """A prepared master move in its notation (None stays None); PreparedError naming `where` when it does not
    read as a move."""
    if master is None:
        return None
    try:
        return str(parse_move(master, tiles))
    except ValueError as error:
        raise PreparedError("prepared.master", where=where, why=message_of(error)) from None

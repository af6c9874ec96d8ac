"""One game in several venues: a sealed prepared game (DESIGN §4e).

The organiser makes the pack from a seed (`conductor pack`), hands the file to every venue before the day, and
gives the passphrase at the start; each venue plays it with `conductor run --prepared GAME.pack --venue NAME`,
with or without a network; the logs are then merged into one ranking (`conductor report --simultaneous`).

    seal.py   the file: header, scrypt and ChaCha20-Poly1305, and one-line refusals
    game.py   the game inside (every round's draw, master and score) and how it is made from a seed
    play.py   a venue's game: its draws as the pack drew them, its setup naming the venue and the pack
"""

from __future__ import annotations

from pathlib import Path

from ..files import write_private
from ..game.prepared import PreparedRound
from ..rules.tiles import TileSet
from .game import Pack, check_lexicon, make_pack, pack_of
from .seal import PackError, is_pack, open_sealed, read_passphrase, read_sealed, seal


def open_pack(path: Path, passphrase: bytes | None, language: str) -> Pack:
    """The game in the pack at `path`; PackError (one line) when it cannot be read, opened or trusted."""
    sealed = read_sealed(path, language)
    return pack_of(open_sealed(sealed, passphrase), sealed)


def read_prepared(path: Path, tiles: TileSet, language: str) -> list[PreparedRound]:
    """The rounds of a prepared game: a sealed game (conductor pack) without a passphrase, or a plain file or an Eliot
    game (game/prepared.py); an encrypted pack is opened by `conductor run --prepared GAME.pack --passphrase-file F`
    only. PreparedError when it cannot be read."""
    from ..game.prepared import PreparedError
    from ..game.prepared import read_prepared as read_plain

    if is_pack(path):
        try:
            return list(open_pack(path, None, language).rounds)
        except PackError as error:
            raise PreparedError(str(error)) from None
    return read_plain(path, tiles)


def write_pack(pack: Pack, path: Path, passphrase: bytes | None, log2_n: int | None = None) -> None:
    """The pack's file, readable by its owner only (unencrypted it holds the whole game), written whole or not
    at all (a temporary file renamed over it)."""
    data = seal(pack.payload(), passphrase) if log2_n is None else seal(pack.payload(), passphrase, log2_n)
    write_private(path, data, atomic=True)


__all__ = ["Pack", "PackError", "check_lexicon", "is_pack", "make_pack", "open_pack", "read_passphrase",
           "read_prepared", "write_pack"]

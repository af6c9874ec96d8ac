"""A venue playing a sealed game: `conductor run --prepared GAME.pack --venue NAME`.

A plain prepared game (game/prepared.py) gives each round's rack as if the judge had typed it, so the projector
shows the rack and nothing of how it was drawn. A pack's round carries its draw as the log writes it (leftover,
new tiles, the racks the minimums rejected): PackGame gives that as the round's `draw` event, which the state
machine checks and applies as it applies any logged draw, so each venue's projector and log tell the same story.
Its setup event names the venue, the pack's fingerprint (which the merged report, report/simultaneous.py, reads)
and the pack's file, and holds neither the pack's rounds nor its seed: a venue's log is on the judge's laptop,
and a log that held them would let its judge read ahead (the seed alone regenerates every rack). The log holds
each round as it is played; a resumed venue opens the pack again (with its passphrase) for the rounds to come.

PackGame only adds; it lives here rather than in game/duplicate.py so a plain game's code is untouched. The
session is made here too (Session.new makes a plain Duplicate), and a resumed one is made a PackGame again
(`adopt`): what it is, is decided by the log's setup event alone.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..engine import Lexicon, MoveGenerator
from ..game.duplicate import READY, Config, Duplicate, GameError
from ..game.players import Player
from ..messages import Message, sentences
from ..game.session import Session
from ..rules.bag import BagError
from .game import Pack, check_lexicon


class PackGame(Duplicate):
    """A Duplicate whose prepared rounds are drawn as the pack drew them."""
    venue: str = ""
    pack: str = ""            # the pack's fingerprint

    pack_path: str = ""

    def setup_event(self, lexicon: dict[str, Any]) -> dict[str, Any]:
        event = super().setup_event(lexicon)
        event["venue"], event["pack"] = self.venue, self.pack
        event["prepared"] = []                    # the rounds to come stay in the pack (sealed)
        if self.pack_path:
            event["pack_path"] = self.pack_path
        return event

    def _prepared_draw(self) -> dict[str, Any]:
        index = len(self.rounds)
        planned = self.prepared[index] if index < len(self.prepared) else None
        if self.phase == READY or planned is None or planned.drawn is None:
            return super()._prepared_draw()
        kept, drawn = list(planned.leftover or ()), list(planned.drawn)
        rejected = [list(r) for r in planned.rejected or ()]
        rack = " ".join(planned.rack)
        if kept != self.leftover[:len(kept)] or (kept != self.leftover and not rejected):
            raise GameError("draw.prepared_left", n=index + 1, rack=rack, reason=Message(
                "draw.leftover_here", leftover=" ".join(self.leftover) or Message("tiles.empty")))
        try:
            (self.bag if kept == self.leftover else self.bag.put_back(self.leftover)).take(drawn)
        except BagError as error:
            raise GameError("draw.prepared_left", n=index + 1, rack=rack, reason=error.message) from None
        return {"type": "draw", "leftover": kept, "drawn": drawn, "rejected": rejected}


def venue_session(pack: Pack, venue: str, path: Path, lexicon: Lexicon, players: list[Player], config: Config,
                  clock: Callable[[], float], pack_name: str, lexicon_path: str | None = None,
                  language: str | None = None, run: dict[str, Any] | None = None) -> Session:
    """A new game log for this venue's play of `pack` (as Session.new, with a PackGame). The game's own seed is a
    fresh one: the pack's draws and masters come from the pack, and its seed never reaches the log."""
    from ..rules.keyed_random import new_seed

    check_lexicon(pack, lexicon, pack_name)

    def venue_game(generator: MoveGenerator) -> PackGame:
        game = PackGame(generator, players, new_seed(), config, list(pack.rounds), language=language,
                        ruleset=pack.ruleset)
        game.venue, game.pack, game.pack_path = venue, pack.fingerprint, str(Path(pack_name).resolve())
        return game

    return Session.begin(path, lexicon, clock, venue_game, lexicon_path, run)


def adopt(game: Duplicate, setup: dict[str, Any], pack: Pack | None = None) -> Duplicate:
    """A resumed game of a pack becomes a PackGame again with the pack's rounds (opened again: the log does not
    hold them), so its next rounds are drawn as the pack drew them; a replay for a report needs no pack."""
    if setup.get("pack") and type(game) is Duplicate:
        game.__class__ = PackGame
        assert isinstance(game, PackGame)
        game.venue, game.pack = str(setup.get("venue", "")), str(setup["pack"])
        game.pack_path = str(setup.get("pack_path", ""))
    if pack is not None and setup.get("pack"):
        if pack.fingerprint != setup["pack"]:
            raise GameError("pack.other")
        game.prepared = list(pack.rounds)
    return game


def reopen_for_venue(setup: dict[str, Any], given: str | None, passphrase_file: str | None, language: str) -> Pack | None:
    """A resumed venue's pack: the file given to --prepared, else the one the log names; None for a plain game."""
    from .seal import PackError

    if not setup.get("pack"):
        return None
    path = given or setup.get("pack_path")
    if not path or not Path(path).is_file():
        raise PackError("packfile.resume", venue=setup.get("venue", "")).told(language)
    return open_for_venue(Path(path), setup.get("venue") or "?", passphrase_file, language)



def open_for_venue(path: Path | None, venue: str | None, passphrase_file: str | None,
                   language: str) -> Pack | None:
    """`run --prepared`'s pack, opened before any window or log is made; None when the file is not a pack. The
    passphrase comes from its file, else is asked on the terminal (never echoed), else the pack is refused."""
    from .game import pack_of
    from .seal import PackError, is_pack, open_sealed, read_passphrase, read_sealed

    if path is None or not is_pack(path):
        if venue is not None or passphrase_file:
            raise PackError("packfile.venue.alone").told(language)
        return None
    sealed = read_sealed(path, language)
    say = sentences("packfile.venue.", sealed.language)      # messages/files.py
    if not venue or not venue.strip():
        raise PackError("packfile.venue.venue", name=str(path)).told(sealed.language)
    passphrase = None
    if passphrase_file:
        passphrase = read_passphrase(Path(passphrase_file), sealed.language)
    elif sealed.encrypted and sys.stdin.isatty():
        import getpass
        import unicodedata

        typed = getpass.getpass(say("ask", name=path.name))
        passphrase = unicodedata.normalize("NFC", typed).encode("utf-8") if typed else None
    return pack_of(open_sealed(sealed, passphrase), sealed)

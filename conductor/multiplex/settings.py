"""hub.yaml (DESIGN §4g): the venues and their keys, where the racks come from, the criterion, the partial step.

    multiplex:
      venues: {Matadepera: KEY-1, Palma: KEY-2}
      draw: Matadepera          # or  pack: game.pack
      ranking: points           # points | percent | three
      partial_every: 3
      percent_bonus: false      # percent: FISE's solo bonus (+10 the only top, +5 the only best of the rest)
      language: ca              # what the hub says (ca, es)

A file that cannot be used is refused with one sentence in its language, naming the key."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from ..messages import KeyedError, Message

KNOWN = ("venues", "draw", "pack", "ranking", "partial_every", "percent_bonus", "language", "lexicon")
RANKINGS = ("points", "percent", "three")
KEY_LENGTH = 16


class HubSettingsError(KeyedError):
    """hub.yaml cannot be used; `language`: the file's, when it could be read."""

    language = "ca"

    def said(self) -> str:
        return self.message.said(self.language)


@dataclass(frozen=True)
class HubSettings:
    venues: dict[str, str]            # name → key, in the file's order
    draw: str | None = None           # the venue whose racks the others follow
    pack: str | None = None           # or: every venue draws from this pack
    ranking: str = "points"
    partial_every: int = 1
    percent_bonus: bool = False
    language: str = field(kw_only=True)   # what the hub says (the file's `language`)
    lexicon: str | None = None        # the word list, when the venues play a club's own (else the ruleset's)


def load_hub_settings(path: Path) -> HubSettings:
    where = Message("settings.file", path=str(path))
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise HubSettingsError("settings.missing", file=where) from None
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise HubSettingsError("settings.unreadable", file=where, reason=str(error).splitlines()[0]) from None
    group = data.get("multiplex") if isinstance(data, dict) else None
    try:
        return hub_settings(group, str(path.parent))
    except HubSettingsError as error:
        refused = HubSettingsError("hubconf.file", path=str(path), why=error.message)
        if isinstance(group, dict) and group.get("language") in ("ca", "es"):
            refused.language = group["language"]
        raise refused from None


def hub_settings(group, folder: str = ".") -> HubSettings:
    """The `multiplex:` group checked; HubSettingsError naming the first key that is wrong."""
    if not isinstance(group, dict):
        raise HubSettingsError("hubconf.group", names="multiplex: venues, draw | pack, ranking, partial_every")
    for key in group:
        if key not in KNOWN:
            raise HubSettingsError("hubconf.unknown", setting=key, known=", ".join(KNOWN))
    venues = group.get("venues")
    if not isinstance(venues, dict) or len(venues) < 2 or not all(
            isinstance(name, str) and name.strip() and isinstance(key, str) and len(key) >= KEY_LENGTH
            for name, key in venues.items()):
        raise HubSettingsError("hubconf.venues")
    seen: dict[str, str] = {}
    for name, key in venues.items():
        if key in seen:
            raise HubSettingsError("hubconf.same_key", a=seen[key], b=name)
        seen[key] = name
    draw, pack = group.get("draw"), group.get("pack")
    if (draw is None) == (pack is None):
        raise HubSettingsError("hubconf.source", draw="multiplex.draw", pack="multiplex.pack")
    if draw is not None and draw not in venues:
        raise HubSettingsError("hubconf.draw", setting="multiplex.draw", venue=str(draw), venues=", ".join(venues))
    ranking = group.get("ranking", "points")
    if ranking not in RANKINGS:
        raise HubSettingsError("hubconf.choice", setting="ranking", choices=", ".join(RANKINGS))
    every = group.get("partial_every", 1)
    if isinstance(every, bool) or not isinstance(every, int) or not 1 <= every <= 100:
        raise HubSettingsError("hubconf.whole", setting="partial_every", low=1, high=100)
    bonus = group.get("percent_bonus", False)
    if not isinstance(bonus, bool):
        raise HubSettingsError("hubconf.flag", setting="percent_bonus")
    language = group.get("language", "ca")
    if language not in ("ca", "es"):
        raise HubSettingsError("hubconf.choice", setting="language", choices="ca, es")
    lexicon = group.get("lexicon")
    if lexicon is not None:
        lexicon = str(Path(folder) / Path(str(lexicon)).expanduser())
    return HubSettings({str(n): str(k) for n, k in venues.items()}, draw, str(pack) if pack else None, ranking,
                       every, bonus, lexicon=lexicon, language=language)

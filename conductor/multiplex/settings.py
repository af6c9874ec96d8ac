"""hub.yaml (DESIGN §4g): the venues and their keys, where the racks come from, the criterion, the partial step.

    multiplex:
      venues: {Matadepera: KEY-1, Palma: KEY-2}
      draw: Matadepera          # or  pack: game.pack
      ranking: points           # points | percent | three
      partial_every: 3
      percent_bonus: false      # percent: FISE's solo bonus (+10 the only top, +5 the only best of the rest)
      language: ca              # what the hub says (ca, es)
      per_address: {connections: 160, websockets: 48}   # what one address may hold (as network.per_address)
      trusted_proxies: [127.0.0.1]                      # behind Caddy: the client's address comes from it
      broker: redis://127.0.0.1:6379/0                  # spectators past one process: socket processes
      broker_channel: multiplex
      organiser: KEY                                    # POST /api/multiplex/settle and /absent with it (the console's)
      silent_seconds: 300                               # a venue silent this long after the first: the organiser told

A file that cannot be used is refused with one sentence in its language, naming the key."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from ..config import PER_ADDRESS, PerAddress
from ..messages import LANGUAGES, KeyedError, Message
from ..rules.ruleset import DEFAULT

KNOWN = ("venues", "draw", "pack", "ranking", "partial_every", "percent_bonus", "language", "lexicon", "per_address",
         "trusted_proxies", "broker", "broker_channel", "organiser", "silent_seconds")
SILENT = (300, 1, 86_400)           # silent_seconds: the default, the least, the most
RANKINGS = ("points", "percent", "three")
KEY_LENGTH = 16


class HubSettingsError(KeyedError):
    """hub.yaml cannot be used; `language`: the file's, when it could be read."""

    language: str | None = DEFAULT.language


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
    per_address: PerAddress = PerAddress()    # connections and WebSockets one address may hold (connections.py)
    trusted_proxies: tuple[str, ...] = ()
    broker: str | None = None         # Redis: the public view published for socket processes (fanout.py)
    broker_channel: str = "multiplex"
    organiser: str | None = None      # the organiser's key: settling over HTTPS (web.py), beside the console
    silent_seconds: int = SILENT[0]   # a venue that has sent nothing this long after the first: the organiser told


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
        if isinstance(group, dict) and group.get("language") in LANGUAGES:
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
    language = group.get("language", DEFAULT.language)
    if language not in LANGUAGES:
        raise HubSettingsError("hubconf.choice", setting="language", choices=", ".join(LANGUAGES))
    silent = group.get("silent_seconds", SILENT[0])
    if isinstance(silent, bool) or not isinstance(silent, int) or not SILENT[1] <= silent <= SILENT[2]:
        raise HubSettingsError("hubconf.whole", setting="silent_seconds", low=SILENT[1], high=SILENT[2])
    lexicon = group.get("lexicon")
    if lexicon is not None:
        lexicon = str(Path(folder) / Path(str(lexicon)).expanduser())
    return HubSettings({str(n): str(k) for n, k in venues.items()}, draw, str(pack) if pack else None, ranking,
                       every, bonus, lexicon=lexicon, language=language, silent_seconds=silent, **_network(group))


def _network(group: dict) -> dict:
    """per_address, trusted_proxies, broker and broker_channel, checked as the game's network.* are."""
    limits = group.get("per_address", {})
    if not isinstance(limits, dict) or not set(limits) <= {"connections", "websockets"}:
        raise HubSettingsError("hubconf.group", names="multiplex.per_address: connections, websockets")
    for name, number in limits.items():
        low, high = PER_ADDRESS[name]
        if isinstance(number, bool) or not isinstance(number, int) or not low <= number <= high:
            raise HubSettingsError("hubconf.whole", setting=f"per_address.{name}", low=low, high=high)
    proxies = group.get("trusted_proxies", [])
    if not isinstance(proxies, list) or not all(isinstance(p, str) for p in proxies):
        raise HubSettingsError("hubconf.group", names="multiplex.trusted_proxies: [ADDRESS, NETWORK/BITS, …]")
    broker, channel = group.get("broker"), group.get("broker_channel", "multiplex")
    if broker is not None and not (isinstance(broker, str) and broker.startswith(("redis://", "rediss://", "unix://"))):
        raise HubSettingsError("hubconf.group", names="multiplex.broker: redis://HOST:PORT/DB")
    if not isinstance(channel, str) or not channel.strip():
        raise HubSettingsError("hubconf.group", names="multiplex.broker_channel: NAME")
    organiser = group.get("organiser")
    if organiser is not None and (not isinstance(organiser, str) or len(organiser) < KEY_LENGTH
                                  or organiser in group.get("venues", {}).values()):
        raise HubSettingsError("hubconf.group", names="multiplex.organiser: KEY (16 characters or more, no venue's)")
    return {"per_address": PerAddress(**limits), "trusted_proxies": tuple(proxies), "broker": broker,
            "broker_channel": channel, "organiser": organiser}

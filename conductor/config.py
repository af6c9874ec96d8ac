"""Settings from config.yaml (every key optional; defaults as in the repository's config.yaml)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .digits import is_whole
from .files import WINDOWS_1252, decode_text
from .language import game_language
from .messages import KeyedError, LANGUAGES, Message, message_of
from .rules.ruleset import DEFAULT, NAMES, UnknownRuleset, find_ruleset


class ConfigError(KeyedError):
    """A settings file that cannot be used: a keyed message naming the file and the key (its str is the English
    sentence), said where it is printed (`said()`) in `language`, the game's: the file's `language`, else its
    ruleset's (load_settings decides it from the file being read; before it is read, or when it is not YAML, the
    command line's ruleset's, else Catalan). The key names and the values quoted stay as written in the file."""

    language: str | None = DEFAULT.language


def _file(path: Path) -> Message:
    return Message("settings.file", path=str(path))


@dataclass(frozen=True)
class PerAddress:
    """network.per_address: what one address may take (a club's room behind one router is one address). The
    defaults let a room of 30 join within a minute and play; the join code, not these caps, keeps scripts out."""
    joins_per_minute: int = 40      # joins (the online game) from one address in a minute
    websockets: int = 48            # WebSockets open from one address, over every process that holds them
    connections: int = 160          # connections open from one address (a browser opens several per page)


PER_ADDRESS = {"joins_per_minute": (1, 100_000), "websockets": (1, 100_000), "connections": (4, 100_000)}


@dataclass
class Settings:
    ruleset: str = DEFAULT.name   # a name of rules/ruleset.py's RULESETS (an alias is read as its name)
    language: str = ""            # the settings' language; empty: the ruleset's (game_language)
    lexicon: str = "default"      # the word list's file (relative: to the settings file), or the embedded one
    lexicon_name: str | None = None       # lexicon.name: what the projector, the log and the report call it
    lexicon_edition: str | None = None    # lexicon.edition ("2025-26")
    lexicon_qu: str | None = None         # lexicon.qu: how the list writes the QU tile (q, qu); found when left out
    round_seconds: int = 180
    bonuses: bool = False
    tie_policy: str = "random"
    draw_mode: str = "auto"
    seed: int | None = None
    naming_table: str = "ciutats"
    call_order: str = "drawn"
    spell_master_move: bool = False
    display: int = 1
    display_theme: str = "standard"   # the projector's colours: standard (the room's) or contrast (high contrast)
    large_rack: bool = False      # the projector's rack across the whole width, for big halls (Ctrl+R)
    one_minute: bool = True       # warnings.one_minute
    thirty_seconds: bool = True   # warnings.thirty_seconds
    audio: bool = True            # audio.enabled
    chimes: bool = True           # audio.chimes
    voice: bool = True            # voice.enabled
    slow_rate: int = 130          # voice.slow_rate
    fast_rate: int = 175          # voice.fast_rate
    volume: float = 1.0           # voice.volume
    engine: str = "auto"          # voice.engine: auto (Festival's Ona for Catalan where installed), festival, espeak-ng
    serve: str | None = None      # network.serve: [HOST:]PORT of the game server, None: off
    entry: str = "devices"        # network.entry: devices (table judges) or players (each their own, with a PIN)
    show_join: bool = True        # network.show_join: the projector shows the join address and its QR code
    tls_cert: str | None = None   # network.tls_cert: PEM certificate (chain) for HTTPS (relative: to the settings file)
    tls_key: str | None = None    # network.tls_key: its private key, unencrypted PEM
    trusted_proxies: list[Any] = field(default_factory=list)   # network.trusted_proxies: addresses/networks believed
    public_url: str | None = None  # network.public_url: the address people are given (behind a proxy)
    broker: str | None = None     # network.broker: redis://HOST:PORT/DB, each change published for socket processes
    broker_channel: str = "conductor"   # network.broker_channel: the game's name on the broker (one per game)
    broker_key: str | None = None  # network.broker_key: the key the writer and socket processes share (made if missing)
    join_code: str | None = None  # network.join_code: the online game's join code (the invitation link carries it)
    same_name: str = "number"     # network.same_name: number ("Jugador 1 (2)") or refuse a name already in the game
    per_address: PerAddress = field(default_factory=PerAddress)   # network.per_address
    double_entry: bool = False    # a slip counts once two senders' entries agree
    judge_plays: int | None = None    # the judge's own table: the console keeps the round's secrets until Temps!
    multiplex: dict[str, Any] | None = None     # multiplex: {hub: URL, venue: NAME, key: KEY}, a venue of a live multiplex
    autorun: dict[str, Any] = field(default_factory=dict)   # autorun: {collect_seconds, reveal_seconds, call_seconds, rounds,
                                                  # start_at: "HH:MM[:SS]"}
    notes: tuple[Message, ...] = ()   # not a key: what the judge is told of the file (read as Windows-1252)

    def __post_init__(self) -> None:
        self.language = game_language(self.ruleset, self.language)


CHOICES = {"tie_policy": {"random", "judge"}, "draw_mode": {"auto", "manual"},
           "language": set(LANGUAGES), "naming_table": {"ciutats", "noms", "paisos", "paises"},
           "call_order": {"drawn", "alphabetical"}, "entry": {"devices", "players", "online"},
           "engine": {"auto", "festival", "espeak-ng"}, "display_theme": {"standard", "contrast"},
           "same_name": {"number", "refuse"}}
# a round's warning, by seconds left → its field of Settings (and key under `warnings:`)
WARNINGS = {60: "one_minute", 30: "thirty_seconds"}


def warnings_on(settings: Settings) -> tuple[int, ...]:
    """The warnings a round gives, seconds left, largest first: those the settings leave on."""
    return tuple(seconds for seconds, name in WARNINGS.items() if getattr(settings, name))


# nested key in the file → field of Settings
NESTED = {("warnings", "one_minute"): "one_minute", ("warnings", "thirty_seconds"): "thirty_seconds",
          ("audio", "enabled"): "audio", ("audio", "chimes"): "chimes", ("voice", "enabled"): "voice",
          ("voice", "slow_rate"): "slow_rate", ("voice", "fast_rate"): "fast_rate", ("voice", "volume"): "volume",
          ("voice", "engine"): "engine",
          ("network", "serve"): "serve", ("network", "entry"): "entry", ("network", "show_join"): "show_join",
          ("network", "tls_cert"): "tls_cert", ("network", "tls_key"): "tls_key",
          ("network", "trusted_proxies"): "trusted_proxies", ("network", "public_url"): "public_url",
          ("network", "broker"): "broker", ("network", "broker_channel"): "broker_channel",
          ("network", "broker_key"): "broker_key", ("network", "join_code"): "join_code",
          ("network", "same_name"): "same_name", ("network", "per_address"): "per_address"}
AUTORUN = {"collect_seconds": (0, 3600), "reveal_seconds": (0, 86400), "call_seconds": (0, 120), "rounds": (1, 100)}
RANGES = {"judge_plays": (1, 9999), "round_seconds": (10, 7 * 86400), "slow_rate": (60, 400), "fast_rate": (60, 400),
          "display": (0, 16)}


LEXICON = ("file", "name", "edition", "qu")
_KEYS = "file, name, edition (qu)"
_EXAMPLES = {"name": "Leximots", "edition": "2025-26"}


def _word_list(path: Path, value: Any) -> tuple[str, str | None, str | None, str | None]:
    """`lexicon: FILE` or `lexicon: {file: FILE, name: NAME, edition: EDITION[, qu: q|qu]}` (DESIGN §4l): the file
    (relative to the settings file when it is there, else as given; "default": the embedded list), its name, its
    edition and how it writes QU. Any other shape is refused in one line naming the key."""
    if isinstance(value, dict):
        for inner in value:
            if inner not in LEXICON:
                raise ConfigError("settings.unknown", file=_file(path), setting=f"lexicon.{inner}")
        if "file" not in value:
            raise ConfigError("settings.lexicon", file=_file(path), setting="lexicon.file", keys=_KEYS)
        for inner in ("file", "name", "edition"):
            found = value.get(inner)
            if inner in value and (isinstance(found, bool) or not isinstance(found, (str, int, float))
                                   or not str(found).strip()):
                if inner == "file":
                    raise ConfigError("settings.lexicon", file=_file(path), setting="lexicon.file", keys=_KEYS)
                raise ConfigError("settings.lexicon_text", file=_file(path), setting=f"lexicon.{inner}",
                                  example=_EXAMPLES[inner])
        if value.get("qu", "qu") not in ("q", "qu"):
            raise ConfigError("settings.choice", file=_file(path), setting="lexicon.qu", choices="q, qu")
        name, edition = value.get("name"), value.get("edition")
        return (_list_file(path, str(value["file"])), None if name is None else str(name).strip(),
                None if edition is None else str(edition).strip(), value.get("qu"))
    if isinstance(value, bool) or not isinstance(value, str) or not value.strip():
        raise ConfigError("settings.lexicon", file=_file(path), setting="lexicon", keys=_KEYS)
    return _list_file(path, value), None, None, None


def _list_file(path: Path, file: str) -> str:
    file = file.strip()
    if file == "default":
        return file
    beside = path.parent / Path(file).expanduser()       # an absolute path stays as it is
    return str(beside) if beside.exists() else str(Path(file).expanduser())


def _check(path: Path, key: str, name: str, value: Any) -> Any:
    default = getattr(Settings, name, None)
    if name == "ruleset":
        try:
            return find_ruleset(value).name
        except UnknownRuleset:
            raise ConfigError("settings.choice", file=_file(path), setting=key, choices=", ".join(NAMES)) from None
    if name in CHOICES and value not in CHOICES[name]:
        raise ConfigError("settings.choice", file=_file(path), setting=key, choices=", ".join(sorted(CHOICES[name])))
    if name in RANGES and not (name == "judge_plays" and value is None):
        low, high = RANGES[name]
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise ConfigError("settings.whole", file=_file(path), setting=key, low=low, high=high)
    if isinstance(default, bool) and not isinstance(value, bool):
        raise ConfigError("settings.boolean", file=_file(path), setting=key)
    if name == "autorun":
        if not isinstance(value, dict):
            raise ConfigError("settings.group", file=_file(path), setting=key, names=", ".join([*AUTORUN, "start_at"]))
        for inner, number in value.items():
            if inner == "start_at":             # checked once the game's language is known (load_settings)
                continue
            if inner not in AUTORUN:
                raise ConfigError("settings.unknown", file=_file(path), setting=f"{key}.{inner}")
            low, high = AUTORUN[inner]
            if isinstance(number, bool) or not isinstance(number, (int, float)) or not low <= number <= high:
                raise ConfigError("settings.number", file=_file(path), setting=f"{key}.{inner}", low=low, high=high)
        return dict(value)
    if name == "join_code" and value is not None:
        if isinstance(value, bool) or not isinstance(value, (str, int)) or not 4 <= len(str(value).strip()) <= 64 \
                or not all(c.isascii() and (c.isalnum() or c in "-_.") for c in str(value).strip()):
            raise ConfigError("settings.join_code", file=_file(path), setting=key)
        return str(value).strip()
    if name == "per_address":
        if not isinstance(value, dict):
            raise ConfigError("settings.group", file=_file(path), setting=key, names=", ".join(PER_ADDRESS))
        for inner, number in value.items():
            if inner not in PER_ADDRESS:
                raise ConfigError("settings.unknown", file=_file(path), setting=f"{key}.{inner}")
            low, high = PER_ADDRESS[inner]
            if isinstance(number, bool) or not isinstance(number, int) or not low <= number <= high:
                raise ConfigError("settings.whole", file=_file(path), setting=f"{key}.{inner}", low=low, high=high)
        return PerAddress(**value)
    if name == "multiplex" and value is not None:
        from urllib.parse import urlsplit

        parts = urlsplit(value.get("hub", "")) if isinstance(value, dict) and isinstance(value.get("hub"), str) else None
        if parts is None or set(value) != {"hub", "venue", "key"} or parts.scheme not in ("http", "https") \
                or not parts.hostname or not isinstance(value["venue"], str) or not value["venue"].strip() \
                or not isinstance(value["key"], str) or len(value["key"]) < 16:
            raise ConfigError("settings.multiplex", file=_file(path), setting=key)
        return {"hub": value["hub"].strip(), "venue": value["venue"].strip(), "key": value["key"]}
    if name == "volume" and (not isinstance(value, (int, float)) or not 0 <= value <= 1):
        raise ConfigError("settings.number", file=_file(path), setting=key, low=0, high=1)
    if name == "broker" and value is not None:
        from urllib.parse import urlsplit

        parts = urlsplit(value.strip()) if isinstance(value, str) else None
        if parts is None or parts.scheme not in ("redis", "rediss", "unix") or not (parts.hostname or parts.path):
            raise ConfigError("settings.broker", file=_file(path), setting=key)
        return value.strip()
    if name == "broker_channel" and (not isinstance(value, str) or not value.strip() or len(value) > 64
                                     or not all(c.isascii() and (c.isalnum() or c in "-_.:") for c in value)):
        raise ConfigError("settings.channel", file=_file(path), setting=key)
    if name in ("tls_cert", "tls_key", "broker_key") and value is not None:
        if not isinstance(value, str) or not value.strip():
            raise ConfigError("settings.pem", file=_file(path), setting=key)
        return str(path.parent / Path(value).expanduser())       # an absolute path stays as it is
    if name == "trusted_proxies":
        import ipaddress

        entries = [] if value is None else [value] if isinstance(value, str) else value
        if not isinstance(entries, list) or not all(isinstance(entry, str) for entry in entries):
            raise ConfigError("settings.addresses", file=_file(path), setting=key)
        for entry in entries:
            try:
                ipaddress.ip_network(entry.strip(), strict=False)
            except ValueError:
                raise ConfigError("settings.address", file=_file(path), setting=key, entry=entry) from None
        return [entry.strip() for entry in entries]
    if name == "public_url" and value is not None:
        from urllib.parse import urlsplit

        parts = urlsplit(value.strip()) if isinstance(value, str) else None
        if parts is None or parts.scheme not in ("http", "https") or not parts.hostname:
            raise ConfigError("settings.public_url", file=_file(path), setting=key)
        return value.strip()
    if name == "serve" and value is not None:
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise ConfigError("settings.serve", file=_file(path), setting=key)
        value = str(value)
        port = value.rpartition(":")[2]
        if not is_whole(port, 5) or not 0 <= int(port) <= 65535:
            raise ConfigError("settings.serve", file=_file(path), setting=key)
    return value


# PyYAML's words for the mistakes a hand-edited settings file makes → its key (messages/settings.py
# "settings.yaml_problem.…"); any other is passed on in the parser's words
YAML_PROBLEMS = (
    (r"expected ',' or '\]', but got .*", "list_open"),
    (r"expected ',' or '\}', but got .*", "group_open"),
    (r"mapping values are not allowed here", "colon"),
    (r"found character '\\t' that cannot start any token", "tab"),
    (r"could not find expected ':'", "no_colon"),
    (r"found unexpected end of stream", "quote_open"),
    (r"expected <block end>, but found .*|did not find expected key|did not find expected '-' indicator", "indent"),
)


def yaml_problem(problem: str) -> str | Message:
    """The parser's problem said by key where it is a known one."""
    import re

    for pattern, key in YAML_PROBLEMS:
        if re.fullmatch(pattern, problem.strip()):
            return Message(f"settings.yaml_problem.{key}")
    return problem


def yaml_error(path: Path, error: yaml.YAMLError) -> ConfigError:
    """One line where the parser gives five: the file, line and column, and what is wrong (in the game's language
    where it is a known mistake, else in the parser's words)."""
    mark = getattr(error, "problem_mark", None)
    problem = yaml_problem(getattr(error, "problem", None) or str(error).splitlines()[0])
    where = _file(path) if mark is None else Message("settings.file_at", path=str(path), line=mark.line + 1,
                                                     column=mark.column + 1)
    return ConfigError("settings.yaml", file=where, problem=problem)


def settings_language(data: Any, ruleset: str | None = None) -> str:
    """The language a settings file's errors are said in, the game's: the file's `language`, else the ruleset's
    (the command line's, else the file's); Catalan when neither can be read (game_language)."""
    data = data if isinstance(data, dict) else {}
    rules, named = ruleset or data.get("ruleset"), data.get("language")
    return game_language(rules if isinstance(rules, str) else None, named if isinstance(named, str) else None)


def load_settings(path: Path | None, ruleset: str | None = None) -> Settings:
    """The settings of `path` (defaults without one); `ruleset` from the command line overrides the file's, and
    a Spanish game speaks Spanish, on every screen, phone and voice, unless the file names a language. A file that
    cannot be used raises ConfigError, said in the game's language (settings_language)."""
    settings = Settings()
    if path is None:
        if ruleset is not None:
            settings.ruleset = ruleset
            settings.language = game_language(ruleset)
        return settings
    language = settings_language(None, ruleset)          # until the file is read
    try:
        data, encoding = _read(path)
        language = settings_language(data, ruleset)
        settings = _settings(path, data, settings, ruleset)
    except ConfigError as error:
        error.language = language
        raise
    if encoding == WINDOWS_1252:
        settings.notes = (Message("settings.read_as_1252", file=_file(path)),)
    return settings


def _read(path: Path) -> tuple[dict[str, Any], str]:
    """The file's keys, and how its text was read (files.decode_text: UTF-8, else Windows-1252, as Notepad's
    "ANSI" saves it, the players file's rule); refused with the line of a byte neither can read."""
    try:
        raw = path.read_bytes()
        text, encoding = decode_text(raw, strict=True)
        data = yaml.safe_load(text) or {}
    except FileNotFoundError:
        raise ConfigError("settings.missing", file=_file(path)) from None
    except PermissionError:
        raise ConfigError("settings.denied", file=_file(path)) from None
    except IsADirectoryError:
        raise ConfigError("settings.folder", file=_file(path)) from None
    except OSError as error:
        raise ConfigError("settings.unreadable", file=_file(path), reason=message_of(error)) from None
    except UnicodeDecodeError as error:
        raise ConfigError("settings.text", file=Message("settings.file_line", path=str(path),
                                                        line=raw[:error.start].count(b"\n") + 1)) from None
    except yaml.YAMLError as error:
        raise yaml_error(path, error) from None
    if not isinstance(data, dict):
        raise ConfigError("settings.lines", file=_file(path))
    return data, encoding


def _settings(path: Path, data: dict[str, Any], settings: Settings, ruleset: str | None) -> Settings:
    for key, value in data.items():
        if isinstance(value, dict) and any(group == key for group, _ in NESTED):
            for inner, inner_value in value.items():
                name = NESTED.get((key, inner))
                if name is None:
                    raise ConfigError("settings.unknown", file=_file(path), setting=f"{key}.{inner}")
                setattr(settings, name, _check(path, f"{key}.{inner}", name, inner_value))
        elif key == "lexicon":
            settings.lexicon, settings.lexicon_name, settings.lexicon_edition, settings.lexicon_qu = \
                _word_list(path, value)
        elif hasattr(settings, key) and not key.startswith("lexicon_") and key != "notes":
            setattr(settings, key, _check(path, key, key, value))
        else:
            raise ConfigError("settings.unknown", file=_file(path), setting=f"'{key}'")
    if ruleset is not None:
        settings.ruleset = ruleset
    settings.language = game_language(settings.ruleset, data.get("language"))
    rules = find_ruleset(settings.ruleset)
    for seconds in rules.warnings.mandatory:          # the ruleset's own: FISC II.5 "30 segons!", AJS "¡1 minuto!"
        if not getattr(settings, WARNINGS[seconds]):
            raise ConfigError(f"settings.mandatory_warning.{seconds}", file=_file(path),
                              setting=f"warnings.{WARNINGS[seconds]}", ruleset=rules.title, rule=rules.warnings.source)
    if "start_at" in settings.autorun:
        _start_at(path, settings)
    if settings.broker and not settings.broker_key:      # beside the settings the socket processes read too
        settings.broker_key = str(path.parent / "broker.key")
    return settings


def _start_at(path: Path, settings: Settings) -> None:
    """autorun.start_at: a time of day, "HH:MM[:SS]"."""
    from .room.autorun import clock_time

    value = settings.autorun["start_at"]
    if clock_time(value) is None:
        raise ConfigError("settings.start_at", file=_file(path), setting="autorun.start_at", value=value)
    settings.autorun["start_at"] = str(value).strip()

"""Is this laptop ready for a live game? Each check looks at one thing a game needs and reports facts. On a server
(players at home: `--server`, or settings with `entry: online` behind a proxy) the checks are a server's: no
screen or speakers are needed; the voice, its clips for players at home, the address players are given, the
proxy, the join code and the open-file limit are.

A check never raises: what it cannot find becomes its finding. The facts use English keys (they are the
`--json` output); the sentences a judge reads are made from them in cli/doctor.py, in the game's language.
Status: "ok", "warning" (a game runs, but look at this), "missing" (a live game needs this).
"""

from __future__ import annotations

import gzip
import hashlib
import os
import shutil
import socket
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from .config import ConfigError, Settings, load_settings

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
    return str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__


# ---------------------------------------------------------------------------------------------- settings

def settings_check(path: Path | None) -> tuple[Settings, Check]:
    """The settings the other checks use (the defaults when the file cannot be used), and the file's check."""
    if path is None:
        return Settings(), Check("settings", OK, {"file": None})
    try:
        return load_settings(path), Check("settings", OK, {"file": str(path)})
    except ConfigError as error:
        return Settings(), Check("settings", MISSING, {"file": str(path), "error": _error(error)})


# ----------------------------------------------------------------------------------------------- screens

def screens_check(settings: Settings) -> Check:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame

        from .display.screens import init_display, screen_layout

        init_display()
    except Exception as error:  # noqa: BLE001 - pygame.error, ImportError: no screen is the finding
        return Check("screens", MISSING, {"error": _error(error)})
    try:
        found = screen_layout()
        driver = pygame.display.get_driver()
    finally:
        pygame.display.quit()
    sizes = found["sizes"]
    if not sizes:
        return Check("screens", MISSING, {"error": "no_screen", "driver": driver})
    projector = min(settings.display, len(sizes) - 1)
    width, height = sizes[projector]
    shared = len(sizes) == 1 or found["mirrored"]
    facts = {"driver": driver, "count": len(sizes), "sizes": [f"{w}x{h}" for w, h in sizes],
             "projector": projector + 1, "projector_size": f"{width}x{height}", "console_window": not shared,
             "one_screen": len(sizes) == 1, "mirrored": found["mirrored"], "platform": _platform()}
    small = width < SMALLEST_SCREEN[0] or height < SMALLEST_SCREEN[1]
    facts["small"] = small
    # One screen, or two showing the same picture: the judge's console would be on the wall. A game still
    # runs (the console hides its secrets, slips are typed on a strip), but the desktop should be extended.
    return Check("screens", WARNING if small or shared else OK, facts)


def _platform() -> str:
    import sys

    return "windows" if sys.platform.startswith("win") else "macos" if sys.platform == "darwin" else "linux"


# ------------------------------------------------------------------------------------------ sound, voice

def sound_check(settings: Settings) -> tuple[Check, object | None]:
    """The sound output a game would open (kept open for `play_check`), or why there is none."""
    from .announcer.audio import AudioUnavailable, SoundDeviceOutput
    from .announcer.speech import SAMPLE_RATE

    outputs = _output_names()
    if not settings.audio:
        return Check("sound", WARNING, {"disabled": True, "outputs": outputs}), None
    try:
        output = SoundDeviceOutput(SAMPLE_RATE)
    except AudioUnavailable as error:
        return Check("sound", MISSING, {"error": _error(error), "outputs": outputs}), None
    except Exception as error:  # noqa: BLE001 - whatever PortAudio says is the finding
        return Check("sound", MISSING, {"error": _error(error), "outputs": outputs}), None
    facts = {"device": output.name, "latency_ms": round(output.latency * 1000, 1), "outputs": outputs}
    return Check("sound", OK, facts), output


def _output_names() -> list[str]:
    try:
        import sounddevice

        return [str(d["name"]) for d in sounddevice.query_devices() if d.get("max_output_channels", 0) > 0]
    except Exception:  # noqa: BLE001 - no PortAudio: no outputs to list
        return []


def voice_check(settings: Settings) -> tuple[Check, object | None]:
    """Both languages' voices from the configured engine (the game's one is needed) and, for Catalan, why
    Festival's Ona is not the one speaking; the game's voice is kept for `play_check`."""
    from .announcer.voices import choose_voice

    voices, engines, reasons, kept = {}, {}, {}, None
    facts: dict = {"language": settings.language, "engine": settings.engine}
    for language in ("ca", "es"):
        try:
            voice, missing = choose_voice(language, settings.engine)
        except Exception as error:  # noqa: BLE001 - a broken speech library is the finding
            voice, missing = None, {"error": _error(error)}
        voices[language] = getattr(voice, "name", None)
        engines[language] = getattr(voice, "engine", None)
        if voice is None:
            reasons[language] = "; ".join(missing.values())
        if language == "ca" and "festival" in missing:
            facts["ona_missing"] = missing["festival"]
        if language == settings.language:
            kept = voice
        elif voice is not None:
            voice.close()
    facts.update(voices=voices, engines=engines, errors=reasons)
    if not settings.voice:
        if kept is not None:
            kept.close()
        return Check("voice", WARNING, {**facts, "disabled": True}), None
    if voices[settings.language] is None:
        return Check("voice", MISSING, facts), None
    ona_asked = settings.engine == "festival" and settings.language == "ca" and "ona_missing" in facts
    return Check("voice", WARNING if reasons or ona_asked else OK, facts), kept


def play_check(settings: Settings, output, voice, timeout: float = 10.0) -> Check:
    """A chime, then the first tile's name ("A d'Alacant") in the game's voice, on the game's output."""
    from .announcer.announcer import AnnouncerSettings, Renderer
    from .announcer.naming import naming_table
    from .announcer.phrases import Chime, Phrase
    from .announcer.speech import resample

    if output is None or voice is None:
        return Check("play", MISSING, {"played": None, "error": "no sound output" if output is None else "no voice"})
    table = naming_table(settings.language, settings.naming_table)
    named = table.tile("A")
    renderer = Renderer(voice, AnnouncerSettings(language=settings.language))
    rendered = renderer.render((Chime("call"), Phrase(named.text, named.spoken, pause=0.2)))
    if rendered.sample_rate != output.sample_rate:
        from .announcer.audio import Rendered

        rendered = Rendered(resample(rendered.samples, rendered.sample_rate, output.sample_rate),
                            output.sample_rate, rendered.marks)
    started = time.perf_counter()
    playback = output.play(rendered)
    finished = playback.done.wait(timeout + rendered.duration)
    facts = {"played": named.text, "seconds": round(rendered.duration, 2)}
    if not finished or playback.started_at is None:
        return Check("play", MISSING, {**facts, "error": f"the output took none of it in {timeout:.0f} s"})
    facts["started_ms"] = round((playback.started_at - started) * 1000, 1)
    return Check("play", OK, facts)


# -------------------------------------------------------------------------------------------- word lists

def word_list_checks(settings: Settings) -> list[Check]:
    """The embedded lists (both rule sets) and the configured one, each with its words, sha256 and cache."""
    from .data import MissingData, embedded_word_list
    from .rules import tile_set

    checks = []
    for ruleset in ("fisc", "ajs"):
        facts = {"list": "embedded", "ruleset": ruleset, "needed": ruleset == settings.ruleset}
        try:
            source = embedded_word_list(ruleset)
        except MissingData as error:
            checks.append(Check("word_list", MISSING if facts["needed"] else WARNING, {**facts, "error": str(error)}))
            continue
        checks.append(_list_check(source, tile_set(ruleset), facts))
    if settings.lexicon != "default":
        path = Path(settings.lexicon).expanduser()
        facts = {"list": str(path), "ruleset": settings.ruleset, "needed": True}
        if not path.is_file():
            checks.append(Check("word_list", MISSING, {**facts, "error": "no such file", "exists": False}))
        else:
            checks.append(_list_check(path, tile_set(settings.ruleset), facts))
    return checks


def _list_check(source, tiles, facts: dict) -> Check:
    from .engine import MAGIC, Lexicon, LexiconError, cache_dir, lib

    try:
        raw = source.read_bytes()
    except OSError as error:
        return Check("word_list", MISSING, {**facts, "error": error.strerror or _error(error)})
    sha = hashlib.sha256(raw).hexdigest()
    facts = {**facts, "sha256": sha}
    if raw[: len(MAGIC)] == MAGIC:
        return _compiled(source, tiles, sha, {**facts, "compiled_file": True})
    cached = cache_dir() / f"{sha}-{tiles.name}-v{lib.CND_VERSION}.gaddag"
    if cached.exists():
        try:
            lexicon = Lexicon.open_compiled(cached, tiles, sha)
            return Check("word_list", OK, {**facts, "words": lexicon.word_count, "cache": str(cached)})
        except LexiconError:
            pass            # a corrupt cache entry is rebuilt at the next game: counted from the text below
    try:
        text = gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw
        text.decode("utf-8")
    except (OSError, EOFError, UnicodeDecodeError) as error:
        return Check("word_list", MISSING, {**facts, "error": _error(error)})
    words = sum(1 for line in text.split(b"\n") if line.strip() and not line.startswith(b"#"))
    return Check("word_list", OK, {**facts, "words": words, "cache": None})


def _compiled(path, tiles, sha: str, facts: dict) -> Check:
    from .engine import Lexicon, LexiconError

    try:
        return Check("word_list", OK, {**facts, "words": Lexicon.open_compiled(Path(path), tiles, sha).word_count})
    except LexiconError as error:
        return Check("word_list", MISSING, {**facts, "error": str(error)})


# -------------------------------------------------------------------------------------- files and network

def log_folder_check(folder: Path) -> Check:
    """Where `run` writes its game logs (the current folder unless --log says otherwise), and its free disk."""
    facts: dict = {"folder": str(folder.resolve())}
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".conductor-doctor-") as probe:
            probe.write(b"{}\n")
            probe.flush()
            os.fsync(probe.fileno())
    except OSError as error:
        return Check("log_folder", MISSING, {**facts, "writable": False, "error": error.strerror or _error(error)})
    free_mb = shutil.disk_usage(folder).free // (1024 * 1024)
    facts.update(writable=True, free_mb=free_mb)
    status = MISSING if free_mb < NO_DISK_MB else WARNING if free_mb < LOW_DISK_MB else OK
    return Check("log_folder", status, facts)


def network_check(settings: Settings) -> Check:
    """The addresses a phone on the room's network could use, and whether the game server's port is free."""
    from .server.runner import parse_address, room_address

    addresses = sorted({room_address(), *_interface_addresses()} - {"127.0.0.1"})
    host, port = parse_address(settings.serve) if settings.serve else ("0.0.0.0", DEFAULT_PORT)
    facts = {"addresses": addresses, "serve": settings.serve, "port": port,
             "urls": [f"http://{address}:{port}/" for address in addresses]}
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.bind(("" if host in ("0.0.0.0", "") else host, port))
    except OSError as error:
        facts["port_error"] = error.strerror or _error(error)
        return Check("network", MISSING if settings.serve else WARNING, facts)
    return Check("network", OK if addresses else WARNING, facts)


def broker_check(settings: Settings) -> Check | None:
    """With socket processes (network.broker): the redis package, and Redis answering (None without a broker)."""
    if not settings.broker:
        return None
    facts = {"broker": settings.broker, "channel": settings.broker_channel}
    try:
        import redis
    except ImportError:
        return Check("broker", MISSING, {**facts, "error": "no redis package", "package": False})
    try:
        client = redis.Redis.from_url(settings.broker, socket_timeout=2, socket_connect_timeout=2)
        try:
            client.ping()
            facts["version"] = client.info("server").get("redis_version")
        finally:
            client.close()
    except Exception as error:                    # noqa: BLE001 - any failure is one line for the organiser
        return Check("broker", MISSING, {**facts, "error": _error(error)})
    return Check("broker", OK, facts)


def is_server(settings: Settings) -> bool:
    """Settings that describe an online game served to players at home behind a proxy (no room, no projector)."""
    return settings.entry == "online" and bool(settings.public_url or settings.trusted_proxies)


def clips_check() -> Check:
    """The room's voice goes to players at home as Ogg Opus clips (soundfile, libsndfile): can this machine
    make one?"""
    try:
        import numpy
        import soundfile

        from .room.home_voice import encode

        data = encode(numpy.zeros(2400, dtype=numpy.float32), 24_000)
        return Check("clips", OK if data[:4] == b"OggS" else MISSING,
                     {"libsndfile": soundfile.__libsndfile_version__, "bytes": len(data)})
    except Exception as error:  # noqa: BLE001 - a missing or old library is the finding
        return Check("clips", MISSING, {"error": _error(error)})


def public_check(settings: Settings) -> Check:
    """Where the server listens (it must be free) and what players are given: the public address behind the
    proxy, the invitation link (with the join code); a warning without a public address or a join code."""
    from .server.runner import parse_address

    serve = settings.serve or f"127.0.0.1:{DEFAULT_PORT}"
    host, port = parse_address(serve)
    public = settings.public_url or ""
    facts = {"serve": serve, "public_url": public or None, "proxies": list(settings.trusted_proxies),
             "join_code": bool(settings.join_code), "caddy": shutil.which("caddy"),
             "invitation": (public.rstrip("/") + "/play" + (f"#join={settings.join_code}" if settings.join_code
                                                            else "")) if public else None,
             "local_only": host in ("127.0.0.1", "::1", "localhost")}
    try:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.bind(("" if host in ("0.0.0.0", "") else host, port))
    except OSError as error:
        facts["port_error"] = error.strerror or _error(error)
        return Check("public", MISSING, facts)
    good = public and settings.join_code and settings.trusted_proxies and facts["local_only"]
    return Check("public", OK if good else WARNING, facts)


def descriptors_check() -> Check:
    """Open files allowed: each player's WebSocket and requests are one; the server raises its soft limit to the
    hard one at start, and holds about three quarters of it as connections."""
    try:
        import resource

        from .server.connections import connection_cap

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        usable = hard if hard != resource.RLIM_INFINITY else 1 << 20
        cap = connection_cap(usable)
    except (ImportError, ValueError, OSError) as error:
        return Check("descriptors", WARNING, {"error": _error(error)})
    return Check("descriptors", OK if cap >= 2000 else WARNING, {"soft": soft, "hard": usable, "connections": cap})


def _interface_addresses() -> set[str]:
    try:
        return {info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)}
    except OSError:
        return set()


# ----------------------------------------------------------------------------------------------- all of it

def run_checks(config: Path | None, log_folder: Path, play: bool = False, server: bool | None = None) -> list[Check]:
    """Every check; `server` (None: from the settings, is_server) checks what a server needs instead of a
    projector's screens and speakers."""
    settings, settings_found = settings_check(config)
    server = is_server(settings) if server is None else server
    if server:
        voice, spoken = voice_check(settings)      # players at home hear the room's voice: it is rendered here
        if spoken is not None:
            spoken.close()
        checks = [settings_found, Check("screens", OK, {"server": True}), Check("sound", OK, {"server": True}),
                  voice, clips_check()]
        checks += word_list_checks(settings)
        checks += [log_folder_check(log_folder), public_check(settings), descriptors_check()]
        broker = broker_check(settings)
        return checks + ([broker] if broker is not None else [])
    checks = [settings_found, screens_check(settings)]
    sound, output = sound_check(settings)
    voice, spoken = voice_check(settings)
    checks += [sound, voice]
    try:
        if play:
            checks.append(play_check(settings, output, spoken))
    finally:
        if output is not None:
            output.close()
        if spoken is not None:
            spoken.close()
    checks += [clips_check()] if settings.entry == "online" else []
    checks += word_list_checks(settings)
    checks += [log_folder_check(log_folder), network_check(settings)]
    broker = broker_check(settings)
    return checks + ([broker] if broker is not None else [])


def ready(checks: list[Check]) -> bool:
    return all(check.status != MISSING for check in checks)

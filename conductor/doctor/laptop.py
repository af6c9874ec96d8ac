"""What a judge's laptop needs for a live game: the settings, the screens, the sound output, the voices, the word
lists and the log folder."""

from __future__ import annotations

from typing import Any
import os
import shutil
import tempfile
import time
from pathlib import Path

from .. import platforms
from ..config import ConfigError, Settings, load_settings
from ..messages import Joined, LANGUAGES, Message
from .check import LOW_DISK_MB, MISSING, NO_DISK_MB, OK, SMALLEST_SCREEN, WARNING, Check, _error


# ---------------------------------------------------------------------------------------------- settings

def settings_check(path: Path | None) -> tuple[Settings, Check]:
    """The settings the other checks use (the defaults when the file cannot be used), and the file's check."""
    if path is None:
        return Settings(), Check("settings", OK, {"file": None})
    try:
        return load_settings(path), Check("settings", OK, {"file": str(path)})
    except ConfigError as error:     # said in the file's language, as the checklist is (its English in --json)
        return Settings(language=error.language or ""), Check("settings", MISSING, {"file": str(path), "error": str(error),
                                                                               "said": error.said()})


# ----------------------------------------------------------------------------------------------- screens

def screens_check(settings: Settings) -> Check:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame

        from ..display.screens import init_display, screen_layout

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
             "one_screen": len(sizes) == 1, "mirrored": found["mirrored"], "platform": platforms.system()}
    small = width < SMALLEST_SCREEN[0] or height < SMALLEST_SCREEN[1]
    facts["small"] = small
    # One screen, or two showing the same picture: the judge's console would be on the wall. A game still
    # runs (the console hides its secrets, slips are typed on a strip), but the desktop should be extended.
    return Check("screens", WARNING if small or shared else OK, facts)


# ------------------------------------------------------------------------------------------ sound, voice

def sound_check(settings: Settings) -> tuple[Check, Any]:
    """The sound output a game would open (kept open for `play_check`), or why there is none."""
    from ..announcer.audio import AudioUnavailable, SoundDeviceOutput
    from ..announcer.speech import SAMPLE_RATE

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


def voice_check(settings: Settings) -> tuple[Check, Any]:
    """Both languages' voices from the configured engine (the game's one is needed) and, for Catalan, why
    Festival's Ona is not the one speaking; the game's voice is kept for `play_check`."""
    from ..announcer.voices import choose_voice

    voices, engines, reasons, kept = {}, {}, {}, None
    facts: dict = {"language": settings.language, "engine": settings.engine}
    for language in LANGUAGES:
        try:
            voice, missing = choose_voice(language, settings.engine)
        except Exception as error:  # noqa: BLE001 - a broken speech library is the finding
            voice, missing = None, {"error": Message("speech.reasons", reasons=_error(error))}
        voices[language] = getattr(voice, "name", None)
        engines[language] = getattr(voice, "engine", None)
        if voice is None:
            reasons[language] = Message("speech.reasons", reasons=Joined(missing.values(), "; "))
        if language == "ca" and "festival" in missing:
            facts["ona_missing"] = missing["festival"]
        if language == settings.language:
            kept = voice
        elif voice is not None:
            voice.close()
    facts.update(voices=voices, engines=engines, errors=reasons, platform=platforms.system(),
                 source=platforms.voice_source())   # the system's espeak-ng and Festival, or eSpeak NG's wheel
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
    from ..announcer.announcer import AnnouncerSettings, Renderer
    from ..announcer.naming import naming_table
    from ..announcer.phrases import Chime, Phrase
    from ..announcer.speech import resample

    if output is None or voice is None:
        return Check("play", MISSING, {"played": None, "error": "no sound output" if output is None else "no voice"})
    table = naming_table(settings.language, settings.naming_table)
    named = table.tile("A")
    renderer = Renderer(voice, AnnouncerSettings(language=settings.language))
    rendered = renderer.render((Chime("call"), Phrase(named.text, named.spoken, pause=0.2)))
    if rendered.sample_rate != output.sample_rate:
        from ..announcer.audio import Rendered

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
    from ..data import MissingData, embedded_word_list
    from ..rules.ruleset import RULESETS, find_ruleset

    checks = []
    for ruleset in RULESETS:
        facts = {"list": "embedded", "ruleset": ruleset.name, "needed": ruleset is find_ruleset(settings.ruleset)}
        try:
            embedded_word_list(ruleset)
        except MissingData as error:
            checks.append(Check("word_list", MISSING if facts["needed"] else WARNING, {**facts, "error": str(error)}))
            continue
        checks.append(_list_check(None, ruleset.tiles, facts))
    if settings.lexicon != "default":
        path = Path(settings.lexicon).expanduser()
        facts = {"list": str(path), "ruleset": settings.ruleset, "needed": True}
        if not path.is_file():
            checks.append(Check("word_list", MISSING, {**facts, "error": "no such file", "exists": False}))
        else:
            checks.append(_list_check(str(path), find_ruleset(settings.ruleset).tiles, facts))
    return checks


def _list_check(source, tiles, facts: dict) -> Check:
    """A list as `lexicon info` reads it (the one reader): its words, their sha256, how its file reads, its cache."""
    from ..lexicon import LexiconError, describe_list

    try:
        identity, reading, cached = describe_list(source, tiles)
    except (LexiconError, OSError) as error:
        return Check("word_list", MISSING, {**facts, "error": str(error)})
    return Check("word_list", OK, {**facts, "list_name": identity.label, "words": identity.words,
                                   "sha256_words": identity.sha256_words, "encoding": reading.encoding,
                                   "skipped": reading.skipped, "cache": str(cached) if cached else None})


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
        return Check("log_folder", MISSING, {**facts, "writable": False, "error": _error(error)})
    free_mb = shutil.disk_usage(folder).free // (1024 * 1024)
    facts.update(writable=True, free_mb=free_mb)
    status = MISSING if free_mb < NO_DISK_MB else WARNING if free_mb < LOW_DISK_MB else OK
    return Check("log_folder", status, facts)

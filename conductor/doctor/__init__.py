"""Is this laptop ready for a live game? Each check looks at one thing a game needs and reports facts. On a server
(players at home: `--server`, or settings with `entry: online` behind a proxy) the checks are a server's: no
screen or speakers are needed; the voice, its clips for players at home, the address players are given, the
proxy, the join code and the open-file limit are.

A check never raises: what it cannot find becomes its finding. The facts use English keys (they are the
`--json` output); the sentences a judge reads are made from them in cli/doctor.py, in the game's language.
Status: "ok", "warning" (a game runs, but look at this), "missing" (a live game needs this).
"""

from __future__ import annotations

from pathlib import Path

from .check import MISSING, OK, WARNING, Check
from .laptop import log_folder_check, play_check, screens_check, settings_check, sound_check, voice_check, \
    word_list_checks
from .network import broker_check, clips_check, descriptors_check, is_server, network_check, public_check
from .windows_network import windows_checks

__all__ = ["Check", "OK", "WARNING", "MISSING", "ready", "run_checks", "settings_check"]


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
    checks += [log_folder_check(log_folder), network_check(settings), *windows_checks(settings)]
    broker = broker_check(settings)
    return checks + ([broker] if broker is not None else [])


def ready(checks: list[Check]) -> bool:
    return all(check.status != MISSING for check in checks)

"""`conductor doctor [--play] [--server] [--json]`: one checklist before an event, in the game's language.

The checks (conductor/doctor.py) find facts; this module says them to the judge, one line each with what to
do, and `--json` gives the facts as they are. Exit 1 when a live game lacks something it needs.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..language import whole_number
from ..messages import Message, Words, text, words_by_language

TEXT = words_by_language("doctor.")            # messages/doctor.py: {"ca": {"title": …, "status": {…}, "detail": {…}}, "es": …}


DETAILS = (   # what the checks found, in English (the --json facts) → its key in messages/doctor.py ("doctor.detail.…")
    (r"SDL found only its '(.*)' video driver", "sdl_driver"), (r"no_screen", "no_screen"),
    (r"no sound output", "no_sound"), (r"no voice", "no_voice"), (r"the output took none of it in (\d+) s", "silent"),
    (r"no such file", "no_file"), (r"Permission denied", "denied"), (r"No space left on device", "disk_full"),
    (r"Read-only file system", "read_only"), (r"Address already in use", "address_used"),
    (r"Error querying device (-?\d+)", "no_device"), (r"No such file or directory", "no_such"),
)


def detail(text, language: str) -> str:
    """A fact's English detail in the judge's language, where its shape is known (else as it is)."""
    import re

    if isinstance(text, Message):                       # one of ours: said in the language, no pattern needed
        return text.said(language)
    if not isinstance(text, str):
        return text
    for pattern, key in DETAILS:
        found = re.fullmatch(pattern, text.strip())
        if found:
            return TEXT[language](f"detail.{key}", found=found.group(1) if found.groups() else "")
    return text


def sentence(check, say: Words) -> tuple[str, str]:
    """The check's line and what to do about it ("" when nothing), in the language of `say`."""
    language = "es" if say is TEXT["es"] else "ca"
    facts = dict(check.facts)
    for key in ("error", "port_error"):
        if key in facts:
            facts[key] = detail(facts[key], language)
    if isinstance(facts.get("errors"), dict):
        facts["errors"] = {k: detail(v, language) for k, v in facts["errors"].items()}
    f, status = facts, check.status
    if check.name == "settings":
        if status == "missing":
            return say("settings_bad", error=f.get("said", f["error"])), say["settings_do"]
        return say("settings_ok" if f["file"] else "settings_none", **f), ""
    if check.name in ("screens", "sound") and f.get("server"):
        return say[f"{check.name}_server"], ""
    if check.name == "clips":
        return (say("clips_ok", **f), "") if status == "ok" else (say("clips_bad", **f), say["clips_do"])
    if check.name == "public":
        if "port_error" in f:
            return say("public_port", **f), say["public_port_do"]
        if not f["public_url"]:
            return say("public_none", **f), say["public_none_do"]
        proxy = say("public_proxy", proxies=", ".join(f["proxies"])) if f["proxies"] else \
            say["public_direct"] if f.get("direct") else ""
        line = say("public_ok", **{**f, "proxy": proxy}) + (say["public_serving"] if f.get("serving") else "")
        todo = "" if f["join_code"] else say["public_code_do"]
        if f.get("direct"):                       # HTTPS served by conductor itself: no proxy to install
            return line, todo or (say["public_direct_do"] if f["local_only"] else "")
        todo = todo or ("" if f["proxies"] and f["local_only"] else say["public_open_do"])
        return line, todo or ("" if f["caddy"] else say["public_caddy_do"])
    if check.name == "descriptors":
        if "error" in f:
            return f"{check.name}: {f['error']}", ""
        return (say("files_ok", **f), "") if status == "ok" else (say("files_low", **f), say["files_do"])
    if check.name == "screens":
        if status == "missing":
            return say("screens_none", **f), say["screens_do"]
        line = say("screens_ok", **{**f, "sizes": ", ".join(s.replace("x", "×") for s in f["sizes"]),
                                            "projector_size": f["projector_size"].replace("x", "×")})
        if f.get("small"):
            return say("screens_small", **f), say["screens_small_do"]
        if f.get("one_screen") or f.get("mirrored"):
            sizes = ", ".join(size.replace("x", "×") for size in f["sizes"])
            why = say["why_one"] if f.get("one_screen") else say["why_mirrored"]
            return (say("screens_shared", count=f["count"], sizes=sizes, why=why),
                    say[f"extend_{f.get('platform', 'linux')}"])
        line += "" if f["console_window"] else say["screens_one"]
        return line, ""
    if check.name == "sound":
        if f.get("disabled"):
            return say["sound_off"], ""
        return (say("sound_ok", **f), "") if status == "ok" else (say("sound_none", **f), say["sound_do"])
    if check.name == "voice":
        if f.get("disabled"):
            return say["voice_off"], ""
        wheel = f.get("source") == "wheel"        # Windows, macOS: eSpeak NG from its wheel (platforms.py)
        install = say["voice_do_wheel" if wheel else "voice_do"]
        if status == "missing":
            errors = "; ".join(f["errors"].values())
            return say("voice_none", language=f["language"], errors=errors), install
        voices = {language: name or f"— ({f['errors'].get(language, '?')})" for language, name in f["voices"].items()}
        line = say("voice_ok", **voices) + say["voice_from_wheel" if wheel else "voice_from_system"]
        if "ona_missing" in f and not wheel:
            line += say["voice_ona"]
        if status != "warning":
            return line, ""
        return line, install if f["errors"] or wheel else say["voice_ona_do"]
    if check.name == "play":
        return (say("play_ok", **f), "") if status == "ok" else (say("play_none", **f), say["sound_do"])
    if check.name == "word_list":
        which = say[f"embedded_{f['ruleset']}"] if f["list"] == "embedded" else say("configured", **f)
        if f.get("exists") is False:
            return say("list_nofile", which=which), say["list_do"]
        if "error" in f:
            return say("list_bad", which=which, error=f["error"]), say["list_do"]
        cache = say["list_cached"] if f.get("cache") or f.get("compiled_file") else say["list_uncached"]
        words = whole_number(f["words"], language)
        return say("list_ok", which=which, name=f["list_name"], words=words, sha=f["sha256_words"][:12],
                                     cache=cache), ""
    if check.name == "log_folder":
        if not f.get("writable"):
            return say("log_bad", **f), say["log_do"]
        if status == "ok":
            return say("log_ok", **f), ""
        return say("log_low", **f), say["log_low_do"]
    if check.name == "network":
        if "port_error" in f:
            return say("net_port", **f), say["net_port_do"]
        if not f["addresses"]:
            return say["net_none"], ""
        return say("net_ok", urls=", ".join(f["urls"])), ""
    if check.name.startswith("windows_"):
        return windows_sentence(check, say)
    if check.name == "broker":
        if f.get("package") is False:
            return say["broker_package"], say["broker_package_do"]
        if status != "ok":
            return say("broker_bad", **f), say["broker_do"]
        return say("broker_ok", **f), ""
    return f"{check.name}: {f}", ""


def windows_sentence(check, say: Words) -> tuple[str, str]:
    """The Windows network checks (doctor/windows_network.py): the line and the command that fixes it."""
    f, status = check.facts, check.status
    if check.name == "windows_network":
        return say("win_unknown", **f), say("win_unknown_do", **f)
    if check.name == "windows_profile":
        if not f["profiles"]:
            return say["win_profile_unknown"], say("win_profile_do", **f)
        line = say("win_profile_ok" if status == "ok" else "win_profile_public", **f)
        return line, "" if status == "ok" else say("win_profile_do", **f)
    if check.name == "windows_firewall":
        if status == "ok":
            return say["win_firewall_ok"], ""
        line = say("win_firewall_blocked" if f.get("blocked") else "win_firewall_none", **f)
        return line, say("win_firewall_do", **f)
    if "address" not in f:
        return say["win_address_virtual" if f.get("virtual_only") else "win_address_none"], say["win_address_do"]
    if status == "ok":
        return say("win_address_ok", **f), ""
    return say("win_address_other", **f), say("win_address_other_do", **f)


def cmd_doctor(args: argparse.Namespace) -> int:
    from ..doctor import ready, run_checks, settings_check
    from ..version import version

    config = Path(args.config) if args.config else None
    checks = run_checks(config, Path(args.log_folder), play=args.play, server=True if args.server else None)
    if args.json:
        print(json.dumps({"version": version(), "ready": ready(checks), "checks": [check.to_json() for check in checks]},
                         ensure_ascii=False))
        return 0 if ready(checks) else 1
    language = settings_check(config)[0].language
    say = TEXT[language]
    status = say["status"]
    width = max(len(label) for label in status.values())
    print(text("doctor.title", language, version=version()))
    for check in checks:
        line, advice = sentence(check, say)
        print(f"  {status[check.status]:<{width}}  {line}")
        if advice and check.status != "ok":
            print(f"  {'':<{width}}  → {say['do']}: {advice}")
    print(say["ready"] if ready(checks) else say["not_ready"])
    return 0 if ready(checks) else 1


def add_parsers(commands) -> None:
    doctor = commands.add_parser("doctor", help="check that this laptop is ready for a live game",
                                 description="Screens, sound, voice, word lists, settings, log folder, disk and "
                                             "network: one line each, with what to do. Exit 1 when a live game "
                                             "lacks something it needs.")
    doctor.add_argument("--play", action="store_true", help="also play a chime and the first tile's name aloud")
    doctor.add_argument("--server", action="store_true",
                        help="check a server for players at home (no screen or speakers needed; the address players "
                             "are given, the proxy, the join code, the open-file limit); implied by settings with "
                             "network.entry: online and network.public_url or trusted_proxies")
    doctor.add_argument("--json", action="store_true", help="the facts as JSON (English keys)")
    doctor.add_argument("-c", "--config", help="settings file (config.yaml) the game will use")
    doctor.add_argument("--log-folder", default=".", metavar="DIR",
                        help="where the game logs will be written (default: the current folder)")
    doctor.set_defaults(handler=cmd_doctor)

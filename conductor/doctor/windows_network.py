"""On Windows, what keeps phones in the hall from reaching the laptop (DESIGN §4k), each with the one command that
fixes it: the network's profile (a Public network blocks what a Private one lets in), an inbound firewall rule for
Conductor's Python (the installer adds one for private networks when it runs elevated; a judge who answered
"Cancel" to Windows' question has a block rule instead), and the address phones should use: the one of the
adapter with the default gateway, never a virtual adapter's (Hyper-V, WSL, VirtualBox, VMware, a VPN), which
`getaddrinfo` and even the default route may give.

Windows is asked once, through one PowerShell call (`ask`, the one place the platform is called: tests give
canned answers); its objects are the same in every display language, where netsh's text is not. When PowerShell
does not answer (Wine has no NetTCPIP module), the check says so and gives the commands to look by hand.
"""

from __future__ import annotations

import base64
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from typing import Any

from .. import platforms
from ..config import Settings
from .check import DEFAULT_PORT, MISSING, OK, WARNING, Check

RULE_NAME = "Conductor"
# adapters whose address no phone on the room's network can reach
VIRTUAL = re.compile(r"hyper-v|vethernet|\bwsl\b|virtualbox|vmware|vmnet|tap-windows|\btap\b|wireguard|wintun|"
                     r"tailscale|zerotier|openvpn|anyconnect|fortinet|forticlient|globalprotect|pangp|nordlynx|"
                     r"\bvpn\b|npcap|loopback|docker|bluetooth", re.I)
SECONDS = 20

# the facts, as JSON, whatever Windows' display language; $programs is filled in by `script`
SCRIPT = r"""
$ErrorActionPreference = 'SilentlyContinue'
$profiles = @(Get-NetConnectionProfile | ForEach-Object {
  @{alias = $_.InterfaceAlias; index = $_.InterfaceIndex; category = "$($_.NetworkCategory)"} })
$gateways = @(Get-NetIPConfiguration | Where-Object { $_.IPv4DefaultGateway } | ForEach-Object {
  $adapter = Get-NetAdapter -InterfaceIndex $_.InterfaceIndex
  @{alias = $_.InterfaceAlias; index = $_.InterfaceIndex; description = "$($_.InterfaceDescription)";
    virtual = [bool]$adapter.Virtual; addresses = @($_.IPv4Address | ForEach-Object { $_.IPAddress });
    gateway = "$(@($_.IPv4DefaultGateway)[0].NextHop)"} })
$rules = @(foreach ($program in $programs) {
  Get-NetFirewallApplicationFilter -Program $program | Get-NetFirewallRule |
    Where-Object { "$($_.Direction)" -eq 'Inbound' -and "$($_.Enabled)" -eq 'True' } | ForEach-Object {
      @{name = $_.DisplayName; action = "$($_.Action)"; profile = "$($_.Profile)"; program = $program} } })
@{profiles = $profiles; gateways = $gateways; rules = $rules} | ConvertTo-Json -Depth 4 -Compress
"""


def programs() -> list[str]:
    """The Python executables that listen for phones: this one (the installer's Python\\python.exe, which its
    bin\\conductor.exe starts) and, behind a virtual environment's launcher, the base one."""
    found: list[str] = []
    for executable in (sys.executable, getattr(sys, "_base_executable", sys.executable)):
        folder = os.path.dirname(executable)
        for name in ("python.exe", "pythonw.exe"):
            path = os.path.join(folder, name)
            if path not in found:
                found.append(path)
    return found


def script(paths: list[str]) -> str:
    quoted = ", ".join("'" + path.replace("'", "''") + "'" for path in paths)
    return f"$programs = @({quoted})\n{SCRIPT}"


def ask(paths: list[str]) -> dict[str, Any]:
    """Windows' answer (profiles, gateways, rules), or {"error": why} when PowerShell did not give one."""
    encoded = base64.b64encode(script(paths).encode("utf-16-le")).decode("ascii")
    try:
        done = subprocess.run(["powershell", "-NoProfile", "-NonInteractive", "-ExecutionPolicy", "Bypass",
                               "-EncodedCommand", encoded], capture_output=True, timeout=SECONDS,
                              creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
    except (OSError, subprocess.TimeoutExpired) as error:
        return {"error": f"powershell: {error}"}
    text = done.stdout.decode("utf-8", "replace").strip()
    try:
        answer = json.loads(text[text.index("{"):]) if "{" in text else None
    except ValueError:
        answer = None
    if not isinstance(answer, dict):          # Wine's powershell.exe is a stub: it says nothing and exits 0
        said = (done.stderr.decode("utf-8", "replace").strip() or text).splitlines()
        return {"error": f"powershell: {said[0] if said else f'no answer (exit {done.returncode})'}"}
    return answer


def _listed(value: Any) -> list[dict[str, Any]]:
    """ConvertTo-Json gives one object for a list of one (PowerShell 5), a list otherwise."""
    if isinstance(value, dict):
        return [value]
    return [item for item in value or [] if isinstance(item, dict)]


def _strings(value: Any) -> list[Any]:
    return [value] if isinstance(value, str) else list(value or [])


def is_virtual(adapter: dict[str, Any]) -> bool:
    return bool(adapter.get("virtual")) or bool(VIRTUAL.search(f"{adapter.get('alias', '')} "
                                                               f"{adapter.get('description', '')}"))


def profile_check(answer: dict[str, Any], gateway: dict[str, Any] | None) -> Check:
    """The room's network (the chosen adapter's) Private or Domain, not Public."""
    profiles = _listed(answer.get("profiles"))
    mine = [p for p in profiles if gateway is not None and p.get("index") == gateway.get("index")] or profiles
    if not mine:
        return Check("windows_profile", WARNING, {"profiles": [], "fix": PROFILE_COMMAND.format(alias="Wi-Fi")})
    public = [p for p in mine if str(p.get("category")).lower() == "public"]
    facts = {"profiles": [{"alias": p.get("alias"), "category": p.get("category")} for p in mine]}
    if public:
        return Check("windows_profile", WARNING, {**facts, "alias": public[0].get("alias"),
                                                  "fix": PROFILE_COMMAND.format(alias=public[0].get("alias"))})
    return Check("windows_profile", OK, {**facts, "alias": mine[0].get("alias")})


PROFILE_COMMAND = 'Set-NetConnectionProfile -InterfaceAlias "{alias}" -NetworkCategory Private'
RULE_COMMAND = ('netsh advfirewall firewall add rule name="{name}" dir=in action=allow program="{program}" '
                'enable=yes profile=private')
UNBLOCK_COMMAND = 'netsh advfirewall firewall delete rule name=all dir=in program="{program}"'


def firewall_check(answer: dict[str, Any], paths: list[str], serving: bool) -> Check:
    """An enabled inbound rule allowing Conductor's Python on private networks, and none blocking it (Windows
    applies a block rule before any allow)."""
    program = paths[0]
    rules = [{"name": r.get("name"), "action": r.get("action"), "profile": r.get("profile"),
              "program": r.get("program")} for r in _listed(answer.get("rules"))]
    facts: dict[str, Any] = {"program": program, "rules": rules}
    blocking = [r for r in rules if str(r["action"]).lower() == "block"]
    allowing = [r for r in rules if str(r["action"]).lower() == "allow"
                and re.search(r"private|any", str(r["profile"]), re.I)]
    if blocking:
        blocked = blocking[0]["program"] or program
        return Check("windows_firewall", MISSING if serving else WARNING,
                     {**facts, "blocked": True, "fix": UNBLOCK_COMMAND.format(program=blocked) + " && "
                      + RULE_COMMAND.format(name=RULE_NAME, program=blocked)})
    if not allowing:
        return Check("windows_firewall", MISSING if serving else WARNING,
                     {**facts, "fix": RULE_COMMAND.format(name=RULE_NAME, program=program)})
    return Check("windows_firewall", OK, facts)


def address_check(answer: dict[str, Any], shown: str, port: int) -> tuple[Check, dict[str, Any] | None]:
    """The address phones should use: the first adapter with a default gateway that is not virtual; a warning
    when the game would show another (a VPN's, a virtual switch's) or only a virtual adapter has a gateway."""
    gateways: list[dict[str, Any]] = [
        {"alias": g.get("alias"), "index": g.get("index"), "description": g.get("description"),
         "addresses": [str(a) for a in _strings(g.get("addresses")) if a], "gateway": g.get("gateway"),
         "virtual": is_virtual(g)} for g in _listed(answer.get("gateways"))]
    real = [g for g in gateways if not g["virtual"] and g["addresses"]]
    facts: dict[str, Any] = {"adapters": gateways, "shown": shown}
    if not real:
        return Check("windows_address", WARNING, {**facts, "virtual_only": bool(gateways)}), None
    chosen = real[0]
    address = chosen["addresses"][0]
    facts |= {"alias": chosen["alias"], "address": address, "url": f"http://{address}:{port}/"}
    if shown in chosen["addresses"]:
        return Check("windows_address", OK, facts), chosen
    return Check("windows_address", WARNING, {**facts, "fix": f"conductor run --serve {address}:{port}"}), chosen


def windows_checks(settings: Settings, asking: Callable[[list[str]], dict[str, Any]] | None = None) -> list[Check]:
    """The three checks on Windows (nothing elsewhere): with network.serve set, a blocked game server is MISSING;
    the address is compared with the one the game server would show phones (server.addresses.room_address)."""
    if platforms.system() != platforms.WINDOWS:
        return []
    from ..server.addresses import parse_address, room_address

    host, port = parse_address(settings.serve) if settings.serve else ("0.0.0.0", DEFAULT_PORT)
    shown = room_address() if host in ("0.0.0.0", "::", "") else host
    paths = programs()
    answer = (asking or ask)(paths)
    if "error" in answer:
        return [Check("windows_network", WARNING, {"error": answer["error"], "program": paths[0],
                                                   "fix": RULE_COMMAND.format(name=RULE_NAME, program=paths[0])})]
    address, chosen = address_check(answer, shown, port)
    return [profile_check(answer, chosen), firewall_check(answer, paths, bool(settings.serve)), address]

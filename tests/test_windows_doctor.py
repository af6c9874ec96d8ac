"""The Windows laptop's own answers, with Windows' calls faked (DESIGN §4k): doctor's network checks (the
network's profile, the firewall's rule for Conductor's Python, the address phones should use: never a virtual
adapter's), each with the command that fixes it, in the judge's language; the event loop, the open-file limit
and the paths a C library opens, as platforms.py gives them on Windows; the command's UTF-8 streams; files
written binary. Under Wine the same checks run against Windows' real answers (tests/test_windows_install.py)."""

from __future__ import annotations

import asyncio
import io
import os
import sys

import pytest

from conductor import files, platforms
from conductor.server import addresses
from conductor.cli.doctor import TEXT, sentence
from conductor.config import Settings
from conductor.doctor import windows_network as wn
from conductor.doctor.check import MISSING, OK, WARNING

PYTHON = r"C:\Users\Núria\AppData\Local\Programs\Conductor\Python\python.exe"
WIFI = {"alias": "Wi-Fi", "index": 12, "description": "Intel(R) Wi-Fi 6 AX201 160MHz", "virtual": False,
        "addresses": ["192.168.1.20"], "gateway": "192.168.1.1"}
WSL = {"alias": "vEthernet (WSL)", "index": 30, "description": "Hyper-V Virtual Ethernet Adapter", "virtual": True,
       "addresses": ["172.22.64.1"], "gateway": ""}
VPN = {"alias": "Ethernet 3", "index": 41, "description": "WireGuard Tunnel", "virtual": False,
       "addresses": ["10.8.0.2"], "gateway": "10.8.0.1"}
ALLOW = {"name": "Conductor", "action": "Allow", "profile": "Private", "program": PYTHON}


@pytest.fixture
def windows(monkeypatch):
    monkeypatch.setattr(wn, "programs", lambda: [PYTHON, PYTHON.replace("python.exe", "pythonw.exe")])
    monkeypatch.setattr(addresses, "room_address", lambda: "192.168.1.20")
    monkeypatch.setattr(sys, "platform", "win32")


def checks(answer, serve=None):
    return {c.name: c for c in wn.windows_checks(Settings(serve=serve), asking=lambda paths: answer)}


def said(check, language="ca"):
    return sentence(check, TEXT[language])


def test_a_private_network_an_allow_rule_and_the_wifi_address_are_ready(windows):
    found = checks({"profiles": {"alias": "Wi-Fi", "index": 12, "category": "Private"},     # one: not a list
                    "gateways": [WIFI], "rules": [ALLOW]})
    assert {name: c.status for name, c in found.items()} == {"windows_profile": OK, "windows_firewall": OK,
                                                             "windows_address": OK}
    assert said(found["windows_address"]) == ("Adreça per als mòbils: http://192.168.1.20:8765/ (Wi-Fi)", "")
    assert said(found["windows_profile"], "es") == ("Red de Windows: Wi-Fi es una red privada", "")


def test_a_public_network_says_the_command_that_makes_it_private(windows):
    found = checks({"profiles": [{"alias": "Wi-Fi", "index": 12, "category": "Public"},
                                 {"alias": "vEthernet (WSL)", "index": 30, "category": "Public"}],
                    "gateways": [WIFI, WSL], "rules": [ALLOW]})
    profile = found["windows_profile"]
    assert profile.status == WARNING and profile.facts["alias"] == "Wi-Fi"     # the room's adapter, not WSL's
    line, todo = said(profile)
    assert "Wi-Fi és una xarxa pública" in line
    assert 'Set-NetConnectionProfile -InterfaceAlias "Wi-Fi" -NetworkCategory Private' in todo


@pytest.mark.parametrize("rules, blocked", [([], False),
                                            ([{**ALLOW, "profile": "Public"}], False),
                                            ([ALLOW, {**ALLOW, "action": "Block", "profile": "Private, Public"}],
                                             True)])
def test_no_rule_or_a_block_rule_says_the_netsh_command(windows, rules, blocked):
    found = checks({"profiles": [], "gateways": [WIFI], "rules": rules}, serve="8765")
    firewall = found["windows_firewall"]
    assert firewall.status == MISSING                         # network.serve set: phones are expected
    line, todo = said(firewall)
    assert ("una regla bloqueja" in line) == blocked and PYTHON in line
    assert (f'netsh advfirewall firewall add rule name="Conductor" dir=in action=allow program="{PYTHON}" '
            "enable=yes profile=private") in todo
    assert ("delete rule name=all" in todo) == blocked
    assert checks({"profiles": [], "gateways": [WIFI], "rules": rules})["windows_firewall"].status == WARNING


def test_the_address_is_never_a_virtual_adapters(windows, monkeypatch):
    monkeypatch.setattr(addresses, "room_address", lambda: "10.8.0.2")     # the VPN's route
    found = checks({"profiles": [], "gateways": [VPN, WSL, WIFI], "rules": [ALLOW]})
    address = found["windows_address"]
    assert address.status == WARNING and address.facts["address"] == "192.168.1.20"
    line, todo = said(address, "es")
    assert "http://192.168.1.20:8765/ (Wi-Fi)" in line and "10.8.0.2" in line
    assert todo == "desconectad la VPN, o iniciad la partida con: conductor run --serve 192.168.1.20:8765"
    only_virtual = checks({"profiles": [], "gateways": [VPN], "rules": [ALLOW]})["windows_address"]
    assert only_virtual.status == WARNING and said(only_virtual)[0].startswith(
        "Adreça per als mòbils: només un adaptador virtual o una VPN")


def test_when_windows_does_not_answer_the_commands_to_look_by_hand_are_given(windows):
    found = checks({"error": "powershell: The term 'Get-NetConnectionProfile' is not recognized"})
    assert list(found) == ["windows_network"]
    line, todo = said(found["windows_network"], "es")
    assert "Windows no ha respondido (powershell: The term" in line
    assert "Get-NetConnectionProfile" in todo and f'program="{PYTHON}"' in todo


def test_nothing_is_asked_off_windows():
    assert wn.windows_checks(Settings(), asking=lambda paths: pytest.fail("asked")) == [] or \
        platforms.system() == platforms.WINDOWS


def test_the_script_names_each_program_quoted_for_powershell():
    text = wn.script([r"C:\Users\O'Brien\Conductor\Python\python.exe"])
    assert text.startswith(r"$programs = @('C:\Users\O''Brien\Conductor\Python\python.exe')")
    assert "Get-NetFirewallApplicationFilter -Program $program" in text


# --- platforms.py as Windows answers --------------------------------------------------------------

def test_windows_gets_a_selector_loop_and_select_limits_the_server(monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    loop = platforms.event_loop()
    try:
        assert isinstance(loop, asyncio.SelectorEventLoop)
    finally:
        loop.close()
    assert platforms.open_file_limits() == (512, 512)
    assert platforms.raise_open_file_limit(16512) == 512
    from conductor.server.connections import connection_cap, raise_descriptor_limit

    assert raise_descriptor_limit() == 512 and connection_cap(512) == 288
    assert platforms.run(asyncio.sleep(0, "done")) == "done"


def test_a_path_for_a_c_library_is_the_ansi_code_page_or_the_short_name(monkeypatch):
    import codecs

    assert platforms.native_path("/home/núria/x") == "/home/núria/x".encode()
    monkeypatch.setattr(sys, "platform", "win32")

    def ansi(name):                     # Windows' "mbcs" codec, as a Western European Windows has it
        return codecs.lookup("cp1252") if name == "mbcs" else None

    codecs.register(ansi)
    try:
        assert platforms.native_path(r"C:\Users\Núria\AppData") == b"C:\\Users\\N\xfaria\\AppData"
        monkeypatch.setattr(platforms, "_short_path", lambda path: r"C:\Users\F6F8~1\AppData")
        assert platforms.native_path(r"C:\Users\Νίκος\AppData") == rb"C:\Users\F6F8~1\AppData"
        monkeypatch.setattr(platforms, "_short_path", lambda path: None)
        with pytest.raises(ValueError, match="only Latin letters"):
            platforms.native_path(r"C:\Users\Νίκος\AppData")
    finally:
        codecs.unregister(ansi)


def test_the_commands_streams_are_utf8_whatever_the_locale(monkeypatch):
    from conductor.cli import utf8_streams

    streams = {name: io.TextIOWrapper(io.BytesIO(b"N\xc3\xbaria\n" if name == "stdin" else b""),
                                      encoding="cp1252", errors=errors)
               for name, errors in (("stdin", "strict"), ("stdout", "strict"), ("stderr", "backslashreplace"))}
    for name, stream in streams.items():
        monkeypatch.setattr(sys, name, stream)
    utf8_streams()
    assert [s.encoding for s in streams.values()] == ["utf-8"] * 3
    assert sys.stderr.errors == "backslashreplace"
    assert sys.stdin.readline() == "Núria\n"
    print("→ Àngel")
    sys.stdout.flush()
    assert streams["stdout"].buffer.getvalue() == "→ Àngel\n".encode()


def test_files_are_opened_binary(monkeypatch, tmp_path):
    """Windows' O_BINARY (0x8000) reaches os.open for every file Conductor writes; a text file's lines end in \\n."""
    seen = []
    real = os.open
    monkeypatch.setattr(files, "BINARY", 0x8000)
    monkeypatch.setattr(os, "open", lambda path, flags, mode=0o777: seen.append(flags) or real(path, flags & ~0x8000,
                                                                                               mode))
    files.write_private(tmp_path / "pack", b"a\nb\n", atomic=True)
    with files.private_file(tmp_path / "history", "a") as out:
        out.write("one\ntwo\n")
    assert seen and all(flags & 0x8000 for flags in seen)
    assert (tmp_path / "history").read_bytes() == b"one\ntwo\n"


# --- the siblings: where each Windows decision lives, and nowhere else -----------------------------

UNIX_ONLY = {"resource", "fcntl", "termios", "tty", "pty", "pwd", "grp", "posix", "crypt", "readline", "curses",
             "syslog"}


def _modules():
    import ast

    from paths import ROOT

    for path in (ROOT / "conductor").rglob("*.py"):
        if path.name != "_engine_abi.py":
            yield path.relative_to(ROOT).as_posix(), ast.parse(path.read_text(encoding="utf-8"))


def test_no_unix_only_module_is_imported_at_module_level():
    """A Windows Python has no `resource` or `fcntl`: each is imported inside the branch that uses it."""
    import ast

    found = []
    for name, tree in _modules():
        for node in tree.body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                found += [f"{name}:{node.lineno} {m}" for m in modules if m.split(".")[0] in UNIX_ONLY]
    assert found == []


def test_every_event_loop_comes_from_platforms():
    """The game server, the hub and the socket processes run on platforms.event_loop() (a selector loop on
    Windows): no other module makes a loop of its own."""
    import ast

    made = []
    for name, tree in _modules():
        if name == "conductor/platforms.py":
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "asyncio" \
                    and node.attr in ("run", "new_event_loop", "Runner", "ProactorEventLoop", "SelectorEventLoop"):
                made.append(f"{name}:{node.lineno} asyncio.{node.attr}")
    assert made == []

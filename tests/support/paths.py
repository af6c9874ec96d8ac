"""Where things are: the checkout, the screenshots' folder, this environment's `conductor` command, the headless
Chromium the tests print and draw pages with."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
ARTIFACTS = Path(os.environ.get("CONDUCTOR_ARTIFACTS", ROOT / "artifacts"))
CONDUCTOR = Path(sys.executable).parent / "conductor"

# Debian's chromium and its chromedriver (never Selenium Manager, which would try to download one); the headless
# shell (make test installs it) is the same Blink without the desktop browser around it: a session costs a fifth of
# the processor time (0.25 s against 1.4 s here). HEADLESS: the shell, else chromium's own headless mode.
CHROMIUM, CHROMEDRIVER = Path("/usr/bin/chromium"), Path("/usr/bin/chromedriver")
CHROMIUM_SHELL = Path("/usr/lib/chromium/chromium-headless-shell")
HEADLESS = CHROMIUM_SHELL if CHROMIUM_SHELL.exists() else CHROMIUM

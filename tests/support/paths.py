"""Where things are: the checkout, the screenshots' folder, this environment's `conductor` command, the headless
Chromium the tests print and draw pages with."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
ARTIFACTS = Path(os.environ.get("CONDUCTOR_ARTIFACTS", ROOT / "artifacts"))
CONDUCTOR = Path(sys.executable).parent / "conductor"

# Debian's chromium-headless-shell (make test installs it): the same Blink as chromium without the desktop browser
# around it, a fifth of the processor time a page costs; chromium's own headless mode where it is missing
CHROMIUM_SHELL = Path("/usr/lib/chromium/chromium-headless-shell")
HEADLESS = CHROMIUM_SHELL if CHROMIUM_SHELL.exists() else Path("/usr/bin/chromium")

"""Where things are: the checkout, the screenshots' folder, this environment's `conductor` command."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
ARTIFACTS = Path(os.environ.get("CONDUCTOR_ARTIFACTS", ROOT / "artifacts"))
CONDUCTOR = Path(sys.executable).parent / "conductor"

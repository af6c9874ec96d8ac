"""What the room sees and the judge types into: the projector, the console, the trainer (pygame shells)."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # stdout carries JSON lines (an unattended game's steps)

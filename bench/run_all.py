#!/usr/bin/env python3
"""Run every benchmark under bench/ and print its figures (`make bench`)."""

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

for script in sorted(HERE.glob("*_bench.py")):
    print(f"== {script.name}", flush=True)
    subprocess.run([sys.executable, str(script)], check=True)

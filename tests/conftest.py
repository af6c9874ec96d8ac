"""Shared test set-up: a private cache directory for compiled word lists, and the default lexicon."""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    """Compiled lists go to a per-run cache, so tests never depend on what a machine cached before."""
    path = tmp_path_factory.getbasetemp() / "cache"
    os.environ["CONDUCTOR_CACHE_DIR"] = str(path)
    yield path


@pytest.fixture(scope="session")
def catalan_lexicon(_private_cache):
    from conductor.engine import Lexicon
    from conductor.rules import CATALAN

    return Lexicon.load(None, CATALAN)

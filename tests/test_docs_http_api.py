"""docs/http-api.md is the network interface as the code has it: every refusal the server layer can answer with
(its sentence's key, or the game's "code"), every WebSocket message type and close code the server sends. What the
code holds is read from it (tests/support/http_api.py), never listed here; the routes are checked in
tests/test_layers.py."""

from __future__ import annotations

import ast
import json
import re

from conductor.messages import MESSAGES
from support.http_api import PAGE, SERVER_FILES, answer_keys, game_refusal_keys, notation_keys

DOC = PAGE.read_text(encoding="utf-8")
# a key named on the page: `round.moved`, or quoted in an answer shown there (`"code": "round.moved"`)
NAMED = set(re.findall(r"[`\"]([a-z_]+(?:\.[a-z_]+)*)[`\"]", DOC))
# the game's refusals a slip or a join can carry as "code", by the area of the game that decides them: the slip's
# text and round (game/rounds.py, collection.py), its table, a null or a correction a device's slip becomes, a
# join (game/registration.py), the game's end
GAME_AREAS = ("gate", "slip", "round", "table", "null", "correct", "join", "game")


def test_every_refusal_the_server_layer_names_is_on_the_page():
    missing = {key: where for key, where in answer_keys().items() if key not in NAMED}
    assert missing == {}


def test_every_refusal_of_a_slip_or_a_join_is_on_the_page():
    """The game's codes a network request can meet: a slip's text that does not read as a move, and every refusal
    the game core raises in the areas that decide a slip's round and table, a join and a login."""
    codes = notation_keys() | game_refusal_keys(GAME_AREAS)
    assert sorted(codes - NAMED) == []


def test_the_page_names_no_key_that_does_not_exist():
    """A key renamed in the code is renamed here too (the page's `code`s are messages' keys or the answered
    codes)."""
    stale = {name for name in NAMED if "." in name and name.split(".")[0] in {k.split(".")[0] for k in MESSAGES}
             and name not in MESSAGES}
    assert stale == set()


def _sent_on_sockets() -> tuple[set[str], set[int]]:
    """The "type"s of the messages the server layer writes on a WebSocket (JSON built as a dict, or written as a
    string), and the close codes it uses."""
    types, codes = set(), set()
    for path in SERVER_FILES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                types |= {v.value for k, v in zip(node.keys, node.values) if isinstance(k, ast.Constant)
                          and k.value == "type" and isinstance(v, ast.Constant) and isinstance(v.value, str)}
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith('{"type": '):
                types.add(json.loads(node.value.split(",")[0] + "}")["type"])
            elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "close":
                codes |= {k.value.value for k in node.keywords if k.arg == "code" and isinstance(k.value, ast.Constant)}
    return types, codes


def test_every_websocket_message_and_close_code_is_on_the_page():
    types, codes = _sent_on_sockets()
    assert types >= {"view", "standings", "mine"} and codes >= {4001, 4002}
    assert sorted(t for t in types if f'{{"type": "{t}"' not in DOC) == []
    assert sorted(c for c in codes if f"**{c}**" not in DOC) == []


def test_every_link_of_the_documentation_leads_to_a_file():
    """README.md, CHANGELOG.md and docs/*.md link each other by relative paths: each one names a file that exists
    (the README's long sections moved to docs/, so a link left behind would lead nowhere)."""
    root = PAGE.parent.parent
    broken = []
    for path in [root / "README.md", root / "CHANGELOG.md", *sorted((root / "docs").glob("*.md"))]:
        if not path.exists():
            continue
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", path.read_text(encoding="utf-8")):
            if "://" not in target and not (path.parent / target).exists():
                broken.append(f"{path.name}: {target}")
    assert broken == []

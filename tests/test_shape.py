"""The house's shape, counted (DESIGN §3, §4i): a decision written once, where the next engineer finds it.

- A ruleset is an object (rules/ruleset.py): its name is written there and in its sentences (messages/), at most
  twice anywhere else; the list of a game's languages is written once (messages.LANGUAGES).
- "% of the master" is reckoned once (game/ranking.percent_of_master).
Each count is read from the source with `ast`, as tests/test_layers.py reads imports."""

from __future__ import annotations

import ast
from pathlib import Path

from conductor.rules.ruleset import RULESETS

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "conductor"
NAMES = {name for ruleset in RULESETS for name in (ruleset.name, *ruleset.aliases)}

# Still to move (another engineer's file in flight when the Ruleset came): module → how many it may still hold.
# Lower the count as they move; a module not listed holds none.
PENDING_RULESET_NAMES = {
    "config.py": 5, "game/schema.py": 2, "wordlist/identity.py": 2, "wordlist/spelled.py": 2,
}
PENDING_LANGUAGE_LISTS = {"config.py": 1, "game/schema.py": 1, "server/relay.py": 1}


def _sources():
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path.relative_to(PACKAGE).as_posix(), ast.parse(path.read_text(encoding="utf-8"))


def ruleset_names_written() -> dict[str, int]:
    """Per module outside rules/ and messages/, the string constants that are a ruleset's name or alias."""
    found: dict[str, int] = {}
    for where, tree in _sources():
        if where.startswith(("rules/", "messages/")):
            continue
        count = sum(1 for node in ast.walk(tree) if isinstance(node, ast.Constant) and node.value in NAMES)
        if count:
            found[where] = count
    return found


def language_lists_written() -> dict[str, int]:
    """Per module, the tuples, lists and sets of constants holding both "ca" and "es": the languages written out."""
    found: dict[str, int] = {}
    for where, tree in _sources():
        count = sum(1 for node in ast.walk(tree) if isinstance(node, (ast.Tuple, ast.List, ast.Set))
                    and {"ca", "es"} <= {e.value for e in node.elts if isinstance(e, ast.Constant)})
        if count:
            found[where] = count
    return found


def _over(found: dict[str, int], allowed: dict[str, int]) -> dict[str, int]:
    return {where: count for where, count in found.items() if count > allowed.get(where, 0)}


def test_a_rulesets_name_is_written_in_rules_and_messages_only():
    found = ruleset_names_written()
    assert _over(found, PENDING_RULESET_NAMES) == {}, "ask rules/ruleset.py (find_ruleset, RULESETS, NAMES)"
    assert sum(count for where, count in found.items() if where not in PENDING_RULESET_NAMES) <= 2
    assert all(where in found for where in PENDING_RULESET_NAMES), "a module that moved leaves PENDING_RULESET_NAMES"


def test_the_list_of_languages_is_written_once():
    found = language_lists_written()
    assert found.pop("messages/__init__.py") == 1           # LANGUAGES
    assert _over(found, PENDING_LANGUAGE_LISTS) == {}, "ask messages.LANGUAGES"
    assert all(where in found for where in PENDING_LANGUAGE_LISTS), "a module that moved leaves PENDING_LANGUAGE_LISTS"


def test_the_percent_of_the_master_is_reckoned_once():
    """A product by 100 is a percentage: only game/ranking.percent_of_master makes one of the master's points (the
    word-list reader's share of skipped lines is another percentage)."""
    found = {f"{where}:{node.lineno}" for where, tree in _sources() for node in ast.walk(tree)
             if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)
             and any(isinstance(side, ast.Constant) and side.value in (100, 100.0) for side in (node.left, node.right))}
    assert {where.split(":")[0] for where in found} == {"game/ranking.py", "wordlist/__init__.py"}, sorted(found)


def test_the_pages_javascript_is_linted_by_a_pinned_eslint():
    """`make lint` runs ESLint (npm, @eslint/js recommended: eslint.config.js) over every page's JavaScript, at
    versions pinned exactly in package.json and package-lock.json, installed by the Makefile (npm ci), never globally."""
    import json
    import re

    wanted = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["devDependencies"]
    assert {"eslint", "@eslint/js"} <= wanted.keys()
    assert all(re.fullmatch(r"\d+\.\d+\.\d+", version) for version in wanted.values()), wanted
    locked = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    assert {name: locked[f"node_modules/{name}"]["version"] for name in wanted} == wanted
    config = (ROOT / "eslint.config.js").read_text(encoding="utf-8")
    assert "js.configs.recommended" in config and '"conductor/server/static/**/*.js"' in config
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    lint = re.search(r"^lint:.*\n((?:\t.*\n)+)", makefile, re.MULTILINE)
    assert lint and "$(ESLINT) conductor/server/static" in lint.group(1) and "npm ci" in makefile

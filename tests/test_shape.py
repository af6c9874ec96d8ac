"""The house's shape, counted (DESIGN §3, §4i): a decision written once, where the next engineer finds it.

- A ruleset is an object (rules/ruleset.py): its name is written there and in its sentences (messages/), at most
  twice anywhere else; the list of a game's languages is written once (messages.LANGUAGES).
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

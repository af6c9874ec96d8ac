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


def test_a_rulesets_name_is_written_in_rules_and_messages_only():
    """At most twice elsewhere (the issue's bound; there are none): every other layer asks rules/ruleset.py
    (find_ruleset, RULESETS, NAMES, a game's `ruleset`)."""
    found = ruleset_names_written()
    assert sum(found.values()) <= 2, found


def test_the_list_of_languages_is_written_once():
    """messages.LANGUAGES; the settings, the schema, the pages, the voice and the doctor ask it."""
    assert language_lists_written() == {"messages/__init__.py": 1}


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


# A programmer's error (an assertion, a wrong type, an index past the end): a traceback for whoever wrote the call,
# never a sentence a judge reads. Every other error a user may meet says a keyed message (messages/: en, ca, es).
PROGRAMMERS = {"AssertionError", "TypeError", "NotImplementedError", "IndexError", "KeyError", "MemoryError"}
# …and these, each never said to anybody: (module, exception) → why
NEVER_SAID = {
    ("rules/keyed_random.py", "ValueError"): "random.Random's own contract (getrandbits of a negative count)",
    ("server/quiet.py", "ConnectionError"): "to aiohttp, when an answer is half sent: it closes the connection",
    ("engine_binding.py", "ImportError"): "the package cannot load its own C engine: a broken install, stopped at "
                                          "import, before any game or language exists",
}


def _english(arg: ast.AST) -> bool:
    """Whether a raise's first argument is a sentence written in place (a literal or an f-string with words between
    spaces), not a message key, a Message, a name or a value passed on."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return " " in arg.value.strip()
    if isinstance(arg, ast.JoinedStr):
        return any(isinstance(part, ast.Constant) and " " in part.value for part in arg.values)
    if isinstance(arg, ast.BinOp):
        return _english(arg.left) or _english(arg.right)
    return False


def unkeyed_raises() -> list[str]:
    found = []
    for where, tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args:
                name = ast.unparse(node.exc.func).rsplit(".", 1)[-1]
                if name not in PROGRAMMERS and (where, name) not in NEVER_SAID and _english(node.exc.args[0]):
                    found.append(f"{where}:{node.lineno} {name}({ast.unparse(node.exc.args[0])[:60]})")
    return found


def test_every_error_a_user_may_meet_is_keyed():
    """Every raise of a sentence is of a keyed message: the error's class is a KeyedError (said in the game's
    language where it is shown: the command line's `refused`, the consoles, the doctor), its first argument a key."""
    assert unkeyed_raises() == []


def _keyed_classes() -> set[str]:
    """The names of every KeyedError class of the package (every module imported, its subclasses walked)."""
    import importlib
    import pkgutil

    import conductor
    from conductor.messages import KeyedError

    for module in pkgutil.walk_packages(conductor.__path__, "conductor."):
        if module.name != "conductor.__main__":
            try:
                importlib.import_module(module.name)
            except ImportError:               # a platform's own module (Windows): read by the AST check all the same
                pass
    found, todo = set(), [KeyedError]
    while todo:
        each = todo.pop()
        found.add(each.__name__)
        todo.extend(each.__subclasses__())
    return found


def _a_key(arg: ast.AST, keys: set[str]) -> bool:
    """Whether a keyed error's first argument names a sentence: a key of messages/ written out, a key built from
    one's prefix (f"{what}.mixed_case", f"settings.mandatory_warning.{seconds}"), a Message, a conditional of keys, or
    a value passed on (a name, an attribute, a call's result: an error's own message)."""
    if isinstance(arg, ast.Constant):
        return isinstance(arg.value, str) and arg.value in keys
    if isinstance(arg, ast.JoinedStr):
        written = "".join(part.value for part in arg.values if isinstance(part, ast.Constant))
        head = arg.values[0].value if isinstance(arg.values[0], ast.Constant) else ""
        tail = arg.values[-1].value if isinstance(arg.values[-1], ast.Constant) else ""
        return " " not in written and any(key.startswith(head) and key.endswith(tail) for key in keys)
    if isinstance(arg, ast.IfExp):
        return _a_key(arg.body, keys) and _a_key(arg.orelse, keys)
    return isinstance(arg, (ast.Name, ast.Attribute, ast.Call, ast.Subscript))


def raises_of_keyed_errors_without_a_key() -> tuple[int, list[str]]:
    """(how many raises of a KeyedError class there are, those whose first argument is no sentence's key)."""
    from conductor.messages import MESSAGES

    classes, keys = _keyed_classes(), set(MESSAGES)
    count, found = 0, []
    for where, tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                name = ast.unparse(node.exc.func).rsplit(".", 1)[-1]
                if name in classes:
                    count += 1
                    if not node.exc.args or not _a_key(node.exc.args[0], keys):
                        found.append(f"{where}:{node.lineno} {ast.unparse(node.exc)[:70]}")
    return count, found


def test_every_raise_of_a_users_error_carries_a_message_key():
    """Each raise of an error a user may meet (a KeyedError: said in the game's language by whoever shows it)
    names its sentence by a key of messages/ (en, ca, es): a key that does not exist, or none, is found here."""
    count, found = raises_of_keyed_errors_without_a_key()
    assert count > 300 and found == []


# the faces: the session, the live host, the consoles (projector and headless), the confirmation, the room's screens
FACES = ("game/session.py", "live/host.py", "display/", "cli/headless.py")


def _command_words() -> set[str]:
    from conductor.game.commands import COMMANDS

    return {word.lower() for command in COMMANDS for word in (command.name, *(w for ws in command.words.values()
                                                                               for w in ws))}


def _names_a_command(node: ast.AST) -> bool:
    """Whether an expression is a command's name or the words typed: `name`, `command`, `text`, `words[0]`,
    `found.name`, `text.lower()`…"""
    import re

    return bool(re.fullmatch(r"(\w+\.)?(name|command|text|line|first|word|words\[0\])(\.lower\(\))?|\w+\.name",
                             ast.unparse(node)))


def name_comparisons() -> list[str]:
    """Comparisons in the faces of a command's name (or the words typed) with a command's words."""
    words = _command_words()
    found = []
    for where, tree in _sources():
        if not where.startswith(FACES):
            continue
        for node in ast.walk(tree):
            if not isinstance(node, ast.Compare):
                continue
            sides = [node.left, *node.comparators]
            said = {e.value.lower() for side in sides for e in ([side] if isinstance(side, ast.Constant) else
                                                               getattr(side, "elts", []))
                    if isinstance(e, ast.Constant) and isinstance(e.value, str)}
            if said & words and any(_names_a_command(side) for side in sides):
                found.append(f"{where}:{node.lineno} {ast.unparse(node)[:70]}")
    return found


def test_no_face_compares_a_commands_name_with_its_words():
    """What a command does is on its registry entry (DESIGN §4i: public, then, summary, query, confirm, before,
    action…); the faces ask it, never its words."""
    assert name_comparisons() == []


# the voice's naming tables (assets/naming/*.yaml) are data read in, with their own {fields}: not sentences of ours
NAMING_DATA = {"announcer/naming.py"}


def _a_tables_sentence(node: ast.AST) -> bool:
    """`said["x"]`, `(said["a"] if … else said["b"])`, `str(words["x"])`: a sentence read out of a table."""
    if isinstance(node, ast.IfExp):
        return _a_tables_sentence(node.body) or _a_tables_sentence(node.orelse)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "str" and node.args:
        return _a_tables_sentence(node.args[0])
    return isinstance(node, ast.Subscript)


def sentences_formatted_by_hand() -> list[str]:
    """A sentence of a table filled in place (`said["x"].format(…)`, `formatted(said["x"], …)`): the second way of
    saying a sentence beside messages' own (`text(key, …)`, `Message`, `Words`: `said("x", …)`)."""
    found = []
    for where, tree in _sources():
        if where.startswith("messages/") or where in NAMING_DATA:
            continue
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            by_hand = isinstance(node.func, ast.Attribute) and node.func.attr == "format" \
                and _a_tables_sentence(node.func.value)
            by_template = isinstance(node.func, ast.Name) and node.func.id == "formatted" and node.args \
                and isinstance(node.args[0], ast.Subscript)
            if by_hand or by_template:
                found.append(f"{where}:{node.lineno} {ast.unparse(node)[:70]}")
    return found


def test_one_way_to_say_a_sentence():
    """Every sentence is said through messages/ (a key and its parameters): no table's sentence is filled by hand,
    and no face reads the plain tables (`by_language`) but the pages' words written into JavaScript."""
    assert sentences_formatted_by_hand() == []
    plain = [f"{where}:{node.lineno}" for where, tree in _sources() if not where.startswith("messages/")
             for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
             and node.func.id == "by_language"]
    assert [where for where in plain if not where.startswith("server/pagewords.py")] == []


def test_the_consoles_line_comes_from_the_command():
    """The console's line for an answer is the one its command's entry names (`summary`, a key of display/
    summaries.LINES), never guessed from the answer's keys: one answer, two commands, two lines."""
    from conductor.display.summaries import LINES, summary
    from conductor.game.commands import COMMANDS

    assert {command.summary for command in COMMANDS} <= LINES.keys()
    answer = {"ok": True, "round": 2, "phase": "think", "slips": 3}
    assert summary("state", answer, "ca") != summary("close", answer, "ca")
    assert summary("close", answer, "ca") == summary("tanca", answer, "ca")     # the command, in any of its words

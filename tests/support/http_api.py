"""What the network interface is, read from the code (for tests/test_docs_http_api.py and tests/test_layers.py):
every route the aiohttp apps register, and every keyed sentence the server layer can answer with.

Read with `ast`, so nothing is served or imported: a route is a `router.add_get/add_post/add_put/add_delete/
add_patch/add_head(PATH, …)` or `add_route(METHOD, PATH, …)` call (or `web.get/post/…(PATH, …)` in a route
list); a key is a string constant given to `say("…")` (the gate's sentences, keyed "server.…"), `text("…")`,
`Message("…")`, `GameError("…")`, or written as a JSON answer's `"code"`, in the server layer's files, except
what only the judge's console is told (an argument of `….notices.append(…)`).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGE = ROOT / "conductor"
PAGE = ROOT / "docs" / "http-api.md"
# the processes that serve HTTP: the game server (`conductor run --serve`), the socket processes (`conductor
# sockets`), the multiplex hub (`conductor hub`)
SERVER_FILES = [*sorted((PACKAGE / "server").glob("*.py")), PACKAGE / "multiplex" / "web.py",
                PACKAGE / "multiplex" / "state.py", PACKAGE / "cli" / "sockets.py"]
METHODS = {"add_get": "GET", "add_post": "POST", "add_put": "PUT", "add_delete": "DELETE", "add_patch": "PATCH",
           "add_head": "HEAD", "get": "GET", "post": "POST", "put": "PUT", "delete": "DELETE", "patch": "PATCH"}
KEYED = {"text", "Message", "GameError", "KeyedError"}


def _name(node: ast.AST) -> str:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def _strings(node: ast.AST) -> list[str]:
    """The string constants `node` may be: itself, or either branch of a conditional expression."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    return []


def routes() -> dict[str, str]:
    """"METHOD PATH" → the file that registers it, for every route of every app in the package."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = _name(node.func)
            owner = node.func.value if isinstance(node.func, ast.Attribute) else None
            if name == "add_route" and len(node.args) >= 2:
                methods, paths = _strings(node.args[0]), _strings(node.args[1])
            elif name.startswith("add_") and name in METHODS:
                methods, paths = [METHODS[name]], _strings(node.args[0])
            elif name in METHODS and isinstance(owner, ast.Name) and owner.id == "web":
                methods, paths = [METHODS[name]], _strings(node.args[0])
            else:
                continue
            for method in methods:
                for route in paths:
                    found[f"{method} {route}"] = str(path.relative_to(ROOT))
    return found


def _console_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes inside a `….notices.append(…)` or a `print(…)` call: told to the judge's or the
    organiser's console, never answered."""
    inside = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and (_name(node.func) == "append" and isinstance(node.func, ast.Attribute)
                                           and _name(node.func.value) == "notices"
                                           or isinstance(node.func, ast.Name) and node.func.id == "print"):
            inside |= {id(each) for each in ast.walk(node)}
    return inside


def answer_keys() -> dict[str, str]:
    """Every key of a sentence (or code) the server layer can answer a request with → the file naming it."""
    found = {}
    for path in SERVER_FILES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        console = _console_only(tree)
        for node in ast.walk(tree):
            if id(node) in console:
                continue
            keys: list[str] = []
            if isinstance(node, ast.Call) and node.args:
                name = _name(node.func)
                if name == "say":
                    keys = [f"server.{key}" for key in _strings(node.args[0])]
                elif name in KEYED:
                    keys = _strings(node.args[0])
            elif isinstance(node, ast.Dict):            # {"code": "join_code"}
                keys = [s for k, v in zip(node.keys, node.values) if k is not None and _strings(k) == ["code"]
                        for s in _strings(v)]
            elif isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Subscript) \
                    and _strings(node.targets[0].slice) == ["code"]:     # told["code"] = "same_name"
                keys = _strings(node.value)
            for key in keys:
                if not key.startswith("serve."):   # the server's start (ServeError): the command line's, never answered
                    found.setdefault(key, str(path.relative_to(ROOT)))
    return found


def notation_keys() -> set[str]:
    """The keys a slip's text is refused with when it does not read as a move (rules/move.py `parse_move`, and the
    coordinate's and word's own checks it calls): what a network slip meets before the game looks at it."""
    from conductor.messages import MESSAGES

    tree = ast.parse((PACKAGE / "rules" / "move.py").read_text(encoding="utf-8"))
    keys = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "parse_move":
            keys |= {s for each in ast.walk(node) for s in _strings(each) if s in MESSAGES}
    return keys | {key for key in MESSAGES if key.split(".")[0] in ("coordinate", "word")}


def game_refusal_keys(areas: tuple[str, ...]) -> set[str]:
    """The keys the game core refuses with (`GameError("round.moved")`, any `…Error("…")` with a constant key, either
    branch of a conditional) in conductor/game/, for the areas a network request reaches (a slip's round and table,
    a join, …): what comes back as "code"."""
    keys = set()
    for path in sorted((PACKAGE / "game").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and node.args and _name(node.func).endswith(("Error", "Conflict")):
                keys |= {key for key in _strings(node.args[0]) if key.split(".")[0] in areas}
    return keys

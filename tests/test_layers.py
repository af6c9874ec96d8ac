"""The house's shape, checked (issue 37, DESIGN §3): no import circle, each layer imports only its own or lower
ones, no source file past 400 lines, and every "DESIGN §…" a file cites resolves in docs/DESIGN.md.

Imports are read from the source with `ast` (function-level ones too: an import put inside a function to dodge a
circle is still a circle of concepts)."""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "conductor"
MAX_LINES = 400

# Layers, lowest first (DESIGN §3). A module may import from its own layer or a lower one.
LAYERS = [
    {"digits", "language", "messages", "files", "clock", "data", "rules"},    # messages: the rules' errors are keyed
    {"engine", "lexicon", "announcer", "positions", "simulate"},
    {"game", "reasons"},
    {"pack", "room", "report", "training"},
    {"live", "config", "multiplex"},
    {"display", "server", "cli", "doctor", "__main__", "conductor"},
]
LEVEL = {name: level for level, names in enumerate(LAYERS) for name in names}


def _name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_name(path): path for path in PACKAGE.rglob("*.py")}


def _imports(module: str, path: Path) -> set[str]:
    """The package's modules `module` imports (a package's submodule named in `from . import x` counts as that
    submodule, not the package)."""
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            submodules = {f"{target}.{alias.name}" for alias in node.names} & MODULES.keys()
            found |= submodules
            if len(submodules) < len(node.names) and target in MODULES:
                found.add(target)
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in MODULES}
    found.discard(module)
    return found


GRAPH = {module: _imports(module, path) for module, path in MODULES.items()}


def _group(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def test_no_import_circle():
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(module: str) -> None:          # Tarjan's strongly connected components
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in GRAPH.get(module, ()):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while True:
                other = stack.pop()
                component.append(other)
                if other == module:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for module in sorted(GRAPH):
        if module not in index:
            visit(module)
    assert circles == []


def test_each_layer_imports_only_its_own_or_lower_ones():
    unknown = sorted({_group(m) for m in MODULES} - LEVEL.keys())
    assert unknown == [], f"modules of no layer (add them to LAYERS and to DESIGN §3): {unknown}"
    leaks = defaultdict(set)
    for module, imported in GRAPH.items():
        for other in imported:
            if LEVEL[_group(other)] > LEVEL[_group(module)]:
                leaks[module].add(other)
    assert dict(leaks) == {}


def test_no_source_file_past_400_lines():
    sources = [*PACKAGE.rglob("*.py"), *PACKAGE.rglob("*.js"), *(ROOT / "engine_c").glob("*.[ch]")]
    long = {str(path.relative_to(ROOT)): lines for path in sources
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


def test_every_design_reference_resolves():
    design = (ROOT / "docs" / "DESIGN.md").read_text(encoding="utf-8")
    sections = set(re.findall(r"^#+ (\d+[a-z]?)\.", design, re.MULTILINE))
    cited = defaultdict(set)
    for path in [*PACKAGE.rglob("*.py"), *(ROOT / "tests").glob("*.py"), *(ROOT / "bench").glob("*.py"),
                 *(ROOT / "docs").glob("*.md"), ROOT / "README.md", ROOT / "config.yaml"]:
        for section in re.findall(r"DESIGN §(\d+[a-z]?)", path.read_text(encoding="utf-8")):
            cited[section].add(path.name)
    missing = {section: sorted(files) for section, files in cited.items() if section not in sections}
    assert missing == {}


def test_the_engines_copy_of_the_board_layout_is_the_rules():
    """The C engine keeps its own copy of the bonus squares (engine_c/movegen.c's PREMIUM, read at every move's
    score); rules/board.py is where the layout is decided, so the copy is checked square by square against it."""
    from conductor.rules.board import SIZE, letter_multiplier, word_multiplier

    source = (ROOT / "engine_c" / "movegen.c").read_text(encoding="utf-8")
    table = re.search(r"PREMIUM\[CND_SIZE\] = \{(.*?)\};", source, re.S)
    assert table, "engine_c/movegen.c holds no PREMIUM table"
    rows = re.findall(r'"([TDtd.]{15})"', table.group(1))
    assert len(rows) == SIZE
    meaning = {"T": (1, 3), "D": (1, 2), "t": (3, 1), "d": (2, 1), ".": (1, 1)}
    copied = {(r, c): meaning[rows[r][c]] for r in range(SIZE) for c in range(SIZE)}
    decided = {(r, c): (letter_multiplier(r, c), word_multiplier(r, c)) for r in range(SIZE) for c in range(SIZE)}
    assert copied == decided

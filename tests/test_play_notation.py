"""The player's page builds a slip's notation from the tiles put down (static/play/notation.js); it must be what
the room writes. Node runs the page's own module against moves the engine generated on boards of real games
(blanks and digraphs, words through tiles already on the board, one-tile moves, both directions), compared with
the engine's str(move) and with rules.move.move_from_tiles; misplaced tiles (a gap, two lines) are refused
naming the same square. And its blank picker has the letters of each tile set (its words are keyed messages,
messages/pages.py, checked in both languages by tests/test_language.py).
"""

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from conductor.engine import MoveGenerator
from conductor.rules import CATALAN
from conductor.rules.bag import Bag
from conductor.rules.board import Board, square_name
from conductor.rules.move import IllegalMove, apply, move_from_tiles, place
from conductor.rules.tiles import SPANISH, Tile

pytestmark = pytest.mark.process

NODE = shutil.which("node")
if NODE is None:
    pytest.skip("the page's modules are run with node (Debian's nodejs)", allow_module_level=True)

PLAY = Path(__file__).resolve().parent.parent / "conductor" / "server" / "static" / "play"
RUN = """
const notation = await import(process.argv[1] + "/notation.js");
const words = await import(process.argv[1] + "/words.js");
const cases = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = cases.map((c) => notation.moveFromTiles(c.board, c.placed));
console.log(JSON.stringify({out, letters: words.LETTERS}));
"""


def labels(board: Board) -> list[list[str]]:
    return [["" if tile is None else str(tile) for tile in line] for line in board.cells]


def run_node(cases: list[dict]) -> dict:
    script = "(async () => {" + RUN + "})()"
    done = subprocess.run([NODE, "--experimental-detect-module", "-e", script, str(PLAY)],
                          input=json.dumps(cases), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def games(lexicon, seed: int, rounds: int):
    """(board, placement) for moves of a game played with random moves among the ten best (varied shapes)."""
    rng = random.Random(seed)
    generator = MoveGenerator(lexicon, threads=1)
    board, bag, rack = Board(), Bag.full(CATALAN), []
    for _ in range(rounds):
        drawn, bag = bag.draw(7 - len(rack), rng)
        rack = rack + drawn
        if not generator.generate(board, rack):
            break
        moves = list(generator.top(40))
        for candidate in rng.sample(moves, min(len(moves), 6)):
            yield board, place(board, candidate.move, CATALAN)
        chosen = place(board, rng.choice(moves[:10]).move, CATALAN)
        rack = list(rack)
        for _, tile in chosen.new_tiles:
            rack.remove("?" if tile.blank else tile.label)
        board = apply(board, chosen)


def test_the_page_writes_the_notation_the_room_writes(catalan_lexicon):
    cases, expected = [], []
    for seed in (1, 2, 3):
        for board, placement in games(catalan_lexicon, seed, 9):
            new = dict(placement.new_tiles)
            assert str(move_from_tiles(board, new)) == str(placement.move)
            cases.append({"board": labels(board),
                          "placed": [{"row": r, "col": c, "label": str(tile)} for (r, c), tile in new.items()]})
            expected.append(str(placement.move))
    # a board with a blank and digraphs already on it, read through by a one-tile move both ways
    board = Board().with_tiles({(7, 7): Tile("L·L", blank=True), (7, 8): Tile("A"), (6, 8): Tile("NY"),
                                (8, 8): Tile("QU")})
    for new in ({(7, 9): Tile("S")}, {(5, 8): Tile("E", blank=True)}, {(7, 6): Tile("A"), (7, 10): Tile("O")}):
        try:
            text = str(move_from_tiles(board, new))
        except IllegalMove:
            text = None
        cases.append({"board": labels(board), "placed": [{"row": r, "col": c, "label": str(t)} for (r, c), t in new.items()]})
        expected.append(text)
    answer = run_node(cases)
    got = [o.get("text") for o in answer["out"]]
    assert len(got) > 100
    wrong = [(e, g) for e, g in zip(expected, got) if e != g]
    assert not wrong, wrong[:5]
    assert {"H8 l·lAS", "9F eNYAQU"} <= set(got), got[-3:]
    assert any(t and any(ch.islower() for ch in t.split()[1]) for t in got)           # blanks were met
    assert any(t and t[0].isdigit() for t in got) and any(t and t[0].isalpha() for t in got)  # both directions


def test_misplaced_tiles_are_named_as_the_room_names_them():
    board = Board().with_tiles({(7, 7): Tile("C"), (7, 8): Tile("A")})
    shapes = [
        ({(7, 10): Tile("S"), (7, 12): Tile("A")}, "gap"),          # a hole between new tiles on one row
        ({(7, 6): Tile("S"), (8, 7): Tile("A")}, "line"),           # two lines
        ({(3, 3): Tile("S"), (3, 5): Tile("A")}, "gap"),
    ]
    cases = [{"board": labels(board), "placed": [{"row": r, "col": c, "label": str(t)} for (r, c), t in new.items()]}
             for new, _ in shapes]
    answer = run_node(cases)
    for (new, kind), out in zip(shapes, answer["out"]):
        with pytest.raises(IllegalMove) as refused:
            move_from_tiles(board, new)
        assert out["error"] == kind, (new, out)
        if kind == "gap":
            assert f"at {out['square']}" in str(refused.value), (out, str(refused.value))
    assert answer["out"][0]["square"] == square_name(7, 11)


def test_each_tile_set_in_the_picker():
    answer = run_node([])
    assert sorted(answer["letters"]["ca"]) == sorted(CATALAN.labels)
    assert sorted(answer["letters"]["es"]) == sorted(SPANISH.labels)


READ = """
const notation = await import(process.argv[1] + "/notation.js");
const cases = JSON.parse(require("fs").readFileSync(0, "utf8"));
console.log(JSON.stringify(cases.map((c) => notation.readAsTheRoom(c.text, c.board, c.rack, c.digraphs))));
"""


def test_a_typed_slip_is_read_as_the_room_reads_it():
    """Before: "h8 casa" on a rack with no blank was echoed and said as four blanks ("c escarràs, a escarràs…") though
    the room scores it in capitals. The page's readAsTheRoom (notation.js) gives, for each slip, what the room's rule
    gives (game/rounds.py score_slip: lowercase tiles on empty squares beyond the rack's blanks: the whole slip in
    capitals), on an empty board and on one with tiles (written lowercase there: no blank spent), digraphs as one."""
    from conductor.game.rounds import _blanks_written
    from conductor.rules.move import parse_move
    from conductor.rules.tiles import BLANK

    board = Board().with_tiles({(7, 7): Tile("C"), (7, 8): Tile("A"), (7, 9): Tile("S", blank=True)})
    digraphs = {CATALAN: ["L·L", "NY", "QU"], SPANISH: ["CH", "LL", "RR"]}
    slips = [  # (tiles, board, rack, text)
        (CATALAN, Board(), "CASARTE", "h8 casa"), (CATALAN, Board(), "CASART?", "h8 casa"),
        (CATALAN, Board(), "CASART?", "H8 CAsA"), (CATALAN, Board(), "CASARTE", "H8 CAsA"),
        (CATALAN, Board(), "CAS??TE", "8h caSA"), (CATALAN, Board(), "L·LAS?TE", "H8 l·lAS"),
        (CATALAN, Board(), "LAS?TEN", "H8 l.lAS"), (CATALAN, Board(), "NYAS?TE", "H8 nyAS"),
        (CATALAN, Board(), "QUIS?TE", "H8 QUiS"), (CATALAN, Board(), "ABCDEFG", "H8 quis"),
        (CATALAN, board, "ERTABCD", "H8 casA"), (CATALAN, board, "ERTABCD", "H8 casAt"),
        (CATALAN, board, "ERTAB?D", "H8 CASat"), (CATALAN, board, "ERTAB?D", "h8 casat"),
        (SPANISH, Board(), "CHAR?TE", "H8 chAR"), (SPANISH, Board(), "LLAR?TE", "h8 llar"),
        (SPANISH, Board(), "AERR?TE", "H8 rrA"), (SPANISH, Board(), "AERRSTE", "H8 rrA"),
    ]
    cases, expected = [], []
    for tiles, on, rack_text, text in slips:
        rack = tokenize(rack_text, tiles)
        move = parse_move(text, tiles)
        expected.append(text.upper() if _blanks_written(move, on) > rack.count(BLANK) else text)
        cases.append({"text": text, "board": labels(on), "rack": rack, "digraphs": digraphs[tiles]})
    script = "(async () => {" + READ + "})()"
    done = subprocess.run([NODE, "--experimental-detect-module", "-e", script, str(PLAY)],
                          input=json.dumps(cases), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    print(f"\nread as the room: {dict(zip([s[3] for s in slips], got))}")
    assert got == expected, [(s[3], g, e) for s, g, e in zip(slips, got, expected) if g != e]
    assert expected[:4] == ["H8 CASA", "H8 CASA", "H8 CAsA", "H8 CASA"] and "H8 casA" in expected, expected


def tokenize(rack_text: str, tiles) -> list[str]:
    """A rack written without spaces, as the room's labels ("?" a blank)."""
    from conductor.rules.spelling import tokenize_rack
    return tokenize_rack(rack_text, tiles)

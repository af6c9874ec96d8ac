"""A complete 16-move game whose every score was worked out by hand from the rules (I.6, DESIGN §2).

The arithmetic is written next to each move: letter values × letter premiums of new tiles,
× word premiums of new tiles, for the main word and every cross word, +50 for 7 tiles.
Geometry only (no lexicon), as `conductor score` does.
"""

import json
import subprocess
import sys

import pytest

from conductor.rules import CATALAN, Board, apply, parse_move, place

GAME = [
    # B(H4 DL)3×2 + R U I 1+1+1 + X(H8 DW)10 + E S 1+1 = 21 ×2 = 42, 7 tiles +50
    ("H4 BRUIXES", 92),
    # P(F10 TL)3×3=9 + A 1 + S(existing) 1 + T 1 + A(J10 TL)1×3=3
    ("10F PASTA", 15),
    # CANTARA: (C2 + 6×1) = 8, K5 DW × K11 DW = ×4 → 32; cross PASTAR 3+5 = 8; +50
    ("K5 CANTARA", 90),
    # ES: E(L8 DL)2 + S 1 = 3; cross TE: T1 + E(DL)2 = 3; cross AS: 1+1 = 2
    ("L8 ES", 8),
    # A(existing)1 + L 1 + Ç 10 + A(N6 TL)3 + R 1
    ("6K ALÇAR", 16),
    # C(O1 TW)2 + A1 + N1 + T(O4 DL)2 + A1 + R(existing)1 + E1 + M(O8 TW)2 = 11, ×9 = 99, +50
    ("O1 CANTAREM", 149),
    # NET: (1+1+1) × L12 DW = 6; cross CANTARAN: 8 + N 1 = 9
    ("12K NET", 15),
    # T(existing)1 + blank on M13 DW 0 + L 1 = 2, ×2: a blank still takes the word premium
    ("M12 TaL", 4),
    # UNAM 1+1+1+2 = 5; crosses TU 2, AN 2, ME 2+1 = 3
    ("11I UNAM", 12),
    # SAL (1+1+1)×2 (N14 DW) = 6; NETS 4; a(blank 0)+A 1 = 1; LL (1+1)×2 = 4
    ("N12 SAL", 15),
    # A(existing)1 + NY 10: NY is one tile
    ("G10 ANY", 11),
    # E(L15 DL)2 + S1 + S1 + A(O15 TW)1 = 5, ×3 = 15; TaLS 1+0+1+1 = 3; SALS 4
    ("15L ESSA", 22),
    # C2 + O1 + L·L(N2 DW)10 + A(existing)1 = 14, ×2: L·L is one tile
    ("2L COL·LA", 28),
    # QU(G7 DL)8×2 = 16 + I(existing)1
    ("7G QUI", 17),
    # SAC 1+1+2 = 4 (O1's TW was used already); SO 2; AL·L 1+10 = 11 (N2's DW used already)
    ("1M SAC", 17),
    # ESPERAt: 1+1+3+1+1+1+0 = 8, E5 DW × E11 DW = ×4 → 32 (blank t on E11);
    # cross APASTAR 1+3+1+1+1+1+1 = 9; 7 tiles +50
    ("E5 ESPERAt", 91),
]
TOTAL = 602


def test_every_move_scores_as_worked_out_by_hand():
    board = Board()
    for text, expected in GAME:
        placement = place(board, parse_move(text, CATALAN), CATALAN)
        assert placement.score == expected, text
        board = apply(board, placement)
    assert sum(score for _, score in GAME) == TOTAL


@pytest.mark.process
def test_score_command_replays_the_game():
    moves = ";".join(text for text, _ in GAME)
    out = subprocess.run(
        [sys.executable, "-m", "conductor", "score", "--moves", moves, "--json"],
        capture_output=True, text=True, check=True,
    ).stdout
    assert json.loads(out) == {"scores": [s for _, s in GAME], "total": TOTAL}


@pytest.mark.process
def test_score_command_contract_example():
    out = subprocess.run(
        [sys.executable, "-m", "conductor", "score", "--moves", "H8 CASA;8H CASES", "--json"],
        capture_output=True, text=True, check=True,
    ).stdout
    assert json.loads(out) == {"scores": [10, 7], "total": 17}


@pytest.mark.process
def test_score_command_reports_illegal_move_with_index():
    result = subprocess.run(
        [sys.executable, "-m", "conductor", "score", "--moves", "H8 CASA;8H CASES;A1 XX"],
        capture_output=True, text=True,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "jugada 3 ('A1 XX')" in lines[0] and "no toca cap fitxa" in lines[0]      # the default ruleset's words

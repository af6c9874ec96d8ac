"""Each player's results sheet (FISC II.9), checked against figures worked out from the plan of a game whose
slips come after the reveals, with a null move, an invalid word, a sanction, corrections (one of a missing
slip), a finalised round, a closed one and two still collecting; the same sheet from the real
`conductor report --player`, the HTML report's player sections, corrections and provisional banner, the
CSV's marks, and a Spanish sheet for an AJS game."""

import itertools
import re
import subprocess
import sys

import pytest

from conductor.clock import StepClock
from conductor.game.duplicate import Config
from conductor.game.log import read_log
from conductor.game.players import Player
from conductor.game.ranking import standings
from conductor.game.session import Session, replay
from conductor.report import report_csv, report_html
from conductor.report.progress import ranks_by_round
from conductor.report.player import (
    EXPELLED,
    MISSING,
    NULL,
    OK,
    PENDING,
    SANCTION,
    Entry,
    player_sheet,
    player_sheet_text,
)
from sessions import ok

BONUS = 5   # 10 players, bonuses on: N/2


def _non_word(round_, lexicon):
    """Three of the round's rack tiles that make no word: an invalid word, legal otherwise, on the first move."""
    tiles = [t for t in round_.rack if t != "?"]
    for word in itertools.permutations(tiles, 3):
        if not lexicon.check("".join(word)):
            return "".join(word)
    raise AssertionError("every 3-tile arrangement is a word")


def play(lexicon, path):
    """The game of this file; returns the session (open) and the plan: each table's score per round."""
    names = [Player(t, f"Jugador {t}", "Club Lleida" if t == 1 else "") for t in range(1, 11)]
    s = Session.new(path, lexicon, "fisc", names, 21, Config(180, True, "random"), StepClock())
    g = s.game
    for command in ("draw", "start", "time", "reveal", "draw", "start"):
        ok(s, command)
    r1 = g.rounds[0]
    m1 = r1.master_score
    # round 1's slips, typed while round 2 is played: table 1 alone finds the master (solo top)
    ok(s, f"slip r1 1 {r1.master}")
    ok(s, "null r1 2 late")
    ok(s, f"slip r1 4 H8 {_non_word(r1, lexicon)}")
    for t in (3, 5, 6, 7, 8, 9):
        ok(s, f"slip r1 {t} {m1 - t}")
    ok(s, "finalise 1")                          # table 10 never handed one in: 0 "sense papereta"
    ok(s, f"correct r1 2 {m1 - 1}")              # the judge checks table 2's slip: it was on time
    ok(s, "time")
    ok(s, "reveal")
    ok(s, "draw")
    ok(s, "start")
    r2 = g.rounds[1]
    m2 = r2.master_score
    ok(s, f"slip r2 2 {r2.master}")              # table 2 alone finds round 2's master
    for t in (1, 3, 4, 5, 7, 8, 9, 10):
        ok(s, f"slip r2 {t} {m2 - t}")           # table 6's slip for round 2 is still to come
    ok(s, "warn 5")
    ok(s, "warn 5")                              # a second warning: 0 in round 3
    ok(s, "time")
    r3 = g.current
    m3 = r3.top_score
    for t in (1, 2, 3, 4, 5):
        ok(s, f"slip r3 {t} {m3 - t + 1}")       # table 1 gets the top alone
    ok(s, "close")                               # no more slips for round 3: it is final
    ok(s, "reveal")
    assert g.rounds[2].master_score == m3
    ok(s, f"correct r3 6 {m3 // 2}")             # table 6's slip had been lost: a correction from nothing
    for command in ("draw", "start", "time", "reveal"):
        ok(s, command)
    r4 = g.rounds[3]
    m4 = r4.master_score
    ok(s, f"slip r4 2 {r4.master}")
    ok(s, "slip r4 1 3")
    plan = {
        1: [m1 + BONUS, m2 - 1, m3 + BONUS, 3],
        2: [m1 - 1, m2 + BONUS, m3 - 1, m4 + BONUS],
        3: [m1 - 3, m2 - 3, m3 - 2, 0],
        4: [0, m2 - 4, m3 - 3, 0],
        5: [m1 - 5, m2 - 5, 0, 0],
        6: [m1 - 6, 0, m3 // 2, 0],
        10: [0, m2 - 10, 0, 0],
    }
    return s, plan


def _expected_rows(game, scores_with_bonus, bonuses):
    """Cumulative totals and percentages worked out from the plan's scores."""
    total = points = master = 0
    rows = []
    for r, score, bonus in zip(game.rounds, scores_with_bonus, bonuses):
        total += score
        points += score - bonus
        master += r.master_score
        rows.append((total, master, round(100.0 * points / master, 2)))
    return rows


def test_sheets_against_the_plan(catalan_lexicon, tmp_path):
    s, plan = play(catalan_lexicon, tmp_path / "g.jsonl")
    g = s.game
    r1, r2, r3, _ = g.rounds
    table = standings(g)
    assert table.provisional and table.missing == {2: (6,), 4: (3, 4, 5, 6, 7, 8, 9, 10)}

    two = player_sheet(g, 2)
    assert (two.table, two.name, two.players, two.provisional, two.final) == (2, "Jugador 2", 10, True, False)
    assert two.missing == ((2, (6,)), (4, (3, 4, 5, 6, 7, 8, 9, 10)))
    assert [row.score + row.bonus for row in two.rows] == plan[2]
    assert [row.bonus for row in two.rows] == [0, BONUS, 0, BONUS]
    assert [row.status for row in two.rows] == [OK, OK, OK, OK]
    assert [(row.total, row.master_total, row.percent) for row in two.rows] == \
        _expected_rows(g, plan[2], [0, BONUS, 0, BONUS])
    first = two.rows[0]
    assert first.corrected and first.slip == Entry(str(r1.master_score - 1), r1.master_score - 1)
    assert first.old == Entry("null late", 0, "slip not handed in on time")
    assert not any(row.corrected for row in two.rows[1:])
    assert (two.rows[1].slip.text, two.rows[1].rack, two.rows[1].master) == (r2.master, " ".join(r2.rack), r2.master)
    mine = next(x for x in table.rows if x.table == 2)
    assert (two.rank, two.total, two.bonus, two.percent) == (mine.rank, mine.total, 2 * BONUS, mine.percent_of_master)
    assert two.total == sum(plan[2]) and two.rows[-1].percent == mine.percent_of_master

    one = player_sheet(g, 1)
    assert [row.score + row.bonus for row in one.rows] == plan[1] and one.club == "Club Lleida"
    assert [(row.total, row.master_total, row.percent) for row in one.rows] == \
        _expected_rows(g, plan[1], [BONUS, 0, BONUS, 0])

    four = player_sheet(g, 4)
    null = four.rows[0]
    assert (null.status, null.score, null.reason) == (NULL, 0, f"{null.slip.text.split()[1]} is not in the lexicon")
    assert [row.status for row in four.rows] == [NULL, OK, OK, PENDING]

    five = player_sheet(g, 5)
    assert [row.status for row in five.rows] == [OK, OK, SANCTION, PENDING]
    assert five.rows[2].slip == Entry(str(r3.master_score - 4), r3.master_score - 4)   # handed in, yet 0
    assert [row.score for row in five.rows] == plan[5]

    six = player_sheet(g, 6)
    assert [row.status for row in six.rows] == [OK, PENDING, OK, PENDING]
    assert [row.score for row in six.rows] == plan[6]
    assert [row.corrected for row in six.rows] == [False, False, True, False] and six.rows[2].old is None

    ten = player_sheet(g, 10)
    assert [row.status for row in ten.rows] == [MISSING, OK, MISSING, PENDING] and ten.rows[0].slip is None
    for t in range(1, 11):
        sheet = player_sheet(g, t)
        assert (sheet.total, sheet.rank) == next((x.total, x.rank) for x in table.rows if x.table == t)
        assert EXPELLED not in {row.status for row in sheet.rows}
    with pytest.raises(ValueError, match="no player at table 99"):
        player_sheet(g, 99)
    s.close()


def test_catalan_text_sheet(catalan_lexicon, tmp_path):
    s, _ = play(catalan_lexicon, tmp_path / "g.jsonl")
    g = s.game
    text = player_sheet_text(player_sheet(g, 4), "ca")
    lines = text.splitlines()
    assert lines[0] == "Full de resultats · taula 4 · Jugador 4"
    assert lines[2] == "Classificació provisional: falten 9 paperetes (ronda 2: taula 6; ronda 4: taules 3, 4, 5, 6, 7, 8, 9, 10)"
    assert lines[3].startswith("Puntuació de la jugada mestra igualada en ") and lines[3].endswith(" de 4 rondes")
    assert lines[5].split() == ["Ronda", "Faristol", "Jugada", "mestra", "Punts", "Acum.", "Papereta", "Punts",
                                "Bonif.", "Total", "%", "Lloc", "Observacions"]
    word = g.rounds[0].slips[4].text.split()[1]
    assert lines[6].endswith(f"nul·la: {word} no és al diccionari")
    assert lines[9].endswith("pendent: papereta encara no entrada")
    for title in ("Total", "Lloc"):                     # figures are right-aligned under their titles
        end = lines[5].index(title) + len(title)
        assert all(line[end - 1].isdigit() and line[end:end + 1] in ("", " ") for line in lines[6:10])
    assert "sense papereta" in player_sheet_text(player_sheet(g, 10), "ca")
    assert "sanció (segon avís)" in player_sheet_text(player_sheet(g, 5), "ca")
    six = player_sheet_text(player_sheet(g, 6), "ca")
    assert "* Ronda 3: papereta corregida pel jutge; abans: cap papereta" in six
    assert not any(word in text for word in ("pending", "missing", "null ", "slip", "round"))
    s.close()


@pytest.mark.process
def test_report_command_prints_the_players_sheet(catalan_lexicon, tmp_path):
    log = tmp_path / "partida.jsonl"
    s, plan = play(catalan_lexicon, log)
    m1 = s.game.rounds[0].master_score
    s.close()
    game = replay(read_log(log).events, catalan_lexicon)

    def report(*args):
        return subprocess.run([sys.executable, "-m", "conductor", "report", str(log), *args],
                              check=False, capture_output=True, text=True, timeout=120)

    out = report("--player", "2")
    assert out.returncode == 0, out.stderr
    assert out.stdout == player_sheet_text(player_sheet(game, 2), "ca")
    lines = out.stdout.splitlines()
    assert lines[0] == "Full de resultats · taula 2 · Jugador 2"
    rank = next(x.rank for x in standings(game).rows if x.table == 2)
    assert lines[1].startswith(f"Lloc {rank} de 10 · {sum(plan[2])} punts (bonificacions: {2 * BONUS}) · ")
    assert lines[2].startswith("Classificació provisional: falten 9 paperetes (ronda 2: taula 6;")
    first = lines[6].split()
    # slip (corrected), its score, no bonus, the total, the percentage, the place after the round
    place = ranks_by_round(game)[2][0]
    assert first[0] == "1" and first[-6:] == [f"{m1 - 1}", "*", f"{m1 - 1}", f"{m1 - 1}",
                                              f"{100 * (m1 - 1) / m1:.2f}".replace(".", ","), str(place)]
    assert "* Ronda 1: papereta corregida pel jutge; abans: nul·la, 0 punts (papereta no lliurada a temps)" in lines
    assert report("--player", "2").stdout == out.stdout                  # same log, same bytes

    bad = report("--player", "99")
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.splitlines() == ["conductor report: --player 99: no hi ha cap jugador a la taula 99"]

    html_a, html_b = tmp_path / "a.html", tmp_path / "b.html"
    assert report("--html", str(html_a)).returncode == 0 and report("--html", str(html_b)).returncode == 0
    assert html_a.read_bytes() == html_b.read_bytes()
    # titled by the game, not by the log's file name (a step clock's setup time: no date)
    assert html_a.read_text(encoding="utf-8") == report_html(game)
    assert "<title>Partida duplicada</title>" in report_html(game) and "partida.jsonl" not in report_html(game)


def test_html_report_shows_sheets_corrections_and_the_provisional_banner(catalan_lexicon, tmp_path):
    s, _ = play(catalan_lexicon, tmp_path / "g.jsonl")
    g = s.game
    r1, _, r3, _ = g.rounds
    page = report_html(g, "Prova")
    assert '<html lang="ca">' in page and "<title>Prova</title>" in page
    banner = ("Classificació provisional: falten 9 paperetes (ronda 2: taula 6; "
              "ronda 4: taules 3, 4, 5, 6, 7, 8, 9, 10)")
    assert f'<p class="provisional"><strong>{banner}</strong></p>' in page
    # one section per player, in table order, each with its own sheet
    starts = [page.index(f'<section class="player" id="player-{t}">') for t in range(1, 11)]
    assert starts == sorted(starts)
    section = page[starts[1]:starts[2]]
    assert "Full de resultats · taula 2 · Jugador 2" in section and "papereta corregida pel jutge" in section
    # corrections: round, table, name, old slip and score → new slip and score
    corrections = page[page.index("<h2>Correccions</h2>"):page.index("<h2>Fulls dels jugadors</h2>")]
    corrections = corrections.replace("\n", "")
    assert (f"<tr><td>1</td><td>2</td><td>Jugador 2</td><td>nul·la</td><td>0</td>"
            f"<td>→ {r1.master_score - 1}</td><td>{r1.master_score - 1}</td></tr>") in corrections
    assert (f'<tr><td>3</td><td>6</td><td>Jugador 6</td><td colspan="2">cap papereta</td>'
            f"<td>→ {r3.master_score // 2}</td><td>{r3.master_score // 2}</td></tr>") in corrections
    # the grid, a player a row: the corrected cell marked, with the old slip; a missing slip of an open round
    # pending, not 0
    grid = page[page.index('<table class="grid" id="grid-all">'):]
    grid = grid[:grid.index("</table>")]
    rows = {int(row.split('<td class="table">')[1].split("<")[0]): re.findall(r"<td( [^>]*)?>(.*?)</td>", row)[2:6]
            for row in re.findall(r"<tr><td class=\"rank\">.*?</tr>", grid)}
    assert sorted(rows) == list(range(1, 11))
    assert rows[2][0] == (' class="ok" title="abans: nul·la, 0 punts (papereta no lliurada a temps)"',
                          f'{r1.master_score - 1}<span class="mark corrected">*</span>')
    assert rows[6][1] == (' class="pending" title="pendent: papereta encara no entrada"',
                          '<span class="mark pending">…</span>')
    assert [cells[1][0] for cells in rows.values()].count(' class="pending" title="pendent: papereta encara no entrada"') == 1
    assert [cells[0][0] for cells in rows.values()].count(' class="missing" title="sense papereta"') == 1
    assert rows[10][0] == (' class="missing" title="sense papereta"', '0<span class="mark missing">—</span>')
    assert rows[4][0][0].startswith(' class="null" title="nul·la: ') and "no és al diccionari" in rows[4][0][0]
    assert rows[5][2] == (' class="sanction" title="sanció (segon avís)"', '0<span class="mark sanction">S</span>')
    assert rows[1][0][1] == f'{r1.master_score}<span class="mark bonus">+{BONUS}</span>'
    assert "not in the lexicon" not in page
    assert page == report_html(g, "Prova")
    s.close()


def test_csv_marks_corrected_and_pending_cells(catalan_lexicon, tmp_path):
    s, plan = play(catalan_lexicon, tmp_path / "g.jsonl")
    rows = report_csv(s.game).splitlines()
    assert rows[0] == "ronda;faristol;jugada mestra;punts;màxims;" + ";".join(f"taula {t}" for t in range(1, 11))
    cells = {int(r.split(";")[0]): r.split(";")[5:] for r in rows[1:5]}
    assert cells[1][1] == f"{plan[2][0]} (corregida)" and cells[1][3] == "0 (nul·la)" and cells[1][9] == "0 (sense papereta)"
    assert cells[2][5] == "0 (pendent)"
    assert cells[3][4] == "0 (sanció)" and cells[3][5] == f"{plan[6][2]} (corregida)" and cells[3][6] == "0 (sense papereta)"
    assert cells[4][2:] == ["0 (pendent)"] * 8
    s.close()


def test_once_ended_and_final_the_sheet_says_so(catalan_lexicon, tmp_path):
    log = tmp_path / "g.jsonl"
    s, _ = play(catalan_lexicon, log)
    ok(s, "end")
    ok(s, "final")
    sheet = player_sheet(s.game, 6)
    assert not sheet.provisional and sheet.final and sheet.missing == ()
    assert [row.status for row in sheet.rows] == [OK, MISSING, OK, MISSING]
    text = player_sheet_text(sheet, "ca")
    assert text.splitlines()[2] == "Resultats definitius." and "pendent" not in text
    page = report_html(s.game)
    assert "Classificació provisional" not in page and 'class="pending"' not in page and "Resultats definitius." in page
    assert "(pendent)" not in report_csv(s.game)
    s.close()


@pytest.mark.process
def test_spanish_sheet_for_an_ajs_game(spanish_lexicon, tmp_path):
    log = tmp_path / "partida.jsonl"
    names = [Player(t, name) for t, name in enumerate(("Ana", "Bea", "Carles", "Dani"), start=1)]
    s = Session.new(log, spanish_lexicon, "ajs", names, 7, Config(180, False, "random"), StepClock())
    for command in ("draw", "start", "time", "reveal", "draw", "start"):
        ok(s, command)
    r1 = s.game.rounds[0]
    ok(s, f"slip r1 1 {r1.master}")
    ok(s, "null r1 2 word")
    ok(s, "slip r1 3 4")
    ok(s, "finalise 1")
    ok(s, "correct r1 3 6")
    ok(s, "time")
    ok(s, "reveal")
    ok(s, "slip r2 1 2")
    s.close()
    game = replay(read_log(log).events, spanish_lexicon)
    out = subprocess.run([sys.executable, "-m", "conductor", "report", str(log), "--player", "3"],
                         check=False, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout == player_sheet_text(player_sheet(game, 3), "es")
    lines = out.stdout.splitlines()
    assert lines[0] == "Hoja de resultados · mesa 3 · Carles"
    assert lines[2] == "Clasificación provisional: faltan 3 papeletas (ronda 2: mesas 2, 3, 4)"
    assert lines[5].split()[:3] == ["Ronda", "Atril", "Jugada"] and lines[5].endswith("Observaciones")
    assert "Puesto" in lines[5].split() and lines[3].startswith("Puntuación de la jugada maestra igualada en ")
    assert lines[7].endswith("pendiente: papeleta aún no introducida")
    assert "* Ronda 1: papeleta corregida por el juez; antes: 4, 4 puntos" in lines
    bea = player_sheet_text(player_sheet(game, 2), "es")
    assert "nula" in bea and "palabra principal no válida o ilegible" in bea and "main word" not in bea
    assert "sin papeleta" in player_sheet_text(player_sheet(game, 4), "es")
    page = report_html(game, "partida")
    assert '<html lang="es">' in page and "<h2>Correcciones</h2>" in page and 'id="player-4"' in page
    assert "Clasificación provisional: faltan 3 papeletas" in page and "Classificació" not in page

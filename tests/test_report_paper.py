"""The paper a club hands out (DESIGN §4m), from a real game: a 32-player FISC game played headless with the real
engine to its end, with double entry (two table judges' devices read every slip), a player granted 60 s of extra
time who sends slips in it, a dispute the judge settles, corrections, a null move, missing slips and solo tops.

- `report GAME --sheet`: the arbitration sheet, players by table and rounds across, each round's points and the
  second reader's column (✓ where two readings agreed, ≠ where the judge settled them), a heavier rule every five
  rows, A4 landscape; filled from the log, blank where it has nothing (a game still going: the rounds to come, a
  slip still to come).
- `report --blank-sheet`: a player's game sheet, the board with its premium squares (rules/board.py) and N rows.
- The results page: per player the tops found, the place after each round, the extra time granted, the final
  board (`class="board"`).
All in Catalan (and the sheets in Spanish for AJS); each page printed to PDF by Chromium, its pages counted and
turned into PNG files under artifacts/screens/ to be looked at.
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conductor.clock import StepClock
from conductor.game.access import Actor, CONSOLE
from conductor.game.duplicate import ENDED, Config
from conductor.game.log import read_log
from conductor.game.players import Player
from conductor.game.session import Session, replay
from conductor.report import log_started, report_html
from conductor.report.arbitration import AGREED, DIFFERED, arbitration_sheet
from conductor.report.board import final_board
from conductor.report.game_sheet import game_sheet
from conductor.report.page import arbitration_html, game_sheet_html
from conductor.report.player import player_sheet, player_sheet_text
from conductor.report.progress import ranks_by_round, tops
from conductor.rules.board import SIZE, premium
from paths import CHROMIUM, HEADLESS

PLAYERS = 32
EXTRA_TABLE, EXTRA_SECONDS = 7, 60
DISPUTED = (4, 12)                   # round 4, table 12: the two devices read the slip differently
ONE_READING = (6, 20)                # round 6, table 20: one device only; counted as it stands once final
SOLO_ROUNDS = (6, 12)             # one player alone matches the master's score: a bonus
MARCH_21_2026 = 1_774_100_000.0
A, B = Actor("device", "Taula A"), Actor("device", "Taula B")
BROWSER = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-pdf-header-footer"]


def ok(session, command, actor=CONSOLE):
    answer = session.execute(command, actor)
    assert answer["ok"], (command, answer)
    return answer


def club_game(lexicon, path: Path, seed: int = 4) -> Session:
    """A club's game to its end: each round's slips read by two devices after the reveal, as table judges bring
    the paper, and the round finalised then."""
    from conductor.engine import MoveGenerator

    names = [Player(t, f"Jugador{'a' if t % 2 else ''} {t:02d}", ("Club Lleida", "Club Reus", "")[t % 3])
             for t in range(1, PLAYERS + 1)]
    names[0] = Player(1, "Maria Teresa Puigdollers i Vilanova", "Club Lleida")
    s = Session.new(path, lexicon, "fisc", names, seed, Config(180, True, "random", double_entry=True),
                    StepClock(MARCH_21_2026))
    game = s.game
    rng = random.Random(seed)
    generator = MoveGenerator(lexicon)
    ok(s, f"accommodate {EXTRA_TABLE} +{EXTRA_SECONDS}")
    number = 0
    while True:
        ok(s, "draw")
        if game.phase == ENDED:
            break
        number += 1
        ok(s, "start")
        generator.generate(game.board, game.current.rack)
        moves = sorted(generator.moves(), key=lambda m: -m.score)
        ok(s, "time")
        top = moves[0]
        below = [m for m in moves if m.score < top.score] or moves
        # the accommodated player sends their own slip after "Temps!", in their extra time: the top every other round
        ok(s, f"slip {EXTRA_TABLE} {top.move if number % 2 else below[0].move}", Actor("player", table=EXTRA_TABLE))
        ok(s, "reveal")
        round_ = game.rounds[-1]
        finder = rng.choice([t for t in range(1, PLAYERS + 1) if t != EXTRA_TABLE]) if number in SOLO_ROUNDS else None
        said = []                                        # the round's entries, typed in a burst (one fsync)
        for table in range(1, PLAYERS + 1):
            if table == EXTRA_TABLE:
                continue
            kind = rng.random()
            if finder is not None:
                text = str(top.move) if table == finder else str(rng.choice(below[:40]).move)
            elif (number, table) in (DISPUTED, ONE_READING):
                text = str(moves[1].move)
            elif kind < 0.35:
                text = round_.master
            elif kind < 0.85:
                text = str(rng.choice(moves[:40]).move)
            elif kind < 0.9:
                said.append((f"null r{number} {table} late", CONSOLE))
                continue
            elif kind < 0.95:
                text = str(rng.randrange(round_.master_score))
            else:
                continue                                 # no slip: "sense papereta" once final
            said.append((f"slip r{number} {table} {text}", A))
            if (number, table) == DISPUTED:
                said += [(f"slip r{number} {table} {round_.master_score + 7}", B), (f"settle r{number} {table} 1", CONSOLE)]
            elif (number, table) != ONE_READING:
                said.append((f"slip r{number} {table} {text}", B))
        answers = s.execute_batch([(command, actor, None) for command, actor in said])
        refused = [(command, answer) for (command, _), answer in zip(said, answers) if not answer["ok"]]
        assert not refused, refused[:3]
        if number == 5:                                  # a table judge misread a slip: the judge corrects it
            wrong = next(t for t in range(2, PLAYERS + 1) if round_.scores.get(t) != round_.master_score
                         and t != EXTRA_TABLE)
            ok(s, f"correct r5 {wrong} {round_.master}")
        ok(s, f"finalise {number}")
    ok(s, "final")
    return s


@pytest.fixture(scope="module")
def played(catalan_lexicon, tmp_path_factory):
    folder = tmp_path_factory.mktemp("paper")
    log = folder / "club-2026-03-21.jsonl"
    club_game(catalan_lexicon, log).close()
    events = read_log(log).events
    game = replay(events, catalan_lexicon)
    going = folder / "club-going.jsonl"          # the same game printed while round 8's slips were being read
    going.write_text("".join(line + "\n" for line in log.read_text(encoding="utf-8").splitlines()[:_reading(events, 8)]),
                     encoding="utf-8")
    return {"folder": folder, "log": log, "events": events, "game": game, "going": going,
            "going_game": replay(read_log(going).events, catalan_lexicon), "going_started": log_started(events)}


def _reading(events: list[dict], number: int) -> int:
    """How many events the log had when the devices had read round `number`'s slips of the first half of the
    tables, and no more."""
    return next(i for i, e in enumerate(events) if e.get("round") == number and e["type"] in ("entry", "slip", "null")
                and int(e["table"]) > PLAYERS // 2 and e["table"] != EXTRA_TABLE)


# ---------------------------------------------------------------------- the pages' content, from the log


def test_the_game_played_as_planned(played):
    game = played["game"]
    assert game.end_reason and game.results_final and 15 <= len(game.rounds) <= 25, len(game.rounds)
    assert game.accommodations == {EXTRA_TABLE: EXTRA_SECONDS}
    assert all(game.traced.get(r.number, {}).get(EXTRA_TABLE, {}).get("extra") == EXTRA_SECONDS for r in game.rounds)
    assert DISPUTED[1] in game.rounds[DISPUTED[0] - 1].settled
    assert any(r.bonus for r in game.rounds if r.number in SOLO_ROUNDS)
    assert ONE_READING[1] in game.rounds[ONE_READING[0] - 1].slips


ENGLISH = ("Arbitration", "sheet", "Round", "Table", "Name", "Total with", "Before", "Second arbiter", "readings",
           "Place", "Tops", "Master", "Final board", "triple word", "double letter", "blank", "extra time", "Game",
           "Word", "Points", "tiles", "rounds")


def visible_text(page: str) -> str:
    """The words a reader sees or hears: no style sheet, no tags; titles and labels included."""
    import html

    body = re.sub(r"<style>.*?</style>", " ", page, flags=re.S)
    body = re.sub(r"<desc class=\"[^\"]*\">[^<]*</desc>", " ", body)
    said = re.findall(r'(?:title|aria-label)="([^"]*)"', body)
    return html.unescape(re.sub(r"<[^>]+>", " ", body) + " " + " ".join(said))


def assert_no_english(page: str) -> None:
    words = visible_text(page)
    found = [w for w in ENGLISH if re.search(rf"\b{w}\b", words)]
    assert not found, found


def test_the_arbitration_sheet_is_filled_from_the_log(played):
    game = played["game"]
    sheet = arbitration_sheet(game, started=log_started(played["events"]))
    assert sheet.heading == "Full d'arbitratge" and sheet.title == "Partida duplicada del 21 de març de 2026"
    rounds = len(game.rounds)
    assert [len(part.rounds) for part in sheet.parts] == [rounds // 2, rounds - rounds // 2]   # 20: 10 + 10
    first, last = sheet.parts[0], sheet.parts[-1]
    assert [row.table for row in first.rows] == list(range(1, PLAYERS + 1))               # players by table
    assert [h.score for p in sheet.parts for h in p.rounds] == [str(r.master_score) for r in game.rounds]
    cells = {row.table: [c for p in sheet.parts for c in next(r for r in p.rows if r.table == row.table).cells]
             for row in first.rows}
    for table, line in cells.items():
        for round_, cell in zip(game.rounds, line):
            assert cell.cell is not None and cell.cell.score == str(round_.scores.get(table, 0)), (table, round_.number)
            entries = round_.entries.get(table, {})
            if table == EXTRA_TABLE or len(entries) < 2:           # the player's own slip, one reading, none
                assert cell.second == "", (table, round_.number, entries)
            elif (round_.number, table) == DISPUTED:
                assert cell.second == DIFFERED and "/" in cell.note
            else:
                assert cell.second == AGREED, (table, round_.number)
    assert all("extra" in {m.kind for m in cell.cell.marks} for cell in cells[EXTRA_TABLE])
    # the totals on paper are the standings' (with bonuses); the master's beside them
    from conductor.game.ranking import standings

    totals = {s.table: s.total for s in standings(game).rows}
    assert {row.table: int(row.total) for row in last.rows} == totals
    assert all(row.carried == next(r for r in first.rows if r.table == row.table).total for row in last.rows)
    assert last.master_total == str(sum(r.master_score for r in game.rounds)) and first.master_carried == ""
    assert [d[:2] for d in sheet.disputes] == [DISPUTED]          # a correction of agreeing readings is no dispute
    assert len(sheet.corrections) == 1 and sheet.corrections[0].round == 5
    page = arbitration_html(game, started=log_started(played["events"]))
    assert "@page { size: A4 landscape" in page and "tr:nth-child(5n) td" in page
    assert page.count('<table class="arbitration">') == 2 and page.count('<th scope="row" class="name">') == 2 * PLAYERS
    assert "Segon àrbitre" in page and "Discrepàncies resoltes" in page and "Correccions" in page
    assert_no_english(page)
    assert page == arbitration_html(replay(played["events"], played["game"].generator.lexicon),
                                    started=log_started(played["events"])), "the same log, the same page"


def test_a_game_still_going_leaves_blank_what_the_log_has_not(played):
    """Printed after round 8's reveal with half its slips still to come: the rounds to come are blank columns up to
    20, round 8's missing slips are blank (not 0), no total is printed while a figure is missing; nothing of a round
    not revealed is shown."""
    game = played["going_game"]
    assert len(game.rounds) == 8 and not game.end_reason
    sheet = arbitration_sheet(game, started=played["going_started"])
    assert [h.number for p in sheet.parts for h in p.rounds] == list(range(1, 21))
    assert [h.score for p in sheet.parts for h in p.rounds][8:] == [""] * 12
    rows = {row.table: row for row in sheet.parts[0].rows}
    assert all(c.cell is None and c.second == "" for row in rows.values() for c in row.cells[8:])
    eighth = game.rounds[7]
    assert not eighth.final and all(t in eighth.slips for t in range(1, PLAYERS // 2 + 1) if rows[t].cells[7].cell)
    assert all((rows[t].cells[7].cell is None) == (t not in eighth.slips) for t in rows)
    assert all(rows[t].cells[7].cell is None for t in rows if t > PLAYERS // 2 and t != EXTRA_TABLE)
    assert all(row.total == "" for p in sheet.parts for row in p.rows)
    assert sheet.parts[0].master_total == "" and sheet.parts[1].master_carried == ""
    wider = arbitration_sheet(game, rounds=24)
    assert [len(p.rounds) for p in wider.parts] == [12, 12]
    page = arbitration_html(game, started=played["going_started"])
    assert_no_english(page)
    assert "…" not in visible_text(page)                   # a slip to come is a blank cell to write in


def test_an_ajs_game_gives_a_spanish_arbitration_sheet(spanish_lexicon):
    """The golden AJS log (two devices reading each slip, a disagreement the judge settled): the sheet in Spanish, the
    second reader's column from its readings, its 2 rounds in a game ended after them."""
    events = read_log(Path(__file__).parent / "golden" / "ajs-double-entry.jsonl").events
    game = replay(events, spanish_lexicon)
    sheet = arbitration_sheet(game, started=log_started(events))
    assert sheet.heading == "Hoja de arbitraje" and [len(p.rounds) for p in sheet.parts] == [2]
    seconds = {(r.number, row.table): cell.second for row in sheet.parts[0].rows
               for r, cell in zip(game.rounds, row.cells)}
    for r in game.rounds:
        for table in game.players:
            agree = game.readings_agree(r, table)
            assert seconds[r.number, table] == ("" if agree is None else AGREED if agree else DIFFERED)
    assert DIFFERED in seconds.values() and AGREED in seconds.values()
    page = arbitration_html(game, started=log_started(events))
    for word in ("Hoja de arbitraje", "Mesa", "Nombre", "2.ª", "Segundo árbitro", "Discrepancias resueltas"):
        assert word in page, word
    assert_no_english(page)
    assert not any(word in visible_text(page) for word in ("Taula", "Àrbitre", "Full d'arbitratge", "Ronda 1:"))


def test_the_blank_game_sheet_has_the_board_and_numbered_rows():
    sheet = game_sheet(25, "fisc")
    squares = {s.name: s for _, row in sheet.board.rows for s in row}
    assert len(squares) == SIZE * SIZE and not any(s.tile for s in squares.values())
    for row in range(SIZE):
        for col in range(SIZE):
            kind = premium(row, col)
            square = squares[f"{'ABCDEFGHIJKLMNO'[row]}{col + 1}"]
            assert square.kind == ("centre" if (row, col) == (7, 7) else kind)
            assert square.label == {"tw": "3P", "dw": "2P", "tl": "3L", "dl": "2L"}.get(square.kind, "")
    assert sheet.beside == tuple(range(1, 26)) and sheet.after == ()
    assert sheet.columns == ("Núm.", "Faristol", "Posició", "Paraula", "Punts", "Total", "Mestra")
    assert sum(t.count for t in sheet.tiles) == 100 and sheet.tiles[-1].label == "escarràs"
    page = game_sheet_html(25, "fisc")
    assert page.count('<th scope="row">') == 25 + SIZE and 'class="board"' in page
    assert_no_english(page)
    spanish = game_sheet(30, "ajs")
    assert spanish.language == "es" and spanish.after == tuple(range(26, 31)) and spanish.title == "Hoja de partida"
    assert "LL" in {t.label for t in spanish.tiles} and spanish.tiles[-1].label == "comodín"
    assert_no_english(game_sheet_html(30, "ajs"))
    with pytest.raises(ValueError):
        game_sheet(0, "fisc")


def test_the_results_show_tops_places_extra_time_and_the_final_board(played):
    from conductor.game.ranking import standings

    game = played["game"]
    page = report_html(game, started=log_started(played["events"]))
    ranking = standings(game)
    ranks = ranks_by_round(game)
    assert all(ranks[s.table][-1] == s.rank for s in ranking.rows)       # the place after the last round is the final
    for count in (1, 5, len(game.rounds) - 1):
        assert all(ranks[s.table][count - 1] == s.rank for s in standings(game, rounds=count).rows)
    # per player: the tops (a column of the standings) and the place after each round (a column of the sheet)
    head = page[page.index('<table class="standings">'):]
    head = head[:head.index("</thead>")]
    assert "Mestres" in head and "Rondes en què el jugador ha igualat la puntuació de la jugada mestra" in head
    expected = {t: sum(1 for r in game.rounds if r.scores.get(t) == r.master_score) for t in game.players}
    assert {t: tops(game, t) for t in game.players} == expected and max(expected.values()) > 0
    sheet = player_sheet(game, EXTRA_TABLE)
    assert [row.rank for row in sheet.rows] == list(ranks[EXTRA_TABLE]) and sheet.tops == expected[EXTRA_TABLE]
    assert sheet.extra == (EXTRA_SECONDS,)
    text = player_sheet_text(sheet, "ca")
    assert f"Puntuació de la jugada mestra igualada en {expected[EXTRA_TABLE]} de {len(game.rounds)} rondes" in text
    assert "temps addicional concedit: +60 s" in text and "Lloc" in text.splitlines()[5].split()
    # the extra time is said in words, not only in a tooltip: beside the name, on the sheet, a mark in the grid
    shown = visible_text(re.sub(r'title="[^"]*"', "", page))
    assert "(+60 s)" in shown and "temps addicional concedit: +60 s" in shown
    assert "presa en el temps addicional de la taula (+60 s)" in shown
    assert '<span class="mark extra">T</span>' in page and "papereta presa en el temps addicional" in shown
    # the points that match the master's are bold in the grid, as Eliot's results print them
    assert page.count('class="ok top"') >= 2 * sum(expected.values())      # on screen, and printed in parts
    assert "En negreta: els punts que igualen els de la jugada mestra." in shown
    # the final board
    board = page[page.index('<table class="board"'):]
    board = board[:board.index("</table>")]
    assert board.count("<td") == SIZE * SIZE + 1                  # the squares and the corner
    assert board.count(" tile") == len(game.board.tiles()) and "Tauler final" in page
    view = final_board(game, "ca")
    placed = {s.name: s.label for _, row in view.rows for s in row if s.tile}
    assert placed == {f"{'ABCDEFGHIJKLMNO'[r]}{c + 1}": str(t) for (r, c), t in game.board.tiles()}
    assert_no_english(page)


@pytest.mark.process
def test_the_command_refuses_what_does_not_go_together(played, tmp_path):
    def report(*args):
        return subprocess.run([sys.executable, "-m", "conductor", "report", *map(str, args)], capture_output=True,
                              text=True, timeout=120)

    out = tmp_path / "out.html"
    for args, said in ((["--blank-sheet", out, "--rounds", "0"], "--rounds: de 1 a 60"),
                       (["--sheet", out], "--sheet imprimeix el full d'arbitratge d'una partida"),
                       ([played["log"], "--rounds", "3"], "--rounds va amb --sheet"),
                       ([played["log"], "--ruleset", "ajs", "--sheet", out], "--ruleset va con --blank-sheet"),   # said in the --ruleset given
                       (["--blank-sheet", out, played["log"]], "--blank-sheet no pren cap registre de partida")):
        done = report(*args)
        assert done.returncode == 2 and len(done.stderr.splitlines()) == 1 and said in done.stderr, (args, done.stderr)
        assert not out.exists()
    done = report(played["log"], "--sheet", out, "--rounds", "24", "--title", "Lliga del Club · 21 de març")
    assert done.returncode == 0 and not done.stdout, done.stderr
    page = out.read_text(encoding="utf-8")
    assert page.count('<table class="arbitration">') == 2 and page.count('class="round"') == 24
    assert "Full d&#39;arbitratge · Lliga del Club · 21 de març" in page


# ---------------------------------------------------------------------- printed by Chromium, looked at

A4_LANDSCAPE = (841.89, 595.28)                       # points
CONTENT_WIDTH = (297 - 2 * 10) / 25.4 * 96            # CSS px: the page less its 10 mm margins (report.css @page)


def print_pdf(page: Path, pdf: Path) -> list[tuple[float, float]]:
    """`page` printed to PDF by Chromium; each page's size in points."""
    done = subprocess.run([HEADLESS, *BROWSER, f"--print-to-pdf={pdf}", page.as_uri()], capture_output=True,
                          timeout=180)
    assert done.returncode == 0 and pdf.exists(), done.stderr[-500:]
    data = pdf.read_bytes()
    boxes = re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", data)
    assert len(boxes) == len(re.findall(rb"/Type\s*/Page\b(?!s)", data))
    sizes = [(float(w), float(h)) for w, h in boxes]
    assert all(abs(w - A4_LANDSCAPE[0]) < 1.5 and abs(h - A4_LANDSCAPE[1]) < 1.5 for w, h in sizes), set(sizes)
    return sizes


def pdf_text(pdf: Path) -> list[str]:
    """Each page's text, as pdftotext lays it out."""
    done = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True,
                          timeout=60)
    return done.stdout.split("\f")[:-1]


def look_at(pdf: Path, name: str, screenshots: Path, pages: int) -> None:
    """Every page of `pdf` as a PNG file under artifacts/screens/, to be looked at."""
    for old in screenshots.glob(f"{name}-[0-9]*.png"):
        old.unlink()
    subprocess.run(["pdftoppm", "-png", "-r", "80", str(pdf), str(screenshots / name)], check=True, timeout=120)
    assert len(list(screenshots.glob(f"{name}-[0-9]*.png"))) == pages


def laid_out(page: Path) -> dict:
    """The page as printed (print media, a viewport as wide as an A4 landscape page's content): whatever sticks out
    to the right, or is cut in its box (a text wider than its cell), and axe-core's findings on it."""
    sys.path.insert(0, str(Path(__file__).parent / "support"))
    from browser import axe, chromium

    driver = chromium((1400, 1000))
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": int(CONTENT_WIDTH), "height": 718, "deviceScaleFactor": 1, "mobile": False})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        driver.get(page.as_uri())
        found = driver.execute_script("""
            const width = window.innerWidth;
            const out = [...document.querySelectorAll('body *')].filter(e => {
                const r = e.getBoundingClientRect(); return r.width > 0 && r.right > width + 1; })
                .map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right));
            const cut = [...document.querySelectorAll('td, th')].filter(e => e.scrollWidth > e.clientWidth + 1
                                                                         || e.scrollHeight > e.clientHeight + 1)
                .map(e => e.tagName + '.' + e.className + ' ' + JSON.stringify(e.textContent.slice(0, 30)));
            return {width, document: document.documentElement.scrollWidth, out: out.slice(0, 5), cut: cut.slice(0, 5)};""")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
        found["axe"] = axe(driver)
        return found
    finally:
        driver.quit()


@pytest.mark.browser
@pytest.mark.process
def test_chromium_prints_each_page_on_a4_landscape(played, tmp_path, screenshots):
    """Each page printed to PDF by Chromium: its pages counted, A4 landscape, nothing sticking out or cut, no English
    word, axe-core clean; every page turned into a PNG under artifacts/screens/ (paper-*.png) to be looked at."""
    if not CHROMIUM.exists() or not shutil.which("pdftoppm"):
        pytest.skip("needs Debian's chromium and poppler-utils (make test installs them)")
    game, events = played["game"], played["events"]
    started = log_started(events)
    sheet, going, report = (tmp_path / f"{n}.html" for n in ("sheet", "going", "report"))
    done = subprocess.run([sys.executable, "-m", "conductor", "report", str(played["log"]), "--sheet", str(sheet)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and not done.stdout, done.stderr
    assert sheet.read_text(encoding="utf-8") == arbitration_html(game, started=started)
    going.write_text(arbitration_html(played["going_game"], started=played["going_started"]), encoding="utf-8")
    report.write_text(report_html(game, started=started), encoding="utf-8")
    blank, spanish = tmp_path / "blank.html", tmp_path / "blank-es.html"
    for path, extra in ((blank, []), (spanish, ["--ruleset", "ajs", "--rounds", "30"])):
        done = subprocess.run([sys.executable, "-m", "conductor", "report", "--blank-sheet", str(path), *extra],
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
    counted = {}
    # players by table, 26 rows to a page: 32 players are 2 pages a part, 2 parts of 10 rounds
    for name, page, pages in (("paper-sheet", sheet, 4), ("paper-sheet-going", going, 4), ("paper-blank", blank, 1),
                              ("paper-blank-es", spanish, 2), ("paper-report", report, None)):
        pdf = tmp_path / f"{name}.pdf"
        counted[name] = len(print_pdf(page, pdf))
        if pages is not None:
            assert counted[name] == pages, (name, counted[name])
        text = pdf_text(pdf)
        assert len(text) == counted[name]
        assert_no_english(" ".join(text))
        if name.startswith("paper-sheet"):                  # the head rows on every page, the sheet's name with them
            assert all("Full d'arbitratge · Partida duplicada del 21 de març de 2026 · rondes" in t for t in text)
            assert all(re.search(r"Taula\s+Nom", t) for t in text)
        look_at(pdf, name, screenshots, counted[name])
        layout = laid_out(page)
        assert layout["document"] <= CONTENT_WIDTH + 1 and not layout["out"], (name, layout)
        assert not layout["cut"], (name, layout["cut"])
        assert not layout["axe"], (name, layout["axe"])
    text = pdf_text(tmp_path / "paper-report.pdf")
    board = next(i for i, t in enumerate(text) if "Tauler final" in t)
    assert "Faristols i jugades mestres" in text[board]            # the racks and the final board on one page
    assert 8 <= counted["paper-report"] <= 24, counted
    print(f"\npages: {counted}")

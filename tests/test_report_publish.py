"""The published results (FISC II.8–II.9) of a 120-player, 20-round game whose slips are typed after each
reveal, with no window and no clock: the HTML report in the game's language (Catalan here, Spanish for an AJS game), titled
with the event or the game's date, players as rows, an inline SVG chart, the same bytes for the same log;
then Chromium shows it on a screen and prints it to A4 landscape pages on which no table is cut."""

import os
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conductor.clock import StepClock
from conductor.engine import Lexicon, MoveGenerator
from conductor.game.duplicate import ENDED, NULL_REASONS, Config
from conductor.game.log import read_log
from conductor.game.players import Player
from conductor.game.ranking import standings
from conductor.game.session import Session, replay
from conductor.report import log_started, report_csv, report_html
from conductor.rules import SPANISH
from conductor.game.access import CONSOLE
import tiers
from paths import CHROMEDRIVER, CHROMIUM, HEADLESS
from sessions import ok

PLAYERS, ROUNDS = 120, 20
MARCH_14_2026 = 1_773_500_000.0            # 14 March 2026, 15:53 in Lleida
SANCTIONED, EXPELLED = 7, 13               # a second warning in round 5; a third one in round 8
SOLO_ROUNDS = (2, 9, 14)                   # one player alone finds the master: a bonus
CLUBS = ("Club Scrabble Lleida", "Scrabble Club Barcelona", "Club Girona", "")
BROWSER = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]


def batch(session, commands):
    """Commands typed in a burst: logged with one fsync."""
    answers = session.execute_batch([(command, CONSOLE, None) for command in commands])
    refused = [(command, answer) for command, answer in zip(commands, answers) if not answer["ok"]]
    assert not refused, refused[:3]


def _slips(rng, round_, moves, tables, lexicon, solo=False):
    """One slip command per table (None: no slip): the master, another legal move, an invalid word, a null
    move, a bare score. In a `solo` round one table alone scores the master's points (a bonus)."""
    commands = []
    if solo:
        finder = rng.choice(tables)
        moves = [m for m in moves if m.score < round_.master_score] or moves
        commands.append(f"slip r{round_.number} {finder} {round_.master}")
        tables = [t for t in tables if t != finder]
    for table in tables:
        kind = rng.random()
        if kind < (0 if solo else 0.30):
            text = round_.master
        elif kind < 0.78:
            text = str(rng.choice(moves).move)
        elif kind < 0.84:
            text = "H8 " + "".join(rng.sample([t for t in round_.rack if t != "?"], 3))
            if lexicon.check(text[3:]):
                text = str(rng.choice(moves).move)
        elif kind < 0.86:
            text = "P8 CASA"                           # no such coordinate
        elif kind < 0.89:
            commands.append(f"null r{round_.number} {table} {rng.choice(list(NULL_REASONS))}")
            continue
        elif kind < 0.94:
            text = str(rng.randrange(round_.master_score + 1))
        else:
            continue                                   # no slip: "sense papereta" once the round is final
        commands.append(f"slip r{round_.number} {table} {text}")
    return commands


def big_game(lexicon, path, players=PLAYERS, rounds=ROUNDS, seed=9):
    """A game of `players` players: each round's slips are typed in a burst after its reveal, as the table
    judges bring them, and the round is finalised then; a sanction, an expulsion, solo tops (bonuses),
    corrections (one of a missing slip). Returns the session, and the report of the game as it stood before
    its last two rounds had every slip (provisional, with pending cells) with the slips then missing; then
    those rounds are finalised, the bag runs out (seed 9: after 20 rounds) and the results are declared final."""
    names = [Player(t, f"Jugador{'a' if t % 3 == 0 else ''} {t:03d}", CLUBS[t % len(CLUBS)])
             for t in range(1, players + 1)]
    names[0] = Player(1, "Maria Teresa Puigdollers i Vilanova", CLUBS[1])     # a long name
    s = Session.new(path, lexicon, "fisc", names, seed, Config(180, True, "random"), StepClock(MARCH_14_2026))
    game = s.game
    rng = random.Random(seed)
    generator = MoveGenerator(lexicon)
    for number in range(1, rounds + 1):
        ok(s, "draw")
        assert game.phase != ENDED, "the bag ran out: choose another seed"
        ok(s, "start")
        generator.generate(game.board, game.current.rack)
        moves = generator.moves()
        if number == 5:
            batch(s, [f"warn {SANCTIONED}", f"warn {SANCTIONED}"])
        if number == 8:
            batch(s, [f"warn {EXPELLED}"] * 3)
        ok(s, "time")
        ok(s, "reveal")
        round_ = game.rounds[-1]
        tables = [t for t in range(1, players + 1) if not (t == EXPELLED and number >= 8)]
        commands = _slips(rng, round_, moves, tables, lexicon, solo=number in SOLO_ROUNDS)
        if number >= rounds - 1:        # the last two rounds: a few slips still to come
            commands = commands[:-6]
        batch(s, commands)
        if number < rounds - 1:
            ok(s, f"finalise {number}")
        if number == 3:
            batch(s, [f"correct r3 5 {round_.master}", "correct r3 9 null late"])
        if number == 6:
            missing = next(t for t in range(1, players + 1) if t not in round_.slips and t != SANCTIONED)
            batch(s, [f"correct r6 {missing} {round_.master_score // 2}", f"correct r4 11 {game.rounds[3].master}"])
    provisional = (report_html(game), standings(game).missing)
    batch(s, [f"finalise {rounds - 1}", f"finalise {rounds}"])
    ok(s, "draw")
    assert game.phase == ENDED and game.end_reason == "no valid rack can be drawn"
    ok(s, "final")
    return s, provisional


# ---------------------------------------------------------------------- the page's text and structure

@pytest.fixture(scope="module")
def published(catalan_lexicon, tmp_path_factory, request):
    """The 120-player game's log, replayed, its final report and the provisional one (as strings and files).
    In a plain run that holds the browser test, Chromium starts printing the final one to PDF at once (70-odd
    pages take a while, done while the other tests run); under xdist the browser test starts it, as this worker
    may never run that test."""
    folder = tmp_path_factory.mktemp("published")
    log = folder / "lleida-2026-03-14.jsonl"
    began = time.perf_counter()
    session, provisional = big_game(catalan_lexicon, log)
    session.close()
    built = time.perf_counter() - began
    events = read_log(log).events
    game = replay(events, catalan_lexicon)
    began = time.perf_counter()
    page = report_html(game, started=log_started(events))
    rendered = time.perf_counter() - began
    print(f"\n120 players × {len(game.rounds)} rounds: game played in {built:.1f} s, report rendered in "
          f"{rendered:.2f} s ({len(page) / 1e6:.2f} MB)")
    final = folder / "report-120.html"
    final.write_text(page, encoding="utf-8")
    (folder / "report-120-provisional.html").write_text(provisional[0], encoding="utf-8")
    printed = {"log": log, "events": events, "game": game, "page": page, "provisional": provisional,
               "folder": folder, "printing": None}
    if CHROMIUM.exists() and "PYTEST_XDIST_WORKER" not in os.environ and any(
            item.name == test_chromium_shows_it_on_a_screen_and_prints_it_on_a4_landscape.__name__
            for item in request.session.items):
        with tiers.GUARD.ahead():
            start_printing(printed)
    yield printed
    printing = printed["printing"]
    if printing is not None and printing.poll() is None:     # the browser test was left out
        printing.kill()
        printing.wait()


def start_printing(published) -> subprocess.Popen:
    """Chromium printing the final report to PDF, in the background."""
    final, pdf = published["folder"] / "report-120.html", published["folder"] / "report-120.pdf"
    published["print_started"] = time.perf_counter()
    published["printing"] = subprocess.Popen([HEADLESS, *BROWSER, f"--print-to-pdf={pdf}", "--no-pdf-header-footer",
                                              final.as_uri()], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return published["printing"]


def visible_text(page):
    """The words a reader sees: no style sheet, no tags, entities read."""
    import html

    body = re.sub(r"<style>.*?</style>", " ", page, flags=re.S)
    body = re.sub(r"<desc class=\"[^\"]*\">[^<]*</desc>", " ", body)       # pygal's per-point figures
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def attribute_text(page):
    """The words of title attributes (shown on hover)."""
    import html

    return [html.unescape(t) for t in re.findall(r'title="([^"]*)"', page)]


ENGLISH = ("no valid rack", "judge", "round", "table", "slip", "pending", "missing", "null", "lexicon",
           "coordinate", "not in", "main word", "blank", "late", "sanction", "expelled", "warning", "master",
           "No data", "percent")


def assert_no_english(page):
    words = visible_text(page) + " ".join(attribute_text(page))
    found = [w for w in ENGLISH if re.search(rf"\b{w}\b", words)]
    assert not found, found


def grid(page):
    """The on-screen grid: its head cells and its rows' cells, as text."""
    table = page[page.index('<table class="grid" id="grid-all">'):]
    table = table[:table.index("</table>")]
    head = re.findall(r"<th[^>]*>(.*?)</th>", table[:table.index("</thead>")])
    rows = re.findall(r"<tr>(.*?)</tr>", table[table.index("<tbody>"):], flags=re.S)
    return head, rows


def cells(row):
    return re.findall(r"<td([^>]*)>(.*?)</td>", row)


def test_the_report_is_in_catalan_titled_by_date_with_players_as_rows(published):
    page, game = published["page"], published["game"]
    assert page.startswith("<!DOCTYPE html>\n<html lang=\"ca\">")
    assert "<title>Partida duplicada del 14 de març de 2026</title>" in page
    assert "<h1>Partida duplicada del 14 de març de 2026</h1>" in page
    assert published["log"].stem not in page and "jsonl" not in page
    assert "acabada: no es pot treure cap faristol vàlid" in page and "Resultats definitius." in page
    assert "Bonificació per jugada única: 25 punts (120 jugadors" in page
    assert_no_english(page)

    head, rows = grid(page)
    assert [re.sub("<[^>]+>", "", h) for h in head] == ["Lloc", "Taula", "Nom"] + [str(n) for n in range(1, 21)] + \
        ["Total", "% mestra"]
    assert len(rows) == PLAYERS == 120                      # players as rows, rounds as columns
    table = standings(game)
    assert [int(re.search(r'class="table">(\d+)<', row).group(1)) for row in rows] == [s.table for s in table.rows]
    by_table = {int(re.search(r'class="table">(\d+)<', row).group(1)): cells(row) for row in rows}
    assert all(len(c) == 2 + 20 + 2 for c in by_table.values())     # rank, table, 20 rounds, total, %
    round_cell = lambda table_, number: by_table[table_][1 + number]   # noqa: E731
    # the signs keep their meaning: sanction, expulsion, bonus, null with its reason in Catalan, correction
    assert round_cell(SANCTIONED, 5)[1].endswith('<span class="mark sanction">S</span>')
    # three warnings in round 8: the second zeroes that round (S), the third expels from it on (E)
    assert round_cell(EXPELLED, 8)[1] == '0<span class="mark sanction">S</span>'
    assert all(round_cell(EXPELLED, n)[1] == '0<span class="mark expelled">E</span>' for n in range(9, 21))
    for number in SOLO_ROUNDS:
        finder = next(iter(game.rounds[number - 1].bonus))
        assert '<span class="mark bonus">+25</span>' in round_cell(finder, number)[1]
    nulls = [(attrs, text) for c in by_table.values() for attrs, text in c if 'class="null"' in attrs]
    assert len(nulls) > 100 and all(text.startswith('0<span class="mark null">N</span>') for _, text in nulls)
    reasons = " ".join(attrs for attrs, _ in nulls)
    assert "no és al diccionari" in reasons and "papereta no lliurada a temps" in reasons
    assert "coordenada &#39;P8&#39;" in reasons or "coordenada 'P8'" in reasons
    # corrected to the master move: its points match the master's (bold: "top")
    assert round_cell(11, 4)[0] == ' class="ok top" title="abans: ' + round_cell(11, 4)[0].split('abans: ', 1)[1]
    assert round_cell(11, 4)[1].endswith('<span class="mark corrected">*</span>')
    assert sum('class="missing"' in attrs for c in by_table.values() for attrs, _ in c) > 50
    # the racks and master moves, the corrections and every player's sheet are there
    for r in game.rounds:
        assert (f'<tr id="round-{r.number}"><td>{r.number}</td><td class="rack">{" ".join(r.rack)}</td>'
                f'<td class="move">{r.master}</td><td>{r.master_score}</td>') in page
    assert page.count("<section class=\"player\" id=\"player-") == 120
    corrections = page[page.index('<section id="corrections">'):page.index('<section id="sheets"')]
    assert corrections.count("<tr><td>") == 4 and "cap papereta" in corrections
    assert "Sense bonificacions" not in page


def test_the_provisional_report_shows_pending_slips_not_zeros(published):
    page, missing = published["provisional"]
    count = sum(len(tables) for tables in missing.values())
    assert set(missing) == {19, 20} and count >= 12           # the 6 slips of each round held back, and more
    tables = "; ".join(f"ronda {n}: taules {', '.join(map(str, t))}" for n, t in sorted(missing.items()))
    assert f'<p class="provisional"><strong>Classificació provisional: falten {count} paperetes ({tables})' \
           f'</strong></p>' in page
    _, rows = grid(page)
    pending = [(row, attrs) for row in rows for attrs, _ in cells(row) if 'class="pending"' in attrs]
    assert len(pending) == count
    assert all('title="pendent: papereta encara no entrada"' in attrs for _, attrs in pending)
    assert '<td class="pending" title="pendent: papereta encara no entrada"><span class="mark pending">…</span></td>' \
        in page
    assert "Resultats definitius." not in page
    assert_no_english(page)


def test_the_chart_is_inline_svg_scaled_by_a_viewbox_with_a_text_version(published):
    page, game = published["page"], published["game"]
    svg = page[page.index("<svg"):page.index("</svg>") + 6]
    assert page.count("<svg") == 1
    assert svg.startswith('<svg id="chart-standings-chart" class="pygal-chart" viewBox="0 0 1000 540" ')
    assert "<title id=\"standings-chart-title\">Percentatge acumulat de la jugada mestra, ronda a ronda</title>" in svg
    leaders = standings(game).rows[:5]
    desc = re.search(r'<desc id="standings-chart-desc">(.*?)</desc>', svg, flags=re.S).group(1)
    assert desc.splitlines()[0].startswith(f"1. {leaders[0].name}: ")
    assert desc.splitlines()[0].endswith(f"{leaders[0].percent_of_master:.2f}".replace(".", ","))
    assert len(desc.splitlines()) == 6 and "a la taula de resultats per ronda" in desc
    # one line per player, the five leaders named in the legend and at their lines' ends
    assert svg.count('class="line reactive nofill"') == 120
    for s in leaders:
        shown = f"{s.percent_of_master:.2f}".replace(".", ",")         # a decimal comma, a space before %
        assert f">{s.rank}. {s.name} ({shown}\u00a0%)</text>" in svg
    # nothing fetched when it is read, nothing that differs from one run to the next
    for needle in ("http", "<script", "href", "xlink:", "url(", "@import", "Generated with", "<!--"):
        assert needle not in svg, needle
    for needle in ("http:", "https:", "<script", "<link", "src=", "@import", "url("):
        assert needle not in page, needle


def test_same_log_same_bytes(published, catalan_lexicon):
    page, events = published["page"], published["events"]
    again = report_html(replay(events, catalan_lexicon), started=log_started(events))
    assert again == page
    assert report_html(published["game"], started=log_started(events)) == page


@pytest.mark.process
def test_the_cli_titles_the_report_with_the_event(published, tmp_path):
    log = published["log"]

    def report(*args):
        return subprocess.run([sys.executable, "-m", "conductor", "report", str(log), *args],
                              capture_output=True, text=True, timeout=120)

    out = tmp_path / "open.html"
    began = time.perf_counter()
    done = report("--html", str(out), "--title", "Open de Lleida 2026 <FISC> & amics")
    assert done.returncode == 0, done.stderr
    print(f"\nconductor report --html: {time.perf_counter() - began:.1f} s")
    page = out.read_text(encoding="utf-8")
    assert "<title>Open de Lleida 2026 &lt;FISC&gt; &amp; amics</title>" in page
    assert "<h1>Open de Lleida 2026 &lt;FISC&gt; &amp; amics</h1>" in page
    assert "Data: 14 de març de 2026" in page
    assert page == report_html(published["game"], "Open de Lleida 2026 <FISC> & amics", log_started(published["events"]))
    plain, csv = tmp_path / "plain.html", tmp_path / "plain.csv"
    assert report("--html", str(plain), "--csv", str(csv)).returncode == 0
    assert plain.read_text(encoding="utf-8") == published["page"] and log.stem not in published["page"]
    assert csv.read_text(encoding="utf-8-sig") == report_csv(published["game"])


def test_a_spanish_ajs_game_gives_a_spanish_report(tmp_path, _private_cache):
    lexicon = Lexicon.load(None, SPANISH)
    names = [Player(t, name, "Club Madrid") for t, name in enumerate(("Ana", "Bea", "Carles", "Dani", "Eva"), 1)]
    s = Session.new(tmp_path / "ajs.jsonl", lexicon, "ajs", names, 3, Config(180, False, "random"),
                    StepClock(MARCH_14_2026 + 86_400 * 5))
    rng = random.Random(3)
    generator = MoveGenerator(lexicon)
    while True:
        ok(s, "draw")
        if s.game.phase == ENDED:
            break
        ok(s, "start")
        generator.generate(s.game.board, s.game.current.rack)
        moves = generator.moves()
        ok(s, "time")
        ok(s, "reveal")
        round_ = s.game.rounds[-1]
        batch(s, _slips(rng, round_, moves, [1, 2, 3, 4, 5], lexicon) + [f"finalise {round_.number}"])
    ok(s, "final")
    s.close()
    events = read_log(tmp_path / "ajs.jsonl").events
    game = replay(events, lexicon)
    assert game.end_reason == "no valid rack can be drawn"
    page = report_html(game, started=log_started(events))
    assert page.startswith("<!DOCTYPE html>\n<html lang=\"es\">")
    assert "<title>Partida duplicada del 19 de marzo de 2026</title>" in page
    assert "terminada: no se puede sacar ningún atril válido" in page and "reglamento AJS" in page
    assert "<h2>Clasificación</h2>" in page and "Hojas de los jugadores" in page and "Sin bonificaciones." in page
    assert "Porcentaje acumulado de la jugada maestra" in page and "Resultados definitivos." in page
    assert "Clasificación provisional" not in page and "sin papeleta" in page
    text = visible_text(page) + " ".join(attribute_text(page))
    for catalan in ("Classificació", "jugadors", "rondes", "Taula", "papereta", "mestra", "acabada", "Faristol"):
        assert catalan not in text, catalan
    assert_no_english(page)
    # without a date (a step clock's setup time): the game's name alone, still no file name
    assert "<title>Partida duplicada</title>" in report_html(game)


# ---------------------------------------------------------------------- in Chromium: on a screen and printed

A4_LANDSCAPE = (841.89, 595.28)                       # points
CONTENT_WIDTH = (297 - 2 * 10) / 25.4 * 96            # CSS px: the page less its 10 mm margins (report.css @page)


def pdf_pages(data: bytes) -> list[tuple[float, float]]:
    """Each page's size in points, from its MediaBox."""
    boxes = re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", data)
    assert len(boxes) == len(re.findall(rb"/Type\s*/Page\b(?!s)", data))
    return [(float(w), float(h)) for w, h in boxes]


def pdf_page_png(pdf: Path, number: int, out: Path) -> None:
    subprocess.run(["pdftoppm", "-png", "-r", "80", "-singlefile", "-f", str(number), "-l", str(number), str(pdf),
                    str(out.with_suffix(""))], check=True, timeout=60)


def driver_at(width, height):
    from browser import chromium      # the one Chromium set-up (tests/support/browser.py), imported where needed

    return chromium((width, height))


def look_at_the_grid(page: Path, screenshots: Path) -> None:
    """The provisional report on a small laptop's 1024×768 screen: the grid scrolled right and down keeps its head
    row and the players' rank, table and name in view; then its chart on a 1400×1000 screen."""
    driver = driver_at(1024, 768)
    try:
        driver.get(page.as_uri())
        assert driver.execute_script("return window.innerWidth") == 1024
        moved = driver.execute_script("""
            const box = document.querySelector('.scroll');
            box.scrollIntoView();
            box.scrollTop = 1200; box.scrollLeft = box.scrollWidth;
            const head = box.querySelector('thead th.rank').getBoundingClientRect();
            const row = [...box.querySelectorAll('tbody tr')].find(r => r.getBoundingClientRect().top > head.bottom + 5);
            const name = row.querySelector('th.name').getBoundingClientRect();
            const first = row.querySelectorAll('td')[2].getBoundingClientRect();
            const frame = box.getBoundingClientRect();
            return {frame: [frame.left, frame.top], head: [head.left, head.top], name: name.left, first: first.left,
                    scrolled: [box.scrollTop, box.scrollLeft]};""")
        frame, head = moved["frame"], moved["head"]
        assert moved["scrolled"][0] > 0 and moved["scrolled"][1] > 0
        assert abs(head[1] - frame[1]) <= 2 and abs(head[0] - frame[0]) <= 2        # the head row held at the top
        assert moved["name"] > frame[0] and moved["first"] < moved["name"]           # names held, round 1 gone by
        assert driver.save_screenshot(str(screenshots / "report-120-grid.png"))
        driver.set_window_size(1400, 1000)
        driver.execute_script("document.querySelector('.scroll').scrollTop = 0; "
                              "document.getElementById('chart').scrollIntoView()")
        assert driver.save_screenshot(str(screenshots / "report-120-chart.png"))
    finally:
        driver.quit()


def measure_the_print_layout(page: Path) -> dict:
    """The final report laid out as printed (print media) on a viewport as wide as an A4 landscape page's content:
    each shown table's width and right edge, and the document's width."""
    driver = driver_at(1400, 1000)
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": int(CONTENT_WIDTH), "height": 718, "deviceScaleFactor": 1, "mobile": False})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        driver.get(page.as_uri())
        return driver.execute_script("""
            const shown = [...document.querySelectorAll('table, svg')].map(t => [t, t.getBoundingClientRect()])
                .filter(([t, r]) => r.width > 0);
            return {width: window.innerWidth, document: document.documentElement.scrollWidth,
                    print: matchMedia('print').matches,
                    tables: shown.map(([t, r]) => ({kind: t.tagName.toLowerCase() + '.' + (t.getAttribute('class') || ''),
                                                   left: r.left, right: r.right, scroll: t.scrollWidth || r.width}))};""")
    finally:
        driver.quit()


@pytest.mark.browser
@pytest.mark.process
def test_chromium_shows_it_on_a_screen_and_prints_it_on_a4_landscape(published, tmp_path, screenshots):
    if not CHROMIUM.exists():
        pytest.skip("needs Debian's chromium (make test installs it)")
    folder, printing = published["folder"], published["printing"] or start_printing(published)
    final, provisional, pdf = (folder / f"report-120{end}" for end in (".html", "-provisional.html", ".pdf"))
    try:
        shot = screenshots / "report-120.png"
        shot.unlink(missing_ok=True)
        subprocess.run([HEADLESS, *BROWSER, f"--screenshot={shot}", "--window-size=1400,1000", final.as_uri()],
                       capture_output=True, timeout=120)
        assert shot.exists() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        if CHROMEDRIVER.exists():
            look_at_the_grid(provisional, screenshots)
            layout = measure_the_print_layout(final)
            assert layout["print"] and abs(layout["width"] - CONTENT_WIDTH) < 1
            kinds = [t["kind"] for t in layout["tables"]]
            assert kinds.count("table.grid") == 2 and "table.standings" in kinds and "svg.pygal-chart" in kinds
            assert kinds.count("table.sheet") == 120
            cut = [t for t in layout["tables"] if t["left"] < 0 or t["right"] > CONTENT_WIDTH or t["scroll"] > CONTENT_WIDTH]
            assert not cut, cut[:3]
            assert layout["document"] <= CONTENT_WIDTH + 1
    finally:
        assert printing.wait(timeout=240) == 0
    seconds = time.perf_counter() - published["print_started"]
    pages = pdf_pages(pdf.read_bytes())
    print(f"\nChromium: {len(pages)} A4 landscape pages for 120 players ({pdf.stat().st_size / 1e6:.1f} MB), "
          f"printed in at most {seconds:.1f} s")
    assert all(abs(w - A4_LANDSCAPE[0]) < 1.5 and abs(h - A4_LANDSCAPE[1]) < 1.5 for w, h in pages), set(pages)
    assert 20 < len(pages) < 120          # two players' sheets to a page
    if shutil.which("pdftoppm") and shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                              check=True, timeout=60).stdout.split("\f")
        assert text[0].lstrip().startswith("Partida duplicada del 14 de març de 2026")
        assert "no valid rack" not in "".join(text) and "acabada: no es pot treure cap faristol" in text[0]
        first = {name: next(i for i, t in enumerate(text) if needle in t) + 1 for name, needle in (
            ("chart", "Percentatge acumulat de la jugada mestra, ronda a ronda"),
            ("grid", "Resultats per ronda (rondes 1–10)"), ("sheets", "Full de resultats · taula 1 ·"))}
        # the head row is printed again at the top of every page a table runs on to
        racks = next(i for i, t in enumerate(text) if "Faristols i jugades mestres" in t) + 1
        for number in [*range(2, first["chart"]), *range(first["grid"] + 1, racks)]:
            top = text[number - 1].strip().splitlines()[0]
            assert top.split()[:3] == ["Lloc", "Taula", "Nom"] or top.startswith("Resultats per ronda (rondes"), \
                (number, top)
        for name, number in [("1", 1), *first.items()]:
            pdf_page_png(pdf, number, screenshots / f"report-120-page-{name}.png")
    else:
        print("no pdftoppm/pdftotext (Debian poppler-utils): the PDF's pages are not turned into PNG files")


def test_a_slip_with_an_apostrophe_is_still_explained_in_the_players_language():
    from conductor.game.rounds import NULL_REASONS
    from conductor.report.words import reason_words
    from conductor.rules import CATALAN
    from conductor.rules.board import parse_coordinate
    from conductor.rules.spelling import tokenize_word

    def refused(call, *args):                 # the reason as the rules raise it: a key and its parameters
        with pytest.raises(ValueError) as raised:
            call(*args)
        return raised.value

    word = refused(tokenize_word, "L'AMIC", CATALAN)
    assert str(word) == "word 'L'AMIC': there is no tile ''' (position 2)"
    assert reason_words(word.message, "ca") == "'L'AMIC': no hi ha cap fitxa ''' (posició 2)"
    assert reason_words(word.message, "es") == "'L'AMIC': no hay ninguna ficha ''' (posición 2)"
    coordinate = refused(parse_coordinate, "H'8")
    assert str(coordinate) == "coordinate 'H'8': write a row letter and a column number, H8 for across or 8H for down"
    assert reason_words(coordinate.message, "ca").startswith("coordenada 'H'8': escriu la fila")
    assert reason_words(NULL_REASONS["late"], "es") == "papeleta no entregada a tiempo"
    assert reason_words("something new", "ca") == "something new"        # an unknown shape: shown as it is

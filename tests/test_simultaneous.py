"""One pack played in three venues (24, 18 and 9 players: 51 in all, so the solo-top bonus is 25 over everybody
while each venue alone would give 12, 9 or none), ranked as one game by `report --simultaneous`: totals
recomputed here, the venue beside every player in the standings and the grid, each venue's own ranking, the
page in Catalan; then Chromium shows it on a screen and prints it on A4 landscape (screenshots saved)."""

import re
import random
import shutil
import subprocess
import time

import pytest

from conductor.clock import StepClock
from conductor.engine import MoveGenerator
from conductor.game.duplicate import Config, bonus_value
from conductor.game.log import read_log
from conductor.game.players import Player
from conductor.game.session import replay
from conductor.pack import make_pack
from conductor.pack.play import venue_session
from conductor.report import log_started
from conductor.report.simultaneous import SimultaneousError, Venue, merge, venue_name
from conductor.report.simultaneous_page import simultaneous_csv, simultaneous_html
from sessions import ok
from test_report_publish import (BROWSER, CHROMEDRIVER, CHROMIUM, CONTENT_WIDTH, HEADLESS, _slips, assert_no_english, batch,
                                 driver_at, measure_the_print_layout, pdf_page_png, pdf_pages, visible_text)

MARCH_21_2026 = 1_774_100_000.0
SIZES = {"Lleida": 24, "Girona": 18, "Palma": 9}
CLUBS = ("CE Lleida", "Club Girona", "Scrabble Palma", "")
SOLO_AT_ONE = {3: "Palma", 7: "Girona"}          # the top found by one player of one venue only: a bonus
SOLO_AT_TWO = (5,)                                # found by one player at Lleida and one at Girona: no bonus


@pytest.fixture(scope="module")
def played(catalan_lexicon, tmp_path_factory):
    folder = tmp_path_factory.mktemp("simultaneous")
    pack = make_pack(catalan_lexicon, "fisc", 4242, 14)
    generator = MoveGenerator(catalan_lexicon)
    logs = {}
    for offset, (venue, size) in enumerate(SIZES.items()):
        players = [Player(t, f"{venue[:3]} Jugador{'a' if t % 2 else ''} {t:02d}", CLUBS[(t + offset) % 4])
                   for t in range(1, size + 1)]
        if venue == "Girona":
            players[0] = Player(1, "Maria Teresa Puigdollers i Vilanova", "Club Girona")
        log = folder / f"{venue.lower()}.jsonl"
        session = venue_session(pack, venue, log, catalan_lexicon, players, Config(180, True, "random"),
                                StepClock(MARCH_21_2026 + offset), "game.pack")
        rng = random.Random(offset)
        for number in range(1, len(pack.rounds) + 1):
            ok(session, "draw")
            ok(session, "start")
            generator.generate(session.game.board, session.game.current.rack)
            moves = generator.moves()
            ok(session, "time")
            ok(session, "reveal")
            round_ = session.game.rounds[-1]
            solo = number in SOLO_AT_ONE or number in SOLO_AT_TWO
            commands = _slips(rng, round_, moves, list(range(1, size + 1)), catalan_lexicon, solo=solo)
            if solo and not (SOLO_AT_ONE.get(number) == venue or (number in SOLO_AT_TWO and venue != "Palma")):
                commands = commands[1:]                     # the would-be finder hands in no slip here
            batch(session, commands)
            ok(session, f"finalise {number}")
        if venue == "Lleida":
            batch(session, [f"correct r2 4 {session.game.rounds[1].master}"])
        ok(session, "end")
        ok(session, "final")
        session.close()
        logs[venue] = log
    venues = []
    for log in logs.values():
        events = read_log(log).events
        venues.append(Venue(venue_name(events[0], str(log)), replay(events, catalan_lexicon), events[0],
                            log_started(events)))
    merged = merge(venues)
    page = simultaneous_html(merged)
    (folder / "simultaneous.html").write_text(page, encoding="utf-8")
    return {"folder": folder, "logs": logs, "venues": venues, "merged": merged, "page": page, "pack": pack}


def test_the_totals_are_every_venue_as_one_game(played):
    venues = played["venues"]
    everyone = [(v.name, t) for v in venues for t in v.game.players]
    assert len(everyone) == 51 and bonus_value(51) == 25
    expected = dict.fromkeys(everyone, 0)
    bonused = {}
    for number in range(len(played["pack"].rounds)):
        scores = {(v.name, t): v.game.rounds[number].scores[t] for v in venues for t in v.game.players}
        for key, score in scores.items():
            expected[key] += score
        best = max(scores.values())
        finders = [k for k, s in scores.items() if s == best and s > 0]
        if len(finders) == 1:
            expected[finders[0]] += 25
            bonused[number + 1] = finders[0][0]
    for number, venue in SOLO_AT_ONE.items():
        assert bonused.get(number) == venue
    for number in SOLO_AT_TWO:          # one finder at each of two venues: a bonus in each venue, none merged
        assert number not in bonused
        assert [len(v.game.rounds[number - 1].bonus) for v in venues] == [1, 1, 0]
    merged = played["merged"]
    from conductor.report.simultaneous import merged_standings

    table = merged_standings(merged)
    found = {(merged.venue_of(s.table).name, merged.origin[s.table][1]): s.total for s in table.rows}
    assert found == expected
    assert [s.total for s in table.rows] == sorted(expected.values(), reverse=True)
    # equal totals share a place only when the best single moves tie too (003 §1.9)
    for a, b in zip(table.rows, table.rows[1:]):
        assert (a.rank == b.rank) == (a.total == b.total and sorted(a.round_scores) == sorted(b.round_scores))


def test_the_page_shows_the_venues_in_catalan(played):
    page, merged = played["page"], played["merged"]
    assert page.startswith('<!DOCTYPE html>\n<html lang="ca">')
    assert "<h1>Partida simultània del 21 de març de 2026</h1>" in page
    assert "3 seus: Lleida, Girona, Palma" in page and "51 jugadors" in page
    assert "comptada entre totes les seus: 25 punts (51 jugadors" in page
    assert "Classificació conjunta" in page and "Classificació de cada seu" in page
    assert "Lleida · 24 jugadors" in page and "Palma · 9 jugadors" in page
    assert "Com la va veure la seu (sense bonificacions)" in page          # Palma: 9 players, no bonus there
    assert "Com la va veure la seu (bonificació amb els seus 24 jugadors: 12)" in page
    assert page.count('<td class="venue">') == 2 * 51 + 2 * 51             # standings, screen grid, 2 printed parts
    grid = page[page.index('id="grid-all"'):]
    rows = grid[:grid.index("</table>")].split("<tr>")[2:]
    assert len(rows) == 51 and all('<td class="venue">' in row for row in rows)
    assert sum(row.count('<span class="mark bonus">+25</span>') for row in rows) == len(SOLO_AT_ONE) + sum(
        1 for r in merged.rounds if r.bonus and r.number not in SOLO_AT_ONE)
    assert "Full de resultats · Girona, taula 1 · Maria Teresa Puigdollers i Vilanova (Club Girona)" in page
    assert '<td>Lleida</td><td>4</td>' in page                             # the correction names its venue
    assert "game.pack" not in page and "jsonl" not in page
    assert_no_english(page)
    again = [Venue(v.name, v.game, v.setup, v.started) for v in played["venues"]]
    assert simultaneous_html(merge(again)) == page                          # the same logs, the same bytes


def test_the_csv_has_the_venue_and_decimal_commas(played):
    text = simultaneous_csv(played["merged"])
    standings, rounds, grid = text.split("\n\n")
    assert standings.splitlines()[0] == "lloc;seu;taula;nom;club;llicència;total;bonificació;% mestra;lloc a la seu"
    assert len(standings.splitlines()) == 52 and len(rounds.splitlines()) == 15
    assert grid.splitlines()[0].startswith("lloc;seu;taula;nom;ronda 1;ronda 2;")
    assert "+25" in grid and ",", standings.splitlines()[1].split(";")[8]


def test_a_venue_missing_a_round_or_playing_another_list_is_refused(played):
    first, second = played["venues"][:2]
    short = Venue(second.name, second.game, second.setup)
    rounds = second.game.rounds
    second.game.rounds = rounds[:-1]
    try:
        with pytest.raises(SimultaneousError) as refused:
            merge([first, short])
        assert refused.value.said().startswith("ronda 14: la seu 'Girona' no l'ha jugada")     # the game's language
    finally:
        second.game.rounds = rounds
    listed = second.setup["lexicon"]
    other = Venue("Reus", second.game, {**second.setup, "lexicon": {**listed, "sha256_words": "0" * 64}})
    with pytest.raises(SimultaneousError) as refused:
        merge([first, other])
    assert re.search("la seu 'Reus' va jugar amb una altra llista de paraules .*Softcatalà hunspell 3.0.8 "
                     "\\(000000000000\\)", refused.value.said())
    renamed = Venue("Reus", second.game, {**second.setup, "lexicon": {**listed, "name": "Llista del club"}})
    assert merge([first, renamed])           # the same words under another name: the same list (sha256_words)
    other = Venue("Reus", second.game, {**second.setup, "pack": "f" * 64})
    with pytest.raises(SimultaneousError) as refused:
        merge([first, other])
    assert "la seu 'Reus' va jugar un altre paquet" in refused.value.said()


@pytest.mark.browser
@pytest.mark.process
def test_chromium_shows_the_merged_report_and_prints_it_on_a4(played, screenshots):
    if not CHROMIUM.exists():
        pytest.skip("needs Debian's chromium (make test installs it)")
    page = played["folder"] / "simultaneous.html"
    pdf = played["folder"] / "simultaneous.pdf"
    shot = screenshots / "simultaneous.png"
    shot.unlink(missing_ok=True)
    subprocess.run([HEADLESS, *BROWSER, f"--screenshot={shot}", "--window-size=1400,1000", page.as_uri()],
                   capture_output=True, timeout=120)
    assert shot.exists() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    if CHROMEDRIVER.exists():
        driver = driver_at(1024, 768)
        try:
            driver.get(page.as_uri())
            driver.execute_script("document.getElementById('venues').scrollIntoView()")
            assert driver.save_screenshot(str(screenshots / "simultaneous-venues.png"))
            held = driver.execute_script("""
                const box = document.querySelector('.scroll');
                box.scrollIntoView(); box.scrollTop = 300; box.scrollLeft = box.scrollWidth;
                const frame = box.getBoundingClientRect();
                const row = [...box.querySelectorAll('tbody tr')].find(r => r.getBoundingClientRect().top > frame.top + 40);
                const venue = row.querySelector('td.venue').getBoundingClientRect();
                const name = row.querySelector('th.name').getBoundingClientRect();
                return {frame: frame.left, venue: [venue.left, venue.right], name: [name.left, name.right]};""")
            assert held["venue"][0] > held["frame"] and held["venue"][1] <= held["name"][0] + 1   # venue held in view
            assert driver.save_screenshot(str(screenshots / "simultaneous-grid.png"))
        finally:
            driver.quit()
    began = time.perf_counter()
    subprocess.run([HEADLESS, *BROWSER, f"--print-to-pdf={pdf}", "--no-pdf-header-footer", page.as_uri()],
                   capture_output=True, timeout=240, check=True)
    pages = pdf_pages(pdf.read_bytes())
    print(f"\nChromium: {len(pages)} A4 landscape pages for 51 players in 3 venues, in {time.perf_counter() - began:.1f} s")
    assert all(abs(w - 841.89) < 1.5 and abs(h - 595.28) < 1.5 for w, h in pages), set(pages)
    if shutil.which("pdftoppm") and shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True,
                              timeout=60).stdout.split("\f")
        assert text[0].lstrip().startswith("Partida simultània del 21 de març de 2026")
        numbered = {name: next(i for i, t in enumerate(text) if needle in t) + 1 for name, needle in (
            ("venues", "Classificació de cada seu"), ("grid", "Resultats per ronda (rondes 1–7)"))}
        for name, number in [("1", 1), *numbered.items()]:
            pdf_page_png(pdf, number, screenshots / f"simultaneous-page-{name}.png")
        assert "Seu" in text[numbered["grid"] - 1] and "Palma" in text[numbered["grid"] - 1]
    assert "Lleida" in visible_text(played["page"])
    if CHROMEDRIVER.exists():          # laid out as printed: no table wider than an A4 landscape page's content
        layout = measure_the_print_layout(page)
        kinds = [t["kind"] for t in layout["tables"]]
        assert kinds.count("table.grid sim") == 2 and kinds.count("table.standings venue-standings") == 3
        cut = [t for t in layout["tables"] if t["left"] < 0 or t["right"] > CONTENT_WIDTH or t["scroll"] > CONTENT_WIDTH]
        assert not cut, cut[:3]

"""A sealed game for several venues: `conductor pack` makes it from a seed, encrypted under a passphrase
so its racks are not in its bytes; two venues play it through `conductor run --headless --prepared GAME.pack
--venue NAME` and show the same racks (the rejected draws too) and the same masters; a wrong passphrase, a damaged
pack or another word list is one line and exit status 2; the two venues' logs make one ranking in which the
solo-top bonus is counted over both venues (N = every player), and a log of another game is refused naming the
venue and the round."""

import base64
import json
import subprocess
import sys
from pathlib import Path

import pytest

from conductor.game.duplicate import bonus_value
from conductor.game.log import read_log
from conductor.game.session import replay
from conductor.pack import make_pack, open_pack, write_pack
from conductor.pack.seal import PackError, is_pack

pytestmark = pytest.mark.process          # `made`, the module's pack, is made by `conductor pack`

SEED, ROUNDS = 2026, 6
PASSPHRASE = "Còdol de Montserrat, 2026!"
VENUES = {"Lleida": [("Anna Vila", "CE Lleida", "L-0101"), ("Biel Roca", "CE Lleida", ""), ("Carla Puig", "", ""),
                     ("Dídac Soler", "CE Lleida", "L-0104"), ("Elna Mas", "", ""), ("Ferran Pons", "", "")],
          "Palma": [("Gemma Coll", "Club Palma", ""), ("Hug Ferrer", "Club Palma", ""), ("Irene Sala", "", ""),
                    ("Jan Bosch", "", ""), ("Laia Riera", "Club Palma", ""), ("Marc Oliver", "", "")]}
# who writes the master move, per venue and round (everyone else a lower bare score): round 2's top is found at
# both venues (no solo top over the two, though each venue alone has one finder), round 3's and 5's at one
# venue only (a bonus over the two venues: 12 players, 6 points), round 4's by nobody
FINDERS = {"Lleida": {1: [1, 2], 2: [3], 3: [4], 4: [], 5: [], 6: [1, 2, 3, 4, 5, 6]},
           "Palma": {1: [1], 2: [2], 3: [], 4: [], 5: [6], 6: [1, 2, 3, 4, 5, 6]}}


def cli(*args, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "conductor", *map(str, args)], input=stdin, capture_output=True,
                          text=True, timeout=120, cwd=cwd)


@pytest.fixture(scope="module")
def made(tmp_path_factory, catalan_lexicon):
    """The organiser's pack (encrypted with the default scrypt cost), and the same game unencrypted."""
    folder = tmp_path_factory.mktemp("pack")
    (folder / "pass.txt").write_text(PASSPHRASE + "\n", encoding="utf-8")
    made = cli("pack", "--seed", SEED, "--rounds", ROUNDS, "-o", folder / "game.pack", "--passphrase-file",
               folder / "pass.txt")
    assert made.returncode == 0, made.stderr
    assert made.stdout.startswith(f"{folder / 'game.pack'}: {ROUNDS} rondes") and "xifrat" in made.stdout
    pack = make_pack(catalan_lexicon, "fisc", SEED, ROUNDS)
    write_pack(pack, folder / "plain.pack", None)
    return {"folder": folder, "pack": pack, "sealed": folder / "game.pack", "plain": folder / "plain.pack",
            "pass": folder / "pass.txt"}


def test_the_pack_is_the_game_of_its_seed_with_its_rejected_draws(made, catalan_lexicon):
    pack = made["pack"]
    assert len(pack.rounds) == ROUNDS and pack.lexicon_sha256 == catalan_lexicon.sha256
    assert open_pack(made["sealed"], PASSPHRASE.encode(), "ca") == pack == open_pack(made["plain"], None, "ca")
    assert make_pack(catalan_lexicon, "fisc", SEED, ROUNDS).fingerprint == pack.fingerprint      # the same seed
    assert make_pack(catalan_lexicon, "fisc", SEED + 1, ROUNDS).fingerprint != pack.fingerprint
    assert all(list(r.rack) == list(r.leftover) + list(r.drawn) and r.master and r.score for r in pack.rounds)
    # the same draws a plain `run --seed` game makes (keyed draws): its first rack, rejections included
    assert any(r.rejected for r in make_pack(catalan_lexicon, "fisc", SEED).rounds)


def test_the_encrypted_pack_holds_no_rack_and_no_master(made):
    data, plain = made["sealed"].read_bytes(), made["plain"].read_bytes()
    assert is_pack(made["sealed"]) and made["sealed"].stat().st_mode & 0o077 == 0
    header = json.loads(data.splitlines()[1])
    assert header["cipher"] == "chacha20-poly1305" and header["kdf"]["name"] == "scrypt"
    assert header["kdf"]["log2_n"] >= 17 and "rounds" in header
    body = base64.b64decode(data.splitlines()[2])
    for r in made["pack"].rounds:
        word = r.master.split()[1]
        assert '","'.join(r.rack).encode() in plain and word.encode() in plain   # the search does find them
        for needle in (" ".join(r.rack), "".join(r.rack), '","'.join(r.rack), '", "'.join(r.rack), word, r.master):
            assert needle.encode() not in data and needle.encode() not in body
    assert b'"rack"' not in data and b'"master"' not in data


def test_a_wrong_passphrase_a_damaged_pack_or_another_list_is_one_line(made, tmp_path):
    players = tmp_path / "players.csv"
    players.write_text("Anna,1\nBiel,2\n", encoding="utf-8")
    wrong = tmp_path / "wrong.txt"
    wrong.write_text("còdol de montserrat, 2026!\n", encoding="utf-8")
    header = made["sealed"].read_bytes().split(b"\n")
    damaged_body, damaged_header = tmp_path / "body.pack", tmp_path / "header.pack"
    body = bytearray(base64.b64decode(header[2]))
    body[40] ^= 0x01
    damaged_body.write_bytes(b"\n".join([header[0], header[1], base64.b64encode(bytes(body)), b""]))
    damaged_header.write_bytes(b"\n".join([header[0], header[1].replace(b'"ruleset": "fisc"', b'"ruleset":"fisc"'),
                                           header[2], b""]))
    other_list = tmp_path / "llista.txt"
    other_list.write_text("CASA\nCASES\nMESA\nNOTA\n", encoding="utf-8")
    base = ["run", "--headless", "--fake-clock", "--players", players, "--venue", "Lleida"]
    cases = [
        (["--prepared", made["sealed"], "--passphrase-file", wrong], "paquet '{}': la contrasenya no és correcta"),
        (["--prepared", made["sealed"]], "és xifrat; dona la contrasenya amb --passphrase-file"),
        (["--prepared", damaged_body, "--passphrase-file", made["pass"]], "el contingut és malmès o s'ha modificat"),
        (["--prepared", damaged_header, "--passphrase-file", made["pass"]], "el contingut és malmès o s'ha modificat"),
        (["--prepared", made["sealed"], "--passphrase-file", made["pass"], "--lexicon", other_list],
         "es va preparar amb una altra llista de paraules"),
    ]
    for number, (extra, said) in enumerate(cases):
        log = tmp_path / f"refused-{number}.jsonl"
        done = cli(*base, *extra, "--log", log, stdin="draw\n")
        assert done.returncode == 2, (extra, done.stdout, done.stderr)
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
        assert lines[0].startswith("conductor run: ") and said.format(extra[1]) in lines[0], lines[0]
        assert not log.exists() or not log.read_text()            # nothing played, nothing logged
    no_venue = cli("run", "--headless", "--players", players, "--prepared", made["sealed"], "--passphrase-file",
                   made["pass"], "--log", tmp_path / "x.jsonl")
    assert no_venue.returncode == 2 and "--venue" in no_venue.stderr and "Traceback" not in no_venue.stderr


def test_kdf_parameters_are_bounded_when_read(made, tmp_path):
    lines = made["sealed"].read_bytes().split(b"\n")
    header = json.loads(lines[1])
    header["kdf"]["log2_n"] = 30                                   # 128 GiB: a hostile header
    hostile = tmp_path / "hostile.pack"
    hostile.write_bytes(b"\n".join([lines[0], json.dumps(header).encode(), lines[2], b""]))
    with pytest.raises(PackError) as refused:
        open_pack(hostile, PASSPHRASE.encode(), "ca")
    assert "paràmetres de la clau fora de límits" in refused.value.said()


def _players(tmp_path: Path, venue: str) -> Path:
    path = tmp_path / f"{venue}.csv"
    rows = ["nom;taula;club;llicència"] + [f"{n};{t};{c};{lic}" for t, (n, c, lic) in enumerate(VENUES[venue], 1)]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def _play(made, tmp_path: Path, venue: str, config: Path) -> Path:
    """A whole venue's game through the headless console: each round drawn from the pack, the slips typed."""
    log = tmp_path / f"{venue.lower()}.jsonl"
    lines = []
    for number in range(1, ROUNDS + 1):
        master = made["pack"].rounds[number - 1]
        lines += ["draw", "start", "time", "reveal"]
        for table in range(1, len(VENUES[venue]) + 1):
            finds = table in FINDERS[venue][number]
            lines.append(f"slip r{number} {table} " + (master.master if finds else str(max(0, master.score - table))))
        lines.append(f"finalise {number}")
    lines += ["draw", "state"]
    done = cli("run", "--headless", "--fake-clock", "-c", config, "--players", _players(tmp_path, venue),
               "--prepared", made["sealed"], "--passphrase-file", made["pass"], "--venue", venue, "--log", log,
               stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    refused = [(line, a) for line, a in zip(["(start)"] + lines, answers) if not a.get("ok")]
    assert not refused, refused[:3]
    assert answers[-1]["phase"] == "ended" and answers[-1]["ended"] == "the prepared racks are used up"
    return log


@pytest.fixture(scope="module")
def venues(made, tmp_path_factory):
    folder = tmp_path_factory.mktemp("venues")
    config = folder / "config.yaml"
    config.write_text("bonuses: true\n", encoding="utf-8")
    return {venue: _play(made, folder, venue, config) for venue in VENUES}


def test_two_venues_show_the_same_racks_and_masters(made, venues):
    seen = {}
    for venue, log in venues.items():
        events = read_log(log).events
        setup = events[0]
        assert setup["venue"] == venue and setup["pack"] == made["pack"].fingerprint
        assert setup["seed"] != SEED and setup["players"][0].get("licence", "") == VENUES[venue][0][2]   # not the pack's
        draws = [(e["leftover"], e["drawn"], e["rejected"]) for e in events if e["type"] == "draw" and "drawn" in e]
        masters = [(e["master"], e["score"]) for e in events if e["type"] == "reveal"]
        seen[venue] = (draws, masters)
    assert seen["Lleida"] == seen["Palma"]
    draws, masters = seen["Lleida"]
    pack = made["pack"].rounds
    assert draws == [(list(r.leftover), list(r.drawn), [list(x) for x in r.rejected]) for r in pack]
    assert masters == [(r.master, r.score) for r in pack]


def expected_totals(games) -> dict[tuple[str, int], int]:
    """Recomputed here: each player's round scores as their venue gave them, plus the solo-top bonus over every
    player of both venues (N = 12: 6 points), none where the top was found at both."""
    everyone = [(venue, table) for venue, game in games.items() for table in game.players]
    value = bonus_value(len(everyone))
    totals = dict.fromkeys(everyone, 0)
    for number in range(ROUNDS):
        scores = {(v, t): games[v].rounds[number].scores[t] for v, t in everyone}
        for key, score in scores.items():
            totals[key] += score
        best = max(scores.values())
        finders = [key for key, score in scores.items() if score == best and score > 0]
        if len(finders) == 1:
            totals[finders[0]] += value
    return totals


def test_the_merged_ranking_counts_the_solo_top_over_both_venues(venues, catalan_lexicon, tmp_path):
    games = {venue: replay(read_log(log).events, catalan_lexicon) for venue, log in venues.items()}
    # each venue alone has 6 players: no bonus at all there
    assert all(not r.bonus for game in games.values() for r in game.rounds)
    totals = expected_totals(games)
    assert totals[("Palma", 6)] - sum(r.scores[6] for r in games["Palma"].rounds) == 6        # round 5, alone
    assert totals[("Lleida", 4)] - sum(r.scores[4] for r in games["Lleida"].rounds) == 6      # round 3, alone
    assert totals[("Lleida", 3)] == sum(r.scores[3] for r in games["Lleida"].rounds)          # round 2: two venues
    out = tmp_path / "merged.csv"
    done = cli("report", "--simultaneous", *venues.values(), "--csv", out)
    assert done.returncode == 0, done.stderr
    text = out.read_text(encoding="utf-8-sig")
    head, *rows = text.split("\n\n")[0].splitlines()
    assert head.split(";") == ["lloc", "seu", "taula", "nom", "club", "llicència", "total", "bonificació",
                               "% mestra", "lloc a la seu"]
    found = {(cells[1], int(cells[2])): int(cells[6]) for cells in (row.split(";") for row in rows)}
    assert found == totals
    ranks = [int(row.split(";")[0]) for row in rows]
    assert [totals[(r.split(";")[1], int(r.split(";")[2]))] for r in rows] == sorted(totals.values(), reverse=True)
    assert ranks[0] == 1 and ranks == sorted(ranks)
    assert "," in rows[0].split(";")[8]                                                     # a decimal comma


def test_a_log_of_another_game_is_refused_naming_the_venue_and_round(made, venues, tmp_path, catalan_lexicon):
    other = make_pack(catalan_lexicon, "fisc", SEED + 7, ROUNDS)
    write_pack(other, tmp_path / "other.pack", None)
    players = _players(tmp_path, "Palma")
    log = tmp_path / "girona.jsonl"
    done = cli("run", "--headless", "--fake-clock", "--players", players, "--prepared", tmp_path / "other.pack",
               "--venue", "Girona", "--log", log, stdin="draw\nstart\ntime\nreveal\nend\n")
    assert done.returncode == 0, done.stderr
    refused = cli("report", "--simultaneous", venues["Lleida"], log, "--html", tmp_path / "x.html")
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    line = refused.stderr.strip()
    assert line.startswith("conductor report: ronda 1: la seu 'Girona' va jugar el faristol") and "'Lleida'" in line
    assert not (tmp_path / "x.html").exists()
    # a venue that stopped early is named with the round it did not play
    short = cli("report", "--simultaneous", venues["Palma"], log)
    assert short.returncode == 2 and "ronda 1: la seu 'Girona'" in short.stderr


def test_a_resumed_venue_draws_on_as_the_pack_drew(made, tmp_path):
    players = _players(tmp_path, "Lleida")
    log = tmp_path / "resumed.jsonl"
    first = cli("run", "--headless", "--fake-clock", "--players", players, "--prepared", made["sealed"],
                "--passphrase-file", made["pass"], "--venue", "Lleida", "--log", log,
                stdin="draw\nstart\ntime\nreveal\n")
    assert first.returncode == 0, first.stderr
    # the venue's log holds what was played, not what is to come: no later rack, no master, not the pack's seed
    text = log.read_text(encoding="utf-8")
    setup = read_log(log).events[0]
    assert setup["prepared"] == [] and setup["seed"] != made["pack"].seed
    for later in made["pack"].rounds[1:]:
        assert later.master.split()[1] not in text and " ".join(later.drawn) not in text
    # a resume needs the pack (and its passphrase) again: one clear line without it
    refused = cli("run", "--headless", "--fake-clock", "--resume", log, stdin="")
    assert refused.returncode == 2 and "Traceback" not in refused.stderr and refused.stderr.count("\n") == 1
    again = cli("run", "--headless", "--fake-clock", "--resume", log, "--passphrase-file", made["pass"],
                stdin="draw\nstart\ntime\nreveal\ndraw\n")
    assert again.returncode == 0, again.stderr
    events = read_log(log).events
    draws = [e for e in events if e["type"] in ("draw", "rack")]
    assert [e["type"] for e in draws] == ["draw"] * 3                 # never a typed rack, even after a resume
    assert [e["drawn"] for e in draws] == [list(r.drawn) for r in made["pack"].rounds[:3]]

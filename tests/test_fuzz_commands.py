"""No typed line can stop the game: arbitrary text, and every command with arbitrary arguments
(other scripts' digits, signs, huge numbers, control characters), thrown at a session in each phase of a round
and at a real headless console. Every answer is a refusal or an answer, the state machine never meets an error
it did not mean (nothing lands in `session.problems`), and the process is alive at the end."""

import json
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conductor.clock import StepClock
from conductor.cli.headless import HEADLESS_HELP
from conductor.game.duplicate import Config
from conductor.game.log import read_log
from conductor.game.players import Player
from conductor.game.schema import problem
from conductor.game.session import Session
from tiers import examples

NAMES = sorted({key.split()[0] for key in HEADLESS_HELP} | {"slip", "null", "correct", "finalise", "rack", "pick",
                                                             "adjust", "warn", "device", "pins", "lock", "unlock",
                                                             "reopen", "final", "end"})
ODD = ["²", "①", "4³", "r²", "r١٢", "--5", "-1", "1e400", "inf", "nan", "١٢", "１２", "0x10", "99999999999999999999", "r0", "r-1",
       "r99999999999", "H8", "8H", "Z99", "l·l", "ŀl", "NY", "?", "\x00", "\u202e", "'", '"', "\\", "%s", "{}", ""]
ARGUMENT = st.one_of(st.sampled_from(ODD), st.text(max_size=12), st.integers(-10**6, 10**6).map(str),
                     st.from_regex(r"r[0-9]{1,3}", fullmatch=True), st.from_regex(r"[A-O][0-9]{1,2}", fullmatch=True))
LINE = st.one_of(st.text(max_size=60),
                 st.builds(lambda name, args: " ".join([name, *args]), st.sampled_from(NAMES),
                           st.lists(ARGUMENT, max_size=4)))
PHASES = {"draw": [], "ready": ["draw"], "think": ["draw", "start"], "collect": ["draw", "start", "time"],
          "closed": ["draw", "start", "close"], "revealed": ["draw", "start", "time", "reveal"],
          "ended": ["draw", "start", "time", "reveal", "end"]}


def _session(lexicon, tmp_path, phase, counter=[0]):  # noqa: B006 - one counter across calls, on purpose
    counter[0] += 1
    session = Session.new(tmp_path / f"fuzz{counter[0]}.jsonl", lexicon, "fisc",
                          [Player(t, f"J{t}") for t in range(1, 5)], 7, Config(), StepClock())
    for command in PHASES[phase]:
        assert session.execute(command)["ok"], command
    return session


@settings(max_examples=examples(600), derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))
@given(phase=st.sampled_from(sorted(PHASES)), lines=st.lists(LINE, min_size=1, max_size=6))
def test_any_line_is_answered_and_nothing_breaks(catalan_lexicon, tmp_path_factory, phase, lines):
    session = _session(catalan_lexicon, tmp_path_factory.mktemp("f"), phase)
    try:
        for line in lines:
            answer = session.execute(line)
            assert isinstance(answer, dict) and isinstance(answer.get("ok"), bool), (line, answer)
            json.dumps(answer)
            assert not session.problems, (line, session.problems)
        # every line the game wrote is one the multiplex hub takes (its schema, strictly: no key it does not name)
        for index, event in enumerate(read_log(session.log.path).events):
            assert problem(event, index == 0, strict=True) is None, event
    finally:
        session.close()


@pytest.mark.process
def test_a_real_console_survives_a_burst_of_odd_lines(tmp_path):
    (tmp_path / "players.csv").write_text("name,table\nAna,1\nBiel,2\n")
    process = subprocess.Popen(
        [sys.executable, "-m", "conductor", "run", "--headless", "--fake-clock", "--players",
         str(tmp_path / "players.csv"), "--log", str(tmp_path / "g.jsonl"), "--seed", "4"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, encoding="utf-8")
    process.stdout.readline()
    lines = ["draw", "start"] + [f"slip 1 {odd}" for odd in ODD if odd.strip() and "\x00" not in odd] + \
            [f"{name} {odd}" for name in NAMES for odd in ODD[:12]] + ["state"]
    try:
        for line in lines:
            process.stdin.write(line.replace("\n", " ") + "\n")
            process.stdin.flush()
            answer = json.loads(process.stdout.readline())
            assert isinstance(answer["ok"], bool), (line, answer)
            assert "internal error" not in answer.get("error", ""), (line, answer)
    finally:
        process.stdin.close()
        process.wait(20)
        process.stdout.close()
    assert process.returncode == 0

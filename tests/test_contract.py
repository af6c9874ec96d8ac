"""The command contract is documented: every judge command the state machine and the session take is listed
by the headless `help` and in `conductor run`'s reference (docs/run.md), so a command cannot be added without being described."""

from pathlib import Path

from conductor.cli import HEADLESS_HELP
from conductor.game.duplicate import Duplicate
from conductor.game.session import ACCESS_COMMANDS

REFERENCE = (Path(__file__).resolve().parent.parent / "docs" / "run.md").read_text(encoding="utf-8")
ALIASES = {"finalize"}          # another spelling of finalise
SESSION_QUERIES = {"state", "master", "standings"}


def _commands():
    return ({name[len("_cmd_"):] for name in dir(Duplicate) if name.startswith("_cmd_")} - ALIASES) | ACCESS_COMMANDS


def test_every_command_is_in_the_headless_help_and_the_readme():
    helped = {word for key in HEADLESS_HELP for word in key.replace("/", " ").split()}
    for command in sorted(_commands() | SESSION_QUERIES):
        assert command in helped, f"{command} is missing from HEADLESS_HELP"
        assert f"`{command}" in REFERENCE, f"{command} is missing from docs/run.md"

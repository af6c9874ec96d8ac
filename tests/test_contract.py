"""The command contract is documented (DESIGN §4i): every command is one entry of the registry, and every help list
is made from it, so a command cannot be added without being described: the headless `help` lists every command the
headless console takes, docs/commands.md is the registry's text as generated, and the README points to it."""

from pathlib import Path

from conductor.cli import HEADLESS_HELP
from conductor.game.commands import COMMANDS, HEADLESS
from conductor.game.commands.help import document

ROOT = Path(__file__).resolve().parent.parent


def test_every_headless_command_is_in_its_help():
    helped = {word for key in HEADLESS_HELP for word in key.replace("/", " ").split()}
    for command in COMMANDS:
        if HEADLESS in command.faces:
            assert set(command.name.split()) <= helped, f"{command.name} is missing from HEADLESS_HELP"


def test_docs_commands_is_the_registrys_text():
    """docs/commands.md is what `python -m conductor.game.commands.help docs/commands.md` writes; after a change to
    the registry or its help, run it again."""
    assert (ROOT / "docs" / "commands.md").read_text(encoding="utf-8") == document()
    for command in COMMANDS:
        assert f"`{command.name}" in document(), command.name
    assert "docs/commands.md" in (ROOT / "README.md").read_text(encoding="utf-8")

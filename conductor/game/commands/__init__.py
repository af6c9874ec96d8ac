"""The one command registry (DESIGN §4i): each command one object (base.Command) with its words in ca, es and en,
its parser into a typed command, its check and event, who runs it and its help (messages/command_help.py)."""

from .base import ACCESS, CONSOLE, GAME, HEADLESS, HOST, PROJECTOR, QUERY, SESSION, Command, Plain, Typed, Words
from .access import DeviceAdd, DeviceRevoke, Links, Lock, Pins
from .people import Accommodate, Leave, Registration
from .play import Adjust, Autorun, End, Pick, Rack, Warn
from .registry import BY_NAME, COMMANDS, as_english, lookup, parse_line, spec
from .slips import DEFAULTED, Correct, EnterSlip, Finalise, Settle

__all__ = ["ACCESS", "BY_NAME", "COMMANDS", "CONSOLE", "DEFAULTED", "GAME", "HEADLESS", "HOST", "PROJECTOR", "QUERY",
           "SESSION", "Accommodate", "Adjust", "DeviceAdd", "DeviceRevoke", "Links", "Lock", "Pins", "Autorun", "Command", "Correct", "End", "EnterSlip",
           "Finalise", "Leave", "Pick", "Plain", "Rack", "Registration", "Settle", "Typed", "Warn", "Words",
           "as_english", "lookup", "parse_line", "spec"]

"""The one command registry (DESIGN §4i): each command one object (base.Command) with its words in ca, es and en,
its parser into a typed command, its check and event, who runs it, its help (messages/command_help.py) and what each
face does with it (public or not, what follows it, its console line, its query, its question, its action)."""

from .base import (ACCESS, ACCESS_SHEET, CLOCK_SET, CONSOLE, OVER, GAME, HEADLESS, HOST, PROJECTOR, PUBLIC, QUERY,
                   RACK_OUT, REVEALED, SECRET, SESSION, SHOWS_GAME, SLIP, TIME_UP, Command, Plain, Typed, Words)
from .access import DeviceAdd, DeviceRevoke, Links, Lock, Pins
from .people import Accommodate, Leave, Registration
from .play import Adjust, Autorun, End, Pick, Rack, Warn
from .registry import BY_NAME, COMMANDS, as_english, lookup, parse_line, spec
from .slips import DEFAULTED, Correct, EnterSlip, Finalise, Settle

__all__ = ["ACCESS", "ACCESS_SHEET", "BY_NAME", "CLOCK_SET", "COMMANDS", "CONSOLE", "DEFAULTED", "OVER", "GAME",
           "HEADLESS", "HOST", "PROJECTOR", "PUBLIC", "QUERY", "RACK_OUT", "REVEALED", "SECRET", "SESSION",
           "SHOWS_GAME", "SLIP", "TIME_UP", "Accommodate", "Adjust", "DeviceAdd", "DeviceRevoke", "Links", "Lock",
           "Pins", "Autorun", "Command", "Correct", "End", "EnterSlip", "Finalise", "Leave", "Pick", "Plain", "Rack",
           "Registration", "Settle", "Typed", "Warn", "Words", "as_english", "lookup", "parse_line", "spec"]

"""Each kind of game-log event as a type: one `TypedDict` per kind in schema.py's FIELDS, with the same keys.

schema.py checks a log line when it is read (its FIELDS say what each kind holds); these types let the type
checker check the code that builds and reads events (`event["table"]` is an int in a `WarnEvent`). They are
declared beside the schema, key for key, and tests/test_events.py fails when the two differ (a kind without its
type, a key missing, added or of another kind), so they cannot drift apart.
"""

# no `from __future__ import annotations`: TypedDict (Python 3.11) reads NotRequired only from evaluated annotations
from typing import Any, Literal, NotRequired, TypedDict


class _Common(TypedDict, total=False):
    """What any event may carry (schema.COMMON): when, who sent it, the client's id of a slip."""
    at: float
    by: str
    id: str


class SetupEvent(_Common):
    type: Literal["setup"]
    seed: int
    players: list[Any]
    ruleset: str
    version: NotRequired[int]
    lexicon: NotRequired[dict[str, Any]]
    lexicon_sha256: NotRequired[str]
    lexicon_path: NotRequired[str]
    config: NotRequired[dict[str, Any]]
    prepared: NotRequired[list[Any]]
    venue: NotRequired[str]
    pack: NotRequired[str]
    pack_path: NotRequired[str]            # where a venue read its sealed pack (pack/play.py)
    language: NotRequired[str]
    run: NotRequired[dict[str, Any]]
    conductor: NotRequired[str]


class DrawEvent(_Common):
    type: Literal["draw"]
    leftover: NotRequired[list[str]]
    drawn: NotRequired[list[str]]
    rejected: NotRequired[list[Any]]
    none: NotRequired[bool]


class RackEvent(_Common):
    type: Literal["rack"]
    drawn: list[str]
    returned: NotRequired[list[str]]


class StartEvent(_Common):
    type: Literal["start"]


class PauseEvent(_Common):
    type: Literal["pause"]


class ResumeEvent(_Common):
    type: Literal["resume"]


class TimeEvent(_Common):
    type: Literal["time"]


class CloseEvent(_Common):
    type: Literal["close"]


class AdjustEvent(_Common):
    type: Literal["adjust"]
    seconds: float


class WarnEvent(_Common):
    type: Literal["warn"]
    table: int


class AccommodateEvent(_Common):
    type: Literal["accommodate"]
    table: int
    seconds: int


class FrozenEvent(_Common):
    type: Literal["frozen"]
    seconds: float


class PickEvent(_Common):
    type: Literal["pick"]
    index: int


class RevealEvent(_Common):
    type: Literal["reveal"]
    master: str
    score: NotRequired[int]


class EndEvent(_Common):
    type: Literal["end"]
    reason: NotRequired[str]


class SlipEvent(_Common):
    type: Literal["slip"]
    table: int
    text: str
    round: NotRequired[int]
    typed: NotRequired[str]
    replace: NotRequired[bool]
    assist: NotRequired[bool]


class CorrectEvent(_Common):
    type: Literal["correct"]
    round: int
    table: int
    text: str
    old: NotRequired[dict[str, Any] | None]
    typed: NotRequired[str]
    replace: NotRequired[bool]


class FinaliseEvent(_Common):
    type: Literal["finalise"]
    round: int


class FinalEvent(_Common):
    type: Literal["final"]


class ReopenEvent(_Common):
    type: Literal["reopen"]
    takes_back: list[Any]
    what: NotRequired[str]
    remaining: NotRequired[float]


class AutorunEvent(_Common):
    type: Literal["autorun"]
    on: bool
    schedule: NotRequired[dict[str, Any]]


class ClockEvent(_Common):
    type: Literal["clock"]


class DeviceEvent(_Common):
    type: Literal["device"]
    name: str
    first: int
    last: int
    code_sha256: str
    assist: NotRequired[bool]


class RevokeEvent(_Common):
    type: Literal["revoke"]
    name: str


class PinsEvent(_Common):
    type: Literal["pins"]
    pins: dict[str, Any]


class LockEvent(_Common):
    type: Literal["lock"]
    table: int


class UnlockEvent(_Common):
    type: Literal["unlock"]
    table: int


class LinksEvent(_Common):
    type: Literal["links"]
    tokens: dict[str, Any]


class LogoutEvent(_Common):
    type: Literal["logout"]
    table: int
    token_sha256: str


class JoinEvent(_Common):
    type: Literal["join"]
    table: int
    name: str
    club: NotRequired[str]
    round: NotRequired[int]
    client: NotRequired[str]
    sealed: NotRequired[str]


class RegistrationEvent(_Common):
    type: Literal["registration"]
    open: NotRequired[bool]
    until: NotRequired[int]


class LeaveEvent(_Common):
    type: Literal["leave"]
    table: int


class WithdrawEvent(_Common):
    """A player who went home (`withdraw TABLE`): in the standings with the rounds played, absent from `round` on."""
    type: Literal["withdraw"]
    table: int
    round: int


class ReinstateEvent(_Common):
    """A withdrawal taken back (`reinstate TABLE`): the table plays every round again, its missing slips owed."""
    type: Literal["reinstate"]
    table: int


class EntryEvent(_Common):
    type: Literal["entry"]
    round: int
    table: int
    text: str
    typed: NotRequired[str]
    replace: NotRequired[bool]


class SettleEvent(_Common):
    type: Literal["settle"]
    round: int
    table: int
    text: str
    choice: NotRequired[int]


# any event, told apart by its "type"
Event = (
    SetupEvent | DrawEvent | RackEvent | StartEvent | PauseEvent | ResumeEvent | TimeEvent | CloseEvent |
    AdjustEvent | WarnEvent | AccommodateEvent | FrozenEvent | PickEvent | RevealEvent | EndEvent | SlipEvent | CorrectEvent |
    FinaliseEvent | FinalEvent | ReopenEvent | AutorunEvent | ClockEvent | DeviceEvent | RevokeEvent | PinsEvent |
    LockEvent | UnlockEvent | LinksEvent | LogoutEvent | JoinEvent | RegistrationEvent | LeaveEvent | EntryEvent |
    SettleEvent | WithdrawEvent | ReinstateEvent
)

# the events game/access.py applies (the game server's devices, PINs, links, locks), and the timer's (timer.py)
AccessEvent = DeviceEvent | RevokeEvent | PinsEvent | LinksEvent | LogoutEvent | LockEvent | UnlockEvent
TimerEvent = StartEvent | PauseEvent | ResumeEvent | AdjustEvent | TimeEvent

# event type → its TypedDict (tests/test_events.py compares them with schema.FIELDS)
EVENTS: dict[str, type] = {
    "setup": SetupEvent, "draw": DrawEvent, "rack": RackEvent, "start": StartEvent, "pause": PauseEvent,
    "resume": ResumeEvent, "time": TimeEvent, "close": CloseEvent, "adjust": AdjustEvent, "warn": WarnEvent,
    "accommodate": AccommodateEvent, "frozen": FrozenEvent, "pick": PickEvent, "reveal": RevealEvent, "end": EndEvent, "slip": SlipEvent,
    "correct": CorrectEvent, "finalise": FinaliseEvent, "final": FinalEvent, "reopen": ReopenEvent,
    "autorun": AutorunEvent, "clock": ClockEvent, "device": DeviceEvent, "revoke": RevokeEvent, "pins": PinsEvent,
    "lock": LockEvent, "unlock": UnlockEvent, "links": LinksEvent, "logout": LogoutEvent, "join": JoinEvent,
    "registration": RegistrationEvent, "leave": LeaveEvent, "entry": EntryEvent, "settle": SettleEvent,
    "withdraw": WithdrawEvent, "reinstate": ReinstateEvent,
}

"""The typed events (game/events.py) are the log's schema (game/schema.py FIELDS), key for key: every kind has its
TypedDict, with the same required and optional keys, each of the type its schema kind says. Pure, cheap."""

import types
import typing

import pytest

from conductor.game.events import EVENTS, Event
from conductor.game.schema import COMMON, FIELDS

# a schema kind → the type its TypedDict key must have
TYPE_OF = {"whole": int, "number": float, "text": str, "flag": bool, "tiles": list[str], "list": list[typing.Any],
           "object": dict[str, typing.Any], "object or null": dict[str, typing.Any] | None}


def test_every_schema_kind_has_its_typed_event_and_no_other():
    assert set(EVENTS) == set(FIELDS)
    assert set(typing.get_args(Event)) == set(EVENTS.values())


@pytest.mark.parametrize("kind", sorted(FIELDS))
def test_a_typed_event_has_the_schemas_keys_and_kinds(kind):
    typed, (required, optional) = EVENTS[kind], FIELDS[kind]
    assert typed.__required_keys__ == {"type", *required}, kind
    assert typed.__optional_keys__ == {*optional, *COMMON}, kind
    hints = typing.get_type_hints(typed)
    assert hints["type"] == typing.Literal[kind]
    for name, schema_kind in {**required, **optional, **COMMON}.items():
        assert hints[name] == TYPE_OF[schema_kind], (kind, name, hints[name], schema_kind)


def test_the_test_reads_unions_and_generics_as_the_types_module_makes_them():
    # `dict[str, Any] | None` from the module's (postponed) annotations equals the one built here
    assert isinstance(TYPE_OF["object or null"], types.UnionType)


def test_every_handler_takes_its_kinds_typed_event_and_returns_a_typed_answer():
    """Duplicate.apply hands each event to `_on_<kind>` (duplicate.py and its parts): each declares its kind's event
    type and an answer type of game/answers.py; the kinds without one are the timer's and the network access's."""
    from conductor.game import answers
    from conductor.game.duplicate import Duplicate
    from conductor.game.events import AccessEvent, TimerEvent

    typed_answers = {value for value in vars(answers).values() if typing.is_typeddict(value)}
    handled = set()
    for kind in FIELDS:
        handler = getattr(Duplicate, f"_on_{kind}", None)
        if handler is None:
            continue
        handled.add(kind)
        hints = typing.get_type_hints(handler)
        assert hints["event"] is EVENTS[kind], kind
        returned = set(typing.get_args(hints["return"])) or {hints["return"]}
        assert returned <= typed_answers, (kind, hints["return"])
    others = {typing.get_type_hints(t)["type"].__args__[0] for t in typing.get_args(AccessEvent | TimerEvent)}
    assert handled | others == set(FIELDS) and not handled & others

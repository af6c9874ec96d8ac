"""A request's body read as JSON, strictly: what the network sends, read once, the same way by the game server's gate
(server/guard.py) and the multiplex hub (multiplex/web.py).

UTF-8, no key twice ({"table": 1, "table": 2} is refused, never read as its last value), nested at most a given
number of levels; anything else is a `BodyError` saying which ("json", "twice", "deep": the gate's refusal keys),
never an exception of the parser's own. A body nested a thousand deep overflows the parser's recursion
(RecursionError, which is no ValueError): read elsewhere it was answered 500, "the game does not answer"."""

from __future__ import annotations

import json

NESTING = (dict, list)                                     # what JSON nests in (json gives these types exactly)


class BodyError(Exception):
    """A body that is not strict JSON: why (`key`: "json", "twice", "deep") and the key named twice (`name`)."""

    def __init__(self, key: str, name: str = ""):
        super().__init__(key)
        self.key, self.name = key, name


class _DuplicateKey(Exception):
    pass


def _unique(pairs: list[tuple[str, object]]) -> dict:
    """An object's pairs as a dict, every key once (strict JSON, RFC 8259 §4: names SHOULD be unique)."""
    data: dict = {}
    for key, value in pairs:
        if key in data:
            raise _DuplicateKey(key)
        data[key] = value
    return data


STRICT_JSON = json.JSONDecoder(object_pairs_hook=_unique)   # made once: json.loads with a hook makes one a call


def decode_json(raw: bytes, depth: int) -> object:
    """`raw`'s JSON, nested at most `depth` levels (a scalar is 1, {"a": 1} 2); BodyError otherwise."""
    try:
        data = STRICT_JSON.decode(raw.decode("utf-8"))
    except RecursionError:
        raise BodyError("deep") from None
    except _DuplicateKey as twice:
        raise BodyError("twice", str(twice)[:40]) from None
    except (UnicodeDecodeError, ValueError):
        raise BodyError("json") from None
    values = data.values() if isinstance(data, dict) else data if isinstance(data, list) else ()
    if any(type(v) in NESTING for v in values) and depth_of(data) > depth:       # all scalars: depth 2
        raise BodyError("deep")
    return data


def depth_of(value: object) -> int:
    """How deeply `value` nests (1 for a scalar), without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        deepest = max(deepest, level)
        if isinstance(item, dict):
            stack.extend((v, level + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, level + 1) for v in item)
    return deepest

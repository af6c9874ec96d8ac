"""HUB.jsonl: every event the hub accepted, one line each ({"venue", "seq", "event", "at"}), fsync'd before the venue
is told it is held; the organiser's words among them, where they were given: a settlement of a venue kept apart
({"settle": {"venue", "round", "as"}, "at"}), a venue left out or taken back ({"absent": {"venue", "absent"}, "at"}),
and hub.yaml as a resume found it changed ({"hub": {…}, "at"}: the settings from there on). `--resume` and `report
--multiplex` feed its lines to a MultiplexState again, the same way they first came, so the hub after a crash and the
report stand exactly where the live hub stood."""

from __future__ import annotations

import json
from pathlib import Path

from ..files import private_file
from ..game.lock import LogLock
from ..messages import KeyedError, message_of


class HubLogError(KeyedError):
    """A hub log that cannot be used (said in the hub's language by the shell)."""


WORDS = ("settle", "absent")            # the organiser's words a line may hold


def read_hub_log(path: Path) -> tuple[dict, list[dict]]:
    """The hub's settings as its log keeps them (without the keys: its first line's, as a later change left them)
    and the events' and the organiser's lines; a last line cut short by a crash is dropped (its venue sends it
    again)."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise HubLogError("hubconf.log", path=str(path), why=message_of(error)) from None
    lines = data.split(b"\n")
    out: list[dict] = []
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            line = json.loads(raw)
        except ValueError:
            if number == len(lines) and not data.endswith(b"\n"):
                break
            raise HubLogError("hubconf.log", path=str(path), why=f"line {number}") from None
        if isinstance(line, dict) and isinstance(line.get("hub"), dict):
            if out:
                out[0] = {"hub": {**out[0]["hub"], **line["hub"]}}       # changed by a resume: from here on
            else:
                out.append(line)
            continue
        if not out or not isinstance(line, dict) or not any(isinstance(line.get(k), dict) for k in ("event", *WORDS)):
            raise HubLogError("hubconf.log", path=str(path), why=f"line {number}")
        out.append(line)
    if not out:
        raise HubLogError("hubconf.log", path=str(path), why="empty")
    return out[0]["hub"], out[1:]


def header(settings) -> dict:
    """hub.yaml as the log keeps it: everything but the keys (the report needs no secret)."""
    return {"venues": list(settings.venues), "draw": settings.draw, "pack": settings.pack,
            "ranking": settings.ranking, "partial_every": settings.partial_every,
            "percent_bonus": settings.percent_bonus, "language": settings.language, "lexicon": settings.lexicon}


def changes(kept: dict, settings, lines: list[dict]) -> list:
    """What hub.yaml changed since the log's settings (`kept`), each said by a Message, for the organiser's one
    line at a resume; HubLogError when a change would lose what the log holds (a venue with events no longer
    listed: its events and its players would vanish from the ranking without a word)."""
    from ..messages import Message

    now = header(settings)
    had = kept.get("venues", [])
    held = {str(line.get("venue")) for line in lines if isinstance(line.get("event"), dict)}
    gone = [name for name in had if name not in now["venues"]]
    for name in gone:
        if name in held:
            raise HubLogError("hubconf.venue_dropped", venue=name, n=sum(1 for line in lines
                                                                          if line.get("venue") == name))
    said = [Message("hubconf.venue_added", venue=name) for name in now["venues"] if name not in had]
    said += [Message("hubconf.venue_removed", venue=name) for name in gone]
    for key in ("ranking", "partial_every", "percent_bonus", "language", "lexicon", "pack"):
        if key in kept and kept[key] != now[key]:
            said.append(Message("hubconf.setting_changed", setting=key, was=str(kept[key]), now=str(now[key])))
    return said


def replay_hub_log(state, lines: list[dict]) -> dict:
    """The lines fed to `state` as they first came: every venue's events held first (so each venue's game copies
    only what its reopens take back, game/replayer.py), then applied, each word of the organiser's after the events
    the log has before it. What was replayed: {"events": N, "settlements": K, "absent": [VENUE, …]}."""
    from .state import Refused

    words: list[tuple[dict, dict[str, int]]] = []       # an organiser's word, and each venue's events before it
    events = 0
    for line in lines:
        if any(isinstance(line.get(k), dict) for k in WORDS):
            words.append((line, {name: feed.acked for name, feed in state.feeds.items()}))
            continue
        venue = line.get("venue")
        if venue in state.feeds and line.get("seq") == state.feeds[venue].acked + 1:
            at = line.get("at")
            state.hold(venue, [line["event"]], at if isinstance(at, (int, float)) else None)
            events += 1
    settled = 0
    for line, before in words:
        for name, count in before.items():
            state.apply_held(name, upto=count)
        settle, absent = line.get("settle"), line.get("absent")
        try:
            if isinstance(settle, dict):
                state.settle(str(settle.get("venue")), int(settle.get("round", 0)), str(settle.get("as")))
                settled += 1
            elif isinstance(absent, dict):
                state.leave_out(str(absent.get("venue")), absent.get("absent") is True)
        except (Refused, ValueError, TypeError):
            pass                       # a line not taken live is not taken now either
    for name in state.feeds:
        state.apply_held(name)
    return {"events": events, "settlements": settled, "absent": [n for n, f in state.feeds.items() if f.absent]}


class HubLog:
    """Appends the accepted events, holding the file's lock: one hub per log."""

    def __init__(self, path: Path, resume: bool, settings):
        self.path = path
        self._lock = LogLock.acquire(path)
        try:
            if not resume and path.exists() and path.stat().st_size:
                raise HubLogError("hubconf.log", path=str(path), why="it exists already: --resume it")
            self._handle = private_file(path, "ab")
            if resume:                               # a torn last line: cut before appending
                data = path.read_bytes()
                self._handle.truncate(data.rfind(b"\n") + 1)
            else:
                self._write({"hub": header(settings)})
        except BaseException:
            self._lock.release()
            raise

    def append(self, venue: str, first_seq: int, events: list[dict], at: float) -> None:
        import os

        for offset, event in enumerate(events):
            self._handle.write(_line({"venue": venue, "seq": first_seq + offset, "event": event, "at": at}))
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def settle(self, venue: str, number: int, how: str, at: float) -> None:
        self._write({"settle": {"venue": venue, "round": number, "as": how}, "at": at})

    def absent(self, venue: str, out: bool, at: float) -> None:
        self._write({"absent": {"venue": venue, "absent": out}, "at": at})

    def changed(self, settings, at: float) -> None:
        """hub.yaml as a resume found it changed: the settings from here on (report --multiplex reads them)."""
        self._write({"hub": header(settings), "at": at})

    def _write(self, line: dict) -> None:
        import os

        self._handle.write(_line(line))
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def close(self) -> None:
        if not self._handle.closed:
            self._handle.close()
        self._lock.release()


def _line(data: dict) -> bytes:
    return json.dumps(data, ensure_ascii=False, sort_keys=True).encode("utf-8") + b"\n"

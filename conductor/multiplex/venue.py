"""A venue's side of the multiplex (DESIGN §4g): store-and-forward, as mail servers queue.

A thread follows the venue's game log (each line durable before any screen shows it), numbers its events by line
(1, 2, …) and posts them to the hub in batches; the hub answers the highest number it holds (`acked`) and the
thread goes on from `acked + 1`, after any break: the link down, the hub or the venue killed. The game never waits
for it: the judge's commands run as without a hub, and what the link has to say (down, back, a rack that differs)
reaches the judge as notices.

A following venue (the hub names the venue it follows, kept beside the log in GAME.jsonl.multiplex, so a venue resumed
with the link down still knows) gets each round's rack from the hub as soon as the drawing
venue's round has started: its `draw` becomes `rack T T T…` (as a prepared game's does), and before `reveal` the
master move the drawing venue reveals is picked among tied tops. A rack not arrived yet is said, and may be typed
by hand (`rack …`), which the hub checks once it has both.
"""

from __future__ import annotations

import json
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from ..game.commands import Pick, Plain, Rack, Typed
from ..language import Count
from ..messages import Message, message_of

POLL = 0.2              # seconds between two looks at the log
HEARTBEAT = 2.0         # an empty post this often says the link is up
BATCH = 500
TIMEOUT = 5.0


class VenueLink:
    def __init__(self, hub: str, venue: str, key: str, log: Path, language: str):
        self.hub, self.venue, self.key, self.log = hub.rstrip("/"), venue, key, Path(log)
        self.language = language
        self.events: list[bytes] = []             # the log's lines read so far (sequence n is events[n - 1])
        self.acked: int | None = None             # what the hub holds, once it said
        self.follows: str | None = None           # the venue whose racks this one takes (the hub says)
        self.racks: dict[int, dict] = {}          # round → {"rack", "master"} from the hub
        self.wanted = 1
        self.paused = threading.Event()           # the bench's "link down": nothing is sent while set
        self._offset, self._seen_size = 0, 0
        self._stop = threading.Event()
        self._told: list[Message | str] = []
        self._said: set[str] = set()
        self._down = False
        self._last_post = 0.0
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="conductor-multiplex", daemon=True)
        self._known = self.log.with_name(self.log.name + ".multiplex")   # what the hub said, for a resume offline
        try:
            self.follows = json.loads(self._known.read_text(encoding="utf-8")).get("follows")
        except (OSError, ValueError, AttributeError):
            pass

    # ------------------------------------------------------------------ the game's side (never blocks)
    def start(self) -> VenueLink:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=TIMEOUT + 1)

    def notices(self) -> list:
        with self._lock:
            told, self._told = self._told, []
        return told

    def draw_line(self, game) -> tuple[Typed | None, Message | None]:
        """What a `draw` is at this venue: itself (drawing venue, a pack, the hub not heard yet), or the drawing
        venue's rack of the next round (typed: commands/); a refusal when it has not arrived."""
        if self.follows is None or game.current is not None:
            return Plain("draw"), None
        number = len(game.rounds) + 1
        with self._lock:
            given = self.racks.get(number)
            self.wanted = max(self.wanted, number)
        if given is None:
            return None, Message("multiplex.wait_rack", round=number, usage="rack T T T…")
        return Rack(tuple(given["rack"])), None

    def pick_line(self, game) -> tuple[Pick | None, Message | None]:
        """Before `reveal`: the drawing venue's master move among this venue's tied tops, as a `pick`; while it has
        not come (the hub gives it once this venue's round is past "Temps!", DESIGN §4g), a refusal saying to wait
        or to pick it by hand. (None, None): nothing to pick (one top, a pick made, not following, another rack)."""
        if self.follows is None or game.current is None or len(game.tops) < 2 or game.picked is not None:
            return None, None
        with self._lock:
            given = self.racks.get(game.current.number)
            self.wanted = max(self.wanted, game.current.number)
        if given is not None and sorted(given["rack"]) != sorted(game.current.rack):
            return None, None                   # a rack typed by hand that differs: the hub keeps it apart
        master = given.get("master") if given else None
        if master is None:
            return None, Message("multiplex.wait_master", round=game.current.number, ties=len(game.tops),
                                 usage="pick N")
        found = [i for i, move in enumerate(game.tops) if str(move.move) == master]
        return (Pick(found[0] + 1) if found else None), None

    # ------------------------------------------------------------------ the thread
    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self._read()
                if not self.paused.is_set():
                    self._ship()
                    if self.follows is not None:
                        self._fetch_racks()
            except Exception as error:          # noqa: BLE001 - the link never stops the game
                self._say(Message("multiplex.link_down", hub=self.hub, why=message_of(error)), once=True)
            self._stop.wait(POLL)

    def _read(self) -> None:
        """New complete lines of the log, taken once they were there at the previous look too (a line the game
        takes back at once, `unwrite`, is never sent)."""
        try:
            size = self.log.stat().st_size
        except OSError:
            return
        stable, self._seen_size = min(size, self._seen_size), size
        if stable <= self._offset:
            return
        with open(self.log, "rb") as file:
            file.seek(self._offset)
            data = file.read(stable - self._offset)
        end = data.rfind(b"\n") + 1
        for line in data[:end].split(b"\n"):
            if line.strip():
                self.events.append(line)
        self._offset += end

    def _ship(self) -> None:
        now = time.monotonic()
        start = (self.acked or 0) + 1
        pending = self.events[start - 1:start - 1 + BATCH] if self.acked is not None else []
        if not pending and now - self._last_post < HEARTBEAT and self.acked is not None:
            return
        body = b'{"venue": ' + json.dumps(self.venue).encode() + b', "events": [' + b", ".join(
            b'{"seq": %d, ' % (start + i) + line.strip()[1:] for i, line in enumerate(pending)) + b"]}"
        status, answer = self._request("POST", "/api/multiplex/events", body)
        self._last_post = now
        if status == 200 or (status == 409 and isinstance(answer.get("acked"), int)):
            was = self.acked
            self.acked = int(answer["acked"])
            if "follows" in answer and answer["follows"] != self.follows:
                self.follows = answer["follows"]
                from ..files import write_private

                write_private(self._known, json.dumps({"follows": self.follows}))
            for line in answer.get("notices", []):
                self._say(line, once=True)
            if self._down or (was is None and self.acked):
                self._say(Message("multiplex.link_up", hub=self.hub, acked=Count(self.acked)))
            self._down = False
        elif status is not None:
            self._say(Message("multiplex.refused", hub=self.hub, why=answer.get("error", status)), once=True)
            self._stop.wait(HEARTBEAT)

    def _fetch_racks(self) -> None:
        """The rack of the round the judge asked for (again while its master is not decided), then the next one."""
        with self._lock:
            wanted = self.wanted
            numbers = [n for n in (wanted, max(wanted, max(self.racks, default=0) + 1))
                       if n not in self.racks or self.racks[n].get("master") is None]
        for number in dict.fromkeys(numbers):
            status, answer = self._request("GET", f"/api/multiplex/rack/{number}")
            if status == 200 and isinstance(answer.get("rack"), list):
                with self._lock:
                    self.racks[number] = {"rack": answer["rack"], "master": answer.get("master")}

    def _request(self, method: str, path: str, body: bytes | None = None) -> tuple[int | None, dict]:
        request = urllib.request.Request(self.hub + path, data=body, method=method, headers={
            "Authorization": f"Bearer {self.key}", "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
                return response.status, json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as error:
            try:
                return error.code, json.loads(error.read() or b"{}")
            except ValueError:
                return error.code, {}
        except (OSError, ValueError) as error:
            if not self._down:
                self._down = True
                self._say(Message("multiplex.link_down", hub=self.hub, why=message_of(error)))
            return None, {}

    def _say(self, message, once: bool = False) -> None:
        text = message.said(self.language) if isinstance(message, Message) else str(message)
        if once and text in self._said:
            return
        self._said.add(text)
        with self._lock:
            self._told.append(text)

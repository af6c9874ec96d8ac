"""The log's durability step for the game's thread (game/log.py `GroupCommit`): what was written is handed on only
after an fsync that covers it, in the order given, everything that waited during one fsync sharing the next; a
refused fsync is told to the items that wrote, not to those that only waited their turn."""

import errno
import os
import queue
import threading

from conductor.game.log import EventLog, GroupCommit


def _slow_fsync(monkeypatch, fail: bool = False):
    """os.fsync held until `release` is set (the first call), counted, refused with EIO when `fail`."""
    calls, entered, release, real = [], threading.Event(), threading.Event(), os.fsync

    def fsync(fd):
        calls.append(fd)
        entered.set()
        release.wait(10)
        if fail:
            raise OSError(errno.EIO, "Input/output error")
        real(fd)
    monkeypatch.setattr(os, "fsync", fsync)
    return calls, entered, release


def test_items_are_handed_on_after_their_fsync_in_order_and_waiting_ones_share_one(tmp_path, monkeypatch):
    log = EventLog(tmp_path / "g.jsonl")
    handed: queue.SimpleQueue = queue.SimpleQueue()
    commits = GroupCommit(log, handed.put)
    calls, entered, release = _slow_fsync(monkeypatch)
    log.write({"type": "a"})
    log.flush()
    commits.after(True, "a")
    assert entered.wait(10)                      # the first fsync is running: the next three wait together
    for name in "bcd":
        log.write({"type": name})
        log.flush()
        commits.after(True, name)
    commits.after(False, "e")                    # wrote nothing: still after the writes before it
    assert handed.empty()                        # nothing is answered before its fsync has ended
    release.set()
    assert handed.get(timeout=10) == [("a", None)]
    assert handed.get(timeout=10) == [("b", None), ("c", None), ("d", None), ("e", None)]
    assert len(calls) == 2
    commits.after(False, "f")                    # nothing new written: handed on without an fsync
    assert handed.get(timeout=10) == [("f", None)]
    assert len(calls) == 2
    commits.close()
    log.close()


def test_a_refused_fsync_is_told_to_the_items_that_wrote(tmp_path, monkeypatch):
    log = EventLog(tmp_path / "g.jsonl")
    handed: queue.SimpleQueue = queue.SimpleQueue()
    commits = GroupCommit(log, handed.put)
    _, entered, release = _slow_fsync(monkeypatch, fail=True)
    log.write({"type": "a"})
    log.flush()
    commits.after(True, "wrote")
    assert entered.wait(10)
    release.set()
    (item, error), = handed.get(timeout=10)
    assert item == "wrote" and isinstance(error, OSError) and error.errno == errno.EIO
    commits.after(True, "wrote too")
    commits.after(False, "waited")
    done = [handed.get(timeout=10)]
    while sum(len(each) for each in done) < 2:
        done.append(handed.get(timeout=10))
    told = dict(pair for each in done for pair in each)
    assert isinstance(told["wrote too"], OSError) and told["waited"] is None
    commits.close()
    log.close()

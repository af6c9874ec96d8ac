"""`conductor report --multiplex HUB.jsonl`: the merged ranking rebuilt from the hub's log (DESIGN §4g).

The log's lines are fed to a MultiplexState as they first came (hublog.replay_hub_log), so the report stands
where the live hub stood: the same watermark, the same merge (report/simultaneous.py), the same corrections. The
page and the CSV are `report --simultaneous`'s, the CSV with the corrections after the merge added."""

from __future__ import annotations

from pathlib import Path

from ..messages import sentences
from ..report.csv_cells import csv_text
from .hublog import read_hub_log, replay_hub_log
from .settings import HubSettings
from .state import MultiplexState



def hub_state(path: Path, lexicon_for) -> MultiplexState:
    """The hub's state as its log leaves it (the keys are not in the log, nor needed)."""
    kept, lines = read_hub_log(path)
    settings = HubSettings(dict.fromkeys(kept["venues"], ""), kept.get("draw"), kept.get("pack"),
                           kept.get("ranking", "points"), int(kept.get("partial_every", 1)),
                           bool(kept.get("percent_bonus")), kept.get("lexicon"),
                           language=kept.get("language", "ca"))
    state = MultiplexState(settings, lexicon_for)
    replay_hub_log(state, lines)
    return state


def multiplex_csv(state: MultiplexState, merged_csv: str) -> str:
    """The merged CSV, then the corrections of the public rounds (venue, round, table, before, after, when), then
    the rounds the organiser settled for a venue kept apart (venue, round, decision)."""
    import time

    last = state.watermark()
    heading, *columns = sentences("multiplex.corrections.", state.settings.language).values()   # messages/files.py
    rows: list[list] = [[], [heading], columns]
    for c in state.corrections(last):
        rows.append([c["venue"], c["round"], c["table"], c["old"], c["new"],
                     time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(c["at"]))])
    heading, *columns = sentences("multiplex.settled.", state.settings.language).values()
    decisions = sentences("multiplex.settled_as.", state.settings.language)
    settled = [[name, s["round"], decisions[s["as"]]] for name in state.feeds for s in state.settled_rounds(name, last)]
    if settled:
        rows += [[], [heading], columns, *settled]
    return merged_csv + csv_text(rows)

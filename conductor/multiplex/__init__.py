"""One game, live, in several venues (DESIGN §4g): a hub merges the venues' logs as they are played.

- settings.py: hub.yaml (the venues and their keys, where the racks come from, the criterion, the partial step);
- state.py: the hub's state, pure: each venue's events by sequence, its game replayed, the watermark, the standings
  (report/simultaneous.py's merge, so the live ranking and `report --simultaneous` cannot disagree);
- criteria.py: the championship's criteria (points, percent, three);
- hublog.py: HUB.jsonl, every accepted event durable before it is acknowledged;
- web.py and page.py: the hub's aiohttp face (the events in, the public JSON and page out);
- venue.py: a venue's side, a thread that ships its log store-and-forward and brings the drawing venue's racks.
"""

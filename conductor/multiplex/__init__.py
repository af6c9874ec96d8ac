"""One game, live, in several venues (DESIGN §4g): a hub merges the venues' logs as they are played.

- settings.py: hub.yaml (the venues and their keys, where the racks come from, the criterion, the partial step);
- feed.py: one venue at the hub, its events held in sequence and applied to its game one at a time
  (game/replayer.py: never its whole log again);
- state.py: the hub's state, pure: the events in, the racks compared, what a venue is given, the watermark;
- public.py: the public answer, the standings of the public rounds (report/simultaneous.py's merge, so the live
  ranking and `report --simultaneous` cannot disagree), every row with the figure it is ranked by;
- criteria.py: the championship's criteria (points, percent, three);
- hublog.py: HUB.jsonl, every accepted event durable before it is acknowledged;
- web.py and spectators.py: the hub's aiohttp face (the events in, the public JSON out; the page is the pages'
  static files, server/static/multiplex/);
- venue.py: a venue's side, a thread that ships its log store-and-forward and brings the drawing venue's racks.
"""

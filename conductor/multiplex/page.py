"""`GET /multiplex`: the merged ranking on a venue's screen or a spectator's browser (as /screen: 16:9, read from
the back of the hall, no login). It takes each new ranking pushed on `/ws` (spectators.py; the game server's fan-out),
reading `GET /api/multiplex?limit=44` every few seconds only while that socket is closed (`/multiplex?venue=Palma`:
that venue's players, for its own hall, read that way always) and shows the standings a page at a time (turning
every 10 s), each venue's link and round, and the corrections; its words are the hub's language, from the keyed
messages (messages/pages.py). Its style and script are files of their own: the gate's Content-Security-Policy
(server/guard.py) allows nothing inline."""

from __future__ import annotations

import html
import json

from ..messages import sentences


STYLE = """
html,body{margin:0;height:100%;background:#0b1d2a;color:#fff;font-family:"DejaVu Sans",Arial,sans-serif}
main{box-sizing:border-box;width:100vw;height:56.25vw;max-height:100vh;max-width:177.78vh;margin:auto;
padding:1.5vw 2vw;display:flex;flex-direction:column;gap:.8vw;overflow:hidden}
h1{font-size:3.2vw;margin:0}
p{margin:0}
#head{display:flex;justify-content:space-between;align-items:baseline;font-size:2vw}
table{border-collapse:collapse;width:100%;font-size:2.1vw}
th{color:#ffe08a;text-align:left;border-bottom:.2vw solid #ffe08a;padding:.2vw .6vw}
td{padding:.25vw .6vw;border-bottom:.1vw solid #3b5466}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
#venues{display:flex;flex-wrap:wrap;gap:.6vw 1.6vw;font-size:1.6vw;margin:0;padding:0;list-style:none}
#venues .down{color:#ffb4a8}
#corrections{font-size:1.5vw;color:#d7e3ea;margin:0;padding-left:1.4em}
#caption{text-align:left;font-size:1.6vw}
h2{font-size:1.8vw;margin:0}
"""


def page_html(language: str) -> str:
    words: dict = sentences("page.multiplex.", language)   # messages/pages.py: {"title": …, "ranking": {…}}
    return f"""<!DOCTYPE html>
<html lang="{language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(words['title'])}</title><link rel="stylesheet" href="/multiplex/app.css"></head>
<body><main>
<div id="head"><h1>{html.escape(words['title'])}</h1><p id="rounds" aria-live="polite"></p></div>
<table><caption id="caption"></caption>
<thead><tr><th scope="col" class="n">{words['rank']}</th><th scope="col">{words['venue']}</th>
<th scope="col" class="n">{words['table']}</th><th scope="col">{words['name']}</th><th scope="col">{words['club']}</th>
<th scope="col" class="n">{words['total']}</th><th scope="col" class="n">{words['percent']}</th></tr></thead>
<tbody id="rows"></tbody></table>
<h2>{words['venues']}</h2><ul id="venues"></ul>
<ol id="corrections" aria-label="{html.escape(words['corrections'])}"></ol>
</main>
<script id="words" type="application/json">{html.escape(json.dumps(words, ensure_ascii=False), quote=False)}</script>
<script src="/multiplex/app.js" defer></script>
</body></html>
"""


SCRIPT = r"""
const words = JSON.parse(document.getElementById("words").textContent);
const PER_PAGE = 11, TURN = 10000, SHOWN = 4 * PER_PAGE;   // the first four pages, turning
const percent = new Intl.NumberFormat(document.documentElement.lang, {minimumFractionDigits: 2, maximumFractionDigits: 2});
let last = null, page = 0;
function cell(text, cls) { const td = document.createElement("td"); td.textContent = text; if (cls) td.className = cls; return td; }
function fill(s, v) { return s.replace(/\{(\w+)\}/g, (_, k) => v[k]); }
function draw() {
  if (!last) return;
  const rows = last.standings, pages = Math.max(1, Math.ceil(rows.length / PER_PAGE));
  page = page % pages;
  document.getElementById("rounds").textContent = last.revealed ? fill(words.rounds, {n: last.revealed}) : words.none;
  document.getElementById("caption").textContent = words.ranking[last.ranking] +
      (pages > 1 ? " · " + fill(words.page, {p: page + 1, n: pages}) : "");
  const body = document.getElementById("rows");
  body.replaceChildren(...rows.slice(page * PER_PAGE, (page + 1) * PER_PAGE).map(s => {
    const tr = document.createElement("tr");
    tr.append(cell(s.rank, "n"), cell(s.venue), cell(s.table, "n"), cell(s.name), cell(s.club),
              cell(s.total, "n"), cell(percent.format(s.percent), "n"));
    return tr;
  }));
  document.getElementById("venues").replaceChildren(...Object.entries(last.venues).map(([name, v]) => {
    const li = document.createElement("li");
    li.textContent = `${name}: ${words.round} ${v.round}` + (v.connected ? "" : ` (${words.down})`);
    if (!v.connected) li.className = "down";
    return li;
  }));
  document.getElementById("corrections").replaceChildren(...last.corrections.slice(-3).map(c => {
    const li = document.createElement("li");
    li.textContent = `${words.corrections}: ${c.venue}, ${words.round} ${c.round}, ${words.table} ${c.table}: ` +
                     `${c.old || "—"} → ${c.new}`;
    return li;
  }));
}
const asked = new URLSearchParams(location.search);
async function poll() {
  try {
    const query = new URLSearchParams({limit: String(SHOWN)});
    if (asked.get("venue")) query.set("venue", asked.get("venue"));
    const answer = await fetch("/api/multiplex?" + query, {cache: "no-store"});
    if (answer.ok) { last = await answer.json(); draw(); }
  } catch (e) { /* the hub is away: the last ranking stays on the screen */ }
}
let polling = null;
function startPolling() { if (!polling) { poll(); polling = setInterval(poll, 3000); } }
function stopPolling() { if (polling) { clearInterval(polling); polling = null; } }
function listen() {   // each new ranking pushed; polling only while the socket is closed
  let socket;
  try { socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws"); }
  catch (e) { startPolling(); return; }
  socket.onmessage = event => {
    try {
      const message = JSON.parse(event.data);
      if (message.type === "multiplex") { stopPolling(); last = message.multiplex; draw(); }
    } catch (e) { /* not ours */ }
  };
  socket.onclose = () => { startPolling(); setTimeout(listen, 5000 + Math.random() * 5000); };
}
if (asked.get("venue")) startPolling(); else { poll(); listen(); }
setInterval(() => { page += 1; draw(); }, TURN);
"""


def page_script() -> str:
    return SCRIPT


def page_style() -> str:
    return STYLE

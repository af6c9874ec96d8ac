// multiplex.js — the multiplex's combined standings (/multiplex, DESIGN §4g) on a venue's screen or a spectator's
// browser: no login, nothing to send. Each new ranking comes pushed on /ws (the one socket loop of every page,
// common/net.js, with its watchdog: the hub speaks at least every few seconds, so a socket silent for STALE_MS is
// given up and another opened); /api/multiplex is asked once at the start and then only while that socket is down
// (`?venue=NAME`, a venue's own hall: always asked). A ranking not renewed for STALE_MS says so on the screen, with
// the time of the last one, so an old ranking is never taken for the current one. The page shows the figure each
// criterion ranks by (`value`), the bonus, the rounds the ranking is at, provisional or final, why a venue's rows
// stopped moving (kept apart) or are missing (left out: `absent`), and the newest corrections with their count.
// Its words are the hub's language, from the keyed messages (GET /words/multiplex.js).

import { openSocket } from "../common/net.js";
import { addWords, browserLanguage, decimal, setLanguage, t, translate } from "../common/words.js";
import { WORDS } from "/words/multiplex.js";

addWords(WORDS);

const PER_PAGE = 11;
const TURN_MS = 10000;                      // a page of standings, then the next
const SHOWN = 4 * PER_PAGE;                 // the first four pages turn (what /ws pushes)
const POLL_MS = 3000;                       // while the socket is down
const STALE_MS = 15000;                     // the hub pushes every 5 s at least: three missed is a dead link
const CORRECTIONS = 3;                      // the newest corrections shown, and how many there are in all
const $ = (id) => document.getElementById(id);
const asked = new URLSearchParams(location.search);
const venue = asked.get("venue");

let last = null;                            // the newest answer
let heard = 0;                              // when it came (this device's clock)
let page = 0;
let polling = null;

function cell(text, className) {
  const td = document.createElement("td");
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

/** The column the criterion ranks by (`value`): points and percent without FISE's bonus rank by a column shown
 * already; percent with the bonus and the mean of three ranks by a figure of their own. */
function valueColumn(answer) {
  if (answer.ranking === "three") return "three";
  if (answer.ranking === "percent" && answer.percent_bonus) return "percent_bonus";
  return null;
}

function clockTime(seconds) {
  return new Intl.DateTimeFormat(document.documentElement.lang, { hour: "2-digit", minute: "2-digit", second: "2-digit" })
    .format(new Date(seconds * 1000));
}

function drawHead(answer) {
  const rounds = $("rounds");
  rounds.textContent = answer.revealed ? t("rounds", { n: answer.revealed }) : t("none");
  if (answer.revealed) {
    const state = document.createElement("span");
    state.className = "state";
    state.textContent = " · " + (answer.final ? t("final") : answer.provisional ? t("provisional") : t("playing"));
    rounds.append(state);
  }
  const own = valueColumn(answer);
  const value = $("head-value");
  value.hidden = own === null;
  value.textContent = own === "three" ? t("value_three") : own ? t("value_percent_bonus") : "";
  const by = own ? value : answer.ranking === "percent" ? $("head-percent") : $("head-total");
  for (const head of [$("head-total"), $("head-percent"), value]) head.removeAttribute("aria-sort");
  by.setAttribute("aria-sort", answer.ranking === "three" ? "ascending" : "descending");
}

function draw() {
  if (!last) return;
  const answer = last;
  drawHead(answer);
  const rows = answer.standings;
  const pages = Math.max(1, Math.ceil(rows.length / PER_PAGE));
  page %= pages;
  const by = { points: t("by_points"), percent: t("by_percent"), three: t("by_three") }[answer.ranking] || "";
  $("caption").textContent = by + (pages > 1 ? " · " + t("page", { p: page + 1, n: pages }) : "");
  const own = valueColumn(answer);
  const apart = new Set(Object.entries(answer.venues).filter(([, v]) => v.apart || v.absent).map(([name]) => name));
  $("rows").replaceChildren(...rows.slice(page * PER_PAGE, (page + 1) * PER_PAGE).map((row) => {
    const tr = document.createElement("tr");
    const byTotal = answer.ranking === "points", byPercent = answer.ranking === "percent" && !own;
    tr.append(cell(String(row.rank), "n"), cell(row.venue + (apart.has(row.venue) ? " †" : "")), cell(String(row.table), "n"),
              cell(row.name), cell(row.club || ""), cell(String(row.total), byTotal ? "n by" : "n"),
              cell(row.bonus ? "+" + row.bonus : "", "n"), cell(decimal(row.percent, 2), byPercent ? "n by" : "n"));
    if (own) tr.append(cell(decimal(row.value, 2), "n by"));
    if (apart.has(row.venue)) tr.className = "apart";
    return tr;
  }));
  $("apart").replaceChildren(...[...apart].map((name) => {
    const li = document.createElement("li");
    const v = answer.venues[name];
    const said = { venue: name, why: v.apart, n: v.counted };
    li.textContent = "† " + (v.absent ? v.absent : v.counted ? t("apart_rows", said) : t("apart_none", said));
    return li;
  }));
  $("venues").replaceChildren(...Object.entries(answer.venues).map(([name, v]) => {
    const li = document.createElement("li");
    li.textContent = `${name}: ${t("round")} ${v.round}` + (v.connected ? "" : ` (${t("down")})`);
    if (!v.connected) li.className = "down";
    return li;
  }));
  const fixes = answer.corrections.slice(-CORRECTIONS).map((c) => {
    const li = document.createElement("li");
    li.textContent = `${t("corrections")}: ${c.venue}, ${t("round")} ${c.round}, ${t("table")} ${c.table}: ` +
                     `${c.old || "—"} → ${c.new}`;
    return li;
  });
  const all = answer.corrections_count || 0;   // the answer holds the newest few; the report --multiplex, all
  if (all > fixes.length) {
    const li = document.createElement("li");
    li.className = "count";
    li.textContent = t("corrections_all", { n: all });
    fixes.push(li);
  }
  $("corrections").replaceChildren(...fixes);
}

function take(answer) {
  if (!answer || !Array.isArray(answer.standings) || typeof answer.venues !== "object") return;
  if (answer.language && setLanguage(answer.language)) { translate(); document.title = t("title"); }
  last = answer;
  heard = Date.now();
  drawStale();
  draw();
}

/** Nothing new for STALE_MS (the socket and the asking both failing): said, with the last ranking's time. */
function drawStale() {
  const stale = last !== null && Date.now() - heard > STALE_MS;
  document.body.classList.toggle("outdated", stale);
  const text = stale ? t("stale", { time: clockTime(typeof last.at === "number" ? last.at : heard / 1000) }) : "";
  if ($("stale").textContent !== text) $("stale").textContent = text;
}

async function poll() {
  try {
    const query = new URLSearchParams({ limit: String(SHOWN) });
    if (venue) query.set("venue", venue);
    const answer = await fetch("/api/multiplex?" + query, { cache: "no-store" });
    if (answer.ok) take(await answer.json());
  } catch { /* the hub is away: the last ranking stays, and says how old it is */ }
}

function startPolling() { if (!polling) { poll(); polling = setInterval(poll, POLL_MS); } }
function stopPolling() { if (polling) { clearInterval(polling); polling = null; } }

setLanguage(browserLanguage());
translate();
document.title = t("title");
if (venue) {
  startPolling();
} else {
  poll();
  openSocket((message) => {
    if (message && message.type === "multiplex") take(message.multiplex);
  }, (link) => {                  // asked only while the socket is down (or has not opened in a few seconds)
    document.body.dataset.link = link;
    if (link === "up") stopPolling(); else if (link !== "connecting") startPolling();
  }, () => {}, { silentMs: STALE_MS });
  setTimeout(() => { if (document.body.dataset.link !== "up") startPolling(); }, 2 * POLL_MS);
}
setInterval(drawStale, 1000);
setInterval(() => { page += 1; draw(); }, TURN_MS);

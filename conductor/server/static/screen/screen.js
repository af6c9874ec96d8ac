// screen.js — the spectators' screen (/screen, DESIGN §4f): the projector's view as a web page for a second room,
// a TV in the club's bar or a stream. No login and nothing to send: it draws the public view the phones read
// (GET /api/view, then the `view` and `standings` messages of /ws), which is built from the projector's own view
// model, so nothing can be on it that is not on the wall. 16:9 from 1280×720 to 4K, every size from the window's
// height (the rack and the master in letters of 9 % of it); ?overlay=1 leaves the background transparent for
// streaming software; ?contrast=1 the high-contrast theme. The standings turn their pages by themselves. Before the
// first round it says the word list's name and edition, where the projector does (the view's `word_list.said`).

import { createBoard } from "../common/board.js";
import { measureOffset, startClock } from "../common/clock.js";
import { createLive, setText } from "../common/live.js";
import { createLobby } from "../common/lobby.js";
import { api, openSocket, serverTime, viewFeed } from "../common/net.js";
import { initPrefs } from "../common/prefs.js";
import { addWords, browserLanguage, currentLanguage, decimal, grouped, onLanguage, points, setLanguage, t,
  translate } from "../common/words.js";
import { PLURALS, WORDS } from "/words/screen.js";

addWords(WORDS, PLURALS);              // the page's sentences, written by the server from the keyed messages

const PER_PAGE = 12;              // as the projector's standings (room/view.py STANDINGS_PER_PAGE)
const PAGE_SECONDS = 10;
const $ = (id) => document.getElementById(id);
const query = new URLSearchParams(location.search);
if (query.get("overlay") === "1") document.documentElement.classList.add("overlay");
initPrefs();

const live = createLive($("live"));
const board = createBoard($("board"), { speak: (text) => live.say(text) });
const lobby = createLobby($("lobby"), false);
const lobbyList = document.createElement("p");          // the word list, at the foot of the lobby as on the projector
lobbyList.id = "lobby-list";
lobbyList.className = "lobby-at";
$("lobby").append(lobbyList);
const updateClock = startClock($("clock"), (seconds) => live.tick(seconds));
let current = null;
let page = 0;
let pageTurned = Date.now();

function renderRack(rack) {
  const list = $("rack");
  const key = rack.join("|");
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  list.textContent = "";
  rack.forEach((tile) => {
    const item = document.createElement("li");
    const blank = tile === "?";
    item.className = "rtile" + (blank ? " blank" : "") + (tile.length > 1 ? " long" : "");
    item.textContent = blank ? "?" : tile.toUpperCase();
    if (blank) item.setAttribute("aria-label", t("blank"));
    list.appendChild(item);
  });
}

function renderReveal(view) {
  const reveal = view.reveal;
  const shown = Boolean(reveal) && (view.screen === "reveal" || view.screen === "final");
  $("reveal").hidden = !shown;
  if (!shown) return;
  $("reveal-move").textContent = reveal.move;
  $("reveal-read").textContent = reveal.read_as && reveal.read_as !== reveal.move.split(" ")[0] ? reveal.read_as : "";
  $("reveal-score").textContent = points(reveal.score);
}

function renderStandings(view) {
  const rows = view.standings || [];
  const shown = (view.screen === "standings" || view.screen === "final") && rows.length > 0;
  const appearing = shown && $("standings").hidden;
  $("standings").hidden = !shown;
  document.body.classList.toggle("ranking", shown);
  if (!shown) return;
  if (appearing) { page = 0; pageTurned = Date.now(); }   // the standings come on: from their first page
  const pages = Math.max(1, Math.ceil(rows.length / PER_PAGE));
  if (Date.now() - pageTurned > PAGE_SECONDS * 1000) { page += 1; pageTurned = Date.now(); }
  page %= pages;
  const title = view.screen === "final" ? t("final") : t("standings");
  $("standings-title").textContent = pages > 1 ? `${title} · ${t("page", { i: page + 1, n: pages })}` : title;
  const note = [];
  if (view.ended) note.push(t("why", { why: view.ended }));
  if (view.provisional) note.push(view.missing_slips ? t("provisional", { n: view.missing_slips }) : t("provisional_plain"));
  if (view.master_total) note.push(t("master_total", { n: view.master_total }));
  $("standings-note").textContent = note.join(" · ");
  const body = $("standings-body");
  const shownRows = rows.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  const key = currentLanguage() + JSON.stringify(shownRows);
  if (body.dataset.key === key) return;
  body.dataset.key = key;
  body.textContent = "";
  shownRows.forEach((row) => {
    const tr = document.createElement("tr");
    const cells = [row.rank, row.table, row.name, row.total,
                   typeof row.percent === "number" ? decimal(row.percent, 2) : ""];
    cells.forEach((value, index) => {
      const td = document.createElement("td");
      td.textContent = String(value ?? "");
      td.className = index === 2 ? "name" : "num";
      tr.appendChild(td);
    });
    body.appendChild(tr);
  });
}

function render(view) {
  current = view;
  if (view.language && setLanguage(view.language)) {
    translate();
    document.title = t("screen_title");
  }
  const main = $("screen");
  main.dataset.screen = view.screen || "";
  $("round").textContent = view.round ? t("round_n", { n: view.round }) : "Conductor";
  $("bag").textContent = typeof view.bag === "number" ? t("bag", { n: view.bag }) : "";
  $("mix").textContent = typeof view.vowels === "number" ? t("mix", { v: view.vowels, c: view.consonants }) : "";
  const received = view.received;
  $("received").textContent = received ? t("slips_in", { n: received.round, got: grouped(received.slips), of: grouped(received.of) }) : "";
  const highlight = new Set((view.highlight || []).map(([r, c]) => r * 15 + c));
  board.render(view.board || [], new Map(), highlight, false);
  renderRack(view.rack || []);
  renderReveal(view);
  renderStandings(view);
  lobby.render(view);
  const status = view.ended ? t("final") : view.screen === "waiting" ? t("waiting") : view.screen === "call" ? t("calling") : "";
  // after a resume: how long the game was down and the time the round has, as the server says it
  $("status").textContent = [status, view.interruption && view.interruption.said,
    view.extra_time && view.extra_time.said].filter(Boolean).join(" · ");       // why the reveal waits
  // before the first round: the list the game is played on, said by the server in the game's language
  const listed = (view.word_list && view.word_list.said) || "";
  $("word-list").textContent = view.screen === "waiting" ? listed : "";
  lobbyList.textContent = listed;
  $("subtitle").textContent = view.subtitle || "";
  updateClock(view);
  live.view(view);
}

setLanguage(browserLanguage());
translate();
document.title = t("screen_title");
const feed = viewFeed(render);
let link = "connecting";
const drawLink = () => { setText($("link"), link === "up" ? "" : t(link === "connecting" ? "connecting" : "disconnected")); };
onLanguage(drawLink);
// no game heard (the socket closed, or silent while the clock runs): "disconnected", and the clock stops
openSocket((message) => feed.message(message), (next) => {
  link = document.body.dataset.link = next;
  updateClock.hold(next !== "up");
  drawLink();
}, () => {});
drawLink();
api("GET", "/api/view").then((answer) => feed.first(answer.body)).catch(() => {});
measureOffset(serverTime).then(() => { if (current) updateClock(current); });
setInterval(() => { if (current) renderStandings(current); }, 1000);

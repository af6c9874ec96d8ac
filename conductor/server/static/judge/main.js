// main.js — the table judges' page (/, static/judge/), wired together: the room's view (the board, the rack, the
// clock, the master at the reveal, the standings), and slips from table judges' devices (a code for a range of
// tables) or players (table and PIN). Built on the modules every page shares (common/: the board as an ARIA grid,
// the clock rounded as the projector rounds it, the words, the network and the view feed with the one WebSocket
// loop, the live region, the display preferences) and this page's own (judge/: logging in, the slip form and
// sending, the answers and own slips, the results). No build step, no library.

import { createBoard } from "../common/board.js";
import { measureOffset, startClock } from "../common/clock.js";
import { createLive, setText } from "../common/live.js";
import { api, openSocket, serverTime, session, viewFeed } from "../common/net.js";
import { initPrefs } from "../common/prefs.js";
import { standingsTable } from "../common/results.js";
import { addWords, browserLanguage, onLanguage, points, setLanguage, t, translate } from "../common/words.js";
import { onMine, renderAnswers, renderMine } from "./answers.js";
import { chooseRound, flushPending, mode, renderModes, renderSlipForm, submitSlip } from "./form.js";
import { ensureSession, login, logout, renderLogin, setMe } from "./login.js";
import { loadResults } from "./results.js";
import { $, draw, el, state, store } from "./state.js";
import { PLURALS, WORDS } from "/words/judge.js";

addWords(WORDS, PLURALS);              // the page's sentences, written by the server from the keyed messages

const live = createLive($("live"));
let socket = null;
/** After a login or a logout, or "Connect here": a new socket, carrying the login as it is now. */
const reopenSocket = () => { if (socket) socket.reopen(); };
const board = createBoard($("board"), { speak: (text) => live.say(text) });
const updateClock = startClock($("clock"), (seconds) => live.tick(seconds));

// why the game ended, in words: the view says it in the game's language; an internal keyword from an older server
// ("judge", "no valid rack can be drawn") is said here
const endWords = (why) => (why === "judge" ? t("why_judge") : why === "no valid rack can be drawn" ? t("why_racks") : why);

// ------------------------------------------------------------------ the view
function renderHeader(view) {
  $("round-label").textContent = view && view.round ? t("round_n", { n: view.round }) : "Conductor";
  updateClock(view);
  const rack = $("rack");
  const tiles = (view && view.rack) || [];
  const key = tiles.join("|");
  if (rack.dataset.key !== key) {
    rack.dataset.key = key;
    rack.textContent = "";
    tiles.forEach((tile) => {
      const text = tile === "?" ? "?" : tile.toUpperCase();
      const item = el("li", "rtile" + (tile === "?" ? " blank" : "") + (text.length > 1 ? " long" : ""), text);
      if (tile === "?") item.setAttribute("aria-label", t("blank"));
      rack.appendChild(item);
    });
  }
  $("bag").textContent = view ? t("bag", { n: view.bag }) : "";
}

function renderLink() {
  const link = $("link");
  // a slip that could not be sent says more than an idle socket
  const shown = state.link === "up" && state.sendFailed ? "down" : state.link;
  link.className = "link " + shown;
  setText($("link-text"), t({ up: "online", down: "disconnected", crowded: "crowded_link" }[shown] || "connecting"));
  $("crowded").hidden = shown !== "crowded";
}

function renderStatus(view) {
  const parts = [];
  if (view) {
    if (view.ended) parts.push(endWords(view.ended) ? t("final") + " — " + t("ended", { why: endWords(view.ended) }) : t("final"));
    else if (view.screen === "waiting") parts.push(t("waiting"));
    else if (view.screen === "call") parts.push(t("calling"));
    if (view.subtitle) parts.push(view.subtitle);
    if (view.interruption && view.interruption.said) parts.push(view.interruption.said);   // after a resume
    if (view.extra_time && view.extra_time.said) parts.push(view.extra_time.said);       // why the reveal waits
    if (view.received) parts.push(t("received_count", { n: view.received.round, got: view.received.slips, of: view.received.of }));
    parts.push(t("mix", { v: view.vowels, c: view.consonants }));
  }
  const status = $("status");
  status.textContent = parts.join(" · ");
  status.hidden = parts.length === 0;
}

function renderReveal(view) {
  const box = $("reveal");
  const reveal = view && view.reveal;
  box.hidden = !reveal;
  if (!reveal) return;
  $("reveal-title").textContent = t("master") + " · " + t("round_n", { n: reveal.round });
  $("reveal-move").textContent = reveal.move;
  $("reveal-score").textContent = points(reveal.score);
  $("reveal-read").textContent = reveal.read_as && reveal.read_as !== reveal.move.split(" ")[0] ? reveal.read_as : "";
}

function renderStandings(view) {
  const box = $("standings");
  const rows = (view && view.standings) || [];
  box.hidden = rows.length === 0;
  if (!rows.length) return;
  const provisional = $("provisional");
  provisional.hidden = !view.provisional;
  provisional.textContent = view.missing_slips ? t("provisional", { n: view.missing_slips }) : t("provisional_plain");
  $("master-total").textContent = t("master_total", { n: view.master_total });
  const mine = state.me ? state.me.tables : null;
  $("standings-body").replaceChildren(standingsTable(rows, {
    tables: true, mine: (row) => Boolean(mine) && row.table >= mine[0] && row.table <= mine[1] }));
}

function onView(view) {
  const before = state.view;
  state.view = view;
  if (view.language) setLanguage(view.language);
  renderHeader(view);
  renderStatus(view);
  renderReveal(view);
  board.render(view.board || [], new Map(), new Set((view.highlight || []).map(([r, c]) => r * 15 + c)));
  renderStandings(view);
  live.view(view);
  if (!before || before.entry !== view.entry) renderLogin();
  if (state.me && state.me.role === "player" && (!before || before.round !== view.round)) renderSlipForm();
  const revealed = view.reveal ? view.reveal.round : null;
  if (state.resultsTable && revealed !== state.resultsRound) loadResults(state.resultsTable, true);
  state.resultsRound = revealed;
}

function renderAll() {
  renderHeader(state.view);
  renderLink();
  if (state.view) {
    renderStatus(state.view);
    renderReveal(state.view);
    renderStandings(state.view);
    board.render(state.view.board || [], new Map(), new Set((state.view.highlight || []).map(([r, c]) => r * 15 + c)));
  }
  renderLogin();
  renderSlipForm();
  renderMine();
  renderAnswers();
}

Object.assign(draw, {
  link: renderLink, slipForm: renderSlipForm, mine: renderMine, answers: renderAnswers, standings: renderStandings,
  all: renderAll, reopenSocket, chooseRound,
  focusEntry: () => $(mode() === "score" ? "slip-score" : "slip-coord").focus(),
});

const feed = viewFeed(onView);
const onMessage = (message) => {
  if (!feed.message(message) && message.type === "mine") onMine(message.rounds);
};

// ------------------------------------------------------------------ wiring
async function loginFromForm(cred) {
  const button = document.activeElement;
  const result = await login(cred);
  renderLogin();
  if (result === "ok") {
    reopenSocket();
    flushPending();
  } else if (button && button.focus) {
    button.focus();
  }
}

function chooseLogin(which) {
  state.loginMode = which;
  renderLogin();
  $(which === "device" ? "code" : "login-table").focus();
}

function wire() {
  $("tab-device").addEventListener("click", () => chooseLogin("device"));
  $("tab-player").addEventListener("click", () => chooseLogin("player"));
  $("login-tabs").addEventListener("keydown", (event) => {     // the tabs' own arrows (ARIA tabs pattern)
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      chooseLogin(state.loginMode === "device" ? "player" : "device");
      $(state.loginMode === "device" ? "tab-device" : "tab-player").focus();
    }
  });
  $("form-device").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = $("code").value.trim();
    if (code) loginFromForm({ code });
  });
  $("form-player").addEventListener("submit", (event) => {
    event.preventDefault();
    const table = parseInt($("login-table").value, 10);
    const pin = $("pin").value.trim();
    if (!Number.isInteger(table)) { $("login-table").focus(); return; }
    if (!pin) { $("pin").focus(); return; }
    loginFromForm({ table, pin });
  });
  $("logout").addEventListener("click", () => logout(reopenSocket));
  $("connect-here").addEventListener("click", () => reopenSocket());
  $("form-slip").addEventListener("submit", submitSlip);
  document.querySelectorAll("input[name=mode]").forEach((input) => input.addEventListener("change", () => {
    renderModes();
    const field = { move: "slip-coord", score: "slip-score", null: "slip-null" }[mode()];
    $(field).focus();
  }));
  $("form-results").addEventListener("submit", (event) => {
    event.preventDefault();
    const table = parseInt($("results-table").value, 10);
    const box = $("results-box");
    if (!Number.isInteger(table)) {
      box.textContent = "";
      box.appendChild(el("p", "error", t("fill_table")));
      return;
    }
    loadResults(table, false);
  });
  window.addEventListener("online", () => flushPending());     // the socket reconnects by itself (common/net.js)
  setInterval(() => { if (state.pending.length) flushPending(); }, 2000);
}

async function start() {
  store.del("cred");                    // an older page kept the code or PIN here: it goes
  initPrefs({ contrast: $("pref-contrast"), large: $("pref-large") });
  wire();
  onLanguage(() => {
    translate();
    document.title = t("title");
    $("slip-round").dataset.key = "";
    renderAll();
  });
  if (!setLanguage(browserLanguage())) translate();
  document.title = t("title");
  renderAll();
  // the public view at once, while the socket opens
  api("GET", "/api/view").then((answer) => { if (answer.status === 200) feed.first(answer.body); }).catch(() => {});
  measureOffset(serverTime).then(() => updateClock(state.view));
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  const code = hash.get("code");
  if (code) {
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    $("code").value = code;
    session.set(null);
    if (await login({ code }) === "later") {
      state.cred = { code };            // no answer now: the code is kept (in memory) and tried again
    }
    renderLogin();
  } else if (session.token) {
    const result = await ensureSession();
    if (result === "rejected") renderLogin();
  }
  // the one WebSocket loop (common/net.js), with what this page adds: before reconnecting, the login made again
  // with the code kept in memory (after a server restart); once up, the slips waiting are sent. 4001 (this login
  // ended): whether for good is asked of GET /api/me; 4002 (crowded): "Connect here" reopens it.
  socket = openSocket(onMessage, (link) => {
    state.link = link;
    renderLink();
    updateClock.hold(link !== "up");      // no game heard: the clock stops
    if (link === "up") flushPending();
  }, () => {                               // a revoked code, a new PIN, a logout: the server says if for good
    ensureSession().then((result) => { if (result === "rejected" || result === "none") { setMe(null); renderLogin(); } });
  }, {
    beforeConnect: async () => {
      if (!state.cred && !session.token) return;
      if (await ensureSession() === "rejected") renderLogin();
    },
  });
  flushPending();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();

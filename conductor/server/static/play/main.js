// main.js — the player's page at home, wired together: the state (the view pushed by the server, the tiles this
// player has put down, who is logged in), the one place(tile, square) every path ends in (a tap, a drag, Enter,
// a letter typed on a square), and the slip built from the tiles (or typed: always one Tab after the board) and
// sent (slip.js). The board, the clock, the network, the live region, the lobby and the display preferences are
// the modules every page shares (../common/); the rack, results and logging in are this page's; every text is
// the page's words (GET /words/play.js, from the keyed messages). A screen reader hears the rack once called, the
// warnings, "Temps!", the answer to the slip and, at the reveal, the master move and the player's own score, rank
// and the leaders, through the live region (#live); the board's keys are keyboard.js's, the move field's commands
// commands.js's, what else is said announce.js's.

import { withdraw } from "../common/ask.js";
import { createBoard } from "../common/board.js";
import { measureOffset, secondsLeft, serverNow, startClock } from "../common/clock.js";
import { createLive, setText } from "../common/live.js";
import { createLobby } from "../common/lobby.js";
import { whoAmI } from "../common/login.js";
import { api, openSocket, serverTime, viewFeed } from "../common/net.js";
import { initPrefs } from "../common/prefs.js";
import { createAnnouncer } from "./announce.js";
import { answerCommand, commandOf } from "./commands.js";
import { enableDrag } from "./drag.js";
import { createExtra } from "./extra.js";
import { createKeys } from "./keyboard.js";
import { anchored, moveFromTiles, readAsTheRoom, SIZE, squareName, typedSquares } from "./notation.js";
import { initLogin } from "./login.js";
import { pickLetter } from "./picker.js";
import { createRack } from "./rack.js";
import { heldByMe, heldSlip, renderAnswer as drawAnswer } from "./held.js";
import { renderResults, renderReveal, renderStandings } from "./results.js";
import { sendSlip } from "./slip.js";
import { cue, initSound, onAudio, playClip, relabel } from "./sound.js";
import { addWords, browserLanguage, DIGRAPHS, spokenMove } from "../common/words.js";
import { currentLanguage, onLanguage, placedOn, setLanguage, t, translate } from "./words.js";
import { PLURALS, WORDS } from "/words/play.js";

addWords(WORDS, PLURALS);              // the page's sentences, written by the server from the keyed messages

const $ = (id) => document.getElementById(id);
const EMPTY = Array.from({ length: SIZE }, () => Array(SIZE).fill(""));

const state = {
  view: null,
  me: null,                  // {table, name} once logged in
  mine: [], results: null,
  placed: new Map(),         // r*15+c → {index (in the rack), label (lowercase for a blank)}
  chosen: null,              // the rack tile chosen by a tap, waiting for a square
  rackKey: "", link: "connecting", picking: false,
  answer: null,              // {state, text}
};

const rackTiles = () => (state.view && state.view.rack) || [];
const boardLabels = () => (state.view && state.view.board) || EMPTY;
const occupied = (r, c) => Boolean(boardLabels()[r] && boardLabels()[r][c]);
const usedIndices = () => new Set([...state.placed.values()].map((p) => p.index));
const squareOf = (index) => [...state.placed.entries()].find(([, p]) => p.index === index);

// ------------------------------------------------------------------ the one place every move goes through

/** Put rack tile `index` on square (r, c); a blank asks for its letter first (a blank moved keeps it). */
async function place(index, r, c, letter) {
  const tile = rackTiles()[index];
  if (tile === undefined || occupied(r, c) || state.picking) return false;
  const key = r * SIZE + c;
  const before = squareOf(index);
  let label = tile;
  if (tile === "?") {
    label = letter || (before ? before[1].label : null);
    if (!label) {
      state.picking = true;
      const chosen = await pickLetter($("picker"));
      state.picking = false;
      if (!chosen) { render(); return false; }
      label = chosen;
    }
    label = label.toLowerCase();
  }
  if (before) state.placed.delete(before[0]);
  state.placed.delete(key);                       // a tile already there goes back to the rack
  state.placed.set(key, { index, label });
  state.chosen = null;
  state.answer = null;
  render();
  return true;
}

function takeBack(key) {
  state.placed.delete(key);
  render();
}

function clearTiles() {
  state.placed.clear();
  state.chosen = null;
  render();
}

// ------------------------------------------------------------------ taps, keys, drags

function onSquare(r, c, how) {
  const key = r * SIZE + c;
  if (state.placed.has(key) && state.chosen === null) return takeBack(key);
  if (state.chosen !== null && !occupied(r, c)) {
    place(state.chosen, r, c).then((done) => {
      if (done && how === "key") { board.cell(r, c).focus(); live.say(placedOn(state.placed.get(key).label, squareName(r, c))); }
    });
  }
}

function onTile(index, fromKeyboard) {
  const on = squareOf(index);
  if (on) { takeBack(on[0]); return; }
  state.chosen = state.chosen === index ? null : index;
  render();
  if (fromKeyboard && state.chosen !== null) {
    const focused = document.querySelector("#board [tabindex='0']");
    if (focused) focused.focus();
  }
}

const live = createLive($("live"), { cue: (kind) => document.documentElement.classList.contains("cue") && cue(kind) });
const board = createBoard($("board"), { onSquare, speak: (text) => live.say(text) });
const rack = createRack($("rack"), onTile);
const keyboard = createKeys({ state, rackTiles, usedIndices, occupied, board, place, takeBack, render,
                              clear: clearTiles, move: () => currentMove(), say: (text) => live.say(text),
                              send: (text) => send(text), canSend: () => Boolean(state.me && state.view) });
const announce = createAnnouncer((text) => live.say(text));
const extra = createExtra($("extra"), (text) => live.say(text));     // this player's extra time, if granted
$("board").addEventListener("focusin", (event) => {      // large tiles: the board scrolls around the focused square
  if (document.documentElement.classList.contains("large")) event.target.scrollIntoView({ block: "nearest", inline: "center" });
});

enableDrag([$("rack"), $("board")], (target) => {
  const button = target.closest && target.closest("button[data-index]");
  if (button) {
    const index = Number(button.dataset.index);
    if (squareOf(index)) return null;
    const tile = rackTiles()[index];
    return tile === undefined ? null : { index, label: tile === "?" ? "?" : tile, blank: tile === "?" };
  }
  const cell = target.closest && target.closest("[data-sq]");
  const mine = cell && state.placed.get(Number(cell.dataset.r) * SIZE + Number(cell.dataset.c));
  return mine ? { index: mine.index, label: mine.label.toUpperCase(), blank: mine.label !== mine.label.toUpperCase(),
                  from: Number(cell.dataset.r) * SIZE + Number(cell.dataset.c) } : null;
}, (x, y) => board.squareAt(x, y), (source, square) => {
  if (square) place(source.index, square[0], square[1]);
  else if (source.from !== undefined) takeBack(source.from);   // dragged off the board: back to the rack
});

// ------------------------------------------------------------------ the slip

function currentMove() {
  const placed = [...state.placed.entries()].map(([key, p]) => ({ row: Math.floor(key / SIZE), col: key % SIZE,
                                                                   label: p.label }));
  const move = moveFromTiles(boardLabels(), placed);
  const loose = move.text ? anchored(boardLabels(), move.squares) : null;   // touching no tile: never sent
  return loose ? { error: loose } : move;
}

/** A typed slip as the room will read it (notation.js: lowercase as blanks only if the rack has that many). */
const asRead = (typed) => readAsTheRoom(typed, boardLabels(), rackTiles(), DIGRAPHS[currentLanguage()] || []);

/** The slip the server holds for this player in the round being played ("received": its echo, read as the room
 * will read it; no worth). */
const held = (row = state.me && state.view && heldSlip(state.mine, state.view.round, state.me.table)) =>
  (row ? { ...row, text: asRead(row.text) } : null);

function send(text) {
  if (!state.me || !state.view) return;
  const mine = held();
  sendSlip(text, state.view.round, state.me.table, {
    dialog: $("ask"),
    held: heldByMe(mine, state.me.table) ? mine.text : null,
    read: asRead,
    kept: () => {
      state.answer = { state: "kept", text: t("kept_own", { old: mine.text }), slip: mine.text };
      renderAnswer();
      live.say(state.answer.text);
    },
    show: (answer) => {
      state.answer = answer;
      if (["received", "ok", "zero"].includes(answer.state)) $("typed").value = "";
      renderAnswer();
      if (answer.state === "received") live.say(`${t("received")}: ${spokenMove(answer.slip)}`);
      else if (answer.state !== "sending") live.say(answer.text);
    },
    ended: (said) => login.end(said),
    sent: () => refreshMine(),
  });
}

$("send").addEventListener("click", () => {
  const move = currentMove();
  if (move.text) send(move.text);
});
$("clear").addEventListener("click", clearTiles);
$("typed-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const text = $("typed").value.trim().split(/\s+/).join(" ");
  const command = commandOf(text);
  if (command) {                               // answered here from what the page holds, never sent
    $("typed").value = "";
    live.say(answerCommand(command, { rack: rackTiles(), used: usedIndices(), seconds: secondsLeft(state.view),
                                      readLine: board.readLine, reveal: state.view && state.view.reveal,
                                      results: state.results, players: ((state.view && state.view.standings) || []).length }));
    return;
  }
  const squares = typedSquares(text, DIGRAPHS[currentLanguage()] || []);
  const loose = squares ? anchored(boardLabels(), squares) : null;
  if (!/^(\S+) (\S+)$/.test(text) || loose) {       // refused here, and said: nothing sent
    state.answer = { state: "refused", text: t(loose || "need_move"), slip: text };
    renderAnswer();
    live.say(state.answer.text);
    return;
  }
  send(text);
});

// ------------------------------------------------------------------ logging in (login.js) and own slips

function setMe(me, rounds) {
  const fresh = !state.me;
  state.me = me;
  if (rounds) newMine(rounds);
  render();
  refreshMine();
  if (fresh) announce.joined($("who"), !$("join-link").hidden);
}

function loggedOut() {
  state.me = null;
  state.mine = [];
  state.results = null;
  render();
}

/** The server's own rows: a slip received here that the server no longer holds (sent again from another device
 * with this login) gives way to the one it holds. */
function newMine(rounds) {
  state.mine = rounds;
  extra.mine(rounds, state.view && state.view.round);
  const now = held();
  if (state.answer && state.answer.state === "received" && now && now.text !== state.answer.slip) state.answer = null;
  renderAnswer();
}

let refreshing = null;
function refreshMine() {
  if (!state.me || refreshing) return;
  refreshing = setTimeout(async () => {
    refreshing = null;
    try {
      const me = await whoAmI();
      if (me.status === 0) return;
      if (me.result === "ok") newMine(me.body.rounds || []);
      if (state.view && state.view.reveal && state.me) {
        const results = await api("GET", "/api/results/" + state.me.table);
        if (results.body && results.body.ok) state.results = results.body;
      }
    } catch (error) { return; }
    renderAfter();
    sayMine();
  }, 150);
}

/** After a reveal and at the end: the player's own line, rank and the leaders, said once (announce.js). */
function sayMine() {
  announce.afterReveal(state.view, state.me, state.mine, state.results);
  announce.ended(state.view, state.me, state.results);
}

// ------------------------------------------------------------------ the view

function onView(view) {
  const before = state.view;
  if (view.language) setLanguage(view.language);
  state.view = view;
  extra.mine(state.mine, view.round);
  login.offer(view);
  lobby.render(view);
  document.body.classList.toggle("in-lobby", view.screen === "lobby");   // no board yet: the lobby and joining
  const key = `${view.round}|${(view.rack || []).join(" ")}`;
  if (key !== state.rackKey) {
    state.rackKey = key;
    state.placed.clear(); state.chosen = null; state.answer = null;
    $("typed").value = "";                       // a new rack: nothing typed for the last one is sent with it
    keyboard.reset((view.rack || []).length > 0);
  }
  for (const [square] of [...state.placed]) {      // the master move may now cover a tile put down here
    if (occupied(Math.floor(square / SIZE), square % SIZE)) state.placed.delete(square);
  }
  if (view.screen !== "round" || view.reveal) withdraw($("ask"));   // the round is over: a question, asked no more
  updateClock(view);
  live.view(view);
  announce.waiting(view);
  if (!state.me) announce.ended(view, null, null);
  onAudio(view.audio, serverNow);
  const revealed = (r) => (r && r.reveal ? `${r.reveal.round}|${r.reveal.move}` : "");
  if (revealed(before) !== revealed(view) || (before && before.screen !== view.screen)) refreshMine();
  render();
}

const feed = viewFeed(onView);

function onMessage(message) {
  if (feed.message(message)) return;
  if (message.type === "mine" && Array.isArray(message.rounds)) {
    newMine(message.rounds);
    renderAfter();
    sayMine();
  }
}

// ------------------------------------------------------------------ drawing

const renderAnswer = () => drawAnswer($("answer"), $("held"), state.answer, held());

let drawnAfter = [];
function renderAfter() {
  const table = state.me && state.me.table;
  const inputs = [state.view, table, state.mine, state.results, currentLanguage()];
  if (inputs.every((input, i) => input === drawnAfter[i])) return;   // a thousand standings: not on every tap
  drawnAfter = inputs;
  renderReveal(state.view, table, state.mine, state.results);
  renderResults(state.me ? state.results : null);
  renderStandings(state.view, table);
}

function render() {
  const view = state.view;
  const highlight = new Set(((view && view.highlight) || []).map(([r, c]) => r * SIZE + c));
  board.render(boardLabels(), state.placed, highlight, state.chosen !== null);
  rack.render(rackTiles(), usedIndices(), state.chosen);
  $("round-label").textContent = view && view.round ? t("round_n", { n: view.round }) : "Conductor";
  const move = currentMove();
  const notation = $("notation");
  notation.textContent = move.text || "";
  notation.dataset.text = move.text || "";
  const hint = move.text ? "" : ["line", "touch", "centre"].includes(move.error) ? t(move.error)
    : move.error === "gap" ? t("gap", { sq: move.square })
    : rackTiles().length ? t("none") : view && !view.ended && !["waiting", "call"].includes(view.screen) ? t("waiting") : "";
  $("hint").textContent = hint;
  $("send").disabled = !(move.text && state.me);
  $("clear").disabled = state.placed.size === 0;
  $("login").hidden = Boolean(state.me);
  document.body.classList.toggle("logged-out", !state.me);     // a phone shows the login box first
  $("pin-or").hidden = !(view && view.entry === "online" && view.registration === "open") || $("pin-form").hidden;
  $("logout").hidden = !state.me;
  $("typed-form").hidden = !state.me;
  $("slip-card").classList.toggle("idle", rackTiles().length === 0 && state.placed.size === 0);
  const named = state.me && state.me.name && state.me.name !== String(state.me.table);
  $("who").textContent = !state.me ? t("your_move")
    : named ? t("who_name", { name: state.me.name, t: state.me.table }) : t("who", { t: state.me.table });
  const status = [];
  if (view) {
    if (view.ended) status.push(t("final") + (typeof view.ended === "string" ? " — " + view.ended : ""));
    else if (view.screen === "waiting") status.push(t("waiting"));
    if (view.interruption && view.interruption.said) status.push(view.interruption.said);   // said by the server
    else if (view.screen === "call") status.push(t("calling"));
    if (view.extra_time && view.extra_time.said) status.push(view.extra_time.said);     // why the reveal waits
  }
  $("status").textContent = status.join(" · ");
  $("status").hidden = status.length === 0;
  const link = $("link");
  link.className = "link " + state.link;
  setText($("link-text"), t({ up: "online", down: "disconnected", crowded: "crowded_link" }[state.link]
    || "connecting"));           // written only when it changes: it is a status region
  $("crowded").hidden = state.link !== "crowded";
  renderAnswer();
  renderAfter();
}

// ------------------------------------------------------------------ start

const updateClock = startClock($("clock"), (seconds) => {
  live.tick(seconds); extra.tick(seconds);
  if (seconds !== null && seconds <= 0 && !extra.running()) withdraw($("ask"));    // "Temps!": asked no more
});
const lobby = createLobby($("lobby"), () => playClip("test"));
initPrefs({ contrast: $("pref-contrast"), large: $("pref-large"), cue: $("pref-cue") });
onLanguage(() => {
  translate();
  document.title = t("title");
  relabel();
  drawnAfter = [];
  render();
});
setLanguage(browserLanguage());
translate();
document.title = t("title");
initSound($("sound"), (muted) => t(muted ? "sound_off" : "sound_on"));

// 4001: this login's socket was closed by the server; whether the login has ended for good is asked (DESIGN §4d)
const socket = openSocket(onMessage, (link) => { state.link = link; updateClock.hold(link !== "up"); render(); },
                          () => login.recheck());
$("connect-here").addEventListener("click", () => socket.reopen());
const login = initLogin({ onIn: setMe, onOut: loggedOut, reopen: () => socket.reopen() });
measureOffset(serverTime).then(() => updateClock(state.view));
api("GET", "/api/view").then((answer) => feed.first(answer.body)).catch(() => {});
login.whoAmI();
render();

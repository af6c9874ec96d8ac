// form.js — the slip form of the table judges' page: which table and round (the round preselected is the one the
// server marks "default": the newest taking slips, DESIGN §4a; a round chosen stays until it is final, or until a
// newer round's "Temps!": `followRoom`; a slip for a round older than the one collecting is asked about first),
// a move, a score or a null slip; sending, and resending after a drop. A slip waits in localStorage with the client id chosen here
// until the server has answered it, and is resent with the same id (the server answers a known id again and logs
// it once), so a Wi-Fi drop, a reload or a server restart never loses or doubles a slip. A slip for a table and
// round another sender already gave is answered 409 with who holds it: the page asks before replacing it.

import { ask, consoleHeld, replaceQuestion } from "../common/ask.js";
import { api, session } from "../common/net.js";
import { currentLanguage, t } from "../common/words.js";
import { addAnswer, updateAnswer } from "./answers.js";
import { ensureSession } from "./login.js";
import { $, draw, el, newId, state, store } from "./state.js";

function collectingRounds() {
  return state.mine.filter((round) => !round.final).map((round) => round.round);
}

export function renderSlipForm() {
  const me = state.me;
  if (!me) return;
  const device = me.role === "device";
  $("who").textContent = device
    ? t("who_device", { name: me.name, a: me.tables[0], b: me.tables[1] })
    : t("who_player", { t: me.tables[0] });
  $("table-field").hidden = !device;
  $("round-field").hidden = !device;
  $("mode-null").hidden = !device;
  $("mode-score").hidden = !device;          // a player's slip is a move; a bare score is a table judge's
  const table = $("slip-table");
  table.min = String(me.tables[0]);
  table.max = String(me.tables[1]);
  if (!device) {
    const modeNull = document.querySelector("input[name=mode][value=null]");
    const modeScore = document.querySelector("input[name=mode][value=score]");
    if (modeNull.checked || modeScore.checked) document.querySelector("input[name=mode][value=move]").checked = true;
    return renderModes();
  }
  const select = $("slip-round");
  const open = collectingRounds();          // a final round is never offered: it changes only from the console
  // the round the server marks as the default (DESIGN §4a: the newest round taking slips), else the newest one
  const marked = markedRound();
  followRoom(marked);
  const chosen = state.roundChosen !== null ? state.roundChosen
    : marked ? marked.round : open.length ? open[open.length - 1] : null;
  const key = currentLanguage() + "|" + open.join(",") + "|" + chosen;
  if (select.dataset.key !== key) {
    select.dataset.key = key;
    keepOptions(select, open, chosen);
  }
  select.disabled = open.length === 0;
  // the round chosen by hand stays until the round is final or the room moves on (followRoom); when the round
  // slips with no round would go to is another one, the judge is told so here (DESIGN §4a)
  select.onchange = () => chooseRound(parseInt(select.value, 10));
  const note = $("round-now");
  const elsewhere = marked && marked.round !== chosen && state.roundChosen !== null;
  const followed = marked && marked.round === chosen && state.roundMoved === chosen;
  note.hidden = !elsewhere && !followed;
  note.textContent = elsewhere ? t("round_now", { n: marked.round }) : followed ? t("round_moved", { n: chosen }) : "";
  renderModes();
}

/** The selector's options become the open rounds in place: an option whose round stays open is the same element,
 * so a judge holding the list open, or a reader on it, is not thrown out of it by the room moving on. */
function keepOptions(select, open, chosen) {
  const wanted = new Set(open.map(String));
  [...select.options].forEach((option) => { if (!wanted.has(option.value)) option.remove(); });
  open.forEach((number, index) => {
    const value = String(number);
    let option = [...select.options].find((each) => each.value === value);
    if (!option) {
      option = el("option", "", value);
      option.value = value;
    }
    if (select.options[index] !== option) select.insertBefore(option, select.options[index] || null);
    option.selected = number === chosen;
  });
}

/** The round the server marks as the default (DESIGN §4a: the newest round taking slips). */
function markedRound() {
  return state.mine.find((round) => round.default === true);
}

/** Where the room stands: the round a slip with no round goes to, and whether its "Temps!" has come. */
function roomKey(marked) {
  return marked ? marked.round + (marked.time_up ? "t" : "") : "";
}

/** The judge chose a round by hand (the selector, or a missing slip in the list): it stays until the room moves
 * on again (followRoom); null goes back to the round the room collects. */
export function chooseRound(number) {
  state.roundChosen = Number.isInteger(number) ? number : null;
  state.roundMoved = null;
  state.roundPinned = state.roundChosen === null ? null : roomKey(markedRound());
  renderSlipForm();
}

/** The selector leaves the round it shows for the one being collected (DESIGN §4a) once that round is final (a
 * final round changes only from the console), or once a newer round's "Temps!" has come, whether or not every
 * table of this phone's has its slip in the old one (a table still owed there is entered by choosing that round
 * again, and asked about: `olderRoundAllowed`); a round chosen by hand stays until the room moves on again. */
function followRoom(marked) {
  if (state.roundChosen === null) return;
  const shown = state.mine.find((round) => round.round === state.roundChosen);
  const newer = marked && marked.round > state.roundChosen && marked.time_up === true;
  if (!shown || shown.final || (newer && roomKey(marked) !== state.roundPinned)) {
    state.roundMoved = newer && marked ? marked.round : null;     // said under the selector (#round-now)
    state.roundChosen = null;
    state.roundPinned = null;
  }
}

/** A slip for a round older than the one being collected (past its "Temps!") goes there only once the judge says
 * so: asked once for that round while the room stands where it does; a "no" goes back to the room's round, the
 * slip kept in the form. */
async function olderRoundAllowed(round, table) {
  const marked = markedRound();
  if (!marked || marked.time_up !== true || round >= marked.round) return true;
  const key = round + "|" + roomKey(marked);
  if (state.olderAllowed === key) return true;
  const yes = await ask($("ask"), t("older_q", { n: marked.round, r: round, t: table }),
                        t("yes_older", { r: round }), t("no_older", { n: marked.round }));
  if (yes) {
    state.olderAllowed = key;
  } else {
    chooseRound(null);
  }
  return yes;
}

export function mode() {
  const checked = document.querySelector("input[name=mode]:checked");
  return checked ? checked.value : "move";
}

export function renderModes() {
  const current = mode();
  $("move-fields").hidden = current !== "move";
  $("blank-hint").hidden = current !== "move";
  $("score-fields").hidden = current !== "score";
  $("null-fields").hidden = current !== "null";
  document.querySelectorAll(".mode").forEach((label) => {
    label.classList.toggle("on", label.querySelector("input").checked);
  });
}

function showLocalError(text) {
  addAnswer({ id: "local-" + newId(), local: true, error: text });
}

export async function submitSlip(event) {
  event.preventDefault();
  const me = state.me;
  if (!me) return;
  const device = me.role === "device";
  let table = me.tables[0];
  if (device) {
    table = parseInt($("slip-table").value, 10);
    if (!Number.isInteger(table) || table < 1) { showLocalError(t("need_table")); $("slip-table").focus(); return; }
  }
  let slip;
  const current = mode();
  if (current === "move") {
    const coord = $("slip-coord").value.trim().toUpperCase();
    const word = $("slip-word").value.trim();
    if (!coord || !word) { showLocalError(t("need_move")); $(coord ? "slip-word" : "slip-coord").focus(); return; }
    slip = coord + " " + word;
  } else if (current === "score") {
    const score = $("slip-score").value.trim();
    if (!/^\d{1,4}$/.test(score)) { showLocalError(t("need_score")); $("slip-score").focus(); return; }
    slip = String(parseInt(score, 10));
  } else {
    slip = "null " + $("slip-null").value;
  }
  let round = null;
  if (device) {
    const chosen = parseInt($("slip-round").value, 10);
    round = Number.isInteger(chosen) ? chosen : null;
    if (round !== null && !(await olderRoundAllowed(round, table))) { $("slip-round").focus(); return; }
    if (round !== null) state.roundChosen = round;   // the round being entered stays selected
  } else if (state.view && state.view.round) {
    round = state.view.round;       // the round being played: a resend after "Temps!" is late, never the next one
  }
  const item = { id: newId(), table, slip, round, at: Date.now() };
  state.pending.push(item);
  store.set("pending", state.pending);
  addAnswer({ id: item.id, table, slip, round, pending: true });
  $("slip-coord").value = "";
  $("slip-word").value = "";
  $("slip-score").value = "";
  if (current === "move") $("slip-coord").focus();
  else if (current === "score") $("slip-score").focus();
  send(item);
}

function nextTable(round, table) {
  const me = state.me;
  const data = state.mine.find((r) => r.round === round);
  if (!me || !data) return null;
  const missing = data.slips.filter((s) => s.text === null && s.table !== table).map((s) => s.table);
  return missing.find((x) => x > table) || missing[0] || null;
}

// ------------------------------------------------------------------ sending, and resending after a drop
export async function send(item) {
  if (state.inflight.has(item.id) || !state.pending.some((p) => p.id === item.id)) return;
  state.inflight.add(item.id);
  const body = { table: item.table, slip: item.slip, id: item.id };
  if (item.round) body.round = item.round;
  if (item.replace) body.replace = true;
  try {
    let answer = await api("POST", "/api/slip", body);
    if (answer.status === 401 && (state.cred || session.token)) {
      const result = await ensureSession();
      if (result === "renewed" || result === "ok") {
        draw.reopenSocket();
        answer = await api("POST", "/api/slip", body);
      }
    }
    if (state.sendFailed) { state.sendFailed = false; draw.link(); }
    const conflict = answer.status === 409 && answer.body && answer.body.conflict;
    if (conflict && !consoleHeld(conflict)) {     // in flight while asked: a resend (flushPending) must not ask a second time
      await replaceOrKeep(item, conflict);
      return;
    }
    if (answer.status === 401) {
      markPending(item, state.cred || session.token ? t("pending") : t("login_again"));
    } else if (answer.status >= 500 || answer.status === 429 || answer.status === 408 || !answer.body) {
      markPending(item, t("pending"));
    } else {
      settle(item, answer.body);
    }
  } catch (error) {
    state.sendFailed = true;
    draw.link();
    markPending(item, t("pending"));
  } finally {
    state.inflight.delete(item.id);
  }
}

/** Another sender holds this table's slip for the round (DESIGN §4a): asked, then sent again with "replace": true
 * under a new client id, or dropped with the answer that the slip already there stays. */
async function replaceOrKeep(item, conflict) {
  if (await ask($("ask"), replaceQuestion(conflict))) {
    const again = { ...item, id: newId(), replace: true };
    state.pending = state.pending.filter((p) => p.id !== item.id).concat([again]);
    store.set("pending", state.pending);
    updateAnswer(item.id, { id: again.id, pending: true, waiting: t("sending") });
    send(again);
  } else {
    settle(item, { ok: false, error: t("kept") });
  }
}

function markPending(item, why) {
  updateAnswer(item.id, { pending: true, waiting: why });
}

function settle(item, data) {
  state.pending = state.pending.filter((p) => p.id !== item.id);
  store.set("pending", state.pending);
  if (data.ok) {
    const slip = data.slip;
    updateAnswer(item.id, { pending: false, waiting: "", ok: true, text: slip.text,
      score: slip.received ? null : slip.score, reason: slip.received ? "" : slip.reason,
      received: !!slip.received, round: slip.round, table: slip.table });
    if (state.me && state.me.role === "device" && Number(($("slip-table").value || "0")) === slip.table) {
      const next = nextTable(slip.round, slip.table);
      if (next) $("slip-table").value = String(next);
    }
  } else {
    updateAnswer(item.id, { pending: false, waiting: "", ok: false, error: data.error || "?" });
  }
}

export function flushPending() {
  if (!state.cred && !session.token) return;
  state.pending.slice().forEach((item) => send(item));
}

// answers.js — what the table judges' page shows of the slips sent: the answers under the form (the newest
// first, pending ones kept from an earlier visit too), and the sender's own slips round by round (a device's whole
// range of tables, with what is missing). An answer received before the reveal ("Rebuda") shows the scored row the
// server sends once the round is revealed (its score and reason), not "Rebuda" for ever.

import { holder } from "../common/ask.js";
import { currentLanguage, points, t } from "../common/words.js";
import { $, draw, el, state, store } from "./state.js";

/** The answer as it stands now: one received before the reveal takes the score the server now sends for it. */
function scored(answer) {
  if (!answer.ok || !answer.received) return answer;
  const round = state.mine.find((r) => r.round === answer.round);
  const row = round && round.revealed && round.slips.find((s) => s.table === answer.table);
  if (!row || row.received || typeof row.score !== "number") return answer;
  return { ...answer, received: false, text: row.text || answer.text, score: row.score, reason: row.reason || "" };
}

export function addAnswer(entry) {
  state.answers.unshift(entry);
  state.answers = state.answers.slice(0, 8);
  store.set("answers", state.answers.filter((a) => !a.local));
  renderAnswers();
}

export function updateAnswer(id, changes) {
  let entry = state.answers.find((a) => a.id === id);
  if (!entry) {
    const item = state.pending.find((p) => p.id === id) || { id };
    entry = { id, table: item.table, slip: item.slip, round: item.round };
    state.answers.unshift(entry);
  }
  Object.assign(entry, changes);
  store.set("answers", state.answers.filter((a) => !a.local));
  renderAnswers();
}

export function renderAnswers() {
  // a pending slip kept from an earlier visit is shown too
  state.pending.forEach((item) => {
    if (!state.answers.some((a) => a.id === item.id)) {
      state.answers.unshift({ id: item.id, table: item.table, slip: item.slip, round: item.round, pending: true });
    }
  });
  const list = $("answers");
  const device = state.me && state.me.role === "device";
  const answers = state.answers.map(scored);
  const key = JSON.stringify([currentLanguage(), device, answers]);
  if (list.dataset.key === key) return;          // a push that changes none of them redraws nothing
  list.dataset.key = key;
  list.textContent = "";
  answers.forEach((answer, index) => {
    let kind = answer.local ? "refused" : answer.pending ? "pending"
      : answer.ok ? (answer.received ? "received" : answer.score === 0 && answer.reason ? "zero" : "ok") : "refused";
    const li = el("li", "answer " + kind + (index === 0 ? " latest" : ""));
    li.dataset.id = answer.id;
    li.dataset.state = kind;
    if (!answer.local) {
      const where = [];
      if (device || answer.table) where.push(t("table") + " " + answer.table);
      if (answer.round) where.push(t("round") + " " + answer.round);
      const head = el("div", "a-head");
      head.appendChild(el("span", "a-where", where.join(" · ")));
      head.appendChild(el("span", "a-slip", answer.text || answer.slip));
      li.appendChild(head);
    }
    let line;
    if (answer.local) line = el("div", "a-why", answer.error);
    else if (answer.pending) line = el("div", "a-wait", answer.waiting || t("sending"));
    else if (answer.ok && (answer.received || answer.score === null || answer.score === undefined)) {
      line = el("div", "a-score a-received", t("got"));
    } else if (answer.ok) {
      line = el("div", "a-score", points(answer.score));
      if (answer.reason) line.appendChild(el("span", "a-why", " — " + answer.reason));
    } else line = el("div", "a-why", answer.error);
    li.appendChild(line);
    list.appendChild(li);
  });
}

export function renderMine() {
  const box = $("mine-rounds");
  box.textContent = "";
  const me = state.me;
  if (!me) return;
  const device = me.role === "device";
  $("mine-title").textContent = device ? t("slips") : t("my_slips");
  $("mine").hidden = state.mine.length === 0;
  state.mine.slice().reverse().forEach((round) => {
    const got = round.slips.filter((s) => s.text !== null).length;
    const section = el("div", "mround" + (round.final && round.revealed ? " final" : ""));
    section.dataset.round = String(round.round);
    const head = el("div", "mhead");
    head.appendChild(el("span", "mtitle", t("round_n", { n: round.round })));
    if (device) head.appendChild(el("span", "mcount" + (got < round.slips.length ? " short" : ""), t("done", { got, of: round.slips.length })));
    if (round.final && round.revealed) head.appendChild(el("span", "badge", t("final_round")));
    section.appendChild(head);
    const list = el("ul", "mlist");
    round.slips.forEach((slip) => {
      // double entry from "Temps!" (the server sends `entry` and every reading only then): a dispute is shown as
      // one, every reading with who sent it; a reading waiting for its second one says whose it is
      const readings = slip.entry && Array.isArray(slip.entries) ? slip.entries : null;
      const dispute = readings && slip.entry === "dispute";
      const got = !dispute && (slip.received || (slip.text !== null && slip.score === null));
      const li = el("li", "mslip" + (dispute ? " dispute" : slip.text === null ? " missing" : got ? " received"
        : slip.score === 0 && slip.reason ? " zero" : ""));
      li.dataset.table = String(slip.table);
      const button = el("button", "mbutton");
      button.type = "button";
      if (device) button.appendChild(el("span", "mtable", slip.table));
      const text = readings ? readings.map((r) => `${r.text} (${holder(r.by)})`).join(dispute ? " ≠ " : ", ")
        : slip.text === null ? t("missing") : slip.text;
      button.appendChild(el("span", "mtext", text));
      button.appendChild(el("span", "mscore", dispute ? t("dispute") : readings ? t("waiting_second")
        : got ? t("got") : slip.score === null ? "" : slip.score));
      if (slip.reason) button.appendChild(el("span", "mreason", slip.reason));
      button.disabled = !device;
      button.addEventListener("click", () => {
        $("slip-table").value = String(slip.table);
        draw.chooseRound(round.round);
        draw.focusEntry();
      });
      li.appendChild(button);
      list.appendChild(li);
    });
    section.appendChild(list);
    box.appendChild(section);
  });
}

export function onMine(rounds) {
  state.mine = rounds || [];
  draw.slipForm();
  renderMine();
  renderAnswers();
}

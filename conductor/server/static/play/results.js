// results.js — what a player reads after a reveal: the master move (and how the room reads it aloud), their own
// slip for that round with its score and reason (from the "mine" push or GET /api/results/{table}), their
// results round by round, and the standings with their own line marked. Only what the server chose to publish.

import { points, t } from "./words.js";

const $ = (id) => document.getElementById(id);

function cell(row, text, cls) {
  const td = document.createElement("td");
  td.textContent = text === null || text === undefined ? "" : String(text);
  if (cls) td.className = cls;
  row.appendChild(td);
  return td;
}

/** The player's own slip for `round`: from the results (after a reveal), else from the "mine" push. */
export function ownSlip(round, table, mine, results) {
  const row = results && (results.rounds || []).find((r) => r.round === round);
  if (row) return { text: row.slip, score: row.score, reason: row.reason };
  const data = (mine || []).find((r) => r.round === round);
  const slip = data && data.slips.find((s) => s.table === table);
  return slip ? { text: slip.text, score: slip.score, reason: slip.reason, received: slip.received } : null;
}

export function renderReveal(view, table, mine, results) {
  const box = $("reveal");
  const reveal = view && view.reveal;
  box.hidden = !reveal;
  if (!reveal) return;
  $("reveal-title").textContent = `${t("master")} · ${t("round_n", { n: reveal.round })}`;
  $("reveal-move").textContent = reveal.move;
  $("reveal-score").textContent = points(reveal.score);
  $("reveal-read").textContent = reveal.read_as && reveal.read_as !== reveal.move.split(" ")[0] ? reveal.read_as : "";
  const line = $("reveal-mine");
  const own = table ? ownSlip(reveal.round, table, mine, results) : null;
  line.hidden = !table;
  if (!table) return;
  line.textContent = "";
  const head = document.createElement("span");
  head.className = "mine-head";
  head.textContent = t("mine") + ": ";
  line.appendChild(head);
  const what = document.createElement("strong");
  what.textContent = own && own.text ? own.text : t("no_slip");
  line.appendChild(what);
  if (own && typeof own.score === "number") {
    const score = document.createElement("span");
    score.className = "mine-score" + (own.score === 0 ? " zero" : "");
    score.textContent = " · " + points(own.score);
    line.appendChild(score);
  }
  if (own && own.reason) {
    const why = document.createElement("div");
    why.className = "why";
    why.textContent = own.reason;
    line.appendChild(why);
  }
  line.dataset.score = own && typeof own.score === "number" ? String(own.score) : "";
}

export function renderResults(results) {
  const box = $("results");
  const rows = (results && results.rounds) || [];
  box.hidden = rows.length === 0;
  const body = $("results-body");
  body.textContent = "";
  if (!rows.length) return;
  const head = document.createElement("tr");
  [t("round"), t("slip"), t("total"), t("master")].forEach((text) => {
    const th = document.createElement("th");
    th.textContent = text;
    head.appendChild(th);
  });
  body.appendChild(head);
  rows.forEach((r) => {
    const row = document.createElement("tr");
    cell(row, r.round, "num");
    const slip = cell(row, r.slip || "—", "mono");
    if (r.reason) {
      const why = document.createElement("div");
      why.className = "why";
      why.textContent = r.reason;
      slip.appendChild(why);
    }
    cell(row, r.score, "num strong");
    cell(row, `${r.master || ""} (${r.master_score ?? ""})`, "mono");
    body.appendChild(row);
  });
}

export function renderStandings(view, table) {
  const rows = (view && view.standings) || [];
  $("standings").hidden = rows.length === 0;
  const body = $("standings-body");
  body.textContent = "";
  if (!rows.length) return;
  const head = document.createElement("tr");
  [t("rank"), t("player"), t("total")].forEach((text) => {
    const th = document.createElement("th");
    th.textContent = text;
    head.appendChild(th);
  });
  body.appendChild(head);
  rows.forEach((r) => {
    const row = document.createElement("tr");
    if (r.table === table) row.className = "me";
    cell(row, r.rank, "num");
    cell(row, r.name);
    cell(row, r.total, "num strong");
    body.appendChild(row);
  });
}

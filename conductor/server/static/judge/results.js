// results.js — a player's results on the table judges' page: their rank, total and % of the master, and their
// table's rounds (revealed rounds only, FISC II.9; drawn by common/results.js, as on the player's page), from
// GET /api/results/{table}.

import { api } from "../common/net.js";
import { roundsTable } from "../common/results.js";
import { decimal, points, t } from "../common/words.js";
import { $, el, state } from "./state.js";

export async function loadResults(table, quiet) {
  const box = $("results-box");
  state.resultsTable = table;
  let answer;
  try {
    answer = await api("GET", "/api/results/" + encodeURIComponent(table));
  } catch (error) {
    if (!quiet) { box.textContent = ""; box.appendChild(el("p", "error", t("network"))); }
    return;
  }
  box.textContent = "";
  const data = answer.body || {};
  if (!data.ok) {
    box.appendChild(el("p", "error", data.error || String(answer.status)));
    return;
  }
  const head = el("div", "rhead");
  head.appendChild(el("div", "rname", data.name + " · " + t("table") + " " + data.table));
  const summary = [t("rank_of", { r: data.rank }), points(data.total), t("percent_of", { p: decimal(data.percent, 2) })];
  head.appendChild(el("div", "rsum", summary.join(" · ")));
  if (data.provisional) head.appendChild(el("div", "warn", t("provisional_plain")));
  box.appendChild(head);
  if (!data.rounds.length) {
    box.appendChild(el("p", "muted", t("no_results")));
    return;
  }
  box.appendChild(roundsTable(data.rounds));
}

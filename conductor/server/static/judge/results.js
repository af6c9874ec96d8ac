// results.js — a player's results on the table judges' page: their table's rounds (revealed rounds only, FISC
// II.9), rank, total and % of the master, from GET /api/results/{table}.

import { api } from "../common/net.js";
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
  const table_ = el("table", "table results");
  const thead = el("thead");
  const hr = el("tr");
  [t("round"), t("rack_h"), t("master_h"), t("slip_h"), t("total")].forEach((h, i) => {
    const th = el("th", i === 4 ? "num" : "", h);
    th.scope = "col";
    hr.appendChild(th);
  });
  thead.appendChild(hr);
  table_.appendChild(thead);
  const body = el("tbody");
  data.rounds.forEach((row) => {
    const tr = el("tr", row.score === 0 && row.reason ? "zero" : "");
    tr.appendChild(el("td", "num", row.round));
    tr.appendChild(el("td", "mono", row.rack));
    const master = el("td", "");
    master.appendChild(el("div", "", row.master));
    master.appendChild(el("div", "muted", points(row.master_score)));
    tr.appendChild(master);
    const slip = el("td", "");
    slip.appendChild(el("div", "", row.slip === null ? "—" : row.slip));
    if (row.reason) slip.appendChild(el("div", "why", row.reason));
    if (row.corrected) slip.appendChild(el("div", "muted", t("corrected")));
    tr.appendChild(slip);
    const score = el("td", "num strong", row.score === null ? "—" : row.score);
    if (row.bonus) score.appendChild(el("div", "muted", "+" + row.bonus));
    tr.appendChild(score);
    body.appendChild(tr);
  });
  table_.appendChild(body);
  box.appendChild(table_);
}

// results.js — a player's rounds as GET /api/results/{table} gives them (revealed rounds only, FISC II.9), drawn
// the same on every page that shows them (the table judges' page's results box, the player's own results): the
// round, the rack, the master move and its points, the slip (or what stands for it: "—", or why there is none, as
// the report says it) with its reason and whether it was corrected, and its points (and any bonus); and the
// standings the server sent, the reader's own line marked.

import { decimal, points, t } from "./words.js";

function cell(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

/** The rounds of a results answer as a table (a caption-less <table class="table results">, head and body). */
export function roundsTable(rows) {
  const table = cell("table", "table results");
  const head = cell("tr");
  [t("round"), t("rack"), t("master_h"), t("slip_h"), t("total")].forEach((text, i) => {
    const th = cell("th", i === 4 ? "num" : "", text);
    th.scope = "col";
    head.appendChild(th);
  });
  table.appendChild(cell("thead")).appendChild(head);
  const body = cell("tbody");
  rows.forEach((row) => {
    const tr = cell("tr", row.score === 0 && row.reason ? "zero" : "");
    tr.appendChild(cell("td", "num", row.round));
    tr.appendChild(cell("td", "mono", row.rack));
    const master = cell("td");
    master.appendChild(cell("div", "", row.master));
    master.appendChild(cell("div", "muted", points(row.master_score)));
    tr.appendChild(master);
    const slip = cell("td");
    slip.appendChild(cell("div", "", row.slip === null || row.slip === undefined || row.slip === "" ? row.said || "—"
      : row.slip));
    if (row.reason) slip.appendChild(cell("div", "why", row.reason));
    if (row.corrected) slip.appendChild(cell("div", "muted", t("corrected")));
    tr.appendChild(slip);
    const score = cell("td", "num strong", row.score === null || row.score === undefined ? "—" : row.score);
    if (row.bonus) score.appendChild(cell("div", "muted", "+" + row.bonus));
    tr.appendChild(score);
    body.appendChild(tr);
  });
  table.appendChild(body);
  return table;
}

/** The standings as the server sent them (the view's), the lines `mine(row)` says are the reader's marked: rank,
 * table (with `tables`: the table judges' page), name, points, and % of the master when the rows carry it. */
export function standingsTable(rows, { mine = () => false, tables = false } = {}) {
  const percent = rows.some((row) => typeof row.percent === "number");
  const table = cell("table", "table standings");
  const head = cell("tr");
  const columns = [["rank", "num"], ...(tables ? [["table", "num"]] : []), ["player", ""], ["total", "num"],
                   ...(percent ? [["percent", "num"]] : [])];
  columns.forEach(([key, cls]) => {
    const th = cell("th", cls, t(key));
    th.scope = "col";
    head.appendChild(th);
  });
  table.appendChild(cell("thead")).appendChild(head);
  const body = cell("tbody");
  rows.forEach((row) => {
    const tr = cell("tr", mine(row) ? "me" : "");
    tr.appendChild(cell("td", "num", row.rank));
    if (tables) tr.appendChild(cell("td", "num", row.table));
    tr.appendChild(cell("td", "", row.name));
    tr.appendChild(cell("td", "num strong", row.total));
    if (percent) tr.appendChild(cell("td", "num", typeof row.percent === "number" ? decimal(row.percent, 2) : ""));
    body.appendChild(tr);
  });
  table.appendChild(body);
  return table;
}

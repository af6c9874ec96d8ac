// results.js — what a player reads after a reveal: the master move (and how the room reads it aloud), their own
// slip for that round with its score and reason (from the "mine" push or GET /api/results/{table}), the round's
// best moves (the view's reveal.best) with their own among them, their rank and % of the master, their results
// round by round (drawn by common/results.js, as on the table judges' page), and the standings the server sent
// with their own line marked. Only what the server published.

import { roundsTable, standingsTable } from "../common/results.js";
import { decimal } from "../common/words.js";
import { points, t } from "./words.js";

const $ = (id) => document.getElementById(id);

/** The player's own slip for `round`: from the results (after a reveal), else from the "mine" push. */
export function ownSlip(round, table, mine, results) {
  const row = results && (results.rounds || []).find((r) => r.round === round);
  if (row) return { text: row.slip, score: row.score, reason: row.reason, said: row.said };
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
  renderBest(reveal, own);
  $("reveal-rank").hidden = true;
  if (!table) return;
  line.textContent = "";
  const head = document.createElement("span");
  head.className = "mine-head";
  head.textContent = t("mine") + ": ";
  line.appendChild(head);
  const what = document.createElement("strong");
  // a round before the player joined says so ("encara no inscrit", as the report), not "no slip"
  what.textContent = own && own.text ? own.text : (own && own.said) || t("no_slip");
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
  const rank = $("reveal-rank");
  const standing = results && typeof results.rank === "number" ? results : null;
  rank.hidden = !standing;
  if (standing) {
    const of = (view.standings || []).length || standing.rank;
    rank.textContent = t("your_rank", { r: standing.rank, n: of, p: decimal(standing.percent, 2) });
  }
}

/** The round's best moves (the top and the next ones, with scores), the player's own marked if it is one. */
function renderBest(reveal, own) {
  const best = Array.isArray(reveal.best) ? reveal.best : [];
  $("best").hidden = best.length === 0;
  const list = $("best-list");
  list.textContent = "";
  best.forEach((move) => {
    const item = document.createElement("li");
    const mine = own && own.text && own.text === move.move;
    item.className = mine ? "mine" : "";
    const what = document.createElement("span");
    what.className = "best-move";
    what.textContent = move.move;
    const score = document.createElement("span");
    score.className = "best-score";
    score.textContent = points(move.score);
    item.append(what, " · ", score);
    if (mine) {
      const tag = document.createElement("strong");
      tag.className = "best-yours";
      tag.textContent = ` (${t("yours")})`;
      item.appendChild(tag);
    }
    list.appendChild(item);
  });
  if (own && own.text && typeof own.score === "number" && !best.some((move) => move.move === own.text)) {
    const item = document.createElement("li");
    item.className = "mine outside";
    item.value = best.length + 1;
    item.textContent = `${own.text} · ${points(own.score)} (${t("yours")})`;
    list.appendChild(item);
  }
}

export function renderResults(results) {
  const rows = (results && results.rounds) || [];
  $("results").hidden = rows.length === 0;
  const box = $("results-body");
  if (rows.length) box.replaceChildren(roundsTable(rows));
  else box.replaceChildren();
}

export function renderStandings(view, table) {
  const rows = (view && view.standings) || [];
  $("standings").hidden = rows.length === 0;
  $("standings-body").replaceChildren(...(rows.length ? [standingsTable(rows, { mine: (row) => row.table === table })]
    : []));
}

// held.js — the player's own slip the server holds for the round being played, read from the server's own rows
// (GET /api/me and the "mine" push), and the answer area that shows it. Before the reveal a row says "received"
// with the echo of what was typed, nothing of its worth (DESIGN §4c): the page shows exactly that ("Rebuda: 15F
// REACTIV") after a reload or on a second device, and only such rows; a scored row is the reveal card's business.

import { t } from "./words.js";

/** The slip held for `table` in `round` while it is only "received": {text, by} or null. */
export function heldSlip(mine, round, table) {
  if (!round || !table) return null;
  const data = (mine || []).find((r) => r.round === round);
  const row = data && (data.slips || []).find((s) => s.table === table);
  if (!row || typeof row.text !== "string" || !row.text || !row.received) return null;
  return { text: row.text, by: row.by || "" };
}

/** Whether `held` is this player's own (sent from this login, on any device): replacing it is asked here,
 * a slip another sender gave is asked by the server (409, DESIGN §4a). */
export function heldByMe(held, table) {
  return Boolean(held) && held.by === `player:${table}`;
}

/**
 * Draw the answer area: `answer` ({state, text, slip}: the last send's step or answer) in #answer, else the held
 * slip ("held"); after a refusal (a slip another sender held and kept, too), the held slip under it (#held).
 */
export function renderAnswer(box, line, answer, held) {
  const shown = answer || (held ? { state: "held", text: `${t("received")}: ${held.text}`, slip: held.text } : null);
  box.hidden = !shown;
  if (shown) {
    box.textContent = shown.text;
    box.dataset.state = shown.state;
    box.dataset.slip = shown.slip || "";
  }
  const under = Boolean(answer && held && answer.state === "refused");
  line.hidden = !under;
  line.textContent = under ? `${t("received")}: ${held.text}` : "";
  line.dataset.slip = under ? held.text : "";
}

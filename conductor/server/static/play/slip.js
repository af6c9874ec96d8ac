// slip.js — a player's slip sent, and its answer: "Rebuda" before the reveal (nothing of its worth), its score
// after it, or the refusal. A slip for a table and round that another sender already gave (the console, a table
// judge's device) comes back 409 with who holds it (DESIGN §4a): the page asks, and sends again with
// "replace": true only on a yes. A slip this player already sent for the round (from any device: `held`, the
// echo the server holds) is replaced by the server without a word, so the page asks first, and sends only on a
// yes. A 401 ends the stored login only when the server says it has ended (DESIGN §4d).

import { ask, consoleHeld, replaceQuestion } from "../common/ask.js";
import { api, clientId, loginEnded } from "../common/net.js";
import { points, t } from "./words.js";

/** The answer as the page shows it: {state, text, slip}; a slip received (its echo: the text as typed) is shown as
 * the room reads it (`read`: notation.js readAsTheRoom, "h8 casa" with no blank on the rack is "H8 CASA"). */
export function answerOf(status, body, typed, read = (text) => text) {
  if (body.ok && body.slip) {
    const slip = body.slip;
    if (slip.received || typeof slip.score !== "number") {
      return { state: "received", text: `${t("received")}: ${read(slip.text)}`, slip: read(slip.text) };
    }
    return { state: slip.score ? "ok" : "zero", slip: slip.text,
             text: `${slip.text} · ${points(slip.score)}${slip.reason ? " — " + slip.reason : ""}` };
  }
  return { state: "refused", text: `${t("refused")}: ${body.error || status}`, slip: typed };
}

/**
 * Send `text` for `round` and `table`; hooks: show(answer) (each step: sending, then the answer), ended() (the
 * login has ended), sent() (the own slips to read again), dialog (the <dialog> that asks), held (the text of
 * this player's own slip the server holds for the round as the room reads it, or nothing), kept() (a no to
 * replacing it), read(text) (a typed slip as the room reads it: what the page echoes and asks about). A question
 * the page takes back at "Temps!" (ask.js `withdraw`) sends nothing, and says so.
 */
export async function sendSlip(text, round, table, hooks) {
  const closed = () => hooks.show({ state: "refused", text: t("asked_closed"), slip: text });   // at "Temps!"
  if (hooks.held && hooks.held !== hooks.read(text)) {
    const yes = await ask(hooks.dialog, t("replace_own", { old: hooks.held, new: hooks.read(text) }));
    if (yes === null) { closed(); return; }
    if (!yes) { hooks.kept(); return; }
  }
  const id = clientId();
  hooks.show({ state: "sending", text: t("sending"), slip: text });
  const body = { table, slip: text, id };
  if (round) body.round = round;
  let answer;
  try {
    answer = await api("POST", "/api/slip", body);
    const conflict = answer.status === 409 && answer.body && answer.body.conflict;
    if (conflict && !consoleHeld(conflict)) {
      const yes = await ask(hooks.dialog, replaceQuestion(conflict));
      if (yes === null) { closed(); return; }
      if (!yes) {
        hooks.show({ state: "refused", text: t("kept"), slip: text });
        return;
      }
      answer = await api("POST", "/api/slip", { ...body, id: clientId(), replace: true });
    }
  } catch (error) {
    hooks.show({ state: "refused", text: t("network"), slip: text });
    return;
  }
  if (loginEnded(answer)) { hooks.ended(answer.body.error); return; }
  if (answer.status === 401) {
    hooks.show({ state: "refused", text: t("login_again"), slip: text });
    return;
  }
  hooks.show(answerOf(answer.status, answer.body || {}, text, hooks.read));
  hooks.sent();
}

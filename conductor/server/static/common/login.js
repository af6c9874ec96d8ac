// login.js — the one login of every page that sends slips (the table judges' page, the player's page): a code or a
// PIN is sent once (POST /api/login) and never kept, the token is (common/net.js `session`, under the page's key);
// whether a login still holds is asked of GET /api/me, and only the server's "ended" (a 401 with "login": "ended",
// DESIGN §4d) forgets it: any other refusal (a server restarting, a socket process that has not heard of the login
// yet) keeps it, to be asked again. Logging out ends the token on the server (POST /api/logout). What a page then
// shows, and when it asks again, is the page's.

import { api, loginEnded, session } from "./net.js";
import { t } from "./words.js";

/** POST /api/login with `cred` ({code} or {table, pin}): {result, body, error, status}. "ok": the token is the
 * session's from then on; "rejected": the code or PIN does not work (400, 401, 403); "later": no answer (status
 * 0, error "no connection") or one that may change (a 429, a 503). */
export async function logIn(cred) {
  let answer;
  try {
    answer = await api("POST", "/api/login", cred);
  } catch {
    return { result: "later", body: {}, error: t("network"), status: 0 };
  }
  const body = answer.body || {};
  if (answer.status === 200 && body.ok) {
    session.set(body.token);
    return { result: "ok", body, error: "", status: 200 };
  }
  const rejected = answer.status === 400 || answer.status === 401 || answer.status === 403;
  return { result: rejected ? "rejected" : "later", body, error: body.error || String(answer.status),
           status: answer.status };
}

/** GET /api/me: {result, body, status}. "ok": who is logged in (body: role, name, tables, rounds…); "ended": the
 * server ended this login for good (the token is forgotten); "unknown": a 401 that is not "ended" (kept);
 * "later": no answer (status 0) or any other status. */
export async function whoAmI() {
  let answer;
  try {
    answer = await api("GET", "/api/me");
  } catch {
    return { result: "later", body: {}, status: 0 };
  }
  const body = answer.body || {};
  if (answer.status === 200 && body.ok) return { result: "ok", body, status: 200 };
  if (loginEnded(answer)) {
    session.set(null);
    return { result: "ended", body, status: 401 };
  }
  return { result: answer.status === 401 ? "unknown" : "later", body, status: answer.status };
}

/** POST /api/logout (the token presented ends, a personal link's for good), then the token is forgotten here. */
export async function logOut() {
  try { await api("POST", "/api/logout", {}); } catch { /* the token ends with the server anyway */ }
  session.set(null);
}

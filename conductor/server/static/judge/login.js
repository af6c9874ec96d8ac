// login.js — how a table judge's device (its code, or the link #code=… the console's QR code carries) or a player
// (table and PIN, when the game takes players' slips) logs in, and in again by itself after a server restart with
// the code kept in memory (never stored). The token is stored, and forgotten only when the server says that login
// has ended (a 401 with "login": "ended", DESIGN §4d); a login the server does not know yet is kept and tried again.
// The requests and what their answers mean are the one login of every page (common/login.js); this is the page's.

import { logIn, logOut, whoAmI } from "../common/login.js";
import { session } from "../common/net.js";
import { setLanguage, t } from "../common/words.js";
import { $, draw, state, store } from "./state.js";

export function renderLogin() {
  const loggedIn = !!state.me;
  $("login").hidden = loggedIn;
  $("slip").hidden = !loggedIn;
  $("mine").hidden = !loggedIn;
  if (loggedIn) return;
  const players = state.view && state.view.entry === "players";
  $("login-tabs").hidden = !players;
  if (!players) state.loginMode = "device";
  $("form-device").hidden = state.loginMode !== "device";
  $("form-player").hidden = state.loginMode !== "player";
  $("tab-device").setAttribute("aria-selected", String(state.loginMode === "device"));
  $("tab-player").setAttribute("aria-selected", String(state.loginMode === "player"));
  $("tab-device").tabIndex = state.loginMode === "device" ? 0 : -1;
  $("tab-player").tabIndex = state.loginMode === "player" ? 0 : -1;
  const error = $("login-error");
  error.textContent = state.loginError;
  error.hidden = !state.loginError;
}

/** Log in with `cred`: "ok", "rejected" (the code or PIN no longer works) or "later" (no answer now). */
export async function login(cred) {
  const got = await logIn(cred);
  if (got.result === "ok") {
    state.cred = cred;
    state.loginError = "";
    setMe(got.body);
    return "ok";
  }
  state.loginError = got.error;
  if (got.result === "rejected") {
    state.cred = null;
    setMe(null);
  }
  return got.result;
}

export function setMe(data) {
  const was = state.me;
  state.me = data ? { role: data.role, name: data.name, tables: data.tables, language: data.language } : null;
  if (data && data.language) setLanguage(data.language);
  if (!data) state.mine = [];
  if (data && data.rounds) state.mine = data.rounds;
  if (!was || !state.me || was.name !== state.me.name || was.role !== state.me.role) {
    state.roundChosen = null;
    state.roundPinned = null;
    if (state.me && state.me.role === "player") $("results-table").value = String(state.me.tables[0]);
    if (state.me && state.me.role === "device") $("slip-table").value = String(state.me.tables[0]);
  }
  renderLogin();
  draw.slipForm();
  draw.mine();
  draw.answers();
  if (state.view) draw.standings(state.view);
}

/** The login still holds (GET /api/me), or is made again with the code or PIN kept in memory. */
export async function ensureSession() {
  if (!state.cred && !session.token) return "none";
  const me = await whoAmI();
  if (me.result === "ok") {
    setMe(me.body);
    return "ok";
  }
  if (me.result === "later") return "later";
  if (me.result === "ended") {
    if (!state.cred) { state.loginError = me.body.error || ""; setMe(null); return "rejected"; }
  } else if (!state.cred) {
    return "later";                       // not known yet (a restart, a socket process): kept, asked again
  }
  const result = await login(state.cred);
  if (result === "ok") {
    const again = await whoAmI();          // else the socket brings them
    if (again.result === "ok") setMe(again.body);
  }
  return result === "ok" ? "renewed" : result;
}

export async function logout(reopenSocket) {
  if (state.pending.length && !window.confirm(t("confirm_logout"))) return;
  await logOut();
  state.cred = null;
  state.pending = [];
  state.answers = [];
  store.set("pending", []);
  store.set("answers", []);
  state.loginError = "";
  setMe(null);
  reopenSocket();
}

// login.js — how a player at home gets in, and back in. An online game offers what a player has: joining (name,
// club, and the game's code, filled in from the invitation link /play#join=CODE), or "I have my link" (the
// personal link /play#t=TOKEN, pasted or opened: the token is kept, the address bar loses it). A room game with
// players' PINs offers table and PIN (the PIN is sent once and never kept). Only the token is stored, and it is
// forgotten only when the server says that login has ended (a 401 with "login": "ended", DESIGN §4d): any other
// refusal (a server restarting, a socket process that has not heard of the login yet) keeps it and tries again.
// Logging in, asking who is logged in and out are the one login of every page (common/login.js); joining is
// this page's. A token is also handed to POST /api/session, which sets it as the login cookie: a browser's
// WebSocket cannot send an Authorization header, and the cookie is how /ws knows whose slips to push.

import { logIn, logOut, whoAmI as askWho } from "../common/login.js";
import { api, session } from "../common/net.js";
import { t } from "./words.js";

const $ = (id) => document.getElementById(id);
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const KEY = "conductor:play:token";
const JOIN = "conductor:play:join";         // the join being tried: {id, name}, kept until it is answered 200

/** The client id of a join of `name`: the same for every retry of that name (a 503, a cut connection), so the
 * server gives the same table and link, never a second one; a new one once a join got in or the name changed. */
function joinId(name) {
  let held = null;
  try { held = JSON.parse(sessionStorage.getItem(JOIN) || "null"); } catch (error) { held = null; }
  if (!held || held.name !== name || !/^[A-Za-z0-9_-]{16,64}$/.test(held.id || "")) {
    const bytes = crypto.getRandomValues(new Uint8Array(18));
    const id = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    held = { id, name };
    try { sessionStorage.setItem(JOIN, JSON.stringify(held)); } catch (error) { /* private mode: this page only */ }
  }
  return held.id;
}

/** The token of a personal link (…/play#t=TOKEN), or null. */
export function tokenOfLink(text) {
  const link = String(text || "").replace(/\s+/g, "");
  const match = /#t=([A-Za-z0-9_-]{16,128})$/.exec(link);
  return match ? match[1] : TOKEN.test(link) ? link : null;
}

/** hooks: onIn(me, rounds), onOut(), reopen() (the WebSocket again, so it carries the new login's cookie). */
export function initLogin(hooks) {
  session.use(KEY);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
  if (hash.get("t") && TOKEN.test(hash.get("t"))) session.set(hash.get("t"));
  const code = hash.get("join");
  if (code) {
    $("join-code").value = code;
    $("join-code-field").hidden = false;
  }
  if (hash.get("t") || code) history.replaceState(null, "", location.pathname);
  const refused = (body, error) => {
    $("login-error").textContent = error;
    if (body.code === "join_code") {
      $("join-code-field").hidden = false;
      $("join-code").focus();
    }
  };
  const end = (said) => {
    session.set(null);
    if (said) $("login-error").textContent = said;
    hooks.onOut();
  };

  $("pin-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const table = Number($("login-table").value.trim());
    const pin = $("pin").value.trim();
    $("pin").value = "";
    $("login-error").textContent = "";
    const got = await logIn({ table, pin });
    if (got.result !== "ok") { refused(got.body, got.error); return; }
    hooks.reopen();
    hooks.onIn({ table: got.body.tables ? got.body.tables[0] : table, name: got.body.name });
  });

  $("join-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    $("login-error").textContent = "";
    const body = { name: $("join-name").value.trim(), club: $("join-club").value.trim() };
    body.id = joinId(body.name);
    if ($("join-code").value.trim()) body.code = $("join-code").value.trim();
    let answer;
    try { answer = await api("POST", "/api/join", body); } catch (error) {
      $("login-error").textContent = t("network");
      return;
    }
    if (!answer.body.ok) { refused(answer.body, answer.body.error || String(answer.status)); return; }
    try { sessionStorage.removeItem(JOIN); } catch (error) { /* nothing kept */ }
    session.set(answer.body.token);
    if (answer.body.link) {                    // the way back on any device: shown once, for the player to keep
      $("join-link").hidden = false;
      $("join-link-url").textContent = answer.body.link;
      $("join-link-url").href = answer.body.link;
    }
    hooks.reopen();
    hooks.onIn({ table: answer.body.table, name: answer.body.name || body.name });
  });

  $("link-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const token = tokenOfLink($("link-url").value);
    if (!token) { $("login-error").textContent = t("link_bad"); $("link-url").focus(); return; }
    $("login-error").textContent = "";
    $("link-url").value = "";
    session.set(token);
    whoAmI();
  });

  let online = false;
  $("logout").addEventListener("click", async () => {
    await logOut();
    end(t(online ? "logged_out_link" : "logged_out_pin"));     // how to get back: a link's logout ends the link
    hooks.reopen();
  });

  let tries = 0;
  async function whoAmI() {
    if (!session.token) { hooks.onOut(); return; }
    tries += 1;
    try {
      const cookie = await api("POST", "/api/session", {});
      if (cookie.body && cookie.body.ok) hooks.reopen();
    } catch (error) { setTimeout(whoAmI, 2000); return; }
    const me = await askWho();
    if (me.status === 0) { setTimeout(whoAmI, 2000); return; }
    const body = me.body;
    if (me.result === "ok" && body.role === "player") {
      tries = 0;
      hooks.onIn({ table: body.tables[0], name: body.name }, body.rounds || []);
    }
    else if (me.result === "ended") end(body.error || ""); else if (me.status === 401 || me.status >= 500) {
      hooks.onOut();                  // not known yet: the login is kept and asked again
      if (tries < 20) setTimeout(whoAmI, 3000);
    } else end();
  }

  /** The login box for this game: joining and the personal link online, table and PIN in a room. */
  function offer(view) {
    online = Boolean(view && view.entry === "online");
    $("join-form").hidden = !(online && view.registration === "open");
    $("join-closed").hidden = !(online && view.registration === "closed");
    $("link-form").hidden = !online;
    $("pin-form").hidden = online;
  }

  /** The server closed this login's socket (4001): the stored login is read again (another tab may have logged out)
   * and asked of the server, which alone says whether it has ended (DESIGN §4d). */
  function recheck() {
    session.use(KEY);
    tries = 0;
    whoAmI();
  }

  return { whoAmI, offer, end, recheck };
}

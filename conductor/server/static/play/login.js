// login.js — how a player at home gets in, and back in: a personal link (/play#t=TOKEN: the token is kept, the
// address bar loses it), table and PIN (the PIN is sent once and never kept), or joining with a name and club
// while the public view says registration is open. Only the token is stored; the server can end it at any
// time. A token is also handed to POST /api/session, which sets it as the login cookie: a browser's WebSocket
// cannot send an Authorization header, and the cookie is how /ws knows whose slips to push.

import { api, session } from "./net.js";
import { t } from "./words.js";

const $ = (id) => document.getElementById(id);

/** hooks: onIn(me, rounds), onOut(), reopen() (the WebSocket again, so it carries the new login's cookie). */
export function initLogin(hooks) {
  const fromLink = /^#t=([A-Za-z0-9_-]{16,128})$/.exec(location.hash);
  if (fromLink) {
    session.set(fromLink[1]);
    history.replaceState(null, "", location.pathname);
  }
  const refused = (answer) => {
    $("login-error").textContent = (answer.body && answer.body.error) || String(answer.status);
  };
  const end = () => {
    session.set(null);
    hooks.onOut();
  };

  $("pin-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const table = Number($("login-table").value.trim());
    const pin = $("pin").value.trim();
    $("pin").value = "";
    $("login-error").textContent = "";
    let answer;
    try { answer = await api("POST", "/api/login", { table, pin }); } catch (error) {
      $("login-error").textContent = t("network");
      return;
    }
    if (!answer.body.ok) { refused(answer); return; }
    session.set(answer.body.token);
    hooks.reopen();
    hooks.onIn({ table: answer.body.tables ? answer.body.tables[0] : table, name: answer.body.name });
  });

  $("join-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    $("login-error").textContent = "";
    const name = $("join-name").value.trim();
    let answer;
    try { answer = await api("POST", "/api/join", { name, club: $("join-club").value.trim() }); } catch (error) {
      $("login-error").textContent = t("network");
      return;
    }
    if (!answer.body.ok) { refused(answer); return; }
    session.set(answer.body.token);
    if (answer.body.link) {                    // the way back on any device: shown once, for the player to keep
      $("join-link").hidden = false;
      $("join-link-url").textContent = answer.body.link;
      $("join-link-url").href = answer.body.link;
    }
    hooks.reopen();
    hooks.onIn({ table: answer.body.table, name });
  });

  $("logout").addEventListener("click", async () => {
    try { await api("POST", "/api/logout", {}); } catch (error) { /* ended anyway */ }
    end();
    hooks.reopen();
  });

  async function whoAmI() {
    if (!session.token) { hooks.onOut(); return; }
    let answer;
    try {
      const cookie = await api("POST", "/api/session", {});
      if (cookie.body && cookie.body.ok) hooks.reopen();
      answer = await api("GET", "/api/me");
    } catch (error) { setTimeout(whoAmI, 2000); return; }
    const body = answer.body || {};
    if (body.ok && body.role === "player") hooks.onIn({ table: body.tables[0], name: body.name }, body.rounds || []);
    else if (answer.status < 500) end();
    else setTimeout(whoAmI, 2000);
  }

  async function offerJoining() {
    try {
      const view = await api("GET", "/api/view");
      $("join-form").hidden = !(view.body && view.body.registration === "open");
    } catch (error) { /* the PIN form stays */ }
  }

  return { whoAmI, offerJoining, end };
}

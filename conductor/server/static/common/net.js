// net.js — everything that talks to the game server, for every page: JSON requests (the login's token as a Bearer
// header; a code or PIN is sent once and never kept), the token kept in localStorage under the page's own key, the
// WebSocket that pushes the public view (and a logged-in sender's own slips), reconnecting by itself with a growing
// wait (0.4 s … 4 s) and watched (a socket silent while the clock runs is given up, and the page told the link is
// down, so that it stops its clock), and the view as the pages read it: the latest view with the latest standings.

import { serverNow } from "./clock.js";

export const session = {
  token: null,
  key: null,
  json: false,
  /** Keep the token under `key` (JSON-encoded with `json`: the table judges' page's older format). */
  use(key, json = false) {
    this.key = key;
    this.json = json;
    try {
      const raw = localStorage.getItem(key);
      this.token = raw === null ? null : json ? JSON.parse(raw) : raw;
    } catch { this.token = null; }
  },
  set(token) {
    this.token = token || null;
    if (!this.key) return;
    try {
      if (token) localStorage.setItem(this.key, this.json ? JSON.stringify(token) : token);
      else localStorage.removeItem(this.key);
    } catch { /* private mode: memory only */ }
  },
};

/** A refusal that says the login has ended (DESIGN §4d: a new link, `join remove`, a revoked device): only then
 * does a page forget its stored login. Any other 401 ("unknown": a server restarted, a socket process that has
 * not heard of the login yet) keeps it, to be tried again. */
export function loginEnded(answer) {
  return answer.status === 401 && Boolean(answer.body) && answer.body.login === "ended";
}

/** A request; answers {status, body} (body: the JSON, or {} when there is none). Never throws on HTTP errors. */
export async function api(method, path, body) {
  const headers = { Accept: "application/json" };
  if (session.token) headers.Authorization = "Bearer " + session.token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body),
                                       credentials: "same-origin", cache: "no-store" });
  let data = {};
  try { data = await response.json(); } catch { /* not JSON */ }
  return { status: response.status, body: data };
}

/**
 * The public view as pushed: `view` messages carry no standings (one message for thousands of sockets); the
 * standings come apart, only when they change. `onView(view)` is always given the latest view with the latest
 * standings the server sent (never the previous round's kept over the new ones).
 */
export function viewFeed(onView) {
  let standings = null;
  let view = null;
  const take = (next) => {
    view = next;
    if (Array.isArray(next.standings)) standings = next.standings;
    onView({ ...view, standings: standings || [] });
  };
  return {
    /** A WebSocket message: true when it was the view's or the standings'. */
    message(message) {
      if (message.type === "standings" && Array.isArray(message.standings)) {
        standings = message.standings;
        if (view) onView({ ...view, standings });
        return true;
      }
      if (message.type === "view" && message.view) { take(message.view); return true; }
      return false;
    },
    /** GET /api/view's answer, used only while no pushed view has come. */
    first(answer) {
      if (!view && answer && typeof answer === "object" && answer.screen) take(answer);
    },
    get view() { return view; },
  };
}

export async function serverTime() {
  const answer = await api("GET", "/api/time");
  return answer.body && answer.body.now;
}

/** A random client id for a slip (the server answers a known id again, logged once). */
export function clientId() {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return "p" + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** What a WebSocket's close code says (the server's own codes, server/push.py): "ended" (4001: this login ended —
 * a logout, a new link or PIN, a revoked device; whether it is gone for good is asked of GET /api/me, DESIGN §4d),
 * "crowded" (4002: more sockets of this login than the server keeps — other tabs or devices took its place:
 * reconnecting by itself would only push another one out, and that one this one, for ever), else null. */
export function closeMeaning(code) {
  return code === 4001 ? "ended" : code === 4002 ? "crowded" : null;
}

// While a round's clock runs the server pushes the view every second (its whole seconds change): a socket that
// has said nothing for this long then, or whose newest view is this old, is not hearing the game (the game is
// down, frozen, or the phone left its network without a word).
export const SILENT_MS = 5000;

/** Does this view's clock run (the server then speaks every second)? `now`: the server's time, in seconds. */
function running(view, now) {
  return Boolean(view) && typeof view.deadline === "number" && !view.paused && view.deadline - now > 1;
}

/**
 * The one WebSocket loop of every page: onMessage(message) for each pushed object, onLink("up" | "down" |
 * "connecting" | "crowded") when the link changes, onEnded() when the server ends this login (close code 4001).
 * "up" only once the open socket has handed over a message (the view first), so a page never draws a clock from
 * before the link went down. The watchdog: while the clock runs, a socket silent for SILENT_MS is given up and
 * another opened at once, and one whose newest view is older than that says "down" (the page stops its clock);
 * a socket that does not open within SILENT_MS is given up too. It reconnects by itself with a growing wait
 * (0.4 s … 4 s), at once when the device comes back online (its old socket may be dead) or to the front; a
 * socket closed as "crowded" is not opened again until reopen() (the player's "connect here"). `beforeConnect`:
 * awaited before each reconnection (the table judges' page logs in again with a code kept in memory).
 * `silentMs`: for a page whose server speaks at least that often whatever the clock (the multiplex's hub pushes
 * its ranking every few seconds), a socket silent that long is given up and another opened, as while the clock runs.
 * Returns {reopen()} (after a login, so the socket carries it).
 */
export function openSocket(onMessage, onLink, onEnded, { beforeConnect = null, silentMs = null } = {}) {
  let socket = null;
  let opened = false;              // the socket is open and has handed over a message
  let openedAt = 0;                // when the current socket was made (a socket that never opens is given up)
  let heard = 0;                   // when the current socket last said anything
  let view = null;                 // the newest view it pushed
  let backoff = 400;
  let timer = null;
  let everUp = false;
  let crowded = false;
  let shown = null;
  const url = () => (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
  const link = (state) => { if (state !== shown) { shown = state; onLink(state); } };
  const stale = () => running(view, serverNow()) && view.time_left - (view.deadline - serverNow()) > SILENT_MS / 1000;
  const report = () => link(crowded ? "crowded" : opened && !stale() ? "up" : everUp ? "down" : "connecting");
  const schedule = (now = false) => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (beforeConnect) { try { await beforeConnect(); } catch { /* tried again next time */ } }
      if (!socket && !crowded) connect();
    }, now ? 0 : backoff);
    backoff = Math.min(backoff * 2, 4000);
  };
  const drop = () => {
    const old = socket;
    socket = null;
    opened = false;
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      try { old.close(); } catch { /* gone */ }
    }
  };
  function connect() {
    clearTimeout(timer);
    let made;
    try { made = new WebSocket(url()); } catch { schedule(); return; }
    socket = made;
    openedAt = heard = Date.now();
    report();
    made.onopen = () => { if (socket === made) { heard = Date.now(); backoff = 400; } };
    made.onmessage = (event) => {
      if (socket !== made) return;
      heard = Date.now();
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message && message.type === "view" && message.view) view = message.view;
      onMessage(message);
      if (!opened) { opened = true; everUp = true; }
      report();
    };
    made.onclose = (event) => {
      if (socket !== made) return;
      socket = null;
      opened = false;
      const meaning = closeMeaning(event.code);
      if (meaning === "crowded") { crowded = true; clearTimeout(timer); report(); return; }
      report();
      if (meaning === "ended") onEnded();
      schedule();
    };
    made.onerror = () => { /* a close follows */ };
  }
  function watch() {
    if (socket && !opened && Date.now() - openedAt > SILENT_MS) { drop(); report(); schedule(); return; }
    const silent = Date.now() - heard;
    if (socket && opened && ((running(view, serverNow()) && silent > SILENT_MS) || (silentMs && silent > silentMs))) {
      drop(); report(); backoff = 400; schedule(true); return;   // a silent socket: given up, another at once
    }
    report();                                                // a view grown old says "down" while it is open
  }
  const again = (fresh) => {
    if (crowded) return;
    if (fresh && socket) { drop(); report(); }               // back online: the old socket may be dead
    if (!socket) { backoff = 400; schedule(true); }
  };
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") again(false); });
  window.addEventListener("online", () => again(true));
  setInterval(watch, 1000);
  connect();
  return {
    reopen() {
      drop();
      crowded = false;
      backoff = 400;
      connect();
    },
  };
}

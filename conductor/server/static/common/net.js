// net.js — everything that talks to the game server, for every page: JSON requests (the login's token as a Bearer
// header; a code or PIN is sent once and never kept), the token kept in localStorage under the page's own key, the
// WebSocket that pushes the public view (and a logged-in sender's own slips), reconnecting by itself with a growing
// wait (0.4 s … 4 s), and the view as the pages read it: the latest view with the latest standings the server sent.

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
    } catch (error) { this.token = null; }
  },
  set(token) {
    this.token = token || null;
    if (!this.key) return;
    try {
      if (token) localStorage.setItem(this.key, this.json ? JSON.stringify(token) : token);
      else localStorage.removeItem(this.key);
    } catch (error) { /* private mode: memory only */ }
  },
};

/** A refusal that says the login has ended (contract 5: a new link, `join remove`, a revoked device): only then
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
  try { data = await response.json(); } catch (error) { /* not JSON */ }
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
 * a logout, a new link or PIN, a revoked device; whether it is gone for good is asked of GET /api/me, contract 5),
 * "crowded" (4002: more sockets of this login than the server keeps — other tabs or devices took its place:
 * reconnecting by itself would only push another one out, and that one this one, for ever), else null. */
export function closeMeaning(code) {
  return code === 4001 ? "ended" : code === 4002 ? "crowded" : null;
}

/**
 * The WebSocket: onMessage(message) for each pushed object, onLink("up" | "down" | "connecting" | "crowded"),
 * onEnded() when the server ends this login (close code 4001). A socket closed as "crowded" is not opened again
 * until reopen() (the player's "connect here"). Returns {reopen()} (after a login, so the socket carries it).
 */
export function openSocket(onMessage, onLink, onEnded) {
  let socket = null;
  let backoff = 400;
  let timer = null;
  let everUp = false;
  const url = () => (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(connect, backoff);
    backoff = Math.min(backoff * 2, 4000);
  };
  function connect() {
    clearTimeout(timer);
    let opened;
    try { opened = new WebSocket(url()); } catch (error) { schedule(); return; }
    socket = opened;
    onLink(everUp ? "down" : "connecting");
    opened.onopen = () => {
      if (socket !== opened) return;
      everUp = true;
      backoff = 400;
      onLink("up");
    };
    opened.onmessage = (event) => {
      if (socket !== opened) return;
      let message;
      try { message = JSON.parse(event.data); } catch (error) { return; }
      onMessage(message);
    };
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = null;
      const meaning = closeMeaning(event.code);
      if (meaning === "crowded") { crowded = true; clearTimeout(timer); onLink("crowded"); return; }
      onLink(everUp ? "down" : "connecting");
      if (meaning === "ended") onEnded();
      schedule();
    };
  }
  let crowded = false;
  const again = () => { if (!socket && !crowded) { backoff = 400; connect(); } };
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") again(); });
  window.addEventListener("online", again);
  connect();
  return {
    reopen() {
      const old = socket;
      socket = null;
      crowded = false;
      if (old) { old.onclose = null; try { old.close(); } catch (error) { /* gone */ } }
      backoff = 400;
      connect();
    },
  };
}

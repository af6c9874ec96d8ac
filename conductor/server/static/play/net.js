// net.js — everything that talks to the game server: JSON requests (the login's token as a Bearer header; a
// PIN is sent once and never kept), the token kept in localStorage, and the WebSocket that pushes the public
// view and this player's own slips, reconnecting by itself with a growing wait (0.4 s … 4 s).

const TOKEN_KEY = "conductor:play:token";

export const session = {
  token: (() => { try { return localStorage.getItem(TOKEN_KEY); } catch (error) { return null; } })(),
  set(token) {
    this.token = token || null;
    try {
      if (token) localStorage.setItem(TOKEN_KEY, token);
      else localStorage.removeItem(TOKEN_KEY);
    } catch (error) { /* private mode: memory only */ }
  },
};

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

/**
 * The WebSocket: onMessage(message) for each pushed object, onLink("up" | "down" | "connecting"), onEnded() when
 * the server ends this login (close code 4001). Returns {reopen()} (after a login, so the socket carries it).
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
      onLink(everUp ? "down" : "connecting");
      if (event.code === 4001) onEnded();
      schedule();
    };
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !socket) { backoff = 400; connect(); }
  });
  window.addEventListener("online", () => { if (!socket) { backoff = 400; connect(); } });
  connect();
  return {
    reopen() {
      const old = socket;
      socket = null;
      if (old) { old.onclose = null; try { old.close(); } catch (error) { /* gone */ } }
      backoff = 400;
      connect();
    },
  };
}

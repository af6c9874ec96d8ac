// socket.js — the table judges' page's WebSocket: the public view, the standings and this sender's own slips
// pushed, reconnecting by itself (0.4 s … 4 s; at once when the phone comes back online or to the front), logging in
// again with the code kept in memory after a server restart; a socket silent while the clock runs (a phone that
// left the Wi-Fi without a word) is given up and opened again. Close code 4001: the server ended this login (asked
// of GET /api/me whether for good: only "ended" forgets it, contract 5); 4002: other tabs or devices of this login
// took its place (no reconnecting by itself, which would push one of them out in turn: "Connect here" does).

import { closeMeaning, session } from "../common/net.js";
import { flushPending } from "./form.js";
import { ensureSession, renderLogin, setMe } from "./login.js";
import { draw, state } from "./state.js";

const hooks = { message: () => {} };

/** `onMessage(message)` for each object pushed. */
export function onSocketMessage(onMessage) {
  hooks.message = onMessage;
}

function socketUrl() {
  return (window.location.protocol === "https:" ? "wss://" : "ws://") + window.location.host + "/ws";
}

export function connect() {
  clearTimeout(state.reconnectTimer);
  state.reconnectTimer = null;
  let socket;
  try {
    socket = new WebSocket(socketUrl());
  } catch (error) {
    scheduleReconnect();
    return;
  }
  state.ws = socket;
  socket.onopen = () => {
    if (state.ws !== socket) return;
    state.wsUp = true;
    state.everUp = true;
    state.backoff = 400;
    state.lastMessage = Date.now();
    draw.link();
    flushPending();
  };
  socket.onmessage = (event) => {
    if (state.ws !== socket) return;
    state.lastMessage = Date.now();
    let message;
    try { message = JSON.parse(event.data); } catch (error) { return; }
    hooks.message(message);
  };
  socket.onclose = (event) => {
    if (state.ws !== socket) return;
    dropSocket();
    const meaning = closeMeaning(event.code);
    if (meaning === "crowded") {
      state.crowded = true;
      clearTimeout(state.reconnectTimer);
      draw.link();
      return;
    }
    if (meaning === "ended") {             // a revoked code, a new PIN, a logout: the server says if for good
      ensureSession().then((result) => { if (result === "rejected" || result === "none") { setMe(null); renderLogin(); } });
    }
    scheduleReconnect();
  };
  socket.onerror = () => { /* a close follows */ };
}

function dropSocket() {
  const socket = state.ws;
  state.ws = null;
  state.wsUp = false;
  draw.link();
  if (socket) {
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try { socket.close(); } catch (error) { /* already gone */ }
  }
}

export function scheduleReconnect(now) {
  clearTimeout(state.reconnectTimer);
  if (state.crowded) return;
  const delay = now ? 0 : state.backoff;
  state.backoff = Math.min(state.backoff * 2, 4000);
  state.reconnectTimer = setTimeout(async () => {
    state.reconnectTimer = null;
    if (state.ws) return;
    if (state.cred || session.token) {
      const result = await ensureSession();
      if (result === "rejected") renderLogin();
    }
    if (!state.ws) connect();
  }, delay);
}

export function reopenSocket() {
  state.crowded = false;
  dropSocket();
  connect();
}

// a socket that says nothing while the clock runs (a phone that left the Wi-Fi silently) is given up
export function watchdog() {
  const view = state.view;
  const running = view && view.time_left > 0 && !view.paused;
  if (state.wsUp && running && Date.now() - state.lastMessage > 6000) {
    dropSocket();
    scheduleReconnect(true);
  }
  if (state.pending.length) flushPending();
}

// state.js — what the table judges' page holds between its modules: the state (the view, who is logged in, the
// rounds this sender may enter, the slips waiting to be sent and the answers shown), what is kept in localStorage
// (the login's token, the pending slips with their client ids, the answers: never a code or a PIN), and `draw`,
// where each module puts its drawing functions for the others to call (no module imports another's).

import { session } from "../common/net.js";

const memory = {};
export const store = {
  get(key, fallback) {
    try {
      const text = window.localStorage.getItem("conductor:" + key);
      return text === null ? fallback : JSON.parse(text);
    } catch (error) {
      return key in memory ? memory[key] : fallback;
    }
  },
  set(key, value) {
    memory[key] = value;
    try { window.localStorage.setItem("conductor:" + key, JSON.stringify(value)); } catch (error) { /* memory only */ }
  },
  del(key) {
    delete memory[key];
    try { window.localStorage.removeItem("conductor:" + key); } catch (error) { /* memory only */ }
  },
};

session.use("conductor:token", true);          // the token, as this page has always kept it

export const state = {
  view: null,
  me: null,              // {role, name, tables, language} once logged in
  mine: [],              // the rounds this sender may enter slips for
  cred: null,            // a code or PIN typed here: in memory only, never stored
  pending: store.get("pending", []),
  answers: store.get("answers", []),
  loginMode: "device",
  link: "connecting",    // the socket's (common/net.js): up, down, connecting, crowded (4002: the login's others)
  sendFailed: false,
  inflight: new Set(),
  roundChosen: null,     // the round the judge chose (or last sent to); null: the one the server marks default
  roundPinned: null,     // where the room stood when the judge chose it by hand (form.js followRoom)
  roundMoved: null,      // the round the selector moved to by itself at its "Temps!" (said until the judge chooses)
  olderAllowed: null,    // an older round the judge said yes to sending to, and where the room stood then
  resultsTable: null,
  resultsRound: null,
  loginError: "",
};

/** Each module's drawing functions, called by the others: login, slipForm, mine, answers, standings, all. */
export const draw = {};

export const $ = (id) => document.getElementById(id);

export function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

export function newId() {
  if (window.crypto && typeof window.crypto.randomUUID === "function") return window.crypto.randomUUID();
  const bytes = new Uint8Array(16);
  window.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

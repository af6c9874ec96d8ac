// socket.js — the table judges' page's link to the game: the one WebSocket loop every page shares (common/net.js:
// the view, the standings and this sender's own slips pushed, reconnecting by itself, the watchdog that gives up a
// socket silent while the clock runs), with what this page adds: before reconnecting it logs in again with the code
// kept in memory after a server restart; once up it sends the slips waiting. Close code 4001: the server ended
// this login (asked of GET /api/me whether for good: only "ended" forgets it, DESIGN §4d); 4002: other tabs or
// devices of this login took its place (no reconnecting by itself: "Connect here" does).

import { openSocket, session } from "../common/net.js";
import { flushPending } from "./form.js";
import { ensureSession, renderLogin, setMe } from "./login.js";
import { draw, state } from "./state.js";

let socket = null;

/** Open the socket: `onMessage(message)` for each object pushed, `onLink(link)` on each change of the link. */
export function connect(onMessage, onLink) {
  socket = openSocket(onMessage, (link) => {
    state.link = link;
    draw.link();
    onLink(link);
    if (link === "up") flushPending();
  }, () => {                               // a revoked code, a new PIN, a logout: the server says if for good
    ensureSession().then((result) => { if (result === "rejected" || result === "none") { setMe(null); renderLogin(); } });
  }, {
    beforeConnect: async () => {
      if (!state.cred && !session.token) return;
      if (await ensureSession() === "rejected") renderLogin();
    },
  });
}

/** After a login or a logout, or "Connect here": a new socket, carrying the login as it is now. */
export function reopenSocket() {
  if (socket) socket.reopen();
}

/* Conductor — the phone page: the room's view, and slips from table judges' devices and players.
 *
 * No build step, no library. The server pushes the public view (and a logged-in sender's own slips) through
 * one WebSocket, which reconnects by itself. A slip is kept in localStorage with the id chosen here until the
 * server has answered it, and is resent with the same id (the server answers a known id again and logs it
 * once), so a Wi-Fi drop, a reload or a server restart never loses or doubles a slip. Only the login's token
 * is kept in localStorage; a code or PIN typed here stays in this page's memory (to log in again after a server
 * restart) and is never written down.
 */
"use strict";

(() => {
  // ------------------------------------------------------------------ words, in the game's language
  const WORDS = {
    ca: {
      round_n: "Ronda {n}", round: "Ronda", time: "Temps!", paused: "Pausa", rack: "Faristol", bag: "Sac: {n}",
      mix: "Vocals {v} · Consonants {c}", waiting: "Preparant el faristol…", calling: "Escolta el faristol…",
      master: "Jugada mestra", points: "{n} punts", point: "1 punt", score_label: "Punts", standings: "Classificació", rank: "Pos.",
      table: "Taula", name: "Jugador", total: "Punts",
      provisional: "Provisional: falten {n} paperetes per entrar", provisional_plain: "Provisional",
      received: "Paperetes ronda {n}: {got}/{of}", final: "Final de la partida", ended: "{why}",
      master_total: "Jugada mestra: {n} punts", login_title: "Entra", device_code: "Codi del dispositiu",
      player_login: "Jugador: taula i PIN", enter: "Entra", logout: "Surt", move: "Jugada", score: "Puntuació",
      null: "Nul·la", coord: "Coordenada", word: "Paraula", send: "Envia", blank_hint: "Escarràs: la lletra en minúscula",
      null_reason: "Motiu", null_late: "Papereta no lliurada a temps", null_coord: "Coordenades absents o incorrectes",
      null_word: "Paraula principal no vàlida", null_blank: "Escarràs no marcat", slips: "Paperetes",
      my_slips: "Les teves paperetes", missing: "falta", done: "{got}/{of}", final_round: "definitiva",
      board: "Tauler", tw: "Paraula ×3", dw: "Paraula ×2", tl: "Lletra ×3", dl: "Lletra ×2",
      results: "Resultats", your_table: "La teva taula", show: "Mostra", online: "En línia",
      connecting: "Connectant…", reconnecting: "Reconnectant…", who_device: "{name} · taules {a}–{b}",
      who_player: "Taula {t}", pending: "Pendent: s'enviarà tot sol quan torni la connexió",
      sending: "Enviant…", need_table: "Escriu el número de taula", need_move: "Escriu la coordenada i la paraula",
      need_score: "Escriu la puntuació (un nombre)", network: "No hi ha connexió amb el servidor",
      login_again: "Torna a entrar per enviar les paperetes pendents", rank_of: "Posició {r}",
      percent: "{p} %", rack_h: "Faristol", master_h: "Mestra", slip_h: "Papereta", corrected: "corregida",
      no_results: "Encara no hi ha cap ronda revelada", fill_table: "Escriu la teva taula",
      confirm_logout: "Hi ha paperetes pendents d'enviar. Surts igualment?",
      got: "Rebuda", why_judge: "el jutge ha acabat la partida", why_racks: "ja no es pot treure cap faristol vàlid",
    },
    es: {
      round_n: "Ronda {n}", round: "Ronda", time: "¡Tiempo!", paused: "Pausa", rack: "Atril", bag: "Bolsa: {n}",
      mix: "Vocales {v} · Consonantes {c}", waiting: "Preparando el atril…", calling: "Escucha el atril…",
      master: "Jugada maestra", points: "{n} puntos", point: "1 punto", score_label: "Puntos", standings: "Clasificación", rank: "Pos.",
      table: "Mesa", name: "Jugador", total: "Puntos",
      provisional: "Provisional: faltan {n} papeletas por entrar", provisional_plain: "Provisional",
      received: "Papeletas ronda {n}: {got}/{of}", final: "Final de la partida", ended: "{why}",
      master_total: "Jugada maestra: {n} puntos", login_title: "Entrar", device_code: "Código del dispositivo",
      player_login: "Jugador: mesa y PIN", enter: "Entrar", logout: "Salir", move: "Jugada", score: "Puntos",
      null: "Nula", coord: "Coordenada", word: "Palabra", send: "Enviar", blank_hint: "Comodín: la letra en minúscula",
      null_reason: "Motivo", null_late: "Papeleta no entregada a tiempo", null_coord: "Coordenadas ausentes o incorrectas",
      null_word: "Palabra principal no válida", null_blank: "Comodín no marcado", slips: "Papeletas",
      my_slips: "Tus papeletas", missing: "falta", done: "{got}/{of}", final_round: "definitiva",
      board: "Tablero", tw: "Palabra ×3", dw: "Palabra ×2", tl: "Letra ×3", dl: "Letra ×2",
      results: "Resultados", your_table: "Tu mesa", show: "Mostrar", online: "Conectado",
      connecting: "Conectando…", reconnecting: "Reconectando…", who_device: "{name} · mesas {a}–{b}",
      who_player: "Mesa {t}", pending: "Pendiente: se enviará sola cuando vuelva la conexión",
      sending: "Enviando…", need_table: "Escribe el número de mesa", need_move: "Escribe la coordenada y la palabra",
      need_score: "Escribe los puntos (un número)", network: "No hay conexión con el servidor",
      login_again: "Vuelve a entrar para enviar las papeletas pendientes", rank_of: "Posición {r}",
      percent: "{p} %", rack_h: "Atril", master_h: "Maestra", slip_h: "Papeleta", corrected: "corregida",
      no_results: "Aún no se ha revelado ninguna ronda", fill_table: "Escribe tu mesa",
      confirm_logout: "Hay papeletas pendientes de enviar. ¿Sales igualmente?",
      got: "Recibida", why_judge: "el juez ha terminado la partida", why_racks: "ya no se puede sacar ningún atril válido",
    },
  };

  const ROWS = "ABCDEFGHIJKLMNO";
  const PREMIUM = {};
  const premium = (kind, squares) => squares.split(" ").forEach((s) => { PREMIUM[s] = kind; });
  premium("tw", "A1 A8 A15 H1 H15 O1 O8 O15");
  premium("dw", "B2 C3 D4 E5 H8 K11 L12 M13 N14 B14 C13 D12 E11 K5 L4 M3 N2");
  premium("tl", "B6 B10 F2 F6 F10 F14 J2 J6 J10 J14 N6 N10");
  premium("dl", "A4 A12 C7 C9 D1 D8 D15 G3 G7 G9 G13 H4 H12 I3 I7 I9 I13 L1 L8 L15 M7 M9 O4 O12");
  const PREMIUM_LABEL = { tw: "3P", dw: "2P", tl: "3L", dl: "2L" };

  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  };

  // ------------------------------------------------------------------ storage (kept if the page reloads)
  const memory = {};
  const store = {
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

  const state = {
    lang: null,
    view: null,
    me: null,              // {role, name, tables, language} once logged in
    mine: [],              // the rounds this sender may enter slips for
    token: null,
    cred: null,            // a code or PIN typed here: in memory only, never stored
    storedToken: store.get("token", null),
    pending: store.get("pending", []),
    answers: store.get("answers", []),
    loginMode: "device",
    ws: null,
    wsUp: false,
    everUp: false,
    backoff: 400,
    reconnectTimer: null,
    lastMessage: 0,
    inflight: new Set(),
    roundChosen: null,
    resultsTable: null,
    resultsRound: null,
    loginError: "",
  };

  const t = (key, values) => {
    const words = WORDS[state.lang] || WORDS.ca;
    let text = key in words ? words[key] : WORDS.ca[key] || key;
    if (values) Object.keys(values).forEach((name) => { text = text.split("{" + name + "}").join(String(values[name])); });
    return text;
  };
  const points = (n) => (n === 1 ? t("point") : t("points", { n }));
  // numbers as the game's language writes them: a decimal comma in Catalan and in Spanish
  const decimal = (x) => (Number.isFinite(Number(x)) ? Number(x).toFixed(1).replace(/\.0$/, "").replace(".", ",") : "");
  // why the game ended, in words: the view says it in the game's language; an internal keyword from an older
  // server ("judge", "no valid rack can be drawn") is said here
  const endWords = (why) => (why === "judge" ? t("why_judge") : why === "no valid rack can be drawn" ? t("why_racks") : why);

  function newId() {
    if (window.crypto && typeof window.crypto.randomUUID === "function") return window.crypto.randomUUID();
    const bytes = new Uint8Array(16);
    if (window.crypto && window.crypto.getRandomValues) window.crypto.getRandomValues(bytes);
    else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  // ------------------------------------------------------------------ language
  function setLanguage(lang) {
    const wanted = lang === "es" ? "es" : "ca";
    if (wanted === state.lang) return;
    state.lang = wanted;
    document.documentElement.lang = wanted;
    document.querySelectorAll("[data-t]").forEach((node) => { node.textContent = t(node.dataset.t); });
    $("rack").setAttribute("aria-label", t("rack"));
    renderAll();
  }

  // ------------------------------------------------------------------ the board, built once
  const cells = [];
  function buildBoard() {
    const board = $("board");
    board.appendChild(el("div", "corner"));
    for (let c = 1; c <= 15; c += 1) board.appendChild(el("div", "label col", c));
    for (let r = 0; r < 15; r += 1) {
      board.appendChild(el("div", "label row", ROWS[r]));
      const line = [];
      for (let c = 0; c < 15; c += 1) {
        const name = ROWS[r] + (c + 1);
        const kind = PREMIUM[name];
        const cell = el("div", "sq" + (kind ? " " + kind : "") + (name === "H8" ? " centre" : ""));
        cell.setAttribute("role", "gridcell");
        cell.dataset.sq = name;
        line.push(cell);
        board.appendChild(cell);
      }
      cells.push(line);
    }
  }

  function renderBoard(view) {
    const highlight = new Set((view.highlight || []).map(([r, c]) => r * 15 + c));
    for (let r = 0; r < 15; r += 1) {
      for (let c = 0; c < 15; c += 1) {
        const cell = cells[r][c];
        const label = (view.board && view.board[r] && view.board[r][c]) || "";
        const name = ROWS[r] + (c + 1);
        const kind = PREMIUM[name];
        let cls = "sq" + (kind ? " " + kind : "") + (name === "H8" ? " centre" : "");
        let text = "";
        if (label) {
          const blank = label !== label.toUpperCase();
          text = label.toUpperCase();
          cls += " tile" + (blank ? " blank" : "") + (text.length > 1 ? " long" : "")
            + (highlight.has(r * 15 + c) ? " last" : "");
          cell.setAttribute("aria-label", name + " " + text);
        } else {
          text = kind ? (name === "H8" ? "★" : PREMIUM_LABEL[kind]) : "";
          cell.removeAttribute("aria-label");
        }
        if (cell.className !== cls) cell.className = cls;
        if (cell.textContent !== text) cell.textContent = text;
      }
    }
  }

  // ------------------------------------------------------------------ the view
  function clockText(seconds) {
    const s = Math.max(0, Math.floor(seconds));
    return String(Math.floor(s / 60)).padStart(2, "0") + ":" + String(s % 60).padStart(2, "0");
  }

  function renderHeader(view) {
    $("round-label").textContent = view && view.round ? t("round_n", { n: view.round }) : "Conductor";
    const clock = $("clock");
    let cls = "clock";
    let text;
    if (!view) {
      text = "--:--";
      cls += " idle";
    } else if (view.time_left === null || view.time_left === undefined) {
      // before a round: its length; after a reveal and at the end nothing (no grey clock that seems to wait)
      const over = view.reveal || view.ended || view.screen === "final" || view.screen === "reveal";
      text = over ? "" : clockText(view.round_seconds || 0);
      cls += over ? " idle gone" : " idle";
    } else if (view.time_left <= 0) {
      text = t("time");
      cls += " over";
    } else {
      text = clockText(view.time_left);
      if (view.time_left <= 30) cls += " crit";
      else if (view.time_left <= 60) cls += " warn";
      if (view.paused) { text = t("paused") + " " + text; cls += " paused"; }
    }
    if (clock.textContent !== text) clock.textContent = text;
    clock.className = cls;

    const rack = $("rack");
    const tiles = (view && view.rack) || [];
    const key = tiles.join("|");
    if (rack.dataset.key !== key) {
      rack.dataset.key = key;
      rack.textContent = "";
      tiles.forEach((tile) => {
        const text = tile === "?" ? "?" : tile.toUpperCase();
        const item = el("li", "rtile" + (tile === "?" ? " blank" : "") + (text.length > 1 ? " long" : ""), text);
        rack.appendChild(item);
      });
    }
    $("bag").textContent = view ? t("bag", { n: view.bag }) : "";
  }

  function renderLink() {
    const link = $("link");
    const up = state.wsUp && !state.sendFailed;   // a slip that could not be sent says more than an idle socket
    link.className = "link " + (up ? "up" : state.everUp ? "down" : "connecting");
    $("link-text").textContent = up ? t("online") : state.everUp ? t("reconnecting") : t("connecting");
  }

  function renderStatus(view) {
    const parts = [];
    if (view) {
      if (view.ended) parts.push(endWords(view.ended) ? t("final") + " — " + t("ended", { why: endWords(view.ended) }) : t("final"));
      else if (view.screen === "waiting") parts.push(t("waiting"));
      else if (view.screen === "call") parts.push(t("calling"));
      if (view.subtitle) parts.push(view.subtitle);
      if (view.received) parts.push(t("received", { n: view.received.round, got: view.received.slips, of: view.received.of }));
      parts.push(t("mix", { v: view.vowels, c: view.consonants }));
    }
    const status = $("status");
    status.textContent = parts.join(" · ");
    status.hidden = parts.length === 0;
  }

  function renderReveal(view) {
    const box = $("reveal");
    const reveal = view && view.reveal;
    box.hidden = !reveal;
    if (!reveal) return;
    $("reveal-title").textContent = t("master") + " · " + t("round_n", { n: reveal.round });
    $("reveal-move").textContent = reveal.move;
    $("reveal-score").textContent = points(reveal.score);
    $("reveal-read").textContent = reveal.read_as && reveal.read_as !== reveal.move.split(" ")[0] ? reveal.read_as : "";
  }

  function myTables() {
    if (!state.me) return null;
    return state.me.tables;
  }

  function renderStandings(view) {
    const box = $("standings");
    const rows = (view && view.standings) || [];
    box.hidden = rows.length === 0;
    if (!rows.length) return;
    const provisional = $("provisional");
    provisional.hidden = !view.provisional;
    provisional.textContent = view.missing_slips ? t("provisional", { n: view.missing_slips }) : t("provisional_plain");
    $("master-total").textContent = t("master_total", { n: view.master_total });
    const body = $("standings-body");
    body.textContent = "";
    const mine = myTables();
    rows.forEach((row) => {
      const tr = el("tr", mine && row.table >= mine[0] && row.table <= mine[1] ? "me" : "");
      tr.appendChild(el("td", "num", row.rank));
      tr.appendChild(el("td", "num", row.table));
      tr.appendChild(el("td", "", row.name));
      tr.appendChild(el("td", "num strong", row.total));
      body.appendChild(tr);
    });
  }

  function withStandings(view) {
    if (!Array.isArray(view.standings) && state.standings) view.standings = state.standings;
    return view;
  }

  function onView(view) {
    const before = state.view;
    state.view = view;
    if (view.language) setLanguage(view.language);
    renderHeader(view);
    renderStatus(view);
    renderReveal(view);
    renderBoard(view);
    renderStandings(view);
    if (!before || before.entry !== view.entry) renderLogin();
    if (state.me && state.me.role === "player" && (!before || before.round !== view.round)) renderSlipForm();
    const revealed = view.reveal ? view.reveal.round : null;
    if (state.resultsTable && revealed !== state.resultsRound) loadResults(state.resultsTable, true);
    state.resultsRound = revealed;
  }

  // ------------------------------------------------------------------ login
  function renderLogin() {
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
    const error = $("login-error");
    error.textContent = state.loginError;
    error.hidden = !state.loginError;
  }

  async function api(method, path, body) {
    const headers = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (state.token) headers.Authorization = "Bearer " + state.token;
    const response = await fetch(path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin", cache: "no-store",
    });
    let data = null;
    try { data = await response.json(); } catch (error) { data = null; }
    return { status: response.status, data };
  }

  /** Log in with `cred`: "ok", "rejected" (the code or PIN no longer works) or "later" (no answer now). */
  async function login(cred) {
    let answer;
    try {
      answer = await api("POST", "/api/login", cred);
    } catch (error) {
      state.loginError = t("network");
      return "later";
    }
    const data = answer.data || {};
    if (answer.status === 200 && data.ok) {
      state.token = data.token;
      state.cred = cred;
      store.set("token", data.token);
      state.loginError = "";
      setMe(data);
      return "ok";
    }
    state.loginError = data.error || String(answer.status);
    if (answer.status === 401 || answer.status === 403 || answer.status === 400) {
      state.cred = null;
      state.token = null;
      store.del("token");
      setMe(null);
      return "rejected";
    }
    return "later";
  }

  function setMe(data) {
    const was = state.me;
    state.me = data ? { role: data.role, name: data.name, tables: data.tables, language: data.language } : null;
    if (data && data.language) setLanguage(data.language);
    if (!data) state.mine = [];
    if (data && data.rounds) state.mine = data.rounds;
    if (!was || !state.me || was.name !== state.me.name || was.role !== state.me.role) {
      state.roundChosen = null;
      if (state.me && state.me.role === "player") $("results-table").value = String(state.me.tables[0]);
      if (state.me && state.me.role === "device") $("slip-table").value = String(state.me.tables[0]);
    }
    renderLogin();
    renderSlipForm();
    renderMine();
    renderAnswers();
    if (state.view) renderStandings(state.view);
  }

  /** The login still holds (GET /api/me), or is made again with the kept credential. */
  async function ensureSession() {
    if (!state.cred && !state.token) return "none";
    let answer;
    try {
      answer = await api("GET", "/api/me");
    } catch (error) {
      return "later";
    }
    if (answer.status === 200 && answer.data && answer.data.ok) {
      setMe(answer.data);
      return "ok";
    }
    if (answer.status !== 401) return "later";
    state.token = null;
    store.del("token");
    if (!state.cred) { setMe(null); return "rejected"; }
    const result = await login(state.cred);
    if (result === "ok") {
      try {
        const me = await api("GET", "/api/me");
        if (me.status === 200 && me.data && me.data.ok) setMe(me.data);
      } catch (error) { /* the socket brings them */ }
    }
    return result === "ok" ? "renewed" : result;
  }

  async function loginFromForm(cred) {
    const button = document.activeElement;
    const result = await login(cred);
    renderLogin();
    if (result === "ok") {
      reopenSocket();
      flushPending();
    } else if (button && button.focus) {
      button.focus();
    }
  }

  async function logout() {
    if (state.pending.length && !window.confirm(t("confirm_logout"))) return;
    try { await api("POST", "/api/logout", {}); } catch (error) { /* the cookie ends with the server anyway */ }
    state.cred = null;
    state.token = null;
    state.pending = [];
    state.answers = [];
    store.del("token");
    store.set("pending", []);
    store.set("answers", []);
    state.loginError = "";
    setMe(null);
    reopenSocket();
  }

  // ------------------------------------------------------------------ the slip form
  function collectingRounds() {
    return state.mine.filter((round) => !round.final || !round.revealed).map((round) => round.round);
  }

  function renderSlipForm() {
    const me = state.me;
    if (!me) return;
    const device = me.role === "device";
    $("who").textContent = device
      ? t("who_device", { name: me.name, a: me.tables[0], b: me.tables[1] })
      : t("who_player", { t: me.tables[0] });
    $("table-field").hidden = !device;
    $("round-field").hidden = !device;
    $("mode-null").hidden = !device;
    $("mode-score").hidden = !device;          // a player's slip is a move; a bare score is a table judge's
    const table = $("slip-table");
    table.min = String(me.tables[0]);
    table.max = String(me.tables[1]);
    if (!device) {
      const modeNull = document.querySelector("input[name=mode][value=null]");
      const modeScore = document.querySelector("input[name=mode][value=score]");
      if (modeNull.checked || modeScore.checked) document.querySelector("input[name=mode][value=move]").checked = true;
      return renderModes();
    }
    const select = $("slip-round");
    const numbers = state.mine.map((round) => round.round);
    const open = collectingRounds();
    if (state.roundChosen !== null && !numbers.includes(state.roundChosen)) state.roundChosen = null;
    const chosen = state.roundChosen !== null ? state.roundChosen : open.length ? open[0] : numbers[numbers.length - 1];
    const key = state.lang + "|" + state.mine.map((r) => r.round + (r.final ? "f" : "")).join(",") + "|" + chosen;
    if (select.dataset.key !== key) {
      select.dataset.key = key;
      select.textContent = "";
      state.mine.forEach((round) => {
        const option = el("option", "", round.round + (round.final && round.revealed ? " · " + t("final_round") : ""));
        option.value = String(round.round);
        option.selected = round.round === chosen;
        select.appendChild(option);
      });
    }
    select.disabled = numbers.length === 0;
    renderModes();
  }

  function mode() {
    const checked = document.querySelector("input[name=mode]:checked");
    return checked ? checked.value : "move";
  }

  function renderModes() {
    const current = mode();
    $("move-fields").hidden = current !== "move";
    $("blank-hint").hidden = current !== "move";
    $("score-fields").hidden = current !== "score";
    $("null-fields").hidden = current !== "null";
    document.querySelectorAll(".mode").forEach((label) => {
      label.classList.toggle("on", label.querySelector("input").checked);
    });
  }

  function showLocalError(text) {
    addAnswer({ id: "local-" + newId(), local: true, error: text });
  }

  function submitSlip(event) {
    event.preventDefault();
    const me = state.me;
    if (!me) return;
    const device = me.role === "device";
    let table = me.tables[0];
    if (device) {
      table = parseInt($("slip-table").value, 10);
      if (!Number.isInteger(table) || table < 1) { showLocalError(t("need_table")); $("slip-table").focus(); return; }
    }
    let slip;
    const current = mode();
    if (current === "move") {
      const coord = $("slip-coord").value.trim().toUpperCase();
      const word = $("slip-word").value.trim();
      if (!coord || !word) { showLocalError(t("need_move")); $(coord ? "slip-word" : "slip-coord").focus(); return; }
      slip = coord + " " + word;
    } else if (current === "score") {
      const score = $("slip-score").value.trim();
      if (!/^\d{1,4}$/.test(score)) { showLocalError(t("need_score")); $("slip-score").focus(); return; }
      slip = String(parseInt(score, 10));
    } else {
      slip = "null " + $("slip-null").value;
    }
    let round = null;
    if (device) {
      const chosen = parseInt($("slip-round").value, 10);
      round = Number.isInteger(chosen) ? chosen : null;
    } else if (state.view && state.view.round) {
      round = state.view.round;       // the round being played: a resend after "Temps!" is late, never the next one
    }
    const item = { id: newId(), table, slip, round, at: Date.now() };
    state.pending.push(item);
    store.set("pending", state.pending);
    addAnswer({ id: item.id, table, slip, round, pending: true });
    $("slip-coord").value = "";
    $("slip-word").value = "";
    $("slip-score").value = "";
    if (current === "move") $("slip-coord").focus();
    else if (current === "score") $("slip-score").focus();
    send(item);
  }

  function nextTable(round, table) {
    const me = state.me;
    const data = state.mine.find((r) => r.round === round);
    if (!me || !data) return null;
    const missing = data.slips.filter((s) => s.text === null && s.table !== table).map((s) => s.table);
    return missing.find((x) => x > table) || missing[0] || null;
  }

  // ------------------------------------------------------------------ sending, and resending after a drop
  async function send(item) {
    if (state.inflight.has(item.id) || !state.pending.some((p) => p.id === item.id)) return;
    state.inflight.add(item.id);
    const body = { table: item.table, slip: item.slip, id: item.id };
    if (item.round) body.round = item.round;
    try {
      let answer = await api("POST", "/api/slip", body);
      if (answer.status === 401 && (state.cred || state.token)) {
        const result = await ensureSession();
        if (result === "renewed" || result === "ok") {
          reopenSocket();
          answer = await api("POST", "/api/slip", body);
        }
      }
      if (state.sendFailed) { state.sendFailed = false; renderLink(); }
      if (answer.status === 401) {
        markPending(item, state.cred || state.token ? t("pending") : t("login_again"));
      } else if (answer.status >= 500 || answer.status === 429 || answer.status === 408 || !answer.data) {
        markPending(item, t("pending"));
      } else {
        settle(item, answer.data);
      }
    } catch (error) {
      state.sendFailed = true;
      renderLink();
      markPending(item, t("pending"));
    } finally {
      state.inflight.delete(item.id);
    }
  }

  function markPending(item, why) {
    updateAnswer(item.id, { pending: true, waiting: why });
  }

  function settle(item, data) {
    state.pending = state.pending.filter((p) => p.id !== item.id);
    store.set("pending", state.pending);
    if (data.ok) {
      const slip = data.slip;
      updateAnswer(item.id, { pending: false, waiting: "", ok: true, text: slip.text,
        score: slip.received ? null : slip.score, reason: slip.received ? "" : slip.reason,
        received: !!slip.received, round: slip.round, table: slip.table });
      if (state.me && state.me.role === "device" && Number(($("slip-table").value || "0")) === slip.table) {
        const next = nextTable(slip.round, slip.table);
        if (next) $("slip-table").value = String(next);
      }
    } else {
      updateAnswer(item.id, { pending: false, waiting: "", ok: false, error: data.error || "?" });
    }
  }

  function flushPending() {
    if (!state.cred && !state.token) return;
    state.pending.slice().forEach((item) => send(item));
  }

  // ------------------------------------------------------------------ answers shown under the form
  function addAnswer(entry) {
    state.answers.unshift(entry);
    state.answers = state.answers.slice(0, 8);
    store.set("answers", state.answers.filter((a) => !a.local));
    renderAnswers();
  }

  function updateAnswer(id, changes) {
    let entry = state.answers.find((a) => a.id === id);
    if (!entry) {
      const item = state.pending.find((p) => p.id === id) || { id };
      entry = { id, table: item.table, slip: item.slip, round: item.round };
      state.answers.unshift(entry);
    }
    Object.assign(entry, changes);
    store.set("answers", state.answers.filter((a) => !a.local));
    renderAnswers();
  }

  function renderAnswers() {
    // a pending slip kept from an earlier visit is shown too
    state.pending.forEach((item) => {
      if (!state.answers.some((a) => a.id === item.id)) {
        state.answers.unshift({ id: item.id, table: item.table, slip: item.slip, round: item.round, pending: true });
      }
    });
    const list = $("answers");
    list.textContent = "";
    const device = state.me && state.me.role === "device";
    state.answers.forEach((answer, index) => {
      let kind = answer.local ? "refused" : answer.pending ? "pending"
        : answer.ok ? (answer.received ? "received" : answer.score === 0 && answer.reason ? "zero" : "ok") : "refused";
      const li = el("li", "answer " + kind + (index === 0 ? " latest" : ""));
      li.dataset.id = answer.id;
      li.dataset.state = kind;
      if (!answer.local) {
        const where = [];
        if (device || answer.table) where.push(t("table") + " " + answer.table);
        if (answer.round) where.push(t("round") + " " + answer.round);
        const head = el("div", "a-head");
        head.appendChild(el("span", "a-where", where.join(" · ")));
        head.appendChild(el("span", "a-slip", answer.text || answer.slip));
        li.appendChild(head);
      }
      let line;
      if (answer.local) line = el("div", "a-why", answer.error);
      else if (answer.pending) line = el("div", "a-wait", answer.waiting || t("sending"));
      else if (answer.ok && (answer.received || answer.score === null || answer.score === undefined)) {
        line = el("div", "a-score a-received", t("got"));
      } else if (answer.ok) {
        line = el("div", "a-score", points(answer.score));
        if (answer.reason) line.appendChild(el("span", "a-why", " — " + answer.reason));
      } else line = el("div", "a-why", answer.error);
      li.appendChild(line);
      list.appendChild(li);
    });
  }

  // ------------------------------------------------------------------ the sender's own slips
  function renderMine() {
    const box = $("mine-rounds");
    box.textContent = "";
    const me = state.me;
    if (!me) return;
    const device = me.role === "device";
    $("mine-title").textContent = device ? t("slips") : t("my_slips");
    $("mine").hidden = state.mine.length === 0;
    state.mine.slice().reverse().forEach((round) => {
      const got = round.slips.filter((s) => s.text !== null).length;
      const section = el("div", "mround" + (round.final && round.revealed ? " final" : ""));
      section.dataset.round = String(round.round);
      const head = el("div", "mhead");
      head.appendChild(el("span", "mtitle", t("round_n", { n: round.round })));
      if (device) head.appendChild(el("span", "mcount" + (got < round.slips.length ? " short" : ""), t("done", { got, of: round.slips.length })));
      if (round.final && round.revealed) head.appendChild(el("span", "badge", t("final_round")));
      section.appendChild(head);
      const list = el("ul", "mlist");
      round.slips.forEach((slip) => {
        const got = slip.received || (slip.text !== null && slip.score === null);
        const li = el("li", "mslip" + (slip.text === null ? " missing" : got ? " received" : slip.score === 0 && slip.reason ? " zero" : ""));
        li.dataset.table = String(slip.table);
        const button = el("button", "mbutton");
        button.type = "button";
        if (device) button.appendChild(el("span", "mtable", slip.table));
        button.appendChild(el("span", "mtext", slip.text === null ? t("missing") : slip.text));
        button.appendChild(el("span", "mscore", got ? t("got") : slip.score === null ? "" : slip.score));
        if (slip.reason) button.appendChild(el("span", "mreason", slip.reason));
        button.disabled = !device;
        button.addEventListener("click", () => {
          $("slip-table").value = String(slip.table);
          state.roundChosen = round.round;
          renderSlipForm();
          const field = mode() === "score" ? "slip-score" : "slip-coord";
          $(field).focus();
        });
        li.appendChild(button);
        list.appendChild(li);
      });
      section.appendChild(list);
      box.appendChild(section);
    });
  }

  function onMine(rounds) {
    state.mine = rounds || [];
    renderSlipForm();
    renderMine();
  }

  // ------------------------------------------------------------------ results
  async function loadResults(table, quiet) {
    const box = $("results-box");
    state.resultsTable = table;
    let answer;
    try {
      answer = await api("GET", "/api/results/" + encodeURIComponent(table));
    } catch (error) {
      if (!quiet) { box.textContent = ""; box.appendChild(el("p", "error", t("network"))); }
      return;
    }
    box.textContent = "";
    const data = answer.data || {};
    if (!data.ok) {
      box.appendChild(el("p", "error", data.error || String(answer.status)));
      return;
    }
    const number = decimal;
    const head = el("div", "rhead");
    head.appendChild(el("div", "rname", data.name + " · " + t("table") + " " + data.table));
    const summary = [t("rank_of", { r: data.rank }), points(data.total), t("percent", { p: number(data.percent) })];
    head.appendChild(el("div", "rsum", summary.join(" · ")));
    if (data.provisional) head.appendChild(el("div", "warn", t("provisional_plain")));
    box.appendChild(head);
    if (!data.rounds.length) {
      box.appendChild(el("p", "muted", t("no_results")));
      return;
    }
    const table_ = el("table", "table results");
    const thead = el("thead");
    const hr = el("tr");
    [t("round"), t("rack_h"), t("master_h"), t("slip_h"), t("total")].forEach((h, i) => hr.appendChild(el("th", i === 4 ? "num" : "", h)));
    thead.appendChild(hr);
    table_.appendChild(thead);
    const body = el("tbody");
    data.rounds.forEach((row) => {
      const tr = el("tr", row.score === 0 && row.reason ? "zero" : "");
      tr.appendChild(el("td", "num", row.round));
      tr.appendChild(el("td", "mono", row.rack));
      const master = el("td", "");
      master.appendChild(el("div", "", row.master));
      master.appendChild(el("div", "muted", points(row.master_score)));
      tr.appendChild(master);
      const slip = el("td", "");
      slip.appendChild(el("div", "", row.slip === null ? "—" : row.slip));
      if (row.reason) slip.appendChild(el("div", "why", row.reason));
      if (row.corrected) slip.appendChild(el("div", "muted", t("corrected")));
      tr.appendChild(slip);
      const score = el("td", "num strong", row.score === null ? "—" : row.score);
      if (row.bonus) score.appendChild(el("div", "muted", "+" + row.bonus));
      tr.appendChild(score);
      body.appendChild(tr);
    });
    table_.appendChild(body);
    box.appendChild(table_);
  }

  // ------------------------------------------------------------------ the socket
  function socketUrl() {
    return (window.location.protocol === "https:" ? "wss://" : "ws://") + window.location.host + "/ws";
  }

  function connect() {
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
      renderLink();
      flushPending();
    };
    socket.onmessage = (event) => {
      if (state.ws !== socket) return;
      state.lastMessage = Date.now();
      let message;
      try { message = JSON.parse(event.data); } catch (error) { return; }
      // the standings come apart from the view, only when they change (one message for thousands of phones)
      if (message.type === "view" && message.view) onView(withStandings(message.view));
      else if (message.type === "standings" && Array.isArray(message.standings)) {
        state.standings = message.standings;
        if (state.view) onView(withStandings({ ...state.view }));
      } else if (message.type === "mine") onMine(message.rounds);
    };
    socket.onclose = (event) => {
      if (state.ws !== socket) return;
      dropSocket();
      if (event.code === 4001) {             // the login ended: a revoked code, a new PIN, a logout
        state.token = null;
        store.del("token");
        setMe(null);
      }
      scheduleReconnect();
    };
    socket.onerror = () => { /* a close follows */ };
  }

  function dropSocket() {
    const socket = state.ws;
    state.ws = null;
    state.wsUp = false;
    renderLink();
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try { socket.close(); } catch (error) { /* already gone */ }
    }
  }

  function scheduleReconnect(now) {
    clearTimeout(state.reconnectTimer);
    const delay = now ? 0 : state.backoff;
    state.backoff = Math.min(state.backoff * 2, 4000);
    state.reconnectTimer = setTimeout(async () => {
      state.reconnectTimer = null;
      if (state.ws) return;
      if (state.cred || state.token) {
        const result = await ensureSession();
        if (result === "rejected") renderLogin();
      }
      if (!state.ws) connect();
    }, delay);
  }

  function reopenSocket() {
    dropSocket();
    connect();
  }

  // a socket that says nothing while the clock runs (a phone that left the Wi-Fi silently) is given up
  function watchdog() {
    const view = state.view;
    const running = view && view.time_left > 0 && !view.paused;
    if (state.wsUp && running && Date.now() - state.lastMessage > 6000) {
      dropSocket();
      scheduleReconnect(true);
    }
    if (state.pending.length) flushPending();
  }

  // ------------------------------------------------------------------ wiring
  function renderAll() {
    renderHeader(state.view);
    renderLink();
    if (state.view) {
      renderStatus(state.view);
      renderReveal(state.view);
      renderStandings(state.view);
    }
    renderLogin();
    renderSlipForm();
    renderMine();
    renderAnswers();
  }

  function wire() {
    $("tab-device").addEventListener("click", () => { state.loginMode = "device"; renderLogin(); $("code").focus(); });
    $("tab-player").addEventListener("click", () => { state.loginMode = "player"; renderLogin(); $("login-table").focus(); });
    $("form-device").addEventListener("submit", (event) => {
      event.preventDefault();
      const code = $("code").value.trim();
      if (code) loginFromForm({ code });
    });
    $("form-player").addEventListener("submit", (event) => {
      event.preventDefault();
      const table = parseInt($("login-table").value, 10);
      const pin = $("pin").value.trim();
      if (!Number.isInteger(table)) { $("login-table").focus(); return; }
      if (!pin) { $("pin").focus(); return; }
      loginFromForm({ table, pin });
    });
    $("logout").addEventListener("click", logout);
    $("form-slip").addEventListener("submit", submitSlip);
    document.querySelectorAll("input[name=mode]").forEach((input) => input.addEventListener("change", () => {
      renderModes();
      const field = { move: "slip-coord", score: "slip-score", null: "slip-null" }[mode()];
      $(field).focus();
    }));
    $("slip-round").addEventListener("change", () => {
      const chosen = parseInt($("slip-round").value, 10);
      state.roundChosen = Number.isInteger(chosen) ? chosen : null;
    });
    $("form-results").addEventListener("submit", (event) => {
      event.preventDefault();
      const table = parseInt($("results-table").value, 10);
      const box = $("results-box");
      if (!Number.isInteger(table)) {
        box.textContent = "";
        box.appendChild(el("p", "error", t("fill_table")));
        return;
      }
      loadResults(table, false);
    });
    window.addEventListener("online", () => {
      state.backoff = 400;
      if (!state.ws) scheduleReconnect(true);
      flushPending();
    });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible" && !state.ws) {
        state.backoff = 400;
        scheduleReconnect(true);
      }
    });
    setInterval(watchdog, 2000);
  }

  async function start() {
    store.del("cred");                    // an older page kept the code or PIN here: it goes
    state.token = state.storedToken;
    buildBoard();
    wire();
    setLanguage(navigator.language && navigator.language.toLowerCase().startsWith("es") ? "es" : "ca");
    renderAll();
    // the public view at once, while the socket opens
    api("GET", "/api/view").then((answer) => { if (answer.status === 200 && answer.data && !state.view) onView(answer.data); })
      .catch(() => {});
    const hash = new URLSearchParams(window.location.hash.replace(/^#/, ""));
    const code = hash.get("code");
    if (code) {
      window.history.replaceState(null, "", window.location.pathname + window.location.search);
      $("code").value = code;
      state.token = null;
      if (await login({ code }) === "later") {
        state.cred = { code };            // no answer now: the code is kept (in memory) and tried again
      }
      renderLogin();
    } else if (state.token) {
      const result = await ensureSession();
      if (result === "rejected") renderLogin();
    }
    connect();
    flushPending();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();

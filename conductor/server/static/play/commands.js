// commands.js — the move field's commands, as lichess's blind mode and Tornelo's take them in the move box: a
// line that begins with "/" is answered in the live region from what the page already has, and never sent as a
// slip. Each command has its English, Catalan and Spanish words (any of them works in any game, accents or not).
// Pure but for t(): the page gives what it holds.

import { points, t } from "./words.js";
import { decimal, spokenMove } from "../common/words.js";

export const COMMANDS = {
  rack: ["rack", "faristol", "atril"],
  time: ["time", "temps", "tiempo"],
  board: ["board", "tauler", "tablero"],
  last: ["last", "darrera", "ultima"],
  score: ["score", "punts", "puntos"],
  rank: ["rank", "posicio", "posicion"],
  help: ["help", "ajuda", "ayuda"],
};

const bare = (word) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** "/tauler H" → {name: "board", arg: "H"}; "/xyz" → {name: "", word: "xyz"}; a move → null. */
export function commandOf(text) {
  const match = /^\/(\S*)\s*(.*)$/u.exec(String(text).trim());
  if (!match) return null;
  const word = bare(match[1]);
  const name = Object.keys(COMMANDS).find((key) => COMMANDS[key].includes(word)) || "";
  return { name, word: match[1], arg: match[2].trim() };
}

const ROWS = "ABCDEFGHIJKLMNO";

/**
 * The answer to `command` said in the live region. page: {rack: [labels], used: Set of indices, seconds: the
 * clock's seconds or null, readLine(kind, index), reveal: the view's, results: GET /api/results' answer or null,
 * players: how many are ranked}.
 */
export function answerCommand(command, page) {
  const tile = (label) => (label === "?" ? t("blank") : label);
  const results = page.results && page.results.ok ? page.results : null;
  switch (command.name) {
    case "rack": {
      if (!page.rack.length) return t("no_rack");
      const free = page.rack.filter((_, i) => !page.used.has(i)).map(tile);
      const down = page.rack.filter((_, i) => page.used.has(i)).map(tile);
      return t("said_rack_now", { tiles: free.join(", ") || "—" }) + (down.length ? ". " + t("on_board", { tiles: down.join(", ") }) : "");
    }
    case "time": {
      if (page.seconds === null || page.seconds === undefined) return t("no_clock");
      const s = Math.max(0, Math.ceil(page.seconds - 1e-9));
      return s ? t("time_left", { m: Math.floor(s / 60), s: s % 60 }) : t("said_time");
    }
    case "board": {
      const arg = command.arg.toUpperCase();
      if (/^[A-O]$/.test(arg)) return page.readLine("row", ROWS.indexOf(arg));
      if (/^\d{1,2}$/.test(arg) && Number(arg) >= 1 && Number(arg) <= 15) return page.readLine("column", Number(arg) - 1);
      return t("board_how");
    }
    case "last": {
      const reveal = page.reveal;
      if (reveal) return t("said_last", { n: reveal.round, move: spokenMove(reveal.move), points: points(reveal.score) });
      const rows = results ? results.rounds || [] : [];
      const row = rows[rows.length - 1];
      return row ? t("said_last", { n: row.round, move: spokenMove(row.master), points: points(row.master_score) })
        : t("no_master");
    }
    case "score":
      if (!results || !(results.rounds || []).length) return t("no_score");
      return t("said_score", { points: points(results.total), n: results.rounds.length,
                               p: decimal(results.percent, 2) });
    case "rank":
      if (!results || typeof results.rank !== "number") return t("no_rank");
      return t("said_rank", { r: results.rank, n: page.players || results.rank, points: points(results.total) });
    case "help":
      return t("commands_help");
    default:
      return t("command_unknown", { word: command.word });
  }
}

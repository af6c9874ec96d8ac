// announce.js — what a sighted player sees change on /play, said once in the live region: joining (with
// the table; focus then lands on the game's heading, as the login card it replaced is hidden), "waiting for the
// rack", after each reveal one line with the player's own slip and score, their rank and the leaders, and the end
// of the game with the final rank. The rack, the warnings, "Temps!" and the master move are common/live.js's.

import { ownSlip } from "./results.js";
import { points, t } from "./words.js";
import { decimal, spokenMove } from "../common/words.js";

const LEADERS = 3;

export function createAnnouncer(say) {
  const said = new Set();
  const once = (key, text) => {
    if (said.has(key) || !text) return;
    said.add(key);
    say(text);
  };

  /** Logged in: "Ets a la partida: Anna · taula 3"; the heading takes the focus if the form held it. */
  function joined(heading, link) {
    say(t("said_joined", { who: heading.textContent }) + (link ? ". " + t("said_link") : ""));
    const focus = document.activeElement;
    if (!focus || focus === document.body || focus.closest("#login, [hidden]")) heading.focus();
  }

  /** "Esperant el faristol…" once per round, when the next round is being drawn or called. */
  function waiting(view) {
    if (!view || view.ended || (view.rack || []).length) return;
    if (["waiting", "call"].includes(view.screen) && view.round) once(`waiting|${view.round}`, t("waiting"));
  }

  /** The leaders and the player's own line, from the standings the server published. */
  function leaders(view) {
    const rows = (view && view.standings) || [];
    if (!rows.length) return "";
    const top = rows.slice(0, LEADERS).map((r) => t("said_leader", { r: r.rank, name: r.name, points: points(r.total) }));
    return t("said_leaders", { list: top.join("; ") });
  }

  /** After a reveal, once the player's own slip is scored: their slip, rank and the leaders, in one line. */
  function afterReveal(view, me, mine, results) {
    const reveal = view && view.reveal;
    if (!reveal || !me || !results || !(results.rounds || []).some((r) => r.round === reveal.round)) return;
    const own = ownSlip(reveal.round, me.table, mine, results);
    // a slip that scored 0 says why ("0 punts: no toca cap fitxa"): a bare 0 leaves a blind player guessing
    const why = own && own.reason && own.score === 0 ? `: ${own.reason}` : "";
    const parts = [own && own.text && typeof own.score === "number"
      ? t("said_mine", { move: spokenMove(own.text), points: points(own.score) }) + why : t("said_no_slip")];
    const players = ((view && view.standings) || []).length || results.rank;
    if (typeof results.rank === "number") {
      parts.push(t("said_rank", { r: results.rank, n: players, points: points(results.total) })
                 + `, ${decimal(results.percent, 2)} %`);
    }
    const top = leaders(view);
    if (top) parts.push(top);
    once(`reveal|${reveal.round}|${reveal.move}`, parts.join(". "));
  }

  /** The end of the game: "Final de la partida. Posició 2 de 10, 340 punts". */
  function ended(view, me, results) {
    if (!view || !(view.ended || view.screen === "final")) return;
    if (me && !results) return;                               // the final rank first
    const rank = me && results && typeof results.rank === "number"
      ? ". " + t("said_rank", { r: results.rank, n: ((view.standings || []).length || results.rank),
                                points: points(results.total) }) : "";
    once("ended", t("final") + (typeof view.ended === "string" && view.ended ? ` (${view.ended})` : "") + rank);
  }

  return { joined, waiting, afterReveal, ended };
}

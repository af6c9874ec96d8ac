// extra.js — a player's extra time (an accommodation, `accommodate TABLE +SECONDS`, DESIGN §4j), shown to the player
// it is for as lichess shows "+15 seconds": before "Temps!" the page says they have N s more after it; at "Temps!" it
// says "N s més" (aloud too, once) and counts them down on the server's clock (the round's entry in "mine" carries
// `extra_seconds` and, from "Temps!", `extra_until`); when they are over it says so. Nothing else on the page
// changes: the slip is sent as during the round, and the server takes it until then.

import { serverNow } from "../common/clock.js";
import { setText } from "../common/live.js";
import { t } from "./words.js";

export function createExtra(element, say) {
  let entry = null;              // the round being played's entry of "mine", when it carries extra time
  let said = "";                 // "ROUND|start", "ROUND|over": what was said aloud already

  /** The player's own rounds ("mine") and the round on the board: the extra time of that round, if any. */
  function mine(rounds, round) {
    entry = (rounds || []).find((r) => r.round === round && r.extra_seconds) || null;
  }

  /** Each clock redraw (seconds: the round's time left, null without a clock). */
  function tick(seconds) {
    if (!entry || seconds === null || seconds === undefined) {
      element.hidden = true;
      return;
    }
    let text = "";
    if (seconds > 0) {
      text = t("extra_after", { s: entry.extra_seconds });
    } else if (typeof entry.extra_until === "number") {
      const left = Math.ceil(entry.extra_until - serverNow() - 1e-9);
      text = left > 0 ? t("extra_left", { s: left }) : t("extra_over");
      const started = `${entry.round}|start`, over = `${entry.round}|over`;
      if (left > 0 && said !== started && said !== over) {       // once, at "Temps!" (after it, on a page opened then)
        say(t("said_extra", { s: left }));
        said = started;
      } else if (left <= 0 && said === started) {                 // and once when they are over
        say(t("extra_over"));
        said = over;
      }
    }
    element.hidden = !text;
    setText(element, text);
    element.dataset.left = typeof entry.extra_until === "number" ? String(entry.extra_until - serverNow()) : "";
  }

  /** Whether this player may still send after "Temps!": their extra time, until it is over (its end not known yet
   * at "Temps!": still running). */
  const running = () => Boolean(entry) && !(typeof entry.extra_until === "number" && entry.extra_until <= serverNow());

  return { mine, tick, running };
}

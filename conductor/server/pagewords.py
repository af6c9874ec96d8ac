"""`GET /words/{page}.js`: a page's words, written at serve time from the keyed messages (messages/pages.py), so no
page holds a table of sentences written by hand (DESIGN §4f).

The module is data: `export const WORDS = {"ca": {…}, "es": {…}}`, every page's shared words (keys
"page.common.…") with the page's own over them ("page.judge.…", "page.play.…", "page.screen.…", "page.multiplex.…"),
in each of the game's languages (a page follows the game's language as the view says it, and the browser's until then). The page's
entry hands it to common/words.js `addWords`. The text is made once per page and answered with a strong ETag
(its hash): a browser that has it asks again with If-None-Match and gets a 304 with no body.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache

from aiohttp import web

from ..messages import by_language

PAGES = ("judge", "play", "screen", "multiplex")


def install(app: web.Application) -> None:
    app.router.add_get("/words/{page}.js", _words)


def plural_rules(language: str) -> str:
    """CLDR's plural rule of `language`, by babel, as a JavaScript function of a count → "one", "other"… (what a
    template's "{n:# ronda|# rondes}" reads, as messages.plural_category does in Python). babel's code names the
    compact exponent `e`, which a plain count never has: it is given as 0."""
    from babel import Locale
    from babel.plural import to_javascript

    return f"(function () {{ const e = 0; return {to_javascript(Locale.parse(language).plural_form)}; }})()"


def page_words(page: str) -> dict[str, dict[str, str]]:
    """{language: {name: template}}: the shared words and `page`'s own over them, and `number_group`: the language's
    thousands separator (CLDR, by babel, as language.whole_number writes a count), which common/words.js `count`
    writes a count of players with (`grouped`)."""
    from babel import Locale

    tables = by_language("page.")
    return {language: {**table["common"], **table[page],
                       "number_group": Locale.parse(language).number_symbols["latn"]["group"]}
            for language, table in tables.items()}


@lru_cache(maxsize=len(PAGES))
def words_module(page: str) -> tuple[str, str]:
    """The module's text and its ETag."""
    text = (f"// The words of the page '{page}', written by conductor/server/pagewords.py from "
            "conductor/messages/pages.py.\n"
            f"export const WORDS = {json.dumps(page_words(page), ensure_ascii=False, sort_keys=True)};\n"
            "export const PLURALS = {" + ", ".join(f'"{language}": {plural_rules(language)}'
                                                   for language in sorted(page_words(page))) + "};\n")
    return text, '"' + hashlib.sha256(text.encode("utf-8")).hexdigest()[:32] + '"'


async def _words(request: web.Request) -> web.Response:
    page = request.match_info["page"]
    if page not in PAGES:
        raise web.HTTPNotFound()
    text, etag = words_module(page)
    headers = {"ETag": etag, "Cache-Control": "no-cache"}
    if etag in request.headers.get("If-None-Match", ""):
        return web.Response(status=304, headers=headers)
    return web.Response(text=text, content_type="text/javascript", charset="utf-8", headers=headers)

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


def page_words(page: str) -> dict[str, dict[str, str]]:
    """{language: {name: template}}: the shared words and `page`'s own over them."""
    tables = by_language("page.")
    return {language: {**table["common"], **table[page]} for language, table in tables.items()}


@lru_cache(maxsize=len(PAGES))
def words_module(page: str) -> tuple[str, str]:
    """The module's text and its ETag."""
    text = (f"// The words of the page '{page}', written by conductor/server/pagewords.py from "
            "conductor/messages/pages.py.\n"
            f"export const WORDS = {json.dumps(page_words(page), ensure_ascii=False, sort_keys=True)};\n")
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

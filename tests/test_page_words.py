"""The pages' words are keyed messages (conductor/messages/pages.py) written into each page at serve time
(`GET /words/{page}.js`, server/pagewords.py, DESIGN §4f): no page holds a table of sentences of its own, every
word a page asks for is served to it in both languages, and the module is answered with an ETag (304 when the
browser has it). Pure: the handler is called on a mocked request, no server is started."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import make_mocked_request

from conductor.server.pagewords import PAGES, _words, page_words, words_module

STATIC = Path(__file__).resolve().parent.parent / "conductor" / "server" / "static"
ENTRY = {"judge": "judge/index.html", "play": "play/index.html", "screen": "screen/index.html",
         "multiplex": "multiplex/index.html"}


def _asked(page: str) -> set[str]:
    """The keys a page asks for by name: t("key", …) in its modules and common/'s, data-t… in its HTML."""
    sources = [*(STATIC / page).glob("*.js"), *(STATIC / "common").glob("*.js")]
    keys = {key for path in sources for key in re.findall(r"\bt\(\s*\"(\w+)\"", path.read_text(encoding="utf-8"))}
    html = (STATIC / ENTRY[page]).read_text(encoding="utf-8")
    return keys | set(re.findall(r"data-t(?:-label|-ph|-title)?=\"(\w+)\"", html))


@pytest.mark.parametrize("page", PAGES)
def test_every_word_a_page_asks_for_is_served_in_both_languages(page):
    words = page_words(page)
    assert set(words) == {"ca", "es"} and set(words["ca"]) == set(words["es"])
    assert sorted(_asked(page) - set(words["ca"])) == []
    text, _ = words_module(page)
    served = json.loads(text.split("export const WORDS = ", 1)[1].split("\n", 1)[0].rstrip(";"))
    assert served == words


def test_no_page_writes_a_table_of_sentences():
    tables = {str(path.relative_to(STATIC)) for path in STATIC.rglob("*.js")
              if re.search(r"\b(ca|es|en): \{", path.read_text(encoding="utf-8"))}
    assert tables == set()


def test_the_words_are_answered_with_an_etag_and_304_when_unchanged():
    async def ask(path, headers=None):
        request = make_mocked_request("GET", path, headers=headers or {}, match_info={"page": path[7:-3]})
        try:
            return await _words(request)
        except web.HTTPNotFound as refused:
            return refused

    first = asyncio.run(ask("/words/play.js"))
    assert first.status == 200 and first.content_type == "text/javascript" and first.headers["ETag"]
    again = asyncio.run(ask("/words/play.js", {"If-None-Match": first.headers["ETag"]}))
    assert again.status == 304 and not again.body
    assert asyncio.run(ask("/words/nothing.js")).status == 404

"""The HTML report from its context: Jinja2 templates shipped in the package (templates/), autoescaped, with
undefined names an error rather than an empty string."""

from __future__ import annotations

from functools import lru_cache

from .context import ReportContext


@lru_cache(maxsize=1)
def environment():
    from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

    return Environment(loader=PackageLoader("conductor.report", "templates"),
                       autoescape=select_autoescape(("html", "css"), default=True, default_for_string=True),
                       undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)


def render(context: ReportContext) -> str:
    return environment().get_template("report.html").render(c=context)

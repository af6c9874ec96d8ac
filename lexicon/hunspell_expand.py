"""Expand a hunspell .dic/.aff pair into every surface form it accepts (no dependencies).

Why our own: Debian's `unmunch` leaks flags into words and invents forms for Catalan and
Spanish, and spylls parses but does not expand. The rules followed are hunspell's:
a stem (unless NEEDAFFIX); stem + one suffix whose condition matches; + a second suffix
allowed by the first's continuation flags; prefix + stem (+ suffix) when both are cross-product
("Y"); FULLSTRIP lets a strip consume the whole stem. Affixes that add a character in
`skip_chars` (apostrophes, hyphens: never Scrabble words) are ignored, which keeps expansion fast.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Affix:
    flag: str
    kind: str  # "PFX" or "SFX"
    cross: bool
    strip: str
    add: str
    cont: frozenset[str]
    condition: re.Pattern[str]


@dataclass
class AffixFile:
    flag_mode: str = "char"
    fullstrip: bool = False
    forbidden: str | None = None
    needaffix: str | None = None
    suffixes: dict[str, list[Affix]] = field(default_factory=lambda: defaultdict(list))
    prefixes: dict[str, list[Affix]] = field(default_factory=lambda: defaultdict(list))

    def split_flags(self, text: str) -> list[str]:
        if self.flag_mode == "long":
            return [text[i : i + 2] for i in range(0, len(text), 2)]
        if self.flag_mode == "num":
            return [part for part in text.split(",") if part]
        return list(text)


def _condition(text: str, kind: str) -> re.Pattern[str]:
    """Hunspell conditions know only ".", "[...]" and "[^...]"; everything else is literal."""
    if text == ".":
        return re.compile("")
    pattern, inside = [], False
    for index, char in enumerate(text):
        if char == "[":
            inside = True
            pattern.append("[")
        elif char == "]":
            inside = False
            pattern.append("]")
        elif char == "^" and inside and text[index - 1] == "[":
            pattern.append("^")
        elif char == "." and not inside:
            pattern.append(".")
        else:
            pattern.append(re.escape(char))
    body = "".join(pattern)
    return re.compile(("^" + body) if kind == "PFX" else (body + "$"))


def read_aff(path: str, skip_chars: str = "") -> AffixFile:
    aff = AffixFile()
    headers: dict[tuple[str, str], bool] = {}
    with open(path, encoding="utf-8") as handle:
        for raw in handle:
            line = raw.split("#", 1)[0].strip() if raw.lstrip().startswith("#") else raw.strip()
            if not line:
                continue
            parts = line.split()
            key = parts[0]
            if key == "FLAG":
                aff.flag_mode = parts[1]
            elif key == "FULLSTRIP":
                aff.fullstrip = True
            elif key == "FORBIDDENWORD":
                aff.forbidden = parts[1]
            elif key == "NEEDAFFIX":
                aff.needaffix = parts[1]
            elif key in ("PFX", "SFX") and len(parts) >= 4:
                flag = parts[1]
                if (key, flag) not in headers:
                    headers[(key, flag)] = parts[2] == "Y"
                    continue
                if len(parts) < 5:
                    continue
                strip = "" if parts[2] == "0" else parts[2]
                add, _, cont = parts[3].partition("/")
                add = "" if add == "0" else add
                if any(char in add for char in skip_chars):
                    continue
                affix = Affix(
                    flag, key, headers[(key, flag)], strip, add,
                    frozenset(aff.split_flags(cont)), _condition(parts[4], key),
                )
                (aff.prefixes if key == "PFX" else aff.suffixes)[flag].append(affix)
    return aff


def read_dic(path: str, aff: AffixFile) -> Iterator[tuple[str, frozenset[str]]]:
    """Yield (stem, flags); morphological fields after whitespace are ignored."""
    with open(path, encoding="utf-8") as handle:
        next(handle)  # the first line is the entry count
        for raw in handle:
            line = raw.strip()
            if not line:
                continue
            entry = line.split()[0] if not line.startswith("/") else line
            stem, slash, flags = _split_entry(entry)
            yield stem, frozenset(aff.split_flags(flags)) if slash else frozenset()


def _split_entry(entry: str) -> tuple[str, str, str]:
    """Split "word/FLAGS" where "\\/" escapes a slash inside the word."""
    index = 0
    while True:
        index = entry.find("/", index)
        if index <= 0 or entry[index - 1] != "\\":
            break
        index += 1
    if index <= 0:
        return entry.replace("\\/", "/"), "", ""
    return entry[:index].replace("\\/", "/"), "/", entry[index + 1 :]


def _apply_suffix(word: str, affix: Affix, fullstrip: bool) -> str | None:
    if affix.strip:
        if not word.endswith(affix.strip) or (len(word) == len(affix.strip) and not fullstrip):
            return None
    if affix.condition.pattern and not affix.condition.search(word):
        return None
    return word[: len(word) - len(affix.strip)] + affix.add


def _apply_prefix(word: str, affix: Affix, fullstrip: bool) -> str | None:
    if affix.strip:
        if not word.startswith(affix.strip) or (len(word) == len(affix.strip) and not fullstrip):
            return None
    if affix.condition.pattern and not affix.condition.search(word):
        return None
    return affix.add + word[len(affix.strip) :]


def expand(stem: str, flags: frozenset[str], aff: AffixFile) -> set[str]:
    """Every form of one dictionary entry."""
    forms: set[str] = set()
    if aff.needaffix not in flags:
        forms.add(stem)
    suffixed: list[tuple[str, Affix]] = []
    for flag in flags:
        for affix in aff.suffixes.get(flag, ()):
            form = _apply_suffix(stem, affix, aff.fullstrip)
            if form is None:
                continue
            suffixed.append((form, affix))
            if aff.needaffix not in affix.cont:
                forms.add(form)
            for flag2 in affix.cont:
                for affix2 in aff.suffixes.get(flag2, ()):
                    form2 = _apply_suffix(form, affix2, aff.fullstrip)
                    if form2 is not None:
                        forms.add(form2)
    for flag in flags:
        for prefix in aff.prefixes.get(flag, ()):
            form = _apply_prefix(stem, prefix, aff.fullstrip)
            if form is None:
                continue
            if aff.needaffix not in prefix.cont:
                forms.add(form)
            if not prefix.cross:
                continue
            for suffixed_form, suffix in suffixed:
                if suffix.cross:
                    combined = _apply_prefix(suffixed_form, prefix, aff.fullstrip)
                    if combined is not None:
                        forms.add(combined)
    return forms

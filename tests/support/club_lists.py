"""Word lists written the way clubs write them, from a list of words in tiles ("COL·LEGI", "QUATRE", "CHAVAL"): what
tests/test_wordlists.py reads back and bench/wordlist_bench.py times. Each form: (the file's bytes, the encoding
the reader must say)."""

from __future__ import annotations

import gzip
import io
import zipfile


def zipped(name: str, data: bytes, *junk: str) -> bytes:
    """A zip as Windows' "Send to > Compressed (zipped) folder" writes it (deflated, no UTF-8 flag; a Mac's adds
    its __MACOSX folder: `junk`)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name, data)
        for extra in junk:
            archive.writestr(extra, b"\x00\x05\x16\x07")
    return buffer.getvalue()


def catalan_forms(words: list[str]) -> dict[str, tuple[bytes, str]]:
    text = "\n".join(words) + "\n"
    lower = text.lower()
    crlf = text.replace("\n", "\r\n")
    return {
        "utf-8": (text.encode("utf-8"), "utf-8"),
        "utf-8 with a BOM": (b"\xef\xbb\xbf" + text.encode("utf-8"), "utf-8-bom"),
        "Notepad's Windows-1252, CR LF": (crlf.encode("cp1252"), "windows-1252"),
        "Latin-1, lowercase": (lower.encode("latin-1"), "windows-1252"),        # the same bytes for every letter
        "Notepad's Unicode (UTF-16)": (crlf.encode("utf-16"), "utf-16"),
        "gzip": (gzip.compress(text.encode("utf-8")), "utf-8"),
        "zip of one list (Windows)": (zipped("Llista català.txt", crlf.encode("cp1252")), "windows-1252"),
        "zip from a Mac": (zipped("leximots.txt", text.encode("utf-8"), "__MACOSX/._leximots.txt", ".DS_Store"),
                           "utf-8"),
        "lowercase, ŀl": (lower.replace("l·l", "ŀl").encode("utf-8"), "utf-8"),
        "L.L": (text.replace("L·L", "L.L").encode("utf-8"), "utf-8"),
        "comments, blank lines, spaces": (("# Leximots 2025-26\n#  a comment\n\n" + "\n  ".join(words) + " \n\n")
                                          .encode("utf-8"), "utf-8"),
        "accents": (text.replace("A", "À").replace("E", "É").replace("U", "Ü").encode("cp1252"), "windows-1252"),
        "QU as a lone Q": (text.replace("QU", "Q").encode("utf-8"), "utf-8"),
        "old Mac's CR": (text.replace("\n", "\r").encode("mac_roman"), "mac-roman"),
    }


def spanish_forms(words: list[str]) -> dict[str, tuple[bytes, str]]:
    text = "\n".join(words) + "\n"
    crlf = text.replace("\n", "\r\n")
    return {
        "utf-8": (text.encode("utf-8"), "utf-8"),
        "Notepad's Windows-1252, CR LF": (crlf.encode("cp1252"), "windows-1252"),
        "lowercase with accents, zipped": (zipped("lexicon.txt", text.lower().replace("a", "á").encode("cp1252")),
                                           "windows-1252"),
        "gzip with a BOM": (gzip.compress(b"\xef\xbb\xbf" + text.encode("utf-8")), "utf-8-bom"),
        "DOS code page 850": (crlf.lower().encode("cp850"), "cp850"),
    }


def forms(ruleset: str, words: list[str]) -> dict[str, tuple[bytes, str]]:
    return (catalan_forms if ruleset == "fisc" else spanish_forms)(words)

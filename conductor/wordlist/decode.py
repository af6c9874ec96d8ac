"""A word list's file as text, whatever clubs keep it in: gzip, a zip of one list; UTF-8 with or without a BOM,
UTF-16 with its BOM (Notepad's "Unicode") or without it (told by its zero bytes), else a one-byte code page
(Windows-1252 as Notepad and Excel write it).

Deterministic, as the design asks (DESIGN §4l): UTF-8 when the bytes are UTF-8. Otherwise Windows-1252 (Latin-1
where Windows-1252 has no character for a byte), unless DOS's code page 850 (an old list's) or Mac Roman reads more
of the bytes past ASCII as the accented letters of the list's language: the one that reads most of them wins, and
Windows-1252 on a tie. A word list's own letters are a better judge than a general-purpose guesser, which sees a
few hundred thousand short words with no sentence between them.
"""

from __future__ import annotations

import gzip
import io
import re
import string
import zipfile
import zlib
from dataclasses import dataclass

from ..messages import Message, message_of
from .error import LexiconError

GZIP, ZIP = b"\x1f\x8b", (b"PK\x03\x04", b"PK\x05\x06")
BOMS = ((b"\xef\xbb\xbf", "utf-8-sig", "utf-8-bom"), (b"\xff\xfe", "utf-16", "utf-16"),
        (b"\xfe\xff", "utf-16", "utf-16"))
_L_DOT_L = re.compile("[lL]·[lL]")
_LOWER, _UPPER = string.ascii_lowercase, string.ascii_uppercase
EXOTIC = ("cp850", "mac-roman")      # code pages read only when they fit the language's letters best
# a zip's entries that are no list: a Mac's resource forks, Windows' and macOS' folder files
_JUNK = ("__MACOSX/", ".DS_Store", "Thumbs.db", "desktop.ini")


@dataclass(frozen=True)
class Unpacked:
    data: bytes
    container: str | None    # "gzip", "zip", or None for a plain file
    member: str | None       # the list's name inside a zip


def unpack(raw: bytes, where: str) -> Unpacked:
    """The list's bytes out of a gzip or a zip of one list (its folders and a Mac's or Windows' own files aside)."""
    if raw[:2] == GZIP:
        try:
            return Unpacked(gzip.decompress(raw), "gzip", None)
        except (OSError, EOFError, zlib.error) as error:
            raise LexiconError(Message("wordlist.gzip", path=where, why=message_of(error))) from None
    if raw[:4] in ZIP:
        try:
            with zipfile.ZipFile(io.BytesIO(raw)) as archive:
                lists = [info for info in archive.infolist() if not info.is_dir()
                         and not any(part in info.filename for part in _JUNK)]
                if len(lists) != 1:
                    names = [_name(info) for info in lists[:3]] or ["—"]
                    raise LexiconError(Message("wordlist.zip_members", path=where, n=len(lists), names=names))
                return Unpacked(archive.read(lists[0]), "zip", _name(lists[0]))
        except (zipfile.BadZipFile, RuntimeError, NotImplementedError, OSError, EOFError, zlib.error) as error:
            raise LexiconError(Message("wordlist.zip", path=where, why=message_of(error))) from None
    return Unpacked(raw, None, None)


def _name(info: zipfile.ZipInfo) -> str:
    """A zip entry's name as Windows wrote it: "Send to compressed folder" writes names in the DOS code page
    without saying so (no UTF-8 flag), which zipfile reads as code page 437; Catalan and Spanish Windows use 850."""
    if info.flag_bits & 0x800:
        return info.filename
    try:
        return info.filename.encode("cp437").decode("cp850")
    except UnicodeError:
        return info.filename


def decode(data: bytes, letters: str) -> tuple[str, str]:
    """The text the bytes are, and the encoding said: UTF-8 (a BOM's, or UTF-16 by its BOM) when they read as it;
    else the one-byte code page in which most of the bytes past ASCII are `letters`, the accented letters of the
    list's language (`letters_in`; Windows-1252 first on a tie)."""
    for bom, codec, said in BOMS:
        if data.startswith(bom):
            try:
                return said, data.decode(codec)
            except UnicodeDecodeError:
                break                                          # not what its first bytes claim: a code page below
    wide = _utf16_without_bom(data)
    if wide is not None:
        try:
            return wide, data.decode(wide)
        except UnicodeDecodeError:
            pass                                               # zeros of another kind: a code page below
    try:
        return "utf-8", data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        found = [("windows-1252", data.decode("cp1252"))]
    except UnicodeDecodeError:                                 # a byte Windows-1252 leaves undefined
        found = [("latin-1", data.decode("latin-1"))]
    found += [("cp850", data.decode("cp850")), ("mac-roman", data.decode("mac_roman"))]
    return max(found, key=lambda said_text: letters_in(said_text[1], letters))


def letters_in(text: str, letters: str) -> int:
    """How many of the text's characters are `letters`, the accented letters of a list's language, in the case of
    the list's own letters (a lowercase list holds no Ò: that is Windows-1252's ñ read as a Mac's); a middle dot
    only between two Ls (L·L), elsewhere it is another letter read in the wrong code page (Windows-1252's á is a
    Mac's middle dot)."""
    sample = text[:1 << 16]
    lower, upper = sum(map(sample.count, _LOWER)), sum(map(sample.count, _UPPER))
    if lower > 9 * upper:
        letters = "".join(letter for letter in letters if not letter.isupper())
    elif upper > 9 * lower:
        letters = "".join(letter for letter in letters if not letter.islower())
    count = sum(text.count(letter) for letter in letters if letter != "·")
    if "·" in letters and "·" in text:
        count += len(_L_DOT_L.findall(text))
    return count


def _utf16_without_bom(data: bytes) -> str | None:
    """"utf-16-le" or "utf-16-be" for UTF-16 saved without its BOM (by a program, not Notepad), told by its zero
    bytes: a word list's letters are nearly all below U+0100, so every other byte is zero; no text of ours holds a
    zero byte otherwise."""
    sample = data[:1 << 16]
    half = len(sample) // 2
    if half < 2 or b"\x00" not in sample:
        return None
    odd, even = sample[1::2].count(0), sample[0::2].count(0)
    if odd >= 0.9 * half and even <= 0.1 * half:
        return "utf-16-le"
    if even >= 0.9 * half and odd <= 0.1 * half:
        return "utf-16-be"
    return None


def lines_of(text: str) -> str:
    """Line ends as "\\n", whether the list was written on Windows (CR LF), an old Mac (CR) or anywhere else."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text

"""A sealed game's file: what is written, how it is encrypted, and how a damaged or foreign file is told apart.

The file is meant to travel on a USB stick or by mail to venues that may have no network, and to be opened
only when the organiser gives the passphrase at the start, so:

    CONDUCTOR-PACK 1\\n
    {header: format, ruleset, word list's sha256, cipher, scrypt's parameters and salt, nonce, check}\\n
    body: the game as JSON (no passphrase), or base64 of ChaCha20-Poly1305 ciphertext

The header stays readable (a venue can see which word list and rules the pack wants before the start); the
whole of it, magic line included, is the cipher's associated data, so any edit of it (another word list's
sha256, lower scrypt parameters) makes the body fail to open. The key comes from the passphrase through
scrypt, whose parameters are written in the header (they can be raised later) and bounded on reading (a
hostile header cannot ask for 64 GiB). The check value (from the same scrypt output as the key, but never the
key) tells a wrong passphrase from a damaged body; it saves an attacker nothing, since each guess still costs
one scrypt. The order of checks follows Fernet's: format first, then the key, then the authenticated body.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import os
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..language import game_language
from ..messages import KeyedError, Message, message_of
from ..rules.ruleset import NAMES

MAGIC = b"CONDUCTOR-PACK 1\n"
FORMAT = 1
CIPHER = "chacha20-poly1305"
SCRYPT_LOG2_N, SCRYPT_R, SCRYPT_P = 17, 8, 1            # 128 MiB, about 0.4 s on a laptop core
MAX_MEMORY = 1 << 30                                     # bound on 128·r·N·p when reading: 1 GiB
MAX_FILE = 16 << 20
MAX_HEADER = 4096
CHECK_LABEL = b"conductor pack: passphrase check"


class PackError(KeyedError):
    """A pack that cannot be written or opened; its message is one line in the organiser's language."""




@dataclass(frozen=True)
class Sealed:
    """A pack as read from its file, before it is opened: the header and the body as they stand."""
    name: str                 # the file's name, for messages
    header: dict[str, Any]
    associated: bytes         # the magic line and the header line, as written: the cipher's associated data
    body: bytes

    @property
    def encrypted(self) -> bool:
        return self.header.get("cipher") == CIPHER

    @property
    def ruleset(self) -> str:
        return str(self.header["ruleset"])             # one of NAMES: checked when opened (read_sealed)

    @property
    def language(self) -> str:
        """A pack's messages are said before any game has a language: its ruleset's."""
        return game_language(self.ruleset)


def canonical(payload: dict[str, Any]) -> bytes:
    """The game's JSON as its fingerprint is taken: sorted keys, no spaces, UTF-8."""
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def fingerprint(payload: dict[str, Any]) -> str:
    """What names the game itself, whatever wraps it (the same game sealed twice has one fingerprint)."""
    return hashlib.sha256(canonical(payload)).hexdigest()


def is_pack(path: Path) -> bool:
    try:
        with open(path, "rb") as file:
            return file.read(len(MAGIC)) == MAGIC
    except OSError:
        return False


def read_passphrase(path: Path, language: str) -> bytes:
    """The passphrase in a file: its line end dropped, and in Unicode's composed form (NFC), so "còdol" typed
    on one keyboard opens what "còdol" typed on another sealed."""
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        raise PackError("packfile.pass_file", name=path, why=message_of(error)).told(language) from None
    text = text[:-1] if text.endswith("\n") else text
    text = text[:-1] if text.endswith("\r") else text
    if not text:
        raise PackError("packfile.empty_pass", name=path).told(language)
    return unicodedata.normalize("NFC", text).encode("utf-8")


def _keys(passphrase: bytes, kdf: dict[str, Any]) -> tuple[bytes, bytes]:
    from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

    salt = base64.b64decode(kdf["salt"], validate=True)
    out = Scrypt(salt=salt, length=64, n=1 << kdf["log2_n"], r=kdf["r"], p=kdf["p"]).derive(passphrase)
    key, checking = out[:32], out[32:]
    return key, hmac.new(checking, CHECK_LABEL, hashlib.sha256).digest()[:16]


def seal(payload: dict[str, Any], passphrase: bytes | None, log2_n: int = SCRYPT_LOG2_N) -> bytes:
    """The file's bytes for `payload` (see the module's docstring), encrypted when a passphrase is given."""
    header = {"format": FORMAT, "ruleset": payload["ruleset"], "lexicon_sha256": payload["lexicon_sha256"],
              "rounds": len(payload["rounds"]), "cipher": "none"}
    if payload.get("lexicon_name"):                    # the list's name, for a venue's refusal (an older pack: none)
        header["lexicon_name"] = payload["lexicon_name"]
    if passphrase is None:
        head = MAGIC + json.dumps(header, sort_keys=True).encode("ascii") + b"\n"
        return head + canonical(payload) + b"\n"
    from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

    kdf = {"name": "scrypt", "log2_n": log2_n, "r": SCRYPT_R, "p": SCRYPT_P,
           "salt": base64.b64encode(os.urandom(16)).decode("ascii")}
    key, check = _keys(passphrase, kdf)
    nonce = os.urandom(12)     # one key per file (a fresh salt), so a nonce is never reused with a key
    header.update(cipher=CIPHER, kdf=kdf, nonce=base64.b64encode(nonce).decode("ascii"),
                  check=base64.b64encode(check).decode("ascii"))
    head = MAGIC + json.dumps(header, sort_keys=True).encode("ascii") + b"\n"
    body = ChaCha20Poly1305(key).encrypt(nonce, canonical(payload), head)
    return head + base64.b64encode(body) + b"\n"


def read_sealed(path: Path, language: str) -> Sealed:
    """The file split into its header and body, the header checked for shape (nothing is decrypted yet)."""
    name = str(path)
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_FILE + 1)
    except OSError as error:
        raise PackError("packfile.unreadable", name=name, why=message_of(error)).told(language) from None
    if not data.startswith(MAGIC):
        raise PackError("packfile.not_pack", name=name).told(language)
    end = data.find(b"\n", len(MAGIC))
    if len(data) > MAX_FILE or end < 0 or end - len(MAGIC) > MAX_HEADER:
        raise PackError("packfile.header", name=name, why=Message("packfile.size")).told(language)
    try:
        header = json.loads(data[len(MAGIC):end].decode("ascii"))
    except (UnicodeDecodeError, ValueError) as error:
        raise PackError("packfile.header", name=name, why=type(error).__name__).told(language) from None
    if not isinstance(header, dict):
        raise PackError("packfile.header", name=name, why="JSON").told(language)
    language = game_language(str(header.get("ruleset")))
    if header.get("format") != FORMAT:
        raise PackError("packfile.newer", name=name, format=header.get("format"), known=FORMAT).told(language)
    if header.get("cipher") not in ("none", CIPHER) or header.get("ruleset") not in NAMES \
            or not isinstance(header.get("lexicon_sha256"), str):
        raise PackError("packfile.header", name=name, why="cipher/ruleset/lexicon_sha256").told(language)
    sealed = Sealed(name, header, data[:end + 1], data[end + 1:])
    if sealed.encrypted:
        _check_kdf(sealed)
    return sealed


def _check_kdf(sealed: Sealed) -> None:
    """scrypt's parameters within what a laptop can do (and a hostile header cannot exceed)."""
    kdf, header = sealed.header.get("kdf"), sealed.header
    why = ""
    if not isinstance(kdf, dict) or kdf.get("name") != "scrypt":
        why = "kdf"
    elif not all(isinstance(kdf.get(k), int) and not isinstance(kdf.get(k), bool) for k in ("log2_n", "r", "p")):
        why = "log2_n, r, p"
    elif not (10 <= kdf["log2_n"] <= 24 and 1 <= kdf["r"] <= 32 and 1 <= kdf["p"] <= 16):
        why = f"log2_n={kdf['log2_n']}, r={kdf['r']}, p={kdf['p']}"
    elif 128 * kdf["r"] * (1 << kdf["log2_n"]) * kdf["p"] > MAX_MEMORY:
        why = f"{128 * kdf['r'] * (1 << kdf['log2_n']) * kdf['p'] >> 20} MiB"
    else:
        try:
            lengths = [len(base64.b64decode(str(v), validate=True))
                       for v in (kdf.get("salt"), header.get("nonce"), header.get("check"))]
        except (binascii.Error, ValueError):
            lengths = []
        if lengths != [16, 12, 16]:
            why = "salt, nonce, check"
    if why:
        raise PackError("packfile.kdf", name=sealed.name, why=why).told(sealed.language)


def open_sealed(sealed: Sealed, passphrase: bytes | None) -> dict[str, Any]:
    """The game inside: decrypted and authenticated (header included) when sealed with a passphrase."""
    language, name = sealed.language, sealed.name
    body = sealed.body
    if sealed.encrypted:
        if passphrase is None:
            raise PackError("packfile.needs", name=name).told(language)
        from cryptography.exceptions import InvalidTag
        from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

        key, check = _keys(passphrase, sealed.header["kdf"])
        if not hmac.compare_digest(check, base64.b64decode(sealed.header["check"])):
            raise PackError("packfile.wrong", name=name).told(language)
        try:
            body = ChaCha20Poly1305(key).decrypt(base64.b64decode(sealed.header["nonce"]),
                                                 base64.b64decode(body.strip(), validate=True), sealed.associated)
        except (InvalidTag, binascii.Error, ValueError):
            raise PackError("packfile.damaged", name=name).told(language) from None
    try:
        payload = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise PackError("packfile.content", name=name, why=type(error).__name__).told(language) from None
    if not isinstance(payload, dict) or any(payload.get(k) != sealed.header[k] for k in ("ruleset", "lexicon_sha256")):
        raise PackError("packfile.content", name=name, why="ruleset/lexicon_sha256").told(language)
    return payload

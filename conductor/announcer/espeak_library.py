"""libespeak-ng through ctypes, from the library conductor/platforms.py chooses (DESIGN §4h): the system's on Linux
(Debian's libespeak-ng1), the one the `espeakng-loader` wheel ships, with its data, on Windows and macOS (the
package's environment markers install it there). Only the calls a synchronous render needs (speech.py)."""

from __future__ import annotations

import ctypes
import threading
from typing import Any
from ctypes import CFUNCTYPE, POINTER, Structure, c_char_p, c_int, c_short, c_size_t, c_ubyte, c_uint, c_void_p

from .. import platforms
from ..messages import KeyedError, message_of

AUDIO_OUTPUT_SYNCHRONOUS = 2
DONT_EXIT = 0x8000      # espeakINITIALIZE_DONT_EXIT: a missing data folder returns an error; without it eSpeak
                        # NG ends the whole process (and doctor could never say why)
RATE = 1                # espeakRATE
CHARS_UTF8 = 1
ENDPAUSE = 0x1000
EE_OK = 0
POS_CHARACTER = 1

SYNTH_CALLBACK = CFUNCTYPE(c_int, POINTER(c_short), c_int, c_void_p)


class VoiceEntry(Structure):
    _fields_ = [("name", c_char_p), ("languages", c_char_p), ("identifier", c_char_p), ("gender", c_ubyte),
                ("age", c_ubyte), ("variant", c_ubyte), ("xx1", c_ubyte), ("score", c_int), ("spare", c_void_p)]


class SpeechLibraryError(KeyedError):
    """libespeak-ng cannot be loaded (speech.py says it as the voice's reason)."""


class EspeakLibrary:
    """One loaded libespeak-ng (it holds one voice, rate and callback per process: the caller locks)."""

    def __init__(self, library: str, data: str | None):
        try:
            self._dll = ctypes.CDLL(library)
        except OSError as error:
            raise SpeechLibraryError("speech.espeak_library", library=library, why=message_of(error)) from error
        self.library, self.data = library, data
        dll = self._dll
        dll.espeak_Initialize.argtypes = [c_int, c_int, c_char_p, c_int]
        dll.espeak_ListVoices.argtypes = [c_void_p]
        dll.espeak_ListVoices.restype = POINTER(POINTER(VoiceEntry))
        dll.espeak_SetVoiceByName.argtypes = [c_char_p]
        dll.espeak_SetParameter.argtypes = [c_int, c_int, c_int]
        dll.espeak_SetSynthCallback.argtypes = [SYNTH_CALLBACK]
        dll.espeak_SetSynthCallback.restype = None
        dll.espeak_Synth.argtypes = [c_char_p, c_size_t, c_uint, c_int, c_uint, c_uint, POINTER(c_uint), c_void_p]
        self._callback: Any = None   # kept alive while the library may call it

    def initialize(self) -> int:
        """The sample rate (22 050 Hz), or -1 (eSpeak NG says why on stderr). The data folder's path as eSpeak NG's
        fopen takes it (platforms.native_path: on Windows the ANSI code page's, for C:\\Users\\Núria)."""
        data = platforms.native_path(self.data) if self.data else None
        return self._dll.espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 200, data, DONT_EXIT)

    def voices(self) -> list[tuple[str, bytes]]:
        """(language, identifier) of every voice."""
        found, entries = [], self._dll.espeak_ListVoices(None)
        for index in range(10_000):
            if not entries[index]:
                break
            entry = entries[index].contents
            found.append((entry.languages[1:].decode(errors="ignore"), entry.identifier))
        return found

    def set_voice(self, identifier: bytes) -> bool:
        return self._dll.espeak_SetVoiceByName(identifier) == EE_OK

    def set_rate(self, words_per_minute: int) -> None:
        self._dll.espeak_SetParameter(RATE, int(words_per_minute), 0)

    def synthesize(self, text: str, collect) -> None:
        """Every sample of `text`, given to collect(samples pointer, count) before this returns."""
        self._callback = SYNTH_CALLBACK(lambda wav, count, events: collect(wav, count) or 0)
        self._dll.espeak_SetSynthCallback(self._callback)
        encoded = text.encode("utf-8") + b"\0"
        self._dll.espeak_Synth(encoded, len(encoded), 0, POS_CHARACTER, 0, CHARS_UTF8 | ENDPAUSE, None, None)


_LOADED: dict[tuple[str, str | None], EspeakLibrary] = {}
_LOCK = threading.Lock()


def load() -> EspeakLibrary:
    """This platform's libespeak-ng (platforms.espeak_library), loaded once per process."""
    library, data = platforms.espeak_library()
    with _LOCK:
        if (library, data) not in _LOADED:
            _LOADED[library, data] = EspeakLibrary(library, data)
        return _LOADED[library, data]

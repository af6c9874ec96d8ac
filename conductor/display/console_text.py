"""What the judge's console says, in Catalan and Spanish (the code keeps English names): its sentences live in
the one table of messages (messages/console.py, keys "console.…"), read here by language."""

from ..messages import words_by_language

TEXT = words_by_language("console.")      # messages/console.py: {"ca": {"help": …, "phases": {…}, …}, "es": {…}}


def local_address(url: str) -> bool:
    """An address only this computer can open (a phone in the room cannot)."""
    from urllib.parse import urlsplit

    host = urlsplit(url).hostname or ""
    return host == "localhost" or host.startswith("127.") or host == "::1"

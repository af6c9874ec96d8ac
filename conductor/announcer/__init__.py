"""The announcer: naming tables, phrase scripts, speech, chimes and audio output (FISC II.4–II.5)."""

"""The game server for phones and tablets: an HTTP + WebSocket shell over the same session (DESIGN §4b)."""

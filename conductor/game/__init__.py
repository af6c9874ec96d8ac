"""The duplicate game: its state machine, slips across rounds, the log it is replayed from, and the ranking."""

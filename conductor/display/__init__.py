"""What the room sees and the judge types into: the projector, the console, the trainer (pygame shells)."""

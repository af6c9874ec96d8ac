"""What the room sees, and when: the projector's view, the public view phones read, and the secrecy rule every
answer that leaves the judge's console goes through. Both shells (display/, server/) read it; neither imports
the other."""

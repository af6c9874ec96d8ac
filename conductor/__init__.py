"""Conductor: a duplicate-Scrabble conductor for Catalan (FISC) and Spanish (AJS) clubs."""

__version__ = "0.1.0"

"""The pure rules core: tiles, spelling, bag, board, moves, scoring and rack minimums."""

from .bag import Bag, BagError
from .board import Board, Coordinate, Direction, NotationError, parse_coordinate
from .move import IllegalMove, Move, Placement, apply, parse_move, place, play_sequence, rack_after
from .racks import mix, rack_is_valid, rack_shortfall, required_minimum, valid_rack_possible
from .spelling import SpellingError, spell, tokenize_rack, tokenize_word
from .tiles import BLANK, CATALAN, SPANISH, Tile, TileSet, tile_set

__all__ = [
    "BLANK", "CATALAN", "SPANISH", "Bag", "BagError", "Board", "Coordinate", "Direction",
    "IllegalMove", "Move", "NotationError", "Placement", "SpellingError", "Tile", "TileSet",
    "apply", "mix", "parse_coordinate", "parse_move", "place", "play_sequence", "rack_after",
    "rack_is_valid", "rack_shortfall", "required_minimum", "spell", "tile_set", "tokenize_rack",
    "tokenize_word", "valid_rack_possible",
]

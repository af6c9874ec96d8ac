"""The pure rules core: the rulesets, tiles, spelling, bag, board, moves, scoring and rack minimums."""

from .bag import Bag, BagError
from .board import Board, Coordinate, Direction, NotationError, parse_coordinate
from .move import IllegalMove, Move, Placement, apply, parse_move, place, play_sequence, rack_after
from .racks import mix, rack_is_valid, rack_shortfall, required_minimum, valid_rack_possible
from .spelling import SpellingError, spell, tokenize_rack, tokenize_word
from .ruleset import RULESETS, Ruleset, find_ruleset, tile_set
from .tiles import BLANK, CATALAN, SPANISH, Tile, TileSet

__all__ = [
    "BLANK", "CATALAN", "RULESETS", "SPANISH", "Bag", "BagError", "Board", "Coordinate", "Direction",
    "IllegalMove", "Move", "NotationError", "Placement", "Ruleset", "SpellingError", "Tile", "TileSet",
    "apply", "find_ruleset", "mix", "parse_coordinate", "parse_move", "place", "play_sequence", "rack_after",
    "rack_is_valid", "rack_shortfall", "required_minimum", "spell", "tile_set", "tokenize_rack",
    "tokenize_word", "valid_rack_possible",
]

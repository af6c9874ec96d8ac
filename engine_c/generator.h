/* The move generator's state and the helpers its files share: movegen.c (lines, anchors, the full search),
 * moves.c (reading the moves found), bounds.c (the tops query's bounds), tops.c (the tops query) and
 * wordsearch.c (a span's moves from the word maps). search_body.h is the search itself, compiled once for the
 * full search and once for the query without word maps. */
#ifndef CONDUCTOR_GENERATOR_H
#define CONDUCTOR_GENERATOR_H

#include "internal.h"
#include "wordmaps.h"

typedef struct { uint32_t mask, base; } node_t;

/* One square of the line being searched. Squares are numbered 1..15 so that 0 and 16 can be
 * sentinels (no tile, an anchor, nothing allowed): the edges need no tests in the search. */
typedef struct {
    uint32_t cross_mask;  /* letters the perpendicular word allows (every letter if there is none) */
    uint32_t extend_mask; /* the letters a move going left may put here: none on an anchor */
    int cross_base;       /* the perpendicular word's score without the new tile (0 if none) */
    int cross_factor;     /* what a new tile's value counts in it: letter x word multiplier (0 if none) */
    int lm, wm;
    int value;            /* the board tile's value */
    uint8_t tile;         /* the board's tile, 0 if empty */
    uint8_t anchor;
    uint8_t has_cross;
} square_t;

struct cnd_generator {
    const cnd_lexicon *lex;
    const uint32_t *arcs;
    node_t gaddag_root, dawg_root;
    uint32_t letters;
    int n_letters;
    int values[32];
    cnd_move *moves;
    int count, cap;
    int oom;
    /* the line being searched */
    square_t sq[CND_SIZE + 2];
    uint8_t word[CND_SIZE + 2 + CND_MAX_WORD]; /* board tiles and the tiles placed so far, by square */
    int line_index, across;
    /* the anchor being searched from, and where the current move starts once it turns right */
    int anchor, skip_single, start;
    uint32_t turn_tile, turn_cross; /* what the square after the anchor takes: its tile, or these letters */
    uint32_t final_mask; /* FINAL_BIT if a word may end on the anchor (the square after it is empty) */
    /* what is left on the rack */
    int counts[32];
    int blanks;
    uint32_t rack_mask;
    /* the rack's blanks before the search, and the squares of the line given a letter the rack had no
     * tile left for (a blank will stand there in some of the moves found) */
    int rack_blanks;
    uint8_t short_at[CND_SIZE + 2];
    uint8_t placed[16]; /* the squares of the tiles put down so far, in the order put down */
    /* the tops query (cnd_tops): the best score found so far, and for the anchor searched the bounds
     * of the moves still possible: starting at or left of a square (left_bound), starting at a square
     * and turning right at the anchor (turn_bound), starting at s and ending at or right of c
     * (right_bound[s][c]) */
    int best;
    int left_bound[CND_SIZE + 2], turn_bound[CND_SIZE + 2];
    int right_bound[CND_SIZE + 2][CND_SIZE + 2];
    /* the rack's values best first (a blank 0), and its letters by value, best first */
    int rack_len, rack_values[8], n_rack_letters, rack_letters[8];
    int square_cap[CND_SIZE + 2]; /* the best value of a rack tile that may go on each square of the line (0: only a blank) */
    /* every line's squares, and the anchors with their bounds */
    square_t line_sq[2 * CND_SIZE][CND_SIZE + 2];
    uint8_t line_word[2 * CND_SIZE][CND_SIZE + 2];
    int line_cap[2 * CND_SIZE][CND_SIZE + 2];
    square_t *line; /* the line the bounds are worked out on: one of line_sq, or sq */
    /* the letters of every word of 7 and 8 tiles, as sorted keys (bingo_keys, made at the first query
     * without word maps), and for the query's rack: whether its tiles make a word (-1: not asked yet), and
     * with which one letter more they make a word of 8 (asked: bingo8_asked, yes: bingo8) */
    uint64_t *bingo_keys;
    size_t bingo_size;
    int bingo7;
    uint32_t bingo8_asked, bingo8;
    struct tops_anchor { int bound, item, pos; } anchors[2 * CND_SIZE * CND_SIZE];
    /* with word maps (cnd_generator_use_maps; NULL: the word graph is searched): the rack's tiles as a key,
     * the starts of the spans of the anchor last bounded (cndi_shadow), the queue of anchors and spans
     * (tops.c), and the words the rack's tiles and blanks make alone, by length (wordsearch.c) */
    const cnd_maps *maps;
    uint64_t rack_key;
    int span_lo, span_hi;
    uint64_t *queue;
    int queued;
    uint8_t *alone[CND_MAX_WORD + 1];
    int alone_n[CND_MAX_WORD + 1], alone_cap[CND_MAX_WORD + 1];
    uint32_t alone_made;
};

/* The running score travels down the search as arguments (in registers, nothing to undo):
 * main = the main word's letter sum, mult = its word multiplier, acc = (cross words' total << 4) | new tiles. */
#define ACC_TILES 15
#define NO_MOVE (-0x7FFF)

static inline node_t child_of(const cnd_generator *g, node_t node, int code) {
    const uint32_t *arc = g->arcs + 2 * ((size_t)node.base + cnd_popcount(node.mask & ((1u << code) - 1)));
    node_t next = {arc[0], arc[1]};
    return next;
}

static inline int tile_value(const cnd_generator *g, uint8_t tile) {
    return (tile & CND_BLANK) ? 0 : g->values[tile & CND_CODE_MASK];
}

/* Room for `more` moves beyond the count; 0 (and g->oom) when out of memory. */
int cndi_reserve(cnd_generator *g, int more);

static inline cnd_move *new_move(cnd_generator *g) {
    if (cnd_unlikely(g->count == g->cap) && !cndi_reserve(g, 1)) return NULL;
    return &g->moves[g->count++];
}

/* The letters the rack can still put down (a blank: any). A square is tried only when the node,
 * the square's cross-check and the rack have a letter in common: most squares reached have none. */
static inline uint32_t available(const cnd_generator *g) {
    return g->rack_mask | (0u - (uint32_t)(g->blanks != 0)); /* no branch: it would be mispredicted */
}

/* Searching from the anchor at `pos` of the line in g->sq: what the turn at it needs to know. */
static inline void begin_anchor(cnd_generator *g, int pos) {
    const square_t *s = &g->sq[pos];
    g->anchor = pos;
    const square_t *next = &g->sq[pos + 1];
    g->final_mask = next->tile ? 0 : FINAL_BIT;
    g->turn_tile = next->tile ? 1u << (next->tile & CND_CODE_MASK) : 0;
    g->turn_cross = next->tile ? 0 : next->cross_mask;
    g->skip_single = !g->across && s->has_cross;
}

/* The squares of a line (into sqs: g->sq for the search) and its board tiles (into word); whether it
 * has an anchor. */
int cndi_prepare_line(cnd_generator *g, square_t *sqs, uint8_t *word, const uint8_t *board, int across, int line,
                      int empty_board);
/* The rack into counts, a mask and blanks; whether the board is empty. */
int cndi_load_rack(cnd_generator *g, const uint8_t *board, const uint8_t *rack, int rack_len);
/* The tops query's record (search_body.h): the word on g->word from start to end, as each move its blanks
 * allow, those reaching g->best kept. */
void cndi_record_tops(cnd_generator *g, int start, int end, int main, int mult, int acc);
/* The moves of one span of the line in g->sq (from s to e, every empty square of it a new tile) that reach
 * g->best, from the word maps (wordsearch.c); -1 when out of memory. */
int cndi_span_moves(cnd_generator *g, int s, int e);

#endif

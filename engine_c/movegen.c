/* Every legal placement of a rack on a board, with its score (Gordon's GADDAG algorithm).
 *
 * Each line (a row for across moves, a column for down moves) is searched from every anchor
 * (an empty square next to a tile, or H8 on an empty board). Going left from an anchor, new tiles
 * never land on another anchor, so each move is found once: from its leftmost anchored new tile.
 * A one-tile move that makes words both ways is kept only in the across pass. Scores are kept
 * incrementally with the same rules as conductor/rules/move.py.
 *
 * What keeps it fast (measured with bench/movegen_bench.py and callgrind, issue 19): the running
 * score travels down the search as arguments, so nothing is undone on the way back; a square is
 * entered only when the node, the square's cross-check and the rack have a letter in common (most
 * squares reached have none); a letter is put down once, from a tile while the rack has one and
 * otherwise from a blank, and a word found is then written as each move its blanks allow (with two
 * blanks a third of the search was the same word with its tiles and blanks swapped about); the
 * next sibling's arcs are prefetched while one is searched; and lines can be shared out between
 * generators on several threads (cnd_generate_shared).
 */
#include "engine.h"

#include <stdlib.h>
#include <string.h>

#define FINAL_BIT 0x80000000u
#define SEPARATOR_BIT (1u << CND_SEPARATOR)
#define LETTER_BITS(n) ((((n) >= 31) ? 0xFFFFFFFFu : ((1u << ((n) + 1)) - 1)) & ~1u)

const uint32_t *cnd_internal_arcs(const cnd_lexicon *lex);

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
    /* the letters of every word of 7 and 8 tiles, as sorted keys (bingo_keys, made at the first query),
     * and for the query's rack: whether its tiles make a word (-1: not asked yet), and with which one
     * letter more they make a word of 8 (asked: bingo8_asked, yes: bingo8) */
    uint64_t *bingo_keys;
    size_t bingo_size;
    int bingo7;
    uint32_t bingo8_asked, bingo8;
    struct tops_anchor { int bound, item, pos; } anchors[2 * CND_SIZE * CND_SIZE];
};

/* The running score travels down the search as arguments (in registers, nothing to undo):
 * main = the main word's letter sum, mult = its word multiplier, acc = (cross words' total << 4) | new tiles. */
#define ACC_TILES 15

static const char *PREMIUM[CND_SIZE] = {
    /* T triple word, D double word, t triple letter, d double letter */
    "T..d...T...d..T", ".D...t...t...D.", "..D...d.d...D..", "d..D...d...D..d",
    "....D.....D....", ".t...t...t...t.", "..d...d.d...d..", "T..d...D...d..T",
    "..d...d.d...d..", ".t...t...t...t.", "....D.....D....", "d..D...d...D..d",
    "..D...d.d...D..", ".D...t...t...D.", "T..d...T...d..T",
};

static inline node_t child_of(const cnd_generator *g, node_t node, int code) {
    const uint32_t *arc = g->arcs + 2 * ((size_t)node.base + __builtin_popcount(node.mask & ((1u << code) - 1)));
    node_t next = {arc[0], arc[1]};
    return next;
}

cnd_generator *cnd_generator_new(const cnd_lexicon *lex, const int *values, int n_values) {
    cnd_generator *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    const cnd_header *h = cnd_lexicon_header(lex);
    g->lex = lex;
    g->arcs = cnd_internal_arcs(lex);
    g->gaddag_root.mask = h->gaddag_mask;
    g->gaddag_root.base = h->gaddag_base;
    g->dawg_root.mask = h->dawg_mask;
    g->dawg_root.base = h->dawg_base;
    g->letters = LETTER_BITS(h->n_letters);
    for (int i = 0; i < n_values && i < 32; i++) g->values[i] = values[i];
    g->cap = 4096;
    g->moves = malloc(g->cap * sizeof *g->moves);
    if (!g->moves) {
        free(g);
        return NULL;
    }
    return g;
}

void cnd_generator_free(cnd_generator *g) {
    if (!g) return;
    free(g->bingo_keys);
    free(g->moves);
    free(g);
}

const cnd_move *cnd_moves(const cnd_generator *g) { return g->moves; }

static inline int tile_value(const cnd_generator *g, uint8_t tile) {
    return (tile & CND_BLANK) ? 0 : g->values[tile & CND_CODE_MASK];
}

/* Room for `more` moves beyond the count; 0 (and g->oom) when out of memory. */
static int reserve(cnd_generator *g, int more) {
    if (g->count + more <= g->cap) return 1;
    int cap = g->cap;
    while (cap < g->count + more) cap *= 2;
    cnd_move *m = realloc(g->moves, (size_t)cap * sizeof *m);
    if (!m) {
        g->oom = 1;
        return 0;
    }
    g->moves = m;
    g->cap = cap;
    return 1;
}

static inline cnd_move *new_move(cnd_generator *g) {
    if (__builtin_expect(g->count == g->cap, 0) && !reserve(g, 1)) return NULL;
    return &g->moves[g->count++];
}

/* The letters the rack can still put down (a blank: any). A square is tried only when the node,
 * the square's cross-check and the rack have a letter in common: most squares reached have none. */
static inline uint32_t available(const cnd_generator *g) {
    return g->rack_mask | (0u - (uint32_t)(g->blanks != 0)); /* no branch: it would be mispredicted */
}

#define NO_MOVE (-0x7FFF)

#define S(name) name##_full
#define TOPS 0
#include "search_body.h"
#undef S
#undef TOPS
#define S(name) name##_tops
#define TOPS 1
#include "search_body.h"
#undef S
#undef TOPS

/* Letters x such that (tiles before) x (tiles after) is a word, walking the forward DAWG. */
static uint32_t cross_letters(const cnd_generator *g, const uint8_t *before, int nb, const uint8_t *after, int na) {
    node_t node = g->dawg_root;
    for (int i = 0; i < nb; i++) {
        int code = before[i] & CND_CODE_MASK;
        if (!(node.mask & (1u << code))) return 0;
        node = child_of(g, node, code);
    }
    uint32_t result = 0, candidates = node.mask & g->letters;
    while (candidates) {
        int code = __builtin_ctz(candidates);
        candidates &= candidates - 1;
        node_t n = child_of(g, node, code);
        int ok = 1;
        for (int i = 0; i < na && ok; i++) {
            int c = after[i] & CND_CODE_MASK;
            if (!(n.mask & (1u << c))) ok = 0;
            else n = child_of(g, n, c);
        }
        if (ok && (n.mask & FINAL_BIT)) result |= 1u << code;
    }
    return result;
}

static inline uint8_t at(const uint8_t *board, int across, int line, int pos) {
    return across ? board[line * CND_SIZE + pos] : board[pos * CND_SIZE + line];
}

/* The squares of a line (into sqs: g->sq for the search) and its board tiles (into word); whether it
 * has an anchor. */
static inline int prepare_line(cnd_generator *g, square_t *sqs, uint8_t *word, const uint8_t *board, int across,
                               int line, int empty_board) {
    static const square_t EDGE = {.lm = 1, .wm = 1, .anchor = 1};
    g->across = across;
    g->line_index = line;
    sqs[0] = EDGE;
    sqs[CND_SIZE + 1] = EDGE;
    int any_anchor = 0;
    for (int pos = 0; pos < CND_SIZE; pos++) {
        square_t *s = &sqs[pos + 1];
        uint8_t tile = at(board, across, line, pos);
        int row = across ? line : pos, col = across ? pos : line;
        char p = PREMIUM[row][col];
        s->tile = tile;
        s->value = tile ? tile_value(g, tile) : 0;
        s->lm = p == 't' ? 3 : p == 'd' ? 2 : 1;
        s->wm = p == 'T' ? 3 : p == 'D' ? 2 : 1;
        s->anchor = 0;
        s->has_cross = 0;
        s->cross_mask = g->letters;
        s->extend_mask = 0;
        s->cross_base = 0;
        s->cross_factor = 0;
        word[pos + 1] = tile;
        if (tile) continue;
        /* perpendicular neighbours: tiles before and after along the other direction */
        uint8_t before[CND_SIZE], after[CND_SIZE];
        int nb = 0, na = 0;
        for (int k = line - 1; k >= 0 && at(board, across, k, pos); k--) nb++;
        for (int k = 0; k < nb; k++) before[k] = at(board, across, line - nb + k, pos);
        for (int k = line + 1; k < CND_SIZE && at(board, across, k, pos); k++) after[na++] = at(board, across, k, pos);
        int left = pos > 0 && at(board, across, line, pos - 1);
        int right = pos < CND_SIZE - 1 && at(board, across, line, pos + 1);
        if (nb || na) {
            int sum = 0;
            for (int k = 0; k < nb; k++) sum += tile_value(g, before[k]);
            for (int k = 0; k < na; k++) sum += tile_value(g, after[k]);
            s->has_cross = 1;
            s->cross_base = sum * s->wm;
            s->cross_factor = s->lm * s->wm;
            s->cross_mask = cross_letters(g, before, nb, after, na);
        }
        if (nb || na || left || right || (empty_board && row == 7 && col == 7)) {
            s->anchor = 1;
            any_anchor = 1;
        }
        s->extend_mask = s->anchor ? 0 : s->cross_mask;
    }
    return any_anchor;
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

static void search_line(cnd_generator *g, const uint8_t *board, int across, int line, int empty_board) {
    if (!prepare_line(g, g->sq, g->word, board, across, line, empty_board) || (!g->rack_mask && !g->blanks)) return;
    for (int pos = 1; pos <= CND_SIZE; pos++) {
        const square_t *s = &g->sq[pos];
        if (!s->anchor || !s->cross_mask) continue;
        begin_anchor(g, pos);
        place_left_full(g, pos, g->gaddag_root, 0, 1, 0);
    }
}

/* The rack into counts, a mask and blanks; whether the board is empty. */
static int load_rack(cnd_generator *g, const uint8_t *board, const uint8_t *rack, int rack_len) {
    g->count = 0;
    g->oom = 0;
    memset(g->counts, 0, sizeof g->counts);
    g->blanks = 0;
    g->rack_mask = 0;
    if (rack_len > 7) rack_len = 7; /* a rack holds 7 tiles: the running score counts new tiles in 4 bits */
    for (int i = 0; i < rack_len; i++) {
        if (rack[i] == CND_RACK_BLANK) g->blanks++;
        else if (rack[i] >= 1 && rack[i] < CND_SEPARATOR) {
            g->counts[rack[i]]++;
            g->rack_mask |= 1u << rack[i];
        }
    }
    g->rack_mask &= g->letters;
    g->rack_blanks = g->blanks;
    g->rack_len = rack_len;
    memset(g->short_at, 0, sizeof g->short_at);
    for (int i = 0; i < CND_SIZE * CND_SIZE; i++)
        if (board[i]) return 0;
    return 1;
}

/* Lines are searched in the order 0..29 (across, then down); `next_line` deals them out. */
static int search(cnd_generator *g, const uint8_t *board, const uint8_t *rack, int rack_len, int *next_line) {
    int empty = load_rack(g, board, rack, rack_len);
    for (;;) {
        int item = __atomic_fetch_add(next_line, 1, __ATOMIC_RELAXED);
        if (item >= 2 * CND_SIZE) break;
        search_line(g, board, item < CND_SIZE, item % CND_SIZE, empty);
    }
    return g->oom ? -1 : g->count;
}

int cnd_generate(cnd_generator *g, const uint8_t *board, const uint8_t *rack, int rack_len) {
    int next_line = 0;
    return search(g, board, rack, rack_len, &next_line);
}

int cnd_generate_shared(cnd_generator *g, const uint8_t *board, const uint8_t *rack, int rack_len, int *next_line) {
    return search(g, board, rack, rack_len, next_line);
}

int cnd_append_moves(cnd_generator *g, const cnd_generator *other) {
    if (g->oom || other->oom || !reserve(g, other->count)) return -1;
    memcpy(g->moves + g->count, other->moves, (size_t)other->count * sizeof *other->moves);
    g->count += other->count;
    return g->count;
}

int cnd_best_score(const cnd_generator *g) {
    int best = -1;
    for (int i = 0; i < g->count; i++)
        if (g->moves[i].score > best) best = g->moves[i].score;
    return best;
}

int cnd_count_at_least(const cnd_generator *g, int threshold) {
    int n = 0;
    for (int i = 0; i < g->count; i++) n += g->moves[i].score >= threshold;
    return n;
}

int cnd_nth_score(cnd_generator *g, int n) {
    if (n < 1 || n > g->count) return -1;
    /* scores are small non-negative integers: a histogram is enough */
    static const int MAX_SCORE = 4096;
    int *hist = calloc(MAX_SCORE + 1, sizeof *hist);
    if (!hist) return -1;
    for (int i = 0; i < g->count; i++) {
        int s = g->moves[i].score;
        hist[s < 0 ? 0 : s > MAX_SCORE ? MAX_SCORE : s]++;
    }
    int seen = 0, result = 0;
    for (int s = MAX_SCORE; s >= 0; s--) {
        seen += hist[s];
        if (seen >= n) { result = s; break; }
    }
    free(hist);
    return result;
}

int cnd_count_placing(const cnd_generator *g, int n_new) {
    int n = 0;
    for (int i = 0; i < g->count; i++) n += g->moves[i].n_new == n_new;
    return n;
}

/* Moves in the order of their notation as text ("H10 CASA" < "H8 CASA" < "H8 CAsA"), highest score
 * first: one key of bytes per move, compared with memcmp. */
#define RANK_KEY 64
typedef struct { uint8_t key[RANK_KEY]; int index; } rank_key;

static int compare_keys(const void *a, const void *b) {
    return memcmp(((const rank_key *)a)->key, ((const rank_key *)b)->key, RANK_KEY);
}

int cnd_rank(const cnd_generator *g, int threshold, const uint8_t *where_text, const uint8_t *tile_text, int *out, int max) {
    int n = cnd_count_at_least(g, threshold);
    rank_key *keys = malloc((size_t)(n ? n : 1) * sizeof *keys);
    if (!keys) return -1;
    n = 0;
    for (int i = 0; i < g->count; i++) {
        const cnd_move *m = &g->moves[i];
        if (m->score < threshold) continue;
        rank_key *k = &keys[n++];
        memset(k->key, 0, RANK_KEY); /* 0 never occurs in a text: a shorter text sorts first, as in Python */
        int at = 0, best_first = 0x7FFF - m->score;
        k->key[at++] = (uint8_t)(best_first >> 8);
        k->key[at++] = (uint8_t)best_first;
        const uint8_t *where = where_text + CND_WHERE_TEXT * ((m->row * CND_SIZE + m->col) * 2 + m->across);
        for (int c = 0; c < CND_WHERE_TEXT && where[c]; c++) k->key[at++] = where[c];
        for (int t = 0; t < m->len; t++) {
            const uint8_t *text = tile_text + CND_TILE_TEXT * (m->tiles[t] & (CND_BLANK | CND_CODE_MASK));
            for (int c = 0; c < CND_TILE_TEXT && text[c] && at < RANK_KEY; c++) k->key[at++] = text[c];
        }
        k->index = i;
    }
    qsort(keys, (size_t)n, sizeof *keys, compare_keys);
    if (n > max) n = max;
    for (int i = 0; i < n; i++) out[i] = keys[i].index;
    free(keys);
    return n;
}

static uint64_t mix64(uint64_t h) {
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 33;
    h *= 0xC4CEB9FE1A85EC53ull;
    return h ^ (h >> 33);
}

uint64_t cnd_moves_fingerprint(const cnd_generator *g) {
    uint64_t sum = 0;
    for (int i = 0; i < g->count; i++) {
        const cnd_move *m = &g->moves[i];
        uint64_t h = mix64(((uint64_t)m->across << 56) ^ ((uint64_t)m->row << 48) ^ ((uint64_t)m->col << 40) ^
                           ((uint64_t)m->len << 32) ^ ((uint64_t)m->n_new << 24) ^ (uint16_t)m->score);
        for (int k = 0; k < m->len; k++) h = mix64(h ^ ((uint64_t)m->tiles[k] << (8 * (k % 7))) ^ (uint64_t)k);
        sum += h; /* a sum: the same multiset of moves in any order gives the same value */
    }
    return sum ^ (uint64_t)g->count;
}

/* ---- The tops query: every move tied for the best score, without listing every move ----------
 *
 * A duplicate asks first which moves tie for the top. Each anchor gets a bound: the best score any
 * move found from it could make with this rack ("shadow playing", as in wolges and MAGPIE: the squares
 * a move from the anchor may cover are walked without the word graph). The anchors are searched best
 * bound first, keeping only the moves tied for the best score found so far, and the search stops at
 * the first anchor whose bound is below that score (an anchor whose bound equals it is searched: every
 * tied move is wanted). With a blank on the rack the same bounds, by where a move starts and ends, also
 * keep the search inside an anchor out of squares (and so out of the letters a blank would try there)
 * whose moves cannot reach the best score; without one that pruned too little to pay for itself.
 * Squares beside a board word in the line take only the letters that extend it into part of a word,
 * and a span of seven new tiles gets the bingo's 50 only if the rack can make a word there (below).
 *
 * The bound of a span (the squares from s to e, through the anchor, holding n new tiles): its board
 * tiles' values times the word multiplier W, the cross words' board tiles, the bingo, and for the new
 * tiles the lesser of two bounds: the rack's n best values against the squares' factors
 * (letter premium x W + the cross word's factor) best first, which no assignment of tiles to squares
 * beats; and each square's factor times the best value of a rack tile its cross word allows (0 when
 * only a blank may go there). A blank counts 0 in both.
 */

/* The new tiles of a span as it grows: each square's letter premium, cross word factor and cap, the
 * word multiplier W, the factors (letter premium x W + cross word factor) best first, and the bound
 * by caps. */
typedef struct { int n, w, by_cap, lm[8], cf[8], cap[8], f[8]; } span_t;

static inline void span_add(span_t *p, const square_t *s, int cap) {
    int i = p->n++;
    p->lm[i] = s->lm;
    p->cf[i] = s->cross_factor;
    p->cap[i] = cap;
    int from = i;
    if (s->wm != 1) { /* every factor changes: sort them again */
        p->w *= s->wm;
        p->by_cap = 0;
        from = 0;
    }
    for (int k = from; k <= i; k++) {
        int x = p->lm[k] * p->w + p->cf[k], j = k;
        p->by_cap += x * p->cap[k];
        while (j > 0 && p->f[j - 1] < x) {
            p->f[j] = p->f[j - 1];
            j--;
        }
        p->f[j] = x;
    }
}

static inline int span_tiles_bound(const cnd_generator *g, const span_t *p) {
    int paired = 0;
    for (int i = 0; i < p->n; i++) paired += p->f[i] * g->rack_values[i];
    return paired < p->by_cap ? paired : p->by_cap;
}

/* Bingos. A span of seven new tiles is bounded with the bingo's 50 only when a word could fill it: with
 * no board tile in it the rack's seven tiles must spell a word, with one the rack and that letter a word
 * of eight (with more, or two blanks, it is assumed they can). The letters of every word of 7 and 8
 * tiles are kept as keys (the sorted codes, 5 bits each, after the length) in an open-addressed set:
 * a small word map, made from the word graph at a generator's first query (Catalan: 87,786 keys, 2 MB,
 * about 35 ms. Measured turn about on 150 Catalan positions, the query over the full search without it /
 * with it: 0.70 / 0.52 with no blank, 0.29 / 0.25 with one). */
#define BINGO_KEY_BITS 5

static uint64_t bingo_key(const int *codes, int n) {
    int sorted[8];
    for (int i = 0; i < n; i++) {
        int x = codes[i], j = i;
        while (j > 0 && sorted[j - 1] > x) {
            sorted[j] = sorted[j - 1];
            j--;
        }
        sorted[j] = x;
    }
    uint64_t key = (uint64_t)n;
    for (int i = 0; i < n; i++) key = (key << BINGO_KEY_BITS) | (uint64_t)sorted[i];
    return key;
}

static size_t bingo_slot(const cnd_generator *g, uint64_t key) {
    uint64_t h = key * 0x9E3779B97F4A7C15ull;
    size_t i = (size_t)(h >> 20) & (g->bingo_size - 1);
    while (g->bingo_keys[i] && g->bingo_keys[i] != key) i = (i + 1) & (g->bingo_size - 1);
    return i;
}

/* Every word of 7 or 8 tiles under `node`, `depth` tiles down, its tiles so far in `codes`; keys added
 * to the set (grown when half full). Returns 0 when out of memory. */
static int bingo_collect(cnd_generator *g, node_t node, int *codes, int depth, size_t *count) {
    if ((depth == 7 || depth == 8) && (node.mask & FINAL_BIT)) {
        if (2 * (*count + 1) > g->bingo_size) {
            size_t size = g->bingo_size ? 2 * g->bingo_size : (1u << 16);
            uint64_t *old = g->bingo_keys, *keys = calloc(size, sizeof *keys);
            if (!keys) return 0;
            size_t old_size = g->bingo_size;
            g->bingo_keys = keys;
            g->bingo_size = size;
            for (size_t i = 0; i < old_size; i++)
                if (old[i]) keys[bingo_slot(g, old[i])] = old[i];
            free(old);
        }
        uint64_t key = bingo_key(codes, depth);
        size_t slot = bingo_slot(g, key);
        if (!g->bingo_keys[slot]) {
            g->bingo_keys[slot] = key;
            (*count)++;
        }
    }
    if (depth == 8) return 1;
    for (uint32_t next = node.mask & g->letters; next; next &= next - 1) {
        codes[depth] = __builtin_ctz(next);
        if (!bingo_collect(g, child_of(g, node, codes[depth]), codes, depth + 1, count)) return 0;
    }
    return 1;
}

static int bingo_word(const cnd_generator *g, const int *codes, int n) {
    return g->bingo_keys[bingo_slot(g, bingo_key(codes, n))] != 0;
}

/* Whether the rack's tiles, with `extra` (0: none) and a blank as any letter, are the letters of a word. */
static int rack_spells(const cnd_generator *g, int extra) {
    int codes[8], n = 0;
    for (uint32_t m = g->rack_mask; m; m &= m - 1) {
        int code = __builtin_ctz(m);
        for (int i = 0; i < g->counts[code]; i++) codes[n++] = code;
    }
    if (extra) codes[n++] = extra;
    if (!g->blanks) return bingo_word(g, codes, n);
    for (uint32_t m = g->letters; m; m &= m - 1) { /* one blank: each letter it may stand for */
        codes[n] = __builtin_ctz(m);
        if (bingo_word(g, codes, n + 1)) return 1;
    }
    return 0;
}

static int bingo_possible(cnd_generator *g, int k, int letter) {
    if (k > 1 || g->rack_blanks > 1 || !g->bingo_keys) return 1;
    if (k == 0) {
        if (g->bingo7 < 0) g->bingo7 = rack_spells(g, 0);
        return g->bingo7;
    }
    uint32_t bit = 1u << letter;
    if (!(g->bingo8_asked & bit)) {
        g->bingo8_asked |= bit;
        if (rack_spells(g, letter)) g->bingo8 |= bit;
    }
    return (g->bingo8 & bit) != 0;
}

/* The best bound of the moves found from the anchor at `a` of the line in g->line (NO_MOVE when there is
 * none), and with `tables` the bounds the search inside the anchor prunes by (g->left_bound,
 * g->turn_bound, g->right_bound). */
static int shadow(cnd_generator *g, int a, int tables) {
    const square_t *sq = g->line;
    if (tables)
        for (int c = 0; c < CND_SIZE + 2; c++) {
            g->left_bound[c] = NO_MOVE;
            g->turn_bound[c] = NO_MOVE;
        }
    uint32_t avail = g->rack_mask | (g->blanks ? g->letters : 0);
    if (!(sq[a].cross_mask & avail)) return NO_MOVE;
    /* where a move may start: after the board's tiles just left of the anchor, or on any of the empty
     * squares going left (none of them an anchor) while the rack has tiles for them */
    int lo = a, forced = sq[a - 1].tile != 0, forced_sum = 0;
    if (forced)
        while (sq[lo - 1].tile) forced_sum += sq[--lo].value;
    else
        while (a - lo + 1 < g->rack_len && !sq[lo - 1].tile && !sq[lo - 1].anchor && (sq[lo - 1].extend_mask & avail))
            lo--;
    int row_best[CND_SIZE + 2], best = NO_MOVE;
    for (int s = forced ? lo : a; s >= lo; s--) {
        span_t p; /* not zeroed: only its first n entries are read */
        p.n = 0;
        p.w = 1;
        p.by_cap = 0;
        int board = forced_sum, cross = 0;
        for (int c = forced ? a : s; c <= a; c++) { /* the new tiles left of the anchor, and the anchor's */
            span_add(&p, &sq[c], g->square_cap[c]);
            cross += sq[c].cross_base;
        }
        int *row = g->right_bound[s];
        if (tables)
            for (int c = 0; c < CND_SIZE + 2; c++) row[c] = NO_MOVE;
        int e = a, k = forced ? a - lo : 0, letter = forced ? sq[a - 1].tile & CND_CODE_MASK : 0;
        for (;;) {
            if ((tables || p.n >= 6) && !sq[e + 1].tile && e > s) {
                int bound = board * p.w + cross + span_tiles_bound(g, &p);
                if (p.n == 7) bound = bingo_possible(g, k, letter) ? bound + 50 : NO_MOVE;
                row[e] = bound;
                best = bound > best ? bound : best;
            }
            if (e == CND_SIZE) break;
            if (sq[e + 1].tile) {
                board += sq[++e].value;
                k++;
                letter = sq[e].tile & CND_CODE_MASK;
                continue;
            }
            if (p.n == g->rack_len || !(sq[e + 1].cross_mask & avail)) break;
            e++;
            span_add(&p, &sq[e], g->square_cap[e]);
            cross += sq[e].cross_base;
        }
        if (!tables) {
            /* A bound grows with its span (every term is at least 0), and the span stops on a square
             * after which the word may end: the longest span's bound is the start's best (from six new
             * tiles on, each end was bounded above: a bingo may be ruled out). */
            if (e > s && p.n < 6) {
                int bound = board * p.w + cross + span_tiles_bound(g, &p);
                best = bound > best ? bound : best;
            }
            continue;
        }
        for (int c = CND_SIZE; c >= a; c--)
            if (row[c + 1] > row[c]) row[c] = row[c + 1];
        g->turn_bound[s] = row[a + 1];
        row_best[s] = row[a];
    }
    if (tables) {
        int left = NO_MOVE;
        for (int c = lo; c <= a; c++) {
            if (c == lo || !forced) left = row_best[c] > left ? row_best[c] : left;
            g->left_bound[c] = left;
        }
    }
    return best;
}

/* The tops query narrows each empty square of the line in g->line that has board tiles beside it in the
 * line to the letters x such that (tiles before) x (tiles after) is part of some word: a GADDAG path
 * from the root spells a part of a word backwards. (The full generator finds the same words going
 * the long way round; for the bounds this keeps a fragment's impossible hooks out.) */
static void line_extensions(cnd_generator *g) {
    square_t *sq = g->line;
    uint32_t avail = g->rack_mask | (g->blanks ? g->letters : 0);
    for (int c = 1; c <= CND_SIZE; c++) {
        if (sq[c].tile || (!sq[c - 1].tile && !sq[c + 1].tile)) continue;
        node_t node = g->gaddag_root;
        int end = c;
        while (sq[end + 1].tile) end++;
        for (int k = end; k > c && node.mask; k--) { /* the tiles after, last first */
            int code = sq[k].tile & CND_CODE_MASK;
            node = node.mask & (1u << code) ? child_of(g, node, code) : (node_t){0, 0};
        }
        uint32_t candidates = node.mask & sq[c].cross_mask & avail & g->letters, allowed = candidates;
        if (sq[c - 1].tile) {
            allowed = 0;
            while (candidates) {
                int x = __builtin_ctz(candidates);
                candidates &= candidates - 1;
                node_t n = child_of(g, node, x);
                for (int k = c - 1; sq[k].tile && n.mask; k--) { /* the tiles before, nearest first */
                    int code = sq[k].tile & CND_CODE_MASK;
                    n = n.mask & (1u << code) ? child_of(g, n, code) : (node_t){0, 0};
                }
                if (n.mask) allowed |= 1u << x;
            }
        }
        sq[c].cross_mask &= allowed;
        if (!sq[c].anchor) sq[c].extend_mask &= allowed;
    }
}

/* The best value of a rack tile each square of the line in g->line allows. */
static void line_caps(cnd_generator *g) {
    for (int c = 1; c <= CND_SIZE; c++) {
        int cap = 0;
        for (int i = 0; i < g->n_rack_letters; i++)
            if (g->line[c].cross_mask & (1u << g->rack_letters[i])) {
                cap = g->values[g->rack_letters[i]];
                break;
            }
        g->square_cap[c] = cap;
    }
}

/* The anchors as a heap, the best bound on top: only the first few are ever taken out. */
static void sift_down(struct tops_anchor *h, int n, int i) {
    struct tops_anchor x = h[i];
    for (;;) {
        int c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && h[c + 1].bound > h[c].bound) c++;
        if (h[c].bound <= x.bound) break;
        h[i] = h[c];
        i = c;
    }
    h[i] = x;
}

int cnd_tops(cnd_generator *g, const uint8_t *board, const uint8_t *rack, int rack_len) {
    int empty = load_rack(g, board, rack, rack_len);
    g->best = -1;
    g->bingo7 = -1;
    g->bingo8_asked = g->bingo8 = 0;
    if (!g->bingo_keys) { /* once per generator: the words of 7 and 8 tiles (without them, none is ruled out) */
        int codes[8];
        size_t count = 0;
        if (!bingo_collect(g, g->dawg_root, codes, 0, &count)) {
            free(g->bingo_keys);
            g->bingo_keys = NULL;
            g->bingo_size = 0;
        }
    }
    int n = 0;
    for (int i = 0; i < g->rack_len; i++) {
        int code = rack[i], v = code >= 1 && code < CND_SEPARATOR ? g->values[code] : 0;
        int j = n++;
        while (j > 0 && g->rack_values[j - 1] < v) {
            g->rack_values[j] = g->rack_values[j - 1];
            j--;
        }
        g->rack_values[j] = v;
    }
    for (int i = n; i < 8; i++) g->rack_values[i] = 0;
    g->n_rack_letters = 0;
    for (uint32_t m = g->rack_mask; m; m &= m - 1) {
        int code = __builtin_ctz(m), j = g->n_rack_letters++;
        while (j > 0 && g->values[g->rack_letters[j - 1]] < g->values[code]) {
            g->rack_letters[j] = g->rack_letters[j - 1];
            j--;
        }
        g->rack_letters[j] = code;
    }
    if (!g->rack_mask && !g->blanks) return 0;
    int anchors = 0;
    for (int item = 0; item < 2 * CND_SIZE; item++) {
        g->line = g->line_sq[item];
        if (!prepare_line(g, g->line, g->line_word[item], board, item < CND_SIZE, item % CND_SIZE, empty)) continue;
        line_extensions(g);
        line_caps(g);
        memcpy(g->line_cap[item], g->square_cap, sizeof g->square_cap);
        for (int pos = 1; pos <= CND_SIZE; pos++) {
            if (!g->line[pos].anchor || !g->line[pos].cross_mask) continue;
            int bound = shadow(g, pos, 0);
            if (bound == NO_MOVE) continue;
            struct tops_anchor *x = &g->anchors[anchors++];
            x->bound = bound;
            x->item = item;
            x->pos = pos;
        }
    }
    for (int i = anchors / 2 - 1; i >= 0; i--) sift_down(g->anchors, anchors, i);
    if (!g->rack_blanks) {
        /* Without a blank the bounds inside an anchor pruned too little to pay for themselves (measured
         * turn about, bench/tops_bench.py): every square is let through. */
        for (int c = 0; c < CND_SIZE + 2; c++) {
            g->left_bound[c] = g->turn_bound[c] = 0x7FFF;
            for (int d = 0; d < CND_SIZE + 2; d++) g->right_bound[c][d] = 0x7FFF;
        }
    }
    int loaded = -1;
    while (anchors && g->anchors[0].bound >= g->best) {
        int item = g->anchors[0].item, pos = g->anchors[0].pos;
        g->anchors[0] = g->anchors[--anchors];
        sift_down(g->anchors, anchors, 0);
        if (item != loaded) {
            memcpy(g->sq, g->line_sq[item], sizeof g->sq);
            memcpy(g->word, g->line_word[item], sizeof g->line_word[item]);
            g->across = item < CND_SIZE;
            g->line_index = item % CND_SIZE;
            memcpy(g->square_cap, g->line_cap[item], sizeof g->square_cap);
            g->line = g->sq;
            loaded = item;
        }
        if (g->rack_blanks) shadow(g, pos, 1); /* the bounds inside the anchor */
        begin_anchor(g, pos);
        place_left_tops(g, pos, g->gaddag_root, 0, 1, 0);
    }
    return g->oom ? -1 : g->count;
}

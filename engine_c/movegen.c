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

/* The move `m` with the tiles at offsets `blank` (n of them) made blanks, scoring `score`. */
static void emit(cnd_generator *g, const cnd_move *m, int score, const int *blank, int n) {
    cnd_move *out = new_move(g);
    if (!out) return;
    *out = *m;
    out->score = (int16_t)score;
    for (int k = 0; k < n; k++) out->tiles[blank[k]] |= CND_BLANK;
}

/* Sets of more than two blanks (a rack from `analyse` can hold more): every set of at most `left`
 * more new tiles, from index `from` on, added to the `k` in `chosen`, that holds for each letter
 * at least as many tiles as were short of it. */
static void emit_sets(cnd_generator *g, const cnd_move *m, int score, const int *at, const int *worth,
                      const int *letter, const int *is_short, int n, int from, int *chosen, int k, int left) {
    int valid = 1;
    for (int x = 0; x < n && valid; x++) {
        if (!is_short[x]) continue;
        int need = 0, have = 0;
        for (int y = 0; y < n; y++) need += is_short[y] && letter[y] == letter[x];
        for (int c = 0; c < k; c++) have += letter[chosen[c]] == letter[x];
        valid = have >= need;
    }
    if (valid) {
        int offsets[16];
        for (int c = 0; c < k; c++) offsets[c] = at[chosen[c]];
        emit(g, m, score, offsets, k);
    }
    if (!left) return;
    for (int i = from; i < n; i++) {
        chosen[k] = i;
        emit_sets(g, m, score - worth[i], at, worth, letter, is_short, n, i + 1, chosen, k + 1, left - 1);
    }
}

/* The search puts letters down from the rack's tiles while it has them and otherwise from its
 * blanks, and scores every letter as a tile. A word so found is then every move that writes it
 * with some of its new letters as blanks the rack has (each blank takes its letter's value out of
 * the main word, times the letter premium and the word multiplier, and out of its cross word):
 * one search path for a word, not one for each choice of tile or blank. */
static void record(cnd_generator *g, int start, int end, int main, int mult, int acc) {
    int len = end - start + 1;
    int n_new = acc & ACC_TILES;
    if (len < 2) return;
    if (n_new == 1 && g->skip_single) return; /* kept by the across pass */
    int score = main * mult + (acc >> 4) + (n_new == 7 ? 50 : 0);
    cnd_move m;
    m.across = (uint8_t)g->across;
    m.row = (uint8_t)(g->across ? g->line_index : start - 1);
    m.col = (uint8_t)(g->across ? start - 1 : g->line_index);
    m.len = (uint8_t)len;
    m.n_new = (uint8_t)n_new;
    memcpy(m.tiles, g->word + start, CND_MAX_WORD); /* a fixed size: the bytes after len mean nothing */
    if (!g->rack_blanks) {
        emit(g, &m, score, NULL, 0);
        return;
    }
    /* with blanks on the rack: the moves this word makes, each written from this one */
    int short_of = g->rack_blanks - g->blanks; /* letters the rack's tiles could not give */
    /* the new tiles in the order put down: where, which letter, what each is worth as a tile, and
     * which were short (no branches here: which tiles were short is hard to guess) */
    int at[16], worth[16], letter[16], is_short[16], short_index[16], n = 0, s = 0;
    for (; n < n_new; n++) {
        int col = g->placed[n];
        const square_t *sq = &g->sq[col];
        at[n] = col - start;
        letter[n] = g->word[col] & CND_CODE_MASK;
        worth[n] = g->values[letter[n]] * (sq->lm * mult + sq->cross_factor);
        is_short[n] = g->short_at[col];
        short_index[s] = n;
        s += is_short[n];
    }
    if (g->rack_blanks > 2) {
        int chosen[16];
        emit_sets(g, &m, score, at, worth, letter, is_short, n, 0, chosen, 0, g->rack_blanks < n ? g->rack_blanks : n);
        return;
    }
    /* A set of blanks is valid when it holds, for each letter, as many as the tiles were short of. */
    int set[2];
    if (short_of == 0) {
        emit(g, &m, score, NULL, 0);
        for (int i = 0; i < n; i++) {
            set[0] = at[i];
            emit(g, &m, score - worth[i], set, 1);
        }
        if (g->rack_blanks == 2)
            for (int i = 0; i < n; i++)
                for (int j = i + 1; j < n; j++) {
                    set[0] = at[i];
                    set[1] = at[j];
                    emit(g, &m, score - worth[i] - worth[j], set, 2);
                }
        return;
    }
    /* the tiles of the letter(s) short: a valid set takes one of each short letter's tiles (both
     * of them when the same letter was short twice), plus any other tile while a blank is left */
    int x = letter[short_index[0]];
    int of_x[16], nx = 0;
    for (int i = 0; i < n; i++) {
        of_x[nx] = i;
        nx += letter[i] == x;
    }
    if (short_of == 1) {
        for (int a = 0; a < nx; a++) {
            set[0] = at[of_x[a]];
            emit(g, &m, score - worth[of_x[a]], set, 1);
        }
        if (g->rack_blanks == 2)
            for (int a = 0; a < nx; a++)
                for (int j = 0; j < n; j++) {
                    int i = of_x[a];
                    if (j == i || (letter[j] == x && j < i)) continue; /* each pair once */
                    set[0] = at[i];
                    set[1] = at[j];
                    emit(g, &m, score - worth[i] - worth[j], set, 2);
                }
        return;
    }
    int y = letter[short_index[1]];
    if (x == y) {
        for (int a = 0; a < nx; a++)
            for (int b = a + 1; b < nx; b++) {
                set[0] = at[of_x[a]];
                set[1] = at[of_x[b]];
                emit(g, &m, score - worth[of_x[a]] - worth[of_x[b]], set, 2);
            }
        return;
    }
    for (int a = 0; a < nx; a++)
        for (int j = 0; j < n; j++)
            if (letter[j] == y) {
                set[0] = at[of_x[a]];
                set[1] = at[j];
                emit(g, &m, score - worth[of_x[a]] - worth[j], set, 2);
            }
}

/* The letters the rack can still put down (a blank: any). A square is tried only when the node,
 * the square's cross-check and the rack have a letter in common: most squares reached have none. */
static inline uint32_t available(const cnd_generator *g) {
    return g->rack_mask | (0u - (uint32_t)(g->blanks != 0)); /* no branch: it would be mispredicted */
}

static void place_left(cnd_generator *g, int col, node_t node, int main, int mult, int acc);
static void place_right(cnd_generator *g, int col, node_t node, int main, int mult, int acc);
static void right_of_anchor(cnd_generator *g, node_t node, int main, int mult, int acc);

/* A tile stands on `col` (placed or the board's) at the left end of the move so far. */
static inline void after_left(cnd_generator *g, int col, node_t node, int main, int mult, int acc) {
    const square_t *left = &g->sq[col - 1];
    while (left->tile) { /* the board's tiles to the left belong to the word */
        int code = left->tile & CND_CODE_MASK;
        if (!(node.mask & (1u << code))) return;
        node = child_of(g, node, code);
        main += left->value;
        col--;
        left--;
    }
    if (node.mask & g->final_mask) record(g, col, g->anchor, main, mult, acc);
    {
        /* turn right only if the square after the anchor can continue the word; with no separator
         * arc the turned node is read as empty (no branch: whether there is one is hard to guess) */
        static const uint32_t NO_ARC[2] = {0, 0};
        uintptr_t at = (uintptr_t)g->arcs + 2 * sizeof *g->arcs *
                       ((size_t)node.base + __builtin_popcount(node.mask & (SEPARATOR_BIT - 1)));
        uintptr_t has = 0 - (uintptr_t)((node.mask >> CND_SEPARATOR) & 1);
        const uint32_t *arc = (const uint32_t *)((at & has) | ((uintptr_t)NO_ARC & ~has));
        node_t turned = {arc[0], arc[1]};
        if (turned.mask & (g->turn_tile | (g->turn_cross & available(g)))) {
            g->start = col;
            right_of_anchor(g, turned, main, mult, acc);
        }
    }
    if (node.mask & left->extend_mask & available(g)) place_left(g, col - 1, node, main, mult, acc);
}

/* A tile stands on `col` at the right end of the move so far (which starts at g->start). */
static inline void after_right(cnd_generator *g, int col, node_t node, int main, int mult, int acc) {
    for (;;) {
        const square_t *right = &g->sq[col + 1];
        if (!right->tile) {
            if (node.mask & FINAL_BIT) record(g, g->start, col, main, mult, acc);
            if (node.mask & right->cross_mask & available(g)) place_right(g, col + 1, node, main, mult, acc);
            return;
        }
        int code = right->tile & CND_CODE_MASK; /* the board's tiles to the right belong to the word */
        if (!(node.mask & (1u << code))) return;
        node = child_of(g, node, code);
        main += right->value;
        col++;
    }
}

/* The move turns right at the anchor: on from the square after it (a board tile the node has an
 * arc for, or an empty square where a tile may go). */
static void right_of_anchor(cnd_generator *g, node_t node, int main, int mult, int acc) {
    int col = g->anchor + 1;
    const square_t *next = &g->sq[col];
    if (next->tile)
        after_right(g, col, child_of(g, node, next->tile & CND_CODE_MASK), main + next->value, mult, acc);
    else
        place_right(g, col, node, main, mult, acc);
}

/* Each letter that may go on the empty square `col`: first those the rack has a tile for, then, if
 * it has a blank, the others (the square is then marked short of a tile). Every letter is scored as
 * a tile; record makes the moves with blanks. Then CONTINUE with the child node and the score. */
#define PLACE_EACH(g, col, node, main, mult, acc, CONTINUE)                                      \
    do {                                                                                        \
        const square_t *s_ = &(g)->sq[col];                                                     \
        uint32_t allowed_ = (node).mask & s_->cross_mask;                                       \
        uint32_t real_ = allowed_ & (g)->rack_mask;                                             \
        int mult_ = (mult) * s_->wm;                                                            \
        while (real_) {                                                                         \
            int code_ = __builtin_ctz(real_);                                                   \
            real_ &= real_ - 1;                                                                 \
            node_t child_ = child_of(g, node, code_);                                           \
            __builtin_prefetch((g)->arcs + 2 * (size_t)child_.base);                            \
            int v_ = (g)->values[code_];                                                        \
            if (--(g)->counts[code_] == 0) (g)->rack_mask &= ~(1u << code_);                     \
            (g)->word[col] = (uint8_t)(code_ | CND_NEW);                                        \
            (g)->placed[(acc) & ACC_TILES] = (uint8_t)(col);                                    \
            CONTINUE(g, col, child_, (main) + v_ * s_->lm, mult_,                               \
                     (acc) + ((s_->cross_base + v_ * s_->cross_factor) << 4) + 1);              \
            if ((g)->counts[code_]++ == 0) (g)->rack_mask |= 1u << code_;                        \
        }                                                                                       \
        if ((g)->blanks) {                                                                      \
            allowed_ &= ~(g)->rack_mask; /* letters the rack has a tile for were put down above */ \
            (g)->blanks--;                                                                      \
            (g)->short_at[col] = 1;                                                             \
            /* each child's arcs are fetched while the one before it is searched */            \
            node_t next_ = {0, 0};                                                              \
            if (allowed_) {                                                                     \
                next_ = child_of(g, node, __builtin_ctz(allowed_));                             \
                __builtin_prefetch((g)->arcs + 2 * (size_t)next_.base);                         \
            }                                                                                   \
            while (allowed_) {                                                                  \
                int code_ = __builtin_ctz(allowed_);                                            \
                allowed_ &= allowed_ - 1;                                                       \
                node_t child_ = next_;                                                          \
                if (allowed_) {                                                                 \
                    next_ = child_of(g, node, __builtin_ctz(allowed_));                         \
                    __builtin_prefetch((g)->arcs + 2 * (size_t)next_.base);                     \
                }                                                                               \
                int v_ = (g)->values[code_];                                                    \
                (g)->word[col] = (uint8_t)(code_ | CND_NEW);                                    \
                (g)->placed[(acc) & ACC_TILES] = (uint8_t)(col);                                \
                CONTINUE(g, col, child_, (main) + v_ * s_->lm, mult_,                           \
                         (acc) + ((s_->cross_base + v_ * s_->cross_factor) << 4) + 1);          \
            }                                                                                   \
            (g)->short_at[col] = 0;                                                             \
            (g)->blanks++;                                                                      \
        }                                                                                       \
    } while (0)

/* `col` is empty, not an anchor other than the one searched from, and some tile may go there. */
static void place_left(cnd_generator *g, int col, node_t node, int main, int mult, int acc) {
    PLACE_EACH(g, col, node, main, mult, acc, after_left);
}

/* `col` is an empty square of the board and some tile may go there. */
static void place_right(cnd_generator *g, int col, node_t node, int main, int mult, int acc) {
    PLACE_EACH(g, col, node, main, mult, acc, after_right);
}

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

static void search_line(cnd_generator *g, const uint8_t *board, int across, int line, int empty_board) {
    static const square_t EDGE = {.lm = 1, .wm = 1, .anchor = 1};
    g->across = across;
    g->line_index = line;
    g->sq[0] = EDGE;
    g->sq[CND_SIZE + 1] = EDGE;
    int any_anchor = 0;
    for (int pos = 0; pos < CND_SIZE; pos++) {
        square_t *s = &g->sq[pos + 1];
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
        g->word[pos + 1] = tile;
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
    if (!any_anchor || (!g->rack_mask && !g->blanks)) return;
    for (int pos = 1; pos <= CND_SIZE; pos++) {
        const square_t *s = &g->sq[pos];
        if (!s->anchor || !s->cross_mask) continue;
        g->anchor = pos;
        const square_t *next = &g->sq[pos + 1];
        g->final_mask = next->tile ? 0 : FINAL_BIT;
        g->turn_tile = next->tile ? 1u << (next->tile & CND_CODE_MASK) : 0;
        g->turn_cross = next->tile ? 0 : next->cross_mask;
        g->skip_single = !across && s->has_cross;
        place_left(g, pos, g->gaddag_root, 0, 1, 0);
    }
}

/* Lines are searched in the order 0..29 (across, then down); `next_line` deals them out. */
static int search(cnd_generator *g, const uint8_t *board, const uint8_t *rack, int rack_len, int *next_line) {
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
    memset(g->short_at, 0, sizeof g->short_at);
    int empty = 1;
    for (int i = 0; i < CND_SIZE * CND_SIZE; i++)
        if (board[i]) { empty = 0; break; }
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

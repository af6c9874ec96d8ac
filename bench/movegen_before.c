/* The move generator as it was before it was made fast (commit bd21861), kept only so that
 * bench/movegen_bench.py can time the search before and after in one run, position by position, and
 * check that both find the same moves. Not part of the program. */
/* Every legal placement of a rack on a board, with its score (Gordon's GADDAG algorithm).
 *
 * Each line (a row for across moves, a column for down moves) is searched from every anchor
 * (an empty square next to a tile, or H8 on an empty board). Going left from an anchor, new tiles
 * never land on another anchor, so each move is found once: from its leftmost anchored new tile.
 * A one-tile move that makes words both ways is kept only in the across pass. Scores are kept
 * incrementally with the same rules as conductor/rules/move.py.
 */
#include "engine.h"

#include <stdlib.h>
#include <string.h>

#define FINAL_BIT 0x80000000u
#define LETTER_BITS(n) ((((n) >= 31) ? 0xFFFFFFFFu : ((1u << ((n) + 1)) - 1)) & ~1u)

const uint32_t *cnd_internal_arcs(const cnd_lexicon *lex);

typedef struct { uint32_t mask, base; } node_t;

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
    uint8_t line[CND_SIZE];
    uint32_t cross_mask[CND_SIZE];
    int cross_sum[CND_SIZE]; /* -1: no cross word */
    uint8_t anchor_sq[CND_SIZE];
    int lm[CND_SIZE], wm[CND_SIZE];
    uint8_t placed[CND_SIZE];
    int line_index, across, anchor;
    /* the rack */
    int counts[32];
    int blanks;
    uint32_t rack_mask;
    /* running score */
    int main_sum, word_mult, cross_total, n_new;
};

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

static inline void record(cnd_generator *g, int start, int end) {
    int len = end - start + 1;
    if (len < 2) return;
    if (!g->across && g->n_new == 1 && g->cross_sum[g->anchor] >= 0) return; /* kept by the across pass */
    if (g->count == g->cap) {
        int cap = g->cap * 2;
        cnd_move *m = realloc(g->moves, (size_t)cap * sizeof *m);
        if (!m) {
            g->oom = 1;
            return;
        }
        g->moves = m;
        g->cap = cap;
    }
    cnd_move *m = &g->moves[g->count++];
    m->across = (uint8_t)g->across;
    m->row = (uint8_t)(g->across ? g->line_index : start);
    m->col = (uint8_t)(g->across ? start : g->line_index);
    m->len = (uint8_t)len;
    m->n_new = (uint8_t)g->n_new;
    for (int i = 0; i < len; i++) {
        int c = start + i;
        m->tiles[i] = g->line[c] ? g->line[c] : g->placed[c];
    }
    m->score = (int16_t)(g->main_sum * g->word_mult + g->cross_total + (g->n_new == 7 ? 50 : 0));
}

static void go_left(cnd_generator *g, int col, node_t node);
static void go_right(cnd_generator *g, int col, node_t node, int start);

static void after_left(cnd_generator *g, int col, node_t node) {
    uint32_t mask = node.mask;
    int left_free = col == 0 || !g->line[col - 1];
    if (left_free) {
        int right_end_free = g->anchor == CND_SIZE - 1 || !g->line[g->anchor + 1];
        if ((mask & FINAL_BIT) && right_end_free) record(g, col, g->anchor);
        if ((mask & (1u << CND_SEPARATOR)) && g->anchor < CND_SIZE - 1)
            go_right(g, g->anchor + 1, child_of(g, node, CND_SEPARATOR), col);
    }
    if (col > 0) go_left(g, col - 1, node);
}

static void after_right(cnd_generator *g, int col, node_t node, int start) {
    uint32_t mask = node.mask;
    if ((mask & FINAL_BIT) && (col == CND_SIZE - 1 || !g->line[col + 1])) record(g, start, col);
    if (col < CND_SIZE - 1) go_right(g, col + 1, node, start);
}

/* Place `code` (a blank if `blank`) on the empty square `col`, recurse, and take it back. */
#define PLACE_AND(g, col, code, blank, CALL)                                                    \
    do {                                                                                        \
        int v_ = (blank) ? 0 : (g)->values[code];                                               \
        int lm_ = (g)->lm[col], wm_ = (g)->wm[col];                                             \
        int cross_ = (g)->cross_sum[col] >= 0 ? ((g)->cross_sum[col] + v_ * lm_) * wm_ : 0;      \
        int word_mult_ = (g)->word_mult;                                                        \
        (g)->placed[col] = (uint8_t)((code) | CND_NEW | ((blank) ? CND_BLANK : 0));              \
        (g)->main_sum += v_ * lm_;                                                              \
        (g)->word_mult = word_mult_ * wm_;                                                      \
        (g)->cross_total += cross_;                                                             \
        (g)->n_new++;                                                                           \
        CALL;                                                                                   \
        (g)->n_new--;                                                                           \
        (g)->cross_total -= cross_;                                                             \
        (g)->word_mult = word_mult_;                                                            \
        (g)->main_sum -= v_ * lm_;                                                              \
    } while (0)

#define TRY_LETTERS(g, col, node, allowed, CALL_WITH_CHILD)                                     \
    do {                                                                                        \
        uint32_t real_ = (allowed) & (g)->rack_mask;                                            \
        while (real_) {                                                                         \
            int code_ = __builtin_ctz(real_);                                                   \
            real_ &= real_ - 1;                                                                 \
            node_t next_ = child_of(g, node, code_);                                          \
            if (--(g)->counts[code_] == 0) (g)->rack_mask &= ~(1u << code_);                     \
            PLACE_AND(g, col, code_, 0, CALL_WITH_CHILD(next_));                                \
            if ((g)->counts[code_]++ == 0) (g)->rack_mask |= 1u << code_;                        \
        }                                                                                       \
        if ((g)->blanks) {                                                                      \
            uint32_t any_ = (allowed);                                                          \
            (g)->blanks--;                                                                      \
            while (any_) {                                                                      \
                int code_ = __builtin_ctz(any_);                                                \
                any_ &= any_ - 1;                                                               \
                node_t next_ = child_of(g, node, code_);                                      \
                PLACE_AND(g, col, code_, 1, CALL_WITH_CHILD(next_));                            \
            }                                                                                   \
            (g)->blanks++;                                                                      \
        }                                                                                       \
    } while (0)

static void go_left(cnd_generator *g, int col, node_t node) {
    uint8_t tile = g->line[col];
    uint32_t mask = node.mask;
    if (tile) {
        int code = tile & CND_CODE_MASK;
        if (!(mask & (1u << code))) return;
        int v = tile_value(g, tile);
        g->main_sum += v;
        after_left(g, col, child_of(g, node, code));
        g->main_sum -= v;
        return;
    }
    if (col != g->anchor && g->anchor_sq[col]) return;
    if (!g->rack_mask && !g->blanks) return;
    uint32_t allowed = mask & g->cross_mask[col] & g->letters;
#define LEFT_CALL(next) after_left(g, col, next)
    TRY_LETTERS(g, col, node, allowed, LEFT_CALL);
#undef LEFT_CALL
}

static void go_right(cnd_generator *g, int col, node_t node, int start) {
    uint8_t tile = g->line[col];
    uint32_t mask = node.mask;
    if (tile) {
        int code = tile & CND_CODE_MASK;
        if (!(mask & (1u << code))) return;
        int v = tile_value(g, tile);
        g->main_sum += v;
        after_right(g, col, child_of(g, node, code), start);
        g->main_sum -= v;
        return;
    }
    if (!g->rack_mask && !g->blanks) return;
    uint32_t allowed = mask & g->cross_mask[col] & g->letters;
#define RIGHT_CALL(next) after_right(g, col, next, start)
    TRY_LETTERS(g, col, node, allowed, RIGHT_CALL);
#undef RIGHT_CALL
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
    g->across = across;
    g->line_index = line;
    int any_anchor = 0;
    for (int pos = 0; pos < CND_SIZE; pos++) {
        uint8_t tile = at(board, across, line, pos);
        g->line[pos] = tile;
        g->placed[pos] = 0;
        int row = across ? line : pos, col = across ? pos : line;
        char p = PREMIUM[row][col];
        g->lm[pos] = p == 't' ? 3 : p == 'd' ? 2 : 1;
        g->wm[pos] = p == 'T' ? 3 : p == 'D' ? 2 : 1;
        g->anchor_sq[pos] = 0;
        g->cross_mask[pos] = g->letters;
        g->cross_sum[pos] = -1;
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
            g->cross_sum[pos] = sum;
            g->cross_mask[pos] = cross_letters(g, before, nb, after, na);
        }
        if (nb || na || left || right || (empty_board && row == 7 && col == 7)) {
            g->anchor_sq[pos] = 1;
            any_anchor = 1;
        }
    }
    if (!any_anchor) return;
    for (int pos = 0; pos < CND_SIZE; pos++) {
        if (!g->anchor_sq[pos] || !g->cross_mask[pos]) continue;
        g->anchor = pos;
        g->main_sum = 0;
        g->word_mult = 1;
        g->cross_total = 0;
        g->n_new = 0;
        go_left(g, pos, g->gaddag_root);
    }
}

int cnd_generate(cnd_generator *g, const uint8_t *board, const uint8_t *rack, int rack_len) {
    g->count = 0;
    g->oom = 0;
    memset(g->counts, 0, sizeof g->counts);
    g->blanks = 0;
    g->rack_mask = 0;
    for (int i = 0; i < rack_len; i++) {
        if (rack[i] == CND_RACK_BLANK) g->blanks++;
        else if (rack[i] >= 1 && rack[i] < CND_SEPARATOR) {
            g->counts[rack[i]]++;
            g->rack_mask |= 1u << rack[i];
        }
    }
    g->rack_mask &= g->letters;
    int empty = 1;
    for (int i = 0; i < CND_SIZE * CND_SIZE; i++)
        if (board[i]) { empty = 0; break; }
    for (int across = 1; across >= 0; across--)
        for (int line = 0; line < CND_SIZE; line++) search_line(g, board, across, line, empty);
    return g->oom ? -1 : g->count;
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

/* For the bench: the same fingerprint as engine_c/movegen.c's, over this generator's moves. */
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
        sum += h;
    }
    return sum ^ (uint64_t)g->count;
}

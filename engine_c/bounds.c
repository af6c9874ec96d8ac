/* The tops query's bounds: every move tied for the best score, without listing every move (tops.c).
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
#include "bounds.h"

#include <stdlib.h>
#include <string.h>

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
        codes[depth] = cnd_ctz(next);
        if (!bingo_collect(g, child_of(g, node, codes[depth]), codes, depth + 1, count)) return 0;
    }
    return 1;
}

void cndi_bingo_keys(cnd_generator *g) {
    if (g->bingo_keys) return; /* once per generator: the words of 7 and 8 tiles (without them, none is ruled out) */
    int codes[8];
    size_t count = 0;
    if (!bingo_collect(g, g->dawg_root, codes, 0, &count)) {
        free(g->bingo_keys);
        g->bingo_keys = NULL;
        g->bingo_size = 0;
    }
}

static int bingo_word(const cnd_generator *g, const int *codes, int n) {
    return g->bingo_keys[bingo_slot(g, bingo_key(codes, n))] != 0;
}

/* Whether the rack's tiles, with `extra` (0: none) and a blank as any letter, are the letters of a word. */
static int rack_spells(const cnd_generator *g, int extra) {
    if (g->maps) return cnd_maps_spell(g->maps, g->rack_key + CND_Z[extra], g->rack_blanks, g->letters);
    int codes[8], n = 0;
    for (uint32_t m = g->rack_mask; m; m &= m - 1) {
        int code = cnd_ctz(m);
        for (int i = 0; i < g->counts[code]; i++) codes[n++] = code;
    }
    if (extra) codes[n++] = extra;
    if (!g->blanks) return bingo_word(g, codes, n);
    for (uint32_t m = g->letters; m; m &= m - 1) { /* one blank: each letter it may stand for */
        codes[n] = cnd_ctz(m);
        if (bingo_word(g, codes, n + 1)) return 1;
    }
    return 0;
}

/* Whether the rack's seven tiles and the span's `k` board tiles (the last of them `letter`, all of them the
 * key `board_key`) may be a word: from the word maps exactly, else from the bingo keys for k <= 1 and one
 * blank at most (anything else is assumed to be). */
static int bingo_possible(cnd_generator *g, int k, int letter, uint64_t board_key) {
    if (k > 1 || (!g->maps && (g->rack_blanks > 1 || !g->bingo_keys))) {
        if (!g->maps) return 1;
        return cnd_maps_spell(g->maps, g->rack_key + board_key, g->rack_blanks, g->letters);
    }
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

int cndi_shadow(cnd_generator *g, int a, int mode) {
    const square_t *sq = g->line;
    int tables = mode != SHADOW_BEST;
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
    uint64_t forced_key = 0;
    if (forced)
        while (sq[lo - 1].tile) {
            forced_sum += sq[--lo].value;
            forced_key += CND_Z[sq[lo].tile & CND_CODE_MASK];
        }
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
        uint64_t board_key = forced_key;
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
                if (p.n == 7) bound = bingo_possible(g, k, letter, board_key) ? bound + 50 : NO_MOVE;
                else if (mode == SHADOW_SPANS && p.n == g->rack_len && g->maps &&
                         !cnd_maps_spell(g->maps, g->rack_key + board_key, g->rack_blanks, g->letters))
                    bound = NO_MOVE; /* the whole rack is played and no word has these letters */
                row[e] = bound;
                best = bound > best ? bound : best;
            }
            if (e == CND_SIZE) break;
            if (sq[e + 1].tile) {
                board += sq[++e].value;
                board_key += CND_Z[sq[e].tile & CND_CODE_MASK];
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
        if (mode == SHADOW_SPANS) continue; /* each span's own bound is wanted */
        for (int c = CND_SIZE; c >= a; c--)
            if (row[c + 1] > row[c]) row[c] = row[c + 1];
        g->turn_bound[s] = row[a + 1];
        row_best[s] = row[a];
    }
    if (mode == SHADOW_SPANS) {
        g->span_lo = lo;
        g->span_hi = forced ? lo : a;
        return best;
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
void cndi_line_extensions(cnd_generator *g) {
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
                int x = cnd_ctz(candidates);
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
void cndi_line_caps(cnd_generator *g) {
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


/* The tops query: every move tied for the best score, without listing every move.
 *
 * Each anchor of the board is bounded (bounds.c: the best score a move from it could make) and queued, best
 * bound first. Without word maps an anchor taken from the queue is searched in the word graph (search_body.h),
 * pruned inside by the bounds of its spans when the rack has a blank. With them, an anchor taken out puts each
 * span of squares a move from it may cover back in the queue under that span's own bound, and a span taken out
 * has its words looked up (wordsearch.c). The query stops when the best bound left is below the best score
 * found; a bound equal to it is still searched, since every tied move is wanted. */
#include "generator.h"
#include "bounds.h"

#include <stdlib.h>
#include <string.h>

#define S(name) name##_tops
#define TOPS 1
#include "search_body.h"
#undef S
#undef TOPS

void cndi_record_tops(cnd_generator *g, int start, int end, int main, int mult, int acc) {
    record_tops(g, start, end, main, mult, acc);
}

void cnd_generator_use_maps(cnd_generator *g, const cnd_maps *maps) { g->maps = maps; }

/* The queue: a heap of 64-bit entries, the best bound on top (the bound is the entry's high half): an anchor
 * (its line's item and square) or a span of one (its first and last squares too). */
#define QUEUE_MAX (2 * CND_SIZE * CND_SIZE * (1 + 8 * (CND_SIZE + 1)))
#define ENTRY(bound, span, item, a, s, e)                                                                   \
    (((uint64_t)((bound) + 0x8000) << 32) | ((uint64_t)(span) << 31) | ((uint64_t)(item) << 20) |            \
     ((uint64_t)(a) << 15) | ((uint64_t)(s) << 10) | ((uint64_t)(e) << 5))
#define ENTRY_BOUND(x) ((int)((x) >> 32) - 0x8000)
#define ENTRY_PART(x, shift) ((int)(((x) >> (shift)) & 31))

static void sift_down(uint64_t *h, int n, int i) {
    uint64_t x = h[i];
    for (;;) {
        int c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && h[c + 1] > h[c]) c++;
        if (h[c] <= x) break;
        h[i] = h[c];
        i = c;
    }
    h[i] = x;
}

static void push(cnd_generator *g, uint64_t x) {
    int i = g->queued++;
    while (i > 0 && g->queue[(i - 1) / 2] < x) {
        g->queue[i] = g->queue[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    g->queue[i] = x;
}

/* The rack's values best first, its letters by value best first, its tiles as a key. */
static void rack_order(cnd_generator *g, const uint8_t *rack) {
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
    g->rack_key = 0;
    for (uint32_t m = g->rack_mask; m; m &= m - 1) {
        int code = cnd_ctz(m), j = g->n_rack_letters++;
        g->rack_key += (uint64_t)g->counts[code] * CND_Z[code];
        while (j > 0 && g->values[g->rack_letters[j - 1]] < g->values[code]) {
            g->rack_letters[j] = g->rack_letters[j - 1];
            j--;
        }
        g->rack_letters[j] = code;
    }
}

int cnd_tops(cnd_generator *g, const uint8_t *board, const uint8_t *rack, int rack_len) {
    int empty = cndi_load_rack(g, board, rack, rack_len);
    g->best = -1;
    g->bingo7 = -1;
    g->bingo8_asked = g->bingo8 = 0;
    const cnd_maps *maps = g->maps;
    if (g->rack_blanks > 2) g->maps = NULL; /* the maps hold one and two blanks: the word graph for more */
    if (!g->maps) cndi_bingo_keys(g);
    if (!g->queue && !(g->queue = malloc(QUEUE_MAX * sizeof *g->queue))) {
        g->maps = maps;
        return -1;
    }
    rack_order(g, rack);
    g->queued = 0;
    g->alone_made = 0;
    if (!g->rack_mask && !g->blanks) {
        g->maps = maps;
        return 0;
    }
    for (int item = 0; item < 2 * CND_SIZE; item++) {
        g->line = g->line_sq[item];
        if (!cndi_prepare_line(g, g->line, g->line_word[item], board, item < CND_SIZE, item % CND_SIZE, empty)) continue;
        cndi_line_extensions(g);
        cndi_line_caps(g);
        memcpy(g->line_cap[item], g->square_cap, sizeof g->square_cap);
        for (int pos = 1; pos <= CND_SIZE; pos++) {
            if (!g->line[pos].anchor || !g->line[pos].cross_mask) continue;
            int bound = cndi_shadow(g, pos, SHADOW_BEST);
            if (bound != NO_MOVE) g->queue[g->queued++] = ENTRY(bound, 0, item, pos, 0, 0);
        }
    }
    for (int i = g->queued / 2 - 1; i >= 0; i--) sift_down(g->queue, g->queued, i);
    if (!g->rack_blanks) {
        /* Without a blank the bounds inside an anchor pruned too little to pay for themselves (measured
         * turn about, bench/tops_bench.py): every square is let through. */
        for (int c = 0; c < CND_SIZE + 2; c++) {
            g->left_bound[c] = g->turn_bound[c] = 0x7FFF;
            for (int d = 0; d < CND_SIZE + 2; d++) g->right_bound[c][d] = 0x7FFF;
        }
    }
    int loaded = -1, failed = 0;
    while (g->queued && ENTRY_BOUND(g->queue[0]) >= g->best && !failed) {
        uint64_t top = g->queue[0];
        int item = ENTRY_PART(top, 20), pos = ENTRY_PART(top, 15);
        g->queue[0] = g->queue[--g->queued];
        sift_down(g->queue, g->queued, 0);
        if (item != loaded) {
            memcpy(g->sq, g->line_sq[item], sizeof g->sq);
            memcpy(g->word, g->line_word[item], sizeof g->line_word[item]);
            g->across = item < CND_SIZE;
            g->line_index = item % CND_SIZE;
            memcpy(g->square_cap, g->line_cap[item], sizeof g->square_cap);
            g->line = g->sq;
            loaded = item;
        }
        if (!g->maps) { /* the word graph, from the anchor */
            if (g->rack_blanks) cndi_shadow(g, pos, SHADOW_TABLES); /* the bounds inside the anchor */
            begin_anchor(g, pos);
            place_left_tops(g, pos, g->gaddag_root, 0, 1, 0);
        } else if ((top >> 31) & 1) { /* a span: its words from the maps */
            failed = cndi_span_moves(g, ENTRY_PART(top, 10), ENTRY_PART(top, 5)) < 0;
        } else { /* an anchor: each of its spans in the queue, by its own bound */
            cndi_shadow(g, pos, SHADOW_SPANS);
            for (int s = g->span_lo; s <= g->span_hi; s++)
                for (int e = pos; e <= CND_SIZE; e++) {
                    int bound = g->right_bound[s][e];
                    if (bound != NO_MOVE && bound >= g->best) push(g, ENTRY(bound, 1, item, pos, s, e));
                }
        }
    }
    g->maps = maps;
    return g->oom || failed ? -1 : g->count;
}

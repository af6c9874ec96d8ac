/* The tops query: every move tied for the best score, without listing every move (the bounds it
 * searches by are bounds.c). */
#include "generator.h"
#include "bounds.h"

#include <stdlib.h>
#include <string.h>

#define S(name) name##_tops
#define TOPS 1
#include "search_body.h"
#undef S
#undef TOPS

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
    int empty = cndi_load_rack(g, board, rack, rack_len);
    g->best = -1;
    g->bingo7 = -1;
    g->bingo8_asked = g->bingo8 = 0;
    cndi_bingo_keys(g);
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
        int code = cnd_ctz(m), j = g->n_rack_letters++;
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
        if (!cndi_prepare_line(g, g->line, g->line_word[item], board, item < CND_SIZE, item % CND_SIZE, empty)) continue;
        cndi_line_extensions(g);
        cndi_line_caps(g);
        memcpy(g->line_cap[item], g->square_cap, sizeof g->square_cap);
        for (int pos = 1; pos <= CND_SIZE; pos++) {
            if (!g->line[pos].anchor || !g->line[pos].cross_mask) continue;
            int bound = cndi_shadow(g, pos, 0);
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
        if (g->rack_blanks) cndi_shadow(g, pos, 1); /* the bounds inside the anchor */
        begin_anchor(g, pos);
        place_left_tops(g, pos, g->gaddag_root, 0, 1, 0);
    }
    return g->oom ? -1 : g->count;
}

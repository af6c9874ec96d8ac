/* Every legal placement of a rack on a board, with its score (Gordon's GADDAG algorithm).
 *
 * Each line (a row for across moves, a column for down moves) is searched from every anchor
 * (an empty square next to a tile, or H8 on an empty board). Going left from an anchor, new tiles
 * never land on another anchor, so each move is found once: from its leftmost anchored new tile.
 * A one-tile move that makes words both ways is kept only in the across pass. Scores are kept
 * incrementally with the same rules as conductor/rules/move.py.
 *
 * What keeps it fast (measured with bench/movegen_bench.py and callgrind): the running
 * score travels down the search as arguments, so nothing is undone on the way back; a square is
 * entered only when the node, the square's cross-check and the rack have a letter in common (most
 * squares reached have none); a letter is put down once, from a tile while the rack has one and
 * otherwise from a blank, and a word found is then written as each move its blanks allow (with two
 * blanks a third of the search was the same word with its tiles and blanks swapped about); the
 * next sibling's arcs are prefetched while one is searched; and lines can be shared out between
 * generators on several threads (cnd_generate_shared).
 *
 * The moves found are read by moves.c; the tops query (every move tied for the top, without every move) is
 * tops.c.
 */
#include "generator.h"

#include <stdlib.h>
#include <string.h>

static const char *PREMIUM[CND_SIZE] = {
    /* T triple word, D double word, t triple letter, d double letter */
    "T..d...T...d..T", ".D...t...t...D.", "..D...d.d...D..", "d..D...d...D..d",
    "....D.....D....", ".t...t...t...t.", "..d...d.d...d..", "T..d...D...d..T",
    "..d...d.d...d..", ".t...t...t...t.", "....D.....D....", "d..D...d...D..d",
    "..D...d.d...D..", ".D...t...t...D.", "T..d...T...d..T",
};

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
    g->n_letters = (int)h->n_letters;
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
    free(g->queue);
    for (int n = 0; n <= CND_MAX_WORD; n++) free(g->alone[n]);
    free(g->moves);
    free(g);
}

int cndi_reserve(cnd_generator *g, int more) {
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

#define S(name) name##_full
#define TOPS 0
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
        int code = cnd_ctz(candidates);
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

int cndi_prepare_line(cnd_generator *g, square_t *sqs, uint8_t *word, const uint8_t *board, int across, int line,
                      int empty_board) {
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

static void search_line(cnd_generator *g, const uint8_t *board, int across, int line, int empty_board) {
    if (!cndi_prepare_line(g, g->sq, g->word, board, across, line, empty_board) || (!g->rack_mask && !g->blanks)) return;
    for (int pos = 1; pos <= CND_SIZE; pos++) {
        const square_t *s = &g->sq[pos];
        if (!s->anchor || !s->cross_mask) continue;
        begin_anchor(g, pos);
        place_left_full(g, pos, g->gaddag_root, 0, 1, 0);
    }
}

int cndi_load_rack(cnd_generator *g, const uint8_t *board, const uint8_t *rack, int rack_len) {
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
    int empty = cndi_load_rack(g, board, rack, rack_len);
    for (;;) {
        int item = cnd_fetch_add(next_line, 1);
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
    if (g->oom || other->oom || !cndi_reserve(g, other->count)) return -1;
    memcpy(g->moves + g->count, other->moves, (size_t)other->count * sizeof *other->moves);
    g->count += other->count;
    return g->count;
}


/* The moves of one span, from the word maps (the tops query with maps: tops.c).
 *
 * A span is the squares from s to e of a line that a move covers whole: its board tiles (their letters P)
 * and n empty squares, each a new tile. Its words are those whose letters are P, some n - j of the rack's
 * tiles (a sub-multiset T) and j blanks' letters X: for each T the words table gives them for j = 0, the
 * blank1 table the letters X may be for j = 1, blank2 and blank1 for j = 2. A word is then checked against the
 * squares (a board tile's letter, an empty square's cross-check) and against T and X (its new letters must be
 * T + X, and a blank may stand for a letter only when T holds all of the rack's tiles of it: so a word is
 * found once, with the fewest blanks, and its letters on the squares decide the rest). The tops query's record
 * then writes it as every move its blanks allow, keeping those that reach the best score.
 *
 * Spans with no board tile all ask the same question for a length: its words are looked up once a query
 * (the rack's words of n letters, g->alone[n]) and each such span only checks them against its squares.
 */
#include "generator.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    cnd_generator *g;
    const cnd_maps *m;
    int s, len, n;                  /* the span's first square, length and empty squares */
    uint32_t allowed[CND_MAX_WORD]; /* by offset: a board tile's letter, or the cross-check */
    uint8_t empty[CND_MAX_WORD];    /* the offsets of the empty squares */
    int factor[CND_MAX_WORD];       /* by empty square: what its letter's value counts */
    int best_factors[CND_MAX_WORD]; /* those, best first */
    int base;                       /* the score of the span's words without their new letters' values */
    uint64_t board_key;
    int collect;                    /* 1: the words are kept (g->alone[len]), not played */
    int want[32];                   /* the new tiles' letters: T, then the blanks' X */
    int letters[8], counts[8], rest[9], n_letters; /* the rack's letters (best value first), their tiles, the
                                                      tiles from the i-th letter on */
    int tile_values[8], rack_tiles; /* the values of those tiles, best first */
    int oom;
} query;

/* The word `w` (letters, by offset in the span) on the span. Its best move is known at once: every letter
 * scored as a tile, less for each letter the rack's tiles are short of the least its blanks may be worth
 * (on the squares of that letter worth least). Below the best score, nothing is written; else its score as
 * in search_body.h, and record writes each move its blanks allow. */
static void play(query *q, const uint8_t *w) {
    cnd_generator *g = q->g;
    int bound = q->base, used[32], worth[CND_MAX_WORD];
    for (int k = 0; k < q->n; k++) used[w[q->empty[k]]] = 0;
    for (int k = 0; k < q->n; k++) {
        int x = w[q->empty[k]];
        worth[k] = g->values[x] * q->factor[k];
        bound += worth[k];
        used[x]++;
    }
    for (int k = 0; k < q->n && bound >= g->best; k++) {
        int x = w[q->empty[k]], short_of = used[x] - g->counts[x];
        if (short_of <= 0) continue;
        used[x] = g->counts[x]; /* each letter once */
        while (short_of--) { /* the least worth of x's squares not taken yet */
            int least = -1;
            for (int i = k; i < q->n; i++)
                if (w[q->empty[i]] == x && worth[i] >= 0 && (least < 0 || worth[i] < worth[least])) least = i;
            bound -= worth[least];
            worth[least] = -1;
        }
    }
    if (bound < g->best) return;
    int main = 0, mult = 1, acc = 0, n_new = 0, shorts = 0;
    for (int i = 0; i < q->len; i++) used[w[i]] = 0;
    for (int i = 0; i < q->len; i++) {
        int c = q->s + i;
        const square_t *sq = &g->sq[c];
        if (sq->tile) {
            main += sq->value;
            continue;
        }
        int x = w[i], v = g->values[x];
        main += v * sq->lm;
        mult *= sq->wm;
        acc += ((sq->cross_base + v * sq->cross_factor) << 4) + 1;
        g->word[c] = (uint8_t)(x | CND_NEW);
        g->placed[n_new++] = (uint8_t)c;
        if (++used[x] > g->counts[x]) { /* a blank stands for this letter in the moves record makes */
            g->short_at[c] = 1;
            shorts++;
        }
    }
    if (shorts <= g->rack_blanks) {
        g->blanks = g->rack_blanks - shorts;
        g->skip_single = !g->across && n_new == 1 && g->sq[g->placed[0]].has_cross;
        cndi_record_tops(g, q->s, q->s + q->len - 1, main, mult, acc);
    }
    for (int i = 0; i < n_new; i++) g->short_at[g->placed[i]] = 0;
    g->blanks = g->rack_blanks;
}

static int fits(const query *q, const uint8_t *w) {
    for (int i = 0; i < q->len; i++)
        if (!((q->allowed[i] >> w[i]) & 1)) return 0;
    return 1;
}

/* A word of the rack alone, kept for the query: its letters, one after the other in g->alone[len]. */
static void keep(query *q, const uint8_t *w) {
    cnd_generator *g = q->g;
    int n = q->len;
    if ((g->alone_n[n] + 1) * n > g->alone_cap[n]) {
        int cap = g->alone_cap[n] ? 2 * g->alone_cap[n] : 256 * n;
        uint8_t *more = realloc(g->alone[n], (size_t)cap);
        if (!more) {
            q->oom = 1;
            return;
        }
        g->alone[n] = more;
        g->alone_cap[n] = cap;
    }
    memcpy(g->alone[n] + (size_t)g->alone_n[n]++ * n, w, (size_t)n);
}

/* The words of a group of the words table that fit the span and are T + X on its empty squares. */
static void take_group(query *q, uint32_t group) {
    if (group == CND_NO_GROUP) return;
    const cnd_maps *m = q->m;
    uint32_t at = m->group_start[group], end = m->group_start[group + 1];
    for (; at < end; at += 1u + m->words[at]) {
        const uint8_t *w = m->words + at + 1;
        if (m->words[at] != q->len || (!q->collect && !fits(q, w))) continue;
        int seen[32], same = 1;
        for (int k = 0; k < q->n; k++) seen[w[q->empty[k]]] = 0;
        for (int k = 0; k < q->n; k++) seen[w[q->empty[k]]]++;
        for (int k = 0; k < q->n && same; k++) same = seen[w[q->empty[k]]] == q->want[w[q->empty[k]]];
        if (!same) continue;
        if (q->collect) keep(q, w);
        else play(q, w);
    }
}

/* The words of the key `key` (P + T) with j blanks more. A blank may be a letter x only when T holds every
 * tile of x the rack has (`free`); two blanks are taken as x <= y. */
static void look_up(query *q, uint64_t key, int j, uint32_t free) {
    const cnd_maps *m = q->m;
    if (j == 0) {
        take_group(q, cnd_maps_group(m, key));
        return;
    }
    if (j == 1) {
        for (uint32_t xs = cnd_maps_blank1(m, key) & free; xs; xs &= xs - 1) {
            int x = cnd_ctz(xs);
            q->want[x]++;
            take_group(q, cnd_maps_group(m, key + CND_Z[x]));
            q->want[x]--;
        }
        return;
    }
    for (uint32_t xs = cnd_maps_blank2(m, key) & free; xs; xs &= xs - 1) {
        int x = cnd_ctz(xs);
        uint64_t with_x = key + CND_Z[x];
        q->want[x]++;
        for (uint32_t ys = cnd_maps_blank1(m, with_x) & free & ~((1u << x) - 1); ys; ys &= ys - 1) {
            int y = cnd_ctz(ys);
            q->want[y]++;
            take_group(q, cnd_maps_group(m, with_x + CND_Z[y]));
            q->want[y]--;
        }
        q->want[x]--;
    }
}

/* Each sub-multiset T of the rack's tiles (the rack's i-th letter on; the letters go best value first) of a
 * size the blanks can make up to n, whose words may reach the best score. `bound` is the best score of a move
 * of the span with the tiles chosen so far: their values (best first, as they are chosen) against the squares'
 * factors best first, which no placement of them beats; a blank's letter scores 0. The tiles still to choose
 * can add at most the rack's next best values against the next factors. */
static void subsets(query *q, int i, int size, uint64_t key, uint32_t free, int bound) {
    cnd_generator *g = q->g;
    if (size + q->rest[i] + g->rack_blanks < q->n) return;
    if (!q->collect) {
        int most = bound, first = q->rack_tiles - q->rest[i];
        for (int k = 0; size + k < q->n && first + k < q->rack_tiles; k++)
            most += q->tile_values[first + k] * q->best_factors[size + k];
        if (most < g->best) return;
    }
    if (i == q->n_letters) {
        look_up(q, q->board_key + key, q->n - size, free);
        return;
    }
    int x = q->letters[i], v = g->values[x];
    for (int t = 0; t <= q->counts[i] && size + t <= q->n; t++) {
        q->want[x] = t;
        subsets(q, i + 1, size + t, key + (uint64_t)t * CND_Z[x], t == q->counts[i] ? free : free & ~(1u << x), bound);
        if (size + t < q->n) bound += v * q->best_factors[size + t];
    }
    q->want[x] = 0;
}

int cndi_span_moves(cnd_generator *g, int s, int e) {
    query q;
    q.g = g;
    q.m = g->maps;
    q.s = s;
    q.len = e - s + 1;
    q.n = 0;
    q.board_key = 0;
    q.oom = 0;
    memset(q.want, 0, sizeof q.want);
    int board = 0, mult = 1, cross = 0;
    for (int i = 0; i < q.len; i++) {
        const square_t *sq = &g->sq[s + i];
        if (sq->tile) {
            q.allowed[i] = 1u << (sq->tile & CND_CODE_MASK);
            q.board_key += CND_Z[sq->tile & CND_CODE_MASK];
            board += sq->value;
        } else {
            q.allowed[i] = sq->cross_mask & g->letters;
            q.empty[q.n++] = (uint8_t)i;
            mult *= sq->wm;
            cross += sq->cross_base;
        }
    }
    q.n_letters = 0;
    /* with board tiles, only the letters some empty square of the span takes (the words of the rack alone
     * are kept for every span of their length: all its letters) */
    uint32_t placeable = q.n < q.len ? 0 : g->letters;
    for (int k = 0; k < q.n; k++) placeable |= q.allowed[q.empty[k]];
    for (int i = 0; i < g->n_rack_letters; i++) /* best value first (tops.c, rack_order) */
        if (placeable & (1u << g->rack_letters[i])) {
            q.letters[q.n_letters] = g->rack_letters[i];
            q.counts[q.n_letters] = g->counts[g->rack_letters[i]];
            q.n_letters++;
        }
    q.rest[q.n_letters] = 0;
    for (int i = q.n_letters - 1; i >= 0; i--) q.rest[i] = q.rest[i + 1] + q.counts[i];
    q.rack_tiles = 0;
    for (int i = 0; i < q.n_letters; i++)
        for (int t = 0; t < q.counts[i]; t++) q.tile_values[q.rack_tiles++] = g->values[q.letters[i]];
    for (int k = 0; k < q.n; k++) {
        int f = q.factor[k] = g->sq[s + q.empty[k]].lm * mult + g->sq[s + q.empty[k]].cross_factor, j = k;
        while (j > 0 && q.best_factors[j - 1] < f) {
            q.best_factors[j] = q.best_factors[j - 1];
            j--;
        }
        q.best_factors[j] = f;
    }
    q.base = board * mult + cross + (q.n == 7 ? 50 : 0);
    if (q.n < q.len) {
        q.collect = 0;
        subsets(&q, 0, 0, 0, placeable, q.base);
        return q.oom ? -1 : 0;
    }
    /* no board tile: the rack's words of this length, looked up once a query */
    if (!((g->alone_made >> q.len) & 1)) {
        g->alone_made |= 1u << q.len;
        g->alone_n[q.len] = 0;
        q.collect = 1;
        subsets(&q, 0, 0, 0, g->letters, q.base);
        if (q.oom) {
            g->alone_made &= ~(1u << q.len);
            return -1;
        }
    }
    q.collect = 0;
    const uint8_t *w = g->alone[q.len], *end = w + (size_t)g->alone_n[q.len] * q.len;
    for (; w < end; w += q.len)
        if (fits(&q, w)) play(&q, w);
    return 0;
}

/* The moves a search found, read in C: the best score, how many reach a score, the n-th score, how many
 * place n tiles, the moves ranked by score then notation, and a fingerprint of the set. */
#include "generator.h"

#include <stdlib.h>
#include <string.h>

const cnd_move *cnd_moves(const cnd_generator *g) { return g->moves; }

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


/* Compiling a word list into the word graph (opening a compiled file is lexicon.c).
 *
 * Build, in three sorted passes (Daciuk's incremental minimal-automaton construction each time,
 * with one register shared by all nodes):
 *   1. the forward DAWG of the words;
 *   2. for every distinct prefix p of a word, the key rev(p), with "final" when p is a word and a
 *      separator arc to the DAWG state of p;
 *   3. those keys, sorted, give the GADDAG's left part. Strings rev(a1..ai) <sep> a(i+1)..an are
 *      then exactly the GADDAG of the list, without ever building its unminimised trie.
 */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KEY_BYTES 16

/* ---- growable arrays ---- */
typedef struct { uint32_t *v; size_t n, cap; } vec32;

static int vec_push(vec32 *a, uint32_t x) {
    if (a->n == a->cap) {
        size_t cap = a->cap ? a->cap * 2 : 1024;
        uint32_t *v = realloc(a->v, cap * sizeof *v);
        if (!v) return -1;
        a->v = v;
        a->cap = cap;
    }
    a->v[a->n++] = x;
    return 0;
}

/* ---- the register of finished nodes (open addressing on a content hash) ---- */
typedef struct {
    vec32 nodes; /* mask, base pairs */
    vec32 arcs;
    uint32_t *table; /* node id + 1, 0 = empty */
    size_t table_size;
    size_t count;
} graph;

typedef struct {
    uint32_t mask; /* arc bits + FINAL_BIT */
    int n;
    uint32_t target[32];
} temp_node;

static uint64_t node_hash(const temp_node *t) {
    uint64_t h = t->mask * 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < t->n; i++) h = (h ^ t->target[i]) * 0xFF51AFD7ED558CCDull;
    return h ^ (h >> 32);
}

static int node_equal(const graph *g, uint32_t id, const temp_node *t) {
    if (g->nodes.v[2 * id] != t->mask) return 0;
    const uint32_t *arcs = g->arcs.v + g->nodes.v[2 * id + 1];
    for (int i = 0; i < t->n; i++)
        if (arcs[i] != t->target[i]) return 0;
    return 1;
}

static int graph_grow(graph *g) {
    size_t size = g->table_size ? g->table_size * 2 : (1u << 20);
    uint32_t *table = calloc(size, sizeof *table);
    if (!table) return -1;
    for (size_t i = 0; i < g->table_size; i++) {
        uint32_t slot = g->table[i];
        if (!slot) continue;
        uint32_t id = slot - 1;
        temp_node t;
        t.mask = g->nodes.v[2 * id];
        t.n = cnd_popcount(t.mask & ~FINAL_BIT);
        memcpy(t.target, g->arcs.v + g->nodes.v[2 * id + 1], t.n * sizeof(uint32_t));
        size_t j = node_hash(&t) & (size - 1);
        while (table[j]) j = (j + 1) & (size - 1);
        table[j] = slot;
    }
    free(g->table);
    g->table = table;
    g->table_size = size;
    return 0;
}

/* Returns the id of a finished node equal to t, registering t if it is new; UINT32_MAX on OOM. */
static uint32_t graph_register(graph *g, const temp_node *t) {
    if ((g->count + 1) * 2 > g->table_size && graph_grow(g)) return UINT32_MAX;
    size_t mask = g->table_size - 1;
    size_t j = node_hash(t) & mask;
    while (g->table[j]) {
        uint32_t id = g->table[j] - 1;
        if (node_equal(g, id, t)) return id;
        j = (j + 1) & mask;
    }
    uint32_t id = (uint32_t)(g->nodes.n / 2);
    if (vec_push(&g->nodes, t->mask) || vec_push(&g->nodes, (uint32_t)g->arcs.n)) return UINT32_MAX;
    for (int i = 0; i < t->n; i++)
        if (vec_push(&g->arcs, t->target[i])) return UINT32_MAX;
    g->table[j] = id + 1;
    g->count++;
    return id;
}

/* ---- Daciuk's construction over sorted keys ---- */
typedef struct {
    uint8_t key[KEY_BYTES]; /* codes, zero padded */
    uint8_t len;
    uint8_t final;
    uint32_t sep; /* separator target, UINT32_MAX for none */
} entry;

static int cmp_entry(const void *a, const void *b) {
    return memcmp(((const entry *)a)->key, ((const entry *)b)->key, KEY_BYTES);
}

typedef struct {
    temp_node path[KEY_BYTES + 1];
    uint32_t sep[KEY_BYTES + 1];
    int depth;
} builder;

static void temp_reset(temp_node *t) {
    t->mask = 0;
    t->n = 0;
}

/* Finish path[d] (adding its pending separator arc last: code 30 sorts after every letter). */
static uint32_t finish(graph *g, builder *b, int d) {
    temp_node *t = &b->path[d];
    if (b->sep[d] != UINT32_MAX) {
        t->mask |= 1u << CND_SEPARATOR;
        t->target[t->n++] = b->sep[d];
    }
    return graph_register(g, t);
}

static int shrink_to(graph *g, builder *b, int depth) {
    for (int d = b->depth; d > depth; d--) {
        uint32_t id = finish(g, b, d);
        if (id == UINT32_MAX) return -1;
        temp_node *parent = &b->path[d - 1];
        parent->target[parent->n - 1] = id;
    }
    b->depth = depth;
    return 0;
}

/* Build from sorted, unique entries; returns the root id. */
static uint32_t daciuk(graph *g, const entry *entries, size_t n) {
    builder *b = calloc(1, sizeof *b);
    if (!b) return UINT32_MAX;
    for (int d = 0; d <= KEY_BYTES; d++) b->sep[d] = UINT32_MAX;
    const entry *prev = NULL;
    for (size_t i = 0; i < n; i++) {
        const entry *e = &entries[i];
        int common = 0;
        if (prev)
            while (common < prev->len && common < e->len && prev->key[common] == e->key[common]) common++;
        if (shrink_to(g, b, common)) { free(b); return UINT32_MAX; }
        for (int d = common; d < e->len; d++) {
            temp_node *t = &b->path[d];
            t->mask |= 1u << e->key[d];
            t->target[t->n++] = UINT32_MAX; /* fixed when the child is finished */
            temp_reset(&b->path[d + 1]);
            b->sep[d + 1] = UINT32_MAX;
        }
        b->depth = e->len;
        if (e->final) b->path[e->len].mask |= FINAL_BIT;
        if (e->sep != UINT32_MAX) b->sep[e->len] = e->sep;
        prev = e;
    }
    uint32_t root = UINT32_MAX;
    if (shrink_to(g, b, 0) == 0) root = finish(g, b, 0);
    free(b);
    return root;
}

static inline uint32_t child(const uint32_t *nodes, const uint32_t *arcs, uint32_t node, int code) {
    uint32_t mask = nodes[2 * node];
    if (!(mask & (1u << code))) return UINT32_MAX;
    return arcs[nodes[2 * node + 1] + cnd_popcount(mask & ((1u << code) - 1))];
}

int cnd_build(const uint8_t *text, size_t len, int n_letters, const char *tileset, const char *labels,
              uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    if (n_letters < 1 || n_letters >= CND_SEPARATOR) {
        cnd_set_error(err, err_len, "%s", "a tile set has 1 to 29 letters");
        return -1;
    }
    /* 1. words */
    size_t cap = 1024, n = 0;
    entry *words = malloc(cap * sizeof *words);
    if (!words) goto oom;
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        while (j < len && text[j] != '\n') j++;
        size_t wl = j - i;
        if (wl >= 1 && wl <= CND_MAX_WORD) {
            if (n == cap) {
                cap *= 2;
                entry *w = realloc(words, cap * sizeof *words);
                if (!w) goto oom;
                words = w;
            }
            entry *e = &words[n];
            memset(e->key, 0, KEY_BYTES);
            int ok = 1;
            for (size_t k = 0; k < wl; k++) {
                int code = text[i + k] - 0x60;
                if (code < 1 || code > n_letters) ok = 0;
                e->key[k] = (uint8_t)code;
            }
            e->len = (uint8_t)wl;
            e->final = 1;
            e->sep = UINT32_MAX;
            if (ok) n++;
        }
        i = j + 1;
    }
    qsort(words, n, sizeof *words, cmp_entry);
    size_t unique = 0;
    for (size_t k = 0; k < n; k++)
        if (!unique || memcmp(words[unique - 1].key, words[k].key, KEY_BYTES)) words[unique++] = words[k];
    n = unique;

    graph g = {0};
    uint32_t dawg_root = daciuk(&g, words, n);
    if (dawg_root == UINT32_MAX) goto oom_graph;

    /* 2. reversed prefixes, each with its DAWG state */
    size_t pcap = n * 4 + 16, pn = 0;
    entry *prefixes = malloc(pcap * sizeof *prefixes);
    if (!prefixes) goto oom_graph;
    for (size_t k = 0; k < n; k++) {
        const entry *w = &words[k];
        int common = 0;
        if (k)
            while (common < w->len && words[k - 1].key[common] == w->key[common]) common++;
        uint32_t state = dawg_root;
        for (int d = 0; d < w->len; d++) {
            state = child(g.nodes.v, g.arcs.v, state, w->key[d]);
            if (d + 1 <= common) continue;
            if (pn == pcap) {
                pcap *= 2;
                entry *p = realloc(prefixes, pcap * sizeof *prefixes);
                if (!p) { free(prefixes); goto oom_graph; }
                prefixes = p;
            }
            entry *p = &prefixes[pn++];
            memset(p->key, 0, KEY_BYTES);
            for (int m = 0; m <= d; m++) p->key[m] = w->key[d - m];
            p->len = (uint8_t)(d + 1);
            uint32_t mask = g.nodes.v[2 * state];
            p->final = (mask & FINAL_BIT) != 0;
            p->sep = (mask & ~FINAL_BIT) ? state : UINT32_MAX;
        }
    }
    free(words);
    words = NULL;

    /* 3. the GADDAG's left part */
    qsort(prefixes, pn, sizeof *prefixes, cmp_entry);
    uint32_t gaddag_root = daciuk(&g, prefixes, pn);
    free(prefixes);
    if (gaddag_root == UINT32_MAX) goto oom_graph;

    /* Lay the arc blocks out breadth-first from the roots: the shallow nodes every search
     * starts from end up together in cache. */
    size_t node_count = g.nodes.n / 2;
    uint32_t *new_base = malloc(node_count * sizeof *new_base);
    uint32_t *queue = malloc(node_count * sizeof *queue);
    if (!new_base || !queue) { free(new_base); free(queue); goto oom_graph; }
    for (size_t k = 0; k < node_count; k++) new_base[k] = UINT32_MAX;
    size_t head = 0, tail = 0;
    uint32_t next_base = 0;
    queue[tail++] = gaddag_root;
    new_base[gaddag_root] = 0;
    if (dawg_root != gaddag_root) { queue[tail++] = dawg_root; new_base[dawg_root] = 0; }
    while (head < tail) {
        uint32_t id = queue[head++];
        uint32_t mask = g.nodes.v[2 * id], base = g.nodes.v[2 * id + 1];
        int n_arcs = cnd_popcount(mask & ~FINAL_BIT);
        new_base[id] = next_base;
        next_base += (uint32_t)n_arcs;
        for (int a = 0; a < n_arcs; a++) {
            uint32_t t = g.arcs.v[base + a];
            if (new_base[t] == UINT32_MAX) { new_base[t] = 0; queue[tail++] = t; }
        }
    }
    size_t arc_total = next_base;
    size_t arc_bytes = arc_total * 2 * sizeof(uint32_t);
    size_t total = sizeof(cnd_header) + arc_bytes;
    uint8_t *image = calloc(1, total);
    if (!image) { free(new_base); free(queue); goto oom_graph; }
    uint32_t *inline_arcs = (uint32_t *)(image + sizeof(cnd_header));
    for (size_t q = 0; q < tail; q++) {
        uint32_t id = queue[q];
        uint32_t mask = g.nodes.v[2 * id], base = g.nodes.v[2 * id + 1];
        int n_arcs = cnd_popcount(mask & ~FINAL_BIT);
        for (int a = 0; a < n_arcs; a++) {
            uint32_t t = g.arcs.v[base + a];
            inline_arcs[2 * ((size_t)new_base[id] + a)] = g.nodes.v[2 * t];
            inline_arcs[2 * ((size_t)new_base[id] + a) + 1] = new_base[t];
        }
    }
    free(queue);
    cnd_header *h = (cnd_header *)image;
    memcpy(h->magic, CND_MAGIC, 8);
    h->version = CND_VERSION;
    h->header_size = sizeof(cnd_header);
    snprintf(h->tileset, sizeof h->tileset, "%s", tileset);
    snprintf(h->labels, sizeof h->labels, "%s", labels);
    h->n_letters = (uint32_t)n_letters;
    h->word_count = (uint32_t)n;
    h->node_count = (uint32_t)tail;
    h->arc_count = (uint32_t)arc_total;
    h->gaddag_mask = g.nodes.v[2 * gaddag_root];
    h->gaddag_base = new_base[gaddag_root];
    h->dawg_mask = g.nodes.v[2 * dawg_root];
    h->dawg_base = new_base[dawg_root];
    free(new_base);
    h->checksum = cnd_checksum(image + sizeof(cnd_header), arc_bytes);
    free(g.nodes.v);
    free(g.arcs.v);
    free(g.table);
    *out = image;
    *out_len = total;
    return 0;

oom_graph:
    free(g.nodes.v);
    free(g.arcs.v);
    free(g.table);
oom:
    free(words);
    cnd_set_error(err, err_len, "%s", "out of memory while compiling the word list");
    return -1;
}

void cnd_free(void *p) { free(p); }


/* Word maps (see wordmaps.h): made from a compiled word list (every word of its forward DAWG), written as one
 * file image, opened with its checksum and every offset checked, so a damaged or hostile file is refused. */
#include "wordmaps.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const uint64_t CND_Z[32] = {
    0x0000000000000000ull, 0x0C075E151B59C385ull, 0xBC8C5803F2AF3033ull, 0x00966DDD8C7C467Eull,
    0xFBA00EE9065D73CDull, 0x1FD19B6E774509E6ull, 0x071E35344CA4A6CCull, 0x966D6223060BDC45ull,
    0xC5CFC335556EAEEFull, 0x2951978616861F7Bull, 0x30B1A2C038F81322ull, 0x8FE892B90A3A5702ull,
    0xCD3003BF2C8E4BF2ull, 0x9F360E3DF80ADF08ull, 0xDE3F88F5433731E3ull, 0x091C2EC2F9965F1Bull,
    0xE0B390EB77B87312ull, 0x70A5E1D21A6AB072ull, 0xC5B2C1D9C4125BC0ull, 0x4307FA0CC668C837ull,
    0x0D18CB3E9103FE43ull, 0x37A29EC9044B02DCull, 0x2AF574DF65BD9A21ull, 0xCC9ADB179F349483ull,
    0xDF9A2BDDB25D8897ull, 0xA8C9116243B2C5E1ull, 0x5BF40A25624DE542ull, 0xCF3FEF96E419792Cull,
    0x101D1E28F055559Eull, 0xBE37D984A09BDB0Full, 0x04A24691169DBE6Bull, 0x07202DD51D791391ull,
};

/* ---- making them ---- */

typedef struct { uint64_t key; uint32_t at; } word_ref; /* a word's key, where its bytes are */

typedef struct {
    word_ref *refs;
    size_t n, cap;
    uint8_t *bytes; /* each word: its length, then its letters */
    size_t used, room;
} word_set;

static int collect(word_set *w, const uint8_t *letters, int len, uint64_t key) {
    if (w->n == w->cap) {
        size_t cap = w->cap ? 2 * w->cap : 1 << 16;
        word_ref *refs = realloc(w->refs, cap * sizeof *refs);
        if (!refs) return -1;
        w->refs = refs;
        w->cap = cap;
    }
    if (w->used + (size_t)len + 1 > w->room) {
        size_t room = w->room ? 2 * w->room : 1 << 20;
        uint8_t *bytes = realloc(w->bytes, room);
        if (!bytes) return -1;
        w->bytes = bytes;
        w->room = room;
    }
    w->refs[w->n].key = key;
    w->refs[w->n++].at = (uint32_t)w->used;
    w->bytes[w->used++] = (uint8_t)len;
    memcpy(w->bytes + w->used, letters, (size_t)len);
    w->used += (size_t)len;
    return 0;
}

/* Every word of the forward DAWG, depth first (an explicit stack: words have at most 15 tiles). */
static int every_word(const cnd_lexicon *lex, word_set *w) {
    const cnd_header *h = cnd_lexicon_header(lex);
    const uint32_t *arcs = cnd_internal_arcs(lex);
    uint32_t letters = LETTER_BITS(h->n_letters);
    uint32_t mask[CND_MAX_WORD + 1], base[CND_MAX_WORD + 1], left[CND_MAX_WORD + 1];
    uint8_t word[CND_MAX_WORD];
    uint64_t key[CND_MAX_WORD + 1];
    int depth = 0;
    mask[0] = h->dawg_mask;
    base[0] = h->dawg_base;
    left[0] = h->dawg_mask & letters;
    key[0] = 0;
    while (depth >= 0) {
        if (!left[depth] || depth == CND_MAX_WORD) {
            depth--;
            continue;
        }
        int code = cnd_ctz(left[depth]);
        left[depth] &= left[depth] - 1;
        const uint32_t *arc = arcs + 2 * ((size_t)base[depth] + cnd_popcount(mask[depth] & ((1u << code) - 1)));
        word[depth] = (uint8_t)code;
        key[depth + 1] = key[depth] + CND_Z[code];
        depth++;
        mask[depth] = arc[0];
        base[depth] = arc[1];
        left[depth] = arc[0] & letters;
        if ((arc[0] & FINAL_BIT) && depth >= 2 && collect(w, word, depth, key[depth])) return -1;
    }
    return 0;
}

static int by_key(const void *a, const void *b) {
    uint64_t x = ((const word_ref *)a)->key, y = ((const word_ref *)b)->key;
    return x < y ? -1 : x > y;
}

/* Puts `bits` under `key` (or them too, when the key or its fingerprint is there already); returns the
 * slot's index and counts a new slot in *used. */
static uint32_t put(uint64_t *table, uint32_t size, uint64_t key, uint32_t bits, uint32_t *used, int or_bits) {
    uint64_t mixed = cnd_mix(key);
    uint32_t fp = cnd_fingerprint(mixed), i = cnd_home(mixed, size);
    for (;;) {
        if (!table[i]) {
            table[i] = ((uint64_t)fp << 32) | bits;
            (*used)++;
            return i;
        }
        if ((uint32_t)(table[i] >> 32) == fp) {
            if (or_bits) table[i] |= bits;
            return i;
        }
        if (++i == size) i = 0;
    }
}

static uint32_t table_size(double entries, double load) {
    double size = entries / load + 64;
    return size > 4e9 ? 0 : (uint32_t)size;
}

int cnd_maps_build(const cnd_lexicon *lex, uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    const cnd_header *h = cnd_lexicon_header(lex);
    word_set w = {0};
    uint32_t *group_of = NULL, *class_start = NULL;
    uint8_t *image = NULL;
    if (every_word(lex, &w)) goto oom;
    qsort(w.refs, w.n, sizeof *w.refs, by_key);
    /* the classes: runs of one key; how many keys less one and less two letters they make, at most */
    size_t classes = 0;
    double less1 = 0, less2 = 0;
    class_start = malloc((w.n + 1) * sizeof *class_start);
    if (!class_start) goto oom;
    for (size_t i = 0; i < w.n; i++) {
        if (i && w.refs[i].key == w.refs[i - 1].key) continue;
        class_start[classes++] = (uint32_t)i;
        int counts[32] = {0}, distinct = 0, twice = 0;
        const uint8_t *word = w.bytes + w.refs[i].at;
        for (int k = 1; k <= word[0]; k++) {
            distinct += counts[word[k]] == 0;
            twice += counts[word[k]] == 1;
            counts[word[k]]++;
        }
        less1 += distinct;
        less2 += distinct * (distinct - 1) / 2 + twice;
    }
    class_start[classes] = (uint32_t)w.n;
    /* measured on the Catalan and Spanish lists, about 56% and 31% of those are distinct: room for a little
     * more than that at 70% load, and again with more room if a table fills beyond 85% */
    double room1 = 0.62, room2 = 0.35;
    for (;;) {
        uint32_t words_size = table_size((double)classes, 0.7), size1 = table_size(less1 * room1, 0.72),
                 size2 = table_size(less2 * room2, 0.72);
        if (!words_size || !size1 || !size2) goto too_big;
        size_t tables = (size_t)words_size + size1 + size2, groups_at = sizeof(cnd_maps_header) + 8 * tables;
        size_t words_at = groups_at + ((4 * (classes + 1) + 7) & ~(size_t)7), total = words_at + w.used;
        image = calloc(1, total);
        group_of = malloc(classes * sizeof *group_of);
        if (!image || !group_of) goto oom;
        cnd_maps_header *mh = (cnd_maps_header *)image;
        uint64_t *words_table = (uint64_t *)(image + sizeof *mh), *blank1 = words_table + words_size,
                 *blank2 = blank1 + size1;
        uint32_t groups = 0, used1 = 0, used2 = 0, full = 0;
        for (size_t c = 0; c < classes && !full; c++) {
            uint64_t key = w.refs[class_start[c]].key;
            uint32_t slot = put(words_table, words_size, key, groups, &groups, 0);
            group_of[c] = (uint32_t)words_table[slot]; /* a new group, or the one its fingerprint shares */
            int counts[32] = {0};
            const uint8_t *word = w.bytes + w.refs[class_start[c]].at;
            for (int k = 1; k <= word[0]; k++) counts[word[k]]++;
            for (int x = 1; x < 32; x++) {
                if (!counts[x]) continue;
                put(blank1, size1, key - CND_Z[x], 1u << x, &used1, 1);
                if (counts[x] >= 2) put(blank2, size2, key - 2 * CND_Z[x], 1u << x, &used2, 1);
                for (int y = x + 1; y < 32; y++)
                    if (counts[y]) put(blank2, size2, key - CND_Z[x] - CND_Z[y], 1u << x, &used2, 1);
            }
            full = used1 > 0.85 * size1 || used2 > 0.85 * size2;
        }
        if (full) { /* fuller than the lists measured: again with more room */
            free(image);
            free(group_of);
            image = NULL;
            group_of = NULL;
            room1 *= 1.5;
            room2 *= 1.5;
            continue;
        }
        /* the words, group by group */
        uint32_t *group_start = (uint32_t *)(image + groups_at);
        uint8_t *words = image + words_at;
        for (size_t c = 0; c < classes; c++)
            for (uint32_t i = class_start[c]; i < class_start[c + 1]; i++)
                group_start[group_of[c] + 1] += 1u + w.bytes[w.refs[i].at];
        for (uint32_t g = 0; g < groups; g++) group_start[g + 1] += group_start[g];
        uint32_t *fill = malloc((groups + 1) * sizeof *fill);
        if (!fill) goto oom;
        memcpy(fill, group_start, (groups + 1) * sizeof *fill);
        for (size_t c = 0; c < classes; c++)
            for (uint32_t i = class_start[c]; i < class_start[c + 1]; i++) {
                const uint8_t *word = w.bytes + w.refs[i].at;
                memcpy(words + fill[group_of[c]], word, 1u + word[0]);
                fill[group_of[c]] += 1u + word[0];
            }
        free(fill);
        memcpy(mh->magic, CND_MAPS_MAGIC, 8);
        mh->version = CND_MAPS_VERSION;
        mh->header_size = sizeof *mh;
        mh->lexicon_checksum = h->checksum;
        mh->n_letters = h->n_letters;
        mh->word_count = (uint32_t)w.n;
        mh->group_count = groups;
        mh->words_table_size = words_size;
        mh->blank1_size = size1;
        mh->blank2_size = size2;
        mh->words_bytes = w.used;
        mh->checksum = cnd_checksum_wide(image + sizeof *mh, total - sizeof *mh);
        *out = image;
        *out_len = total;
        free(group_of);
        free(class_start);
        free(w.refs);
        free(w.bytes);
        return 0;
    }
too_big:
    free(group_of);
    free(class_start);
    free(w.refs);
    free(w.bytes);
    cnd_set_error(err, err_len, "%s", "the word list is too big for word maps");
    return -1;
oom:
    free(image);
    free(group_of);
    free(class_start);
    free(w.refs);
    free(w.bytes);
    cnd_set_error(err, err_len, "%s", "out of memory while making the word maps");
    return -1;
}

/* ---- opening them ---- */

static int has_empty_slot(const uint64_t *table, uint32_t size) {
    for (uint32_t i = 0; i < size; i++)
        if (!table[i]) return 1;
    return 0;
}

static cnd_maps *attach(const uint8_t *data, size_t size, const cnd_lexicon *lex, char *err, size_t err_len) {
    const cnd_maps_header *h = (const cnd_maps_header *)data;
    if (size < sizeof *h || memcmp(h->magic, CND_MAPS_MAGIC, 8) != 0) {
        cnd_set_error(err, err_len, "%s", "not Conductor word maps (bad magic)");
        return NULL;
    }
    if (h->version != CND_MAPS_VERSION || h->header_size != sizeof *h) {
        cnd_set_error(err, err_len, "%s", "word maps of another version");
        return NULL;
    }
    size_t tables = (size_t)h->words_table_size + h->blank1_size + h->blank2_size;
    size_t groups_at = sizeof *h + 8 * tables, words_at = groups_at + ((4 * ((size_t)h->group_count + 1) + 7) & ~(size_t)7);
    if (!h->words_table_size || !h->blank1_size || !h->blank2_size || words_at + h->words_bytes != size ||
        h->words_bytes > 0xFFFFFFFFu) {
        cnd_set_error(err, err_len, "%s", "word maps are truncated or corrupt (size)");
        return NULL;
    }
    if (cnd_checksum_wide(data + sizeof *h, size - sizeof *h) != h->checksum) {
        cnd_set_error(err, err_len, "%s", "word maps are corrupt (checksum)");
        return NULL;
    }
    const cnd_header *lh = cnd_lexicon_header(lex);
    if (h->lexicon_checksum != lh->checksum || h->n_letters != lh->n_letters) {
        cnd_set_error(err, err_len, "%s", "word maps made from another word list");
        return NULL;
    }
    cnd_maps *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    m->data = data;
    m->size = size;
    m->header = h;
    m->words_table = (const uint64_t *)(data + sizeof *h);
    m->blank1 = m->words_table + h->words_table_size;
    m->blank2 = m->blank1 + h->blank1_size;
    m->words_table_size = h->words_table_size;
    m->blank1_size = h->blank1_size;
    m->blank2_size = h->blank2_size;
    m->group_start = (const uint32_t *)(data + groups_at);
    m->words = data + words_at;
    /* what a lookup reads must lie inside the file: a probe ends at an empty slot, a group's words inside the
     * words, each of them 2 to 15 letters of the tile set */
    uint32_t letters = LETTER_BITS(h->n_letters);
    if (!has_empty_slot(m->words_table, m->words_table_size) || !has_empty_slot(m->blank1, m->blank1_size) ||
        !has_empty_slot(m->blank2, m->blank2_size) || m->group_start[0] != 0 ||
        m->group_start[h->group_count] != h->words_bytes)
        goto corrupt;
    for (uint32_t i = 0; i < m->words_table_size; i++)
        if (m->words_table[i] && (uint32_t)m->words_table[i] >= h->group_count) goto corrupt;
    for (uint32_t g = 0; g < h->group_count; g++) {
        uint32_t at = m->group_start[g], end = m->group_start[g + 1];
        if (end < at) goto corrupt;
        while (at < end) {
            int len = m->words[at];
            if (len < 2 || len > CND_MAX_WORD || at + 1u + (uint32_t)len > end) goto corrupt;
            for (int k = 1; k <= len; k++)
                if (!(letters & (1u << (m->words[at + k] & 31))) || m->words[at + k] > 31) goto corrupt;
            at += 1u + (uint32_t)len;
        }
    }
    return m;
corrupt:
    free(m);
    cnd_set_error(err, err_len, "%s", "word maps are corrupt (offsets)");
    return NULL;
}

cnd_maps *cnd_maps_open(const char *path, const cnd_lexicon *lex, char *err, size_t err_len) {
    const uint8_t *data;
    size_t size;
    if (cnd_file_map(path, "word maps", &data, &size, err, err_len)) return NULL;
    cnd_maps *m = attach(data, size, lex, err, err_len);
    if (!m) {
        cnd_file_unmap(data, size);
        return NULL;
    }
    m->mapped = 1;
    return m;
}

cnd_maps *cnd_maps_open_image(uint8_t *image, size_t len, const cnd_lexicon *lex, char *err, size_t err_len) {
    cnd_maps *m = attach(image, len, lex, err, err_len);
    if (!m) free(image);
    return m;
}

void cnd_maps_close(cnd_maps *m) {
    if (!m) return;
    if (m->mapped) cnd_file_unmap(m->data, m->size);
    else free((void *)m->data);
    free(m);
}

size_t cnd_maps_bytes(const cnd_maps *m) { return m->size; }

int cnd_maps_spell(const cnd_maps *m, uint64_t key, int blanks, uint32_t allowed) {
    if (blanks == 0) return cnd_maps_group(m, key) != CND_NO_GROUP;
    if (blanks == 1) return (cnd_maps_blank1(m, key) & allowed) != 0;
    if (blanks > 2) return 1; /* no table for three: assumed */
    for (uint32_t first = cnd_maps_blank2(m, key) & allowed; first; first &= first - 1) {
        int x = cnd_ctz(first);
        if (cnd_maps_blank1(m, key + CND_Z[x]) & allowed & ~((1u << x) - 1)) return 1;
    }
    return 0;
}

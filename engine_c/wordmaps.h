/* Word maps (wordmaps.c): the words of a list by the multiset of their letters, for the tops query.
 *
 * A multiset of letters is named by a 64-bit sum: key(M) = sum of Z[c] over its letters (mod 2^64), so a
 * key grows by a letter with one addition and the keys of a rack's sub-multisets are made as they are
 * enumerated. Three open-addressed tables of 8-byte slots (a 32-bit fingerprint of the mixed key, then a
 * 32-bit value; 0 is an empty slot; linear probing from a home slot made from the mixed key's other half):
 *   - words: the key of every word's letters -> a group of words (their letters, a length byte first);
 *   - blank1: the key of a word's letters less one -> the letters that one may be (a bit each);
 *   - blank2: less two -> the lesser letter of each such pair (the other is then blank1's).
 * Two keys with one fingerprint on one probe path share their slot (its words or letters together): a lookup
 * may give more than was asked, never less, and the query checks every word it takes against the squares
 * and the rack. So the maps are exact however keys collide.
 */
#ifndef CONDUCTOR_WORDMAPS_H
#define CONDUCTOR_WORDMAPS_H

#include "internal.h"

#define CND_MAPS_MAGIC "CNDWMAPS"
#define CND_MAPS_VERSION 1

typedef struct {
    char magic[8];
    uint32_t version, header_size;
    uint64_t lexicon_checksum; /* the checksum of the compiled word list they were made from */
    uint32_t n_letters, word_count, group_count, words_table_size;
    uint32_t blank1_size, blank2_size;
    uint64_t words_bytes;
    uint64_t checksum; /* of everything after the header */
} cnd_maps_header;

struct cnd_maps {
    const uint8_t *data;
    size_t size;
    int mapped;
    const cnd_maps_header *header;
    const uint64_t *words_table, *blank1, *blank2;
    uint32_t words_table_size, blank1_size, blank2_size;
    const uint32_t *group_start; /* group g's words: words[group_start[g] .. group_start[g + 1]) */
    const uint8_t *words;
};

/* Each letter's term of a key. */
extern const uint64_t CND_Z[32];

static inline uint64_t cnd_mix(uint64_t h) {
    h ^= h >> 31;
    h *= 0x7FB5D329728EA185ull;
    h ^= h >> 27;
    h *= 0x81DADEF4BC2DD44Dull;
    return h ^ (h >> 33);
}

static inline uint32_t cnd_fingerprint(uint64_t mixed) {
    uint32_t fp = (uint32_t)(mixed >> 32);
    return fp ? fp : 1;
}

static inline uint32_t cnd_home(uint64_t mixed, uint32_t size) { return (uint32_t)(((mixed & 0xFFFFFFFFu) * size) >> 32); }

/* The value stored under `key` in `table`, or `missing`. */
static inline uint32_t cnd_map_find(const uint64_t *table, uint32_t size, uint64_t key, uint32_t missing) {
    uint64_t mixed = cnd_mix(key);
    uint32_t fp = cnd_fingerprint(mixed), i = cnd_home(mixed, size);
    for (;;) {
        uint64_t slot = table[i];
        if (!slot) return missing;
        if ((uint32_t)(slot >> 32) == fp) return (uint32_t)slot;
        if (++i == size) i = 0;
    }
}

#define CND_NO_GROUP 0xFFFFFFFFu

static inline uint32_t cnd_maps_group(const cnd_maps *m, uint64_t key) {
    return cnd_map_find(m->words_table, m->words_table_size, key, CND_NO_GROUP);
}
static inline uint32_t cnd_maps_blank1(const cnd_maps *m, uint64_t key) {
    return cnd_map_find(m->blank1, m->blank1_size, key, 0);
}
static inline uint32_t cnd_maps_blank2(const cnd_maps *m, uint64_t key) {
    return cnd_map_find(m->blank2, m->blank2_size, key, 0);
}

/* Whether some word's letters are the multiset `key` with `blanks` (0, 1 or 2) letters more, each of them one
 * of `allowed`. */
int cnd_maps_spell(const cnd_maps *m, uint64_t key, int blanks, uint32_t allowed);

#endif

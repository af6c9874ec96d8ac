/* A compiled word list opened for use: its header and checksum checked, every arc checked to lie inside the
 * file (a hostile file cannot send the generator astray), words looked up in the forward DAWG. Compiling a
 * list is graph_build.c. */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cnd_lexicon {
    const uint8_t *data;
    size_t size;
    int mapped;
    const cnd_header *header;
    const uint32_t *arcs; /* pairs: the target's mask, the target's first arc */
};

uint64_t cnd_checksum_wide(const uint8_t *p, size_t n) {
    uint64_t h[4] = {0x9E3779B97F4A7C15ull ^ n, 0xC2B2AE3D27D4EB4Full, 0x165667B19E3779F9ull, 0x27D4EB2F165667C5ull};
    size_t i = 0;
    for (; i + 32 <= n; i += 32)
        for (int lane = 0; lane < 4; lane++) {
            uint64_t w;
            memcpy(&w, p + i + 8 * lane, 8);
            h[lane] = (h[lane] ^ (w * 0xC2B2AE3D27D4EB4Full)) * 0x9E3779B97F4A7C15ull;
            h[lane] = (h[lane] << 31) | (h[lane] >> 33);
        }
    uint64_t rest = cnd_checksum(p + i, n - i);
    for (int lane = 0; lane < 4; lane++) rest = (rest ^ h[lane]) * 0x9E3779B97F4A7C15ull;
    return rest ^ (rest >> 29);
}

uint64_t cnd_checksum(const uint8_t *p, size_t n) {
    uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        h = (h ^ (w * 0xC2B2AE3D27D4EB4Full)) * 0x9E3779B97F4A7C15ull;
        h = (h << 31) | (h >> 33);
    }
    for (; i < n; i++) h = (h ^ p[i]) * 0x100000001B3ull;
    return h ^ (h >> 29);
}

static cnd_lexicon *attach(const uint8_t *data, size_t size, char *err, size_t err_len) {
    if (size >= 8 && memcmp(data, CND_MAGIC, 8) == 0 && size < sizeof(cnd_header)) {
        cnd_set_error(err, err_len, "%s", "compiled word list is truncated or corrupt (shorter than its header)");
        return NULL;
    }
    if (size < sizeof(cnd_header) || memcmp(data, CND_MAGIC, 8) != 0) {
        cnd_set_error(err, err_len, "%s", "not a Conductor compiled word list (bad magic)");
        return NULL;
    }
    const cnd_header *h = (const cnd_header *)data;
    if (h->version != CND_VERSION || h->header_size != sizeof(cnd_header)) {
        cnd_set_error(err, err_len, "%s", "compiled word list of another version");
        return NULL;
    }
    size_t payload = (size_t)h->arc_count * 2 * sizeof(uint32_t);
    if (size != sizeof(cnd_header) + payload) {
        cnd_set_error(err, err_len, "%s", "compiled word list is truncated or corrupt (size)");
        return NULL;
    }
    if (cnd_checksum(data + sizeof(cnd_header), payload) != h->checksum) {
        cnd_set_error(err, err_len, "%s", "compiled word list is corrupt (checksum)");
        return NULL;
    }
    cnd_lexicon *lex = calloc(1, sizeof *lex);
    if (!lex) return NULL;
    lex->data = data;
    lex->size = size;
    lex->header = h;
    lex->arcs = (const uint32_t *)(data + sizeof(cnd_header));
    /* every node's arcs must lie inside the file, so a hostile file cannot send the generator astray */
    if ((size_t)h->gaddag_base + cnd_popcount(h->gaddag_mask & ~FINAL_BIT) > h->arc_count ||
        (size_t)h->dawg_base + cnd_popcount(h->dawg_mask & ~FINAL_BIT) > h->arc_count)
        goto corrupt;
    for (uint32_t k = 0; k < h->arc_count; k++) {
        uint32_t mask = lex->arcs[2 * k], base = lex->arcs[2 * k + 1];
        if ((size_t)base + cnd_popcount(mask & ~FINAL_BIT) > h->arc_count) goto corrupt;
    }
    return lex;
corrupt:
    free(lex);
    cnd_set_error(err, err_len, "%s", "compiled word list is corrupt (arcs)");
    return NULL;
}

cnd_lexicon *cnd_open(const char *path, char *err, size_t err_len) {
    const uint8_t *data;
    size_t size;
    if (cnd_file_map(path, "compiled word list", &data, &size, err, err_len)) return NULL;
    cnd_lexicon *lex = attach(data, size, err, err_len);
    if (!lex) {
        cnd_file_unmap(data, size);
        return NULL;
    }
    lex->mapped = 1;
    return lex;
}

cnd_lexicon *cnd_open_buffer(const uint8_t *data, size_t len, char *err, size_t err_len) {
    uint8_t *copy = malloc(len ? len : 1);
    if (!copy) return NULL;
    memcpy(copy, data, len);
    cnd_lexicon *lex = attach(copy, len, err, err_len);
    if (!lex) free(copy);
    return lex;
}

void cnd_close(cnd_lexicon *lex) {
    if (!lex) return;
    if (lex->mapped) cnd_file_unmap(lex->data, lex->size);
    else free((void *)lex->data);
    free(lex);
}

const cnd_header *cnd_lexicon_header(const cnd_lexicon *lex) { return lex->header; }

int cnd_is_word(const cnd_lexicon *lex, const uint8_t *codes, int len) {
    uint32_t mask = lex->header->dawg_mask, base = lex->header->dawg_base;
    for (int i = 0; i < len; i++) {
        int code = codes[i] & CND_CODE_MASK;
        if (code < 1 || code >= CND_SEPARATOR || !(mask & (1u << code))) return 0;
        const uint32_t *arc = lex->arcs + 2 * ((size_t)base + cnd_popcount(mask & ((1u << code) - 1)));
        mask = arc[0];
        base = arc[1];
    }
    return len >= 1 && (mask & FINAL_BIT) != 0;
}

int cnd_words(const cnd_lexicon *lex, uint8_t **out, size_t *out_len) {
    const cnd_header *h = lex->header;
    uint32_t letters = LETTER_BITS(h->n_letters);
    uint32_t mask[CND_MAX_WORD + 1], base[CND_MAX_WORD + 1], left[CND_MAX_WORD + 1];
    uint8_t word[CND_MAX_WORD];
    size_t used = 0, room = (size_t)h->word_count * 12 + 64;
    uint8_t *text = malloc(room);
    if (!text) return -1;
    int depth = 0;
    mask[0] = h->dawg_mask;
    base[0] = h->dawg_base;
    left[0] = h->dawg_mask & letters;
    while (depth >= 0) {     /* depth first, an explicit stack (words have at most 15 tiles) */
        if (!left[depth] || depth == CND_MAX_WORD) {
            depth--;
            continue;
        }
        int code = cnd_ctz(left[depth]);
        left[depth] &= left[depth] - 1;
        const uint32_t *arc = lex->arcs + 2 * ((size_t)base[depth] + cnd_popcount(mask[depth] & ((1u << code) - 1)));
        word[depth++] = (uint8_t)(0x60 + code);
        mask[depth] = arc[0];
        base[depth] = arc[1];
        left[depth] = arc[0] & letters;
        if (arc[0] & FINAL_BIT) {
            if (used + (size_t)depth + 1 > room) {
                uint8_t *more = realloc(text, room * 2);
                if (!more) {
                    free(text);
                    return -1;
                }
                text = more;
                room *= 2;
            }
            memcpy(text + used, word, (size_t)depth);
            used += (size_t)depth;
            text[used++] = '\n';
        }
    }
    *out = text;
    *out_len = used;
    return 0;
}

/* for movegen.c */
const uint32_t *cnd_internal_arcs(const cnd_lexicon *lex) { return lex->arcs; }

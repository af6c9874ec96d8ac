/* What the engine's files share and the Python face never sees: the word graph's inside, a checksum and
 * file mapping (lexicon.c, filemap.c), used by the graph, the word maps and the generator. */
#ifndef CONDUCTOR_INTERNAL_H
#define CONDUCTOR_INTERNAL_H

#include "engine.h"
#include "port.h"

#define FINAL_BIT 0x80000000u
#define SEPARATOR_BIT (1u << CND_SEPARATOR)
/* the codes 1..n as bits */
#define LETTER_BITS(n) ((((n) >= 31) ? 0xFFFFFFFFu : ((1u << ((n) + 1)) - 1)) & ~1u)

/* The word graph's arcs: pairs (the target's mask, the target's first arc); see engine.h. */
const uint32_t *cnd_internal_arcs(const cnd_lexicon *lex);

/* 64-bit multiply-rotate over 8-byte words: fast enough to check a file on every load; the wide one runs four
 * such chains side by side (the word maps: about four times as fast on 120 MB). */
uint64_t cnd_checksum(const uint8_t *p, size_t n);
uint64_t cnd_checksum_wide(const uint8_t *p, size_t n);

/* A whole file, read-only: mapped where the system can (POSIX mmap), else read into memory. 0 on success,
 * else -1 with a message ("cannot open ...: reason"). `what` names the file in messages. */
int cnd_file_map(const char *path, const char *what, const uint8_t **data, size_t *size, char *err, size_t err_len);
void cnd_file_unmap(const uint8_t *data, size_t size);

void cnd_set_error(char *err, size_t err_len, const char *fmt, const char *detail);

#endif

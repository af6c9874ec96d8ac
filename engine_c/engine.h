/* Conductor's word graph and move generator.
 *
 * Tiles are small integer codes 1..n (n <= 29) given by the Python tile set; 0 is an empty
 * square. On the board a blank is its code | CND_BLANK. The word graph is a GADDAG whose
 * separator arcs lead into a minimal forward DAWG (also used for word lookup and cross-checks).
 * A node is a pair: mask (bit c = arc with code c, bit 30 = separator, bit 31 = final) and the
 * index of its first arc. An arc holds its target node's pair inline, so a step down the graph
 * is one memory load: the arc for code c is arcs[base + popcount(mask below c)].
 */
#ifndef CONDUCTOR_ENGINE_H
#define CONDUCTOR_ENGINE_H

#include <stddef.h>
#include <stdint.h>

/* The library's C ABI: only the functions marked CND_API are exported from libengine.so, libengine.dylib and
 * engine.dll (built with -fvisibility=hidden and CND_BUILD_LIBRARY: engine_c/build_engine.py); a program
 * linked against the library, or the engine compiled into one program (selftest.c), sees plain declarations. */
#if defined(CND_BUILD_LIBRARY) && defined(_WIN32)
#define CND_API __declspec(dllexport)
#elif defined(CND_BUILD_LIBRARY) && (defined(__GNUC__) || defined(__clang__))
#define CND_API __attribute__((visibility("default")))
#else
#define CND_API
#endif

#define CND_SIZE 15
#define CND_MAX_WORD 15
#define CND_BLANK 0x80
#define CND_NEW 0x40
#define CND_CODE_MASK 0x3F
#define CND_RACK_BLANK 63
#define CND_SEPARATOR 30
#define CND_MAGIC "CNDGADDG"
#define CND_VERSION 2

typedef struct {
    char magic[8];
    uint32_t version;
    uint32_t header_size;
    char tileset[16];
    uint32_t n_letters;
    uint32_t word_count;
    uint32_t node_count;
    uint32_t arc_count;
    uint32_t gaddag_mask, gaddag_base; /* the roots, as node pairs */
    uint32_t dawg_mask, dawg_base;
    uint64_t checksum;
    char labels[256];
} cnd_header;

typedef struct {
    uint8_t row, col, across, len, n_new;
    uint8_t tiles[CND_MAX_WORD]; /* code | CND_BLANK | CND_NEW (placed by this move) */
    int16_t score;
} cnd_move;

typedef struct cnd_lexicon cnd_lexicon;
typedef struct cnd_generator cnd_generator;

/* Compile a word list. `text` holds one word per line, each tile as the byte 0x60 + code.
 * Returns 0 and a malloc'd file image (header + graph) in *out, or -1 with a message. */
CND_API int cnd_build(const uint8_t *text, size_t len, int n_letters, const char *tileset, const char *labels,
              uint8_t **out, size_t *out_len, char *err, size_t err_len);
CND_API void cnd_free(void *p);

/* Open a compiled file (mmap, header and checksum checked) or a file image in memory. */
CND_API cnd_lexicon *cnd_open(const char *path, char *err, size_t err_len);
CND_API cnd_lexicon *cnd_open_buffer(const uint8_t *data, size_t len, char *err, size_t err_len);
CND_API void cnd_close(cnd_lexicon *lex);
CND_API const cnd_header *cnd_lexicon_header(const cnd_lexicon *lex);
CND_API int cnd_is_word(const cnd_lexicon *lex, const uint8_t *codes, int len);
/* Every word of a compiled list, as cnd_build takes them (one a line, each tile the byte 0x60 + code), in the
 * order of their codes: a malloc'd text in *out (free it with cnd_free), or -1 when out of memory. So a compiled
 * list says which words it holds (their sha256 names the list, whatever file it came from). */
CND_API int cnd_words(const cnd_lexicon *lex, uint8_t **out, size_t *out_len);

/* Word maps for the tops query: the words of the list by the multiset of their letters, and the letters one
 * or two blanks may stand for with a multiset (wordmaps.h). Made from a compiled list (a malloc'd file image,
 * as cnd_build makes; -1 with a message when out of memory), opened from a file (mapped; checksum, offsets
 * and the list they were made from checked) or from an image cnd_maps_build made (which it then owns and
 * frees). cnd_maps_bytes: their size. A generator given maps (cnd_generator_use_maps, NULL: none) answers
 * cnd_tops from them; the maps must outlive it. */
typedef struct cnd_maps cnd_maps;
CND_API int cnd_maps_build(const cnd_lexicon *lex, uint8_t **out, size_t *out_len, char *err, size_t err_len);
CND_API cnd_maps *cnd_maps_open(const char *path, const cnd_lexicon *lex, char *err, size_t err_len);
CND_API cnd_maps *cnd_maps_open_image(uint8_t *image, size_t len, const cnd_lexicon *lex, char *err, size_t err_len);
CND_API void cnd_maps_close(cnd_maps *maps);
CND_API size_t cnd_maps_bytes(const cnd_maps *maps);

/* Move generation: `values` holds the value of each code (index 0 unused). */
CND_API cnd_generator *cnd_generator_new(const cnd_lexicon *lex, const int *values, int n_values);
CND_API void cnd_generator_free(cnd_generator *gen);
CND_API void cnd_generator_use_maps(cnd_generator *gen, const cnd_maps *maps);
/* board: 225 squares row by row; rack: codes, CND_RACK_BLANK for a blank. Returns the count. */
CND_API int cnd_generate(cnd_generator *gen, const uint8_t *board, const uint8_t *rack, int rack_len);
/* The same search shared by several generators on as many threads: each takes the board's next
 * line from *next_line (atomically; start it at 0) until none is left, and cnd_append_moves
 * then adds one's moves to the other's (-1 when out of memory). Together they find each move
 * of cnd_generate once. */
CND_API int cnd_generate_shared(cnd_generator *gen, const uint8_t *board, const uint8_t *rack, int rack_len, int *next_line);
CND_API int cnd_append_moves(cnd_generator *gen, const cnd_generator *other);
/* The tops query: only the moves tied for the best score (each with its blanks as in cnd_generate),
 * found without listing every move: anchors and the spans of squares a move from them may cover are
 * bounded ("shadow playing"), searched best bound first, and the search stops when no bound left reaches
 * the best score found; a span's words are looked up in the word maps when the generator has them, else
 * the word graph is searched. Returns how many moves tie (cnd_best_score gives their score, cnd_rank ranks
 * them), -1 when out of memory. */
CND_API int cnd_tops(cnd_generator *gen, const uint8_t *board, const uint8_t *rack, int rack_len);
CND_API const cnd_move *cnd_moves(const cnd_generator *gen);
/* The best score, and how many moves reach at least `threshold`. */
CND_API int cnd_best_score(const cnd_generator *gen);
CND_API int cnd_count_at_least(const cnd_generator *gen, int threshold);
/* The score of the n-th best move counting ties as distinct (n >= 1); -1 if fewer moves. */
CND_API int cnd_nth_score(cnd_generator *gen, int n);

/* How many moves place exactly n_new rack tiles (7: is there a bingo?). */
CND_API int cnd_count_placing(const cnd_generator *gen, int n_new);
/* The indices of the moves scoring at least `threshold`, best score first and then in the order of
 * their notation as text, at most `max`; -1 when out of memory. where_text holds, for each square
 * and direction ((row * 15 + col) * 2 + across), the coordinate and a space ("H8 ", "10H "), and
 * tile_text each tile byte's text ("L·L", "a" for a blank), both in Latin-1 and 0-padded. */
#define CND_WHERE_TEXT 8
#define CND_TILE_TEXT 4
CND_API int cnd_rank(const cnd_generator *gen, int threshold, const uint8_t *where_text, const uint8_t *tile_text, int *out, int max);

/* A fingerprint of the set of moves, whatever their order: two generators agree on a position
 * when their fingerprints match (used to check that a faster search finds the same moves). */
CND_API uint64_t cnd_moves_fingerprint(const cnd_generator *gen);

#endif

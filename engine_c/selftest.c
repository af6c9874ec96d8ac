/* The engine's own self-test program: the tops query against the full search, on positions from a file,
 * with nothing but the C engine (no Python). It is built for Linux and, with MinGW-w64, for Windows, and run
 * there under Wine: both must print the same text (tests/test_portability.py).
 *
 *     selftest WORDS POSITIONS [--repeat N] [--no-full] [--no-maps] [--quiet]
 *
 * WORDS: a first line "values V1 V2 ... Vn" (each letter's value, codes 1..n), then one word a line, each
 * tile the byte 0x60 + its code (as cnd_build takes them). POSITIONS: one position a line, the 225 squares
 * as two hex digits each (0: empty; code | 0x80 for a blank on the board), a space, the rack as two hex
 * digits a tile (3f: a blank). For each position it prints the top score, how many moves tie for it and
 * those moves sorted (row, column, direction, tiles in hex, score), from the tops query; and checks them
 * against the full search's (exit 1 on any difference). --repeat runs the tops query N times more per
 * position (for profiling, e.g. under callgrind), --no-full skips the full search, --no-maps asks the query
 * without word maps, --quiet prints only the summary.
 */
#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint8_t *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 20, n = 0;
    uint8_t *data = malloc(cap);
    for (;;) {
        if (!data) break;
        if (n == cap) {
            uint8_t *more = realloc(data, cap *= 2);
            if (!more) {
                free(data);
                data = NULL;
                break;
            }
            data = more;
        }
        size_t got = fread(data + n, 1, cap - n, f);
        if (got == 0) break;
        n += got;
    }
    fclose(f);
    *len = n;
    return data;
}

static int hex_digit(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Two hex digits a byte from `text`, at most `max`; how many bytes were read (-1: not hex). */
static int read_hex(const char *text, size_t text_len, uint8_t *out, int max) {
    if (text_len % 2) return -1;
    int n = 0;
    for (size_t i = 0; i < text_len; i += 2) {
        int hi = hex_digit(text[i]), lo = hex_digit(text[i + 1]);
        if (hi < 0 || lo < 0 || n == max) return -1;
        out[n++] = (uint8_t)(hi * 16 + lo);
    }
    return n;
}

static int compare_moves(const void *a, const void *b) {
    const cnd_move *x = a, *y = b;
    if (x->score != y->score) return y->score - x->score;
    if (x->row != y->row) return x->row - y->row;
    if (x->col != y->col) return x->col - y->col;
    if (x->across != y->across) return y->across - x->across;
    if (x->len != y->len) return x->len - y->len;
    return memcmp(x->tiles, y->tiles, x->len);
}

/* The moves scoring at least `best`, copied and sorted; how many. */
static int tops_of(const cnd_generator *gen, int count, int best, cnd_move **out) {
    const cnd_move *moves = cnd_moves(gen);
    cnd_move *tops = malloc((size_t)(count ? count : 1) * sizeof *tops);
    int n = 0;
    if (!tops) return -1;
    for (int i = 0; i < count; i++)
        if (moves[i].score >= best) {
            tops[n] = moves[i];
            memset(tops[n].tiles + tops[n].len, 0, CND_MAX_WORD - tops[n].len); /* bytes after len mean nothing */
            n++;
        }
    qsort(tops, (size_t)n, sizeof *tops, compare_moves);
    *out = tops;
    return n;
}

static void print_moves(const cnd_move *moves, int n) {
    for (int i = 0; i < n; i++) {
        printf("  %d %d %c ", moves[i].row, moves[i].col, moves[i].across ? 'a' : 'd');
        for (int t = 0; t < moves[i].len; t++) printf("%02x", moves[i].tiles[t]);
        printf(" %d %d\n", moves[i].score, moves[i].n_new);
    }
}

int main(int argc, char **argv) {
    const char *words_path = NULL, *positions_path = NULL;
    int repeat = 0, full = 1, maps = 1, quiet = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--repeat") && i + 1 < argc) repeat = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--no-full")) full = 0;
        else if (!strcmp(argv[i], "--no-maps")) maps = 0;
        else if (!strcmp(argv[i], "--quiet")) quiet = 1;
        else if (!words_path) words_path = argv[i];
        else if (!positions_path) positions_path = argv[i];
    }
    if (!words_path || !positions_path) {
        fprintf(stderr, "usage: selftest WORDS POSITIONS [--repeat N] [--no-full] [--no-maps] [--quiet]\n");
        return 2;
    }
    size_t words_len, positions_len;
    uint8_t *words = read_file(words_path, &words_len), *positions = read_file(positions_path, &positions_len);
    if (!words || !positions) {
        fprintf(stderr, "selftest: cannot read %s\n", words ? positions_path : words_path);
        return 2;
    }
    /* the values line */
    int values[32] = {0}, n_values = 1;
    size_t at = 0;
    if (words_len < 7 || memcmp(words, "values ", 7) != 0) {
        fprintf(stderr, "selftest: %s: the first line is not \"values ...\"\n", words_path);
        return 2;
    }
    at = 7;
    while (at < words_len && words[at] != '\n') {
        if (words[at] == ' ') { at++; continue; }
        int v = 0;
        while (at < words_len && words[at] >= '0' && words[at] <= '9') v = v * 10 + (words[at++] - '0');
        if (n_values < 32) values[n_values++] = v;
        while (at < words_len && words[at] != ' ' && words[at] != '\n') at++;
    }
    at++;
    char err[256] = "";
    uint8_t *image;
    size_t image_len;
    if (cnd_build(words + at, words_len - at, n_values - 1, "selftest", "", &image, &image_len, err, sizeof err)) {
        fprintf(stderr, "selftest: %s\n", err);
        return 2;
    }
    cnd_lexicon *lex = cnd_open_buffer(image, image_len, err, sizeof err);
    cnd_free(image);
    if (!lex) {
        fprintf(stderr, "selftest: %s\n", err);
        return 2;
    }
    cnd_generator *tops_gen = cnd_generator_new(lex, values, n_values), *full_gen = cnd_generator_new(lex, values, n_values);
    if (!tops_gen || !full_gen) return 2;
    cnd_maps *word_maps = NULL;
    if (maps) {
        if (cnd_maps_build(lex, &image, &image_len, err, sizeof err) ||
            !(word_maps = cnd_maps_open_image(image, image_len, lex, err, sizeof err))) {
            fprintf(stderr, "selftest: %s\n", err);
            return 2;
        }
        cnd_generator_use_maps(tops_gen, word_maps);
    }
    printf("words %u, letters %d, %s\n", cnd_lexicon_header(lex)->word_count, n_values - 1,
           maps ? "word maps" : "no word maps");

    int count_positions = 0, differ = 0, total_tops = 0;
    size_t line = 0;
    while (line < positions_len) {
        size_t end = line;
        while (end < positions_len && positions[end] != '\n') end++;
        const char *text = (const char *)positions + line;
        size_t len = end - line;
        line = end + 1;
        if (len && text[len - 1] == '\r') len--;
        if (len == 0) continue;
        const char *space = memchr(text, ' ', len);
        uint8_t board[CND_SIZE * CND_SIZE], rack[8];
        if (!space || read_hex(text, (size_t)(space - text), board, CND_SIZE * CND_SIZE) != CND_SIZE * CND_SIZE) {
            fprintf(stderr, "selftest: position %d: bad board\n", count_positions + 1);
            return 2;
        }
        int rack_len = read_hex(space + 1, len - (size_t)(space + 1 - text), rack, 7);
        if (rack_len < 0) {
            fprintf(stderr, "selftest: position %d: bad rack\n", count_positions + 1);
            return 2;
        }
        count_positions++;
        int count = cnd_tops(tops_gen, board, rack, rack_len);
        for (int r = 0; r < repeat; r++) count = cnd_tops(tops_gen, board, rack, rack_len);
        if (count < 0) {
            fprintf(stderr, "selftest: out of memory\n");
            return 2;
        }
        int best = count ? cnd_best_score(tops_gen) : 0;
        cnd_move *tops = NULL;
        int n = tops_of(tops_gen, count, best, &tops);
        total_tops += n;
        if (!quiet) {
            printf("position %d: top %d, %d tied\n", count_positions, best, n);
            print_moves(tops, n);
        }
        if (full) {
            int all = cnd_generate(full_gen, board, rack, rack_len);
            int full_best = all > 0 ? cnd_best_score(full_gen) : 0;
            cnd_move *expected = NULL;
            int m = tops_of(full_gen, all, full_best, &expected);
            if (all < 0 || m != n || full_best != best || (n && memcmp(tops, expected, (size_t)n * sizeof *tops))) {
                differ++;
                printf("position %d: DIFFERS from the full search (top %d, %d tied):\n", count_positions, full_best, m);
                print_moves(expected, m);
            }
            free(expected);
        }
        free(tops);
    }
    printf("%d positions, %d tied moves in all; %s\n", count_positions, total_tops,
           !full ? "not checked against the full search" : differ ? "DIFFERENT from the full search" : "the same as the full search");
    cnd_generator_free(tops_gen);
    cnd_generator_free(full_gen);
    cnd_maps_close(word_maps);
    cnd_close(lex);
    free(words);
    free(positions);
    return differ ? 1 : 0;
}

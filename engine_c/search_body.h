/* The search itself, included twice by movegen.c: S(name) is name_full or name_tops, and TOPS is 0 or 1.
 *
 * TOPS 0 is the full generator (every move). TOPS 1 is the tops query (cnd_tops): it keeps only the
 * moves tied for the best score found so far (g->best), and enters a square only when the bound of
 * some move that could still be made from there (g->left_bound, g->turn_bound, g->right_bound, the
 * anchor's "shadow" in movegen.c) reaches g->best. With TOPS 0 every test on it folds away, so the
 * full generator compiles to the code it was.
 */
/* The move `m` with the tiles at offsets `blank` (n of them) made blanks, scoring `score`. */
static void S(emit)(cnd_generator *g, const cnd_move *m, int score, const int *blank, int n) {
    if (TOPS) { /* only the moves tied for the best score found so far are kept */
        if (score < g->best) return;
        if (score > g->best) {
            g->best = score;
            g->count = 0;
        }
    }
    cnd_move *out = new_move(g);
    if (!out) return;
    *out = *m;
    out->score = (int16_t)score;
    for (int k = 0; k < n; k++) out->tiles[blank[k]] |= CND_BLANK;
}

/* Sets of more than two blanks (a rack from `analyse` can hold more): every set of at most `left`
 * more new tiles, from index `from` on, added to the `k` in `chosen`, that holds for each letter
 * at least as many tiles as were short of it. */
static void S(emit_sets)(cnd_generator *g, const cnd_move *m, int score, const int *at, const int *worth,
                      const int *letter, const int *is_short, int n, int from, int *chosen, int k, int left) {
    int valid = 1;
    for (int x = 0; x < n && valid; x++) {
        if (!is_short[x]) continue;
        int need = 0, have = 0;
        for (int y = 0; y < n; y++) need += is_short[y] && letter[y] == letter[x];
        for (int c = 0; c < k; c++) have += letter[chosen[c]] == letter[x];
        valid = have >= need;
    }
    if (valid) {
        int offsets[16];
        for (int c = 0; c < k; c++) offsets[c] = at[chosen[c]];
        S(emit)(g, m, score, offsets, k);
    }
    if (!left) return;
    for (int i = from; i < n; i++) {
        chosen[k] = i;
        S(emit_sets)(g, m, score - worth[i], at, worth, letter, is_short, n, i + 1, chosen, k + 1, left - 1);
    }
}

/* The search puts letters down from the rack's tiles while it has them and otherwise from its
 * blanks, and scores every letter as a tile. A word so found is then every move that writes it
 * with some of its new letters as blanks the rack has (each blank takes its letter's value out of
 * the main word, times the letter premium and the word multiplier, and out of its cross word):
 * one search path for a word, not one for each choice of tile or blank. */
static void S(record)(cnd_generator *g, int start, int end, int main, int mult, int acc) {
    int len = end - start + 1;
    int n_new = acc & ACC_TILES;
    if (len < 2) return;
    if (n_new == 1 && g->skip_single) return; /* kept by the across pass */
    int score = main * mult + (acc >> 4) + (n_new == 7 ? 50 : 0);
    if (TOPS && score < g->best) return; /* every letter scored as a tile: no move of this word scores more */
    cnd_move m;
    m.across = (uint8_t)g->across;
    m.row = (uint8_t)(g->across ? g->line_index : start - 1);
    m.col = (uint8_t)(g->across ? start - 1 : g->line_index);
    m.len = (uint8_t)len;
    m.n_new = (uint8_t)n_new;
    memcpy(m.tiles, g->word + start, CND_MAX_WORD); /* a fixed size: the bytes after len mean nothing */
    if (!g->rack_blanks) {
        S(emit)(g, &m, score, NULL, 0);
        return;
    }
    /* with blanks on the rack: the moves this word makes, each written from this one */
    int short_of = g->rack_blanks - g->blanks; /* letters the rack's tiles could not give */
    /* the new tiles in the order put down: where, which letter, what each is worth as a tile, and
     * which were short (no branches here: which tiles were short is hard to guess) */
    int at[16], worth[16], letter[16], is_short[16], short_index[16], n = 0, s = 0;
    for (; n < n_new; n++) {
        int col = g->placed[n];
        const square_t *sq = &g->sq[col];
        at[n] = col - start;
        letter[n] = g->word[col] & CND_CODE_MASK;
        worth[n] = g->values[letter[n]] * (sq->lm * mult + sq->cross_factor);
        is_short[n] = g->short_at[col];
        short_index[s] = n;
        s += is_short[n];
    }
    if (g->rack_blanks > 2) {
        int chosen[16];
        S(emit_sets)(g, &m, score, at, worth, letter, is_short, n, 0, chosen, 0, g->rack_blanks < n ? g->rack_blanks : n);
        return;
    }
    /* A set of blanks is valid when it holds, for each letter, as many as the tiles were short of. */
    int set[2];
    if (short_of == 0) {
        S(emit)(g, &m, score, NULL, 0);
        for (int i = 0; i < n; i++) {
            set[0] = at[i];
            S(emit)(g, &m, score - worth[i], set, 1);
        }
        if (g->rack_blanks == 2)
            for (int i = 0; i < n; i++)
                for (int j = i + 1; j < n; j++) {
                    set[0] = at[i];
                    set[1] = at[j];
                    S(emit)(g, &m, score - worth[i] - worth[j], set, 2);
                }
        return;
    }
    /* the tiles of the letter(s) short: a valid set takes one of each short letter's tiles (both
     * of them when the same letter was short twice), plus any other tile while a blank is left */
    int x = letter[short_index[0]];
    int of_x[16], nx = 0;
    for (int i = 0; i < n; i++) {
        of_x[nx] = i;
        nx += letter[i] == x;
    }
    if (short_of == 1) {
        for (int a = 0; a < nx; a++) {
            set[0] = at[of_x[a]];
            S(emit)(g, &m, score - worth[of_x[a]], set, 1);
        }
        if (g->rack_blanks == 2)
            for (int a = 0; a < nx; a++)
                for (int j = 0; j < n; j++) {
                    int i = of_x[a];
                    if (j == i || (letter[j] == x && j < i)) continue; /* each pair once */
                    set[0] = at[i];
                    set[1] = at[j];
                    S(emit)(g, &m, score - worth[i] - worth[j], set, 2);
                }
        return;
    }
    int y = letter[short_index[1]];
    if (x == y) {
        for (int a = 0; a < nx; a++)
            for (int b = a + 1; b < nx; b++) {
                set[0] = at[of_x[a]];
                set[1] = at[of_x[b]];
                S(emit)(g, &m, score - worth[of_x[a]] - worth[of_x[b]], set, 2);
            }
        return;
    }
    for (int a = 0; a < nx; a++)
        for (int j = 0; j < n; j++)
            if (letter[j] == y) {
                set[0] = at[of_x[a]];
                set[1] = at[j];
                S(emit)(g, &m, score - worth[of_x[a]] - worth[j], set, 2);
            }
}


static void S(place_left)(cnd_generator *g, int col, node_t node, int main, int mult, int acc);
static void S(place_right)(cnd_generator *g, int col, node_t node, int main, int mult, int acc);
static void S(right_of_anchor)(cnd_generator *g, node_t node, int main, int mult, int acc);

/* A tile stands on `col` (placed or the board's) at the left end of the move so far. */
static inline void S(after_left)(cnd_generator *g, int col, node_t node, int main, int mult, int acc) {
    const square_t *left = &g->sq[col - 1];
    while (left->tile) { /* the board's tiles to the left belong to the word */
        int code = left->tile & CND_CODE_MASK;
        if (!(node.mask & (1u << code))) return;
        node = child_of(g, node, code);
        main += left->value;
        col--;
        left--;
    }
    if (node.mask & g->final_mask) S(record)(g, col, g->anchor, main, mult, acc);
    {
        /* turn right only if the square after the anchor can continue the word; with no separator
         * arc the turned node is read as empty (no branch: whether there is one is hard to guess) */
        static const uint32_t NO_ARC[2] = {0, 0};
        uintptr_t at = (uintptr_t)g->arcs + 2 * sizeof *g->arcs *
                       ((size_t)node.base + cnd_popcount(node.mask & (SEPARATOR_BIT - 1)));
        uintptr_t has = 0 - (uintptr_t)((node.mask >> CND_SEPARATOR) & 1);
        const uint32_t *arc = (const uint32_t *)((at & has) | ((uintptr_t)NO_ARC & ~has));
        node_t turned = {arc[0], arc[1]};
        if ((turned.mask & (g->turn_tile | (g->turn_cross & available(g)))) &&
            (!TOPS || g->turn_bound[col] >= g->best)) {
            g->start = col;
            S(right_of_anchor)(g, turned, main, mult, acc);
        }
    }
    if ((node.mask & left->extend_mask & available(g)) && (!TOPS || g->left_bound[col - 1] >= g->best))
        S(place_left)(g, col - 1, node, main, mult, acc);
}

/* A tile stands on `col` at the right end of the move so far (which starts at g->start). */
static inline void S(after_right)(cnd_generator *g, int col, node_t node, int main, int mult, int acc) {
    for (;;) {
        const square_t *right = &g->sq[col + 1];
        if (!right->tile) {
            if (node.mask & FINAL_BIT) S(record)(g, g->start, col, main, mult, acc);
            if ((node.mask & right->cross_mask & available(g)) &&
                (!TOPS || g->right_bound[g->start][col + 1] >= g->best))
                S(place_right)(g, col + 1, node, main, mult, acc);
            return;
        }
        int code = right->tile & CND_CODE_MASK; /* the board's tiles to the right belong to the word */
        if (!(node.mask & (1u << code))) return;
        node = child_of(g, node, code);
        main += right->value;
        col++;
    }
}

/* The move turns right at the anchor: on from the square after it (a board tile the node has an
 * arc for, or an empty square where a tile may go). */
static void S(right_of_anchor)(cnd_generator *g, node_t node, int main, int mult, int acc) {
    int col = g->anchor + 1;
    const square_t *next = &g->sq[col];
    if (next->tile)
        S(after_right)(g, col, child_of(g, node, next->tile & CND_CODE_MASK), main + next->value, mult, acc);
    else
        S(place_right)(g, col, node, main, mult, acc);
}

/* Each letter that may go on the empty square `col`: first those the rack has a tile for, then, if
 * it has a blank, the others (the square is then marked short of a tile). Every letter is scored as
 * a tile; record makes the moves with blanks. Then CONTINUE with the child node and the score. */
#define PLACE_EACH(g, col, node, main, mult, acc, CONTINUE)                                      \
    do {                                                                                        \
        const square_t *s_ = &(g)->sq[col];                                                     \
        uint32_t allowed_ = (node).mask & s_->cross_mask;                                       \
        uint32_t real_ = allowed_ & (g)->rack_mask;                                             \
        int mult_ = (mult) * s_->wm;                                                            \
        while (real_) {                                                                         \
            int code_ = cnd_ctz(real_);                                                   \
            real_ &= real_ - 1;                                                                 \
            node_t child_ = child_of(g, node, code_);                                           \
            cnd_prefetch((g)->arcs + 2 * (size_t)child_.base);                            \
            int v_ = (g)->values[code_];                                                        \
            if (--(g)->counts[code_] == 0) (g)->rack_mask &= ~(1u << code_);                     \
            (g)->word[col] = (uint8_t)(code_ | CND_NEW);                                        \
            (g)->placed[(acc) & ACC_TILES] = (uint8_t)(col);                                    \
            CONTINUE(g, col, child_, (main) + v_ * s_->lm, mult_,                               \
                     (acc) + ((s_->cross_base + v_ * s_->cross_factor) << 4) + 1);              \
            if ((g)->counts[code_]++ == 0) (g)->rack_mask |= 1u << code_;                        \
        }                                                                                       \
        if ((g)->blanks) {                                                                      \
            allowed_ &= ~(g)->rack_mask; /* letters the rack has a tile for were put down above */ \
            (g)->blanks--;                                                                      \
            (g)->short_at[col] = 1;                                                             \
            /* each child's arcs are fetched while the one before it is searched */            \
            node_t next_ = {0, 0};                                                              \
            if (allowed_) {                                                                     \
                next_ = child_of(g, node, cnd_ctz(allowed_));                             \
                cnd_prefetch((g)->arcs + 2 * (size_t)next_.base);                         \
            }                                                                                   \
            while (allowed_) {                                                                  \
                int code_ = cnd_ctz(allowed_);                                            \
                allowed_ &= allowed_ - 1;                                                       \
                node_t child_ = next_;                                                          \
                if (allowed_) {                                                                 \
                    next_ = child_of(g, node, cnd_ctz(allowed_));                         \
                    cnd_prefetch((g)->arcs + 2 * (size_t)next_.base);                     \
                }                                                                               \
                int v_ = (g)->values[code_];                                                    \
                (g)->word[col] = (uint8_t)(code_ | CND_NEW);                                    \
                (g)->placed[(acc) & ACC_TILES] = (uint8_t)(col);                                \
                CONTINUE(g, col, child_, (main) + v_ * s_->lm, mult_,                           \
                         (acc) + ((s_->cross_base + v_ * s_->cross_factor) << 4) + 1);          \
            }                                                                                   \
            (g)->short_at[col] = 0;                                                             \
            (g)->blanks++;                                                                      \
        }                                                                                       \
    } while (0)

/* `col` is empty, not an anchor other than the one searched from, and some tile may go there. */
static void S(place_left)(cnd_generator *g, int col, node_t node, int main, int mult, int acc) {
    PLACE_EACH(g, col, node, main, mult, acc, S(after_left));
}

/* `col` is an empty square of the board and some tile may go there. */
static void S(place_right)(cnd_generator *g, int col, node_t node, int main, int mult, int acc) {
    PLACE_EACH(g, col, node, main, mult, acc, S(after_right));
}

#undef PLACE_EACH

/* The tops query's bounds (bounds.c), for tops.c. */
#ifndef CONDUCTOR_BOUNDS_H
#define CONDUCTOR_BOUNDS_H

#include "generator.h"

/* The best bound of the moves found from the anchor at `a` of the line in g->line (NO_MOVE when there is
 * none); with SHADOW_TABLES also the bounds the search inside the anchor prunes by (g->left_bound,
 * g->turn_bound, g->right_bound); with SHADOW_SPANS the bound of each span alone, g->right_bound[s][e] for
 * the starts s from g->span_lo to g->span_hi (NO_MOVE: no move there), for the word maps. */
enum { SHADOW_BEST, SHADOW_TABLES, SHADOW_SPANS };
int cndi_shadow(cnd_generator *g, int a, int mode);
/* The letters each square beside a board word in g->line may take (those that make part of a word). */
void cndi_line_extensions(cnd_generator *g);
/* The best value of a rack tile each square of the line in g->line allows. */
void cndi_line_caps(cnd_generator *g);
/* The letters of the words of 7 and 8 tiles, made at a generator's first query. */
void cndi_bingo_keys(cnd_generator *g);

#endif

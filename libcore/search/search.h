/*
 * search.h - what the searches of the computer players and of the solver
 * share: a memo's keys, chance nodes, deepening under a budget.  Above
 * game (libcore/LAYERS).
 */
#ifndef YUT_SEARCH_H
#define YUT_SEARCH_H

#include "game.h"

/*
 * What the searches share (search.c).  yut_search_key packs st, its
 * hand, its owed throws, and extra (at most 28 bits of the search's own)
 * into the key of a memo.
 */
void yut_search_key(const struct yut_state *st, uint64_t extra,
    uint64_t key[3]);
/* The bits of a memo big enough for a decision of expect or expert. */
#define YUT_SEARCH_MEMO_BITS	15
/*
 * memo, or when it is NULL a memo of YUT_SEARCH_MEMO_BITS made in own;
 * yut_search_memo_done frees the one made.  Should memory run out, the
 * memo made remembers nothing (yut_memo_init): the search still ends,
 * with more work, within its budget.
 */
struct yut_memo *yut_search_memo(struct yut_memo *memo, struct yut_memo *own);
void yut_search_memo_done(struct yut_memo *memo, struct yut_memo *own);
/*
 * A chance node: the sum over the results of a throw from st of odds[r]
 * times value(ctx, next, ev), the state the result leaves and what it
 * did, in the order of the results.  0, or -1 when st cannot throw.
 */
int yut_search_chance(const struct yut_state *st, const double *odds,
    double (*value)(void *ctx, const struct yut_state *next,
    const struct yut_event *ev), void *ctx, double *v);
/*
 * Iterative deepening under a budget of work: run(ctx, depth, limit, v)
 * searches n values into v at depth 1, 2, ... 2 * YUT_MAXHAND, the first
 * with no limit (-1), the others with budget, and returns -1 when it went
 * over (its values dropped; the deepening ends), 1 when some line was cut
 * by the depth (a deeper one follows), 0 when none was (the last).  The
 * values of the last depth that completed are left in val.
 */
void yut_search_deepen(int (*run)(void *ctx, int depth, long limit,
    double *val), void *ctx, long budget, double *val, int n);

#endif

/*
 * search.c - what the searches of bot.c, learn.c and solve.c share: the
 * key of a state in their memo, the chance node of a throw, and
 * deepening under a budget of work.
 */
#include <string.h>

#include "game.h"
#include "search.h"

#define CODE_BITS	5	/* a piece: 0, 1..29, 30 arrived */
#define ARRIVED_CODE	30

void
yut_search_key(const struct yut_state *st, uint64_t extra, uint64_t key[3])
{
	int k, i, r, pos;

	key[0] = key[1] = key[2] = 0;
	/* players 0-2 in key[0], 3 in key[1]: 4 pieces of 5 bits each */
	for (k = 0; k < st->nplayers; k++)
		for (i = 0; i < st->npieces; i++) {
			pos = st->p[k].pos[i];
			key[k / 3] = key[k / 3] << CODE_BITS |
			    (uint64_t)(pos == YUT_ARRIVED ? ARRIVED_CODE : pos);
		}
	key[0] |= (uint64_t)st->turn << 60;
	key[1] |= (uint64_t)st->throws << 20 | (uint64_t)st->nplayers << 27;
	for (r = 0; r < YUT_NRESULTS; r++)
		key[2] = key[2] << 6 | (uint64_t)st->hand[r];
	key[2] |= extra << 36;
}

struct yut_memo *
yut_search_memo(struct yut_memo *memo, struct yut_memo *own)
{
	if (memo != NULL)
		return memo;
	(void)yut_memo_init(own, YUT_SEARCH_MEMO_BITS);
	return own;
}

void
yut_search_memo_done(struct yut_memo *memo, struct yut_memo *own)
{
	if (memo == own)
		yut_memo_free(own);
}

int
yut_search_chance(const struct yut_state *st, const double *odds,
    double (*value)(void *ctx, const struct yut_state *next,
    const struct yut_event *ev), void *ctx, double *v)
{
	struct yut_state next;
	struct yut_event ev;
	double sum = 0;
	int r;

	for (r = 0; r < YUT_NRESULTS; r++) {
		next = *st;
		if (yut_apply_throw(&next, r, &ev) != YUT_OK)
			return -1;
		sum += odds[r] * value(ctx, &next, &ev);
	}
	*v = sum;
	return 0;
}

void
yut_search_deepen(int (*run)(void *ctx, int depth, long limit, double *val),
    void *ctx, long budget, double *val, int n)
{
	double v[YUT_MAXMOVES];
	int depth, rc;

	for (depth = 1; depth <= 2 * YUT_MAXHAND; depth++) {
		/* the first depth always completes */
		if ((rc = run(ctx, depth, depth == 1 ? -1 : budget, v)) < 0)
			break;
		memcpy(val, v, (size_t)n * sizeof *v);
		if (rc == 0)
			break;
	}
}

/*
 * analyse.c - a state valued by the exact table or by the strongest
 * search, and a game record judged move by move that way: each move
 * played beside the best move of its position.
 */
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "solve.h"
#include "bots.h"

int
yut_eval(struct yut_table *t, const struct yut_state *st,
    double p[YUT_MAXPLAYERS], struct yut_mv *mv, double *val, int *n,
    char *err, size_t errsize)
{
	if (t == NULL) {
		yut_bot_eval(st, 0.5, p, mv, val, n);
		return 0;
	}
	if (yut_table_covers(t, st, err, errsize) < 0)
		return -1;
	if (yut_table_eval(t, st, &p[0], mv, val, n) < 0) {
		/* a hand beyond the table search's budget: estimated */
		yut_bot_eval(st, t->prob, p, mv, val, n);
		return 1;
	}
	p[1] = 1 - p[0];
	return 0;
}

int
yut_record_judge(const struct yut_record *rec, struct yut_table *t,
    void (*fn)(void *arg, const struct yut_judged *j), void *arg, char *err,
    size_t errsize)
{
	const struct yut_state *v = rec->v;
	size_t n = rec->n;
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_step step;
	struct yut_judged j;
	double val[YUT_MAXMOVES], p[YUT_MAXPLAYERS];
	char why[256];
	size_t k;
	int i, nmv, r;

	for (k = 0; k + 1 < n; k++) {
		if (rec->newgame[k + 1] ||
		    yut_step_find(&v[k], &v[k + 1], &step) < 0 ||
		    step.kind != YUT_STEP_MOVE)
			continue;
		if ((r = yut_eval(t, &v[k], p, mv, val, &nmv, why,
		    sizeof why)) < 0) {
			snprintf(err, errsize, "line %zu: %s", rec->line[k],
			    why);
			return -1;
		}
		for (i = 0; i < nmv; i++)
			if (mv[i].pos == step.pos &&
			    mv[i].result == step.result)
				break;
		if (i == nmv)
			continue;	/* a dead back-do: nothing to choose */
		memset(&j, 0, sizeof j);
		j.line = rec->line[k];
		j.player = step.mover;
		j.played = mv[i];
		j.value = val[i];
		j.best = mv[0];
		j.bestvalue = val[0];
		j.choices = nmv;
		j.estimated = r == 1;
		fn(arg, &j);
	}
	return 0;
}

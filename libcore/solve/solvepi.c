/*
 * solvepi.c - the fast engine's policy evaluation, its second half: the
 * system of the terms the walks found (solvewalk.c), solved by passes.
 *
 * Policy evaluation (policy iteration).  The values the sweeps creep
 * towards are nearly those of the game played by the moves the last sweep
 * found: a linear system, each position's value its chance of winning in
 * the turn and, for each position the turn passes to, its chance times
 * one less that position's value.  A sweep, after valuing a position,
 * follows its best moves through the turn (a walk: the memo and rows,
 * just made, keep each state's best move beside its value, which spared
 * a twentieth of the time on three pieces' part with two home, 250 CPU
 * seconds against 262) and keeps its terms; the system is then solved by
 * passes in the sweep's rounds (pi_pass), a few nanoseconds a term, and
 * the next sweep starts from its solution.  Such a sweep takes about
 * twice as long as one without, and brings the values some 100 to
 * 1,000 times nearer once the moves have settled, where one without
 * brings them three to five times nearer: on three pieces' part with
 * two home 10 sweeps and 221 CPU seconds against 35 and 408 without, two
 * pieces 26 sweeps and 82 CPU seconds against 91 and 133.  It goes on
 * while each sweep changes less than the last, the extrapolation taking
 * over if one does not.  As the extrapolation, it only shortens the
 * way: the solve still ends after a sweep that changed no value by more
 * than the tolerance, and any number of threads finds the same terms.
 * The processes of an MPI run each keep the terms of the positions they
 * valued, and pass values alone.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "solve.h"
#include "solvefast.h"

/*
 * The policy's terms to be found in the coming sweep of pt (on), or
 * forgotten (off): 0, or -1 when memory runs out (nothing then kept).
 */
int
yut_fast_pi_terms(struct solver *sv, const struct part *pt, int on)
{
	int d;

	for (d = 0; d < sv->nw; d++) {
		sv->w[d].pk = on ? &sv->pk : NULL;
		sv->w[d].pin = 0;
		if (!on) {
			free(sv->w[d].pii);
			free(sv->w[d].piq);
			sv->w[d].pii = NULL;
			sv->w[d].piq = NULL;
			sv->w[d].picap = 0;
		}
	}
	if (on) {
		sv->pk.off = calloc(pt->count, sizeof *sv->pk.off);
		sv->pk.n = calloc(pt->count, sizeof *sv->pk.n);
		sv->pk.who = calloc(pt->count, sizeof *sv->pk.who);
		sv->pk.win = calloc(pt->count, sizeof *sv->pk.win);
		if (pt->count > 0 && (sv->pk.off == NULL || sv->pk.n == NULL ||
		    sv->pk.who == NULL || sv->pk.win == NULL)) {
			yut_fast_pi_terms(sv, pt, 0);
			return -1;
		}
		return 0;
	}
	free(sv->pk.off);
	free(sv->pk.n);
	free(sv->pk.who);
	free(sv->pk.win);
	memset(&sv->pk, 0, sizeof sv->pk);
	return 0;
}

/* The memory the terms found in a sweep of pt take. */
static size_t
pi_bytes(const struct solver *sv, const struct part *pt)
{
	size_t b = pt->count * (sizeof *sv->pk.off + sizeof *sv->pk.n +
	    sizeof *sv->pk.who + sizeof *sv->pk.win);
	int d;

	for (d = 0; d < sv->nw; d++)
		b += sv->w[d].picap * (sizeof *sv->w[d].pii +
		    sizeof *sv->w[d].piq);
	return b;
}

/* The policy's value of the position at k in the part's order. */
static double
pi_value(const struct solver *sv, const struct yut_table *t, uint64_t k)
{
	const struct worker *w = &sv->w[sv->pk.who[k]];
	const uint32_t *ii = w->pii + sv->pk.off[k];
	const double *qq = w->piq + sv->pk.off[k];
	double x = sv->pk.win[k];
	uint32_t j;

	for (j = 0; j < sv->pk.n[k]; j++)
		x += qq[j] * (1 - t->v[ii[j]]);
	return x < 0 ? 0 : x > 1 ? 1 : x;
}

/*
 * A pass of the policy's system over pt, in the sweep's rounds: each
 * round's values from those before it, as a sweep's, every process its
 * own share of the round from the terms it found, the others' received
 * before the next round; so the values are the same for any number of
 * processes.  The largest change it makes.
 */
static double
pi_pass(struct solver *sv, struct yut_table *t, const struct part *pt,
    const uint32_t *order)
{
	uint64_t r0, r1, k, lo, hi, base;
	double ch = 0, x;

	sv->rd.start = pt->start;
	for (r0 = 0; r0 < pt->nb; r0 = r1) {
		r1 = r0 + sv->round < pt->nb ? r0 + sv->round : pt->nb;
		sv->rd.r0 = r0;
		base = pt->start[r0];
		yut_fast_share_counts(sv, (r1 - r0) * sv->rd.slices);
		lo = base + (uint64_t)sv->displs[sv->rank];
		hi = lo + (uint64_t)sv->counts[sv->rank];
		for (k = lo; k < hi; k++)
			sv->buf[k - base] = pi_value(sv, t, k);
		yut_fast_share_values(sv);
		for (k = base; k < pt->start[r1]; k++) {
			x = sv->buf[k - base];
			if (fabs(x - t->v[order[k]]) > ch)
				ch = fabs(x - t->v[order[k]]);
			t->v[order[k]] = x;
		}
	}
	return ch;
}

/*
 * Solve the policy's system, its terms those the last sweep of pt found,
 * by passes in the sweep's order (order), into t's values: 0 when they
 * were replaced, 1 when the system did not settle and they were left as
 * they were, -1 when memory ran out (nothing done).
 */
int
yut_fast_pi_solve(struct solver *sv, struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt,
    const uint32_t *order)
{
	double *kept, ch = 1;
	uint64_t k;
	int it;

	if (pi_bytes(sv, pt) > sv->pibytes)
		sv->pibytes = pi_bytes(sv, pt);
	if ((kept = calloc(pt->count ? pt->count : 1, sizeof *kept)) == NULL)
		return -1;
	for (k = 0; k < pt->count; k++)
		kept[k] = t->v[order[k]];
	for (it = 0; it < sv->pi && ch > o->tol / 1000; it++)
		ch = pi_pass(sv, t, pt, order);
	if (ch > o->tol)
		for (k = 0; k < pt->count; k++)
			t->v[order[k]] = kept[k];
	free(kept);
	if (o->evaluated != NULL)
		o->evaluated(o->arg, t->sweeps, it, ch, ch <= o->tol);
	return ch > o->tol ? 1 : 0;
}


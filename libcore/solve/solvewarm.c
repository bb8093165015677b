/*
 * solvewarm.c - where the fast engine's sweeps of a part start: from the
 * values of the parts solved before it rather than from nothing.
 *
 * A part's positions are those with so many pieces arrived in all, and
 * the parts with more are solved first.  A position's value is taken to
 * lie between those of the two positions one piece further on, each with
 * one side's piece nearest home arrived: the mover's is a little better
 * for the mover, the other's a little worse, and both are in the part
 * before, solved, or are games over.  Their mean costs a look-up or two a
 * position, against a search of every turn for a sweep, and leaves the
 * first sweep's best moves nearly those of the last; the sweeps then go
 * on to the same values as from nothing, by the same test.
 */
#include <stdlib.h>

#include "game.h"
#include "solve.h"

/* A position's code as the ranks count it: 0..29, arrived 30. */
static int
code_of(int pos)
{
	return pos == YUT_ARRIVED ? 30 : pos;
}

/*
 * The placement of rank ia with its piece nearest home (the one whose
 * arrival leaves the most steps to go) arrived, by rank; ia when every
 * piece has.
 */
static uint64_t
ahead_of(const struct yut_sweep_plan *sp, uint64_t ia)
{
	int pos[YUT_MAXPIECES], i, j, k, n = sp->npieces, p;
	uint64_t r, best = ia;

	for (j = 0; j < n; j++) {
		if (sp->pl[ia][j] == YUT_ARRIVED)
			continue;
		for (i = 0; i < n; i++)
			pos[i] = i == j ? YUT_ARRIVED : sp->pl[ia][i];
		/* sorted again by code, the arrived piece last */
		for (i = 1; i < n; i++)
			for (k = i; k > 0 && code_of(pos[k - 1]) >
			    code_of(pos[k]); k--) {
				p = pos[k];
				pos[k] = pos[k - 1];
				pos[k - 1] = p;
			}
		r = yut_placement_rank(pos, n);
		if (best == ia || sp->dist[r] > sp->dist[best])
			best = r;
	}
	return best;
}

/*
 * The start of the position ia, ib (the mover's placement, the other's)
 * between the two one piece further on, nearer the one whose piece had
 * fewer steps to go.
 */
static double
between(const struct yut_sweep_plan *sp, const struct yut_table *t,
    const uint64_t *up, uint64_t ia, uint64_t ib)
{
	double sa = (double)sp->dist[ia] - (double)sp->dist[up[ia]];
	double sb = (double)sp->dist[ib] - (double)sp->dist[up[ib]];
	uint64_t n = t->nplace;

	if (sa + sb <= 0)
		return 0.5;
	return (sb * t->v[up[ia] * n + ib] + sa * t->v[ia * n + up[ib]]) /
	    (sa + sb);
}

/* Whether the positions of part hold nothing but the zeros they began at. */
static int
untouched(const struct yut_sweep_plan *sp, const struct yut_table *t,
    int part)
{
	uint64_t ia, ib, n = t->nplace;

	for (ia = 0; ia < n; ia++)
		for (ib = 0; ib < n; ib++)
			if (yut_sweep_has(sp, ia, ib, part) &&
			    t->v[ia * n + ib] != 0)
				return 0;
	return 1;
}

int
yut_solve_warm(const struct yut_sweep_plan *sp, struct yut_table *t,
    int part)
{
	uint64_t *up, ia, ib, n = t->nplace;

	/* a part swept before (a run resumed) goes on from where it was */
	if (part < 0 || !untouched(sp, t, part))
		return 0;
	if ((up = calloc(n, sizeof *up)) == NULL)
		return -1;
	for (ia = 0; ia < n; ia++)
		up[ia] = ahead_of(sp, ia);
	for (ia = 0; ia < n; ia++)
		for (ib = 0; ib < n; ib++)
			if (yut_sweep_has(sp, ia, ib, part))
				t->v[ia * n + ib] = between(sp, t, up, ia, ib);
	free(up);
	return 0;
}

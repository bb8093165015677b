/*
 * teach.c - the expert's network taught an exact table of yut-solve: the
 * table's positions where the game goes on, in an order shuffled from a
 * seed, each value of the network moved towards the table's
 * (yut_net_teach, for yut-learn -t).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "solve.h"
#include "bots.h"

/*
 * The positions of table t a network is taught, into *out (allocated
 * here): the index of each where neither side has all its pieces home
 * and no square holds pieces of both.  How many, or -1 when memory runs
 * out.
 */
static long
table_positions(const struct yut_table *t, uint64_t **out)
{
	int pos[YUT_MAXPIECES], n = t->npieces, i;
	uint32_t *held;
	unsigned char *home;
	uint64_t a, b, *idx;
	long k = 0;

	held = calloc(t->nplace, sizeof *held);
	home = calloc(t->nplace, sizeof *home);
	idx = malloc((t->nvalues ? t->nvalues : 1) * sizeof *idx);
	if (held == NULL || home == NULL || idx == NULL) {
		free(held), free(home), free(idx);
		return -1;
	}
	for (a = 0; a < t->nplace; a++) {
		yut_placement_unrank(a, n, pos);
		for (i = 0; i < n; i++)
			if (pos[i] == YUT_ARRIVED)
				home[a]++;
			else if (pos[i] != 0)
				held[a] |= (uint32_t)1 << pos[i];
	}
	for (a = 0; a < t->nplace; a++)
		for (b = 0; b < t->nplace; b++)
			if (home[a] < n && home[b] < n &&
			    (held[a] & held[b]) == 0)
				idx[k++] = a * t->nplace + b;
	free(held), free(home);
	*out = idx;
	return k;
}

/* The state of table t's position i: player 0 to throw, a hand empty. */
static void
table_state(const struct yut_table *t, uint64_t i, struct yut_state *st)
{
	yut_state_basic(st, 2, t->npieces);
	yut_placement_unrank(i / t->nplace, t->npieces, st->p[0].pos);
	yut_placement_unrank(i % t->nplace, t->npieces, st->p[1].pos);
}

/* The mean distance of net's values from t's over its n positions idx. */
static double
table_error(const struct yut_net *net, const struct yut_table *t,
    const uint64_t *idx, long n)
{
	struct yut_state st;
	double e = 0;
	long k;

	for (k = 0; k < n; k++) {
		table_state(t, idx[k], &st);
		e += fabs(yut_net_value(net, &st) - t->v[idx[k]]);
	}
	return n > 0 ? e / (double)n : 0;
}

/*
 * A table's value to six places, as yut-solve prints them: a table solved
 * again, the same but in its last digits, teaches the same network.
 */
static double
six_places(double v)
{
	return floor(v * 1e6 + 0.5) / 1e6;
}

int
yut_net_teach(struct yut_net *net, const struct yut_table *t, int passes,
    uint64_t seed, double err[2])
{
	struct yut_state st;
	struct yut_rng rng;
	uint64_t *idx, x;
	long n, k, j;
	double alpha;
	int p;

	if ((n = table_positions(t, &idx)) < 0)
		return -1;
	err[0] = table_error(net, t, idx, n);
	yut_rng_seed(&rng, yut_mix64(seed ^ 0x7461626c65));	/* "table" */
	for (p = 0; p < passes; p++) {
		/* the step as in self-play: 0.1, 0.03, then 0.01 */
		alpha = p * 4 < passes ? 0.1 : p * 2 < passes ? 0.03 : 0.01;
		for (k = n - 1; k > 0; k--) {
			j = (long)(yut_rng_next(&rng) % (uint64_t)(k + 1));
			x = idx[k], idx[k] = idx[j], idx[j] = x;
		}
		for (k = 0; k < n; k++) {
			table_state(t, idx[k], &st);
			yut_net_train(net, &st, six_places(t->v[idx[k]]), alpha);
		}
	}
	err[1] = table_error(net, t, idx, n);
	free(idx);
	return 0;
}


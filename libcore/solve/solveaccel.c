/*
 * solveaccel.c - the fast engine's extrapolation between sweeps.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "solvefast.h"

/*
 * Between sweeps, the next sweep's start extrapolated from the last few
 * (Anderson's acceleration): a sweep maps the values x it starts from to
 * g(x), and the values sought are g's fixed point.  Near it g is nearly
 * linear, and the error a sweep leaves is about a third of the one it
 * was given, much of it the same shape each time; the combination of the
 * last outputs whose residuals g(x) - x cancel best, by least squares,
 * starts the next sweep nearer, and the error then shrinks four or
 * five times a sweep.  It starts once the policy of best moves has mostly
 * settled (a change below ACCEL_FROM); a residual larger than the last
 * forgets the history, the next sweep starting from g(x) as without it.
 * The solve still ends only after a sweep that changed no value by more
 * than the tolerance, the plain engine's test, so only the way there is
 * shorter; every process and thread computes the same.  It keeps 88
 * bytes a position, in every process: up to ACCEL_PIECES pieces (2 GB
 * at three), not at four, whose ranks would each hold 150 GB more.
 */

/*
 * The extrapolation of n positions, nothing held yet: 0, or -1 when
 * memory runs out (yut_fast_accel_free frees what was taken).
 */
int
yut_fast_accel_init(struct accel *a, uint64_t n)
{
	int i, bad;

	memset(a, 0, sizeof *a);
	a->n = n;
	a->x = calloc(n ? n : 1, sizeof *a->x);
	a->f = calloc(n ? n : 1, sizeof *a->f);
	a->g = calloc(n ? n : 1, sizeof *a->g);
	bad = a->x == NULL || a->f == NULL || a->g == NULL;
	for (i = 0; i < ACCEL_DEPTH; i++) {
		a->df[i] = calloc(n ? n : 1, sizeof *a->df[i]);
		a->dg[i] = calloc(n ? n : 1, sizeof *a->dg[i]);
		bad |= a->df[i] == NULL || a->dg[i] == NULL;
	}
	return bad ? -1 : 0;
}

void
yut_fast_accel_free(struct accel *a)
{
	int i;

	free(a->x);
	free(a->f);
	free(a->g);
	for (i = 0; i < ACCEL_DEPTH; i++) {
		free(a->df[i]);
		free(a->dg[i]);
	}
}

/* The values a sweep is about to start from. */
void
yut_fast_accel_start(struct accel *a, const double *v, const uint32_t *order)
{
	uint64_t k;

	for (k = 0; k < a->n; k++)
		a->x[k] = v[order[k]];
}

/*
 * Solve the m by m system m x = b in place by Gaussian elimination with
 * partial pivoting; -1 if it is singular.
 */
static int
solve_small(double m[ACCEL_DEPTH][ACCEL_DEPTH], double *b, int n)
{
	double t;
	int i, j, k, p;

	for (k = 0; k < n; k++) {
		for (p = k, i = k + 1; i < n; i++)
			if (fabs(m[i][k]) > fabs(m[p][k]))
				p = i;
		if (!(fabs(m[p][k]) > 0))
			return -1;
		for (j = 0; j < n; j++) {
			t = m[k][j];
			m[k][j] = m[p][j];
			m[p][j] = t;
		}
		t = b[k];
		b[k] = b[p];
		b[p] = t;
		for (i = k + 1; i < n; i++) {
			t = m[i][k] / m[k][k];
			for (j = k; j < n; j++)
				m[i][j] -= t * m[k][j];
			b[i] -= t * b[k];
		}
	}
	for (k = n - 1; k >= 0; k--) {
		for (j = k + 1; j < n; j++)
			b[k] -= m[k][j] * b[j];
		b[k] /= m[k][k];
	}
	return 0;
}

/*
 * After a sweep that changed values by at most change, not the last:
 * the values of v (the sweep's output) replaced by the extrapolated start
 * of the next sweep.
 */
void
yut_fast_accel_next(struct accel *a, double *v, const uint32_t *order, double change)
{
	double m[ACCEL_DEPTH][ACCEL_DEPTH], b[ACCEL_DEPTH], gn, fn, y, trace;
	uint64_t k;
	int i, j, s, h = a->head, keep = a->have && change <= ACCEL_FROM &&
	    change < a->last;

	if (a->n == 0)
		return;
	if (keep) {
		h = (a->head + a->len) % ACCEL_DEPTH;
		if (a->len == ACCEL_DEPTH)
			a->head = (a->head + 1) % ACCEL_DEPTH;
		else
			a->len++;
	} else
		a->len = 0;
	for (k = 0; k < a->n; k++) {
		gn = v[order[k]];
		fn = gn - a->x[k];
		if (keep) {
			a->df[h][k] = fn - a->f[k];
			a->dg[h][k] = gn - a->g[k];
		}
		a->f[k] = fn;
		a->g[k] = gn;
	}
	a->have = 1;
	a->last = change;
	if (a->len == 0)
		return;
	/* least squares: the differences' normal equations, slots in age */
	memset(m, 0, sizeof m);
	memset(b, 0, sizeof b);
	for (i = 0; i < a->len; i++) {
		s = (a->head + i) % ACCEL_DEPTH;
		for (k = 0; k < a->n; k++)
			b[i] += a->df[s][k] * a->f[k];
		for (j = 0; j <= i; j++) {
			for (k = 0; k < a->n; k++)
				m[i][j] += a->df[s][k] *
				    a->df[(a->head + j) % ACCEL_DEPTH][k];
			m[j][i] = m[i][j];
		}
	}
	for (trace = 0, i = 0; i < a->len; i++)
		trace += m[i][i];
	for (i = 0; i < a->len; i++)
		m[i][i] += 1e-14 * trace;
	if (!(trace > 0) || solve_small(m, b, a->len) < 0) {
		a->len = 0;
		return;
	}
	for (k = 0; k < a->n; k++) {
		y = a->g[k];
		for (i = 0; i < a->len; i++)
			y -= b[i] * a->dg[(a->head + i) % ACCEL_DEPTH][k];
		v[order[k]] = y < 0 ? 0 : y > 1 ? 1 : y;
	}
}


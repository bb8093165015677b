/*
 * solvefast.c - the solver's fast engine: the values of solve.c's plain
 * engine, from a board of its own.
 *
 * A side's pieces are codes 0 (not started), 1..29 and 30 (arrived),
 * kept ascending in bytes; a move is a look-up in a table of destinations
 * filled from yut_dest, and a position's index in the table is a sum of
 * ranks from a table, so no move goes through yut_move's checks and no
 * state is copied whole.  The turn is the plain engine's: every way the
 * throws can fall, a hand that reaches the cut forfeiting what is owed,
 * then the best order of spending the hand, a catch's throw taken at
 * once, a hand that wins whatever it holds more ending the throwing; the
 * rules are those of rules.c for two players without animals, and the
 * engines are held to the same values by tests/47-solve-fast.bats.
 *
 * A sweep goes through the positions by their distance from the end, as
 * the plain engine's does; the positions of one distance are valued
 * together, from the values of the sweep so far, and written when all are
 * done.  Each of the threads takes positions of the distance in turn and
 * remembers, for as long as the distance lasts, the value of every board
 * and hand left that its searches meet, so positions that reach the same
 * board with the same hand left search it once; which hands win whatever
 * follows depends on no value and is remembered for the whole solve.
 * What a position is worth depends on no thread's order, so the table is
 * the same, value for value, for any number of threads, and for any
 * number of processes built with YUT_MPI (make mpi), each of which values
 * its share of every distance and receives the others' before the next.
 */
/* madvise's MADV_HUGEPAGE, where the system has it */
#define _DEFAULT_SOURCE
#include <sys/mman.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef YUT_MPI
#include <mpi.h>
#endif

#include "yut.h"

#define NCODE	31		/* 0, 1..29, 30 = arrived */
#define HOME	30
#define MAXTHREADS 256
#define NEAR	4096		/* slots of the memo's cache-sized front */

/* A state of the mover's turn: a the mover's pieces, b the other's. */
struct fst {
	unsigned char a[YUT_MAXPIECES], b[YUT_MAXPIECES];
	unsigned char hand[YUT_NRESULTS];
	int size;			/* results in hand */
	int throws;			/* throws owed */
};

/* What every thread reads and none writes. */
struct engine {
	const double *v;
	uint64_t nplace;
	int n, cut;
	double odds[YUT_NRESULTS];
	signed char dest[NCODE][YUT_NRESULTS];
	uint64_t rank[YUT_MAXPIECES][NCODE];
};

struct slot {
	uint64_t where;
	uint64_t what;		/* hand, throws owed, the distance's number */
	double v;
};

struct worker {
	const struct engine *e;
	struct slot *memo;
	struct slot *near;	/* NEAR slots in front of the memo */
	uint64_t mask, gen, nodes;
	/* the positions order[lo..hi), values to out[k - lo] */
	const uint32_t *order;
	uint64_t base, lo, hi;
	double *out;
	int (*pl)[YUT_MAXPIECES];
};

/*
 * A zeroed memo of n slots.  Its probes fall anywhere in it: on huge
 * pages they miss the TLB far less often.
 */
static struct slot *
memo_new(size_t n)
{
	void *p = NULL;
	size_t bytes = n * sizeof(struct slot), huge = (size_t)2 << 20;

	if (bytes < huge || posix_memalign(&p, huge, bytes) != 0)
		return yut_calloc(n, sizeof(struct slot));
#ifdef MADV_HUGEPAGE
	madvise(p, bytes, MADV_HUGEPAGE);
#endif
	memset(p, 0, bytes);
	return p;
}

static uint64_t
binomial(int n, int k)
{
	uint64_t r = 1;
	int i;

	if (k < 0 || k > n)
		return 0;
	for (i = 1; i <= k; i++)
		r = r * (uint64_t)(n - k + i) / (uint64_t)i;
	return r;
}

static void
engine_init(struct engine *e, const struct yut_table *t)
{
	int c, r, i, d;

	memset(e, 0, sizeof *e);
	e->v = t->v;
	e->nplace = t->nplace;
	e->n = t->npieces;
	e->cut = t->cut;
	yut_throw_odds(t->prob, e->odds);
	for (c = 0; c < NCODE; c++)
		for (r = 0; r < YUT_NRESULTS; r++) {
			d = c == HOME ? -1 : yut_dest(c, r, 0);
			e->dest[c][r] = (signed char)(d == YUT_ARRIVED ? HOME :
			    d);
		}
	/* as yut_placement_rank: sum of C(c_i + i, i + 1) */
	for (i = 0; i < YUT_MAXPIECES; i++)
		for (c = 0; c < NCODE; c++)
			e->rank[i][c] = binomial(c + i, i + 1);
}

static uint64_t
rank_of(const struct engine *e, const unsigned char *x)
{
	uint64_t r = 0;
	int i;

	for (i = 0; i < e->n; i++)
		r += e->rank[i][x[i]];
	return r;
}

/* The value for the other of the turn passing to it, boards as they are. */
static double
passed(const struct engine *e, const struct fst *st)
{
	return 1 - e->v[rank_of(e, st->b) * e->nplace + rank_of(e, st->a)];
}

static void
sort_codes(unsigned char *x, int n)
{
	int i, j;
	unsigned char c;

	for (i = 1; i < n; i++) {
		c = x[i];
		for (j = i; j > 0 && x[j - 1] > c; j--)
			x[j] = x[j - 1];
		x[j] = c;
	}
}

/* Whether the mover can use some result of the hand (settle's test). */
static int
usable(const struct engine *e, const struct fst *st)
{
	int i;

	if (st->hand[YUT_DO] | st->hand[YUT_GAE] | st->hand[YUT_GEOL] |
	    st->hand[YUT_YUT] | st->hand[YUT_MO])
		return 1;
	if (st->hand[YUT_BACKDO])
		for (i = 0; i < e->n; i++)
			if (st->a[i] != 0 && st->a[i] != HOME)
				return 1;
	return 0;
}

/* After an action: the turn goes on (a throw owed or a usable hand). */
static int
goes_on(const struct engine *e, const struct fst *st)
{
	return st->throws > 0 || (st->size > 0 && usable(e, st));
}

/*
 * The mover's pieces on code s moved by result r into *nx (one piece from
 * the start, the whole stack elsewhere), catching what stands at the
 * destination; 1 when the mover has won.
 */
static int
move(const struct engine *e, const struct fst *st, int s, int r,
    struct fst *nx)
{
	int i, d = e->dest[s][r], c = 0;

	*nx = *st;
	if (s == 0)
		nx->a[0] = (unsigned char)d;	/* the first of those at 0 */
	else
		for (i = 0; i < e->n; i++)
			if (nx->a[i] == s)
				nx->a[i] = (unsigned char)d;
	sort_codes(nx->a, e->n);
	nx->hand[r]--;
	nx->size--;
	if (d == HOME)
		return nx->a[0] == HOME;
	for (i = 0; i < e->n; i++)
		if (nx->b[i] == d) {
			nx->b[i] = 0;
			c++;
		}
	if (c > 0) {
		sort_codes(nx->b, e->n);
		nx->throws++;
	}
	return 0;
}

static uint64_t
hand_key(const struct fst *st)
{
	uint64_t k = 0;
	int r;

	for (r = 0; r < YUT_NRESULTS; r++)
		k = k << 6 | st->hand[r];
	return k | (uint64_t)st->throws << 36;
}

/* st's index in the table, the mover's placement first. */
static uint64_t
where_of(const struct engine *e, const struct fst *st)
{
	return rank_of(e, st->a) * e->nplace + rank_of(e, st->b);
}

static uint64_t
hash(uint64_t where, uint64_t what)
{
	uint64_t h = where * 0x9e3779b97f4a7c15ULL ^
	    what * 0xc2b2ae3d27d4eb4fULL;

	return h ^ h >> 29;
}

/*
 * The memo slot of st with what's extra bits in *sl; 1 when st's value
 * is remembered, in (*sl)->v.  Most searches find again what they found
 * a moment ago, so a small memo that the caches hold stands in front of
 * the large one, which finds what other positions' searches found.
 */
static int
probe(struct worker *w, const struct fst *st, uint64_t extra,
    struct slot **sl, uint64_t *where, uint64_t *what)
{
	struct slot *n, *f;
	uint64_t h;

	*where = where_of(w->e, st);
	*what = hand_key(st) | extra;
	h = hash(*where, *what);
	n = &w->near[h & (NEAR - 1)];
	*sl = n;
	if (n->where == *where && n->what == *what)
		return 1;
	f = &w->memo[h & w->mask];
	if (f->where == *where && f->what == *what) {
		*n = *f;
		return 1;
	}
	return 0;
}

/* Remember v as the value of what probe looked for, in both memos. */
static void
keep(struct worker *w, struct slot *sl, uint64_t where, uint64_t what,
    double v)
{
	struct slot *f = &w->memo[hash(where, what) & w->mask];

	sl->where = f->where = where;
	sl->what = f->what = what;
	sl->v = f->v = v;
}

/* Whether a square holds a first piece of the mover's (a distinct one). */
#define FIRST(st, i) ((st)->a[i] != HOME && ((i) == 0 || \
	(st)->a[(i) - 1] != (st)->a[i]))

/*
 * Whether the hand of st alone (owed throws ignored) brings every piece
 * home in some order: as solve.c's sure_win, remembered for the solve.
 */
static int
sure_win(struct worker *w, const struct fst *st)
{
	const struct engine *e = w->e;
	struct slot *sl = NULL;
	struct fst nx, cur = *st;
	uint64_t where, what;
	int i, r, win = 0;

	cur.throws = 0;
	if (cur.size >= 2 && probe(w, &cur, (uint64_t)1 << 40, &sl, &where,
	    &what))
		return sl->v != 0;
	for (r = 0; r < YUT_NRESULTS && !win; r++) {
		if (cur.hand[r] == 0)
			continue;
		for (i = 0; i < e->n && !win; i++) {
			if (!FIRST(&cur, i) || (r == YUT_BACKDO &&
			    cur.a[i] == 0))
				continue;
			if (move(e, &cur, cur.a[i], r, &nx))
				win = 1;
			else if (nx.size > 0 && goes_on(e, &nx))
				win = sure_win(w, &nx);
		}
	}
	if (sl != NULL)
		keep(w, sl, where, what, win);
	return win;
}

static double node(struct worker *w, const struct fst *st);

/*
 * Ask the memory for what the value of *nx, left by a throw or a move,
 * will read: its memo slot, or the value of the turn passed.  A node's
 * children are looked at in turn, and each look is a miss in caches that
 * a table of millions does not fit: asked for together, the misses
 * overlap.
 */
static void
prefetch(struct worker *w, const struct fst *nx)
{
	const struct engine *e = w->e;

	if (!goes_on(e, nx))
		__builtin_prefetch(&e->v[rank_of(e, nx->b) * e->nplace +
		    rank_of(e, nx->a)]);
	else if (nx->size + nx->throws >= 2)
		__builtin_prefetch(&w->memo[hash(where_of(e, nx),
		    hand_key(nx) | w->gen << 41) & w->mask]);
}

/* The mover's value of st after a throw or a move left it as *nx. */
static double
after(struct worker *w, const struct fst *nx)
{
	if (goes_on(w->e, nx))
		return node(w, nx);
	return passed(w->e, nx);
}

/* The value for the mover of st, as solve.c's node. */
static double
node(struct worker *w, const struct fst *st)
{
	const struct engine *e = w->e;
	struct slot *sl = NULL;
	struct fst nx[YUT_MAXPIECES * YUT_NRESULTS];
	uint64_t where, what;
	double v, best;
	int i, r, n = 0;

	w->nodes++;
	if (st->size + st->throws >= 2 && probe(w, st, w->gen << 41, &sl,
	    &where, &what))
		return sl->v;
	if (st->throws > 0 && st->size > 0 && sure_win(w, st))
		best = 1;
	else if (st->throws > 0 && st->size >= e->cut) {
		/* a full hand forfeits what is owed */
		nx[0] = *st;
		nx[0].throws = 0;
		best = node(w, &nx[0]);
	} else if (st->throws > 0) {
		for (r = 0; r < YUT_NRESULTS; r++) {
			nx[r] = *st;
			nx[r].hand[r]++;
			nx[r].size++;
			nx[r].throws += (r >= YUT_YUT) - 1;
			prefetch(w, &nx[r]);
		}
		best = 0;
		for (r = 0; r < YUT_NRESULTS; r++)
			best += e->odds[r] * after(w, &nx[r]);
	} else {
		best = -1;
		for (r = 0; r < YUT_NRESULTS && best < 1; r++) {
			if (st->hand[r] == 0)
				continue;
			for (i = 0; i < e->n; i++) {
				if (!FIRST(st, i) || (r == YUT_BACKDO &&
				    st->a[i] == 0))
					continue;
				/* a win is the most a move can be worth */
				if (move(e, st, st->a[i], r, &nx[n])) {
					best = 1;
					break;
				}
				prefetch(w, &nx[n++]);
			}
		}
		for (i = 0; i < n && best < 1; i++)
			if ((v = after(w, &nx[i])) > best)
				best = v;
		if (best < 0)	/* nothing usable: the hand is discarded */
			best = passed(e, st);
	}
	if (sl != NULL)
		keep(w, sl, where, what, best);
	return best;
}

static unsigned char
code_of(int pos)
{
	return (unsigned char)(pos == YUT_ARRIVED ? HOME : pos);
}

/* Value the positions order[lo..hi) into out[k - base]. */
static void *
work(void *arg)
{
	struct worker *w = arg;
	struct fst st;
	uint64_t k, i;
	int j;

	memset(&st, 0, sizeof st);
	for (k = w->lo; k < w->hi; k++) {
		i = w->order[k];
		for (j = 0; j < w->e->n; j++) {
			st.a[j] = code_of(w->pl[i / w->e->nplace][j]);
			st.b[j] = code_of(w->pl[i % w->e->nplace][j]);
		}
		st.throws = 1;
		st.size = 0;
		memset(st.hand, 0, sizeof st.hand);
		w->out[k - w->base] = node(w, &st);
	}
	return NULL;
}

/*
 * Value order[lo..hi) into out with nw workers, each its own block of
 * the range and its memo, so what each computes depends on nothing but
 * the number of workers; a thread that cannot start leaves its block to
 * the first.
 */
static void
run(struct worker *w, int nw, uint64_t lo, uint64_t hi, double *out)
{
	pthread_t tid[MAXTHREADS];
	int i, started[MAXTHREADS];

	for (i = 0; i < nw; i++) {
		w[i].base = lo;
		w[i].lo = lo + (hi - lo) * (uint64_t)i / (uint64_t)nw;
		w[i].hi = lo + (hi - lo) * (uint64_t)(i + 1) / (uint64_t)nw;
		w[i].out = out;
	}
	for (i = 1; i < nw; i++)
		started[i] = w[i].lo == w[i].hi || pthread_create(&tid[i],
		    NULL, work, &w[i]) == 0 ? 2 : 0;
	work(&w[0]);
	for (i = 1; i < nw; i++)
		if (started[i] == 2 && w[i].lo < w[i].hi)
			pthread_join(tid[i], NULL);
		else if (!started[i])
			work(&w[i]);
}

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
#define ACCEL_DEPTH 4
#define ACCEL_PIECES 3
#define ACCEL_FROM 1e-2

struct accel {
	uint64_t n;		/* positions swept */
	int len, head;		/* differences held, the oldest's slot */
	int have;		/* x, f and g hold a sweep */
	double last;		/* that sweep's change */
	double *x, *f, *g;	/* the sweep's start, residual and output */
	double *df[ACCEL_DEPTH], *dg[ACCEL_DEPTH];	/* their differences */
};

static void
accel_init(struct accel *a, uint64_t n)
{
	int i;

	memset(a, 0, sizeof *a);
	a->n = n;
	a->x = yut_calloc(n ? n : 1, sizeof *a->x);
	a->f = yut_calloc(n ? n : 1, sizeof *a->f);
	a->g = yut_calloc(n ? n : 1, sizeof *a->g);
	for (i = 0; i < ACCEL_DEPTH; i++) {
		a->df[i] = yut_calloc(n ? n : 1, sizeof *a->df[i]);
		a->dg[i] = yut_calloc(n ? n : 1, sizeof *a->dg[i]);
	}
}

static void
accel_free(struct accel *a)
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
static void
accel_start(struct accel *a, const double *v, const uint32_t *order)
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
static void
accel_next(struct accel *a, double *v, const uint32_t *order, double change)
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

static int
ascending(const void *x, const void *y)
{
	uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;

	return a < b ? -1 : a > b;
}

/* index i as the other's placement first, and back: its own inverse */
#define SWAPPED(i, np) ((uint32_t)((i) % (np) * (np) + (i) / (np)))

/*
 * The positions of each distance by the other's placement, then the
 * mover's: a turn changes the other's pieces only by a catch, so the
 * boards that consecutive positions' searches meet are much the same,
 * and the memo finds them while its caches still hold them.  The order
 * within a distance changes which remembered searches survive, so the
 * sweeps on the way, not the values they converge to.
 */
static void
by_other(struct yut_sweep_plan *sp, uint64_t np)
{
	uint64_t k, s0;
	int d;

	for (k = 0; k < sp->count; k++)
		sp->order[k] = SWAPPED(sp->order[k], np);
	for (d = 0, s0 = 0; d < sp->nends; s0 = sp->ends[d++])
		qsort(sp->order + s0, sp->ends[d] - s0, sizeof *sp->order,
		    ascending);
	for (k = 0; k < sp->count; k++)
		sp->order[k] = SWAPPED(sp->order[k], np);
}

int
yut_solve_fast(struct yut_table *t, const struct yut_solve_opts *o,
    struct yut_solve_stats *stats, char *err, size_t errsize)
{
	struct yut_sweep_plan sp;
	struct accel ac;
	struct engine e;
	struct worker *w;
	double *buf, change;
	uint64_t s0, s1, lo, hi, k, i, maxrun = 1, nodes = 0;
	size_t memo, slots;
	int d, nw, rank = 0, size = 1;
#ifdef YUT_MPI
	int *counts, *displs, r;
	unsigned long long sum;
#endif

	if (yut_solve_begin(t, o, &sp, err, errsize) < 0) {
		yut_sweep_plan_free(&sp);
		return -1;
	}
#ifdef YUT_MPI
	MPI_Comm_rank(MPI_COMM_WORLD, &rank);
	MPI_Comm_size(MPI_COMM_WORLD, &size);
	counts = yut_calloc((size_t)size, sizeof *counts);
	displs = yut_calloc((size_t)size, sizeof *displs);
#endif
	engine_init(&e, t);
	nw = o->threads;
	if (nw <= 0) {
		long c = sysconf(_SC_NPROCESSORS_ONLN);

		nw = c < 1 ? 1 : c > MAXTHREADS ? MAXTHREADS : (int)c;
	}
	if (nw > MAXTHREADS)
		nw = MAXTHREADS;
	/* as the plain engine's, from 4 to 256 MB by the positions */
	memo = o->memo_bytes;
	if (memo == 0)
		memo = sp.count < 4096 ? (size_t)4 << 20 : sp.count > 262144 ?
		    (size_t)256 << 20 : (size_t)sp.count << 10;
	for (slots = 1024; slots * 2 * sizeof(struct slot) <= memo;)
		slots *= 2;
	w = yut_calloc((size_t)nw, sizeof *w);
	for (d = 0; d < nw; d++) {
		w[d].e = &e;
		w[d].memo = memo_new(slots);
		w[d].near = yut_calloc(NEAR, sizeof *w[d].near);
		w[d].mask = slots - 1;
		w[d].order = sp.order;
		w[d].pl = sp.pl;
	}
	for (d = 0, s0 = 0; d < sp.nends; s0 = sp.ends[d++])
		if (sp.ends[d] - s0 > maxrun)
			maxrun = sp.ends[d] - s0;
	by_other(&sp, t->nplace);
	buf = yut_calloc(maxrun, sizeof *buf);
	accel_init(&ac, t->npieces <= ACCEL_PIECES ? sp.count : 0);
	memset(stats, 0, sizeof *stats);
	stats->states = sp.count;
	stats->bytes = t->nvalues * sizeof *t->v + sp.count *
	    sizeof *sp.order + (size_t)nw * slots * sizeof(struct slot) +
	    maxrun * sizeof *buf + (3 + 2 * ACCEL_DEPTH) * ac.n *
	    sizeof *ac.x;
	for (t->sweeps = 0; t->sweeps < o->max_sweeps;) {
		change = 0;
		accel_start(&ac, t->v, sp.order);
		for (k = 0; k < (uint64_t)nw; k++)
			w[k].gen++;
		for (d = 0, s0 = 0; d < sp.nends; s0 = sp.ends[d++]) {
			if ((s1 = sp.ends[d]) == s0)
				continue;
			/* this rank's share of the distance */
			lo = s0 + (s1 - s0) * (uint64_t)rank / (uint64_t)size;
			hi = s0 + (s1 - s0) * (uint64_t)(rank + 1) /
			    (uint64_t)size;
			run(w, nw, lo, hi, buf + (lo - s0));
#ifdef YUT_MPI
			for (r = 0; r < size; r++) {
				displs[r] = (int)((s1 - s0) * (uint64_t)r /
				    (uint64_t)size);
				counts[r] = (int)((s1 - s0) * (uint64_t)(r +
				    1) / (uint64_t)size) - displs[r];
			}
			MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL,
			    buf, counts, displs, MPI_DOUBLE, MPI_COMM_WORLD);
#endif
			for (k = s0; k < s1; k++) {
				i = sp.order[k];
				if (fabs(buf[k - s0] - t->v[i]) > change)
					change = fabs(buf[k - s0] - t->v[i]);
				t->v[i] = buf[k - s0];
			}
			if (o->progress != NULL)
				o->progress(o->arg, t->sweeps + 1,
				    (double)s1 / (double)sp.count, t->change);
		}
		if (yut_sweep_end(t, o, change) || t->sweeps >= o->max_sweeps)
			break;
		accel_next(&ac, t->v, sp.order, change);
	}
	accel_free(&ac);
	for (d = 0; d < nw; d++) {
		nodes += w[d].nodes;
		free(w[d].memo);
		free(w[d].near);
	}
#ifdef YUT_MPI
	sum = nodes;
	MPI_Allreduce(MPI_IN_PLACE, &sum, 1, MPI_UNSIGNED_LONG_LONG, MPI_SUM,
	    MPI_COMM_WORLD);
	nodes = sum;
	free(counts);
	free(displs);
#endif
	stats->sweeps = t->sweeps;
	stats->change = t->change;
	stats->nodes = nodes;
	free(buf);
	free(w);
	yut_sweep_plan_free(&sp);
	return 0;
}

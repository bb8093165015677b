/*
 * solvefast.c - the solver's fast engine: the values of solve.c's plain
 * engine, from a board of its own.
 *
 * A sweep goes through the positions in blocks: a block is the positions
 * where the other's pieces stand the same, which a turn changes only by a
 * catch, so the searches of a block's positions meet the same boards again
 * and again.  The blocks go in rounds of ROUND (or -R), each round valued
 * from the values before it and written when all its blocks are done; a
 * worker (a thread) takes a whole block, or a slice of one when the
 * workers of all processes are more than half a round's blocks.  Whatever
 * a worker finds or remembers in a round rests on the values before the
 * round alone, so the table is the same, value for value, for any number
 * of threads, any memo size, and any number of processes built with
 * YUT_MPI (make mpi), each of which values its share of every round and
 * receives the others' before the next.
 *
 * A whole solve sweeps its positions part by part, those with the most
 * pieces home first: a turn never takes a piece back from home, so a
 * part's values rest on its own and on those of the parts solved before,
 * from which its sweeps start (solvewarm.c).
 *
 * The engine's files, each calling only those below it: this one ties
 * them (the parts, their sweeps and rounds, the workers); solvekeep.c
 * keeps the sweep under way; solvepi.c solves the policy's system,
 * solvewalk.c finds its terms; solveaccel.c extrapolates between
 * sweeps; solvesearch.c is the board and the search of a turn;
 * solvempi.c what the processes pass each other; solvefast.h what
 * they share.  Where memory runs out, in any of them or any thread, the
 * solve ends and says so to its caller.
 */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "solve.h"
#include "solvefast.h"

/*
 * Value slices of the round, the next not yet taken, until none is left.
 * A slice is a block unless there are more workers than blocks.
 */
static void *
work(void *arg)
{
	struct worker *w = arg;
	struct round *rd = w->rd;
	const struct engine *e = w->e;
	struct fst st;
	uint64_t u, k, i, lo, hi;

	memset(&st, 0, sizeof st);
	while ((u = atomic_fetch_add(&rd->next, 1)) < rd->hi) {
		lo = slice_start(rd, u);
		hi = slice_start(rd, u + 1);
		if (lo == hi)
			continue;
		if (w->small != NULL)
			yut_fast_small_start(w, rd->order[lo - rd->base] % e->nplace);
		for (k = lo; k < hi; k++) {
			i = rd->order[k - rd->base];
			memcpy(st.a, e->codes[i / e->nplace], sizeof st.a);
			memcpy(st.b, e->codes[i % e->nplace], sizeof st.b);
			st.throws = 1;
			st.size = 0;
			memset(st.hand, 0, sizeof st.hand);
			w->arank = i / e->nplace;
			w->pstamp++;
			w->out[k - rd->base] = yut_fast_value(w, &st);
			if (w->pk != NULL)
				yut_fast_pi_record(w, k, &st);
		}
	}
	return NULL;
}

/*
 * Value a round with nw workers.  Every value is worked out from the
 * values before the round alone, and every memo entry a worker reads was
 * worked out in the round (its stamp), so the values do not depend on
 * which worker took which block, nor on how many there are; a thread
 * that cannot start leaves its blocks to the others.
 */
static void
run(struct worker *w, int nw, double *out)
{
	pthread_t tid[MAXTHREADS];
	int i, started[MAXTHREADS];

	for (i = 0; i < nw; i++)
		w[i].out = out;
	for (i = 1; i < nw; i++)
		started[i] = pthread_create(&tid[i], NULL, work, &w[i]) == 0;
	work(&w[0]);
	for (i = 1; i < nw; i++)
		if (started[i])
			pthread_join(tid[i], NULL);
}

/*
 * Blocks in a round, unless told (-R): the same whatever the threads and
 * processes, so that the values do not depend on them.  The fewer, the
 * fresher the values a round reads: with rounds of 85 blocks, three
 * pieces' part with two home took 40 sweeps, not 35, each cheaper (its
 * memo kept longer), in the same time; with 546, 61 sweeps.  More
 * workers than a round's blocks share each block in slices, which
 * changes no value but costs searches: a block's slices meet the same
 * boards each on its own.
 */
#define ROUND	8

/* Free the n parts pt. */
static void
parts_free(struct part *pt, int n)
{
	int a;

	if (pt == NULL)
		return;
	for (a = 0; a < n; a++) {
		free(pt[a].block);
		free(pt[a].start);
	}
	free(pt);
}

/*
 * The parts of the plan sp, the first to sweep first: for a whole solve
 * one for each count of pieces arrived, most first, else the one of
 * part (-1: every position).  A part's blocks are the placements of the
 * other's pieces, by rank, that it holds positions of.  NULL when memory
 * runs out.
 */
static struct part *
parts_of(const struct yut_sweep_plan *sp, const struct yut_table *t,
    int whole, int part, int *nparts)
{
	struct part *pt;
	uint64_t ia, ib, j, *count;
	int a, h, n = whole ? 2 * t->npieces - 1 : 1;

	pt = calloc((size_t)n, sizeof *pt);
	count = calloc((size_t)n * t->nplace, sizeof *count);
	if (pt == NULL || count == NULL)
		goto fail;
	for (ia = 0; ia < t->nplace; ia++)
		for (ib = 0; ib < t->nplace; ib++) {
			if (!yut_sweep_has(sp, ia, ib, whole ? -1 : part))
				continue;
			a = whole ? n - 1 - sp->home[ia] - sp->home[ib] : 0;
			count[(size_t)a * t->nplace + ib]++;
		}
	for (a = 0; a < n; a++) {
		h = whole ? n - 1 - a : part;
		pt[a].home = h;
		for (ib = 0; ib < t->nplace; ib++)
			pt[a].nb += count[(size_t)a * t->nplace + ib] != 0;
		pt[a].block = calloc(pt[a].nb ? pt[a].nb : 1,
		    sizeof *pt[a].block);
		pt[a].start = calloc(pt[a].nb + 1, sizeof *pt[a].start);
		if (pt[a].block == NULL || pt[a].start == NULL)
			goto fail;
		for (j = 0, ib = 0; ib < t->nplace; ib++) {
			if (count[(size_t)a * t->nplace + ib] == 0)
				continue;
			pt[a].block[j] = (uint32_t)ib;
			pt[a].start[j + 1] = pt[a].start[j] +
			    count[(size_t)a * t->nplace + ib];
			j++;
		}
		pt[a].count = pt[a].start[pt[a].nb];
	}
	free(count);
	*nparts = n;
	return pt;
fail:
	free(count);
	parts_free(pt, n);
	return NULL;
}

/*
 * The positions of block j of the part pt into out, in the order they
 * are swept: by the mover's steps left, then rank (nearest the end
 * first, as the plain engine's order).  Made again each time it is
 * needed rather than kept: a look at each placement, against 4 bytes a
 * position held.
 */
static void
block_fill(const struct yut_sweep_plan *sp, const struct yut_table *t,
    const struct part *pt, uint64_t j, uint32_t *out)
{
	uint64_t k, ia, ib = pt->block[j], m = 0;

	for (k = 0; k < t->nplace; k++) {
		ia = sp->bydist[k];
		if (yut_sweep_has(sp, ia, ib, pt->home))
			out[m++] = (uint32_t)(ia * t->nplace + ib);
	}
}

/* A new stamp for the workers' memos: what they hold is from before. */
static void
new_stamp(struct solver *sv)
{
	int d;

	if (++sv->stamp >> (64 - STAMP) != 0) {
		sv->stamp = 1;
		for (d = 0; d < sv->nw; d++)
			memset(sv->w[d].memo, 0, sv->slots *
			    sizeof(struct slot));
	}
	for (d = 0; d < sv->nw; d++)
		sv->w[d].stamp = sv->stamp << STAMP;
}

/* The search nodes of this process's workers so far (none running). */
static uint64_t
nodes_so_far(const struct solver *sv)
{
	uint64_t n = 0;
	int d;

	for (d = 0; d < sv->nw; d++)
		n += sv->w[d].nodes;
	return n;
}

/*
 * One sweep of the part pt: round by round, each round's values from
 * those before it; the largest change it makes.  *stop is set, and the
 * sweep cut short, when o->paused asks after a round.
 */
static double
sweep_part(struct solver *sv, struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt,
    struct keepat *at, int *stop)
{
	const uint64_t *start = pt->start;
	uint64_t r0, r1, k, i, n;
	double change = at->change;
	int rc;

	sv->rd.start = start;
	for (r0 = at->block; r0 < pt->nb; r0 = r1) {
		r1 = r0 + sv->round < pt->nb ? r0 + sv->round : pt->nb;
		new_stamp(sv);
		/* this process's slices of the round */
		sv->rd.r0 = r0;
		sv->rd.base = start[r0];
		for (k = r0; k < r1; k++)
			block_fill(sv->sp, t, pt, k, sv->rd.order + (start[k] -
			    start[r0]));
		n = (r1 - r0) * sv->rd.slices;
		atomic_store(&sv->rd.next, n * (uint64_t)sv->rank /
		    (uint64_t)sv->size);
		sv->rd.hi = n * (uint64_t)(sv->rank + 1) / (uint64_t)sv->size;
		run(sv->w, sv->nw, sv->buf);
		for (k = 0; k < (uint64_t)sv->nw; k++)
			sv->nomem |= sv->w[k].nomem;
		if (sv->nomem)
			break;
		yut_fast_share_counts(sv, n);
		yut_fast_share_values(sv);
		for (k = start[r0]; k < start[r1]; k++) {
			i = sv->rd.order[k - start[r0]];
			if (fabs(sv->buf[k - start[r0]] - t->v[i]) > change)
				change = fabs(sv->buf[k - start[r0]] - t->v[i]);
			t->v[i] = sv->buf[k - start[r0]];
		}
		t->nodes = nodes_so_far(sv);
		if (o->paused == NULL)
			continue;
		rc = o->paused(o->arg, t->sweeps + 1, (double)start[r1] /
		    (double)pt->count, t->change);
		*stop = (rc & YUT_PAUSE_STOP) != 0;
		at->block = r1;
		at->done = start[r1];
		at->change = change;
		/* the table written now, or at the stop: the sweep beside it */
		if (rc & (YUT_PAUSE_STOP | YUT_PAUSE_SAVED))
			yut_fast_keep_put(sv, t, o, pt, at);
		/* one rank told to stop stops them all, at the same round */
		yut_fast_max_int(stop);
		if (*stop)
			break;
	}
	return change;
}

/*
 * Worker w of sv, its memo and, when sv keeps them, its rows: 0, or -1
 * when memory runs out (workers_free frees what was taken).
 */
static int
worker_init(struct solver *sv, struct worker *w, const struct yut_table *t)
{
	w->e = &sv->e;
	w->first = sv->w;
	w->wk = yut_fast_walker_new();
	w->memo = yut_fast_memo_new(sv->slots);
	w->surebits = SURE_BITS(t->npieces);
	w->sure = calloc((size_t)1 << w->surebits, sizeof *w->sure);
	w->mask = sv->slots / 2 - 1;
	w->rd = &sv->rd;
	if (w->wk == NULL || w->memo == NULL || w->sure == NULL)
		return -1;
	if (!sv->rows)
		return 0;
	/* the kin the rows' memory allows, 1 to NKIN */
	for (w->maxkin = 1; w->maxkin < 1 << t->npieces &&
	    2 * w->maxkin * NSHAPE * t->nplace * sizeof(double) <=
	    KINBYTES;)
		w->maxkin *= 2;
	w->small = calloc((size_t)w->maxkin * NSHAPE * t->nplace,
	    sizeof *w->small);
	w->smallarg = calloc((size_t)w->maxkin * NSHAPE * t->nplace, 1);
	w->cell = calloc((size_t)w->maxkin * t->nplace, sizeof *w->cell);
	w->tval = calloc(PAIRS(sv->e.cut), sizeof *w->tval);
	w->tstamp = calloc(PAIRS(sv->e.cut), sizeof *w->tstamp);
	return w->small == NULL || w->smallarg == NULL ||
	    w->cell == NULL || w->tval == NULL || w->tstamp == NULL ?
	    -1 : 0;
}

/*
 * The workers of sv, each with its memo and rows: 0, or -1 when memory
 * runs out.
 */
static int
workers_new(struct solver *sv, const struct yut_table *t,
    const struct yut_solve_opts *o)
{
	size_t memo = o->memo_bytes ? o->memo_bytes :
	    MEMO_DEFAULT(t->npieces);
	int d, nw = o->threads;

	if (nw <= 0) {
		long c = sysconf(_SC_NPROCESSORS_ONLN);

		nw = c < 1 ? 1 : c > MAXTHREADS ? MAXTHREADS : (int)c;
	}
	if (nw > MAXTHREADS)
		nw = MAXTHREADS;
	for (sv->slots = 1024; sv->slots * 2 * sizeof(struct slot) <= memo;)
		sv->slots *= 2;
	if ((sv->w = calloc((size_t)nw, sizeof *sv->w)) == NULL)
		return -1;
	sv->nw = nw;
	for (d = 0; d < sv->nw; d++)
		if (worker_init(sv, &sv->w[d], t) < 0)
			return -1;
	if (sv->rows)
		return yut_fast_engine_sure(&sv->e, &sv->w[0]);
	return 0;
}

/* Free sv's workers; the nodes they visited. */
static uint64_t
workers_free(struct solver *sv)
{
	uint64_t nodes = 0;
	int d;

	for (d = 0; d < sv->nw; d++) {
		nodes += sv->w[d].nodes;
		free(sv->w[d].memo);
		free(sv->w[d].sure);
		free(sv->w[d].small);
		free(sv->w[d].smallarg);
		free(sv->w[d].cell);
		free(sv->w[d].tval);
		free(sv->w[d].tstamp);
		free(sv->w[d].pii);
		free(sv->w[d].piq);
		yut_fast_walker_free(sv->w[d].wk);
	}
	free(sv->w);
	return nodes;
}

/*
 * Where the coming sweep starts, as kept in *at: from the first block
 * unless it was taken up midway (kept).
 */
static void
sweep_at(struct keepat *at, const struct yut_table *t, int kept, int found,
    int pi, double pilast)
{
	if (!kept) {
		at->block = 0;
		at->change = 0;
	}
	at->sweep = t->sweeps + 1;
	at->found = found;
	at->pi = pi;
	at->pilast = pilast;
}

/*
 * Whether the coming sweep is likely the last, the policy's system having
 * just been solved after sweeps that changed values by c0, then c1: if
 * the next gains what the last did, it changes none by a tenth of the
 * tolerance.  That sweep finds no terms, which only a sweep after it
 * would use: it takes some 0.6 of the time of one that does.  Should it
 * not be the last after all, the sweep after it finds them again.
 */
static int
likely_last(double c0, double c1, double tol)
{
	return c0 > 0 && c1 < 100 * tol && c1 * (c1 / c0) < tol / 10;
}

/*
 * The sweeps of solve_part, from the sweep kept *kat (or NULL), with the
 * extrapolation ac of the positions in order: 1 when they converged, 0
 * when not, -1 when memory ran out.
 */
static int
sweeps(struct solver *sv, struct yut_table *t, const struct yut_solve_opts *o,
    const struct part *pt, const struct keepat *kat, struct accel *ac,
    const uint32_t *order, int *stop)
{
	struct keepat at;
	double change, pilast = 2, c0 = 0;
	int done = 0, found = 0, kept, r, pi = sv->pi &&
	    t->npieces <= ACCEL_PIECES;

	memset(&at, 0, sizeof at);
	if ((kept = kat != NULL) != 0) {
		at = *kat;
		pi = pi && at.pi;
		pilast = at.pilast;
		if (t->sweeps < at.sweep - 1)
			t->sweeps = at.sweep - 1;
	}
	found = kept && at.found;	/* its terms, taken */
	if (sv->warm && !kept && yut_solve_warm(sv->sp, t, pt->home) < 0)
		return -1;
	while (pt->count > 0 && t->sweeps < o->max_sweeps) {
		yut_fast_accel_start(ac, t->v, order);
		if (kept)
			found = at.found;
		/* each sweep finds the policy's terms too, while it helps */
		else if ((found = pi && !likely_last(c0, pilast, o->tol)) !=
		    0 && yut_fast_pi_terms(sv, pt, 1) < 0)
			return -1;
		sweep_at(&at, t, kept, found, pi, pilast);
		change = sweep_part(sv, t, o, pt, &at, stop);
		if (sv->nomem || *stop || (done = yut_sweep_end(t, o,
		    change)) || t->sweeps >= o->max_sweeps)
			break;
		r = found && change < pilast ?
		    yut_fast_pi_solve(sv, t, o, pt, order) : 1;
		if (found)
			yut_fast_pi_terms(sv, pt, 0);
		if (r < 0)
			return -1;
		if (r == 0) {
			c0 = pilast < 2 ? pilast : 0;
			pilast = change;
			ac->have = 0;
			kept = 0;
			continue;
		}
		pi = pi && !found;
		c0 = 0;
		/* a sweep taken up midway: no start of its own to go by */
		if (kept)
			ac->have = 0;
		else
			yut_fast_accel_next(ac, t->v, order, change);
		kept = 0;
	}
	if (found)		/* the last sweep's, or taken up unswept */
		yut_fast_pi_terms(sv, pt, 0);
	return sv->nomem ? -1 : done;
}
/*
 * Sweep the part pt until it converges, the sweeps allowed are done or
 * o->paused asks to stop (*stop): 1 when it converged, 0 when not, -1
 * when memory ran out.
 */
static int
solve_part(struct solver *sv, struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt,
    const struct keepat *kat, int *stop)
{
	struct accel ac;
	uint32_t *order = NULL;
	uint64_t j;
	int r = -1;

	/* the extrapolation's positions in the sweep's order */
	if (t->npieces <= ACCEL_PIECES) {
		if ((order = calloc(pt->count ? pt->count : 1,
		    sizeof *order)) == NULL)
			return -1;
		for (j = 0; j < pt->nb; j++)
			block_fill(sv->sp, t, pt, j, order + pt->start[j]);
	}
	/*
	 * the part not swept yet: a checkpoint must not pass for solved;
	 * nor may one of a part before the last, however near it converged
	 */
	if (pt->count > 0)
		t->change = 1;
	t->early = pt->home > t->from;
	if (yut_fast_accel_init(&ac, order != NULL ? pt->count : 0) == 0)
		r = sweeps(sv, t, o, pt, kat, &ac, order, stop);
	yut_fast_accel_free(&ac);
	free(order);
	return r < 0 ? -1 : r || pt->count == 0;
}

#define PI_ITERS 400		/* the policy's passes, unless told */

/*
 * The policy's passes at most, from YUT_SOLVE_PI (0: no policy evaluated);
 * -1, the reason in err, when it is not a count.
 */
static int
pi_passes(char *err, size_t errsize)
{
	const char *s = getenv("YUT_SOLVE_PI"), *why;
	int n;

	if (s == NULL)
		return PI_ITERS;
	n = (int)yut_strtonum(s, 0, 1000000, &why);
	if (why != NULL) {
		snprintf(err, errsize, "YUT_SOLVE_PI: %s: not a count of "
		    "passes (0 to 1000000)", s);
		return -1;
	}
	return n;
}

/*
 * The most positions of a round of sv, and of a part, among the np of pt,
 * in *maxrun and *maxpart.
 */
static void
runs_of(const struct solver *sv, const struct part *pt, int np,
    uint64_t *maxrun, uint64_t *maxpart)
{
	uint64_t r0, r1;
	int p;

	for (p = 0; p < np; p++) {
		if (pt[p].count > *maxpart)
			*maxpart = pt[p].count;
		for (r0 = 0; r0 < pt[p].nb; r0 += sv->round) {
			r1 = r0 + sv->round < pt[p].nb ? r0 + sv->round :
			    pt[p].nb;
			if (pt[p].start[r1] - pt[p].start[r0] > *maxrun)
				*maxrun = pt[p].start[r1] - pt[p].start[r0];
		}
	}
}

/* Whether the environment variable name is set to other than 0. */
static int
env_on(const char *name)
{
	return getenv(name) == NULL || strcmp(getenv(name), "0") != 0;
}

/*
 * sv set up to solve t as o says, by the plan sp, its parts in *pt (*np
 * of them, *pt NULL on entry), its rounds' most positions in *maxrun and
 * a part's in *maxpart: 0, or -1 when memory runs out (solver_free and
 * parts_free free what was taken).
 */
static int
solver_new(struct solver *sv, const struct yut_table *t,
    const struct yut_solve_opts *o, const struct yut_sweep_plan *sp,
    struct part **pt, int *np, uint64_t *maxrun, uint64_t *maxpart)
{
	int workers;

	memset(sv, 0, sizeof *sv);
	sv->kfd = -1;
	yut_fast_mpi_init(&sv->rank, &sv->size);
	sv->counts = calloc((size_t)sv->size, sizeof *sv->counts);
	sv->displs = calloc((size_t)sv->size, sizeof *sv->displs);
	yut_fast_engine_init(&sv->e, t);
	if (sv->counts == NULL || sv->displs == NULL ||
	    yut_fast_engine_moves(&sv->e, sp->pl) < 0 ||
	    (*pt = parts_of(sp, t, o->part < 0, o->part, np)) == NULL)
		return -1;
	sv->sp = sp;
	/* the rows of small hands, unless told to search without them */
	sv->rows = env_on("YUT_SOLVE_ROWS");
	/* a part's start from the parts before, unless told not to */
	sv->warm = env_on("YUT_SOLVE_WARM");
	if (workers_new(sv, t, o) < 0)
		return -1;
	/*
	 * two slices a worker, of every process, in a round: a block is cut
	 * in slices when a round has fewer blocks than that, which changes
	 * nothing but who values what
	 */
	workers = sv->nw;
	yut_fast_sum_int(&workers);
	sv->round = o->round > 0 ? (uint64_t)o->round : ROUND;
	sv->rd.slices = (2 * (uint64_t)workers + sv->round - 1) / sv->round;
	runs_of(sv, *pt, *np, maxrun, maxpart);
	sv->buf = calloc(*maxrun, sizeof *sv->buf);
	sv->rd.order = calloc(*maxrun, sizeof *sv->rd.order);
	return sv->buf == NULL || sv->rd.order == NULL ? -1 : 0;
}

/* Free what sv took; the search nodes of its workers. */
static uint64_t
solver_free(struct solver *sv)
{
	uint64_t nodes = workers_free(sv);

	if (sv->kfd >= 0)
		close(sv->kfd);
	yut_fast_engine_free(&sv->e);
	free(sv->counts);
	free(sv->displs);
	free(sv->buf);
	free(sv->rd.order);
	return nodes;
}

/* The memory a solve by sv takes, as yut_solve_stats reports it. */
static size_t
solve_bytes(const struct solver *sv, const struct yut_table *t,
    const struct yut_sweep_plan *sp, uint64_t maxrun, uint64_t maxpart)
{
	return t->nvalues * sizeof *t->v + (size_t)t->nplace *
	    (3 * sizeof(uint32_t) + 1 + sizeof *sp->pl) + (size_t)sv->nw *
	    (sv->slots * sizeof(struct slot) + ((size_t)sizeof(uint64_t) <<
	    sv->w[0].surebits) + (size_t)sv->w[0].maxkin * t->nplace *
	    (NSHAPE * (sizeof(double) + 1) + sizeof(struct cell))) + maxrun *
	    (sizeof *sv->buf + sizeof *sv->rd.order) +
	    (t->npieces <= ACCEL_PIECES ? ((3 + 2 * ACCEL_DEPTH) *
	    sizeof(double) + sizeof(uint32_t)) * maxpart : 0);
}

/*
 * Sweep the np parts pt in turn, from that of a sweep kept if there is
 * one, the parts before it converged: 0, or -1 when memory ran out.
 */
static int
solve_parts(struct solver *sv, struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt, int np,
    int *stop)
{
	struct keepat kat;
	int p, r = 1;

	if ((p = yut_fast_keep_find(sv, t, o, pt, np, &kat)) < 0)
		p = 0;
	else if ((r = solve_part(sv, t, o, &pt[p], &kat, stop)) <= 0 ||
	    *stop)
		p = np;
	else
		p++;
	for (; p < np && (r = solve_part(sv, t, o, &pt[p], NULL, stop)) > 0 &&
	    !*stop;)
		p++;
	return r < 0 ? -1 : 0;
}

int
yut_solve_fast(struct yut_table *t, const struct yut_solve_opts *o,
    struct yut_solve_stats *stats, char *err, size_t errsize)
{
	struct yut_sweep_plan sp;
	struct solver sv;
	struct part *pt = NULL;
	uint64_t maxrun = 1, maxpart = 0, nodes;
	int p, np = 0, passes, r = -1;

	if ((passes = pi_passes(err, errsize)) < 0)
		return -1;
	if (yut_solve_begin(t, o, &sp, err, errsize) < 0) {
		yut_sweep_plan_free(&sp);
		return -1;
	}
	memset(stats, 0, sizeof *stats);
	if (solver_new(&sv, t, o, &sp, &pt, &np, &maxrun, &maxpart) == 0) {
		sv.pi = passes;
		for (p = 0; p < np; p++)
			stats->states += pt[p].count;
		stats->bytes = solve_bytes(&sv, t, &sp, maxrun, maxpart);
		t->sweeps = 0;
		r = solve_parts(&sv, t, o, pt, np, &stats->stopped);
		/* the policy's terms at their most, beside the rest */
		stats->bytes += sv.pibytes;
	}
	nodes = solver_free(&sv);
	if (r == 0)
		yut_fast_sum_u64(&nodes);
	stats->sweeps = t->sweeps;
	/* the table's, as its header gives it */
	stats->change = t->early ? 1 : t->change;
	stats->nodes = nodes;
	parts_free(pt, np);
	yut_sweep_plan_free(&sp);
	if (r < 0)
		snprintf(err, errsize, "out of memory");
	return r;
}

/*
 * solvefast.h - what the files of the solver's fast engine share: its
 * board, its workers and their rounds, and the calls between the files
 * (solvefast.c ties them; see there for the whole).  Not for use outside
 * the solver's files.
 */
#ifndef YUT_SOLVEFAST_H
#define YUT_SOLVEFAST_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "solve.h"

#define NCODE	31		/* 0, 1..29, 30 = arrived */
#define HOME	30
#define MAXTHREADS 256
/*
 * Each worker's memo unless told: what the caches hold, at one and two
 * pieces; from three, whose blocks meet many more hands than the rows
 * keep, more.  At three pieces with two home 64 MB is 1.45 times faster
 * than 2 MB, and 256 MB no faster; with one home 256 MB is as fast as 64;
 * with none home, the part that takes nearly all the time, 64 MB searches
 * 1.4 times the nodes of 256 MB and takes 1.2 times as long, 1024 MB
 * fewer nodes still but longer.
 */
#define MEMO_DEFAULT(n)	((size_t)((n) < 3 ? 2 : 256) << 20)

struct walker;

/*
 * The policy's terms of a part's positions, by their place in the part's
 * order: the worker that found them, where in its own they start, how
 * many, and the chance of winning in the turn.
 */
struct piterms {
	uint64_t *off;
	uint32_t *n;
	unsigned char *who;
	double *win;
};

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
	int steps[YUT_NRESULTS];		/* a result's steps forward */
	int left[NCODE];		/* fewest steps from a code home */
	/* every placement's codes, squares held, and moves */
	unsigned char (*codes)[YUT_MAXPIECES];
	uint32_t *held;			/* bits of codes 1..29 */
	struct step *step;		/* [rank][piece][result] */
	/*
	 * [rank][mos]: the fewest yuts that with so many mos bring every
	 * piece home (sure_win), cut + 1 when none do within the cut
	 */
	unsigned char *surei;
};

/*
 * A move of the piece (the stack) in a slot of a placement by a result:
 * the placement it leaves, by rank (-1: no such move), and the code it
 * goes to; win when every piece is home.
 */
struct step {
	int32_t to;
	unsigned char d, win;
};

struct slot {
	uint64_t where;		/* and from bit ARG_SHIFT, the best move */
	uint64_t what;		/* hand, throws owed, the round's stamp */
	double v;
};

/*
 * The best move of a state where the mover moves, kept beside its value
 * for the walks of policy evaluation: the index of the move in the order
 * node() makes them, or one of these.  A state's best move is that of
 * node(): a move that wins if there is one, else the first of the highest
 * value; the rows and the memo keep the same, so that the walk finds the
 * same policy however it finds it.
 */
#define ARG_SHIFT	56
#define WHERE_MASK	(((uint64_t)1 << ARG_SHIFT) - 1)
#define ARG_WIN		0xfd		/* a move wins */
#define ARG_PASS	0xfe		/* nothing usable: the hand is discarded */
#define ARG_NONE	0xff		/* not known, or not a move */

#define SMALL	6			/* results in a small hand, at most */
#define KINBYTES	((size_t)256 << 20)	/* a worker's rows, at most */
/* pairs of counts of yuts and mos up to n results in all */
#define PAIRS(n)	(((n) + 1) * ((n) + 2) / 2)
#define NSHAPE	(PAIRS(SMALL) + 4 * PAIRS(SMALL - 1))

/* A row of small hands: the block it is of, and the hands it holds. */
struct cell {
	uint64_t block;
	uint64_t known[(NSHAPE + 63) / 64];
};

/* The block or one its catches lead to: the other's placement. */
#define NKIN	(1 << YUT_MAXPIECES)
struct kin {
	uint64_t rank;
	unsigned char codes[YUT_MAXPIECES];
	uint64_t held;		/* bits of its codes but home */
};

/*
 * The answers of sure_win, a worker's, in one place each: the mover's
 * placement (rank + 1) and hand, and SURE_WIN when it wins.  They hold
 * for any other placement, and for the whole solve.  Kept in the memo,
 * by the whole position, they were a third of its probes, and one in
 * three missed at three pieces with none home; here one in twenty does,
 * 8 MB a worker.  From three pieces 32 MB: on the part with none home it
 * took 0.9 of the time of 8 MB, side by side, and 128 MB no less.  At one
 * and two pieces 512 kB, which the caches keep: a sweep of two pieces'
 * part with none home took 2.8 CPU seconds against 3.1 with 8 MB, and
 * 2.8 with 128 kB, 3.1 with 32 kB, side by side.
 */
#define SURE_BITS(n)	((n) < 3 ? 16 : 22)
#define SURE_WIN	((uint64_t)1 << 63)

struct worker {
	const struct engine *e;
	struct slot *memo;	/* buckets of two slots */
	uint64_t *sure;		/* the answers of sure_win */
	int surebits;		/* 1 << surebits of them */
	uint64_t mask, stamp, nodes;
	/*
	 * The small hands spent, [kin][mover's placement][shape], for the
	 * block (kin 0) and the blocks its catches lead to, nkin of them
	 * (at most maxkin), each by the stacks of the other's sent back
	 */
	double *small;
	unsigned char *smallarg;	/* and their best moves */
	struct kin kin[NKIN];
	int nkin, maxkin;
	uint64_t brank;		/* the block's other placement, by rank */
	uint64_t block;		/* blocks begun */
	struct cell *cell;	/* [kin][placement]: what its row holds */
	/* the position's throws of yuts and mos: [pair], when stamped */
	uint64_t arank, pstamp;
	double *tval;
	uint64_t *tstamp;
	double *out;		/* the round's values, by its positions */
	struct round *rd;
	/*
	 * In a sweep that finds the policy's terms: where they go, by the
	 * positions of the part (NULL in another), and this worker's own,
	 * pin of them in room for picap
	 */
	struct piterms *pk;
	struct worker *first;	/* the workers', the first */
	struct walker *wk;
	uint32_t *pii;
	double *piq;
	uint64_t pin, picap;
	int nomem;		/* memory ran out: the sweep fails */
};

/* The rank of a side's placement x: a sum of its codes' ranks. */
static inline uint64_t
rank_of(const struct engine *e, const unsigned char *x)
{
	uint64_t r = 0;
	int i;

	for (i = 0; i < e->n; i++)
		r += e->rank[i][x[i]];
	return r;
}

/* Whether the mover can use some result of the hand (settle's test). */
static inline int
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
static inline int
goes_on(const struct engine *e, const struct fst *st)
{
	return st->throws > 0 || (st->size > 0 && usable(e, st));
}

/* The hand and throws owed in bits 0..37 of a slot's what. */
static inline uint64_t
hand_key(const struct fst *st)
{
	uint64_t k = 0;
	int r;

	for (r = 0; r < YUT_NRESULTS; r++)
		k = k << 6 | st->hand[r];
	return k | (uint64_t)st->throws << 36;
}

#define STAMP	39			/* what: the round, from this bit */

/* Where a memo's or a walk's table looks first for a key. */
static inline uint64_t
hash(uint64_t where, uint64_t what)
{
	uint64_t h = where * 0x9e3779b97f4a7c15ULL ^
	    what * 0xc2b2ae3d27d4eb4fULL;

	return h ^ h >> 29;
}

/*
 * A round: blocks of positions valued together from the values before
 * it.  A block is the positions of one placement of the other's pieces:
 * a turn moves the other's pieces only by a catch, so its searches meet
 * the same boards again and again, and a worker values a whole block.
 */
struct round {
	uint32_t *order;		/* the round's positions, from base */
	const uint64_t *start;		/* block j: start[j]..start[j + 1] */
	uint64_t r0;			/* the round's first block */
	uint64_t base;			/* the round's first position */
	uint64_t slices;		/* a block's share of the work */
	uint64_t hi;			/* the end of this process's slices */
	atomic_uint_fast64_t next;	/* the next slice to value */
};

/*
 * Where slice u of the round rd starts: block u / slices of the round,
 * its share u % slices of the block's positions.
 */
static inline uint64_t
slice_start(const struct round *rd, uint64_t u)
{
	uint64_t j = rd->r0 + u / rd->slices, s = u % rd->slices;

	if (s == 0)
		return rd->start[j];
	return rd->start[j] + (rd->start[j + 1] - rd->start[j]) * s /
	    rd->slices;
}

/* The extrapolation between sweeps (solveaccel.c). */
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

/*
 * A part of the positions swept until it converges, before the next:
 * those with so many pieces arrived in all.  A turn never takes a piece
 * back from home, so a part's values rest on its own and on those of the
 * parts before it alone, which have converged.
 */
struct part {
	int home;		/* its pieces arrived, or -1: all */
	uint32_t *block;	/* block j: the other's placement */
	uint64_t count, *start, nb;	/* block j: start[j]..start[j + 1] */
};

/* What a solve keeps from sweep to sweep. */
struct solver {
	const struct yut_sweep_plan *sp;
	struct engine e;
	struct worker *w;
	int nw, rank, size;
	int rows;		/* the workers keep rows of small hands */
	int warm;		/* a part's sweeps start from the parts before */
	size_t slots;
	uint64_t stamp;
	uint64_t round;		/* blocks a round */
	struct round rd;
	double *buf;
	int *counts, *displs;	/* each process's share of a round */
	int pi;			/* the policy's passes at most: 0, none */
	struct piterms pk;	/* its terms, in a sweep that finds them */
	size_t pibytes;		/* the most they took */
	/* the sweep under way as kept (keep_put): its file, or -1 */
	int kfd, kfail;
	int ksweep, khome;	/* the sweep and part it holds */
	uint64_t kdone, kbytes, kterms;	/* positions, bytes, their sum */
	int nomem;		/* a worker's memory ran out */
};

/* Where a sweep stands, as kept. */
struct keepat {
	int sweep, found, pi;
	uint64_t block, done;
	double change, pilast;
};

/* solvesearch.c: the board and the search of a turn */
struct slot *yut_fast_memo_new(size_t n);
void yut_fast_engine_init(struct engine *e, const struct yut_table *t);
int yut_fast_engine_moves(struct engine *e, int (*pl)[YUT_MAXPIECES]);
int yut_fast_engine_sure(struct engine *e, struct worker *w);
void yut_fast_engine_free(struct engine *e);
void yut_fast_small_start(struct worker *w, uint64_t b);
double yut_fast_value(struct worker *w, const struct fst *st);
int yut_fast_moves_of(const struct engine *e, const struct fst *st,
    struct fst *nx);
int yut_fast_move_nth(const struct engine *e, const struct fst *st,
    struct fst *nx, int n);
double yut_fast_best_move(struct worker *w, const struct fst *nx, int n,
    int *bi);
int yut_fast_wins_surely(struct worker *w, const struct fst *st);
int yut_fast_known_arg(struct worker *w, const struct fst *st);

/* solvewalk.c: the policy's terms of a position, walked */
struct walker *yut_fast_walker_new(void);
void yut_fast_walker_free(struct walker *wk);
int yut_fast_terms_room(struct worker *w, size_t n);
void yut_fast_pi_record(struct worker *w, uint64_t k, const struct fst *st);

/* solvepi.c: the policy's system solved */
int yut_fast_pi_terms(struct solver *sv, const struct part *pt, int on);
int yut_fast_pi_solve(struct solver *sv, struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt,
    const uint32_t *order);

/* solveaccel.c: the extrapolation between sweeps */
int yut_fast_accel_init(struct accel *a, uint64_t n);
void yut_fast_accel_free(struct accel *a);
void yut_fast_accel_start(struct accel *a, const double *v,
    const uint32_t *order);
void yut_fast_accel_next(struct accel *a, double *v, const uint32_t *order,
    double change);

/* solvekeep.c: the sweep under way kept beside the table */
void yut_fast_keep_put(struct solver *sv, const struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt,
    const struct keepat *at);
int yut_fast_keep_find(struct solver *sv, const struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt, int np,
    struct keepat *at);

/* solvempi.c: what the processes of an MPI run pass each other */
void yut_fast_mpi_init(int *rank, int *size);
void yut_fast_share_counts(struct solver *sv, uint64_t n);
void yut_fast_share_values(struct solver *sv);
void yut_fast_sum_int(int *n);
void yut_fast_max_int(int *n);
void yut_fast_sum_u64(uint64_t *n);

#endif

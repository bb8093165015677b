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
 * What a worker remembers: the values of small hands (SMALL results or
 * fewer: yuts, mos and one other result) spent on the block's boards and
 * on those its catches lead to, in rows, one for each placement of the
 * mover's, a value for each small hand; the values of the position's own throws, which no other
 * position meets; the rest in a memo of two-slot buckets the caches hold,
 * stamped by round.  Which hands win whatever follows depends on no value:
 * for yuts and mos alone a table made at the start says, for others the
 * memo remembers it for the whole solve.  Rows, memo and table only spare
 * searches: without the rows ($YUT_SOLVE_ROWS=0) every value is the same,
 * bit for bit.
 *
 * A whole solve sweeps its positions part by part, those with the most
 * pieces home first: a turn never takes a piece back from home, so a
 * part's values rest on its own and on those of the parts solved before,
 * from which its sweeps start (solvewarm.c).
 */
/* madvise's MADV_HUGEPAGE, where the system has it */
#define _DEFAULT_SOURCE
#include <sys/mman.h>
#include <sys/stat.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef YUT_MPI
#include <mpi.h>
#endif

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
 * took 0.9 of the time of 8 MB, side by side, and 128 MB no less; at two
 * pieces 8 MB is as fast.
 */
#define SURE_BITS(n)	((n) < 3 ? 20 : 22)
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
	uint64_t *cellblock;	/* [kin][placement]: the block it is of */
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
	for (r = 0; r < YUT_NRESULTS; r++)
		e->steps[r] = r == YUT_BACKDO ? 0 : yut_steps(r);
	/* fewest steps home, over forward results, to a fixed point */
	for (c = 0; c < NCODE; c++)
		e->left[c] = c == HOME ? 0 : 1000;
	for (d = 1; d;)
		for (d = 0, c = 0; c < HOME; c++)
			for (r = YUT_DO; r < YUT_NRESULTS; r++)
				if (e->left[e->dest[c][r]] + e->steps[r] <
				    e->left[c]) {
					e->left[c] = e->left[e->dest[c][r]] +
					    e->steps[r];
					d = 1;
				}
	/* as yut_placement_rank: sum of C(c_i + i, i + 1) */
	for (i = 0; i < YUT_MAXPIECES; i++)
		for (c = 0; c < NCODE; c++)
			e->rank[i][c] = binomial(c + i, i + 1);
}

static unsigned char
code_of(int pos)
{
	return (unsigned char)(pos == YUT_ARRIVED ? HOME : pos);
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

/* The hand and throws owed in bits 0..37 of a slot's what. */
static uint64_t
hand_key(const struct fst *st)
{
	uint64_t k = 0;
	int r;

	for (r = 0; r < YUT_NRESULTS; r++)
		k = k << 6 | st->hand[r];
	return k | (uint64_t)st->throws << 36;
}

#define STAMP	39			/* what: the round, from this bit */

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
 * The bucket of st in this round (w's stamp) in *bk; 1 when st's value is
 * remembered, in (*bk)[0].v, the bucket's first slot holding what was
 * found or kept last.  The memo is small enough for the caches to hold:
 * what one round's blocks meet is much the same board over and over.
 */
static int
probe(struct worker *w, const struct fst *st, struct slot **bk,
    uint64_t *where, uint64_t *what)
{
	struct slot *b, t;

	*where = where_of(w->e, st);
	*what = hand_key(st) | w->stamp;
	b = &w->memo[(hash(*where, *what) & w->mask) * 2];
	*bk = b;
	if ((b[0].where & WHERE_MASK) == *where && b[0].what == *what)
		return 1;
	if ((b[1].where & WHERE_MASK) == *where && b[1].what == *what) {
		t = b[0];
		b[0] = b[1];
		b[1] = t;
		return 1;
	}
	return 0;
}

/* Remember v, and the best move arg, as what probe looked for. */
static void
keep(struct slot *b, uint64_t where, uint64_t what, double v, int arg)
{
	b[1] = b[0];
	b[0].where = where | (uint64_t)arg << ARG_SHIFT;
	b[0].what = what;
	b[0].v = v;
}

/* Whether a square holds a first piece of the mover's (a distinct one). */
#define FIRST(st, i) ((st)->a[i] != HOME && ((i) == 0 || \
	(st)->a[(i) - 1] != (st)->a[i]))

/* Every placement's codes, squares and moves (pl: by rank). */
static void
engine_moves(struct engine *e, int (*pl)[YUT_MAXPIECES])
{
	struct fst st, nx;
	uint64_t x;
	struct step *sp;
	int i, r;

	e->codes = yut_calloc(e->nplace, sizeof *e->codes);
	e->held = yut_calloc(e->nplace, sizeof *e->held);
	e->step = yut_calloc(e->nplace * (uint64_t)e->n * YUT_NRESULTS,
	    sizeof *e->step);
	memset(&st, 0, sizeof st);
	memset(st.b, HOME, sizeof st.b);	/* nothing to catch */
	memset(st.hand, 1, sizeof st.hand);
	for (x = 0; x < e->nplace; x++) {
		for (i = 0; i < e->n; i++) {
			st.a[i] = e->codes[x][i] = code_of(pl[x][i]);
			if (st.a[i] != 0 && st.a[i] != HOME)
				e->held[x] |= (uint32_t)1 << st.a[i];
		}
		for (i = 0; i < e->n; i++)
			for (r = 0; r < YUT_NRESULTS; r++) {
				sp = &e->step[(x * (uint64_t)e->n +
				    (uint64_t)i) * YUT_NRESULTS + (uint64_t)r];
				sp->to = -1;
				if (!FIRST(&st, i) || (r == YUT_BACKDO &&
				    st.a[i] == 0))
					continue;
				sp->win = (unsigned char)move(e, &st, st.a[i],
				    r, &nx);
				sp->to = (int32_t)rank_of(e, nx.a);
				sp->d = (unsigned char)e->dest[st.a[i]][r];
			}
	}
}

static void
engine_free(struct engine *e)
{
	free(e->codes);
	free(e->held);
	free(e->step);
	free(e->surei);
}

/*
 * Whether the hand of st alone (owed throws ignored) brings every piece
 * home in some order: as solve.c's sure_win, remembered for the solve in
 * the worker's answers, by the mover's placement and hand alone.
 */
static int
sure_win(struct worker *w, const struct fst *st)
{
	const struct engine *e = w->e;
	struct fst nx, cur = *st;
	uint64_t key = 0, *c = NULL;
	int i, r, win = 0;

	cur.throws = 0;
	/* the other's pieces play no part: none left to catch */
	memset(cur.b, HOME, sizeof cur.b);
	if (cur.size >= 2) {
		key = (rank_of(e, cur.a) + 1) << 38 | hand_key(&cur);
		c = &w->sure[key * 0x9e3779b97f4a7c15ULL >> (64 -
		    w->surebits)];
		if ((*c & ~SURE_WIN) == key)
			return (*c & SURE_WIN) != 0;
	}
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
	if (c != NULL)
		*c = key | (win ? SURE_WIN : 0);
	return win;
}

static double node(struct worker *w, const struct fst *st);

/*
 * Whether the hand of st is too short for sure_win: its steps forward
 * do not take the piece farthest from home there.  Others may join its
 * stack on the way, so no more is certain.
 */
static int
too_short(const struct engine *e, const struct fst *st)
{
	int i, r, have = 0, need = 0;

	for (r = YUT_DO; r < YUT_NRESULTS; r++)
		have += st->hand[r] * e->steps[r];
	for (i = 0; i < e->n; i++)
		if (e->left[st->a[i]] > need)
			need = e->left[st->a[i]];
	return have < need;
}

/* The engine's surei, by worker w's sure_win. */
static void
engine_sure(struct engine *e, struct worker *w)
{
	struct fst st;
	uint64_t x;
	int i, j, c = e->cut;

	e->surei = yut_calloc(e->nplace * (uint64_t)(c + 1), 1);
	memset(&st, 0, sizeof st);
	for (x = 0; x < e->nplace; x++) {
		memcpy(st.a, e->codes[x], sizeof st.a);
		for (j = 0; j <= c; j++) {
			for (i = j ? 0 : 1; i + j <= c; i++) {
				st.hand[YUT_YUT] = (unsigned char)i;
				st.hand[YUT_MO] = (unsigned char)j;
				st.size = i + j;
				if (e->codes[x][0] != HOME && !too_short(e, &st) &&
				    sure_win(w, &st))
					break;
			}
			e->surei[x * (uint64_t)(c + 1) + (uint64_t)j] =
			    (unsigned char)(i + j <= c ? i : c + 1);
		}
	}
}

/*
 * Small hands.  Most of a search's nodes spend a hand of a few results
 * on a board of the block's, or of a block its catches lead to, and the
 * block's positions meet the same again and again.  Each placement of the
 * mover's has a row of values, one for each small hand, worked out when
 * first asked for from the smaller hands' and kept for the block: a look-
 * up where the memo would hash and compare, the hands of one placement
 * side by side, as its searches ask for them.  A hand of the block is
 * yuts and mos and at most one other result (one throw's, a catch
 * changing the block), so its place in the row is given by those counts
 * and that result.
 */

/*
 * The row of a small hand of the block's shape; -1 for another hand.
 * The rows of yuts and mos alone come first, by their pair, then four
 * rows a pair for the other result.
 */
static int
shape_of(const unsigned char *hand, int size)
{
	int r, nt = 0, m = hand[YUT_YUT] + hand[YUT_MO];

	if (size > SMALL)
		return -1;
	for (r = YUT_BACKDO; r <= YUT_GEOL; r++)
		if (hand[r] != 0) {
			if (nt != 0 || hand[r] > 1)
				return -1;
			nt = r - YUT_BACKDO + 1;
		}
	m = m * (m + 1) / 2 + hand[YUT_MO];
	return nt == 0 ? m : PAIRS(SMALL) + 4 * m + nt - 1;
}

static double small_get(struct worker *w, int k, uint64_t h, uint64_t x,
    const unsigned char *hand, int size);

/*
 * Whether the rows hold the value of nx (the mover to move): in the row
 * of shape *h, of kin *k.
 */
static int
row_of(const struct worker *w, const struct fst *nx, int *k, int *h)
{
	uint64_t b;

	if (nx->throws != 0 || nx->size == 0 || w->small == NULL ||
	    (*h = shape_of(nx->hand, nx->size)) < 0)
		return 0;
	b = rank_of(w->e, nx->b);
	for (*k = 0; *k < w->nkin; (*k)++)
		if (w->kin[*k].rank == b)
			return 1;
	return 0;
}

/* The mover's value of st after a throw or a move left it as *nx. */
static double
after(struct worker *w, const struct fst *nx)
{
	const struct engine *e = w->e;
	int h, k;

	if (row_of(w, nx, &k, &h))
		return small_get(w, k, (uint64_t)h, rank_of(e, nx->a),
		    nx->hand, nx->size);
	if (goes_on(e, nx))
		return node(w, nx);
	return passed(e, nx);
}

/* The pair of counts of i yuts and j mos, by their sum, then j. */
#define PAIR(i, j)	(((i) + (j)) * ((i) + (j) + 1) / 2 + (j))

/* Whether st's hand holds yuts and mos alone. */
static int
yuts_mos(const struct fst *st)
{
	return !(st->hand[YUT_BACKDO] | st->hand[YUT_DO] | st->hand[YUT_GAE] |
	    st->hand[YUT_GEOL]);
}

/*
 * The moves of st, the mover to move, into nx in the order node() makes
 * them: how many, or -1 when one wins (the most a move can be worth).
 */
static int
moves_of(const struct engine *e, const struct fst *st, struct fst *nx)
{
	int i, r, n = 0;

	for (r = 0; r < YUT_NRESULTS; r++) {
		if (st->hand[r] == 0)
			continue;
		for (i = 0; i < e->n; i++) {
			if (!FIRST(st, i) || (r == YUT_BACKDO && st->a[i] == 0))
				continue;
			if (move(e, st, st->a[i], r, &nx[n]))
				return -1;
			n++;
		}
	}
	return n;
}

/*
 * The best of the n moves nx: its value, and its index in *bi, the first
 * of the highest value (-1 when there is none).
 */
static double
best_move(struct worker *w, const struct fst *nx, int n, int *bi)
{
	double v, best = -1;
	int i;

	*bi = -1;
	for (i = 0; i < n && best < 1; i++)
		if ((v = after(w, &nx[i])) > best) {
			best = v;
			*bi = i;
		}
	return best;
}

/*
 * The pair of yuts and mos of st when it is the position's own throws
 * (throws owed, yuts and mos alone in hand, the position's boards), else
 * -1: no other position meets them.
 */
static int
own_pair(const struct worker *w, const struct fst *st)
{
	const struct engine *e = w->e;

	if (st->throws > 0 && w->tval != NULL && yuts_mos(st) &&
	    rank_of(e, st->a) == w->arank && rank_of(e, st->b) == w->brank)
		return PAIR(st->hand[YUT_YUT], st->hand[YUT_MO]);
	return -1;
}

/*
 * Whether st, a throw owed, wins whatever comes: its hand brings every
 * piece home before the other's turn (tp: own_pair of st).
 */
static int
wins_surely(struct worker *w, const struct fst *st, int tp)
{
	const struct engine *e = w->e;

	return st->throws > 0 && st->size > 0 && (tp >= 0 ?
	    st->hand[YUT_YUT] >= e->surei[w->arank * (uint64_t)(e->cut + 1) +
	    st->hand[YUT_MO]] : !too_short(e, st) && sure_win(w, st));
}

/* The value for the mover of st, as solve.c's node. */
static double
node(struct worker *w, const struct fst *st)
{
	const struct engine *e = w->e;
	struct slot *sl = NULL;
	struct fst nx[YUT_MAXPIECES * YUT_NRESULTS];
	uint64_t where, what;
	double best;
	int r, n, tp, arg = ARG_NONE;

	w->nodes++;
	if ((tp = own_pair(w, st)) >= 0) {
		if (w->tstamp[tp] == w->pstamp)
			return w->tval[tp];
	} else if ((st->throws > 0 || st->size >= 2) &&
	    probe(w, st, &sl, &where, &what))
		return sl->v;
	if (wins_surely(w, st, tp))
		best = 1;
	else if (st->throws > 0 && st->size >= e->cut) {
		/* a full hand forfeits what is owed */
		nx[0] = *st;
		nx[0].throws = 0;
		best = node(w, &nx[0]);
	} else if (st->throws > 0) {
		best = 0;
		for (r = 0; r < YUT_NRESULTS; r++) {
			nx[0] = *st;
			nx[0].hand[r]++;
			nx[0].size++;
			nx[0].throws += (r >= YUT_YUT) - 1;
			best += e->odds[r] * after(w, &nx[0]);
		}
	} else if ((n = moves_of(e, st, nx)) < 0) {
		best = 1;
		arg = ARG_WIN;
	} else {
		best = best_move(w, nx, n, &arg);
		if (arg < 0) {	/* nothing usable: the hand is discarded */
			best = passed(e, st);
			arg = ARG_PASS;
		}
	}
	if (tp >= 0) {
		w->tstamp[tp] = w->pstamp;
		w->tval[tp] = best;
	} else if (sl != NULL)
		keep(sl, where, what, best, arg);
	return best;
}

/*
 * The value for the mover of placement x holding the small hand of row
 * h (counts hand, size results), no throw owed, the other's placement
 * the block's: as after() and node() would find it, from the rows of
 * smaller hands; its best move, as node()'s, in *arg.
 */
static double
small_value(struct worker *w, int k, uint64_t x, const unsigned char *hand,
    int size, unsigned char *arg)
{
	const struct engine *e = w->e;
	const struct kin *kn = &w->kin[k];
	const struct step *sp;
	const double *vb = e->v + kn->rank * e->nplace;
	struct fst nx;
	double v, best = -1;
	int r, i, m, h, j = 0;

	*arg = ARG_PASS;
	if (!hand[YUT_DO] && !hand[YUT_GAE] && !hand[YUT_GEOL] &&
	    !hand[YUT_YUT] && !hand[YUT_MO]) {
		/* back-do alone: spent only by a piece on the board */
		for (i = 0; i < e->n; i++)
			if (e->codes[x][i] != 0 && e->codes[x][i] != HOME)
				break;
		if (i == e->n)
			return 1 - vb[x];
	}
	for (r = 0; r < YUT_NRESULTS; r++) {
		if (hand[r] == 0)
			continue;
		for (i = 0; i < e->n; i++) {
			sp = &e->step[(x * (uint64_t)e->n + (uint64_t)i) *
			    YUT_NRESULTS + (uint64_t)r];
			if (sp->to < 0)
				continue;
			if (sp->win) {
				*arg = ARG_WIN;
				return 1;
			}
			/* worth 1 already: only a move that wins is better */
			if (j++, best >= 1)
				continue;
			if (sp->d != HOME && (kn->held >> sp->d & 1)) {
				/* a catch: the block changes, a throw owed */
				memset(&nx, 0, sizeof nx);
				memcpy(nx.a, e->codes[sp->to], sizeof nx.a);
				memcpy(nx.b, kn->codes, sizeof nx.b);
				for (m = 0; m < e->n; m++)
					if (nx.b[m] == sp->d)
						nx.b[m] = 0;
				sort_codes(nx.b, e->n);
				memcpy(nx.hand, hand, sizeof nx.hand);
				nx.hand[r]--;
				nx.size = size - 1;
				nx.throws = 1;
				v = after(w, &nx);
			} else if (size == 1)
				v = 1 - vb[sp->to];
			else {
				memcpy(nx.hand, hand, sizeof nx.hand);
				nx.hand[r]--;
				h = shape_of(nx.hand, size - 1);
				v = small_get(w, k, (uint64_t)h,
				    (uint64_t)sp->to, nx.hand, size - 1);
			}
			if (v > best) {
				best = v;
				*arg = (unsigned char)(j - 1);
			}
		}
	}
	return best < 0 ? 1 - vb[x] : best;
}

/* The row h entry of x: worked out the first time it is asked for. */
static double
small_get(struct worker *w, int k, uint64_t h, uint64_t x,
    const unsigned char *hand, int size)
{
	uint64_t i, c = (uint64_t)k * w->e->nplace + x;
	double *v = &w->small[c * NSHAPE];

	if (w->cellblock[c] != w->block) {
		/* x's first hand in the block: nothing of it known */
		for (i = 0; i < NSHAPE; i++)
			v[i] = -1;
		w->cellblock[c] = w->block;
	}
	v += h;
	if (*v < 0)
		*v = small_value(w, k, x, hand, size,
		    &w->smallarg[c * NSHAPE + h]);
	return *v;
}

/*
 * A block's start: its other placement b (by rank), no row known; its
 * kin, b with the stacks of each set of its squares sent back.
 */
static void
small_start(struct worker *w, uint64_t b)
{
	const struct engine *e = w->e;
	const unsigned char *bc = e->codes[b];
	unsigned char sq[YUT_MAXPIECES];
	struct kin *kn;
	int i, m, ns = 0, k;

	w->brank = b;
	w->block++;
	for (i = 0; i < e->n; i++)
		if (bc[i] != 0 && bc[i] != HOME && (ns == 0 ||
		    sq[ns - 1] != bc[i]))
			sq[ns++] = bc[i];
	for (w->nkin = 0, k = 0; k < 1 << ns && k < w->maxkin; k++) {
		kn = &w->kin[w->nkin++];
		memcpy(kn->codes, bc, sizeof kn->codes);
		for (m = 0; m < ns; m++)
			if (k >> m & 1)
				for (i = 0; i < e->n; i++)
					if (kn->codes[i] == sq[m])
						kn->codes[i] = 0;
		sort_codes(kn->codes, e->n);
		kn->rank = rank_of(e, kn->codes);
		kn->held = 0;
		for (i = 0; i < e->n; i++)
			if (kn->codes[i] != HOME)
				kn->held |= (uint64_t)1 << kn->codes[i];
	}
}

/*
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
#define PI_ITERS 400		/* passes, unless told */
/*
 * A state of the turn met with less chance than this is not followed: its
 * value, as the sweep found it, is a constant of the system.  With 10^-2
 * a sweep brought the values some 20 times nearer, with 10^-3 100 to
 * 1,000 times, with 10^-4 a little more, each sweep 1.5 times as long.
 */
#define PI_TINY 1e-3

/* A state of a turn met on the walk, and the chance of meeting it. */
struct pstate {
	struct fst st;
	double p;
	uint64_t k0, k1;	/* its key (st_key) */
	size_t slot;		/* where the layer's table holds it */
};

/* The states of a turn after so many throws and moves, each once. */
struct layer {
	struct pstate *s;
	int32_t *slot;		/* open addressing: index into s, or -1 */
	size_t n, cap, nslot;
};

/* The terms of one position: the positions passed to, and their chances. */
struct term {
	uint32_t i;
	double q;
};

/* A walker's: two layers and the terms of the position walked. */
struct walker {
	struct layer l[2];
	struct term *t;
	size_t nt, capt;
	double win;
};

static uint64_t
st_key(const struct fst *st, uint64_t *k1)
{
	uint64_t k0 = 0;
	int i;

	for (i = 0; i < YUT_MAXPIECES; i++)
		k0 = k0 << 16 | (uint64_t)st->a[i] << 8 | st->b[i];
	*k1 = hand_key(st);
	return k0;
}

static void
layer_clear(struct layer *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		l->slot[l->s[i].slot] = -1;
	l->n = 0;
}

/* Add chance p of st to the layer l, merged with st met before. */
static void
layer_add(struct layer *l, const struct fst *st, double p)
{
	uint64_t k0, k1, h;
	size_t i;

	if (2 * (l->n + 1) > l->nslot) {
		l->nslot = l->nslot ? 2 * l->nslot : 256;
		l->slot = yut_realloc(l->slot, l->nslot * sizeof *l->slot);
		for (i = 0; i < l->nslot; i++)
			l->slot[i] = -1;
		for (i = 0; i < l->n; i++) {
			for (h = hash(l->s[i].k0, l->s[i].k1) &
			    (l->nslot - 1);
			    l->slot[h] >= 0; h = (h + 1) & (l->nslot - 1))
				;
			l->slot[h] = (int32_t)i;
			l->s[i].slot = h;
		}
	}
	k0 = st_key(st, &k1);
	for (h = hash(k0, k1) & (l->nslot - 1); l->slot[h] >= 0;
	    h = (h + 1) & (l->nslot - 1)) {
		if (l->s[l->slot[h]].k0 == k0 && l->s[l->slot[h]].k1 == k1) {
			l->s[l->slot[h]].p += p;
			return;
		}
	}
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 128;
		l->s = yut_realloc(l->s, l->cap * sizeof *l->s);
	}
	l->s[l->n].st = *st;
	l->s[l->n].p = p;
	l->s[l->n].k0 = k0;
	l->s[l->n].k1 = k1;
	l->s[l->n].slot = h;
	l->slot[h] = (int32_t)l->n++;
}

/* The turn passes with chance p at st: a term of the position walked. */
static void
walk_pass(const struct engine *e, struct walker *wk, const struct fst *st,
    double p)
{
	if (wk->nt == wk->capt) {
		wk->capt = wk->capt ? 2 * wk->capt : 256;
		wk->t = yut_realloc(wk->t, wk->capt * sizeof *wk->t);
	}
	wk->t[wk->nt].i = (uint32_t)(rank_of(e, st->b) * e->nplace +
	    rank_of(e, st->a));
	wk->t[wk->nt++].q = p;
}

/* After a throw or a move left the turn as nx, with chance p. */
static void
walk_after(const struct engine *e, struct walker *wk, struct layer *next,
    const struct fst *nx, double p)
{
	if (goes_on(e, nx))
		layer_add(next, nx, p);
	else
		walk_pass(e, wk, nx, p);
}

/*
 * The best move of st, the mover to move, as the rows or the memo keep it
 * from the search just made; ARG_NONE when neither does.
 */
static int
known_arg(struct worker *w, const struct fst *st)
{
	const struct engine *e = w->e;
	struct slot *sl;
	uint64_t where, what, c;
	int k, h;

	if (row_of(w, st, &k, &h)) {
		c = (uint64_t)k * e->nplace + rank_of(e, st->a);
		if (w->cellblock[c] != w->block ||
		    w->small[c * NSHAPE + (uint64_t)h] < 0)
			return ARG_NONE;
		return w->smallarg[c * NSHAPE + (uint64_t)h];
	}
	if (st->size >= 2 && probe(w, st, &sl, &where, &what))
		return (int)(sl->where >> ARG_SHIFT);
	return ARG_NONE;
}

/*
 * One state st of the turn, met with chance p, as node() values it: the
 * throws it leads to, or the best move, into the next layer.
 */
static void
walk_state(struct worker *w, struct walker *wk, struct layer *next,
    const struct fst *st0, double p)
{
	const struct engine *e = w->e;
	struct fst nx[YUT_MAXPIECES * YUT_NRESULTS], st = *st0;
	int r, n, arg;

	if (p < PI_TINY) {
		/* a rare way: its value as it stands, not followed */
		wk->win += p * node(w, &st);
		return;
	}
	if (wins_surely(w, &st, own_pair(w, &st))) {
		wk->win += p;
		return;
	}
	if (st.throws > 0 && st.size >= e->cut)
		st.throws = 0;		/* a full hand forfeits what is owed */
	if (st.throws > 0) {
		for (r = 0; r < YUT_NRESULTS; r++) {
			if (e->odds[r] == 0)
				continue;
			nx[0] = st;
			nx[0].hand[r]++;
			nx[0].size++;
			nx[0].throws += (r >= YUT_YUT) - 1;
			walk_after(e, wk, next, &nx[0], p * e->odds[r]);
		}
		return;
	}
	/* the best move as the search kept it, else found again */
	if ((arg = known_arg(w, &st)) == ARG_WIN) {
		wk->win += p;
		return;
	}
	if (arg == ARG_PASS) {
		walk_pass(e, wk, &st, p);
		return;
	}
	if ((n = moves_of(e, &st, nx)) < 0) {
		wk->win += p;
		return;
	}
	if (arg == ARG_NONE || arg >= n)
		best_move(w, nx, n, &arg);
	if (arg < 0)		/* nothing usable: the hand is discarded */
		walk_pass(e, wk, &st, p);
	else
		walk_after(e, wk, next, &nx[arg], p);
}

static int
term_cmp(const void *x, const void *y)
{
	const struct term *a = x, *b = y;

	return a->i < b->i ? -1 : a->i > b->i;
}

/*
 * The terms of the position of st (its turn's start) into wk: every state
 * the best moves lead to, layer by layer (each throw or move is one
 * more), so that a state met by several ways is followed once.
 */
static void
walk_turn(struct worker *w, struct walker *wk, const struct fst *st)
{
	struct layer *cur = &wk->l[0], *next = &wk->l[1], *t;
	size_t i, j;

	wk->nt = 0;
	wk->win = 0;
	layer_clear(cur);
	layer_add(cur, st, 1);
	while (cur->n > 0) {
		layer_clear(next);
		for (i = 0; i < cur->n; i++)
			walk_state(w, wk, next, &cur->s[i].st, cur->s[i].p);
		t = cur;
		cur = next;
		next = t;
	}
	if (wk->nt > 1)
		qsort(wk->t, wk->nt, sizeof *wk->t, term_cmp);
	for (j = 0, i = 0; i < wk->nt; i++)
		if (j > 0 && wk->t[j - 1].i == wk->t[i].i)
			wk->t[j - 1].q += wk->t[i].q;
		else
			wk->t[j++] = wk->t[i];
	wk->nt = j;
}


/*
 * The terms of the position at k in the part's order, whose turn starts
 * at st, kept in the worker's own.
 */
static void
pi_record(struct worker *w, uint64_t k, const struct fst *st)
{
	struct walker *wk = w->wk;
	size_t j;

	walk_turn(w, wk, st);
	if (w->pin + wk->nt > w->picap) {
		w->picap = 2 * (w->pin + wk->nt) + 1024;
		w->pii = yut_realloc(w->pii, w->picap * sizeof *w->pii);
		w->piq = yut_realloc(w->piq, w->picap * sizeof *w->piq);
	}
	for (j = 0; j < wk->nt; j++) {
		w->pii[w->pin + j] = wk->t[j].i;
		w->piq[w->pin + j] = wk->t[j].q;
	}
	w->pk->off[k] = w->pin;
	w->pk->n[k] = (uint32_t)wk->nt;
	w->pk->who[k] = (unsigned char)(w - w->first);
	w->pk->win[k] = wk->win;
	w->pin += wk->nt;
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
static uint64_t
slice_start(const struct round *rd, uint64_t u)
{
	uint64_t j = rd->r0 + u / rd->slices, s = u % rd->slices;

	if (s == 0)
		return rd->start[j];
	return rd->start[j] + (rd->start[j + 1] - rd->start[j]) * s /
	    rd->slices;
}

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
			small_start(w, rd->order[lo - rd->base] % e->nplace);
		for (k = lo; k < hi; k++) {
			i = rd->order[k - rd->base];
			memcpy(st.a, e->codes[i / e->nplace], sizeof st.a);
			memcpy(st.b, e->codes[i % e->nplace], sizeof st.b);
			st.throws = 1;
			st.size = 0;
			memset(st.hand, 0, sizeof st.hand);
			w->arank = i / e->nplace;
			w->pstamp++;
			w->out[k - rd->base] = node(w, &st);
			if (w->pk != NULL)
				pi_record(w, k, &st);
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
};

/*
 * The parts of the plan sp, the first to sweep first: for a whole solve
 * one for each count of pieces arrived, most first, else the one of
 * part (-1: every position).  A part's blocks are the placements of the
 * other's pieces, by rank, that it holds positions of.
 */
static struct part *
parts_of(const struct yut_sweep_plan *sp, const struct yut_table *t,
    int whole, int part, int *nparts)
{
	struct part *pt;
	uint64_t ia, ib, j, *count;
	int a, h, n = whole ? 2 * t->npieces - 1 : 1;

	pt = yut_calloc((size_t)n, sizeof *pt);
	count = yut_calloc((size_t)n * t->nplace, sizeof *count);
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
		pt[a].block = yut_calloc(pt[a].nb ? pt[a].nb : 1,
		    sizeof *pt[a].block);
		pt[a].start = yut_calloc(pt[a].nb + 1, sizeof *pt[a].start);
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

/*
 * The policy's terms to be found in the coming sweep of pt (on), or
 * forgotten (off).
 */
static void
pi_terms(struct solver *sv, const struct part *pt, int on)
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
		sv->pk.off = yut_calloc(pt->count, sizeof *sv->pk.off);
		sv->pk.n = yut_calloc(pt->count, sizeof *sv->pk.n);
		sv->pk.who = yut_calloc(pt->count, sizeof *sv->pk.who);
		sv->pk.win = yut_calloc(pt->count, sizeof *sv->pk.win);
		return;
	}
	free(sv->pk.off);
	free(sv->pk.n);
	free(sv->pk.who);
	free(sv->pk.win);
	memset(&sv->pk, 0, sizeof sv->pk);
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

/*
 * Each process's share of the round at sv->rd, of n slices: where its
 * values start in the round's and how many (displs, counts).
 */
static void
share_counts(struct solver *sv, uint64_t n)
{
	uint64_t base = sv->rd.start[sv->rd.r0];
	int d;

	for (d = 0; d < sv->size; d++) {
		sv->displs[d] = (int)(slice_start(&sv->rd, n * (uint64_t)d /
		    (uint64_t)sv->size) - base);
		sv->counts[d] = (int)(slice_start(&sv->rd, n *
		    (uint64_t)(d + 1) / (uint64_t)sv->size) - base) -
		    sv->displs[d];
	}
}

/* The round's values in sv->buf, each process's share given the others. */
static void
share_values(struct solver *sv)
{
#ifdef YUT_MPI
	MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, sv->buf,
	    sv->counts, sv->displs, MPI_DOUBLE, MPI_COMM_WORLD);
#else
	(void)sv;
#endif
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
		share_counts(sv, (r1 - r0) * sv->rd.slices);
		lo = base + (uint64_t)sv->displs[sv->rank];
		hi = lo + (uint64_t)sv->counts[sv->rank];
		for (k = lo; k < hi; k++)
			sv->buf[k - base] = pi_value(sv, t, k);
		share_values(sv);
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
 * were replaced, -1 when the system did not settle and they were left as
 * they were.
 */
static int
pi_solve(struct solver *sv, struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt,
    const uint32_t *order)
{
	double *kept, ch = 1;
	uint64_t k;
	int it;

	if (pi_bytes(sv, pt) > sv->pibytes)
		sv->pibytes = pi_bytes(sv, pt);
	kept = yut_calloc(pt->count, sizeof *kept);
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
	return ch > o->tol ? -1 : 0;
}

/*
 * The sweep under way, kept beside the checkpoints (o->keep_out), so that
 * a run killed goes on within the sweep it was in, not from its start: a
 * sweep of three pieces' part with none home takes an hour, and its
 * policy's terms, found as it goes, are needed at its end.  The file is a
 * header of KEEP_HEAD bytes, a line of text, then the terms of the
 * positions swept so far in the part's order, each its chance of winning
 * in the turn, its count and its terms (a position's index and chance),
 * little-endian.  A checkpoint appends the positions swept since the
 * last, then writes the header: the game, the part, the round's blocks,
 * the sweep, the blocks and positions swept, the change so far, the
 * policy's state, and sums of the terms and of the part's values as the
 * checkpoint left them.  A file whose values are not the table's (a table
 * written after it) or that is damaged is set aside, the sweep starting
 * again as without it.
 */
#define KEEP_HEAD	512
#define KEEP_MAGIC	"yut-sweep 1\n"
#define KEEP_TERMS	(1u << 20)	/* a position's terms, at most */

/* Where a sweep stands, as kept. */
struct keepat {
	int sweep, found, pi;
	uint64_t block, done;
	double change, pilast;
};

/* The sum of the table's values: a kept sweep is of these alone. */
static uint64_t
keep_values(const struct yut_table *t)
{
	unsigned char b[8 * 512];
	uint64_t i, h = YUT_FNV_START;
	size_t n = 0;

	for (i = 0; i < t->nvalues; i++) {
		yut_put_double(b + n, t->v[i]);
		if ((n += 8) == sizeof b || i + 1 == t->nvalues) {
			h = yut_fnv1a(h, b, n);
			n = 0;
		}
	}
	return h;
}

/* The header of the kept sweep at, its checksum last, in KEEP_HEAD bytes. */
static void
keep_header(const struct solver *sv, const struct yut_table *t,
    const struct part *pt, const struct keepat *at, uint64_t values,
    char *head)
{
	int n;

	memset(head, ' ', KEEP_HEAD);
	n = snprintf(head, KEEP_HEAD, "%spieces=%d prob=%.17g cut=%d "
	    "arrived=%d count=%llu round=%llu sweep=%d block=%llu done=%llu "
	    "change=%a found=%d pi=%d pilast=%a bytes=%llu terms=%016llx "
	    "values=%016llx", KEEP_MAGIC, t->npieces, t->prob, t->cut,
	    pt->home, (unsigned long long)pt->count,
	    (unsigned long long)sv->round, at->sweep,
	    (unsigned long long)at->block, (unsigned long long)at->done,
	    at->change, at->found, at->pi, at->pilast,
	    (unsigned long long)sv->kbytes, (unsigned long long)sv->kterms,
	    (unsigned long long)values);
	snprintf(head + n, KEEP_HEAD - (size_t)n, " checksum=%016llx",
	    (unsigned long long)yut_fnv1a(YUT_FNV_START, head, (size_t)n));
	head[strlen(head)] = ' ';
	head[KEEP_HEAD - 1] = '\n';
}

/*
 * The kept sweep's file opened with flags: a regular file, not through a
 * link at its fixed name nor waiting on a FIFO, its status in *sb; -1 if
 * not, *why saying why.
 */
static int
keep_open(const char *path, int flags, struct stat *sb, const char **why)
{
	int fd;

	if ((fd = open(path, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC,
	    0666)) < 0) {
		*why = errno == ELOOP ? "a symbolic link, not followed" :
		    strerror(errno);
		return -1;
	}
	if (fstat(fd, sb) < 0 || !S_ISREG(sb->st_mode)) {
		*why = "not a regular file";
		close(fd);
		return -1;
	}
	return fd;
}

/* The kept sweep can no longer be written: said once, then done without. */
static void
keep_fail(struct solver *sv, const char *path, const char *why)
{
	yut_warn("%s: %s: the sweep under way is not kept", path, why);
	if (sv->kfd >= 0)
		close(sv->kfd);
	sv->kfd = -1;
	sv->kfail = 1;
}

/* A count or index as 4 little-endian bytes, and back. */
static void
put_u32(unsigned char *p, uint32_t u)
{
	int i;

	for (i = 0; i < 4; i++)
		p[i] = (unsigned char)(u >> 8 * i);
}

static uint32_t
get_u32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

/* Write n bytes of buf at off, whole; -1 with errno set if it cannot. */
static int
pwrite_all(int fd, const unsigned char *buf, size_t n, uint64_t off)
{
	ssize_t w;

	while (n > 0) {
		if ((w = pwrite(fd, buf, n, (off_t)off)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		buf += w;
		n -= (size_t)w;
		off += (uint64_t)w;
	}
	return 0;
}

/* The record bytes buf[0..*n) appended to the kept sweep. */
static int
keep_flush(struct solver *sv, const unsigned char *buf, size_t *n)
{
	if (pwrite_all(sv->kfd, buf, *n, sv->kbytes) < 0)
		return -1;
	sv->kterms = yut_fnv1a(sv->kterms, buf, *n);
	sv->kbytes += *n;
	*n = 0;
	return 0;
}

/*
 * After a checkpoint of the table, or before the table is written at a
 * stop: the sweep as at stands kept beside it, the positions swept since
 * the last appended, then the header.
 */
static void
keep_put(struct solver *sv, const struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt,
    const struct keepat *at)
{
	const struct worker *w;
	unsigned char *buf;
	char head[KEEP_HEAD];
	size_t n = 0, cap = (size_t)1 << 20, need;
	uint64_t k, j, off;
	struct stat sb;
	const char *why;
	int bad = 0;

	if (o->keep_out == NULL || sv->kfail || sv->size > 1 ||
	    t->npieces > ACCEL_PIECES)
		return;
	if (sv->kfd < 0 && (sv->kfd = keep_open(o->keep_out, O_RDWR |
	    O_CREAT, &sb, &why)) < 0) {
		keep_fail(sv, o->keep_out, why);
		return;
	}
	if (sv->ksweep != at->sweep || sv->khome != pt->home ||
	    sv->kdone > at->done) {
		/* a new sweep: what was kept goes */
		if (ftruncate(sv->kfd, 0) < 0) {
			keep_fail(sv, o->keep_out, strerror(errno));
			return;
		}
		sv->ksweep = at->sweep;
		sv->khome = pt->home;
		sv->kdone = 0;
		sv->kbytes = KEEP_HEAD;
		sv->kterms = YUT_FNV_START;
	}
	buf = yut_malloc(cap);
	for (k = sv->kdone; at->found && k < at->done && !bad; k++) {
		w = &sv->w[sv->pk.who[k]];
		off = sv->pk.off[k];
		need = 12 + 12 * (size_t)sv->pk.n[k];
		if (n + need > cap && (bad = keep_flush(sv, buf, &n)) < 0)
			break;
		if (need > cap)
			buf = yut_realloc(buf, cap = need);
		yut_put_double(buf + n, sv->pk.win[k]);
		put_u32(buf + n + 8, sv->pk.n[k]);
		n += 12;
		for (j = 0; j < sv->pk.n[k]; j++, n += 12) {
			put_u32(buf + n, w->pii[off + j]);
			yut_put_double(buf + n + 4, w->piq[off + j]);
		}
	}
	if (bad < 0 || (n > 0 && keep_flush(sv, buf, &n) < 0) ||
	    fdatasync(sv->kfd) < 0) {
		free(buf);
		keep_fail(sv, o->keep_out, strerror(errno));
		return;
	}
	free(buf);
	sv->kdone = at->done;
	keep_header(sv, t, pt, at, keep_values(t), head);
	if (pwrite_all(sv->kfd, (unsigned char *)head, KEEP_HEAD, 0) < 0 ||
	    fdatasync(sv->kfd) < 0)
		keep_fail(sv, o->keep_out, strerror(errno));
}

/* Read n bytes into buf from fp, the sum h going on over them. */
static int
keep_read(FILE *fp, unsigned char *buf, size_t n, uint64_t *h)
{
	if (fread(buf, 1, n, fp) != n)
		return -1;
	*h = yut_fnv1a(*h, buf, n);
	return 0;
}

/*
 * The terms of the kept sweep's first at->done positions, from fp, into
 * the first worker's: 0, or -1 if they are damaged.
 */
static int
keep_terms(struct solver *sv, const struct yut_table *t, FILE *fp,
    const struct keepat *at, uint64_t bytes, uint64_t sum)
{
	struct worker *w = &sv->w[0];
	unsigned char *buf = NULL, b[12];
	uint64_t k, j, h = YUT_FNV_START, left = bytes - KEEP_HEAD;
	uint32_t nk, i;
	double q, win;
	size_t cap = 0;

	for (k = 0; k < at->done; k++) {
		if (left < 12 || keep_read(fp, b, 12, &h) < 0)
			goto bad;
		win = yut_get_double(b);
		nk = get_u32(b + 8);
		left -= 12;
		if (!(win >= 0 && win <= 1) || nk > KEEP_TERMS ||
		    12 * (uint64_t)nk > left)
			goto bad;
		if (12 * (size_t)nk > cap)
			buf = yut_realloc(buf, cap = 12 * (size_t)nk);
		if (keep_read(fp, buf, 12 * (size_t)nk, &h) < 0)
			goto bad;
		left -= 12 * (uint64_t)nk;
		if (w->pin + nk > w->picap) {
			w->picap = 2 * (w->pin + nk) + 1024;
			w->pii = yut_realloc(w->pii, w->picap * sizeof *w->pii);
			w->piq = yut_realloc(w->piq, w->picap * sizeof *w->piq);
		}
		for (j = 0; j < nk; j++) {
			i = get_u32(buf + 12 * j);
			q = yut_get_double(buf + 12 * j + 4);
			if (i >= t->nvalues || !(q >= 0 && q <= 1))
				goto bad;
			w->pii[w->pin + j] = i;
			w->piq[w->pin + j] = q;
		}
		sv->pk.off[k] = w->pin;
		sv->pk.n[k] = nk;
		sv->pk.who[k] = 0;
		sv->pk.win[k] = win;
		w->pin += nk;
	}
	free(buf);
	return left == 0 && h == sum ? 0 : -1;
bad:
	free(buf);
	return -1;
}

/*
 * The sweep kept beside the table read (o->keep_in), if there is one of
 * its values: the index of its part among the np of pt, where it stands
 * in *at and its terms taken; else -1, the solve to start as without it.
 * A whole solve keeps a part's sweep only once the parts before it have
 * converged, so they are not swept again.
 */
static int
keep_find(struct solver *sv, const struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt, int np,
    struct keepat *at)
{
	char head[KEEP_HEAD + 1];
	unsigned long long count, round, block, done, bytes, terms, values,
	    sum;
	const char *why = NULL;
	double prob;
	struct stat sb;
	FILE *fp = NULL;
	int fd, nps, cut, home, p = -1, n = 0;

	if (o->keep_in == NULL || sv->size > 1 || t->npieces > ACCEL_PIECES)
		return -1;
	if ((fd = keep_open(o->keep_in, o->keep_out != NULL &&
	    strcmp(o->keep_in, o->keep_out) == 0 ? O_RDWR : O_RDONLY, &sb,
	    &why)) < 0) {
		if (errno != ENOENT)
			yut_warn("%s: %s: the solve starts as without it",
			    o->keep_in, why);
		return -1;
	}
	memset(head, 0, sizeof head);
	/* emptied for a sweep begun, which had written nothing yet */
	if (sb.st_size == 0) {
		close(fd);
		return -1;
	}
	if (pread(fd, head, KEEP_HEAD, 0) != KEEP_HEAD ||
	    strncmp(head, KEEP_MAGIC, strlen(KEEP_MAGIC)) != 0 ||
	    sscanf(head + strlen(KEEP_MAGIC), "pieces=%d prob=%lg cut=%d "
	    "arrived=%d count=%llu round=%llu sweep=%d block=%llu done=%llu "
	    "change=%la found=%d pi=%d pilast=%la bytes=%llu terms=%llx "
	    "values=%llx checksum=%llx%n", &nps, &prob, &cut, &home, &count,
	    &round, &at->sweep, &block, &done, &at->change, &at->found,
	    &at->pi, &at->pilast, &bytes, &terms, &values, &sum, &n) != 17)
		why = "not a sweep kept by yut-solve";
	else if (yut_fnv1a(YUT_FNV_START, head, (size_t)(strstr(head,
	    " checksum=") - head)) != sum)
		why = "damaged";
	else if (nps != t->npieces || prob != t->prob || cut != t->cut)
		why = "not of this game";
	for (p = 0; why == NULL && p < np && pt[p].home != home; p++)
		;
	if (why == NULL && (p == np || pt[p].count != count))
		why = "not of a part this solve sweeps";
	else if (why == NULL && ((uint64_t)sb.st_size < bytes ||
	    bytes < KEEP_HEAD || block > pt[p].nb ||
	    done != pt[p].start[block] || at->sweep < 1 ||
	    !(at->change >= 0 && at->change <= 1)))
		why = "damaged";
	else if (why == NULL && round != sv->round)
		why = "of other rounds (-R)";
	else if (why == NULL && values != keep_values(t))
		why = "not of the table's values (written before its last "
		    "checkpoint)";
	at->block = block;
	at->done = done;
	if (why == NULL && at->found) {
		pi_terms(sv, &pt[p], 1);
		if ((fp = fdopen(dup(fd), "rb")) == NULL ||
		    fseeko(fp, KEEP_HEAD, SEEK_SET) < 0 ||
		    keep_terms(sv, t, fp, at, bytes, terms) < 0) {
			pi_terms(sv, &pt[p], 0);
			why = "damaged";
		}
		if (fp != NULL)
			fclose(fp);
	}
	if (why != NULL) {
		yut_warn("%s: %s: the solve starts as without it",
		    o->keep_in, why);
		close(fd);
		return -1;
	}
	yut_warn("%s: sweep %d goes on from %.1f%% swept", o->keep_in,
	    at->sweep, pt[p].count ? 100.0 * (double)done /
	    (double)pt[p].count : 100.0);
	/* the same file written on; another -o's written anew */
	if (o->keep_out != NULL && strcmp(o->keep_in, o->keep_out) == 0 &&
	    ftruncate(fd, (off_t)bytes) == 0) {
		sv->kfd = fd;
		sv->ksweep = at->sweep;
		sv->khome = home;
		sv->kdone = done;
		sv->kbytes = bytes;
		sv->kterms = terms;
	} else
		close(fd);
	return p;
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
		share_counts(sv, n);
		share_values(sv);
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
			keep_put(sv, t, o, pt, at);
#ifdef YUT_MPI
		/* one rank told to stop stops them all, at the same round */
		MPI_Allreduce(MPI_IN_PLACE, stop, 1, MPI_INT, MPI_MAX,
		    MPI_COMM_WORLD);
#endif
		if (*stop)
			break;
	}
	return change;
}

/* The workers of sv, each with its memo and rows. */
static void
workers_new(struct solver *sv, const struct yut_table *t,
    const struct yut_solve_opts *o)
{
	size_t memo = o->memo_bytes ? o->memo_bytes :
	    MEMO_DEFAULT(t->npieces);
	struct worker *w;
	int d;

	sv->nw = o->threads;
	if (sv->nw <= 0) {
		long c = sysconf(_SC_NPROCESSORS_ONLN);

		sv->nw = c < 1 ? 1 : c > MAXTHREADS ? MAXTHREADS : (int)c;
	}
	if (sv->nw > MAXTHREADS)
		sv->nw = MAXTHREADS;
	for (sv->slots = 1024; sv->slots * 2 * sizeof(struct slot) <= memo;)
		sv->slots *= 2;
	sv->w = yut_calloc((size_t)sv->nw, sizeof *sv->w);
	for (d = 0; d < sv->nw; d++) {
		w = &sv->w[d];
		w->e = &sv->e;
		w->first = sv->w;
		w->wk = yut_calloc(1, sizeof *w->wk);
		w->memo = memo_new(sv->slots);
		w->surebits = SURE_BITS(t->npieces);
		w->sure = yut_calloc((size_t)1 << w->surebits, sizeof *w->sure);
		w->mask = sv->slots / 2 - 1;
		w->rd = &sv->rd;
		if (!sv->rows)
			continue;
		/* the kin the rows' memory allows, 1 to NKIN */
		for (w->maxkin = 1; w->maxkin < 1 << t->npieces &&
		    2 * w->maxkin * NSHAPE * t->nplace * sizeof(double) <=
		    KINBYTES;)
			w->maxkin *= 2;
		w->small = yut_calloc((size_t)w->maxkin * NSHAPE * t->nplace,
		    sizeof *w->small);
		w->smallarg = yut_calloc((size_t)w->maxkin * NSHAPE *
		    t->nplace, 1);
		w->cellblock = yut_calloc((size_t)w->maxkin * t->nplace,
		    sizeof *w->cellblock);
		w->tval = yut_calloc(PAIRS(sv->e.cut), sizeof *w->tval);
		w->tstamp = yut_calloc(PAIRS(sv->e.cut), sizeof *w->tstamp);
	}
	if (sv->rows)
		engine_sure(&sv->e, &sv->w[0]);
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
		free(sv->w[d].cellblock);
		free(sv->w[d].tval);
		free(sv->w[d].tstamp);
		free(sv->w[d].pii);
		free(sv->w[d].piq);
		free(sv->w[d].wk->t);
		free(sv->w[d].wk->l[0].s);
		free(sv->w[d].wk->l[0].slot);
		free(sv->w[d].wk->l[1].s);
		free(sv->w[d].wk->l[1].slot);
		free(sv->w[d].wk);
	}
	free(sv->w);
	return nodes;
}

/*
 * Sweep the part pt until it converges, the sweeps allowed are done or
 * o->paused asks to stop (*stop).
 */
static int
solve_part(struct solver *sv, struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt,
    struct keepat *kat, int *stop)
{
	struct accel ac;
	struct keepat at;
	uint32_t *order = NULL;
	uint64_t j;
	double change, pilast = 2;
	int done = 0, found, kept, pi = sv->pi && t->npieces <= ACCEL_PIECES;

	/* the extrapolation's positions in the sweep's order */
	if (t->npieces <= ACCEL_PIECES) {
		order = yut_calloc(pt->count ? pt->count : 1, sizeof *order);
		for (j = 0; j < pt->nb; j++)
			block_fill(sv->sp, t, pt, j, order + pt->start[j]);
	}
	accel_init(&ac, order != NULL ? pt->count : 0);
	/*
	 * the part not swept yet: a checkpoint must not pass for solved;
	 * nor may one of a part before the last, however near it converged
	 */
	if (pt->count > 0)
		t->change = 1;
	t->early = pt->home > t->from;
	/* a sweep kept by a run killed goes on where it was */
	memset(&at, 0, sizeof at);
	if ((kept = kat != NULL) != 0) {
		at = *kat;
		pi = pi && at.pi;
		pilast = at.pilast;
		if (t->sweeps < at.sweep - 1)
			t->sweeps = at.sweep - 1;
	}
	if (sv->warm && !kept)
		yut_solve_warm(sv->sp, t, pt->home);
	while (pt->count > 0 && t->sweeps < o->max_sweeps) {
		accel_start(&ac, t->v, order);
		if (kept)
			found = at.found;
		/* each sweep finds the policy's terms too, while it helps */
		else if ((found = pi) != 0)
			pi_terms(sv, pt, 1);
		if (!kept) {
			at.block = 0;
			at.change = 0;
		}
		at.sweep = t->sweeps + 1;
		at.found = found;
		at.pi = pi;
		at.pilast = pilast;
		change = sweep_part(sv, t, o, pt, &at, stop);
		if (*stop || (done = yut_sweep_end(t, o, change)) ||
		    t->sweeps >= o->max_sweeps) {
			if (found)
				pi_terms(sv, pt, 0);
			break;
		}
		if (found && change < pilast &&
		    pi_solve(sv, t, o, pt, order) == 0) {
			pi_terms(sv, pt, 0);
			pilast = change;
			ac.have = 0;
			kept = 0;
			continue;
		}
		if (found) {
			pi_terms(sv, pt, 0);
			pi = 0;
		}
		/* a sweep taken up midway: no start of its own to go by */
		if (kept)
			ac.have = 0;
		else
			accel_next(&ac, t->v, order, change);
		kept = 0;
	}
	if (kept && at.found)		/* taken up, but no sweep allowed */
		pi_terms(sv, pt, 0);
	accel_free(&ac);
	free(order);
	return done || pt->count == 0;
}

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

int
yut_solve_fast(struct yut_table *t, const struct yut_solve_opts *o,
    struct yut_solve_stats *stats, char *err, size_t errsize)
{
	struct yut_sweep_plan sp;
	struct solver sv;
	struct keepat kat;
	struct part *pt;
	uint64_t r0, r1, maxrun = 1, maxpart = 0, nodes;
	int p, np, workers, passes;
#ifdef YUT_MPI
	unsigned long long sum;
#endif

	if ((passes = pi_passes(err, errsize)) < 0)
		return -1;
	if (yut_solve_begin(t, o, &sp, err, errsize) < 0) {
		yut_sweep_plan_free(&sp);
		return -1;
	}
	memset(&sv, 0, sizeof sv);
	sv.size = 1;
	sv.kfd = -1;
#ifdef YUT_MPI
	MPI_Comm_rank(MPI_COMM_WORLD, &sv.rank);
	MPI_Comm_size(MPI_COMM_WORLD, &sv.size);
#endif
	sv.counts = yut_calloc((size_t)sv.size, sizeof *sv.counts);
	sv.displs = yut_calloc((size_t)sv.size, sizeof *sv.displs);
	engine_init(&sv.e, t);
	engine_moves(&sv.e, sp.pl);
	pt = parts_of(&sp, t, o->part < 0, o->part, &np);
	sv.sp = &sp;
	/* the rows of small hands, unless told to search without them */
	sv.rows = getenv("YUT_SOLVE_ROWS") == NULL ||
	    strcmp(getenv("YUT_SOLVE_ROWS"), "0") != 0;
	sv.pi = passes;
	/* a part's start from the parts before, unless told not to */
	sv.warm = (getenv("YUT_SOLVE_WARM") == NULL ||
	    strcmp(getenv("YUT_SOLVE_WARM"), "0") != 0);
	workers_new(&sv, t, o);
	/*
	 * two slices a worker, of every process, in a round: a block is cut
	 * in slices when a round has fewer blocks than that, which changes
	 * nothing but who values what
	 */
	workers = sv.nw;
#ifdef YUT_MPI
	MPI_Allreduce(MPI_IN_PLACE, &workers, 1, MPI_INT, MPI_SUM,
	    MPI_COMM_WORLD);
#endif
	sv.round = o->round > 0 ? (uint64_t)o->round : ROUND;
	sv.rd.slices = (2 * (uint64_t)workers + sv.round - 1) / sv.round;
	for (p = 0; p < np; p++) {
		if (pt[p].count > maxpart)
			maxpart = pt[p].count;
		for (r0 = 0; r0 < pt[p].nb; r0 += sv.round) {
			r1 = r0 + sv.round < pt[p].nb ? r0 + sv.round :
			    pt[p].nb;
			if (pt[p].start[r1] - pt[p].start[r0] > maxrun)
				maxrun = pt[p].start[r1] - pt[p].start[r0];
		}
	}
	sv.buf = yut_calloc(maxrun, sizeof *sv.buf);
	sv.rd.order = yut_calloc(maxrun, sizeof *sv.rd.order);
	memset(stats, 0, sizeof *stats);
	for (p = 0; p < np; p++)
		stats->states += pt[p].count;
	stats->bytes = t->nvalues * sizeof *t->v + (size_t)t->nplace *
	    (3 * sizeof(uint32_t) + 1 + sizeof *sp.pl) + (size_t)sv.nw *
	    (sv.slots * sizeof(struct slot) + ((size_t)sizeof(uint64_t) <<
	    sv.w[0].surebits) + (size_t)sv.w[0].maxkin * NSHAPE * t->nplace *
	    (sizeof(double) + 1)) + maxrun * (sizeof *sv.buf +
	    sizeof *sv.rd.order) + (t->npieces <= ACCEL_PIECES ?
	    ((3 + 2 * ACCEL_DEPTH) * sizeof(double) + sizeof(uint32_t)) *
	    maxpart : 0);
	/* from the part of a sweep kept, the parts before it converged */
	t->sweeps = 0;
	if ((p = keep_find(&sv, t, o, pt, np, &kat)) < 0)
		p = 0;
	else if (!solve_part(&sv, t, o, &pt[p], &kat, &stats->stopped) ||
	    stats->stopped)
		p = np;
	else
		p++;
	for (; p < np && solve_part(&sv, t, o, &pt[p], NULL,
	    &stats->stopped) && !stats->stopped;)
		p++;
	/* the policy's terms at their most, beside the rest */
	stats->bytes += sv.pibytes;
	nodes = workers_free(&sv);
	if (sv.kfd >= 0)
		close(sv.kfd);
	engine_free(&sv.e);
#ifdef YUT_MPI
	sum = nodes;
	MPI_Allreduce(MPI_IN_PLACE, &sum, 1, MPI_UNSIGNED_LONG_LONG, MPI_SUM,
	    MPI_COMM_WORLD);
	nodes = sum;
#endif
	stats->sweeps = t->sweeps;
	/* the table's, as its header gives it */
	stats->change = t->early ? 1 : t->change;
	stats->nodes = nodes;
	for (p = 0; p < np; p++) {
		free(pt[p].block);
		free(pt[p].start);
	}
	free(pt);
	free(sv.counts);
	free(sv.displs);
	free(sv.buf);
	free(sv.rd.order);
	yut_sweep_plan_free(&sp);
	return 0;
}

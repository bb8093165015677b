/*
 * solvesearch.c - the fast engine's board and its search of a turn.
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
 * What a worker remembers: the values of small hands (SMALL results or
 * fewer: yuts, mos and one other result) spent on the block's boards and
 * on those its catches lead to, in rows, one for each placement of the
 * mover's, a value for each small hand; the values of the position's own
 * throws, which no other position meets; the rest in a memo of two-slot
 * buckets the caches hold,
 * stamped by round.  Which hands win whatever follows depends on no value:
 * for yuts and mos alone a table made at the start says, for others the
 * memo remembers it for the whole solve.  Rows, memo and table only spare
 * searches: without the rows ($YUT_SOLVE_ROWS=0) every value is the same,
 * bit for bit.
 */
/* madvise's MADV_HUGEPAGE, where the system has it */
#define _DEFAULT_SOURCE
#include <sys/mman.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "solve.h"
#include "solvefast.h"

/*
 * A zeroed memo of n slots.  Its probes fall anywhere in it: on huge
 * pages they miss the TLB far less often.
 */
struct slot *
yut_fast_memo_new(size_t n)
{
	void *p = NULL;
	size_t bytes = n * sizeof(struct slot), huge = (size_t)2 << 20;

	if (bytes < huge || posix_memalign(&p, huge, bytes) != 0)
		return calloc(n, sizeof(struct slot));
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

void
yut_fast_engine_init(struct engine *e, const struct yut_table *t)
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

/* st's index in the table, the mover's placement first. */
static uint64_t
where_of(const struct engine *e, const struct fst *st)
{
	return rank_of(e, st->a) * e->nplace + rank_of(e, st->b);
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

/*
 * Every placement's codes, squares and moves (pl: by rank): 0, or -1
 * when memory runs out (yut_fast_engine_free frees what was taken).
 */
int
yut_fast_engine_moves(struct engine *e, int (*pl)[YUT_MAXPIECES])
{
	struct fst st, nx;
	uint64_t x;
	struct step *sp;
	int i, r;

	e->codes = calloc(e->nplace, sizeof *e->codes);
	e->held = calloc(e->nplace, sizeof *e->held);
	e->step = calloc(e->nplace * (uint64_t)e->n * YUT_NRESULTS,
	    sizeof *e->step);
	if (e->codes == NULL || e->held == NULL || e->step == NULL)
		return -1;
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
	return 0;
}

void
yut_fast_engine_free(struct engine *e)
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

/* The engine's surei, by worker w's sure_win: 0, or -1 out of memory. */
int
yut_fast_engine_sure(struct engine *e, struct worker *w)
{
	struct fst st;
	uint64_t x;
	int i, j, c = e->cut;

	if ((e->surei = calloc(e->nplace * (uint64_t)(c + 1), 1)) == NULL)
		return -1;
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
	return 0;
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
static inline int
shape_of(const unsigned char *hand, int size)
{
	int o = hand[YUT_BACKDO] + hand[YUT_DO] + hand[YUT_GAE] +
	    hand[YUT_GEOL], m = hand[YUT_YUT] + hand[YUT_MO];

	if (size > SMALL || o > 1)
		return -1;
	m = m * (m + 1) / 2 + hand[YUT_MO];
	/* the other result's row: back-do, do, gae, geol */
	return o == 0 ? m : PAIRS(SMALL) + 4 * m + hand[YUT_DO] +
	    2 * hand[YUT_GAE] + 3 * hand[YUT_GEOL];
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
 * With want 0 or more, the move of that index alone, into nx[0]: 1, or
 * 0 when there is none, -1 when it wins; the walks of the policy make the
 * best move kept, not every move again.
 */
static int
moves_upto(const struct engine *e, const struct fst *st, struct fst *nx,
    int want)
{
	int i, r, n = 0;

	for (r = 0; r < YUT_NRESULTS; r++) {
		if (st->hand[r] == 0)
			continue;
		for (i = 0; i < e->n; i++) {
			if (!FIRST(st, i) || (r == YUT_BACKDO && st->a[i] == 0))
				continue;
			if (want >= 0 && n++ != want)
				continue;
			if (move(e, st, st->a[i], r, &nx[want >= 0 ? 0 : n]))
				return -1;
			if (want >= 0)
				return 1;
			n++;
		}
	}
	return want >= 0 ? 0 : n;
}

static int
moves_of(const struct engine *e, const struct fst *st, struct fst *nx)
{
	return moves_upto(e, st, nx, -1);
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
 * The value for the mover after the move sp by result r, from a small
 * hand (counts hand, size results) on kin kn, caught the other's stack
 * where it ends: the block changes, a throw owed.
 */
static inline double
caught(struct worker *w, const struct kin *kn, const struct step *sp,
    const unsigned char *hand, int size, int r)
{
	const struct engine *e = w->e;
	struct fst nx;
	int m;

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
	return after(w, &nx);
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
	int r, i, h, j = 0;

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
		/* the hand left, the same whichever piece moves */
		memcpy(nx.hand, hand, sizeof nx.hand);
		nx.hand[r]--;
		h = size > 1 ? shape_of(nx.hand, size - 1) : -1;
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
			if (sp->d != HOME && (kn->held >> sp->d & 1))
				v = caught(w, kn, sp, hand, size, r);
			else if (size == 1)
				v = 1 - vb[sp->to];
			else
				v = small_get(w, k, (uint64_t)h,
				    (uint64_t)sp->to, nx.hand, size - 1);
			if (v > best) {
				best = v;
				*arg = (unsigned char)(j - 1);
			}
		}
	}
	return best < 0 ? 1 - vb[x] : best;
}

/*
 * The row h entry of x: worked out the first time it is asked for.  What
 * a row holds is told by its cell's bits, not by its values set to -1 at
 * the cell's first hand in the block: a row's 112 values are 14 cache
 * lines, of which a block's searches use a few.
 */
static double
small_get(struct worker *w, int k, uint64_t h, uint64_t x,
    const unsigned char *hand, int size)
{
	uint64_t c = (uint64_t)k * w->e->nplace + x;
	struct cell *cl = &w->cell[c];
	double *v = &w->small[c * NSHAPE + h];

	if (cl->block != w->block) {
		/* x's first hand in the block: nothing of it known */
		memset(cl->known, 0, sizeof cl->known);
		cl->block = w->block;
	}
	if (!(cl->known[h >> 6] >> (h & 63) & 1)) {
		*v = small_value(w, k, x, hand, size,
		    &w->smallarg[c * NSHAPE + h]);
		cl->known[h >> 6] |= (uint64_t)1 << (h & 63);
	}
	return *v;
}

/*
 * A block's start: its other placement b (by rank), no row known; its
 * kin, b with the stacks of each set of its squares sent back.
 */
void
yut_fast_small_start(struct worker *w, uint64_t b)
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
 * The best move of st, the mover to move, as the rows or the memo keep it
 * from the search just made; ARG_NONE when neither does.
 */
int
yut_fast_known_arg(struct worker *w, const struct fst *st)
{
	const struct engine *e = w->e;
	struct slot *sl;
	uint64_t where, what, c;
	int k, h;

	if (row_of(w, st, &k, &h)) {
		c = (uint64_t)k * e->nplace + rank_of(e, st->a);
		if (w->cell[c].block != w->block ||
		    !(w->cell[c].known[h >> 6] >> (h & 63) & 1))
			return ARG_NONE;
		return w->smallarg[c * NSHAPE + (uint64_t)h];
	}
	if (st->size >= 2 && probe(w, st, &sl, &where, &what))
		return (int)(sl->where >> ARG_SHIFT);
	return ARG_NONE;
}

/* The search's, for the walks of the policy and the sweeps' positions. */
double
yut_fast_value(struct worker *w, const struct fst *st)
{
	return node(w, st);
}

int
yut_fast_moves_of(const struct engine *e, const struct fst *st,
    struct fst *nx)
{
	return moves_of(e, st, nx);
}

int
yut_fast_move_nth(const struct engine *e, const struct fst *st,
    struct fst *nx, int n)
{
	return moves_upto(e, st, nx, n);
}

double
yut_fast_best_move(struct worker *w, const struct fst *nx, int n, int *bi)
{
	return best_move(w, nx, n, bi);
}

int
yut_fast_wins_surely(struct worker *w, const struct fst *st)
{
	return wins_surely(w, st, own_pair(w, st));
}

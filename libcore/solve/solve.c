/*
 * solve.c - exact play of the basic two-player game: value iteration over
 * the positions at a turn's start (solvetable.c reads and writes the
 * table file that keeps them).
 *
 * A position is the placement of the pieces of the player to act ("me")
 * and of the other ("you"); its value is the chance that the player to
 * act wins under best play by both.  One sweep recomputes every value:
 * every way the turn's throws can fall, and for each hand every order of
 * spending it (a catch's throw taken at once), the turn ending in a win
 * (1) or in the other's turn (one minus its value).  Within a sweep the
 * hand-spending search is memoised on position, hand and throws owed, in
 * a cache: a value it gives may have been found earlier in the sweep,
 * before values it rests on were swept, so the sweeps on the way differ
 * with its size, and the values they converge to do not.  Every throw
 * and move goes through yut_apply_throw, yut_legal_moves and yut_move, so
 * the solver plays by the rules of every other command.
 *
 * The hand may hold 32 results; the solver may be told to hold fewer (a
 * cut): a hand that reaches the cut forfeits its owed throws, as a full
 * hand does.  The chance that a turn meets a cut of C results is at most
 * (npieces + 1) * q^(C - npieces - 1), q the chance of a yut or mo.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "search.h"
#include "solve.h"

#define NCODE	31		/* piece codes: 0, 1..29, 30 = arrived */
#define ARRIVED_CODE 30

static int
code_of(int pos)
{
	return pos == YUT_ARRIVED ? ARRIVED_CODE : pos;
}

static int
pos_of(int code)
{
	return code == ARRIVED_CODE ? YUT_ARRIVED : code;
}

#define BINOM_N	(NCODE + YUT_MAXPIECES + 1)

/*
 * C(n, 0..4), closed form: a factor n - i is 0 where k > n, so the row
 * needs no case of its own.
 */
#define B(n)	{ 1, (n), (n) * ((n) - 1) / 2, \
	(n) * ((n) - 1) * ((n) - 2) / 6, \
	(n) * ((n) - 1) * ((n) - 2) * ((n) - 3) / 24 }

static const uint64_t binoms[][YUT_MAXPIECES + 1] = {
	B(0), B(1), B(2), B(3), B(4), B(5), B(6), B(7), B(8), B(9),
	B(10), B(11), B(12), B(13), B(14), B(15), B(16), B(17), B(18),
	B(19), B(20), B(21), B(22), B(23), B(24), B(25), B(26), B(27),
	B(28), B(29), B(30), B(31), B(32), B(33), B(34), B(35)
};
#undef B
_Static_assert(sizeof binoms / sizeof binoms[0] == BINOM_N &&
    YUT_MAXPIECES == 4, "binoms: one row a count, C(n, 0..4)");

/* C(n, k) for the small n and k of placements, from a table. */
static uint64_t
binom(int n, int k)
{
	if (k < 0 || k > n || n >= BINOM_N || k > YUT_MAXPIECES)
		return 0;
	return binoms[n][k];
}

uint64_t
yut_placements(int npieces)
{
	return binom(NCODE + npieces - 1, npieces);
}

/*
 * The rank of a sorted placement (positions ascending, 100 arrived):
 * the codes c0 <= c1 <= ... made strictly increasing as d_i = c_i + i,
 * ranked in the combinatorial number system, sum of C(d_i, i + 1).
 */
uint64_t
yut_placement_rank(const int *pos, int npieces)
{
	uint64_t r = 0;
	int i;

	for (i = 0; i < npieces; i++)
		r += binom(code_of(pos[i]) + i, i + 1);
	return r;
}

/* The sorted placement of rank r: the inverse of yut_placement_rank. */
void
yut_placement_unrank(uint64_t r, int npieces, int *pos)
{
	int i, d;

	for (i = npieces - 1; i >= 0; i--) {
		for (d = i; binom(d + 1, i + 1) <= r; d++)
			;
		r -= binom(d, i + 1);
		pos[i] = pos_of(d - i);
	}
}

/* ------------------------------------------------------------ search */

struct yut_search {
	const struct yut_table *t;
	double odds[YUT_NRESULTS];
	int cut;		/* results a hand may hold */
	struct yut_memo memo;	/* nodes by position, hand and throws owed */
	uint64_t nodes;
	uint64_t budget;	/* nodes a question may visit */
	uint64_t limit;		/* nodes a question may reach, 0: none */
	int over;		/* the limit was reached: values unknown */
};

/* The table index of st at the start of (or during) the mover's turn. */
static uint64_t
index_of(const struct yut_table *t, const struct yut_state *st)
{
	int me = st->turn;

	return yut_placement_rank(st->p[me].pos, t->npieces) * t->nplace +
	    yut_placement_rank(st->p[1 - me].pos, t->npieces);
}

static double node(struct yut_search *s, const struct yut_state *st);

/* Value for the mover of the state a move left; mover is who moved. */
static double
after(struct yut_search *s, const struct yut_state *next,
    const struct yut_event *ev, int mover)
{
	if (ev->won)
		return 1;
	if (next->turn != mover)
		return 1 - s->t->v[index_of(s->t, next)];
	return node(s, next);
}

/* What node passes to the chance node of a throw: the search, the mover. */
struct thrown {
	struct yut_search *s;
	int mover;
};

static double
after_throw(void *ctx, const struct yut_state *next,
    const struct yut_event *ev)
{
	const struct thrown *c = ctx;

	return after(c->s, next, ev, c->mover);
}

#define SURE_WIN	1	/* the memo's mark of a sure_win entry */

/*
 * Whether the player to act can surely win with the hand of st alone (no
 * throw owed, or those owed ignored): some order of moves brings every
 * piece home.  More results never spoil such a line (the game ends at the
 * win, and a catch only adds results), so a turn that holds one is won
 * whatever its owed throws bring.  Remembered beside the values.
 */
static int
sure_win(struct yut_search *s, const struct yut_state *st)
{
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_state next;
	struct yut_event ev;
	uint64_t key[3];
	double v;
	int i, n, win = 0, mover = st->turn, keep;

	if (s->limit > 0 && (s->over || ++s->nodes > s->limit)) {
		s->over = 1;
		return 0;
	}
	if ((keep = yut_hand_size(st) >= 2)) {
		yut_search_key(st, SURE_WIN, key);
		if (yut_memo_get(&s->memo, key, &v))
			return v != 0;
	}
	next = *st;
	next.throws = 0;
	n = yut_legal_moves(&next, mv);
	for (i = 0; i < n && !win; i++) {
		next = *st;
		next.throws = 0;
		yut_move(&next, mv[i].pos, mv[i].result, &ev);
		if (ev.won)
			win = 1;
		else if (next.turn == mover && yut_hand_size(&next) > 0)
			win = sure_win(s, &next);
	}
	if (keep && !s->over)
		yut_memo_put(&s->memo, key, win);
	return win;
}

/*
 * The value for the player to act of st, a basic two-player state not
 * over: the expectation over the owed throws, or the best move of the
 * hand.  Remembered for the sweep unless trivially cheap.
 */
static double
node(struct yut_search *s, const struct yut_state *st)
{
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_state next;
	struct yut_event ev;
	struct thrown c = { s, st->turn };
	uint64_t key[3];
	double v, best;
	int i, n, size = yut_hand_size(st), mover = st->turn, keep;

	s->nodes++;
	if (s->limit > 0 && (s->over || s->nodes > s->limit)) {
		s->over = 1;
		return 0;
	}
	if ((keep = size + st->throws >= 2)) {
		yut_search_key(st, 0, key);
		if (yut_memo_get(&s->memo, key, &v))
			return v;
	}
	if (st->throws > 0 && size > 0 && sure_win(s, st))
		best = 1;
	else if (s->limit > 0 && size >= 2 && sure_win(s, st))
		best = 1;	/* a question's long hand, most often won */
	else if (st->throws > 0 && size >= s->cut) {
		/* a full hand forfeits what is owed */
		next = *st;
		next.throws = 0;
		best = node(s, &next);
	} else if (st->throws > 0) {
		if (yut_search_chance(st, s->odds, after_throw, &c, &best) < 0)
			best = 0;	/* no throw: not met below the cut */
	} else {
		best = -1;
		n = yut_legal_moves(st, mv);
		for (i = 0; i < n; i++) {
			next = *st;
			yut_move(&next, mv[i].pos, mv[i].result, &ev);
			if ((v = after(s, &next, &ev, mover)) > best)
				best = v;
		}
		if (n == 0) {
			/* nothing usable: the hand is discarded */
			next = *st;
			memset(next.hand, 0, sizeof next.hand);
			next.turn = 1 - mover;
			best = 1 - s->t->v[index_of(s->t, &next)];
		}
	}
	if (keep && !s->over)
		yut_memo_put(&s->memo, key, best);
	return best;
}

/*
 * A search over table t with a memo of about bytes bytes; NULL when
 * memory runs out.
 */
static struct yut_search *
search_new(const struct yut_table *t, size_t bytes)
{
	struct yut_search *s = calloc(1, sizeof *s);
	int bits = 10;

	if (s == NULL)
		return NULL;
	while (((size_t)2 << bits) * sizeof(struct yut_memo_slot) <= bytes)
		bits++;
	s->t = t;
	if (yut_memo_init(&s->memo, bits) < 0) {
		free(s);
		return NULL;
	}
	s->cut = t->cut;
	yut_throw_odds(t->prob, s->odds);
	return s;
}

static void
search_free(struct yut_search *s)
{
	if (s != NULL)
		yut_memo_free(&s->memo);
	free(s);
}

/* ------------------------------------------------------------- solve */

void
yut_solve_defaults(struct yut_solve_opts *o)
{
	memset(o, 0, sizeof *o);
	o->prob = 0.5;
	o->tol = 1e-12;
	o->max_sweeps = 1000;
	o->cut_eps = 1e-15;
	o->part = -1;
}

/* Fewest steps from each square to arrive, over forward results. */
static void
steps_left(int d[NCODE])
{
	int code, r, to, changed = 1;

	for (code = 0; code < NCODE; code++)
		d[code] = code == ARRIVED_CODE ? 0 : 1000;
	while (changed) {
		changed = 0;
		for (code = 0; code < ARRIVED_CODE; code++)
			for (r = YUT_DO; r < YUT_NRESULTS; r++) {
				to = code_of(yut_dest(code, r, 0));
				if (d[to] + yut_steps(r) < d[code]) {
					d[code] = d[to] + yut_steps(r);
					changed = 1;
				}
			}
	}
}

/* Pieces of a placement that have arrived. */
static int
arrived(const int *pl, int n)
{
	int i, a = 0;

	for (i = 0; i < n; i++)
		a += pl[i] == YUT_ARRIVED;
	return a;
}

/* Every placement of n pieces, by rank; NULL when memory runs out. */
static int (*all_placements(uint64_t m, int n))[YUT_MAXPIECES]
{
	int (*pl)[YUT_MAXPIECES] = calloc(m, sizeof *pl);
	uint64_t i;

	if (pl == NULL)
		return NULL;
	for (i = 0; i < m; i++)
		yut_placement_unrank(i, n, pl[i]);
	return pl;
}

static int
ascending64(const void *x, const void *y)
{
	uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;

	return a < b ? -1 : a > b;
}

/*
 * Each placement's steps left in all, squares held and pieces home, and
 * the placements by steps left (then rank): what says which positions a
 * sweep visits and in what order: 0, or -1 when memory runs out.
 */
static int
placements_plan(struct yut_sweep_plan *sp, uint64_t m, int n)
{
	int d[NCODE], i;
	uint64_t ia, k, *key;

	steps_left(d);
	sp->dist = calloc(m, sizeof *sp->dist);
	sp->held = calloc(m, sizeof *sp->held);
	sp->home = calloc(m, sizeof *sp->home);
	sp->bydist = calloc(m, sizeof *sp->bydist);
	key = calloc(m, sizeof *key);
	if (sp->dist == NULL || sp->held == NULL || sp->home == NULL ||
	    sp->bydist == NULL || key == NULL) {
		free(key);
		return -1;
	}
	for (ia = 0; ia < m; ia++) {
		for (i = 0; i < n; i++) {
			sp->dist[ia] += (uint32_t)d[code_of(sp->pl[ia][i])];
			if (sp->pl[ia][i] == YUT_ARRIVED)
				sp->home[ia]++;
			else if (sp->pl[ia][i] != 0)
				sp->held[ia] |= (uint32_t)1 << sp->pl[ia][i];
		}
		key[ia] = (uint64_t)sp->dist[ia] << 32 | ia;
	}
	qsort(key, m, sizeof *key, ascending64);
	for (k = 0; k < m; k++)
		sp->bydist[k] = (uint32_t)key[k];
	free(key);
	sp->npieces = n;
	return 0;
}

int
yut_sweep_has(const struct yut_sweep_plan *sp, uint64_t ia, uint64_t ib,
    int part)
{
	return sp->home[ia] < sp->npieces && sp->home[ib] < sp->npieces &&
	    (sp->held[ia] & sp->held[ib]) == 0 &&
	    (part < 0 || sp->home[ia] + sp->home[ib] == part);
}

int
yut_sweep_order(const struct yut_table *t, struct yut_sweep_plan *sp,
    int part)
{
	uint64_t ia, ib, k, *start, total = 0;
	int pass, maxd = 1;

	for (ia = 0; ia < t->nplace; ia++)
		if ((int)sp->dist[ia] + 1 > maxd)
			maxd = (int)sp->dist[ia] + 1;
	if ((start = calloc(2 * (size_t)maxd + 1, sizeof *start)) == NULL)
		return -1;
	/* a counting sort: count by distance, then place */
	for (pass = 0; pass < 2; pass++) {
		for (ia = 0; ia < t->nplace; ia++)
			for (ib = 0; ib < t->nplace; ib++) {
				if (!yut_sweep_has(sp, ia, ib, part))
					continue;
				if (pass == 0) {
					start[sp->dist[ia] + sp->dist[ib] +
					    1]++;
					total++;
				} else
					sp->order[start[sp->dist[ia] +
					    sp->dist[ib]]++] =
					    (uint32_t)(ia * t->nplace + ib);
			}
		if (pass == 0) {
			for (k = 1; k <= 2 * (uint64_t)maxd; k++)
				start[k] += start[k - 1];
			sp->order = calloc(total ? total : 1,
			    sizeof *sp->order);
			if (sp->order == NULL) {
				free(start);
				return -1;
			}
		}
	}
	/* placed, start[k] is where distance k's run ends */
	sp->ends = start;
	sp->nends = 2 * maxd;
	sp->count = total;
	return 0;
}

/* The least hand size C with (n + 1) q^(C - n - 1) <= eps, at most 32. */
static int
cut_for(int npieces, double prob, double eps, double *bound)
{
	double odds[YUT_NRESULTS], q;
	int c;

	yut_throw_odds(prob, odds);
	q = odds[YUT_YUT] + odds[YUT_MO];
	for (c = npieces + 2; c < YUT_MAXHAND; c++)
		if ((npieces + 1) * pow(q, c - npieces - 1) <= eps)
			break;
	*bound = c < YUT_MAXHAND ? (npieces + 1) * pow(q, c - npieces - 1) :
	    0;
	return c;
}

void
yut_table_init(struct yut_table *t, int npieces, double prob)
{
	memset(t, 0, sizeof *t);
	t->npieces = npieces;
	t->prob = prob;
	t->nplace = yut_placements(npieces);
	t->nvalues = t->nplace * t->nplace;
	t->cut = YUT_MAXHAND;
}

int
yut_solve_begin(struct yut_table *t, const struct yut_solve_opts *o,
    struct yut_sweep_plan *sp, char *err, size_t errsize)
{
	int n = o->npieces, taken;
	uint64_t i;

	memset(sp, 0, sizeof *sp);
	yut_table_init(t, n, o->prob);
	t->cut = cut_for(n, o->prob, o->cut_eps, &t->cut_bound);
	/* no sweep yet: a checkpoint now must not pass for a solved table */
	t->change = 1;
	if (o->part > 2 * n - 2) {
		snprintf(err, errsize, "%d pieces: at most %d can have "
		    "arrived in a game still played", n, 2 * n - 2);
		return -1;
	}
	if (o->part >= 0 && o->part < 2 * n - 2 && o->input == NULL) {
		snprintf(err, errsize, "the positions with more than %d "
		    "pieces arrived must come from a table", o->part);
		return -1;
	}
	if (o->input != NULL && (o->input->npieces != n ||
	    o->input->prob != o->prob || o->input->cut != t->cut ||
	    o->input->from > (o->part < 0 ? 0 : o->part + 1))) {
		snprintf(err, errsize, "the table given is not for %d piece%s, "
		    "-P %g, cut %d, with %d or more arrived", n,
		    n > 1 ? "s" : "", o->prob, t->cut,
		    o->part < 0 ? 0 : o->part + 1);
		return -1;
	}
	/* the input's values taken over where allowed: one table held */
	if ((taken = o->input != NULL && o->take_input)) {
		t->v = o->input->v;
		o->input->v = NULL;
	} else if ((t->v = calloc(t->nvalues, sizeof *t->v)) == NULL)
		goto nomem;
	t->from = o->part >= 0 ? o->part : 0;
	if ((sp->pl = all_placements(t->nplace, n)) == NULL ||
	    placements_plan(sp, t->nplace, n) < 0)
		goto nomem;
	for (i = 0; i < t->nvalues; i++) {
		/* a whole solve given a table starts from it: a run resumed */
		if (o->input != NULL && (o->part < 0 ||
		    sp->home[i / t->nplace] + sp->home[i % t->nplace] >
		    o->part)) {
			if (!taken)
				t->v[i] = o->input->v[i];
			continue;
		}
		/* a finished game: the player to act lost (or has won,
		 * unreachable) */
		t->v[i] = sp->home[i / t->nplace] == n ? 1 : 0;
	}
	return 0;
nomem:
	snprintf(err, errsize, "out of memory");
	return -1;
}

void
yut_sweep_plan_free(struct yut_sweep_plan *sp)
{
	free(sp->order);
	free(sp->pl);
	free(sp->ends);
	free(sp->dist);
	free(sp->held);
	free(sp->home);
	free(sp->bydist);
	memset(sp, 0, sizeof *sp);
}

int
yut_sweep_end(struct yut_table *t, const struct yut_solve_opts *o,
    double change)
{
	t->sweeps++;
	t->change = change;
	if (o->swept != NULL)
		o->swept(o->arg, t->sweeps, change);
	return change < o->tol;
}

/*
 * One sweep of the plain engine over the plan sp by search s, each
 * position after another; the largest change it makes.  *stop is set,
 * and the sweep cut short, when o->paused asks.
 */
static double
plain_sweep(struct yut_table *t, const struct yut_solve_opts *o,
    const struct yut_sweep_plan *sp, struct yut_search *s, int *stop)
{
	struct yut_state st;
	uint64_t i, k;
	double v, change = 0;

	yut_state_basic(&st, 2, o->npieces);
	yut_memo_forget(&s->memo);
	for (k = 0; k < sp->count; k++) {
		i = sp->order[k];
		memcpy(st.p[0].pos, sp->pl[i / t->nplace], sizeof st.p[0].pos);
		memcpy(st.p[1].pos, sp->pl[i % t->nplace], sizeof st.p[1].pos);
		st.turn = 0;
		st.throws = 1;
		memset(st.hand, 0, sizeof st.hand);
		v = node(s, &st);
		if (fabs(v - t->v[i]) > change)
			change = fabs(v - t->v[i]);
		t->v[i] = v;
		t->nodes = s->nodes;
		if (o->paused != NULL && ((k & 4095) == 4095 ||
		    k + 1 == sp->count) && (o->paused(o->arg, t->sweeps + 1,
		    (double)(k + 1) / (double)sp->count, t->change) &
		    YUT_PAUSE_STOP) != 0) {
			*stop = 1;
			break;
		}
	}
	return change;
}

int
yut_solve(struct yut_table *t, const struct yut_solve_opts *o,
    struct yut_solve_stats *stats, char *err, size_t errsize)
{
	struct yut_sweep_plan sp;
	struct yut_search *s = NULL;
	uint64_t count;
	size_t memo;
	double change;

	if (yut_solve_begin(t, o, &sp, err, errsize) < 0) {
		yut_sweep_plan_free(&sp);
		return -1;
	}
	count = 0;
	if (yut_sweep_order(t, &sp, o->part) == 0) {
		count = sp.count;
		/* by default about a kilobyte a position, 4 MB to 256 MB */
		memo = o->memo_bytes;
		if (memo == 0)
			memo = count < 4096 ? (size_t)4 << 20 :
			    count > 262144 ? (size_t)256 << 20 :
			    (size_t)count << 10;
		s = search_new(t, memo);
	}
	if (s == NULL) {
		yut_sweep_plan_free(&sp);
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	memset(stats, 0, sizeof *stats);
	stats->states = count;
	stats->bytes = t->nvalues * sizeof *t->v + count * sizeof *sp.order +
	    ((size_t)1 << s->memo.bits) * sizeof *s->memo.slot;
	for (t->sweeps = 0; t->sweeps < o->max_sweeps;) {
		change = plain_sweep(t, o, &sp, s, &stats->stopped);
		if (stats->stopped || yut_sweep_end(t, o, change))
			break;
	}
	stats->sweeps = t->sweeps;
	stats->change = t->change;
	stats->nodes = s->nodes;
	yut_sweep_plan_free(&sp);
	search_free(s);
	return 0;
}

void
yut_table_free(struct yut_table *t)
{
	free(t->v);
	t->v = NULL;
	search_free(t->search);
	t->search = NULL;
}

/* ------------------------------------------------------- using a table */

int
yut_table_covers(const struct yut_table *t, const struct yut_state *st,
    char *err, size_t errsize)
{
	if (st->rules != YUT_BASIC || st->nplayers != 2 ||
	    st->npieces != t->npieces) {
		snprintf(err, errsize, "the table covers basic games of 2 "
		    "players with %d piece%s each, not this one", t->npieces,
		    t->npieces > 1 ? "s" : "");
		return -1;
	}
	/* no move brings an arrived piece back: a state reaches no fewer */
	if (arrived(st->p[0].pos, st->npieces) + arrived(st->p[1].pos,
	    st->npieces) < t->from) {
		snprintf(err, errsize, "the table covers only the positions "
		    "with %d or more pieces arrived, not this one", t->from);
		return -1;
	}
	return 0;
}

/* The value for player 0 of a covered state, through search s. */
static double
value_p0(struct yut_search *s, const struct yut_state *st)
{
	double v;
	int w;

	if ((w = yut_winner(st)) >= 0)
		return w == 0 ? 1 : 0;
	v = node(s, st);
	return st->turn == 0 ? v : 1 - v;
}

void
yut_moves_sort(struct yut_mv *mv, double *val, int n)
{
	struct yut_mv tm;
	double tv;
	int i, j;

	/* an insertion sort keeps the order of equal values */
	for (i = 1; i < n; i++) {
		tm = mv[i];
		tv = val[i];
		for (j = i; j > 0 && val[j - 1] < tv; j--) {
			mv[j] = mv[j - 1];
			val[j] = val[j - 1];
		}
		mv[j] = tm;
		val[j] = tv;
	}
}

int
yut_table_eval(struct yut_table *t, const struct yut_state *st,
    double *p0, struct yut_mv *mv, double *val, int *nmv)
{
	struct yut_search *s;
	struct yut_state next;
	struct yut_event ev;
	unsigned long long b;
	const char *env;
	char *end;
	int i, n;

	/*
	 * the table does not change: what the memo holds stays true.  At
	 * three pieces a game's hands meet far more states than 4 MB holds:
	 * with 128 MB perfect played 30 games against itself in a third of
	 * the CPU time (4.4 to 6.3 s against 15.0 to 17.2, alternated, four
	 * runs each), 64 MB in 0.4, 256 MB no faster.  Its pages are taken
	 * as they are first used.
	 */
	if (t->search == NULL) {
		t->search = search_new(t, (size_t)1 << (t->npieces < 3 ? 22 :
		    27));
		if (t->search == NULL)
			return -1;
		t->search->budget = YUT_TABLE_BUDGET;
		if ((env = getenv("YUT_TABLE_NODES")) != NULL &&
		    *env != '\0') {
			errno = 0;
			b = strtoull(env, &end, 10);
			if (errno == 0 && *end == '\0' && b > 0 &&
			    env[0] != '-')
				t->search->budget = b;
		}
	}
	s = t->search;
	/* what a question may cost; only what was found in full is kept */
	s->over = 0;
	s->limit = s->nodes + s->budget;
	*p0 = value_p0(s, st);
	n = yut_legal_moves(st, mv);
	for (i = 0; i < n && !s->over; i++) {
		next = *st;
		yut_move(&next, mv[i].pos, mv[i].result, &ev);
		val[i] = after(s, &next, &ev, st->turn);
	}
	*nmv = n;
	if (s->over)
		return -1;
	yut_moves_sort(mv, val, n);
	return 0;
}

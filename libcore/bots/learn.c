/*
 * learn.c - a learned evaluation of two-player games, the search of the
 * "expert" player that uses it, and the networks' identity (the
 * self-play that trains them: selfplay.c).
 *
 * The evaluation is a small neural network: the position as seen by the
 * player about to throw (for each side, which squares hold one, two or
 * three of its pieces, how many have not started and how many arrived;
 * then the throws each side needs, the race between them, and the pieces
 * each side could hit with one throw; in the advanced game each side's
 * animal, and the cow's path where a side is the cow) into YUT_NET_HIDDEN
 * logistic units, into the chance that this player wins.
 * It is trained by temporal differences (TD(0)) over games the expert
 * plays against itself: after each turn the value of the position before
 * it is moved towards the value of the position after it, and a finished
 * game's last position towards 1 or 0.
 *
 * The expert spends its hand to the best value: every order of its moves
 * (a catch's throw taken over all its results), and at two plies the
 * other player's whole turn after it, its throws over all results and
 * its best replies, before the network scores the positions where a turn
 * starts.  Searches are memoised on position and hand and bounded by a
 * count of network evaluations and positions searched, not by a clock,
 * so a decision does not depend on the machine or its load.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "search.h"
#include "bots.h"

/* a side's sparse inputs: squares x stack of 1..3, start 0..4, home 0..4 */
#define SIDE_INPUTS	YUT_NET_SIDE
#define SPARSE_INPUTS	(2 * SIDE_INPUTS)
#define DENSE_INPUTS	6	/* what dense() writes */
_Static_assert(SPARSE_INPUTS + DENSE_INPUTS == YUT_NET_INPUTS,
    "the network's inputs are the sparse and the dense ones");
/* the advanced game's: each side's animal, the mover's first */
#define ANIMAL_INPUTS	(2 * YUT_NANIMALS)
_Static_assert(ANIMAL_INPUTS == YUT_NET_AINPUTS,
    "the advanced network's inputs are the animals");
/* the most active sparse inputs: stacks, start and home, the animals */
_Static_assert(4 * YUT_MAXPIECES + 6 <= YUT_NET_ACTIVE,
    "the active inputs fit in struct yut_net_in");
_Static_assert(DENSE_INPUTS <= YUT_NET_DENSE,
    "the dense inputs fit in struct yut_net_in");
/*
 * What the inputs mean: one more each time features() or dense() changes
 * what an input says, so that a network trained before no longer passes.
 */
#define INPUTS_VERSION	1
#define AINPUTS_VERSION	1	/* the same, of the advanced game's inputs */
#define CHAIN_MAX	2	/* yut and mo in a row searched; then scored */
#define PLY2_BUDGET	8000	/* work a two-ply search may take */
#define BUDGET		12000	/* work a decision may take */

/*
 * The throws a piece on pos needs to arrive, along the cow's path if cow
 * (only an advanced network's inputs say it: a basic one's never did).
 */
static double
throws_left(const struct yut_sticks *k, int pos, int cow)
{
	return k->dist[cow][pos == YUT_ARRIVED ? YUT_NSQUARES : pos];
}

/* Whether player k of st moves along the cow's path, for net's inputs. */
static int
cow_of(const struct yut_net *net, const struct yut_state *st, int k)
{
	return net->rules == YUT_ADVANCED && yut_is_cow(st, k);
}

/*
 * The pieces of player k that player t could hit with one result, each
 * stack weighted by the chance of that result and the throws it would
 * cost k.
 */
static double
exposure(const struct yut_net *net, const struct yut_sticks *sk,
    const struct yut_state *st, int t, int k)
{
	const int *pos = st->p[k].pos, *hit = st->p[t].pos;
	int n = st->npieces, i = 0, j, m, s, r, mask;
	int tcow = cow_of(net, st, t), kcow = cow_of(net, st, k);
	double e = 0;

	while (i < n && (s = pos[i]) != YUT_ARRIVED) {
		for (m = 1; i + m < n && pos[i + m] == s; m++)
			;
		i += m;
		if (s == 0)
			continue;
		for (mask = 0, j = 0; j < n; j++)
			for (r = 0; hit[j] != YUT_ARRIVED && r < YUT_NRESULTS;
			    r++)
				if (yut_dest(hit[j], r, tcow) == s)
					mask |= 1 << r;
		for (r = 0; r < YUT_NRESULTS; r++)
			if (mask & 1 << r)
				e += sk->odds[r] * m *
				    throws_left(sk, s, kcow) / 10;
	}
	return e;
}

/*
 * The dense inputs of st, for the player to act: the throws each side
 * needs (over 30), the race (over 10, and over its spread), and each
 * side's exposure to the other.
 */
static void
dense(const struct yut_net *net, const struct yut_sticks *k,
    const struct yut_state *st, struct yut_net_in *in)
{
	int me = st->turn, you = 1 - me, i;
	int mcow = cow_of(net, st, me), ycow = cow_of(net, st, you);
	double dm = 0, dy = 0;
	float *x = in->x;

	for (i = 0; i < st->npieces; i++) {
		dm += throws_left(k, st->p[me].pos[i], mcow);
		dy += throws_left(k, st->p[you].pos[i], ycow);
	}
	x[0] = (float)(dm / 30);
	x[1] = (float)(dy / 30);
	x[2] = (float)((dy - dm) / 10);
	x[3] = (float)((dy - dm) / sqrt(dm + dy + 1));
	x[4] = (float)exposure(net, k, st, me, you);
	x[5] = (float)exposure(net, k, st, you, me);
	for (i = 0; i < DENSE_INPUTS; i++)
		in->didx[i] = SPARSE_INPUTS + i;
	in->nd = DENSE_INPUTS;
}

double
yut_net_exposure(const struct yut_net *net, const struct yut_state *st,
    int t, int k)
{
	return exposure(net, yut_sticks_fair(), st, t, k);
}

/*
 * The active inputs of player k's pieces, a side's from row base: a
 * stack of c pieces sets min(c, 3) inputs.
 */
void
yut_net_side(const struct yut_state *st, int k, int base,
    struct yut_net_in *in)
{
	const int *pos = st->p[k].pos;
	int i, c, j, s, start = 0, home = 0;

	for (i = 0; i < st->npieces; i += c) {
		s = pos[i];
		for (c = 1; i + c < st->npieces && pos[i + c] == s; c++)
			;
		if (s == 0)
			start = c;
		else if (s == YUT_ARRIVED)
			home = c;
		else
			for (j = 0; j < c && j < 3; j++)
				in->idx[in->n++] = base + (s - 1) * 3 + j;
	}
	in->idx[in->n++] = base + 29 * 3 + start;
	in->idx[in->n++] = base + 29 * 3 + 5 + home;
}

/*
 * The inputs of st for the player to act, into in: each side's pieces,
 * for an advanced network each side's animal after the basic inputs
 * (YUT_NET_INPUTS on, the rows of wa), and the dense inputs.
 */
static void
features(const struct yut_net *net, const struct yut_state *st,
    struct yut_net_in *in)
{
	int side, k;

	in->n = 0;
	for (side = 0; side < 2; side++)
		yut_net_side(st, side == 0 ? st->turn : 1 - st->turn,
		    side * SIDE_INPUTS, in);
	if (net->rules == YUT_ADVANCED && st->rules == YUT_ADVANCED)
		for (side = 0; side < 2; side++) {
			k = side == 0 ? st->turn : 1 - st->turn;
			in->idx[in->n++] = YUT_NET_INPUTS +
			    side * YUT_NANIMALS + st->p[k].animal;
		}
	dense(net, yut_sticks_fair(), st, in);
}

/* The weights of input i: a basic input's, an animal's or a seat's. */
static float *
row_rw(struct yut_net *net, int i)
{
	return i < YUT_NET_INPUTS ? net->w1[i] : i < YUT_NET_SROW ?
	    net->wa[i - YUT_NET_INPUTS] : net->ws[i - YUT_NET_SROW];
}

static const float *
row(const struct yut_net *net, int i)
{
	return row_rw((struct yut_net *)net, i);
}

static float
logistic(float x)
{
	return 1 / (1 + expf(-x));
}

/* The network's output for inputs in, its hidden units left in hid. */
static double
forward(const struct yut_net *net, const struct yut_net_in *in, float *hid)
{
	float a[YUT_NET_HIDDEN], o = net->b2;
	const float *w;
	int h, i;

	memcpy(a, net->b1, sizeof a);
	for (i = 0; i < in->n; i++)
		for (w = row(net, in->idx[i]), h = 0; h < YUT_NET_HIDDEN; h++)
			a[h] += w[h];
	for (i = 0; i < in->nd; i++)
		for (w = row(net, in->didx[i]), h = 0; h < YUT_NET_HIDDEN; h++)
			a[h] += w[h] * in->x[i];
	for (h = 0; h < YUT_NET_HIDDEN; h++) {
		hid[h] = logistic(a[h]);
		o += net->w2[h] * hid[h];
	}
	return logistic(o);
}

double
yut_net_run(const struct yut_net *net, const struct yut_net_in *in)
{
	float hid[YUT_NET_HIDDEN];

	return forward(net, in, hid);
}

double
yut_net_value(const struct yut_net *net, const struct yut_state *st)
{
	struct yut_net_in in;
	int w;

	if ((w = yut_winner(st)) >= 0)
		return w == st->turn;
	features(net, st, &in);
	return yut_net_run(net, &in);
}

void
yut_net_init(struct yut_net *net, int rules, int npieces, uint64_t seed)
{
	struct yut_rng rng;
	int h, i;

	memset(net, 0, sizeof *net);
	net->npieces = npieces;
	yut_rng_seed(&rng, seed);
	for (i = 0; i < YUT_NET_INPUTS; i++)
		for (h = 0; h < YUT_NET_HIDDEN; h++)
			net->w1[i][h] = (float)(yut_rng_double(&rng) - 0.5) / 5;
	for (h = 0; h < YUT_NET_HIDDEN; h++)
		net->w2[h] = (float)(yut_rng_double(&rng) - 0.5) / 5;
	net->rules = rules;
	for (i = 0; rules == YUT_ADVANCED && i < YUT_NET_AINPUTS; i++)
		for (h = 0; h < YUT_NET_HIDDEN; h++)
			net->wa[i][h] = (float)(yut_rng_double(&rng) - 0.5) / 5;
}

/* One gradient step of the squared error of in's value towards target. */
void
yut_net_fit(struct yut_net *net, const struct yut_net_in *in, double target,
    double alpha)
{
	float hid[YUT_NET_HIDDEN], d, dh;
	int h, i;
	double o;

	o = forward(net, in, hid);
	d = (float)((target - o) * o * (1 - o) * alpha);
	for (h = 0; h < YUT_NET_HIDDEN; h++) {
		dh = d * net->w2[h] * hid[h] * (1 - hid[h]);
		net->w2[h] += d * hid[h];
		net->b1[h] += dh;
		for (i = 0; i < in->n; i++)
			row_rw(net, in->idx[i])[h] += dh;
		for (i = 0; i < in->nd; i++)
			row_rw(net, in->didx[i])[h] += dh * in->x[i];
	}
	net->b2 += d;
}

void
yut_net_train(struct yut_net *net, const struct yut_state *st, double target,
    double alpha)
{
	struct yut_net_in in;

	features(net, st, &in);
	yut_net_fit(net, &in, target, alpha);
}

/* ------------------------------------------------------------ search */

#define TURN_START	(1 << 16)	/* the memo's mark of throw_value's */

struct search {
	const struct yut_net *net;
	const struct yut_sticks *k;	/* fair ones, as the net learned */
	struct yut_memo *memo;
	long evals, limit;
	int over;			/* the budget ran out */
	int cut;			/* some line was cut short by left */
};

/* A state at a throw, valued by the network for the player to act. */
static double
leaf(struct search *s, const struct yut_state *st)
{
	s->evals++;
	return yut_net_value(s->net, st);
}

/* The key of st in the memo, with the search's ply, chain and left. */
static void
memo_key(const struct yut_state *st, int ply, int chain, int left,
    uint64_t key[3])
{
	yut_search_key(st, (uint64_t)(ply << 12 | chain << 8 | left), key);
}

static double best(struct search *, const struct yut_state *, int, int, int,
    double *);
static double throw_value(struct search *, const struct yut_state *, int,
    int, int);

/* What a chance node of the expert passes on to the nodes below it. */
struct chance {
	struct search *s;
	int ply, chain, left;
};

static double
thrown(void *ctx, const struct yut_state *next, const struct yut_event *ev)
{
	struct chance *c = ctx;

	(void)ev;
	return next->throws > 0 ?
	    throw_value(c->s, next, c->ply, c->chain + 1, c->left) :
	    best(c->s, next, c->ply, c->chain, c->left, NULL);
}

/*
 * The value of a throw for the player to act: over every result, the
 * hand then spent as well as can be; ply 0 (or a long chain) is scored.
 */
static double
throw_value(struct search *s, const struct yut_state *st, int ply, int chain,
    int left)
{
	struct chance c = { s, ply, chain, left };
	uint64_t key[3];
	double v;

	if (ply <= 0 || chain >= CHAIN_MAX || yut_over(st))
		return leaf(s, st);
	/* a turn's start is met again by other orders of the hand before */
	if (chain == 0 && yut_hand_size(st) == 0) {
		yut_search_key(st, (uint64_t)(TURN_START | ply << 12), key);
		if (yut_memo_get(s->memo, key, &v))
			return v;
	}
	if (yut_search_chance(st, s->k->odds, thrown, &c, &v) < 0)
		return leaf(s, st);
	if (chain == 0 && yut_hand_size(st) == 0 && !s->over)
		yut_memo_put(s->memo, key, v);
	return v;
}

/* The value for mover of next, reached by its move. */
static double
moved(struct search *s, const struct yut_state *next, int mover, int ply,
    int chain, int left)
{
	int w;

	if ((w = yut_winner(next)) >= 0)
		return w == mover;
	if (next->turn != mover)
		return 1 - throw_value(s, next, ply - 1, 0, 2 * YUT_MAXHAND);
	if (next->throws > 0)
		return throw_value(s, next, ply, chain + 1, left);
	return best(s, next, ply, chain, left, NULL);
}


/*
 * The best value over the moves of the player to act, and each move's
 * value (rootv, of yut_legal_moves' order) if asked; left more of its own
 * moves are searched before the position is scored with the rest of the
 * hand unspent.
 */
static double
best(struct search *s, const struct yut_state *st, int ply, int chain,
    int left, double *rootv)
{
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_state next;
	struct yut_event ev;
	uint64_t key[3];
	double v, top = -1;
	int i, n;

	if ((n = yut_legal_moves(st, mv)) == 0)
		return leaf(s, st);
	if (s->over || s->evals >= s->limit) {
		s->over = 1;
		return 0;
	}
	if (left <= 0) {
		s->cut = 1;
		return leaf(s, st);
	}
	s->evals++;			/* a node costs about an evaluation */
	memo_key(st, ply, chain, left, key);
	if (rootv == NULL && yut_memo_get(s->memo, key, &v))
		return v;
	for (i = 0; i < n; i++) {
		next = *st;
		yut_move(&next, mv[i].pos, mv[i].result, &ev);
		v = moved(s, &next, st->turn, ply, chain, left - 1);
		if (rootv != NULL)
			rootv[i] = v;
		if (v > top)
			top = v;
	}
	if (!s->over)
		yut_memo_put(s->memo, key, top);
	return top;
}

/*
 * One search of st at ply plies and left moves, each move's value in
 * val: 0, or -1 when the decision's work passed limit (-1: no limit).
 */
static int
search(struct search *s, const struct yut_state *st, int ply, int left,
    long limit, double *val)
{
	yut_memo_forget(s->memo);
	s->limit = limit < 0 ? (long)(-1UL >> 1) : limit;
	s->over = s->cut = 0;
	best(s, st, ply, 0, left, val);
	return s->over ? -1 : 0;
}

/* A decision of the expert: its search and the state. */
struct decision {
	struct search *s;
	const struct yut_state *st;
};

/* One ply over left of the hand's moves, into v. */
static int
expert_depth(void *ctx, int left, long limit, double *v)
{
	struct decision *d = ctx;

	if (search(d->s, d->st, 1, left, limit, v) < 0)
		return -1;
	return d->s->cut;
}

/*
 * The decision's work is bounded: two plies if they fit in PLY2_BUDGET,
 * else one ply over the whole hand if it fits in what is left of
 * BUDGET, else one ply deepened over the hand's moves (all of them one
 * move deep, then two...) while the next depth fits, the last full depth
 * deciding.
 */
int
yut_net_moves(const struct yut_net *net, const struct yut_state *st,
    int ply, struct yut_memo *memo, struct yut_mv *mv, double *val)
{
	struct search s;
	struct decision d = { &s, st };
	struct yut_memo own;
	int n;

	if ((n = yut_legal_moves(st, mv)) == 0)
		return 0;
	s.net = net;
	s.k = yut_sticks_fair();
	s.memo = yut_search_memo(memo, &own);
	s.evals = 0;
	if (!(ply >= 2 && search(&s, st, 2, 2 * YUT_MAXHAND, PLY2_BUDGET,
	    val) == 0) &&
	    search(&s, st, 1, 2 * YUT_MAXHAND, BUDGET, val) < 0)
		yut_search_deepen(expert_depth, &d, BUDGET, val, n);
	yut_search_memo_done(s.memo, &own);
	return n;
}

int
yut_net_choose(const struct yut_net *net, const struct yut_state *st,
    int ply, struct yut_memo *memo, struct yut_mv *out, double *value)
{
	struct yut_mv mv[YUT_MAXMOVES];
	double val[YUT_MAXMOVES];
	int i, n, pick = 0;

	if ((n = yut_net_moves(net, st, ply, memo, mv, val)) == 0)
		return -1;
	for (i = 1; i < n; i++)
		if (val[i] > val[pick])
			pick = i;
	*out = mv[pick];
	if (value != NULL)
		*value = val[pick];
	return 0;
}

/* ------------------------------------------------------------ weights */

/*
 * The shape of a network of this code for the game of rules and seats:
 * its sizes and what its inputs mean (the advanced game's, or games of
 * three or four, their own inputs too).
 */
static uint64_t
net_shape(int rules, int seats)
{
	static const uint64_t dims[] = { YUT_NET_INPUTS, YUT_NET_HIDDEN,
	    SIDE_INPUTS, SPARSE_INPUTS, DENSE_INPUTS, INPUTS_VERSION };
	static const uint64_t adims[] = { YUT_ADVANCED, YUT_NET_AINPUTS,
	    YUT_NANIMALS, AINPUTS_VERSION };
	static const uint64_t sdims[] = { YUT_NET_SINPUTS, YUT_NET_SROW,
	    YUT_NET_SVERSION };
	uint64_t h = 0x79757420;	/* "yut " */
	size_t i;

	for (i = 0; i < sizeof dims / sizeof dims[0]; i++)
		h = yut_mix64(h ^ dims[i]);
	for (i = 0; rules == YUT_ADVANCED && i < sizeof adims / sizeof adims[0];
	    i++)
		h = yut_mix64(h ^ adims[i]);
	if (seats != 0)
		h = yut_mix64(h ^ (uint64_t)seats);
	for (i = 0; seats != 0 && i < sizeof sdims / sizeof sdims[0]; i++)
		h = yut_mix64(h ^ sdims[i]);
	return h;
}

static uint64_t
mix_floats(uint64_t h, const float *f, size_t n)
{
	uint32_t b;
	size_t i;

	for (i = 0; i < n; i++) {
		memcpy(&b, &f[i], sizeof b);
		h = yut_mix64(h ^ b);
	}
	return h;
}

/* The hash of what net holds: its pieces and every weight, in order. */
static uint64_t
net_content(const struct yut_net *net)
{
	uint64_t h = yut_mix64((uint64_t)net->npieces);

	h = mix_floats(h, &net->w1[0][0], YUT_NET_INPUTS * YUT_NET_HIDDEN);
	h = mix_floats(h, net->b1, YUT_NET_HIDDEN);
	h = mix_floats(h, net->w2, YUT_NET_HIDDEN);
	h = mix_floats(h, &net->b2, 1);
	if (net->rules != YUT_BASIC) {
		h = yut_mix64(h ^ (uint64_t)net->rules);
		h = mix_floats(h, &net->wa[0][0],
		    YUT_NET_AINPUTS * YUT_NET_HIDDEN);
	}
	if (net->seats != 0) {
		h = yut_mix64(h ^ (uint64_t)net->seats);
		h = mix_floats(h, &net->ws[0][0],
		    YUT_NET_SINPUTS * YUT_NET_HIDDEN);
	}
	return h;
}

/*
 * "the network of N pieces", "the advanced network of N pieces" or "the
 * network of P players of N pieces".
 */
static const char *
net_name(const struct yut_net *net, char *buf, size_t size)
{
	char seats[32] = "";

	if (net->seats != 0)
		snprintf(seats, sizeof seats, "%d players of ", net->seats);
	snprintf(buf, size, "the %snetwork of %s%d pieces",
	    net->rules == YUT_ADVANCED ? "advanced " : "", seats, net->npieces);
	return buf;
}

int
yut_net_check(const struct yut_net *net, char *err, size_t errsize)
{
	char name[64];

	if ((net->rules != YUT_BASIC && net->rules != YUT_ADVANCED) ||
	    (net->seats != 0 && (net->seats < 3 ||
	    net->seats > YUT_MAXPLAYERS || net->rules != YUT_BASIC)) ||
	    net->shape != net_shape(net->rules, net->seats)) {
		snprintf(err, errsize, "%s was made for another shape of "
		    "network (%016llx, this one %016llx)",
		    net_name(net, name, sizeof name),
		    (unsigned long long)net->shape,
		    (unsigned long long)net_shape(net->rules, net->seats));
		return -1;
	}
	if (net->content != net_content(net)) {
		snprintf(err, errsize, "%s does not hold what yut-learn wrote "
		    "(content %016llx, written %016llx)",
		    net_name(net, name, sizeof name),
		    (unsigned long long)net_content(net),
		    (unsigned long long)net->content);
		return -1;
	}
	return 0;
}

/*
 * The built-in network of npieces pieces (of seats players, 0 for two) is
 * checked the first time it is asked for; one that fails is said once,
 * and not used.  What was found is kept under a lock, so that threads may
 * ask at once.
 */
static const struct yut_net *
builtin(int rules, int seats, int npieces)
{
	/* 1 good, -1 bad */
	static signed char checked[YUT_ADVANCED + 1][YUT_MAXPLAYERS + 1]
	    [YUT_MAXPIECES + 1];
	static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
	signed char *c;
	char err[160];
	size_t i;
	int good;

	for (i = 0; i < yut_nnets; i++) {
		if (yut_nets[i].npieces != npieces ||
		    yut_nets[i].rules != rules || yut_nets[i].seats != seats)
			continue;
		if (npieces < 0 || npieces > YUT_MAXPIECES || seats < 0 ||
		    seats > YUT_MAXPLAYERS ||
		    (rules != YUT_BASIC && rules != YUT_ADVANCED))
			return NULL;
		c = &checked[rules][seats][npieces];
		pthread_mutex_lock(&lock);
		if (*c == 0) {
			*c = 1;
			if (yut_net_check(&yut_nets[i], err, sizeof err) < 0) {
				yut_warn("%s: expert plays as expect", err);
				*c = -1;
			}
		}
		good = *c > 0;
		pthread_mutex_unlock(&lock);
		return good ? &yut_nets[i] : NULL;
	}
	return NULL;
}

const struct yut_net *
yut_net_builtin(int rules, int npieces)
{
	return builtin(rules, 0, npieces);
}

const struct yut_net *
yut_net_seats_builtin(int nplayers, int npieces)
{
	return nplayers < 3 ? NULL : builtin(YUT_BASIC, nplayers, npieces);
}

static void
write_floats(FILE *fp, const float *f, int n)
{
	int i;

	fputs("{", fp);
	for (i = 0; i < n; i++)
		fprintf(fp, "%s%a", i == 0 ? "\n\t" :
		    i % 4 == 0 ? ",\n\t" : ", ", (double)f[i]);
	fputs(" }", fp);
}

void
yut_net_write_c(FILE *fp, const struct yut_net *net)
{
	int i;

	fprintf(fp, "{ %d, 0x%016llxULL, 0x%016llxULL, {", net->npieces,
	    (unsigned long long)net_shape(net->rules, net->seats),
	    (unsigned long long)net_content(net));
	for (i = 0; i < YUT_NET_INPUTS; i++) {
		fputs(i ? ",\n" : "\n", fp);
		write_floats(fp, net->w1[i], YUT_NET_HIDDEN);
	}
	fputs(" },\n", fp);
	write_floats(fp, net->b1, YUT_NET_HIDDEN);
	fputs(",\n", fp);
	write_floats(fp, net->w2, YUT_NET_HIDDEN);
	fprintf(fp, ",\n%a", (double)net->b2);
	if (net->rules == YUT_ADVANCED) {
		fputs(",\nYUT_ADVANCED, {", fp);
		for (i = 0; i < YUT_NET_AINPUTS; i++) {
			fputs(i ? ",\n" : "\n", fp);
			write_floats(fp, net->wa[i], YUT_NET_HIDDEN);
		}
		fputs(" }", fp);
	}
	if (net->seats != 0) {
		fprintf(fp, ",\n.seats = %d, .ws = {", net->seats);
		for (i = 0; i < YUT_NET_SINPUTS; i++) {
			fputs(i ? ",\n" : "\n", fp);
			write_floats(fp, net->ws[i], YUT_NET_HIDDEN);
		}
		fputs(" }", fp);
	}
	fputs(" }", fp);
}

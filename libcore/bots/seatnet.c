/*
 * seatnet.c - the network of a basic game of three or four players: the
 * chance that one seat, me, wins.
 *
 * Its inputs are the two-player network's (learn.c) as if me were to act
 * and the seat after it the other side, the dense ones taken against the
 * nearest of the others (me's race and theirs, and the pieces me could
 * hit and be hit by, summed over the others); then, in its own rows
 * (ws), the pieces of the seats after those two, each as a side, who is
 * to act, counted from me (me, the next, ...), and the race of each other
 * seat, in turn order.  selfplay.c trains it.
 */
#include <math.h>

#include "game.h"
#include "bots.h"

/* the rows of ws */
#define SEAT_SIDES	2			/* the third and fourth seats */
#define TO_ACT		(SEAT_SIDES * YUT_NET_SIDE)	/* 4 rows */
#define RACES		(TO_ACT + YUT_MAXPLAYERS)	/* 3 rows */
_Static_assert(RACES + YUT_MAXPLAYERS - 1 == YUT_NET_SINPUTS,
    "the seats' inputs are their pieces, who acts and their races");
/* the two-player network's dense rows, and how many */
#define DENSE_ROW	(2 * YUT_NET_SIDE)
#define DENSE		6

/* The throws player k of st needs to arrive, with fair sticks. */
static double
race(const struct yut_state *st, int k)
{
	const struct yut_sticks *sk = yut_sticks_fair();
	double d = 0;
	int i, pos;

	for (i = 0; i < st->npieces; i++) {
		pos = st->p[k].pos[i];
		d += sk->dist[0][pos == YUT_ARRIVED ? YUT_NSQUARES : pos];
	}
	return d;
}

/* The dense inputs of st for seat me: against the nearest of the others. */
static void
dense(const struct yut_net *net, const struct yut_state *st, int me,
    struct yut_net_in *in)
{
	double dm = race(st, me), dop = 1e9, d, hit = 0, hurt = 0;
	int j, k, n = st->nplayers;

	in->nd = 0;
	for (j = 1; j < n; j++) {
		k = (me + j) % n;
		if ((d = race(st, k)) < dop)
			dop = d;
		hit += yut_net_exposure(net, st, me, k);
		hurt += yut_net_exposure(net, st, k, me);
		in->didx[DENSE + j - 1] = YUT_NET_SROW + RACES + j - 1;
		in->x[DENSE + j - 1] = (float)(d / 30);
	}
	in->x[0] = (float)(dm / 30);
	in->x[1] = (float)(dop / 30);
	in->x[2] = (float)((dop - dm) / 10);
	in->x[3] = (float)((dop - dm) / sqrt(dm + dop + 1));
	in->x[4] = (float)hit;
	in->x[5] = (float)hurt;
	for (j = 0; j < DENSE; j++)
		in->didx[j] = DENSE_ROW + j;
	in->nd = DENSE + n - 1;
}

/* The inputs of st for seat me, into in. */
static void
features(const struct yut_net *net, const struct yut_state *st, int me,
    struct yut_net_in *in)
{
	int j, n = st->nplayers;

	in->n = 0;
	yut_net_side(st, me, 0, in);
	yut_net_side(st, (me + 1) % n, YUT_NET_SIDE, in);
	for (j = 2; j < n; j++)
		yut_net_side(st, (me + j) % n,
		    YUT_NET_SROW + (j - 2) * YUT_NET_SIDE, in);
	in->idx[in->n++] = YUT_NET_SROW + TO_ACT + (st->turn - me + n) % n;
	dense(net, st, me, in);
}

double
yut_net_seat_value(const struct yut_net *net, const struct yut_state *st,
    int me)
{
	struct yut_net_in in;
	int w;

	if ((w = yut_winner(st)) >= 0)
		return w == me;
	features(net, st, me, &in);
	return yut_net_run(net, &in);
}

void
yut_net_seat_train(struct yut_net *net, const struct yut_state *st, int me,
    double target, double alpha)
{
	struct yut_net_in in;

	features(net, st, me, &in);
	yut_net_fit(net, &in, target, alpha);
}

void
yut_net_seats_init(struct yut_net *net, int nplayers, int npieces,
    uint64_t seed)
{
	struct yut_rng rng;
	int h, i;

	yut_net_init(net, YUT_BASIC, npieces, seed);
	net->seats = nplayers;
	yut_rng_seed(&rng, seed ^ 0x73656174);	/* "seat" */
	for (i = 0; i < YUT_NET_SINPUTS; i++)
		for (h = 0; h < YUT_NET_HIDDEN; h++)
			net->ws[i][h] = (float)(yut_rng_double(&rng) - 0.5) / 5;
}

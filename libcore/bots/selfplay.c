/*
 * selfplay.c - the games of self-play that train the expert's networks:
 * the two-player ones' (learn.c), and the networks of seats of games of
 * three and four players (seatnet.c).
 *
 * Both learn by temporal differences (TD(0)): at the start of each turn
 * the value of the position where the turn before began is moved towards
 * the value of this one, and at the end of a game towards 1 or 0.  In a
 * game of two, the value is the player to act's; in a game of seats,
 * every seat's.
 */
#include <string.h>

#include "game.h"
#include "search.h"
#include "bots.h"

/* The sticks the networks are trained and played with: fair ones. */
#define FAIR	0.5
/* positions a self-play decision of a game of seats may search */
#define HAND_WORK	4000

/*
 * The step of game g of a run of games: 0.1 for the first quarter of the
 * run, 0.03 for the second, 0.01 for the second half.
 */
static double
step(uint64_t g, uint64_t games)
{
	return g * 4 < games ? 0.1 : g * 2 < games ? 0.03 : 0.01;
}

/*
 * A new game of net's: basic, or advanced with each side's animal drawn
 * from rng, any of the four against any.
 */
static void
new_game(const struct yut_net *net, struct yut_state *st,
    struct yut_rng *rng)
{
	int k;

	yut_state_basic(st, 2, net->npieces);
	if (net->rules != YUT_ADVANCED)
		return;
	st->rules = YUT_ADVANCED;
	for (k = 0; k < 2; k++) {
		snprintf(st->p[k].id, sizeof st->p[k].id, "self%d", k);
		st->p[k].animal = (int)yut_rng_below(rng, YUT_NANIMALS);
	}
}

void
yut_net_learn(struct yut_net *net, uint64_t games, uint64_t seed,
    void (*progress)(void *arg, uint64_t done), void *arg)
{
	struct yut_state st, prev;
	struct yut_event ev;
	struct yut_mv mv;
	struct yut_rng rng;
	struct yut_memo memo, *m = yut_search_memo(NULL, &memo);
	uint64_t g;
	double alpha, target;
	int have;

	yut_rng_seed(&rng, seed);
	for (g = 0; g < games; g++) {
		alpha = step(g, games);
		new_game(net, &st, &rng);
		have = 0;
		for (;;) {
			if (yut_over(&st)) {
				yut_net_train(net, &prev, yut_winner(&st) == prev.turn,
				    alpha);
				break;
			}
			/* a throw with nothing in hand: a position to learn */
			if (st.throws > 0 && yut_hand_size(&st) == 0) {
				if (have) {
					target = yut_net_value(net, &st);
					if (st.turn != prev.turn)
						target = 1 - target;
					yut_net_train(net, &prev, target, alpha);
				}
				prev = st;
				have = 1;
			}
			if (st.throws > 0)
				yut_throw_all(&st, &rng, FAIR, &ev);
			else {
				yut_net_choose(net, &st, 1, m, &mv, NULL);
				yut_move(&st, mv.pos, mv.result, &ev);
			}
		}
		if (progress != NULL && (g + 1) % 1000 == 0)
			progress(arg, g + 1);
	}
	yut_search_memo_done(m, &memo);
}


/* A self-play decision of a game of seats. */
struct hand {
	const struct yut_net *net;
	struct yut_memo *memo;
	long work;
};

/*
 * The best value for the player to act, me, over the orders of spending
 * its hand, the positions scored by the network once its turn passes or a
 * throw is owed; the best move into out, if not NULL.
 */
static double
hand_best(struct hand *h, const struct yut_state *st, struct yut_mv *out)
{
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_state next;
	struct yut_event ev;
	uint64_t key[3];
	double v, top = -1;
	int i, n, me = st->turn;

	if ((n = yut_legal_moves(st, mv)) == 0 || h->work >= HAND_WORK)
		return yut_net_seat_value(h->net, st, me);
	yut_search_key(st, 0, key);
	if (out == NULL && yut_memo_get(h->memo, key, &v))
		return v;
	h->work++;
	for (i = 0; i < n; i++) {
		next = *st;
		yut_move(&next, mv[i].pos, mv[i].result, &ev);
		if (next.turn != me || next.throws > 0 || yut_over(&next))
			v = yut_net_seat_value(h->net, &next, me);
		else
			v = hand_best(h, &next, NULL);
		if (v > top) {
			top = v;
			if (out != NULL)
				*out = mv[i];
		}
	}
	yut_memo_put(h->memo, key, top);
	return top;
}

/* Every seat's value of prev moved towards its value of st, by alpha. */
static void
seats_step(struct yut_net *net, const struct yut_state *prev,
    const struct yut_state *st, double alpha)
{
	double target[YUT_MAXPLAYERS];
	int k;

	for (k = 0; k < st->nplayers; k++)
		target[k] = yut_net_seat_value(net, st, k);
	for (k = 0; k < st->nplayers; k++)
		yut_net_seat_train(net, prev, k, target[k], alpha);
}

void
yut_net_seats_learn(struct yut_net *net, uint64_t games, uint64_t seed,
    void (*progress)(void *arg, uint64_t done), void *arg)
{
	struct yut_state st, prev;
	struct yut_event ev;
	struct yut_mv mv;
	struct yut_rng rng;
	struct yut_memo memo;
	struct hand h = { net, yut_search_memo(NULL, &memo), 0 };
	uint64_t g;
	double alpha;
	int have;

	yut_rng_seed(&rng, seed);
	for (g = 0; g < games; g++) {
		alpha = step(g, games);
		yut_state_basic(&st, net->seats, net->npieces);
		for (have = 0; !yut_over(&st); ) {
			if (st.throws > 0 && yut_hand_size(&st) == 0) {
				if (have)
					seats_step(net, &prev, &st, alpha);
				prev = st;
				have = 1;
			}
			if (st.throws > 0)
				yut_throw_all(&st, &rng, FAIR, &ev);
			else {
				yut_memo_forget(h.memo);
				h.work = 0;
				hand_best(&h, &st, &mv);
				yut_move(&st, mv.pos, mv.result, &ev);
			}
		}
		seats_step(net, &prev, &st, alpha);
		if (progress != NULL && (g + 1) % 1000 == 0)
			progress(arg, g + 1);
	}
	yut_search_memo_done(h.memo, &memo);
}

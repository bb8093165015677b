/*
 * botnet.c - the expert's networks: which one plays which game (the
 * basic or advanced game of two, the seats of a game of three or four,
 * or its pairs), and where it has none and searches as expect; and how
 * a seat of a game of three or four is scored by them.  bot.c plays by
 * them; yut-play's hint asks them which search it gives (playhelp.c).
 */
#include <string.h>

#include "game.h"
#include "bots.h"

/*
 * The network the expert plays st with, or NULL: expect's search then.
 * The networks were trained with fair sticks; with others, their values
 * would be of another game.
 */
const struct yut_net *
yut_expert_net(const struct yut_state *st, double prob)
{
	if (st->rules != YUT_BASIC || st->nplayers != 2 || prob != 0.5)
		return NULL;
	return yut_net_builtin(YUT_BASIC, st->npieces);
}

/*
 * The network expert plays st with: yut_expert_net's, and in the advanced
 * game of two, the advanced game's for every animal; where there is none
 * of st's pieces, the basic game's (its search plays the animals' skills
 * by the rules), but not for the cow, whose path that one does not know.
 */
const struct yut_net *
yut_expert_play_net(const struct yut_state *st, double prob)
{
	const struct yut_net *net;

	if (st->rules != YUT_ADVANCED || st->nplayers != 2 || prob != 0.5)
		return yut_expert_net(st, prob);
	if ((net = yut_net_builtin(YUT_ADVANCED, st->npieces)) != NULL)
		return net;
	if (yut_is_cow(st, st->turn))
		return NULL;
	return yut_net_builtin(YUT_BASIC, st->npieces);
}

/*
 * The network that scores the seats in expert's search of a game of three
 * or four: the game's own network of seats, or the two-player one, which
 * scores them pair by pair; NULL: expect's search then.
 */
const struct yut_net *
yut_expert_seats_net(const struct yut_state *st, double prob)
{
	const struct yut_net *net;

	if (st->rules != YUT_BASIC || st->nplayers < 3 || prob != 0.5)
		return NULL;
	if ((net = yut_net_seats_builtin(st->nplayers, st->npieces)) != NULL)
		return net;
	return yut_net_builtin(YUT_BASIC, st->npieces);
}

/*
 * The chance player me finishes before player k, by the two-player
 * network, in the game of those two alone: the one of them to act next
 * holds the turn (its hand, or its throw to come).
 */
static double
pair_value(const struct yut_net *net, const struct yut_state *st, int me,
    int k)
{
	struct yut_state two = *st;
	int t = st->turn, first = t;

	two.nplayers = 2;
	two.p[0] = st->p[me];
	two.p[1] = st->p[k];
	if (t != me && t != k) {
		two.throws = 1;
		memset(two.hand, 0, sizeof two.hand);
		while (first != me && first != k)
			first = (first + 1) % st->nplayers;
	}
	two.turn = first == me ? 0 : 1;
	return first == me ? yut_net_value(net, &two) :
	    1 - yut_net_value(net, &two);
}

/*
 * expert's static score of st for player me in a game of three or four:
 * the chance that me wins, by the network of seats of that game; with
 * none, its chances of finishing before each other player, by the
 * two-player network, multiplied (expect's sees only the lead over the
 * nearest).  With share, over the sum of every player's, so that the
 * players' add up to one, as a hint shows them.
 */
double
yut_expert_seat_score(const struct yut_net *net, const struct yut_state *st,
    int me, int share)
{
	double v[YUT_MAXPLAYERS], pair, sum = 0;
	int j, k, seats = net->seats == st->nplayers;

	if (seats && !share)
		return yut_net_seat_value(net, st, me);
	for (k = 0; k < st->nplayers; k++)
		v[k] = seats ? yut_net_seat_value(net, st, k) : 1;
	for (k = 0; k < st->nplayers && !seats && !share; k++)
		if (k != me)
			v[me] *= pair_value(net, st, me, k);
	if (!share)
		return v[me];
	for (j = 0; j < st->nplayers && !seats; j++)
		for (k = j + 1; k < st->nplayers; k++) {
			pair = pair_value(net, st, j, k);
			v[j] *= pair;
			v[k] *= 1 - pair;
		}
	for (k = 0; k < st->nplayers; k++)
		sum += v[k];
	return sum > 0 ? v[me] / sum : 1.0 / st->nplayers;
}

int
yut_bot_expert_searches(const struct yut_state *st, int seat, double prob)
{
	if (yut_expert_net(st, prob) != NULL ||
	    yut_expert_seats_net(st, prob) != NULL)
		return 1;
	if (st->rules != YUT_ADVANCED || st->nplayers != 2 || prob != 0.5)
		return 0;
	return yut_net_builtin(YUT_ADVANCED, st->npieces) != NULL ||
	    (!yut_is_cow(st, seat) &&
	    yut_net_builtin(YUT_BASIC, st->npieces) != NULL);
}

int
yut_bot_eval_strategy(const struct yut_state *st, double prob)
{
	return yut_expert_play_net(st, prob) != NULL ||
	    yut_expert_seats_net(st, prob) != NULL ? YUT_BOT_EXPERT :
	    YUT_BOT_EXPECT;
}

/*
 * botnet.c - the expert's networks: which one plays which game (the
 * basic or advanced game of two, the pairs of a game of three or four),
 * and where it has none and searches as expect.  bot.c plays by them;
 * yut-play's hint asks them which search it gives (playhelp.c).
 */
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
	return yut_expert_net(st, prob) != NULL ? YUT_BOT_EXPERT :
	    YUT_BOT_EXPECT;
}

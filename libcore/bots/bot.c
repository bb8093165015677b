/*
 * bot.c - computer players.
 *
 * random: a legal move chosen uniformly.
 * greedy: one move at a time by fixed rules: finish, catch, escape danger,
 *	stack, advance.
 * expect: expectimax over the sticks, by the game's odds.  It tries every
 *	order of spending its hand (and, after a catch, every result of the
 *	throw it earns), then, for each way its turn can end, every hand the
 *	next player may throw and that player's replies, valued halfway
 *	between the one that hurts it most and their average; the positions
 *	reached are scored by how many throws each player still needs, as a
 *	chance of winning.
 * expert: in two-player games of 2 to 4 pieces with fair sticks, the
 *	search of learn.c over its own turn and the other's, scored by a
 *	network trained by self-play on that game (the advanced game's of
 *	four pieces for every animal; in an advanced game of other pieces,
 *	the basic game's, the cow aside, as expect); in basic
 *	games of three and four, expect's search scored by that network pair
 *	by pair (yut_expert_seat_score); elsewhere, as expect.
 * perfect: the best move by the values of a solved table (solve.c).
 *
 * All of them play through yut_legal_moves, yut_move and yut_apply_throw, so
 * they play by the very rules of the other commands, animals included.
 */
#include <math.h>
#include <string.h>

#include "game.h"
#include "search.h"
#include "solve.h"
#include "bots.h"

#define ARRIVED_IDX	YUT_NSQUARES	/* table index of YUT_ARRIVED */
#define WIN		1.0		/* a won game */
#define LOSS		0.0
#define STACK_COST	0.15		/* share of its distance each extra
					 * piece of a stack adds */
#define THREAT_WEIGHT	1.2		/* weight of the catch the player to
					 * act threatens */
#define SPREAD		2.0		/* how fast a lead becomes a win */
#define THROW_VALUE	(8.0 / 7.0)	/* an owed throw, yut and mo included */
#define REPLY_MEAN	0.5		/* weight of the average reply against
					 * the worst one */
#define REPLY		(1 << 9)	/* the memo's mark of a reply's value */
#define BUDGET		6000		/* static scores a decision may spend
					 * deepening its search */

static const char *const strategy_names[YUT_NSTRATEGIES] = {
	"random", "greedy", "expect", "expert", "perfect"
};

/* One decision of expect: the game's sticks, and the work it has done. */
struct search {
	const struct yut_sticks *k;	/* the fair sticks', or &own */
	struct yut_sticks own;
	struct yut_memo *memo;	/* replies, and my best moves of a hand */
	/* What a result in the hand is worth, in throws saved. */
	double handval[YUT_NRESULTS];
	long evals, limit;	/* static scores taken, and the most it may */
	int over;		/* the deepening in progress went over */
	int cut;		/* some line was cut by the ply limit */
	/* expert's games of 3 and 4: the network of their seats, or the
	 * two-player one that scores each pair of players (NULL: expect's
	 * own scores) */
	const struct yut_net *net;
	int share;		/* net's scores as shares of one (a hint's) */
};

int
yut_strategy_parse(const char *name)
{
	int i;

	for (i = 0; i < YUT_NSTRATEGIES; i++)
		if (strcmp(name, strategy_names[i]) == 0)
			return i;
	return -1;
}

const char *
yut_strategy_name(int strategy)
{
	if (strategy < 0 || strategy >= YUT_NSTRATEGIES)
		return "?";
	return strategy_names[strategy];
}

static double
sqdist(const struct yut_sticks *k, int cow, int pos)
{
	return k->dist[cow][pos == YUT_ARRIVED ? ARRIVED_IDX : pos];
}

/*
 * How far player k is from winning, in throws: each stack counts its
 * square's distance once, and each further piece of it STACK_COST of that
 * again (a stack saves throws but is caught whole).
 */
static double
player_dist(const struct yut_sticks *sk, const struct yut_state *st, int k)
{
	const int *pos = st->p[k].pos;
	int cow = yut_is_cow(st, k), n = st->npieces, i = 0, m, s;
	double d = 0;

	while (i < n && (s = pos[i]) != YUT_ARRIVED) {
		for (m = 1; i + m < n && pos[i + m] == s; m++)
			;
		if (s == 0)
			d += m * sk->dist[cow][0];
		else
			d += sk->dist[cow][s] * (1 + STACK_COST * (m - 1));
		i += m;
	}
	return d;
}

/* Results with which player k could land on square sq, as a bit mask. */
static int
hits(const struct yut_state *st, int k, int sq)
{
	const int *pos = st->p[k].pos;
	int cow = yut_is_cow(st, k), i, r, mask = 0;

	for (i = 0; i < st->npieces; i++) {
		if (pos[i] == YUT_ARRIVED || (i > 0 && pos[i] == pos[i - 1]))
			continue;
		for (r = 0; r < YUT_NRESULTS; r++)
			if (yut_dest(pos[i], r, cow) == sq)
				mask |= 1 << r;
	}
	return mask;
}

static double
mask_odds(const struct yut_sticks *k, int mask)
{
	double q = 0;
	int r;

	for (r = 0; r < YUT_NRESULTS; r++)
		if (mask & (1 << r))
			q += k->odds[r];
	return q;
}

/*
 * The catch player t threatens against player k: the best of k's stacks
 * by chance of one throw hitting it times the throws the catch would cost
 * k (and earn t), plus half the rest.
 */
static double
threat(const struct yut_sticks *sk, const struct yut_state *st, int t, int k)
{
	const int *pos = st->p[k].pos;
	int cow = yut_is_cow(st, k), n = st->npieces, i = 0, m, s, mask;
	double v, best = 0, sum = 0;

	while (i < n && (s = pos[i]) != YUT_ARRIVED) {
		for (m = 1; i + m < n && pos[i + m] == s; m++)
			;
		i += m;
		if (s == 0 || (mask = hits(st, t, s)) == 0)
			continue;
		v = mask_odds(sk, mask) * (m * sk->dist[cow][0] -
		    sk->dist[cow][s] * (1 + STACK_COST * (m - 1)) +
		    THROW_VALUE);
		sum += v;
		if (v > best)
			best = v;
	}
	return best + (sum - best) / 2;
}

/*
 * The static score of st for player me, a chance of winning in [0, 1]: the
 * lead in throws over the nearest opponent, with the tempo of the player
 * to act (throws owed, hand held) and the catches it threatens, through a
 * logistic curve that sharpens as the race shortens.
 */
static double
evaluate(struct search *s, const struct yut_state *st, int me)
{
	const struct yut_sticks *sk = s->k;
	double dme, dop = 1e9, d, bonus, lead;
	int k, r, t = st->turn;

	s->evals++;
	if ((k = yut_winner(st)) >= 0)
		return k == me ? WIN : LOSS;
	if (s->net != NULL)
		return yut_expert_seat_score(s->net, st, me, s->share);
	dme = player_dist(sk, st, me);
	for (k = 0; k < st->nplayers; k++)
		if (k != me && (d = player_dist(sk, st, k)) < dop)
			dop = d;
	bonus = st->throws * THROW_VALUE;
	for (r = 0; r < YUT_NRESULTS; r++)
		bonus += st->hand[r] * s->handval[r];
	if (t == me) {
		for (k = 0; k < st->nplayers; k++)
			if (k != me)
				bonus += THREAT_WEIGHT *
				    threat(sk, st, me, k);
		lead = dop - dme + bonus;
	} else
		lead = dop - dme - bonus - THREAT_WEIGHT *
		    threat(sk, st, t, me);
	/* the lead counts for more the less of the race is left */
	return 1 / (1 + exp(-lead / (SPREAD * sqrt(dme + dop + 1))));
}

/* ------------------------------------------------------------ expect */

/* What a chance node of expect passes on to the nodes below it. */
struct chance {
	struct search *s;
	int me, opp, depth, deep, left;
};

static double opp_throws(struct search *, const struct yut_state *, int,
    int, int);

static double
opp_after(void *ctx, const struct yut_state *next, const struct yut_event *ev)
{
	struct chance *c = ctx;

	(void)ev;
	return opp_throws(c->s, next, c->me, c->opp, c->depth + 1);
}

/*
 * The opponent to act spends its hand.  It is taken to find the move that
 * hurts me most only half the time and otherwise any move: a pure minimum
 * fears replies that weaker players seldom make and passes up the moves
 * that pay against them, while against a strong player the blend costs
 * nothing that could be measured.
 */
static double
opp_moves(struct search *s, const struct yut_state *st, int me, int opp)
{
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_state next;
	struct yut_event ev;
	double v, best = 2, sum = 0;
	int i, n;

	n = yut_legal_moves(st, mv);
	for (i = 0; i < n; i++) {
		next = *st;
		yut_move(&next, mv[i].pos, mv[i].result, &ev);
		if (ev.won)
			v = LOSS;
		else if (next.turn == opp && next.throws == 0)
			v = opp_moves(s, &next, me, opp);
		else
			v = evaluate(s, &next, me);
		if (v < best)
			best = v;
		sum += v;
	}
	if (n == 0)
		return evaluate(s, st, me);
	return (1 - REPLY_MEAN) * best + REPLY_MEAN * sum / n;
}

/*
 * Expected value for me over the throws of opponent opp at the start of
 * its turn; a second yut or mo in a row is scored, not thrown.
 */
static double
opp_throws(struct search *s, const struct yut_state *st, int me, int opp,
    int depth)
{
	struct chance c = { s, me, opp, depth, 0, 0 };
	double v;

	if (st->turn != opp || yut_over(st))
		return evaluate(s, st, me);
	if (st->throws == 0)
		return opp_moves(s, st, me, opp);
	if (depth >= 2 ||
	    yut_search_chance(st, s->k->odds, opp_after, &c, &v) < 0)
		return evaluate(s, st, me);
	return v;
}

/* The value for me of a position where another player's turn begins. */
static double
reply(struct search *s, const struct yut_state *st, int me)
{
	uint64_t key[3];
	double v;

	yut_search_key(st, REPLY, key);
	if (yut_memo_get(s->memo, key, &v))
		return v;
	v = opp_throws(s, st, me, st->turn, 0);
	yut_memo_put(s->memo, key, v);
	return v;
}

static double my_best(struct search *, const struct yut_state *, int, int,
    int, int);
static double value(struct search *, const struct yut_state *, int, int,
    int, int);

static double
my_after(void *ctx, const struct yut_state *next, const struct yut_event *ev)
{
	struct chance *c = ctx;

	(void)ev;
	return value(c->s, next, c->me, c->depth + 1, c->deep, c->left);
}

/* The value for me of st, reached by one of my moves or throws. */
static double
value(struct search *s, const struct yut_state *st, int me, int depth,
    int deep, int left)
{
	struct chance c = { s, me, 0, depth, deep, left };
	double v;
	int w;

	if ((w = yut_winner(st)) >= 0)
		return w == me ? WIN : LOSS;
	if (st->turn != me)
		return deep ? reply(s, st, me) : evaluate(s, st, me);
	if (st->throws == 0)
		return my_best(s, st, me, depth, deep, left);
	if (depth >= 1 ||
	    yut_search_chance(st, s->k->odds, my_after, &c, &v) < 0)
		return evaluate(s, st, me);
	return v;
}

/*
 * The best value over my legal moves, with left more of my moves searched
 * before the position is scored as it stands.  Every position and hand is
 * met once: spending a hand in another order often comes to the same
 * place, and the memo makes the orders of an eight-result hand cost what
 * its distinct positions cost.
 */
static double
my_best(struct search *s, const struct yut_state *st, int me, int depth,
    int deep, int left)
{
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_state next;
	struct yut_event ev;
	uint64_t key[3];
	double v, best = -1;
	int i, n;

	n = yut_legal_moves(st, mv);
	if (n == 0)
		return evaluate(s, st, me);
	if (left <= 0 || s->over || s->evals >= s->limit) {
		if (left <= 0)
			s->cut = 1;
		else
			s->over = 1;
		return evaluate(s, st, me);
	}
	yut_search_key(st, (uint64_t)(depth << 8 | deep << 7 | left), key);
	if (yut_memo_get(s->memo, key, &v))
		return v;
	for (i = 0; i < n; i++) {
		next = *st;
		yut_move(&next, mv[i].pos, mv[i].result, &ev);
		v = value(s, &next, me, depth, deep, left - 1);
		if (v > best)
			best = v;
	}
	if (!s->over)
		yut_memo_put(s->memo, key, best);
	return best;
}

/*
 * expect's value of each move of st, for the player to act, by iterative
 * deepening: every move searched one of my moves deep, then two, and so
 * on until no line is cut (the whole hand searched, as in full) or the
 * next depth would take more than BUDGET static scores, when the last
 * full depth stands.  The budget counts work, not time, so a decision
 * does not depend on the machine or its load; it holds every decision,
 * even a hand of 32 results, to a few milliseconds.
 */
/* A decision of expect: its search, the state and its moves. */
struct decision {
	struct search *s;
	const struct yut_state *st;
	const struct yut_mv *mv;
	int n, deep;
};

/* Every move of the decision searched plies of my moves deep, into v. */
static int
expect_depth(void *ctx, int plies, long limit, double *v)
{
	struct decision *d = ctx;
	struct search *s = d->s;
	struct yut_state next;
	struct yut_event ev;
	int i;

	s->cut = s->over = 0;
	s->limit = limit < 0 ? (long)(-1UL >> 1) : limit;
	for (i = 0; i < d->n && !s->over; i++) {
		next = *d->st;
		yut_move(&next, d->mv[i].pos, d->mv[i].result, &ev);
		v[i] = value(s, &next, d->st->turn, 0, d->deep, plies - 1);
	}
	return s->over ? -1 : s->cut;
}

static void
search_moves(struct search *s, const struct yut_state *st,
    const struct yut_mv *mv, int n, double *val)
{
	/* a long hand is searched without the reply, to bound the time */
	struct decision d = { s, st, mv, n, yut_hand_size(st) <= 3 };

	s->evals = 0;
	yut_search_deepen(expect_depth, &d, BUDGET, val, n);
}

/*
 * The tables of sticks of prob: given, when they are of prob; the fair
 * ones, built once; or others made in own.
 */
static const struct yut_sticks *
sticks_of(const struct yut_sticks *given, double prob,
    struct yut_sticks *own)
{
	if (given != NULL && given->prob == prob)
		return given;
	if (prob == 0.5)
		return yut_sticks_fair();
	yut_sticks_fill(own, prob);
	return own;
}

/*
 * A search of expect with sticks of prob remembering in memo, its work
 * not yet bounded.
 */
static void
search_init(struct search *s, const struct yut_sticks *given, double prob,
    struct yut_memo *memo)
{
	double steps = 0;
	int r;

	s->k = sticks_of(given, prob, &s->own);
	s->memo = memo;
	yut_memo_forget(memo);
	for (r = 0; r < YUT_NRESULTS; r++)
		steps += s->k->odds[r] * yut_steps(r);
	for (r = 0; r < YUT_NRESULTS; r++)
		s->handval[r] = r == YUT_BACKDO ? 0 : yut_steps(r) / steps;
	s->evals = 0;
	s->limit = -1UL >> 1;
	s->over = s->cut = 0;
	s->net = NULL;
	s->share = 0;
}

static int
choose_expect(const struct yut_bot *bot, const struct yut_state *st,
    const struct yut_mv *mv, int n, const struct yut_net *net)
{
	struct search s;
	struct yut_memo own, *m = yut_search_memo(bot->memo, &own);
	double val[YUT_MAXMOVES], best = -2;
	int i, pick = 0;

	search_init(&s, bot->sticks, bot->prob, m);
	s.net = net;
	search_moves(&s, st, mv, n, val);
	yut_search_memo_done(m, &own);
	for (i = 0; i < n; i++)
		if (val[i] > best) {
			best = val[i];
			pick = i;
		}
	return pick;
}

/*
 * The values of every move of st for the player to act, and of st
 * itself, by the search expert plays st with (expect's where it has no
 * network): the best move's, or over the throws owed, for the player to
 * act; the rest shared among the others by their static scores.
 */
int
yut_bot_eval(const struct yut_state *st, double prob,
    double p[YUT_MAXPLAYERS], struct yut_mv *mv, double *val, int *nmv)
{
	const struct yut_net *net = yut_expert_play_net(st, prob);
	struct search s;
	struct yut_memo own;
	double v, w[YUT_MAXPLAYERS], sum = 0;
	int i, k, n, deep, who;

	search_init(&s, NULL, prob, yut_search_memo(NULL, &own));
	s.net = net == NULL ? yut_expert_seats_net(st, prob) : NULL;
	s.share = 1;
	who = net != NULL || s.net != NULL ? YUT_BOT_EXPERT : YUT_BOT_EXPECT;
	if (net != NULL)
		n = yut_net_moves(net, st, 2, s.memo, mv, val);
	else {
		n = yut_legal_moves(st, mv);
		search_moves(&s, st, mv, n, val);
	}
	yut_moves_sort(mv, val, n);
	*nmv = n;
	if ((k = yut_winner(st)) >= 0) {
		yut_search_memo_done(s.memo, &own);
		for (i = 0; i < st->nplayers; i++)
			p[i] = i == k;
		return who;
	}
	deep = yut_hand_size(st) <= 3;
	if (n > 0)
		v = val[0];
	else if (net != NULL && st->throws > 0 && yut_hand_size(st) == 0)
		v = yut_net_value(net, st);
	else
		v = value(&s, st, st->turn, 0, deep, 2 * YUT_MAXHAND);
	yut_search_memo_done(s.memo, &own);
	if (net != NULL) {
		p[st->turn] = v;
		p[1 - st->turn] = 1 - v;
		return YUT_BOT_EXPERT;
	}
	for (k = 0; k < st->nplayers; k++)
		if (k != st->turn)
			sum += w[k] = evaluate(&s, st, k);
	for (k = 0; k < st->nplayers; k++)
		p[k] = k == st->turn ? v : sum > 0 ? (1 - v) * w[k] / sum :
		    (1 - v) / (st->nplayers - 1);
	return who;
}

/*
 * The move of the table's best value, the table of bot's sticks; 1 past
 * the table search's budget.
 */
static int
choose_perfect(const struct yut_bot *bot, const struct yut_state *st,
    struct yut_mv *out)
{
	struct yut_mv mv[YUT_MAXMOVES];
	double val[YUT_MAXMOVES], p0;
	char err[128];
	int n;

	if (bot->table == NULL || bot->table->prob != bot->prob ||
	    yut_table_covers(bot->table, st, err, sizeof err) < 0)
		return -1;
	if (yut_table_eval(bot->table, st, &p0, mv, val, &n) < 0)
		return 1;
	if (n == 0)
		return -1;
	*out = mv[0];
	return 0;
}

/* ------------------------------------------------------------ greedy */

/* Whether an opponent of player me could land on sq with one result. */
static int
threatened(const struct yut_state *st, int me, int sq)
{
	int k;

	if (sq <= 0 || sq == YUT_ARRIVED)
		return 0;
	for (k = 0; k < st->nplayers; k++)
		if (k != me && hits(st, k, sq))
			return 1;
	return 0;
}

/* Pieces of player k on square sq. */
static int
count_on(const struct yut_state *st, int k, int sq)
{
	int i, m = 0;

	for (i = 0; i < st->npieces; i++)
		m += st->p[k].pos[i] == sq;
	return m;
}

/*
 * The greedy score of a move, by tiers: finish (bigger stacks first),
 * catch (more pieces first), escape a threatened square to a safe one,
 * stack onto one's own piece on a safe square, then advance, preferring
 * safe squares and the move that saves the most throws.
 */
static double
greedy_score(const struct yut_sticks *k, const struct yut_state *st,
    const struct yut_mv *mv)
{
	int me = st->turn, cow = yut_is_cow(st, me);
	int dest = yut_dest(mv->pos, mv->result, cow), m, p, caught = 0;
	int danger_before, danger_after;
	double gain;

	m = mv->pos == 0 ? 1 : count_on(st, me, mv->pos);
	gain = m * (sqdist(k, cow, mv->pos) - sqdist(k, cow, dest));
	if (dest == YUT_ARRIVED)
		return 5e6 + 1e4 * m + gain;
	for (p = 0; p < st->nplayers; p++)
		if (p != me)
			caught += count_on(st, p, dest);
	if (caught > 0)
		return 4e6 + 1e4 * caught + gain;
	danger_before = threatened(st, me, mv->pos);
	danger_after = threatened(st, me, dest);
	if (danger_before && !danger_after)
		return 3e6 + 1e4 * m + gain;
	if (!danger_after && count_on(st, me, dest) > 0)
		return 2e6 + gain;
	return (danger_after ? 0 : 1e6) + gain;
}

static int
choose_greedy(const struct yut_sticks *k, const struct yut_state *st,
    const struct yut_mv *mv, int n)
{
	double v, best = -1e18;
	int i, pick = 0;

	for (i = 0; i < n; i++) {
		v = greedy_score(k, st, &mv[i]);
		if (v > best) {
			best = v;
			pick = i;
		}
	}
	return pick;
}

int
yut_bot_choose(const struct yut_state *st, const struct yut_bot *bot,
    struct yut_rng *rng, struct yut_mv *out)
{
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_sticks own;
	const struct yut_net *net = NULL;
	int n, pick, strategy = bot->strategy;

	if (strategy == YUT_BOT_EXPERT &&
	    (net = yut_expert_play_net(st, bot->prob)) == NULL)
		strategy = YUT_BOT_EXPECT;	/* no network: expect's search */
	if ((n = yut_legal_moves(st, mv)) == 0)
		return -1;
	/* a hand beyond the table search's budget: expert's move */
	if (strategy == YUT_BOT_PERFECT &&
	    (pick = choose_perfect(bot, st, out)) <= 0)
		return pick;
	if (strategy == YUT_BOT_PERFECT) {
		struct yut_bot expert = *bot;

		expert.strategy = YUT_BOT_EXPERT;
		return yut_bot_choose(st, &expert, rng, out);
	}
	switch (n == 1 ? -1 : strategy) {
	case YUT_BOT_RANDOM:
		pick = (int)yut_rng_below(rng, (uint32_t)n);
		break;
	case YUT_BOT_GREEDY:
		pick = choose_greedy(sticks_of(bot->sticks, bot->prob, &own),
		    st, mv, n);
		break;
	case YUT_BOT_EXPERT:
		return yut_net_choose(net, st, 2, bot->memo, out, NULL);
	case YUT_BOT_EXPECT:
		pick = choose_expect(bot, st, mv, n,
		    bot->strategy == YUT_BOT_EXPERT ?
		    yut_expert_seats_net(st, bot->prob) : NULL);
		break;
	default:
		pick = 0;
		break;
	}
	*out = mv[pick];
	return 0;
}

int
yut_bot_choose_seeded(const struct yut_state *st, const struct yut_bot *bot,
    struct yut_rng *rng, struct yut_mv *out)
{
	struct yut_mv mv[YUT_MAXMOVES];
	double val[YUT_MAXMOVES], best = -1e300;
	const struct yut_net *net;
	struct search s;
	struct yut_memo own;
	int n, i, ties = 0, pick = 0, strategy = bot->strategy;

	if (strategy == YUT_BOT_RANDOM || strategy == YUT_BOT_PERFECT)
		return yut_bot_choose(st, bot, rng, out);
	if (strategy == YUT_BOT_EXPERT &&
	    (net = yut_expert_play_net(st, bot->prob)) != NULL)
		n = yut_net_moves(net, st, 2, bot->memo, mv, val);
	else {
		n = yut_legal_moves(st, mv);
		if (strategy == YUT_BOT_GREEDY)
			s.k = sticks_of(bot->sticks, bot->prob, &s.own);
		for (i = 0; i < n && strategy == YUT_BOT_GREEDY; i++)
			val[i] = greedy_score(s.k, st, &mv[i]);
		if (strategy != YUT_BOT_GREEDY) {
			search_init(&s, bot->sticks, bot->prob,
			    yut_search_memo(bot->memo, &own));
			if (strategy == YUT_BOT_EXPERT)
				s.net = yut_expert_seats_net(st, bot->prob);
			search_moves(&s, st, mv, n, val);
			yut_search_memo_done(s.memo, &own);
		}
	}
	if (n == 0)
		return -1;
	/* the best value; among equals, each as likely (reservoir) */
	for (i = 0; i < n; i++) {
		if (val[i] > best) {
			best = val[i];
			pick = i;
			ties = 1;
		} else if (val[i] == best &&
		    yut_rng_below(rng, (uint32_t)++ties) == 0)
			pick = i;
	}
	*out = mv[pick];
	return 0;
}

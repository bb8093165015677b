/* rules.c - legal moves, throws, catches, skills, turns (SPEC 2-4). */
#include <string.h>

#include "game.h"

static const char *const errors[] = {
	[YUT_OK] = "ok",
	[YUT_EOVER] = "the game is over",
	[YUT_ETHROW] = "a throw is owed: throw first",
	[YUT_ENOTHROW] = "no throw is owed",
	[YUT_ENORESULT] = "that result is not in the hand",
	[YUT_ENOPIECE] = "no piece of the player to move there",
	[YUT_EBACKDO0] = "back-do cannot bring a new piece on",
	[YUT_EPATH] = "that piece cannot move that way"
};

const char *
yut_strerr(int err)
{
	if (err < 0 || (size_t)err >= sizeof errors / sizeof errors[0])
		return "unknown error";
	return errors[err];
}

static int
animal(const struct yut_state *st, int player)
{
	return st->rules == YUT_ADVANCED ? st->p[player].animal : -1;
}

int
yut_is_cow(const struct yut_state *st, int player)
{
	return animal(st, player) == YUT_COW;
}

int
yut_earns_throw(const struct yut_state *st, int result)
{
	/* yut and mo earn a throw, and a dog's geol: no branch on the sticks */
	return (result >= YUT_YUT) |
	    ((result == YUT_GEOL) & (animal(st, st->turn) == YUT_DOG));
}

/*
 * yut_winner(st) >= 0, cheaply: a valid state keeps each player's pieces
 * ascending, and 100 is the largest position, so a player has won when
 * the first piece has arrived.  A valid state has 2..4 players; the test
 * has no branch, as whether a game is over is asked at every action.
 */
static inline int
over(const struct yut_state *st)
{
	int n = st->nplayers;

	return (st->p[0].pos[0] == YUT_ARRIVED) |
	    (st->p[1].pos[0] == YUT_ARRIVED) |
	    ((n > 2) & (st->p[2].pos[0] == YUT_ARRIVED)) |
	    ((n > 3) & (st->p[3].pos[0] == YUT_ARRIVED));
}

int
yut_over(const struct yut_state *st)
{
	return over(st);
}

int
yut_has_piece(const struct yut_state *st, int player, int pos)
{
	int i;

	for (i = 0; i < st->npieces; i++)
		if (st->p[player].pos[i] == pos)
			return 1;
	return 0;
}

/*
 * The distinct squares of the current player's pieces not yet home, in
 * ascending order (pieces are kept ascending and 100 is the largest).
 * Every piece is stored and only a new square counts, so the loop takes
 * no branch but its own.
 */
static inline int
squares(const struct yut_state *st, int *sq)
{
	const int *pos = st->p[st->turn].pos;
	int i, p, prev = -1, n = 0;

	for (i = 0; i < st->npieces; i++) {
		p = pos[i];
		sq[n] = p;
		n += (p != prev) & (p != YUT_ARRIVED);
		prev = p;
	}
	return n;
}

_Static_assert(YUT_NRESULTS * YUT_MAXPIECES <= YUT_MAXMOVES,
    "yut_legal_moves writes four entries a result");

int
yut_legal_moves(const struct yut_state *st, struct yut_mv *mv)
{
	const int *h = st->hand;
	int sq[YUT_MAXPIECES + 1] = { 0 }, nsq, r, i, s, n = 0, cow;

	if (st->throws > 0 || (nsq = squares(st, sq)) == 0 || over(st))
		return 0;
	cow = yut_is_cow(st, st->turn);
	if (cow) {
		for (r = 0; r < YUT_NRESULTS; r++) {
			if (h[r] == 0)
				continue;
			for (i = 0; i < nsq; i++)
				if (yut_dest(sq[i], r, cow) >= 0) {
					mv[n].pos = sq[i];
					mv[n].result = r;
					n++;
				}
		}
		return n;
	}
	/*
	 * Off the cow's path every result moves every square but back-do
	 * from 0.  Which results are held is random, so there is no branch
	 * on it: each result writes four entries and counts those that
	 * hold (n + 3 is at most 5 * 4 + 3, within YUT_MAXMOVES).
	 */
	s = sq[0] == 0;
	for (i = 0; i < YUT_MAXPIECES; i++) {
		mv[n + i].pos = sq[s + i];
		mv[n + i].result = YUT_BACKDO;
	}
	n += (h[YUT_BACKDO] != 0) * (nsq - s);
	for (r = 1; r < YUT_NRESULTS; r++) {
		for (i = 0; i < YUT_MAXPIECES; i++) {
			mv[n + i].pos = sq[i];
			mv[n + i].result = r;
		}
		n += (h[r] != 0) * nsq;
	}
	return n;
}

void
yut_pass_turn(struct yut_state *st)
{
	memset(st->hand, 0, sizeof st->hand);
	st->turn = st->turn + 1 < st->nplayers ? st->turn + 1 : 0;
	st->throws = 1;
}

static void
pass_turn(struct yut_state *st, struct yut_event *ev)
{
	yut_pass_turn(st);
	ev->passed = 1;
}

_Static_assert(YUT_NRESULTS == 6, "hand_count adds six results");

/* Results in the hand, without a call. */
static inline int
hand_count(const struct yut_state *st)
{
	const int *h = st->hand;

	return h[YUT_BACKDO] + h[YUT_DO] + h[YUT_GAE] + h[YUT_GEOL] +
	    h[YUT_YUT] + h[YUT_MO];
}

/*
 * Whether the player to act, who has not won, can use some result of the
 * hand.  Off the cow's path every square has a forward move and all but 0
 * a back-do, so only a cow needs the table.
 */
static int
any_move(const struct yut_state *st, int cow)
{
	const struct yut_player *pl = &st->p[st->turn];
	const int *h = st->hand;
	int r, i, pos;

	if (!cow) {
		if (h[YUT_DO] | h[YUT_GAE] | h[YUT_GEOL] | h[YUT_YUT] | h[YUT_MO])
			return 1;	/* pl->pos[0] is not home */
		for (i = 0; i < st->npieces; i++) {
			pos = pl->pos[i];
			if (pos != YUT_ARRIVED && h[YUT_BACKDO] && pos != 0)
				return 1;
		}
		return 0;
	}
	for (r = 0; r < YUT_NRESULTS; r++) {
		if (st->hand[r] == 0)
			continue;
		for (i = 0; i < st->npieces; i++) {
			pos = pl->pos[i];
			if (pos == YUT_ARRIVED)
				break;
			if (yut_dest(pos, r, cow) >= 0)
				return 1;
		}
	}
	return 0;
}

/*
 * After an action that did not end the game: with no throw owed, an empty
 * hand passes the turn, and a hand nobody can use is discarded (and the
 * turn passes).  cow: whether the player to act is a cow.
 */
static inline void
settle(struct yut_state *st, struct yut_event *ev, int cow)
{
	const int *h = st->hand;
	int r, n;

	if (st->throws > 0)
		return;
	/* the common case: a forward result, which any piece not home takes */
	if (!cow && (h[YUT_DO] | h[YUT_GAE] | h[YUT_GEOL] | h[YUT_YUT] |
	    h[YUT_MO]))
		return;
	if ((n = hand_count(st)) > 0) {
		if (any_move(st, cow))
			return;
		for (r = 0; r < YUT_NRESULTS; r++)
			ev->discarded[r] += st->hand[r];
		ev->ndiscarded += n;
	}
	pass_turn(st, ev);
}

/*
 * c ? a : b for c 0 or 1, in arithmetic: a select on random positions
 * that the compiler would make a branch of.
 */
static inline int
choose(int c, int a, int b)
{
	return b ^ ((a ^ b) & -c);
}

/* Put the smaller of *x and *y in *x, with no branch. */
static inline void
order2(int *x, int *y)
{
	int a = *x, b = *y;

	*x = a < b ? a : b;
	*y = a < b ? b : a;
}

/*
 * Sort a player's positions.  Four pieces go through a sorting network,
 * whose compares do not depend on where the pieces stand; fewer through
 * an insertion sort.
 */
static inline void
sort_pieces(int *a, int n)
{
	int i, j, v, a0, a1, a2, a3;

	if (n == 4) {
		a0 = a[0];
		a1 = a[1];
		a2 = a[2];
		a3 = a[3];
		order2(&a0, &a1);
		order2(&a2, &a3);
		order2(&a0, &a2);
		order2(&a1, &a3);
		order2(&a1, &a2);
		a[0] = a0;
		a[1] = a1;
		a[2] = a2;
		a[3] = a3;
		return;
	}
	for (i = 1; i < n; i++) {
		v = a[i];
		for (j = i; j > 0 && a[j - 1] > v; j--)
			a[j] = a[j - 1];
		a[j] = v;
	}
}

/*
 * Check a move as yut_move_check does, and find the pieces it moves:
 * the player's pieces on pos are pl->pos[*lo..*hi-1] (they are kept
 * ascending).  When the move is legal, *dest is set.
 */
static inline int
check_move(const struct yut_state *st, int pos, int result, int cow,
    int *dest, int *lo, int *hi)
{
	const int *p = st->p[st->turn].pos;
	int i, below = 0, upto = 0;

	if (over(st))
		return YUT_EOVER;
	if (st->throws > 0)
		return YUT_ETHROW;
	if ((unsigned)result >= YUT_NRESULTS || st->hand[result] == 0)
		return YUT_ENORESULT;
	if ((unsigned)pos >= YUT_NSQUARES)
		return YUT_ENOPIECE;
	for (i = 0; i < st->npieces; i++) {
		below += p[i] < pos;
		upto += p[i] <= pos;
	}
	if (below == upto)
		return YUT_ENOPIECE;
	if (pos == 0 && result == YUT_BACKDO)
		return YUT_EBACKDO0;
	if ((*dest = yut_dest(pos, result, cow)) < 0)
		return YUT_EPATH;
	*lo = below;
	*hi = upto;
	return YUT_OK;
}

int
yut_move_check(const struct yut_state *st, int pos, int result)
{
	int dest, lo, hi;

	return check_move(st, pos, result, yut_is_cow(st, st->turn), &dest,
	    &lo, &hi);
}

/*
 * The mover's pieces came to dest (a square): every other player's pieces
 * there go home, counted in ev with the last player caught.
 */
static inline void
catch_at(struct yut_state *st, int mover, int dest, struct yut_event *ev)
{
	int *q, k, i, c, np = st->npieces;

	for (k = 0; k < st->nplayers; k++) {
		if (k == mover)
			continue;
		q = st->p[k].pos;
		for (c = 0, i = 0; i < np; i++)
			c += q[i] == dest;
		if (c == 0)
			continue;
		for (i = 0; i < np; i++)
			if (q[i] == dest)
				q[i] = 0;
		sort_pieces(q, np);
		ev->caught += c;
		ev->caught_player = k;
	}
}

int
yut_move(struct yut_state *st, int pos, int result, struct yut_event *ev)
{
	struct yut_player *pl = &st->p[st->turn];
	int err, dest, lo, hi, i, np = st->npieces;
	int mover = st->turn, cow = yut_is_cow(st, mover);

	memset(ev, 0, sizeof *ev);
	ev->caught_player = -1;
	if ((err = check_move(st, pos, result, cow, &dest, &lo, &hi)) !=
	    YUT_OK)
		return err;
	st->hand[result]--;
	/*
	 * From 0 one new piece moves, from elsewhere the whole run.  Both
	 * are random, so the run is found by arithmetic and every piece is
	 * rewritten, the run's with dest.
	 */
	hi = choose(pos == 0, lo + 1, hi);
	for (i = 0; i < np; i++)
		pl->pos[i] = choose((unsigned)(i - lo) < (unsigned)(hi - lo),
		    dest, pl->pos[i]);
	ev->moved = hi - lo;
	sort_pieces(pl->pos, np);
	ev->dest = dest;
	if (dest != YUT_ARRIVED)
		catch_at(st, mover, dest, ev);
	/* no one had won (check_move), and only the mover can have now */
	if (dest == YUT_ARRIVED && pl->pos[0] == YUT_ARRIVED) {
		memset(st->hand, 0, sizeof st->hand);
		st->throws = 0;
		ev->won = 1;
		return YUT_OK;
	}
	if (ev->caught) {
		if (animal(st, ev->caught_player) == YUT_PIG) {
			ev->pig_ended = 1;
			for (i = 0; i < YUT_NRESULTS; i++) {
				ev->discarded[i] += st->hand[i];
				ev->ndiscarded += st->hand[i];
			}
			pass_turn(st, ev);
			return YUT_OK;
		}
		ev->earned = animal(st, mover) == YUT_SHEEP ? 2 : 1;
		st->throws += ev->earned;
	}
	settle(st, ev, cow);
	return YUT_OK;
}

/*
 * Add a valid result to the hand of a game not over, a throw owed; n is
 * the size of the hand.  Returns the new size.  The caller settles once
 * no throw is owed.
 */
static inline int
add_throw(struct yut_state *st, int result, int n, struct yut_event *ev)
{
	ev->thrown++;
	if (n >= YUT_MAXHAND) {
		ev->forfeited += st->throws;
		st->throws = 0;
		return n;
	}
	st->hand[result]++;
	st->throws += yut_earns_throw(st, result) - 1;
	return n + 1;
}

/* Start the event of a throw: YUT_OK, or why no throw can be taken. */
static inline int
throw_begin(const struct yut_state *st, struct yut_event *ev)
{
	memset(ev, 0, sizeof *ev);
	ev->caught_player = -1;
	if (over(st))
		return YUT_EOVER;
	if (st->throws <= 0)
		return YUT_ENOTHROW;
	return YUT_OK;
}

int
yut_apply_throw(struct yut_state *st, int result, struct yut_event *ev)
{
	int err;

	if ((err = throw_begin(st, ev)) != YUT_OK)
		return err;
	if (result < 0 || result >= YUT_NRESULTS)
		return YUT_ENORESULT;
	add_throw(st, result, hand_count(st), ev);
	settle(st, ev, yut_is_cow(st, st->turn));
	return YUT_OK;
}

/*
 * Take every owed throw of the player to act, each result from next.  The
 * turn cannot pass while a throw is owed, so the hand settles once, after
 * the last.
 */
static inline int
throw_owed(struct yut_state *st, int (*next)(void *), void *arg,
    struct yut_event *ev)
{
	int n, err;

	if ((err = throw_begin(st, ev)) != YUT_OK)
		return err;
	n = hand_count(st);
	while (st->throws > 0)
		n = add_throw(st, next(arg), n, ev);
	settle(st, ev, yut_is_cow(st, st->turn));
	return YUT_OK;
}

struct sticks {
	struct yut_rng *rng;
	double p;
};

static int
sticks_next(void *arg)
{
	struct sticks *sk = arg;

	return yut_throw(sk->rng, sk->p);
}

int
yut_throw_all(struct yut_state *st, struct yut_rng *rng, double p,
    struct yut_event *ev)
{
	struct sticks sk = { rng, p };

	return throw_owed(st, sticks_next, &sk, ev);
}

int
yut_throw_with(struct yut_state *st, int (*next)(void *arg), void *arg,
    struct yut_event *ev)
{
	return throw_owed(st, next, arg, ev);
}

/*
 * rulecheck.c - the plain twin of the rules, and the check that the fast
 * rules of rules.c and board.c agree with it (tests/18-rulecheck.bats).
 *
 * The twin is written from SPEC 1-4 alone, for reading, not for speed:
 * the routes as lists of squares, back-do as the list of SPEC 1, a move
 * as "take the pieces, put them down, send home what was there".  On
 * random valid states (every animal, stacks, catches, full hands, owed
 * throws, finished games) it checks that
 *	- yut_legal_moves lists exactly the legal moves, in order of result
 *	  and then of square (the random bot's pick depends on that order);
 *	- yut_move and yut_move_check accept exactly the legal moves, refuse
 *	  the rest without touching the state, and a legal move gives the
 *	  twin's state and event;
 *	- yut_apply_throw gives the twin's state and event.
 * With -g it also checks the simulator: the sums of every series of games
 * of its fast path equal those of the generic path, seed by seed.
 *
 *	rulecheck [-g games] [-n states] [-s seed]
 *
 * Prints what it checked; on the first difference prints the state and
 * the action and exits 1.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "bots.h"

/* ----------------------------------------------------------- the twin */

/* The routes of SPEC 1 and 4a, each ending in arrival. */
static const int outer[] = {
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
	29, YUT_ARRIVED
};
static const int from5[] = {
	5, 20, 21, 22, 23, 24, 15, 16, 17, 18, 19, 29, YUT_ARRIVED
};
static const int from10[] = { 10, 25, 26, 22, 27, 28, 29, YUT_ARRIVED };
static const int from22[] = { 22, 27, 28, 29, YUT_ARRIVED };
static const int cowpath[] = {
	0, 1, 2, 3, 4, 5, 20, 21, 22, 23, 24, 15, 16, 17, 18, 19, 29,
	YUT_ARRIVED
};

#define LEN(a)	((int)(sizeof(a) / sizeof((a)[0])))

/* Index of pos on a route, or -1. */
static int
find(const int *route, int len, int pos)
{
	int i;

	for (i = 0; i < len; i++)
		if (route[i] == pos)
			return i;
	return -1;
}

/* SPEC 1: where back-do takes a piece off the cow's path. */
static int
back(int pos)
{
	switch (pos) {
	case 0: return -1;
	case 1: return 29;
	case 29: return 19;
	case 20: return 5;
	case 25: return 10;
	case 22: return 21;
	case 23: return 22;
	case 27: return 22;
	case 6: return 5;
	case 11: return 10;
	case 16: return 15;
	default: return pos - 1;
	}
}

/* Where a piece on pos goes with result r: a square, 100, or -1. */
static int
dest(int pos, int r, int cow)
{
	const int *route;
	int len, i;

	if (cow) {
		route = cowpath;
		len = LEN(cowpath);
	} else if (pos == 5 || pos == 20 || pos == 21 || pos == 23 ||
	    pos == 24) {
		route = from5;
		len = LEN(from5);
	} else if (pos == 10 || pos == 25 || pos == 26 || pos == 27 ||
	    pos == 28) {
		route = from10;
		len = LEN(from10);
	} else if (pos == 22) {
		route = from22;
		len = LEN(from22);
	} else {
		route = outer;
		len = LEN(outer);
	}
	if ((i = find(route, len, pos)) < 0)
		return -1;	/* a cow off its path */
	if (r == YUT_BACKDO) {
		if (pos == 0)
			return -1;
		if (pos == 1)
			return 29;
		return cow ? route[i - 1] : back(pos);
	}
	i += r;		/* do is 1 step ... mo 5 */
	return i >= len - 1 ? YUT_ARRIVED : route[i];
}

/* The animal of player k, or -1 in a basic game. */
static int
animal_of(const struct yut_state *st, int k)
{
	return st->rules == YUT_ADVANCED ? st->p[k].animal : -1;
}

/* Pieces of player k on pos. */
static int
count(const struct yut_state *st, int k, int pos)
{
	int i, n = 0;

	for (i = 0; i < st->npieces; i++)
		if (st->p[k].pos[i] == pos)
			n++;
	return n;
}

/* Whether some player has every piece home. */
static int
finished(const struct yut_state *st)
{
	int k;

	for (k = 0; k < st->nplayers; k++)
		if (count(st, k, YUT_ARRIVED) == st->npieces)
			return 1;
	return 0;
}

/* Whether the player to act may move the pieces on pos by r. */
static int
legal(const struct yut_state *st, int pos, int r)
{
	int me = st->turn;

	if (finished(st) || st->throws > 0)
		return 0;
	if (r < 0 || r >= YUT_NRESULTS || st->hand[r] == 0)
		return 0;
	if (pos < 0 || pos >= YUT_NSQUARES || count(st, me, pos) == 0)
		return 0;
	return dest(pos, r, animal_of(st, me) == YUT_COW) >= 0;
}

/* The legal moves, result by result, square by square. */
static int
moves(const struct yut_state *st, struct yut_mv *mv)
{
	int r, pos, n = 0;

	for (r = 0; r < YUT_NRESULTS; r++)
		for (pos = 0; pos < YUT_NSQUARES; pos++)
			if (legal(st, pos, r)) {
				mv[n].pos = pos;
				mv[n].result = r;
				n++;
			}
	return n;
}

/* Sort a player's positions, the slow and obvious way. */
static void
sort(int *a, int n)
{
	int i, j, t;

	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			if (a[j] < a[i]) {
				t = a[i];
				a[i] = a[j];
				a[j] = t;
			}
}

/* Results held. */
static int
handsize(const struct yut_state *st)
{
	int r, n = 0;

	for (r = 0; r < YUT_NRESULTS; r++)
		n += st->hand[r];
	return n;
}

/* The next player's turn: an empty hand and one throw owed. */
static void
next_turn(struct yut_state *st, struct yut_event *ev)
{
	memset(st->hand, 0, sizeof st->hand);
	st->turn = (st->turn + 1) % st->nplayers;
	st->throws = 1;
	ev->passed = 1;
}

/* Throw away what is held. */
static void
discard(struct yut_state *st, struct yut_event *ev)
{
	int r;

	for (r = 0; r < YUT_NRESULTS; r++) {
		ev->discarded[r] += st->hand[r];
		ev->ndiscarded += st->hand[r];
	}
	memset(st->hand, 0, sizeof st->hand);
}

/* No throw owed: a hand nobody can use is discarded; empty, the turn ends. */
static void
settle(struct yut_state *st, struct yut_event *ev)
{
	struct yut_mv mv[YUT_NRESULTS * YUT_NSQUARES];

	if (st->throws > 0)
		return;
	if (moves(st, mv) > 0)
		return;
	discard(st, ev);
	next_turn(st, ev);
}

/* An event with nothing happened yet. */
static void
event_start(struct yut_event *ev)
{
	memset(ev, 0, sizeof *ev);
	ev->caught_player = -1;
}

/* SPEC 3 and 4: a legal move and all that follows from it. */
static void
move(struct yut_state *st, int pos, int r, struct yut_event *ev)
{
	int me = st->turn, to, k, i;
	int *mine = st->p[me].pos;

	event_start(ev);
	to = dest(pos, r, animal_of(st, me) == YUT_COW);
	st->hand[r]--;
	for (i = 0; i < st->npieces; i++)
		if (mine[i] == pos && (pos != 0 || ev->moved == 0)) {
			mine[i] = to;
			ev->moved++;
		}
	sort(mine, st->npieces);
	ev->dest = to;
	for (k = 0; k < st->nplayers && to != YUT_ARRIVED; k++) {
		if (k == me || count(st, k, to) == 0)
			continue;
		ev->caught += count(st, k, to);
		ev->caught_player = k;
		for (i = 0; i < st->npieces; i++)
			if (st->p[k].pos[i] == to)
				st->p[k].pos[i] = 0;
		sort(st->p[k].pos, st->npieces);
	}
	if (count(st, me, YUT_ARRIVED) == st->npieces) {
		memset(st->hand, 0, sizeof st->hand);
		st->throws = 0;
		ev->won = 1;
		return;
	}
	if (ev->caught > 0 && animal_of(st, ev->caught_player) == YUT_PIG) {
		ev->pig_ended = 1;
		discard(st, ev);
		next_turn(st, ev);
		return;
	}
	if (ev->caught > 0) {
		ev->earned = animal_of(st, me) == YUT_SHEEP ? 2 : 1;
		st->throws += ev->earned;
	}
	settle(st, ev);
}

/* SPEC 2 and 4: one thrown result, with the throw it may earn. */
static int
throw1(struct yut_state *st, int r, struct yut_event *ev)
{
	event_start(ev);
	if (finished(st))
		return YUT_EOVER;
	if (st->throws <= 0)
		return YUT_ENOTHROW;
	if (r < 0 || r >= YUT_NRESULTS)
		return YUT_ENORESULT;
	ev->thrown = 1;
	if (handsize(st) >= YUT_MAXHAND) {
		ev->forfeited = st->throws;
		st->throws = 0;
	} else {
		st->hand[r]++;
		st->throws--;
		if (r == YUT_YUT || r == YUT_MO ||
		    (r == YUT_GEOL && animal_of(st, st->turn) == YUT_DOG))
			st->throws++;
	}
	settle(st, ev);
	return YUT_OK;
}

/* ------------------------------------------------------ random states */

/* A random valid state: stacks, catches and animals made likely. */
static void
random_state(struct yut_state *st, struct yut_rng *rng)
{
	char err[256];
	int hot[5], k, i, r, n, pos, cow, left;

	do {
		yut_state_basic(st, 2 + (int)yut_rng_below(rng, 3),
		    1 + (int)yut_rng_below(rng, 4));
		if (yut_rng_below(rng, 2)) {
			st->rules = YUT_ADVANCED;
			st->npieces = YUT_MAXPIECES;
			for (k = 0; k < st->nplayers; k++) {
				snprintf(st->p[k].id, sizeof st->p[k].id,
				    "p%d", k);
				st->p[k].animal = (int)yut_rng_below(rng,
				    YUT_NANIMALS);
			}
		}
		/* a few squares most pieces stand on */
		for (i = 0; i < 5; i++)
			hot[i] = 1 + (int)yut_rng_below(rng, 29);
		for (k = 0; k < st->nplayers; k++) {
			cow = yut_is_cow(st, k);
			for (i = 0; i < st->npieces; i++) {
				r = (int)yut_rng_below(rng, 10);
				pos = r < 2 ? 0 : r < 3 ? YUT_ARRIVED :
				    r < 7 ? hot[yut_rng_below(rng, 5)] :
				    1 + (int)yut_rng_below(rng, 29);
				if (cow && pos != YUT_ARRIVED &&
				    !yut_cow_square(pos))
					pos = 0;
				st->p[k].pos[i] = pos;
			}
			/* now and then a player nearly or wholly home */
			if (yut_rng_below(rng, 8) == 0)
				for (i = 1; i < st->npieces; i++)
					st->p[k].pos[i] = YUT_ARRIVED;
			yut_state_sort(st);
		}
		/* a square held by two players goes to the first */
		for (k = 1; k < st->nplayers; k++)
			for (i = 0; i < st->npieces; i++) {
				pos = st->p[k].pos[i];
				if (pos == 0 || pos == YUT_ARRIVED)
					continue;
				for (r = 0; r < k; r++)
					if (count(st, r, pos))
						st->p[k].pos[i] = 0;
			}
		yut_state_sort(st);
		st->turn = (int)yut_rng_below(rng, (uint32_t)st->nplayers);
		st->throws = yut_rng_below(rng, 4) ? 0 :
		    (int)yut_rng_below(rng, YUT_MAXTHROWS + 1);
		/* an empty, small, large or full hand */
		r = (int)yut_rng_below(rng, 8);
		left = r == 0 ? 0 : r < 6 ? 1 + (int)yut_rng_below(rng, 4) :
		    r < 7 ? (int)yut_rng_below(rng, YUT_MAXHAND + 1) :
		    YUT_MAXHAND;
		memset(st->hand, 0, sizeof st->hand);
		for (n = 0; n < left; n++)
			st->hand[yut_rng_below(rng, YUT_NRESULTS)]++;
	} while (yut_state_check(st, err, sizeof err) < 0);
}

/* ------------------------------------------------------------ checks */

/* Report the first difference, with the state it came from, and exit 1. */
static void
fail(const struct yut_state *st, const char *what, int pos, int r,
    const char *why)
{
	char line[YUT_LINE_MAX + 1];

	yut_state_format(st, line, sizeof line);
	fprintf(stderr, "rulecheck: %s %d %s: %s\n  state: %s\n", what, pos,
	    yut_result_name(r), why, line);
	exit(1);
}

/* Whether two states are the same, byte for byte. */
static int
same_state(const struct yut_state *a, const struct yut_state *b)
{
	return memcmp(a, b, sizeof *a) == 0;
}

/* Print what the fast and the plain rules made of one action. */
static void
show_diff(const struct yut_state *a, const struct yut_event *ea,
    const struct yut_state *b, const struct yut_event *eb)
{
	char l[YUT_LINE_MAX + 1];

	yut_state_format(a, l, sizeof l);
	fprintf(stderr, "  fast:  %s\n", l);
	yut_state_format(b, l, sizeof l);
	fprintf(stderr, "  plain: %s\n", l);
	fprintf(stderr, "  events (fast/plain): caught %d/%d of %d/%d, pig "
	    "%d/%d, won %d/%d, discarded %d/%d, passed %d/%d, dest %d/%d, "
	    "moved %d/%d, earned %d/%d, thrown %d/%d, forfeited %d/%d\n",
	    ea->caught, eb->caught, ea->caught_player, eb->caught_player,
	    ea->pig_ended, eb->pig_ended, ea->won, eb->won, ea->ndiscarded,
	    eb->ndiscarded, ea->passed, eb->passed, ea->dest, eb->dest,
	    ea->moved, eb->moved, ea->earned, eb->earned, ea->thrown,
	    eb->thrown, ea->forfeited, eb->forfeited);
}

/* Every position and result on st, fast against plain. */
static long
check_state(const struct yut_state *st, struct yut_rng *rng)
{
	struct yut_mv fast[YUT_MAXMOVES], plain[YUT_NRESULTS * YUT_NSQUARES];
	struct yut_state a, b;
	struct yut_event ea, eb;
	int nf, np, i, pos, r, ok, ea_rc, eb_rc, tried = 0;
	long checked = 0;

	nf = yut_legal_moves(st, fast);
	np = moves(st, plain);
	if (nf != np)
		fail(st, "legal moves", nf, np, "fast and plain lists differ "
		    "in length (fast count given as position)");
	for (i = 0; i < np; i++)
		if (fast[i].pos != plain[i].pos ||
		    fast[i].result != plain[i].result)
			fail(st, "legal moves: fast lists", fast[i].pos,
			    fast[i].result, "plain lists another move here");
	for (pos = -1; pos <= YUT_NSQUARES; pos++)
		for (r = -1; r <= YUT_NRESULTS; r++) {
			ok = legal(st, pos, r);
			if ((yut_move_check(st, pos, r) == YUT_OK) != ok)
				fail(st, "yut_move_check", pos, r, ok ?
				    "refused a legal move" :
				    "accepted an illegal move");
			if (!ok && tried++ > 0 && yut_rng_below(rng, 16))
				continue;
			a = *st;
			b = *st;
			if ((yut_move(&a, pos, r, &ea) == YUT_OK) != ok)
				fail(st, "yut_move", pos, r, ok ?
				    "refused a legal move" :
				    "accepted an illegal move");
			checked++;
			if (!ok) {
				if (memcmp(&a, st, sizeof a) != 0)
					fail(st, "yut_move", pos, r,
					    "a refused move changed the state");
				continue;
			}
			move(&b, pos, r, &eb);
			if (!same_state(&a, &b) ||
			    memcmp(&ea, &eb, sizeof ea) != 0) {
				show_diff(&a, &ea, &b, &eb);
				fail(st, "yut_move", pos, r,
				    "fast and plain differ");
			}
		}
	for (r = 0; r < YUT_NRESULTS; r++) {
		a = *st;
		b = *st;
		ea_rc = yut_apply_throw(&a, r, &ea);
		eb_rc = throw1(&b, r, &eb);
		checked++;
		if (ea_rc != eb_rc || !same_state(&a, &b) ||
		    memcmp(&ea, &eb, sizeof ea) != 0) {
			show_diff(&a, &ea, &b, &eb);
			fail(st, "yut_apply_throw", -1, r,
			    "fast and plain differ");
		}
	}
	return checked;
}

/* Sums of the simulator's fast path and its generic path, seed by seed. */
static void
check_sim(long games)
{
	static const int strat[][YUT_MAXPLAYERS] = {
		{ YUT_BOT_RANDOM, YUT_BOT_RANDOM },
		{ YUT_BOT_RANDOM, YUT_BOT_RANDOM, YUT_BOT_RANDOM },
		{ YUT_BOT_RANDOM, YUT_BOT_RANDOM, YUT_BOT_RANDOM,
		    YUT_BOT_RANDOM }
	};
	struct yut_sim sim;
	struct yut_sim_tally t[2];
	char err[256];
	int s, np, path, series = 0;
	double prob[] = { 0.5, 0.3 };

	for (s = 0; s < 3; s++)
		for (np = 1; np <= YUT_MAXPIECES; np++) {
			memset(&sim, 0, sizeof sim);
			sim.nstrat = s + 2;
			memcpy(sim.strat, strat[s], sizeof sim.strat);
			sim.npieces = np;
			sim.prob = prob[np == 3];
			sim.seed = 1000003u * (unsigned)series++;
			for (path = 0; path < 2; path++) {
				sim.plain = path;
				if (yut_sim_run(&sim, (uint64_t)games, 1, NULL,
				    NULL, &t[path], err, sizeof err) < 0) {
					fprintf(stderr, "rulecheck: %s\n", err);
					exit(1);
				}
			}
			if (memcmp(&t[0], &t[1], sizeof t[0]) != 0) {
				fprintf(stderr, "rulecheck: simulator: %d "
				    "players, %d pieces, seed %llu: the fast "
				    "path's sums (wins %llu, turns %llu, throws"
				    " %llu, moves %llu) differ from the "
				    "generic path's (%llu, %llu, %llu, %llu)\n",
				    sim.nstrat, np,
				    (unsigned long long)sim.seed,
				    (unsigned long long)t[0].wins[0],
				    (unsigned long long)t[0].turns,
				    (unsigned long long)t[0].throws,
				    (unsigned long long)t[0].moves,
				    (unsigned long long)t[1].wins[0],
				    (unsigned long long)t[1].turns,
				    (unsigned long long)t[1].throws,
				    (unsigned long long)t[1].moves);
				exit(1);
			}
		}
	printf("rulecheck: %d series of %ld games: the fast simulator's sums "
	    "equal the generic rules'\n", series, games);
}

int
main(int argc, char *argv[])
{
	struct yut_state st;
	struct yut_rng rng;
	long states = 200000, games = 0, i, checked = 0, legal_moves = 0;
	uint64_t seed = 1;
	const char *e = NULL;
	int c;

	yut_setprogname(argv[0]);
	while ((c = getopt(argc, argv, "g:n:s:")) != -1) {
		switch (c) {
		case 'g':
			games = (long)yut_strtonum(optarg, 0, 100000000, &e);
			break;
		case 'n':
			states = (long)yut_strtonum(optarg, 0, 100000000,
			    &e);
			break;
		case 's':
			if (yut_parse_seed(optarg, &seed) < 0)
				yut_die("-s: bad seed");
			break;
		default:
			e = "usage";
		}
		if (e != NULL) {
			fprintf(stderr, "usage: rulecheck [-g games] "
			    "[-n states] [-s seed]\n");
			return 2;
		}
	}
	yut_rng_seed(&rng, seed);
	for (i = 0; i < states; i++) {
		struct yut_mv mv[YUT_MAXMOVES];

		random_state(&st, &rng);
		legal_moves += yut_legal_moves(&st, mv);
		checked += check_state(&st, &rng);
	}
	if (states > 0)
		printf("rulecheck: %ld states, %ld legal moves, %ld actions: "
		    "fast and plain rules agree\n", states, legal_moves,
		    checked);
	fflush(stdout);
	if (games > 0)
		check_sim(games);
	return 0;
}

/* board.c - squares, routes, back-do and the cow's path (SPEC 1, 4a). */
#include <string.h>

#include "game.h"

static const char *const result_names[YUT_NRESULTS] = {
	"back-do", "do", "gae", "geol", "yut", "mo"
};

static const char *const animal_names[YUT_NANIMALS] = {
	"pig", "dog", "sheep", "cow"
};

/* The assignment's board_mapping: (row, col) of squares 1..29. */
static const signed char cells[YUT_NSQUARES][2] = {
	{-1, -1}, {8, 10}, {6, 10}, {4, 10}, {2, 10},
	{0, 10}, {0, 8}, {0, 6}, {0, 4}, {0, 2},
	{0, 0}, {2, 0}, {4, 0}, {6, 0}, {8, 0},
	{10, 0}, {10, 2}, {10, 4}, {10, 6}, {10, 8},
	{1, 9}, {3, 7}, {5, 5}, {7, 3}, {9, 1},
	{1, 1}, {3, 3}, {7, 7}, {9, 9}, {10, 10}
};

/*
 * The routes, each ending in arrival.  A move follows the route chosen by
 * the square it starts on; the cow always follows its own.
 */
static const signed char outer[] = {
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
	29, YUT_ARRIVED
};
static const signed char diag5[] = {
	5, 20, 21, 22, 23, 24, 15, 16, 17, 18, 19, 29, YUT_ARRIVED
};
static const signed char diag10[] = {
	10, 25, 26, 22, 27, 28, 29, YUT_ARRIVED
};
static const signed char cowpath[] = {
	0, 1, 2, 3, 4, 5, 20, 21, 22, 23, 24, 15, 16, 17, 18, 19, 29,
	YUT_ARRIVED
};

/* Back-do of SPEC 1, indexed by square; -1 from 0. */
static const signed char backdo[YUT_NSQUARES] = {
	-1, 29, 1, 2, 3, 4, 5, 6, 7, 8,
	9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
	5, 20, 21, 22, 23, 10, 25, 22, 27, 19
};

int
yut_steps(int result)
{
	return result == YUT_BACKDO ? -1 : result;
}

const char *
yut_result_name(int result)
{
	if (result < 0 || result >= YUT_NRESULTS)
		return "?";
	return result_names[result];
}

int
yut_result_parse(const char *s)
{
	int i;

	for (i = 0; i < YUT_NRESULTS; i++)
		if (strcmp(s, result_names[i]) == 0)
			return i;
	return -1;
}

const char *
yut_animal_name(int animal)
{
	if (animal < 0 || animal >= YUT_NANIMALS)
		return "?";
	return animal_names[animal];
}

int
yut_animal_parse(const char *s)
{
	int i;

	for (i = 0; i < YUT_NANIMALS; i++)
		if (strcmp(s, animal_names[i]) == 0)
			return i;
	return -1;
}

int
yut_cow_square(int pos)
{
	return !((pos >= 6 && pos <= 14) || (pos >= 25 && pos <= 28));
}

/* Walk n squares along route from its square pos (which it must hold). */
static int
walk(const signed char *route, size_t len, int pos, int n)
{
	size_t i, j;

	for (i = 0; i < len; i++)
		if (route[i] == pos)
			break;
	if (i == len)
		return -1;
	j = i + (size_t)n;
	return j >= len - 1 ? YUT_ARRIVED : route[j];
}

/*
 * Every destination (1..29, YUT_ARRIVED, or -1), filled from route_dest
 * once, on first use: the one table behind every move.
 */
static signed char dests[2][YUT_NSQUARES][YUT_NRESULTS];
static pthread_once_t dests_once = PTHREAD_ONCE_INIT;

static int route_dest(int pos, int result, int cow);

static void
fill_dests(void)
{
	int cow, pos, r;

	for (cow = 0; cow < 2; cow++)
		for (pos = 0; pos < YUT_NSQUARES; pos++)
			for (r = 0; r < YUT_NRESULTS; r++)
				dests[cow][pos][r] =
				    (signed char)route_dest(pos, r, cow);
}

/* A table lookup: moves are the inner loop of every bot and simulation. */
int
yut_dest(int pos, int result, int cow)
{
	if ((unsigned)pos >= YUT_NSQUARES || (unsigned)result >= YUT_NRESULTS)
		return -1;
	yut_once(&dests_once, fill_dests);
	return dests[cow != 0][pos][result];
}

const signed char (*yut_dest_table(int cow))[YUT_NRESULTS]
{
	yut_once(&dests_once, fill_dests);
	return dests[cow != 0];
}

/* The destination by walking the routes: the definition of a move. */
static int
route_dest(int pos, int result, int cow)
{
	int n;

	if (cow && !yut_cow_square(pos))
		return -1;
	if (result == YUT_BACKDO) {
		if (pos == 0)
			return -1;
		if (cow) {
			/* back along the cow's path: only 15 and 20 differ */
			if (pos == 15)
				return 24;
		}
		return backdo[pos];
	}
	n = yut_steps(result);
	if (cow)
		return walk(cowpath, sizeof cowpath, pos, n);
	switch (pos) {
	case 5: case 20: case 21: case 23: case 24:
		return walk(diag5, sizeof diag5, pos, n);
	case 10: case 22: case 25: case 26: case 27: case 28:
		return walk(diag10, sizeof diag10, pos, n);
	default:
		return walk(outer, sizeof outer, pos, n);
	}
}

int
yut_square_cell(int pos, int *row, int *col)
{
	if (pos < 1 || pos >= YUT_NSQUARES)
		return -1;
	*row = cells[pos][0];
	*col = cells[pos][1];
	return 0;
}

/*
 * The expected throws a lone piece needs to arrive from each square (d[0]
 * from the start; d[YUT_NSQUARES], arrived, is 0), by value iteration on
 * the odds of sticks that land flat with chance p: d(s) = 1 + sum over
 * results of odds * d(destination).  The sweeps stop at the first that
 * changes nothing (a few dozen), at most 400.  Squares off the cow's path
 * are left 0 when cow is set.
 */
static void
finish_throws(int cow, double p, double d[YUT_NSQUARES + 1])
{
	double odds[YUT_NRESULTS], v;
	int dst[YUT_NSQUARES][YUT_NRESULTS];
	int it, s, r, to, changed;

	yut_throw_odds(p, odds);
	for (s = 0; s < YUT_NSQUARES; s++)
		for (r = 0; r < YUT_NRESULTS; r++) {
			to = yut_dest(s, r, cow);
			if (to < 0)
				to = s;
			if (to == YUT_ARRIVED)
				to = YUT_NSQUARES;
			dst[s][r] = to;
		}
	for (s = 0; s <= YUT_NSQUARES; s++)
		d[s] = 0;
	for (it = 0, changed = 1; changed && it < 400; it++) {
		changed = 0;
		for (s = 0; s < YUT_NSQUARES; s++) {
			if (cow && !yut_cow_square(s))
				continue;
			v = 1;
			for (r = 0; r < YUT_NRESULTS; r++)
				v += odds[r] * d[dst[s][r]];
			changed |= v != d[s];
			d[s] = v;
		}
	}
}

void
yut_sticks_fill(struct yut_sticks *k, double prob)
{
	yut_throw_odds(prob, k->odds);
	finish_throws(0, prob, k->dist[0]);
	finish_throws(1, prob, k->dist[1]);
	k->prob = prob;
}

/* The fair sticks' tables, built once on first use and never changed. */
static struct yut_sticks fair;
static pthread_once_t fair_once = PTHREAD_ONCE_INIT;

static void
fill_fair(void)
{
	yut_sticks_fill(&fair, 0.5);
}

const struct yut_sticks *
yut_sticks_fair(void)
{
	yut_once(&fair_once, fill_fair);
	return &fair;
}

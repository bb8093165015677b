/*
 * netcheck.c - the expert's networks know what they are
 * (tests/46-expert.bats): each built-in network passes yut_net_check,
 * and fails it with one weight changed (and for a network of the
 * advanced game, one of an animal's; for a network of seats, one of
 * theirs), its last weight missing (as a short initializer leaves it,
 * zero) or another shape.
 *
 *	netcheck
 *
 * Prints a line a network; on the first check that does not hold prints
 * it and exits 1.
 */
#include <math.h>
#include <stdlib.h>

#include "bots.h"

/* "advanced, " or "3 players, " or nothing, for net. */
static const char *
kind(const struct yut_net *net)
{
	static char buf[32];

	if (net->seats != 0)
		snprintf(buf, sizeof buf, "%d players, ", net->seats);
	else
		snprintf(buf, sizeof buf, "%s",
		    net->rules == YUT_ADVANCED ? "advanced, " : "");
	return buf;
}

/* Whether net passes yut_net_check; says so when that is not want. */
static int
check(const struct yut_net *net, int want, const char *what)
{
	char err[256];
	int ok = yut_net_check(net, err, sizeof err) == 0;

	if (ok != want) {
		printf("netcheck: %s%d pieces, %s: %s\n", kind(net),
		    net->npieces, what, ok ? "passes" : err);
		return -1;
	}
	return 0;
}

/* The network the game of net's kind finds built in. */
static const struct yut_net *
builtin(const struct yut_net *net)
{
	return net->seats != 0 ?
	    yut_net_seats_builtin(net->seats, net->npieces) :
	    yut_net_builtin(net->rules, net->npieces);
}

int
main(void)
{
	struct yut_net *net;
	size_t i;

	if (yut_nnets == 0 || (net = malloc(sizeof *net)) == NULL)
		return 1;
	for (i = 0; i < yut_nnets; i++) {
		if (check(&yut_nets[i], 1, "as built") < 0 ||
		    builtin(&yut_nets[i]) != &yut_nets[i])
			return 1;
		*net = yut_nets[i];
		net->w1[17][3] = nextafterf(net->w1[17][3], 1);
		if (check(net, 0, "one weight changed") < 0)
			return 1;
		*net = yut_nets[i];
		net->wa[5][7] = nextafterf(net->wa[5][7], 1);
		if (net->rules == YUT_ADVANCED &&
		    check(net, 0, "an animal's weight changed") < 0)
			return 1;
		*net = yut_nets[i];
		net->ws[150][7] = nextafterf(net->ws[150][7], 1);
		if (net->seats != 0 &&
		    check(net, 0, "a seat's weight changed") < 0)
			return 1;
		*net = yut_nets[i];
		net->b2 = 0;
		if (check(net, 0, "the last weight missing") < 0)
			return 1;
		*net = yut_nets[i];
		net->shape ^= 1;
		if (check(net, 0, "another shape") < 0)
			return 1;
		printf("netcheck: %s%d pieces: shape and content hold\n",
		    kind(net), net->npieces);
	}
	free(net);
	return 0;
}

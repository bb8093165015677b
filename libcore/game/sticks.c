/* sticks.c - the four sticks (SPEC 2). */
#include <stdint.h>

#include "game.h"

/*
 * Four fair sticks from the top four bits of one draw, bit 0 the marked
 * stick: a lookup, as the result is random and a branch on it would be
 * mispredicted at every other throw.
 */
static const signed char fair[16] = {
	YUT_MO, YUT_BACKDO, YUT_DO, YUT_GAE, YUT_DO, YUT_GAE, YUT_GAE,
	YUT_GEOL, YUT_DO, YUT_GAE, YUT_GAE, YUT_GEOL, YUT_GAE, YUT_GEOL,
	YUT_GEOL, YUT_YUT
};

/*
 * Four sticks, each flat side up with probability p; stick 0 is marked.
 * 0 flat: mo; 1: do, or back-do when it is the marked one; 2, 3, 4: gae,
 * geol, yut.  Apart from yut_throw, so that the fair throw, the common
 * one, is a leaf that saves no registers.
 */
static __attribute__((noinline)) int
biased(struct yut_rng *rng, double p)
{
	int i, flat = 0, marked = 0;

	for (i = 0; i < 4; i++) {
		int up = yut_rng_double(rng) < p;

		flat += up;
		if (i == 0)
			marked = up;
	}
	switch (flat) {
	case 0:
		return YUT_MO;
	case 1:
		return marked ? YUT_BACKDO : YUT_DO;
	default:
		return flat;	/* 2 gae, 3 geol, 4 yut */
	}
}

int
yut_throw(struct yut_rng *rng, double p)
{
	if (p == 0.5)
		return fair[yut_rng_next(rng) >> 60];
	return biased(rng, p);
}

void
yut_throw_odds(double p, double odds[YUT_NRESULTS])
{
	double q = 1 - p;

	odds[YUT_BACKDO] = p * q * q * q;
	odds[YUT_DO] = 3 * p * q * q * q;
	odds[YUT_GAE] = 6 * p * p * q * q;
	odds[YUT_GEOL] = 4 * p * p * p * q;
	odds[YUT_YUT] = p * p * p * p;
	odds[YUT_MO] = q * q * q * q;
}


/*
 * statecheck.c - yut_state_check on states built in memory, where no
 * parser has sorted them (tests/54-durability.bats): what a caller of the
 * library may hand it before a save.
 *
 *	statecheck
 *
 * Prints what yut_state_check says of each state, one line each: "ok" or
 * its message.
 */
#include "game.h"

static void
say(const char *what, const struct yut_state *st)
{
	char err[128];

	printf("%s: %s\n", what, yut_state_check(st, err, sizeof err) == 0 ?
	    "ok" : err);
}

int
main(void)
{
	struct yut_state st;

	yut_state_basic(&st, 2, 3);
	st.p[1].pos[0] = 2;
	st.p[1].pos[1] = 9;
	st.p[1].pos[2] = 4;
	say("unsorted", &st);
	yut_state_sort(&st);
	say("sorted", &st);
	st.p[0].pos[0] = YUT_ARRIVED;
	say("arrived first", &st);
	return 0;
}

/* throwrun.c - the results real sticks showed, taken as the throws owed. */
#include <string.h>

#include "game.h"

int
yut_throw_given(struct yut_state *st, char *const *names, int n,
    struct yut_event *ev, int *at)
{
	struct yut_event one;
	int i, r, mover = st->turn, err;

	memset(ev, 0, sizeof *ev);
	for (i = 0; i < n; i++) {
		*at = i;
		if (st->throws == 0 || st->turn != mover)
			return YUT_THROW_EXTRA;
		if ((err = yut_apply_throw(st, yut_result_parse(names[i]),
		    &one)) != YUT_OK)
			return err;
		for (r = 0; r < YUT_NRESULTS; r++)
			ev->discarded[r] += one.discarded[r];
		ev->ndiscarded += one.ndiscarded;
		ev->forfeited += one.forfeited;
	}
	return YUT_OK;
}

/* tableopen.c - a table of yut-solve opened for play, checked. */
#include "game.h"
#include "solve.h"

int
yut_table_open(struct yut_table *t, const char *path,
    const struct yut_state *st, double prob, char *err, size_t errsize)
{
	char why[512];

	if (yut_table_read(t, path, err, errsize) < 0)
		return YUT_TABLE_EOPEN;
	if (st != NULL && yut_table_covers(t, st, why, sizeof why) < 0) {
		snprintf(err, errsize, "%s: %s", path, why);
		return YUT_TABLE_EUNCOVERED;
	}
	if (yut_table_accept(t, path, prob, err, errsize) < 0)
		return YUT_TABLE_EOPEN;
	return 0;
}

/* yut-eval - each player's chance to win, and the value of every move. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "yut.h"

int
main(int argc, char *argv[])
{
	struct yut_state st;
	struct yut_table t;
	struct yut_mv mv[YUT_MAXMOVES];
	double val[YUT_MAXMOVES], p[YUT_MAXPLAYERS];
	const char *table = NULL;
	char err[512];
	int c, i, k, n;

	argc = yut_cli(argc, argv, "[-t table] [file]", NULL, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "t:")) != -1)
		if (c == 't')
			table = optarg;
	argc -= optind;
	argv += optind;
	if (argc > 1)
		yut_usage(2);
	if (table != NULL && yut_table_read(&t, table, err, sizeof err) < 0)
		yut_die("%s", err);
	yut_state_load(argc == 1 ? argv[0] : "-", &st);
	if (table != NULL) {
		if (yut_table_covers(&t, &st, err, sizeof err) < 0)
			yut_diex(1, "%s: %s", table, err);
		yut_table_eval(&t, &st, &p[0], mv, val, &n);
		p[1] = 1 - p[0];
	} else {
		yut_warn("no table: values estimated by %s's search",
		    yut_strategy_name(yut_bot_eval(&st, p, mv, val, &n)));
	}
	for (k = 0; k < st.nplayers; k++)
		printf("%sp%d=%.6f", k ? " " : "", k, p[k]);
	putchar('\n');
	for (i = 0; i < n; i++)
		printf("%d %s %.6f\n", mv[i].pos, yut_result_name(mv[i].result),
		    val[i]);
	if (table != NULL)
		yut_table_free(&t);
	yut_fshut(stdout, "stdout");
	return 0;
}

/* yut-move - move a piece with a result from the hand. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"

#define USAGE "position result [file]\n-d [-c] position result\n-d -t [-c]" \
	"\n\n" \
	"-c\twith -d: along the cow's path\n" \
	"-d\tno state: print only the square reached\n" \
	"-t\twith -d: the table of every square and result"

/* -d: only the square a piece on pos reaches with result. */
static void
dest_only(int pos, int result, const char *name, int cow)
{
	int dest = yut_dest(pos, result, cow);

	if (dest < 0)
		yut_diex(1, "%d %s: %s", pos, name, pos == 0 &&
		    result == YUT_BACKDO ? yut_strerr(YUT_EBACKDO0) :
		    "the square is not on the cow's path");
	printf("%d\n", dest);
}

int
main(int argc, char *argv[])
{
	struct yut_state st;
	struct yut_event ev;
	const char *e;
	int c, cow = 0, destonly = 0, table = 0, pos, result, err, mover;
	char note[64], lerr[YUT_LOAD_ERRMAX];

	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "cdt")) != -1) {
		switch (c) {
		case 'c':
			cow = 1;
			break;
		case 'd':
			destonly = 1;
			break;
		case 't':
			table = 1;
			break;
		default:
			yut_usage(2);
		}
	}
	argc -= optind;
	argv += optind;
	/* the movePlayer table: every square by every result */
	if (table && (!destonly || argc != 0))
		yut_usage(2);
	if (!table && (argc < 2 || argc > (destonly ? 2 : 3) ||
	    (cow && !destonly)))
		yut_usage(2);
	if (table) {
		yut_dest_table_print(stdout, cow);
		yut_fshut(stdout, "stdout");
		return 0;
	}
	pos = (int)yut_strtonum(argv[0], 0, YUT_NSQUARES - 1, &e);
	if (e != NULL)
		yut_die("position: %.32s is %s (0-29)", argv[0], e);
	if ((result = yut_result_parse(argv[1])) < 0)
		yut_die("%.32s: not a result (back-do, do, gae, geol, yut, mo)",
		    argv[1]);
	if (destonly) {
		dest_only(pos, result, argv[1], cow);
		yut_fshut(stdout, "stdout");
		return 0;
	}
	if (yut_state_load(argc == 3 ? argv[2] : "-", &st, lerr,
	    sizeof lerr) < 0)
		yut_die("%s", lerr);
	mover = st.turn;
	if ((err = yut_move(&st, pos, result, &ev)) != YUT_OK)
		yut_diex(1, "%d %s: %s", pos, argv[1], yut_strerr(err));
	snprintf(note, sizeof note, "%s: note: ", yut_argv0);
	yut_describe(stderr, note, mover, &ev);
	yut_state_print(stdout, &st);
	yut_fshut(stdout, "stdout");
	return 0;
}

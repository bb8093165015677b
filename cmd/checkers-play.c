/* checkers-play - Chinese Checkers for two players on one terminal. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "checkers.h"

#define USAGE "[-b board] [-s seed]" \
	"\n\n" \
	"-b board\tstart from the position in the file board\n" \
	"-s seed\taccepted and checked; the game has no chance"

int
main(int argc, char *argv[])
{
	struct yut_checkers_board b;
	const char *boardpath = NULL;
	char err[256];
	uint64_t seed;
	FILE *fp;
	int c, status, tomove = YUT_CHECKERS_RED;

	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "b:s:")) != -1) {
		switch (c) {
		case 'b':
			boardpath = optarg;
			break;
		case 's':
			/* the game has no chance: the seed is checked, not used */
			yut_seed_option(optarg, 0, &seed);
			break;
		default:
			yut_usage(2);
		}
	}
	if (optind != argc)
		yut_usage(2);
	yut_checkers_init(&b);
	if (boardpath != NULL) {
		if (strcmp(boardpath, "-") == 0)
			yut_die("-b: the board cannot come from stdin, "
			    "which holds the moves");
		if ((fp = fopen(boardpath, "r")) == NULL)
			yut_die("open %s:", boardpath);
		if (yut_checkers_read(fp, &b, &tomove, err, sizeof err) < 0)
			yut_die("%s: %s", boardpath, err);
		fclose(fp);
	}
	yut_catch_signals(stdin);
	status = yut_checkers_play(&b, tomove, stdin, stdout);
	yut_signal_exit();
	yut_fshut(stdout, "stdout");
	return status;
}

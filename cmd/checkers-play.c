/* checkers-play - Chinese Checkers for two players on one terminal. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "checkers.h"

static void
usage(int status)
{
	fprintf(status ? stderr : stdout,
	    "usage: %s [-b board] [-s seed]\n", yut_argv0);
	exit(status);
}

int
main(int argc, char *argv[])
{
	struct yut_checkers_board b;
	const char *boardpath = NULL;
	char err[256];
	uint64_t seed;
	FILE *fp;
	int c, status, tomove = YUT_CHECKERS_RED;

	yut_setprogname(argv[0]);
	if (argc > 1 && strcmp(argv[1], "--version") == 0)
		yut_version();
	while ((c = getopt(argc, argv, "b:hs:")) != -1) {
		switch (c) {
		case 'b':
			boardpath = optarg;
			break;
		case 'h':
			usage(0);
			break;
		case 's':
			/* the game has no chance: the seed is checked, not used */
			yut_seed_option(optarg, 0, &seed);
			break;
		default:
			usage(2);
		}
	}
	if (optind != argc)
		usage(2);
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
	status = yut_checkers_play(&b, tomove, stdin, stdout);
	yut_fshut(stdout, "stdout");
	return status;
}

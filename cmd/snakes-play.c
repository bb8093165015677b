/* snakes-play - simulate a game of Snakes and Ladders on a random board. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "snakes.h"

#define USAGE "[-b board] [-n tokens] [-s seed] [--board-only]" \
	"\n\n" \
	"-b board\tplay on the board in the file (- for stdin)\n" \
	"-c\tthe older --board-only\n" \
	"-n tokens\tthe number of tokens, 2 to 4\n" \
	"-s seed\tseed the board and the dice\n" \
	"--board-only\tprint the board only, not the game"

static int onlyboard;

/* "--board-only" (or the older -c): print the board, play no game. */
static const struct yut_longopt longs[] = {
	{ "board-only", 0, NULL, &onlyboard },
	{ NULL, 0, NULL, NULL }
};

/* Read and check the board of -b (a file, or "-" for stdin). */
static void
load_board(const char *path, struct yut_snakes_board *b)
{
	char err[256];
	FILE *fp;
	int r;

	if (strcmp(path, "-") == 0)
		fp = stdin;
	else if ((fp = fopen(path, "r")) == NULL)
		yut_die("open %s:", path);
	r = yut_snakes_read(fp, b, err, sizeof err);
	if (fp != stdin)
		fclose(fp);
	if (r < 0)
		yut_die("%s: %s", path, err);
}

int
main(int argc, char *argv[])
{
	struct yut_snakes_board board;
	struct yut_rng rng, dice;
	const char *boardpath = NULL, *seedarg = NULL, *e;
	int c, ntokens = YUT_SNAKES_MAXTOKENS;

	argc = yut_cli(argc, argv, USAGE, longs, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "b:cn:s:")) != -1) {
		switch (c) {
		case 'b':
			boardpath = optarg;
			break;
		case 'c':
			onlyboard = 1;
			break;
		case 'n':
			ntokens = (int)yut_strtonum(optarg,
			    YUT_SNAKES_MINTOKENS, YUT_SNAKES_MAXTOKENS, &e);
			if (e != NULL)
				yut_die("tokens: %.32s is %s (%d-%d)", optarg,
				    e, YUT_SNAKES_MINTOKENS,
				    YUT_SNAKES_MAXTOKENS);
			break;
		case 's':
			seedarg = optarg;
			break;
		default:
			yut_usage(2);
		}
	}
	if (optind != argc)
		yut_usage(2);
	yut_rng_option(&rng, seedarg, 1);
	/*
	 * The dice get their own generator, seeded first, so a game replayed
	 * with -b on its printed board and the same seed is the same game.
	 */
	yut_rng_seed(&dice, yut_rng_next(&rng));
	if (boardpath != NULL)
		load_board(boardpath, &board);
	else
		yut_snakes_generate(&board, &rng);
	yut_snakes_print(stdout, &board);
	if (!onlyboard)
		yut_snakes_play(stdout, &board, ntokens, &dice);
	yut_fshut(stdout, "stdout");
	return 0;
}

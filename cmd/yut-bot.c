/* yut-bot - print the move a computer player chooses. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "solve.h"
#include "bots.h"

#define USAGE "[-P prob] [-S strategy] [-s seed] [-t table] [file]" \
	"\n\n" \
	"-P prob\tthe chance that a stick falls flat side up\n" \
	"-S strategy\trandom, greedy, expect, expert or perfect\n" \
	"-s seed\tmake the choices of random the same\n" \
	"-t table\tthe table of yut-solve that perfect plays from"

/* What the player to move does: throw, or the move bot chooses. */
static void
decide(const struct yut_state *st, const struct yut_bot *bot, int seeded,
    uint64_t seed)
{
	struct yut_rng rng;
	struct yut_mv mv;

	if (st->throws > 0) {
		puts("throw");
		return;
	}
	/* mixed with the state: each decision of a game differs */
	yut_rng_state(&rng, st, seeded, seed);
	if (yut_bot_choose(st, bot, &rng, &mv) < 0)
		yut_diex(1, "no legal move");
	printf("%d %s\n", mv.pos, yut_result_name(mv.result));
}

int
main(int argc, char *argv[])
{
	struct yut_state st;
	struct yut_bot bot = { YUT_BOT_DEFAULT, 0.5, NULL, NULL, NULL };
	static struct yut_table table;	/* kept to the end: reachable */
	const char *seedarg = NULL, *tpath = NULL;
	char err[512], lerr[YUT_LOAD_ERRMAX];
	uint64_t seed;
	int c, seeded;

	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "P:S:s:t:")) != -1) {
		switch (c) {
		case 'P':
			bot.prob = yut_optprob(c, optarg);
			break;
		case 'S':
			if ((bot.strategy = yut_strategy_parse(optarg)) < 0)
				yut_die("-S: %.32s: no such strategy ("
				    YUT_STRATEGIES ")", optarg);
			break;
		case 's':
			seedarg = optarg;
			break;
		case 't':
			tpath = optarg;
			break;
		default:
			yut_usage(2);
		}
	}
	argc -= optind;
	argv += optind;
	if (argc > 1)
		yut_usage(2);
	if (bot.strategy == YUT_BOT_PERFECT && tpath == NULL)
		yut_die("-S perfect: give the table to play from with -t");
	seeded = yut_seed_option(seedarg, 1, &seed);
	if (yut_state_load(argc == 1 ? argv[0] : "-", &st, lerr,
	    sizeof lerr) < 0)
		yut_die("%s", lerr);
	if (tpath != NULL) {
		/* a table that does not cover the game: the game says no */
		if ((c = yut_table_open(&table, tpath, &st, bot.prob, err,
		    sizeof err)) < 0)
			yut_diex(c == YUT_TABLE_EUNCOVERED ? 1 : 2, "%s", err);
		bot.table = &table;
	}
	if (yut_over(&st))
		yut_diex(1, "%s", yut_strerr(YUT_EOVER));
	decide(&st, &bot, seeded, seed);
	if (tpath != NULL)
		yut_table_free(&table);
	yut_fshut(stdout, "stdout");
	return 0;
}

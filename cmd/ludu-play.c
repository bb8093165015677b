/* ludu-play - play MiniLudu, four tokens racing to the centre of a 7x7 board. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ludu.h"

#define MAXROLLS	1000

#define USAGE "[-r rolls] [-s seed] [--auto] [--bot player]\n" \
	"\t[--color=auto|always|never]\n" \
	"--path player" \
	"\n\n" \
	"-r rolls\tthe die rolls in order, comma-separated (1-4)\n" \
	"-s seed\tseed the die, to play a game again\n" \
	"--auto\troll for every player without asking\n" \
	"--bot player\troll for player (1-4) without asking\n" \
	"--path player\tprint the path of player (1-4) and exit"

/* One roll of -r: 1..YUT_LUDU_DIE. */
static int
roll_item(const char *s, void *ctx)
{
	const char *e;
	int v;

	(void)ctx;
	v = (int)yut_strtonum(s, 1, YUT_LUDU_DIE, &e);
	return e == NULL ? v : -1;
}

static void
set_auto(void *ctx, const char *v)
{
	(void)v;
	((struct yut_ludu_play *)ctx)->autoplay = 1;
}

/* "--bot K": the computer rolls for player K (1-4); others are asked. */
static void
set_bot(void *ctx, const char *v)
{
	const char *e;
	int k;

	k = (int)yut_strtonum(v, 1, YUT_LUDU_PLAYERS, &e);
	if (e != NULL)
		yut_die("--bot: %.32s is not a player (1-%d)", v,
		    YUT_LUDU_PLAYERS);
	((struct yut_ludu_play *)ctx)->bot[k - 1] = 1;
}

static const char *patharg;

static void
set_path(void *ctx, const char *v)
{
	(void)ctx;
	patharg = v;
}

static const struct yut_longopt longs[] = {
	{ "auto", 0, set_auto, NULL },
	{ "bot", 1, set_bot, NULL },
	{ "path", 1, set_path, NULL },
	{ NULL, 0, NULL, NULL }
};

/* Print player k's path, one "step tile" line for each step. */
static void
print_path(int k)
{
	struct yut_ludu g;
	int tiles[YUT_LUDU_GOAL + 1], i, r;

	if (yut_ludu_init(&g) < 0)
		yut_diex(1, "board:");
	r = yut_ludu_path(&g, k, tiles);
	yut_ludu_free(&g);
	if (r < 0)
		yut_diex(1, "--path:");
	for (i = 0; i <= YUT_LUDU_GOAL; i++)
		printf("%d %d\n", i, tiles[i]);
}

int
main(int argc, char *argv[])
{
	struct yut_ludu_play pl;
	const char *seedarg = NULL, *e;
	int *rolls = NULL;
	int c, color = -1, path;

	memset(&pl, 0, sizeof pl);
	pl.in = stdin;
	pl.out = stdout;
	argc = yut_cli(argc, argv, USAGE, longs, &pl, &color);
	while ((c = yut_getopt(argc, argv, "r:s:")) != -1) {
		switch (c) {
		case 'r':
			free(rolls);
			rolls = yut_calloc(MAXROLLS, sizeof *rolls);
			pl.nrolls = (size_t)yut_parse_list("-r", optarg, rolls,
			    MAXROLLS, roll_item, NULL, "a roll (1-4)");
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
	if (patharg != NULL) {
		if (pl.autoplay || rolls != NULL || seedarg != NULL ||
		    color >= 0)
			yut_usage(2);
		path = (int)yut_strtonum(patharg, 1, YUT_LUDU_PLAYERS, &e);
		if (e != NULL)
			yut_die("--path: %.32s is not a player (1-%d)",
			    patharg, YUT_LUDU_PLAYERS);
		print_path(path - 1);
		yut_fshut(stdout, "stdout");
		return 0;
	}
	yut_rng_option(&pl.rng, seedarg, 1);
	pl.rolls = rolls;
	pl.color = color >= 0 ? color : yut_color_auto(stdout);
	if ((c = yut_ludu_play(&pl)) < 0)
		yut_diex(1, "play:");
	free(rolls);
	yut_fshut(stdout, "stdout");
	return c;
}

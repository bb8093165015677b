/* ludu-play - play MiniLudu, four tokens racing to the centre of a 7x7 board. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ludu.h"

#define MAXROLLS	1000

static void
usage(int status)
{
	fprintf(status ? stderr : stdout,
	    "usage: %s [-r rolls] [-s seed] [--auto] [--color=auto|always|never]\n"
	    "       %s --path player\n",
	    yut_argv0, yut_argv0);
	exit(status);
}

/* "-r 1,4,2": the rolls to use first, each 1..YUT_LUDU_DIE. */
static int *
parse_rolls(const char *arg, size_t *n)
{
	int *rolls = yut_calloc(MAXROLLS, sizeof *rolls);
	const char *p = arg, *e;
	char item[8];
	size_t len;

	*n = 0;
	for (;;) {
		len = strcspn(p, ",");
		if (len == 0 || len >= sizeof item)
			yut_die("-r: '%.*s' is not a roll (1-%d)",
			    (int)(len > 16 ? 16 : len), p, YUT_LUDU_DIE);
		if (*n == MAXROLLS)
			yut_die("-r: more than %d rolls", MAXROLLS);
		memcpy(item, p, len);
		item[len] = '\0';
		rolls[(*n)++] = (int)yut_strtonum(item, 1, YUT_LUDU_DIE, &e);
		if (e != NULL)
			yut_die("-r: '%s' is not a roll (1-%d)", item,
			    YUT_LUDU_DIE);
		if (p[len] == '\0')
			return rolls;
		p += len + 1;
	}
}

/* Print player k's path, one "step tile" line for each step. */
static void
print_path(int k)
{
	struct yut_ludu g;
	int tiles[YUT_LUDU_GOAL + 1], i;

	yut_ludu_init(&g);
	yut_ludu_path(&g, k, tiles);
	yut_ludu_free(&g);
	for (i = 0; i <= YUT_LUDU_GOAL; i++)
		printf("%d %d\n", i, tiles[i]);
}

int
main(int argc, char *argv[])
{
	struct yut_ludu_play pl;
	const char *seedarg = NULL, *patharg = NULL, *e;
	char **args;
	int *rolls = NULL;
	int c, i, n, color = -1, path;

	yut_setprogname(argv[0]);
	memset(&pl, 0, sizeof pl);
	pl.in = stdin;
	pl.out = stdout;
	/* long options first; the rest goes to getopt */
	args = yut_calloc((size_t)argc + 1, sizeof *args);
	args[0] = argv[0];
	for (n = 1, i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--version") == 0)
			yut_version();
		else if (strcmp(argv[i], "--auto") == 0)
			pl.autoplay = 1;
		else if (yut_color_option(argv[i], &color))
			;
		else if (strncmp(argv[i], "--path=", 7) == 0)
			patharg = argv[i] + 7;
		else if (strcmp(argv[i], "--path") == 0) {
			if (++i == argc)
				usage(2);
			patharg = argv[i];
		} else if (strcmp(argv[i], "--") == 0) {
			while (i < argc)
				args[n++] = argv[i++];
		} else if (strncmp(argv[i], "--", 2) == 0)
			usage(2);
		else
			args[n++] = argv[i];
	}
	while ((c = getopt(n, args, "hr:s:")) != -1) {
		switch (c) {
		case 'h':
			usage(0);
			break;
		case 'r':
			free(rolls);
			rolls = parse_rolls(optarg, &pl.nrolls);
			break;
		case 's':
			seedarg = optarg;
			break;
		default:
			usage(2);
		}
	}
	if (optind != n)
		usage(2);
	free(args);
	if (patharg != NULL) {
		if (pl.autoplay || rolls != NULL || seedarg != NULL ||
		    color >= 0)
			usage(2);
		path = (int)yut_strtonum(patharg, 1, YUT_LUDU_PLAYERS, &e);
		if (e != NULL)
			yut_die("--path: %.32s is not a player (1-%d)",
			    patharg, YUT_LUDU_PLAYERS);
		print_path(path - 1);
		yut_fshut(stdout, "stdout");
		return 0;
	}
	yut_rng_option(&pl.rng, seedarg, 0);
	pl.rolls = rolls;
	pl.color = color >= 0 ? color : yut_color_auto(stdout);
	c = yut_ludu_play(&pl);
	free(rolls);
	yut_fshut(stdout, "stdout");
	return c;
}

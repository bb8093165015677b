/* yut-play - play yut on a terminal: the basic and the advanced game. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "yut.h"

static void
usage(int status)
{
	fprintf(status ? stderr : stdout,
	    "usage: %s [-a | -b] [-f saves] [-o record] [-P prob] [-s seed]\n"
	    "       [-u users] [--bot seat=strategy] [--color=auto|always|never]\n",
	    yut_argv0);
	exit(status);
}

/* "--bot 1=expect" or "--bot=1=expect": seat a computer player. */
static void
bot_seat(struct yut_play *pl, const char *arg)
{
	const char *e;
	char seat[8];
	size_t n = strcspn(arg, "=");
	int k, s;

	if (arg[n] != '=' || n == 0 || n >= sizeof seat)
		yut_die("--bot: %.32s is not seat=strategy", arg);
	memcpy(seat, arg, n);
	seat[n] = '\0';
	k = (int)yut_strtonum(seat, 0, YUT_MAXPLAYERS - 1, &e);
	if (e != NULL)
		yut_die("--bot: seat %.8s is %s (0-3)", seat, e);
	if ((s = yut_strategy_parse(arg + n + 1)) < 0)
		yut_die("--bot: unknown strategy %.32s", arg + n + 1);
	pl->bot[k] = s;
}

int
main(int argc, char *argv[])
{
	struct yut_play pl;
	const char *seedarg = NULL, *recpath = NULL;
	char **args;
	int c, i, n, game = 0, color = -1, bots = 0;

	yut_setprogname(argv[0]);
	memset(&pl, 0, sizeof pl);
	pl.in = stdin;
	pl.out = stdout;
	pl.prob = 0.5;
	for (i = 0; i < YUT_MAXPLAYERS; i++)
		pl.bot[i] = -1;
	if ((pl.users = getenv("YUT_USERS")) == NULL || *pl.users == '\0')
		pl.users = "user_info.txt";
	if ((pl.saves = getenv("YUT_SAVES")) == NULL || *pl.saves == '\0')
		pl.saves = "game_info.txt";
	/* long options first; the rest goes to getopt */
	args = yut_calloc((size_t)argc + 1, sizeof *args);
	args[0] = argv[0];
	for (n = 1, i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--version") == 0)
			yut_version();
		else if (yut_color_option(argv[i], &color))
			;
		else if (strncmp(argv[i], "--bot=", 6) == 0) {
			bot_seat(&pl, argv[i] + 6);
			bots++;
		} else if (strcmp(argv[i], "--bot") == 0) {
			if (++i == argc)
				usage(2);
			bot_seat(&pl, argv[i]);
			bots++;
		} else if (strcmp(argv[i], "--") == 0) {
			break;
		} else if (strncmp(argv[i], "--", 2) == 0)
			usage(2);
		else
			args[n++] = argv[i];
	}
	while ((c = getopt(n, args, "abf:ho:P:s:u:")) != -1) {
		switch (c) {
		case 'a':
			game = 2;
			break;
		case 'b':
			game = 1;
			break;
		case 'f':
			pl.saves = optarg;
			break;
		case 'h':
			usage(0);
			break;
		case 'o':
			recpath = optarg;
			break;
		case 'P':
			if (yut_parse_prob(optarg, &pl.prob) < 0)
				yut_die("-P: %.32s is not a probability "
				    "between 0 and 1", optarg);
			break;
		case 's':
			seedarg = optarg;
			break;
		case 'u':
			pl.users = optarg;
			break;
		default:
			usage(2);
		}
	}
	if (optind != n)
		usage(2);
	if (bots && game == 2)
		yut_die("--bot: computer players sit in basic games only");
	if (bots && game == 0)
		game = 1;
	yut_rng_option(&pl.rng, seedarg, 1);
	if (recpath != NULL) {
		if ((pl.record = fopen(recpath, "w")) == NULL)
			yut_die("open %s:", recpath);
		pl.record_path = recpath;
	}
	pl.color = color >= 0 ? color : yut_color_auto(stdout);
	free(args);
	c = yut_play(&pl, game);
	if (pl.record != NULL && fclose(pl.record) == EOF)
		yut_die("close %s:", recpath);
	yut_fshut(stdout, "stdout");
	return c;
}

/* yut-drive - play whole games of a Yunnori program under a pty, checked. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "bots.h"
#include "grade.h"

static const char usage_text[] =
    "[-aH] [-c categories] [-d dir] [-k pieces] [-L limits] [-n games]\n"
    "\t[-o transcript] [-p players] [-S strategy] [-s seed] [--sandbox]\n"
    "\t[--saves-before saves] [-t seconds] [-w percent] -- program [arg ...]"
    "\n\n"
    "-a\tplay the advanced game\n"
    "-c categories\tjudge only these categories of rules\n"
    "-d dir\trun the program in dir\n"
    "-H\twrite the users file with hashed passwords\n"
    "-k pieces\tpieces per player, 1 to 4\n"
    "-L limits\tthe program's resource limits\n"
    "-n games\thow many games to finish (default 1)\n"
    "-o transcript\twrite what the terminal showed\n"
    "-p players\tplayers in every game, 2 to 4\n"
    "-S strategy\thow the answers are chosen\n"
    "-s seed\tthe seed of the moves and wrong answers\n"
    "-t seconds\thow long to wait for each question\n"
    "-w percent\tanswers given wrong on purpose (default 5)\n"
    "--sandbox\trun the program in a sandbox\n"
    "--saves-before saves\tstart with a copy of this saves file";

/* --sandbox */
static void
set_sandbox(void *ctx, const char *value)
{
	(void)value;
	((struct yut_drive *)ctx)->run.sandbox = 1;
}

/* The program's limits from a list of -L or YUT_DRIVE_LIMITS. */
static void
set_limits(struct yut_drive *dr, const char *what, const char *arg)
{
	int k[4 * YUT_NLIMITS];

	yut_parse_list(what, arg, k, 4 * YUT_NLIMITS, yut_pty_limit_item,
	    &dr->run, YUT_LIMITS_WHAT);
}

/* --saves-before FILE */
static void
set_before(void *ctx, const char *value)
{
	((struct yut_drive *)ctx)->saves_before = value;
}

/*
 * Under --sandbox, what the program must not see even where its own
 * directory would show it: the transcript's directory and those of
 * YUT_DRIVE_HIDE (a list separated by colons).
 */
static void
set_hidden(struct yut_drive *dr, const char *transcript)
{
	static char dir[4096], list[4096];
	const char *e = getenv("YUT_DRIVE_HIDE");
	char *p, *slash;

	if (transcript != NULL) {
		snprintf(dir, sizeof dir, "%s", transcript);
		if ((slash = strrchr(dir, '/')) == NULL)
			strcpy(dir, ".");
		else if (slash == dir)
			slash[1] = '\0';
		else
			*slash = '\0';
		dr->run.hide[dr->run.nhide++] = dir;
	}
	if (e == NULL)
		return;
	if (strlen(e) >= sizeof list)
		yut_die("YUT_DRIVE_HIDE: longer than %zu bytes", sizeof list - 1);
	strcpy(list, e);
	for (p = strtok(list, ":"); p != NULL; p = strtok(NULL, ":")) {
		if (dr->run.nhide == YUT_PTY_MAXHIDE)
			yut_die("YUT_DRIVE_HIDE: more than %d paths",
			    YUT_PTY_MAXHIDE - 1);
		dr->run.hide[dr->run.nhide++] = p;
	}
}

/* Seconds with up to three decimals, 0.01 to 3600, as milliseconds. */
static int
parse_seconds(const char *s)
{
	char *end;
	double v;

	v = strtod(s, &end);
	if (end == s || *end != '\0' || !(v >= 0.01 && v <= 3600))
		yut_die("-t: %.32s is not a number of seconds (0.01-3600)", s);
	return (int)(v * 1000 + 0.5);
}

/* -S: the strategy of the answers, one that needs no table. */
static int
strategy(const char *arg)
{
	int s;

	if ((s = yut_strategy_parse(arg)) < 0)
		yut_die("-S: unknown strategy %.32s", arg);
	if (s == YUT_BOT_PERFECT)
		yut_die("-S: perfect plays from a table, which yut-drive does "
		    "not read");
	return s;
}

/* The options after yut_cli into dr, with -s's seed and -o's path. */
static void
parse_options(int argc, char **argv, struct yut_drive *dr,
    const char **seedarg, const char **path)
{
	char err[128];
	int c;

	while ((c = yut_getopt(argc, argv, "ac:d:Hk:L:n:o:p:S:s:t:w:")) != -1) {
		switch (c) {
		case 'a':
			dr->advanced = 1;
			break;
		case 'c':
			if (yut_ref_categories(optarg, &dr->categories, err,
			    sizeof err) != 0)
				yut_die("-c: %s", err);
			break;
		case 'd':
			dr->dir = optarg;
			break;
		case 'H':
			dr->hashed = 1;
			break;
		case 'k':
			dr->pieces = (int)yut_optnum(c, optarg, 1,
			    YUT_MAXPIECES);
			break;
		case 'L':
			set_limits(dr, "-L", optarg);
			break;
		case 'n':
			dr->games = (int)yut_optnum(c, optarg, 1, 10000);
			break;
		case 'o':
			*path = optarg;
			break;
		case 'p':
			dr->players = (int)yut_optnum(c, optarg, YUT_MINPLAYERS,
			    YUT_MAXPLAYERS);
			break;
		case 'S':
			dr->strategy = strategy(optarg);
			break;
		case 's':
			*seedarg = optarg;
			break;
		case 't':
			dr->timeout_ms = parse_seconds(optarg);
			break;
		case 'w':
			dr->wrong = (int)yut_optnum(c, optarg, 0, 50);
			break;
		}
	}
	if (optind >= argc)
		yut_usage(2);
	if (dr->advanced && dr->pieces != 0 && dr->pieces != YUT_MAXPIECES)
		yut_die("-k: advanced games have 4 pieces each");
}

int
main(int argc, char *argv[])
{
	static const struct yut_longopt longs[] = {
		{ "sandbox", 0, set_sandbox, NULL },
		{ "saves-before", 1, set_before, NULL },
		{ NULL, 0, NULL, NULL }
	};
	struct yut_drive dr;
	struct yut_rng rng;
	const char *e, *seedarg = NULL, *path = NULL;
	int status;

	memset(&dr, 0, sizeof dr);
	yut_pty_defaults(&dr.run);
	argc = yut_cli(argc, argv, usage_text, longs, &dr, NULL);
	if ((e = getenv("YUT_DRIVE_LIMITS")) != NULL && *e != '\0')
		set_limits(&dr, "YUT_DRIVE_LIMITS", e);
	if ((e = getenv("YUT_DRIVE_SANDBOX")) != NULL && *e != '\0')
		dr.run.sandbox = 1;
	dr.games = 1;
	dr.strategy = YUT_BOT_GREEDY;
	dr.timeout_ms = 10000;
	dr.wrong = 5;
	parse_options(argc, argv, &dr, &seedarg, &path);
	if (!yut_seed_option(seedarg, 1, &dr.seed)) {
		yut_rng_entropy(&rng);
		dr.seed = yut_rng_next(&rng) % 1000000000;
	}
	dr.argv = argv + optind;
	if (path != NULL) {
		/* close-on-exec: the program must not write it */
		if ((dr.transcript = fopen(path, "we")) == NULL)
			yut_die("open %s:", path);
		dr.transcript_path = path;
	}
	set_hidden(&dr, path);
	/* a signal kills the program and removes its directory first */
	yut_catch_signals(NULL);
	status = yut_drive(&dr);
	yut_signal_exit();
	if (status < 0)
		return YUT_EXIT_USAGE;	/* the run could not be set up */
	if (status != 0)
		fprintf(stderr, "%s: answers of seed %llu\n", yut_argv0,
		    (unsigned long long)dr.seed);
	if (dr.transcript != NULL && fclose(dr.transcript) == EOF)
		yut_die("close %s:", path);
	return status;
}

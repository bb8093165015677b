/* patolli-play - play Patolli against a person or the computer. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "patolli.h"

static void
usage(int status)
{
	fprintf(status ? stderr : stdout,
	    "usage: %s [-c sides] [-r rolls] [-s seed] [--color=when]\n"
	    "       %s --track\n", yut_argv0, yut_argv0);
	exit(status);
}

/* "-c L", "-c N" or "-c LN": the computer plays those sides. */
static void
computer_sides(struct yut_patolli_game *g, const char *arg)
{
	const char *s;

	if (*arg == '\0')
		yut_die("-c: expected L, N or LN");
	for (s = arg; *s != '\0'; s++) {
		if (*s == 'L' || *s == 'l')
			g->computer[YUT_PATOLLI_L] = 1;
		else if (*s == 'N' || *s == 'n')
			g->computer[YUT_PATOLLI_N] = 1;
		else
			yut_die("-c: %.16s is not L, N or LN", arg);
	}
}

/* "-r 3,0,5": rolls (0-5) to use before random ones. */
static int
parse_rolls(const char *arg, int *rolls)
{
	char item[8];
	const char *s = arg, *e;
	size_t len;
	int n = 0;

	for (;;) {
		len = strcspn(s, ",");
		if (len == 0 || len >= sizeof item)
			yut_die("-r: %.32s is not a list of rolls like 3,0,5",
			    arg);
		if (n == YUT_PATOLLI_MAXROLLS)
			yut_die("-r: more than %d rolls", YUT_PATOLLI_MAXROLLS);
		memcpy(item, s, len);
		item[len] = '\0';
		rolls[n++] = (int)yut_strtonum(item, 0, 5, &e);
		if (e != NULL)
			yut_die("-r: roll %.8s is %s (0-5)", item, e);
		if (s[len] == '\0')
			return n;
		s += len + 1;
	}
}

int
main(int argc, char *argv[])
{
	static int rolls[YUT_PATOLLI_MAXROLLS];
	struct yut_patolli_game g;
	struct yut_patolli_ref *ref;
	struct yut_rng rng;
	const char *seedarg = NULL;
	char **args;
	int c, i, n, nrolls = 0, color = -1, track = 0, status;

	yut_setprogname(argv[0]);
	memset(&g, 0, sizeof g);
	g.in = stdin;
	g.out = stdout;
	/* long options first; the rest goes to getopt */
	args = yut_calloc((size_t)argc + 1, sizeof *args);
	args[0] = argv[0];
	for (n = 1, i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--version") == 0)
			yut_version();
		else if (strcmp(argv[i], "--track") == 0)
			track = 1;
		else if (yut_color_option(argv[i], &color))
			;
		else if (strcmp(argv[i], "--") == 0) {
			while (++i < argc)
				args[n++] = argv[i];
		} else if (strncmp(argv[i], "--", 2) == 0)
			usage(2);
		else
			args[n++] = argv[i];
	}
	while ((c = getopt(n, args, "c:hr:s:")) != -1) {
		switch (c) {
		case 'c':
			computer_sides(&g, optarg);
			break;
		case 'h':
			usage(0);
			break;
		case 'r':
			nrolls = parse_rolls(optarg, rolls);
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
	if (track) {
		yut_patolli_track(stdout);
		yut_fshut(stdout, "stdout");
		return 0;
	}
	yut_rng_option(&rng, seedarg, 1);
	g.color = color >= 0 ? color : yut_color_auto(stdout);
	ref = yut_patolli_new(&rng, rolls, nrolls);
	status = yut_patolli_run(&g, ref);
	yut_patolli_free(ref);
	yut_fshut(stdout, "stdout");
	return status;
}

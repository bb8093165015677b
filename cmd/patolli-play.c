/* patolli-play - play Patolli against a person or the computer. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "patolli.h"

#define USAGE "[-r rolls] [-s seed] [--auto] [--bot side] [--color=when]\n" \
	"--track" \
	"\n\n" \
	"-c sides\tthe older --bot\n" \
	"-r rolls\tthe rolls in order, comma-separated (0-5)\n" \
	"-s seed\tseed the die, to play a game again\n" \
	"--auto\tthe computer plays both sides\n" \
	"--bot side\tthe computer plays side L or N (or LN)\n" \
	"--track\tprint the track, a square a line, and exit"

static int track;
static struct yut_patolli_game g;

/* "L", "N" or "LN" of --bot or -c: the computer plays those sides. */
static void
computer_sides(struct yut_patolli_game *pg, const char *opt, const char *arg)
{
	const char *s;

	if (*arg == '\0')
		yut_die("%s: expected L, N or LN", opt);
	for (s = arg; *s != '\0'; s++) {
		if (*s == 'L' || *s == 'l')
			pg->computer[YUT_PATOLLI_L] = 1;
		else if (*s == 'N' || *s == 'n')
			pg->computer[YUT_PATOLLI_N] = 1;
		else
			yut_die("%s: %.16s is not L, N or LN (L plays first, "
			    "pieces A-F; N second, pieces 1-6)", opt, arg);
	}
}

/* "--bot L", "--bot N": the computer plays that side (-c is older). */
static void
set_bot(void *ctx, const char *v)
{
	(void)ctx;
	computer_sides(&g, "--bot", v);
}

/* "--auto": the computer plays both sides. */
static void
set_auto(void *ctx, const char *v)
{
	(void)ctx;
	(void)v;
	computer_sides(&g, "--auto", "LN");
}

static const struct yut_longopt longs[] = {
	{ "track", 0, NULL, &track },
	{ "bot", 1, set_bot, NULL },
	{ "auto", 0, set_auto, NULL },
	{ NULL, 0, NULL, NULL }
};

/* One roll of -r: 0..5. */
static int
roll_item(const char *s, void *ctx)
{
	const char *e;
	int v;

	(void)ctx;
	v = (int)yut_strtonum(s, 0, YUT_PATOLLI_MAXROLL, &e);
	return e == NULL ? v : -1;
}

int
main(int argc, char *argv[])
{
	static int rolls[YUT_PATOLLI_MAXROLLS];
	struct yut_patolli_ref *ref;
	struct yut_rng rng;
	const char *seedarg = NULL;
	int c, nrolls = 0, color = -1, status;

	g.in = stdin;
	g.out = stdout;
	argc = yut_cli(argc, argv, USAGE, longs, NULL, &color);
	while ((c = yut_getopt(argc, argv, "c:r:s:")) != -1) {
		switch (c) {
		case 'c':
			computer_sides(&g, "-c", optarg);
			break;
		case 'r':
			nrolls = yut_parse_list("-r", optarg, rolls,
			    YUT_PATOLLI_MAXROLLS, roll_item, NULL,
			    "a roll (0-5)");
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
	if (track) {
		yut_patolli_track(stdout);
		yut_fshut(stdout, "stdout");
		return 0;
	}
	yut_rng_option(&rng, seedarg, 1);
	g.color = color >= 0 ? color : yut_color_auto(stdout);
	if ((ref = yut_patolli_new(&rng, rolls, nrolls)) == NULL)
		yut_diex(1, "malloc:");
	yut_catch_signals(stdin);
	if ((status = yut_patolli_run(&g, ref)) < 0)
		yut_die("the referee refused a checked choice");
	yut_signal_exit();
	yut_patolli_free(ref);
	yut_fshut(stdout, "stdout");
	return status;
}

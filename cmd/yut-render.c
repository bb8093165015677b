/* yut-render - draw a state (or a game_info.txt line), or replay a record. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"

#define USAGE "[-ai] [--color=auto|always|never] [--shapes] [file]\n-n" \
	"\n\n" \
	"-a\tdraw every state of a record\n" \
	"-i\tstep through a record, a state at a time\n" \
	"-n\tdraw the board with every square's number\n" \
	"--shapes\ttell the players apart by brackets too"

static int shapes;

static const struct yut_longopt longs[] = {
	{ "shapes", 0, NULL, &shapes },
	{ NULL, 0, NULL, NULL }
};

/* -a, -i: every state of the record at path, in order or one at a time. */
static void
replay(const char *path, int step, int style)
{
	struct yut_prompt pr;
	struct yut_record rec;
	FILE *keys = stdin;
	char lerr[YUT_LOAD_ERRMAX];

	if (strcmp(path, "-") == 0 && step &&
	    (keys = fopen("/dev/tty", "r")) == NULL)
		yut_die("-i: the record comes on standard input and there is "
		    "no terminal to step with: open /dev/tty:");
	if (yut_record_load(path, &rec, lerr, sizeof lerr) < 0)
		yut_die("%s", lerr);
	yut_prompt_init(&pr, keys, stdout);
	yut_replay(stdout, step ? &pr : NULL, &rec, style);
	yut_record_free(&rec);
}

int
main(int argc, char *argv[])
{
	struct yut_state st;
	const char *path = "-";
	char lerr[YUT_LOAD_ERRMAX];
	int c, color = -1, all = 0, step = 0, numbers = 0, style;

	argc = yut_cli(argc, argv, USAGE, longs, NULL, &color);
	while ((c = yut_getopt(argc, argv, "ain")) != -1) {
		switch (c) {
		case 'a':
			all = 1;
			break;
		case 'i':
			step = 1;
			break;
		case 'n':
			numbers = 1;
			break;
		default:
			yut_usage(2);
		}
	}
	if (argc - optind > 1 || (numbers && (all || step || shapes ||
	    argc - optind > 0)))
		yut_usage(2);
	if (optind < argc)
		path = argv[optind];
	if (numbers) {
		/* the squares by number, as yut-play's help shows them */
		yut_render_numbers(stdout);
		yut_fshut(stdout, "stdout");
		return 0;
	}
	if (color < 0)
		color = yut_color_auto(stdout);
	style = (color ? YUT_COLOR : 0) | (shapes ? YUT_SHAPES : 0);
	if (all || step)
		replay(path, step, style);
	else {
		if (yut_state_load_any(path, &st, lerr, sizeof lerr) < 0)
			yut_die("%s", lerr);
		yut_render(stdout, &st, style);
	}
	yut_fshut(stdout, "stdout");
	return 0;
}

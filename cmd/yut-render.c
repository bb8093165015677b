/* yut-render - draw a state (or a game_info.txt line) as SPEC 7's screen. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "yut.h"

static void
usage(int status)
{
	fprintf(status ? stderr : stdout,
	    "usage: %s [--color=auto|always|never] [file]\n", yut_argv0);
	exit(status);
}

int
main(int argc, char *argv[])
{
	struct yut_state st;
	const char *path = "-";
	int i, color = -1, operands = 0;

	yut_setprogname(argv[0]);
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--version") == 0)
			yut_version();
		else if (strcmp(argv[i], "-h") == 0)
			usage(0);
		else if (yut_color_option(argv[i], &color))
			;
		else if (strcmp(argv[i], "--") == 0) {
			if (i + 1 < argc)
				path = argv[++i];
			operands++;
			if (i + 1 < argc)
				usage(2);
		} else if (argv[i][0] == '-' && argv[i][1] != '\0')
			usage(2);
		else {
			path = argv[i];
			if (++operands > 1)
				usage(2);
		}
	}
	if (color < 0)
		color = yut_color_auto(stdout);
	yut_state_load_any(path, &st);
	yut_render(stdout, &st, color);
	yut_fshut(stdout, "stdout");
	return 0;
}

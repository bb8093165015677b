/* yut-render - draw a state (or a game_info.txt line) as SPEC 7's screen. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "yut.h"

#define USAGE "[--color=auto|always|never] [file]"

int
main(int argc, char *argv[])
{
	struct yut_state st;
	const char *path = "-";
	int c, color = -1;

	argc = yut_cli(argc, argv, USAGE, NULL, NULL, &color);
	while ((c = yut_getopt(argc, argv, "")) != -1)
		yut_usage(2);
	if (argc - optind > 1)
		yut_usage(2);
	if (optind < argc)
		path = argv[optind];
	if (color < 0)
		color = yut_color_auto(stdout);
	yut_state_load_any(path, &st);
	yut_render(stdout, &st, color);
	yut_fshut(stdout, "stdout");
	return 0;
}

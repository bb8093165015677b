/* color.c - colour: when it is wanted, and each player's escape. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

static const char *const colors[YUT_NCOLORS] = {
	"\033[31m", "\033[94m", "\033[32m", "\033[33m"
};
int
yut_color_parse(const char *when, int *color)
{
	if (strcmp(when, "always") == 0)
		*color = 1;
	else if (strcmp(when, "never") == 0)
		*color = 0;
	else if (strcmp(when, "auto") == 0)
		*color = yut_color_auto(stdout);
	else
		return -1;
	return 0;
}

int
yut_color_auto(FILE *fp)
{
	const char *s;

	if ((s = getenv("NO_COLOR")) != NULL && *s != '\0')
		return 0;
	if ((s = getenv("TERM")) != NULL && strcmp(s, "dumb") == 0)
		return 0;
	return isatty(fileno(fp));
}

const char *
yut_color_on(int player, int color)
{
	if (!color || player < 0 || player >= YUT_NCOLORS)
		return "";
	return colors[player];
}

const char *
yut_color_off(int color)
{
	return color ? "\033[0m" : "";
}

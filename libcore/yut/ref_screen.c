/*
 * ref_screen.c - the referee's screen assembler.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "yut.h"
#include "referee.h"

/* A line that breaks the order of a screen. */
void
yut_ref_out_of_place(struct yut_referee *rf, const char *expected)
{
	yut_ref_report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
	    "the screen is out of order",
	    expected, rf->text);
	rf->stage = S_IDLE;
}

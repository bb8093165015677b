/* moverun.c - where every move goes, as yut-move -d -t prints it. */
#include "game.h"

void
yut_dest_table_print(FILE *fp, int cow)
{
	int pos, result;

	for (pos = 0; pos < YUT_NSQUARES; pos++)
		for (result = 0; result < YUT_NRESULTS; result++)
			fprintf(fp, "%d %s %d\n", pos, yut_result_name(result),
			    yut_dest(pos, result, cow));
}

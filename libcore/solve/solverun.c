/* solverun.c - what a solve found, as yut-solve prints it. */
#include "game.h"
#include "solve.h"

void
yut_solve_report(FILE *fp, const struct yut_table *t,
    const struct yut_solve_opts *o, const struct yut_solve_stats *stats,
    double secs)
{
	struct yut_state st;
	uint64_t i;

	yut_state_basic(&st, 2, o->npieces);
	fprintf(fp, "pieces %d prob %g\n", o->npieces, o->prob);
	fprintf(fp, "states %llu\n", (unsigned long long)stats->states);
	fprintf(fp, "sweeps %d\n", stats->sweeps);
	fprintf(fp, "change %.3e\n", stats->change);
	if (t->cut < YUT_MAXHAND)
		fprintf(fp, "cut %d results (a turn meets it with chance "
		    "%.1e)\n", t->cut, t->cut_bound);
	else
		fprintf(fp, "cut none (the hand's own limit, %d results)\n",
		    t->cut);
	fprintf(fp, "nodes %llu\n", (unsigned long long)stats->nodes);
	fprintf(fp, "time %.1f s\n", secs);
	fprintf(fp, "memory %.1f MB\n", (double)stats->bytes / (1 << 20));
	if (t->from == 0) {
		i = yut_placement_rank(st.p[0].pos, o->npieces) *
		    (t->nplace + 1);
		fprintf(fp, "start p0=%.6f p1=%.6f\n", t->v[i], 1 - t->v[i]);
	} else
		fprintf(fp, "arrived %d or more\n", t->from);
}

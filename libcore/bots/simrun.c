/* simrun.c - the figures of a series of games, as yut-sim prints them. */
#include <string.h>

#include "game.h"
#include "bots.h"

/*
 * One row of the table, its label width wide: name, games, wins, rate and
 * its interval.
 */
static void
row(FILE *fp, int width, const char *label, uint64_t wins, uint64_t games)
{
	double lo, hi;

	yut_wilson(wins, games, &lo, &hi);
	fprintf(fp, "%-*s %9llu %9llu %7.2f %7.2f %7.2f\n", width, label,
	    (unsigned long long)games, (unsigned long long)wins,
	    games ? 100.0 * (double)wins / (double)games : 0.0,
	    100 * lo, 100 * hi);
}

/*
 * The label of each strategy's row, and the width of the widest (9 at
 * least): with animals, each row says whose, expect(pig).
 */
static int
labels(const struct yut_sim *sim, char label[][32])
{
	int k, width = 9;

	for (k = 0; k < sim->nstrat; k++) {
		if (sim->advanced)
			snprintf(label[k], 32, "%s(%s)",
			    yut_strategy_name(sim->strat[k]),
			    yut_animal_name(sim->animal[k]));
		else
			snprintf(label[k], 32, "%s",
			    yut_strategy_name(sim->strat[k]));
		if ((int)strlen(label[k]) > width)
			width = (int)strlen(label[k]);
	}
	return width;
}

void
yut_sim_report(FILE *fp, const struct yut_sim *sim,
    const struct yut_sim_tally *t, double secs, int jobs)
{
	char label[YUT_MAXPLAYERS][32];
	double g = (double)t->games;
	int k, width;

	fprintf(fp, "# %llu games, %d pieces, p %g, seed %llu",
	    (unsigned long long)t->games, sim->npieces, sim->prob,
	    (unsigned long long)sim->seed);
	for (k = 0; k < sim->advanced; k++)
		fprintf(fp, "%s%s", k ? "," : ", animals ",
		    yut_animal_name(sim->animal[k]));
	fputc('\n', fp);
	width = labels(sim, label);
	fprintf(fp, "%-*s %9s %9s %7s %15s\n", width, "#", "games", "wins",
	    "win%", "95% interval");
	for (k = 0; k < sim->nstrat; k++)
		row(fp, width, label[k], t->wins[k], t->games);
	for (k = 0; k < sim->nstrat; k++) {
		snprintf(label[k], sizeof label[k], "seat%d", k);
		row(fp, width, label[k], t->seatwins[k], t->games);
	}
	fprintf(fp, "draws %llu\n", (unsigned long long)t->draws);
	fprintf(fp, "length %.2f turns %.2f throws %.2f moves\n",
	    (double)t->turns / g, (double)t->throws / g, (double)t->moves / g);
	/* three significant digits at least: a slow run is not "speed 0" */
	fprintf(fp, g / secs >= 100 ? "speed %.0f games/s" :
	    "speed %.3g games/s", g / secs);
	fprintf(fp, " %.3f s %d jobs\n", secs, jobs);
}

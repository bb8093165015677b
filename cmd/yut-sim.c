/* yut-sim - play many games between computer players and sum them up. */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "solve.h"
#include "bots.h"

struct bar {
	uint64_t total;
	double start, last;
	int width;		/* characters of the line now shown */
};

#define USAGE "[-q] [-A animal,animal...] [-j jobs] [-n games] [-P prob]\n\t[-p pieces] [-S strategy,strategy...] [-s seed] [-t table]" \
	"\n\n" \
	"-A animal,...\tadvanced games, with these animals\n" \
	"-j jobs\tspread the games over this many processes\n" \
	"-n games\thow many games (default 1000)\n" \
	"-P prob\tthe chance that a stick falls flat side up\n" \
	"-p pieces\tpieces per player, 1 to 4 (default 4)\n" \
	"-q\tno progress line\n" \
	"-S strategy,...\ttwo to four strategies, one a player\n" \
	"-s seed\tthe seed of the whole series\n" \
	"-t table\tthe table of yut-solve for perfect"

/* Seconds as "m:ss", or "h:mm:ss" from an hour on. */
static char *
clock_text(char *buf, size_t size, double secs)
{
	unsigned long s = secs < 0 ? 0 : (unsigned long)(secs + 0.5);

	if (s >= 3600)
		snprintf(buf, size, "%lu:%02lu:%02lu", s / 3600, s / 60 % 60,
		    s % 60);
	else
		snprintf(buf, size, "%lu:%02lu", s / 60, s % 60);
	return buf;
}

/*
 * A progress line on stderr, redrawn at most ten times a second: a bar,
 * the games done, the rate, the time taken and the time left.  It is
 * redrawn over itself with a carriage return and blanks, no escape
 * sequence, so a dumb terminal shows it as well.
 */
static void
progress(void *arg, uint64_t done)
{
	struct bar *b = arg;
	double t = yut_seconds(), secs = t - b->start, rate;
	char line[160], el[32], left[32];
	int i, n, fill;

	if (done < b->total && t - b->last < 0.1)
		return;
	b->last = t;
	rate = secs > 0 ? (double)done / secs : 0;
	fill = b->total ? (int)(40 * done / b->total) : 40;
	n = 0;
	line[n++] = '[';
	for (i = 0; i < 40; i++)
		line[n++] = i < fill ? '#' : '.';
	n += snprintf(line + n, sizeof line - (size_t)n,
	    "] %llu/%llu %.0f games/s %s elapsed",
	    (unsigned long long)done, (unsigned long long)b->total, rate,
	    clock_text(el, sizeof el, secs));
	if (rate > 0 && done < b->total)
		snprintf(line + n, sizeof line - (size_t)n, " %s left",
		    clock_text(left, sizeof left,
		    (double)(b->total - done) / rate));
	n = (int)strlen(line);
	fprintf(stderr, "\r%s%*s", line, b->width > n ? b->width - n : 0, "");
	b->width = n;
	fflush(stderr);
}

/* Blank the progress line, if one is shown, so the table starts clean. */
static void
progress_end(struct bar *b)
{
	if (b->width > 0)
		fprintf(stderr, "\r%*s\r", b->width, "");
	fflush(stderr);
}

/* Ctrl-C: stop after the games under way and print what was played. */
static void
on_interrupt(int sig)
{
	(void)sig;
	yut_sim_interrupt();
}

static int
strategy_item(const char *s, void *ctx)
{
	(void)ctx;
	return yut_strategy_parse(s);
}

static int
animal_item(const char *s, void *ctx)
{
	(void)ctx;
	return yut_animal_parse(s);
}

/*
 * A comma-separated list of one name a player ("expect,random") into
 * out[] by item; returns how many, dying on a bad list.
 */
static int
parse_list(const char *opt, const char *list, int (*item)(const char *,
    void *), const char *what, int *out)
{
	int n = yut_parse_list(opt, list, out, YUT_MAXPLAYERS, item, NULL,
	    what);

	if (n < YUT_MINPLAYERS)
		yut_die("%s: give %d to %d names, one per player", opt,
		    YUT_MINPLAYERS, YUT_MAXPLAYERS);
	return n;
}

/*
 * One row of the table, its label width wide: name, games, wins, rate and
 * its interval.
 */
static void
row(int width, const char *label, uint64_t wins, uint64_t games)
{
	double lo, hi;

	yut_wilson(wins, games, &lo, &hi);
	printf("%-*s %9llu %9llu %7.2f %7.2f %7.2f\n", width, label,
	    (unsigned long long)games, (unsigned long long)wins,
	    games ? 100.0 * (double)wins / (double)games : 0.0,
	    100 * lo, 100 * hi);
}

int
main(int argc, char *argv[])
{
	struct yut_sim sim;
	struct yut_sim_tally t;
	struct yut_rng rng;
	struct bar bar;
	const char *seedarg = NULL, *tpath = NULL, *e;
	static struct yut_table table;	/* kept to the end: reachable */
	struct yut_state st;
	char err[512];
	uint64_t ngames = 1000;
	struct sigaction sa;
	char label[YUT_MAXPLAYERS][32];
	double secs, g;
	int c, k, jobs = 1, quiet = 0, width = 9;

	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	memset(&sim, 0, sizeof sim);
	sim.npieces = YUT_MAXPIECES;
	sim.prob = 0.5;
	sim.nstrat = parse_list("-S", "expect,random", strategy_item, "",
	    sim.strat);
	while ((c = yut_getopt(argc, argv, "A:j:n:P:p:qS:s:t:")) != -1) {
		switch (c) {
		case 'A':
			sim.advanced = parse_list("-A", optarg, animal_item,
			    "an animal (pig, dog, sheep, cow)", sim.animal);
			break;
		case 'j':
			jobs = (int)yut_strtonum(optarg, 1, YUT_SIM_MAXJOBS,
			    &e);
			if (e != NULL)
				yut_die("-j: %.32s is %s (1-%d)", optarg, e,
				    YUT_SIM_MAXJOBS);
			break;
		case 'n':
			ngames = (uint64_t)yut_strtonum(optarg, 1,
			    1000000000000LL, &e);
			if (e != NULL)
				yut_die("-n: %.32s is %s (1-1000000000000)",
				    optarg, e);
			break;
		case 'P':
			if (yut_parse_prob(optarg, &sim.prob) < 0)
				yut_die("-P: %.32s is not a probability "
				    "between 0 and 1", optarg);
			break;
		case 'p':
			sim.npieces = (int)yut_strtonum(optarg, 1,
			    YUT_MAXPIECES, &e);
			if (e != NULL)
				yut_die("-p: %.32s is %s (1-%d)", optarg, e,
				    YUT_MAXPIECES);
			break;
		case 'q':
			quiet = 1;
			break;
		case 'S':
			sim.nstrat = parse_list("-S", optarg, strategy_item,
			    "a strategy (" YUT_STRATEGIES ")",
			    sim.strat);
			break;
		case 's':
			seedarg = optarg;
			break;
		case 't':
			tpath = optarg;
			break;
		default:
			yut_usage(2);
		}
	}
	if (optind != argc)
		yut_usage(2);
	if (sim.advanced && sim.advanced != sim.nstrat)
		yut_die("-A: %d animals for %d strategies", sim.advanced,
		    sim.nstrat);
	if (sim.advanced)
		sim.npieces = YUT_MAXPIECES;
	for (k = 0; k < sim.nstrat; k++)
		if (sim.strat[k] == YUT_BOT_PERFECT && tpath == NULL)
			yut_die("-S perfect: give the table to play from with "
			    "-t");
	if (tpath != NULL) {
		if (yut_table_read(&table, tpath, err, sizeof err) < 0)
			yut_die("%s", err);
		yut_state_basic(&st, sim.nstrat, sim.npieces);
		if (sim.advanced)
			st.rules = YUT_ADVANCED;
		if (yut_table_covers(&table, &st, err, sizeof err) < 0)
			yut_die("%s: %s", tpath, err);
		if (yut_table_accept(&table, tpath, sim.prob, err,
		    sizeof err) < 0)
			yut_die("%s", err);
		sim.table = &table;
	}
	if (!yut_seed_option(seedarg, 1, &sim.seed)) {
		yut_rng_entropy(&rng);
		sim.seed = yut_rng_next(&rng) >> 1;
	}
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_interrupt;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	memset(&bar, 0, sizeof bar);
	bar.total = ngames;
	bar.start = bar.last = yut_seconds();
	c = yut_sim_run(&sim, ngames, jobs,
	    !quiet && isatty(2) ? progress : NULL, &bar, &t, err, sizeof err);
	progress_end(&bar);
	if (c < 0)
		yut_diex(1, "%s", err);
	secs = yut_seconds() - bar.start;
	g = (double)t.games;
	printf("# %llu games, %d pieces, p %g, seed %llu",
	    (unsigned long long)t.games, sim.npieces, sim.prob,
	    (unsigned long long)sim.seed);
	for (k = 0; k < sim.advanced; k++)
		printf("%s%s", k ? "," : ", animals ",
		    yut_animal_name(sim.animal[k]));
	putchar('\n');
	/* with animals, each row says whose: expect(pig) */
	for (k = 0; k < sim.nstrat; k++) {
		if (sim.advanced)
			snprintf(label[k], sizeof label[k], "%s(%s)",
			    yut_strategy_name(sim.strat[k]),
			    yut_animal_name(sim.animal[k]));
		else
			snprintf(label[k], sizeof label[k], "%s",
			    yut_strategy_name(sim.strat[k]));
		if ((int)strlen(label[k]) > width)
			width = (int)strlen(label[k]);
	}
	printf("%-*s %9s %9s %7s %15s\n", width, "#", "games", "wins", "win%",
	    "95% interval");
	for (k = 0; k < sim.nstrat; k++)
		row(width, label[k], t.wins[k], t.games);
	for (k = 0; k < sim.nstrat; k++) {
		snprintf(label[k], sizeof label[k], "seat%d", k);
		row(width, label[k], t.seatwins[k], t.games);
	}
	printf("draws %llu\n", (unsigned long long)t.draws);
	printf("length %.2f turns %.2f throws %.2f moves\n",
	    (double)t.turns / g, (double)t.throws / g, (double)t.moves / g);
	/* three significant digits at least: a slow run is not "speed 0" */
	printf(g / secs >= 100 ? "speed %.0f games/s" : "speed %.3g games/s",
	    g / secs);
	printf(" %.3f s %d jobs\n", secs, jobs);
	if (tpath != NULL)
		yut_table_free(&table);
	yut_fshut(stdout, "stdout");
	if (yut_sim_interrupted()) {
		yut_warn("interrupted: the figures are of %llu games of %llu",
		    (unsigned long long)t.games, (unsigned long long)ngames);
		return 130;
	}
	return 0;
}

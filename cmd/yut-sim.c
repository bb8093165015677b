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

/* What the options ask for. */
struct opts {
	struct yut_sim sim;
	uint64_t ngames;
	int jobs, quiet;
	const char *seedarg, *tpath;
};

/* The options after yut_cli into op, checked against each other. */
static void
parse_options(int argc, char **argv, struct opts *op)
{
	struct yut_sim *sim = &op->sim;
	int c, k;

	while ((c = yut_getopt(argc, argv, "A:j:n:P:p:qS:s:t:")) != -1) {
		switch (c) {
		case 'A':
			sim->advanced = parse_list("-A", optarg, animal_item,
			    "an animal (pig, dog, sheep, cow)", sim->animal);
			break;
		case 'j':
			op->jobs = (int)yut_optnum(c, optarg, 1,
			    YUT_SIM_MAXJOBS);
			break;
		case 'n':
			op->ngames = (uint64_t)yut_optnum(c, optarg, 1,
			    1000000000000LL);
			break;
		case 'P':
			sim->prob = yut_optprob(c, optarg);
			break;
		case 'p':
			sim->npieces = (int)yut_optnum(c, optarg, 1,
			    YUT_MAXPIECES);
			break;
		case 'q':
			op->quiet = 1;
			break;
		case 'S':
			sim->nstrat = parse_list("-S", optarg, strategy_item,
			    "a strategy (" YUT_STRATEGIES ")", sim->strat);
			break;
		case 's':
			op->seedarg = optarg;
			break;
		case 't':
			op->tpath = optarg;
			break;
		default:
			yut_usage(2);
		}
	}
	if (optind != argc)
		yut_usage(2);
	if (sim->advanced && sim->advanced != sim->nstrat)
		yut_die("-A: %d animals for %d strategies", sim->advanced,
		    sim->nstrat);
	if (sim->advanced)
		sim->npieces = YUT_MAXPIECES;
	for (k = 0; k < sim->nstrat; k++)
		if (sim->strat[k] == YUT_BOT_PERFECT && op->tpath == NULL)
			yut_die("-S perfect: give the table to play from with "
			    "-t");
}

/* The table of -t, for the games the options ask for. */
static void
open_table(struct opts *op, struct yut_table *table)
{
	struct yut_state st;
	char err[512];

	yut_state_basic(&st, op->sim.nstrat, op->sim.npieces);
	if (op->sim.advanced)
		st.rules = YUT_ADVANCED;
	if (yut_table_open(table, op->tpath, &st, op->sim.prob, err,
	    sizeof err) < 0)
		yut_die("%s", err);
	op->sim.table = table;
}

int
main(int argc, char *argv[])
{
	static struct yut_table table;	/* kept to the end: reachable */
	struct opts op;
	struct yut_sim_tally t;
	struct yut_rng rng;
	struct sigaction sa;
	struct bar bar;
	char err[512];
	int rc;

	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	memset(&op, 0, sizeof op);
	op.sim.npieces = YUT_MAXPIECES;
	op.sim.prob = 0.5;
	op.sim.nstrat = parse_list("-S", "expect,random", strategy_item, "",
	    op.sim.strat);
	op.ngames = 1000;
	op.jobs = 1;
	parse_options(argc, argv, &op);
	if (op.tpath != NULL)
		open_table(&op, &table);
	if (!yut_seed_option(op.seedarg, 1, &op.sim.seed)) {
		yut_rng_entropy(&rng);
		op.sim.seed = yut_rng_next(&rng) >> 1;
	}
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_interrupt;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	memset(&bar, 0, sizeof bar);
	bar.total = op.ngames;
	bar.start = bar.last = yut_seconds();
	rc = yut_sim_run(&op.sim, op.ngames, op.jobs, !op.quiet && isatty(2) ?
	    progress : NULL, &bar, &t, err, sizeof err);
	progress_end(&bar);
	if (rc < 0)
		yut_diex(1, "%s", err);
	yut_sim_report(stdout, &op.sim, &t, yut_seconds() - bar.start,
	    op.jobs);
	if (op.tpath != NULL)
		yut_table_free(&table);
	yut_fshut(stdout, "stdout");
	if (yut_sim_interrupted()) {
		yut_warn("interrupted: the figures are of %llu games of %llu",
		    (unsigned long long)t.games, (unsigned long long)op.ngames);
		return 130;
	}
	return 0;
}

/*
 * bench.c - the figures of make bench: simulation speed on one core, the
 * time the expect bot takes per move, and the win rates of every pair of
 * strategies over paired games.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "yut.h"

#define SPEED_GAMES	300000
#define TIMED_GAMES	300
#define PAIR_GAMES	10000
#define SEED		20240601

/* CPU time of this process: what a decision costs, whatever the load. */
static double
cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Random against random on one core, three times; the best run counts. */
static void
speed(void)
{
	struct yut_sim sim;
	struct yut_sim_tally t;
	char err[256];
	double t0, secs, best = 0;
	int run;

	memset(&sim, 0, sizeof sim);
	sim.nstrat = 2;
	sim.strat[0] = sim.strat[1] = YUT_BOT_RANDOM;
	sim.npieces = 4;
	sim.prob = 0.5;
	sim.seed = SEED;
	for (run = 0; run < 3; run++) {
		t0 = now();
		if (yut_sim_run(&sim, SPEED_GAMES, 1, NULL, NULL, &t, err,
		    sizeof err) < 0)
			yut_die("%s", err);
		secs = now() - t0;
		if (SPEED_GAMES / secs > best)
			best = SPEED_GAMES / secs;
	}
	printf("random vs random, one core: %.0f games/s "
	    "(best of 3 runs of %d games)\n", best, SPEED_GAMES);
}

/*
 * Time every call of the expect bot in games against greedy, the bot in
 * either seat; moves with one choice are counted apart.
 */
static void
move_time(void)
{
	struct yut_state st;
	struct yut_event ev;
	struct yut_rng sticks, rng;
	struct yut_mv mv, all[YUT_MAXMOVES];
	double t0, dt, sum = 0, worst = 0, sumc = 0;
	long n = 0, nc = 0, g;
	int strat, choice;

	yut_rng_seed(&sticks, SEED);
	yut_rng_seed(&rng, SEED + 1);
	for (g = 0; g < TIMED_GAMES; g++) {
		yut_state_basic(&st, 2, 4);
		while (!yut_over(&st)) {
			if (st.throws > 0) {
				yut_throw_all(&st, &sticks, 0.5, &ev);
				continue;
			}
			strat = st.turn == (g & 1) ? YUT_BOT_EXPECT :
			    YUT_BOT_GREEDY;
			choice = yut_legal_moves(&st, all) > 1;
			t0 = now();
			if (yut_bot_choose(&st, strat, &rng, &mv) < 0)
				yut_die("no move");
			dt = now() - t0;
			if (strat == YUT_BOT_EXPECT) {
				n++;
				sum += dt;
				if (choice) {
					nc++;
					sumc += dt;
				}
				if (dt > worst)
					worst = dt;
			}
			if (yut_move(&st, mv.pos, mv.result, &ev) != YUT_OK)
				yut_die("illegal move");
		}
	}
	printf("expect, time per move over %d games against greedy: "
	    "mean %.3f ms (%.3f ms over the %ld of %ld moves with a "
	    "choice), worst %.3f ms\n", TIMED_GAMES, 1e3 * sum / (double)n,
	    nc ? 1e3 * sumc / (double)nc : 0.0, nc, n, 1e3 * worst);
}

/*
 * A state of 4 pieces a side for the decision-time set: pieces placed at
 * random (none on another side's square, a cow on its path, nobody home),
 * a hand of size results drawn from the sticks, nothing owed.
 */
static void
random_state(struct yut_state *st, struct yut_rng *rng, int animal,
    int size)
{
	char err[256];
	int k, i, pos;

	do {
		yut_state_basic(st, 2, 4);
		if (animal >= 0) {
			st->rules = YUT_ADVANCED;
			for (k = 0; k < 2; k++) {
				snprintf(st->p[k].id, sizeof st->p[k].id,
				    "bot%d", k);
				st->p[k].animal = k == 0 ? animal :
				    (int)yut_rng_below(rng, YUT_NANIMALS);
			}
		}
		for (k = 0; k < 2; k++)
			for (i = 0; i < 4; i++) {
				pos = (int)yut_rng_below(rng, 32);
				st->p[k].pos[i] = pos == 30 ? YUT_ARRIVED :
				    pos == 31 ? 0 : pos;
			}
		yut_state_sort(st);
		st->throws = 0;
		memset(st->hand, 0, sizeof st->hand);
		for (i = 0; i < size; i++)
			st->hand[yut_throw(rng, 0.5)]++;
	} while (yut_state_check(st, err, sizeof err) < 0 ||
	    yut_winner(st) >= 0 || yut_legal_moves(st,
	    (struct yut_mv[YUT_MAXMOVES]){ { 0, 0 } }) < 2);
}

/*
 * The worst time expect takes over a set of hard decisions: hands of 1
 * to 8 results and of 16 and 32, basic and with each animal to act,
 * 40 states of each; beside the 20 ms a decision may take.
 */
static void
decision_worst(void)
{
	static const int sizes[] = { 1, 2, 3, 4, 5, 6, 7, 8, 16, 32 };
	struct yut_state st;
	struct yut_rng rng, brng;
	struct yut_mv mv;
	double t0, dt, worst = 0, sum = 0;
	int a, z, j, n = 0, wsize = 0, wanimal = 0;

	yut_rng_seed(&rng, SEED + 2);
	yut_rng_seed(&brng, SEED + 3);
	for (a = -1; a < YUT_NANIMALS; a++)
		for (z = 0; z < (int)(sizeof sizes / sizeof sizes[0]); z++)
			for (j = 0; j < 40; j++) {
				random_state(&st, &rng, a, sizes[z]);
				t0 = cpu_now();
				if (yut_bot_choose(&st, YUT_BOT_EXPECT, &brng,
				    &mv) < 0)
					yut_die("no move");
				dt = cpu_now() - t0;
				sum += dt;
				n++;
				if (dt > worst) {
					worst = dt;
					wsize = sizes[z];
					wanimal = a;
				}
			}
	printf("expect, hard decisions (hands of 1-8, 16, 32 results, basic "
	    "and each animal, %d states), CPU time: mean %.3f ms, worst "
	    "%.3f ms "
	    "(%s, %d results) = %.2f of the 20 ms bound\n", n,
	    1e3 * sum / n, 1e3 * worst, wanimal < 0 ? "basic" :
	    yut_animal_name(wanimal), wsize, worst / 0.020);
}

/* The win rate table of every pair of strategies. */
static void
pairs(int jobs)
{
	struct yut_sim sim;
	struct yut_sim_tally t;
	char err[256];
	double lo, hi, t0;
	int a, b;

	printf("win rates over %d games a pair (seats swapped, paired "
	    "sticks), 4 pieces, p 0.5, %d jobs:\n", PAIR_GAMES, jobs);
	printf("  %-7s %-7s %8s %17s %8s %8s\n", "A", "B", "A wins",
	    "95% interval", "turns", "secs");
	for (a = YUT_NPLAIN - 1; a >= 0; a--)
		for (b = a - 1; b >= 0; b--) {
			memset(&sim, 0, sizeof sim);
			sim.nstrat = 2;
			sim.strat[0] = a;
			sim.strat[1] = b;
			sim.npieces = 4;
			sim.prob = 0.5;
			sim.seed = SEED;
			t0 = now();
			if (yut_sim_run(&sim, PAIR_GAMES, jobs, NULL, NULL, &t,
			    err, sizeof err) < 0)
				yut_die("%s", err);
			yut_wilson(t.wins[0], t.games, &lo, &hi);
			printf("  %-7s %-7s %7.2f%% %7.2f%% %7.2f%% %8.2f "
			    "%8.1f\n", yut_strategy_name(a),
			    yut_strategy_name(b),
			    100.0 * (double)t.wins[0] / (double)t.games,
			    100 * lo, 100 * hi,
			    (double)t.turns / (double)t.games, now() - t0);
			fflush(stdout);
		}
}

/*
 * perfect, from table t, against each strategy without a table, over
 * paired games at the table's pieces.
 */
static void
perfect_pairs(struct yut_table *t, const char *name, int jobs)
{
	struct yut_sim sim;
	struct yut_sim_tally tl;
	char err[256];
	double lo, hi;
	int b;

	yut_bot_table(t);
	printf("perfect (%s) over %d games a pair, %d piece%s, p %g:\n",
	    name, PAIR_GAMES, t->npieces, t->npieces > 1 ? "s" : "",
	    t->prob);
	for (b = YUT_NPLAIN - 1; b >= 0; b--) {
		memset(&sim, 0, sizeof sim);
		sim.nstrat = 2;
		sim.strat[0] = YUT_BOT_PERFECT;
		sim.strat[1] = b;
		sim.npieces = t->npieces;
		sim.prob = t->prob;
		sim.seed = SEED;
		if (yut_sim_run(&sim, PAIR_GAMES, jobs, NULL, NULL, &tl, err,
		    sizeof err) < 0)
			yut_die("%s", err);
		yut_wilson(tl.wins[0], tl.games, &lo, &hi);
		printf("  perfect %-7s %7.2f%% %7.2f%% %7.2f%%\n",
		    yut_strategy_name(b),
		    100.0 * (double)tl.wins[0] / (double)tl.games, 100 * lo,
		    100 * hi);
		fflush(stdout);
	}
	yut_bot_table(NULL);
}

/*
 * Solve the one-piece game here (its time beside that of a sweep of
 * random games as the reference), and play perfect from it and from each
 * table named on the command line.
 */
static void
perfect(int ntables, char **tables, int jobs)
{
	struct yut_solve_opts o;
	struct yut_solve_stats stats;
	struct yut_table t;
	char err[512];
	double t0, secs;
	int i;

	memset(&o, 0, sizeof o);
	o.npieces = 1;
	o.prob = 0.5;
	o.tol = 1e-12;
	o.max_sweeps = 1000;
	o.cut_eps = 1e-15;
	o.memo_bytes = (size_t)4 << 20;
	o.part = -1;
	t0 = now();
	if (yut_solve(&t, &o, &stats, err, sizeof err) < 0)
		yut_die("%s", err);
	secs = now() - t0;
	printf("yut-solve -p 1: %.3f s, %d sweeps, %llu nodes, "
	    "start p0=%.6f\n", secs, stats.sweeps,
	    (unsigned long long)stats.nodes, t.v[0]);
	perfect_pairs(&t, "solved here", jobs);
	yut_table_free(&t);
	for (i = 0; i < ntables; i++) {
		if (yut_table_read(&t, tables[i], err, sizeof err) < 0)
			yut_die("%s", err);
		perfect_pairs(&t, tables[i], jobs);
		yut_table_free(&t);
	}
}

int
main(int argc, char *argv[])
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);

	yut_setprogname(argv[0]);
	speed();
	fflush(stdout);
	move_time();
	fflush(stdout);
	decision_worst();
	fflush(stdout);
	pairs(cpus < 1 ? 1 : cpus > 64 ? 64 : (int)cpus);
	perfect(argc - 1, argv + 1, cpus < 1 ? 1 : cpus > 64 ? 64 :
	    (int)cpus);
	yut_fshut(stdout, "stdout");
	return 0;
}

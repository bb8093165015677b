/*
 * bench.c - the figures of make bench: simulation speed on one core, the
 * time the expect bot takes per move, and the win rates of every pair of
 * strategies over paired games.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/wait.h>

#include "yut.h"

#define SPEED_GAMES	300000
#define TIMED_GAMES	300
#define PAIR_GAMES	10000
#define SEED		20240601
#define DRIVE_GAMES	24	/* every players x pieces, twice */

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
	for (a = YUT_NSTRATEGIES - 1; a >= 0; a--)
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

/* Run yut-play -s seed with stdin from in and stdout to /dev/null. */
static void
play_alone(char *const argv[], FILE *in)
{
	pid_t pid;
	int st, null;

	rewind(in);
	if ((pid = fork()) < 0)
		yut_die("fork:");
	if (pid == 0) {
		null = open("/dev/null", O_WRONLY);
		if (dup2(fileno(in), 0) < 0 || null < 0 || dup2(null, 1) < 0)
			_exit(127);
		execv(argv[0], argv);
		_exit(127);
	}
	if (waitpid(pid, &st, 0) < 0 || !WIFEXITED(st) ||
	    WEXITSTATUS(st) != 0)
		yut_die("%s with the answers of yut-drive failed", argv[0]);
}

/*
 * What yut-drive costs per answer beyond the program's own time: the
 * same basic games of yut-play -s played by the driver on a pty, each
 * screen checked, and, as the reference, the answers it typed piped to
 * the same program; best of 3 runs each.
 */
static void
drive_cost(void)
{
	char *argv[] = { "bin/yut-play", "-s", "5", "--color=never", NULL };
	struct yut_drive dr;
	FILE *answers;
	double t0, drive = 1e9, alone = 1e9, d;
	long n = 0;
	int run, c;

	if (access(argv[0], X_OK) < 0)
		yut_die("%s:", argv[0]);
	for (run = 0; run < 3; run++) {
		if ((answers = tmpfile()) == NULL)
			yut_die("tmpfile:");
		memset(&dr, 0, sizeof dr);
		dr.argv = argv;
		dr.games = DRIVE_GAMES;
		dr.strategy = YUT_BOT_GREEDY;
		dr.seed = SEED;
		dr.timeout_ms = 10000;
		dr.answers = answers;
		t0 = now();
		if (yut_drive(&dr) != 0)
			yut_die("yut-drive failed on %s", argv[0]);
		if ((d = now() - t0) < drive)
			drive = d;
		fflush(answers);
		rewind(answers);
		for (n = 0; (c = getc(answers)) != EOF;)
			n += c == '\n';
		t0 = now();
		play_alone(argv, answers);
		if ((d = now() - t0) < alone)
			alone = d;
		fclose(answers);
	}
	printf("yut-drive: %.3f ms per answer beyond the program's own "
	    "time (%ld answers, %d games: driven %.3f s, answers piped "
	    "%.3f s, ratio %.2f; target under 5 ms)\n",
	    (drive - alone) * 1000 / (double)n, n, DRIVE_GAMES, drive, alone,
	    drive / alone);
}

int
main(int argc, char *argv[])
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);

	yut_setprogname(argv[0]);
	(void)argc;
	speed();
	fflush(stdout);
	move_time();
	fflush(stdout);
	pairs(cpus < 1 ? 1 : cpus > 64 ? 64 : (int)cpus);
	fflush(stdout);
	drive_cost();
	yut_fshut(stdout, "stdout");
	return 0;
}

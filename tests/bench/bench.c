/*
 * bench.c - the figures of make bench: simulation speed on one core, the
 * time the expect bot takes per move, and the win rates of every pair of
 * strategies over paired games.
 */
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/wait.h>

#include "game.h"
#include "solve.h"
#include "bots.h"
#include "grade.h"

#define SPEED_GAMES	300000
#define TIMED_GAMES	300
#define PAIR_GAMES	10000
#define SEED		20240601
#define DRIVE_GAMES	24	/* every players x pieces, twice */

/* CPU time of this process: what a decision costs, whatever the load. */
static double
cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * Games a second of random against random, plain or fast, over jobs: by
 * the CPU time of this process (cpu, one job) or by the clock.
 */
static double
rate(int plain, int jobs, uint64_t games, int cpu)
{
	struct yut_sim sim;
	struct yut_sim_tally t;
	char err[256];
	double (*clock)(void) = cpu ? cpu_now : yut_seconds;
	double t0;

	memset(&sim, 0, sizeof sim);
	sim.nstrat = 2;
	sim.strat[0] = sim.strat[1] = YUT_BOT_RANDOM;
	sim.npieces = 4;
	sim.prob = 0.5;
	sim.seed = SEED;
	sim.plain = plain;
	t0 = clock();
	if (yut_sim_run(&sim, games, jobs, NULL, NULL, &t, err,
	    sizeof err) < 0)
		yut_die("%s", err);
	return (double)games / (clock() - t0);
}

/* The larger of a and b. */
static double
max(double a, double b)
{
	return a > b ? a : b;
}

/*
 * Random against random on one core: yut-sim's fast path against the
 * generic rules (every move through yut_bot_choose and yut_move, the
 * reference), turn about, five runs each; the best run of each counts.
 * Then the fast path over two processes against one.
 */
static void
speed(void)
{
	double fast = 0, plain = 0, one = 0, two = 0;
	int run;

	for (run = 0; run < 5; run++) {
		plain = max(plain, rate(1, 1, SPEED_GAMES, 1));
		fast = max(fast, rate(0, 1, SPEED_GAMES, 1));
	}
	printf("random vs random, one core: %.0f games/s, generic rules "
	    "%.0f games/s: %.2fx (CPU time, best of 5 runs of %d games)\n",
	    fast, plain, fast / plain, SPEED_GAMES);
	fflush(stdout);
	for (run = 0; run < 3; run++) {
		one = max(one, rate(0, 1, 2 * SPEED_GAMES, 0));
		two = max(two, rate(0, 2, 2 * SPEED_GAMES, 0));
	}
	printf("random vs random, -j 2 against -j 1: %.0f and %.0f games/s: "
	    "%.2fx (clock, best of 3 runs of %d games)\n", two, one, two / one,
	    2 * SPEED_GAMES);
}

/* ---------------------------------------------- the cost of a process */

#define RUNS	300		/* runs of each program */

/* A program as make bench runs it: arguments, and its standard input. */
struct prog {
	const char *argv[8];
	const char *input;
	double *secs;			/* by the clock, run by run */
	double *cpu;			/* CPU time (user and system) */
};

/* CPU seconds the waited-for children have used. */
static double
children_cpu(void)
{
	struct rusage ru;

	getrusage(RUSAGE_CHILDREN, &ru);
	return (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
	    (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

/*
 * Run argv once with input on stdin and stdout on /dev/null: seconds by
 * the clock, and the CPU seconds the run used in *cpu.
 */
static double
run_once(const struct prog *p, const char *path, double *cpu)
{
	double t0 = yut_seconds(), c0 = children_cpu();
	pid_t pid;
	int status, fd;

	if ((pid = fork()) < 0)
		yut_die("fork:");
	if (pid == 0) {
		if ((fd = open(path, O_RDONLY)) < 0 || dup2(fd, 0) < 0 ||
		    (fd = open("/dev/null", O_WRONLY)) < 0 || dup2(fd, 1) < 0)
			_exit(127);
		execv(p->argv[0], (char *const *)p->argv);
		_exit(127);
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			yut_die("waitpid:");
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		yut_die("%s failed", p->argv[0]);
	*cpu = children_cpu() - c0;
	return yut_seconds() - t0;
}

/* qsort's comparison of two doubles. */
static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* The median of v[0..n-1], which it sorts. */
static double
median(double *v, size_t n)
{
	qsort(v, n, sizeof(double), cmp_double);
	return v[n / 2];
}

/*
 * The filters and the quick bots against a static program that reads
 * its input and does nothing (bin/yut-bench-nothing): each run RUNS
 * times, turn about, and compared by the median run, by the clock and
 * by the CPU time (steadier on a shared machine).
 */
static void
startup(void)
{
	static const char *state[] = {
		"yut1 rules=basic turn=0 throws=1 hand= p0=0,0,0,0 "
		    "p1=0,0,0,0",
		"yut1 rules=basic turn=0 throws=0 hand=do,gae,mo "
		    "p0=0,0,3,7 p1=0,0,0,9"
	};
	struct prog progs[] = {
		{ { "bin/yut-bench-nothing" }, "0", NULL, NULL },
		{ { "bin/yut-new", "2" }, "0", NULL, NULL },
		{ { "bin/yut-throw", "-s", "1" }, "0", NULL, NULL },
		{ { "bin/yut-move", "0", "gae" }, "1", NULL, NULL },
		{ { "bin/yut-render", "--color=never" }, "1", NULL, NULL },
		{ { "bin/yut-bot", "-S", "random", "-s", "1" }, "1", NULL, NULL },
		{ { "bin/yut-bot", "-S", "greedy", "-s", "1" }, "1", NULL, NULL },
	};
	char path[2][64], label[64];
	size_t n = sizeof progs / sizeof progs[0], i;
	double med[sizeof progs / sizeof progs[0]];
	double cmed[sizeof progs / sizeof progs[0]];
	int k, fd, r;
	FILE *fp;

	for (k = 0; k < 2; k++) {
		snprintf(path[k], sizeof path[k], "/tmp/yut-bench.XXXXXX");
		if ((fd = mkstemp(path[k])) < 0 ||
		    (fp = fdopen(fd, "w")) == NULL)
			yut_die("mkstemp:");
		fprintf(fp, "%s\n", state[k]);
		yut_fshut(fp, path[k]);
	}
	for (i = 0; i < n; i++) {
		progs[i].secs = yut_calloc(RUNS, sizeof(double));
		progs[i].cpu = yut_calloc(RUNS, sizeof(double));
	}
	for (r = 0; r < RUNS; r++)
		for (i = 0; i < n; i++)
			progs[i].secs[r] = run_once(&progs[i],
			    path[progs[i].input[0] - '0'], &progs[i].cpu[r]);
	for (i = 0; i < n; i++) {
		med[i] = median(progs[i].secs, RUNS);
		cmed[i] = median(progs[i].cpu, RUNS);
	}
	printf("a process, median of %d runs each, against a static "
	    "program that reads stdin and does nothing (%.3f ms, CPU %.3f "
	    "ms):\n", RUNS, 1e3 * med[0], 1e3 * cmed[0]);
	for (i = 1; i < n; i++) {
		/* the name, and the strategy of a bot */
		snprintf(label, sizeof label, "%s%s%s", progs[i].argv[0] + 4,
		    strcmp(progs[i].argv[1], "-S") == 0 ? " -S " : "",
		    strcmp(progs[i].argv[1], "-S") == 0 ? progs[i].argv[2] :
		    "");
		printf("  %-20s %7.3f ms %6.2fx   CPU %7.3f ms %6.2fx\n", label,
		    1e3 * med[i], med[i] / med[0], 1e3 * cmed[i],
		    cmed[i] / cmed[0]);
	}
	for (i = 0; i < n; i++) {
		free(progs[i].secs);
		free(progs[i].cpu);
	}
	unlink(path[0]);
	unlink(path[1]);
}

/*
 * Time every call of the bot of strategy bot in games against greedy, the
 * bot in either seat; moves with one choice are counted apart.
 */
static void
move_time(int bot)
{
	struct yut_state st;
	struct yut_event ev;
	struct yut_rng sticks, rng;
	struct yut_mv mv, all[YUT_MAXMOVES];
	struct yut_bot b = { 0, 0.5, NULL, NULL, NULL };
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
			strat = st.turn == (g & 1) ? bot : YUT_BOT_GREEDY;
			choice = yut_legal_moves(&st, all) > 1;
			t0 = yut_seconds();
			b.strategy = strat;
			if (yut_bot_choose(&st, &b, &rng, &mv) < 0)
				yut_die("no move");
			dt = yut_seconds() - t0;
			if (strat == bot) {
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
	printf("%s, time per move over %d games against greedy: "
	    "mean %.3f ms (%.3f ms over the %ld of %ld moves with a "
	    "choice), worst %.3f ms\n", yut_strategy_name(bot), TIMED_GAMES,
	    1e3 * sum / (double)n,
	    nc ? 1e3 * sumc / (double)nc : 0.0, nc, n, 1e3 * worst);
}

/*
 * A state of nplayers sides of 4 pieces for the decision-time set: pieces
 * placed at random (none on another side's square, a cow on its path,
 * nobody home), a hand of size results drawn from the sticks, nothing
 * owed; animals with two players only.
 */
static void
random_state(struct yut_state *st, struct yut_rng *rng, int nplayers,
    int animal, int size)
{
	char err[256];
	int k, i, pos;

	do {
		yut_state_basic(st, nplayers, 4);
		if (animal >= 0) {
			st->rules = YUT_ADVANCED;
			for (k = 0; k < 2; k++) {
				snprintf(st->p[k].id, sizeof st->p[k].id,
				    "bot%d", k);
				st->p[k].animal = k == 0 ? animal :
				    (int)yut_rng_below(rng, YUT_NANIMALS);
			}
		}
		for (k = 0; k < nplayers; k++)
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
 * The worst time the bot of strategy bot takes over a set of hard
 * decisions: hands of 1 to 8 results and of 16 and 32, 40 states of each,
 * two players basic and with each animal to act, or basic games of
 * nplayers 3 or 4 (1,000 states each way); beside the 20 ms a decision
 * may take.
 */
static void
decision_worst(int bot, int nplayers)
{
	static const int sizes[] = { 1, 2, 3, 4, 5, 6, 7, 8, 16, 32 };
	struct yut_state st;
	struct yut_rng rng, brng;
	struct yut_mv mv;
	struct yut_bot b = { bot, 0.5, NULL, NULL, NULL };
	double t0, dt, worst = 0, sum = 0;
	int a, z, j, r, n = 0, wsize = 0, wanimal = 0;

	yut_rng_seed(&rng, SEED + 2);
	yut_rng_seed(&brng, SEED + 3);
	for (a = -1; a < (nplayers == 2 ? YUT_NANIMALS : 0); a++)
		for (z = 0; z < (int)(sizeof sizes / sizeof sizes[0]); z++)
			for (j = 0; j < (nplayers == 2 ? 40 : 100); j++) {
				random_state(&st, &rng, nplayers, a,
				    sizes[z]);
				/* a decision is the same each time: the
				 * least of three runs leaves out the
				 * machine's interruptions */
				for (r = 0, dt = 1e9; r < 3; r++) {
					t0 = cpu_now();
					if (yut_bot_choose(&st, &b, &brng,
					    &mv) < 0)
						yut_die("no move");
					if ((t0 = cpu_now() - t0) < dt)
						dt = t0;
				}
				sum += dt;
				n++;
				if (dt > worst) {
					worst = dt;
					wsize = sizes[z];
					wanimal = a;
				}
			}
	printf("%s, hard decisions (hands of 1-8, 16, 32 results, %s, "
	    "%d states), CPU time, least of 3: mean %.3f ms, worst %.3f ms "
	    "(%s, %d results) = %.2f of the 20 ms bound\n",
	    yut_strategy_name(bot), nplayers == 2 ? "basic and each animal" :
	    nplayers == 3 ? "three players" : "four players", n,
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
			t0 = yut_seconds();
			if (yut_sim_run(&sim, PAIR_GAMES, jobs, NULL, NULL, &t,
			    err, sizeof err) < 0)
				yut_die("%s", err);
			yut_wilson(t.wins[0], t.games, &lo, &hi);
			printf("  %-7s %-7s %7.2f%% %7.2f%% %7.2f%% %8.2f "
			    "%8.1f\n", yut_strategy_name(a),
			    yut_strategy_name(b),
			    100.0 * (double)t.wins[0] / (double)t.games,
			    100 * lo, 100 * hi,
			    (double)t.turns / (double)t.games, yut_seconds() - t0);
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
		yut_pty_defaults(&dr.run);
		t0 = yut_seconds();
		if (yut_drive(&dr) != 0)
			yut_die("yut-drive failed on %s", argv[0]);
		if ((d = yut_seconds() - t0) < drive)
			drive = d;
		fflush(answers);
		rewind(answers);
		for (n = 0; (c = getc(answers)) != EOF;)
			n += c == '\n';
		t0 = yut_seconds();
		play_alone(argv, answers);
		if ((d = yut_seconds() - t0) < alone)
			alone = d;
		fclose(answers);
	}
	printf("yut-drive: %.3f ms per answer beyond the program's own "
	    "time (%ld answers, %d games: driven %.3f s, answers piped "
	    "%.3f s, ratio %.2f; target under 5 ms)\n",
	    (drive - alone) * 1000 / (double)n, n, DRIVE_GAMES, drive, alone,
	    drive / alone);
}

#define REF_LINES	10000

/*
 * A transcript of at least REF_LINES lines, as yut-play shows a game of
 * random players: screens, questions and answers.  Written to fp.
 */
static void
transcript(FILE *fp)
{
	struct yut_state st;
	struct yut_event ev;
	struct yut_rng sticks, rng;
	struct yut_mv mv;
	struct yut_bot b = { YUT_BOT_RANDOM, 0.5, NULL, NULL, NULL };
	long lines = 3;
	char *scr, *p;
	size_t len;
	FILE *mem;

	yut_rng_seed(&sticks, SEED);
	yut_rng_seed(&rng, SEED + 2);
	fputs("Select the function you want : 1\n"
	    "number of players (2, 3, 4) : 2\n"
	    "number of pieces per player (1, 2, 3, 4) : 4\n", fp);
	yut_state_basic(&st, 2, 4);
	while (lines < REF_LINES) {
		if (yut_over(&st)) {
			fprintf(fp, "Player %d win\n", yut_winner(&st));
			lines += 4;
			fputs("Select the function you want : 1\n"
			    "number of players (2, 3, 4) : 2\n"
			    "number of pieces per player (1, 2, 3, 4) : 4\n",
			    fp);
			yut_state_basic(&st, 2, 4);
			continue;
		}
		if (st.throws > 0) {
			yut_throw_all(&st, &sticks, 0.5, &ev);
			continue;
		}
		if (yut_bot_choose(&st, &b, &rng, &mv) < 0)
			yut_die("no move");
		if ((mem = open_memstream(&scr, &len)) == NULL)
			yut_die("open_memstream:");
		yut_render(mem, &st, 0);
		fprintf(mem, "Write down the position of the player to move "
		    "and yut\n(back-do, do, gae, geol, yut, and mo)\n"
		    ">> position : %d\n>> yut : %s\n", mv.pos,
		    yut_result_name(mv.result));
		fclose(mem);
		for (p = scr; (p = memchr(p, '\n', len - (size_t)(p - scr))) !=
		    NULL; p++)
			lines++;
		fwrite(scr, 1, len, fp);
		free(scr);
		if (yut_move(&st, mv.pos, mv.result, &ev) != YUT_OK)
			yut_die("illegal move");
	}
}

/*
 * yut-referee's speed: a transcript of REF_LINES lines or more read and
 * checked, beside a plain loop that only reads its lines; best of 5.
 */
static void
referee_speed(void)
{
	struct yut_referee_stats rs;
	struct yut_referee *rf;
	char path[] = "/tmp/yut-bench.XXXXXX", buf[65536], *line = NULL;
	char err[256];
	double t0, plain = 1e9, ref = 1e9;
	size_t cap = 0, n;
	long lines = 0;
	FILE *fp;
	int fd, run;

	if ((fd = mkstemp(path)) == -1 || (fp = fdopen(fd, "w+")) == NULL)
		yut_die("%s:", path);
	transcript(fp);
	if (fflush(fp) == EOF)
		yut_die("%s:", path);
	for (run = 0; run < 5; run++) {
		rewind(fp);
		t0 = yut_seconds();
		for (lines = 0; getline(&line, &cap, fp) != -1; lines++)
			;
		if (yut_seconds() - t0 < plain)
			plain = yut_seconds() - t0;
		rewind(fp);
		t0 = yut_seconds();
		if ((rf = yut_referee_new(NULL, err, sizeof err)) == NULL)
			yut_die("%s", err);
		while ((n = fread(buf, 1, sizeof buf, fp)) > 0)
			yut_referee_feed(rf, buf, n);
		yut_referee_end(rf);
		if (yut_seconds() - t0 < ref)
			ref = yut_seconds() - t0;
		yut_referee_stats(rf, &rs);
		yut_referee_free(rf);
		if (rs.errors != 0)
			yut_die("the bench transcript is inconsistent");
	}
	printf("yut-referee: %ld-line transcript (%ld screens) in %.2f ms "
	    "(target under 100 ms), %.1f times a plain line-reading loop "
	    "over it (%.3f ms); best of 5\n", lines, rs.screens, 1e3 * ref,
	    ref / plain, 1e3 * plain);
	free(line);
	fclose(fp);
	unlink(path);
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
		sim.table = t;
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

	yut_solve_defaults(&o);
	o.npieces = 1;
	o.memo_bytes = (size_t)4 << 20;
	t0 = yut_seconds();
	if (yut_solve(&t, &o, &stats, err, sizeof err) < 0)
		yut_die("%s", err);
	secs = yut_seconds() - t0;
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

/*
 * The options of a one-thread solve of the two-piece game's part with one
 * piece home, from the top partition (solved here, into *top).
 */
static void
two_one_home(struct yut_solve_opts *o, struct yut_table *top)
{
	struct yut_solve_stats stats;
	char err[512];

	yut_solve_defaults(o);
	o->npieces = 2;
	o->part = 2;
	if (yut_solve_fast(top, o, &stats, err, sizeof err) < 0)
		yut_die("%s", err);
	o->part = 1;
	o->input = top;
	o->threads = 1;
}

/*
 * The fast solver beside the plain one, in the CPU time of this process:
 * three sweeps of the two-piece game with one piece home (from the top
 * partition, solved here), one thread.  They sweep in different orders,
 * so their values after three sweeps differ; the tests hold them to the
 * same values once converged.
 */
static void
solve_speed(void)
{
	struct yut_solve_opts o;
	struct yut_solve_stats stats;
	struct yut_table top, t[2];
	char err[512];
	double secs[2], t0;
	uint64_t nodes[2];
	int e;

	two_one_home(&o, &top);
	o.max_sweeps = 3;
	for (e = 0; e < 2; e++) {
		t0 = cpu_now();
		if ((e ? yut_solve(&t[e], &o, &stats, err, sizeof err) :
		    yut_solve_fast(&t[e], &o, &stats, err, sizeof err)) < 0)
			yut_die("%s", err);
		secs[e] = cpu_now() - t0;
		nodes[e] = stats.nodes;
	}
	printf("yut-solve -p 2 -a 1, 3 sweeps, one thread: fast engine "
	    "%.2f CPU s, %llu nodes; plain %.2f s, %llu nodes: %.1fx\n",
	    secs[0], (unsigned long long)nodes[0], secs[1],
	    (unsigned long long)nodes[1], secs[1] / secs[0]);
	yut_table_free(&top);
	yut_table_free(&t[0]);
	yut_table_free(&t[1]);
}

/*
 * The fast engine with its policy evaluation beside the same engine told
 * not to ($YUT_SOLVE_PI=0), in the CPU time of this process: the two-piece
 * game with one piece home (from the top partition, solved here) solved
 * to the tolerance, one thread, one after the other.
 */
static void
policy_speed(void)
{
	struct yut_solve_opts o;
	struct yut_solve_stats stats;
	struct yut_table top, t;
	char err[512];
	double secs[2], t0;
	int e, sweeps[2];

	two_one_home(&o, &top);
	for (e = 0; e < 2; e++) {
		if (e)
			setenv("YUT_SOLVE_PI", "0", 1);
		t0 = cpu_now();
		if (yut_solve_fast(&t, &o, &stats, err, sizeof err) < 0)
			yut_die("%s", err);
		secs[e] = cpu_now() - t0;
		sweeps[e] = stats.sweeps;
		yut_table_free(&t);
	}
	unsetenv("YUT_SOLVE_PI");
	printf("yut-solve -p 2 -a 1, solved, one thread: policy evaluated "
	    "%.2f CPU s, %d sweeps; without %.2f s, %d sweeps: %.2fx\n",
	    secs[0], sweeps[0], secs[1], sweeps[1], secs[1] / secs[0]);
	yut_table_free(&top);
}

int
main(int argc, char *argv[])
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	int i;

	yut_setprogname(argv[0]);
	referee_speed();
	fflush(stdout);
	speed();
	fflush(stdout);
	startup();
	fflush(stdout);
	move_time(YUT_BOT_EXPECT);
	move_time(YUT_BOT_EXPERT);
	fflush(stdout);
	for (i = 2; i <= 4; i++) {
		decision_worst(YUT_BOT_EXPECT, i);
		decision_worst(YUT_BOT_EXPERT, i);
	}
	fflush(stdout);
	pairs(cpus < 1 ? 1 : cpus > 64 ? 64 : (int)cpus);
	fflush(stdout);
	drive_cost();
	fflush(stdout);
	solve_speed();
	fflush(stdout);
	policy_speed();
	fflush(stdout);
	perfect(argc - 1, argv + 1, cpus < 1 ? 1 : cpus > 64 ? 64 :
	    (int)cpus);
	yut_fshut(stdout, "stdout");
	return 0;
}

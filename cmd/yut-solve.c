/* yut-solve - solve the basic two-player game by value iteration. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifdef YUT_MPI
#include <mpi.h>
/* four pieces, 17 GB of values, are for a cluster */
#define MAXPIECES 4
#else
#define MAXPIECES 3
#endif

#include "game.h"
#include "solve.h"

/* What the callbacks of a solve share. */
struct run {
	double last[2];		/* the last progress line, the start */
	int verbose;
	int line;		/* a progress line is drawn */
	struct yut_table *t;	/* the table being solved */
	struct yut_replace *out;	/* -o, its temporary file made */
	const char *path;		/* -o */
	double every, saved;	/* -k: seconds between checkpoints, the last */
	double done;		/* the share of the sweep under way done */
	long kill;		/* $YUT_SOLVE_KILL: checkpoints before a kill */
	int armed;		/* that many written: killed at the next pause */
};

/* A progress line on stderr, redrawn at most five times a second. */
static void
progress(struct run *r, int sweep, double done, double change)
{
	double *last = r->last, t = yut_seconds();

	if (t - *last < 0.2)
		return;
	*last = t;
	if (change > 0)
		fprintf(stderr, "\rsweep %d: %3.0f%% (last change %.2e) ",
		    sweep, 100 * done, change);
	else
		fprintf(stderr, "\rsweep %d: %3.0f%% ", sweep, 100 * done);
	fflush(stderr);
}

/* After each sweep, with -v, a line on stderr. */
static void
swept(void *arg, int sweep, double change)
{
	struct run *r = arg;

	if (r->verbose) {
		fprintf(stderr, "sweep %d: change %.3e, %.1f s, %llu nodes\n",
		    sweep, change, yut_seconds() - r->last[1],
		    (unsigned long long)r->t->nodes);
		fflush(stderr);
	}
}

/* After the policy of a sweep was evaluated, with -v, a line on stderr. */
static void
evaluated(void *arg, int sweep, int passes, double change, int taken)
{
	struct run *r = arg;

	if (!r->verbose)
		return;
	if (taken)
		fprintf(stderr, "sweep %d: policy evaluated, %d pass%s, "
		    "%.1f s\n", sweep, passes, passes == 1 ? "" : "es",
		    yut_seconds() - r->last[1]);
	else
		fprintf(stderr, "sweep %d: policy not evaluated: %d pass%s "
		    "left a change of %.1e; the sweeps go on without it\n",
		    sweep, passes, passes == 1 ? "" : "es", change);
	fflush(stderr);
}

/*
 * Where the table is whole, within a sweep too: the progress line
 * redrawn; every -k seconds the values so far written to -o (a table -i
 * goes on from; the first rank alone has r->out); a signal caught stops
 * the solve here.
 */
static int
paused(void *arg, int sweep, double done, double change)
{
	struct run *r = arg;
	char err[512];
	int rc = 0;

	r->done = done;
	/* killed as a machine might kill it, its last checkpoint whole */
	if (r->armed)
		raise(SIGKILL);
	if (r->line)
		progress(r, sweep, done, change);
	if (r->out != NULL && r->every > 0 &&
	    yut_seconds() - r->saved >= r->every) {
		if (yut_table_put(r->t, r->out, 1, err, sizeof err) < 0)
			yut_die("%s", err);
		r->saved = yut_seconds();
		rc |= YUT_PAUSE_SAVED;
		r->armed = r->kill > 0 && --r->kill == 0;
		if (r->verbose) {
			fprintf(stderr, "sweep %d: %.0f%% swept, %llu nodes, "
			    "written to %s\n", sweep, 100 * done,
			    (unsigned long long)r->t->nodes, r->path);
			fflush(stderr);
		}
	}
	if (yut_signal_caught() != 0)
		rc |= YUT_PAUSE_STOP;
	return rc;
}

static struct yut_replace *outfile;	/* -o, until written */

/* At exit: no temporary file of -o left behind, the lock released. */
static void
cleanup(void)
{
	yut_replace_end(outfile);
	outfile = NULL;
}

/*
 * The solve stopped by a signal (in this rank or, with MPI, another): the
 * values so far written to -o, whole, to go on from with -i; then die of
 * the signal, as a parent expects.
 */
static void
stopped(struct run *r, int rank)
{
	char err[512];
	int sig = yut_signal_caught();

	if (rank == 0) {
		if (yut_table_put(r->t, r->out, 0, err, sizeof err) < 0)
			yut_die("%s", err);
		fprintf(stderr, "yut-solve: stopped by %s in sweep %d, %.1f%% "
		    "swept; the values so far are in %s: -i %s goes on from "
		    "them\n", sig != 0 ? yut_signal_name(sig) : "a signal to "
		    "another rank", r->t->sweeps + 1, 100 * r->done, r->path,
		    r->path);
	}
	cleanup();
#ifdef YUT_MPI
	MPI_Finalize();
#endif
	yut_signal_exit();
	exit(1);
}

/* PATH.sweep: where the sweep under way is kept beside the table PATH. */
static char *
kept_path(const char *path)
{
	size_t n = strlen(path) + sizeof ".sweep";
	char *p = yut_malloc(n);

	snprintf(p, n, "%s.sweep", path);
	return p;
}

/* A number option in [lo, hi], or die naming it. */
static double
number(int opt, const char *arg, double lo, double hi)
{
	char *end;
	double v = strtod(arg, &end);

	if (end == arg || *end != '\0' || !(v >= lo && v <= hi))
		yut_die("-%c: %.32s is not a number from %g to %g", opt, arg,
		    lo, hi);
	return v;
}

int
main(int argc, char *argv[])
{
	struct yut_solve_opts o;
	struct yut_solve_stats stats;
	struct yut_table t;
	struct yut_state st;
	struct yut_table input;
	const char *out = NULL, *in = NULL, *e;
	struct run run;
	char err[512];
	double start, secs;
	uint64_t i;
	int c, quiet = 0, fast = 1, rank = 0;

#ifdef YUT_MPI
	MPI_Init(&argc, &argv);
	MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#endif
	argc = yut_cli(argc, argv, "[-qv] [-a arrived] [-c eps] [-E engine] [-e change]\n"
	    "\t[-i table] [-j threads] [-k seconds] [-m megabytes] [-n sweeps]\n"
	    "\t[-P prob] [-R blocks] -p pieces -o table\n\n"
	    "-a arrived\tsolve one partition: this many arrived\n"
	    "-c eps\tthe chance of a cut turn allowed\n"
	    "-E engine\tfast or plain\n"
	    "-e change\tstop when no value changes by more\n"
	    "-i table\tstart from this table\n"
	    "-j threads\tthe fast engine's threads\n"
	    "-k seconds\twrite a checkpoint this often\n"
	    "-m megabytes\tthe memory of the memo\n"
	    "-n sweeps\tstop after at most this many sweeps\n"
	    "-o table\tthe table to write\n"
	    "-P prob\tthe chance that a stick falls flat side up\n"
	    "-p pieces\tpieces per player\n"
	    "-q\tno progress line\n"
	    "-R blocks\tthe fast engine's blocks in a round\n"
	    "-v\ta line on stderr after each sweep", NULL, NULL, NULL);
	yut_solve_defaults(&o);
	memset(&run, 0, sizeof run);
	run.every = 600;
	while ((c = yut_getopt(argc, argv, "a:c:E:e:i:j:k:m:n:o:P:p:qR:v")) !=
	    -1) {
		switch (c) {
		case 'E':
			if (strcmp(optarg, "fast") == 0)
				fast = 1;
			else if (strcmp(optarg, "plain") == 0)
				fast = 0;
			else
				yut_die("-E: %.32s is not an engine (fast, "
				    "plain)", optarg);
			break;
		case 'j':
			o.threads = (int)yut_strtonum(optarg, 1, 256, &e);
			if (e != NULL)
				yut_die("-j: %.32s is %s (1-256)", optarg, e);
			break;
		case 'R':
			o.round = (int)yut_strtonum(optarg, 1, 1000000, &e);
			if (e != NULL)
				yut_die("-R: %.32s is %s (1-1000000)", optarg,
				    e);
			break;
		case 'a':
			o.part = (int)yut_strtonum(optarg, 0,
			    2 * YUT_MAXPIECES - 2, &e);
			if (e != NULL)
				yut_die("-a: %.32s is %s (0-%d)", optarg, e,
				    2 * YUT_MAXPIECES - 2);
			break;
		case 'i':
			in = optarg;
			break;
		case 'c':
			o.cut_eps = number(c, optarg, 0, 1);
			break;
		case 'e':
			o.tol = number(c, optarg, 0, 1);
			break;
		case 'k':
			run.every = number(c, optarg, 0, 1e9);
			break;
		case 'm':
			o.memo_bytes = (size_t)yut_strtonum(optarg, 1, 65536,
			    &e) << 20;
			if (e != NULL)
				yut_die("-m: %.32s is %s (1-65536)", optarg, e);
			break;
		case 'n':
			o.max_sweeps = (int)yut_strtonum(optarg, 1, 1000000,
			    &e);
			if (e != NULL)
				yut_die("-n: %.32s is %s (1-1000000)", optarg,
				    e);
			break;
		case 'o':
			out = optarg;
			break;
		case 'P':
			if (yut_parse_prob(optarg, &o.prob) < 0)
				yut_die("-P: %.32s is not a probability "
				    "between 0 and 1", optarg);
			break;
		case 'p':
			o.npieces = (int)yut_strtonum(optarg, 1, MAXPIECES,
			    &e);
			if (e != NULL)
				yut_die("-p: %.32s is %s (%s)", optarg, e,
				    MAXPIECES == 3 ? "1-3 on one machine" :
				    "1-4");
			break;
		case 'q':
			quiet = 1;
			break;
		case 'v':
			run.verbose = 1;
			break;
		}
	}
	if (optind != argc || o.npieces == 0 || out == NULL)
		yut_usage(2);
	if (in != NULL) {
		if (yut_table_read(&input, in, err, sizeof err) < 0)
			yut_die("%s", err);
		o.input = &input;
		o.take_input = 1;
	}
#ifdef YUT_MPI
	if (!fast)
		yut_die("-E plain: the plain engine runs in one process "
		    "(yut-solve)");
#endif
	/*
	 * ^C, a hangup or kill from here on: the solve stops where its
	 * values are whole, and no temporary file is left
	 */
	yut_catch_signals(NULL);
	/*
	 * a path that cannot be written fails now, not after the solve; the
	 * first rank alone writes the table and its checkpoints
	 */
	if (rank == 0) {
		if ((run.out = yut_replace_begin(out, 0666, 0, err,
		    sizeof err)) == NULL)
			yut_die("%s", err);
		atexit(cleanup);
		outfile = run.out;
		run.line = !quiet && isatty(2);
		o.swept = swept;
		o.evaluated = evaluated;
	}
	o.paused = paused;
	o.arg = &run;
	/*
	 * the fast engine's sweep under way kept beside the checkpoints (and
	 * removed at the end, whichever engine wrote the table); a whole
	 * solve goes on with the one kept beside its -i (-a starts its part
	 * from nothing)
	 */
	if (rank == 0) {
		o.keep_in = fast && in != NULL && o.part < 0 ? kept_path(in) :
		    NULL;
		o.keep_out = kept_path(out);
	}
	if ((e = getenv("YUT_SOLVE_KILL")) != NULL)
		run.kill = strtol(e, NULL, 10);
	run.t = &t;
	run.path = out;
	start = run.last[1] = run.saved = yut_seconds();
	if ((fast ? yut_solve_fast : yut_solve)(&t, &o, &stats, err,
	    sizeof err) < 0)
		yut_die("%s", err);
	secs = yut_seconds() - start;
	if (run.line)
		fputs("\r\033[K", stderr);
	if (stats.stopped)
		stopped(&run, rank);
#ifdef YUT_MPI
	/* every rank holds the whole table: the first writes it */
	MPI_Finalize();
	if (rank != 0) {
		yut_table_free(&t);
		if (in != NULL)
			yut_table_free(&input);
		return 0;
	}
#endif
	if (yut_table_put(&t, run.out, 0, err, sizeof err) < 0)
		yut_die("%s", err);
	/* done: no sweep is under way */
	if (o.keep_out != NULL && unlink(o.keep_out) < 0 && errno != ENOENT)
		yut_warn("%s: %s", o.keep_out, strerror(errno));
	yut_state_basic(&st, 2, o.npieces);
	printf("pieces %d prob %g\n", o.npieces, o.prob);
	printf("states %llu\n", (unsigned long long)stats.states);
	printf("sweeps %d\n", stats.sweeps);
	printf("change %.3e\n", stats.change);
	if (t.cut < YUT_MAXHAND)
		printf("cut %d results (a turn meets it with chance %.1e)\n",
		    t.cut, t.cut_bound);
	else
		printf("cut none (the hand's own limit, %d results)\n", t.cut);
	printf("nodes %llu\n", (unsigned long long)stats.nodes);
	printf("time %.1f s\n", secs);
	printf("memory %.1f MB\n", (double)stats.bytes / (1 << 20));
	if (t.from == 0) {
		i = yut_placement_rank(st.p[0].pos, o.npieces) *
		    (t.nplace + 1);
		printf("start p0=%.6f p1=%.6f\n", t.v[i], 1 - t.v[i]);
	} else
		printf("arrived %d or more\n", t.from);
	yut_table_free(&t);
	if (in != NULL)
		yut_table_free(&input);
	free((char *)o.keep_in);
	free((char *)o.keep_out);
	yut_fshut(stdout, "stdout");
	return 0;
}

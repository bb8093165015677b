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

#define USAGE "[-qv] [-a arrived] [-c eps] [-E engine] [-e change]\n" \
	"\t[-i table] [-j threads] [-k seconds] [-m megabytes] [-n sweeps]\n" \
	"\t[-P prob] [-R blocks] -p pieces -o table\n\n" \
	"-a arrived\tsolve one partition: this many arrived\n" \
	"-c eps\tthe chance of a cut turn allowed\n" \
	"-E engine\tfast or plain\n" \
	"-e change\tstop when no value changes by more\n" \
	"-i table\tstart from this table\n" \
	"-j threads\tthe fast engine's threads\n" \
	"-k seconds\twrite a checkpoint this often\n" \
	"-m megabytes\tthe memory of the memo\n" \
	"-n sweeps\tstop after at most this many sweeps\n" \
	"-o table\tthe table to write\n" \
	"-P prob\tthe chance that a stick falls flat side up\n" \
	"-p pieces\tpieces per player\n" \
	"-q\tno progress line\n" \
	"-R blocks\tthe fast engine's blocks in a round\n" \
	"-v\ta line on stderr after each sweep"

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

/* What the options ask for beyond the solve's own. */
struct opts {
	struct yut_solve_opts o;
	const char *out, *in;	/* -o, -i */
	int quiet, fast;
};

/* A number of the solve's own options (-a -c -e -j -m -n -P -p -R). */
static void
solve_number(int c, const char *arg, struct yut_solve_opts *o)
{
	const char *e;

	switch (c) {
	case 'a':
		o->part = (int)yut_optnum(c, arg, 0, 2 * YUT_MAXPIECES - 2);
		break;
	case 'c':
		o->cut_eps = number(c, arg, 0, 1);
		break;
	case 'e':
		o->tol = number(c, arg, 0, 1);
		break;
	case 'j':
		o->threads = (int)yut_optnum(c, arg, 1, 256);
		break;
	case 'm':
		o->memo_bytes = (size_t)yut_optnum(c, arg, 1, 65536) << 20;
		break;
	case 'n':
		o->max_sweeps = (int)yut_optnum(c, arg, 1, 1000000);
		break;
	case 'P':
		o->prob = yut_optprob(c, arg);
		break;
	case 'p':
		o->npieces = (int)yut_strtonum(arg, 1, MAXPIECES, &e);
		if (e != NULL)
			yut_die("-p: %.32s is %s (%s)", arg, e, MAXPIECES == 3 ?
			    "1-3 on one machine" : "1-4");
		break;
	case 'R':
		o->round = (int)yut_optnum(c, arg, 1, 1000000);
		break;
	}
}

/* The options after yut_cli into op and r. */
static void
parse_options(int argc, char **argv, struct opts *op, struct run *r)
{
	int c;

	while ((c = yut_getopt(argc, argv, "a:c:E:e:i:j:k:m:n:o:P:p:qR:v")) !=
	    -1) {
		switch (c) {
		case 'E':
			if (strcmp(optarg, "fast") == 0)
				op->fast = 1;
			else if (strcmp(optarg, "plain") == 0)
				op->fast = 0;
			else
				yut_die("-E: %.32s is not an engine (fast, "
				    "plain)", optarg);
			break;
		case 'i':
			op->in = optarg;
			break;
		case 'k':
			r->every = number(c, optarg, 0, 1e9);
			break;
		case 'o':
			op->out = optarg;
			break;
		case 'q':
			op->quiet = 1;
			break;
		case 'v':
			r->verbose = 1;
			break;
		default:
			solve_number(c, optarg, &op->o);
		}
	}
	if (optind != argc || op->o.npieces == 0 || op->out == NULL)
		yut_usage(2);
}

/*
 * The first rank's part before the solve: -o's temporary file made (a
 * path that cannot be written fails now, not after the solve), the lines
 * on stderr asked for, and the fast engine's sweep under way kept beside
 * the checkpoints (and removed at the end, whichever engine wrote the
 * table); a whole solve goes on with the one kept beside its -i (-a
 * starts its part from nothing).
 */
static void
first_rank(struct opts *op, struct run *r)
{
	char err[512];

	if ((r->out = yut_replace_begin(op->out, 0666, 0, err,
	    sizeof err)) == NULL)
		yut_die("%s", err);
	atexit(cleanup);
	outfile = r->out;
	r->line = !op->quiet && isatty(2);
	op->o.swept = swept;
	op->o.evaluated = evaluated;
	op->o.keep_in = op->fast && op->in != NULL && op->o.part < 0 ?
	    kept_path(op->in) : NULL;
	op->o.keep_out = kept_path(op->out);
}

/* The solved table written to -o, and what the solve found on stdout. */
static void
finish(struct yut_table *t, struct opts *op, struct run *r,
    const struct yut_solve_stats *stats, double secs)
{
	char err[512];

	if (yut_table_put(t, r->out, 0, err, sizeof err) < 0)
		yut_die("%s", err);
	/* done: no sweep is under way */
	if (op->o.keep_out != NULL && unlink(op->o.keep_out) < 0 &&
	    errno != ENOENT)
		yut_warn("%s: %s", op->o.keep_out, strerror(errno));
	yut_solve_report(stdout, t, &op->o, stats, secs);
	free((char *)op->o.keep_in);
	free((char *)op->o.keep_out);
}

/*
 * Before the solve: the table of -i read, the signals caught, the
 * first rank's part, and what the callbacks of the solve share.
 */
static void
prepare(struct opts *op, struct run *r, struct yut_table *t,
    struct yut_table *input, int rank)
{
	const char *e;
	char err[512];

	if (op->in != NULL) {
		if (yut_table_read(input, op->in, err, sizeof err) < 0)
			yut_die("%s", err);
		op->o.input = input;
		op->o.take_input = 1;
	}
#ifdef YUT_MPI
	if (!op->fast)
		yut_die("-E plain: the plain engine runs in one process "
		    "(yut-solve)");
#endif
	/*
	 * ^C, a hangup or kill from here on: the solve stops where its
	 * values are whole, and no temporary file is left; the first rank
	 * alone writes the table and its checkpoints
	 */
	yut_catch_signals(NULL);
	if (rank == 0)
		first_rank(op, r);
	op->o.paused = paused;
	op->o.arg = r;
	if ((e = getenv("YUT_SOLVE_KILL")) != NULL)
		r->kill = strtol(e, NULL, 10);
	r->t = t;
	r->path = op->out;
}

int
main(int argc, char *argv[])
{
	struct opts op;
	struct yut_solve_stats stats;
	struct yut_table t, input;
	struct run run;
	char err[512];
	double start, secs;
	int rank = 0;

#ifdef YUT_MPI
	MPI_Init(&argc, &argv);
	MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#endif
	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	memset(&op, 0, sizeof op);
	yut_solve_defaults(&op.o);
	op.fast = 1;
	memset(&run, 0, sizeof run);
	run.every = 600;
	parse_options(argc, argv, &op, &run);
	prepare(&op, &run, &t, &input, rank);
	start = run.last[1] = run.saved = yut_seconds();
	if ((op.fast ? yut_solve_fast : yut_solve)(&t, &op.o, &stats, err,
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
		if (op.in != NULL)
			yut_table_free(&input);
		return 0;
	}
#endif
	finish(&t, &op, &run, &stats, secs);
	yut_table_free(&t);
	if (op.in != NULL)
		yut_table_free(&input);
	yut_fshut(stdout, "stdout");
	return 0;
}

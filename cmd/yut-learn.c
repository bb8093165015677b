/* yut-learn - train the expert's networks by self-play; write them as C. */
#include <sys/wait.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "bots.h"

#define USAGE "[-q] [-e passes] [-j jobs] [-s seed] [-t table] " \
	"[a | playersx]pieces:games ...\n\n" \
	"-e passes\tpasses over the tables of -t after it (default 20)\n" \
	"-j jobs\ttrain up to this many networks at once\n" \
	"-q\tno progress line\n" \
	"-s seed\tthe seed (default 1)\n" \
	"-t table\tteach the network of its pieces this exact table"

/* A network trained in a process of its own. */
struct job {
	const struct yut_learn_run *run;
	pid_t pid;
	FILE *in;			/* the child's C text */
};

/* Start j's training in a child that writes its network to a pipe. */
static void
start(struct job *j, uint64_t seed)
{
	char err[512];
	int fd[2];
	FILE *fp;

	if (pipe(fd) < 0)
		yut_die("pipe: %s", strerror(errno));
	if ((j->pid = fork()) < 0)
		yut_die("fork: %s", strerror(errno));
	if (j->pid == 0) {
		close(fd[0]);
		if ((fp = fdopen(fd[1], "w")) == NULL)
			_exit(2);
		if (yut_learn_train(fp, j->run, seed, 1, err, sizeof err) < 0) {
			yut_warn("%s", err);
			_exit(2);
		}
		_exit(fclose(fp) == 0 ? 0 : 2);
	}
	close(fd[1]);
	if ((j->in = fdopen(fd[0], "r")) == NULL)
		yut_die("fdopen: %s", strerror(errno));
}

/* Copy the child's network to stdout and check that it ended well. */
static void
finish(struct job *j)
{
	char buf[8192];
	size_t n;
	int status;

	while ((n = fread(buf, 1, sizeof buf, j->in)) > 0)
		fwrite(buf, 1, n, stdout);
	fclose(j->in);
	while (waitpid(j->pid, &status, 0) < 0)
		if (errno != EINTR)
			yut_die("waitpid: %s", strerror(errno));
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		yut_die("the training of %.0d%s%s%d pieces failed",
		    j->run->players > 2 ? j->run->players : 0,
		    j->run->players > 2 ? "x" : "",
		    j->run->rules == YUT_ADVANCED ? "a" : "", j->run->pieces);
}

/*
 * The networks of runs[0..n-1] to stdout, in order: one after the other,
 * or jobs at a time, each in its own process, without a progress line.
 */
static void
train_all(const struct yut_learn_run *runs, int n, uint64_t seed, int jobs,
    int quiet)
{
	struct job j[YUT_LEARN_MAXRUNS];
	char err[512];
	int i, next;

	if (jobs == 1) {
		for (i = 0; i < n; i++)
			if (yut_learn_train(stdout, &runs[i], seed, quiet, err,
			    sizeof err) < 0)
				yut_die("%s", err);
		return;
	}
	fflush(stdout);
	for (i = 0; i < n; i++)
		j[i].run = &runs[i];
	for (next = 0; next < n && next < jobs; next++)
		start(&j[next], seed);
	for (i = 0; i < n; i++) {
		finish(&j[i]);
		if (next < n)
			start(&j[next++], seed);
	}
}

/*
 * The operands, pieces:games each (apieces:games: the advanced game's;
 * playersxpieces:games: a basic game of three or four players), into
 * runs: how many.
 */
static int
parse_runs(int argc, char **argv, struct yut_learn_run *runs)
{
	const char *e, *p;
	char *colon;
	int i, n;

	if (argc < 1 || argc > YUT_LEARN_MAXRUNS)
		yut_usage(2);
	for (n = 0; n < argc; n++) {
		if ((colon = strchr(argv[n], ':')) == NULL)
			yut_die("%.32s is not pieces:games", argv[n]);
		*colon = '\0';
		p = argv[n];
		runs[n].players = 2;
		if (p[0] != '\0' && p[1] == 'x') {
			runs[n].players = (int)yut_strtonum((char[]){ p[0], 0 },
			    3, YUT_MAXPLAYERS, &e);
			if (e != NULL)
				yut_die("players %.1s is %s (3-%d)", p, e,
				    YUT_MAXPLAYERS);
			p += 2;
		}
		runs[n].rules = *p == 'a' && runs[n].players == 2 ?
		    YUT_ADVANCED : YUT_BASIC;
		p += *p == 'a' && runs[n].players == 2;
		runs[n].pieces = (int)yut_strtonum(p, 1, YUT_MAXPIECES, &e);
		if (e != NULL)
			yut_die("pieces %.32s is %s (1-%d)", p, e,
			    YUT_MAXPIECES);
		runs[n].games = (uint64_t)yut_strtonum(colon + 1, 1,
		    10000000000LL, &e);
		if (e != NULL)
			yut_die("games %.32s is %s (1-10000000000)", colon + 1,
			    e);
		for (i = 0; i < n; i++)
			if (runs[i].pieces == runs[n].pieces &&
			    runs[i].rules == runs[n].rules &&
			    runs[i].players == runs[n].players)
				yut_die("%.32s pieces named twice", argv[n]);
	}
	return n;
}

int
main(int argc, char *argv[])
{
	struct yut_learn_run runs[YUT_LEARN_MAXRUNS];
	const char *tables[YUT_MAXPIECES];
	int tpasses[YUT_MAXPIECES];	/* the -e before each -t, or 0 */
	uint64_t seed = 1;
	const char *e;
	char err[512];
	int c, i, n, ntables = 0, passes = 0, quiet = 0, jobs = 1;

	memset(runs, 0, sizeof runs);
	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "e:j:qs:t:")) != -1) {
		switch (c) {
		case 'e':
			passes = (int)yut_optnum(c, optarg, 1, 100000);
			break;
		case 't':
			if (ntables == YUT_MAXPIECES)
				yut_die("-t: more tables than networks");
			tpasses[ntables] = passes;
			tables[ntables++] = optarg;
			break;
		case 'j':
			jobs = (int)yut_optnum(c, optarg, 1, YUT_MAXPIECES);
			break;
		case 'q':
			quiet = 1;
			break;
		case 's':
			seed = (uint64_t)yut_strtonum(optarg, 0,
			    1000000000000000LL, &e);
			if (e != NULL)
				yut_die("-s: %.32s is %s", optarg, e);
			break;
		}
	}
	n = parse_runs(argc - optind, argv + optind, runs);
	for (i = 0; i < ntables; i++)
		if (yut_learn_table(runs, n, tables[i], tpasses[i] ? tpasses[i] :
		    passes ? passes : 20, err, sizeof err) < 0)
			yut_die("%s", err);
	yut_learn_head(stdout, runs, n, seed);
	train_all(runs, n, seed, jobs, quiet);
	yut_learn_tail(stdout);
	yut_learn_free_tables(runs, n);
	yut_fshut(stdout, "stdout");
	return 0;
}

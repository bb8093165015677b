/*
 * learnrun.c - the expert's networks trained by self-play and written as
 * the C of weights.c, as yut-learn does.
 */
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "solve.h"
#include "bots.h"

/* The sticks the networks learn with, and their tables are solved for. */
#define FAIR_STICKS	0.5

/* One network under training. */
struct job {
	int rules;
	int players;
	const struct yut_learn_run *run;
	int pieces;
	uint64_t games;
	double start, last;
	int quiet;
};

/* A progress line on stderr, redrawn at most once a second. */
static void
progress(void *arg, uint64_t done)
{
	struct job *r = arg;
	double t = yut_seconds();

	if (r->quiet || t - r->last < 1)
		return;
	r->last = t;
	if (r->players > 2)
		fprintf(stderr, "\r%d players,", r->players);
	fprintf(stderr, "%s%s%d pieces: %llu of %llu games, %.0f s ",
	    r->players > 2 ? " " : "\r",
	    r->rules == YUT_ADVANCED ? "advanced, " : "", r->pieces,
	    (unsigned long long)done, (unsigned long long)r->games,
	    t - r->start);
	fflush(stderr);
}

/*
 * Teach net r's table from seed (the network's own, as its self-play's),
 * the distances before and after on stderr.
 */
static int
teach(struct job *r, struct yut_net *net, uint64_t seed, char *err,
    size_t errsize)
{
	double e[2], t = yut_seconds();

	if (yut_net_teach(net, r->run->table, r->run->passes, seed, e) < 0) {
		snprintf(err, errsize, "%s: out of memory", r->run->path);
		return -1;
	}
	fprintf(stderr, "%d pieces: taught %s %d times: mean distance %.6f "
	    "before, %.6f after, %.0f s\n", r->pieces, r->run->path,
	    r->run->passes, e[0], e[1], yut_seconds() - t);
	return 0;
}

/*
 * Train r's network from seed + pieces (+ 16 for the advanced game, + 16
 * times the players for a game of more than two) and write it as C to
 * fp: 0 or -1.
 */
static int
train(struct job *r, uint64_t seed, FILE *fp, char *err, size_t errsize)
{
	struct yut_net *net;

	if ((net = malloc(sizeof *net)) == NULL) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	seed += (uint64_t)r->pieces + (r->rules == YUT_ADVANCED ? 16 : 0) +
	    (r->players > 2 ? 16 * (uint64_t)r->players : 0);
	r->start = r->last = yut_seconds();
	if (r->players > 2) {
		yut_net_seats_init(net, r->players, r->pieces, seed);
		yut_net_seats_learn(net, r->games, seed, progress, r);
	} else {
		yut_net_init(net, r->rules, r->pieces, seed);
		yut_net_learn(net, r->games, seed, progress, r);
	}
	if (!r->quiet)
		fputs("\n", stderr);
	if (r->run->table != NULL && teach(r, net, seed, err, errsize) < 0) {
		free(net);
		return -1;
	}
	yut_net_write_c(fp, net);
	fputs(",\n", fp);
	free(net);
	return 0;
}

int
yut_learn_train(FILE *fp, const struct yut_learn_run *run, uint64_t seed,
    int quiet, char *err, size_t errsize)
{
	struct job r;

	memset(&r, 0, sizeof r);
	r.rules = run->rules;
	r.players = run->players;
	r.run = run;
	r.pieces = run->pieces;
	r.games = run->games;
	r.quiet = quiet;
	return train(&r, seed, fp, err, errsize);
}

int
yut_learn_table(struct yut_learn_run *runs, int n, const char *path,
    int passes, char *err, size_t errsize)
{
	struct yut_table *t;
	int i;

	if ((t = malloc(sizeof *t)) == NULL) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	if (yut_table_open(t, path, NULL, FAIR_STICKS, err, errsize) < 0) {
		free(t);
		return -1;
	}
	/* the tables are of the basic game: its network of those pieces */
	for (i = 0; i < n && (runs[i].rules != YUT_BASIC ||
	    runs[i].players > 2 || runs[i].pieces != t->npieces); i++)
		;
	if (i == n || runs[i].table != NULL) {
		snprintf(err, errsize, i == n ? "%.200s: a table of %d pieces, "
		    "and no basic network of %d pieces is trained" : "%.200s: a "
		    "second table of %d pieces", path, t->npieces, t->npieces);
		yut_table_free(t);
		free(t);
		return -1;
	}
	runs[i].table = t;
	runs[i].path = path;
	runs[i].passes = passes;
	return 0;
}

void
yut_learn_free_tables(struct yut_learn_run *runs, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (runs[i].table != NULL) {
			yut_table_free(runs[i].table);
			free(runs[i].table);
			runs[i].table = NULL;
		}
}

void
yut_learn_head(FILE *fp, const struct yut_learn_run *runs, int n,
    uint64_t seed)
{
	int i;

	fprintf(fp, "/*\n * weights.c - the expert's networks (learn.c), "
	    "written by yut-learn -s %llu", (unsigned long long)seed);
	for (i = 0; i < n; i++)
		if (runs[i].table != NULL)
			fprintf(fp, " -e %d -t %s", runs[i].passes,
			    runs[i].path);
	for (i = 0; i < n; i++) {
		fputs(" ", fp);
		if (runs[i].players > 2)
			fprintf(fp, "%dx", runs[i].players);
		fprintf(fp, "%s%d:%llu",
		    runs[i].rules == YUT_ADVANCED ? "a" : "", runs[i].pieces,
		    (unsigned long long)runs[i].games);
	}
	fprintf(fp, ";\n * make weights writes it again.  Do not edit.\n */\n"
	    "#include \"bots.h\"\n\n"
	    "/* a basic network leaves the advanced game's fields out: zero */\n"
	    "#pragma GCC diagnostic ignored \"-Wmissing-field-initializers\"\n"
	    "\nconst struct yut_net yut_nets[] = {\n");
}

void
yut_learn_tail(FILE *fp)
{
	fprintf(fp, "};\n\nconst size_t yut_nnets = sizeof yut_nets / "
	    "sizeof yut_nets[0];\n");
}

/*
 * run.h - what the programs of cmd/ run beyond their options: a table
 * opened for play, a simulation's figures, a solve's report, a
 * transcript refereed.  Each returns its error to the main that called
 * it, which prints it and exits.
 */
#ifndef YUT_RUN_H
#define YUT_RUN_H

#include "yut.h"

/* ------------------------------------------------------------ tableopen.c */

enum { YUT_TABLE_EOPEN = -1, YUT_TABLE_EUNCOVERED = -2 };

/*
 * Read the table of yut-solve at path into t for play with sticks of
 * chance prob, checked: 0, or YUT_TABLE_EOPEN when it cannot be read or
 * was solved for other sticks (err), or YUT_TABLE_EUNCOVERED when st is
 * not NULL and the table does not cover it (err: "PATH: why").
 */
int yut_table_open(struct yut_table *t, const char *path,
    const struct yut_state *st, double prob, char *err, size_t errsize);

/* ------------------------------------------------------------- simrun.c */

/*
 * The figures of a series of games yut-sim played, on fp: a heading, a
 * row by strategy and by seat (games, wins, rate and its 95% interval),
 * draws, the length of a game and the speed, secs taken over jobs.
 */
void yut_sim_report(FILE *fp, const struct yut_sim *sim,
    const struct yut_sim_tally *t, double secs, int jobs);

/* ----------------------------------------------------------- solverun.c */

/*
 * What the solve of t by o found, on fp: its size, sweeps and last
 * change, the cut, the work, secs taken, the memory, and player 0's and
 * 1's chances from the start (or the partition solved).
 */
void yut_solve_report(FILE *fp, const struct yut_table *t,
    const struct yut_solve_opts *o, const struct yut_solve_stats *stats,
    double secs);

/* ------------------------------------------------------------- refrun.c */

/*
 * Referee the transcript read from fd (name in messages: "stdin" or its
 * path) with the options o: each inconsistency kept, then the verdict, on
 * out.  Returns 0 (consistent), 1 (inconsistent), or -1 with a message in
 * err (a file of o that cannot be read, a read error, a line of a pipe
 * that never ends, what is not a transcript).
 */
int yut_referee_run(int fd, const char *name,
    const struct yut_referee_opt *o, FILE *out, char *err, size_t errsize);

/* ----------------------------------------------------------- throwrun.c */

enum { YUT_THROW_EXTRA = -1 };

/*
 * Take the n results named by names (each one yut_result_parse knows) as
 * the throws the player to move in st owes, what they discarded and
 * forfeited summed into ev: YUT_OK, an error of yut_apply_throw, or
 * YUT_THROW_EXTRA when more results than throws owed were named; *at is
 * the result that failed.
 */
int yut_throw_given(struct yut_state *st, char *const *names, int n,
    struct yut_event *ev, int *at);

/* ------------------------------------------------------------ moverun.c */

/*
 * The movePlayer table on fp: every square by every result, "pos result
 * dest" a line (dest -1 where there is none), along the cow's path when
 * cow is not 0.
 */
void yut_dest_table_print(FILE *fp, int cow);

/* ----------------------------------------------------------- learnrun.c */

/* A network to train: the pieces it plays, the games of its self-play. */
struct yut_learn_run {
	int pieces;
	uint64_t games;
};

/*
 * weights.c as yut-learn writes it to fp: its head, naming the seed and
 * the runs[0..n-1] it was trained with, then each network
 * (yut_learn_train), then its tail.
 */
void yut_learn_head(FILE *fp, const struct yut_learn_run *runs, int n,
    uint64_t seed);
void yut_learn_tail(FILE *fp);
/*
 * Train the network of run by self-play from seed (+ its pieces), with a
 * progress line on stderr unless quiet, and write it to fp as an
 * initializer of struct yut_net: 0, or -1 with a message in err.
 */
int yut_learn_train(FILE *fp, const struct yut_learn_run *run,
    uint64_t seed, int quiet, char *err, size_t errsize);

/* ------------------------------------------------------------ saverun.c */

/*
 * The saved games of path on fp, one a line, "Noah Liam: Liam to move;
 * Noah dog 0,0,0,1; Liam pig 0,0,0,0", printed once the whole file was
 * read: 0, or -1 with a message in err and nothing printed.
 */
int yut_save_print_list(FILE *fp, const char *path, char *err,
    size_t errsize);

#endif

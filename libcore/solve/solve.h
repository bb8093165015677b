/*
 * solve.h - the exact solver: tables of a basic two-player game's values,
 * their sweeps, files and lookups.  Above search and game
 * (libcore/LAYERS).
 */
#ifndef YUT_SOLVE_H
#define YUT_SOLVE_H

#include "game.h"

/* --------------------------------------------------------------- solve.c */

/*
 * The exact values of a basic two-player game of npieces pieces a side:
 * v[rank(me) * nplace + rank(you)] is the chance that the player to act
 * wins from the start of its turn, under best play by both.
 */
struct yut_table {
	int npieces;
	double prob;			/* flat-side probability */
	uint64_t nplace;		/* placements of one side's pieces */
	uint64_t nvalues;		/* nplace * nplace */
	int cut;			/* results a hand may hold (32: all) */
	double cut_bound;		/* chance a turn meets the cut */
	int from;			/* positions with this many pieces
					 * arrived or more are valued */
	int sweeps;
	double change;			/* largest change of the last sweep
					 * of the part swept; 1 before it */
	int early;			/* the part swept is not the last
					 * (from arrived): the table is
					 * written with change 1, unsolved */
	uint64_t nodes;			/* search nodes of this process's
					 * solve so far, as the callbacks
					 * of yut_solve_opts are called */
	double *v;
	struct yut_search *search;	/* a memo for yut_table_eval */
};

struct yut_solve_opts {
	int npieces;
	double prob;
	double tol;			/* stop when a sweep changes less */
	int max_sweeps;
	double cut_eps;			/* chance of a turn meeting the cut */
	size_t memo_bytes;		/* the hand-spending memo (the fast
					 * engine's: each thread's) */
	int threads;			/* the fast engine's; 0: one a core */
	int round;			/* the fast engine's blocks a round;
					 * 0: 8 */
	int part;			/* -1: every position; else only those
					 * with part pieces arrived in all... */
	struct yut_table *input;	/* ...the others from this table */
	int take_input;			/* its values become the solve's,
					 * leaving it without: one table
					 * held, not two */
	void *arg;
	/* called after each sweep with its number and largest change */
	void (*swept)(void *arg, int sweep, double change);
	/*
	 * the fast engine's, after the policy of a sweep was evaluated: the
	 * sweep, the Gauss-Seidel passes, the largest change of the last,
	 * and whether the values were taken (else the sweeps go on without)
	 */
	void (*evaluated)(void *arg, int sweep, int passes, double change,
	    int taken);
	/*
	 * called where the table holds the values so far, whole (after each
	 * round of blocks; in the plain engine every 4,096 positions and at
	 * a sweep's end), with the sweep under way, its share done and the
	 * last sweep's change: progress may be shown, a checkpoint written;
	 * YUT_PAUSE_STOP in the return stops the solve there (with MPI every
	 * rank's answer counts: one rank's stops them all); YUT_PAUSE_SAVED
	 * says the table was written, and the fast engine then writes the
	 * sweep under way to keep_out
	 */
	int (*paused)(void *arg, int sweep, double done, double change);
	/*
	 * the fast engine's sweep under way, kept beside the checkpoints of
	 * the table (keep_out) so that a run killed goes on within it, from
	 * the file kept beside the table read (keep_in); NULL: none
	 */
	const char *keep_in, *keep_out;
};

#define YUT_PAUSE_STOP	1
#define YUT_PAUSE_SAVED	2

struct yut_solve_stats {
	uint64_t states;		/* positions valued by a sweep */
	int sweeps;
	double change;
	uint64_t nodes;			/* search nodes visited */
	size_t bytes;			/* memory of values, order and memo */
	int stopped;			/* paused asked to stop: the table
					 * holds the values so far */
};

/*
 * The defaults of yut-solve: fair sticks, every position, a change of
 * 1e-12, at most 1000 sweeps, a cut met with chance 1e-15, the memo sized
 * by the table; npieces 0 (to be set).
 */
void yut_solve_defaults(struct yut_solve_opts *o);
/* Placements of n pieces (positions as a multiset of 0, 1..29, 100). */
uint64_t yut_placements(int npieces);
/* Rank of a sorted placement, 0 .. yut_placements(n) - 1, and back. */
uint64_t yut_placement_rank(const int *pos, int npieces);
void yut_placement_unrank(uint64_t rank, int npieces, int *pos);
/* An empty table (no values) for npieces and prob. */
void yut_table_init(struct yut_table *t, int npieces, double prob);
/*
 * Solve by value iteration into t (allocated here).  Returns 0, or -1
 * with a message in err when the options do not fit together.
 */
int yut_solve(struct yut_table *t, const struct yut_solve_opts *o,
    struct yut_solve_stats *stats, char *err, size_t errsize);
/*
 * The most pieces a table is read with: what yut-solve built with MPI
 * makes (yut-solve alone makes 3).
 */
#define YUT_TABLE_MAXPIECES	4
/* FNV-1a, 64 bits, over n bytes, continuing from h (first YUT_FNV_START). */
uint64_t yut_fnv1a(uint64_t h, const void *buf, size_t n);
#define YUT_FNV_START	0xcbf29ce484222325ULL
/* A value as 8 little-endian bytes of its IEEE 754 binary64 form, and back. */
void yut_put_double(unsigned char *p, double v);
double yut_get_double(const unsigned char *p);

/*
 * Write t into the temporary file of rp and commit it (yut_replace_commit,
 * again as there): 0, or -1 (err).
 */
int yut_table_put(const struct yut_table *t, struct yut_replace *rp,
    int again, char *err, size_t errsize);
/*
 * The same values by the fast engine (solvefast.c): a compact board, the
 * positions in blocks of one placement of the other's, rounds of blocks
 * valued at once from the values before them (so the table does not
 * depend on the threads, the memo or how the positions are split),
 * o->threads threads; a whole solve part by part, most pieces home first.
 * Built with YUT_MPI, the blocks of each round are split among the ranks
 * too.
 */
int yut_solve_fast(struct yut_table *t, const struct yut_solve_opts *o,
    struct yut_solve_stats *stats, char *err, size_t errsize);
/*
 * What both engines sweep: set up by yut_solve_begin, with t's values;
 * the order by yut_sweep_order.
 */
struct yut_sweep_plan {
	int (*pl)[YUT_MAXPIECES];	/* every placement, by rank */
	int npieces;
	uint32_t *dist;			/* a placement's steps left in all */
	uint32_t *held;			/* its squares, a bit each */
	uint8_t *home;			/* its pieces arrived */
	uint32_t *bydist;		/* the placements by dist, then rank */
	uint32_t *order;		/* the positions, nearest the end */
	uint64_t count;
	uint64_t *ends;			/* ends[d]: end of distance d's run */
	int nends;
};
int yut_solve_begin(struct yut_table *t, const struct yut_solve_opts *o,
    struct yut_sweep_plan *sp, char *err, size_t errsize);
/*
 * Whether a sweep of part (pieces arrived in all, or -1 for any) values
 * the position of placements ia (the mover's) and ib: neither side home,
 * no square shared.
 */
int yut_sweep_has(const struct yut_sweep_plan *sp, uint64_t ia, uint64_t ib,
    int part);
/*
 * The fast engine's start for the sweeps of part: each of its positions
 * the mean of the two one piece further on, each side's piece nearest
 * home arrived, from the parts solved before (solvewarm.c); nothing when
 * the part's values are not all zero, as they are before its first sweep.
 * Returns 0, or -1 when memory runs out (the values then as they were).
 */
int yut_solve_warm(const struct yut_sweep_plan *sp, struct yut_table *t,
    int part);
/*
 * The positions part's sweep visits, nearest the end first, into sp:
 * 0, or -1 when memory runs out.
 */
int yut_sweep_order(const struct yut_table *t, struct yut_sweep_plan *sp,
    int part);
void yut_sweep_plan_free(struct yut_sweep_plan *sp);
/* A sweep's end, with its largest change: 1 when the values converged. */
int yut_sweep_end(struct yut_table *t, const struct yut_solve_opts *o,
    double change);
/*
 * Write t to path atomically under its lock, or read it back checked (a
 * regular file, of the size its header gives): 0, or -1 (err).
 */
int yut_table_write(const struct yut_table *t, const char *path,
    char *err, size_t errsize);
int yut_table_read(struct yut_table *t, const char *path, char *err,
    size_t errsize);
void yut_table_free(struct yut_table *t);
/*
 * A table whose last part's last sweep changed a value by this much or
 * more was not solved to the end (a solve stopped early, or told to stop
 * at a larger change): its values may be off in the digits the programs
 * print.  So was one whose last part had no sweep end (change 1), or,
 * written before the header said so, never had a sweep (its start 0).
 */
#define YUT_TABLE_SETTLED	1e-6
/*
 * Accept t, read from path, for play with sticks of chance prob (none
 * asked when prob is negative): -1 (err, naming path) when it was solved
 * for others, else 0, after a warning on the standard error when it was
 * not solved to the end.
 */
int yut_table_accept(const struct yut_table *t, const char *path,
    double prob, char *err, size_t errsize);
/* Whether t covers st (basic, 2 players, its pieces): 0, or -1 (err). */
int yut_table_covers(const struct yut_table *t, const struct yut_state *st,
    char *err, size_t errsize);
/*
 * Exact values of a covered state: *p0 player 0's chance to win, and each
 * legal move with the mover's chance after it, best first (mv and val of
 * YUT_MAXMOVES entries, *nmv set).  Returns 0, or -1 when the search of
 * the hand would visit more than YUT_TABLE_BUDGET nodes ($YUT_TABLE_NODES
 * when set), about a second, or when memory for its memo runs out: the
 * values are then unknown.
 */
#define YUT_TABLE_BUDGET	(1 << 22)
int yut_table_eval(struct yut_table *t, const struct yut_state *st,
    double *p0, struct yut_mv *mv, double *val, int *nmv);
/* Sort moves by value, best first; equal values keep their order. */
void yut_moves_sort(struct yut_mv *mv, double *val, int n);

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

/* ----------------------------------------------------------- solverun.c */

/*
 * What the solve of t by o found, on fp: its size, sweeps and last
 * change, the cut, the work, secs taken, the memory, and player 0's and
 * 1's chances from the start (or the partition solved).
 */
void yut_solve_report(FILE *fp, const struct yut_table *t,
    const struct yut_solve_opts *o, const struct yut_solve_stats *stats,
    double secs);

#endif

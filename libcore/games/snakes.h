/* snakes.h - snakes, a companion game of yut, on the common layer. */
#ifndef YUT_SNAKES_H
#define YUT_SNAKES_H

#include "common.h"

/* Snakes and Ladders (snakes-play): squares 1..100, tokens start at 0. */
#define YUT_SNAKES_SQUARES	100
#define YUT_SNAKES_NLADDERS	9
#define YUT_SNAKES_NSNAKES	9
#define YUT_SNAKES_LADDER_MIN	16
#define YUT_SNAKES_LADDER_MAX	30
#define YUT_SNAKES_SNAKE_MIN	12
#define YUT_SNAKES_SNAKE_MAX	48
#define YUT_SNAKES_ONEDIE	94	/* from here a token throws one die */
#define YUT_SNAKES_MINTOKENS	2
#define YUT_SNAKES_MAXTOKENS	4
#define YUT_SNAKES_MAXROUNDS	10000	/* a game stops here unwon */

/* shift[sq]: +n a ladder's foot climbing n, -n a snake's tail, 0 plain. */
struct yut_snakes_board {
	int shift[YUT_SNAKES_SQUARES + 1];	/* [1..100]; [0] unused */
};

/* The mark of a move in the table: none, L, S, D, O, W. */
enum yut_snakes_mark {
	YUT_SNAKES_PLAIN, YUT_SNAKES_LADDER, YUT_SNAKES_SNAKE,
	YUT_SNAKES_TAKEN, YUT_SNAKES_OVER, YUT_SNAKES_WIN
};

struct yut_snakes_game {
	int ntokens;
	int pos[YUT_SNAKES_MAXTOKENS];	/* 0 off the board, 1..100 */
	int turn;			/* token to throw */
	int round;			/* rounds played, from 0 */
	int winner;			/* or -1 */
};

/* What one throw did. */
struct yut_snakes_move {
	int token;
	int dice;		/* the sum thrown */
	int onedie;		/* one die was thrown (from square 94) */
	int from, to;		/* to == from when the token did not move */
	int mark;		/* enum yut_snakes_mark */
};

/* A random board: 9 ladders, then 9 snakes, under every placement rule. */
void yut_snakes_generate(struct yut_snakes_board *b, struct yut_rng *rng);
/* Check counts, lengths and placement: 0, or -1 and why in err. */
int yut_snakes_check(const struct yut_snakes_board *b, char *err,
    size_t errsize);
/* "Configuration of the board:" and 25 lines of four squares. */
void yut_snakes_print(FILE *fp, const struct yut_snakes_board *b);
/*
 * Read that text back (a saved run's simulation after it is ignored) and
 * check the board: 0, or -1 with "line N: ..." or the broken rule in err.
 */
int yut_snakes_read(FILE *fp, struct yut_snakes_board *b, char *err,
    size_t errsize);
void yut_snakes_start(struct yut_snakes_game *g, int ntokens);
/* Move the token to act by dice; returns the mark (also in mv). */
int yut_snakes_move(struct yut_snakes_game *g,
    const struct yut_snakes_board *b, int dice, struct yut_snakes_move *mv);
/* Throw two dice (one from square 94) for the token to act and move it. */
int yut_snakes_step(struct yut_snakes_game *g,
    const struct yut_snakes_board *b, struct yut_rng *rng,
    struct yut_snakes_move *mv);
/*
 * Simulate a game of ntokens, printing the table and "token #N wins".
 * Returns the winner (from 0), or -1 after YUT_SNAKES_MAXROUNDS rounds.
 */
int yut_snakes_play(FILE *fp, const struct yut_snakes_board *b, int ntokens,
    struct yut_rng *rng);

#endif

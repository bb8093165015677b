/* ludu.h - ludu, a companion game of yut, on the common layer. */
#ifndef YUT_LUDU_H
#define YUT_LUDU_H

#include "common.h"

/* MiniLudu: a 7x7 board of tiles 1..49, row by row. */
#define YUT_LUDU_SIDE		7
#define YUT_LUDU_TILES		49
#define YUT_LUDU_CENTRE		25
#define YUT_LUDU_PLAYERS	4
#define YUT_LUDU_GOAL		47	/* steps from a start to the centre */
#define YUT_LUDU_DIE		4	/* faces of the die */
#define YUT_LUDU_CELL		7	/* width of a tile on the screen */

enum yut_ludu_dir {
	YUT_LUDU_UP = 1, YUT_LUDU_LEFT, YUT_LUDU_DOWN, YUT_LUDU_RIGHT
};

/* A tile: the board is a doubly linked list of them, tile 1 first. */
struct yut_ludu_node {
	int tile;			/* 1..49 */
	int safe;			/* no kill here */
	struct yut_ludu_node *prev, *next;
};

struct yut_ludu_token {
	struct yut_ludu_node *node;	/* where it stands */
	int pos;			/* steps taken, 0..YUT_LUDU_GOAL */
	int dir;			/* enum yut_ludu_dir */
	int won;			/* its place (1..3), else 0 */
};

struct yut_ludu {
	struct yut_ludu_node *head, *tail;
	struct yut_ludu_token tok[YUT_LUDU_PLAYERS];
	int turn;			/* player to roll, 0..3 */
	int nwon;
	int winners[YUT_LUDU_PLAYERS];	/* in order of arrival */
};

/* What one roll did. */
struct yut_ludu_move {
	int player;			/* 0..3 */
	int roll;
	int moved;			/* 0: the roll passed the centre */
	int from, to;			/* tiles */
	int won;			/* the place won, else 0 */
	int killed[YUT_LUDU_PLAYERS];	/* players sent back to their start */
	int nkilled;
};

/*
 * Build the board and put every token on its start; player 0 to roll.
 * Returns 0, or -1 when memory runs out (nothing to free then).
 */
int yut_ludu_init(struct yut_ludu *g);
/* Free the board's tiles. */
void yut_ludu_free(struct yut_ludu *g);
/* The node of tile 1..49, found along the list; NULL if none. */
struct yut_ludu_node *yut_ludu_tile(const struct yut_ludu *g, int tile);
/*
 * The tiles player k (0..3) stands on after 0..YUT_LUDU_GOAL steps; 0, or
 * -1 if the path left the board (the board's own fault: never).
 */
int yut_ludu_path(const struct yut_ludu *g, int k,
    int tiles[YUT_LUDU_GOAL + 1]);
/*
 * Move the player to act by roll (1..YUT_LUDU_DIE) with every consequence
 * (a pass, a win, kills) and pass the turn.  Returns 0, or -1 as
 * yut_ludu_path.
 */
int yut_ludu_move(struct yut_ludu *g, int roll, struct yut_ludu_move *mv);
/* Whether three players have won. */
int yut_ludu_over(const struct yut_ludu *g);
/* The board: 7 lines of 7 cells. */
void yut_ludu_render(FILE *fp, const struct yut_ludu *g, int color);
/* "Player N rolled R: tile A -> tile B" and the kills, one line each. */
void yut_ludu_describe(FILE *fp, const struct yut_ludu_move *mv);

/* A session of ludu-play. */
struct yut_ludu_play {
	FILE *in, *out;
	int color;			/* colour on out */
	int echo;			/* echo answers (input is not a tty) */
	int autoplay;			/* roll for everyone, ask nothing */
	int bot[YUT_LUDU_PLAYERS];	/* roll for these players only */
	struct yut_rng rng;
	const int *rolls;		/* rolls to use before the die's */
	size_t nrolls, nextroll;
};

/*
 * Play one game to its placings or an exit: 0; end of input first: 1; -1
 * with errno set when memory runs out (or a token would leave the board,
 * EDOM).
 */
int yut_ludu_play(struct yut_ludu_play *pl);

#endif

/* patolli.h - patolli, a companion game of yut, on the common layer. */
#ifndef YUT_PATOLLI_H
#define YUT_PATOLLI_H

#include "common.h"

#define YUT_PATOLLI_SQUARES	52	/* track indices 0..51 */
#define YUT_PATOLLI_GRID	14	/* the cross is drawn on 14x14 cells */
#define YUT_PATOLLI_PIECES	6
#define YUT_PATOLLI_MAXROLL	5	/* the highest roll; 0 loses the turn */
#define YUT_PATOLLI_MAXROLLS	4096	/* scripted rolls a referee keeps */
#define YUT_PATOLLI_POOL	(-1)	/* a piece's place: not on the board */
#define YUT_PATOLLI_SCORED	(-2)	/* ...or scored */

enum { YUT_PATOLLI_L, YUT_PATOLLI_N };	/* sides: letters A-F, digits 1-6 */

/* The board: where each piece of each side is (0..51, POOL or SCORED). */
struct yut_patolli_board {
	int pos[2][YUT_PATOLLI_PIECES];
};

/* A player's choice after a roll. */
enum { YUT_PATOLLI_MOVE, YUT_PATOLLI_PLACE, YUT_PATOLLI_PASS };
struct yut_patolli_choice {
	int act;
	int piece;		/* MOVE: 0..5 */
};

/* What a choice does (judged) or did (played). */
struct yut_patolli_event {
	int side, act;
	int piece;		/* moved or placed, or -1 */
	int from, to;		/* squares, or -1 */
	int captured;		/* the other side's piece sent to its pool, or -1 */
	int scored;		/* landed exactly on its end square */
	int lapped;		/* passed its end square: round again */
	int again;		/* ended on a tip: the side rolls again */
	int won;		/* the sixth piece scored */
};

/* Why the referee refuses a choice. */
enum yut_patolli_err {
	YUT_PATOLLI_OK = 0,
	YUT_PATOLLI_EOVER,	/* the game is over */
	YUT_PATOLLI_EROLL,	/* no roll to play */
	YUT_PATOLLI_EACT,	/* not move, place or pass */
	YUT_PATOLLI_EPIECE,	/* no such piece */
	YUT_PATOLLI_EPOOL,	/* the piece is in the pool */
	YUT_PATOLLI_ESCORED,	/* the piece has scored */
	YUT_PATOLLI_EOWN,	/* own piece on the landing square */
	YUT_PATOLLI_EHELD,	/* opponent there, and not a middle square */
	YUT_PATOLLI_EEMPTY,	/* nothing left to place */
	YUT_PATOLLI_ESTART	/* the start square is taken */
};

/* Grid cell of track index sq: 0, or -1 when sq is not on the track. */
int yut_patolli_cell(int sq, int *row, int *col);
/* Track index drawn at (row, col), or -1 off the board. */
int yut_patolli_square_at(int row, int col);
int yut_patolli_start(int side);
int yut_patolli_end(int side);
int yut_patolli_is_tip(int sq);
int yut_patolli_is_middle(int sq);
char yut_patolli_piece_name(int side, int piece);
char yut_patolli_side_name(int side);
/* Every piece in its pool. */
void yut_patolli_board_init(struct yut_patolli_board *b);
/* Whether a piece stands on sq, and whose. */
int yut_patolli_at(const struct yut_patolli_board *b, int sq, int *side,
    int *piece);
int yut_patolli_score(const struct yut_patolli_board *b, int side);
const char *yut_patolli_strerr(int err);
/* Judge side's choice after roll (1-5) without changing b: 0 or why not. */
int yut_patolli_judge(const struct yut_patolli_board *b, int side, int roll,
    const struct yut_patolli_choice *c, struct yut_patolli_event *ev);

/* The referee: the die, the turn, and the only writer of the board. */
struct yut_patolli_ref;

/*
 * A new game, L to roll; rolls[0..nrolls-1] come before random ones.  NULL
 * when memory runs out.
 */
struct yut_patolli_ref *yut_patolli_new(const struct yut_rng *rng,
    const int *rolls, int nrolls);
void yut_patolli_free(struct yut_patolli_ref *ref);
const struct yut_patolli_board *yut_patolli_board(
    const struct yut_patolli_ref *ref);
int yut_patolli_turn(const struct yut_patolli_ref *ref);
/* The roll waiting to be played, or -1. */
int yut_patolli_rolled(const struct yut_patolli_ref *ref);
/* The side that won, or -1. */
int yut_patolli_winner(const struct yut_patolli_ref *ref);
/* Roll for the side to act (0 loses the turn); -1 if not its time. */
int yut_patolli_roll(struct yut_patolli_ref *ref);
/* Whether the side to act may play c now: 0, or why not. */
int yut_patolli_check(const struct yut_patolli_ref *ref,
    const struct yut_patolli_choice *c, struct yut_patolli_event *ev);
/* Play c if legal, with all its consequences: 0, or why not (no change). */
int yut_patolli_play(struct yut_patolli_ref *ref,
    const struct yut_patolli_choice *c, struct yut_patolli_event *ev);

/* The computer player's choice (see patolli-play(6)). */
void yut_patolli_computer(const struct yut_patolli_board *b, int side,
    int roll, struct yut_patolli_choice *c);
/* The 14x14 grid, then each side's pool and score. */
void yut_patolli_render(FILE *fp, const struct yut_patolli_board *b,
    int color);
/* One line per track index: "index row col" and its kinds. */
void yut_patolli_track(FILE *fp);

/* An interactive game between people and the computer. */
struct yut_patolli_game {
	FILE *in, *out;
	int color;
	int echo;		/* set by yut_patolli_run: input is not a tty */
	int computer[2];	/* the computer plays this side */
};

/*
 * Play until a side wins, input ends or a signal caught by
 * yut_catch_signals comes (each said in a line); a person against the
 * computer is told which side is theirs, and ? or help at the question
 * tells what to answer.  Returns the exit status: 0 for a game played to
 * its end, 1 for one that input or a signal cut short; -1 if the referee
 * refused a choice the game had checked (the program's fault).
 */
int yut_patolli_run(struct yut_patolli_game *g, struct yut_patolli_ref *ref);

#endif

/* checkers.h - checkers, a companion game of yut, on the common layer. */
#ifndef YUT_CHECKERS_H
#define YUT_CHECKERS_H

#include "common.h"

/*
 * Chinese Checkers for two on the 121-space star, drawn on a 17x25 grid
 * with its centre at row 8, column 12.  Spaces are given as the players
 * give them, x (column) first, then y (row).
 */
#define YUT_CHECKERS_ROWS	17
#define YUT_CHECKERS_COLS	25
#define YUT_CHECKERS_MARBLES	10	/* each side's, and each point's spaces */

/* What a cell holds. */
enum {
	YUT_CHECKERS_OFF, YUT_CHECKERS_EMPTY, YUT_CHECKERS_RED,
	YUT_CHECKERS_GREEN
};

struct yut_checkers_board {
	unsigned char cell[YUT_CHECKERS_ROWS][YUT_CHECKERS_COLS]; /* [y][x] */
};

/* Whether (x, y) is one of the 121 spaces. */
int yut_checkers_on_board(int x, int y);
/* The opening: RED on rows 0-3, GREEN on rows 13-16. */
void yut_checkers_init(struct yut_checkers_board *b);
/* "RED" or "GREEN". */
const char *yut_checkers_name(int color);
/* The column header and 17 rows, cells of 3 characters, no trailing space. */
void yut_checkers_print(FILE *fp, const struct yut_checkers_board *b);
/* Whether both ends are spaces and (x_to, y_to) neighbours (x_from, y_from). */
int yut_checkers_neighbor(int x_from, int y_from, int x_to, int y_to);
/* Whether both ends are spaces two apart in a line over a marble. */
int yut_checkers_jump(const struct yut_checkers_board *b, int x_from,
    int y_from, int x_to, int y_to);
/*
 * Whether color may move from (x_from, y_from) to (x_to, y_to): both on
 * the board, its own marble there, the target empty, a neighbour move or a
 * jump.  The rules of a jump chain are the caller's.
 */
int yut_checkers_check_move(const struct yut_checkers_board *b, int color,
    int x_from, int y_from, int x_to, int y_to);
/*
 * After a jump from (x_from, y_from) to (x_to, y_to): whether the marble
 * can jump again, anywhere but back to (x_from, y_from).
 */
int yut_checkers_is_jumper(const struct yut_checkers_board *b, int x_from,
    int y_from, int x_to, int y_to);
/* Move the marble; the move must have been checked. */
void yut_checkers_apply(struct yut_checkers_board *b, int x_from,
    int y_from, int x_to, int y_to);
/* Whether all ten marbles of color fill the opposite point. */
int yut_checkers_won(const struct yut_checkers_board *b, int color);
/*
 * Read a position: the board as yut_checkers_print prints it, then
 * optionally "RED's move:" or "GREEN's move:" (default RED), then only
 * blank lines.  Ten marbles a side, no side already won.  Returns 0, or
 * -1 with a message in err naming the line.
 */
int yut_checkers_read(FILE *fp, struct yut_checkers_board *b, int *tomove,
    char *err, size_t errsize);
/*
 * The interactive game from b with tomove to move, until -1 -1 -1 -1
 * outside a jump chain, a win or the end of in (or a signal caught by
 * yut_catch_signals, which it says).  ? or help at the prompt tells how a
 * move is written.  Answers are echoed when in is not a terminal.  Returns
 * the exit status.
 */
int yut_checkers_play(struct yut_checkers_board *b, int tomove, FILE *in,
    FILE *out);

#endif

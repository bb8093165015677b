/*
 * checkers.c - two-player Chinese Checkers on the 121-space star: the
 * board, its print, the five checks of a move (neighbour, jump, move,
 * can-jump-again), the win, reading a position back, and the interactive
 * game of checkers-play.
 *
 * Spaces are named as the players name them, x (column) first, then y
 * (row); the board is stored by row, cell[y][x].
 */
#include <string.h>
#include <unistd.h>

#include "checkers.h"

#define ROWS	YUT_CHECKERS_ROWS
#define COLS	YUT_CHECKERS_COLS
#define ANSWER_MAX	256
#define INVALID	"INVALID MOVE. TRY AGAIN!!"

/* The six directions from a space, as (dx, dy). */
static const int dirs[6][2] = {
	{ -2, 0 }, { 2, 0 }, { -1, -1 }, { 1, -1 }, { -1, 1 }, { 1, 1 }
};

int
yut_checkers_on_board(int x, int y)
{
	if (y < 0 || y >= ROWS || x < 0 || x >= COLS || (x + y) % 2 != 0)
		return 0;
	/* the upward triangle, rows 0-12, or the downward one, rows 4-16 */
	if (y <= 12 && x >= 12 - y && x <= 12 + y)
		return 1;
	if (y >= 4 && x >= 12 - (16 - y) && x <= 12 + (16 - y))
		return 1;
	return 0;
}

/* What stands on (x, y): YUT_CHECKERS_OFF off the board. */
static int
at(const struct yut_checkers_board *b, int x, int y)
{
	if (!yut_checkers_on_board(x, y))
		return YUT_CHECKERS_OFF;
	return b->cell[y][x];
}

void
yut_checkers_init(struct yut_checkers_board *b)
{
	int x, y;

	for (y = 0; y < ROWS; y++)
		for (x = 0; x < COLS; x++) {
			if (!yut_checkers_on_board(x, y))
				b->cell[y][x] = YUT_CHECKERS_OFF;
			else if (y <= 3)
				b->cell[y][x] = YUT_CHECKERS_RED;
			else if (y >= 13)
				b->cell[y][x] = YUT_CHECKERS_GREEN;
			else
				b->cell[y][x] = YUT_CHECKERS_EMPTY;
		}
}

const char *
yut_checkers_name(int color)
{
	return color == YUT_CHECKERS_RED ? "RED" : "GREEN";
}

/* The middle character of a cell of the print. */
static char
cell_char(int v)
{
	switch (v) {
	case YUT_CHECKERS_EMPTY:
		return '-';
	case YUT_CHECKERS_RED:
		return 'R';
	case YUT_CHECKERS_GREEN:
		return 'G';
	default:
		return ' ';
	}
}

void
yut_checkers_print(FILE *fp, const struct yut_checkers_board *b)
{
	char line[2 + 3 * COLS + 1];
	size_t n;
	int x, y;

	n = 2;
	memset(line, ' ', 2);
	for (x = 0; x < COLS; x++)
		n += (size_t)snprintf(line + n, sizeof line - n, "%2d ", x);
	yut_putline(fp, line, n);
	for (y = 0; y < ROWS; y++) {
		snprintf(line, sizeof line, "%2d", y);
		for (x = 0; x < COLS; x++) {
			line[2 + 3 * x] = ' ';
			line[3 + 3 * x] = cell_char(at(b, x, y));
			line[4 + 3 * x] = ' ';
		}
		yut_putline(fp, line, 2 + 3 * COLS);
	}
}

int
yut_checkers_neighbor(int x_from, int y_from, int x_to, int y_to)
{
	int i;

	if (!yut_checkers_on_board(x_from, y_from) ||
	    !yut_checkers_on_board(x_to, y_to))
		return 0;
	for (i = 0; i < 6; i++)
		if (x_to == x_from + dirs[i][0] && y_to == y_from + dirs[i][1])
			return 1;
	return 0;
}

int
yut_checkers_jump(const struct yut_checkers_board *b, int x_from,
    int y_from, int x_to, int y_to)
{
	int i, mid;

	if (!yut_checkers_on_board(x_from, y_from) ||
	    !yut_checkers_on_board(x_to, y_to))
		return 0;
	for (i = 0; i < 6; i++) {
		if (x_to != x_from + 2 * dirs[i][0] ||
		    y_to != y_from + 2 * dirs[i][1])
			continue;
		mid = at(b, x_from + dirs[i][0], y_from + dirs[i][1]);
		return mid == YUT_CHECKERS_RED || mid == YUT_CHECKERS_GREEN;
	}
	return 0;
}

int
yut_checkers_check_move(const struct yut_checkers_board *b, int color,
    int x_from, int y_from, int x_to, int y_to)
{
	if (!yut_checkers_on_board(x_from, y_from) ||
	    !yut_checkers_on_board(x_to, y_to))
		return 0;
	if (at(b, x_from, y_from) != color ||
	    at(b, x_to, y_to) != YUT_CHECKERS_EMPTY)
		return 0;
	return yut_checkers_neighbor(x_from, y_from, x_to, y_to) ||
	    yut_checkers_jump(b, x_from, y_from, x_to, y_to);
}

int
yut_checkers_is_jumper(const struct yut_checkers_board *b, int x_from,
    int y_from, int x_to, int y_to)
{
	int i, x, y;

	for (i = 0; i < 6; i++) {
		x = x_to + 2 * dirs[i][0];
		y = y_to + 2 * dirs[i][1];
		if (x == x_from && y == y_from)
			continue;
		if (at(b, x, y) == YUT_CHECKERS_EMPTY &&
		    yut_checkers_jump(b, x_to, y_to, x, y))
			return 1;
	}
	return 0;
}

void
yut_checkers_apply(struct yut_checkers_board *b, int x_from, int y_from,
    int x_to, int y_to)
{
	b->cell[y_to][x_to] = b->cell[y_from][x_from];
	b->cell[y_from][x_from] = YUT_CHECKERS_EMPTY;
}

int
yut_checkers_won(const struct yut_checkers_board *b, int color)
{
	int x, y, n = 0;

	for (y = 0; y < ROWS; y++)
		for (x = 0; x < COLS; x++)
			if (at(b, x, y) == color &&
			    (color == YUT_CHECKERS_RED ? y >= 13 : y <= 3))
				n++;
	return n == YUT_CHECKERS_MARBLES;
}

/* Parse row y of a printed board from line into b; NULL or a message. */
static const char *
parse_row(struct yut_checkers_board *b, int y, const char *line)
{
	char num[3];
	size_t len = strlen(line);
	int x;
	char c;

	snprintf(num, sizeof num, "%2d", y);
	if (strncmp(line, num, 2) != 0)
		return "expected the row number";
	if (len > 2 + 3 * COLS)
		return "line too long for a board row";
	for (x = 0; x < COLS; x++) {
		size_t p = 2 + 3 * (size_t)x;

		if ((p < len && line[p] != ' ') ||
		    (p + 2 < len && line[p + 2] != ' '))
			return "cells are 3 characters, a space each side";
		c = p + 1 < len ? line[p + 1] : ' ';
		if (!yut_checkers_on_board(x, y)) {
			if (c != ' ')
				return "a marble or space off the board";
			b->cell[y][x] = YUT_CHECKERS_OFF;
		} else if (c == '-')
			b->cell[y][x] = YUT_CHECKERS_EMPTY;
		else if (c == 'R')
			b->cell[y][x] = YUT_CHECKERS_RED;
		else if (c == 'G')
			b->cell[y][x] = YUT_CHECKERS_GREEN;
		else
			return "a space of the board must be -, R or G";
	}
	return NULL;
}

/* Count the marbles of color on b. */
static int
count(const struct yut_checkers_board *b, int color)
{
	int x, y, n = 0;

	for (y = 0; y < ROWS; y++)
		for (x = 0; x < COLS; x++)
			if (at(b, x, y) == color)
				n++;
	return n;
}

/* The column header of the board's print: "  " and each column's number. */
static void
column_head(char *head, size_t size)
{
	size_t n = 2;
	int x;

	memset(head, ' ', 2);
	for (x = 0; x < COLS; x++)
		n += (size_t)snprintf(head + n, size - n, "%2d ", x);
	yut_rtrim(head);
}

/*
 * Line lineno of a board (head its column header): a row into nb, the
 * side to move into *mover, blank lines at the end marked in *tail.  NULL,
 * or what is wrong with it.
 */
static const char *
board_line(struct yut_checkers_board *nb, int lineno, const char *line,
    const char *head, int *mover, int *tail)
{
	if (lineno == 1)
		return strcmp(line, head) != 0 ? "expected the column header" :
		    NULL;
	if (lineno <= ROWS + 1)
		return parse_row(nb, lineno - 2, line);
	if (line[0] == '\0')
		*tail = 1;	/* blank lines may end it */
	else if (lineno == ROWS + 2 && strcmp(line, "RED's move:") == 0)
		*mover = YUT_CHECKERS_RED;
	else if (lineno == ROWS + 2 && strcmp(line, "GREEN's move:") == 0)
		*mover = YUT_CHECKERS_GREEN;
	else
		return lineno == ROWS + 2 ? "expected \"RED's move:\", "
		    "\"GREEN's move:\" or the end" : *tail ? "text after a "
		    "blank line" : "expected the end";
	return NULL;
}

/* A board read whole: each side's marbles all there, no game won. */
static int
board_whole(const struct yut_checkers_board *nb, char *err, size_t errsize)
{
	if (count(nb, YUT_CHECKERS_RED) != YUT_CHECKERS_MARBLES ||
	    count(nb, YUT_CHECKERS_GREEN) != YUT_CHECKERS_MARBLES) {
		snprintf(err, errsize, "lines 2-%d: each side needs %d marbles "
		    "(RED has %d, GREEN %d)", ROWS + 1, YUT_CHECKERS_MARBLES,
		    count(nb, YUT_CHECKERS_RED),
		    count(nb, YUT_CHECKERS_GREEN));
		return -1;
	}
	if (yut_checkers_won(nb, YUT_CHECKERS_RED) ||
	    yut_checkers_won(nb, YUT_CHECKERS_GREEN)) {
		snprintf(err, errsize, "lines 2-%d: the game is already won",
		    ROWS + 1);
		return -1;
	}
	return 0;
}

int
yut_checkers_read(FILE *fp, struct yut_checkers_board *b, int *tomove,
    char *err, size_t errsize)
{
	struct yut_checkers_board nb;
	char line[ANSWER_MAX + 1], head[2 + 3 * COLS + 1];
	const char *msg = NULL;
	int len, lineno, mover = YUT_CHECKERS_RED, tail = 0;

	column_head(head, sizeof head);
	for (lineno = 1;; lineno++) {
		len = yut_getline(fp, line, ANSWER_MAX);
		if (len == -1)
			break;
		if (len == -2 || len == YUT_LINE_ENDLESS)
			msg = "line too long";
		else if (len == -3)
			msg = "line holds a NUL byte";
		else {
			yut_rtrim(line);
			msg = board_line(&nb, lineno, line, head, &mover,
			    &tail);
		}
		if (msg != NULL) {
			snprintf(err, errsize, "line %d: %s", lineno, msg);
			return -1;
		}
	}
	if (ferror(fp)) {
		snprintf(err, errsize, "read error");
		return -1;
	}
	if (lineno <= ROWS + 1) {
		snprintf(err, errsize, "line %d: the board ends early", lineno);
		return -1;
	}
	if (board_whole(&nb, err, errsize) < 0)
		return -1;
	*b = nb;
	*tomove = mover;
	return 0;
}

/* The answer to ? or help: how a move is written, and how to stop. */
static void
help(FILE *out, int tomove)
{
	fprintf(out, "A move is four numbers: the column and the row of one "
	    "of your marbles, then\n"
	    "those of the empty space it goes to (column first, as numbered "
	    "along the top\n"
	    "of the board; rows down its left side).  %s's marbles are the "
	    "%c's; one\n"
	    "opening move is %s.\n", yut_checkers_name(tomove),
	    cell_char(tomove), tomove == YUT_CHECKERS_RED ? "9 3 10 4" :
	    "11 13 12 12");
	fputs("A marble steps to one of its six neighbours (2 columns along "
	    "its row, or 1\n"
	    "column and 1 row), or jumps over a marble next to it to the "
	    "empty space\n"
	    "beyond; after a jump it may jump on, or -1 -1 -1 -1 ends the "
	    "turn.\n"
	    "-1 -1 -1 -1 at the start of a turn ends the game.\n", out);
}

/*
 * Ask for one move: four whole numbers on a line, nothing else.  Returns 1
 * with m[] set, 0 when the line is not a move, 2 when it asks for help, -1
 * at end of input.
 */
static int
read_move(struct yut_prompt *pr, const char *prompt, int m[4])
{
	char buf[ANSWER_MAX + 1], *s, *tok;
	const char *e;
	int k;

	if (yut_ask(pr, prompt, buf, ANSWER_MAX) == YUT_ASK_EOF)
		return -1;
	if (yut_asks_help(buf))
		return 2;
	for (s = buf; *s != '\0'; s++)
		if (*s == '\t')
			*s = ' ';
	k = 0;
	for (tok = strtok(buf, " "); tok != NULL; tok = strtok(NULL, " ")) {
		if (k == 4)
			return 0;
		m[k++] = (int)yut_strtonum(tok, -1000, 1000, &e);
		if (e != NULL)
			return 0;
	}
	return k == 4;
}

/*
 * Play from b with tomove to move until -1 -1 -1 -1 outside a jump chain,
 * a win, or the end of input.  A jump from which the same marble can jump
 * again (not straight back) keeps the turn: the player may only jump that
 * marble on, or stop with -1 -1 -1 -1.
 */
int
yut_checkers_play(struct yut_checkers_board *b, int tomove, FILE *in,
    FILE *out)
{
	struct yut_prompt pr;
	char prompt[32];
	int m[4], r, chain = 0, cx = 0, cy = 0, px = 0, py = 0;

	yut_prompt_init(&pr, in, out);
	pr.refusal = INVALID;	/* an over-long line too: anything invalid */

	yut_checkers_print(out, b);
	for (;;) {
		snprintf(prompt, sizeof prompt, "%s's move: ",
		    yut_checkers_name(tomove));
		if ((r = read_move(&pr, prompt, m)) < 0) {
			if (yut_signal_caught())
				fputs("Stopped by a signal: the game was not "
				    "finished.\n", out);
			return 1;
		}
		if (r == 2) {
			help(out, tomove);
			continue;
		}
		if (r == 1 && m[0] == -1 && m[1] == -1 && m[2] == -1 &&
		    m[3] == -1) {
			if (!chain) {
				fprintf(out, "%s ends the game.\n",
				    yut_checkers_name(tomove));
				return 0;
			}
			chain = 0;
			tomove = tomove == YUT_CHECKERS_RED ?
			    YUT_CHECKERS_GREEN : YUT_CHECKERS_RED;
			continue;
		}
		if (r == 0 || !yut_checkers_check_move(b, tomove, m[0], m[1],
		    m[2], m[3]) || (chain && (m[0] != cx || m[1] != cy ||
		    !yut_checkers_jump(b, m[0], m[1], m[2], m[3]) ||
		    (m[2] == px && m[3] == py)))) {
			fprintf(out, "%s\n", INVALID);
			continue;
		}
		yut_checkers_apply(b, m[0], m[1], m[2], m[3]);
		yut_checkers_print(out, b);
		if (yut_checkers_won(b, tomove)) {
			fprintf(out, "%s wins!\n", yut_checkers_name(tomove));
			return 0;
		}
		chain = !yut_checkers_neighbor(m[0], m[1], m[2], m[3]) &&
		    yut_checkers_is_jumper(b, m[0], m[1], m[2], m[3]);
		if (chain) {
			px = m[0];
			py = m[1];
			cx = m[2];
			cy = m[3];
		} else
			tomove = tomove == YUT_CHECKERS_RED ?
			    YUT_CHECKERS_GREEN : YUT_CHECKERS_RED;
	}
}

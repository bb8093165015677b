/* screen.c - the board, the lists and the turn of SPEC 7. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"

#define SEPARATOR	"-----------------------------------------"
#define NOT_STARTED	"\u25a1"	/* white square */
#define ARRIVED		"\u25a0"	/* black square */

static const char brackets[YUT_MAXPLAYERS][2] = {
	{'[', ']'}, {'(', ')'}, {'{', '}'}, {'<', '>'}
};

/* Which square, if any, is drawn at (row, col): 1..29, else 0. */
static int
square_at(int row, int col)
{
	int pos, r, c;

	for (pos = 1; pos < YUT_NSQUARES; pos++)
		if (yut_square_cell(pos, &r, &c) == 0 && r == row && c == col)
			return pos;
	return 0;
}

const char *
yut_blank_cell(int row, int col)
{
	if ((row == 0 || row == 10) && col % 2 == 1)
		return " - ";
	if ((col == 0 || col == 10) && row % 2 == 1)
		return " | ";
	if (((row == 2 || row == 8) && (col == 2 || col == 8)) ||
	    ((row == 4 || row == 6) && (col == 4 || col == 6)))
		return " . ";
	return "   ";
}

/* How many pieces stand on pos, and whose they are (-1: none). */
static int
square_count(const struct yut_state *st, int pos, int *owner)
{
	int k, i, n = 0;

	*owner = -1;
	for (k = 0; k < st->nplayers; k++)
		for (i = 0; i < st->npieces; i++)
			if (st->p[k].pos[i] == pos) {
				n++;
				*owner = k;
			}
	return n;
}

/*
 * Draw the 11x11 grid: each square's text from square(pos, buf), every
 * other cell as SPEC 7 says, trailing blanks trimmed, "^Start" last.
 */
static void
draw_grid(FILE *fp, void (*square)(void *arg, int pos, char *buf,
    size_t size), void *arg)
{
	char line[512];
	int row, col, pos;
	size_t len;

	for (row = 0; row < 11; row++) {
		len = 0;
		for (col = 0; col < 11; col++) {
			if ((pos = square_at(row, col)) == 0) {
				memcpy(line + len, yut_blank_cell(row, col), 3);
				len += 3;
			} else {
				square(arg, pos, line + len, sizeof line - len);
				len += strlen(line + len);
			}
		}
		if (row == 10) {
			while (len > 0 && line[len - 1] == ' ')
				len--;
			memcpy(line + len, "^Start", 6);
			len += 6;
		}
		yut_putline(fp, line, len);
	}
}

struct board_arg {
	const struct yut_state *st;
	int style;
};

/* A square of the board: "[ ]", or "[n]" with n coloured by its owner. */
static void
count_square(void *arg, int pos, char *buf, size_t size)
{
	const struct board_arg *ba = arg;
	int owner, n = square_count(ba->st, pos, &owner);
	int color = ba->style & YUT_COLOR;
	const char *br = "[]";

	if (owner < 0) {
		snprintf(buf, size, "[ ]");
		return;
	}
	if (ba->style & YUT_SHAPES)
		br = brackets[owner];
	snprintf(buf, size, "%c%s%d%s%c", br[0], yut_color_on(owner, color),
	    n, yut_color_off(color), br[1]);
}

void
yut_render_board(FILE *fp, const struct yut_state *st, int style)
{
	struct board_arg ba = { st, style };

	draw_grid(fp, count_square, &ba);
}

/* A square of the numbered board: its number in place of the count. */
static void
number_square(void *arg, int pos, char *buf, size_t size)
{
	(void)arg;
	if (pos < 10)
		snprintf(buf, size, "[%d]", pos);
	else
		snprintf(buf, size, "%d ", pos);
}

void
yut_render_numbers(FILE *fp)
{
	draw_grid(fp, number_square, NULL);
}

/*
 * One list line: a mark for each piece on pos (0 or 100), player by
 * player, coloured by player; with YUT_SHAPES each player's marks are
 * grouped in its brackets.  No marks, no line.
 */
static void
marks(FILE *fp, const struct yut_state *st, int pos, const char *mark,
    int style)
{
	int k, i, n, total = 0, done = 0, color = style & YUT_COLOR;
	int shapes = style & YUT_SHAPES;

	for (k = 0; k < st->nplayers; k++)
		for (i = 0; i < st->npieces; i++)
			total += st->p[k].pos[i] == pos;
	if (total == 0)
		return;
	for (k = 0; k < st->nplayers; k++) {
		for (n = 0, i = 0; i < st->npieces; i++)
			n += st->p[k].pos[i] == pos;
		if (n == 0)
			continue;
		if (shapes)
			fprintf(fp, "%s%c", done ? " " : "", brackets[k][0]);
		fputs(yut_color_on(k, color), fp);
		while (n-- > 0) {
			/* " x " each, the last one's blank trimmed */
			done++;
			fprintf(fp, " %s%s", mark, done < total || shapes ?
			    " " : "");
		}
		fputs(yut_color_off(color), fp);
		if (shapes)
			fputc(brackets[k][1], fp);
	}
	fputc('\n', fp);
}

int
yut_name_entry(char *buf, size_t size, int first, const char *id,
    int animal)
{
	return snprintf(buf, size, "%s%s(%s)", first ? "" : " ", id,
	    yut_animal_name(animal));
}

void
yut_render_lists(FILE *fp, const struct yut_state *st, int style)
{
	char entry[YUT_ID_MAX + 32];
	int k;

	fputs(SEPARATOR "\n", fp);
	if (st->rules == YUT_ADVANCED) {
		for (k = 0; k < st->nplayers; k++) {
			yut_name_entry(entry, sizeof entry, k == 0,
			    st->p[k].id, st->p[k].animal);
			fputs(entry, fp);
		}
		fputs("\n" SEPARATOR "\n", fp);
	}
	fputs("Not started :\n", fp);
	marks(fp, st, 0, NOT_STARTED, style);
	fputs("Arrived :\n", fp);
	marks(fp, st, YUT_ARRIVED, ARRIVED, style);
	fputs(SEPARATOR "\n", fp);
}

void
yut_render_player(FILE *fp, const struct yut_state *st, int k, int named,
    int style)
{
	int color = style & YUT_COLOR;

	fprintf(fp, "Player %s%d%s", yut_color_on(k, color), k,
	    yut_color_off(color));
	if (named && st->rules == YUT_ADVANCED)
		fprintf(fp, " %s", st->p[k].id);
}

void
yut_render_turn(FILE *fp, const struct yut_state *st, int style)
{
	int w = yut_winner(st), i, r, c;
	const struct yut_player *pl = &st->p[st->turn];

	if (w >= 0) {
		yut_render_player(fp, st, w, 0, style);
		fputs(" win\n", fp);
		return;
	}
	yut_render_player(fp, st, st->turn, 1, style);
	fputs(" turn\nPiece :", fp);
	for (i = 0; i < st->npieces; i++)
		if (pl->pos[i] != YUT_ARRIVED)
			fprintf(fp, " %d", pl->pos[i]);
	fputs("\nYut :", fp);
	for (r = 0; r < YUT_NRESULTS; r++)
		for (c = 0; c < st->hand[r]; c++)
			fprintf(fp, " %s", yut_result_name(r));
	fputc('\n', fp);
}

void
yut_render(FILE *fp, const struct yut_state *st, int style)
{
	yut_render_board(fp, st, style);
	yut_render_lists(fp, st, style);
	yut_render_turn(fp, st, style);
}

void
yut_describe(FILE *fp, const char *prefix, int mover,
    const struct yut_event *ev)
{
	int r, first = 1;

	if (ev->caught > 0) {
		fprintf(fp, "%sPlayer %d caught %d piece%s of player %d", prefix,
		    mover, ev->caught, ev->caught == 1 ? "" : "s",
		    ev->caught_player);
		fputs(ev->pig_ended ? ": a pig! The turn ends\n" :
		    ev->earned == 2 ? ": throw twice\n" : ": throw again\n", fp);
	}
	if (ev->forfeited > 0)
		fprintf(fp, "%sPlayer %d's hand is full (%d results): %d owed "
		    "throw%s forfeited\n", prefix, mover, YUT_MAXHAND,
		    ev->forfeited, ev->forfeited == 1 ? "" : "s");
	if (ev->ndiscarded > 0 && !ev->pig_ended) {
		fprintf(fp, "%sPlayer %d cannot use", prefix, mover);
		for (r = 0; r < YUT_NRESULTS; r++) {
			int c;

			for (c = 0; c < ev->discarded[r]; c++) {
				fprintf(fp, "%s%s", first ? " " : ", ",
				    yut_result_name(r));
				first = 0;
			}
		}
		fputs(": the turn passes\n", fp);
	}
}

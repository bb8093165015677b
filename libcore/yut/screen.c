/* screen.c - the board and the lists of SPEC 7, and colour. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "yut.h"

#define SEPARATOR	"-----------------------------------------"
#define NOT_STARTED	" \u25a1 "	/* white square */
#define ARRIVED		" \u25a0 "	/* black square */

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

/* The cell text of an empty (non-square) grid cell. */
static const char *
blank_cell(int row, int col)
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

void
yut_render_board(FILE *fp, const struct yut_state *st, int color)
{
	char line[512];
	int row, col, pos, k, i, n, owner;
	size_t len;

	for (row = 0; row < 11; row++) {
		len = 0;
		for (col = 0; col < 11; col++) {
			pos = square_at(row, col);
			if (pos == 0) {
				memcpy(line + len, blank_cell(row, col), 3);
				len += 3;
				continue;
			}
			n = 0;
			owner = -1;
			for (k = 0; k < st->nplayers; k++)
				for (i = 0; i < st->npieces; i++)
					if (st->p[k].pos[i] == pos) {
						n++;
						owner = k;
					}
			if (owner < 0) {
				memcpy(line + len, "[ ]", 3);
				len += 3;
				continue;
			}
			len += (size_t)snprintf(line + len, sizeof line - len,
			    "%c%s%d%s%c", brackets[owner][0],
			    yut_color_on(owner, color), n, yut_color_off(color),
			    brackets[owner][1]);
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

/* One list line: each player's pieces on pos (0 or 100) as marks. */
static void
marks(FILE *fp, const struct yut_state *st, int pos, const char *mark,
    int color)
{
	int k, i, n, first = 1;

	for (k = 0; k < st->nplayers; k++) {
		for (n = 0, i = 0; i < st->npieces; i++)
			n += st->p[k].pos[i] == pos;
		if (n == 0)
			continue;
		fprintf(fp, "%s%c%s", first ? "" : " ", brackets[k][0],
		    yut_color_on(k, color));
		while (n-- > 0)
			fputs(mark, fp);
		fprintf(fp, "%s%c", yut_color_off(color), brackets[k][1]);
		first = 0;
	}
	if (!first)
		fputc('\n', fp);
}

void
yut_render_lists(FILE *fp, const struct yut_state *st, int color)
{
	int k;

	fputs(SEPARATOR "\n", fp);
	if (st->rules == YUT_ADVANCED) {
		for (k = 0; k < st->nplayers; k++)
			fprintf(fp, "%s%s(%s)", k ? " " : "", st->p[k].id,
			    yut_animal_name(st->p[k].animal));
		fputs("\n" SEPARATOR "\n", fp);
	}
	fputs("Not started :\n", fp);
	marks(fp, st, 0, NOT_STARTED, color);
	fputs("Arrived :\n", fp);
	marks(fp, st, YUT_ARRIVED, ARRIVED, color);
	fputs(SEPARATOR "\n", fp);
}

void
yut_render_turn(FILE *fp, const struct yut_state *st, int color)
{
	int w = yut_winner(st), i, r, c;
	const struct yut_player *pl = &st->p[st->turn];

	if (w >= 0) {
		fprintf(fp, "Player %s%d%s win\n", yut_color_on(w, color), w,
		    yut_color_off(color));
		return;
	}
	fprintf(fp, "Player %s%d%s turn\n", yut_color_on(st->turn, color),
	    st->turn, yut_color_off(color));
	fputs("Piece :", fp);
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
yut_render(FILE *fp, const struct yut_state *st, int color)
{
	yut_render_board(fp, st, color);
	yut_render_lists(fp, st, color);
	yut_render_turn(fp, st, color);
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

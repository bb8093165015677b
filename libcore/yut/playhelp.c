/*
 * playhelp.c - what yut-play answers to ?, help and hint: the squares and
 * the rules in brief, the animals, and the best moves of a position.
 */
#include <stdio.h>

#include "yut.h"

#define HINT_MOVES	3		/* moves a hint names */

void
yut_play_help(FILE *fp)
{
	fputs("Squares by number (0 is a piece not started):\n", fp);
	yut_render_numbers(fp);
	fputs("do 1, gae 2, geol 3, yut 4, mo 5 steps; back-do 1 back. "
	    "Yut and mo throw again.\n"
	    "A piece that stops on 5, 10 or 22 takes the shortcut next "
	    "time.\n"
	    "Landing on your own pieces stacks them; landing on another "
	    "player's sends\n"
	    "them home and earns a throw.  First to bring every piece home "
	    "wins.\n"
	    "Answer the position of a piece (0 for a new one), then a "
	    "result of Yut.\n"
	    "Answer hint for the computer's best moves.\n", fp);
}

void
yut_play_hint(FILE *fp, const struct yut_state *st, struct yut_table *table,
    double prob)
{
	struct yut_mv mv[YUT_MAXMOVES];
	double val[YUT_MAXMOVES], p[YUT_MAXPLAYERS];
	char why[256];
	int i, n, s = -1;

	if (table == NULL || yut_eval(table, st, p, mv, val, &n, why,
	    sizeof why) < 0)
		s = yut_bot_eval(st, prob, p, mv, val, &n);
	if (n == 0) {
		fputs("Hint: no piece can use the back-do: answer 0, then "
		    "back-do.\n", fp);
		return;
	}
	if (s < 0)
		fputs("Hint (your chance to win, exact from the table):", fp);
	else
		fprintf(fp, "Hint (%s's estimate of your chance to "
		    "win):", yut_strategy_name(s));
	for (i = 0; i < n && i < HINT_MOVES; i++)
		fprintf(fp, "%s %d %s %.1f%%", i ? "," : "", mv[i].pos,
		    yut_result_name(mv[i].result), 100 * val[i]);
	fputc('\n', fp);
}

void
yut_play_animals(void *fp)
{
	fputs("0 pig: a player who catches a pig's piece loses the rest of "
	    "the turn.\n"
	    "1 dog: a geol throws again, as a yut or a mo does.\n"
	    "2 sheep: a catch earns two throws instead of one.\n"
	    "3 cow: keeps to one path, 1-5, the diagonal through the centre "
	    "to 15, then\n"
	    "  16-19 and home; it never takes the other shortcuts.\n"
	    "Otherwise the rules are the basic game's.\n", fp);
}

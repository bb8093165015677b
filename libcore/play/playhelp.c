/*
 * playhelp.c - what yut-play answers to ?, help and hint: the squares and
 * the rules in brief, the animals, and the best moves of a position.
 */
#include <stdio.h>

#include "game.h"
#include "solve.h"
#include "bots.h"
#include "play.h"

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
yut_play_expert_gap(FILE *fp, const struct yut_state *st, int seat,
    double prob)
{
	const char *why;

	/*
	 * Where expert plays by a network, hint gives its estimate: in
	 * every game yut-play sets up (the advanced game is of four pieces,
	 * whose network knows every animal).
	 */
	if (yut_bot_expert_searches(st, seat, prob))
		return;
	if (st->rules != YUT_BASIC)
		why = "the advanced game";
	else if (st->nplayers != 2)
		why = "more than two players";
	else if (prob != 0.5)
		why = "sticks that are not fair (-P)";
	else
		why = st->npieces == 1 ? "one piece" : "this many pieces";
	fprintf(fp, "expert has no network for %s: it plays as expect, and "
	    "hint gives\nexpect's estimate.\n", why);
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

/*
 * What each question of yut-play expects, the answer to ? or help there
 * (SPEC 7); the move's questions answer with yut_play_help instead.
 */
const char *const yut_play_helps[YUT_REF_NPROMPTS] = {
	[YUT_REF_GAME] = "Answer 1 for the basic game, or 2 for the advanced "
	    "one (players log in,\nchoose animals, and may save a game and "
	    "resume it).",
	[YUT_REF_MENU] = "Answer 1 to start a game, or 2 to end the program.",
	[YUT_REF_PLAYERS] = "Answer how many players take part: 2, 3 or 4.",
	[YUT_REF_PIECES] = "Answer how many pieces each player has, 1 to 4; "
	    "the first to bring them all\nhome wins.",
	[YUT_REF_ID] = "Answer the ID of a player added with yut-login -a ID; "
	    "the password is asked\nnext.",
	[YUT_REF_RESUME] = "Answer 1 to go on with the game these players "
	    "saved, or 0 to start a new\none (saving it replaces the old).",
	[YUT_REF_ANIMAL] = "Answer the number of this player's animal:\n"
	    "0 pig: a player who catches a pig's piece loses the rest of "
	    "the turn.\n"
	    "1 dog: a geol throws again, as a yut or a mo does.\n"
	    "2 sheep: a catch earns two throws instead of one.\n"
	    "3 cow: keeps to one path, 1-5, the diagonal through the centre "
	    "to 15, then\n"
	    "  16-19 and home; it never takes the other shortcuts.\n"
	    "Otherwise the rules are the basic game's.",
	[YUT_REF_CONTINUE] = "Answer 0 to play this turn, or 1 to save the "
	    "game and go back to the menu;\nlogging the same players in "
	    "again resumes it.",
};

/* The advanced game's menu has three choices. */
const char yut_play_help_menu3[] = "Answer 1 to start a game of the players "
    "logged in, 2 to log a player in,\nor 3 to end the program.";

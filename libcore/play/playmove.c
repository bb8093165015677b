/*
 * playmove.c - a person's move in yut-play: the position, then the
 * result, each asked until the rules take it (SPEC 7), with ?, help and
 * hint answered on the way.
 */
#include <string.h>

#include "game.h"
#include "play.h"

#define ANSWER_MAX	YUT_PLAY_ANSWER_MAX

/* Print the prompt, read one answer. */
static int
ask(struct yut_play *pl, const char *prompt, char *buf)
{
	return yut_ask(&pl->pr, prompt, buf, ANSWER_MAX);
}

/* Whether some result in the hand can move the player's piece on pos. */
static int
usable_from(const struct yut_state *st, int pos)
{
	int r;

	for (r = 0; r < YUT_NRESULTS; r++)
		if (yut_move_check(st, pos, r) == YUT_OK)
			return 1;
	return 0;
}

/* Whether s asks for help or a hint rather than answers; if so, give it. */
static int
aside(struct yut_play *pl, const struct yut_state *st, const char *s)
{
	if (yut_asks_help(s))
		yut_play_help(pl->out);
	else if (strcmp(s, "hint") == 0)
		yut_play_hint(pl->out, st, pl->table, pl->prob);
	else
		return 0;
	return 1;
}

/*
 * The result tok, if it is one in the hand: its number, or -1 after
 * saying what is wrong.
 */
static int
result_in_hand(struct yut_play *pl, const struct yut_state *st,
    const char *tok)
{
	int r;

	if ((r = yut_result_parse(tok)) < 0)
		yut_wrong(&pl->pr, "'%.32s' is not a yut result", tok);
	else if (st->hand[r] == 0)
		yut_wrong(&pl->pr, "%s is not in your hand", tok);
	else
		return r;
	return -1;
}

/*
 * Ask >> yut : until the answer is a result in the hand: a word that is
 * not a result, or a result not in the hand, asks for the result again
 * and the piece stays chosen (SPEC 7).  Returns YUT_ASK_OK with *result
 * set, or YUT_ASK_EOF.
 */
static int
read_result(struct yut_play *pl, const struct yut_state *st, int *result)
{
	char ybuf[ANSWER_MAX + 1];

	do {
		do {
			if (ask(pl, yut_prompts[YUT_REF_YUT], ybuf) ==
			    YUT_ASK_EOF)
				return YUT_ASK_EOF;
		} while (aside(pl, st, ybuf));
	} while ((*result = result_in_hand(pl, st, ybuf)) < 0);
	return YUT_ASK_OK;
}

/*
 * Ask for a move: the position, then the result (both may come on one
 * line, "0 gae").  A wrong position is asked again, a wrong result too
 * (read_result), and a wrong line of both is the position's; a result in
 * the hand that the piece cannot use goes back to the position, so nobody
 * is stuck with a piece they did not mean.  dead: the hand is a back-do
 * nobody can use (SPEC 3): the answer naming it is taken, nothing moves.
 */
int
yut_play_read_move(struct yut_play *pl, const struct yut_state *st, int dead,
    int *pos, int *result)
{
	char buf[ANSWER_MAX + 1], *tok, *rest;
	const char *e;
	int err;

	fputs(YUT_PLAY_MOVE_HEAD, pl->out);
	for (;;) {
		if (ask(pl, yut_prompts[YUT_REF_POSITION], buf) == YUT_ASK_EOF)
			return YUT_ASK_EOF;
		if (aside(pl, st, buf))
			continue;
		if ((tok = strtok_r(buf, " \t", &rest)) == NULL) {
			yut_wrong(&pl->pr, "enter the position of a piece "
			    "(0 for a new one)");
			continue;
		}
		*pos = (int)yut_strtonum(tok, 0, YUT_NSQUARES - 1, &e);
		if (e != NULL) {
			yut_wrong(&pl->pr, "%.32s is not a position (0-29)",
			    tok);
			continue;
		}
		if (!yut_has_piece(st, st->turn, *pos)) {
			yut_wrong(&pl->pr, "you have no piece on %d", *pos);
			continue;
		}
		if (!dead && !usable_from(st, *pos)) {
			yut_wrong(&pl->pr, "nothing in your hand can move the "
			    "piece on %d", *pos);
			continue;
		}
		/* "0 mo" answers the position: refused, it is asked again */
		if ((tok = strtok_r(NULL, " \t", &rest)) != NULL) {
			if ((*result = result_in_hand(pl, st, tok)) < 0)
				continue;
		} else if (read_result(pl, st, result) == YUT_ASK_EOF)
			return YUT_ASK_EOF;
		err = dead ? YUT_OK : yut_move_check(st, *pos, *result);
		if (err == YUT_OK)
			return YUT_ASK_OK;
		yut_wrong(&pl->pr, "%d %s: %s", *pos,
		    yut_result_name(*result), yut_strerr(err));
	}
}

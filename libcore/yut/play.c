/*
 * play.c - the interactive game of yut-play: menus, logins, animals, turns,
 * saving and resuming, with the assignment's prompts (SPEC 7).  Every rule
 * comes from rules.c, so a game played here and the same game played
 * through the filters give the same states.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "yut.h"

#define ANSWER_MAX	256
#define STARS \
    "************************************************************\n"

enum { ASK_OK = YUT_ASK_OK, ASK_EOF = YUT_ASK_EOF };

/* Print the prompt, read one answer. */
static int
ask(struct yut_play *pl, const char *prompt, char *buf)
{
	struct yut_prompt pr = { pl->in, pl->out, pl->echo };

	return yut_ask(&pr, prompt, buf, ANSWER_MAX);
}

/* Ask until the answer is a number in [min, max]. */
static int
ask_number(struct yut_play *pl, const char *prompt, int min, int max,
    int *v)
{
	struct yut_prompt pr = { pl->in, pl->out, pl->echo };

	return yut_ask_number(&pr, prompt, min, max, v);
}

/* Append the state line to the record, if one is kept. */
static void
record(struct yut_play *pl, const struct yut_state *st)
{
	if (pl->record == NULL)
		return;
	yut_state_print(pl->record, st);
	if (fflush(pl->record) == EOF || ferror(pl->record))
		yut_die("write %s:", pl->record_path);
}

/* "Player 0 throws: yut gae", the results new in the hand. */
static void
say_throws(struct yut_play *pl, int player, const int before[],
    const int after[])
{
	int r, c;

	fprintf(pl->out, "Player %s%d%s throws:", yut_color_on(player,
	    pl->color), player, yut_color_off(pl->color));
	for (r = 0; r < YUT_NRESULTS; r++)
		for (c = before[r]; c < after[r]; c++)
			fprintf(pl->out, " %s", yut_result_name(r));
	fputc('\n', pl->out);
}

/*
 * Take the owed throws of the player to act, telling what came up and
 * what could not be used; returns whether the turn passed.
 */
static int
take_throws(struct yut_play *pl, struct yut_state *st)
{
	struct yut_event ev;
	int before[YUT_NRESULTS], mover = st->turn;

	memcpy(before, st->hand, sizeof before);
	yut_throw_all(st, &pl->rng, pl->prob, &ev);
	/* a discarded hand is gone from the state: show it from the event */
	say_throws(pl, mover, before, ev.passed ? ev.discarded : st->hand);
	yut_describe(pl->out, "", mover, &ev);
	record(pl, st);
	return ev.passed;
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

/*
 * Ask for a move: the position, then the result (both may come on one
 * line, "0 gae").  A wrong answer is explained and the same question is
 * asked again.
 */
static int
read_move(struct yut_play *pl, const struct yut_state *st, int *pos,
    int *result)
{
	char buf[ANSWER_MAX + 1], *tok, *rest;
	const char *e;
	int err;

	fputs("Write down the position of the player to move and yut\n"
	    "(back-do, do, gae, geol, yut, and mo)\n", pl->out);
	for (;;) {
		if (ask(pl, ">> position : ", buf) == ASK_EOF)
			return ASK_EOF;
		if ((tok = strtok_r(buf, " \t", &rest)) == NULL) {
			fputs("Wrong answer: enter the position of a piece "
			    "(0 for a new one)\n", pl->out);
			continue;
		}
		*pos = (int)yut_strtonum(tok, 0, YUT_NSQUARES - 1, &e);
		if (e != NULL)
			fprintf(pl->out, "Wrong answer: %.32s is not a "
			    "position (0-29)\n", tok);
		else if (!yut_has_piece(st, st->turn, *pos))
			fprintf(pl->out, "Wrong answer: you have no piece "
			    "on %d\n", *pos);
		else if (!usable_from(st, *pos))
			fprintf(pl->out, "Wrong answer: nothing in your hand "
			    "can move the piece on %d\n", *pos);
		else
			break;
	}
	for (tok = strtok_r(NULL, " \t", &rest);; tok = NULL) {
		if (tok == NULL) {
			if (ask(pl, ">> yut : ", buf) == ASK_EOF)
				return ASK_EOF;
			if ((tok = strtok_r(buf, " \t", &rest)) == NULL)
				tok = "";
		}
		if ((*result = yut_result_parse(tok)) < 0) {
			fprintf(pl->out, "Wrong answer: '%.32s' is not a yut "
			    "result\n", tok);
			continue;
		}
		err = yut_move_check(st, *pos, *result);
		if (err == YUT_ENORESULT)
			fprintf(pl->out, "Wrong answer: %s is not in your "
			    "hand\n", tok);
		else if (err != YUT_OK)
			fprintf(pl->out, "Wrong answer: %d %s: %s\n", *pos,
			    tok, yut_strerr(err));
		else
			return ASK_OK;
	}
}

/* Save st between turns; a save that fails ends the program (exit 2). */
static void
save(struct yut_play *pl, const struct yut_state *st)
{
	char err[256];
	int r;

	r = yut_save_store(pl->saves, st, err, sizeof err);
	if (r < 0 || r == YUT_SAVE_REFUSED)
		yut_die("%s", err);
}

/*
 * Play st until it ends, the players save it, or input ends.  Returns
 * 0 when the game was won, 1 when saved and exited, ASK_EOF at end of
 * input.
 */
static int
play_game(struct yut_play *pl, struct yut_state *st)
{
	struct yut_state turnstart = *st;
	struct yut_event ev;
	struct yut_mv mv;
	int pos, result, w, mover, choice, fresh = 1;

	record(pl, st);
	for (;;) {
		if ((w = yut_winner(st)) >= 0)
			break;
		if (fresh) {
			fresh = 0;
			turnstart = *st;
			if (st->rules == YUT_ADVANCED) {
				yut_render_board(pl->out, st, pl->color);
				yut_render_lists(pl->out, st, pl->color);
				if (ask_number(pl, "Continue (0) / Save and "
				    "Exit the game (1) : ", 0, 1, &choice) ==
				    ASK_EOF)
					goto eof;
				if (choice == 1) {
					save(pl, st);
					fputs("Game saved successfully!\n",
					    pl->out);
					return 1;
				}
			}
		}
		if (st->throws > 0) {
			fresh = take_throws(pl, st);
			continue;
		}
		mover = st->turn;
		if (pl->bot[mover] >= 0) {
			if (yut_bot_choose(st, pl->bot[mover], &pl->rng, &mv) < 0)
				yut_die("player %d has no move", mover);
			pos = mv.pos;
			result = mv.result;
			fprintf(pl->out, "Player %d (%s) moves %d %s\n", mover,
			    yut_strategy_name(pl->bot[mover]), pos,
			    yut_result_name(result));
		} else {
			yut_render(pl->out, st, pl->color);
			if (read_move(pl, st, &pos, &result) == ASK_EOF)
				goto eof;
		}
		if (yut_move(st, pos, result, &ev) != YUT_OK)
			yut_die("move refused after it was checked");
		yut_describe(pl->out, "", mover, &ev);
		record(pl, st);
		fresh = ev.passed;
	}
	fprintf(pl->out, "Player %s%d%s win\n", yut_color_on(w, pl->color), w,
	    yut_color_off(pl->color));
	yut_render_board(pl->out, st, pl->color);
	yut_render_lists(pl->out, st, pl->color);
	/* a finished game's saved line goes */
	if (st->rules == YUT_ADVANCED)
		save(pl, st);
	return 0;
eof:
	if (st->rules == YUT_ADVANCED) {
		save(pl, &turnstart);
		fputs("Input ended: the game was saved as it stood at the "
		    "start of this turn.\n", pl->out);
	} else
		fputs("Input ended: the game was not finished.\n", pl->out);
	return ASK_EOF;
}

static void
banner(struct yut_play *pl)
{
	fputs(STARS "************************   Menu   "
	    "**************************\n" STARS, pl->out);
}

/* The basic game's menu, until "end program" or end of input. */
static int
basic_menu(struct yut_play *pl)
{
	struct yut_state st;
	int choice, players, pieces;

	for (;;) {
		banner(pl);
		fputs("1. game start\n2. end program\n", pl->out);
		if (ask_number(pl, "Select the function you want : ", 1, 2,
		    &choice) == ASK_EOF || choice == 2)
			return 0;
		if (ask_number(pl, "number of players (2, 3, 4) : ",
		    YUT_MINPLAYERS, YUT_MAXPLAYERS, &players) == ASK_EOF)
			return 0;
		if (ask_number(pl, "number of pieces per player (1, 2, 3, 4) : ",
		    1, YUT_MAXPIECES, &pieces) == ASK_EOF)
			return 0;
		yut_state_basic(&st, players, pieces);
		if (play_game(pl, &st) == ASK_EOF)
			return 0;
	}
}

/* Ask ID and password; add the ID to the logged-in list on success. */
static int
login(struct yut_play *pl)
{
	char id[ANSWER_MAX + 1], pw[YUT_PASS_MAX + 2], err[256];
	int i, n, ok;

	if (ask(pl, "ID : ", id) == ASK_EOF)
		return ASK_EOF;
	if (pl->echo) {
		fputs("PASSWORD : ", pl->out);
		fflush(pl->out);
		n = yut_getline(pl->in, pw, YUT_PASS_MAX);
		fputc('\n', pl->out);
	} else {
		fflush(pl->out);
		n = yut_read_password(pl->in, pl->out, "PASSWORD : ", pw,
		    sizeof pw);
	}
	if (n == -1)
		return ASK_EOF;
	ok = 0;
	if (n >= 0) {
		/* the same work for an unknown ID as for a wrong password */
		ok = yut_user_check(pl->users, id, pw, err, sizeof err);
		if (ok < 0)
			yut_warn("%s", err);
		ok = ok == 1 && yut_valid_id(id);
	}
	yut_wipe(pw, sizeof pw);
	for (i = 0; ok && i < pl->nlogged; i++)
		if (strcmp(pl->logged[i], id) == 0) {
			fprintf(pl->out, "%s is logged in already\n", id);
			return ASK_OK;
		}
	if (ok && pl->nlogged == YUT_MAXPLAYERS) {
		fputs("Four players are logged in already\n", pl->out);
		return ASK_OK;
	}
	fputs(ok ? "Login Succeed!\n" : "Login Failed!\n", pl->out);
	if (ok)
		strcpy(pl->logged[pl->nlogged++], id);
	return ASK_OK;
}

/* Start an advanced game for the logged-in players, new or resumed. */
static int
start_advanced(struct yut_play *pl)
{
	struct yut_state st;
	const char *ids[YUT_MAXPLAYERS];
	char err[256], prompt[64];
	int i, k, found, choice, animal, r;

	for (i = 0; i < pl->nlogged; i++)
		ids[i] = pl->logged[i];
	found = yut_save_find(pl->saves, ids, pl->nlogged, &st, err,
	    sizeof err);
	if (found < 0)
		yut_die("%s", err);
	choice = 0;
	if (found == 0 && ask_number(pl, "There is a saved game. Start a new "
	    "game (0) / Resume (1) : ", 0, 1, &choice) == ASK_EOF)
		return ASK_EOF;
	if (choice == 0) {
		yut_state_basic(&st, pl->nlogged, YUT_MAXPIECES);
		st.rules = YUT_ADVANCED;
		for (k = 0; k < pl->nlogged; k++) {
			strcpy(st.p[k].id, pl->logged[k]);
			fprintf(pl->out, "Select animal type of %s\n",
			    st.p[k].id);
			snprintf(prompt, sizeof prompt,
			    "(0: pig, 1: dog, 2: sheep, 3:cow) : ");
			if (ask_number(pl, prompt, 0, YUT_NANIMALS - 1,
			    &animal) == ASK_EOF)
				return ASK_EOF;
			st.p[k].animal = animal;
		}
	}
	r = play_game(pl, &st);
	if (r == 1)		/* saved: everybody logs out */
		pl->nlogged = 0;
	return r == ASK_EOF ? ASK_EOF : ASK_OK;
}

/* The advanced game's menu, until "end program" or end of input. */
static int
advanced_menu(struct yut_play *pl)
{
	int i, choice;

	for (;;) {
		banner(pl);
		fputs("Logged-in ID List :", pl->out);
		if (pl->nlogged == 0)
			fputs(" No player is logged in", pl->out);
		for (i = 0; i < pl->nlogged; i++)
			fprintf(pl->out, " %s", pl->logged[i]);
		fputs("\n1. game start\n2. login\n3. end program\n", pl->out);
		if (ask_number(pl, "Select the function you want : ", 1, 3,
		    &choice) == ASK_EOF || choice == 3)
			return 0;
		if (choice == 2) {
			if (login(pl) == ASK_EOF)
				return 0;
		} else if (pl->nlogged < YUT_MINPLAYERS) {
			fputs("More than 1 player is needed to start the "
			    "game\n", pl->out);
		} else if (start_advanced(pl) == ASK_EOF)
			return 0;
	}
}

int
yut_play(struct yut_play *pl, int game)
{
	pl->echo = !isatty(fileno(pl->in));
	if (game == 0) {
		fputs("1. Yunnori Basic\n2. Yunnori Extension\n", pl->out);
		if (ask_number(pl, "Choose a game to play (1, 2) : ", 1, 2,
		    &game) == ASK_EOF)
			return 0;
	}
	return game == 1 ? basic_menu(pl) : advanced_menu(pl);
}

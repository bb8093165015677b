/*
 * play.c - the interactive game of yut-play: menus, logins, animals, turns,
 * saving and resuming, with the assignment's prompts (SPEC 7).  Every rule
 * comes from rules.c, so a game played here and the same game played
 * through the filters give the same states.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "search.h"
#include "bots.h"
#include "play.h"

#define ANSWER_MAX	YUT_PLAY_ANSWER_MAX
#define STARS \
    "************************************************************\n"
#define MOVE_HEAD	YUT_PLAY_MOVE_HEAD

/*
 * What the steps of a session return: go on, input ended, PLAY_FAIL: the
 * session cannot go on (said on stderr), and ends with status 2, or
 * PLAY_CUT: input ended in the middle of a game, which ends with status 1
 * so that a script can tell an unfinished game from a finished one.
 */
enum { ASK_OK = YUT_ASK_OK, ASK_EOF = YUT_ASK_EOF, PLAY_FAIL = -2,
    PLAY_CUT = -3 };

/*
 * Ask question kind (YUT_REF_*) until the answer is a number in [min,
 * max]; ? or help says what it expects.
 */
static int
ask_number(struct yut_play *pl, int kind, int min, int max, int *v)
{
	return yut_ask_number_help(&pl->pr, yut_prompts[kind], min, max, v,
	    yut_play_helps[kind]);
}

/*
 * Append the state line to the record, if one is kept, after "# game N"
 * when it is the first of a game but the session's first (games: a game
 * starts here); the file is created (or emptied) only now, when there is
 * something to write.  A record that cannot be written (a full disk) is
 * given up with a warning: the game goes on, and is saved as usual.
 */
static void
record_as(struct yut_play *pl, const struct yut_state *st, int games)
{
	if (pl->record_path == NULL)
		return;
	if (pl->record == NULL &&
	    (pl->record = fopen(pl->record_path, "we")) == NULL) {
		yut_warn("open %s: %s; the game goes on unrecorded",
		    pl->record_path, strerror(errno));
		pl->record_path = NULL;
		return;
	}
	if (games && pl->ngames++ > 0)
		fprintf(pl->record, "# game %d\n", pl->ngames);
	yut_state_print(pl->record, st);
	if (fflush(pl->record) == EOF || ferror(pl->record)) {
		yut_warn("write %s: %s; the game goes on unrecorded",
		    pl->record_path, strerror(errno));
		fclose(pl->record);
		pl->record = NULL;
		pl->record_path = NULL;
	}
}

/* Append the state line of an action to the record. */
static void
record(struct yut_play *pl, const struct yut_state *st)
{
	record_as(pl, st, 0);
}

/* The next throw: from -r while the list lasts, then the sticks. */
static int
next_throw(void *arg)
{
	struct yut_play *pl = arg;

	if (pl->nextscript < pl->nscript)
		return pl->script[pl->nextscript++];
	return yut_throw(&pl->rng, pl->prob);
}

/* With -v, "Player 0 throws: yut gae": the results new in the hand. */
static void
say_throws(struct yut_play *pl, const struct yut_state *st, int player,
    const int before[], const int after[])
{
	int r, c;

	if (!pl->verbose)
		return;
	yut_render_player(pl->out, st, player, 1, pl->style);
	fputs(" throws:", pl->out);
	for (r = 0; r < YUT_NRESULTS; r++)
		for (c = before[r]; c < after[r]; c++)
			fprintf(pl->out, " %s", yut_result_name(r));
	fputc('\n', pl->out);
}

static int strategy_of(const struct yut_play *, const struct yut_state *,
    int);

/* Whether st is played by people and computers together. */
static int
mixed(const struct yut_play *pl, const struct yut_state *st)
{
	int k, people = 0, computers = 0;

	for (k = 0; k < st->nplayers; k++) {
		if (strategy_of(pl, st, k) < 0)
			people++;
		else
			computers++;
	}
	return people > 0 && computers > 0;
}

/*
 * After an action of mover: with -v, what it did; the record.  A catch by
 * a computer is said in a game with people too, who would not see it
 * otherwise.
 */
static void
after_action(struct yut_play *pl, const struct yut_state *st, int mover,
    const struct yut_event *ev)
{
	if (pl->verbose || (ev->caught > 0 && strategy_of(pl, st, mover) >= 0 &&
	    mixed(pl, st)))
		yut_describe(pl->out, "", mover, ev);
	record(pl, st);
}

/* Take the owed throws of the player to act. */
static void
take_throws(struct yut_play *pl, struct yut_state *st, struct yut_event *ev)
{
	int before[YUT_NRESULTS], mover = st->turn;

	memcpy(before, st->hand, sizeof before);
	yut_throw_with(st, next_throw, pl, ev);
	/* a discarded hand is gone from the state: show it from the event */
	say_throws(pl, st, mover, before, ev->passed ? ev->discarded :
	    st->hand);
	after_action(pl, st, mover, ev);
}

/* The ID of seat s's computer player in an advanced game: "expect1". */
static void
bot_id(const struct yut_play *pl, int s, char *buf, size_t size)
{
	snprintf(buf, size, "%s%d", yut_strategy_name(pl->bot[s]), s);
}

/* The --bot seat whose computer player has this ID, or -1. */
static int
bot_seat_of(const struct yut_play *pl, const char *id)
{
	char b[YUT_ID_MAX + 1];
	int s;

	for (s = 0; s < YUT_MAXPLAYERS; s++) {
		if (pl->bot[s] < 0)
			continue;
		bot_id(pl, s, b, sizeof b);
		if (strcmp(b, id) == 0)
			return s;
	}
	return -1;
}

/*
 * The strategy of player k, or -1 for a person: by seat in a basic game,
 * by ID in an advanced one (so a resumed game finds its computers).
 */
static int
strategy_of(const struct yut_play *pl, const struct yut_state *st, int k)
{
	int s;

	if (st->rules != YUT_ADVANCED)
		return pl->bot[k];
	s = bot_seat_of(pl, st->p[k].id);
	return s < 0 ? -1 : pl->bot[s];
}

/*
 * The move of the player to act: a person answers the prompts under the
 * screen; a computer seat's answers are written after the same prompts,
 * so its turns read like a person's.
 */
static int
choose_move(struct yut_play *pl, const struct yut_state *st, int dead,
    int *pos, int *result)
{
	struct yut_mv mv;
	int k = st->turn, r, strategy = strategy_of(pl, st, k);
	struct yut_bot bot = { strategy, pl->prob, NULL, pl->memo, NULL };

	yut_render(pl->out, st, pl->style);
	if (strategy < 0)
		return yut_play_read_move(pl, st, dead, pos, result);
	if (dead) {
		mv.pos = 0;
		for (r = 0; st->hand[r] == 0; r++)
			;
		mv.result = r;
	} else if (yut_bot_choose(st, &bot, &pl->rng, &mv) < 0) {
		yut_warn("player %d has no move", k);
		return PLAY_FAIL;
	}
	*pos = mv.pos;
	*result = mv.result;
	fprintf(pl->out, MOVE_HEAD "%s%d\n%s%s\n",
	    yut_prompts[YUT_REF_POSITION], *pos, yut_prompts[YUT_REF_YUT],
	    yut_result_name(*result));
	if (pl->verbose)
		fprintf(pl->out, "Player %d (%s) moves %d %s\n", k,
		    yut_strategy_name(strategy), *pos,
		    yut_result_name(*result));
	return ASK_OK;
}

/*
 * A hand that an action left unusable was discarded and the turn passed.
 * As the assignment's example 4 shows, the mover still sees the screen
 * with that hand and answers both prompts; nothing moves.
 */
static int
dead_hand(struct yut_play *pl, const struct yut_state *st, int mover,
    const struct yut_event *ev)
{
	struct yut_state dead = *st;
	int pos, result;

	if (ev->ndiscarded == 0 || ev->pig_ended || yut_winner(st) >= 0)
		return ASK_OK;
	dead.turn = mover;
	dead.throws = 0;
	memcpy(dead.hand, ev->discarded, sizeof dead.hand);
	return choose_move(pl, &dead, 1, &pos, &result);
}

/*
 * Save st between turns (or remove the line of a finished game).  A save
 * that fails says why on stderr and returns -1; the game is still here.
 */
static int
save(struct yut_play *pl, const struct yut_state *st)
{
	char err[256];
	int r;

	r = yut_save_store(pl->saves, st, err, sizeof err);
	if (r < 0 || r == YUT_SAVE_REFUSED) {
		yut_warn("%s", err);
		return -1;
	}
	return 0;
}

/*
 * Before each turn of an advanced game, under its board and lists:
 * continue, or save and exit.  A save that fails keeps the game and asks
 * again.  Returns 0 to play on, 1 when saved, ASK_EOF at end of input.
 */
static int
ask_save(struct yut_play *pl, const struct yut_state *st)
{
	int choice;

	yut_render_board(pl->out, st, pl->style);
	yut_render_lists(pl->out, st, pl->style);
	for (;;) {
		/* a computer goes on, and says so */
		if (strategy_of(pl, st, st->turn) >= 0) {
			fprintf(pl->out, "%s0\n", yut_prompts[YUT_REF_CONTINUE]);
			return 0;
		}
		if (ask_number(pl, YUT_REF_CONTINUE, 0, 1, &choice) ==
		    ASK_EOF)
			return ASK_EOF;
		if (choice == 0)
			return 0;
		if (save(pl, st) == 0) {
			fputs("Game saved successfully!\n", pl->out);
			return 1;
		}
		fputs("The game was not saved; it goes on.\n", pl->out);
	}
}

/*
 * Input ended or a signal came in the middle of a game: an advanced game
 * is saved as it stood at the start of the turn.  If even that fails,
 * its state line goes to stderr, so that it can be saved by hand with
 * yut-save, and the program ends with status 2.  Returns PLAY_CUT, or
 * PLAY_FAIL when the game is lost.
 */
static int
interrupted(struct yut_play *pl, const struct yut_state *turnstart)
{
	char line[YUT_LINE_MAX + 1];
	const char *why = yut_signal_caught() ? "Stopped by a signal" :
	    "Input ended";

	if (turnstart->rules != YUT_ADVANCED) {
		fprintf(pl->out, "%s: the game was not finished.\n", why);
		return PLAY_CUT;
	}
	if (save(pl, turnstart) == 0) {
		fprintf(pl->out, "%s: the game was saved as it stood at the "
		    "start of this turn.\n", why);
		return PLAY_CUT;
	}
	fprintf(pl->out, "%s: the game was not saved.\n", why);
	yut_state_format(turnstart, line, sizeof line);
	yut_warn("the game, for yut-save: %s", line);
	return PLAY_FAIL;
}

/*
 * People and computers together: which players are the people's, which
 * the computer's, in one line before the game ("You are player 0; the
 * computer is player 1 (expert)."), and an expert whose estimate hint
 * does not give says so there.
 */
static void
say_seats(struct yut_play *pl, const struct yut_state *st)
{
	int k, n, people = 0, strategy, expert = -1;

	if (!mixed(pl, st))
		return;
	for (k = 0; k < st->nplayers; k++)
		people += strategy_of(pl, st, k) < 0;
	fputs(people == 1 ? "You are player" : "You are players", pl->out);
	for (k = 0, n = 0; k < st->nplayers; k++)
		if (strategy_of(pl, st, k) < 0)
			fprintf(pl->out, "%s %d", n++ ? "," : "", k);
	fputs(st->nplayers - people == 1 ? "; the computer is player" :
	    "; the computer is players", pl->out);
	for (k = 0, n = 0; k < st->nplayers; k++)
		if ((strategy = strategy_of(pl, st, k)) >= 0)
			fprintf(pl->out, "%s %d (%s)", n++ ? "," : "", k,
			    yut_strategy_name(strategy));
	fputs(".\n", pl->out);
	/* said once, of the first expert seated */
	for (k = st->nplayers - 1; k >= 0; k--)
		if (strategy_of(pl, st, k) == YUT_BOT_EXPERT)
			expert = k;
	if (expert >= 0)
		yut_play_expert_gap(pl->out, st, expert, pl->prob);
}

/* The player to act throws or moves: ASK_OK, ASK_EOF or PLAY_FAIL. */
static int
act(struct yut_play *pl, struct yut_state *st, struct yut_event *ev)
{
	int mover = st->turn, pos, result, r;

	if (st->throws > 0) {
		take_throws(pl, st, ev);
		return ASK_OK;
	}
	if ((r = choose_move(pl, st, 0, &pos, &result)) != ASK_OK)
		return r;
	if (yut_move(st, pos, result, ev) != YUT_OK) {
		yut_warn("move refused after it was checked");
		return PLAY_FAIL;
	}
	after_action(pl, st, mover, ev);
	return ASK_OK;
}

/* A game won: the winner and the board; its saved line goes. */
static void
won(struct yut_play *pl, const struct yut_state *st, int w)
{
	yut_render_player(pl->out, st, w, 0, pl->style);
	fputs(" win\n", pl->out);
	yut_render_board(pl->out, st, pl->style);
	yut_render_lists(pl->out, st, pl->style);
	/* a finished game's saved line goes, and everybody logs out */
	if (st->rules == YUT_ADVANCED) {
		save(pl, st);
		pl->nlogged = 0;
	}
}

/*
 * Play st until it ends, the players save it, or input ends.  Returns
 * 0 when the game was won, 1 when saved and exited, PLAY_CUT at end of
 * input, PLAY_FAIL when it cannot go on.
 */
static int
play_game(struct yut_play *pl, struct yut_state *st)
{
	struct yut_state turnstart = *st;
	struct yut_event ev;
	int w, mover, r, fresh = 1;

	say_seats(pl, st);
	record_as(pl, st, 1);
	while ((w = yut_winner(st)) < 0) {
		/* a signal ends the game even where nobody is asked */
		if (yut_signal_caught())
			return interrupted(pl, &turnstart);
		if (fresh) {
			fresh = 0;
			turnstart = *st;
			if (st->rules == YUT_ADVANCED &&
			    (r = ask_save(pl, st)) != 0)
				return r == 1 ? 1 : interrupted(pl, &turnstart);
		}
		mover = st->turn;
		if ((r = act(pl, st, &ev)) == ASK_OK) {
			if ((fresh = ev.passed))
				turnstart = *st;
			r = dead_hand(pl, st, mover, &ev);
		}
		if (r != ASK_OK)
			return r == ASK_EOF ? interrupted(pl, &turnstart) : r;
	}
	won(pl, st, w);
	return 0;
}

static void
banner(struct yut_play *pl)
{
	fputs(STARS "************************   Menu   "
	    "**************************\n" STARS, pl->out);
}

/*
 * The exit status of a session that ended with r: 2 when it could not go
 * on, 1 when input ended in the middle of a game, else 0.
 */
static int
status_of(int r)
{
	return r == PLAY_FAIL ? YUT_EXIT_USAGE : r == PLAY_CUT ? 1 : 0;
}

/* The basic game's menu, until "end program" or end of input. */
static int
basic_menu(struct yut_play *pl)
{
	struct yut_state st;
	int choice, players, pieces, r;

	for (;;) {
		banner(pl);
		fputs("1. game start\n2. end program\n", pl->out);
		if (ask_number(pl, YUT_REF_MENU, 1, 2, &choice) == ASK_EOF ||
		    choice == 2)
			return 0;
		if (ask_number(pl, YUT_REF_PLAYERS, YUT_MINPLAYERS,
		    YUT_MAXPLAYERS, &players) == ASK_EOF)
			return 0;
		if (ask_number(pl, YUT_REF_PIECES, 1, YUT_MAXPIECES,
		    &pieces) == ASK_EOF)
			return 0;
		yut_state_basic(&st, players, pieces);
		if ((r = play_game(pl, &st)) < 0)
			return status_of(r);
	}
}

/*
 * With no users file, a login cannot succeed: say how to add a user,
 * right under the refusal, with yut-login as it can be run from here.
 */
static void
no_users(struct yut_play *pl)
{
	const char *login = pl->login != NULL ? pl->login : "yut-login";

	if (strcmp(pl->users, "user_info.txt") == 0)
		fprintf(pl->out, "There are no users yet (no %s): add one "
		    "with %s -a ID\n", pl->users, login);
	else
		fprintf(pl->out, "There are no users yet (no %s): add one "
		    "with %s -u %s -a ID\n", pl->users, login, pl->users);
}

/* Ask ID and password; add the ID to the logged-in list on success. */
static int
login(struct yut_play *pl)
{
	char id[ANSWER_MAX + 1], pw[YUT_PASS_MAX + 2], err[256];
	int i, n, ok, missing = 0;

	if (yut_ask_help(&pl->pr, yut_prompts[YUT_REF_ID],
	    yut_play_helps[YUT_REF_ID], id, ANSWER_MAX) == ASK_EOF)
		return ASK_EOF;
	if (pl->pr.echo) {
		fputs(yut_prompts[YUT_REF_PASSWORD], pl->out);
		fflush(pl->out);
		n = yut_getline(pl->in, pw, YUT_PASS_MAX);
		fputc('\n', pl->out);
	} else {
		fflush(pl->out);
		n = yut_read_password(pl->in, pl->out,
		    yut_prompts[YUT_REF_PASSWORD], pw, sizeof pw);
	}
	if (n == YUT_LINE_ENDLESS)
		yut_warn("input: a password of more than %d bytes never ends; "
		    "taken as the end of input", YUT_PASS_MAX);
	if (n == -1 || n == YUT_LINE_ENDLESS || yut_signal_caught()) {
		yut_wipe(pw, sizeof pw);
		return ASK_EOF;
	}
	ok = 0;
	if (n >= 0) {
		/* the same work for an unknown ID as for a wrong password */
		ok = yut_user_check(pl->users, id, pw, err, sizeof err);
		if (ok < 0 && access(pl->users, F_OK) < 0 && errno == ENOENT)
			missing = 1;
		else if (ok < 0)
			yut_warn("%s", err);
		ok = ok == 1 && yut_valid_id(id);
	}
	yut_wipe(pw, sizeof pw);
	for (i = 0; ok && i < pl->nlogged; i++)
		if (strcmp(pl->logged[i], id) == 0) {
			fprintf(pl->out, "%s is logged in already\n", id);
			return ASK_OK;
		}
	if (ok && bot_seat_of(pl, id) >= 0) {
		fprintf(pl->out, "%s is a computer player's ID\n", id);
		return ASK_OK;
	}
	if (ok && pl->nlogged + pl->nbots >= YUT_MAXPLAYERS) {
		fputs("Four players are logged in already\n", pl->out);
		return ASK_OK;
	}
	fputs(ok ? "Login Succeed!\n" : "Login Failed!\n", pl->out);
	if (missing)
		no_users(pl);
	if (ok)
		strcpy(pl->logged[pl->nlogged++], id);
	return ASK_OK;
}

/*
 * The players of an advanced game, in seat order: a computer player sits
 * in the seat its --bot names when there are that many players, and the
 * people fill the other seats in login order, then any computers left.
 */
static int
seat_players(const struct yut_play *pl, char ids[][YUT_ID_MAX + 1])
{
	int n = pl->nlogged + pl->nbots, s, h = 0, b = n;

	for (s = 0; s < n; s++) {
		if (pl->bot[s] >= 0)
			bot_id(pl, s, ids[s], YUT_ID_MAX + 1);
		else if (h < pl->nlogged)
			strcpy(ids[s], pl->logged[h++]);
		else {
			/* a computer whose seat is past the last player */
			while (b < YUT_MAXPLAYERS - 1 && pl->bot[b] < 0)
				b++;
			bot_id(pl, b++, ids[s], YUT_ID_MAX + 1);
		}
	}
	return n;
}

/*
 * The game of the players seated, resumed from the saves file or new,
 * played while this process holds it.
 */
static int
play_advanced(struct yut_play *pl, char seated[][YUT_ID_MAX + 1],
    const char *const *ids, int n)
{
	struct yut_state st;
	const char *prompt = yut_prompts[YUT_REF_ANIMAL];
	char err[256];
	int k, s, found, choice, animal, r;

	found = yut_save_find(pl->saves, ids, n, &st, err, sizeof err);
	if (found < 0) {
		yut_warn("%s", err);
		return PLAY_FAIL;
	}
	choice = 0;
	if (found == 0 && ask_number(pl, YUT_REF_RESUME, 0, 1, &choice) ==
	    ASK_EOF)
		return ASK_EOF;
	if (choice == 0) {
		yut_state_basic(&st, n, YUT_MAXPIECES);
		st.rules = YUT_ADVANCED;
		for (k = 0; k < n; k++) {
			strcpy(st.p[k].id, seated[k]);
			fprintf(pl->out, "Select animal type of %s\n",
			    st.p[k].id);
			if ((s = bot_seat_of(pl, seated[k])) >= 0) {
				/* a computer: its --bot animal, else a draw */
				animal = pl->botanimal[s] >= 0 ?
				    pl->botanimal[s] :
				    (int)yut_rng_below(&pl->rng, YUT_NANIMALS);
				fprintf(pl->out, "%s%d\n", prompt, animal);
			} else if (ask_number(pl, YUT_REF_ANIMAL, 0,
			    YUT_NANIMALS - 1, &animal) == ASK_EOF)
				return ASK_EOF;
			st.p[k].animal = animal;
		}
	}
	r = play_game(pl, &st);
	if (r == 1)		/* saved: everybody logs out */
		pl->nlogged = 0;
	return r < 0 ? r : ASK_OK;
}

/*
 * Start an advanced game for the logged-in players, new or resumed,
 * unless another yut-play has the game of the same players open: two
 * would each save over the other's game.
 */
static int
start_advanced(struct yut_play *pl)
{
	char seated[YUT_MAXPLAYERS][YUT_ID_MAX + 1], err[256];
	const char *ids[YUT_MAXPLAYERS] = { NULL };
	int i, n, r, hold;

	n = seat_players(pl, seated);
	for (i = 0; i < n; i++)
		ids[i] = seated[i];
	hold = yut_save_hold(pl->saves, ids, n, err, sizeof err);
	if (hold == -2) {
		fputs("The game of", pl->out);
		for (i = 0; i < n; i++)
			fprintf(pl->out, " %s", ids[i]);
		fputs(" is open elsewhere\n", pl->out);
		return ASK_OK;
	}
	if (hold == -1)		/* say so, and play unguarded */
		yut_warn("%s", err);
	r = play_advanced(pl, seated, ids, n);
	if (hold >= 0)
		close(hold);
	return r;
}

/* The advanced game's menu, until "end program" or end of input. */
static int
advanced_menu(struct yut_play *pl)
{
	char id[YUT_ID_MAX + 1];
	int i, choice, r;

	for (;;) {
		banner(pl);
		fputs("Logged-in ID List :", pl->out);
		if (pl->nlogged + pl->nbots == 0)
			fputs(" No player is logged in", pl->out);
		for (i = 0; i < pl->nlogged; i++)
			fprintf(pl->out, " %s", pl->logged[i]);
		/* the computer players are always there */
		for (i = 0; i < YUT_MAXPLAYERS; i++)
			if (pl->bot[i] >= 0) {
				bot_id(pl, i, id, sizeof id);
				fprintf(pl->out, " %s", id);
			}
		fputs("\n1. game start\n2. login\n3. end program\n", pl->out);
		if (yut_ask_number_help(&pl->pr, yut_prompts[YUT_REF_MENU], 1,
		    3, &choice, yut_play_help_menu3) == ASK_EOF || choice == 3)
			return 0;
		if (choice == 2) {
			if (login(pl) == ASK_EOF)
				return 0;
		} else if (pl->nlogged + pl->nbots < YUT_MINPLAYERS) {
			fputs("More than 1 player is needed to start the "
			    "game\n", pl->out);
		} else if ((r = start_advanced(pl)) < 0)
			return status_of(r);
	}
}

int
yut_play(struct yut_play *pl, int game)
{
	struct yut_memo memo;
	int rc;

	yut_prompt_init(&pl->pr, pl->in, pl->out);
	if (game == 0) {
		fputs("1. Yunnori Basic\n2. Yunnori Extension\n", pl->out);
		if (ask_number(pl, YUT_REF_GAME, 1, 2, &game) == ASK_EOF)
			return 0;
	}
	/* the computer's searches remember in one memo for the run */
	pl->memo = yut_search_memo(NULL, &memo);
	rc = game == 1 ? basic_menu(pl) : advanced_menu(pl);
	yut_memo_free(&memo);
	pl->memo = NULL;
	return rc;
}

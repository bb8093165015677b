/*
 * ref_session.c - the referee's session tracker.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "game.h"
#include "grade.h"
#include "referee.h"

/* The game of rf->gm.st won at line: its saved line goes. */
static void
finish_saved(struct yut_referee *rf, long line)
{
	const char *ids[YUT_MAXPLAYERS];
	struct saved *sv;
	int k, j;

	for (j = 0; j < rf->ss.nsaved; j++) {
		sv = &rf->ss.saved[j];
		if (sv->st.nplayers != rf->gm.st.nplayers)
			continue;
		for (k = 0; k < sv->st.nplayers; k++)
			ids[k] = sv->st.p[k].id;
		if (yut_save_isset(&rf->gm.st, ids, sv->st.nplayers)) {
			sv->finished = 1;
			sv->fromfile = 0;
			sv->before = 0;
			sv->line = line;
		}
	}
}

/*
 * "Player N win" at line: the rules follower checks the win; the game
 * ends, its saved line goes, its players are logged out.
 */
void
yut_ref_check_win(struct yut_referee *rf, int player, long line)
{
	yut_ref_won(&rf->gm, &rf->rp, rf, player, line);
	rf->ss.wins++;
	yut_ref_screen_won(&rf->sc, 1);
	rf->ss.wonplayer = player;
	if (rf->gm.st.rules == YUT_ADVANCED && rf->gm.follow != FOLLOW_NONE)
		finish_saved(rf, line);
	yut_ref_game_won(&rf->gm);
	if (rf->gm.told.game == 2) {
		rf->ss.nlogged = 0;
		rf->ss.loggedknown = 1;
	}
}

/*
 * The menu comes back while a game is being played: it must have been
 * won (and said so) or saved.  Then the game is left.
 */
void
yut_ref_left_game(struct yut_referee *rf, long line)
{
	char e[64];
	int w;

	if (rf->gm.ingame && rf->gm.follow == FOLLOW_MOVE) {
		if ((w = yut_ref_winning_move(&rf->gm, &rf->rp, rf)) >= 0) {
			snprintf(e, sizeof e, "Player %d win", w);
			yut_ref_check_win(rf, w, line);
			yut_ref_report(&rf->rp, rf, YUT_CAT_WIN, line, NULL,
			    "the game is over "
			    "(every piece of the winner arrived) but no win was "
			    "announced", e, "no line that says so");
		} else
			yut_ref_report(&rf->rp, rf, YUT_CAT_WIN, line, NULL,
			    "the game was left "
			    "for the menu, neither won nor saved",
			    "the game played on", "the menu");
	}
	if (rf->gm.ingame && rf->gm.follow == FOLLOW_MOVE)
		yut_ref_end_game(&rf->gm);
}

/*
 * The logged-in players resume their saved game (rf->ss.resumeof): as the
 * session saved it, or as --saves-before holds it; -f shows the file as
 * the session left it: its line gives the saved order, and the positions
 * only if the board shows them.
 */
void
yut_ref_resume_game(struct yut_referee *rf)
{
	struct saved *sv = rf->ss.resumeof >= 0 ?
	    &rf->ss.saved[rf->ss.resumeof] : NULL;

	rf->ss.resumeunseen = 0;
	if (sv != NULL && !sv->finished && !sv->fromfile)
		yut_ref_begin_game(&rf->gm, &rf->sc, &sv->st, 1);
	else
		yut_ref_begin_game(&rf->gm, &rf->sc, NULL, 0);
	yut_ref_game_resumed(&rf->gm);
	if (sv != NULL && sv->fromfile) {
		rf->ss.hint = sv->st;
		rf->ss.hinted = 1;
	}
}

/*
 * A board and lists with no turn lines after them, the menu next: when
 * the last move won the game, the final board of a win not announced.
 */
void
yut_ref_final_board(struct yut_referee *rf)
{
	if (!rf->sc.afterwin && rf->gm.ingame && rf->gm.follow == FOLLOW_MOVE &&
	    yut_ref_winning_move(&rf->gm, &rf->rp, rf) >= 0)
		yut_ref_left_game(rf, rf->sc.pic.line);
}

/*
 * A resumed game of -f (rf->ss.hint) shown: its players in the saved order;
 * the positions are the file's when the board shows them.
 */
static void
check_hint(struct yut_referee *rf)
{
	char e[YUT_REF_TEXT] = "";
	int i, hd = 0;

	rf->ss.hinted = 0;
	for (i = 0; i < rf->ss.hint.nplayers; i++) {
		yut_ref_append(e, sizeof e, i ? " " : "");
		yut_ref_append(e, sizeof e, rf->ss.hint.p[i].id);
	}
	for (i = 0; i < rf->ss.hint.nplayers && i < rf->sc.pic.nnames; i++)
		if (strcmp(rf->ss.hint.p[i].id, rf->sc.pic.id[i]) != 0)
			break;
	if (i < rf->ss.hint.nplayers ||
	    rf->sc.pic.nnames != rf->ss.hint.nplayers)
		yut_ref_report(&rf->rp, rf, YUT_CAT_RESUME,
		    rf->sc.pic.namesline, NULL,
		    "a resumed game keeps its saved player order", e,
		    rf->rd.ring[rf->sc.pic.namesline % RING]);
	else if (rf->gm.follow == FOLLOW_NONE &&
	    yut_ref_compare_pic(&rf->sc.pic, &rf->ss.hint,
	    YUT_CAT_RESUME, -1, -1, "", NULL, &hd) == 0) {
		yut_ref_follow_state(&rf->gm, &rf->ss.hint);
	}
}

/* A game not followed yet whose board shows its start: follow it. */
static void
start_shown(struct yut_referee *rf)
{
	struct yut_state s;
	int i;

	yut_state_basic(&s, rf->sc.pic.nnames, YUT_MAXPIECES);
	s.rules = YUT_ADVANCED;
	for (i = 0; i < rf->sc.pic.nnames; i++) {
		strcpy(s.p[i].id, rf->sc.pic.id[i]);
		s.p[i].animal = rf->sc.pic.animal[i];
	}
	if (rf->sc.pic.home == s.nplayers * s.npieces && yut_ref_valid(&s)) {
		yut_ref_follow_state(&rf->gm, &s);
	}
}

/*
 * The board and lists before "Continue (0) / Save ...": a new turn of an
 * advanced game is about to begin.  The session's part: which game it
 * is; the rules follower's then: how the last turn led here.
 */
void
yut_ref_check_between(struct yut_referee *rf)
{
	long reports = rf->rp.nreports;

	if (rf->gm.told.game == 1)
		yut_ref_report(&rf->rp, rf, YUT_CAT_SAVE, rf->rd.lineno,
		    rf->rd.text,
		    "a basic game asks no Continue / Save question",
		    "a turn screen",
		    yut_ref_prompt(YUT_REF_CONTINUE));
	/* a board after Resume answered unseen, no animals asked: resumed */
	if (rf->ss.resumeunseen && !rf->gm.ingame)
		yut_ref_resume_game(rf);
	if (!rf->gm.ingame)
		yut_ref_begin_game(&rf->gm, &rf->sc, NULL, 0);
	if (rf->ss.hinted && rf->sc.pic.names)
		check_hint(rf);
	if (rf->gm.follow == FOLLOW_NONE && rf->sc.pic.names &&
	    rf->sc.pic.nnames >= 2)
		start_shown(rf);
	if (rf->gm.follow == FOLLOW_NONE && rf->sc.pic.names)
		yut_ref_check_total(&rf->gm, &rf->rp, rf);
	yut_ref_between(&rf->gm, &rf->rp, rf, reports);
}

/* The players' order for a new advanced game: the animals answered. */
void
yut_ref_start_advanced(struct yut_referee *rf)
{
	struct yut_state s;
	int k;

	if (!rf->ss.loggedknown || rf->ss.nanimals != rf->ss.nlogged ||
	    rf->ss.nlogged < 2)
		return;
	yut_state_basic(&s, rf->ss.nlogged, YUT_MAXPIECES);
	s.rules = YUT_ADVANCED;
	for (k = 0; k < rf->ss.nlogged; k++) {
		strcpy(s.p[k].id, rf->ss.logged[k]);
		s.p[k].animal = rf->ss.animals[k];
		if (s.p[k].animal < 0) {
			/* the board's animals line will tell */
			yut_ref_begin_game(&rf->gm, &rf->sc, NULL, 0);
			return;
		}
	}
	yut_ref_begin_game(&rf->gm, &rf->sc, &s, 1);
}

/* "Login Succeed!" or "Login Failed!" (text) after ID and PASSWORD. */
void
yut_ref_on_login(struct yut_referee *rf, const char *s, const char *text)
{
	int good, k, ok = strcmp(text, "Login Succeed!") == 0;

	(void)s;
	yut_ref_saw(&rf->rp);
	rf->ss.loginpending = 0;

	if (!rf->ss.idshown) {
		/* the ID typed is not shown: the next list says who it was */
		if (ok)
			rf->ss.loggedknown = 0;
		yut_wipe(rf->ss.loginpw, sizeof rf->ss.loginpw);
		return;
	}
	if (rf->opt.users != NULL) {
		if (ok && !yut_ref_known_user(rf, rf->ss.loginid))
			yut_ref_report(&rf->rp, rf, YUT_CAT_LOGIN,
			    rf->rd.lineno,
			    rf->rd.text,
			    "a login succeeded for an ID not in the users file",
			    "Login Failed!",
			    "Login Succeed!");
		else if (rf->ss.pwshown && yut_ref_known_user(rf,
		    rf->ss.loginid)) {
			good = yut_ref_password_right(&rf->ss, rf,
			    rf->ss.loginid,
			    rf->ss.loginpw);
			if (good != ok)
				yut_ref_report(&rf->rp, rf, YUT_CAT_LOGIN,
				    rf->rd.lineno,
				    rf->rd.text,
				    good ?
				    "the password typed is right" :
				    "the password typed is wrong", good ?
				    "Login Succeed!" : "Login Failed!",
				    ok ? "Login Succeed!" : "Login Failed!");
		}
	}
	for (k = 0; ok && k < rf->ss.nlogged; k++)
		if (strcmp(rf->ss.logged[k], rf->ss.loginid) == 0) {
			yut_ref_report(&rf->rp, rf, YUT_CAT_LOGIN,
			    rf->rd.lineno,
			    rf->rd.text,
			    "the ID is logged in already", "", rf->ss.loginid);
			ok = 0;
		}
	if (ok && rf->ss.nlogged < YUT_MAXPLAYERS) {
		yut_ref_copy(rf->ss.logged[rf->ss.nlogged++], YUT_ID_MAX + 1,
		    rf->ss.loginid);
	}
	yut_wipe(rf->ss.loginpw, sizeof rf->ss.loginpw);
}

/* Whether the words of a and b, blank-separated, are the same. */
static int
same_words(const char *a, const char *b)
{
	char x[YUT_REF_TEXT], y[YUT_REF_TEXT], *s, *t, *sa, *sb;

	yut_ref_copy(x, sizeof x, a);
	yut_ref_copy(y, sizeof y, b);
	s = strtok_r(x, " ", &sa);
	t = strtok_r(y, " ", &sb);
	while (s != NULL || t != NULL) {
		if (s == NULL || t == NULL || strcmp(s, t) != 0)
			return 0;
		s = strtok_r(NULL, " ", &sa);
		t = strtok_r(NULL, " ", &sb);
	}
	return 1;
}

/* The players logged in, and then id unless NULL, into exp. */
static void
logged_words(const struct ref_session *ss, const char *id, char *exp,
    size_t size)
{
	int k;

	exp[0] = '\0';
	for (k = 0; k < ss->nlogged; k++)
		snprintf(exp + strlen(exp), size - strlen(exp), "%s%s",
		    k ? " " : "", ss->logged[k]);
	if (id != NULL)
		snprintf(exp + strlen(exp), size - strlen(exp), "%s%s",
		    *exp ? " " : "", id);
}

/* The list shown, p, against the players logged in. */
static void
check_logged(struct yut_referee *rf, const char *p)
{
	char exp[YUT_REF_TEXT];

	logged_words(&rf->ss, NULL, exp, sizeof exp);
	if (!same_words(exp, p))
		yut_ref_report(&rf->rp, rf, YUT_CAT_LOGIN, rf->rd.lineno,
		    rf->rd.text,
		    "the logged-in IDs, in login order",
		    *exp ? exp :
		    "No player is logged in", p);
}

/*
 * A save, or a login's result, said in words of the program's own before
 * the list p: what happened is read from the list (the game left, the ID
 * added or not), and the words cost their own rule's point.
 */
static void
unsaid(struct yut_referee *rf, const char *p)
{
	char exp[YUT_REF_TEXT];
	const char *ok;

	if (rf->gm.follow != FOLLOW_NONE && rf->gm.contans == CONT_SAVE) {
		yut_ref_report(&rf->rp, rf, YUT_CAT_SAVE, rf->rd.lineno,
		    rf->rd.text, "the save is not said in SPEC 7's words",
		    "Game saved successfully!", "");
		yut_ref_note_save(rf);
	}
	if (rf->ss.loginpending && rf->ss.idshown && rf->ss.loggedknown) {
		logged_words(&rf->ss, rf->ss.loginid, exp, sizeof exp);
		ok = same_words(exp, p) ? "Login Succeed!" : "Login Failed!";
		yut_ref_report(&rf->rp, rf, YUT_CAT_LOGIN, rf->rd.lineno,
		    rf->rd.text, "the login's result is not said in SPEC 7's "
		    "words", ok, "");
		yut_ref_on_login(rf, NULL, ok);
	}
	rf->ss.loginpending = 0;
}

/* "Logged-in ID List : A B" or "... : No player is logged in". */
void
yut_ref_on_logged(struct yut_referee *rf, const char *line, const char *rest)
{
	char list[YUT_REF_TEXT], buf[YUT_REF_TEXT], *s, *sv;
	const char *p;
	size_t n;

	(void)line;
	yut_ref_saw(&rf->rp);
	yut_ref_tell(&rf->gm, 2, -1, -1);
	yut_ref_copy(buf, sizeof buf, rest);
	n = strlen(buf);
	while (n > 0 && buf[n - 1] == ' ')
		buf[--n] = '\0';
	p = buf + strspn(buf, " ");
	if (yut_ref_match(rf, p, "No player is logged in") != NULL)
		p = "";
	unsaid(rf, p);
	/*
	 * a transcript that begins here, or a list that differs (reported
	 * once): the players logged in are those the program says
	 */
	if (rf->ss.loggedknown)
		check_logged(rf, p);
	yut_ref_copy(list, sizeof list, p);
	rf->ss.nlogged = 0;
	for (s = strtok_r(list, " ", &sv); s != NULL &&
	    rf->ss.nlogged < YUT_MAXPLAYERS; s = strtok_r(NULL, " ", &sv))
		snprintf(rf->ss.logged[rf->ss.nlogged++], YUT_ID_MAX + 1, "%s",
		    s);
	rf->ss.loggedknown = 1;
}

/* "More than 1 player is needed to start the game" */
void
yut_ref_on_more(struct yut_referee *rf, const char *s, const char *text)
{
	(void)s;
	(void)text;
	yut_ref_saw(&rf->rp);
	if (rf->ss.loggedknown && rf->ss.nlogged >= 2)
		yut_ref_report(&rf->rp, rf, YUT_CAT_LOGIN, rf->rd.lineno,
		    rf->rd.text,
		    "two or more players "
		    "are logged in: the game starts",
		    "There is a saved game... or Select animal type",
		    rf->rd.text);
}

/*
 * Another player asked for an animal after a wrong answer to the last
 * one: the program took the wrong answer.
 */
static void
animal_taken(struct yut_referee *rf, const char *who)
{
	char w[YUT_REF_TEXT];

	if (rf->ss.animalwrong > 0 && rf->ss.lastprompt == YUT_REF_ANIMAL &&
	    strcmp(who, rf->ss.selected) != 0) {
		/* the next player is asked: the wrong answer was taken */
		snprintf(w, sizeof w, "the program took the wrong answer "
		    "'%s' (the animals are 0 to 3)", rf->ss.animalans);
		yut_ref_report(&rf->rp, rf, YUT_CAT_ANSWERS, rf->ss.animalwrong,
		    NULL, w,
		    yut_ref_prompt(YUT_REF_ANIMAL), rf->rd.text);
		if (rf->ss.nanimals < YUT_MAXPLAYERS)
			rf->ss.animals[rf->ss.nanimals++] = -1;
	}
	rf->ss.animalwrong = 0;
	yut_ref_copy(rf->ss.selected, sizeof rf->ss.selected, who);
}

/* The first animal asked right after the menu: no saved game offered. */
static void
not_offered(struct yut_referee *rf)
{
	const char *ids[YUT_MAXPLAYERS];
	struct saved *sv;
	int j;

	for (j = 0; j < rf->ss.nlogged; j++)
		ids[j] = rf->ss.logged[j];
	sv = yut_ref_saved_of(&rf->ss, ids, rf->ss.nlogged);
	if (sv != NULL && !sv->finished && !sv->fromfile)
		yut_ref_report(&rf->rp, rf, YUT_CAT_RESUME, rf->rd.lineno,
		    rf->rd.text,
		    "these players saved a game: it is offered "
		    "first",
		    yut_ref_prompt(YUT_REF_RESUME), rf->rd.text);
}

/* "Select animal type of Noah": who is the next to choose. */
void
yut_ref_on_select(struct yut_referee *rf, const char *s, const char *r)
{
	char e[64];
	int k;

	(void)s;
	yut_ref_saw(&rf->rp);
	rf->ss.resumeunseen = 0;
	animal_taken(rf, r);
	k = rf->ss.nanimals;
	if (k == 0 && rf->ss.lastprompt == YUT_REF_MENU && rf->ss.loggedknown)
		not_offered(rf);
	if (rf->ss.loggedknown && k < rf->ss.nlogged &&
	    strcmp(r, rf->ss.logged[k]) != 0) {
		snprintf(e, sizeof e, "Select animal type of %s",
		    rf->ss.logged[k]);
		yut_ref_report(&rf->rp, rf, YUT_CAT_LOGIN, rf->rd.lineno,
		    rf->rd.text,
		    "animals are chosen in login order", e, rf->rd.text);
	}
	if (!rf->ss.loggedknown && rf->ss.nlogged < YUT_MAXPLAYERS)
		snprintf(rf->ss.logged[rf->ss.nlogged++], YUT_ID_MAX + 1,
		    "%s", r);
}

/*
 * "Select animal type of Noah (0: pig, ...) : ": the question run on into
 * the line naming who chooses, as some programs print it: where the
 * question begins, or NULL.
 */
const char *
yut_ref_joined_animal(const struct yut_referee *rf, const char *s)
{
	const char *r, *rest;

	if (yut_ref_line_kind(rf, s, &r) != LK_SELECT)
		return NULL;
	for (r += strcspn(r, "("); *r != '\0'; r += 1 + strcspn(r + 1, "("))
		if (yut_ref_which_prompt(rf, r, &rest) == YUT_REF_ANIMAL)
			return r;
	return NULL;
}

/* The answers of the session's questions, prev the question before. */
static void
ans_game(struct yut_referee *rf, const char *ans, int prev)
{
	int v;

	(void)prev;
	if (ans && (v = yut_ref_answer_number(ans, 1, 2)) > 0)
		yut_ref_tell(&rf->gm, v, -1, -1);
}

static void
ans_menu(struct yut_referee *rf, const char *ans, int prev)
{
	(void)ans;
	(void)prev;
	yut_ref_left_game(rf, rf->rd.lineno);
	yut_ref_tell(&rf->gm, -1, 0, 0);
	rf->ss.nanimals = 0;
	rf->ss.resume = -1;
	rf->ss.resumeunseen = 0;
}

static void
ans_players(struct yut_referee *rf, const char *ans, int prev)
{
	int v;

	(void)prev;
	yut_ref_tell(&rf->gm, 1, -1, -1);
	if (ans && (v = yut_ref_answer_number(ans, 2, 4)) > 0) {
		yut_ref_tell(&rf->gm, -1, v, -1);
		if (rf->opt.players && v != rf->opt.players)
			yut_ref_report(&rf->rp, rf, YUT_CAT_MENU, rf->rd.lineno,
			    rf->rd.text,
			    "the number of players differs from -p", "",
			    ans);
	}
}

static void
ans_pieces(struct yut_referee *rf, const char *ans, int prev)
{
	struct yut_state s;
	int v;

	(void)prev;
	if (ans && (v = yut_ref_answer_number(ans, 1, 4)) > 0)
		yut_ref_tell(&rf->gm, -1, -1, v);
	if (rf->gm.told.players && rf->gm.told.pieces) {
		yut_state_basic(&s, rf->gm.told.players, rf->gm.told.pieces);
		yut_ref_begin_game(&rf->gm, &rf->sc, &s, 1);
	} else
		yut_ref_begin_game(&rf->gm, &rf->sc, NULL, 0);
}

static void
ans_id(struct yut_referee *rf, const char *ans, int prev)
{
	(void)prev;
	yut_ref_tell(&rf->gm, 2, -1, -1);
	rf->ss.idshown = ans != NULL && *ans != '\0';
	rf->ss.loginpending = 0;
	yut_ref_copy(rf->ss.loginid, sizeof rf->ss.loginid, ans ? ans : "");
	rf->ss.pwshown = 0;
}

static void
ans_password(struct yut_referee *rf, const char *ans, int prev)
{
	(void)prev;
	/* not shown: the one a driver typed */
	if ((ans == NULL || *ans == '\0') && rf->ss.pwtyped)
		ans = rf->ss.typedpw;
	rf->ss.pwshown = ans != NULL && *ans != '\0';
	rf->ss.loginpending = 1;
	yut_ref_copy(rf->ss.loginpw, sizeof rf->ss.loginpw, ans ? ans : "");
	yut_wipe(rf->ss.typedpw, sizeof rf->ss.typedpw);
	rf->ss.pwtyped = 0;
}

static void
ans_resume(struct yut_referee *rf, const char *ans, int prev)
{
	const char *ids[YUT_MAXPLAYERS];
	struct saved *sv;
	int k;

	(void)prev;
	for (k = 0; k < rf->ss.nlogged; k++)
		ids[k] = rf->ss.logged[k];
	sv = rf->ss.loggedknown ? yut_ref_saved_of(&rf->ss, ids,
	    rf->ss.nlogged) :
	    NULL;
	/* the -f file is as the session left it: judge by the session */
	if (sv != NULL && sv->finished)
		yut_ref_report(&rf->rp, rf, YUT_CAT_RESUME, rf->rd.lineno,
		    rf->rd.text,
		    "no saved game has the logged-in players: a new "
		    "game starts at once",
		    "Select animal type of ...",
		    yut_ref_prompt(YUT_REF_RESUME));
	rf->ss.resume = ans ? yut_ref_answer_number(ans, 0, 1) : -1;
	rf->ss.hinted = 0;
	rf->ss.resumeof = sv != NULL ? (int)(sv - rf->ss.saved) : -1;
	/* unseen (from a pipe): the board or the animals will tell */
	rf->ss.resumeunseen = ans == NULL;
	if (rf->ss.resume == 1)
		yut_ref_resume_game(rf);
}

static void
ans_animal(struct yut_referee *rf, const char *ans, int prev)
{
	int v;

	(void)prev;
	/* an answer not shown counts as unknown; a wrong one, not */
	v = ans ? yut_ref_answer_number(ans, 0, 3) : -1;
	rf->ss.animalwrong = 0;
	if (ans != NULL && v < 0) {
		rf->ss.animalwrong = rf->rd.lineno;
		yut_ref_copy(rf->ss.animalans, sizeof rf->ss.animalans, ans);
	}
	if ((ans == NULL || v >= 0) && rf->ss.nanimals < YUT_MAXPLAYERS) {
		rf->ss.animals[rf->ss.nanimals++] = v;
		if (rf->ss.nanimals == rf->ss.nlogged)
			yut_ref_start_advanced(rf);
	}
}

static void
ans_continue(struct yut_referee *rf, const char *ans, int prev)
{
	yut_ref_tell(&rf->gm, 2, -1, -1);
	if (rf->sc.stage == S_PIC)
		yut_ref_check_between(rf);
	else if (!(prev == YUT_REF_CONTINUE && rf->sc.stage == S_IDLE &&
	    (rf->gm.contans == CONT_WRONG || rf->gm.contans == CONT_UNSEEN)))
		/* asked again after a wrong answer is SPEC 7's way */
		yut_ref_report(&rf->rp, rf, YUT_CAT_SAVE, rf->rd.lineno,
		    rf->rd.text,
		    "Continue / Save comes after the board and its "
		    "lists", "the board",
		    yut_ref_prompt(YUT_REF_CONTINUE));
	yut_ref_continue_answer(&rf->gm, ans == NULL ? CONT_UNSEEN :
	    (enum cont)yut_ref_answer_number(ans, 0, 1));
	yut_ref_screen_idle(&rf->sc);
}

/* The session's questions, each its handler; the turn's are the top's. */
static void (*const answers[YUT_REF_NPROMPTS])(struct yut_referee *,
    const char *, int) = {
	[YUT_REF_GAME] = ans_game, [YUT_REF_MENU] = ans_menu,
	[YUT_REF_PLAYERS] = ans_players, [YUT_REF_PIECES] = ans_pieces,
	[YUT_REF_ID] = ans_id, [YUT_REF_PASSWORD] = ans_password,
	[YUT_REF_RESUME] = ans_resume, [YUT_REF_ANIMAL] = ans_animal,
	[YUT_REF_CONTINUE] = ans_continue,
};

int
yut_ref_session_answer(struct yut_referee *rf, int kind, const char *ans,
    int prev)
{
	if (kind < 0 || kind >= YUT_REF_NPROMPTS || answers[kind] == NULL)
		return 0;
	answers[kind](rf, ans, prev);
	return 1;
}

/*
 * The answer ans to a question of kind alone on its line, seen on the line
 * after it, the question taken with none: an animal counted unknown is
 * that animal, or none when the answer is wrong (the question comes
 * again, and another player asked instead is the wrong answer taken).
 */
void
yut_ref_late_answer(struct yut_referee *rf, int kind, const char *ans)
{
	int v, n = rf->ss.nanimals;

	if (kind != YUT_REF_ANIMAL || rf->ss.lastprompt != YUT_REF_ANIMAL ||
	    n == 0 || rf->ss.animals[n - 1] != -1 || n == rf->ss.nlogged)
		return;
	if ((v = yut_ref_answer_number(ans, 0, 3)) >= 0) {
		rf->ss.animals[n - 1] = v;
		return;
	}
	rf->ss.nanimals--;
	rf->ss.animalwrong = rf->rd.lineno;
	yut_ref_copy(rf->ss.animalans, sizeof rf->ss.animalans, ans);
}

/* Whether the program must refuse ans to the question kind. */
int
yut_ref_refused(const struct yut_referee *rf, int kind, const char *ans)
{
	struct yut_mv mv[YUT_MAXMOVES];
	int v, n, i;

	switch (kind) {
	case YUT_REF_GAME:
		return yut_ref_answer_number(ans, 1, 2) < 0;
	case YUT_REF_MENU:
		return yut_ref_answer_number(ans, 1, rf->gm.told.game == 2 ? 3 :
		    2) < 0;
	case YUT_REF_PLAYERS:
		return yut_ref_answer_number(ans, 2, 4) < 0;
	case YUT_REF_PIECES:
		return yut_ref_answer_number(ans, 1, 4) < 0;
	case YUT_REF_RESUME:
	case YUT_REF_CONTINUE:
		return yut_ref_answer_number(ans, 0, 1) < 0;
	case YUT_REF_ANIMAL:
		return yut_ref_answer_number(ans, 0, 3) < 0;
	case YUT_REF_POSITION:
	case YUT_REF_YUT:
		v = kind == YUT_REF_POSITION ?
		    yut_ref_answer_number(ans, 0, YUT_NSQUARES - 1) :
		    yut_ref_answer_result(rf, ans);
		if (v < 0)
			return 1;
		if (rf->gm.follow != FOLLOW_MOVE)
			return 0;
		if (rf->gm.cur.dead)	/* example 4's answer: 0 back-do */
			return v != (kind == YUT_REF_POSITION ? 0 : YUT_BACKDO);
		n = yut_legal_moves(&rf->gm.cur.next, mv);
		for (i = 0; i < n; i++)
			if (kind == YUT_REF_POSITION ? mv[i].pos == v :
			    mv[i].result == v && (rf->gm.anspos < 0 ||
			    mv[i].pos == rf->gm.anspos))
				return 0;
		return n > 0;
	default:
		return 0;
	}
}

/* The driver's side of the session: what it typed, what it may go by. */
int
yut_referee_known(const struct yut_referee *rf)
{
	return !rf->gm.resync && !rf->gm.guessed;
}

/* A session not begun: no Resume answered, no saved game offered. */
void
yut_ref_session_init(struct ref_session *ss)
{
	ss->resume = ss->resumeof = -1;
}

/* What the session holds goes, the passwords checked wiped first. */
void
yut_ref_session_free(struct ref_session *ss)
{
	free(ss->users);
	free(ss->saved);
	if (ss->checked != NULL)
		yut_wipe(ss->checked, (size_t)ss->capchecked *
		    sizeof *ss->checked);
	free(ss->checked);
}

/* A question of kind was asked. */
void
yut_ref_asked(struct ref_session *ss, int kind)
{
	ss->lastprompt = kind;
}

void
yut_referee_password(struct yut_referee *rf, const char *pw)
{
	yut_ref_copy(rf->ss.typedpw, sizeof rf->ss.typedpw, pw);
	rf->ss.pwtyped = 1;
}

int
yut_referee_logged(const struct yut_referee *rf)
{
	return rf->ss.loggedknown ? rf->ss.nlogged : -1;
}

int
yut_referee_state(const struct yut_referee *rf, struct yut_state *st)
{
	if (!rf->gm.ingame || rf->gm.follow == FOLLOW_NONE)
		return -1;
	*st = rf->gm.st;
	return 0;
}

/*
 * referee.c - follow a console transcript of any Yunnori program and
 * check every screen, and every change between two screens, against the
 * rules of rules.c (SPEC 1-4) and the screen of SPEC 7.
 *
 *   bytes    +------------------ referee.c (the top) -------------------+
 *     |      | cuts lines, gives each to its part, answers the API      |
 *     |      +----------------------------------------------------------+
 *     |        | bytes, kind?    | screen lines    | questions, menus,
 *     |        v                 v                 v logins, saves
 *     +--> ref_read.c       ref_screen.c      ref_session.c
 *          clean lines,     picture: board,   menus, logins, animals,
 *          their kinds      lists, turn,      Continue / Save, saves
 *          (one table),     pieces, hand      and resumes
 *          the reports           |                 |
 *                                | picture         | board before
 *                                v                 v Continue, a win
 *                           ref_rules.c <----------+----> ref_saves.c
 *                           the states the rules        IDs of -u, games
 *                           allow since the last        of -f and
 *                           screen, through rules.c     --saves-before
 *                                | picture, states
 *                                v
 *                           ref_compare.c
 *                           differences, each with its category;
 *                           the state a picture shows (infer)
 *
 * Calls run one way, checked on the objects by tests/05-layers:
 * ref_read <- ref_screen <- ref_compare <- ref_rules <- ref_saves <-
 * ref_session <- referee.c.  Every part reports through ref_read.c's
 * yut_ref_report.  Each part owns its members of struct yut_referee and
 * writes no other's (the table at the top of referee.h).
 *
 * The transcript is cut into lines; prompts glued to the next output (a
 * program fed from a pipe echoes no answer) are cut apart.  A screen is
 * assembled from its board, lists and turn lines, then compared with
 * every state the rules allow after the last screen: the one the typed
 * answer names, or, without answers, each legal move of the hand.  The
 * throws a screen shows are read from its "Yut :" line and applied with
 * yut_apply_throw, so chains, catches, the dog and the sheep are the
 * rules' own.  The expected texts here are written from SPEC 7, not
 * taken from screen.c, so the referee checks yut-play too.
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

/* Whether the text names the position (the question, not the result). */
static int
names_position(const char *s)
{
	for (; *s != '\0'; s++)
		if (strncasecmp(s, "position", 8) == 0)
			return 1;
	return 0;
}

/*
 * The question the program's own words (line s, answer ans or NULL) ask
 * again after the refused answer to rf->tp.reask: the same, but a result
 * refused may be followed by the position asked again, as SPEC 7 does.
 */
static int
reasked(const struct yut_referee *rf, const char *s, const char *ans)
{
	if (rf->tp.reask != YUT_REF_YUT)
		return rf->tp.reask;
	if (ans != NULL)
		return yut_ref_answer_result(rf, ans) < 0 &&
		    yut_ref_answer_number(ans, 0, YUT_NSQUARES - 1) >= 0 ?
		    YUT_REF_POSITION : YUT_REF_YUT;
	return names_position(s) ? YUT_REF_POSITION : YUT_REF_YUT;
}

/* Whether s, a line cleaned (no blank after it), is one word. */
static int
one_word(const char *s)
{
	s += strspn(s, " \t");
	return *s != '\0' && s[strcspn(s, " \t")] == '\0';
}

static void on_prompt(struct yut_referee *, int, const char *);
static void process(struct yut_referee *, const char *);

/*
 * A line the referee does not know, after an answer the program had to
 * refuse (not under --strict): the program's own words.  A line ending
 * in ':' or '?' with nothing or one word after it asks the question again
 * (the word is the answer); one followed by output the referee knows is
 * a question read from a pipe; anything else explains the refusal.
 * Returns 1 when the line was taken.
 */
static int
own_words(struct yut_referee *rf, const char *s)
{
	const char *q, *rest, *w = yut_ref_past_mark(s);
	size_t n;
	char ans[YUT_LINE_MAX + 1];

	if (rf->opt.strict || rf->tp.reask == YUT_REF_NONE)
		return 0;
	if ((rest = yut_ref_glued(rf, s)) != NULL) {
		on_prompt(rf, reasked(rf, s, NULL), NULL);
		process(rf, rest);
		return 1;
	}
	if (rf->tp.since == REASK_PIPE) {
		/*
		 * no answer shown, no line taken as one; but a word alone
		 * after a question alone is the answer typed there
		 */
		if (rf->tp.afterbare == YUT_REF_NONE || !one_word(w))
			return 0;
		yut_ref_late_answer(rf, rf->tp.afterbare, w);
		rf->tp.since = REASK_FRESH;
		return 1;
	}
	if (rf->tp.since == REASK_WAIT && one_word(w)) {
		/* the answer, on the line after the question */
		w += strspn(w, " \t");
		on_prompt(rf, reasked(rf, w, w), w);
		return 1;
	}
	rf->tp.since = REASK_SEEN;
	if ((q = strrchr(s, ':')) == NULL || strchr(q, '?') != NULL)
		q = strrchr(s, '?');
	if (q == NULL)
		return 1;
	rest = q + 1 + strspn(q + 1, " \t");
	n = strcspn(rest, " \t");
	if (rest[n + strspn(rest + n, " \t")] != '\0')
		return 1;		/* words: an explanation */
	if (n == 0) {
		/* taken with its answer, if the next line shows one */
		rf->tp.reask = reasked(rf, s, NULL);
		rf->tp.since = REASK_WAIT;
		return 1;
	}
	memcpy(ans, rest, n);
	ans[n] = '\0';
	on_prompt(rf, reasked(rf, s, ans), ans);
	return 1;
}

/* An answer asking for help ("?", "help", "hint"): skip to the next question. */
static int
helped(struct yut_referee *rf, int kind, const char *ans)
{
	if (kind == YUT_REF_PASSWORD || kind == YUT_REF_ID || ans == NULL ||
	    (strcmp(ans, "?") != 0 && strcmp(ans, "help") != 0 &&
	    strcmp(ans, "hint") != 0))
		return 0;
	rf->tp.helpskip = 1;
	yut_ref_asked(&rf->ss, kind);
	return 1;
}

/* The board and lists are complete: after a win, the final board. */
static void
lists_done(struct yut_referee *rf)
{
	struct diff d[MAXDIFF];
	int nd = 0;

	if (rf->sc.afterwin && rf->gm.follow != FOLLOW_NONE &&
	    !rf->gm.resync) {
		yut_ref_compare_pic(&rf->sc.pic, &rf->gm.st, YUT_CAT_WIN, -1,
		    -1, "after the win", d, &nd);
		yut_ref_report_diffs(&rf->rp, rf, d, nd);
	}
}

/* What a question of kind closes: an unknown line, a screen, a board. */
static void
before_question(struct yut_referee *rf, int kind)
{
	if (yut_ref_close_lists(&rf->sc, &rf->rp, rf, NULL))
		lists_done(rf);
	/* a line unknown to SPEC 7 is allowed before a question again */
	yut_ref_flush_unknown(&rf->rd, &rf->rp, rf, kind != rf->ss.lastprompt &&
	    !(kind == YUT_REF_POSITION && rf->ss.lastprompt == YUT_REF_YUT));
	if (rf->sc.stage != S_IDLE && rf->sc.stage != S_MOVE &&
	    rf->sc.stage != S_PIC &&
	    kind != YUT_REF_CONTINUE) {
		yut_ref_report(&rf->rp, rf, YUT_CAT_SCREEN, rf->rd.lineno,
		    rf->rd.text,
		    "a question inside a screen",
		    "the rest of the screen", yut_ref_prompt(kind));
		yut_ref_screen_idle(&rf->sc);
	}
	if (kind != YUT_REF_CONTINUE && rf->sc.stage == S_PIC) {
		yut_ref_final_board(rf);
		if (!rf->sc.afterwin)
			yut_ref_report(&rf->rp, rf, YUT_CAT_SCREEN,
			    rf->rd.lineno,
			    rf->rd.text,
			    "a board with no turn lines after it",
			    "Player N turn", yut_ref_prompt(kind));
		yut_ref_screen_over(&rf->sc);
	}
}

/* The answers of a turn, >> position : and >> yut :, for the rules. */
static void
move_answer(struct yut_referee *rf, int kind, const char *ans)
{
	const char *r;
	int pos, res = -1;

	if (kind == YUT_REF_YUT) {
		yut_ref_answer_yut(&rf->gm, ans ? yut_ref_answer_result(rf,
		    ans) : -1, rf->rd.lineno);
		return;
	}
	if (kind != YUT_REF_POSITION ||
	    (rf->sc.stage != S_MOVE && rf->sc.stage != S_IDLE))
		return;
	pos = ans ? yut_ref_answer_number(ans, 0, YUT_NSQUARES - 1) : -1;
	if (ans && pos >= 0) {
		/* "0 gae" answers both questions at once */
		r = ans + strspn(ans, " \t");
		r += strcspn(r, " \t");
		if (*r != '\0')
			res = yut_ref_answer_result(rf, r);
	}
	yut_ref_answer_position(&rf->gm, pos, res, rf->rd.lineno);
}

/* A question and its answer (NULL when none was shown). */
static void
on_prompt(struct yut_referee *rf, int kind, const char *ans)
{
	int prev = rf->ss.lastprompt;

	yut_ref_saw(&rf->rp);
	rf->tp.fallthrough = 0;
	yut_ref_flush_blank(&rf->rd, &rf->rp, rf);
	if (helped(rf, kind, ans))
		return;
	before_question(rf, kind);
	yut_ref_asked(&rf->ss, kind);
	if (!yut_ref_session_answer(rf, kind, ans, prev))
		move_answer(rf, kind, ans);
	/* a pipe shows no answer: any may have been refused */
	rf->tp.reask = ans == NULL || yut_ref_refused(rf, kind, ans) ? kind :
	    YUT_REF_NONE;
	rf->tp.since = ans == NULL ? REASK_PIPE : REASK_FRESH;
}

/*
 * A win announced for player: after the last screen, as SPEC 7 has it, or
 * without --strict after the final board drawn first.
 */
static void
announce(struct yut_referee *rf, int player)
{
	struct diff d[MAXDIFF];
	int board = rf->sc.stage == S_PIC && !rf->sc.afterwin, nd = 0;

	if (!rf->gm.ingame && rf->sc.afterwin && rf->ss.wonplayer == player &&
	    !rf->opt.strict) {
		/* said again, in other words before: the same win */
		yut_ref_screen_idle(&rf->sc);
		return;
	}
	if (rf->sc.stage != S_MOVE && rf->sc.stage != S_IDLE &&
	    (rf->opt.strict || !board))
		yut_ref_out_of_place(&rf->sc, &rf->rp, rf,
		    "the end of the screen");
	yut_ref_check_win(rf, player, rf->rd.lineno);
	if (board && !rf->opt.strict && rf->gm.follow != FOLLOW_NONE &&
	    !rf->gm.resync) {
		yut_ref_compare_pic(&rf->sc.pic, &rf->gm.st, YUT_CAT_WIN, -1,
		    -1,
		    "on the final board", d, &nd);
		yut_ref_report_diffs(&rf->rp, rf, d, nd);
	}
	yut_ref_screen_idle(&rf->sc);
}

/* A line of the screen: board, lists, turn lines.  Returns 1 if taken. */
static int
on_screen_line(struct yut_referee *rf, const char *s)
{
	int player = -1;

	if (yut_ref_close_lists(&rf->sc, &rf->rp, rf, s))
		lists_done(rf);
	switch (yut_ref_screen_line(&rf->sc, &rf->rp, rf, s, &player)) {
	case SCR_NONE:
		return 0;
	case SCR_LISTS:
		lists_done(rf);
		return 1;
	case SCR_WIN:
		announce(rf, player);
		return 1;
	case SCR_TURN:
		yut_ref_check_screen(&rf->gm, &rf->sc, &rf->rp, rf);
		return 1;
	default:
		return 1;
	}
}

/* A menu line: "1. game start", ... */
static void
menu_line(struct yut_referee *rf, const char *s, const char *text)
{
	(void)s;
	yut_ref_saw(&rf->rp);
	if (rf->sc.stage != S_IDLE && rf->sc.stage != S_MOVE &&
	    !(rf->sc.stage == S_PIC && rf->sc.afterwin))
		yut_ref_out_of_place(&rf->sc, &rf->rp, rf,
		    "the rest of the screen");
	if (rf->sc.stage == S_PIC)
		yut_ref_screen_over(&rf->sc);
	yut_ref_exact(&rf->rp, rf, text);
}

/* The lines before the questions of a turn: "Write down the ...". */
static void
turn_words(struct yut_referee *rf, const char *s, const char *text)
{
	(void)s;
	yut_ref_saw(&rf->rp);
	if (rf->sc.stage != S_MOVE && rf->opt.strict)
		yut_ref_out_of_place(&rf->sc, &rf->rp, rf,
		    "a turn screen before the question");
	yut_ref_exact(&rf->rp, rf, text);
}

/* A line of stars, the menu's frame: a game being played is left. */
static void
stars(struct yut_referee *rf, const char *s, const char *text)
{
	(void)text;
	yut_ref_saw(&rf->rp);
	if (rf->opt.strict && strcmp(s, STARS) != 0 && strcmp(s, MENU) != 0)
		yut_ref_report(&rf->rp, rf, YUT_CAT_SCREEN, rf->rd.lineno,
		    rf->rd.text,
		    "not SPEC 7's exact text",
		    strchr(s, 'M') ? MENU : STARS, s);
	if (rf->sc.stage == S_PIC) {
		yut_ref_final_board(rf);
		if (!rf->sc.afterwin)
			yut_ref_report(&rf->rp, rf, YUT_CAT_SCREEN,
			    rf->sc.pic.line,
			    NULL,
			    "a board with no turn lines after it",
			    "Player N turn",
			    "the menu");
		yut_ref_screen_over(&rf->sc);
	} else if (rf->sc.stage != S_IDLE && rf->sc.stage != S_MOVE)
		yut_ref_out_of_place(&rf->sc, &rf->rp, rf,
		    "the rest of the screen");
	yut_ref_screen_idle(&rf->sc);
	yut_ref_left_game(rf, rf->rd.lineno);
}

/* What each kind of line the reader knows does (the screen's aside). */
static void (*const on_kind[])(struct yut_referee *, const char *,
    const char *) = {
	[LK_MENU] = menu_line, [LK_TURN] = turn_words, [LK_STARS] = stars,
	[LK_LOGGED] = yut_ref_on_logged, [LK_LOGIN_OK] = yut_ref_on_login,
	[LK_LOGIN_FAILED] = yut_ref_on_login,
	[LK_MORE] = yut_ref_on_more, [LK_SELECT] = yut_ref_on_select,
	[LK_SAVED] = yut_ref_on_saved,
};

/*
 * A win said in the program's own words, when the rules have one: a line
 * that says "win", or any line once the move answered won.  Returns 1
 * when the line was taken so.
 */
static int
won_in_words(struct yut_referee *rf, const char *s)
{
	char e[64];
	int k = -1;

	if (!(rf->gm.ingame && rf->gm.follow == FOLLOW_MOVE &&
	    (rf->sc.stage == S_MOVE || rf->sc.stage == S_IDLE ||
	    (rf->sc.stage == S_PIC && !rf->sc.afterwin)) &&
	    ((yut_ref_win_words(s, &k) && (k >= 0 ||
	    yut_ref_winning_move(&rf->gm, &rf->rp, rf) >= 0)) ||
	    (!rf->opt.strict && yut_ref_won_surely(rf)))))
		return 0;
	if (k < 0)
		k = yut_ref_winning_move(&rf->gm, &rf->rp, rf);
	if (rf->opt.strict) {
		snprintf(e, sizeof e, "Player %d win", k);
		yut_ref_report(&rf->rp, rf, YUT_CAT_WIN, rf->rd.lineno,
		    rf->rd.text,
		    "the win "
		    "is announced in words of its own", e, rf->rd.text);
	}
	announce(rf, k);
	return 1;
}

/* A line the referee does not know. */
static void
unknown(struct yut_referee *rf, const char *s)
{
	if (own_words(rf, s))
		return;
	yut_ref_note_unknown(&rf->rd, rf, s);
	if (rf->sc.stage != S_IDLE && rf->sc.stage != S_MOVE &&
	    rf->sc.stage != S_PIC &&
	    rf->opt.strict)
		yut_ref_out_of_place(&rf->sc, &rf->rp, rf,
		    "the rest of the screen");
}

/* One line of output (not a question). */
static void
on_line(struct yut_referee *rf, const char *s)
{
	const char *r;
	int kind, reask;

	if (yut_ref_blank(&rf->rd, rf, s))
		return;
	yut_ref_flush_blank(&rf->rd, &rf->rp, rf);
	if (rf->tp.helpskip)
		return;
	/* a line the referee knows ends a question asked again */
	reask = rf->tp.reask;
	rf->tp.reask = YUT_REF_NONE;
	if (rf->ss.lastprompt == YUT_REF_MENU && reask == YUT_REF_MENU &&
	    yut_ref_whole(rf, s, "Type an integer from 1 to 2!")) {
		/* the course skeleton's menuSelect(): its game starts */
		rf->tp.fallthrough = 1;
		rf->tp.reask = reask;
	}
	if (on_screen_line(rf, s))
		return;
	if ((kind = yut_ref_line_kind(rf, s, &r)) != LK_UNKNOWN) {
		on_kind[kind](rf, s, r);
		return;
	}
	if (won_in_words(rf, s))
		return;
	rf->tp.reask = reask;
	unknown(rf, s);
}

/*
 * A question run on into the line naming who chooses an animal (see
 * yut_ref_joined_animal): that part taken alone, *s then the question.
 */
static int
take_select(struct yut_referee *rf, const char **s)
{
	char head[YUT_LINE_MAX + 1];
	const char *g = yut_ref_joined_animal(rf, *s);
	size_t n;

	if (g == NULL)
		return 0;
	if (rf->opt.strict)	/* not a line SPEC 7 prints */
		yut_ref_note_unknown(&rf->rd, rf, *s);
	n = (size_t)(g - *s);
	memcpy(head, *s, n);
	while (n > 0 && (head[n - 1] == ' ' || head[n - 1] == '\t'))
		n--;
	head[n] = '\0';
	on_line(rf, head);
	*s = g;
	return yut_ref_stopped(rf);
}

/* A cleaned line: cut glued questions apart, then take each piece. */
static void
process(struct yut_referee *rf, const char *s)
{
	const char *rest, *g;
	char ans[YUT_LINE_MAX + 1];
	int kind, k;
	size_t n;

	if (take_select(rf, &s))
		return;
	for (;;) {
		if ((kind = yut_ref_which_prompt(rf, s, &rest)) < 0) {
			on_line(rf, s);
			return;
		}
		rf->tp.helpskip = 0;
		if (!rf->opt.strict || *rest == ' ')
			while (*rest == ' ' || *rest == '\t')
				rest++;
		if (*rest != '\0' && yut_ref_is_output(rf, rest)) {
			on_prompt(rf, kind, NULL);
			if (yut_ref_stopped(rf))
				return;
			s = rest;
			continue;
		}
		n = strlen(rest);
		while (n > 0 && (rest[n - 1] == ' ' || rest[n - 1] == '\t'))
			n--;
		if (*rest != '\0' && !rf->opt.strict &&
		    ((g = yut_ref_glued(rf, rest)) != NULL ||
		    ((rest[n - 1] == ':' ||
		    rest[n - 1] == '?') && strpbrk(rest, " \t") != NULL))) {
			/*
			 * no answer shown, then words of the program's own
			 * asking again (a pipe), maybe run into its output
			 */
			on_prompt(rf, kind, NULL);
			if (yut_ref_stopped(rf))
				return;
			/* one question, one answer (an animal counts once) */
			if ((k = reasked(rf, rest, NULL)) != kind)
				on_prompt(rf, k, NULL);
			if (yut_ref_stopped(rf) || g == NULL)
				return;
			s = g;
			continue;
		}
		n = strlen(rest);
		memcpy(ans, rest, n + 1);
		while (n > 0 && (ans[n - 1] == ' ' || ans[n - 1] == '\t'))
			ans[--n] = '\0';
		on_prompt(rf, kind, n > 0 ? ans : NULL);
		return;
	}
}

/* The raw line is complete: take it. */
static void
finish_line(struct yut_referee *rf)
{
	const char *rest;

	yut_ref_next_line(&rf->rd, rf, rf->tp.raw, rf->tp.len);
	rf->tp.len = 0;
	rf->tp.afterbare = rf->tp.bare;
	/* a blank line after a question alone leaves it asked */
	if (rf->rd.text[strspn(rf->rd.text, " \t")] != '\0') {
		rf->tp.bare = yut_ref_which_prompt(rf, rf->rd.text, &rest);
		if (rf->tp.bare < 0 || rest[strspn(rest, " \t")] != '\0')
			rf->tp.bare = YUT_REF_NONE;
		else
			rf->tp.bareline = rf->rd.lineno;
	}
	if (rf->tp.toolong) {
		rf->tp.toolong = 0;
		if (!yut_ref_stopped(rf))
			yut_ref_report(&rf->rp, rf, YUT_CAT_SCREEN,
			    rf->rd.lineno,
			    rf->rd.text,
			    "a line longer than 4096 bytes", "", "(cut)");
	}
	if (!yut_ref_stopped(rf))
		process(rf, rf->rd.text);
}

struct yut_referee *
yut_referee_new(const struct yut_referee_opt *opt, char *err, size_t errlen)
{
	struct yut_referee *rf = calloc(1, sizeof *rf);

	yut_ref_grid_init();
	if (rf == NULL || yut_ref_reports_init(&rf->rp) != 0 ||
	    yut_ref_rules_init(&rf->gm) != 0 ||
	    (rf->tp.scratch = malloc(YUT_LINE_MAX + 1)) == NULL) {
		snprintf(err, errlen, "%s", strerror(ENOMEM));
		yut_referee_free(rf);
		return NULL;
	}
	if (opt != NULL)
		rf->opt = *opt;
	yut_ref_session_init(&rf->ss);
	if (yut_ref_read_files(&rf->ss, rf, err, errlen) != 0) {
		yut_referee_free(rf);
		return NULL;
	}
	return rf;
}

void
yut_referee_free(struct yut_referee *rf)
{
	if (rf == NULL)
		return;
	yut_ref_reports_free(&rf->rp);
	yut_ref_rules_free(&rf->gm);
	free(rf->tp.scratch);
	yut_ref_session_free(&rf->ss);
	free(rf);
}

long
yut_referee_feed(struct yut_referee *rf, const void *buf, size_t n)
{
	const char *p = buf, *end = p + n, *nl;
	size_t k, room;

	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		k = (size_t)((nl ? nl : end) - p);
		if (memchr(p, '\0', k) != NULL)
			rf->tp.nul = 1;
		room = YUT_LINE_MAX - rf->tp.len;
		if (k > room) {
			rf->tp.toolong = 1;
			memcpy(rf->tp.raw + rf->tp.len, p, room);
			rf->tp.len += room;
		} else {
			memcpy(rf->tp.raw + rf->tp.len, p, k);
			rf->tp.len += k;
		}
		if (nl == NULL)
			break;
		/* NUL bytes inside are cut out of the text */
		if (rf->tp.nul) {
			size_t i, j;

			for (i = j = 0; i < rf->tp.len; i++)
				if (rf->tp.raw[i] != '\0')
					rf->tp.raw[j++] = rf->tp.raw[i];
			rf->tp.len = j;
		}
		finish_line(rf);
		p = nl + 1;
	}
	return rf->rp.nerrors;
}

long
yut_referee_line(struct yut_referee *rf, const char *line, size_t n)
{
	yut_referee_feed(rf, line, n);
	return yut_referee_feed(rf, "\n", 1);
}

long
yut_referee_end(struct yut_referee *rf)
{
	if (rf->tp.len > 0 || rf->tp.toolong)
		finish_line(rf);
	if (rf->tp.nul) {
		rf->tp.unreadable = 1;
		return rf->rp.nerrors;
	}
	if (!yut_ref_stopped(rf) && rf->sc.stage != S_IDLE &&
	    rf->sc.stage != S_MOVE &&
	    !(rf->sc.stage == S_PIC && rf->sc.afterwin))
		yut_ref_report(&rf->rp, rf, YUT_CAT_SCREEN, rf->rd.lineno, NULL,
		    "the transcript ends inside a screen",
		    "the rest of the screen", "(end)");
	if (!yut_ref_stopped(rf))
		yut_ref_flush_unknown(&rf->rd, &rf->rp, rf, 1);
	if (!yut_ref_stopped(rf) && rf->opt.saves != NULL)
		yut_ref_check_saves_file(&rf->rp, rf);
	yut_ref_blame_end(&rf->gm, &rf->rp, rf);
	if (!rf->rp.seen)
		rf->tp.unreadable = 1;
	return rf->rp.nerrors;
}

int
yut_referee_nerrors(const struct yut_referee *rf)
{
	return rf->rp.nerr;
}

const struct yut_referee_error *
yut_referee_error(const struct yut_referee *rf, int i)
{
	return i >= 0 && i < rf->rp.nerr ? &rf->rp.err[i] : NULL;
}

void
yut_referee_stats(const struct yut_referee *rf, struct yut_referee_stats *st)
{
	memset(st, 0, sizeof *st);
	st->lines = rf->rd.lineno;
	st->screens = rf->gm.screens;
	st->moves = rf->gm.moves;
	st->games = rf->gm.games;
	st->wins = rf->ss.wins;
	st->saves = rf->ss.saves;
	st->errors = rf->rp.nerrors;
	st->notes = rf->rp.notes;
	st->unreadable = rf->tp.unreadable || rf->tp.nul;
}

int
yut_referee_fallthrough(const struct yut_referee *rf)
{
	return rf->tp.fallthrough;
}

int
yut_referee_prompt(const struct yut_referee *rf)
{
	char *s = rf->tp.scratch;
	const char *p, *rest;
	int kind = YUT_REF_NONE, k;

	yut_ref_clean(rf, rf->tp.raw, rf->tp.len, s);
	if ((p = yut_ref_joined_animal(rf, s)) == NULL)
		p = s;
	while ((k = yut_ref_which_prompt(rf, p, &rest)) >= 0) {
		rest += strspn(rest, " \t");
		if (*rest == '\0') {
			kind = k;
			break;
		}
		if (!yut_ref_is_output(rf, rest))
			break;
		p = rest;
	}
	return kind;
}

/*
 * Whether the line begun, s's len bytes, is at most blanks and a mark of
 * the program's own (a question on a line of its own, then "> " where the
 * answer is typed).
 */
static int
mark_only(const char *s, size_t len)
{
	size_t i, marks = 0;

	for (i = 0; i < len; i++)
		if (s[i] != '\0' && strchr(YUT_REF_MARKS, s[i]) != NULL)
			marks++;
		else if (s[i] != ' ' && s[i] != '\t')
			return 0;
	return marks <= YUT_REF_MAXMARKS;
}

int
yut_referee_bare_prompt(const struct yut_referee *rf, long *line)
{
	*line = rf->tp.bareline;
	return mark_only(rf->tp.raw, rf->tp.len) ? rf->tp.bare :
	    YUT_REF_NONE;
}

int
yut_referee_reask(const struct yut_referee *rf)
{
	char *s;
	int kind = YUT_REF_NONE;

	if (rf->opt.strict || rf->tp.reask == YUT_REF_NONE ||
	    rf->tp.since == REASK_PIPE)
		return YUT_REF_NONE;
	if (mark_only(rf->tp.raw, rf->tp.len))
		return rf->tp.since == REASK_SEEN ||
		    rf->tp.since == REASK_WAIT ? rf->tp.reask : YUT_REF_NONE;
	s = rf->tp.scratch;
	yut_ref_clean(rf, rf->tp.raw, rf->tp.len, s);
	if (s[strspn(s, " \t")] != '\0')
		kind = reasked(rf, s, NULL);
	return kind;
}

void
yut_referee_expect(const struct yut_referee *rf, char *buf, size_t size)
{
	static const char *const what[] = {
		[S_IDLE] = "a menu, a question or a board",
		[S_BOARD] = "the next board row",
		[S_SEP1] = "a separator under the board",
		[S_LISTS] = "Not started : (or the players' animals)",
		[S_NAMESEP] = "a separator under the animals",
		[S_HOME] = "Not started marks or Arrived :",
		[S_ARR] = "Arrived marks or a separator",
		[S_PIC] = "the turn line or Continue / Save",
		[S_TURN] = "Piece :",
		[S_PIECE] = "Yut :",
		[S_MOVE] = "the questions >> position : and >> yut :",
	};
	char t[64];

	if (rf->gm.ingame && rf->gm.follow != FOLLOW_NONE &&
	    rf->sc.stage == S_MOVE) {
		yut_ref_turn_text(&rf->gm.st, t, sizeof t);
		snprintf(buf, size, "%s: %s", t, what[rf->sc.stage]);
	} else
		yut_ref_copy(buf, size, what[rf->sc.stage]);
}

/*
 * drive.c - play whole games of any Yunnori program under a pseudo-
 * terminal, as its players would: answer every question the referee
 * (referee.c) recognises on the unfinished last line, choose moves with a
 * computer strategy from the state the referee follows, give a wrong
 * answer now and then and expect the question again, save and resume in
 * another login order, and stop at the first screen the rules do not
 * allow.  The program's directory, its files and the players' IDs are
 * drivedir.c's; the pseudo-terminal is common/pty.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "search.h"
#include "bots.h"
#include "grade.h"

#define CHUNK		4096
#define TRANSCRIPT_MAX	(64L << 20)	/* bytes of -o at most */
#define TRANSCRIPT_GAME	(2L << 20)	/* and for each game of -n */
#define ANSWERS_MAX	5000		/* answers per game before giving up */
#define REPEATS_MAX	20		/* one question asked in a row */
#define QUIET_MS	200		/* after a question ended by a newline */
#define PASSWORD_WAIT	1000		/* ms to wait for echo to turn off */

/*
 * A run of yut_drive: the program, the referee following its terminal,
 * the counts of the run, the game being played and the wrong answer or
 * save awaiting its check.
 */
struct drive {
	const struct yut_drive *dr;	/* the options of the run */
	struct yut_pty pt;		/* the program on its terminal */
	struct yut_referee *rf;		/* following what it shows */
	struct yut_rng rng;		/* moves and wrong answers, by -s */
	struct yut_memo memo;		/* the moves' searches remember */
	struct yut_drive_dir dir;	/* where the program runs (drivedir.c) */
	long transcript;		/* bytes written to -o */
	long answers;			/* answers typed in this game */
	long total;			/* answers typed in all */
	long printed;			/* bytes since the last answer */
	int last_prompt, repeats;	/* the question last asked, how often */
	int game;			/* games finished */
	int ended;			/* "end program" was chosen */
	/* the question last answered wrong on purpose, or YUT_REF_NONE */
	int wrong_at;
	long wrong_line;
	char wrong_text[128];
	/* the game being played */
	int players, pieces;
	int login_order;		/* 0 as listed, 1 reversed */
	int logged;			/* players logged in, in that order */
	int failed_login;		/* a failed login is due in this game */
	int login_try;			/* the login in progress: 1 good, 0 bad */
	int continues;			/* Continue questions in this sitting */
	int saves_done;			/* saves in this game */
	int resuming;			/* the next start resumes */
	int animals;			/* animals chosen in this start */
	struct yut_mv mv;		/* the move whose position was given */
	struct yut_refusals rs;		/* the answers the program refused */
	struct yut_state saved;		/* the state the last save saved */
	/*
	 * A save was chosen: 1 until the referee has taken the line of the
	 * answer (the state saved is then known), 2 until game_info.txt is
	 * compared with it at the next question.
	 */
	int check_save;
	int save_known;			/* the referee knew the state saved */
	long save_line;			/* the line after the answer to save */
	struct yut_referee_stats seen;
	int printed_notes;		/* the referee's notes are printed */
};

/* The transcript line now being written, from 1. */
static long
line_no(const struct drive *d)
{
	struct yut_referee_stats st;

	yut_referee_stats(d->rf, &st);
	return st.lines + 1;
}

/* Whether the run goes on with probability dr->wrong percent. */
static int
chance(struct drive *d)
{
	return d->dr->wrong > 0 &&
	    yut_rng_below(&d->rng, 100) < (uint32_t)d->dr->wrong;
}

/* Print the notes and the first inconsistency as yut-referee; status 1. */
static int
inconsistent(struct drive *d)
{
	yut_referee_print_all(stderr, yut_argv0, d->rf, 0);
	d->printed_notes = 1;
	return 1;
}

/*
 * An inconsistency of category cat the driver itself sees, printed as the
 * referee's: 1, or 0 for a note (a category -c does not count).
 */
static int
mismatch(struct drive *d, int cat, long line, const char *what,
    const char *expected, const char *shown)
{
	struct yut_referee_error e;

	memset(&e, 0, sizeof e);
	e.line = line;
	e.category = cat;
	e.note = d->dr->categories != 0 &&
	    !(d->dr->categories & (1u << cat));
	/* each text cut to its field */
	snprintf(e.what, sizeof e.what, "%.*s", YUT_REF_TEXT - 1, what);
	snprintf(e.expected, sizeof e.expected, "%.*s", YUT_REF_TEXT - 1,
	    expected);
	snprintf(e.shown, sizeof e.shown, "%.*s", YUT_REF_TEXT - 1, shown);
	yut_referee_print(stderr, yut_argv0, &e);
	return !e.note;
}

/*
 * Append output to the transcript file, up to its bound: TRANSCRIPT_GAME
 * bytes a game of -n, TRANSCRIPT_MAX at most.  Returns 0; 1 when the
 * bound is reached (said: the program prints far more than a game
 * needs, and the run stops there); -1 when it cannot be written (said),
 * which ends the run at once.
 */
static int
keep(struct drive *d, const char *buf, size_t n)
{
	FILE *fp = d->dr->transcript;
	long max = TRANSCRIPT_GAME * d->dr->games;
	int full = 0;

	if (max > TRANSCRIPT_MAX || max <= 0)
		max = TRANSCRIPT_MAX;
	if (fp == NULL)
		return 0;
	if ((long)n > max - d->transcript) {
		n = (size_t)(max - d->transcript);
		full = 1;
	}
	if (fwrite(buf, 1, n, fp) != n) {
		yut_warn("write %s:", d->dr->transcript_path);
		return -1;
	}
	d->transcript += (long)n;
	if (full)
		yut_warn("%s printed %ld MiB by line %ld, the most a "
		    "transcript of %d game%s keeps: the run stops there",
		    d->dr->argv[0], max >> 20, line_no(d), d->dr->games,
		    d->dr->games == 1 ? "" : "s");
	return full;
}

/* Kill all the program left and remove its directory when it was ours. */
static void
clean_up(struct drive *d)
{
	yut_pty_close(&d->pt);
	if (d->dr->dir == NULL)
		yut_drive_dir_remove(&d->dir);
}

/* Players and pieces of game g: the options, or a new pair each game. */
static void
plan_game(struct drive *d)
{
	const struct yut_drive *dr = d->dr;
	int g = d->game;

	/* every pair in 12 games; with one fixed, every other in 3 or 4 */
	d->players = dr->players ? dr->players : 2 + g % 3;
	d->pieces = dr->advanced ? YUT_MAXPIECES : dr->pieces ? dr->pieces :
	    dr->players ? 1 + g % 4 : 1 + (g / 3) % 4;
	d->answers = 0;
	d->login_order = 0;
	d->logged = 0;
	d->failed_login = 1;
	d->continues = 0;
	d->saves_done = 0;
	/* a game of --saves-before is resumed when the program offers it */
	d->resuming = dr->saves_before != NULL;
}

/* The driver's player that logs in k-th now. */
static int
login_player(const struct drive *d, int k)
{
	return d->login_order ? d->players - 1 - k : k;
}

/* A position where the player to act has no piece (a wrong answer). */
static int
no_piece_square(struct drive *d, const struct yut_state *st)
{
	int sq, tries;

	for (tries = 0; tries < 64; tries++) {
		sq = 1 + (int)yut_rng_below(&d->rng, YUT_NSQUARES - 1);
		if (!yut_has_piece(st, st->turn, sq))
			return sq;
	}
	return -1;
}

/* A result not in the hand of st (a wrong answer), or -1. */
static int
not_in_hand(struct drive *d, const struct yut_state *st)
{
	int r, start = (int)yut_rng_below(&d->rng, YUT_NRESULTS), i;

	for (i = 0; i < YUT_NRESULTS; i++) {
		r = (start + i) % YUT_NRESULTS;
		if (st->hand[r] == 0)
			return r;
	}
	return -1;
}

/* Now and then the answer bad instead, wrong on purpose: 1 if so. */
static int
wrong_now(struct drive *d, char *buf, size_t size, int *wrong,
    const char *bad)
{
	if (!(*wrong = chance(d)))
		return 0;
	snprintf(buf, size, "%s", bad);
	return 1;
}

/* The menu's choice: start (or log in first), or end after the games. */
static void
menu_answer(struct drive *d, char *buf, size_t size, int *wrong)
{
	const struct yut_drive *dr = d->dr;
	int n;

	/* the players logged in are those the program says */
	if (dr->advanced && (n = yut_referee_logged(d->rf)) >= 0)
		d->logged = n;
	if (d->game >= dr->games) {
		snprintf(buf, size, "%d", dr->advanced ? 3 : 2);
		d->ended = 1;
	} else if (wrong_now(d, buf, size, wrong, dr->advanced ? "4" : "3"))
		;
	else if (!dr->advanced || d->logged == d->players) {
		snprintf(buf, size, "1");
		d->animals = 0;
	} else
		snprintf(buf, size, "2");
}

/* An ID or a password: the next player's, one login in a game failed. */
static int
login_answer(struct drive *d, int prompt, char *buf, size_t size)
{
	char w[64];

	if (d->logged >= d->players)
		return mismatch(d, YUT_CAT_LOGIN, line_no(d), prompt ==
		    YUT_REF_ID ? "asked for an ID with every player logged in" :
		    "asked for a password with every player logged in", "",
		    yut_prompt_words(prompt, w, sizeof w)) ? 1 : 2;
	if (prompt == YUT_REF_ID) {
		d->login_try = !(d->failed_login || chance(d));
		d->failed_login = 0;
		snprintf(buf, size, "%s",
		    yut_drive_id(login_player(d, d->logged)));
		return 0;
	}
	yut_drive_password(login_player(d, d->logged), !d->login_try, buf,
	    size);
	/* the program's verdict is judged by what was typed */
	yut_referee_password(d->rf, buf);
	if (d->login_try)
		d->logged++;
	return 0;
}

/* Continue, or save twice a game, in turn, then log in the other way. */
static void
continue_answer(struct drive *d, char *buf, size_t size)
{
	d->continues++;
	if (d->saves_done < 2 && d->continues == 2 * d->players + 1) {
		snprintf(buf, size, "1");
		d->saves_done++;
		d->check_save = 1;
		d->logged = 0;
		d->continues = 0;
		d->login_order = !d->login_order;
		d->resuming = 1;
	} else
		snprintf(buf, size, "0");
}

/* The program refuses every move its screen allows: status 2. */
static int
all_refused(struct drive *d)
{
	yut_warn("%s refuses every move its screen allows (line %ld)",
	    d->dr->argv[0], line_no(d));
	return 2;
}

/*
 * The position, then the result, of the move the strategy chooses from
 * the screen the program shows; after a refusal, another.
 */
static int
move_answer(struct drive *d, int prompt, char *buf, size_t size, int *wrong)
{
	/* the program under test throws fair sticks, as the assignment's */
	const struct yut_bot bot = { d->dr->strategy, 0.5, NULL, &d->memo,
	    NULL };
	struct yut_state st;
	int v;

	if (yut_referee_state(d->rf, &st) < 0)
		return mismatch(d, YUT_CAT_MOVES, line_no(d), "a move asked "
		    "for outside a game", "", "") ? 1 : 2;
	yut_refusals_note(&d->rs, prompt, &st, &d->mv);
	if (prompt == YUT_REF_YUT) {
		if (chance(d) && (v = not_in_hand(d, &st)) >= 0) {
			*wrong = 1;
			snprintf(buf, size, "%s", yut_result_name(v));
		} else {
			yut_refusals_result(&d->rs, &st, &d->mv);
			snprintf(buf, size, "%s", yut_result_name(d->mv.result));
		}
		return 0;
	}
	if (chance(d) && (v = no_piece_square(d, &st)) >= 0) {
		*wrong = 1;
		/* taken all the same: the result is asked for it */
		d->mv.pos = v;
		snprintf(buf, size, "%d", v);
		return 0;
	}
	if (yut_bot_choose_seeded(&st, &bot, &d->rng, &d->mv) < 0) {
		/* a dead back-do: example 4's answer */
		d->mv.pos = 0;
		d->mv.result = YUT_BACKDO;
	}
	if (yut_refusals_has(&d->rs, d->mv.pos, d->mv.result) &&
	    yut_refusals_replan(&d->rs, &st, &d->rng, &d->mv) < 0)
		return all_refused(d);
	snprintf(buf, size, "%d", d->mv.pos);
	return 0;
}

/*
 * The answer to the question prompt, into buf; sets *wrong when it is
 * given wrong on purpose.  Returns 0, or an exit status.
 */
static int
answer(struct drive *d, int prompt, char *buf, size_t size, int *wrong)
{
	const struct yut_drive *dr = d->dr;
	char w[64];

	*wrong = 0;
	switch (prompt) {
	case YUT_REF_GAME:
		if (!wrong_now(d, buf, size, wrong, "3"))
			snprintf(buf, size, "%d", dr->advanced ? 2 : 1);
		return 0;
	case YUT_REF_MENU:
		menu_answer(d, buf, size, wrong);
		return 0;
	case YUT_REF_PLAYERS:
		if (!wrong_now(d, buf, size, wrong, "5"))
			snprintf(buf, size, "%d", d->players);
		return 0;
	case YUT_REF_PIECES:
		if (!wrong_now(d, buf, size, wrong, "0"))
			snprintf(buf, size, "%d", d->pieces);
		return 0;
	case YUT_REF_ID:
	case YUT_REF_PASSWORD:
		return login_answer(d, prompt, buf, size);
	case YUT_REF_RESUME:
		if (!wrong_now(d, buf, size, wrong, "2")) {
			snprintf(buf, size, "%d", d->resuming);
			d->resuming = 0;
		}
		return 0;
	case YUT_REF_ANIMAL:
		/* game g's player k: animal g + k, all four in turn */
		if (!wrong_now(d, buf, size, wrong, "4"))
			snprintf(buf, size, "%d",
			    (d->game + d->animals++) % YUT_NANIMALS);
		return 0;
	case YUT_REF_CONTINUE:
		if (!wrong_now(d, buf, size, wrong, "2"))
			continue_answer(d, buf, size);
		return 0;
	case YUT_REF_POSITION:
	case YUT_REF_YUT:
		return move_answer(d, prompt, buf, size, wrong);
	}
	return mismatch(d, YUT_CAT_MENU, line_no(d), "a question the driver "
	    "cannot answer", "", yut_prompt_words(prompt, w, sizeof w)) ? 1 : 2;
}

/* Whether the referee reported the wrong answer of d->wrong_line taken. */
static int
answer_reported(const struct drive *d)
{
	const struct yut_referee_error *e;
	int i, n = yut_referee_nerrors(d->rf);

	/* (the last few: those since the answer) */
	for (i = n - 1; i >= 0 && i >= n - 16; i--) {
		e = yut_referee_error(d->rf, i);
		if (e->category == YUT_CAT_ANSWERS && e->line == d->wrong_line)
			return 1;
	}
	return 0;
}

/*
 * After a wrong answer the program must ask again: the same question, or
 * the position again after a wrong result.  Returns 0 or 1.
 */
static int
asked_again(struct drive *d, int prompt)
{
	char what[256], w1[64], w2[64];
	int want = d->wrong_at;

	d->wrong_at = YUT_REF_NONE;
	if (prompt == want || (want == YUT_REF_YUT &&
	    prompt == YUT_REF_POSITION))
		return 0;
	/* the course skeleton's menu starts a game: its code, tolerated */
	if (want == YUT_REF_MENU && prompt == YUT_REF_PLAYERS &&
	    yut_referee_fallthrough(d->rf)) {
		d->animals = 0;
		return 0;
	}
	/* the referee saw it taken, on its line: said once */
	if (answer_reported(d))
		return 0;
	snprintf(what, sizeof what, "the wrong answer '%s' of line %ld was "
	    "taken", d->wrong_text, d->wrong_line);
	return mismatch(d, YUT_CAT_ANSWERS, line_no(d), what,
	    yut_prompt_words(want, w1, sizeof w1),
	    yut_prompt_words(prompt, w2, sizeof w2));
}

/* Compare the line saved in game_info.txt with the state saved. */
static int
check_saved(struct drive *d)
{
	struct yut_state st;
	const char *set[YUT_MAXPLAYERS];
	char err[256], want[YUT_LINE_MAX + 1], got[YUT_LINE_MAX + 1];
	int k, r;

	d->check_save = 0;
	for (k = 0; k < d->saved.nplayers; k++)
		set[k] = d->saved.p[k].id;
	r = yut_save_find(d->dir.saves, set, d->saved.nplayers, &st, err,
	    sizeof err);
	yut_saveline_format(&d->saved, want, sizeof want);
	if (r != 0)
		return mismatch(d, YUT_CAT_SAVE, d->save_line, "no saved line "
		    "for the game in game_info.txt", want, r < 0 ? err :
		    "(none)");
	yut_saveline_format(&st, got, sizeof got);
	/* the resume is judged by what the file holds */
	yut_referee_saved(d->rf, &st);
	/*
	 * after a difference just reported, the game saved is the
	 * program's: not a second fault
	 */
	if (d->save_known && strcmp(want, got) != 0)
		return mismatch(d, YUT_CAT_SAVE, d->save_line, "the line "
		    "saved in game_info.txt is not the game as it stood", want,
		    got);
	return 0;
}

/* Type the answer to prompt; returns 0 or an exit status. */
static int
type_answer(struct drive *d, int prompt)
{
	char buf[128], w[64];
	long long deadline;
	int wrong, r;

	if (d->wrong_at != YUT_REF_NONE && (r = asked_again(d, prompt)))
		return r;
	if (d->check_save == 2 && (r = check_saved(d)))
		return r;
	d->repeats = prompt == d->last_prompt ? d->repeats + 1 : 1;
	d->last_prompt = prompt;
	if (d->repeats > REPEATS_MAX) {
		yut_warn("%s asks '%s' again and again (line %ld): it does "
		    "not take the answers", d->dr->argv[0],
		    yut_prompt_words(prompt, w, sizeof w), line_no(d));
		return 2;
	}
	if (++d->answers > ANSWERS_MAX) {
		yut_warn("no game ended after %d answers", ANSWERS_MAX);
		return 2;
	}
	if ((r = answer(d, prompt, buf, sizeof buf - 1, &wrong)))
		return r;
	d->rs.typed_wrong = wrong;
	if (wrong) {
		d->wrong_at = prompt;
		d->wrong_line = line_no(d);
		snprintf(d->wrong_text, sizeof d->wrong_text, "%s", buf);
	}
	if (prompt == YUT_REF_PASSWORD) {
		/* type once the program has turned echo off, as people do */
		deadline = yut_now_ms() + PASSWORD_WAIT;
		while (yut_pty_echo(&d->pt) == 1 && yut_now_ms() < deadline)
			nanosleep(&(struct timespec){ 0, 1000000 }, NULL);
	}
	strcat(buf, "\n");
	if (d->dr->answers != NULL)
		fputs(buf, d->dr->answers);
	d->total++;
	d->printed = 0;
	if (yut_pty_write(&d->pt, buf, strlen(buf), yut_now_ms() +
	    d->dr->timeout_ms) < 0) {
		yut_warn("%s does not take the answer of line %ld",
		    d->dr->argv[0], line_no(d));
		return 2;
	}
	return 0;
}

/* Follow the referee's counts: a game won, a game saved. */
static void
follow(struct drive *d)
{
	struct yut_referee_stats st;

	yut_referee_stats(d->rf, &st);
	if (st.wins > d->seen.wins) {
		d->game++;
		plan_game(d);
	}
	d->seen = st;
}

/* The program ended: was it time, and how did it end?  An exit status. */
static int
ended(struct drive *d)
{
	char how[160];
	long lines;

	if (!yut_pty_wait(&d->pt, yut_now_ms() + d->dr->timeout_ms)) {
		if (yut_signal_caught())
			return 2;
		yut_warn("%s closed its terminal but did not end",
		    d->dr->argv[0]);
		return 2;
	}
	yut_pty_describe(&d->pt, how, sizeof how);
	lines = line_no(d) - 1;
	if (yut_referee_end(d->rf) > 0)
		return inconsistent(d);
	if (WIFSIGNALED(d->pt.status) || !d->ended) {
		yut_warn("%s %s %s (after line %ld, %d of %d games played)",
		    d->dr->argv[0], how, d->ended ? "at the end" :
		    "before the games were over", lines, d->game,
		    d->dr->games);
		return 2;
	}
	return 0;
}

/*
 * Feed output to the referee.  After a save was chosen, the line of the
 * answer is fed alone and the state it closed is kept: the referee takes
 * the turn that ended there, and the save leaves the game behind it.
 */
static int
feed(struct drive *d, const char *buf, size_t n)
{
	const char *nl;
	size_t k = 0;

	if (d->check_save == 1 && (nl = memchr(buf, '\n', n)) != NULL) {
		k = (size_t)(nl - buf) + 1;
		if (yut_referee_feed(d->rf, buf, k) > 0)
			return inconsistent(d);
		if (yut_referee_state(d->rf, &d->saved) < 0)
			return mismatch(d, YUT_CAT_SAVE, line_no(d) - 1, "a "
			    "Continue / Save question outside a game", "", "") ?
			    1 : 2;
		d->check_save = 2;
		d->save_known = yut_referee_known(d->rf);
		d->save_line = line_no(d);
	}
	if (yut_referee_feed(d->rf, buf + k, n - k) > 0)
		return inconsistent(d);
	return 0;
}

/* Output read: kept, fed to the referee, followed; 0 or an exit status. */
static int
take(struct drive *d, const char *buf, long n)
{
	int r;

	if ((r = keep(d, buf, (size_t)n)) != 0)
		return r < 0 ? -1 : 2;
	d->printed += n;
	if ((r = feed(d, buf, (size_t)n)))
		return r;
	follow(d);
	return 0;
}

/* No question, or no end, in time: say what was expected; status 2. */
static int
stalled(struct drive *d)
{
	char last[80];

	yut_referee_expect(d->rf, last, sizeof last);
	yut_warn("%s stopped answering: %s within %.3g s (line %ld; %ld bytes "
	    "printed since the last answer; expected: %s)", d->dr->argv[0],
	    d->ended ? "it did not end" : "no question",
	    d->dr->timeout_ms / 1000.0, line_no(d), d->printed, last);
	return 2;
}

/*
 * Read, feed the referee, answer; returns the exit status of the run, or
 * -1 when the transcript cannot be written.
 */
static int
run(struct drive *d)
{
	char buf[CHUNK];
	long long deadline = yut_now_ms() + d->dr->timeout_ms, quiet = 0;
	long n, answered = 0, qline = 0;
	int prompt, newline = 1, r, bare = YUT_REF_NONE, reask = YUT_REF_NONE;

	for (;;) {
		/* a signal to us ends the run: the program is killed */
		if (yut_signal_caught())
			return 2;
		/*
		 * A question ended by a newline is taken once the program
		 * has printed nothing more for a while: it waits to read.
		 */
		n = yut_pty_read(&d->pt, buf, sizeof buf, (bare != YUT_REF_NONE ||
		    reask != YUT_REF_NONE) && quiet < deadline ? quiet :
		    deadline);
		if (n < 0)
			return ended(d);
		if (n > 0 && memchr(buf, '\n', (size_t)n) != NULL)
			newline = 1;
		if (n > 0 && (r = take(d, buf, n)))
			return r;
		/* a question counts once the line of the last answer ended */
		prompt = newline ? yut_referee_prompt(d->rf) : YUT_REF_NONE;
		if (n > 0) {
			/*
			 * a question after the line answered on, not that
			 * line (a hidden password ends it with the program's
			 * own newline) nor blank lines after it
			 */
			bare = newline ?
			    yut_referee_bare_prompt(d->rf, &qline) : YUT_REF_NONE;
			if (qline <= answered)
				bare = YUT_REF_NONE;
			/*
			 * an answer refused, then words of the program's own
			 * and a wait: the same question asked again
			 */
			reask = newline ? yut_referee_reask(d->rf) :
			    YUT_REF_NONE;
			quiet = yut_now_ms() + QUIET_MS;
		}
		if (prompt == YUT_REF_NONE && yut_now_ms() >= quiet)
			prompt = bare != YUT_REF_NONE ? bare : reask;
		if (prompt != YUT_REF_NONE && !d->ended) {
			bare = reask = YUT_REF_NONE;
			answered = line_no(d);
			if ((r = type_answer(d, prompt)))
				return r;
			newline = 0;
			deadline = yut_now_ms() + d->dr->timeout_ms;
		} else if (yut_now_ms() >= deadline)
			return stalled(d);
	}
}

/* The files the program finds in its directory, and the referee. */
static int
prepare(struct drive *d)
{
	const struct yut_drive *dr = d->dr;
	struct yut_referee_opt o;
	char err[256];

	if (dr->advanced && yut_drive_dir_users(&d->dir, dr->hashed) != 0)
		return -1;
	if (dr->saves_before != NULL &&
	    yut_drive_dir_saves(&d->dir, dr->saves_before) != 0)
		return -1;
	memset(&o, 0, sizeof o);
	o.players = dr->players;
	o.categories = dr->categories;
	o.saves_before = dr->saves_before;
	o.users = dr->advanced ? d->dir.users : NULL;
	if ((d->rf = yut_referee_new(&o, err, sizeof err)) == NULL) {
		yut_warn("%s", err);
		return -1;
	}
	plan_game(d);
	return 0;
}

int
yut_drive(const struct yut_drive *dr)
{
	struct drive *d;
	char err[256], **argv = NULL;
	int status = 2;

	if ((d = calloc(1, sizeof *d)) == NULL) {
		yut_warn("malloc:");
		return -1;
	}
	d->dr = dr;
	d->wrong_at = YUT_REF_NONE;
	yut_rng_seed(&d->rng, dr->seed);
	if (yut_drive_dir_make(&d->dir, dr->dir) != 0) {
		free(d);
		return -1;
	}
	yut_search_memo(NULL, &d->memo);
	if (prepare(d) != 0 || (argv = yut_drive_argv(dr->argv)) == NULL)
		status = -1;
	else if (yut_pty_spawn(&d->pt, d->dir.path, argv, &dr->run, err,
	    sizeof err) < 0)
		yut_warn("%s", err);
	else
		status = run(d);
	/* a run cut short by its transcript says no more than that */
	if (d->rf != NULL && !d->printed_notes && status >= 0)
		yut_referee_print_all(stderr, yut_argv0, d->rf, 0);
	clean_up(d);
	if (status >= 0 && dr->transcript != NULL &&
	    fflush(dr->transcript) == EOF) {
		yut_warn("write %s:", dr->transcript_path);
		status = -1;
	}
	yut_referee_free(d->rf);
	yut_drive_argv_free(argv, dr->argv);
	yut_memo_free(&d->memo);
	free(d);
	return status;
}

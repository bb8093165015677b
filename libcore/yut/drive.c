/*
 * drive.c - play whole games of any Yunnori program under a pseudo-
 * terminal, as its players would: answer every question the referee
 * (referee.c) recognises on the unfinished last line, choose moves with a
 * computer strategy from the state the referee follows, give a wrong
 * answer now and then and expect the question again, save and resume in
 * another login order, and stop at the first screen the rules do not
 * allow.  The pseudo-terminal is common/pty.c's.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "yut.h"

#define CHUNK		4096
#define TRANSCRIPT_MAX	(64L << 20)	/* bytes of -o kept; the rest cut */
#define ANSWERS_MAX	5000		/* answers per game before giving up */
#define REPEATS_MAX	20		/* one question asked in a row */
#define QUIET_MS	200		/* after a question ended by a newline */
#define PASSWORD_WAIT	1000		/* ms to wait for echo to turn off */
#define PASSWORD	"pw-of-"	/* each user's password: this and the ID */

static const char *const ids[YUT_MAXPLAYERS] = {
	"Noah", "Liam", "Olivia", "Emma"
};

/* A run of yut_drive. */
struct drive {
	const struct yut_drive *dr;
	struct yut_pty pt;
	struct yut_referee *rf;
	struct yut_rng rng;
	char dir[1024];			/* the program's working directory */
	char users[1100], saves[1100];
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
	struct yut_state saved;		/* the state the last save saved */
	/*
	 * A save was chosen: 1 until the referee has taken the line of the
	 * answer (the state saved is then known), 2 until game_info.txt is
	 * compared with it at the next question.
	 */
	int check_save;
	long save_line;			/* the line after the answer to save */
	struct yut_referee_stats seen;
	int printed_notes;		/* the referee's notes are printed */
};

/* The question of the referee's prompt kind, for messages. */
static const char *
prompt_words(int prompt)
{
	static const char *const words[YUT_REF_NPROMPTS] = {
		"(none)", "Choose a game to play (1, 2) :",
		"Select the function you want :",
		"number of players (2, 3, 4) :",
		"number of pieces per player (1, 2, 3, 4) :",
		"ID :", "PASSWORD :",
		"Start a new game (0) / Resume (1) :",
		"(0: pig, 1: dog, 2: sheep, 3:cow) :",
		"Continue (0) / Save and Exit the game (1) :",
		">> position :", ">> yut :",
	};

	return prompt >= 0 && prompt < YUT_REF_NPROMPTS ? words[prompt] : "?";
}

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

/* Warn as yut_die would, and return -1: the run cannot begin. */
static int
fail(const char *fmt, ...)
{
	char msg[1200];
	va_list ap;
	size_t n = strlen(fmt);
	int saved = errno;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (n > 0 && fmt[n - 1] == ':')
		yut_warn("%s %s", msg, strerror(saved));
	else
		yut_warn("%s", msg);
	return -1;
}

/* Append output to the transcript file, up to TRANSCRIPT_MAX bytes. */
static void
keep(struct drive *d, const char *buf, size_t n)
{
	FILE *fp = d->dr->transcript;

	if (fp == NULL || d->transcript >= TRANSCRIPT_MAX)
		return;
	if ((long)n > TRANSCRIPT_MAX - d->transcript)
		n = (size_t)(TRANSCRIPT_MAX - d->transcript);
	if (fwrite(buf, 1, n, fp) != n)
		yut_die("write %s:", d->dr->transcript_path);
	d->transcript += (long)n;
}

/*
 * Write the users file of the players the driver logs in: in the
 * assignment's form, "ID password", which students' programs read, or
 * with hashes (yut_user_add) for programs that check them.
 */
static int
write_users(struct drive *d)
{
	char err[256], pw[64];
	FILE *fp;
	int k, fd;

	if (!d->dr->hashed) {
		if ((fd = open(d->users, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
		    0600)) < 0 ||
		    (fp = fdopen(fd, "w")) == NULL)
			return fail("open %s:", d->users);
		for (k = 0; k < YUT_MAXPLAYERS; k++)
			fprintf(fp, "%s " PASSWORD "%s\n", ids[k], ids[k]);
		if (fclose(fp) == EOF)
			return fail("write %s:", d->users);
		return 0;
	}
	for (k = 0; k < YUT_MAXPLAYERS; k++) {
		snprintf(pw, sizeof pw, PASSWORD "%s", ids[k]);
		if (yut_user_add(d->users, ids[k], pw, err, sizeof err) != 0)
			return fail("%s", err);
	}
	return 0;
}

/*
 * Remove what the directory dirfd holds (closing dirfd), directories to
 * depth levels down, never through a link; 0, or -1 if something stayed.
 */
static int
remove_tree(int dirfd, int depth)
{
	struct dirent *de;
	DIR *dp;
	int fd, r = 0;

	if ((dp = fdopendir(dirfd)) == NULL) {
		close(dirfd);
		return -1;
	}
	while ((de = readdir(dp)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 ||
		    strcmp(de->d_name, "..") == 0 ||
		    unlinkat(dirfd, de->d_name, 0) == 0)
			continue;
		/* a directory, perhaps made unreadable: its contents first */
		if (depth > 0) {
			fchmodat(dirfd, de->d_name, 0700, 0);
			if ((fd = openat(dirfd, de->d_name, O_RDONLY |
			    O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) >= 0)
				r |= remove_tree(fd, depth - 1);
		}
		if (unlinkat(dirfd, de->d_name, AT_REMOVEDIR) < 0)
			r = -1;
	}
	closedir(dp);
	return r;
}

/* yut_readlines: copy each line of --saves-before to the program's file. */
static int
copy_line(void *arg, struct yut_rewrite *rw, const struct yut_line *ln)
{
	(void)rw;
	if (ln->no > 0 && ln->len >= 0)
		fprintf(arg, "%s\n", ln->text);
	return YUT_LINE_KEEP;
}

/* The program starts with the game_info.txt of --saves-before. */
static int
write_saves(struct drive *d)
{
	struct stat sb;
	char err[256];
	FILE *fp;
	int fd;

	if (stat(d->dr->saves_before, &sb) != 0)
		return fail("%s:", d->dr->saves_before);
	if (!S_ISREG(sb.st_mode))
		return fail("%s: not a regular file", d->dr->saves_before);
	if ((fd = open(d->saves, O_WRONLY | O_CREAT | O_EXCL |
	    O_CLOEXEC, 0600)) < 0 ||
	    (fp = fdopen(fd, "w")) == NULL)
		return fail("open %s:", d->saves);
	if (yut_readlines(d->dr->saves_before, copy_line, fp, err,
	    sizeof err) != 0) {
		fclose(fp);
		return fail("%s: cannot be read", d->dr->saves_before);
	}
	if (fclose(fp) == EOF)
		return fail("write %s:", d->saves);
	return 0;
}

/* Remove the working directory and all the program left in it. */
static void
remove_dir(struct drive *d)
{
	int fd;

	if (d->dir[0] == '\0')
		return;
	chmod(d->dir, 0700);
	if ((fd = open(d->dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
	    O_CLOEXEC)) < 0 || remove_tree(fd, 64) < 0 || rmdir(d->dir) < 0)
		yut_warn("remove %s:", d->dir);
	d->dir[0] = '\0';
}

/* The run in progress, cleaned up at exit (yut_die) if it did not end. */
static struct drive *running;

/* Kill all the program left and remove its directory when it was ours. */
static void
clean_up(struct drive *d)
{
	yut_pty_close(&d->pt);
	if (d->dr->dir == NULL)
		remove_dir(d);
}

static void
clean_up_at_exit(void)
{
	struct drive *d = running;

	running = NULL;
	if (d != NULL)
		clean_up(d);
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

/* The ID of the k-th player to log in now. */
static const char *
login_id(const struct drive *d, int k)
{
	return ids[d->login_order ? d->players - 1 - k : k];
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

/*
 * The answer to the question prompt, into buf; sets *wrong when it is
 * given wrong on purpose.  Returns 0, or an exit status.
 */
static int
answer(struct drive *d, int prompt, char *buf, size_t size, int *wrong)
{
	const struct yut_drive *dr = d->dr;
	/* the program under test throws fair sticks, as the assignment's */
	const struct yut_bot bot = { dr->strategy, 0.5, NULL, NULL };
	struct yut_state st;
	int sq, r, k;

	*wrong = 0;
	switch (prompt) {
	case YUT_REF_GAME:
		if ((*wrong = chance(d)))
			snprintf(buf, size, "3");
		else
			snprintf(buf, size, "%d", dr->advanced ? 2 : 1);
		break;
	case YUT_REF_MENU:
		if (d->game >= dr->games) {
			snprintf(buf, size, "%d", dr->advanced ? 3 : 2);
			d->ended = 1;
		} else if ((*wrong = chance(d)))
			snprintf(buf, size, "%s", dr->advanced ? "4" : "3");
		else if (!dr->advanced || d->logged == d->players) {
			snprintf(buf, size, "1");
			d->animals = 0;
		}
		else
			snprintf(buf, size, "2");
		break;
	case YUT_REF_PLAYERS:
		if ((*wrong = chance(d)))
			snprintf(buf, size, "5");
		else
			snprintf(buf, size, "%d", d->players);
		break;
	case YUT_REF_PIECES:
		if ((*wrong = chance(d)))
			snprintf(buf, size, "0");
		else
			snprintf(buf, size, "%d", d->pieces);
		break;
	case YUT_REF_ID:
		if (d->logged >= d->players)
			return mismatch(d, YUT_CAT_LOGIN, line_no(d), "asked "
			    "for an ID with every player logged in", "",
			    "ID :") ? 1 : 2;
		d->login_try = !(d->failed_login || chance(d));
		d->failed_login = 0;
		snprintf(buf, size, "%s", login_id(d, d->logged));
		break;
	case YUT_REF_PASSWORD:
		if (d->logged >= d->players)
			return mismatch(d, YUT_CAT_LOGIN, line_no(d), "asked "
			    "for a password with every player logged in", "",
			    "PASSWORD :") ? 1 : 2;
		snprintf(buf, size, "%s%s%s", PASSWORD,
		    login_id(d, d->logged), d->login_try ? "" : "-wrong");
		if (d->login_try)
			d->logged++;
		break;
	case YUT_REF_RESUME:
		if ((*wrong = chance(d))) {
			snprintf(buf, size, "2");
			break;
		}
		snprintf(buf, size, "%d", d->resuming);
		d->resuming = 0;
		break;
	case YUT_REF_ANIMAL:
		if ((*wrong = chance(d)))
			snprintf(buf, size, "4");
		else {
			/* game g's player k: animal g + k, all four in turn */
			k = d->animals++;
			snprintf(buf, size, "%d", (d->game + k) % YUT_NANIMALS);
		}
		break;
	case YUT_REF_CONTINUE:
		if ((*wrong = chance(d))) {
			snprintf(buf, size, "2");
			break;
		}
		d->continues++;
		if (d->saves_done < 2 &&
		    d->continues == 2 * d->players + 1) {
			snprintf(buf, size, "1");
			d->saves_done++;
			d->check_save = 1;
			d->logged = 0;
			d->continues = 0;
			d->login_order = !d->login_order;
			d->resuming = 1;
		} else
			snprintf(buf, size, "0");
		break;
	case YUT_REF_POSITION:
		if (yut_referee_state(d->rf, &st) < 0)
			return mismatch(d, YUT_CAT_MOVES, line_no(d), "a move "
			    "asked for outside a game", "", "") ? 1 : 2;
		if (chance(d) && (sq = no_piece_square(d, &st)) >= 0) {
			*wrong = 1;
			snprintf(buf, size, "%d", sq);
			break;
		}
		if (yut_bot_choose_seeded(&st, &bot, &d->rng, &d->mv) < 0) {
			/* a dead back-do: example 4's answer */
			d->mv.pos = 0;
			d->mv.result = YUT_BACKDO;
		}
		snprintf(buf, size, "%d", d->mv.pos);
		break;
	case YUT_REF_YUT:
		if (yut_referee_state(d->rf, &st) < 0)
			return mismatch(d, YUT_CAT_MOVES, line_no(d), "a move "
			    "asked for outside a game", "", "") ? 1 : 2;
		if (chance(d) && (r = not_in_hand(d, &st)) >= 0) {
			*wrong = 1;
			snprintf(buf, size, "%s", yut_result_name(r));
			break;
		}
		snprintf(buf, size, "%s", yut_result_name(d->mv.result));
		break;
	default:
		return mismatch(d, YUT_CAT_MENU, line_no(d), "a question the "
		    "driver cannot answer", "", prompt_words(prompt)) ? 1 : 2;
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
	char what[256];
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
	snprintf(what, sizeof what, "the wrong answer '%s' of line %ld was "
	    "taken", d->wrong_text, d->wrong_line);
	return mismatch(d, YUT_CAT_ANSWERS, line_no(d), what,
	    prompt_words(want), prompt_words(prompt));
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
	r = yut_save_find(d->saves, set, d->saved.nplayers, &st, err,
	    sizeof err);
	yut_saveline_format(&d->saved, want, sizeof want);
	if (r != 0)
		return mismatch(d, YUT_CAT_SAVE, d->save_line, "no saved line "
		    "for the game in game_info.txt", want, r < 0 ? err :
		    "(none)");
	yut_saveline_format(&st, got, sizeof got);
	/* the resume is judged by what the file holds */
	yut_referee_saved(d->rf, &st);
	if (strcmp(want, got) != 0)
		return mismatch(d, YUT_CAT_SAVE, d->save_line, "the line "
		    "saved in game_info.txt is not the game as it stood", want,
		    got);
	return 0;
}

/* Type the answer to prompt; returns 0 or an exit status. */
static int
type_answer(struct drive *d, int prompt)
{
	char buf[128];
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
		    prompt_words(prompt), line_no(d));
		return 2;
	}
	if (++d->answers > ANSWERS_MAX) {
		yut_warn("no game ended after %d answers", ANSWERS_MAX);
		return 2;
	}
	if ((r = answer(d, prompt, buf, sizeof buf - 1, &wrong)))
		return r;
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
		d->save_line = line_no(d);
	}
	if (yut_referee_feed(d->rf, buf + k, n - k) > 0)
		return inconsistent(d);
	return 0;
}

/* Read, feed the referee, answer; returns the exit status of the run. */
static int
run(struct drive *d)
{
	char buf[CHUNK], last[80];
	long long deadline = yut_now_ms() + d->dr->timeout_ms, quiet = 0;
	long n, answered = 0;
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
		if (n > 0) {
			keep(d, buf, (size_t)n);
			d->printed += n;
			if (memchr(buf, '\n', (size_t)n) != NULL)
				newline = 1;
			if ((r = feed(d, buf, (size_t)n)))
				return r;
			follow(d);
		}
		/* a question counts once the line of the last answer ended */
		prompt = newline ? yut_referee_prompt(d->rf) : YUT_REF_NONE;
		if (n > 0) {
			/*
			 * not the line answered on (a hidden password ends
			 * it with the program's own newline)
			 */
			bare = newline && line_no(d) - 1 != answered ?
			    yut_referee_bare_prompt(d->rf) : YUT_REF_NONE;
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
			continue;
		}
		if (yut_now_ms() >= deadline) {
			yut_referee_expect(d->rf, last, sizeof last);
			yut_warn("%s stopped answering: %s within %.3g s "
			    "(line %ld; %ld bytes printed since the last "
			    "answer; expected: %s)", d->dr->argv[0],
			    d->ended ? "it did not end" : "no question",
			    d->dr->timeout_ms / 1000.0, line_no(d),
			    d->printed, last);
			return 2;
		}
	}
}

/* The working directory of d, made or named by -d; -1 if it cannot be. */
static int
make_dir(struct drive *d)
{
	const struct yut_drive *dr = d->dr;
	const char *tmp;

	if (dr->dir != NULL) {
		if (strlen(dr->dir) >= sizeof d->dir)
			return fail("%.32s...: the name is too long", dr->dir);
		if (mkdir(dr->dir, 0700) < 0)
			return fail("mkdir %s:", dr->dir);
		strcpy(d->dir, dr->dir);
		return 0;
	}
	if ((tmp = getenv("TMPDIR")) == NULL || *tmp == '\0' ||
	    strlen(tmp) > 900)
		tmp = "/tmp";
	snprintf(d->dir, sizeof d->dir, "%s/yut-drive.XXXXXX", tmp);
	if (mkdtemp(d->dir) == NULL)
		return fail("mkdtemp %s:", d->dir);
	return 0;
}

/* The files the program finds in its directory, and the referee. */
static int
prepare(struct drive *d)
{
	const struct yut_drive *dr = d->dr;
	struct yut_referee_opt o;
	char err[256];

	snprintf(d->users, sizeof d->users, "%s/user_info.txt", d->dir);
	snprintf(d->saves, sizeof d->saves, "%s/game_info.txt", d->dir);
	if (dr->advanced && write_users(d) != 0)
		return -1;
	if (dr->saves_before != NULL && write_saves(d) != 0)
		return -1;
	memset(&o, 0, sizeof o);
	o.players = dr->players;
	o.categories = dr->categories;
	o.saves_before = dr->saves_before;
	o.users = dr->advanced ? d->users : NULL;
	if ((d->rf = yut_referee_new(&o, err, sizeof err)) == NULL)
		return fail("%s", err);
	plan_game(d);
	return 0;
}

/* The program's argv: a relative path made absolute, for it runs in d->dir. */
static char **
program_argv(const struct yut_drive *dr)
{
	char **argv, cwd[4096];
	size_t n;

	for (n = 0; dr->argv[n] != NULL; n++)
		;
	argv = yut_calloc(n + 1, sizeof *argv);
	memcpy(argv, dr->argv, n * sizeof *argv);
	if (strchr(argv[0], '/') != NULL && argv[0][0] != '/') {
		if (getcwd(cwd, sizeof cwd) == NULL) {
			fail("getcwd:");
			free(argv);
			return NULL;
		}
		argv[0] = yut_malloc(strlen(cwd) + strlen(dr->argv[0]) + 2);
		sprintf(argv[0], "%s/%s", cwd, dr->argv[0]);
	}
	return argv;
}

int
yut_drive(const struct yut_drive *dr)
{
	struct drive *d;
	static int registered;
	char err[256], **argv = NULL;
	int status = 2;

	if (!registered && atexit(clean_up_at_exit) == 0)
		registered = 1;

	d = yut_calloc(1, sizeof *d);
	d->dr = dr;
	d->wrong_at = YUT_REF_NONE;
	yut_rng_seed(&d->rng, dr->seed);
	if (make_dir(d) != 0) {
		free(d);
		return -1;
	}
	running = d;
	if (prepare(d) != 0 || (argv = program_argv(dr)) == NULL)
		status = -1;
	else {
		if (yut_pty_spawn(&d->pt, d->dir, argv, &dr->run, err,
		    sizeof err) < 0)
			yut_warn("%s", err);
		else
			status = run(d);
	}
	if (d->rf != NULL && !d->printed_notes)
		yut_referee_print_all(stderr, yut_argv0, d->rf, 0);
	clean_up(d);
	running = NULL;
	if (dr->transcript != NULL && fflush(dr->transcript) == EOF)
		status = fail("write %s:", dr->transcript_path);
	yut_referee_free(d->rf);
	if (argv != NULL && argv[0] != dr->argv[0])
		free(argv[0]);
	free(argv);
	free(d);
	return status;
}

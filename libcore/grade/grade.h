/*
 * grade.h - grading: the referee of a program's transcript, and the
 * driver that plays a program under a pty and grades it.  Above bots and
 * what bots stands on (libcore/LAYERS).
 */
#ifndef YUT_GRADE_H
#define YUT_GRADE_H

#include "game.h"

/* ------------------------------------------------------------- referee.c */

/*
 * The referee: follows a console transcript of any Yunnori program (what
 * a terminal showed: menus, screens, prompts with the answers a pty or
 * script(1) recorded after them; or, from a pipe, screens with no
 * answers) and checks every screen and every change between two screens
 * against the rules above.  Throws are read from the "Yut :" lines, so
 * a program's random throws can be checked; colour escapes and CRs are
 * ignored.  Without --strict it tolerates what students vary (trailing
 * blanks, blank lines, banners and other lines it does not know,
 * "Player 0 Noah turn", spacing inside the board while squares keep their
 * 11x11 places, the marks in EUC-KR/CP949 bytes); strict demands the
 * bytes of SPEC 7.
 *
 * It is fed incrementally, in chunks split anywhere, and checks each
 * screen as soon as it is complete, so a driver that plays a program
 * under a pty can ask, whenever output pauses, which question the
 * program is asking (the unfinished last line) and the state the rules
 * hold now (to choose a move), then type an answer: the pty's echo comes
 * back in the output and is fed like the rest.
 *
 *	struct yut_referee_opt o = { 0 };
 *	struct yut_referee *rf = yut_referee_new(&o, err, sizeof err);
 *	while ((n = read(fd, buf, sizeof buf)) > 0)
 *		yut_referee_feed(rf, buf, n);
 *	yut_referee_end(rf);
 *	for (i = 0; i < yut_referee_nerrors(rf); i++)
 *		e = yut_referee_error(rf, i);	(e->line, e->what, ...)
 *	yut_referee_free(rf);
 */
struct yut_referee;

/*
 * The rule an inconsistency breaks: one category each, so a grader can
 * count one bug once (yut_ref_category_name gives the words of -c).
 */
enum yut_ref_category {
	YUT_CAT_MOVES,		/* moving, the turn passing, the hand */
	YUT_CAT_BACKDO,		/* back-do, its table and its dead end */
	YUT_CAT_CATCH,		/* catching and the throw it earns */
	YUT_CAT_STACK,		/* stacked pieces */
	YUT_CAT_CHAIN,		/* yut and mo throwing again */
	YUT_CAT_PIG,		/* a caught pig ends the catcher's turn */
	YUT_CAT_DOG,		/* a dog's geol throws again */
	YUT_CAT_SHEEP,		/* a sheep's catch earns two throws */
	YUT_CAT_COW,		/* the cow's path */
	YUT_CAT_WIN,		/* a game won, announced, ended */
	YUT_CAT_LOGIN,		/* logins, the logged-in list, their order */
	YUT_CAT_MENU,		/* menus, players and pieces */
	YUT_CAT_SAVE,		/* Continue / Save and the line saved */
	YUT_CAT_RESUME,		/* a resumed game as it was saved */
	YUT_CAT_ANSWERS,	/* a wrong answer taken */
	YUT_CAT_SCREEN,		/* the screen's lines and their order */
	YUT_NCATS
};
/* The mask of -c none: no category counts, each is a note. */
#define YUT_CATS_NONE	(1u << YUT_NCATS)

/* The word of category cat ("back-do"), or "?". */
const char *yut_ref_category_name(int cat);
/*
 * Parse a comma-separated list of category words into *mask (bit
 * 1 << cat each), or "none" into YUT_CATS_NONE.  Returns 0, or -1 with
 * the first unknown word in err.
 */
int yut_ref_categories(const char *list, unsigned *mask, char *err,
    size_t errsize);

struct yut_referee_opt {
	int strict;		/* demand SPEC 7's exact bytes */
	int keep_going;		/* go on after the first inconsistency */
	int players;		/* every game has this many players; 0 any */
	const char *users;	/* user_info.txt to check logins, or NULL */
	const char *saves;	/* game_info.txt to check saves, or NULL */
	/* game_info.txt as the session found it, or NULL */
	const char *saves_before;
	/*
	 * The categories that count (1 << cat each); 0 all.  Others are
	 * notes: kept and printed, but neither counted nor stopping.
	 */
	unsigned categories;
};

#define YUT_REF_TEXT	256	/* bytes of each text of an inconsistency */
#define YUT_REF_MAXERRORS 1000	/* inconsistencies kept (more are counted) */

/* One inconsistency. */
struct yut_referee_error {
	long line;			/* transcript line, 1-based */
	int category;			/* enum yut_ref_category */
	int note;			/* of a category not counted */
	char text[YUT_REF_TEXT];	/* that line, escapes removed */
	char what[YUT_REF_TEXT];	/* what is wrong */
	char expected[YUT_REF_TEXT];	/* what the rules expect ("" none) */
	char shown[YUT_REF_TEXT];	/* what the transcript shows ("" none) */
};

/* Counts for a summary. */
struct yut_referee_stats {
	long lines;		/* transcript lines read */
	long screens;		/* turn screens checked */
	long moves;		/* moves followed */
	long games;		/* games begun */
	long wins;		/* games won */
	long saves;		/* games saved */
	long errors;		/* inconsistencies, kept or not */
	long notes;		/* those of categories not counted */
	int unreadable;		/* not a transcript (binary, no Yunnori text) */
};

/*
 * A new referee; NULL opt for the defaults.  NULL and the reason in err
 * on a bad -u, -f or --saves-before file (missing, not a regular file,
 * unreadable).
 */
struct yut_referee *yut_referee_new(const struct yut_referee_opt *opt,
    char *err, size_t errlen);
void yut_referee_free(struct yut_referee *rf);
/*
 * Feed n bytes of the transcript, split anywhere.  Returns the number
 * of inconsistencies so far (that count: notes aside).  Lines longer than YUT_LINE_MAX are cut
 * (and are an inconsistency); NUL bytes make the input unreadable.
 */
long yut_referee_feed(struct yut_referee *rf, const void *buf, size_t n);
/* Feed one whole line (no newline); as feed. */
long yut_referee_line(struct yut_referee *rf, const char *line, size_t n);
/*
 * The transcript ended: finish the last line, check what can be checked
 * only at the end (the saves file of -f).  Returns the number of
 * inconsistencies.
 */
long yut_referee_end(struct yut_referee *rf);
/* The inconsistencies kept, oldest first, notes among them (e->note). */
int yut_referee_nerrors(const struct yut_referee *rf);
const struct yut_referee_error *yut_referee_error(const struct yut_referee *rf,
    int i);
void yut_referee_stats(const struct yut_referee *rf,
    struct yut_referee_stats *st);
/* The question the unfinished last line asks: a YUT_REF_* value. */
int yut_referee_prompt(const struct yut_referee *rf);
/*
 * The question the last line asked with nothing after it, the line ended
 * by a newline (against SPEC 7), maybe blank lines after it, and since
 * then nothing printed but a mark ("> "); else YUT_REF_NONE.  The
 * question's line in *line.
 */
int yut_referee_bare_prompt(const struct yut_referee *rf, long *line);
/*
 * The question a program asks again in words of its own (not SPEC 7's)
 * after refusing its answer: the refusal was followed only by lines the
 * referee does not know, the last of them or the unfinished line asking.
 * YUT_REF_NONE when there is none, and always under --strict.
 */
int yut_referee_reask(const struct yut_referee *rf);
/*
 * Whether the course skeleton's Game::menuSelect() just refused a menu
 * answer with "Type an integer from 1 to 2!": it starts a game all the
 * same, its next question the number of players.
 */
int yut_referee_fallthrough(const struct yut_referee *rf);
/*
 * The state the rules hold now (the throws shown on the last screen
 * taken): 0, or -1 when no game is being followed.  A hand with no legal
 * move (yut_legal_moves gives 0) is a dead back-do, to be answered with
 * position 0 and back-do.
 */
int yut_referee_state(const struct yut_referee *rf, struct yut_state *st);
/*
 * Whether that state is known to the last piece: 0 in a game where it
 * was taken from a screen after a difference (whose pieces are whose is
 * then guessed from the counts), or after a difference or a wrong answer
 * taken on a board with no turn lines.
 */
int yut_referee_known(const struct yut_referee *rf);
/*
 * game_info.txt holds st for its players now (read by a driver after a
 * save): a resume is judged against it, so a wrong line is one
 * inconsistency, of the save, and not a second one of the resume.
 */
void yut_referee_saved(struct yut_referee *rf, const struct yut_state *st);
/*
 * The password a driver types at the PASSWORD question, which the
 * terminal does not show: the program's verdict on the login is judged
 * against it, as if it were shown.
 */
void yut_referee_password(struct yut_referee *rf, const char *pw);
/*
 * How many players the program says are logged in (its last logged-in
 * list, and the logins since), or -1 when it is not known.
 */
int yut_referee_logged(const struct yut_referee *rf);
/* What the referee expects next, in words, for messages. */
void yut_referee_expect(const struct yut_referee *rf, char *buf,
    size_t size);
/*
 * Print an inconsistency as yut-referee does: "name:line: [category]
 * what" ("name:line: note: [category] what" for a note), then the line,
 * what was expected and what was shown.
 */
void yut_referee_print(FILE *fp, const char *name,
    const struct yut_referee_error *e);
/*
 * Print the inconsistencies kept: every one with all, else the notes and
 * the first that counts.
 */
void yut_referee_print_all(FILE *fp, const char *name,
    const struct yut_referee *rf, int all);

/* --------------------------------------------------------------- drive.c */

/* A run of yut-drive: whole games of a program played under a pty. */
struct yut_drive {
	char *const *argv;		/* the program and its arguments */
	int advanced;			/* -a: the advanced game */
	int games;			/* games to finish */
	int players, pieces;		/* 0: a new pair each game */
	int strategy;			/* the players' yut_bot_choose */
	uint64_t seed;			/* moves and wrong answers */
	int timeout_ms;			/* to wait for each question */
	int wrong;			/* percent of answers given wrong first */
	int hashed;			/* users file with hashed passwords */
	FILE *transcript;		/* what the terminal showed, or NULL */
	const char *transcript_path;
	FILE *answers;			/* each answer typed, a line each, or NULL */
	const char *dir;		/* run there (made, kept), or NULL */
	struct yut_pty_opt run;		/* the program's limits, sandbox */
	unsigned categories;		/* -c: the referee's categories */
	const char *saves_before;	/* game_info.txt to start with */
};

/*
 * Run argv under a pseudo-terminal in a new directory (its users file
 * written there), answer its questions and play dr->games games, each
 * screen checked by the referee.  Returns 0 when every game finished and
 * every screen held, 1 at the first inconsistency, 2 when the program
 * cannot start, stops answering or dies, -1 when the run cannot be set up
 * (its directory, users or saves file, referee) or the transcript cannot
 * be written; the reason goes to stderr.
 */
int yut_drive(const struct yut_drive *dr);

/* ------------------------------------------------------------ drivedir.c */

/* Where yut_drive runs the program, and the files it finds there. */
struct yut_drive_dir {
	char path[1024];		/* the directory, "" when none */
	char users[1100];		/* its user_info.txt */
	char saves[1100];		/* its game_info.txt */
};

/* The ID of the driver's player k (0-3). */
const char *yut_drive_id(int k);
/* Player k's password, or a wrong one, into buf. */
void yut_drive_password(int k, int wrong, char *buf, size_t size);
/*
 * Make the directory: named (which must not exist yet), or new under
 * $TMPDIR.  Returns 0, or -1 when it cannot be (said with yut_warn).
 */
int yut_drive_dir_make(struct yut_drive_dir *dd, const char *named);
/*
 * Write its users file with the driver's players: "ID password" as the
 * assignment's, or hashed (yut_user_add).  0, or -1 (said).
 */
int yut_drive_dir_users(const struct yut_drive_dir *dd, int hashed);
/* Copy the saves file from, a regular file, to its game_info.txt: 0, -1. */
int yut_drive_dir_saves(const struct yut_drive_dir *dd, const char *from);
/* Remove it with all it holds, through no link (a warning if it stays). */
void yut_drive_dir_remove(struct yut_drive_dir *dd);
/*
 * argv with a relative program path made absolute, for the program runs
 * in the directory; NULL (said) if it cannot be.  Freed with
 * yut_drive_argv_free(v, argv).
 */
char **yut_drive_argv(char *const *argv);
void yut_drive_argv_free(char **v, char *const *argv);

/* ----------------------------------------------------------- drivemove.c */

/*
 * The answers to a turn's questions typed in the state shown, and those
 * the program refused there (result -1: the position itself).  Zeroed to
 * begin.
 */
struct yut_refusals {
	struct yut_state shown;		/* the state they were typed in */
	int typed;			/* the last typed: 0, POSITION or YUT */
	int typed_wrong;		/* it was wrong on purpose */
	struct yut_mv refused[2 * YUT_MAXMOVES];
	int n;
};

/* Whether the program refused pos and res (or pos whatever res). */
int yut_refusals_has(const struct yut_refusals *rs, int pos, int res);
/*
 * The question prompt (YUT_REF_POSITION or YUT_REF_YUT) is asked in state
 * st: asked again in the same state, the answer last typed (last), which
 * was not wrong on purpose, was refused.  Another state forgets them.
 */
void yut_refusals_note(struct yut_refusals *rs, int prompt,
    const struct yut_state *st, const struct yut_mv *last);
/*
 * Another move than those refused into mv: a legal one of st (from a
 * random one on), else any piece of the mover's with any result of the
 * hand.  Returns 0, or -1 when the program refused them all.
 */
int yut_refusals_replan(const struct yut_refusals *rs,
    const struct yut_state *st, struct yut_rng *rng, struct yut_mv *mv);
/*
 * The result for mv->pos: mv->result, unless refused there or not in the
 * hand; then another of the hand, one the rules allow first.
 */
void yut_refusals_result(const struct yut_refusals *rs,
    const struct yut_state *st, struct yut_mv *mv);

/* ------------------------------------------------------------- refrun.c */

/*
 * Referee the transcript read from fd (name in messages: "stdin" or its
 * path) with the options o: each inconsistency kept, then the verdict, on
 * out.  Returns 0 (consistent), 1 (inconsistent), or -1 with a message in
 * err (a file of o that cannot be read, a read error, a line of a pipe
 * that never ends, what is not a transcript).
 */
int yut_referee_run(int fd, const char *name,
    const struct yut_referee_opt *o, FILE *out, char *err, size_t errsize);

#endif

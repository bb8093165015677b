/*
 * referee.h - the parts of the referee, private to them (grade.h holds
 * the API).
 *
 * The parts, bottom to top, in the one order calls run (tests/05-layers
 * checks the calls), each with the state it owns:
 *
 *   reader   ref_read.c      struct ref_reader rd: the lines read;
 *                            struct ref_reports rp: the reports
 *   screen   ref_screen.c    struct ref_screen sc: the screen being read
 *   compare  ref_compare.c   none: pictures against states
 *   rules    ref_views.c,    struct ref_game gm: the game being played
 *            ref_blame.c,
 *            ref_rules.c
 *   session  ref_saves.c,    struct ref_session ss: users, saves, menus,
 *            ref_session.c   logins, animals
 *   top      referee.c       struct ref_top tp: the bytes cut into lines,
 *                            the questions asked again; the options
 *
 * A part writes its own state alone.  It reads its own and that of the
 * parts below it, never of a part above; it changes a part below by
 * calling that part's functions (yut_ref_report for the reports, which
 * every part makes).  So a part's functions take its own struct, the
 * reports, and the struct of a part below only to hand it to that part's
 * functions (the rules follower begins a game on the screen's); what
 * else they read comes through const struct yut_referee *rf.  The
 * session and the top drive the parts below them and take the referee
 * whole.  The options (opt) are read by all, written by none after
 * yut_referee_new.  tests/07-referee-parts.bats checks it.
 */
#ifndef YUT_REFEREE_H
#define YUT_REFEREE_H

#define SEP41		"-----------------------------------------"
#define STARS \
    "************************************************************"
#define MENU \
    "************************   Menu   **************************"
#define MAXVIEWS	(2 * YUT_MAXMOVES + 4)
#define MAXPIECE	16	/* numbers a Piece line may show */
#define RING		64	/* recent lines kept for messages */


/* A board and its lists, as a screen showed them. */
struct pic {
	long line;			/* its first row */
	long rowline[11];
	int count[YUT_NSQUARES];	/* pieces shown on each square */
	int nrows;
	int names;			/* an animals line was shown */
	long namesline;
	char namestext[YUT_REF_TEXT];
	int nnames;
	char id[YUT_MAXPLAYERS][YUT_ID_MAX + 1];
	int animal[YUT_MAXPLAYERS];
	int home, arrived;		/* marks shown */
	long homeline, arrline;
};

/* The turn lines of a screen. */
struct turnshow {
	long line, pieceline, yutline;
	int player;
	char id[YUT_ID_MAX + 1];	/* "" when the line names nobody */
	int npiece;
	int piece[MAXPIECE];
	int hand[YUT_NRESULTS];
};

/* What a screen may show next, and where the game goes from it. */
struct view {
	struct yut_state show;		/* the screen's state, throws taken */
	struct yut_state next;		/* the game after it */
	int dead;			/* the hand shown is discarded */
	int won;			/* show is a won game */
	int fresh;			/* a turn begins: Continue was due */
	int alt;			/* a tolerated variant: only if it fits */
	int throwbad;			/* the throws shown break the rules */
	int cat;			/* the rule that led here */
	int from, dest;			/* the squares it moved, or -1 */
	int throwcat;			/* the rule the throws follow */
	int throwfix;			/* and it alone accounts for them */
	int throwsure;			/* no other rule would */
	unsigned throwfits;		/* the rules that would, a mask */
	unsigned sure;			/* the rules the session showed broken
					 * beyond doubt (struct ref_reports) */
	char throwwhy[160], throwexp[160];
	char why[160];			/* how the rules came here */
};

/* A base the views grow from: a state after a move, or a turn's start. */
struct base {
	struct yut_state st;
	struct yut_event ev;
	int moved;			/* st follows a move */
	int mover;
	int cat;			/* the rule that led here */
	int from, dest;			/* the squares it moved, or -1 */
	int res;			/* the result it moved by */
	char why[128];
};

/* What a transcript's game_info.txt must hold for one set of IDs. */
struct saved {
	struct yut_state st;
	int finished;			/* the game ended: no line */
	int fromfile;			/* read from -f, not seen saved */
	int before;			/* from --saves-before, untouched */
	long line;			/* where it was saved or finished */
};

/* An (ID, password) pair checked against -u, and the verdict. */
struct checked {
	char id[YUT_ID_MAX + 1];
	char pw[YUT_PASS_MAX + 1];
	int good;
};

enum stage {
	S_IDLE,		/* between screens */
	S_BOARD,	/* inside the board */
	S_SEP1,		/* board done: a separator */
	S_LISTS,	/* names or "Not started :" */
	S_NAMESEP,	/* names done: a separator */
	S_HOME,		/* "Not started :" seen */
	S_ARR,		/* "Arrived :" seen */
	S_PIC,		/* board and lists complete */
	S_TURN,		/* turn line seen: "Piece :" */
	S_PIECE,	/* "Piece :" seen: "Yut :" */
	S_MOVE		/* screen checked: the prompts */
};

/* How far the rules follow the game being played. */
enum follow {
	FOLLOW_NONE,	/* not at all: st is not the rules' state */
	FOLLOW_TURN,	/* st is the rules' state; no move is owed */
	FOLLOW_MOVE	/* and a turn screen was shown (cur), its move not seen */
};

/* What came since the answer to a question the program may ask again. */
enum since {
	REASK_FRESH,	/* nothing yet */
	REASK_PIPE,	/* the answer was not shown (a pipe): no line is one */
	REASK_SEEN,	/* a line of the program's own words */
	REASK_WAIT	/* and it asked again, the answer on the next line */
};

/* The answer to Continue / Save, as answer_number reads it. */
enum cont {
	CONT_UNSEEN = -2,	/* not shown (a pipe) */
	CONT_WRONG = -1,	/* not 0 or 1 */
	CONT_GO = 0,
	CONT_SAVE = 1
};

/* The line reader's: the current line, the last ones. */
struct ref_reader {
	long lineno;
	char text[YUT_LINE_MAX + 1];	/* the current line, cleaned */
	long unknownline;		/* strict: a line SPEC 7 does not print */
	char unknowntext[YUT_REF_TEXT];
	long blankline;			/* strict: a blank line, not yet judged */
	char ring[RING][YUT_REF_TEXT];	/* the last lines, for messages */
};

/* The reports, as every part makes them. */
struct ref_reports {
	struct yut_referee_error *err;	/* the first YUT_REF_MAXERRORS */
	int nerr;
	long nerrors;			/* those that count */
	long nreports;			/* inconsistencies and notes */
	long notes;			/* those of categories not counted */
	int seen;			/* any Yunnori line: a transcript */
};

/* The screen assembler's: the screen being read. */
struct ref_screen {
	int afterwin;			/* a win: the final board may follow */
	enum stage stage;		/* where in a screen the lines are */
	struct pic pic;			/* the board and lists read */
	struct turnshow ts;		/* the turn lines read */
	int nosep;			/* a separator was missing: reported */
};

/* What the session's answers told of the game: 0 unknown. */
struct ref_told {
	int game;			/* 1 basic, 2 advanced */
	int players, pieces;
};

/* The rules follower's: the game being played. */
struct ref_game {
	int ingame;			/* a game is played: not the menus */
	int playerswrong;		/* -p said otherwise: reported */
	enum follow follow;		/* how far the rules follow the game */
	struct yut_state st;		/* last screen's state (throws taken) */
	struct view cur;		/* that screen */
	int anspos, ansres;		/* its answers; -1 unknown */
	long ansline;
	int asked;			/* Continue was asked before this turn */
	enum cont contans;		/* the last answer to Continue / Save */
	int resumed;			/* a resumed game's first screens */
	int stcat;			/* the rule that led to st */
	int resync;			/* take the next screen as it stands */
	int tookwrong;			/* bases(): a wrong answer was taken */
	int guessed;			/* st was taken from a screen: whose
					 * pieces are whose, guessed */
	int reguess;			/* the screen shows the guess wrong */
	long gamescreens;		/* turn screens of this game */
	int probing;			/* bases() asked what may come: quiet */
	struct view *views;		/* scratch, MAXVIEWS */
	struct ref_told told;		/* what the session's answers told */
	unsigned sure;			/* categories shown beyond doubt */
	/* notes of the reports that other rules would account for as well */
	struct { int i; unsigned cats; } amb[64];
	int namb;
	long games, screens, moves;	/* counted for the stats */
};

/* The session tracker's: users, saves, menus, logins, animals. */
struct ref_session {
	char (*users)[YUT_ID_MAX + 1];	/* sorted once read */
	int nusers, capusers;
	struct saved *saved;
	int nsaved, capsaved;
	struct checked *checked;	/* (ID, password) pairs hashed */
	int nchecked, capchecked;
	int nomem;			/* no room grew for users or saves */
	int lastprompt;			/* the last question asked */
	char logged[YUT_MAXPLAYERS][YUT_ID_MAX + 1];
	int nlogged, loggedknown;
	int idshown;			/* the ID typed at the last ID : */
	char loginid[YUT_ID_MAX + 1];
	char loginpw[YUT_PASS_MAX + 1];
	int pwshown;
	int loginpending;		/* a password answered, no result */
	char typedpw[YUT_PASS_MAX + 1];	/* yut_referee_password's */
	int pwtyped;
	long wins, saves;		/* counted for the stats */
	int animals[YUT_MAXPLAYERS], nanimals;
	int resume;			/* -1 unknown, 0 new, 1 resume */
	int resumeof;			/* the saved game offered, or -1 */
	int resumeunseen;		/* the answer to Resume not shown */
	long animalwrong;		/* a wrong animal answer's line */
	char animalans[32];
	char selected[YUT_REF_TEXT];	/* the last "Select animal type of" */
	struct yut_state hint;		/* a resumed game's line in -f */
	int hinted;			/* hint holds a game to be shown */
	int wonplayer;			/* the last win's player (afterwin) */
};

/* The top's: the bytes cut into lines, the questions asked again. */
struct ref_top {
	char raw[YUT_LINE_MAX + 1];	/* the line being fed, len bytes */
	char *scratch;			/* YUT_LINE_MAX + 1: raw made clean */
	size_t len;
	int toolong;			/* raw was cut at YUT_LINE_MAX */
	int nul;			/* a NUL byte */
	int bare;			/* the last line: a question alone,
					 * or one and blank lines */
	long bareline;			/* its line */
	int afterbare;			/* bare, for the line before */
	int unreadable;			/* not a transcript */
	/*
	 * A question whose answer was refused (or not shown), which the
	 * program may ask again in words of its own; what came since.
	 */
	int reask;
	enum since since;
	int fallthrough;		/* the skeleton's menu: a game starts */
	int helpskip;			/* after "?" or "hint": skip to the
					 * next prompt */
};

/* The referee: each part's state apart, documented there (see the top). */
struct yut_referee {
	struct yut_referee_opt opt;	/* as given: read by every part */
	struct ref_reader rd;	/* the line reader's */
	struct ref_reports rp;	/* the reports, the line reader's */
	struct ref_screen sc;	/* the screen assembler's */
	struct ref_game gm;	/* the rules follower's */
	struct ref_session ss;	/* the session tracker's */
	struct ref_top tp;	/* the top's */
};

/* A difference between a view and a screen. */
struct diff {
	long line;
	int cat;
	char what[YUT_REF_TEXT], exp[YUT_REF_TEXT], shown[YUT_REF_TEXT];
};

#define MAXDIFF	8

/* The squares of each board row, left to right (ref_read.c). */
extern int yut_ref_rowsq[11][11], yut_ref_nrowsq[11];

/* The words of question kind, as SPEC 7 prints them. */
const char	*yut_ref_prompt(int kind);

/* ref_read.c: the line reader */
void	yut_ref_copy(char *dst, size_t size, const char *src);
void	yut_ref_append(char *dst, size_t size, const char *src);
int	yut_ref_grow_to(void *p, int *cap, int need, size_t size);
int	yut_ref_stopped(const struct yut_referee *rf);
void	yut_ref_report(struct ref_reports *rp, const struct yut_referee *rf,
    int cat, long ln, const char *text,
    const char *what, const char *expected, const char *shown);
const char *yut_ref_match(const struct yut_referee *rf, const char *s,
    const char *pat);
int	yut_ref_whole(const struct yut_referee *rf, const char *s,
    const char *pat);
int	yut_ref_which_prompt(const struct yut_referee *rf, const char *s,
    const char **rest);
/*
 * A mark of the program's own, before a question or an answer typed on the
 * line after its question (">> ", "> "): up to four of these.
 */
#define YUT_REF_MARKS ">-=*#~|"
#define YUT_REF_MAXMARKS 4
/* s past blanks, a mark and blanks, or s when it has none. */
const char *yut_ref_past_mark(const char *s);
void	yut_ref_grid_init(void);
void	yut_ref_canonical_row(int row, const int *cnt, char *buf);
int	yut_ref_parse_row(const char *s, int row, int *cnt);
int	yut_ref_is_output(const struct yut_referee *rf, const char *s);
int	yut_ref_parse_marks(const char *s, int *white,
    int *black);
void	yut_ref_canonical_marks(int n, const char *mark, char *buf,
    size_t size);
int	yut_ref_answer_number(const char *s, int min, int max);
int	yut_ref_answer_result(const struct yut_referee *rf, const char *s);
void	yut_ref_hand_text(const int *hand, char *buf, size_t size);
void	yut_ref_piece_text(const struct yut_state *st, int k, char *buf,
    size_t size);
void	yut_ref_turn_text(const struct yut_state *st, char *buf, size_t size);
int	yut_ref_win_words(const char *s, int *player);
void	yut_ref_flush_blank(struct ref_reader *rd, struct ref_reports *rp,
    const struct yut_referee *rf);
const char *yut_ref_glued(const struct yut_referee *rf, const char *s);
int	yut_ref_parse_player(const struct yut_referee *rf, const char *s,
    int *player,
    char *id, int *win);
void	yut_ref_exact(struct ref_reports *rp, const struct yut_referee *rf,
    const char *want);
void	yut_ref_clean(const struct yut_referee *rf, const char *src, size_t len,
    char *dst);
int	yut_ref_reports_init(struct ref_reports *rp);
void	yut_ref_reports_free(struct ref_reports *rp);
void	yut_ref_recategorize(struct ref_reports *rp, int i, int cat);
void	yut_ref_saw(struct ref_reports *rp);
void	yut_ref_next_line(struct ref_reader *rd, const struct yut_referee *rf,
    const char *raw, size_t len);
int	yut_ref_blank(struct ref_reader *rd, const struct yut_referee *rf,
    const char *s);
void	yut_ref_note_unknown(struct ref_reader *rd,
    const struct yut_referee *rf, const char *s);
void	yut_ref_flush_unknown(struct ref_reader *rd, struct ref_reports *rp,
    const struct yut_referee *rf, int report);

/* The kinds of lines the reader knows outside a screen. */
enum yut_ref_kind {
	LK_UNKNOWN,	/* none of these */
	LK_MENU,	/* a fixed line of a menu: "1. game start" */
	LK_TURN,	/* a fixed line before a turn's questions */
	LK_STARS,	/* the menu's frame of stars */
	LK_LOGGED,	/* "Logged-in ID List :" and the list */
	LK_LOGIN_OK,	/* "Login Succeed!" */
	LK_LOGIN_FAILED, /* "Login Failed!" */
	LK_MORE,	/* "More than 1 player is needed ..." */
	LK_SELECT,	/* "Select animal type of " and an ID */
	LK_SAVED	/* "Game saved successfully!" */
};
int	yut_ref_line_kind(const struct yut_referee *rf, const char *s,
	    const char **rest);

/* ref_screen.c: the screen assembler */
/* What a screen line told, beyond being taken. */
enum yut_ref_scr {
	SCR_NONE = -1,	/* not a screen line */
	SCR_TAKEN,	/* taken into the picture */
	SCR_LISTS,	/* the lists are complete (a picture) */
	SCR_WIN,	/* "Player N win": N in *player */
	SCR_TURN	/* "Yut :": the turn screen is complete */
};
int	yut_ref_screen_line(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player);
int	yut_ref_close_lists(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s);
void	yut_ref_out_of_place(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *expected);
void	yut_ref_screen_idle(struct ref_screen *sc);
void	yut_ref_screen_over(struct ref_screen *sc);
void	yut_ref_screen_won(struct ref_screen *sc, int won);

/* ref_session.c's handlers of the lines the reader knows (s, rest) */
void	yut_ref_on_login(struct yut_referee *, const char *, const char *);
void	yut_ref_on_logged(struct yut_referee *, const char *, const char *);
void	yut_ref_on_more(struct yut_referee *, const char *, const char *);
void	yut_ref_on_select(struct yut_referee *, const char *, const char *);
const char *yut_ref_joined_animal(const struct yut_referee *, const char *);
void	yut_ref_late_answer(struct yut_referee *rf, int kind,
    const char *ans);
int	yut_ref_refused(const struct yut_referee *rf, int kind,
    const char *ans);
/* The answer ans to a question of the session, prev the one before; 0 if
 * kind is a turn's question. */
int	yut_ref_session_answer(struct yut_referee *rf, int kind,
    const char *ans,
	    int prev);

/* ref_compare.c: pictures against states */
void	yut_ref_counts(const struct yut_state *st, int *cnt, int *home,
	    int *arrived);
int	yut_ref_on_board(const struct yut_state *st, int k);
int	yut_ref_compare_pic(const struct pic *p, const struct yut_state *st,
    int cat,
    int from, int dest, const char *why, struct diff *d, int *nd);
void	yut_ref_report_diffs(struct ref_reports *rp,
    const struct yut_referee *rf, struct diff *d, int nd);
int	yut_ref_valid(const struct yut_state *st);
int	yut_ref_compare(const struct yut_referee *rf, const struct view *v,
	    struct diff *d);
int	yut_ref_infer(const struct yut_referee *rf, const struct ref_told *told,
    const struct yut_state *hint, struct yut_state *out);
int	yut_ref_infer_any(const struct yut_referee *rf,
    const struct ref_told *told, const struct yut_state *hint,
    struct yut_state *out);

/* ref_views.c: the screens the rules allow after a base */
void	yut_ref_throw_rule(const struct yut_state *b, const int *d, int ends,
	    struct view *v);
int	yut_ref_grow(struct ref_game *gm, const struct yut_referee *rf,
    const struct base *b, int n, const int *hand);

/* ref_rules.c: the rules follower */
void	yut_ref_begin_game(struct ref_game *gm, struct ref_screen *sc,
    const struct yut_state *st, int known);
void	yut_ref_end_game(struct ref_game *gm);
int	yut_ref_bases(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, struct base *b);
void	yut_ref_check_screen(struct ref_game *gm, struct ref_screen *sc,
    struct ref_reports *rp, const struct yut_referee *rf);
int	yut_ref_winning_move(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf);
int	yut_ref_won_surely(const struct yut_referee *rf);
void	yut_ref_check_total(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf);
void	yut_ref_between(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, long reports);
void	yut_ref_won(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, int player, long line);
int	yut_ref_rules_init(struct ref_game *gm);
void	yut_ref_rules_free(struct ref_game *gm);
void	yut_ref_tell(struct ref_game *gm, int game, int players, int pieces);
void	yut_ref_follow_state(struct ref_game *gm, const struct yut_state *st);
void	yut_ref_game_won(struct ref_game *gm);
void	yut_ref_game_resumed(struct ref_game *gm);
void	yut_ref_continue_answer(struct ref_game *gm, enum cont ans);
void	yut_ref_answer_yut(struct ref_game *gm, int res, long line);
void	yut_ref_answer_position(struct ref_game *gm, int pos, int res,
    long line);

/* ref_blame.c: which rule a difference breaks */
int	yut_ref_move_cat(const struct yut_state *st, int pos, int res,
	    const struct yut_event *ev);
void	yut_ref_blame_end(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf);
int	yut_ref_blame_turn(struct ref_reports *rp, const struct yut_referee *rf,
    const struct base *b, int nb, int closest, struct yut_state *st);
const struct view *yut_ref_blame(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, const struct view *v, const struct base *b,
    int nb, int nv);
int	yut_ref_blame_win(const struct yut_referee *rf, const struct base *b,
	    int nb, int player, struct base *out);
void	yut_ref_blame_pic(struct ref_reports *rp, const struct yut_referee *rf,
    const struct base *b, int nb, int best, struct diff *d, int nd,
    struct yut_state *st);

/* ref_saves.c: users and saves */
void	yut_ref_note_save(struct yut_referee *rf);
void	yut_ref_on_saved(struct yut_referee *, const char *, const char *);
int	yut_ref_known_user(const struct yut_referee *rf, const char *id);
int	yut_ref_password_right(struct ref_session *ss,
    const struct yut_referee *rf, const char *id, const char *pw);
struct saved *yut_ref_saved_of(struct ref_session *ss, const char *const *ids,
    int n);
int	yut_ref_read_files(struct ref_session *ss, const struct yut_referee *rf,
    char *err, size_t errlen);
void	yut_ref_check_saves_file(struct ref_reports *rp,
    const struct yut_referee *rf);

/* ref_session.c: the session tracker */
void	yut_ref_check_win(struct yut_referee *rf, int player, long line);
void	yut_ref_left_game(struct yut_referee *rf, long line);
void	yut_ref_resume_game(struct yut_referee *rf);
void	yut_ref_final_board(struct yut_referee *rf);
void	yut_ref_check_between(struct yut_referee *rf);
void	yut_ref_start_advanced(struct yut_referee *rf);
void	yut_ref_session_init(struct ref_session *ss);
void	yut_ref_session_free(struct ref_session *ss);
void	yut_ref_asked(struct ref_session *ss, int kind);

/* referee.c: the top */

#endif

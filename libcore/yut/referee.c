/*
 * referee.c - follow a console transcript of any Yunnori program and
 * check every screen, and every change between two screens, against the
 * rules of rules.c (SPEC 1-4) and the screen of SPEC 7.
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

#include "yut.h"

#define SEP41		"-----------------------------------------"
#define STARS \
    "************************************************************"
#define MENU \
    "************************   Menu   **************************"
#define MAXVIEWS	(2 * YUT_MAXMOVES + 4)
#define MAXPIECE	16	/* numbers a Piece line may show */
#define RING		64	/* recent lines kept for messages */

/* Questions, as SPEC 7 prints them: texts.c's, which yut-play prints. */
static const char *const *const prompts = yut_prompts;

/* Fixed lines of the menus and the turn, which need no more checking. */
static const char *const fixed[] = {
	"1. Yunnori Basic", "2. Yunnori Extension", "1. game start",
	"2. end program", "2. login", "3. end program",
	"Write down the position of the player to move and yut",
	"(back-do, do, gae, geol, yut, and mo)",
};

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

struct yut_referee {
	struct yut_referee_opt opt;
	/* input */
	char raw[YUT_LINE_MAX + 1];
	char *scratch;			/* YUT_LINE_MAX + 1: raw made clean */
	size_t len;
	int toolong;
	long lineno;
	char text[YUT_LINE_MAX + 1];	/* the current line, cleaned */
	int nul, seen;			/* a NUL byte; any Yunnori line */
	/* inconsistencies */
	struct yut_referee_error *err;
	int nerr;
	long nerrors;			/* those that count */
	long nreports;			/* inconsistencies and notes */
	struct yut_referee_stats stats;
	/* users and saves */
	char (*users)[YUT_ID_MAX + 1];	/* sorted once read */
	int nusers, capusers;
	struct saved *saved;
	int nsaved, capsaved;
	struct checked *checked;	/* (ID, password) pairs hashed */
	int nchecked, capchecked;
	/* menus */
	int game;			/* 0 unknown, 1 basic, 2 advanced */
	int lastprompt;			/* the last question asked */
	/*
	 * A question whose answer was refused, which the program may ask
	 * again in words of its own; whether a line of its own came since
	 * (reaskseen); whether the last one asked it with the answer to
	 * come on the next line (reaskwait).
	 */
	int reask, reaskseen, reaskwait;
	int reaskpipe;			/* its answer was not shown (a pipe) */
	int fallthrough;		/* the skeleton's menu: a game starts */
	int bare;			/* the last line: a question alone */
	char logged[YUT_MAXPLAYERS][YUT_ID_MAX + 1];
	int nlogged, loggedknown;
	int idshown;			/* the ID typed at the last ID : */
	char loginid[YUT_ID_MAX + 1];
	char loginpw[YUT_PASS_MAX + 1];
	int pwshown;
	int players, pieces;		/* answers; 0 unknown */
	int animals[YUT_MAXPLAYERS], nanimals;
	int resume;			/* -1 unknown, 0 new, 1 resume */
	int resumeof;			/* the saved game offered, or -1 */
	int resumeunseen;		/* the answer to Resume not shown */
	long animalwrong;		/* a wrong animal answer's line */
	char animalans[32];
	char selected[YUT_REF_TEXT];	/* the last "Select animal type of" */
	struct yut_state hint;		/* a resumed game's line in -f */
	int hinted;
	long unknownline;		/* strict: a line SPEC 7 does not print */
	char unknowntext[YUT_REF_TEXT];
	int helpskip;			/* after "?" or "hint": skip to the
					 * next prompt */
	long blankline;			/* strict: a blank line, not yet judged */
	/* the game */
	int ingame;
	int playerswrong;		/* -p said otherwise: reported */
	int known;			/* st is the rules' state */
	struct yut_state st;		/* last screen's state (throws taken) */
	int pending;			/* a screen was shown, its move not seen */
	struct view cur;		/* that screen */
	int anspos, ansres;		/* its answers; -1 unknown */
	long ansline;
	int asked;			/* Continue was asked before this turn */
	int contans;			/* its answer: 0, 1, -1 wrong, -2 unseen */
	int afterwin;			/* a win: the final board may follow */
	int resumed;			/* a resumed game's first screens */
	int stcat;			/* the rule that led to st */
	int resync;			/* take the next screen as it stands */
	long gamescreens;		/* turn screens of this game */
	int probing;			/* bases() asked what may come: quiet */
	int wonplayer;
	enum stage stage;
	struct pic pic;
	struct turnshow ts;
	struct view *views;		/* scratch, MAXVIEWS */
	char ring[RING][YUT_REF_TEXT];	/* the last lines, for messages */
};

/* ------------------------------------------------------------ messages */

/* Copy src into dst of size bytes, cut short if need be. */
static void
copy(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);

	if (n >= size)
		n = size - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
}

/* Append src to the string in dst of size bytes, cut short if need be. */
static void
append(char *dst, size_t size, const char *src)
{
	size_t n = strlen(dst);

	if (n + 1 < size)
		copy(dst + n, size - n, src);
}

/* The words of the categories, as -c takes them. */
static const char *const catnames[YUT_NCATS] = {
	[YUT_CAT_MOVES] = "moves", [YUT_CAT_BACKDO] = "back-do",
	[YUT_CAT_CATCH] = "catch", [YUT_CAT_STACK] = "stack",
	[YUT_CAT_CHAIN] = "chain", [YUT_CAT_PIG] = "pig",
	[YUT_CAT_DOG] = "dog", [YUT_CAT_SHEEP] = "sheep",
	[YUT_CAT_COW] = "cow", [YUT_CAT_WIN] = "win",
	[YUT_CAT_LOGIN] = "login", [YUT_CAT_MENU] = "menu",
	[YUT_CAT_SAVE] = "save", [YUT_CAT_RESUME] = "resume",
	[YUT_CAT_ANSWERS] = "answers", [YUT_CAT_SCREEN] = "screen",
};

const char *
yut_ref_category_name(int cat)
{
	return cat >= 0 && cat < YUT_NCATS ? catnames[cat] : "?";
}

int
yut_ref_categories(const char *list, unsigned *mask, char *err,
    size_t errsize)
{
	const char *p = list;
	size_t n;
	int k;

	/* none: every inconsistency a note, every game played to its end */
	if (strcmp(list, "none") == 0) {
		*mask = YUT_CATS_NONE;
		return 0;
	}
	*mask = 0;
	for (;;) {
		n = strcspn(p, ",");
		for (k = 0; k < YUT_NCATS; k++)
			if (strlen(catnames[k]) == n &&
			    strncmp(p, catnames[k], n) == 0)
				break;
		if (k == YUT_NCATS) {
			snprintf(err, errsize, "unknown category '%.*s'",
			    (int)(n > 32 ? 32 : n), p);
			return -1;
		}
		*mask |= 1u << k;
		if (p[n] == '\0')
			return 0;
		p += n + 1;
	}
}

/* Room for need elements of size bytes in *p of *cap (no fixed cap). */
static void
grow_to(void *p, int *cap, int need, size_t size)
{
	void **pp = p, *q;
	int n = *cap > 0 ? *cap : 16;

	if (need <= *cap)
		return;
	while (n < need) {
		if (n > INT_MAX / 2)
			yut_die("too many lines to follow");
		n *= 2;
	}
	if ((q = realloc(*pp, (size_t)n * size)) == NULL)
		yut_die("realloc:");
	*pp = q;
	*cap = n;
}

/* Whether checking goes on: every inconsistency with -k, else the first. */
static int
stopped(const struct yut_referee *rf)
{
	return !rf->opt.keep_going && rf->nerrors > 0;
}

/* Whether inconsistencies of category cat count (else they are notes). */
static int
counted(const struct yut_referee *rf, int cat)
{
	return rf->opt.categories == 0 || (rf->opt.categories & (1u << cat));
}

/* Record an inconsistency of category cat at line ln. */
static void
report(struct yut_referee *rf, int cat, long ln, const char *text,
    const char *what, const char *expected, const char *shown)
{
	struct yut_referee_error *e;
	int note = !counted(rf, cat);

	if (stopped(rf))
		return;
	rf->nreports++;
	if (note)
		rf->stats.notes++;
	else {
		rf->nerrors++;
		rf->stats.errors = rf->nerrors;
	}
	if (rf->nerr >= YUT_REF_MAXERRORS)
		return;
	e = &rf->err[rf->nerr++];
	e->line = ln;
	e->category = cat;
	e->note = note;
	if (text == NULL && ln > 0 && ln > rf->lineno - RING && ln <= rf->lineno)
		text = rf->ring[ln % RING];
	copy(e->text, sizeof e->text, text ? text : "");
	copy(e->what, sizeof e->what, what);
	copy(e->expected, sizeof e->expected, expected ? expected :
	    "");
	copy(e->shown, sizeof e->shown, shown ? shown : "");
}

/* ------------------------------------------------------------- parsing */

/*
 * If s starts with pat, what follows it; else NULL.  Strict: the bytes.
 * Otherwise letters match in any case, and a blank in pat matches any run
 * of blanks in s, or none.
 */
static const char *
match(const struct yut_referee *rf, const char *s, const char *pat)
{
	size_t n;

	if (rf->opt.strict) {
		n = strlen(pat);
		return strncmp(s, pat, n) == 0 ? s + n : NULL;
	}
	while (*s == ' ' || *s == '\t')
		s++;
	for (; *pat != '\0'; pat++) {
		if (*pat == ' ') {
			while (*s == ' ' || *s == '\t')
				s++;
			continue;
		}
		if (tolower((unsigned char)*s) != tolower((unsigned char)*pat))
			return NULL;
		s++;
	}
	return s;
}

/* Whether s is pat entirely (trailing blanks allowed unless strict). */
static int
whole(const struct yut_referee *rf, const char *s, const char *pat)
{
	const char *r = match(rf, s, pat);

	if (r == NULL)
		return 0;
	if (!rf->opt.strict)
		while (*r == ' ' || *r == '\t')
			r++;
	return *r == '\0';
}

/* The question s starts with, the answer after it in *rest; or -1. */
static int
which_prompt(const struct yut_referee *rf, const char *s, const char **rest)
{
	int k;

	for (k = 1; k < YUT_REF_NPROMPTS; k++)
		if ((*rest = match(rf, s, prompts[k])) != NULL)
			return k;
	return -1;
}

/* The squares of each board row, left to right. */
static int rowsq[11][11], nrowsq[11], sqcol[YUT_NSQUARES];
static int grid_ready;

static void
grid_init(void)
{
	int pos, r, c, k;

	if (grid_ready)
		return;
	for (c = 0; c < 11; c++)
		for (pos = 1; pos < YUT_NSQUARES; pos++)
			if (yut_square_cell(pos, &r, &k) == 0 && k == c) {
				rowsq[r][nrowsq[r]++] = pos;
				sqcol[pos] = c;
			}
	grid_ready = 1;
}

/* Row row of SPEC 7's board for the counts cnt, into buf (64 bytes). */
static void
canonical_row(int row, const int *cnt, char *buf)
{
	int col, pos, k = 0;
	size_t n = 0;

	for (col = 0; col < 11; col++) {
		pos = k < nrowsq[row] && sqcol[rowsq[row][k]] == col ?
		    rowsq[row][k++] : 0;
		if (pos == 0)
			memcpy(buf + n, yut_blank_cell(row, col), 3);
		else if (cnt[pos] == 0)
			memcpy(buf + n, "[ ]", 3);
		else
{
			buf[n] = '[';
			buf[n + 1] = (char)('0' + cnt[pos] % 10);
			buf[n + 2] = ']';
		}
		n += 3;
	}
	while (n > 0 && buf[n - 1] == ' ')
		n--;
	if (row == 10) {
		memcpy(buf + n, "^Start", 6);
		n += 6;
	}
	buf[n] = '\0';
}

static int
is_open(int c)
{
	return c == '[' || c == '(' || c == '{' || c == '<';
}

static int
is_close(int c)
{
	return c == ']' || c == ')' || c == '}' || c == '>';
}

/*
 * Read board row row from s: the count of each of its squares into cnt.
 * The squares are the bracketed cells, in order; any spacing between them
 * is taken (without --strict).  Returns 0, or -1 when s is not that row.
 */
static int
parse_row(const char *s, int row, int *cnt)
{
	int k = 0, v;
	const char *p;

	for (p = s; *p != '\0'; p++) {
		if (!is_open((unsigned char)*p))
			continue;
		if (p[1] == ' ' && is_close((unsigned char)p[2]))
			v = 0;
		else if (isdigit((unsigned char)p[1]) &&
		    is_close((unsigned char)p[2]))
			v = p[1] - '0';
		else if (isdigit((unsigned char)p[1]) &&
		    isdigit((unsigned char)p[2]) && is_close((unsigned char)p[3]))
			v = (p[1] - '0') * 10 + p[2] - '0';
		else
			continue;
		if (k >= nrowsq[row])
			return -1;
		cnt[rowsq[row][k++]] = v;
		p += v >= 10 ? 3 : 2;
	}
	if (k != nrowsq[row])
		return -1;
	/* the first and the last row are told apart by ^Start */
	if (row == 0 && strchr(s, '^') != NULL)
		return -1;
	while (*s == ' ')
		s++;
	if (row == 0 && !is_open((unsigned char)*s))
		return -1;
	return 0;
}

/*
 * Whether the text after a prompt is the program's next output rather
 * than an answer: a program fed from a pipe prints its next line right
 * after the question.
 */
static int
is_output(const struct yut_referee *rf, const char *s)
{
	static const char *const starts[] = {
		"[", "(", "*", "---", "Player ", "Login ", "Game saved",
		"More than", "Select animal", "Logged-in", "Not started",
		"Arrived", "Write down", "1. ", "2. ", "3. ", "Wrong",
		"There is"
	};
	const char *r;
	size_t i;

	int cnt[YUT_NSQUARES];

	if (which_prompt(rf, s, &r) >= 0 || parse_row(s, 0, cnt) == 0)
		return 1;
	for (i = 0; i < sizeof starts / sizeof starts[0]; i++)
		if (strncmp(s, starts[i], strlen(starts[i])) == 0)
			return 1;
	return 0;
}

/*
 * Count the marks of a list line: one per white square (not started) or
 * black square (arrived), in UTF-8 or in EUC-KR/CP949.  Returns 0, or -1
 * when s holds anything else but blanks and the brackets of grouped marks
 * (--strict then asks for SPEC 7's bytes).
 */
static int
parse_marks(const char *s, int *white,
    int *black)
{
	const unsigned char *p = (const unsigned char *)s;

	*white = *black = 0;
	while (*p != '\0') {
		if (p[0] == 0xe2 && p[1] == 0x96 && (p[2] == 0xa1 ||
		    p[2] == 0xa0)) {
			*(p[2] == 0xa1 ? white : black) += 1;
			p += 3;
		} else if (p[0] == 0xa1 && (p[1] == 0xe0 ||
		    p[1] == 0xe1)) {
			*(p[1] == 0xe0 ? white : black) += 1;
			p += 2;
		} else if (*p == ' ' || *p == '\t' || is_open(*p) ||
		    is_close(*p))
			p++;
		else
			return -1;
	}
	return *white + *black > 0 ? 0 : -1;
}

/* n marks as SPEC 7 prints them into buf. */
static void
canonical_marks(int n, const char *mark, char *buf, size_t size)
{
	size_t len = 0;

	buf[0] = '\0';
	while (n-- > 0 && len + 8 < size)
		len += (size_t)snprintf(buf + len, size - len, " %s ", mark);
	while (len > 0 && buf[len - 1] == ' ')
		buf[--len] = '\0';
}

/* Read a number in [min, max] at the start of an answer; -1 if none. */
static int
answer_number(const char *s, int min, int max)
{
	char tok[16];
	const char *e;
	size_t n;
	long long v;

	while (*s == ' ' || *s == '\t')
		s++;
	n = strcspn(s, " \t");
	if (n == 0 || n >= sizeof tok)
		return -1;
	memcpy(tok, s, n);
	tok[n] = '\0';
	v = yut_strtonum(tok, min, max, &e);
	return e == NULL ? (int)v : -1;
}

/* The result an answer names (any case without --strict); -1 if none. */
static int
answer_result(const struct yut_referee *rf, const char *s)
{
	char tok[16];
	size_t n, i;

	while (*s == ' ' || *s == '\t')
		s++;
	n = strcspn(s, " \t");
	if (n == 0 || n >= sizeof tok)
		return -1;
	for (i = 0; i < n; i++)
		tok[i] = rf->opt.strict ? s[i] : (char)tolower((unsigned char)s[i]);
	tok[n] = '\0';
	return yut_result_parse(tok);
}

/* Hand names into buf, canonical order: "gae yut". */
static void
hand_text(const int *hand, char *buf, size_t size)
{
	size_t len = 0;
	int r, c;

	buf[0] = '\0';
	for (r = 0; r < YUT_NRESULTS; r++)
		for (c = 0; c < hand[r] && len + 10 < size; c++)
			len += (size_t)snprintf(buf + len, size - len, "%s%s",
			    len ? " " : "", yut_result_name(r));
}

/* The "Piece :" line of player k in st. */
static void
piece_text(const struct yut_state *st, int k, char *buf, size_t size)
{
	size_t len = (size_t)snprintf(buf, size, "Piece :");
	int i;

	for (i = 0; i < st->npieces && len + 4 < size; i++)
		if (st->p[k].pos[i] != YUT_ARRIVED)
			len += (size_t)snprintf(buf + len, size - len, " %d",
			    st->p[k].pos[i]);
}

/* The turn line of st as SPEC 7 prints it. */
static void
turn_text(const struct yut_state *st, char *buf, size_t size)
{
	if (st->rules == YUT_ADVANCED)
		snprintf(buf, size, "Player %d %s turn", st->turn,
		    st->p[st->turn].id);
	else
		snprintf(buf, size, "Player %d turn", st->turn);
}

/* ------------------------------------------------------------ the rules */

/* Pieces of st on each square, and at home and arrived. */
static void
counts(const struct yut_state *st, int *cnt, int *home, int *arrived)
{
	int k, i, p;

	memset(cnt, 0, YUT_NSQUARES * sizeof *cnt);
	*home = *arrived = 0;
	for (k = 0; k < st->nplayers; k++)
		for (i = 0; i < st->npieces; i++) {
			p = st->p[k].pos[i];
			if (p == 0)
				(*home)++;
			else if (p == YUT_ARRIVED)
				(*arrived)++;
			else
				cnt[p]++;
		}
}

/* Whether player k has a piece on the board. */
static int
on_board(const struct yut_state *st, int k)
{
	int i;

	for (i = 0; i < st->npieces; i++)
		if (st->p[k].pos[i] != 0 && st->p[k].pos[i] != YUT_ARRIVED)
			return 1;
	return 0;
}

/* Whether result r earns another throw for the player to act in st. */
static int
chains(const struct yut_state *st, int r)
{
	return r >= YUT_YUT || (r == YUT_GEOL && st->rules == YUT_ADVANCED &&
	    st->p[st->turn].animal == YUT_DOG);
}

/*
 * The view of a screen showing hand after base state b, which owes
 * throws: the new results (hand less b's) are thrown, chains first, with
 * yut_apply_throw.  A hand nobody can use is discarded by the rules and
 * the turn passes: the view is dead.
 */
static void
take_throws(const struct yut_state *b, const int *hand, struct view *v)
{
	struct yut_state s = *b;
	struct yut_event ev;
	int d[YUT_NRESULTS], r, pass, n, ends = 0, passed = 0;
	char a[96];

	v->throwbad = 0;
	for (r = 0; r < YUT_NRESULTS; r++) {
		d[r] = hand[r] - b->hand[r];
		if (d[r] < 0 && !v->throwbad) {
			v->throwbad = 1;
			hand_text(b->hand, a, sizeof a);
			snprintf(v->throwwhy, sizeof v->throwwhy, "the hand "
			    "lost results it held before the throw (%s)", a);
			snprintf(v->throwexp, sizeof v->throwexp, "Yut : %s, "
			    "and what %d throw%s added", a, b->throws,
			    b->throws == 1 ? "" : "s");
		}
		if (!chains(b, r))
			ends += d[r] > 0 ? d[r] : 0;
	}
	/* the rule the throws shown would break */
	if (b->rules == YUT_ADVANCED && d[YUT_GEOL] > 0 &&
	    b->p[b->turn].animal == YUT_DOG)
		v->throwcat = YUT_CAT_DOG;
	else if (d[YUT_YUT] > 0 || d[YUT_MO] > 0 || ends > b->throws)
		v->throwcat = YUT_CAT_CHAIN;
	else
		v->throwcat = YUT_CAT_MOVES;
	if (!v->throwbad && ends != b->throws) {
		v->throwbad = 1;
		hand_text(hand, a, sizeof a);
		if (ends < b->throws) {
			snprintf(v->throwwhy, sizeof v->throwwhy, "the program "
			    "threw too few times: %d throw%s owed%s",
			    b->throws, b->throws == 1 ? " was" : "s were",
			    d[YUT_GEOL] > 0 && chains(b, YUT_GEOL) ? ", and "
			    "a dog's geol earns another throw" : d[YUT_YUT] +
			    d[YUT_MO] > 0 ? ", and a yut or a mo earns "
			    "another throw" : "");
			snprintf(v->throwexp, sizeof v->throwexp, "Yut : %s "
			    "and the result of another throw", a);
		} else {
			snprintf(v->throwwhy, sizeof v->throwwhy, "the program "
			    "threw too many times: %d throw%s owed, and only a "
			    "yut or a mo%s earns another", b->throws,
			    b->throws == 1 ? " was" : "s were",
			    chains(b, YUT_GEOL) ? " or a dog's geol" : "");
			snprintf(v->throwexp, sizeof v->throwexp, "%d result%s "
			    "that end%s a throw (back-do, do, gae%s)",
			    b->throws, b->throws == 1 ? "" : "s",
			    b->throws == 1 ? "s" : "",
			    chains(b, YUT_GEOL) ? "" : ", geol");
		}
	}
	if (!v->throwbad) {
		/* chains first, then the results that end them */
		for (pass = 0; pass < 2; pass++)
			for (r = 0; r < YUT_NRESULTS; r++)
				for (n = 0; n < d[r]; n++) {
					if ((pass == 0) != (chains(&s, r) != 0))
						continue;
					if (yut_apply_throw(&s, r, &ev) !=
					    YUT_OK) {
						v->throwbad = 1;
						snprintf(v->throwwhy,
						    sizeof v->throwwhy,
						    "the hand cannot be thrown");
						snprintf(v->throwexp,
						    sizeof v->throwexp, "fewer "
						    "results");
					}
					passed |= ev.passed;
				}
	}
	v->show = *b;
	memcpy(v->show.hand, hand, sizeof v->show.hand);
	v->show.throws = 0;
	if (v->throwbad) {
		v->next = v->show;
		return;
	}
	v->next = s;
	v->dead = passed;
}

/* Add a view of base b for a screen showing player and hand. */
static int
grow(struct yut_referee *rf, const struct base *b, int n, const int *hand)
{
	struct view *v;
	struct yut_state s;
	char w[64];
	int alt = 0;

	if (n >= MAXVIEWS - 2)
		return n;
	if (yut_over(&b->st)) {
		v = &rf->views[n++];
		memset(v, 0, sizeof *v);
		v->show = v->next = b->st;
		v->won = 1;
		v->cat = b->cat;
		v->from = b->from;
		v->dest = b->dest;
		copy(v->why, sizeof v->why, b->why);
		return n;
	}
	if (b->moved && b->ev.ndiscarded > 0 && !b->ev.pig_ended) {
		/* a hand nobody can use: the screen shows it, dead */
		v = &rf->views[n++];
		memset(v, 0, sizeof *v);
		v->next = b->st;
		v->show = b->st;
		v->show.turn = b->mover;
		v->show.throws = 0;
		memcpy(v->show.hand, b->ev.discarded, sizeof v->show.hand);
		v->dead = 1;
		v->cat = b->cat;
		v->from = b->from;
		v->dest = b->dest;
		copy(v->why, sizeof v->why, b->why);
		append(v->why, sizeof v->why, ", and the hand left cannot be "
		    "used");
		if (rf->opt.strict)
			return n;
		alt = 1;
	}
	v = &rf->views[n++];
	memset(v, 0, sizeof *v);
	copy(v->why, sizeof v->why, b->why);
	v->cat = b->cat;
	v->from = b->from;
	v->dest = b->dest;
	v->alt = alt;
	v->fresh = b->ev.passed || (!b->moved && b->st.throws > 0 &&
	    yut_hand_size(&b->st) == 0);
	if (b->st.throws > 0)
		take_throws(&b->st, hand, v);
	else
		v->show = v->next = b->st;
	/*
	 * Without --strict, a basic game's dead back-do at a turn's start
	 * may go unshown: a player with no piece on the board may have
	 * thrown one.  (An advanced game would still ask Continue / Save.)
	 */
	if (!rf->opt.strict && b->st.rules == YUT_BASIC && b->st.throws == 1 &&
	    yut_hand_size(&b->st) == 0 && !on_board(&b->st, b->st.turn) &&
	    n < MAXVIEWS) {
		s = b->st;
		s.turn = (s.turn + 1) % s.nplayers;
		v = &rf->views[n++];
		memset(v, 0, sizeof *v);
		v->alt = 1;
		v->cat = YUT_CAT_BACKDO;
		v->from = v->dest = -1;
		snprintf(w, sizeof w, "; player %d's back-do, not shown, was "
		    "discarded", b->st.turn);
		copy(v->why, sizeof v->why, b->why);
		append(v->why, sizeof v->why, w);
		take_throws(&s, hand, v);
	}
	return n;
}

/* ---------------------------------------------------------- comparing */

/* A difference between a view and a screen. */
struct diff {
	long line;
	int cat;
	char what[YUT_REF_TEXT], exp[YUT_REF_TEXT], shown[YUT_REF_TEXT];
};

#define MAXDIFF	8

/* Note a difference into d (when d is not NULL); returns 1. */
static int
differ(struct diff *d, int *nd, int cat, long line, const char *what,
    const char *exp, const char *shown)
{
	if (d != NULL && *nd < MAXDIFF) {
		d[*nd].line = line;
		d[*nd].cat = cat;
		copy(d[*nd].what, sizeof d[*nd].what, what);
		copy(d[*nd].exp, sizeof d[*nd].exp, exp);
		copy(d[*nd].shown, sizeof d[*nd].shown, shown);
	}
	(*nd)++;
	return 1;
}

/*
 * Whether a wrong count on square pos is a stack's: a stack drawn with
 * another count while the lists agree (no piece went home or arrived
 * wrongly), or a stack on a square the last move did not touch (not in a
 * resumed game, where no move led).
 */
static int
stack_drawn(const struct pic *p, const int *cnt, int home, int arr, int pos,
    int cat, int from, int dest)
{
	if (cnt[pos] > 1 && p->count[pos] > 1 && home == p->home &&
	    arr == p->arrived)
		return 1;
	if ((cnt[pos] <= 1 && p->count[pos] <= 1) || cat == YUT_CAT_RESUME)
		return 0;
	return (cat == YUT_CAT_MOVES && cnt[pos] > 1) ||
	    (pos != from && pos != dest);
}

/*
 * Compare the board and lists of p with st, reached by a rule of category
 * cat moving pieces from square from to dest (-1: none); the differences
 * found.  Another square where a stack stands or is drawn is a stack's.
 */
static int
compare_pic(const struct pic *p, const struct yut_state *st, int cat,
    int from, int dest, const char *why, struct diff *d, int *nd)
{
	int cnt[YUT_NSQUARES], home, arr, pos, row, col, k, n = 0;
	char w[YUT_REF_TEXT], e[64], s[64];

	counts(st, cnt, &home, &arr);
	for (row = 0; row < 11; row++)
		for (k = 0; k < nrowsq[row]; k++) {
			pos = rowsq[row][k];
			if (cnt[pos] == p->count[pos])
				continue;
			yut_square_cell(pos, &row, &col);
			snprintf(w, sizeof w, "square %d (row %d, column %d) "
			    "shows the wrong count%s%s", pos, row, col,
			    *why ? " " : "", why);
			snprintf(e, sizeof e, cnt[pos] ? "[%d]" : "[ ]",
			    cnt[pos]);
			snprintf(s, sizeof s, p->count[pos] ? "[%d]" : "[ ]",
			    p->count[pos]);
			n += differ(d, nd, stack_drawn(p, cnt, home, arr, pos,
			    cat, from, dest) ? YUT_CAT_STACK : cat,
			    p->rowline[row], w, e, s);
		}
	if (home != p->home) {
		snprintf(w, sizeof w, "Not started shows the wrong number of "
		    "pieces%s%s", *why ? " " : "", why);
		snprintf(e, sizeof e, "%d marks", home);
		snprintf(s, sizeof s, "%d marks", p->home);
		n += differ(d, nd, cat, p->homeline, w, e, s);
	}
	if (arr != p->arrived) {
		snprintf(w, sizeof w, "Arrived shows the wrong number of "
		    "pieces%s%s", *why ? " " : "", why);
		snprintf(e, sizeof e, "%d marks", arr);
		snprintf(s, sizeof s, "%d marks", p->arrived);
		n += differ(d, nd, cat, p->arrline, w, e, s);
	}
	if (st->rules == YUT_ADVANCED && p->names) {
		for (k = 0; k < st->nplayers && k < p->nnames; k++)
			if (strcmp(st->p[k].id, p->id[k]) != 0 ||
			    st->p[k].animal != p->animal[k])
				break;
		if (k < st->nplayers || p->nnames != st->nplayers) {
			for (w[0] = '\0', k = 0; k < st->nplayers; k++)
				snprintf(w + strlen(w), sizeof w - strlen(w),
				    "%s%s(%s)", k ? " " : "", st->p[k].id,
				    yut_animal_name(st->p[k].animal));
			n += differ(d, nd, cat == YUT_CAT_RESUME ? cat :
			    YUT_CAT_LOGIN, p->namesline, "the players and "
			    "their animals, in player order", w,
			    p->namestext);
		}
	}
	return n;
}

/* Compare a whole turn screen with view v; the number of differences. */
static int
compare(const struct yut_referee *rf, const struct view *v, struct diff *d)
{
	const struct yut_state *st = &v->show;
	const struct turnshow *t = &rf->ts;
	char e[YUT_REF_TEXT], s[YUT_REF_TEXT], w[YUT_REF_TEXT];
	int nd = 0, i, n;

	if (v->won) {
		snprintf(e, sizeof e, "Player %d win", yut_winner(st));
		snprintf(s, sizeof s, "Player %d turn", t->player);
		differ(d, &nd, YUT_CAT_WIN, t->line, "the game is won: no "
		    "turn follows",
		    e, s);
		return nd;
	}
	if (st->turn != t->player) {
		turn_text(st, e, sizeof e);
		snprintf(s, sizeof s, "Player %d turn", t->player);
		/* a player the game does not have is the screen's, not a rule's */
		if (t->player < 0 || t->player >= st->nplayers)
			snprintf(w, sizeof w, "the turn line names player %d, "
			    "whom a game of %d players does not have",
			    t->player, st->nplayers);
		else
			snprintf(w, sizeof w, "wrong player to move (%s)",
			    v->why);
		differ(d, &nd, t->player < 0 || t->player >= st->nplayers ?
		    YUT_CAT_SCREEN : v->cat, t->line, w, e, s);
		return nd;
	}
	if (t->id[0] != '\0' && st->rules == YUT_ADVANCED &&
	    strcmp(t->id, st->p[st->turn].id) != 0) {
		turn_text(st, e, sizeof e);
		snprintf(s, sizeof s, "Player %d %s turn", t->player, t->id);
		differ(d, &nd, YUT_CAT_SCREEN, t->line, "the turn line names "
		    "another player",
		    e, s);
	}
	compare_pic(&rf->pic, st, v->cat, v->from, v->dest, v->why, d, &nd);
	for (n = 0, i = 0; i < st->npieces; i++)
		if (st->p[st->turn].pos[i] != YUT_ARRIVED) {
			if (n >= t->npiece || t->piece[n] != st->p[st->turn].pos[i])
				break;
			n++;
		}
	if (i < st->npieces || n != t->npiece) {
		piece_text(st, st->turn, e, sizeof e);
		snprintf(s, sizeof s, "Piece :");
		for (i = 0; i < t->npiece; i++)
			snprintf(s + strlen(s), sizeof s - strlen(s), " %d",
			    t->piece[i]);
		snprintf(w, sizeof w, "the pieces of player %d%s%s", st->turn,
		    *v->why ? " " : "", v->why);
		differ(d, &nd, v->cat, t->pieceline, w, e, s);
	}
	hand_text(t->hand, s, sizeof s);
	memmove(s + 6, s, strlen(s) + 1 < sizeof s - 6 ? strlen(s) + 1 :
	    sizeof s - 7);
	memcpy(s, "Yut : ", 6);
	s[sizeof s - 1] = '\0';
	if (v->throwbad) {
		copy(w, sizeof w, v->throwwhy);
		append(w, sizeof w, " (");
		append(w, sizeof w, v->why);
		append(w, sizeof w, ")");
		/*
		 * a dog's geol not thrown again is the dog's; other throws
		 * are owed by a catch, or by the turn
		 */
		differ(d, &nd, v->throwcat != YUT_CAT_DOG &&
		    (v->cat == YUT_CAT_CATCH || v->cat == YUT_CAT_PIG ||
		    v->cat == YUT_CAT_SHEEP) ? v->cat : v->throwcat,
		    t->yutline, w, v->throwexp, s);
	} else if (memcmp(st->hand, t->hand, sizeof t->hand) != 0) {
		hand_text(st->hand, e + 6, sizeof e - 6);
		memcpy(e, "Yut : ", 6);
		snprintf(w, sizeof w, "the hand%s%s", *v->why ? " " : "",
		    v->why);
		differ(d, &nd, v->cat, t->yutline, w, e, s);
	}
	return nd;
}

/* Report the differences d[0..nd-1], earliest line first. */
static void
report_diffs(struct yut_referee *rf, struct diff *d, int nd)
{
	struct diff tmp;
	int i, j;

	if (nd > MAXDIFF)
		nd = MAXDIFF;
	for (i = 1; i < nd; i++)
		for (j = i; j > 0 && d[j - 1].line > d[j].line; j--) {
			tmp = d[j];
			d[j] = d[j - 1];
			d[j - 1] = tmp;
		}
	for (i = 0; i < nd; i++)
		report(rf, d[i].cat, d[i].line, NULL, d[i].what, d[i].exp,
		    d[i].shown);
}

/* ------------------------------------------------------------ inferring */

/*
 * The one player but mover whose piece of hint stood on a square p shows
 * empty (it went elsewhere, where the rules did not send it), or -1.
 */
static int
vanished(const struct yut_state *hint, const struct pic *p, int mover)
{
	int k, i, q, who = -1;

	for (k = 0; k < hint->nplayers; k++) {
		if (k == mover)
			continue;
		for (i = 0; i < hint->npieces; i++) {
			q = hint->p[k].pos[i];
			if (q > 0 && q != YUT_ARRIVED && p->count[q] == 0)
				break;
		}
		if (i < hint->npieces) {
			if (who >= 0)
				return -1;
			who = k;
		}
	}
	return who;
}

/*
 * Build the state a screen shows when the rules cannot say (a transcript
 * that starts mid-game, or after an inconsistency): the mover's pieces
 * from the Piece line, the others' from the board, their owners taken from
 * hint (may be NULL) or, with two players, the other one.  Returns 0, or
 * -1 when the screen does not determine a state.
 */
static int
infer(const struct yut_referee *rf, const struct yut_state *hint,
    struct yut_state *out)
{
	const struct turnshow *t = &rf->ts;
	const struct pic *p = &rf->pic;
	struct yut_state s;
	int left[YUT_NSQUARES], k, i, pos, np, nplayers, owner, home, arr;
	int fill[YUT_MAXPLAYERS];
	char err[256];

	memset(&s, 0, sizeof s);
	if (hint != NULL) {
		s = *hint;
	} else {
		np = rf->pieces ? rf->pieces : t->npiece;
		if (np < 1 || np > YUT_MAXPIECES)
			return -1;
		nplayers = rf->opt.players ? rf->opt.players : p->names ?
		    p->nnames : rf->players;
		if (nplayers == 0) {
			for (home = p->home + p->arrived, pos = 1;
			    pos < YUT_NSQUARES; pos++)
				home += p->count[pos];
			nplayers = home / np;
		}
		if (nplayers < YUT_MINPLAYERS || nplayers > YUT_MAXPLAYERS)
			return -1;
		yut_state_basic(&s, nplayers, np);
		if (p->names) {
			s.rules = YUT_ADVANCED;
			for (k = 0; k < nplayers && k < p->nnames; k++) {
				strcpy(s.p[k].id, p->id[k]);
				s.p[k].animal = p->animal[k];
			}
		}
	}
	if (t->player < 0 || t->player >= s.nplayers || t->npiece > s.npieces)
		return -1;
	s.turn = t->player;
	s.throws = 0;
	memcpy(s.hand, t->hand, sizeof s.hand);
	memcpy(left, p->count, sizeof left);
	home = p->home;
	arr = p->arrived;
	/* the mover */
	for (i = 0; i < s.npieces; i++) {
		pos = i < t->npiece ? t->piece[i] : YUT_ARRIVED;
		if (pos < 0 || (pos >= YUT_NSQUARES && pos != YUT_ARRIVED))
			return -1;
		s.p[t->player].pos[i] = pos;
		if (pos == 0)
			home--;
		else if (pos == YUT_ARRIVED)
			arr--;
		else if (--left[pos] < 0)
			return -1;
	}
	/* the others: squares to their owners, then home and arrived */
	for (k = 0; k < s.nplayers; k++)
		fill[k] = 0;
	for (pos = 1; pos < YUT_NSQUARES; pos++) {
		if (left[pos] == 0)
			continue;
		owner = -1;
		for (k = 0; k < s.nplayers && hint != NULL; k++)
			if (k != t->player && yut_has_piece(hint, k, pos))
				owner = k;
		if (owner < 0 && hint != NULL)
			owner = vanished(hint, p, t->player);
		if (owner < 0 && s.nplayers == 2)
			owner = 1 - t->player;
		if (owner < 0 || yut_has_piece(&s, t->player, pos))
			return -1;
		while (left[pos]-- > 0) {
			if (fill[owner] >= s.npieces)
				return -1;
			s.p[owner].pos[fill[owner]++] = pos;
		}
	}
	for (k = 0; k < s.nplayers; k++) {
		int want = 0;

		if (k == t->player)
			continue;
		for (i = 0; hint != NULL && i < s.npieces; i++)
			want += hint->p[k].pos[i] == YUT_ARRIVED;
		while (fill[k] < s.npieces) {
			if (want > 0 && arr > 0) {
				s.p[k].pos[fill[k]++] = YUT_ARRIVED;
				want--;
				arr--;
			} else if (home > 0) {
				s.p[k].pos[fill[k]++] = 0;
				home--;
			} else if (arr > 0) {
				s.p[k].pos[fill[k]++] = YUT_ARRIVED;
				arr--;
			} else
				return -1;
		}
	}
	if (home != 0 || arr != 0)
		return -1;
	yut_state_sort(&s);
	/* the positions must be valid; the hand may be a dead one */
	*out = s;
	memset(s.hand, 0, sizeof s.hand);
	s.throws = 1;
	if (yut_state_check(&s, err, sizeof err) != 0)
		return -1;
	return 0;
}

/* ---------------------------------------------------------- the game */

/* Whether st holds valid positions and players (the hand aside). */
static int
valid(const struct yut_state *st)
{
	struct yut_state s = *st;
	char err[256];

	memset(s.hand, 0, sizeof s.hand);
	s.throws = yut_over(&s) ? 0 : 1;
	return yut_state_check(&s, err, sizeof err) == 0;
}

/* Start following a new game in st. */
static void
begin_game(struct yut_referee *rf, const struct yut_state *st, int known)
{
	rf->ingame = 1;
	rf->playerswrong = 0;
	rf->known = known && valid(st);
	if (known)
		rf->st = *st;
	rf->pending = 0;
	rf->asked = 0;
	rf->afterwin = 0;
	rf->anspos = rf->ansres = -1;
	rf->gamescreens = 0;
	rf->resync = 0;
	rf->resumed = 0;
	rf->stcat = YUT_CAT_MOVES;
	rf->stats.games++;
}

/* The game ended (won, saved, or left): back to the menus. */
static void
end_game(struct yut_referee *rf)
{
	rf->ingame = 0;
	rf->pending = 0;
	rf->known = 0;
}

/* Add what a move did to the words of b->why: catches, the turn passing. */
static void
explain(struct base *b)
{
	char w[96];

	if (b->ev.caught > 0) {
		snprintf(w, sizeof w, ", catching %d piece%s of player %d",
		    b->ev.caught, b->ev.caught == 1 ? "" : "s",
		    b->ev.caught_player);
		append(b->why, sizeof b->why, w);
		if (b->ev.pig_ended)
			append(b->why, sizeof b->why, " (a pig: the "
			    "catcher's turn ends at once)");
		else {
			snprintf(w, sizeof w, " (the catch earns %d throw%s)",
			    b->ev.earned, b->ev.earned == 1 ? "" : "s");
			append(b->why, sizeof b->why, w);
		}
	} else if (b->ev.passed && b->ev.ndiscarded == 0)
		append(b->why, sizeof b->why, " (the hand is spent: the turn "
		    "passes)");
}

/* The program took the answer of rf->ansline, which the rules refuse. */
static void
took_wrong(struct yut_referee *rf, const char *why, const char *expected)
{
	char w[YUT_REF_TEXT], a[32];

	if (rf->anspos >= 0)
		snprintf(a, sizeof a, "%d %s", rf->anspos,
		    yut_result_name(rf->ansres));
	else
		snprintf(a, sizeof a, "%s", yut_result_name(rf->ansres));
	snprintf(w, sizeof w, "the program took the wrong answer '%s' (%s)",
	    a, why);
	report(rf, YUT_CAT_ANSWERS, rf->ansline, NULL, w, expected,
	    "the game went on");
}

/* The rule that decides where the move of pos and res goes from st. */
static int
move_cat(const struct yut_state *st, int pos, int res,
    const struct yut_event *ev)
{
	int k = st->turn, i, own = 0;

	if (ev->caught > 0)
		return ev->pig_ended ? YUT_CAT_PIG : st->rules == YUT_ADVANCED &&
		    st->p[k].animal == YUT_SHEEP ? YUT_CAT_SHEEP : YUT_CAT_CATCH;
	if (res == YUT_BACKDO)
		return YUT_CAT_BACKDO;
	if (pos > 0 && yut_is_cow(st, k) && yut_dest(pos, res, 1) !=
	    yut_dest(pos, res, 0))
		return YUT_CAT_COW;
	for (i = 0; i < st->npieces; i++)
		own += ev->dest > 0 && ev->dest != YUT_ARRIVED &&
		    st->p[k].pos[i] == ev->dest;
	return ev->moved > 1 || own > 0 ? YUT_CAT_STACK : YUT_CAT_MOVES;
}

/*
 * The states the rules allow after the screen last shown: the move the
 * answers name, or every legal move when they are unknown.  Returns how
 * many bases (0: the game is not being followed).
 */
static int
bases(struct yut_referee *rf, struct base *b)
{
	struct yut_mv mv[YUT_MAXMOVES];
	const struct yut_state *from;
	int n = 0, m, i, err;

	if (!rf->known)
		return 0;
	if (!rf->pending) {
		memset(&b[0], 0, sizeof b[0]);
		b[0].st = rf->st;
		b[0].mover = rf->st.turn;
		b[0].cat = rf->resumed ? YUT_CAT_RESUME : rf->stcat;
		b[0].from = b[0].dest = -1;
		snprintf(b[0].why, sizeof b[0].why, rf->resumed ? "in the game "
		    "as it was saved, player %d to move" : "at the start of "
		    "player %d's turn", rf->st.turn);
		return 1;
	}
	if (rf->cur.dead) {
		memset(&b[0], 0, sizeof b[0]);
		b[0].st = rf->cur.next;
		b[0].mover = rf->cur.show.turn;
		b[0].cat = YUT_CAT_BACKDO;
		b[0].from = b[0].dest = -1;
		snprintf(b[0].why, sizeof b[0].why, "after player %d's hand "
		    "that no piece could use", b[0].mover);
		return 1;
	}
	from = &rf->cur.next;
	if (rf->anspos >= 0 && rf->ansres >= 0) {
		b[0].st = *from;
		b[0].mover = from->turn;
		b[0].moved = 1;
		err = yut_move(&b[0].st, rf->anspos, rf->ansres, &b[0].ev);
		snprintf(b[0].why, sizeof b[0].why, "after player %d moved "
		    "%d %s", b[0].mover, rf->anspos,
		    yut_result_name(rf->ansres));
		if (err == YUT_OK) {
			b[0].cat = move_cat(from, rf->anspos, rf->ansres,
			    &b[0].ev);
			b[0].from = rf->anspos;
			b[0].dest = b[0].ev.dest;
			explain(&b[0]);
			return 1;
		}
		if (!rf->probing)
			took_wrong(rf, yut_strerr(err),
			    "the question asked again");
	}
	m = yut_legal_moves(from, mv);
	for (i = 0; i < m; i++) {
		if ((rf->anspos >= 0 && mv[i].pos != rf->anspos &&
		    rf->ansres < 0) || (rf->ansres >= 0 && rf->anspos < 0 &&
		    mv[i].result != rf->ansres))
			continue;
		b[n].st = *from;
		b[n].mover = from->turn;
		b[n].moved = 1;
		if (yut_move(&b[n].st, mv[i].pos, mv[i].result, &b[n].ev) !=
		    YUT_OK)
			continue;
		snprintf(b[n].why, sizeof b[n].why, "after player %d moved "
		    "%d %s", b[n].mover, mv[i].pos,
		    yut_result_name(mv[i].result));
		b[n].cat = move_cat(from, mv[i].pos, mv[i].result, &b[n].ev);
		b[n].from = mv[i].pos;
		b[n].dest = b[n].ev.dest;
		explain(&b[n]);
		n++;
	}
	return n;
}

/* Pick the view that fits the screen best; report its differences. */
static const struct view *
choose_view(struct yut_referee *rf, int nv, int report_it)
{
	struct diff d[MAXDIFF];
	int i, best = -1, bestn = 0, n;

	for (i = 0; i < nv; i++) {
		n = compare(rf, &rf->views[i], NULL);
		if (rf->views[i].alt && n > 0)
			continue;
		if (best < 0 || n < bestn) {
			best = i;
			bestn = n;
		}
		if (n == 0)
			break;
	}
	if (best < 0)
		return NULL;
	if (bestn > 0 && report_it) {
		n = 0;
		n = compare(rf, &rf->views[best], d);
		report_diffs(rf, d, n);
	}
	return &rf->views[best];
}

/*
 * Follow the screen's state s as it stands, its hand discarded when no
 * piece can use it, as the rules do.
 */
static void
take_shown(struct yut_referee *rf, const struct yut_state *s)
{
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_state b = *s;
	struct yut_event ev;
	int r;

	memset(&rf->cur, 0, sizeof rf->cur);
	rf->cur.show = rf->cur.next = *s;
	rf->st = *s;
	if (yut_over(s) || yut_hand_size(s) == 0 || yut_legal_moves(s, mv) > 0)
		return;
	/* the last result thrown again: a dead hand passes the turn */
	for (r = 0; b.hand[r] == 0; r++)
		;
	b.hand[r]--;
	b.throws = 1;
	if (yut_apply_throw(&b, r, &ev) == YUT_OK && ev.passed) {
		rf->cur.next = b;
		rf->cur.dead = 1;
	}
}

/* A turn screen is complete (its "Yut :" line read): check it. */
static void
check_screen(struct yut_referee *rf)
{
	struct base b[YUT_MAXMOVES + 1];
	struct yut_state s;
	const struct view *v;
	int nb, nv = 0, i;
	long reports = rf->nreports;

	rf->stats.screens++;
	if (!rf->ingame)
		begin_game(rf, NULL, 0);
	if (rf->pending && rf->cur.dead && rf->ansres >= 0 &&
	    rf->ansres != YUT_BACKDO)
		took_wrong(rf, rf->cur.show.hand[rf->ansres] == 0 ?
		    "not in the hand" : "no piece can move it: the hand is "
		    "spent with back-do", "back-do");
	if (!rf->known && !rf->pending && rf->players && rf->pieces &&
	    rf->game != 2 && rf->gamescreens == 0) {
		yut_state_basic(&s, rf->players, rf->pieces);
		rf->st = s;
		rf->known = 1;
	}
	if (!rf->known && !rf->pending) {
		/* a game the rules have not seen begin: a new one, or infer */
		if (infer(rf, NULL, &s) == 0) {
			int cnt[YUT_NSQUARES], home, arr;

			counts(&s, cnt, &home, &arr);
			if (home == s.nplayers * s.npieces && s.turn == 0) {
				memset(s.hand, 0, sizeof s.hand);
				s.throws = 1;
			}
			rf->st = s;
			rf->known = 1;
		}
	}
	rf->gamescreens++;
	if (rf->resync && rf->known) {
		/* after an inconsistency: the screen as it stands */
		rf->resync = 0;
		if (infer(rf, &rf->st, &s) == 0 || infer(rf, NULL, &s) == 0) {
			take_shown(rf, &s);
			rf->stcat = YUT_CAT_MOVES;
			rf->resumed = 0;
			goto done;
		}
	}
	rf->resync = 0;
	nb = bases(rf, b);
	for (i = 0; i < nb; i++)
		nv = grow(rf, &b[i], nv, rf->ts.hand);
	v = choose_view(rf, nv, 1);
	if (v == NULL) {
		/* nothing to follow: take the screen as it stands */
		rf->known = infer(rf, rf->known ? &rf->st : NULL, &s) == 0;
		if (rf->known)
			take_shown(rf, &s);
	} else {
		/* (not when the screen differs already: the same cause) */
		if (v->fresh && !rf->asked && v->show.rules == YUT_ADVANCED &&
		    rf->nreports == reports)
			report(rf, YUT_CAT_SAVE, rf->ts.line, NULL,
			    "an advanced game asks Continue / Save before "
			    "every turn",
			    prompts[YUT_REF_CONTINUE], rf->ts.line > 0 ?
			    rf->ring[rf->ts.line % RING] : "");
		if (rf->opt.players && v->show.nplayers != rf->opt.players &&
		    !rf->playerswrong) {
			char e[32], w[32];

			rf->playerswrong = 1;
			snprintf(e, sizeof e, "%d players (-p)", rf->opt.players);
			snprintf(w, sizeof w, "%d players", v->show.nplayers);
			report(rf, YUT_CAT_MENU, rf->ts.line, NULL,
			    "the game has another number of players", e, w);
		}
		rf->cur = *v;
		rf->st = v->show;
		/*
		 * after an inconsistency, follow what the program shows; a
		 * screen that does not tell the positions (its counts are
		 * drawn wrong) leaves the rules' state
		 */
		if (rf->nreports > reports && (infer(rf, &v->show, &s) == 0 ||
		    infer(rf, NULL, &s) == 0))
			take_shown(rf, &s);
	}
done:
	rf->stcat = YUT_CAT_MOVES;
	rf->resumed = 0;
	rf->asked = 0;
	rf->pending = rf->known;
	rf->anspos = rf->ansres = -1;
	if (rf->pending)
		rf->stats.moves++;
}

/* "Player N win": the last move must have won the game for player N. */
static void
check_win(struct yut_referee *rf, int player, long line)
{
	struct base b[YUT_MAXMOVES + 1];
	char e[64], s[64];
	int nb, i;

	nb = rf->ingame ? bases(rf, b) : 0;
	snprintf(s, sizeof s, "Player %d win", player);
	for (i = 0; i < nb; i++)
		if (yut_over(&b[i].st) && yut_winner(&b[i].st) == player)
			break;
	if (rf->known && i == nb) {
		if (nb > 0 && yut_over(&b[0].st))
			snprintf(e, sizeof e, "Player %d win",
			    yut_winner(&b[0].st));
		else if (nb > 0)
			turn_text(&b[0].st, e, sizeof e);
		else
			snprintf(e, sizeof e, "a turn screen");
		report(rf, YUT_CAT_WIN, line, NULL, nb > 0 &&
		    yut_over(&b[0].st) ? "the win is announced for another "
		    "player than the one whose pieces all arrived" : nb > 0 ?
		    "no player has won: every piece must arrive" :
		    "a win with no move before it", e, s);
		/* the game is over all the same */
		if (nb > 0 && yut_over(&b[0].st))
			i = 0;
	}
	if (i < nb)
		rf->st = b[i].st;
	rf->stats.wins++;
	rf->afterwin = 1;
	rf->wonplayer = player;
	if (rf->st.rules == YUT_ADVANCED && rf->known) {
		struct saved *sv;
		int k, j;

		/* the finished game's saved line goes */
		for (j = 0; j < rf->nsaved; j++) {
			sv = &rf->saved[j];
			if (sv->st.nplayers != rf->st.nplayers)
				continue;
			const char *ids[YUT_MAXPLAYERS];

			for (k = 0; k < sv->st.nplayers; k++)
				ids[k] = sv->st.p[k].id;
			if (yut_save_isset(&rf->st, ids, sv->st.nplayers)) {
				sv->finished = 1;
				sv->fromfile = 0;
				sv->before = 0;
				sv->line = line;
			}
		}
	}
	rf->pending = 0;
	rf->ingame = 0;
	if (rf->game == 2) {
		rf->nlogged = 0;
		rf->loggedknown = 1;
	}
}

/*
 * The player a move the rules allow now wins the game with, or -1.  A
 * program that ends the game there must say so; one that goes back to
 * the menu without a win or a save abandoned it.
 */
static int
winning_move(struct yut_referee *rf)
{
	struct base b[YUT_MAXMOVES + 1];
	int nb, i;

	rf->probing = 1;
	nb = rf->ingame && rf->pending ? bases(rf, b) : 0;
	rf->probing = 0;
	for (i = 0; i < nb; i++)
		if (yut_over(&b[i].st))
			return yut_winner(&b[i].st);
	return -1;
}

/* Whether the move the answers named, as the rules allow it, won. */
static int
won_surely(const struct yut_referee *rf)
{
	struct yut_state s = rf->cur.next;
	struct yut_event ev;

	return rf->ingame && rf->pending && rf->known && !rf->cur.dead &&
	    rf->anspos >= 0 && rf->ansres >= 0 &&
	    yut_move(&s, rf->anspos, rf->ansres, &ev) == YUT_OK &&
	    yut_over(&s);
}

/* A line of the program's own words announcing a win: "Player 0 wins!". */
static int
win_words(const char *s, int *player)
{
	const char *p;
	int found = 0;

	*player = -1;
	for (p = s; *p != '\0'; p++) {
		if (strncasecmp(p, "win", 3) == 0)
			found = 1;
		if (*player < 0 && strncasecmp(p, "player", 6) == 0) {
			p += 6;
			p += strspn(p, " \t#");
			if (*p >= '0' && *p <= '3' && !isdigit((unsigned char)p[1]))
				*player = *p - '0';
			if (*p == '\0')
				break;
		}
	}
	return found;
}

/*
 * The menu comes back while a game is being played: it must have been
 * won (and said so) or saved.  Then the game is left.
 */
static void
left_game(struct yut_referee *rf, long line)
{
	char e[64];
	int w;

	if (rf->ingame && rf->pending && rf->known) {
		if ((w = winning_move(rf)) >= 0) {
			snprintf(e, sizeof e, "Player %d win", w);
			check_win(rf, w, line);
			report(rf, YUT_CAT_WIN, line, NULL, "the game is over "
			    "(every piece of the winner arrived) but no win was "
			    "announced", e, "no line that says so");
		} else
			report(rf, YUT_CAT_WIN, line, NULL, "the game was left "
			    "for the menu, neither won nor saved",
			    "the game played on", "the menu");
	}
	if (rf->ingame && rf->pending)
		end_game(rf);
}

/*
 * The logged-in players resume their saved game (rf->resumeof): as the
 * session saved it, or as --saves-before holds it; -f shows the file as
 * the session left it: its line gives the saved order, and the positions
 * only if the board shows them.
 */
static void
resume_game(struct yut_referee *rf)
{
	struct saved *sv = rf->resumeof >= 0 ? &rf->saved[rf->resumeof] : NULL;

	rf->resumeunseen = 0;
	if (sv != NULL && !sv->finished && !sv->fromfile)
		begin_game(rf, &sv->st, 1);
	else
		begin_game(rf, NULL, 0);
	rf->resumed = 1;
	if (sv != NULL && sv->fromfile) {
		rf->hint = sv->st;
		rf->hinted = 1;
	}
}

/*
 * A board and lists with no turn lines after them, the menu next: when
 * the last move won the game, the final board of a win not announced.
 */
static void
final_board(struct yut_referee *rf)
{
	if (!rf->afterwin && rf->ingame && rf->pending && rf->known &&
	    winning_move(rf) >= 0)
		left_game(rf, rf->pic.line);
}

/*
 * A board of an advanced game the rules cannot follow (a game resumed
 * from a file): its pieces must still add up, 4 for each player, on the
 * board, not started or arrived.
 */
static void
check_total(struct yut_referee *rf)
{
	const struct pic *p = &rf->pic;
	char e[64], s[64];
	int pos, board = 0;

	for (pos = 1; pos < YUT_NSQUARES; pos++)
		board += p->count[pos];
	if (board + p->home + p->arrived == p->nnames * YUT_MAXPIECES)
		return;
	snprintf(e, sizeof e, "%d pieces: %d players of %d", p->nnames *
	    YUT_MAXPIECES, p->nnames, YUT_MAXPIECES);
	snprintf(s, sizeof s, "%d on the board, %d not started, %d arrived",
	    board, p->home, p->arrived);
	report(rf, rf->resumed ? YUT_CAT_RESUME : YUT_CAT_SCREEN, p->arrline,
	    NULL, rf->resumed ? "the resumed game's pieces do not add up: "
	    "some are missing or too many" : "the pieces shown do not add "
	    "up: some are missing or too many", e, s);
}

/*
 * The board and lists before "Continue (0) / Save ...": a new turn of an
 * advanced game is about to begin.
 */
static void
check_between(struct yut_referee *rf)
{
	struct base b[YUT_MAXMOVES + 1];
	struct diff d[MAXDIFF];
	int nb, i, best = -1, bestn = 0, n, nd, closest = -1, closestn = 0;
	long reports = rf->nreports;

	if (rf->game == 1)
		report(rf, YUT_CAT_SAVE, rf->lineno, rf->text,
		    "a basic game asks no Continue / Save question",
		    "a turn screen",
		    prompts[YUT_REF_CONTINUE]);
	/* a board after Resume answered unseen, no animals asked: resumed */
	if (rf->resumeunseen && !rf->ingame)
		resume_game(rf);
	if (!rf->ingame)
		begin_game(rf, NULL, 0);
	if (rf->hinted && rf->pic.names) {
		char e[YUT_REF_TEXT] = "";

		rf->hinted = 0;
		for (i = 0; i < rf->hint.nplayers; i++) {
			append(e, sizeof e, i ? " " : "");
			append(e, sizeof e, rf->hint.p[i].id);
		}
		for (i = 0; i < rf->hint.nplayers && i < rf->pic.nnames; i++)
			if (strcmp(rf->hint.p[i].id, rf->pic.id[i]) != 0)
				break;
		if (i < rf->hint.nplayers || rf->pic.nnames != rf->hint.nplayers)
			report(rf, YUT_CAT_RESUME, rf->pic.namesline, NULL,
			    "a resumed game keeps its saved player order", e,
			    rf->ring[rf->pic.namesline % RING]);
		else if (!rf->known) {
			int hd = 0;

			if (compare_pic(&rf->pic, &rf->hint, YUT_CAT_RESUME,
			    -1, -1, "", NULL, &hd) == 0) {
				rf->st = rf->hint;
				rf->known = 1;
			}
		}
	}
	if (!rf->known && rf->pic.names && rf->pic.nnames >= 2) {
		struct yut_state s;

		yut_state_basic(&s, rf->pic.nnames, YUT_MAXPIECES);
		s.rules = YUT_ADVANCED;
		for (i = 0; i < rf->pic.nnames; i++) {
			strcpy(s.p[i].id, rf->pic.id[i]);
			s.p[i].animal = rf->pic.animal[i];
		}
		if (rf->pic.home == s.nplayers * s.npieces && valid(&s)) {
			rf->st = s;
			rf->known = 1;
		}
	}
	if (!rf->known && rf->pic.names)
		check_total(rf);
	if (rf->asked && rf->known && !rf->pending && rf->contans != -1) {
		/*
		 * Asked again with no screen between: the player's turn
		 * showed nothing, as only a dead back-do may (and only
		 * without --strict).  After a wrong answer it is the same
		 * question again, its board drawn again before it.
		 */
		char e[64];

		turn_text(&rf->st, e, sizeof e);
		if (rf->opt.strict || on_board(&rf->st, rf->st.turn))
			report(rf, YUT_CAT_SAVE, rf->lineno, rf->text,
			    "a turn with no "
			    "screen: Continue / Save asked twice", e,
			    prompts[YUT_REF_CONTINUE]);
		else
			rf->st.turn = (rf->st.turn + 1) % rf->st.nplayers;
	}
	nb = bases(rf, b);
	for (i = 0; i < nb; i++) {
		nd = 0;
		n = compare_pic(&rf->pic, &b[i].st, b[i].cat, b[i].from,
		    b[i].dest, b[i].why, NULL, &nd);
		if (closest < 0 || n < closestn) {
			closest = i;
			closestn = n;
		}
		if (b[i].st.throws == 0 || yut_hand_size(&b[i].st) > 0 ||
		    yut_over(&b[i].st) || (b[i].moved && !b[i].ev.passed)) {
			if (best < 0)
				bestn = 1000;
			continue;
		}
		if (best < 0 || bestn == 1000 || n < bestn) {
			best = i;
			bestn = n;
		}
		if (n == 0)
			break;
	}
	if (nb > 0 && best < 0) {
		char e[64], w[YUT_REF_TEXT];
		int cat = b[0].cat;

		/* a catch, a chain or a skill owes the throw; else the hand */
		if (cat != YUT_CAT_CATCH && cat != YUT_CAT_PIG &&
		    cat != YUT_CAT_SHEEP && cat != YUT_CAT_DOG &&
		    cat != YUT_CAT_CHAIN)
			cat = YUT_CAT_SAVE;
		turn_text(&b[0].st, e, sizeof e);
		snprintf(w, sizeof w, "Continue / Save asked in the middle of "
		    "a turn: %s%s", b[0].why, yut_hand_size(&b[0].st) > 0 ?
		    ", results are left to move" : b[0].st.throws > 0 ?
		    ", a throw is owed" : "");
		report(rf, cat, rf->lineno, rf->text, w, e,
		    prompts[YUT_REF_CONTINUE]);
		/* the pieces' owners, for the screen taken next */
		rf->st = b[closest].st;
	} else if (best >= 0) {
		if (bestn > 0) {
			nd = 0;
			compare_pic(&rf->pic, &b[best].st, b[best].cat,
			    b[best].from, b[best].dest, b[best].why, d, &nd);
			report_diffs(rf, d, nd);
		}
		rf->st = b[best].st;
		rf->stcat = b[best].cat;
	}
	/* after an inconsistency, the next screen is taken as it stands */
	if (rf->nreports > reports)
		rf->resync = 1;
	rf->pending = 0;
	rf->asked = 1;
}

/* ------------------------------------------------------- users, saves */

/* Collect the IDs of the users file. */
static int
user_line(void *arg, struct yut_rewrite *rw, const struct yut_line *ln)
{
	struct yut_referee *rf = arg;
	size_t n;

	(void)rw;
	if (ln->no == 0 || ln->len <= 0)
		return YUT_LINE_KEEP;
	n = strcspn(ln->text, " ");
	if (n == 0 || n > YUT_ID_MAX)
		return YUT_LINE_KEEP;
	grow_to(&rf->users, &rf->capusers, rf->nusers + 1, sizeof *rf->users);
	memcpy(rf->users[rf->nusers], ln->text, n);
	rf->users[rf->nusers][n] = '\0';
	rf->nusers++;
	return YUT_LINE_KEEP;
}

static int
cmp_id(const void *a, const void *b)
{
	return strcmp(a, b);
}

static int
known_user(const struct yut_referee *rf, const char *id)
{
	return rf->nusers > 0 && bsearch(id, rf->users, (size_t)rf->nusers,
	    sizeof *rf->users, cmp_id) != NULL;
}

/*
 * Whether the password pw of id is right in -u: crypt(3) runs once for
 * each pair, however often the transcript logs it in.
 */
static int
password_right(struct yut_referee *rf, const char *id, const char *pw)
{
	struct checked *c;
	char err[256];
	int i;

	for (i = 0; i < rf->nchecked; i++)
		if (strcmp(rf->checked[i].id, id) == 0 &&
		    strcmp(rf->checked[i].pw, pw) == 0)
			return rf->checked[i].good;
	grow_to(&rf->checked, &rf->capchecked, rf->nchecked + 1,
	    sizeof *rf->checked);
	c = &rf->checked[rf->nchecked++];
	copy(c->id, sizeof c->id, id);
	copy(c->pw, sizeof c->pw, pw);
	c->good = yut_user_check(rf->opt.users, id, pw, err, sizeof err) == 1;
	return c->good;
}

/* The saved entry of the set of IDs of st (order ignored), or NULL. */
static struct saved *
saved_of(struct yut_referee *rf, const char *const *ids, int n)
{
	int i;

	for (i = 0; i < rf->nsaved; i++)
		if (rf->saved[i].st.nplayers == n &&
		    yut_save_isset(&rf->saved[i].st, ids, n))
			return &rf->saved[i];
	return NULL;
}

/* yut_save_list: remember each saved game of -f. */
static void
file_game(void *arg, const struct yut_state *st)
{
	struct yut_referee *rf = arg;
	const char *ids[YUT_MAXPLAYERS];
	struct saved *sv;
	int k;

	for (k = 0; k < st->nplayers; k++)
		ids[k] = st->p[k].id;
	if (saved_of(rf, ids, st->nplayers) != NULL)
		return;
	grow_to(&rf->saved, &rf->capsaved, rf->nsaved + 1, sizeof *rf->saved);
	sv = &rf->saved[rf->nsaved++];
	memset(sv, 0, sizeof *sv);
	sv->st = *st;
	sv->fromfile = 1;
}

/* yut_save_list: each game of --saves-before, as it will be resumed. */
static void
before_game(void *arg, const struct yut_state *st)
{
	struct yut_referee *rf = arg;

	file_game(rf, st);
	if (rf->nsaved > 0 && rf->saved[rf->nsaved - 1].fromfile) {
		rf->saved[rf->nsaved - 1].fromfile = 0;
		rf->saved[rf->nsaved - 1].before = 1;
	}
}

/* "Game saved successfully!": the game of rf->st was saved. */
static void
note_save(struct yut_referee *rf)
{
	const char *ids[YUT_MAXPLAYERS];
	struct saved *sv;
	int k;

	rf->stats.saves++;
	if (rf->known && rf->st.rules == YUT_ADVANCED) {
		for (k = 0; k < rf->st.nplayers; k++)
			ids[k] = rf->st.p[k].id;
		if ((sv = saved_of(rf, ids, rf->st.nplayers)) == NULL) {
			grow_to(&rf->saved, &rf->capsaved, rf->nsaved + 1,
			    sizeof *rf->saved);
			sv = &rf->saved[rf->nsaved++];
		}
		memset(sv, 0, sizeof *sv);
		sv->st = rf->st;
		sv->st.throws = 1;
		memset(sv->st.hand, 0, sizeof sv->st.hand);
		sv->line = rf->lineno;
	}
	end_game(rf);
	rf->nlogged = 0;
	rf->loggedknown = 1;
}

/* ------------------------------------------------------------- lines */

/* The players' order for a new advanced game: the animals answered. */
static void
start_advanced(struct yut_referee *rf)
{
	struct yut_state s;
	int k;

	if (!rf->loggedknown || rf->nanimals != rf->nlogged || rf->nlogged < 2)
		return;
	yut_state_basic(&s, rf->nlogged, YUT_MAXPIECES);
	s.rules = YUT_ADVANCED;
	for (k = 0; k < rf->nlogged; k++) {
		strcpy(s.p[k].id, rf->logged[k]);
		s.p[k].animal = rf->animals[k];
		if (s.p[k].animal < 0) {
			/* the board's animals line will tell */
			begin_game(rf, NULL, 0);
			return;
		}
	}
	begin_game(rf, &s, 1);
}

/* Strict: a blank line followed by more output is reported. */
static void
flush_blank(struct yut_referee *rf)
{
	if (rf->blankline > 0) {
		report(rf, YUT_CAT_SCREEN, rf->blankline,
		    "", "a blank line (SPEC 7 prints "
		    "none)", "", "");
		rf->blankline = 0;
	}
}

/* Whether the program must refuse ans to the question kind. */
static int
refused(const struct yut_referee *rf, int kind, const char *ans)
{
	struct yut_mv mv[YUT_MAXMOVES];
	int v, n, i;

	switch (kind) {
	case YUT_REF_GAME:
		return answer_number(ans, 1, 2) < 0;
	case YUT_REF_MENU:
		return answer_number(ans, 1, rf->game == 2 ? 3 : 2) < 0;
	case YUT_REF_PLAYERS:
		return answer_number(ans, 2, 4) < 0;
	case YUT_REF_PIECES:
		return answer_number(ans, 1, 4) < 0;
	case YUT_REF_RESUME:
	case YUT_REF_CONTINUE:
		return answer_number(ans, 0, 1) < 0;
	case YUT_REF_ANIMAL:
		return answer_number(ans, 0, 3) < 0;
	case YUT_REF_POSITION:
	case YUT_REF_YUT:
		v = kind == YUT_REF_POSITION ?
		    answer_number(ans, 0, YUT_NSQUARES - 1) :
		    answer_result(rf, ans);
		if (v < 0)
			return 1;
		if (!rf->known || !rf->pending)
			return 0;
		if (rf->cur.dead)	/* example 4's answer: 0 back-do */
			return v != (kind == YUT_REF_POSITION ? 0 : YUT_BACKDO);
		n = yut_legal_moves(&rf->cur.next, mv);
		for (i = 0; i < n; i++)
			if (kind == YUT_REF_POSITION ? mv[i].pos == v :
			    mv[i].result == v && (rf->anspos < 0 ||
			    mv[i].pos == rf->anspos))
				return 0;
		return n > 0;
	default:
		return 0;
	}
}

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
 * again after the refused answer to rf->reask: the same, but a result
 * refused may be followed by the position asked again, as SPEC 7 does.
 */
static int
reasked(const struct yut_referee *rf, const char *s, const char *ans)
{
	if (rf->reask != YUT_REF_YUT)
		return rf->reask;
	if (ans != NULL)
		return answer_result(rf, ans) < 0 &&
		    answer_number(ans, 0, YUT_NSQUARES - 1) >= 0 ?
		    YUT_REF_POSITION : YUT_REF_YUT;
	return names_position(s) ? YUT_REF_POSITION : YUT_REF_YUT;
}

static void on_prompt(struct yut_referee *, int, const char *);
static void process(struct yut_referee *, const char *);

/*
 * The output a question of the program's own words in s runs into (a
 * program fed from a pipe): what follows the first ':' or '?' that the
 * referee knows as output; NULL if none.
 */
static const char *
glued(const struct yut_referee *rf, const char *s)
{
	const char *q, *rest;

	for (q = s; (q = strpbrk(q, ":?")) != NULL; q++) {
		rest = q + 1 + strspn(q + 1, " \t");
		if (*rest != '\0' && is_output(rf, rest))
			return rest;
	}
	return NULL;
}

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
	const char *q, *rest;
	size_t n;
	char ans[YUT_LINE_MAX + 1];

	if (rf->opt.strict || rf->reask == YUT_REF_NONE)
		return 0;
	n = strcspn(s, " \t");
	if ((rest = glued(rf, s)) != NULL) {
		on_prompt(rf, reasked(rf, s, NULL), NULL);
		process(rf, rest);
		return 1;
	}
	if (rf->reaskpipe)
		return 0;	/* no answer shown, no line taken as one */
	if (rf->reaskwait && s[n] == '\0') {
		/* the answer, on the line after the question */
		on_prompt(rf, reasked(rf, s, s), s);
		return 1;
	}
	rf->reaskseen = 1;
	rf->reaskwait = 0;
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
		rf->reask = reasked(rf, s, NULL);
		rf->reaskwait = 1;
		return 1;
	}
	memcpy(ans, rest, n);
	ans[n] = '\0';
	on_prompt(rf, reasked(rf, s, ans), ans);
	return 1;
}

/* A question and its answer (NULL when none was shown). */
static void
on_prompt(struct yut_referee *rf, int kind, const char *ans)
{
	int v, prev = rf->lastprompt;
	const char *ids[YUT_MAXPLAYERS];
	struct saved *sv;
	int k;

	rf->seen = 1;
	rf->fallthrough = 0;
	flush_blank(rf);
	if (kind != YUT_REF_PASSWORD && kind != YUT_REF_ID && ans != NULL &&
	    (strcmp(ans, "?") == 0 || strcmp(ans, "help") == 0 ||
	    strcmp(ans, "hint") == 0)) {
		rf->helpskip = 1;
		rf->lastprompt = kind;
		return;
	}
	if (rf->unknownline > 0) {
		/* a line unknown to SPEC 7 is allowed before a question again */
		if (kind != rf->lastprompt && !(kind == YUT_REF_POSITION &&
		    rf->lastprompt == YUT_REF_YUT))
			report(rf, YUT_CAT_SCREEN, rf->unknownline,
			    rf->unknowntext, "a line "
			    "SPEC 7 does not print", "", rf->unknowntext);
		rf->unknownline = 0;
	}
	if (rf->stage != S_IDLE && rf->stage != S_MOVE && rf->stage != S_PIC &&
	    kind != YUT_REF_CONTINUE) {
		report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
		    "a question inside a screen",
		    "the rest of the screen", prompts[kind]);
		rf->stage = S_IDLE;
	}
	if (kind != YUT_REF_CONTINUE && rf->stage == S_PIC) {
		final_board(rf);
		if (!rf->afterwin)
			report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
			    "a board with no turn lines after it",
			    "Player N turn", prompts[kind]);
		rf->afterwin = 0;
		rf->stage = S_IDLE;
	}
	rf->lastprompt = kind;
	switch (kind) {
	case YUT_REF_GAME:
		if (ans && (v = answer_number(ans, 1, 2)) > 0)
			rf->game = v;
		break;
	case YUT_REF_MENU:
		left_game(rf, rf->lineno);
		rf->players = rf->pieces = 0;
		rf->nanimals = 0;
		rf->resume = -1;
		rf->resumeunseen = 0;
		break;
	case YUT_REF_PLAYERS:
		rf->game = 1;
		if (ans && (v = answer_number(ans, 2, 4)) > 0) {
			rf->players = v;
			if (rf->opt.players && v != rf->opt.players)
				report(rf, YUT_CAT_MENU, rf->lineno, rf->text,
				    "the number of players differs from -p", "",
				    ans);
		}
		break;
	case YUT_REF_PIECES:
		if (ans && (v = answer_number(ans, 1, 4)) > 0)
			rf->pieces = v;
		if (rf->players && rf->pieces) {
			struct yut_state s;

			yut_state_basic(&s, rf->players, rf->pieces);
			begin_game(rf, &s, 1);
		} else
			begin_game(rf, NULL, 0);
		break;
	case YUT_REF_ID:
		rf->game = 2;
		rf->idshown = ans != NULL && *ans != '\0';
		copy(rf->loginid, sizeof rf->loginid, ans ? ans : "");
		rf->pwshown = 0;
		break;
	case YUT_REF_PASSWORD:
		rf->pwshown = ans != NULL && *ans != '\0';
		copy(rf->loginpw, sizeof rf->loginpw, ans ? ans : "");
		break;
	case YUT_REF_RESUME:
		for (k = 0; k < rf->nlogged; k++)
			ids[k] = rf->logged[k];
		sv = rf->loggedknown ? saved_of(rf, ids, rf->nlogged) : NULL;
		/* the -f file is as the session left it: judge by the session */
		if (sv != NULL && sv->finished)
			report(rf, YUT_CAT_RESUME, rf->lineno, rf->text,
			    "no saved game has the logged-in players: a new "
			    "game starts at once",
			    "Select animal type of ...", prompts[kind]);
		rf->resume = ans ? answer_number(ans, 0, 1) : -1;
		rf->hinted = 0;
		rf->resumeof = sv != NULL ? (int)(sv - rf->saved) : -1;
		/* unseen (from a pipe): the board or the animals will tell */
		rf->resumeunseen = ans == NULL;
		if (rf->resume == 1)
			resume_game(rf);
		break;
	case YUT_REF_ANIMAL:
		/* an answer not shown counts as unknown; a wrong one, not */
		v = ans ? answer_number(ans, 0, 3) : -1;
		rf->animalwrong = 0;
		if (ans != NULL && v < 0) {
			rf->animalwrong = rf->lineno;
			copy(rf->animalans, sizeof rf->animalans, ans);
		}
		if ((ans == NULL || v >= 0) && rf->nanimals < YUT_MAXPLAYERS) {
			rf->animals[rf->nanimals++] = v;
			if (rf->nanimals == rf->nlogged)
				start_advanced(rf);
		}
		break;
	case YUT_REF_CONTINUE:
		rf->game = 2;
		if (rf->stage == S_PIC)
			check_between(rf);
		else if (!(prev == YUT_REF_CONTINUE && rf->stage == S_IDLE &&
		    rf->contans < 0))
			/* asked again after a wrong answer is SPEC 7's way */
			report(rf, YUT_CAT_SAVE, rf->lineno, rf->text,
			    "Continue / Save comes after the board and its "
			    "lists", "the board",
			    prompts[kind]);
		rf->contans = ans == NULL ? -2 : answer_number(ans, 0, 1);
		rf->stage = S_IDLE;
		break;
	case YUT_REF_POSITION:
		if (rf->stage != S_MOVE && rf->stage != S_IDLE)
			break;
		rf->ansres = -1;
		rf->anspos = ans ? answer_number(ans, 0, YUT_NSQUARES - 1) : -1;
		if (ans && rf->anspos >= 0) {
			/* "0 gae" answers both questions at once */
			const char *r = ans + strspn(ans, " \t");

			r += strcspn(r, " \t");
			if (*r != '\0')
				rf->ansres = answer_result(rf, r);
		}
		rf->ansline = rf->lineno;
		break;
	case YUT_REF_YUT:
		rf->ansres = ans ? answer_result(rf, ans) : -1;
		rf->ansline = rf->lineno;
		break;
	}
	/* a pipe shows no answer: any may have been refused */
	rf->reask = ans == NULL || refused(rf, kind, ans) ? kind : YUT_REF_NONE;
	rf->reaskpipe = ans == NULL;
	rf->reaskseen = rf->reaskwait = 0;
}

/* "Login Succeed!" or "Login Failed!" after ID and PASSWORD. */
static void
on_login(struct yut_referee *rf, int ok)
{
	int good, k;

	if (!rf->idshown) {
		/* the ID typed is not shown: the next list says who it was */
		if (ok)
			rf->loggedknown = 0;
		yut_wipe(rf->loginpw, sizeof rf->loginpw);
		return;
	}
	if (rf->opt.users != NULL) {
		if (ok && !known_user(rf, rf->loginid))
			report(rf, YUT_CAT_LOGIN, rf->lineno, rf->text,
			    "a login succeeded for an ID not in the users file",
			    "Login Failed!",
			    "Login Succeed!");
		else if (rf->pwshown && known_user(rf, rf->loginid)) {
			good = password_right(rf, rf->loginid, rf->loginpw);
			if (good != ok)
				report(rf, YUT_CAT_LOGIN, rf->lineno, rf->text,
				    good ?
				    "the password typed is right" :
				    "the password typed is wrong", good ?
				    "Login Succeed!" : "Login Failed!",
				    ok ? "Login Succeed!" : "Login Failed!");
		}
	}
	for (k = 0; ok && k < rf->nlogged; k++)
		if (strcmp(rf->logged[k], rf->loginid) == 0) {
			report(rf, YUT_CAT_LOGIN, rf->lineno, rf->text,
			    "the ID is logged in already", "", rf->loginid);
			ok = 0;
		}
	if (ok && rf->nlogged < YUT_MAXPLAYERS) {
		copy(rf->logged[rf->nlogged++], YUT_ID_MAX + 1, rf->loginid);
	}
	yut_wipe(rf->loginpw, sizeof rf->loginpw);
}

/* "Logged-in ID List : A B" or "... : No player is logged in". */
static void
on_logged(struct yut_referee *rf, const char *rest)
{
	char list[YUT_REF_TEXT], exp[YUT_REF_TEXT], buf[YUT_REF_TEXT];
	const char *p;
	size_t n;
	int k = 0;

	copy(buf, sizeof buf, rest);
	n = strlen(buf);
	while (n > 0 && buf[n - 1] == ' ')
		buf[--n] = '\0';
	p = buf + strspn(buf, " ");
	if (match(rf, p, "No player is logged in") != NULL)
		p = "";
	if (rf->loggedknown) {
		exp[0] = '\0';
		for (k = 0; k < rf->nlogged; k++)
			snprintf(exp + strlen(exp), sizeof exp - strlen(exp),
			    "%s%s", k ? " " : "", rf->logged[k]);
		copy(list, sizeof list, p);
		/* compare word by word */
		{
			char a[YUT_REF_TEXT], *s, *t, *sa, *sb;
			int same = 1;

			copy(a, sizeof a, exp);
			s = strtok_r(a, " ", &sa);
			t = strtok_r(list, " ", &sb);
			while (s != NULL || t != NULL) {
				if (s == NULL || t == NULL || strcmp(s, t) != 0) {
					same = 0;
					break;
				}
				s = strtok_r(NULL, " ", &sa);
				t = strtok_r(NULL, " ", &sb);
			}
			if (!same)
				report(rf, YUT_CAT_LOGIN, rf->lineno, rf->text,
				    "the logged-in IDs, in login order",
				    *exp ? exp :
				    "No player is logged in", p);
		}
		return;
	}
	/* a transcript that begins here: take the list as it stands */
	copy(list, sizeof list, p);
	{
		char *s, *sv;

		rf->nlogged = 0;
		for (s = strtok_r(list, " ", &sv); s != NULL &&
		    rf->nlogged < YUT_MAXPLAYERS; s = strtok_r(NULL, " ", &sv))
			snprintf(rf->logged[rf->nlogged++], YUT_ID_MAX + 1,
			    "%s", s);
		rf->loggedknown = 1;
	}
}

/* Read "Noah(dog) Liam(pig)" into the picture; -1 if s is not one. */
static int
parse_names(struct pic *p, const char *s)
{
	char buf[YUT_REF_TEXT], *tok, *sv, *o, *c;
	int n = 0, a;

	if (strlen(s) >= sizeof buf)
		return -1;
	strcpy(buf, s);
	for (tok = strtok_r(buf, " ", &sv); tok != NULL;
	    tok = strtok_r(NULL, " ", &sv)) {
		if ((o = strchr(tok, '(')) == NULL || (c = strchr(o, ')')) ==
		    NULL || c[1] != '\0' || n >= YUT_MAXPLAYERS)
			return -1;
		*o = *c = '\0';
		if (!yut_valid_id(tok) || (a = yut_animal_parse(o + 1)) < 0)
			return -1;
		strcpy(p->id[n], tok);
		p->animal[n++] = a;
	}
	if (n == 0)
		return -1;
	p->nnames = n;
	return 0;
}

/* Read "Player 3 turn", "Player 0 Noah turn", "Player 1 win". */
static int
parse_player(const struct yut_referee *rf, const char *s, int *player,
    char *id, int *win)
{
	const char *r = match(rf, s, "Player ");
	char w1[64], w2[64], w3[64], extra[2];
	int n;

	if (r == NULL || !isdigit((unsigned char)*r))
		return -1;
	n = sscanf(r, "%63s %63s %63s %1s", w1, w2, w3, extra);
	if (n < 2 || n > 3 || strlen(w1) > 1)
		return -1;
	*player = w1[0] - '0';
	id[0] = '\0';
	if (n == 3) {
		if (strlen(w2) > YUT_ID_MAX)
			return -1;
		strcpy(id, w2);
	}
	strcpy(w1, n == 3 ? w3 : w2);
	if (rf->opt.strict ? strcmp(w1, "turn") == 0 :
	    strcasecmp(w1, "turn") == 0)
		*win = 0;
	else if (rf->opt.strict ? strcmp(w1, "win") == 0 :
	    (strcasecmp(w1, "win") == 0 || strcasecmp(w1, "wins") == 0))
		*win = 1;
	else
		return -1;
	return 0;
}

/* Strict: a line must be exactly what SPEC 7 prints. */
static void
exact(struct yut_referee *rf, const char *want)
{
	if (rf->opt.strict && strcmp(rf->text, want) != 0)
		report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
		    "not SPEC 7's exact text",
		    want, rf->text);
}

/* A line that breaks the order of a screen. */
static void
out_of_place(struct yut_referee *rf, const char *expected)
{
	report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
	    "the screen is out of order",
	    expected, rf->text);
	rf->stage = S_IDLE;
}

/*
 * A win announced for player: after the last screen, as SPEC 7 has it, or
 * without --strict after the final board drawn first.
 */
static void
announce(struct yut_referee *rf, int player)
{
	struct diff d[MAXDIFF];
	int board = rf->stage == S_PIC && !rf->afterwin, nd = 0;

	if (!rf->ingame && rf->afterwin && rf->wonplayer == player &&
	    !rf->opt.strict) {
		/* said again, in other words before: the same win */
		rf->stage = S_IDLE;
		return;
	}
	if (rf->stage != S_MOVE && rf->stage != S_IDLE &&
	    (rf->opt.strict || !board))
		out_of_place(rf, "the end of the screen");
	check_win(rf, player, rf->lineno);
	if (board && !rf->opt.strict && rf->known) {
		compare_pic(&rf->pic, &rf->st, YUT_CAT_WIN, -1, -1,
		    "on the final board", d, &nd);
		report_diffs(rf, d, nd);
	}
	rf->stage = S_IDLE;
}

/* A line of the screen: board, lists, turn lines.  Returns 1 if taken. */
static int
on_screen_line(struct yut_referee *rf, const char *s)
{
	struct pic *p = &rf->pic;
	struct turnshow *t = &rf->ts;
	const char *r;
	char buf[320];
	int w, b, v, win, player, row;
	char id[YUT_ID_MAX + 1];

	if (rf->stage == S_BOARD) {
		row = p->nrows;
		if (parse_row(s, row, p->count) < 0) {
			out_of_place(rf, row == 10 ? "the last board row, "
			    "ending in ^Start" : "a board row");
			return 1;
		}
		p->rowline[row] = rf->lineno;
		canonical_row(row, p->count, buf);
		exact(rf, buf);
		if (++p->nrows == 11)
			rf->stage = S_SEP1;
		return 1;
	}
	if (rf->stage != S_BOARD && (rf->stage == S_IDLE ||
	    rf->stage == S_MOVE || rf->stage == S_PIC) &&
	    parse_row(s, 0, p->count) == 0) {
		if (rf->stage == S_PIC && !rf->afterwin)
			report(rf, YUT_CAT_SCREEN, p->line, NULL,
			    "a board with no turn lines after it",
			    "Player N turn", "another board");
		rf->afterwin = rf->stage == S_PIC ? 0 : rf->afterwin;
		memset(p, 0, sizeof *p);
		parse_row(s, 0, p->count);
		p->line = p->rowline[0] = rf->lineno;
		p->nrows = 1;
		canonical_row(0, p->count, buf);
		exact(rf, buf);
		rf->stage = S_BOARD;
		rf->seen = 1;
		return 1;
	}
	v = s[0] == '-' && s[strspn(s, "-")] == '\0' && strlen(s) >= 5;
	if (!rf->opt.strict && v)
		v = 1;
	if (v) {
		exact(rf, SEP41);
		switch (rf->stage) {
		case S_SEP1:
			rf->stage = S_LISTS;
			return 1;
		case S_NAMESEP:
			rf->stage = S_LISTS;
			return 1;
		case S_HOME:
		case S_ARR:
			if (rf->stage == S_HOME) {
				out_of_place(rf, "Arrived :");
				return 1;
			}
			rf->stage = S_PIC;
			if (rf->afterwin && rf->known) {
				struct diff d[MAXDIFF];
				int nd = 0;

				compare_pic(p, &rf->st, YUT_CAT_WIN, -1, -1,
				    "after the win", d,
				    &nd);
				report_diffs(rf, d, nd);
			}
			return 1;
		default:
			out_of_place(rf, "a board");
			return 1;
		}
	}
	if (rf->stage == S_LISTS && !p->names && parse_names(p, s) == 0) {
		p->names = 1;
		p->namesline = rf->lineno;
		copy(p->namestext, sizeof p->namestext, s);
		rf->stage = S_NAMESEP;
		return 1;
	}
	if ((r = match(rf, s, "Not started :")) != NULL && *r == '\0') {
		if (rf->stage != S_LISTS)
			out_of_place(rf, "a separator before Not started");
		else
			rf->stage = S_HOME;
		p->homeline = p->arrline = rf->lineno;
		exact(rf, "Not started :");
		return 1;
	}
	if ((r = match(rf, s, "Arrived :")) != NULL && *r == '\0') {
		if (rf->stage != S_HOME)
			out_of_place(rf, "Not started : before Arrived :");
		else
			rf->stage = S_ARR;
		p->arrline = rf->lineno;
		exact(rf, "Arrived :");
		return 1;
	}
	if ((rf->stage == S_HOME || rf->stage == S_ARR) &&
	    parse_marks(s, &w, &b) == 0) {
		if (rf->stage == S_HOME) {
			p->home += w;
			p->homeline = rf->lineno;
			if (b)
				report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
				    "an arrived mark among the pieces not "
				    "started", "",
				    rf->text);
			canonical_marks(w, "\u25a1", buf, sizeof buf);
		} else {
			p->arrived += b;
			p->arrline = rf->lineno;
			if (w)
				report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
				    "a not-started mark among the arrived "
				    "pieces", "",
				    rf->text);
			canonical_marks(b, "\u25a0", buf, sizeof buf);
		}
		exact(rf, buf);
		return 1;
	}
	if (parse_player(rf, s, &player, id, &win) == 0) {
		rf->seen = 1;
		if (win) {
			snprintf(buf, sizeof buf, "Player %d win", player);
			exact(rf, buf);
			announce(rf, player);
			return 1;
		}
		if (rf->stage != S_PIC) {
			out_of_place(rf, "a board and its lists before the "
			    "turn line");
			return 1;
		}
		memset(t, 0, sizeof *t);
		t->line = rf->lineno;
		t->player = player;
		strcpy(t->id, id);
		if (rf->opt.strict) {
			if (p->names && p->nnames > player)
				snprintf(buf, sizeof buf, "Player %d %s turn",
				    player, p->id[player]);
			else
				snprintf(buf, sizeof buf, "Player %d turn",
				    player);
			exact(rf, buf);
		}
		rf->stage = S_TURN;
		return 1;
	}
	if ((r = match(rf, s, "Piece :")) != NULL) {
		char tmp[YUT_REF_TEXT], *tok, *sv;

		if (rf->stage != S_TURN) {
			out_of_place(rf, "Piece : after the turn line");
			return 1;
		}
		copy(tmp, sizeof tmp, r);
		t->pieceline = rf->lineno;
		t->npiece = 0;
		for (tok = strtok_r(tmp, " \t,[]", &sv); tok != NULL;
		    tok = strtok_r(NULL, " \t,[]", &sv)) {
			v = answer_number(tok, 0, YUT_ARRIVED);
			if (v < 0 || t->npiece >= MAXPIECE) {
				report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
				    "Piece : holds positions 0-29", "", tok);
				break;
			}
			t->piece[t->npiece++] = v;
		}
		if (rf->opt.strict) {
			snprintf(buf, sizeof buf, "Piece :");
			for (v = 0; v < t->npiece; v++)
				snprintf(buf + strlen(buf), sizeof buf -
				    strlen(buf), " %d", t->piece[v]);
			exact(rf, buf);
		}
		rf->stage = S_PIECE;
		return 1;
	}
	if ((r = match(rf, s, "Yut :")) != NULL) {
		char tmp[YUT_REF_TEXT], *tok, *sv;
		int last = -1, sorted = 1;

		if (rf->stage != S_PIECE) {
			out_of_place(rf, "Yut : after Piece :");
			return 1;
		}
		copy(tmp, sizeof tmp, r);
		t->yutline = rf->lineno;
		for (tok = strtok_r(tmp, " \t,[]", &sv); tok != NULL;
		    tok = strtok_r(NULL, " \t,[]", &sv)) {
			v = answer_result(rf, tok);
			if (v < 0) {
				report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
				    "Yut : holds results (back-do, do, gae, "
				    "geol, yut, mo)",
				    "", tok);
				continue;
			}
			if (v < last)
				sorted = 0;
			last = v;
			if (t->hand[v] < YUT_MAXHAND)
				t->hand[v]++;
		}
		if (!sorted) {
			hand_text(t->hand, tmp, sizeof tmp);
			snprintf(buf, sizeof buf, "Yut : %s", tmp);
			report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
			    "the hand is not in the canonical order (back-do, "
			    "do, gae, geol, yut, mo)", buf, rf->text);
		} else if (rf->opt.strict) {
			hand_text(t->hand, tmp, sizeof tmp);
			snprintf(buf, sizeof buf, "Yut : %s", tmp);
			exact(rf, buf);
		}
		rf->stage = S_MOVE;
		check_screen(rf);
		return 1;
	}
	return 0;
}

/* One line of output (not a question). */
static void
on_line(struct yut_referee *rf, const char *s)
{
	const char *r;
	size_t i;
	int k, reask;

	if (*s == '\0') {
		/* reported when a line follows: script(1) ends with one */
		if (rf->opt.strict && rf->seen && rf->blankline == 0)
			rf->blankline = rf->lineno;
		return;
	}
	if (strncmp(s, "Script started on ", 18) == 0 ||
	    strncmp(s, "Script done on ", 15) == 0) {
		/* script(1)'s own lines, not the program's */
		rf->blankline = 0;
		return;
	}
	flush_blank(rf);
	if (rf->helpskip)
		return;
	/* a line the referee knows ends a question asked again */
	reask = rf->reask;
	rf->reask = YUT_REF_NONE;
	if (rf->lastprompt == YUT_REF_MENU && reask == YUT_REF_MENU &&
	    whole(rf, s, "Type an integer from 1 to 2!")) {
		/* the course skeleton's menuSelect(): its game starts */
		rf->fallthrough = 1;
		rf->reask = reask;
	}
	if (on_screen_line(rf, s))
		return;
	for (i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
		if (whole(rf, s, fixed[i])) {
			rf->seen = 1;
			if (i < 6 && rf->stage != S_IDLE && rf->stage != S_MOVE &&
			    !(rf->stage == S_PIC && rf->afterwin))
				out_of_place(rf, "the rest of the screen");
			else if (i >= 6 && rf->stage != S_MOVE &&
			    rf->opt.strict)
				out_of_place(rf, "a turn screen before the "
				    "question");
			if (i < 6 && rf->stage == S_PIC) {
				rf->stage = S_IDLE;
				rf->afterwin = 0;
			}
			exact(rf, fixed[i]);
			return;
		}
	if (s[0] == '*' && s[strspn(s, "* Menu")] == '\0') {
		rf->seen = 1;
		if (rf->opt.strict && strcmp(s, STARS) != 0 &&
		    strcmp(s, MENU) != 0)
			report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
			    "not SPEC 7's exact text",
			    strchr(s, 'M') ? MENU : STARS, s);
		if (rf->stage == S_PIC) {
			final_board(rf);
			if (!rf->afterwin)
				report(rf, YUT_CAT_SCREEN, rf->pic.line, NULL,
				    "a board with no turn lines after it",
				    "Player N turn",
				    "the menu");
			rf->afterwin = 0;
		} else if (rf->stage != S_IDLE && rf->stage != S_MOVE)
			out_of_place(rf, "the rest of the screen");
		rf->stage = S_IDLE;
		left_game(rf, rf->lineno);
		return;
	}
	if ((r = match(rf, s, "Logged-in ID List :")) != NULL) {
		rf->seen = 1;
		rf->game = 2;
		on_logged(rf, r);
		return;
	}
	if (whole(rf, s, "Login Succeed!") || whole(rf, s, "Login Failed!")) {
		rf->seen = 1;
		on_login(rf, whole(rf, s, "Login Succeed!"));
		return;
	}
	if (whole(rf, s, "More than 1 player is needed to start the game")) {
		rf->seen = 1;
		if (rf->loggedknown && rf->nlogged >= 2)
			report(rf, YUT_CAT_LOGIN, rf->lineno, rf->text,
			    "two or more players "
			    "are logged in: the game starts",
			    "There is a saved game... or Select animal type",
			    rf->text);
		return;
	}
	if ((r = match(rf, s, "Select animal type of ")) != NULL) {
		rf->seen = 1;
		rf->resumeunseen = 0;
		if (rf->animalwrong > 0 && rf->lastprompt == YUT_REF_ANIMAL &&
		    strcmp(r, rf->selected) != 0) {
			char w[YUT_REF_TEXT];

			/* the next player is asked: the wrong answer was taken */
			snprintf(w, sizeof w, "the program took the wrong answer "
			    "'%s' (the animals are 0 to 3)", rf->animalans);
			report(rf, YUT_CAT_ANSWERS, rf->animalwrong, NULL, w,
			    prompts[YUT_REF_ANIMAL], rf->text);
			if (rf->nanimals < YUT_MAXPLAYERS)
				rf->animals[rf->nanimals++] = -1;
		}
		rf->animalwrong = 0;
		copy(rf->selected, sizeof rf->selected, r);
		k = rf->nanimals;
		if (k == 0 && rf->lastprompt == YUT_REF_MENU &&
		    rf->loggedknown) {
			const char *ids[YUT_MAXPLAYERS];
			struct saved *sv;
			int j;

			for (j = 0; j < rf->nlogged; j++)
				ids[j] = rf->logged[j];
			sv = saved_of(rf, ids, rf->nlogged);
			if (sv != NULL && !sv->finished && !sv->fromfile)
				report(rf, YUT_CAT_RESUME, rf->lineno, rf->text,
				    "these players saved a game: it is offered "
				    "first",
				    prompts[YUT_REF_RESUME], rf->text);
		}
		if (rf->loggedknown && k < rf->nlogged &&
		    strcmp(r, rf->logged[k]) != 0) {
			char e[64];

			snprintf(e, sizeof e, "Select animal type of %s",
			    rf->logged[k]);
			report(rf, YUT_CAT_LOGIN, rf->lineno, rf->text,
			    "animals are chosen in login order", e, rf->text);
		}
		if (!rf->loggedknown && rf->nlogged < YUT_MAXPLAYERS)
			snprintf(rf->logged[rf->nlogged++], YUT_ID_MAX + 1,
			    "%s", r);
		return;
	}
	if (whole(rf, s, "Game saved successfully!")) {
		rf->seen = 1;
		if (rf->lastprompt != YUT_REF_CONTINUE)
			report(rf, YUT_CAT_SAVE, rf->lineno, rf->text,
			    "a save with no Continue / Save question", prompts[
			    YUT_REF_CONTINUE], rf->text);
		note_save(rf);
		return;
	}
	/*
	 * a win said in the program's own words, when the rules have one:
	 * a line that says "win", or any line once the move answered won
	 */
	if (rf->ingame && rf->pending && rf->known && (rf->stage == S_MOVE ||
	    rf->stage == S_IDLE || (rf->stage == S_PIC && !rf->afterwin)) &&
	    ((win_words(s, &k) && (k >= 0 || winning_move(rf) >= 0)) ||
	    (!rf->opt.strict && won_surely(rf)))) {
		if (k < 0)
			k = winning_move(rf);
		if (rf->opt.strict) {
			char e[64];

			snprintf(e, sizeof e, "Player %d win", k);
			report(rf, YUT_CAT_WIN, rf->lineno, rf->text, "the win "
			    "is announced in words of its own", e, rf->text);
		}
		announce(rf, k);
		return;
	}
	/* a line the referee does not know */
	rf->reask = reask;
	if (own_words(rf, s))
		return;
	if (rf->opt.strict && rf->seen && rf->unknownline == 0) {
		rf->unknownline = rf->lineno;
		copy(rf->unknowntext, sizeof rf->unknowntext, s);
	}
	if (rf->stage != S_IDLE && rf->stage != S_MOVE && rf->stage != S_PIC &&
	    rf->opt.strict)
		out_of_place(rf, "the rest of the screen");
}

/* A cleaned line: cut glued questions apart, then take each piece. */
static void
process(struct yut_referee *rf, const char *s)
{
	const char *rest, *g;
	char ans[YUT_LINE_MAX + 1];
	int kind, k;
	size_t n;

	for (;;) {
		if ((kind = which_prompt(rf, s, &rest)) < 0) {
			on_line(rf, s);
			return;
		}
		rf->helpskip = 0;
		if (!rf->opt.strict || *rest == ' ')
			while (*rest == ' ' || *rest == '\t')
				rest++;
		if (*rest != '\0' && is_output(rf, rest)) {
			on_prompt(rf, kind, NULL);
			if (stopped(rf))
				return;
			s = rest;
			continue;
		}
		n = strlen(rest);
		while (n > 0 && (rest[n - 1] == ' ' || rest[n - 1] == '\t'))
			n--;
		if (*rest != '\0' && !rf->opt.strict &&
		    ((g = glued(rf, rest)) != NULL || ((rest[n - 1] == ':' ||
		    rest[n - 1] == '?') && strpbrk(rest, " \t") != NULL))) {
			/*
			 * no answer shown, then words of the program's own
			 * asking again (a pipe), maybe run into its output
			 */
			on_prompt(rf, kind, NULL);
			if (stopped(rf))
				return;
			/* one question, one answer (an animal counts once) */
			if ((k = reasked(rf, rest, NULL)) != kind)
				on_prompt(rf, k, NULL);
			if (stopped(rf) || g == NULL)
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

/*
 * Clean a raw line into dst: escape sequences (CSI, OSC, two-byte) and
 * CRs go, a backspace takes the character before it; trailing blanks go
 * unless strict.
 */
static void
clean(const struct yut_referee *rf, const char *src, size_t len, char *dst)
{
	size_t i = 0, n = 0;
	unsigned char c;

	while (i < len) {
		c = (unsigned char)src[i];
		if (c == 033 && i + 1 < len && src[i + 1] == '[') {
			for (i += 2; i < len && !((unsigned char)src[i] >= '@' &&
			    (unsigned char)src[i] <= '~'); i++)
				;
			i++;
		} else if (c == 033 && i + 1 < len && src[i + 1] == ']') {
			for (i += 2; i < len && src[i] != '\a' &&
			    !(src[i] == 033 && i + 1 < len &&
			    src[i + 1] == '\\'); i++)
				;
			i += i < len && src[i] == 033 ? 2 : 1;
		} else if (c == 033) {
			i += 2;
		} else if (c == '\r') {
			i++;
		} else if (c == '\b') {
			if (n > 0)
				n--;
			i++;
		} else
			dst[n++] = src[i++];
	}
	if (!rf->opt.strict)
		while (n > 0 && (dst[n - 1] == ' ' || dst[n - 1] == '\t'))
			n--;
	dst[n] = '\0';
}

/* The raw line is complete: take it. */
static void
finish_line(struct yut_referee *rf)
{
	const char *rest;

	rf->lineno++;
	rf->stats.lines = rf->lineno;
	clean(rf, rf->raw, rf->len, rf->text);
	rf->len = 0;
	copy(rf->ring[rf->lineno % RING], YUT_REF_TEXT, rf->text);
	rf->bare = which_prompt(rf, rf->text, &rest);
	if (rf->bare < 0 || rest[strspn(rest, " \t")] != '\0')
		rf->bare = YUT_REF_NONE;
	if (rf->toolong) {
		rf->toolong = 0;
		if (!stopped(rf))
			report(rf, YUT_CAT_SCREEN, rf->lineno, rf->text,
			    "a line longer than 4096 bytes", "", "(cut)");
	}
	if (!stopped(rf))
		process(rf, rf->text);
}

/* ------------------------------------------------------------- the API */

/* Read the -u, --saves-before and -f files of rf->opt; -1 and err if not. */
static int
read_files(struct yut_referee *rf, char *err, size_t errlen)
{
	const char *p;
	struct stat sb;

	if ((p = rf->opt.users) != NULL) {
		if (yut_readlines(p, user_line, rf, err, errlen) != 0) {
			snprintf(err, errlen, "%s: cannot read the users file",
			    p);
			return -1;
		}
		if (rf->nusers > 0)
			qsort(rf->users, (size_t)rf->nusers, sizeof *rf->users,
			    cmp_id);
	}
	if ((p = rf->opt.saves_before) != NULL) {
		/* the file the session began with: it must be there */
		if (stat(p, &sb) != 0) {
			snprintf(err, errlen, "%s: %s", p, strerror(errno));
			return -1;
		}
		if (!S_ISREG(sb.st_mode)) {
			snprintf(err, errlen, "%s: not a regular file", p);
			return -1;
		}
		if (yut_save_list(p, before_game, rf, err, errlen) != 0)
			return -1;
	}
	if (rf->opt.saves != NULL && yut_save_list(rf->opt.saves, file_game,
	    rf, err, errlen) != 0)
		return -1;
	return 0;
}

struct yut_referee *
yut_referee_new(const struct yut_referee_opt *opt, char *err, size_t errlen)
{
	struct yut_referee *rf = yut_calloc(1, sizeof *rf);

	grid_init();
	if (opt != NULL)
		rf->opt = *opt;
	rf->err = yut_calloc(YUT_REF_MAXERRORS, sizeof *rf->err);
	rf->views = yut_calloc(MAXVIEWS, sizeof *rf->views);
	rf->scratch = yut_malloc(YUT_LINE_MAX + 1);
	rf->anspos = rf->ansres = rf->resume = rf->resumeof = -1;
	if (read_files(rf, err, errlen) != 0) {
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
	free(rf->err);
	free(rf->views);
	free(rf->scratch);
	free(rf->users);
	free(rf->saved);
	if (rf->checked != NULL)
		yut_wipe(rf->checked, (size_t)rf->capchecked *
		    sizeof *rf->checked);
	free(rf->checked);
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
			rf->nul = 1;
		room = YUT_LINE_MAX - rf->len;
		if (k > room) {
			rf->toolong = 1;
			memcpy(rf->raw + rf->len, p, room);
			rf->len += room;
		} else {
			memcpy(rf->raw + rf->len, p, k);
			rf->len += k;
		}
		if (nl == NULL)
			break;
		/* NUL bytes inside are cut out of the text */
		if (rf->nul) {
			size_t i, j;

			for (i = j = 0; i < rf->len; i++)
				if (rf->raw[i] != '\0')
					rf->raw[j++] = rf->raw[i];
			rf->len = j;
		}
		finish_line(rf);
		p = nl + 1;
	}
	return rf->nerrors;
}

long
yut_referee_line(struct yut_referee *rf, const char *line, size_t n)
{
	yut_referee_feed(rf, line, n);
	return yut_referee_feed(rf, "\n", 1);
}

/* The end of -f: each set's last save must be its line; a finished, none. */
static void
check_saves_file(struct yut_referee *rf)
{
	struct yut_referee *fresh = yut_calloc(1, sizeof *fresh);
	const char *ids[YUT_MAXPLAYERS];
	char err[256], e[YUT_LINE_MAX + 1], s[YUT_LINE_MAX + 1];
	struct saved *sv, *fv;
	int i, k;

	if (yut_save_list(rf->opt.saves, file_game, fresh, err,
	    sizeof err) != 0) {
		report(rf, YUT_CAT_SAVE, rf->lineno, NULL,
		    "the saves file cannot be read",
		    "", err);
		free(fresh->saved);
		free(fresh);
		return;
	}
	for (i = 0; i < rf->nsaved; i++) {
		sv = &rf->saved[i];
		if (sv->fromfile || sv->before)
			continue;
		for (k = 0; k < sv->st.nplayers; k++)
			ids[k] = sv->st.p[k].id;
		fv = saved_of(fresh, ids, sv->st.nplayers);
		yut_saveline_format(&sv->st, e, sizeof e);
		if (sv->finished) {
			if (fv != NULL) {
				yut_saveline_format(&fv->st, s, sizeof s);
				report(rf, YUT_CAT_SAVE, sv->line, NULL,
				    "a finished game's line stays in the saves "
				    "file",
				    "(no line for these IDs)", s);
			}
			continue;
		}
		if (fv == NULL) {
			report(rf, YUT_CAT_SAVE, sv->line, NULL,
			    "the saved game is not in the saves file",
			    e, "(no line)");
			continue;
		}
		yut_saveline_format(&fv->st, s, sizeof s);
		if (strcmp(e, s) != 0)
			report(rf, YUT_CAT_SAVE, sv->line, NULL,
			    "the saves file holds another line for this game",
			    e, s);
	}
	free(fresh->saved);
	free(fresh);
}

long
yut_referee_end(struct yut_referee *rf)
{
	if (rf->len > 0 || rf->toolong)
		finish_line(rf);
	if (rf->nul) {
		rf->stats.unreadable = 1;
		return rf->nerrors;
	}
	if (!stopped(rf) && rf->stage != S_IDLE && rf->stage != S_MOVE &&
	    !(rf->stage == S_PIC && rf->afterwin))
		report(rf, YUT_CAT_SCREEN, rf->lineno, NULL,
		    "the transcript ends inside a screen",
		    "the rest of the screen", "(end)");
	if (!stopped(rf) && rf->unknownline > 0) {
		report(rf, YUT_CAT_SCREEN, rf->unknownline, rf->unknowntext,
		    "a line SPEC 7 does not print", "", rf->unknowntext);
		rf->unknownline = 0;
	}
	if (!stopped(rf) && rf->opt.saves != NULL)
		check_saves_file(rf);
	if (!rf->seen)
		rf->stats.unreadable = 1;
	return rf->nerrors;
}

int
yut_referee_nerrors(const struct yut_referee *rf)
{
	return rf->nerr;
}

const struct yut_referee_error *
yut_referee_error(const struct yut_referee *rf, int i)
{
	return i >= 0 && i < rf->nerr ? &rf->err[i] : NULL;
}

void
yut_referee_stats(const struct yut_referee *rf, struct yut_referee_stats *st)
{
	*st = rf->stats;
	st->unreadable = rf->stats.unreadable || rf->nul;
}

int
yut_referee_prompt(const struct yut_referee *rf)
{
	char *s = rf->scratch;
	const char *p, *rest;
	int kind = YUT_REF_NONE, k;

	clean(rf, rf->raw, rf->len, s);
	for (p = s; (k = which_prompt(rf, p, &rest)) >= 0;) {
		rest += strspn(rest, " \t");
		if (*rest == '\0') {
			kind = k;
			break;
		}
		if (!is_output(rf, rest))
			break;
		p = rest;
	}
	return kind;
}

void
yut_referee_saved(struct yut_referee *rf, const struct yut_state *st)
{
	const char *ids[YUT_MAXPLAYERS];
	struct saved *sv;
	int k;

	for (k = 0; k < st->nplayers; k++)
		ids[k] = st->p[k].id;
	if ((sv = saved_of(rf, ids, st->nplayers)) != NULL && !sv->fromfile)
		sv->st = *st;
}

int
yut_referee_bare_prompt(const struct yut_referee *rf)
{
	return rf->len == 0 ? rf->bare : YUT_REF_NONE;
}

int
yut_referee_reask(const struct yut_referee *rf)
{
	char *s;
	int kind = YUT_REF_NONE;

	if (rf->opt.strict || rf->reask == YUT_REF_NONE || rf->reaskpipe)
		return YUT_REF_NONE;
	if (rf->len == 0)
		return rf->reaskseen ? rf->reask : YUT_REF_NONE;
	s = rf->scratch;
	clean(rf, rf->raw, rf->len, s);
	if (s[strspn(s, " \t")] != '\0')
		kind = reasked(rf, s, NULL);
	return kind;
}

int
yut_referee_fallthrough(const struct yut_referee *rf)
{
	return rf->fallthrough;
}

int
yut_referee_state(const struct yut_referee *rf, struct yut_state *st)
{
	if (!rf->ingame || !rf->known)
		return -1;
	*st = rf->st;
	return 0;
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

	if (rf->ingame && rf->known && rf->stage == S_MOVE) {
		turn_text(&rf->st, t, sizeof t);
		snprintf(buf, size, "%s: %s", t, what[rf->stage]);
	} else
		copy(buf, size, what[rf->stage]);
}

/*
 * Print head (our own words) and s with its control bytes quoted (\ooo):
 * a transcript's SO, BEL or CSI must not drive the reader's terminal.
 */
static void
print_quoted(FILE *fp, const char *head, const char *s)
{
	fputs(head, fp);
	yut_fputs_quoted(s, fp);
	fputc('\n', fp);
}

void
yut_referee_print(FILE *fp, const char *name,
    const struct yut_referee_error *e)
{
	yut_fputs_quoted(name, fp);
	fprintf(fp, ":%ld: %s[%s] ", e->line, e->note ? "note: " : "",
	    yut_ref_category_name(e->category));
	print_quoted(fp, "", e->what);
	if (e->text[0] != '\0')
		print_quoted(fp, "  line:     ", e->text);
	if (e->expected[0] != '\0')
		print_quoted(fp, "  expected: ", e->expected);
	if (e->shown[0] != '\0')
		print_quoted(fp, "  shown:    ", e->shown);
}

void
yut_referee_print_all(FILE *fp, const char *name,
    const struct yut_referee *rf, int all)
{
	int i, first = 1;

	for (i = 0; i < rf->nerr; i++) {
		if (!rf->err[i].note) {
			if (!all && !first)
				continue;
			first = 0;
		}
		yut_referee_print(fp, name, &rf->err[i]);
	}
}

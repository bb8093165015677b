/*
 * ref_read.c - the referee's line reader: transcript bytes made clean
 * lines, and the lines read as SPEC 7 prints them.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "game.h"
#include "grade.h"
#include "referee.h"

/* Questions, as SPEC 7 prints them: texts.c's, which yut-play prints. */
static const char *const *const prompts = yut_prompts;

/* The squares of each board row, left to right. */
int yut_ref_rowsq[11][11], yut_ref_nrowsq[11];
static int sqcol[YUT_NSQUARES];
static pthread_once_t grid_once = PTHREAD_ONCE_INIT;

const char *
yut_ref_prompt(int kind)
{
	return prompts[kind];
}

/* Copy src into dst of size bytes, cut short if need be. */
void
yut_ref_copy(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);

	if (n >= size)
		n = size - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
}

/* Append src to the string in dst of size bytes, cut short if need be. */
void
yut_ref_append(char *dst, size_t size, const char *src)
{
	size_t n = strlen(dst);

	if (n + 1 < size)
		yut_ref_copy(dst + n, size - n, src);
}

/*
 * Room for need elements of size bytes in *p of *cap (no fixed cap).
 * Returns 0, or -1 (errno ENOMEM) when there is none: *p and *cap stay.
 */
int
yut_ref_grow_to(void *p, int *cap, int need, size_t size)
{
	void **pp = p, *q;
	int n = *cap > 0 ? *cap : 16;

	if (need <= *cap)
		return 0;
	while (n < need) {
		if (n > INT_MAX / 2) {
			errno = ENOMEM;
			return -1;
		}
		n *= 2;
	}
	if ((q = realloc(*pp, (size_t)n * size)) == NULL)
		return -1;
	*pp = q;
	*cap = n;
	return 0;
}

/* Whether checking goes on: every inconsistency with -k, else the first. */
int
yut_ref_stopped(const struct yut_referee *rf)
{
	return !rf->opt.keep_going && rf->rp.nerrors > 0;
}

/* Whether inconsistencies of category cat count (else they are notes). */
static int
counted(const struct yut_referee *rf, int cat)
{
	return rf->opt.categories == 0 || (rf->opt.categories & (1u << cat));
}

/* Record an inconsistency of category cat at line ln. */
void
yut_ref_report(struct ref_reports *rp, const struct yut_referee *rf, int cat,
    long ln, const char *text,
    const char *what, const char *expected, const char *shown)
{
	struct yut_referee_error *e;
	int note = !counted(rf, cat);

	if (yut_ref_stopped(rf))
		return;
	rp->nreports++;
	if (note)
		rp->notes++;
	else
		rp->nerrors++;
	if (rp->nerr >= YUT_REF_MAXERRORS)
		return;
	e = &rp->err[rp->nerr++];
	e->line = ln;
	e->category = cat;
	e->note = note;
	if (text == NULL && ln > 0 && ln > rf->rd.lineno - RING &&
	    ln <= rf->rd.lineno)
		text = rf->rd.ring[ln % RING];
	yut_ref_copy(e->text, sizeof e->text, text ? text : "");
	yut_ref_copy(e->what, sizeof e->what, what);
	yut_ref_copy(e->expected, sizeof e->expected, expected ? expected :
	    "");
	yut_ref_copy(e->shown, sizeof e->shown, shown ? shown : "");
}

/* Room for the reports: 0, or -1 when there is no memory.  And back. */
int
yut_ref_reports_init(struct ref_reports *rp)
{
	rp->err = calloc(YUT_REF_MAXERRORS, sizeof *rp->err);
	return rp->err != NULL ? 0 : -1;
}

void
yut_ref_reports_free(struct ref_reports *rp)
{
	free(rp->err);
}

/* Report i, a note, is of category cat after all (ref_blame.c's end). */
void
yut_ref_recategorize(struct ref_reports *rp, int i, int cat)
{
	rp->err[i].category = cat;
}

/*
 * c in lower case, as tolower(3) in the C locale the referee runs in
 * (it sets no other), without a call for each byte of each line.
 */
static inline int
fold(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/*
 * If s starts with pat, what follows it; else NULL.  Strict: the bytes.
 * Otherwise letters match in any case, a blank in pat matches any run of
 * blanks in s, or none, and so does no blank beside a punctuation mark
 * ("3:cow" matches "3: cow"); a question's last ':' matches a '?'.
 */
const char *
yut_ref_match(const struct yut_referee *rf, const char *s, const char *pat)
{
	size_t n;

	if (rf->opt.strict) {
		n = strlen(pat);
		return strncmp(s, pat, n) == 0 ? s + n : NULL;
	}
	for (s += strspn(s, " \t"); *pat != '\0'; pat++) {
		if (*pat != ' ' && fold((unsigned char)*s) !=
		    fold((unsigned char)*pat) && (*s != '?' ||
		    strcmp(pat, ": ") != 0))
			return NULL;
		s += *pat != ' ';
		if (*pat == ' ' || (pat[1] != '\0' &&
		    (ispunct((unsigned char)*pat) ||
		    ispunct((unsigned char)pat[1]))))
			s += strspn(s, " \t");
	}
	return s;
}

/* Whether s is pat entirely (trailing blanks allowed unless strict). */
int
yut_ref_whole(const struct yut_referee *rf, const char *s, const char *pat)
{
	const char *r = yut_ref_match(rf, s, pat);

	if (r == NULL)
		return 0;
	if (!rf->opt.strict)
		while (*r == ' ' || *r == '\t')
			r++;
	return *r == '\0';
}

const char *
yut_ref_past_mark(const char *s)
{
	const char *p = s + strspn(s, " \t");
	size_t n = strspn(p, YUT_REF_MARKS);

	return n > 0 && n <= YUT_REF_MAXMARKS ? p + n + strspn(p + n, " \t") :
	    s;
}

/* s past a word a program may ask with before a question ("Enter ID : "). */
static const char *
past_ask(const struct yut_referee *rf, const char *s)
{
	const char *r;

	if ((r = yut_ref_match(rf, s, "Please enter ")) != NULL ||
	    (r = yut_ref_match(rf, s, "Enter ")) != NULL ||
	    (r = yut_ref_match(rf, s, "Input ")) != NULL)
		return r;
	return yut_ref_match(rf, s, "Type ");
}

/*
 * The question s starts with, the answer after it in *rest; or -1.  Not
 * strict, marks before it (">> ", yut_ref_past_mark's) and a word asking
 * (past_ask's) are passed over.
 */
int
yut_ref_which_prompt(const struct yut_referee *rf, const char *s,
    const char **rest)
{
	const char *p = yut_ref_past_mark(s), *a;
	int k;

	for (k = 1; k < YUT_REF_NPROMPTS; k++)
		if ((*rest = yut_ref_match(rf, s, prompts[k])) != NULL)
			return k;
	if (rf->opt.strict)
		return -1;
	/* "There is a saved game." may stand on the line before */
	if ((*rest = yut_ref_match(rf, s,
	    strstr(prompts[YUT_REF_RESUME], "Start"))) != NULL)
		return YUT_REF_RESUME;
	if ((a = past_ask(rf, p)) != NULL)
		return yut_ref_which_prompt(rf, a, rest);
	return p == s ? -1 : yut_ref_which_prompt(rf, p, rest);
}

static void
fill_grid(void)
{
	int pos, r, c, k;

	for (c = 0; c < 11; c++)
		for (pos = 1; pos < YUT_NSQUARES; pos++)
			if (yut_square_cell(pos, &r, &k) == 0 && k == c) {
				yut_ref_rowsq[r][yut_ref_nrowsq[r]++] = pos;
				sqcol[pos] = c;
			}
}

void
yut_ref_grid_init(void)
{
	yut_once(&grid_once, fill_grid);
}

/* Row row of SPEC 7's board for the counts cnt, into buf (64 bytes). */
void
yut_ref_canonical_row(int row, const int *cnt, char *buf)
{
	int col, pos, k = 0;
	size_t n = 0;

	for (col = 0; col < 11; col++) {
		pos = k < yut_ref_nrowsq[row] &&
		    sqcol[yut_ref_rowsq[row][k]] == col ?
		    yut_ref_rowsq[row][k++] : 0;
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
int
yut_ref_parse_row(const char *s, int row, int *cnt)
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
		    isdigit((unsigned char)p[2]) &&
		    is_close((unsigned char)p[3]))
			v = (p[1] - '0') * 10 + p[2] - '0';
		else
			continue;
		if (k >= yut_ref_nrowsq[row])
			return -1;
		cnt[yut_ref_rowsq[row][k++]] = v;
		p += v >= 10 ? 3 : 2;
	}
	if (k != yut_ref_nrowsq[row])
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
int
yut_ref_is_output(const struct yut_referee *rf, const char *s)
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

	if (yut_ref_which_prompt(rf, s, &r) >= 0 ||
	    yut_ref_parse_row(s, 0, cnt) == 0)
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
int
yut_ref_parse_marks(const char *s, int *white,
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
void
yut_ref_canonical_marks(int n, const char *mark, char *buf, size_t size)
{
	size_t len = 0;

	buf[0] = '\0';
	while (n-- > 0 && len + 8 < size)
		len += (size_t)snprintf(buf + len, size - len, " %s ", mark);
	while (len > 0 && buf[len - 1] == ' ')
		buf[--len] = '\0';
}

/* Read a number in [min, max] at the start of an answer; -1 if none. */
int
yut_ref_answer_number(const char *s, int min, int max)
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
int
yut_ref_answer_result(const struct yut_referee *rf, const char *s)
{
	char tok[16];
	size_t n, i;

	while (*s == ' ' || *s == '\t')
		s++;
	n = strcspn(s, " \t");
	if (n == 0 || n >= sizeof tok)
		return -1;
	for (i = 0; i < n; i++)
		tok[i] = rf->opt.strict ? s[i] :
		    (char)tolower((unsigned char)s[i]);
	tok[n] = '\0';
	return yut_result_parse(tok);
}

/* Hand names into buf, canonical order: "gae yut". */
void
yut_ref_hand_text(const int *hand, char *buf, size_t size)
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
void
yut_ref_piece_text(const struct yut_state *st, int k, char *buf, size_t size)
{
	size_t len = (size_t)snprintf(buf, size, "Piece :");
	int i;

	for (i = 0; i < st->npieces && len + 4 < size; i++)
		if (st->p[k].pos[i] != YUT_ARRIVED)
			len += (size_t)snprintf(buf + len, size - len, " %d",
			    st->p[k].pos[i]);
}

/* The turn line of st as SPEC 7 prints it. */
void
yut_ref_turn_text(const struct yut_state *st, char *buf, size_t size)
{
	if (st->rules == YUT_ADVANCED)
		snprintf(buf, size, "Player %d %s turn", st->turn,
		    st->p[st->turn].id);
	else
		snprintf(buf, size, "Player %d turn", st->turn);
}

/* A line of the program's own words announcing a win: "Player 0 wins!". */
int
yut_ref_win_words(const char *s, int *player)
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
			if (*p >= '0' && *p <= '3' &&
			    !isdigit((unsigned char)p[1]))
				*player = *p - '0';
			if (*p == '\0')
				break;
		}
	}
	return found;
}

/* Strict: a blank line followed by more output is reported. */
void
yut_ref_flush_blank(struct ref_reader *rd, struct ref_reports *rp,
    const struct yut_referee *rf)
{
	if (rd->blankline > 0) {
		yut_ref_report(rp, rf, YUT_CAT_SCREEN, rd->blankline,
		    "", "a blank line (SPEC 7 prints "
		    "none)", "", "");
		rd->blankline = 0;
	}
}

/* A line the referee knows was read: the transcript is one. */
void
yut_ref_saw(struct ref_reports *rp)
{
	rp->seen = 1;
}

/* The next line of the transcript, raw's len bytes: cleaned, kept. */
void
yut_ref_next_line(struct ref_reader *rd, const struct yut_referee *rf,
    const char *raw, size_t len)
{
	rd->lineno++;
	yut_ref_clean(rf, raw, len, rd->text);
	yut_ref_copy(rd->ring[rd->lineno % RING], YUT_REF_TEXT,
	    rd->text);
}

/* A blank line or script(1)'s own: returns 1 when s is one. */
int
yut_ref_blank(struct ref_reader *rd, const struct yut_referee *rf,
    const char *s)
{
	if (*s == '\0') {
		/* reported when a line follows: script(1) ends with one */
		if (rf->opt.strict && rf->rp.seen && rd->blankline == 0)
			rd->blankline = rd->lineno;
		return 1;
	}
	if (strncmp(s, "Script started on ", 18) == 0 ||
	    strncmp(s, "Script done on ", 15) == 0) {
		/* script(1)'s own lines, not the program's */
		rd->blankline = 0;
		return 1;
	}
	return 0;
}

/* Strict: s, a line SPEC 7 does not print, judged at the next question. */
void
yut_ref_note_unknown(struct ref_reader *rd, const struct yut_referee *rf,
    const char *s)
{
	if (rf->opt.strict && rf->rp.seen && rd->unknownline == 0) {
		rd->unknownline = rd->lineno;
		yut_ref_copy(rd->unknowntext, sizeof rd->unknowntext, s);
	}
}

/* The unknown line noted is judged: reported if report, then forgotten. */
void
yut_ref_flush_unknown(struct ref_reader *rd, struct ref_reports *rp,
    const struct yut_referee *rf, int report)
{
	if (rd->unknownline <= 0)
		return;
	if (report)
		yut_ref_report(rp, rf, YUT_CAT_SCREEN, rd->unknownline,
		    rd->unknowntext, "a line SPEC 7 does not print", "",
		    rd->unknowntext);
	rd->unknownline = 0;
}

/*
 * The output a question of the program's own words in s runs into (a
 * program fed from a pipe): what follows the first ':' or '?' that the
 * referee knows as output; NULL if none.
 */
const char *
yut_ref_glued(const struct yut_referee *rf, const char *s)
{
	const char *q, *rest;

	for (q = s; (q = strpbrk(q, ":?")) != NULL; q++) {
		rest = q + 1 + strspn(q + 1, " \t");
		if (*rest != '\0' && yut_ref_is_output(rf, rest))
			return rest;
	}
	return NULL;
}

/*
 * Not strict, the word w as SPEC 7's line has it: a possessive goes from
 * the word before the last ("0's turn", "Noah's turn"), a full stop or
 * '!' from the last ("Player 1 wins!").
 */
static void
plain_word(const struct yut_referee *rf, char *w, int last)
{
	size_t n = strlen(w);

	if (rf->opt.strict)
		return;
	if (last && n > 1 && (w[n - 1] == '.' || w[n - 1] == '!'))
		w[n - 1] = '\0';
	else if (!last && n > 2 && strcmp(w + n - 2, "'s") == 0)
		w[n - 2] = '\0';
}

/* Read "Player 3 turn", "Player 0 Noah turn", "Player 1 win". */
int
yut_ref_parse_player(const struct yut_referee *rf, const char *s, int *player,
    char *id, int *win)
{
	const char *r = yut_ref_match(rf, s, "Player ");
	char w1[64], w2[64], w3[64], extra[2];
	int n;

	if (r == NULL || !isdigit((unsigned char)*r))
		return -1;
	n = sscanf(r, "%63s %63s %63s %1s", w1, w2, w3, extra);
	if (n < 2 || n > 3)
		return -1;
	plain_word(rf, n == 3 ? w2 : w1, 0);
	plain_word(rf, n == 3 ? w3 : w2, 1);
	if (strlen(w1) > 1)
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
void
yut_ref_exact(struct ref_reports *rp, const struct yut_referee *rf,
    const char *want)
{
	if (rf->opt.strict && strcmp(rf->rd.text, want) != 0)
		yut_ref_report(rp, rf, YUT_CAT_SCREEN, rf->rd.lineno,
		    rf->rd.text,
		    "not SPEC 7's exact text",
		    want, rf->rd.text);
}

/*
 * Clean a raw line into dst: escape sequences (CSI, OSC, two-byte) and
 * CRs go, a backspace takes the character before it; trailing blanks go
 * unless strict.
 */
void
yut_ref_clean(const struct yut_referee *rf, const char *src, size_t len,
    char *dst)
{
	size_t i = 0, n = 0;
	unsigned char c;

	while (i < len) {
		c = (unsigned char)src[i];
		if (c == 033 && i + 1 < len && src[i + 1] == '[') {
			for (i += 2; i < len &&
			    !((unsigned char)src[i] >= '@' &&
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

/* How a line kind's text is matched. */
enum how {
	WHOLE,		/* the line is the text */
	PREFIX,		/* the line starts with it; the rest follows */
	FRAME		/* stars, with "Menu" maybe */
};

/*
 * The lines the reader knows outside a screen, in the order they are
 * tried: SPEC 7's menus, the words of a turn, logins, animals and saves.
 */
static const struct {
	int kind;
	enum how how;
	const char *text;
} lines[] = {
	{ LK_MENU, WHOLE, "1. Yunnori Basic" },
	{ LK_MENU, WHOLE, "2. Yunnori Extension" },
	{ LK_MENU, WHOLE, "1. game start" },
	{ LK_MENU, WHOLE, "2. end program" },
	{ LK_MENU, WHOLE, "2. login" },
	{ LK_MENU, WHOLE, "3. end program" },
	{ LK_TURN, WHOLE,
	    "Write down the position of the player to move and yut" },
	{ LK_TURN, WHOLE, "(back-do, do, gae, geol, yut, and mo)" },
	{ LK_STARS, FRAME, NULL },
	{ LK_LOGGED, PREFIX, "Logged-in ID List :" },
	{ LK_LOGIN_OK, WHOLE, "Login Succeed!" },
	{ LK_LOGIN_FAILED, WHOLE, "Login Failed!" },
	{ LK_MORE, WHOLE, "More than 1 player is needed to start the game" },
	{ LK_SELECT, PREFIX, "Select animal type of " },
	{ LK_SAVED, WHOLE, "Game saved successfully!" },
};

/*
 * The kind of line s (enum yut_ref_kind); *rest is what follows a PREFIX
 * kind's text, or a WHOLE kind's text as SPEC 7 prints it.
 */
int
yut_ref_line_kind(const struct yut_referee *rf, const char *s,
    const char **rest)
{
	size_t i;

	for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		*rest = lines[i].text;
		switch (lines[i].how) {
		case WHOLE:
			if (yut_ref_whole(rf, s, lines[i].text))
				return lines[i].kind;
			break;
		case PREFIX:
			if ((*rest = yut_ref_match(rf, s, lines[i].text)) !=
			    NULL)
				return lines[i].kind;
			break;
		case FRAME:
			if (s[0] == '*' && s[strspn(s, "* Menu")] == '\0')
				return lines[i].kind;
			break;
		}
	}
	*rest = NULL;
	return LK_UNKNOWN;
}

/*
 * ref_screen.c - the referee's screen assembler: the lines of a screen
 * (board rows, separators, the animals, the lists, the turn, Piece and
 * Yut lines) gathered into a picture, sc->pic and sc->ts, in the order
 * SPEC 7 prints them.  It knows no rules: when a screen is complete, or
 * a win is announced, it says so to the top (enum yut_ref_scr), which
 * asks the rules follower.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "grade.h"
#include "referee.h"

/*
 * Read "Noah(dog) Liam(pig)" into the picture, blanks by the brackets
 * ("Noah (dog)") passed over; -1 if s is not one.
 */
static int
parse_names(struct pic *p, const char *s)
{
	char buf[YUT_REF_TEXT], *tok, *sv, *o, *c;
	int n = 0, a;
	size_t i, len = 0, b;

	if (strlen(s) >= sizeof buf)
		return -1;
	for (i = 0; s[i] != '\0'; i++) {
		b = i + strspn(s + i, " ");
		if (s[i] == ' ' && (s[b] == '(' || s[b] == ')' ||
		    (len > 0 && buf[len - 1] == '(')))
			continue;
		buf[len++] = s[i];
	}
	buf[len] = '\0';
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

/* Between screens. */
void
yut_ref_screen_idle(struct ref_screen *sc)
{
	sc->stage = S_IDLE;
}

/* A game's end is over, its final board seen or not: between screens. */
void
yut_ref_screen_over(struct ref_screen *sc)
{
	sc->afterwin = 0;
	sc->stage = S_IDLE;
}

/* A game is won (won 1), or one begins (0): the final board may follow. */
void
yut_ref_screen_won(struct ref_screen *sc, int won)
{
	sc->afterwin = won;
}

/* A line that breaks the order of a screen. */
void
yut_ref_out_of_place(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *expected)
{
	yut_ref_report(rp, rf, YUT_CAT_SCREEN, rf->rd.lineno, rf->rd.text,
	    "the screen is out of order",
	    expected, rf->rd.text);
	sc->stage = S_IDLE;
}

/*
 * A separator SPEC 7 prints is not where this line is: the screen is
 * read on without it, and its absence reported once a session, as the
 * screen's (a decoration; a part of the screen it does not hide).
 */
static void
no_separator(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *where)
{
	char e[96];

	if (sc->nosep)
		return;
	sc->nosep = 1;
	snprintf(e, sizeof e, "%s (a line of 41 '-')", where);
	yut_ref_report(rp, rf, YUT_CAT_SCREEN, rf->rd.lineno, rf->rd.text,
	    "a separator line is missing", e, rf->rd.text);
}

/*
 * Line s (NULL: a question) comes after the lists with no separator
 * closing them: they are complete all the same.  Returns 1 if so.
 */
int
yut_ref_close_lists(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s)
{
	int w, b;

	if (sc->stage != S_ARR || (s != NULL &&
	    (yut_ref_parse_marks(s, &w, &b) == 0 ||
	    (s[0] == '-' && s[strspn(s, "-")] == '\0'))))
		return 0;
	no_separator(sc, rp, rf, "the separator under Arrived :");
	sc->stage = S_PIC;
	return 1;
}

/* Inside the board: its next row. */
static int
board_row(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player)
{
	struct pic *p = &sc->pic;
	char buf[320];
	int row = p->nrows;

	(void)player;
	if (sc->stage != S_BOARD)
		return SCR_NONE;
	if (yut_ref_parse_row(s, row, p->count) < 0) {
		yut_ref_out_of_place(sc, rp, rf,
		    row == 10 ? "the last board row, "
		    "ending in ^Start" : "a board row");
		return SCR_TAKEN;
	}
	p->rowline[row] = rf->rd.lineno;
	yut_ref_canonical_row(row, p->count, buf);
	yut_ref_exact(rp, rf, buf);
	if (++p->nrows == 11)
		sc->stage = S_SEP1;
	return SCR_TAKEN;
}

/* Between screens: the first row of a board begins a picture. */
static int
first_row(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player)
{
	struct pic *p = &sc->pic;
	char buf[320];

	(void)player;
	if (!(sc->stage == S_IDLE || sc->stage == S_MOVE ||
	    sc->stage == S_PIC) || yut_ref_parse_row(s, 0, p->count) != 0)
		return SCR_NONE;
	if (sc->stage == S_PIC && !sc->afterwin)
		yut_ref_report(rp, rf, YUT_CAT_SCREEN, p->line, NULL,
		    "a board with no turn lines after it",
		    "Player N turn", "another board");
	sc->afterwin = sc->stage == S_PIC ? 0 : sc->afterwin;
	memset(p, 0, sizeof *p);
	yut_ref_parse_row(s, 0, p->count);
	p->line = p->rowline[0] = rf->rd.lineno;
	p->nrows = 1;
	yut_ref_canonical_row(0, p->count, buf);
	yut_ref_exact(rp, rf, buf);
	sc->stage = S_BOARD;
	yut_ref_saw(rp);
	return SCR_TAKEN;
}

/* A separator: under the board, under the animals, under the lists. */
static int
separator(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player)
{
	(void)player;
	if (!(s[0] == '-' && s[strspn(s, "-")] == '\0' && strlen(s) >= 5))
		return SCR_NONE;
	yut_ref_exact(rp, rf, SEP41);
	switch (sc->stage) {
	case S_SEP1:
	case S_NAMESEP:
		sc->stage = S_LISTS;
		return SCR_TAKEN;
	case S_HOME:
		yut_ref_out_of_place(sc, rp, rf, "Arrived :");
		return SCR_TAKEN;
	case S_ARR:
		sc->stage = S_PIC;
		return SCR_LISTS;
	default:
		yut_ref_out_of_place(sc, rp, rf, "a board");
		return SCR_TAKEN;
	}
}

/* Strict: the line of p's names as SPEC 7 prints it. */
static void
exact_names(const struct pic *p, struct ref_reports *rp,
    const struct yut_referee *rf)
{
	char want[YUT_REF_TEXT] = "";
	int k;

	for (k = 0; k < p->nnames; k++)
		yut_name_entry(want + strlen(want), sizeof want - strlen(want),
		    k == 0, p->id[k], p->animal[k]);
	yut_ref_exact(rp, rf, want);
}

/* The players and their animals: "Noah(dog) Liam(pig)". */
static int
names(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player)
{
	struct pic *p = &sc->pic;

	(void)player;
	if ((sc->stage != S_LISTS && sc->stage != S_SEP1) ||
	    p->names || parse_names(p, s) != 0)
		return SCR_NONE;
	if (sc->stage == S_SEP1)
		no_separator(sc, rp, rf, "the separator under the board");
	exact_names(p, rp, rf);
	p->names = 1;
	p->namesline = rf->rd.lineno;
	yut_ref_copy(p->namestext, sizeof p->namestext, s);
	sc->stage = S_NAMESEP;
	return SCR_TAKEN;
}

/* "Not started :" */
static int
not_started(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player)
{
	const char *r = yut_ref_match(rf, s, "Not started :");

	(void)player;
	if (r == NULL || *r != '\0')
		return SCR_NONE;
	if (sc->stage == S_SEP1 || sc->stage == S_NAMESEP) {
		no_separator(sc, rp, rf, sc->stage == S_SEP1 ? "the separator "
		    "under the board" : "the separator under the animals");
		sc->stage = S_HOME;
	} else if (sc->stage != S_LISTS)
		yut_ref_out_of_place(sc, rp, rf,
		    "a separator before Not started");
	else
		sc->stage = S_HOME;
	sc->pic.homeline = sc->pic.arrline = rf->rd.lineno;
	yut_ref_exact(rp, rf, "Not started :");
	return SCR_TAKEN;
}

/* "Arrived :" */
static int
arrived(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player)
{
	const char *r = yut_ref_match(rf, s, "Arrived :");

	(void)player;
	if (r == NULL || *r != '\0')
		return SCR_NONE;
	if (sc->stage != S_HOME)
		yut_ref_out_of_place(sc, rp, rf,
		    "Not started : before Arrived :");
	else
		sc->stage = S_ARR;
	sc->pic.arrline = rf->rd.lineno;
	yut_ref_exact(rp, rf, "Arrived :");
	return SCR_TAKEN;
}

/* The marks under "Not started :" or "Arrived :". */
static int
marks(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player)
{
	struct pic *p = &sc->pic;
	char buf[320];
	int w, b, home = sc->stage == S_HOME;

	(void)player;
	if ((sc->stage != S_HOME && sc->stage != S_ARR) ||
	    yut_ref_parse_marks(s, &w, &b) != 0)
		return SCR_NONE;
	if (home) {
		p->home += w;
		p->homeline = rf->rd.lineno;
	} else {
		p->arrived += b;
		p->arrline = rf->rd.lineno;
	}
	if (home ? b : w)
		yut_ref_report(rp, rf, YUT_CAT_SCREEN, rf->rd.lineno,
		    rf->rd.text,
		    home ?
		    "an arrived mark among the pieces not started" :
		    "a not-started mark among the arrived pieces", "",
		    rf->rd.text);
	yut_ref_canonical_marks(home ? w : b, home ? "\u25a1" : "\u25a0",
	    buf, sizeof buf);
	yut_ref_exact(rp, rf, buf);
	return SCR_TAKEN;
}

/* "Player 3 turn", "Player 0 Noah turn", or a win: "Player 1 win". */
static int
player_line(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player)
{
	struct pic *p = &sc->pic;
	struct turnshow *t = &sc->ts;
	char buf[320], id[YUT_ID_MAX + 1];
	int win;

	if (yut_ref_parse_player(rf, s, player, id, &win) != 0)
		return SCR_NONE;
	yut_ref_saw(rp);
	if (win) {
		snprintf(buf, sizeof buf, "Player %d win", *player);
		yut_ref_exact(rp, rf, buf);
		return SCR_WIN;
	}
	if (sc->stage != S_PIC) {
		yut_ref_out_of_place(sc, rp, rf,
		    "a board and its lists before the "
		    "turn line");
		return SCR_TAKEN;
	}
	memset(t, 0, sizeof *t);
	t->line = rf->rd.lineno;
	t->player = *player;
	strcpy(t->id, id);
	if (rf->opt.strict) {
		if (p->names && p->nnames > *player)
			snprintf(buf, sizeof buf, "Player %d %s turn",
			    *player, p->id[*player]);
		else
			snprintf(buf, sizeof buf, "Player %d turn", *player);
		yut_ref_exact(rp, rf, buf);
	}
	sc->stage = S_TURN;
	return SCR_TAKEN;
}

/* "Piece : 0 0 3", the positions of the player to move. */
static int
piece_line(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player)
{
	struct turnshow *t = &sc->ts;
	char tmp[YUT_REF_TEXT], buf[320], *tok, *sv;
	const char *r = yut_ref_match(rf, s, "Piece :");
	int v;

	(void)player;
	if (r == NULL)
		return SCR_NONE;
	if (sc->stage != S_TURN) {
		yut_ref_out_of_place(sc, rp, rf, "Piece : after the turn line");
		return SCR_TAKEN;
	}
	yut_ref_copy(tmp, sizeof tmp, r);
	t->pieceline = rf->rd.lineno;
	t->npiece = 0;
	for (tok = strtok_r(tmp, " \t,[]", &sv); tok != NULL;
	    tok = strtok_r(NULL, " \t,[]", &sv)) {
		v = yut_ref_answer_number(tok, 0, YUT_ARRIVED);
		if (v < 0 || t->npiece >= MAXPIECE) {
			yut_ref_report(rp, rf, YUT_CAT_SCREEN,
			    rf->rd.lineno,
			    rf->rd.text,
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
		yut_ref_exact(rp, rf, buf);
	}
	sc->stage = S_PIECE;
	return SCR_TAKEN;
}

/* Read the results of "Yut :" into t->hand; whether they were in order. */
static int
read_hand(struct ref_reports *rp, const struct yut_referee *rf, const char *r,
    struct turnshow *t)
{
	char tmp[YUT_REF_TEXT], *tok, *sv;
	int v, last = -1, sorted = 1;

	yut_ref_copy(tmp, sizeof tmp, r);
	for (tok = strtok_r(tmp, " \t,[]", &sv); tok != NULL;
	    tok = strtok_r(NULL, " \t,[]", &sv)) {
		v = yut_ref_answer_result(rf, tok);
		if (v < 0) {
			yut_ref_report(rp, rf, YUT_CAT_SCREEN,
			    rf->rd.lineno,
			    rf->rd.text,
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
	return sorted;
}

/* "Yut : gae yut", the hand: the turn screen is complete. */
static int
yut_line(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player)
{
	struct turnshow *t = &sc->ts;
	char tmp[YUT_REF_TEXT], buf[320];
	const char *r = yut_ref_match(rf, s, "Yut :");
	int sorted;

	(void)player;
	if (r == NULL)
		return SCR_NONE;
	if (sc->stage != S_PIECE) {
		yut_ref_out_of_place(sc, rp, rf, "Yut : after Piece :");
		return SCR_TAKEN;
	}
	t->yutline = rf->rd.lineno;
	sorted = read_hand(rp, rf, r, t);
	yut_ref_hand_text(t->hand, tmp, sizeof tmp);
	snprintf(buf, sizeof buf, "Yut : %s", tmp);
	if (!sorted)
		yut_ref_report(rp, rf, YUT_CAT_SCREEN, rf->rd.lineno,
		    rf->rd.text,
		    "the hand is not in the canonical order (back-do, "
		    "do, gae, geol, yut, mo)", buf, rf->rd.text);
	else
		yut_ref_exact(rp, rf, buf);
	sc->stage = S_MOVE;
	return SCR_TURN;
}

/*
 * The kinds of screen lines, in the order they are tried: each takes
 * its line (returning what it told, enum yut_ref_scr) or SCR_NONE.
 * Inside the board every line is a row.
 */
static int (*const kinds[])(struct ref_screen *, struct ref_reports *,
    const struct yut_referee *, const char *, int *) = {
	board_row, first_row, separator, names, not_started, arrived,
	marks, player_line, piece_line, yut_line,
};

int
yut_ref_screen_line(struct ref_screen *sc, struct ref_reports *rp,
    const struct yut_referee *rf, const char *s, int *player)
{
	size_t i;
	int r;

	for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if ((r = kinds[i](sc, rp, rf, s, player)) != SCR_NONE)
			return r;
	return SCR_NONE;
}

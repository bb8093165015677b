/*
 * ref_compare.c - the referee's pictures against the states of the rules:
 * the differences between a screen and a state, each with its category,
 * and the state a screen shows when the rules cannot say (infer).
 */
#include <string.h>

#include "game.h"
#include "grade.h"
#include "referee.h"

/* Pieces of st on each square, and at home and arrived. */
void
yut_ref_counts(const struct yut_state *st, int *cnt, int *home, int *arrived)
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
int
yut_ref_on_board(const struct yut_state *st, int k)
{
	int i;

	for (i = 0; i < st->npieces; i++)
		if (st->p[k].pos[i] != 0 && st->p[k].pos[i] != YUT_ARRIVED)
			return 1;
	return 0;
}

/* Note a difference into d (when d is not NULL); returns 1. */
static int
differ(struct diff *d, int *nd, int cat, long line, const char *what,
    const char *exp, const char *shown)
{
	if (d != NULL && *nd < MAXDIFF) {
		d[*nd].line = line;
		d[*nd].cat = cat;
		yut_ref_copy(d[*nd].what, sizeof d[*nd].what, what);
		yut_ref_copy(d[*nd].exp, sizeof d[*nd].exp, exp);
		yut_ref_copy(d[*nd].shown, sizeof d[*nd].shown, shown);
	}
	(*nd)++;
	return 1;
}

/*
 * Whether a wrong count on square pos is a stack's: a stack drawn with
 * another count while the lists agree (no piece went home or arrived
 * wrongly; in a resumed game, the board showing fewer pieces than it
 * holds, not pieces elsewhere), or a stack on a square the last move did
 * not touch (not in a resumed game, where no move led).
 */
static int
stack_drawn(const struct pic *p, const int *cnt, int home, int arr, int pos,
    int cat, int from, int dest)
{
	int q, fewer = 0;

	for (q = 1; q < YUT_NSQUARES; q++)
		fewer += cnt[q] - p->count[q];
	if (cnt[pos] > 1 && p->count[pos] > (cat == YUT_CAT_RESUME &&
	    fewer <= 0) && home == p->home && arr == p->arrived)
		return 1;
	if ((cnt[pos] <= 1 && p->count[pos] <= 1) || cat == YUT_CAT_RESUME)
		return 0;
	return (cat == YUT_CAT_MOVES && cnt[pos] > 1) ||
	    (pos != from && pos != dest);
}

/* Count a difference only (d is NULL: the words are not wanted). */
static int
counted(int *nd)
{
	(*nd)++;
	return 1;
}

/* The squares of p against the counts cnt of st, as compare_pic. */
static int
squares_differ(const struct pic *p, const int *cnt, int home, int arr,
    int cat, int from, int dest, const char *why, struct diff *d, int *nd)
{
	int pos, row, col, k, n = 0;
	char w[YUT_REF_TEXT], e[64], s[64];

	for (row = 0; row < 11; row++)
		for (k = 0; k < yut_ref_nrowsq[row]; k++) {
			pos = yut_ref_rowsq[row][k];
			if (cnt[pos] == p->count[pos])
				continue;
			if (d == NULL) {
				n += counted(nd);
				continue;
			}
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
	return n;
}

/* The lists of p against home and arr pieces, as compare_pic. */
static int
lists_differ(const struct pic *p, int home, int arr, int cat,
    const char *why, struct diff *d, int *nd)
{
	char w[YUT_REF_TEXT], e[64], s[64];
	int n = 0;

	if (d == NULL)
		return (home != p->home ? counted(nd) : 0) +
		    (arr != p->arrived ? counted(nd) : 0);
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
	return n;
}

/* The animals line of p against the players of st, as compare_pic. */
static int
names_differ(const struct pic *p, const struct yut_state *st, int cat,
    struct diff *d, int *nd)
{
	char w[YUT_REF_TEXT];
	int k;

	if (st->rules != YUT_ADVANCED || !p->names)
		return 0;
	for (k = 0; k < st->nplayers && k < p->nnames; k++)
		if (strcmp(st->p[k].id, p->id[k]) != 0 ||
		    st->p[k].animal != p->animal[k])
			break;
	if (k == st->nplayers && p->nnames == st->nplayers)
		return 0;
	if (d == NULL)
		return counted(nd);
	for (w[0] = '\0', k = 0; k < st->nplayers; k++)
		snprintf(w + strlen(w), sizeof w - strlen(w),
		    "%s%s(%s)", k ? " " : "", st->p[k].id,
		    yut_animal_name(st->p[k].animal));
	return differ(d, nd, cat == YUT_CAT_RESUME ? cat :
	    YUT_CAT_LOGIN, p->namesline, "the players and "
	    "their animals, in player order", w,
	    p->namestext);
}

/*
 * Compare the board and lists of p with st, reached by a rule of category
 * cat moving pieces from square from to dest (-1: none); the differences
 * found.  Another square where a stack stands or is drawn is a stack's.
 */
int
yut_ref_compare_pic(const struct pic *p, const struct yut_state *st, int cat,
    int from, int dest, const char *why, struct diff *d, int *nd)
{
	int cnt[YUT_NSQUARES], home, arr, n;

	yut_ref_counts(st, cnt, &home, &arr);
	n = squares_differ(p, cnt, home, arr, cat, from, dest, why, d, nd);
	n += lists_differ(p, home, arr, cat, why, d, nd);
	return n + names_differ(p, st, cat, d, nd);
}

/*
 * The turn line against view v: a won game, another player to move, or
 * another ID.  Returns 1 when the rest of the screen is not worth
 * comparing.
 */
static int
turn_differs(const struct turnshow *t, const struct view *v, struct diff *d,
    int *nd)
{
	const struct yut_state *st = &v->show;
	char e[YUT_REF_TEXT], s[YUT_REF_TEXT], w[YUT_REF_TEXT];
	int none = t->player < 0 || t->player >= st->nplayers;

	if (d == NULL && (v->won || st->turn != t->player))
		return counted(nd);
	if (v->won) {
		snprintf(e, sizeof e, "Player %d win", yut_winner(st));
		snprintf(s, sizeof s, "Player %d turn", t->player);
		differ(d, nd, YUT_CAT_WIN, t->line, "the game is won: no "
		    "turn follows",
		    e, s);
		return 1;
	}
	if (st->turn != t->player) {
		yut_ref_turn_text(st, e, sizeof e);
		snprintf(s, sizeof s, "Player %d turn", t->player);
		/* a player the game does not have is the screen's, not a rule's */
		if (none)
			snprintf(w, sizeof w, "the turn line names player %d, "
			    "whom a game of %d players does not have",
			    t->player, st->nplayers);
		else
			snprintf(w, sizeof w, "wrong player to move (%s)",
			    v->why);
		differ(d, nd, none ? YUT_CAT_SCREEN : v->cat, t->line, w, e, s);
		return 1;
	}
	if (t->id[0] != '\0' && st->rules == YUT_ADVANCED &&
	    strcmp(t->id, st->p[st->turn].id) != 0) {
		yut_ref_turn_text(st, e, sizeof e);
		snprintf(s, sizeof s, "Player %d %s turn", t->player, t->id);
		differ(d, nd, YUT_CAT_SCREEN, t->line, "the turn line names "
		    "another player",
		    e, s);
	}
	return 0;
}

/* The Piece line against view v. */
static void
pieces_differ(const struct turnshow *t, const struct view *v,
    struct diff *d, int *nd)
{
	const struct yut_state *st = &v->show;
	char e[YUT_REF_TEXT], s[YUT_REF_TEXT], w[YUT_REF_TEXT];
	int i, n;

	for (n = 0, i = 0; i < st->npieces; i++)
		if (st->p[st->turn].pos[i] != YUT_ARRIVED) {
			if (n >= t->npiece ||
			    t->piece[n] != st->p[st->turn].pos[i])
				break;
			n++;
		}
	if (i == st->npieces && n == t->npiece)
		return;
	if (d == NULL) {
		counted(nd);
		return;
	}
	yut_ref_piece_text(st, st->turn, e, sizeof e);
	snprintf(s, sizeof s, "Piece :");
	for (i = 0; i < t->npiece; i++)
		snprintf(s + strlen(s), sizeof s - strlen(s), " %d",
		    t->piece[i]);
	snprintf(w, sizeof w, "the pieces of player %d%s%s", st->turn,
	    *v->why ? " " : "", v->why);
	differ(d, nd, v->cat, t->pieceline, w, e, s);
}

/* The Yut line against view v: its throws, or its hand. */
static void
hand_differs(const struct turnshow *t, const struct view *v,
    struct diff *d, int *nd)
{
	const struct yut_state *st = &v->show;
	char e[YUT_REF_TEXT], s[YUT_REF_TEXT], w[YUT_REF_TEXT];

	if (!v->throwbad && memcmp(st->hand, t->hand, sizeof t->hand) == 0)
		return;
	if (d == NULL) {
		counted(nd);
		return;
	}
	yut_ref_hand_text(t->hand, s, sizeof s);
	memmove(s + 6, s, strlen(s) + 1 < sizeof s - 6 ? strlen(s) + 1 :
	    sizeof s - 7);
	memcpy(s, "Yut : ", 6);
	s[sizeof s - 1] = '\0';
	if (v->throwbad) {
		yut_ref_copy(w, sizeof w, v->throwwhy);
		yut_ref_append(w, sizeof w, " (");
		yut_ref_append(w, sizeof w, v->why);
		yut_ref_append(w, sizeof w, ")");
		/*
		 * a dog's geol not thrown again is the dog's; other throws
		 * are owed by a catch, or by the turn
		 */
		differ(d, nd, !v->throwfix && v->throwcat != YUT_CAT_DOG &&
		    (v->cat == YUT_CAT_CATCH || v->cat == YUT_CAT_PIG ||
		    v->cat == YUT_CAT_SHEEP) ? v->cat : v->throwcat,
		    t->yutline, w, v->throwexp, s);
	} else if (memcmp(st->hand, t->hand, sizeof t->hand) != 0) {
		yut_ref_hand_text(st->hand, e + 6, sizeof e - 6);
		memcpy(e, "Yut : ", 6);
		snprintf(w, sizeof w, "the hand%s%s", *v->why ? " " : "",
		    v->why);
		differ(d, nd, v->cat, t->yutline, w, e, s);
	}
}

/* Compare a whole turn screen with view v; the number of differences. */
int
yut_ref_compare(const struct yut_referee *rf, const struct view *v,
    struct diff *d)
{
	int nd = 0;

	if (turn_differs(&rf->sc.ts, v, d, &nd))
		return nd;
	yut_ref_compare_pic(&rf->sc.pic, &v->show, v->cat, v->from, v->dest,
	    v->why, d, &nd);
	pieces_differ(&rf->sc.ts, v, d, &nd);
	hand_differs(&rf->sc.ts, v, d, &nd);
	return nd;
}

/* Report the differences d[0..nd-1], earliest line first. */
void
yut_ref_report_diffs(struct ref_reports *rp, const struct yut_referee *rf,
    struct diff *d, int nd)
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
		yut_ref_report(rp, rf, d[i].cat, d[i].line, NULL,
		    d[i].what,
		    d[i].exp, d[i].shown);
}

/*
 * The one player but mover whose piece of hint stood on a square p shows
 * with fewer of the others' pieces than hint has there (it went
 * elsewhere, where the rules did not send it, stayed behind its stack,
 * or the mover of s stands there instead), or -1.
 */
static int
vanished(const struct yut_state *hint, const struct pic *p, int mover,
    const struct yut_state *s)
{
	int cnt[YUT_NSQUARES], home, arr, k, i, q, who = -1;

	yut_ref_counts(hint, cnt, &home, &arr);
	for (k = 0; k < hint->nplayers; k++) {
		if (k == mover)
			continue;
		for (i = 0; i < hint->npieces; i++) {
			q = hint->p[k].pos[i];
			if (q > 0 && q != YUT_ARRIVED && p->count[q] -
			    yut_has_piece(s, mover, q) * (p->count[q] > 0) <
			    cnt[q] - yut_has_piece(hint, mover, q))
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
 * A state for a screen the rules have not followed: the players, pieces,
 * IDs and animals the session (told) and the picture tell.  Returns 0, or
 * -1.
 */
static int
infer_game(const struct yut_referee *rf, const struct ref_told *told,
    struct yut_state *s)
{
	const struct pic *p = &rf->sc.pic;
	int k, pos, np, nplayers, all;

	np = told->pieces ? told->pieces : rf->sc.ts.npiece;
	if (np < 1 || np > YUT_MAXPIECES)
		return -1;
	nplayers = rf->opt.players ? rf->opt.players : p->names ?
	    p->nnames : told->players;
	if (nplayers == 0) {
		for (all = p->home + p->arrived, pos = 1;
		    pos < YUT_NSQUARES; pos++)
			all += p->count[pos];
		nplayers = all / np;
	}
	if (nplayers < YUT_MINPLAYERS || nplayers > YUT_MAXPLAYERS)
		return -1;
	yut_state_basic(s, nplayers, np);
	if (p->names) {
		s->rules = YUT_ADVANCED;
		for (k = 0; k < nplayers && k < p->nnames; k++) {
			strcpy(s->p[k].id, p->id[k]);
			s->p[k].animal = p->animal[k];
		}
	}
	return 0;
}

/* What is left to place: on each square, not started, arrived. */
struct left {
	int sq[YUT_NSQUARES];
	int home, arr;
	int fill[YUT_MAXPLAYERS];	/* each player's pieces placed */
};

/* The mover's pieces from the Piece line; 0, or -1. */
static int
place_mover(const struct turnshow *t, struct yut_state *s, struct left *l)
{
	int i, pos;

	for (i = 0; i < s->npieces; i++) {
		pos = i < t->npiece ? t->piece[i] : YUT_ARRIVED;
		if (pos < 0 || (pos >= YUT_NSQUARES && pos != YUT_ARRIVED))
			return -1;
		s->p[t->player].pos[i] = pos;
		if (pos == 0)
			l->home--;
		else if (pos == YUT_ARRIVED)
			l->arr--;
		else if (--l->sq[pos] < 0)
			return -1;
	}
	return 0;
}

/* The others' pieces on the board, each square to its owner; 0, or -1. */
static int
place_board(const struct yut_referee *rf, const struct yut_state *hint,
    struct yut_state *s, struct left *l)
{
	int k, pos, owner, mover = rf->sc.ts.player;

	for (pos = 1; pos < YUT_NSQUARES; pos++) {
		if (l->sq[pos] == 0)
			continue;
		owner = -1;
		for (k = 0; k < s->nplayers && hint != NULL; k++)
			if (k != mover && yut_has_piece(hint, k, pos))
				owner = k;
		if (owner < 0 && hint != NULL)
			owner = vanished(hint, &rf->sc.pic, mover, s);
		/* a new square of the player who moved last */
		if (owner < 0 && hint != NULL && hint->turn != mover)
			owner = hint->turn;
		if (owner < 0 && s->nplayers == 2)
			owner = 1 - mover;
		if (owner < 0 || yut_has_piece(s, mover, pos))
			return -1;
		while (l->sq[pos]-- > 0) {
			if (l->fill[owner] >= s->npieces)
				return -1;
			s->p[owner].pos[l->fill[owner]++] = pos;
		}
	}
	return 0;
}

/* The others' pieces not on the board: arrived as hint has them, or home. */
static int
place_rest(int mover, const struct yut_state *hint, struct yut_state *s,
    struct left *l)
{
	int k, i, want;

	for (k = 0; k < s->nplayers; k++) {
		if (k == mover)
			continue;
		for (want = 0, i = 0; hint != NULL && i < s->npieces; i++)
			want += hint->p[k].pos[i] == YUT_ARRIVED;
		while (l->fill[k] < s->npieces) {
			if (want > 0 && l->arr > 0) {
				s->p[k].pos[l->fill[k]++] = YUT_ARRIVED;
				want--;
				l->arr--;
			} else if (l->home > 0) {
				s->p[k].pos[l->fill[k]++] = 0;
				l->home--;
			} else if (l->arr > 0) {
				s->p[k].pos[l->fill[k]++] = YUT_ARRIVED;
				l->arr--;
			} else
				return -1;
		}
	}
	return 0;
}

/*
 * Build the state a screen shows when the rules cannot say (a transcript
 * that starts mid-game, or after an inconsistency): the mover's pieces
 * from the Piece line, the others' from the board, their owners taken from
 * hint (may be NULL) or, with two players, the other one.  Returns 0, or
 * -1 when the screen does not determine a state.
 */
int
yut_ref_infer(const struct yut_referee *rf, const struct ref_told *told,
    const struct yut_state *hint, struct yut_state *out)
{
	const struct turnshow *t = &rf->sc.ts;
	struct yut_state s;
	struct left l;
	char err[256];

	memset(&s, 0, sizeof s);
	if (hint != NULL)
		s = *hint;
	else if (infer_game(rf, told, &s) != 0)
		return -1;
	if (t->player < 0 || t->player >= s.nplayers || t->npiece > s.npieces)
		return -1;
	s.turn = t->player;
	s.throws = 0;
	memcpy(s.hand, t->hand, sizeof s.hand);
	memset(&l, 0, sizeof l);
	memcpy(l.sq, rf->sc.pic.count, sizeof l.sq);
	l.home = rf->sc.pic.home;
	l.arr = rf->sc.pic.arrived;
	if (place_mover(t, &s, &l) != 0 || place_board(rf, hint, &s, &l) != 0 ||
	    place_rest(t->player, hint, &s, &l) != 0 || l.home != 0 ||
	    l.arr != 0)
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

/*
 * The state a screen shows, after a difference: inferred with hint, or
 * without; else hint with the screen's turn, hand and mover's pieces (the
 * others' as hint has them), so that whose turn it is, what it holds and
 * which pieces it moves are the screen's.  Returns 0, or -1 when hint is
 * NULL or the turn lines name no player of it.
 */
int
yut_ref_infer_any(const struct yut_referee *rf, const struct ref_told *told,
    const struct yut_state *hint, struct yut_state *out)
{
	const struct turnshow *t = &rf->sc.ts;
	int i;

	if ((hint != NULL && yut_ref_infer(rf, told, hint, out) == 0) ||
	    yut_ref_infer(rf, told, NULL, out) == 0)
		return 0;
	if (hint == NULL || t->player < 0 || t->player >= hint->nplayers ||
	    t->npiece > hint->npieces)
		return -1;
	*out = *hint;
	out->turn = t->player;
	out->throws = 0;
	memcpy(out->hand, t->hand, sizeof out->hand);
	for (i = 0; i < out->npieces; i++)
		out->p[t->player].pos[i] = i < t->npiece &&
		    t->piece[i] >= 0 && t->piece[i] < YUT_NSQUARES ?
		    t->piece[i] : YUT_ARRIVED;
	yut_state_sort(out);
	return 0;
}

/* Whether st holds valid positions and players (the hand aside). */
int
yut_ref_valid(const struct yut_state *st)
{
	struct yut_state s = *st;
	char err[256];

	memset(s.hand, 0, sizeof s.hand);
	s.throws = yut_over(&s) ? 0 : 1;
	return yut_state_check(&s, err, sizeof err) == 0;
}

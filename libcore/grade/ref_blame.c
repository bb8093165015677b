/*
 * ref_blame.c - which rule a difference breaks: the category named is
 * the rule whose outcome differs, the basic rules before an animal's
 * power, a stack's before the move it rode on.
 */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "grade.h"
#include "referee.h"

/* The rule that decides where the move of pos and res goes from st. */
int
yut_ref_move_cat(const struct yut_state *st, int pos, int res,
    const struct yut_event *ev)
{
	int k = st->turn, i, own = 0;

	if (ev->caught > 0)
		return ev->pig_ended ? YUT_CAT_PIG :
		    st->rules == YUT_ADVANCED &&
		    st->p[k].animal == YUT_SHEEP ? YUT_CAT_SHEEP :
		    YUT_CAT_CATCH;
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
 * The turn after s's move when no throw is owed, as the rules settle it:
 * an empty hand passes the turn, a hand nobody can use is discarded.
 */
static void
settle(struct yut_state *s, struct yut_event *ev)
{
	struct yut_mv mv[YUT_MAXMOVES];
	int r;

	if (yut_over(s) || s->throws > 0)
		return;
	if (yut_hand_size(s) > 0 && yut_legal_moves(s, mv) > 0)
		return;
	for (r = 0; r < YUT_NRESULTS; r++)
		ev->ndiscarded += ev->discarded[r] = s->hand[r];
	yut_pass_turn(s);
	ev->passed = 1;
}

/*
 * Base b (a move of a stack) with only k of its pieces moved, the others
 * left behind on the square they stood on: the stack rule broken.
 */
static void
split(const struct yut_state *from, const struct base *b, int k,
    struct base *out)
{
	int *pos = out->st.p[b->mover].pos, i, left = b->ev.moved - k;
	char w[64];

	*out = *b;
	if (b->ev.won) {
		/* not won after all: the hand left plays on */
		memcpy(out->st.hand, from->hand, sizeof out->st.hand);
		out->st.hand[b->res]--;
		out->st.throws = 0;
		out->ev.won = 0;
	}
	for (i = 0; i < out->st.npieces && left > 0; i++)
		if (pos[i] == b->dest) {
			pos[i] = b->from;
			left--;
		}
	yut_state_sort(&out->st);
	if (b->ev.won)
		settle(&out->st, &out->ev);
	out->cat = YUT_CAT_STACK;
	snprintf(w, sizeof w, " (%d of the %d pieces stacked moved)", k,
	    b->ev.moved);
	yut_ref_append(out->why, sizeof out->why, w);
}

/* A catch made by s's mover: a pig's ends the turn, others earn throws. */
static void
caught(struct yut_state *s, struct yut_event *ev)
{
	int r, animal = s->rules == YUT_ADVANCED ?
	    s->p[ev->caught_player].animal : -1;

	if (animal == YUT_PIG) {
		ev->pig_ended = 1;
		for (r = 0; r < YUT_NRESULTS; r++)
			ev->ndiscarded += ev->discarded[r] = s->hand[r];
		yut_pass_turn(s);
		ev->passed = 1;
		return;
	}
	ev->earned = s->rules == YUT_ADVANCED &&
	    s->p[s->turn].animal == YUT_SHEEP ? 2 : 1;
	s->throws += ev->earned;
}

/*
 * Base b, a move from state from, with its pieces put on square q
 * instead, catching there as the rules do: where the move goes broken, of
 * the rule of the way it went (back-do, the cow's path, or the moves),
 * not of a stack it carried or a catch it would have made.
 */
static int
elsewhere(const struct yut_state *from, const struct base *b, int q,
    struct base *out)
{
	struct yut_state s = *from;
	int *pos = s.p[b->mover].pos, i, k, n = 0;
	char w[64];

	if (s.turn != b->mover || s.hand[b->res] <= 0)
		return 0;
	*out = *b;
	s.hand[b->res]--;
	for (i = 0; i < s.npieces; i++)
		if (pos[i] == b->from && (b->from != 0 || n == 0)) {
			pos[i] = q;
			n++;
		}
	memset(&out->ev, 0, sizeof out->ev);
	out->ev.caught_player = -1;
	out->ev.moved = n;
	out->ev.dest = q;
	for (k = 0; k < s.nplayers && q != YUT_ARRIVED; k++)
		for (i = 0; i < s.npieces && k != b->mover; i++)
			if (s.p[k].pos[i] == q) {
				s.p[k].pos[i] = 0;
				out->ev.caught++;
				out->ev.caught_player = k;
			}
	yut_state_sort(&s);
	if (yut_over(&s)) {
		memset(s.hand, 0, sizeof s.hand);
		s.throws = 0;
		out->ev.won = 1;
	} else if (out->ev.caught > 0)
		caught(&s, &out->ev);
	settle(&s, &out->ev);
	out->st = s;
	out->dest = q;
	out->cat = b->res == YUT_BACKDO ? YUT_CAT_BACKDO :
	    b->cat == YUT_CAT_COW ? YUT_CAT_COW : YUT_CAT_MOVES;
	snprintf(w, sizeof w, " (the program moved to %d)", q);
	yut_ref_append(out->why, sizeof out->why, w);
	return 1;
}

#define MAXBROKEN	48

/*
 * The bases b[0..nb-1] with one rule broken, each of that rule's
 * category, into out (MAXBROKEN at most): a stack that left pieces
 * behind, a move that went to another square the picture p shows
 * pieces on.  Returns how many.
 */
static int
broken(const struct yut_referee *rf, const struct base *b, int nb,
    struct base *out)
{
	const struct pic *p = &rf->sc.pic;
	int cnt[YUT_NSQUARES], home, arr, i, k, q, n = 0;

	for (i = 0; i < nb; i++) {
		if (!b[i].moved)
			continue;
		for (k = 1; k < b[i].ev.moved && b[i].from > 0 &&
		    n < MAXBROKEN; k++)
			split(&rf->gm.cur.next, &b[i], k, &out[n++]);
		yut_ref_counts(&b[i].st, cnt, &home, &arr);
		for (q = 1; q < YUT_NSQUARES && n < MAXBROKEN; q++)
			if (q != b[i].dest && p->count[q] > 0)
				n += elsewhere(&rf->gm.cur.next, &b[i], q,
				    &out[n]);
		if (b[i].dest != YUT_ARRIVED && n < MAXBROKEN &&
		    p->arrived - arr == b[i].ev.moved)
			n += elsewhere(&rf->gm.cur.next, &b[i],
			    YUT_ARRIVED, &out[n]);
	}
	return n;
}

/*
 * "Player N win" where no move the rules allow wins: a base of b[0..nb-1]
 * whose move, its pieces arrived instead of landing, wins for player,
 * when the session already showed that move's rule broken alone (a move
 * that went too far breaks its own rule again, not the win's).  The
 * base's index plus 1, with the move so broken in *out; else 0.
 */
int
yut_ref_blame_win(const struct yut_referee *rf, const struct base *b,
    int nb, int player, struct base *out)
{
	int i;

	for (i = 0; i < nb; i++)
		if (b[i].moved && b[i].mover == player &&
		    b[i].dest != YUT_ARRIVED &&
		    elsewhere(&rf->gm.cur.next, &b[i], YUT_ARRIVED, out) &&
		    (rf->gm.sure & 1u << out->cat) &&
		    yut_over(&out->st) && yut_winner(&out->st) == player)
			return i + 1;
	return 0;
}

/*
 * The picture differs from base b[best] by d[0..nd-1] (a board before
 * Continue / Save): report them under the rule one broken base gives the
 * picture with, if any; its state, or b[best]'s, into *st.
 */
void
yut_ref_blame_pic(struct ref_reports *rp, const struct yut_referee *rf,
    const struct base *b, int nb, int best, struct diff *d, int nd,
    struct yut_state *st)
{
	struct base x[MAXBROKEN];
	int n = broken(rf, b, nb, x), i, j, k;

	*st = b[best].st;
	for (i = 0; i < n; i++) {
		k = 0;
		if (yut_ref_compare_pic(&rf->sc.pic, &x[i].st, x[i].cat,
		    x[i].from, x[i].dest, x[i].why, NULL, &k) != 0)
			continue;
		for (j = 0; j < nd && j < MAXDIFF; j++)
			d[j].cat = x[i].cat;
		*st = x[i].st;
		break;
	}
	yut_ref_report_diffs(rp, rf, d, nd);
}

/*
 * Continue / Save is asked where no move the rules allow (b[0..nb-1])
 * ends a turn: when one rule broken alone ends it with the board shown,
 * the board's differences from b[closest] are reported under that rule,
 * its state into *st, and 1 returned; else 0.
 */
int
yut_ref_blame_turn(struct ref_reports *rp, const struct yut_referee *rf,
    const struct base *b, int nb, int closest, struct yut_state *st)
{
	struct base x[MAXBROKEN];
	struct diff d[MAXDIFF];
	int n = broken(rf, b, nb, x), i, j, k, nd = 0;

	for (i = 0; i < n; i++) {
		k = 0;
		if (!x[i].ev.passed || yut_ref_compare_pic(&rf->sc.pic,
		    &x[i].st, x[i].cat, x[i].from, x[i].dest, x[i].why, NULL,
		    &k) != 0)
			continue;
		yut_ref_compare_pic(&rf->sc.pic, &b[closest].st, x[i].cat,
		    b[closest].from, b[closest].dest, b[closest].why, d, &nd);
		if (nd == 0)
			continue;
		for (j = 0; j < nd && j < MAXDIFF; j++)
			d[j].cat = x[i].cat;
		yut_ref_report_diffs(rp, rf, d, nd);
		*st = x[i].st;
		return 1;
	}
	return 0;
}

static void ambiguous(struct ref_game *, const struct yut_referee *, int,
    const struct view *);

/*
 * The screen differs from v, the closest of the nv views the rules
 * allow: report the differences, once, under the rule they break.  When
 * one rule broken alone gives the screen, the differences are that
 * rule's, and its view is the one followed.  Returns the view to follow.
 */
const struct view *
yut_ref_blame(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, const struct view *v,
    const struct base *b, int nb, int nv)
{
	struct diff d[MAXDIFF];
	struct base x[MAXBROKEN];
	const struct view *w = NULL;
	int n, i, all = nv, nx, k;

	if (yut_ref_compare(rf, v, NULL) == 0)
		return v;
	nx = broken(rf, b, nb, x);
	for (i = 0; i < nx; i++) {
		k = 0;
		if (yut_ref_compare_pic(&rf->sc.pic, &x[i].st, x[i].cat,
		    x[i].from, x[i].dest, x[i].why, NULL, &k) == 0)
			all = yut_ref_grow(gm, rf, &x[i], all, rf->sc.ts.hand);
	}
	for (i = nv; i < all && w == NULL; i++)
		if (yut_ref_compare(rf, &gm->views[i], NULL) == 0)
			w = &gm->views[i];
	n = yut_ref_compare(rf, v, d);
	/*
	 * whose pieces are whose was guessed from a screen, and only the
	 * Piece line tells otherwise: the guess was wrong, not the rules
	 */
	if (gm->guessed && w == NULL && n == 1 &&
	    d[0].line == rf->sc.ts.pieceline) {
		gm->reguess = 1;
		return v;
	}
	if (v->throwbad && v->throwfix && v->throwsure)
		gm->sure |= 1u << v->throwcat;
	/* one rule broken alone gave the screen: it is broken for sure */
	if (w != NULL)
		gm->sure |= 1u << w->cat;
	for (i = 0; w != NULL && i < n && i < MAXDIFF; i++)
		d[i].cat = w->cat;
	k = rf->rp.nerr;
	yut_ref_report_diffs(rp, rf, d, n);
	if (v->throwbad && v->throwfix && !v->throwsure && w == NULL)
		ambiguous(gm, rf, k, v);
	return w != NULL ? w : v;
}

/*
 * The notes from err[k] on: the one of the throws of v, which several
 * rules would account for, is looked at again at the end.
 */
static void
ambiguous(struct ref_game *gm, const struct yut_referee *rf, int k,
    const struct view *v)
{
	for (; k < rf->rp.nerr; k++)
		if (rf->rp.err[k].note && rf->rp.err[k].category ==
		    v->throwcat && rf->rp.err[k].line == rf->sc.ts.yutline &&
		    gm->namb < (int)(sizeof gm->amb /
		    sizeof gm->amb[0])) {
			gm->amb[gm->namb].i = k;
			gm->amb[gm->namb++].cats = v->throwfits;
		}
}

/*
 * The session is over: a note several rules would account for is the
 * rule's the session showed broken beyond doubt, when one of them was
 * and its own was not (one bug, one rule).
 */
void
yut_ref_blame_end(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf)
{
	static const int order[] = { YUT_CAT_CHAIN, YUT_CAT_DOG,
	    YUT_CAT_SHEEP };
	const struct yut_referee_error *e;
	unsigned sure = gm->sure;
	int i, j;

	for (i = 0; i < gm->namb; i++) {
		e = &rf->rp.err[gm->amb[i].i];
		if (sure & 1u << e->category)
			continue;
		/* (a note stays one) */
		for (j = 0; j < 3; j++)
			if (gm->amb[i].cats & sure & 1u << order[j] &&
			    rf->opt.categories != 0 &&
			    !(rf->opt.categories & 1u << order[j])) {
				yut_ref_recategorize(rp,
				    gm->amb[i].i, order[j]);
				break;
			}
	}
	gm->namb = 0;
}

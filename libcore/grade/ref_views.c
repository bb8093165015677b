/*
 * ref_views.c - the referee's views: the screens the rules allow after a
 * base state, throws and all, and the rule a count of throws shown breaks.
 */
#include <string.h>

#include "game.h"
#include "grade.h"
#include "referee.h"

/*
 * The rule the throws d shown after b would break, ends of them ending a
 * throw.  When one rule broken alone accounts for the count
 * (v->throwfix), that rule's: a yut or a mo taken as ending its throw
 * (the chain's, the basic rule, first), a dog's geol taken as ending one,
 * a sheep's catch earning one throw; when several do, the one the session
 * showed broken alone before (v->sure), else the first.  A sheep's catch
 * earning no throw at all breaks the catch's rule.  Too many throws are
 * never the dog's: its power earns throws, it takes none away.
 */
void
yut_ref_throw_rule(const struct yut_state *b, const int *d, int ends,
    struct view *v)
{
	static const int order[] = { YUT_CAT_CHAIN, YUT_CAT_DOG,
	    YUT_CAT_SHEEP };
	int dog = b->rules == YUT_ADVANCED && b->p[b->turn].animal == YUT_DOG;
	int n = b->throws, i, k = 0, fits[3];

	fits[0] = ends < n && (ends + d[YUT_YUT] == n ||
	    ends + d[YUT_MO] == n || ends + d[YUT_YUT] + d[YUT_MO] == n);
	fits[1] = dog && ends < n && ends + d[YUT_GEOL] == n;
	fits[2] = v->cat == YUT_CAT_SHEEP && ends == n - 1;
	v->throwfix = 0;
	v->throwfits = 0;
	for (i = 0; i < 3; i++) {
		k += fits[i];
		v->throwfits |= fits[i] ? 1u << order[i] : 0;
		if (fits[i] && (!v->throwfix || ((v->sure & 1u << order[i]) &&
		    !(v->sure & 1u << v->throwcat)))) {
			v->throwcat = order[i];
			v->throwfix = 1;
		}
	}
	v->throwsure = k == 1;
	if (v->throwfix)
		return;
	if (v->cat == YUT_CAT_SHEEP && ends == n - 2) {
		v->throwcat = YUT_CAT_CATCH;
		v->throwfix = 1;
	} else if (dog && d[YUT_GEOL] > 0 && ends < n)
		v->throwcat = YUT_CAT_DOG;
	else if (d[YUT_YUT] > 0 || d[YUT_MO] > 0 || ends > b->throws)
		v->throwcat = YUT_CAT_CHAIN;
	else
		v->throwcat = YUT_CAT_MOVES;
}

/*
 * The results the screen's hand adds to b's into d; the throws shown
 * that end a throw.  A hand that lost results makes v's throws bad.
 */
static int
thrown(const struct yut_state *b, const int *hand, int *d, struct view *v)
{
	char a[96];
	int r, ends = 0;

	v->throwbad = 0;
	for (r = 0; r < YUT_NRESULTS; r++) {
		d[r] = hand[r] - b->hand[r];
		if (d[r] < 0 && !v->throwbad) {
			v->throwbad = 1;
			yut_ref_hand_text(b->hand, a, sizeof a);
			snprintf(v->throwwhy, sizeof v->throwwhy, "the hand "
			    "lost results it held before the throw (%s)", a);
			snprintf(v->throwexp, sizeof v->throwexp, "Yut : %s, "
			    "and what %d throw%s added", a, b->throws,
			    b->throws == 1 ? "" : "s");
		}
		if (!yut_earns_throw(b, r))
			ends += d[r] > 0 ? d[r] : 0;
	}
	yut_ref_throw_rule(b, d, ends, v);
	return ends;
}

/* The throws shown end another number of throws than b owes. */
static void
miscounted(const struct yut_state *b, const int *hand, const int *d,
    int ends, struct view *v)
{
	char a[96];

	v->throwbad = 1;
	yut_ref_hand_text(hand, a, sizeof a);
	if (ends < b->throws) {
		snprintf(v->throwwhy, sizeof v->throwwhy, "the program "
		    "threw too few times: %d throw%s owed%s",
		    b->throws, b->throws == 1 ? " was" : "s were",
		    d[YUT_GEOL] > 0 && yut_earns_throw(b, YUT_GEOL) ? ", and "
		    "a dog's geol earns another throw" : d[YUT_YUT] +
		    d[YUT_MO] > 0 ? ", and a yut or a mo earns "
		    "another throw" : "");
		snprintf(v->throwexp, sizeof v->throwexp, "Yut : %s "
		    "and the result of another throw", a);
		return;
	}
	snprintf(v->throwwhy, sizeof v->throwwhy, "the program "
	    "threw too many times: %d throw%s owed, and only a "
	    "yut or a mo%s earns another", b->throws,
	    b->throws == 1 ? " was" : "s were",
	    yut_earns_throw(b, YUT_GEOL) ? " or a dog's geol" : "");
	snprintf(v->throwexp, sizeof v->throwexp, "%d result%s "
	    "that end%s a throw (back-do, do, gae%s)",
	    b->throws, b->throws == 1 ? "" : "s",
	    b->throws == 1 ? "s" : "",
	    yut_earns_throw(b, YUT_GEOL) ? "" : ", geol");
}

/*
 * Throw the results d into s with yut_apply_throw, those that earn a
 * throw first; whether the turn passed.
 */
static int
throw_all(struct yut_state *s, const int *d, struct view *v)
{
	struct yut_event ev;
	int r, pass, n, passed = 0;

	for (pass = 0; pass < 2; pass++)
		for (r = 0; r < YUT_NRESULTS; r++)
			for (n = 0; n < d[r]; n++) {
				if ((pass == 0) != (yut_earns_throw(s, r) != 0))
					continue;
				if (yut_apply_throw(s, r, &ev) != YUT_OK) {
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
	return passed;
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
	int d[YUT_NRESULTS], ends, passed = 0;

	ends = thrown(b, hand, d, v);
	if (!v->throwbad && ends != b->throws)
		miscounted(b, hand, d, ends, v);
	if (!v->throwbad)
		passed = throw_all(&s, d, v);
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

/* A new view, gm->views[n], led to by base b as b tells it. */
static struct view *
new_view(struct ref_game *gm, int n, const struct base *b)
{
	struct view *v = &gm->views[n];

	memset(v, 0, sizeof *v);
	v->sure = gm->sure;
	v->cat = b->cat;
	v->from = b->from;
	v->dest = b->dest;
	yut_ref_copy(v->why, sizeof v->why, b->why);
	return v;
}

/*
 * Without --strict, a basic game's dead back-do at a turn's start may go
 * unshown: a player with no piece on the board may have thrown one.  (An
 * advanced game would still ask Continue / Save.)  Whether b is so.
 */
static int
backdo_unshown(const struct yut_referee *rf, const struct base *b)
{
	return !rf->opt.strict && b->st.rules == YUT_BASIC &&
	    b->st.throws == 1 && yut_hand_size(&b->st) == 0 &&
	    !yut_ref_on_board(&b->st, b->st.turn);
}

/* Add a view of base b for a screen showing player and hand. */
int
yut_ref_grow(struct ref_game *gm, const struct yut_referee *rf,
    const struct base *b, int n,
    const int *hand)
{
	struct view *v;
	struct yut_state s;
	char w[64];
	int alt = 0;

	if (n >= MAXVIEWS - 2)
		return n;
	if (yut_over(&b->st)) {
		v = new_view(gm, n++, b);
		v->show = v->next = b->st;
		v->won = 1;
		return n;
	}
	if (b->moved && b->ev.ndiscarded > 0 && !b->ev.pig_ended) {
		/* a hand nobody can use: the screen shows it, dead */
		v = new_view(gm, n++, b);
		v->next = b->st;
		v->show = b->st;
		v->show.turn = b->mover;
		v->show.throws = 0;
		memcpy(v->show.hand, b->ev.discarded, sizeof v->show.hand);
		v->dead = 1;
		yut_ref_append(v->why, sizeof v->why, ", and the hand left "
		    "cannot be used");
		if (rf->opt.strict)
			return n;
		alt = 1;
	}
	v = new_view(gm, n++, b);
	v->alt = alt;
	v->fresh = b->ev.passed || (!b->moved && b->st.throws > 0 &&
	    yut_hand_size(&b->st) == 0);
	if (b->st.throws > 0)
		take_throws(&b->st, hand, v);
	else
		v->show = v->next = b->st;
	if (backdo_unshown(rf, b) && n < MAXVIEWS) {
		s = b->st;
		s.turn = (s.turn + 1) % s.nplayers;
		v = new_view(gm, n++, b);
		v->alt = 1;
		v->cat = YUT_CAT_BACKDO;
		v->from = v->dest = -1;
		snprintf(w, sizeof w, "; player %d's back-do, not shown, was "
		    "discarded", b->st.turn);
		yut_ref_append(v->why, sizeof v->why, w);
		take_throws(&s, hand, v);
	}
	return n;
}

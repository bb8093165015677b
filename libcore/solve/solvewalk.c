/*
 * solvewalk.c - the fast engine's policy evaluation, its first half: the
 * terms of a position, found by following its best moves through the
 * turn (solvepi.c solves the system they make).
 */
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "solvefast.h"

/*
 * A state of the turn met with less chance than this is not followed: its
 * value, as the sweep found it, is a constant of the system.  With 10^-2
 * a sweep brought the values some 20 times nearer, with 10^-3 100 to
 * 1,000 times, with 10^-4 a little more, each sweep 1.5 times as long.
 */
#define PI_TINY 1e-3

/* A state of a turn met on the walk, and the chance of meeting it. */
struct pstate {
	struct fst st;
	double p;
	uint64_t k0, k1;	/* its key (st_key) */
	size_t slot;		/* where the layer's table holds it */
};

/* The states of a turn after so many throws and moves, each once. */
struct layer {
	struct pstate *s;
	int32_t *slot;		/* open addressing: index into s, or -1 */
	size_t n, cap, nslot;
};

/* The terms of one position: the positions passed to, and their chances. */
struct term {
	uint32_t i;
	double q;
};

/* A walker's: two layers and the terms of the position walked. */
struct walker {
	struct layer l[2];
	struct term *t;
	size_t nt, capt;
	double win;
	int nomem;		/* memory ran out: the terms are not whole */
};

static uint64_t
st_key(const struct fst *st, uint64_t *k1)
{
	uint64_t k0 = 0;
	int i;

	for (i = 0; i < YUT_MAXPIECES; i++)
		k0 = k0 << 16 | (uint64_t)st->a[i] << 8 | st->b[i];
	*k1 = hand_key(st);
	return k0;
}

static void
layer_clear(struct layer *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		l->slot[l->s[i].slot] = -1;
	l->n = 0;
}

/*
 * Add chance p of st to the layer l, merged with st met before: 0, or -1
 * when memory runs out.
 */
static int
layer_add(struct layer *l, const struct fst *st, double p)
{
	uint64_t k0, k1, h;
	size_t i, n;
	int32_t *slot;
	struct pstate *s;

	if (2 * (l->n + 1) > l->nslot) {
		n = l->nslot ? 2 * l->nslot : 256;
		if ((slot = realloc(l->slot, n * sizeof *slot)) == NULL)
			return -1;
		l->slot = slot;
		l->nslot = n;
		for (i = 0; i < l->nslot; i++)
			l->slot[i] = -1;
		for (i = 0; i < l->n; i++) {
			for (h = hash(l->s[i].k0, l->s[i].k1) &
			    (l->nslot - 1);
			    l->slot[h] >= 0; h = (h + 1) & (l->nslot - 1))
				;
			l->slot[h] = (int32_t)i;
			l->s[i].slot = h;
		}
	}
	k0 = st_key(st, &k1);
	for (h = hash(k0, k1) & (l->nslot - 1); l->slot[h] >= 0;
	    h = (h + 1) & (l->nslot - 1)) {
		if (l->s[l->slot[h]].k0 == k0 && l->s[l->slot[h]].k1 == k1) {
			l->s[l->slot[h]].p += p;
			return 0;
		}
	}
	if (l->n == l->cap) {
		n = l->cap ? 2 * l->cap : 128;
		if ((s = realloc(l->s, n * sizeof *s)) == NULL)
			return -1;
		l->s = s;
		l->cap = n;
	}
	l->s[l->n].st = *st;
	l->s[l->n].p = p;
	l->s[l->n].k0 = k0;
	l->s[l->n].k1 = k1;
	l->s[l->n].slot = h;
	l->slot[h] = (int32_t)l->n++;
	return 0;
}

/* The turn passes with chance p at st: a term of the position walked. */
static void
walk_pass(const struct engine *e, struct walker *wk, const struct fst *st,
    double p)
{
	size_t n;
	struct term *t;

	if (wk->nt == wk->capt) {
		n = wk->capt ? 2 * wk->capt : 256;
		if ((t = realloc(wk->t, n * sizeof *t)) == NULL) {
			wk->nomem = 1;
			return;
		}
		wk->t = t;
		wk->capt = n;
	}
	wk->t[wk->nt].i = (uint32_t)(rank_of(e, st->b) * e->nplace +
	    rank_of(e, st->a));
	wk->t[wk->nt++].q = p;
}

/* After a throw or a move left the turn as nx, with chance p. */
static void
walk_after(const struct engine *e, struct walker *wk, struct layer *next,
    const struct fst *nx, double p)
{
	if (goes_on(e, nx)) {
		if (layer_add(next, nx, p) < 0)
			wk->nomem = 1;
	} else
		walk_pass(e, wk, nx, p);
}

/*
 * One state st of the turn, met with chance p, as yut_fast_value() values it: the
 * throws it leads to, or the best move, into the next layer.
 */
static void
walk_state(struct worker *w, struct walker *wk, struct layer *next,
    const struct fst *st0, double p)
{
	const struct engine *e = w->e;
	struct fst nx[YUT_MAXPIECES * YUT_NRESULTS], st = *st0;
	int r, n, arg;

	if (p < PI_TINY) {
		/* a rare way: its value as it stands, not followed */
		wk->win += p * yut_fast_value(w, &st);
		return;
	}
	if (yut_fast_wins_surely(w, &st)) {
		wk->win += p;
		return;
	}
	if (st.throws > 0 && st.size >= e->cut)
		st.throws = 0;		/* a full hand forfeits what is owed */
	if (st.throws > 0) {
		for (r = 0; r < YUT_NRESULTS; r++) {
			if (e->odds[r] == 0)
				continue;
			nx[0] = st;
			nx[0].hand[r]++;
			nx[0].size++;
			nx[0].throws += (r >= YUT_YUT) - 1;
			walk_after(e, wk, next, &nx[0], p * e->odds[r]);
		}
		return;
	}
	/* the best move as the search kept it, else found again */
	if ((arg = yut_fast_known_arg(w, &st)) == ARG_WIN) {
		wk->win += p;
		return;
	}
	if (arg == ARG_PASS) {
		walk_pass(e, wk, &st, p);
		return;
	}
	/*
	 * a move kept is not a win (the search keeps ARG_WIN when one
	 * wins): that move alone, unless there is no such move
	 */
	if (arg != ARG_NONE && yut_fast_move_nth(e, &st, nx, arg) > 0) {
		walk_after(e, wk, next, &nx[0], p);
		return;
	}
	if ((n = yut_fast_moves_of(e, &st, nx)) < 0) {
		wk->win += p;
		return;
	}
	if (arg == ARG_NONE || arg >= n)
		yut_fast_best_move(w, nx, n, &arg);
	if (arg < 0)		/* nothing usable: the hand is discarded */
		walk_pass(e, wk, &st, p);
	else
		walk_after(e, wk, next, &nx[arg], p);
}

static int
term_cmp(const void *x, const void *y)
{
	const struct term *a = x, *b = y;

	return a->i < b->i ? -1 : a->i > b->i;
}

/*
 * The n terms t by position, those of a position in the order they were
 * found, as qsort's merge sort leaves them: by insertion when they are
 * few, which spares qsort's calls, its copies and its buffer, the values
 * summed in the same order either way.
 */
static void
terms_sort(struct term *t, size_t n)
{
	struct term x;
	size_t i, j;

	if (n > 64) {
		qsort(t, n, sizeof *t, term_cmp);
		return;
	}
	for (i = 1; i < n; i++) {
		x = t[i];
		for (j = i; j > 0 && t[j - 1].i > x.i; j--)
			t[j] = t[j - 1];
		t[j] = x;
	}
}

/*
 * The terms of the position of st (its turn's start) into wk: every state
 * the best moves lead to, layer by layer (each throw or move is one
 * more), so that a state met by several ways is followed once.
 */
static void
walk_turn(struct worker *w, struct walker *wk, const struct fst *st)
{
	struct layer *cur = &wk->l[0], *next = &wk->l[1], *t;
	size_t i, j;

	wk->nt = 0;
	wk->win = 0;
	layer_clear(cur);
	if (layer_add(cur, st, 1) < 0)
		wk->nomem = 1;
	while (cur->n > 0) {
		layer_clear(next);
		for (i = 0; i < cur->n; i++)
			walk_state(w, wk, next, &cur->s[i].st, cur->s[i].p);
		t = cur;
		cur = next;
		next = t;
	}
	terms_sort(wk->t, wk->nt);
	for (j = 0, i = 0; i < wk->nt; i++)
		if (j > 0 && wk->t[j - 1].i == wk->t[i].i)
			wk->t[j - 1].q += wk->t[i].q;
		else
			wk->t[j++] = wk->t[i];
	wk->nt = j;
}

/*
 * Room in w's own terms for n more: 0, or -1 when memory runs out (what
 * was there kept).
 */
int
yut_fast_terms_room(struct worker *w, size_t n)
{
	uint64_t cap = 2 * (w->pin + n) + 1024;
	uint32_t *ii;
	double *qq;

	if ((ii = realloc(w->pii, cap * sizeof *ii)) != NULL)
		w->pii = ii;
	if ((qq = realloc(w->piq, cap * sizeof *qq)) != NULL)
		w->piq = qq;
	if (ii == NULL || qq == NULL)
		return -1;
	w->picap = cap;
	return 0;
}

/*
 * The terms of the position at k in the part's order, whose turn starts
 * at st, kept in the worker's own.
 */
void
yut_fast_pi_record(struct worker *w, uint64_t k, const struct fst *st)
{
	struct walker *wk = w->wk;
	size_t j;

	walk_turn(w, wk, st);
	if (w->pin + wk->nt > w->picap && yut_fast_terms_room(w, wk->nt) < 0)
		wk->nomem = 1;
	if (wk->nomem) {
		w->nomem = 1;
		return;
	}
	for (j = 0; j < wk->nt; j++) {
		w->pii[w->pin + j] = wk->t[j].i;
		w->piq[w->pin + j] = wk->t[j].q;
	}
	w->pk->off[k] = w->pin;
	w->pk->n[k] = (uint32_t)wk->nt;
	w->pk->who[k] = (unsigned char)(w - w->first);
	w->pk->win[k] = wk->win;
	w->pin += wk->nt;
}

/* A walker, with nothing held yet; NULL when memory runs out. */
struct walker *
yut_fast_walker_new(void)
{
	return calloc(1, sizeof(struct walker));
}

void
yut_fast_walker_free(struct walker *wk)
{
	if (wk == NULL)
		return;
	free(wk->t);
	free(wk->l[0].s);
	free(wk->l[0].slot);
	free(wk->l[1].s);
	free(wk->l[1].slot);
	free(wk);
}

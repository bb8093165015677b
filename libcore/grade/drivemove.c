/*
 * drivemove.c - the answers a driver gives to a turn's questions that the
 * program refused: each kept until the state shown changes, so that no
 * refused answer is typed again in the same state, and another move
 * chosen from the screen instead.
 */
#include <string.h>

#include "game.h"
#include "grade.h"

int
yut_refusals_has(const struct yut_refusals *rs, int pos, int res)
{
	int i;

	for (i = 0; i < rs->n; i++)
		if (rs->refused[i].pos == pos && (rs->refused[i].result < 0 ||
		    rs->refused[i].result == res))
			return 1;
	return 0;
}

/* Whether a and b are the same game: turn, throws, hand and pieces. */
static int
same_game(const struct yut_state *a, const struct yut_state *b)
{
	int k;

	if (a->nplayers != b->nplayers || a->npieces != b->npieces ||
	    a->turn != b->turn || a->throws != b->throws ||
	    memcmp(a->hand, b->hand, sizeof a->hand) != 0)
		return 0;
	for (k = 0; k < a->nplayers && k < YUT_MAXPLAYERS; k++)
		if (memcmp(a->p[k].pos, b->p[k].pos, sizeof a->p[k].pos) != 0)
			return 0;
	return 1;
}

void
yut_refusals_note(struct yut_refusals *rs, int prompt,
    const struct yut_state *st, const struct yut_mv *last)
{
	if (!same_game(st, &rs->shown)) {
		rs->shown = *st;
		rs->n = 0;
	} else if (rs->typed != 0 && !rs->typed_wrong &&
	    rs->n < (int)(sizeof rs->refused / sizeof rs->refused[0]) &&
	    (prompt == YUT_REF_POSITION || rs->typed == YUT_REF_YUT)) {
		rs->refused[rs->n].pos = last->pos;
		rs->refused[rs->n++].result =
		    rs->typed == YUT_REF_YUT ? last->result : -1;
	}
	rs->typed = prompt;
}

int
yut_refusals_replan(const struct yut_refusals *rs, const struct yut_state *st,
    struct yut_rng *rng, struct yut_mv *mv)
{
	struct yut_mv m[YUT_MAXMOVES];
	const int *pos = st->p[st->turn].pos;
	int n = yut_legal_moves(st, m), i, r, start;

	start = n > 0 ? (int)yut_rng_below(rng, (uint32_t)n) : 0;
	for (i = 0; i < n; i++)
		if (!yut_refusals_has(rs, m[(start + i) % n].pos,
		    m[(start + i) % n].result)) {
			*mv = m[(start + i) % n];
			return 0;
		}
	for (i = 0; i < st->npieces; i++)
		for (r = 0; r < YUT_NRESULTS; r++)
			if (pos[i] != YUT_ARRIVED && st->hand[r] > 0 &&
			    !yut_refusals_has(rs, pos[i], r)) {
				mv->pos = pos[i];
				mv->result = r;
				return 0;
			}
	return -1;
}

void
yut_refusals_result(const struct yut_refusals *rs, const struct yut_state *st,
    struct yut_mv *mv)
{
	int r, pass;

	if (!yut_refusals_has(rs, mv->pos, mv->result) &&
	    st->hand[mv->result] > 0)
		return;
	for (pass = 0; pass < 3; pass++)
		for (r = 0; r < YUT_NRESULTS; r++)
			if (!yut_refusals_has(rs, mv->pos, r) && (pass == 2 ||
			    (st->hand[r] > 0 && (pass == 1 ||
			    yut_move_check(st, mv->pos, r) == YUT_OK)))) {
				mv->result = r;
				return;
			}
}

/*
 * rules.c - fuzz the rules (SPEC 1-4): a random sequence of throws and
 * moves applied to a parsed state.
 *
 * The input is a state line, a newline, then one byte per action (a state
 * line that does not parse gives a new game chosen by its first bytes).
 * After every action every invariant holds (fuzz_check_state: piece
 * counts, no square shared by two players, a canonical line that parses
 * back to the same state); a refused action changes nothing; a move is
 * accepted exactly when yut_legal_moves lists it; arrived pieces stay
 * arrived; a catch sends exactly the pieces on the square home; and a
 * game that is not over always has something to do.
 */
#include "fuzz.h"

/* A new game of 2-4 players chosen by two bytes. */
static void
new_game(struct yut_state *st, uint8_t a, uint8_t b)
{
	int k;

	yut_state_basic(st, 2 + a % 3, 1 + (a >> 2) % 4);
	if (b & 1) {
		st->rules = YUT_ADVANCED;
		st->npieces = YUT_MAXPIECES;
		for (k = 0; k < st->nplayers; k++) {
			snprintf(st->p[k].id, sizeof(st->p[k].id), "P%d", k);
			st->p[k].animal = (b >> (1 + 2 * k)) & 3;
		}
	}
}

static int
arrived(const struct yut_state *st, int k)
{
	int i, n = 0;

	for (i = 0; i < st->npieces; i++)
		n += st->p[k].pos[i] == YUT_ARRIVED;
	return n;
}

static int
count_at(const struct yut_state *st, int k, int pos)
{
	int i, n = 0;

	for (i = 0; i < st->npieces; i++)
		n += st->p[k].pos[i] == pos;
	return n;
}

/* Whether (pos, result) is in the list of legal moves. */
static int
listed(const struct yut_mv *mv, int n, int pos, int result)
{
	int i;

	for (i = 0; i < n; i++)
		if (mv[i].pos == pos && mv[i].result == result)
			return 1;
	return 0;
}

/* One move, checked against what the state said before it. */
static void
do_move(struct yut_state *st, int pos, int result, const struct yut_mv *mv,
    int nmv)
{
	struct yut_state before = *st;
	struct yut_event ev;
	int err, check, mover = st->turn, k, dest, home[YUT_MAXPLAYERS];

	check = yut_move_check(st, pos, result);
	CHECK((check == YUT_OK) == listed(mv, nmv, pos, result));
	for (k = 0; k < st->nplayers; k++)
		home[k] = count_at(st, k, 0);
	err = yut_move(st, pos, result, &ev);
	CHECK(err == check);
	if (err != YUT_OK) {
		CHECK(fuzz_same_state(st, &before));
		return;
	}
	dest = yut_dest(pos, result, yut_is_cow(&before, mover));
	CHECK(dest == ev.dest && dest >= 0);
	CHECK(ev.moved == (pos == 0 ? 1 : count_at(&before, mover, pos)));
	CHECK(count_at(st, mover, dest) >= ev.moved);
	if (ev.caught > 0) {
		CHECK(dest != YUT_ARRIVED);
		k = ev.caught_player;
		CHECK(k >= 0 && k < st->nplayers && k != mover);
		CHECK(ev.caught == count_at(&before, k, dest));
		CHECK(count_at(st, k, 0) == home[k] + ev.caught);
	}
	for (k = 0; k < st->nplayers; k++) {
		CHECK(arrived(st, k) >= arrived(&before, k));
		if (k != mover && k != ev.caught_player)
			CHECK(memcmp(st->p[k].pos, before.p[k].pos,
			    sizeof(st->p[k].pos)) == 0);
	}
	if (ev.won)
		CHECK(yut_winner(st) == mover);
	if (!ev.passed)
		CHECK(st->turn == mover);
	else
		CHECK(st->turn == (mover + 1) % st->nplayers &&
		    st->throws == 1 && yut_hand_size(st) == 0);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct yut_state st, before;
	struct yut_event ev;
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_rng rng;
	const uint8_t *nl = memchr(data, '\n', size);
	char err[256], *line;
	size_t i;
	int n, j, err2, turn;

	if (nl != NULL) {
		line = fuzz_cstr(data, (size_t)(nl - data));
		n = yut_state_parse(&st, line, err, sizeof(err));
		free(line);
		i = (size_t)(nl - data) + 1;
	} else
		n = -1, i = 0;
	if (n != 0) {
		if (size < 2)
			return 0;
		new_game(&st, data[0], data[1]);
		i = 2;
	}
	fuzz_check_state(&st);
	for (; i < size; i++) {
		uint8_t b = data[i];

		if (yut_over(&st)) {
			CHECK(yut_apply_throw(&st, YUT_DO, &ev) == YUT_EOVER);
			CHECK(yut_move(&st, 0, YUT_DO, &ev) == YUT_EOVER);
			CHECK(yut_legal_moves(&st, mv) == 0);
			break;
		}
		before = st;
		n = yut_legal_moves(&st, mv);
		for (j = 0; j < n; j++)
			CHECK(yut_move_check(&st, mv[j].pos, mv[j].result) ==
			    YUT_OK);
		if (st.throws > 0) {
			CHECK(n == 0);
			if (b >= 0xf0) {
				/* random sticks, as yut-throw takes them */
				yut_rng_seed(&rng, b + i);
				turn = st.turn;
				CHECK(yut_throw_all(&st, &rng, 0.5, &ev) ==
				    YUT_OK);
				CHECK(st.throws == 0 || st.turn != turn);
			} else {
				err2 = yut_apply_throw(&st, b % YUT_NRESULTS,
				    &ev);
				CHECK(err2 == YUT_OK);
				CHECK(yut_hand_size(&st) <=
				    yut_hand_size(&before) + 1);
			}
		} else {
			/* a state that is not over always has a move */
			CHECK(n > 0);
			CHECK(yut_apply_throw(&st, YUT_DO, &ev) ==
			    YUT_ENOTHROW);
			CHECK(fuzz_same_state(&st, &before));
			if (b & 0x80)
				do_move(&st, (b >> 2) % YUT_NSQUARES,
				    b % YUT_NRESULTS, mv, n);
			else
				do_move(&st, mv[b % n].pos, mv[b % n].result,
				    mv, n);
		}
		fuzz_check_state(&st);
	}
	return 0;
}

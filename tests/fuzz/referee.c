/*
 * referee.c - fuzz the transcript referee (yut-referee, yut-drive).
 *
 * Any bytes, fed whole and fed in chunks split where the first byte
 * says, in tolerant and in strict mode: the referee never crashes, every
 * inconsistency names a line of the input, its category and what is
 * wrong, the split does not change a verdict, the state it reports while
 * a game is followed holds valid positions, and counting only some
 * categories (-c) turns the others into notes, none lost.
 */
#include "fuzz.h"

/* Feed data in chunks of 1..step bytes; return the referee, ended. */
static struct yut_referee *
run(const uint8_t *data, size_t size, int strict, size_t step,
    unsigned categories)
{
	struct yut_referee_opt o;
	struct yut_referee *rf;
	struct yut_state st;
	char err[256], expect[256];
	size_t off = 0, n;
	int k;

	memset(&o, 0, sizeof(o));
	o.strict = strict;
	o.keep_going = 1;
	o.categories = categories;
	if ((rf = yut_referee_new(&o, err, sizeof err)) == NULL)
		return 0;
	while (off < size) {
		n = step == 0 ? size - off : 1 + (off * 7 + step) % step;
		if (n > size - off)
			n = size - off;
		yut_referee_feed(rf, data + off, n);
		off += n;
		k = yut_referee_prompt(rf);
		CHECK(k >= YUT_REF_NONE && k < YUT_REF_NPROMPTS);
		if (yut_referee_state(rf, &st) == 0) {
			/* positions valid; the hand may be a dead one */
			memset(st.hand, 0, sizeof(st.hand));
			st.throws = 1;
			if (yut_over(&st))
				st.throws = 0;
			if (yut_state_check(&st, err, sizeof(err)) != 0)
				fprintf(stderr, "state: %s\n", err);
			CHECK(yut_state_check(&st, err, sizeof(err)) == 0);
		}
		yut_referee_expect(rf, expect, sizeof(expect));
		CHECK(expect[0] != '\0');
	}
	yut_referee_end(rf);
	return rf;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct yut_referee *a, *b, *c;
	struct yut_referee_stats sa, sb, sc;
	const struct yut_referee_error *e;
	size_t step = size > 0 ? 1 + data[0] % 64 : 1;
	unsigned mask = size > 1 ? 1u + data[1] * 257u % 65535u : 1;
	int strict, i;

	for (strict = 0; strict < 2; strict++) {
		a = run(data, size, strict, 0, 0);
		b = run(data, size, strict, step, 0);
		c = run(data, size, strict, step, mask);
		yut_referee_stats(a, &sa);
		yut_referee_stats(b, &sb);
		CHECK(sa.lines == sb.lines);
		CHECK(sa.errors == sb.errors);
		CHECK(sa.unreadable == sb.unreadable);
		CHECK(yut_referee_nerrors(a) == yut_referee_nerrors(b));
		CHECK(sa.errors >= yut_referee_nerrors(a));
		CHECK(sa.notes == 0);
		yut_referee_stats(c, &sc);
		CHECK(sc.errors + sc.notes == sa.errors);
		CHECK(yut_referee_nerrors(c) == yut_referee_nerrors(a));
		for (i = 0; i < yut_referee_nerrors(a); i++) {
			e = yut_referee_error(a, i);
			CHECK(e != NULL);
			CHECK(e->line >= 0 && e->line <= sa.lines + 1);
			CHECK(e->what[0] != '\0');
			CHECK(e->category >= 0 && e->category < YUT_NCATS);
			CHECK(!e->note);
			CHECK(yut_referee_error(c, i)->category == e->category);
			CHECK(yut_referee_error(c, i)->note ==
			    !(mask & 1u << e->category));
			CHECK(e->line == yut_referee_error(b, i)->line);
			CHECK(strcmp(e->what, yut_referee_error(b, i)->what) == 0);
		}
		CHECK(yut_referee_error(a, i) == NULL);
		yut_referee_free(a);
		yut_referee_free(b);
		yut_referee_free(c);
	}
	return 0;
}

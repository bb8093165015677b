/* memo.c - a memo of values for a search (common.h). */
#include <stdlib.h>
#include <string.h>

#include "common.h"

int
yut_memo_init(struct yut_memo *m, int bits)
{
	m->bits = bits;
	m->gen = 1;
	m->slot = calloc((size_t)1 << bits, sizeof *m->slot);
	return m->slot == NULL ? -1 : 0;
}

void
yut_memo_free(struct yut_memo *m)
{
	free(m->slot);
	m->slot = NULL;
}

void
yut_memo_forget(struct yut_memo *m)
{
	if (++m->gen == 0 && m->slot != NULL) {
		memset(m->slot, 0, ((size_t)1 << m->bits) * sizeof *m->slot);
		m->gen = 1;
	}
}

static struct yut_memo_slot *
memo_slot(const struct yut_memo *m, const uint64_t key[3])
{
	uint64_t h = yut_mix64(key[0] ^ key[1] * 0x9e3779b97f4a7c15ULL ^
	    key[2] * 0xc2b2ae3d27d4eb4fULL);

	return &m->slot[h >> (64 - m->bits)];
}

int
yut_memo_get(const struct yut_memo *m, const uint64_t key[3], double *v)
{
	const struct yut_memo_slot *sl;

	if (m->slot == NULL)
		return 0;
	sl = memo_slot(m, key);
	if (sl->gen != m->gen || sl->key[0] != key[0] || sl->key[1] != key[1] ||
	    sl->key[2] != key[2])
		return 0;
	*v = sl->v;
	return 1;
}

void
yut_memo_put(struct yut_memo *m, const uint64_t key[3], double v)
{
	struct yut_memo_slot *sl;

	if (m->slot == NULL)
		return;
	sl = memo_slot(m, key);
	memcpy(sl->key, key, sizeof sl->key);
	sl->gen = m->gen;
	sl->v = v;
}

/*
 * replay.c - a game record read back: the action that led from one state
 * to the next, found by trying the rules' own actions on the first until
 * one gives the second.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* Whether a and b are the same state (compared as their canonical lines). */
static int
same(const struct yut_state *a, const struct yut_state *b)
{
	char la[YUT_LINE_MAX + 1], lb[YUT_LINE_MAX + 1];

	yut_state_format(a, la, sizeof la);
	yut_state_format(b, lb, sizeof lb);
	return strcmp(la, lb) == 0;
}

/*
 * The throws from a to b: the results b holds beyond a's hand, thrown with
 * the one that earns no more throw last.  Each result in turn is tried as
 * the last; a hand discarded at the end (only back-do, no piece out) is a
 * last back-do.  Returns 1 with s filled in, else 0.
 */
static int
find_throws(const struct yut_state *a, const struct yut_state *b,
    struct yut_step *s)
{
	struct yut_state t;
	struct yut_event ev;
	int extra[YUT_NRESULTS], last, r, k, n, ok;

	if (a->throws <= 0)
		return 0;
	for (last = 0; last < YUT_NRESULTS; last++) {
		n = 0;
		for (r = 0; r < YUT_NRESULTS; r++) {
			extra[r] = b->turn != a->turn ? 0 :
			    b->hand[r] - a->hand[r];
			if (extra[r] < 0)
				break;
		}
		if (r < YUT_NRESULTS)
			return 0;
		if (b->turn == a->turn && extra[last] == 0)
			continue;
		if (b->turn == a->turn)
			extra[last]--;
		t = *a;
		ok = 1;
		for (r = 0; r < YUT_NRESULTS && ok; r++)
			for (k = 0; k < extra[r] && ok; k++) {
				if (n >= YUT_MAXSTEPRESULTS ||
				    yut_apply_throw(&t, r, &ev) != YUT_OK ||
				    t.throws == 0)
					ok = 0;
				else
					s->results[n++] = r;
			}
		if (!ok || n >= YUT_MAXSTEPRESULTS ||
		    yut_apply_throw(&t, last, &ev) != YUT_OK || !same(&t, b))
			continue;
		s->results[n++] = last;
		s->nresults = n;
		s->kind = YUT_STEP_THROW;
		s->ev = ev;
		return 1;
	}
	return 0;
}

/* The move from a to b: the legal move whose outcome is b; 1 or 0. */
static int
find_move(const struct yut_state *a, const struct yut_state *b,
    struct yut_step *s)
{
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_state t;
	struct yut_event ev;
	int i, n;

	if (a->throws > 0)
		return 0;
	n = yut_legal_moves(a, mv);
	for (i = 0; i < n; i++) {
		t = *a;
		if (yut_move(&t, mv[i].pos, mv[i].result, &ev) != YUT_OK ||
		    !same(&t, b))
			continue;
		s->kind = YUT_STEP_MOVE;
		s->pos = mv[i].pos;
		s->result = mv[i].result;
		s->ev = ev;
		return 1;
	}
	return 0;
}

int
yut_step_find(const struct yut_state *a, const struct yut_state *b,
    struct yut_step *s)
{
	memset(s, 0, sizeof *s);
	s->mover = a->turn;
	s->ev.caught_player = -1;
	if (same(a, b)) {
		s->kind = YUT_STEP_SAME;
		return 0;
	}
	if (find_throws(a, b, s) || find_move(a, b, s))
		return 0;
	memset(s, 0, sizeof *s);
	s->mover = a->turn;
	s->ev.caught_player = -1;
	s->kind = YUT_STEP_NONE;
	return -1;
}

void
yut_step_describe(FILE *fp, const struct yut_step *s)
{
	int i, r;

	switch (s->kind) {
	case YUT_STEP_THROW:
		/* in the canonical order, as yut-play shows a throw */
		fprintf(fp, "Player %d throws:", s->mover);
		for (r = 0; r < YUT_NRESULTS; r++)
			for (i = 0; i < s->nresults; i++)
				if (s->results[i] == r)
					fprintf(fp, " %s", yut_result_name(r));
		fputc('\n', fp);
		break;
	case YUT_STEP_MOVE:
		fprintf(fp, "Player %d moves %d %s\n", s->mover, s->pos,
		    yut_result_name(s->result));
		break;
	case YUT_STEP_SAME:
		fputs("No change\n", fp);
		return;
	default:
		fputs("No single throw or move leads here\n", fp);
		return;
	}
	yut_describe(fp, "", s->mover, &s->ev);
}

/* Room for one more state in rec (cap states); -1 when out of memory. */
static int
grow(struct yut_record *rec, size_t *cap)
{
	struct yut_state *v;
	size_t *line, c = *cap ? 2 * *cap : 64;
	unsigned char *ng;

	if (rec->n < *cap)
		return 0;
	if ((v = realloc(rec->v, c * sizeof *v)) != NULL)
		rec->v = v;
	if ((line = realloc(rec->line, c * sizeof *line)) != NULL)
		rec->line = line;
	if ((ng = realloc(rec->newgame, c)) != NULL)
		rec->newgame = ng;
	if (v == NULL || line == NULL || ng == NULL)
		return -1;
	*cap = c;
	return 0;
}

void
yut_record_free(struct yut_record *rec)
{
	free(rec->v);
	free(rec->line);
	free(rec->newgame);
	memset(rec, 0, sizeof *rec);
}

/* Why a line of a record (len as yut_getline gave it) is bad, or NULL. */
static const char *
bad_line(int len)
{
	if (len == -3)
		return "holds a NUL byte";
	return len == -2 || len == YUT_LINE_ENDLESS ?
	    "longer than 4096 bytes" : NULL;
}

int
yut_record_read(FILE *fp, struct yut_record *rec, char *err, size_t errsize)
{
	char line[YUT_LINE_MAX + 1], why[256];
	size_t cap = 0;
	long no;
	int len, mark = 0;

	memset(rec, 0, sizeof *rec);
	for (no = 1; (len = yut_getline(fp, line, YUT_LINE_MAX)) != -1; no++) {
		if (bad_line(len) != NULL) {
			snprintf(err, errsize, "line %ld: %s", no,
			    bad_line(len));
			goto fail;
		}
		if (line[0] == '#') {	/* "# game 2": another game */
			mark = rec->n > 0;
			continue;
		}
		if (rec->n == YUT_RECORD_MAX) {
			snprintf(err, errsize, "line %ld: more than %d states",
			    no, YUT_RECORD_MAX);
			goto fail;
		}
		if (grow(rec, &cap) < 0) {
			snprintf(err, errsize, "out of memory");
			goto fail;
		}
		if (yut_state_parse(&rec->v[rec->n], line, why,
		    sizeof why) < 0) {
			snprintf(err, errsize, "line %ld: %s", no, why);
			goto fail;
		}
		rec->line[rec->n] = (size_t)no;
		rec->newgame[rec->n++] = (unsigned char)mark;
		mark = 0;
	}
	if (ferror(fp) || rec->n == 0) {
		snprintf(err, errsize, ferror(fp) ? "read error" :
		    "no state in the record");
		goto fail;
	}
	return 0;
fail:
	yut_record_free(rec);
	return -1;
}

int
yut_record_load(const char *path, struct yut_record *rec, char *err,
    size_t errsize)
{
	char why[300];
	FILE *fp = stdin;
	int r;

	if (strcmp(path, "-") != 0 && (fp = fopen(path, "re")) == NULL) {
		snprintf(err, errsize, "open %s: %s", path, strerror(errno));
		return -1;
	}
	r = yut_record_read(fp, rec, why, sizeof why);
	if (fp != stdin)
		fclose(fp);
	if (r < 0)
		snprintf(err, errsize, "%s: %s", path, why);
	return r < 0 ? -1 : 0;
}

/*
 * State k (from 0) of a record: "State K of N", what led to it from the
 * state before (or that a new game begins there), and its screen.
 */
static void
show(FILE *fp, const struct yut_record *rec, size_t k, int style)
{
	struct yut_step s;

	fprintf(fp, "State %zu of %zu\n", k + 1, rec->n);
	if (k > 0 && rec->newgame[k])
		fputs("A new game\n", fp);
	else if (k > 0) {
		yut_step_find(&rec->v[k - 1], &rec->v[k], &s);
		yut_step_describe(fp, &s);
	}
	yut_render(fp, &rec->v[k], style);
}

void
yut_replay(FILE *fp, struct yut_prompt *p, const struct yut_record *rec,
    int style)
{
	size_t n = rec->n;
	char buf[32], prompt[96];
	const char *e;
	size_t k = 0, want;

	if (p == NULL) {
		for (k = 0; k < n; k++)
			show(fp, rec, k, style);
		return;
	}
	for (show(fp, rec, k, style);;) {
		snprintf(prompt, sizeof prompt, "Next (Enter or n), previous "
		    "(p), state number, or quit (q) [%zu/%zu] : ", k + 1, n);
		if (yut_ask_help(p, prompt, "Answer n or Enter for the next "
		    "state, p for the previous one, a state\nnumber to go to "
		    "it, or q to quit.", buf, sizeof buf - 1) == YUT_ASK_EOF)
			return;
		if (strcmp(buf, "q") == 0 || strcmp(buf, "quit") == 0)
			return;
		if (buf[0] == '\0' || strcmp(buf, "n") == 0 ||
		    strcmp(buf, "next") == 0) {
			if (k + 1 == n) {
				yut_wrong(p, "this is the last state");
				continue;
			}
			want = k + 1;
		} else if (strcmp(buf, "p") == 0 ||
		    strcmp(buf, "previous") == 0) {
			if (k == 0) {
				yut_wrong(p, "this is the first state");
				continue;
			}
			want = k - 1;
		} else {
			want = (size_t)yut_strtonum(buf, 1, (long long)n, &e);
			if (e != NULL) {
				yut_wrong(p, "enter n, p, q or a state number "
				    "from 1 to %zu", n);
				continue;
			}
			want--;
		}
		k = want;
		show(fp, rec, k, style);
	}
}

/*
 * saves.c - fuzz the game_info.txt reader and rewriter (SPEC 6).
 *
 * The input is a game (a state line or a game_info.txt line), a newline,
 * then a game_info.txt file.  Every line of the file is parsed on its own
 * (a line that parses prints back as a line that parses to the same
 * game); then the file is listed, searched, saved into and deleted from,
 * and each result is compared with what SPEC 6 says it must be: the line
 * of the game's set of IDs replaced in place (or appended), later copies
 * of it dropped, and every other line kept byte for byte, whatever it
 * holds.  Nothing is ever lost.
 */
#include "fuzz.h"

/* The lines of a file as yut_rewrite cuts them. */
struct raw {
	const char *p;		/* the line with its newline */
	size_t n;
	int parsed;		/* it holds a game */
	struct yut_state st;
};

#define MAXLINES	20000

/* Cut file into lines and parse each as the library must. */
static int
cut(const char *file, size_t len, struct raw *rl)
{
	const char *p = file, *end = file + len, *e;
	char text[YUT_LINE_MAX + 8], err[256], again[YUT_LINE_MAX + 1];
	struct yut_state back;
	size_t n;
	int nl = 0;

	for (; p < end && nl < MAXLINES; p = e) {
		e = memchr(p, '\n', (size_t)(end - p));
		e = e == NULL ? end : e + 1;
		rl[nl].p = p;
		rl[nl].n = (size_t)(e - p);
		rl[nl].parsed = 0;
		n = rl[nl].n;
		if (n > 0 && p[n - 1] == '\n')
			n--;
		if (n > 0 && p[n - 1] == '\r')
			n--;
		if (n <= YUT_LINE_MAX && memchr(p, '\0', n) == NULL) {
			memcpy(text, p, n);
			text[n] = '\0';
			if (yut_saveline_parse(&rl[nl].st, text, err,
			    sizeof(err)) == 0) {
				rl[nl].parsed = 1;
				CHECK(yut_save_check(&rl[nl].st, err,
				    sizeof(err)) == 0);
				fuzz_check_state(&rl[nl].st);
				yut_saveline_format(&rl[nl].st, again,
				    sizeof(again));
				CHECK(yut_saveline_parse(&back, again, err,
				    sizeof(err)) == 0);
				CHECK(fuzz_same_state(&back, &rl[nl].st));
			}
		}
		nl++;
	}
	return p < end ? -1 : nl;
}

struct want {
	char *buf;
	size_t n;
	int endnl;
};

static void
add(struct want *w, const char *p, size_t n)
{
	memcpy(w->buf + w->n, p, n);
	w->n += n;
	if (n > 0)
		w->endnl = p[n - 1] == '\n';
}

static void
put(struct want *w, const char *line)
{
	if (!w->endnl)
		add(w, "\n", 1);
	add(w, line, strlen(line));
	add(w, "\n", 1);
}

/*
 * What the file must hold after saving line (NULL: deleting) for the set
 * of ids; *found says whether the set had a line.
 */
static void
expect(const struct raw *rl, int nl, const char *const *ids, int n,
    const char *line, struct want *w, int *found)
{
	int i;

	w->n = 0;
	w->endnl = 1;
	*found = 0;
	for (i = 0; i < nl; i++) {
		if (!rl[i].parsed || !yut_save_isset(&rl[i].st, ids, n)) {
			add(w, rl[i].p, rl[i].n);
			continue;
		}
		if (!*found && line != NULL)
			put(w, line);
		*found = 1;
	}
	if (!*found && line != NULL)
		put(w, line);
}

static int ngames;

static void
count_game(void *arg, const struct yut_state *st)
{
	(void)arg;
	fuzz_check_state(st);
	ngames++;
}

/* The game to save: from the first line, else a fixed one. */
static void
game(const char *s, struct yut_state *st)
{
	char err[256];
	int r;

	if (strchr(s, '|') != NULL)
		r = yut_saveline_parse(st, s, err, sizeof(err));
	else
		r = yut_state_parse(st, s, err, sizeof(err));
	if (r == 0 && yut_save_check(st, err, sizeof(err)) == 0)
		return;
	CHECK(yut_saveline_parse(st, "Noah Liam | Noah 1 0 100 100 100 | "
	    "Liam 0 1 5 5 5 | 1", err, sizeof(err)) == 0);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char path[128];
	static struct raw rl[MAXLINES];
	const uint8_t *nl = memchr(data, '\n', size);
	struct yut_state st, found;
	struct want w;
	const char *ids[YUT_MAXPLAYERS], *file;
	char *head, *after, line[YUT_LINE_MAX + 1], err[512];
	size_t flen, alen;
	int n, k, i, r, had, first;

	if (nl == NULL)
		return 0;
	if (path[0] == '\0')
		snprintf(path, sizeof(path), "%s/game_info.txt", fuzz_dir());
	head = fuzz_cstr(data, (size_t)(nl - data));
	game(head, &st);
	file = (const char *)nl + 1;
	flen = size - (size_t)(file - (const char *)data);
	if ((n = cut(file, flen, rl)) < 0) {
		free(head);
		return 0;
	}
	for (k = 0; k < st.nplayers; k++)
		ids[k] = st.p[k].id;
	fuzz_write_file(path, (const uint8_t *)file, flen);
	w.buf = malloc(flen + 2 * YUT_LINE_MAX + 8);

	/* list: every line that parses, in order */
	ngames = 0;
	CHECK(yut_save_list(path, count_game, NULL, err, sizeof(err)) == 0);
	for (i = 0, k = 0; i < n; i++)
		k += rl[i].parsed;
	CHECK(ngames == k);

	/* find: the first line of the set */
	r = yut_save_find(path, ids, st.nplayers, &found, err, sizeof(err));
	for (first = -1, i = 0; i < n && first < 0; i++)
		if (rl[i].parsed && yut_save_isset(&rl[i].st, ids, st.nplayers))
			first = i;
	CHECK(r == (first < 0 ? 1 : 0));
	if (r == 0)
		CHECK(fuzz_same_state(&found, &rl[first].st));

	/* save: the set's line replaced, or added; all else kept */
	yut_saveline_format(&st, line, sizeof(line));
	expect(rl, n, ids, st.nplayers, line, &w, &had);
	CHECK(yut_save_store(path, &st, err, sizeof(err)) == YUT_SAVE_STORED);
	after = fuzz_read_file(path, &alen);
	CHECK(after != NULL);
	CHECK(alen == w.n && memcmp(after, w.buf, alen) == 0);
	CHECK(yut_save_find(path, ids, st.nplayers, &found, err,
	    sizeof(err)) == 0);
	CHECK(fuzz_same_state(&found, &st));

	/* delete from the original file: the set's lines go, all else stays */
	fuzz_write_file(path, (const uint8_t *)file, flen);
	expect(rl, n, ids, st.nplayers, NULL, &w, &had);
	r = yut_save_delete(path, ids, st.nplayers, err, sizeof(err));
	CHECK(r == (had ? 0 : 1));
	free(after);
	after = fuzz_read_file(path, &alen);
	CHECK(after != NULL);
	if (had)
		CHECK(alen == w.n && memcmp(after, w.buf, alen) == 0);
	else
		CHECK(alen == flen && memcmp(after, file, flen) == 0);
	CHECK(yut_save_find(path, ids, st.nplayers, &found, err,
	    sizeof(err)) == 1);

	free(after);
	free(w.buf);
	free(head);
	return 0;
}

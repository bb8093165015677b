/*
 * saves.c - game_info.txt: one saved advanced game a line,
 *
 *	Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1
 *
 * the IDs in player order, then each player's ID, animal number and
 * positions, then the player to move.  There is at most one line per set
 * of IDs; changes go through yut_rewrite, which keeps every other line
 * byte for byte.  Lines that do not parse are reported and kept.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* IDs, bars, and the fields of each player, with room for junk to show. */
#define MAXTOK	48

/* Format a message into err and return -1. */
static int
fail(char *err, size_t errsize, const char *fmt, ...)
{
	va_list ap;

	if (err != NULL && errsize > 0) {
		va_start(ap, fmt);
		vsnprintf(err, errsize, fmt, ap);
		va_end(ap);
	}
	return -1;
}

/*
 * Copy the len bytes of line into buf (3 * len + 1 bytes) with spaces
 * around every '|', then split it into words at spaces and tabs.
 * Returns how many, or -1 when there are more than max.
 */
static int
tokenize(const char *line, size_t len, char *buf, char **tok, int max)
{
	char *s = buf;
	size_t i;
	int n = 0;

	for (i = 0; i < len; i++) {
		if (line[i] == '|') {
			*s++ = ' ';
			*s++ = '|';
			*s++ = ' ';
		} else
			*s++ = line[i] == '\t' ? ' ' : line[i];
	}
	*s = '\0';
	for (s = buf; *s != '\0';) {
		if (*s == ' ') {
			*s++ = '\0';
			continue;
		}
		if (n == max)
			return -1;
		tok[n++] = s;
		while (*s != '\0' && *s != ' ')
			s++;
	}
	return n;
}

/* A number of a save line in [min, max], or -1 after setting err. */
static int
number(const char *s, int min, int max, const char *what,
    char *err, size_t errsize)
{
	const char *errstr = NULL;
	long long v;

	v = yut_strtonum(s, min, max, &errstr);
	if (errstr != NULL)
		return fail(err, errsize, "%s '%.16s': %s (%d-%d)", what, s,
		    errstr, min, max);
	return (int)v;
}

/*
 * The IDs before the first '|' of a save line's tokens, from tok[*i] on:
 * how many, or -1 after setting err.
 */
static int
saved_ids(char **tok, int ntok, int *i, char **ids, char *err,
    size_t errsize)
{
	int n = 0;

	while (*i < ntok && strcmp(tok[*i], "|") != 0) {
		if (n == YUT_MAXPLAYERS)
			return fail(err, errsize, "more than %d IDs",
			    YUT_MAXPLAYERS);
		if (!yut_valid_id(tok[*i]))
			return fail(err, errsize, "bad ID '%.40s'", tok[*i]);
		ids[n++] = tok[(*i)++];
	}
	if (n < YUT_MINPLAYERS)
		return fail(err, errsize, "expected 2-4 IDs before the first "
		    "'|', found %d", n);
	return n;
}

/* Player k's four positions, from tok[*i] on. */
static int
saved_positions(struct yut_player *pl, int k, char **tok, int *i,
    char *err, size_t errsize)
{
	int j, v;

	for (j = 0; j < YUT_MAXPIECES; j++) {
		if (strcmp(tok[*i], "|") == 0)
			return fail(err, errsize, "player %d: %d positions "
			    "(4)", k, j);
		v = number(tok[(*i)++], 0, YUT_ARRIVED, "position", err,
		    errsize);
		if (v < 0)
			return -1;
		if (v >= YUT_NSQUARES && v != YUT_ARRIVED)
			return fail(err, errsize, "player %d: no square %d",
			    k, v);
		pl->pos[j] = v;
	}
	return 0;
}

/* Player k, listed as id: "| id animal positions", from tok[*i] on. */
static int
saved_player(struct yut_player *pl, int k, const char *id, char **tok,
    int ntok, int *i, char *err, size_t errsize)
{
	if (*i + 7 > ntok || strcmp(tok[*i], "|") != 0)
		return fail(err, errsize, "player %d: expected '| %s animal "
		    "positions'", k, id);
	(*i)++;
	if (strcmp(tok[*i], id) != 0)
		return fail(err, errsize, "player %d: ID '%.40s' where %s was "
		    "listed", k, tok[*i], id);
	memcpy(pl->id, id, strlen(id) + 1);
	(*i)++;
	if ((pl->animal = number(tok[(*i)++], 0, YUT_NANIMALS - 1, "animal",
	    err, errsize)) < 0)
		return -1;
	return saved_positions(pl, k, tok, i, err, errsize);
}

/* The game of a save line's ntok tokens, into st (cleared first). */
static int
saved_game(struct yut_state *st, char **tok, int ntok, char *err,
    size_t errsize)
{
	char *ids[YUT_MAXPLAYERS];
	int n, i = 0, k;

	memset(st, 0, sizeof(*st));
	if ((n = saved_ids(tok, ntok, &i, ids, err, errsize)) < 0)
		return -1;
	for (k = 0; k < n; k++)
		if (saved_player(&st->p[k], k, ids[k], tok, ntok, &i, err,
		    errsize) < 0)
			return -1;
	if (i + 2 != ntok || strcmp(tok[i], "|") != 0)
		return fail(err, errsize, "expected '| turn' after the last "
		    "player");
	if ((st->turn = number(tok[i + 1], 0, n - 1, "turn", err,
	    errsize)) < 0)
		return -1;
	st->rules = YUT_ADVANCED;
	st->nplayers = n;
	st->npieces = YUT_MAXPIECES;
	st->throws = 1;
	yut_state_sort(st);
	if (yut_state_check(st, err, errsize) == -1)
		return -1;
	if (yut_winner(st) >= 0)
		return fail(err, errsize, "a finished game (%s has won)",
		    st->p[yut_winner(st)].id);
	return 0;
}

int
yut_saveline_parse(struct yut_state *st, const char *line,
    char *err, size_t errsize)
{
	char *buf, *tok[MAXTOK];
	size_t len = strlen(line);
	int ntok, r = -1;

	if (len > 0 && line[len - 1] == '\r')
		len--;
	if (len > YUT_LINE_MAX)
		return fail(err, errsize, "line longer than %d bytes",
		    YUT_LINE_MAX);
	if ((buf = malloc(3 * len + 1)) == NULL)
		return fail(err, errsize, "%s", strerror(ENOMEM));
	if ((ntok = tokenize(line, len, buf, tok, MAXTOK)) < 0)
		fail(err, errsize, "too many fields");
	else
		r = saved_game(st, tok, ntok, err, errsize);
	free(buf);
	return r;
}

int
yut_state_load_any(const char *path, struct yut_state *st, char *err,
    size_t errsize)
{
	char line[YUT_LINE_MAX + 1], why[256];

	if (yut_state_readline(path, line, err, errsize) < 0)
		return -1;
	if ((strchr(line, '|') != NULL ? yut_saveline_parse(st, line, why,
	    sizeof why) : yut_state_parse(st, line, why, sizeof why)) < 0) {
		snprintf(err, errsize, "%s", why);
		return -1;
	}
	return 0;
}

void
yut_saveline_format(const struct yut_state *st, char *buf, size_t size)
{
	struct yut_state s = *st;
	size_t n = 0;
	int k, i;

#define PUT(...) do {							\
	if (n < size)							\
		n += (size_t)snprintf(buf + n, size - n, __VA_ARGS__);	\
} while (0)
	yut_state_sort(&s);
	if (size > 0)
		buf[0] = '\0';
	for (k = 0; k < s.nplayers; k++)
		PUT("%s%s", k > 0 ? " " : "", s.p[k].id);
	for (k = 0; k < s.nplayers; k++) {
		PUT(" | %s %d", s.p[k].id, s.p[k].animal);
		for (i = 0; i < s.npieces; i++)
			PUT(" %d", s.p[k].pos[i]);
	}
	PUT(" | %d", s.turn);
#undef PUT
}

int
yut_save_check(const struct yut_state *st, char *err, size_t errsize)
{
	if (st->rules != YUT_ADVANCED)
		return fail(err, errsize,
		    "not an advanced game: only advanced games are saved");
	if (yut_state_check(st, err, errsize) == -1)
		return -1;
	if (st->throws != 1 || yut_hand_size(st) != 0)
		return fail(err, errsize, "not between turns: a game is saved "
		    "before a turn's first throw (throws=1, empty hand)");
	return 0;
}

int
yut_save_isset(const struct yut_state *st, const char *const *ids, int n)
{
	int k, i, seen;

	if (n != st->nplayers)
		return 0;
	for (k = 0; k < n; k++) {
		for (i = 0, seen = 0; i < n; i++)
			seen |= strcmp(st->p[k].id, ids[i]) == 0;
		if (!seen)
			return 0;
		for (i = 0, seen = 0; i < n; i++)
			seen |= strcmp(ids[k], st->p[i].id) == 0;
		if (!seen)
			return 0;
	}
	return 1;
}

struct scan {
	struct yut_badlines bad;	/* its path the file's */
	const char *const *ids;		/* the set looked for */
	int n;
	const char *line;		/* replacement, or NULL to delete */
	struct yut_state *st;		/* where find puts its game */
	void (*fn)(void *, const struct yut_state *);
	void *arg;
	int found;
};

/*
 * Parse one line of a saves file into st: 0, 1 for a blank line, -1 for
 * a line that does not parse (reported, as far as sc->bad reports).
 */
static int
scan_parse(struct scan *sc, const struct yut_line *ln,
    struct yut_state *st)
{
	char err[256], why[300];

	if (yut_line_blank(ln))
		return 1;
	if (ln->len == YUT_LINE_LONG)
		snprintf(err, sizeof(err), "line longer than %d bytes",
		    YUT_LINE_MAX);
	else if (ln->len == YUT_LINE_NUL)
		snprintf(err, sizeof(err), "NUL byte in the line");
	else if (yut_saveline_parse(st, ln->text, err, sizeof(err)) == 0)
		return 0;
	snprintf(why, sizeof(why), "%s; line kept as it is", err);
	yut_bad_line(&sc->bad, ln->no, why);
	return -1;
}

/* Remember the first game of the set looked for. */
static int
find_line(void *arg, struct yut_rewrite *rw, const struct yut_line *ln)
{
	struct scan *sc = arg;
	struct yut_state st;

	(void)rw;
	if (ln->no == 0) {
		yut_bad_line(&sc->bad, 0, NULL);
		return YUT_LINE_KEEP;
	}
	if (scan_parse(sc, ln, &st) == 0 && !sc->found &&
	    yut_save_isset(&st, sc->ids, sc->n)) {
		*sc->st = st;
		sc->found = 1;
	}
	return YUT_LINE_KEEP;
}

int
yut_save_find(const char *path, const char *const *ids, int n,
    struct yut_state *st, char *err, size_t errsize)
{
	struct scan sc;

	memset(&sc, 0, sizeof(sc));
	sc.bad.path = path;
	sc.ids = ids;
	sc.n = n;
	sc.st = st;
	switch (yut_readlines(path, find_line, &sc, err, errsize)) {
	case 1:
		return 1;
	case -1:
		return -1;
	}
	return sc.found ? 0 : 1;
}

/* Replace or drop the line of the set; append the new line if none. */
static int
store_line(void *arg, struct yut_rewrite *rw, const struct yut_line *ln)
{
	struct scan *sc = arg;
	struct yut_state st;

	if (ln->no == 0) {
		yut_bad_line(&sc->bad, 0, NULL);
		if (sc->found)
			return YUT_LINE_KEEP;
		if (sc->line == NULL)
			return YUT_LINE_ABORT;
		yut_rewrite_put(rw, sc->line);
		return YUT_LINE_KEEP;
	}
	if (scan_parse(sc, ln, &st) != 0 || !yut_save_isset(&st, sc->ids, sc->n))
		return YUT_LINE_KEEP;
	if (sc->found) {
		yut_bad_line(&sc->bad, ln->no,
		    "a second save of the same players, removed");
		return YUT_LINE_DROP;
	}
	sc->found = 1;
	if (sc->line != NULL)
		yut_rewrite_put(rw, sc->line);
	return YUT_LINE_DROP;
}

/* Rewrite path with line in place of the set's line (NULL: delete it). */
static int
store(const char *path, const char *const *ids, int n, const char *line,
    char *err, size_t errsize)
{
	struct scan sc;
	int r;

	memset(&sc, 0, sizeof(sc));
	sc.bad.path = path;
	sc.ids = ids;
	sc.n = n;
	sc.line = line;
	r = yut_rewrite(path, 0666, store_line, &sc, err, errsize);
	if (r == 1)
		snprintf(err, errsize, "no saved game of those players");
	return r;
}

int
yut_save_store(const char *path, const struct yut_state *st,
    char *err, size_t errsize)
{
	char line[YUT_LINE_MAX + 1];
	const char *ids[YUT_MAXPLAYERS];
	int k, r;

	for (k = 0; k < st->nplayers && k < YUT_MAXPLAYERS; k++)
		ids[k] = st->p[k].id;
	if (st->rules == YUT_ADVANCED &&
	    yut_state_check(st, line, sizeof(line)) == 0 &&
	    yut_winner(st) >= 0) {
		r = store(path, ids, st->nplayers, NULL, err, errsize);
		if (r == -1)
			return -1;
		return r == 0 ? YUT_SAVE_REMOVED : YUT_SAVE_NOLINE;
	}
	if (yut_save_check(st, err, errsize) == -1)
		return YUT_SAVE_REFUSED;
	yut_saveline_format(st, line, sizeof(line));
	if (store(path, ids, st->nplayers, line, err, errsize) == -1)
		return -1;
	return YUT_SAVE_STORED;
}

int
yut_save_delete(const char *path, const char *const *ids, int n,
    char *err, size_t errsize)
{
	return store(path, ids, n, NULL, err, errsize);
}

/* Hand every game to the caller's function. */
static int
list_line(void *arg, struct yut_rewrite *rw, const struct yut_line *ln)
{
	struct scan *sc = arg;
	struct yut_state st;

	(void)rw;
	if (ln->no == 0)
		yut_bad_line(&sc->bad, 0, NULL);
	else if (scan_parse(sc, ln, &st) == 0)
		sc->fn(sc->arg, &st);
	return YUT_LINE_KEEP;
}

int
yut_save_list(const char *path,
    void (*fn)(void *arg, const struct yut_state *st), void *arg,
    char *err, size_t errsize)
{
	struct scan sc;

	memset(&sc, 0, sizeof(sc));
	sc.bad.path = path;
	sc.fn = fn;
	sc.arg = arg;
	return yut_readlines(path, list_line, &sc, err, errsize) == -1 ? -1 : 0;
}

/* Order two IDs for qsort. */
static int
idcmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int
yut_save_hold(const char *path, const char *const *ids, int n,
    char *err, size_t errsize)
{
	const char *sorted[YUT_MAXPLAYERS];
	char key[YUT_MAXPLAYERS * (YUT_ID_MAX + 1) + 1], *lockpath;
	size_t len = strlen(path), k = 0;
	int i, r;

	if (n < 1 || n > YUT_MAXPLAYERS || len == 0)
		return fail(err, errsize, "no game to hold");
	memcpy(sorted, ids, (size_t)n * sizeof(*sorted));
	qsort(sorted, (size_t)n, sizeof(*sorted), idcmp);
	key[0] = '\0';
	for (i = 0; i < n; i++)
		k += (size_t)snprintf(key + k, sizeof(key) - k, "%s%.*s",
		    i > 0 ? " " : "", YUT_ID_MAX, sorted[i]);
	if ((lockpath = malloc(len + sizeof(".play"))) == NULL)
		return fail(err, errsize, "%s", strerror(ENOMEM));
	snprintf(lockpath, len + sizeof(".play"), "%s.play", path);
	r = yut_keylock(lockpath, key, 0666, err, errsize);
	free(lockpath);
	return r;
}

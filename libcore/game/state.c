/* state.c - the state line: parse strictly, print canonically (SPEC 5). */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

#define MAXFIELDS	16

/* Format an error message into err; always returns -1. */
static int
fail(char *err, size_t errsize, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, errsize, fmt, ap);
	va_end(ap);
	return -1;
}

void
yut_state_basic(struct yut_state *st, int nplayers, int npieces)
{
	int k;

	memset(st, 0, sizeof *st);
	st->rules = YUT_BASIC;
	st->nplayers = nplayers;
	st->npieces = npieces;
	st->turn = 0;
	st->throws = 1;
	for (k = 0; k < YUT_MAXPLAYERS; k++)
		st->p[k].animal = -1;
}


int
yut_hand_size(const struct yut_state *st)
{
	int r, n = 0;

	for (r = 0; r < YUT_NRESULTS; r++)
		n += st->hand[r];
	return n;
}

int
yut_winner(const struct yut_state *st)
{
	int k, i;

	for (k = 0; k < st->nplayers; k++) {
		for (i = 0; i < st->npieces; i++)
			if (st->p[k].pos[i] != YUT_ARRIVED)
				break;
		if (i == st->npieces)
			return k;
	}
	return -1;
}

static int
cmpint(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

void
yut_state_sort(struct yut_state *st)
{
	int k;

	for (k = 0; k < st->nplayers; k++)
		qsort(st->p[k].pos, (size_t)st->npieces, sizeof(int), cmpint);
}

/* A position: 0..29 or 100, one to three digits. */
static int
parse_pos(const char *s, size_t len)
{
	int v = 0;
	size_t i;

	if (len == 0 || len > 3)
		return -1;
	for (i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	if (v < YUT_NSQUARES || v == YUT_ARRIVED)
		return v;
	return -1;
}

/* "0,2,2,100" into pl->pos; returns the count or -1 (err set). */
static int
parse_positions(struct yut_player *pl, const char *s, const char *field,
    char *err, size_t errsize)
{
	int n = 0, v;
	const char *p = s, *comma;
	size_t len;

	if (*s == '\0')
		return fail(err, errsize, "%s: no pieces", field);
	for (;;) {
		comma = strchr(p, ',');
		len = comma ? (size_t)(comma - p) : strlen(p);
		if (n == YUT_MAXPIECES)
			return fail(err, errsize, "%s: more than %d pieces",
			    field, YUT_MAXPIECES);
		v = parse_pos(p, len);
		if (v < 0)
			return fail(err, errsize,
			    "%s: bad position '%.*s' (0-29 or 100)", field,
			    (int)(len > 8 ? 8 : len), p);
		pl->pos[n++] = v;
		if (comma == NULL)
			break;
		p = comma + 1;
	}
	return n;
}

/* "ID:animal:positions" of an advanced player. */
static int
parse_advanced(struct yut_player *pl, char *s, const char *field,
    char *err, size_t errsize)
{
	char *c1, *c2;

	c1 = strchr(s, ':');
	c2 = c1 ? strchr(c1 + 1, ':') : NULL;
	if (c1 == NULL || c2 == NULL)
		return fail(err, errsize,
		    "%s: advanced players are ID:animal:positions", field);
	*c1 = '\0';
	*c2 = '\0';
	if (!yut_valid_id(s))
		return fail(err, errsize,
		    "%s: bad ID (1-%d of A-Z a-z 0-9 _ . -)", field, YUT_ID_MAX);
	strcpy(pl->id, s);
	pl->animal = yut_animal_parse(c1 + 1);
	if (pl->animal < 0)
		return fail(err, errsize,
		    "%s: bad animal (pig, dog, sheep or cow)", field);
	return parse_positions(pl, c2 + 1, field, err, errsize);
}

static int
parse_hand(struct yut_state *st, const char *s, char *err, size_t errsize)
{
	char name[16];
	const char *p = s, *comma;
	size_t len;
	int r, n = 0;

	memset(st->hand, 0, sizeof st->hand);
	if (*s == '\0')
		return 0;
	for (;;) {
		comma = strchr(p, ',');
		len = comma ? (size_t)(comma - p) : strlen(p);
		if (len == 0 || len >= sizeof name)
			return fail(err, errsize, "hand: bad result in '%.16s'",
			    s);
		memcpy(name, p, len);
		name[len] = '\0';
		if ((r = yut_result_parse(name)) < 0)
			return fail(err, errsize, "hand: unknown result '%s'",
			    name);
		if (++n > YUT_MAXHAND)
			return fail(err, errsize, "hand: more than %d results",
			    YUT_MAXHAND);
		st->hand[r]++;
		if (comma == NULL)
			break;
		p = comma + 1;
	}
	return 0;
}

/* A number field in [0, max]. */
static int
parse_small(const char *field, const char *v, int max, int *out,
    char *err, size_t errsize)
{
	const char *e;
	long long n;

	n = yut_strtonum(v, 0, max, &e);
	if (e != NULL || *v == '-' || strlen(v) > 2)
		return fail(err, errsize, "%s: '%.8s' is not a number 0-%d",
		    field, v, max);
	*out = (int)n;
	return 0;
}

/*
 * A line that does not start with yut1: say what it starts with instead
 * (its first word, cut short, bytes that would not print as '?').
 */
static int
not_state(char *err, size_t errsize, const char *first)
{
	char got[24];
	size_t i;

	if (*first == '\0')
		return fail(err, errsize, "state: not a yut state line (it "
		    "starts with yut1; this one is empty or starts with a "
		    "space)");
	for (i = 0; first[i] != '\0' && i < 20; i++)
		got[i] = first[i] > ' ' && first[i] < 0x7f ? first[i] : '?';
	got[i] = '\0';
	return fail(err, errsize, "state: not a yut state line (it starts "
	    "with yut1; this one with '%s%s')", got, first[i] ? "..." : "");
}

/* The fields of a state line as read, before their values are checked. */
struct fields {
	char *pv[YUT_MAXPLAYERS];
	const char *hand;
	int have_rules, have_turn, have_throws, have_hand;
};

/*
 * Copy line into buf and cut it at its spaces into fields; the number of
 * fields, or -1 with err set.
 */
static int
split_fields(char *buf, const char *line, char **fields, char *err,
    size_t errsize)
{
	char *p, *sp;
	int nf = 0;

	if (strlen(line) > YUT_LINE_MAX)
		return fail(err, errsize, "state: line longer than %d bytes",
		    YUT_LINE_MAX);
	if (strchr(line, '\n') != NULL || strchr(line, '\r') != NULL)
		return fail(err, errsize, "state: more than one line");
	strcpy(buf, line);
	for (p = buf;; p = sp + 1) {
		sp = strchr(p, ' ');
		if (nf == MAXFIELDS)
			return fail(err, errsize, "state: too many fields");
		fields[nf++] = p;
		if (sp == NULL)
			break;
		*sp = '\0';
	}
	return nf;
}

/* The rules field's value, basic or advanced. */
static int
parse_rules(struct yut_state *st, const char *v, char *err, size_t errsize)
{
	if (strcmp(v, "basic") == 0)
		st->rules = YUT_BASIC;
	else if (strcmp(v, "advanced") == 0)
		st->rules = YUT_ADVANCED;
	else
		return fail(err, errsize,
		    "rules: '%.16s' is not basic or advanced", v);
	return 0;
}

/*
 * One NAME=VALUE field f: the small ones read into st, the hand and the
 * players kept in fs for later.  0, or -1 with err set.
 */
static int
parse_field(struct yut_state *st, struct fields *fs, char *f, char *err,
    size_t errsize)
{
	char *eq;
	int k;

	if (*f == '\0')
		return fail(err, errsize,
		    "state: empty field (fields take one space)");
	if ((eq = strchr(f, '=')) == NULL)
		return fail(err, errsize, "state: field '%.16s' has no =", f);
	*eq = '\0';
	if (strcmp(f, "rules") == 0) {
		if (fs->have_rules++)
			goto dup;
		return parse_rules(st, eq + 1, err, errsize);
	} else if (strcmp(f, "turn") == 0) {
		if (fs->have_turn++)
			goto dup;
		return parse_small(f, eq + 1, YUT_MAXPLAYERS - 1, &st->turn,
		    err, errsize);
	} else if (strcmp(f, "throws") == 0) {
		if (fs->have_throws++)
			goto dup;
		return parse_small(f, eq + 1, YUT_MAXTHROWS, &st->throws,
		    err, errsize);
	} else if (strcmp(f, "hand") == 0) {
		if (fs->have_hand++)
			goto dup;
		fs->hand = eq + 1;
	} else if (f[0] == 'p' && f[1] >= '0' &&
	    f[1] < '0' + YUT_MAXPLAYERS && f[2] == '\0') {
		k = f[1] - '0';
		if (fs->pv[k] != NULL)
			goto dup;
		fs->pv[k] = eq + 1;
	} else {
		return fail(err, errsize, "state: unknown field '%.16s'", f);
	}
	return 0;
dup:
	return fail(err, errsize, "%s: field given twice", f);
}

/* The fields every state has, each there once. */
static int
fields_missing(const struct fields *fs, char *err, size_t errsize)
{
	if (!fs->have_rules)
		return fail(err, errsize, "rules: missing field");
	if (!fs->have_turn)
		return fail(err, errsize, "turn: missing field");
	if (!fs->have_throws)
		return fail(err, errsize, "throws: missing field");
	if (!fs->have_hand)
		return fail(err, errsize, "hand: missing field");
	return 0;
}

/*
 * The players p0, p1... given, with no gap: how many, into st, or -1
 * with err set.
 */
static int
count_players(struct yut_state *st, char *const *pv, char *err,
    size_t errsize)
{
	int k;

	for (k = 0; k < YUT_MAXPLAYERS && pv[k] != NULL; k++)
		;
	st->nplayers = k;
	for (; k < YUT_MAXPLAYERS; k++)
		if (pv[k] != NULL)
			return fail(err, errsize, "p%d: missing field",
			    st->nplayers);
	if (st->nplayers < YUT_MINPLAYERS)
		return fail(err, errsize, "p%d: missing field (2-4 players)",
		    st->nplayers);
	return 0;
}

/* Each player's field, all with as many pieces as p0. */
static int
parse_players(struct yut_state *st, char *const *pv, char *err,
    size_t errsize)
{
	int k, n;

	for (k = 0; k < st->nplayers; k++) {
		char field[4] = {'p', (char)('0' + k), '\0', '\0'};

		st->p[k].animal = -1;
		if (st->rules == YUT_ADVANCED)
			n = parse_advanced(&st->p[k], pv[k], field, err, errsize);
		else if (strchr(pv[k], ':') != NULL)
			return fail(err, errsize,
			    "%s: basic players have no ID or animal", field);
		else
			n = parse_positions(&st->p[k], pv[k], field, err,
			    errsize);
		if (n < 0)
			return -1;
		if (k == 0)
			st->npieces = n;
		else if (n != st->npieces)
			return fail(err, errsize,
			    "%s: %d pieces, but p0 has %d", field, n,
			    st->npieces);
	}
	return 0;
}

int
yut_state_parse(struct yut_state *st, const char *line, char *err,
    size_t errsize)
{
	char buf[YUT_LINE_MAX + 1];
	char *fields[MAXFIELDS];
	struct fields fs = {0};
	int nf, i;

	memset(st, 0, sizeof *st);
	if ((nf = split_fields(buf, line, fields, err, errsize)) < 0)
		return -1;
	if (strcmp(fields[0], "yut1") != 0)
		return not_state(err, errsize, fields[0]);
	for (i = 1; i < nf; i++)
		if (parse_field(st, &fs, fields[i], err, errsize) < 0)
			return -1;
	if (fields_missing(&fs, err, errsize) < 0 ||
	    parse_hand(st, fs.hand, err, errsize) < 0 ||
	    count_players(st, fs.pv, err, errsize) < 0 ||
	    parse_players(st, fs.pv, err, errsize) < 0)
		return -1;
	yut_state_sort(st);
	return yut_state_check(st, err, errsize);
}

/* The numbers of a state: rules, players, pieces, turn, throws, hand. */
static int
check_counts(const struct yut_state *st, char *err, size_t errsize)
{
	int i;

	if (st->rules != YUT_BASIC && st->rules != YUT_ADVANCED)
		return fail(err, errsize, "rules: unknown rules");
	if (st->nplayers < YUT_MINPLAYERS || st->nplayers > YUT_MAXPLAYERS)
		return fail(err, errsize, "state: %d players (2-4)",
		    st->nplayers);
	if (st->npieces < 1 || st->npieces > YUT_MAXPIECES)
		return fail(err, errsize, "p0: %d pieces (1-4)", st->npieces);
	if (st->rules == YUT_ADVANCED && st->npieces != YUT_MAXPIECES)
		return fail(err, errsize,
		    "p0: advanced games have 4 pieces a player");
	if (st->turn < 0 || st->turn >= st->nplayers)
		return fail(err, errsize, "turn: %d is not a player (0-%d)",
		    st->turn, st->nplayers - 1);
	if (st->throws < 0 || st->throws > YUT_MAXTHROWS)
		return fail(err, errsize, "throws: %d out of range (0-%d)",
		    st->throws, YUT_MAXTHROWS);
	for (i = 0; i < YUT_NRESULTS; i++)
		if (st->hand[i] < 0)
			return fail(err, errsize, "hand: negative count");
	if (yut_hand_size(st) > YUT_MAXHAND)
		return fail(err, errsize, "hand: more than %d results",
		    YUT_MAXHAND);
	return 0;
}

/* Player k's ID and animal: an advanced game's, or none in a basic one. */
static int
check_who(const struct yut_state *st, int k, char *err, size_t errsize)
{
	const struct yut_player *pl = &st->p[k];
	int j;

	if (st->rules == YUT_ADVANCED) {
		if (!yut_valid_id(pl->id))
			return fail(err, errsize, "p%d: bad ID", k);
		if (pl->animal < 0 || pl->animal >= YUT_NANIMALS)
			return fail(err, errsize, "p%d: bad animal", k);
		for (j = 0; j < k; j++)
			if (strcmp(st->p[j].id, pl->id) == 0)
				return fail(err, errsize,
				    "p%d: ID %s is also p%d", k, pl->id, j);
	} else if (pl->id[0] != '\0' || pl->animal != -1) {
		return fail(err, errsize,
		    "p%d: basic players have no ID or animal", k);
	}
	return 0;
}

/*
 * Player k's pieces: on the board, ascending, where the animal may stand,
 * on no square another player holds (owner, the holder of each square,
 * updated).
 */
static int
check_pieces(const struct yut_state *st, int k, int *owner, char *err,
    size_t errsize)
{
	const struct yut_player *pl = &st->p[k];
	int i, pos;

	for (i = 0; i < st->npieces; i++) {
		pos = pl->pos[i];
		if (!(pos >= 0 && pos < YUT_NSQUARES) && pos != YUT_ARRIVED)
			return fail(err, errsize, "p%d: bad position %d", k,
			    pos);
		if (i > 0 && pos < pl->pos[i - 1])
			return fail(err, errsize,
			    "p%d: positions not ascending", k);
		if (pos == 0 || pos == YUT_ARRIVED)
			continue;
		if (pl->animal == YUT_COW && !yut_cow_square(pos))
			return fail(err, errsize,
			    "p%d: a cow cannot stand on %d", k, pos);
		if (owner[pos] >= 0 && owner[pos] != k)
			return fail(err, errsize,
			    "p%d: square %d is held by p%d", k, pos,
			    owner[pos]);
		owner[pos] = k;
	}
	return 0;
}

/* A finished game: exactly one winner; an unfinished one: a move to make. */
static int
check_end(const struct yut_state *st, char *err, size_t errsize)
{
	int k, i, w;

	if ((w = yut_winner(st)) >= 0) {
		for (k = w + 1; k < st->nplayers; k++) {
			for (i = 0; i < st->npieces; i++)
				if (st->p[k].pos[i] != YUT_ARRIVED)
					break;
			if (i == st->npieces)
				return fail(err, errsize,
				    "p%d: p%d has won already", k, w);
		}
	} else if (st->throws == 0) {
		struct yut_mv mv[YUT_MAXMOVES];

		if (yut_legal_moves(st, mv) == 0)
			return fail(err, errsize,
			    "hand: no throw owed and nothing in it to play");
	}
	return 0;
}

int
yut_state_check(const struct yut_state *st, char *err, size_t errsize)
{
	int owner[YUT_NSQUARES];
	int k, i;

	if (check_counts(st, err, errsize) < 0)
		return -1;
	for (i = 0; i < YUT_NSQUARES; i++)
		owner[i] = -1;
	for (k = 0; k < st->nplayers; k++)
		if (check_who(st, k, err, errsize) < 0 ||
		    check_pieces(st, k, owner, err, errsize) < 0)
			return -1;
	return check_end(st, err, errsize);
}

/* Append to buf at *len, never past size. */
static void
put(char *buf, size_t size, size_t *len, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (*len >= size)
		return;
	va_start(ap, fmt);
	n = vsnprintf(buf + *len, size - *len, fmt, ap);
	va_end(ap);
	if (n > 0)
		*len += (size_t)n;
	if (*len >= size)
		*len = size - 1;
}

void
yut_state_format(const struct yut_state *st, char *buf, size_t size)
{
	size_t len = 0;
	int k, i, r, c, first = 1;

	put(buf, size, &len, "yut1 rules=%s turn=%d throws=%d hand=",
	    st->rules == YUT_ADVANCED ? "advanced" : "basic", st->turn,
	    st->throws);
	for (r = 0; r < YUT_NRESULTS; r++)
		for (c = 0; c < st->hand[r]; c++) {
			put(buf, size, &len, "%s%s", first ? "" : ",",
			    yut_result_name(r));
			first = 0;
		}
	for (k = 0; k < st->nplayers; k++) {
		put(buf, size, &len, " p%d=", k);
		if (st->rules == YUT_ADVANCED)
			put(buf, size, &len, "%s:%s:", st->p[k].id,
			    yut_animal_name(st->p[k].animal));
		for (i = 0; i < st->npieces; i++)
			put(buf, size, &len, "%s%d", i ? "," : "",
			    st->p[k].pos[i]);
	}
}

void
yut_state_print(FILE *fp, const struct yut_state *st)
{
	char line[YUT_LINE_MAX + 1];

	yut_state_format(st, line, sizeof line);
	fprintf(fp, "%s\n", line);
}

void
yut_rng_state(struct yut_rng *rng, const struct yut_state *st, int seeded,
    uint64_t seed)
{
	char line[YUT_LINE_MAX + 1];
	uint64_t h = 1469598103934665603ULL;	/* FNV-1a */
	const char *p;

	if (!seeded) {
		yut_rng_entropy(rng);
		return;
	}
	yut_state_format(st, line, sizeof line);
	for (p = line; *p; p++)
		h = (h ^ (unsigned char)*p) * 1099511628211ULL;
	yut_rng_seed(rng, seed ^ h);
}

int
yut_state_readline(const char *path, char *line, char *err, size_t errsize)
{
	FILE *fp = stdin;
	int n, r = -1;

	if (strcmp(path, "-") != 0 && (fp = fopen(path, "re")) == NULL) {
		snprintf(err, errsize, "open %s: %s", path, strerror(errno));
		return -1;
	}
	n = yut_getline(fp, line, YUT_LINE_MAX);
	if (n == -1 && ferror(fp))
		snprintf(err, errsize, "read %s: %s", path, strerror(errno));
	else if (n == -1)
		snprintf(err, errsize, "state: no state on input");
	else if (n == -2 || n == YUT_LINE_ENDLESS)
		snprintf(err, errsize, "state: line longer than %d bytes",
		    YUT_LINE_MAX);
	else if (n == -3)
		snprintf(err, errsize, "state: NUL byte in the line");
	else if (getc(fp) != EOF)
		snprintf(err, errsize, "state: more than one line");
	else if (ferror(fp))
		snprintf(err, errsize, "read %s: %s", path, strerror(errno));
	else
		r = 0;
	if (fp != stdin)
		fclose(fp);
	return r;
}

int
yut_state_load(const char *path, struct yut_state *st, char *err,
    size_t errsize)
{
	char line[YUT_LINE_MAX + 1], why[256];

	if (yut_state_readline(path, line, err, errsize) < 0)
		return -1;
	if (yut_state_parse(st, line, why, sizeof why) < 0) {
		snprintf(err, errsize, "%s", why);
		return -1;
	}
	return 0;
}

int
yut_state_read(FILE *fp, struct yut_state *st, char *err, size_t errsize)
{
	char line[YUT_LINE_MAX + 1];
	int n;

	n = yut_getline(fp, line, YUT_LINE_MAX);
	if (n == -1)
		return fail(err, errsize, ferror(fp) ? "state: read error" :
		    "state: no state on input");
	if (n == -2 || n == YUT_LINE_ENDLESS)
		return fail(err, errsize, "state: line longer than %d bytes",
		    YUT_LINE_MAX);
	if (n == -3)
		return fail(err, errsize, "state: NUL byte in the line");
	if (getc(fp) != EOF)
		return fail(err, errsize, "state: more than one line");
	if (ferror(fp))
		return fail(err, errsize, "state: read error");
	return yut_state_parse(st, line, err, errsize);
}

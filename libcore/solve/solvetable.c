/*
 * solvetable.c - the solver's table file (yut-files(5)): a header line,
 * checked by a sum of it and of the values, then every position's value
 * as 8 little-endian bytes, in the order of the table's index.
 */
#include <sys/stat.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "solve.h"

#define TABLE_MAGIC "yut-table 1\n"

uint64_t
yut_fnv1a(uint64_t h, const void *buf, size_t n)
{
	const unsigned char *p = buf;

	while (n-- > 0) {
		h ^= *p++;
		h *= 0x100000001b3ULL;
	}
	return h;
}

void
yut_put_double(unsigned char *p, double v)
{
	uint64_t u;
	int i;

	memcpy(&u, &v, sizeof u);
	for (i = 0; i < 8; i++)
		p[i] = (unsigned char)(u >> (8 * i));
}

double
yut_get_double(const unsigned char *p)
{
	uint64_t u = 0;
	double v;
	int i;

	for (i = 7; i >= 0; i--)
		u = u << 8 | p[i];
	memcpy(&v, &u, sizeof v);
	return v;
}

/*
 * The header line of t without its checksum field.  Its change is the
 * last part's: a part swept before it, converged or not, leaves the table
 * unsolved, change 1.
 */
static void
header(const struct yut_table *t, char *buf, size_t size)
{
	snprintf(buf, size, "rules=basic players=2 pieces=%d prob=%.17g "
	    "cut=%d arrived=%d values=%llu sweeps=%d change=%.3e",
	    t->npieces, t->prob, t->cut, t->from,
	    (unsigned long long)t->nvalues, t->sweeps,
	    t->early ? 1.0 : t->change);
}

int
yut_table_put(const struct yut_table *t, struct yut_replace *rp, int again,
    char *err, size_t errsize)
{
	unsigned char buf[8 * 1024];
	char head[256];
	uint64_t i, h = YUT_FNV_START;
	size_t n = 0;
	FILE *fp = yut_replace_file(rp);

	header(t, head, sizeof head);
	for (i = 0; i < t->nvalues; i++) {
		yut_put_double(buf, t->v[i]);
		h = yut_fnv1a(h, buf, 8);
	}
	h = yut_fnv1a(h, head, strlen(head));
	fprintf(fp, "%s%s checksum=%016llx\n", TABLE_MAGIC, head,
	    (unsigned long long)h);
	for (i = 0; i < t->nvalues; i++) {
		yut_put_double(buf + n, t->v[i]);
		n += 8;
		if (n == sizeof buf || i + 1 == t->nvalues) {
			fwrite(buf, 1, n, fp);
			n = 0;
		}
	}
	return yut_replace_commit(rp, again, err, errsize);
}

int
yut_table_write(const struct yut_table *t, const char *path, char *err,
    size_t errsize)
{
	struct yut_replace *rp;
	int r;

	if ((rp = yut_replace_begin(path, 0666, 1, err, errsize)) == NULL)
		return -1;
	r = yut_table_put(t, rp, 0, err, errsize);
	yut_replace_end(rp);
	return r;
}

/* The number after "name=" in the header line, checked against [lo, hi]. */
static int
field(const char *line, const char *name, double lo, double hi, double *v)
{
	char key[32], *end;
	const char *p;

	snprintf(key, sizeof key, " %s=", name);
	if ((p = strstr(line, key)) == NULL && strncmp(line, key + 1,
	    strlen(key + 1)) != 0)
		return -1;
	p = p != NULL ? p + strlen(key) : line + strlen(key + 1);
	errno = 0;
	*v = strtod(p, &end);
	if (end == p || errno != 0 || (*end != ' ' && *end != '\0') ||
	    !(*v >= lo && *v <= hi))
		return -1;
	return 0;
}

/* Exactly 16 lowercase hexadecimal digits ending the line, into *v. */
static int
checksum(const char *p, unsigned long long *v)
{
	int i;

	*v = 0;
	for (i = 0; i < 16; i++) {
		if (p[i] >= '0' && p[i] <= '9')
			*v = *v << 4 | (unsigned)(p[i] - '0');
		else if (p[i] >= 'a' && p[i] <= 'f')
			*v = *v << 4 | (unsigned)(p[i] - 'a' + 10);
		else
			return -1;
	}
	return p[16] == '\0' ? 0 : -1;
}

/*
 * The header of the table in fp, from its start, into t, its values still
 * to come: 0, the line's length (without its newline) in *len, the
 * checksum it gives in *want, and the line as header() makes it in head
 * (of 256 bytes); or -1, err saying why.
 */
static int
read_header(struct yut_table *t, FILE *fp, const char *path, char *head,
    size_t *len, unsigned long long *want, char *err, size_t errsize)
{
	char magic[sizeof TABLE_MAGIC], line[512], *cs;
	double np, prob, cut, from, values, sweeps, change;
	size_t n;
	int c;

	if (fread(magic, 1, sizeof TABLE_MAGIC - 1, fp) !=
	    sizeof TABLE_MAGIC - 1 || memcmp(magic, TABLE_MAGIC,
	    sizeof TABLE_MAGIC - 1) != 0) {
		snprintf(err, errsize, "%s: not a yut table (version 1)",
		    path);
		return -1;
	}
	for (n = 0; (c = getc(fp)) != EOF && c != '\n'; n++)
		if (n + 1 < sizeof line)
			line[n] = (char)c;
	if (c == EOF || n + 1 >= sizeof line)
		goto bad;
	line[n] = '\0';
	if ((cs = strstr(line, " checksum=")) == NULL ||
	    strncmp(line, "rules=basic players=2 ", 22) != 0 ||
	    field(line, "pieces", 1, YUT_TABLE_MAXPIECES, &np) < 0 ||
	    np != floor(np) || field(line, "prob", 1e-300, 1, &prob) < 0 ||
	    prob >= 1 || field(line, "cut", 1, YUT_MAXHAND, &cut) < 0 ||
	    field(line, "arrived", 0, 2 * YUT_MAXPIECES, &from) < 0 ||
	    field(line, "values", 1, 1e18, &values) < 0 ||
	    field(line, "sweeps", 0, 1e9, &sweeps) < 0 ||
	    field(line, "change", 0, 1e300, &change) < 0 ||
	    checksum(cs + strlen(" checksum="), want) < 0)
		goto bad;
	*cs = '\0';
	yut_table_init(t, (int)np, prob);
	t->cut = (int)cut;
	t->from = (int)from;
	t->sweeps = (int)sweeps;
	t->change = change;
	header(t, head, 256);
	if ((double)t->nvalues != values || strcmp(head, line) != 0)
		goto bad;
	*len = n;
	return 0;
bad:
	snprintf(err, errsize, "%s: bad header", path);
	return -1;
}

/*
 * The values of t from fp into t->v, the sum *h going on over them: 0,
 * or -1, err saying why.
 */
static int
read_values(struct yut_table *t, FILE *fp, const char *path, uint64_t *h,
    char *err, size_t errsize)
{
	unsigned char buf[8 * 1024];
	uint64_t i;
	size_t n, got;

	for (i = 0; i < t->nvalues; i += got / 8) {
		n = t->nvalues - i < sizeof buf / 8 ? (size_t)(t->nvalues - i)
		    * 8 : sizeof buf;
		got = fread(buf, 1, n, fp);
		if (got != n) {
			snprintf(err, errsize, "%s: truncated", path);
			return -1;
		}
		*h = yut_fnv1a(*h, buf, n);
		for (n = 0; n < got; n += 8) {
			t->v[i + n / 8] = yut_get_double(buf + n);
			if (!(t->v[i + n / 8] >= 0 && t->v[i + n / 8] <= 1)) {
				snprintf(err, errsize, "%s: a value out of "
				    "range", path);
				return -1;
			}
		}
	}
	return 0;
}

int
yut_table_read(struct yut_table *t, const char *path, char *err,
    size_t errsize)
{
	char head[256];
	unsigned long long want;
	uint64_t size, h = YUT_FNV_START;
	size_t n;
	struct stat sb;
	FILE *fp;

	memset(t, 0, sizeof *t);
	/* a FIFO would block the open, a device never end */
	if ((fp = yut_open_regular(path, err, errsize)) == NULL)
		return -1;
	if (read_header(t, fp, path, head, &n, &want, err, errsize) < 0)
		goto fail;
	/* the size the header promises, before any memory is taken for it */
	size = sizeof TABLE_MAGIC - 1 + n + 1 + t->nvalues * 8;
	if (fstat(fileno(fp), &sb) == -1) {
		snprintf(err, errsize, "stat %s: %s", path, strerror(errno));
		goto fail;
	}
	if ((uint64_t)sb.st_size != size) {
		snprintf(err, errsize, "%s: %s", path, (uint64_t)sb.st_size <
		    size ? "truncated" : "data after the values");
		goto fail;
	}
	t->v = malloc(t->nvalues * sizeof *t->v);
	if (t->v == NULL) {
		snprintf(err, errsize, "%s: out of memory", path);
		goto fail;
	}
	if (read_values(t, fp, path, &h, err, errsize) < 0)
		goto fail;
	h = yut_fnv1a(h, head, strlen(head));
	if (getc(fp) != EOF) {
		snprintf(err, errsize, "%s: data after the values", path);
		goto fail;
	}
	if (h != want) {
		snprintf(err, errsize, "%s: checksum mismatch", path);
		goto fail;
	}
	fclose(fp);
	return 0;
fail:
	fclose(fp);
	yut_table_free(t);
	return -1;
}

/* ------------------------------------------------------- a table read */

/*
 * Whether the last part of the whole table t, the positions with no piece
 * arrived, never had a sweep: its start is still the 0 it began with (a
 * player about to throw always has some chance).  A table written in an
 * earlier part before the header said so shows it this way alone.
 */
static int
never_swept(const struct yut_table *t)
{
	struct yut_state st;

	if (t->from != 0 || t->npieces < 2 || t->v == NULL)
		return 0;
	yut_state_basic(&st, 2, t->npieces);
	return t->v[yut_placement_rank(st.p[0].pos, t->npieces) *
	    (t->nplace + 1)] == 0;
}

/* Warn when t, read from path, was not solved to the end. */
static void
table_unsettled(const struct yut_table *t, const char *path)
{
	char n[16];

	snprintf(n, sizeof n, "%d", t->from);
	if (t->change >= 1 || never_swept(t))
		yut_warn("%s: not solved to the end: no sweep of its last "
		    "part (the positions with %s piece%s arrived) had ended, "
		    "so its values are not exact (yut-solve -i goes on from "
		    "them)", path, t->from == 0 ? "no" : n,
		    t->from == 1 || t->from == 0 ? "" : "s");
	else if (t->change >= YUT_TABLE_SETTLED)
		yut_warn("%s: not solved to the end: its last sweep changed a "
		    "value by %.1e, so its values are not exact (yut-solve -i "
		    "goes on from them)", path, t->change);
}

int
yut_table_accept(const struct yut_table *t, const char *path, double prob,
    char *err, size_t errsize)
{
	if (prob >= 0 && t->prob != prob) {
		snprintf(err, errsize, "%s: the table was solved for -P %g, "
		    "not %g", path, t->prob, prob);
		return -1;
	}
	table_unsettled(t, path);
	return 0;
}

/*
 * solvekeep.c - the fast engine's sweep under way, kept beside the
 * table's checkpoints and found again.
 *
 * The sweep under way, kept beside the checkpoints (o->keep_out), so that
 * a run killed goes on within the sweep it was in, not from its start: a
 * sweep of three pieces' part with none home takes an hour, and its
 * policy's terms, found as it goes, are needed at its end.  The file is a
 * header of KEEP_HEAD bytes, a line of text, then the terms of the
 * positions swept so far in the part's order, each its chance of winning
 * in the turn, its count and its terms (a position's index and chance),
 * little-endian.  A checkpoint appends the positions swept since the
 * last, then writes the header: the game, the part, the round's blocks,
 * the sweep, the blocks and positions swept, the change so far, the
 * policy's state, and sums of the terms and of the part's values as the
 * checkpoint left them.  A file whose values are not the table's (a table
 * written after it) or that is damaged is set aside, the sweep starting
 * again as without it.
 */
#include <sys/stat.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "solve.h"
#include "solvefast.h"

#define KEEP_HEAD	512
#define KEEP_MAGIC	"yut-sweep 1\n"
#define KEEP_TERMS	(1u << 20)	/* a position's terms, at most */

/* The sum of the table's values: a kept sweep is of these alone. */
static uint64_t
keep_values(const struct yut_table *t)
{
	unsigned char b[8 * 512];
	uint64_t i, h = YUT_FNV_START;
	size_t n = 0;

	for (i = 0; i < t->nvalues; i++) {
		yut_put_double(b + n, t->v[i]);
		if ((n += 8) == sizeof b || i + 1 == t->nvalues) {
			h = yut_fnv1a(h, b, n);
			n = 0;
		}
	}
	return h;
}

/* The header of the kept sweep at, its checksum last, in KEEP_HEAD bytes. */
static void
keep_header(const struct solver *sv, const struct yut_table *t,
    const struct part *pt, const struct keepat *at, uint64_t values,
    char *head)
{
	int n;

	memset(head, ' ', KEEP_HEAD);
	n = snprintf(head, KEEP_HEAD, "%spieces=%d prob=%.17g cut=%d "
	    "arrived=%d count=%llu round=%llu sweep=%d block=%llu done=%llu "
	    "change=%a found=%d pi=%d pilast=%a bytes=%llu terms=%016llx "
	    "values=%016llx", KEEP_MAGIC, t->npieces, t->prob, t->cut,
	    pt->home, (unsigned long long)pt->count,
	    (unsigned long long)sv->round, at->sweep,
	    (unsigned long long)at->block, (unsigned long long)at->done,
	    at->change, at->found, at->pi, at->pilast,
	    (unsigned long long)sv->kbytes, (unsigned long long)sv->kterms,
	    (unsigned long long)values);
	snprintf(head + n, KEEP_HEAD - (size_t)n, " checksum=%016llx",
	    (unsigned long long)yut_fnv1a(YUT_FNV_START, head, (size_t)n));
	head[strlen(head)] = ' ';
	head[KEEP_HEAD - 1] = '\n';
}

/*
 * The kept sweep's file opened with flags: a regular file, not through a
 * link at its fixed name nor waiting on a FIFO, its status in *sb; -1 if
 * not, *why saying why.
 */
static int
keep_open(const char *path, int flags, struct stat *sb, const char **why)
{
	int fd;

	if ((fd = open(path, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC,
	    0666)) < 0) {
		*why = errno == ELOOP ? "a symbolic link, not followed" :
		    strerror(errno);
		return -1;
	}
	if (fstat(fd, sb) < 0 || !S_ISREG(sb->st_mode)) {
		*why = "not a regular file";
		close(fd);
		return -1;
	}
	return fd;
}

/* The kept sweep can no longer be written: said once, then done without. */
static void
keep_fail(struct solver *sv, const char *path, const char *why)
{
	yut_warn("%s: %s: the sweep under way is not kept", path, why);
	if (sv->kfd >= 0)
		close(sv->kfd);
	sv->kfd = -1;
	sv->kfail = 1;
}

/* A count or index as 4 little-endian bytes, and back. */
static void
put_u32(unsigned char *p, uint32_t u)
{
	int i;

	for (i = 0; i < 4; i++)
		p[i] = (unsigned char)(u >> 8 * i);
}

static uint32_t
get_u32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

/* Write n bytes of buf at off, whole; -1 with errno set if it cannot. */
static int
pwrite_all(int fd, const unsigned char *buf, size_t n, uint64_t off)
{
	ssize_t w;

	while (n > 0) {
		if ((w = pwrite(fd, buf, n, (off_t)off)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		buf += w;
		n -= (size_t)w;
		off += (uint64_t)w;
	}
	return 0;
}

/* The record bytes buf[0..*n) appended to the kept sweep. */
static int
keep_flush(struct solver *sv, const unsigned char *buf, size_t *n)
{
	if (pwrite_all(sv->kfd, buf, *n, sv->kbytes) < 0)
		return -1;
	sv->kterms = yut_fnv1a(sv->kterms, buf, *n);
	sv->kbytes += *n;
	*n = 0;
	return 0;
}

/*
 * The terms of the positions swept since the last checkpoint, to
 * at->done, appended to the kept sweep: 0, or -1 with errno set.
 */
static int
keep_append(struct solver *sv, const struct keepat *at)
{
	const struct worker *w;
	unsigned char *buf, *nb;
	size_t n = 0, cap = (size_t)1 << 20, need;
	uint64_t k, j, off;
	int bad = 0, e;

	if ((buf = malloc(cap)) == NULL)
		return -1;
	for (k = sv->kdone; at->found && k < at->done && !bad; k++) {
		w = &sv->w[sv->pk.who[k]];
		off = sv->pk.off[k];
		need = 12 + 12 * (size_t)sv->pk.n[k];
		if (n + need > cap && (bad = keep_flush(sv, buf, &n)) < 0)
			break;
		if (need > cap) {
			if ((nb = realloc(buf, need)) == NULL) {
				bad = -1;
				break;
			}
			buf = nb;
			cap = need;
		}
		yut_put_double(buf + n, sv->pk.win[k]);
		put_u32(buf + n + 8, sv->pk.n[k]);
		n += 12;
		for (j = 0; j < sv->pk.n[k]; j++, n += 12) {
			put_u32(buf + n, w->pii[off + j]);
			yut_put_double(buf + n + 4, w->piq[off + j]);
		}
	}
	if (bad == 0 && n > 0)
		bad = keep_flush(sv, buf, &n);
	e = errno;
	free(buf);
	errno = e;
	return bad;
}

/*
 * After a checkpoint of the table, or before the table is written at a
 * stop: the sweep as at stands kept beside it, the positions swept since
 * the last appended, then the header.
 */
void
yut_fast_keep_put(struct solver *sv, const struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt,
    const struct keepat *at)
{
	char head[KEEP_HEAD];
	struct stat sb;
	const char *why;

	if (o->keep_out == NULL || sv->kfail || sv->size > 1 ||
	    t->npieces > ACCEL_PIECES)
		return;
	if (sv->kfd < 0 && (sv->kfd = keep_open(o->keep_out, O_RDWR |
	    O_CREAT, &sb, &why)) < 0) {
		keep_fail(sv, o->keep_out, why);
		return;
	}
	if (sv->ksweep != at->sweep || sv->khome != pt->home ||
	    sv->kdone > at->done) {
		/* a new sweep: what was kept goes */
		if (ftruncate(sv->kfd, 0) < 0) {
			keep_fail(sv, o->keep_out, strerror(errno));
			return;
		}
		sv->ksweep = at->sweep;
		sv->khome = pt->home;
		sv->kdone = 0;
		sv->kbytes = KEEP_HEAD;
		sv->kterms = YUT_FNV_START;
	}
	if (keep_append(sv, at) < 0 || fdatasync(sv->kfd) < 0) {
		keep_fail(sv, o->keep_out, strerror(errno));
		return;
	}
	sv->kdone = at->done;
	keep_header(sv, t, pt, at, keep_values(t), head);
	if (pwrite_all(sv->kfd, (unsigned char *)head, KEEP_HEAD, 0) < 0 ||
	    fdatasync(sv->kfd) < 0)
		keep_fail(sv, o->keep_out, strerror(errno));
}

/* Read n bytes into buf from fp, the sum h going on over them. */
static int
keep_read(FILE *fp, unsigned char *buf, size_t n, uint64_t *h)
{
	if (fread(buf, 1, n, fp) != n)
		return -1;
	*h = yut_fnv1a(*h, buf, n);
	return 0;
}

/*
 * The terms of the kept sweep's first at->done positions, from fp, into
 * the first worker's: 0, -1 if they are damaged, -2 when memory runs out.
 */
static int
keep_terms(struct solver *sv, const struct yut_table *t, FILE *fp,
    const struct keepat *at, uint64_t bytes, uint64_t sum)
{
	struct worker *w = &sv->w[0];
	unsigned char *buf = NULL, *nb, b[12];
	uint64_t k, j, h = YUT_FNV_START, left = bytes - KEEP_HEAD;
	uint32_t nk, i;
	double q, win;
	size_t cap = 0;

	for (k = 0; k < at->done; k++) {
		if (left < 12 || keep_read(fp, b, 12, &h) < 0)
			goto bad;
		win = yut_get_double(b);
		nk = get_u32(b + 8);
		left -= 12;
		if (!(win >= 0 && win <= 1) || nk > KEEP_TERMS ||
		    12 * (uint64_t)nk > left)
			goto bad;
		if (12 * (size_t)nk > cap) {
			if ((nb = realloc(buf, 12 * (size_t)nk)) == NULL)
				goto nomem;
			buf = nb;
			cap = 12 * (size_t)nk;
		}
		if (keep_read(fp, buf, 12 * (size_t)nk, &h) < 0)
			goto bad;
		left -= 12 * (uint64_t)nk;
		if (w->pin + nk > w->picap && yut_fast_terms_room(w, nk) < 0)
			goto nomem;
		for (j = 0; j < nk; j++) {
			i = get_u32(buf + 12 * j);
			q = yut_get_double(buf + 12 * j + 4);
			if (i >= t->nvalues || !(q >= 0 && q <= 1))
				goto bad;
			w->pii[w->pin + j] = i;
			w->piq[w->pin + j] = q;
		}
		sv->pk.off[k] = w->pin;
		sv->pk.n[k] = nk;
		sv->pk.who[k] = 0;
		sv->pk.win[k] = win;
		w->pin += nk;
	}
	free(buf);
	return left == 0 && h == sum ? 0 : -1;
bad:
	free(buf);
	return -1;
nomem:
	free(buf);
	return -2;
}

/* The header of a kept sweep, as read. */
struct keephead {
	int npieces, cut, home;
	double prob;
	unsigned long long count, round, block, done, bytes, terms, values,
	    sum;
};

/*
 * The header of the sweep kept in fd (of status sb) read into *kh and
 * *at, and checked against the solve: NULL when it is one of its parts,
 * whose index among the np of pt goes in *p; else why not.
 */
static const char *
keep_check(const struct solver *sv, const struct yut_table *t,
    const struct part *pt, int np, int fd, const struct stat *sb,
    struct keepat *at, struct keephead *kh, int *p)
{
	char head[KEEP_HEAD + 1];
	int n = 0;

	memset(head, 0, sizeof head);
	if (pread(fd, head, KEEP_HEAD, 0) != KEEP_HEAD ||
	    strncmp(head, KEEP_MAGIC, strlen(KEEP_MAGIC)) != 0 ||
	    sscanf(head + strlen(KEEP_MAGIC), "pieces=%d prob=%lg cut=%d "
	    "arrived=%d count=%llu round=%llu sweep=%d block=%llu done=%llu "
	    "change=%la found=%d pi=%d pilast=%la bytes=%llu terms=%llx "
	    "values=%llx checksum=%llx%n", &kh->npieces, &kh->prob, &kh->cut,
	    &kh->home, &kh->count, &kh->round, &at->sweep, &kh->block,
	    &kh->done, &at->change, &at->found, &at->pi, &at->pilast,
	    &kh->bytes, &kh->terms, &kh->values, &kh->sum, &n) != 17)
		return "not a sweep kept by yut-solve";
	if (yut_fnv1a(YUT_FNV_START, head, (size_t)(strstr(head,
	    " checksum=") - head)) != kh->sum)
		return "damaged";
	if (kh->npieces != t->npieces || kh->prob != t->prob ||
	    kh->cut != t->cut)
		return "not of this game";
	for (*p = 0; *p < np && pt[*p].home != kh->home; (*p)++)
		;
	if (*p == np || pt[*p].count != kh->count)
		return "not of a part this solve sweeps";
	if ((uint64_t)sb->st_size < kh->bytes || kh->bytes < KEEP_HEAD ||
	    kh->block > pt[*p].nb || kh->done != pt[*p].start[kh->block] ||
	    at->sweep < 1 || !(at->change >= 0 && at->change <= 1))
		return "damaged";
	if (kh->round != sv->round)
		return "of other rounds (-R)";
	if (kh->values != keep_values(t))
		return "not of the table's values (written before its last "
		    "checkpoint)";
	return NULL;
}

/*
 * The terms of the kept sweep in fd, of the part pt, taken: NULL, or why
 * not (none then kept).
 */
static const char *
keep_load(struct solver *sv, const struct yut_table *t,
    const struct part *pt, int fd, const struct keepat *at,
    const struct keephead *kh)
{
	const char *why = NULL;
	FILE *fp;
	int r = -1;

	if (yut_fast_pi_terms(sv, pt, 1) < 0)
		return "out of memory";
	if ((fp = fdopen(dup(fd), "rb")) == NULL ||
	    fseeko(fp, KEEP_HEAD, SEEK_SET) < 0 ||
	    (r = keep_terms(sv, t, fp, at, kh->bytes, kh->terms)) < 0) {
		yut_fast_pi_terms(sv, pt, 0);
		why = r == -2 ? "out of memory" : "damaged";
	}
	if (fp != NULL)
		fclose(fp);
	return why;
}

/*
 * The sweep kept beside the table read (o->keep_in), if there is one of
 * its values: the index of its part among the np of pt, where it stands
 * in *at and its terms taken; else -1, the solve to start as without it.
 * A whole solve keeps a part's sweep only once the parts before it have
 * converged, so they are not swept again.
 */
int
yut_fast_keep_find(struct solver *sv, const struct yut_table *t,
    const struct yut_solve_opts *o, const struct part *pt, int np,
    struct keepat *at)
{
	struct keephead kh;
	const char *why = NULL;
	struct stat sb;
	int fd, p = -1;

	if (o->keep_in == NULL || sv->size > 1 || t->npieces > ACCEL_PIECES)
		return -1;
	if ((fd = keep_open(o->keep_in, o->keep_out != NULL &&
	    strcmp(o->keep_in, o->keep_out) == 0 ? O_RDWR : O_RDONLY, &sb,
	    &why)) < 0) {
		if (errno != ENOENT)
			yut_warn("%s: %s: the solve starts as without it",
			    o->keep_in, why);
		return -1;
	}
	/* emptied for a sweep begun, which had written nothing yet */
	if (sb.st_size == 0) {
		close(fd);
		return -1;
	}
	memset(&kh, 0, sizeof kh);
	why = keep_check(sv, t, pt, np, fd, &sb, at, &kh, &p);
	at->block = kh.block;
	at->done = kh.done;
	if (why == NULL && at->found)
		why = keep_load(sv, t, &pt[p], fd, at, &kh);
	if (why != NULL) {
		yut_warn("%s: %s: the solve starts as without it",
		    o->keep_in, why);
		close(fd);
		return -1;
	}
	yut_warn("%s: sweep %d goes on from %.1f%% swept", o->keep_in,
	    at->sweep, pt[p].count ? 100.0 * (double)kh.done /
	    (double)pt[p].count : 100.0);
	/* the same file written on; another -o's written anew */
	if (o->keep_out != NULL && strcmp(o->keep_in, o->keep_out) == 0 &&
	    ftruncate(fd, (off_t)kh.bytes) == 0) {
		sv->kfd = fd;
		sv->ksweep = at->sweep;
		sv->khome = kh.home;
		sv->kdone = kh.done;
		sv->kbytes = kh.bytes;
		sv->kterms = kh.terms;
	} else
		close(fd);
	return p;
}


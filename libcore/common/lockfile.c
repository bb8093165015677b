/*
 * lockfile.c - read a text file line by line, and rewrite it atomically
 * under a POSIX record lock.
 *
 * Writers serialise on FILE.lock, a file beside FILE that is never removed
 * (a lock on FILE itself would be lost with its inode at the first rename).
 * The new contents go to a temporary file in the same directory, which is
 * flushed to disk and renamed over FILE; the directory is flushed last.
 * Readers need no lock: they see the old file or the new one, never a mix.
 * Nothing here knows about any game.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common.h"

/* A line with its end: the text, a CR, a newline, and a terminating NUL. */
#define RAWMAX	(YUT_LINE_MAX + 2)

struct yut_rewrite {
	FILE *out;
	int endnl;		/* the output so far is empty or ends in '\n' */
};

/* One raw line of a file: its bytes as they stand, and what they hold. */
struct rawline {
	char buf[RAWMAX + 1];
	size_t n;		/* bytes in buf, line end included */
	int more;		/* bytes of the line remain unread after buf */
};

/* Format a message into err, adding strerror(errnum) when errnum != 0. */
static void
seterr(char *err, size_t errsize, int errnum, const char *fmt, ...)
{
	va_list ap;
	size_t n;

	if (err == NULL || errsize == 0)
		return;
	va_start(ap, fmt);
	vsnprintf(err, errsize, fmt, ap);
	va_end(ap);
	n = strlen(err);
	if (errnum != 0 && n < errsize)
		snprintf(err + n, errsize - n, ": %s", strerror(errnum));
}

/*
 * Read the next line of fp into rl, up to RAWMAX bytes.  Returns 0, or -1
 * at the end of the file (or on a read error: the caller checks ferror).
 */
static int
rawline_read(FILE *fp, struct rawline *rl)
{
	int c;

	rl->n = 0;
	rl->more = 0;
	while (rl->n < RAWMAX) {
		if ((c = getc(fp)) == EOF)
			break;
		rl->buf[rl->n++] = (char)c;
		if (c == '\n')
			break;
	}
	if (rl->n == 0)
		return -1;
	if (rl->n == RAWMAX && rl->buf[rl->n - 1] != '\n') {
		if ((c = getc(fp)) != EOF) {
			rl->more = 1;
			ungetc(c, fp);
		}
	}
	rl->buf[rl->n] = '\0';
	return 0;
}

/*
 * Describe rl as a struct yut_line: the text without its end, and its
 * length, YUT_LINE_LONG or YUT_LINE_NUL.  The text is NUL-terminated in
 * a copy, so that the raw bytes in rl stay as they were.
 */
static void
rawline_view(const struct rawline *rl, char *text, struct yut_line *ln)
{
	size_t len = rl->n;

	if (len > 0 && rl->buf[len - 1] == '\n')
		len--;
	if (len > 0 && rl->buf[len - 1] == '\r')
		len--;
	memcpy(text, rl->buf, len);
	text[len] = '\0';
	ln->text = text;
	if (rl->more || len > YUT_LINE_MAX)
		ln->len = YUT_LINE_LONG;
	else if (memchr(text, '\0', len) != NULL)
		ln->len = YUT_LINE_NUL;
	else
		ln->len = (int)len;
}

/*
 * Skip (out == NULL) or copy the rest of an over-long line.  Returns
 * whether it ended in a newline.
 */
static int
rawline_rest(FILE *fp, FILE *out)
{
	int c;

	while ((c = getc(fp)) != EOF) {
		if (out != NULL)
			putc(c, out);
		if (c == '\n')
			return 1;
	}
	return 0;
}

/*
 * Open path for reading, refusing anything but a regular file: a device
 * such as /dev/zero never ends, and a FIFO would block the open.  Returns
 * the stream with *st filled in, or NULL with err set (errno ENOENT when
 * the file does not exist, so that the caller can take it as empty).
 */
static FILE *
open_regular(const char *path, struct stat *st, char *err, size_t errsize)
{
	FILE *fp;
	int fd, flags;

	if (*path == '\0') {
		seterr(err, errsize, 0, "empty file name");
		errno = EINVAL;
		return NULL;
	}
	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY |
	    O_CLOEXEC)) == -1) {
		seterr(err, errsize, errno, "open %s", path);
		return NULL;
	}
	if (fstat(fd, st) == -1) {
		seterr(err, errsize, errno, "stat %s", path);
		close(fd);
		errno = EIO;
		return NULL;
	}
	if (!S_ISREG(st->st_mode)) {
		seterr(err, errsize, 0, "%s is not a regular file", path);
		close(fd);
		errno = EINVAL;
		return NULL;
	}
	if ((flags = fcntl(fd, F_GETFL)) == -1 ||
	    fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == -1 ||
	    (fp = fdopen(fd, "r")) == NULL) {
		seterr(err, errsize, errno, "open %s", path);
		close(fd);
		errno = EIO;
		return NULL;
	}
	return fp;
}

FILE *
yut_open_regular(const char *path, char *err, size_t errsize)
{
	struct stat st;

	return open_regular(path, &st, err, errsize);
}

int
yut_readlines(const char *path, yut_line_fn *fn, void *arg,
    char *err, size_t errsize)
{
	struct rawline *rl;
	struct yut_line ln;
	struct stat st;
	char *text;
	FILE *fp;
	int stop = 0;

	if ((fp = open_regular(path, &st, err, errsize)) == NULL)
		return errno == ENOENT ? 1 : -1;
	rl = malloc(sizeof(*rl));
	text = malloc(RAWMAX + 1);
	if (rl == NULL || text == NULL) {
		seterr(err, errsize, ENOMEM, "read %s", path);
		free(text);
		free(rl);
		fclose(fp);
		return -1;
	}
	ln.no = 0;
	errno = 0;
	while (!stop && rawline_read(fp, rl) == 0) {
		ln.no++;
		rawline_view(rl, text, &ln);
		if (rl->more)
			rawline_rest(fp, NULL);
		stop = fn(arg, NULL, &ln) == YUT_LINE_ABORT;
	}
	free(text);
	free(rl);
	if (ferror(fp)) {
		seterr(err, errsize, errno ? errno : EIO, "read %s", path);
		fclose(fp);
		return -1;
	}
	fclose(fp);
	if (!stop) {
		ln.no = 0;
		ln.text = NULL;
		ln.len = 0;
		fn(arg, NULL, &ln);
	}
	return 0;
}

void
yut_bad_line(struct yut_badlines *b, long no, const char *why)
{
	if (no == 0 && b->seen > YUT_BAD_SHOWN)
		yut_warn("%s: ... and %ld more lines like it", b->path,
		    b->seen - YUT_BAD_SHOWN);
	else if (no > 0 && ++b->seen <= YUT_BAD_SHOWN)
		yut_warn("%s:%ld: %s", b->path, no, why);
}

int
yut_line_blank(const struct yut_line *ln)
{
	return ln->len >= 0 &&
	    ln->text[strspn(ln->text, " \t")] == '\0';
}

void
yut_rewrite_put(struct yut_rewrite *rw, const char *line)
{
	if (!rw->endnl)
		putc('\n', rw->out);
	fputs(line, rw->out);
	putc('\n', rw->out);
	rw->endnl = 1;
}

/*
 * Take the write lock on the whole of fd: waiting for other writers when
 * wait is set, else failing (EAGAIN or EACCES) when one holds it.
 */
static int
lock_file(int fd, int wait)
{
	struct flock fl;

	memset(&fl, 0, sizeof(fl));
	fl.l_type = F_WRLCK;
	fl.l_whence = SEEK_SET;
	fl.l_start = 0;
	fl.l_len = 0;
	while (fcntl(fd, wait ? F_SETLKW : F_SETLK, &fl) == -1) {
		if (errno != EINTR)
			return -1;
	}
	return 0;
}

/* Flush the directory holding path, so that a rename in it is durable. */
static int
sync_dir(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir;
	int fd, r = 0;

	if (slash == NULL)
		dir = strdup(".");
	else if (slash == path)
		dir = strdup("/");
	else if ((dir = strdup(path)) != NULL)
		dir[slash - path] = '\0';
	if (dir == NULL)
		return -1;
	if ((fd = open(dir, O_RDONLY | O_CLOEXEC)) == -1) {
		free(dir);
		return -1;
	}
	if (fsync(fd) == -1 && errno != EINVAL && errno != EROFS &&
	    errno != EBADF)
		r = -1;
	close(fd);
	free(dir);
	return r;
}

/*
 * Whether the one running us may write the file st describes, by its mode:
 * its owner needs the owner's write bit (even root: a file made read-only
 * stays so), anyone else what access(2) says.
 */
static int
may_write(const char *path, const struct stat *st)
{
	if (st->st_uid == geteuid())
		return (st->st_mode & S_IWUSR) != 0;
	return access(path, W_OK) == 0;
}

/*
 * Open path.lock for the lock, never through a symbolic link and never
 * anything but a regular file.  Returns the descriptor, or -1 (err set).
 */
static int
open_lock(const char *path, const char *lockpath, int mode, char *err,
    size_t errsize)
{
	struct stat st;
	int fd;

	fd = open(lockpath, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK |
	    O_NOCTTY | O_CLOEXEC, mode & 0666);
	if (fd == -1 && errno == ELOOP) {
		seterr(err, errsize, 0, "cannot lock %s: %s is a symbolic "
		    "link", path, lockpath);
		return -1;
	}
	if (fd == -1) {
		seterr(err, errsize, errno, "cannot lock %s: open %s",
		    path, lockpath);
		return -1;
	}
	if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode)) {
		seterr(err, errsize, 0, "cannot lock %s: %s is not a regular "
		    "file", path, lockpath);
		close(fd);
		return -1;
	}
	return fd;
}

/*
 * Pass every line of in through fn into rw.  Returns 0, 1 when fn aborts,
 * -1 on a read error (its errno in *readerr).
 */
static int
filter_lines(FILE *in, struct yut_rewrite *rw, yut_line_fn *fn, void *arg,
    int *readerr)
{
	struct rawline *rl;
	struct yut_line ln;
	char *text;
	int what, r = 0;

	rl = malloc(sizeof(*rl));
	text = malloc(RAWMAX + 1);
	if (rl == NULL || text == NULL) {
		free(text);
		free(rl);
		*readerr = ENOMEM;
		return -1;
	}
	ln.no = 0;
	errno = 0;
	while (in != NULL && rawline_read(in, rl) == 0) {
		ln.no++;
		rawline_view(rl, text, &ln);
		what = fn(arg, rw, &ln);
		if (what == YUT_LINE_ABORT) {
			r = 1;
			break;
		}
		if (what == YUT_LINE_KEEP) {
			fwrite(rl->buf, 1, rl->n, rw->out);
			rw->endnl = rl->buf[rl->n - 1] == '\n';
		}
		if (rl->more && what == YUT_LINE_KEEP)
			rw->endnl = rawline_rest(in, rw->out);
		else if (rl->more)
			rawline_rest(in, NULL);
	}
	if (r == 0 && in != NULL && ferror(in)) {
		*readerr = errno ? errno : EIO;
		r = -1;
	}
	if (r == 0) {
		ln.no = 0;
		ln.text = NULL;
		ln.len = 0;
		if (fn(arg, rw, &ln) == YUT_LINE_ABORT)
			r = 1;
	}
	free(text);
	free(rl);
	return r;
}

struct yut_replace {
	char *path, *lockpath, *tmppath;
	int lockfd;
	FILE *in;		/* the file as it stands, or NULL */
	FILE *out;		/* the temporary file, or NULL */
	mode_t mode;		/* of the temporary file */
	uid_t uid;		/* the old file's owner and group, or -1 */
	gid_t gid;
};

/* Create the temporary file of rp beside its file. */
static int
replace_tmp(struct yut_replace *rp, char *err, size_t errsize)
{
	size_t len = strlen(rp->path) + sizeof(".XXXXXX");
	int fd;

	snprintf(rp->tmppath, len, "%s.XXXXXX", rp->path);
	if ((fd = mkstemp(rp->tmppath)) == -1) {
		seterr(err, errsize, errno, "cannot write %s (left unchanged): "
		    "create %s", rp->path, rp->tmppath);
		return -1;
	}
	fcntl(fd, F_SETFD, FD_CLOEXEC);
	if (rp->uid != (uid_t)-1 && fchown(fd, rp->uid, rp->gid) == -1) {
		/* not the owner: the file becomes ours */
	}
	if (fchmod(fd, rp->mode) == -1) {
		/* mkstemp's 0600 is the safe side */
	}
	if ((rp->out = fdopen(fd, "w")) == NULL) {
		seterr(err, errsize, errno, "fdopen %s", rp->tmppath);
		close(fd);
		unlink(rp->tmppath);
		return -1;
	}
	return 0;
}

/* A replacement of path not begun, nothing open; NULL if no memory. */
static struct yut_replace *
replace_new(const char *path)
{
	size_t len = strlen(path);
	struct yut_replace *rp = calloc(1, sizeof(*rp));

	if (rp == NULL)
		return NULL;
	rp->lockfd = -1;
	rp->uid = (uid_t)-1;
	rp->gid = (gid_t)-1;
	rp->path = strdup(path);
	rp->lockpath = malloc(len + sizeof(".lock"));
	rp->tmppath = malloc(len + sizeof(".XXXXXX"));
	if (rp->path == NULL || rp->lockpath == NULL || rp->tmppath == NULL) {
		yut_replace_end(rp);
		return NULL;
	}
	snprintf(rp->lockpath, len + sizeof(".lock"), "%s.lock", path);
	return rp;
}

struct yut_replace *
yut_replace_begin(const char *path, int mode, int wait, char *err,
    size_t errsize)
{
	struct yut_replace *rp;
	struct stat st;
	size_t len = strlen(path);
	mode_t mask;

	if (len == 0) {
		seterr(err, errsize, 0, "empty file name");
		return NULL;
	}
	/* no lock beside a device or a FIFO (checked again under the lock) */
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		seterr(err, errsize, 0, "%s is not a regular file", path);
		return NULL;
	}
	if ((rp = replace_new(path)) == NULL) {
		seterr(err, errsize, ENOMEM, "cannot write %s", path);
		return NULL;
	}
	if ((rp->lockfd = open_lock(path, rp->lockpath, mode, err,
	    errsize)) == -1)
		goto fail;
	if (lock_file(rp->lockfd, wait) == -1) {
		if (errno == EAGAIN || errno == EACCES)
			seterr(err, errsize, 0, "%s is being written by another "
			    "process (%s is locked)", path, rp->lockpath);
		else
			seterr(err, errsize, errno, "cannot lock %s",
			    rp->lockpath);
		goto fail;
	}
	mask = umask(0);
	umask(mask);
	rp->mode = (mode_t)mode & ~mask & 0666;
	if ((rp->in = yut_open_regular(path, err, errsize)) != NULL) {
		if (fstat(fileno(rp->in), &st) == -1 || !may_write(path, &st)) {
			seterr(err, errsize, EACCES, "cannot write %s (left "
			    "unchanged)", path);
			goto fail;
		}
		rp->uid = st.st_uid;
		rp->gid = st.st_gid;
		rp->mode = st.st_mode & 07777;
	} else if (errno != ENOENT)
		goto fail;
	if (replace_tmp(rp, err, errsize) == -1)
		goto fail;
	return rp;
fail:
	yut_replace_end(rp);
	return NULL;
}

FILE *
yut_replace_file(struct yut_replace *rp)
{
	return rp->out;
}

int
yut_replace_commit(struct yut_replace *rp, int again, char *err,
    size_t errsize)
{
	int errnum;

	errno = 0;
	if (fflush(rp->out) == EOF || ferror(rp->out) ||
	    fsync(fileno(rp->out)) == -1) {
		errnum = errno ? errno : EIO;
		seterr(err, errsize, errnum, "cannot write %s (left unchanged)",
		    rp->path);
		return -1;
	}
	if (fclose(rp->out) == EOF) {
		rp->out = NULL;
		seterr(err, errsize, errno, "cannot write %s (left unchanged)",
		    rp->path);
		unlink(rp->tmppath);
		return -1;
	}
	rp->out = NULL;
	if (rename(rp->tmppath, rp->path) == -1) {
		seterr(err, errsize, errno, "cannot replace %s (left unchanged)",
		    rp->path);
		unlink(rp->tmppath);
		return -1;
	}
	if (sync_dir(rp->path) == -1) {
		seterr(err, errsize, errno, "sync the directory of %s",
		    rp->path);
		return -1;
	}
	return again ? replace_tmp(rp, err, errsize) : 0;
}

void
yut_replace_end(struct yut_replace *rp)
{
	if (rp == NULL)
		return;
	if (rp->out != NULL) {
		fclose(rp->out);
		unlink(rp->tmppath);
	}
	if (rp->in != NULL)
		fclose(rp->in);
	if (rp->lockfd >= 0)
		close(rp->lockfd);
	free(rp->tmppath);
	free(rp->lockpath);
	free(rp->path);
	free(rp);
}

int
yut_rewrite(const char *path, int mode, yut_line_fn *fn, void *arg,
    char *err, size_t errsize)
{
	struct yut_replace *rp;
	struct yut_rewrite rw;
	int r = -1, errnum;

	if ((rp = yut_replace_begin(path, mode, 1, err, errsize)) == NULL)
		return -1;
	rw.out = rp->out;
	rw.endnl = 1;
	switch (filter_lines(rp->in, &rw, fn, arg, &errnum)) {
	case 1:
		r = 1;
		break;
	case -1:
		seterr(err, errsize, errnum, "read %s", path);
		break;
	default:
		r = yut_replace_commit(rp, 0, err, errsize);
	}
	yut_replace_end(rp);
	return r;
}

int
yut_keylock(const char *lockpath, const char *key, int mode, char *err,
    size_t errsize)
{
	struct flock fl;
	uint64_t h = 1469598103934665603ULL;	/* FNV-1a, then mixed */
	const char *p;
	int fd;

	if ((fd = open_lock(lockpath, lockpath, mode, err, errsize)) == -1)
		return -1;
	for (p = key; *p != '\0'; p++)
		h = (h ^ (unsigned char)*p) * 1099511628211ULL;
	memset(&fl, 0, sizeof(fl));
	fl.l_type = F_WRLCK;
	fl.l_whence = SEEK_SET;
	/* one byte a key, anywhere in the first 2^62: a collision is 2^-62 */
	fl.l_start = (off_t)(yut_mix64(h) >> (sizeof(off_t) >= 8 ? 2 : 34));
	fl.l_len = 1;
	while (fcntl(fd, F_SETLK, &fl) == -1) {
		if (errno == EINTR)
			continue;
		if (errno == EACCES || errno == EAGAIN) {
			close(fd);
			return -2;
		}
		seterr(err, errsize, errno, "cannot lock %s", lockpath);
		close(fd);
		return -1;
	}
	return fd;
}

/*
 * Split path into its directory's stat and its last component.  Returns
 * the component (within path), or NULL when the directory is not there
 * (or memory runs out).
 */
static const char *
dir_and_base(const char *path, struct stat *dst)
{
	const char *slash = strrchr(path, '/');
	char *dir;
	int r;

	if (slash == NULL)
		dir = strdup(".");
	else if ((dir = strdup(path)) != NULL)
		dir[slash == path ? 1 : slash - path] = '\0';
	if (dir == NULL)
		return NULL;
	r = stat(dir, dst);
	free(dir);
	return r == 0 ? (slash == NULL ? path : slash + 1) : NULL;
}

int
yut_same_file(const char *a, const char *b)
{
	struct stat sa, sb;
	const char *ba, *bb;

	if (stat(a, &sa) == 0 && stat(b, &sb) == 0)
		return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
	ba = dir_and_base(a, &sa);
	bb = dir_and_base(b, &sb);
	if (ba == NULL || bb == NULL)
		return strcmp(a, b) == 0;
	return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino &&
	    strcmp(ba, bb) == 0;
}

/* util.c - errors, numbers, bounded lines and checked output. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "common.h"

const char *yut_argv0 = "yut";

void
yut_setprogname(const char *argv0)
{
	const char *p;

	if (argv0 == NULL || *argv0 == '\0')
		return;
	p = strrchr(argv0, '/');
	yut_argv0 = p ? p + 1 : argv0;
}

int
yut_valid_id(const char *s)
{
	size_t n = 0;

	for (; s[n] != '\0'; n++) {
		char c = s[n];

		if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
		    (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '-'))
			return 0;
		if (n >= YUT_ID_MAX)
			return 0;
	}
	return n > 0;
}

/*
 * Write s to fp with every byte that could drive a terminal quoted as
 * \ooo: control characters but the tab, DEL, C1 controls written in
 * UTF-8, and bytes that are not part of well-formed UTF-8.
 */
void
yut_fputs_quoted(const char *s, FILE *fp)
{
	const unsigned char *p = (const unsigned char *)s;
	int i, n;

	while (*p != '\0') {
		n = 0;
		if (*p >= 0x20 && *p < 0x7f)
			n = 1;
		else if (*p == '\t')
			n = 1;
		else if (*p >= 0xc2 && *p <= 0xdf)
			n = *p == 0xc2 && p[1] < 0xa0 ? 0 : 2;
		else if (*p >= 0xe0 && *p <= 0xef)
			n = 3;
		else if (*p >= 0xf0 && *p <= 0xf4)
			n = 4;
		/* a lead byte counts only with all its continuation bytes */
		for (i = 1; i < n; i++)
			if ((p[i] & 0xc0) != 0x80)
				n = 0;
		if (n == 3 && ((*p == 0xe0 && p[1] < 0xa0) ||
		    (*p == 0xed && p[1] >= 0xa0)))
			n = 0;
		if (n == 4 && ((*p == 0xf0 && p[1] < 0x90) ||
		    (*p == 0xf4 && p[1] >= 0x90)))
			n = 0;
		if (n == 0) {
			fprintf(fp, "\\%03o", *p++);
			continue;
		}
		fwrite(p, 1, (size_t)n, fp);
		p += n;
	}
}

/*
 * Format a message into a buffer of its own; the caller frees it.  A
 * message that cannot be formatted comes back as "?"; NULL when memory
 * runs out.
 */
char *
yut_vformat(const char *fmt, va_list ap)
{
	va_list aq;
	char *buf;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	if (n < 0)
		return strdup("?");
	if ((buf = malloc((size_t)n + 1)) != NULL)
		vsnprintf(buf, (size_t)n + 1, fmt, ap);
	return buf;
}

/*
 * Print "argv0: message", with strerror when fmt ends in ':'.  The
 * message may hold bytes from files and input, so they go out quoted.
 * It is built whole first and written with one write(2), so that the
 * messages of processes sharing stderr do not mix.
 */
static void
vwarn(const char *fmt, va_list ap)
{
	int saved = errno;
	size_t n = strlen(fmt), len = 0, off;
	char *msg, *buf = NULL;
	ssize_t w;
	FILE *mem;

	fflush(stdout);
	msg = yut_vformat(fmt, ap);
	if ((mem = open_memstream(&buf, &len)) == NULL) {
		free(msg);
		return;
	}
	fprintf(mem, "%s: ", yut_argv0);
	yut_fputs_quoted(msg != NULL ? msg : "?", mem);
	if (n > 0 && fmt[n - 1] == ':')
		fprintf(mem, " %s", strerror(saved));
	fputc('\n', mem);
	free(msg);
	if (fclose(mem) == 0) {
		fflush(stderr);
		for (off = 0; off < len;) {
			w = write(fileno(stderr), buf + off, len - off);
			if (w > 0)
				off += (size_t)w;
			else if (w == 0 || errno != EINTR)
				break;
		}
	}
	free(buf);
}

void
yut_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
}

void
yut_die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
	exit(YUT_EXIT_USAGE);
}

void
yut_diex(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
	exit(status);
}

/* Decimal only, no sign but '-', no spaces: what a person types. */
long long
yut_strtonum(const char *s, long long min, long long max, const char **errstr)
{
	long long v;
	char *end;

	*errstr = NULL;
	if (s == NULL || *s == '\0' || strlen(s) > 20) {
		*errstr = "invalid";
		return 0;
	}
	if (!(*s == '-' || (*s >= '0' && *s <= '9'))) {
		*errstr = "invalid";
		return 0;
	}
	errno = 0;
	v = strtoll(s, &end, 10);
	if (*end != '\0' || end == s) {
		*errstr = "invalid";
		return 0;
	}
	if (errno == ERANGE || v < min || v > max) {
		*errstr = (errno == ERANGE ? v < 0 : v < min) ?
		    "too small" : "too large";
		return 0;
	}
	return v;
}

void *
yut_malloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL)
		yut_die("malloc:");
	return p;
}

void *
yut_calloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p == NULL)
		yut_die("calloc:");
	return p;
}

void *
yut_realloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);

	if (q == NULL)
		yut_die("realloc:");
	return q;
}

char *
yut_strdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(yut_malloc(n), s, n);
}

/*
 * Read one line into buf (max + 1 bytes) with a hard limit, so no input can
 * make us allocate or overflow.  The rest of a long line is swallowed so
 * the next call starts on the next line, but only up to YUT_SKIP_MAX bytes:
 * input that never ends a line (/dev/zero) is not read forever.
 */
int
yut_getline(FILE *fp, char *buf, size_t max)
{
	size_t n = 0, skipped = 0;
	int c, toolong = 0, nul = 0, any = 0;

	while ((c = getc(fp)) != EOF) {
		any = 1;
		if (c == '\n')
			break;
		if (c == '\0')
			nul = 1;
		if (n < max + 1)
			buf[n++] = (char)c;
		else if (++skipped > YUT_SKIP_MAX) {
			buf[0] = '\0';
			return YUT_LINE_ENDLESS;
		} else
			toolong = 1;
	}
	if (!any)
		return -1;
	/* a CR before the newline (or at the end) belongs to the line end */
	if (n > 0 && buf[n - 1] == '\r')
		n--;
	if (n > max)
		toolong = 1;
	if (toolong) {
		buf[0] = '\0';
		return -2;
	}
	buf[n] = '\0';
	if (nul)
		return -3;
	return (int)n;
}

int
yut_parse_list(const char *opt, const char *arg, int *out, int max,
    int (*item)(const char *s, void *ctx), void *ctx, const char *what)
{
	char buf[33];
	const char *s = arg;
	size_t len;
	int n = 0;

	for (;;) {
		len = strcspn(s, ",");
		if (n == max)
			yut_die("%s: more than %d items", opt, max);
		if (len == 0 || len >= sizeof buf)
			yut_die("%s: '%.*s' is not %s", opt, (int)(len > 32 ? 32 :
			    len), s, what);
		memcpy(buf, s, len);
		buf[len] = '\0';
		if ((out[n++] = item(buf, ctx)) < 0)
			yut_die("%s: '%s' is not %s", opt, buf, what);
		if (s[len] == '\0')
			return n;
		s += len + 1;
	}
}

size_t
yut_rtrim(char *s)
{
	size_t n = strlen(s);

	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		s[--n] = '\0';
	return n;
}

void
yut_putline(FILE *fp, const char *line, size_t len)
{
	while (len > 0 && (line[len - 1] == ' ' || line[len - 1] == '\t'))
		len--;
	fwrite(line, 1, len, fp);
	fputc('\n', fp);
}

const char *
yut_path_env(const char *var, const char *def)
{
	const char *s = getenv(var);

	return s != NULL && *s != '\0' ? s : def;
}

double
yut_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void
yut_fshut(FILE *fp, const char *name)
{
	if (fflush(fp) == EOF || ferror(fp))
		yut_die("write %s:", name);
}

void
yut_version(void)
{
	printf("%s %s\n", yut_argv0, YUT_VERSION);
	yut_fshut(stdout, "stdout");
	exit(0);
}

/* Remove CSI sequences (ESC [ ... final byte) in place. */
void
yut_strip_escapes(char *s)
{
	char *w = s;

	while (*s) {
		if (s[0] == '\033' && s[1] == '[') {
			s += 2;
			while (*s && !(*s >= '@' && *s <= '~'))
				s++;
			if (*s)
				s++;
			continue;
		}
		*w++ = *s++;
	}
	*w = '\0';
}

/*
 * refrun.c - a transcript read to its end and refereed, and the reports
 * printed, as yut-referee does; the words of the categories (-c).
 */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "game.h"
#include "grade.h"
#include "referee.h"

/* The words of the categories, as -c takes them. */
static const char *const catnames[YUT_NCATS] = {
	[YUT_CAT_MOVES] = "moves", [YUT_CAT_BACKDO] = "back-do",
	[YUT_CAT_CATCH] = "catch", [YUT_CAT_STACK] = "stack",
	[YUT_CAT_CHAIN] = "chain", [YUT_CAT_PIG] = "pig",
	[YUT_CAT_DOG] = "dog", [YUT_CAT_SHEEP] = "sheep",
	[YUT_CAT_COW] = "cow", [YUT_CAT_WIN] = "win",
	[YUT_CAT_LOGIN] = "login", [YUT_CAT_MENU] = "menu",
	[YUT_CAT_SAVE] = "save", [YUT_CAT_RESUME] = "resume",
	[YUT_CAT_ANSWERS] = "answers", [YUT_CAT_SCREEN] = "screen",
};

/* The last newline in the n bytes at buf, or NULL. */
static const char *
memrchr_nl(const char *buf, size_t n)
{
	while (n > 0)
		if (buf[--n] == '\n')
			return buf + n;
	return NULL;
}

/*
 * Feed rf what fd holds, to its end or a NUL byte (binary: the verdict
 * is fixed, read no further): 0, or -1 (err).
 */
static int
feed_all(struct yut_referee *rf, int fd, const char *name, char *err,
    size_t errsize)
{
	struct yut_referee_stats s;
	struct stat st;
	char buf[65536];
	const char *nl;
	size_t run = 0;		/* bytes since the last newline */
	int regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
	ssize_t n;

	while ((n = read(fd, buf, sizeof buf)) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			snprintf(err, errsize, "read %s: %s", name,
			    strerror(errno));
			return -1;
		}
		/*
		 * a pipe or a device whose line never ends is not read
		 * forever (a regular file ends: its long lines are reported)
		 */
		nl = memrchr_nl(buf, (size_t)n);
		run = nl != NULL ? (size_t)(buf + n - nl - 1) : run + (size_t)n;
		if (!regular && run > YUT_LINE_MAX + YUT_SKIP_MAX) {
			snprintf(err, errsize, "%s: a line of more than %d "
			    "bytes never ends", name,
			    YUT_LINE_MAX + YUT_SKIP_MAX);
			return -1;
		}
		yut_referee_feed(rf, buf, (size_t)n);
		yut_referee_stats(rf, &s);
		if (s.unreadable)
			break;
	}
	return 0;
}

/* The last line: consistent or not, with the counts. */
static void
verdict(FILE *fp, const char *name, const struct yut_referee_stats *s,
    int categories)
{
	if (s->errors == 0)
		fprintf(fp, "%s: consistent: %ld line%s, %ld game%s, %ld "
		    "screen%s, %ld win%s, %ld save%s", name, s->lines,
		    s->lines == 1 ? "" : "s", s->games,
		    s->games == 1 ? "" : "s", s->screens,
		    s->screens == 1 ? "" : "s", s->wins,
		    s->wins == 1 ? "" : "s", s->saves,
		    s->saves == 1 ? "" : "s");
	else
		fprintf(fp, "%s: inconsistent: %ld inconsistenc%s in %ld "
		    "line%s (%ld screen%s checked)", name, s->errors,
		    s->errors == 1 ? "y" : "ies", s->lines,
		    s->lines == 1 ? "" : "s", s->screens,
		    s->screens == 1 ? "" : "s");
	if (categories != 0)
		fprintf(fp, "; %ld note%s of other categories", s->notes,
		    s->notes == 1 ? "" : "s");
	fputc('\n', fp);
}

int
yut_referee_run(int fd, const char *name, const struct yut_referee_opt *o,
    FILE *out, char *err, size_t errsize)
{
	struct yut_referee_stats s;
	struct yut_referee *rf;

	if ((rf = yut_referee_new(o, err, errsize)) == NULL)
		return -1;
	if (feed_all(rf, fd, name, err, errsize) < 0) {
		yut_referee_free(rf);
		return -1;
	}
	yut_referee_end(rf);
	yut_referee_stats(rf, &s);
	if (s.unreadable) {
		yut_referee_free(rf);
		snprintf(err, errsize, "%s: not a Yunnori transcript (%s)",
		    name, s.lines == 0 ? "empty" :
		    "binary or no menu or screen in it");
		return -1;
	}
	yut_referee_print_all(out, name, rf, o->keep_going);
	verdict(out, name, &s, o->categories);
	yut_referee_free(rf);
	return s.errors == 0 ? 0 : 1;
}

/*
 * Print head (our own words) and s with its control bytes quoted (\ooo):
 * a transcript's SO, BEL or CSI must not drive the reader's terminal.
 */
static void
print_quoted(FILE *fp, const char *head, const char *s)
{
	fputs(head, fp);
	yut_fputs_quoted(s, fp);
	fputc('\n', fp);
}

void
yut_referee_print(FILE *fp, const char *name,
    const struct yut_referee_error *e)
{
	yut_fputs_quoted(name, fp);
	fprintf(fp, ":%ld: %s[%s] ", e->line, e->note ? "note: " : "",
	    yut_ref_category_name(e->category));
	print_quoted(fp, "", e->what);
	if (e->text[0] != '\0')
		print_quoted(fp, "  line:     ", e->text);
	if (e->expected[0] != '\0')
		print_quoted(fp, "  expected: ", e->expected);
	if (e->shown[0] != '\0')
		print_quoted(fp, "  shown:    ", e->shown);
}

void
yut_referee_print_all(FILE *fp, const char *name,
    const struct yut_referee *rf, int all)
{
	int i, first = 1;

	for (i = 0; i < rf->rp.nerr; i++) {
		if (!rf->rp.err[i].note) {
			if (!all && !first)
				continue;
			first = 0;
		}
		yut_referee_print(fp, name, &rf->rp.err[i]);
	}
}

const char *
yut_ref_category_name(int cat)
{
	return cat >= 0 && cat < YUT_NCATS ? catnames[cat] : "?";
}

int
yut_ref_categories(const char *list, unsigned *mask, char *err,
    size_t errsize)
{
	const char *p = list;
	size_t n;
	int k;

	/* none: every inconsistency a note, every game played to its end */
	if (strcmp(list, "none") == 0) {
		*mask = YUT_CATS_NONE;
		return 0;
	}
	*mask = 0;
	for (;;) {
		n = strcspn(p, ",");
		for (k = 0; k < YUT_NCATS; k++)
			if (strlen(catnames[k]) == n &&
			    strncmp(p, catnames[k], n) == 0)
				break;
		if (k == YUT_NCATS) {
			snprintf(err, errsize, "unknown category '%.*s'",
			    (int)(n > 32 ? 32 : n), p);
			return -1;
		}
		*mask |= 1u << k;
		if (p[n] == '\0')
			return 0;
		p += n + 1;
	}
}

/* yut-referee - check a console transcript of a Yunnori program. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "game.h"
#include "grade.h"

#define USAGE "[-k] [--strict] [-c categories] [-f saves] [-p players]\n" \
    "\t[--saves-before saves] [-u users] [file]" \
	"\n\n" \
	"-c categories\tcount only these categories of inconsistency\n" \
	"-f saves\tthe saves file the program wrote\n" \
	"-k\tkeep going: list every inconsistency\n" \
	"-p players\tevery game must have this many players\n" \
	"-u users\tthe users file the program read\n" \
	"--saves-before saves\tthe saves file before the session\n" \
	"--strict\tdemand the exact bytes of the screens"

/* The last newline in the n bytes at buf, or NULL. */
static const char *
memrchr_nl(const char *buf, size_t n)
{
	while (n > 0)
		if (buf[--n] == '\n')
			return buf + n;
	return NULL;
}

/* --strict */
static void
set_strict(void *ctx, const char *value)
{
	(void)value;
	((struct yut_referee_opt *)ctx)->strict = 1;
}

/* --saves-before FILE */
static void
set_before(void *ctx, const char *value)
{
	((struct yut_referee_opt *)ctx)->saves_before = value;
}

int
main(int argc, char *argv[])
{
	static const struct yut_longopt longs[] = {
		{ "strict", 0, set_strict, NULL },
		{ "saves-before", 1, set_before, NULL },
		{ NULL, 0, NULL, NULL }
	};
	struct yut_referee_opt o;
	struct yut_referee_stats s;
	struct yut_referee *rf;
	const char *path = "-", *name = "stdin", *e;
	char buf[65536], err[512];
	const char *nl;
	size_t run = 0;		/* bytes since the last newline */
	struct stat st;
	int regular;
	ssize_t n;
	int c, fd = 0;

	memset(&o, 0, sizeof o);
	argc = yut_cli(argc, argv, USAGE, longs, &o, NULL);
	while ((c = yut_getopt(argc, argv, "c:f:hkp:u:")) != -1) {
		switch (c) {
		case 'c':
			if (yut_ref_categories(optarg, &o.categories, err,
			    sizeof err) != 0)
				yut_die("-c: %s", err);
			break;
		case 'f':
			o.saves = optarg;
			break;
		case 'k':
			o.keep_going = 1;
			break;
		case 'p':
			o.players = (int)yut_strtonum(optarg, YUT_MINPLAYERS,
			    YUT_MAXPLAYERS, &e);
			if (e != NULL)
				yut_die("-p: %.32s is %s (2-4)", optarg, e);
			break;
		case 'u':
			o.users = optarg;
			break;
		default:
			yut_usage(2);
		}
	}
	if (argc - optind > 1)
		yut_usage(2);
	if (argc - optind == 1 && strcmp(argv[optind], "-") != 0) {
		path = name = argv[optind];
		if ((fd = open(path, O_RDONLY)) == -1)
			yut_die("open %s:", path);
	}
	regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
	if ((rf = yut_referee_new(&o, err, sizeof err)) == NULL)
		yut_die("%s", err);
	while ((n = read(fd, buf, sizeof buf)) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			yut_die("read %s:", name);
		}
		/*
		 * a pipe or a device whose line never ends is not read
		 * forever (a regular file ends: its long lines are reported)
		 */
		nl = memrchr_nl(buf, (size_t)n);
		run = nl != NULL ? (size_t)(buf + n - nl - 1) : run + (size_t)n;
		if (!regular && run > YUT_LINE_MAX + YUT_SKIP_MAX)
			yut_die("%s: a line of more than %d bytes never ends",
			    name, YUT_LINE_MAX + YUT_SKIP_MAX);
		yut_referee_feed(rf, buf, (size_t)n);
		/* a NUL byte fixes the verdict (binary): read no further */
		yut_referee_stats(rf, &s);
		if (s.unreadable)
			break;
	}
	yut_referee_end(rf);
	yut_referee_stats(rf, &s);
	if (s.unreadable) {
		yut_referee_free(rf);
		yut_die("%s: not a Yunnori transcript (%s)", name, s.lines == 0 ?
		    "empty" : "binary or no menu or screen in it");
	}
	yut_referee_print_all(stdout, name, rf, o.keep_going);
	if (s.errors == 0)
		printf("%s: consistent: %ld line%s, %ld game%s, %ld screen%s, "
		    "%ld win%s, %ld save%s", name, s.lines,
		    s.lines == 1 ? "" : "s", s.games, s.games == 1 ? "" : "s",
		    s.screens, s.screens == 1 ? "" : "s", s.wins,
		    s.wins == 1 ? "" : "s", s.saves, s.saves == 1 ? "" : "s");
	else
		printf("%s: inconsistent: %ld inconsistenc%s in %ld line%s "
		    "(%ld screen%s checked)", name, s.errors,
		    s.errors == 1 ? "y" : "ies", s.lines,
		    s.lines == 1 ? "" : "s", s.screens,
		    s.screens == 1 ? "" : "s");
	if (o.categories != 0)
		printf("; %ld note%s of other categories", s.notes,
		    s.notes == 1 ? "" : "s");
	putchar('\n');
	yut_referee_free(rf);
	yut_fshut(stdout, "stdout");
	return s.errors == 0 ? 0 : 1;
}

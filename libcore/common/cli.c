/*
 * cli.c - the one way every program reads its command line, and ends on a
 * signal it caught: for the mains alone, as util.c's yut_die, since a bad
 * option exits 2 here.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

static const char *usage_text = "";
static int takes_color;		/* the program takes --color */

#define HELP_COL	26	/* where an option's description starts */

/*
 * The manual page of the program: the companion games' are in section 6,
 * the others' in 1.
 */
static void
manual(FILE *fp)
{
	size_t n = strlen(yut_argv0);
	int sec = n > 5 && strcmp(yut_argv0 + n - 5, "-play") == 0 &&
	    strncmp(yut_argv0, "yut-", 4) != 0 ? 6 : 1;

	fprintf(fp, "The manual: man %d %s (from a clone of yut: man -l "
	    "man/%s.%d)\n", sec, yut_argv0, yut_argv0, sec);
}

/* One line of the options: "  -f file", padded, and what it does. */
static void
option_line(FILE *fp, const char *name, int namelen, const char *what,
    int whatlen)
{
	int pad = HELP_COL - 2 - namelen;

	fprintf(fp, "  %.*s%*s%.*s\n", namelen, name, pad > 1 ? pad : 1, "",
	    whatlen, what);
}

/* The line of an option every program has. */
static void
common_line(FILE *fp, const char *name, const char *what)
{
	option_line(fp, name, (int)strlen(name), what, (int)strlen(what));
}

/*
 * The options, one line each (GNU habit): the program's own, from the
 * lines "name<TAB>what it does" after the blank line of its usage text,
 * then those every program has.
 */
static void
options(FILE *fp, const char *table)
{
	const char *s, *nl, *tab;

	fputs("Options:\n", fp);
	for (s = table; *s != '\0'; s = *nl ? nl + 1 : nl) {
		nl = s + strcspn(s, "\n");
		if ((tab = memchr(s, '\t', (size_t)(nl - s))) == NULL)
			tab = nl;
		option_line(fp, s, (int)(tab - s), tab + (tab < nl),
		    (int)(nl - tab - (tab < nl)));
	}
	if (takes_color)
		common_line(fp, "--color=WHEN",
		    "colour: auto (a terminal), always or never");
	common_line(fp, "-h, --help", "print this help and exit");
	common_line(fp, "--version", "print the name and version and exit");
}

void
yut_usage(int status)
{
	FILE *fp = status ? stderr : stdout;
	const char *s, *nl, *table = "";
	int indent = (int)(strlen("usage: ") + strlen(yut_argv0) + 1), n;

	for (s = usage_text, n = 0; *s != '\0'; s = *nl ? nl + 1 : nl, n++) {
		nl = s + strcspn(s, "\n");
		if (nl == s) {
			/* the blank line: the table of options follows */
			table = *nl ? nl + 1 : nl;
			break;
		}
		if (n == 0)
			fprintf(fp, "usage: %s ", yut_argv0);
		else if (*s == '\t') {
			fprintf(fp, "%*s", indent, "");
			s++;
		} else
			fprintf(fp, "%*s%s ", indent - (int)strlen(yut_argv0) - 1,
			    "", yut_argv0);
		fprintf(fp, "%.*s\n", (int)(nl - s), s);
	}
	if (status == 0) {
		options(fp, table);
		manual(fp);
		yut_fshut(stdout, "stdout");
	}
	exit(status);
}

/* The long option of longs named by arg ("name" or "name=value"). */
static const struct yut_longopt *
find_long(const struct yut_longopt *longs, const char *arg, size_t n)
{
	for (; longs != NULL && longs->name != NULL; longs++)
		if (strlen(longs->name) == n && strncmp(longs->name, arg, n) == 0)
			return longs;
	return NULL;
}

int
yut_cli(int argc, char **argv, const char *usage,
    const struct yut_longopt *longs, void *ctx, int *color)
{
	const struct yut_longopt *lo;
	const char *name, *eq;
	int i, n, dashdash = 0;
	size_t len;

	yut_setprogname(argc > 0 ? argv[0] : NULL);
	usage_text = usage;
	takes_color = color != NULL;
	if (argc > 0)
		argv[0] = (char *)yut_argv0;
	for (n = 1, i = 1; i < argc; i++) {
		if (dashdash || strncmp(argv[i], "--", 2) != 0) {
			argv[n++] = argv[i];
			continue;
		}
		name = argv[i] + 2;
		if (*name == '\0') {
			dashdash = 1;
			argv[n++] = argv[i];
			continue;
		}
		if (strcmp(name, "help") == 0)
			yut_usage(0);
		if (strcmp(name, "version") == 0)
			yut_version();
		if (color != NULL && yut_color_option(argv[i], color))
			continue;
		eq = strchr(name, '=');
		len = eq != NULL ? (size_t)(eq - name) : strlen(name);
		if ((lo = find_long(longs, name, len)) == NULL) {
			yut_warn("unknown option --%.*s", (int)(len > 32 ? 32 :
			    len), name);
			yut_usage(2);
		}
		if (!lo->has_arg) {
			if (eq != NULL) {
				yut_warn("option --%s takes no value", lo->name);
				yut_usage(2);
			}
			if (lo->flag != NULL)
				*lo->flag = 1;
			if (lo->fn != NULL)
				lo->fn(ctx, NULL);
		} else if (eq != NULL)
			lo->fn(ctx, eq + 1);
		else if (i + 1 < argc)
			lo->fn(ctx, argv[++i]);
		else {
			yut_warn("option --%s needs a value", lo->name);
			yut_usage(2);
		}
	}
	argv[n] = NULL;
	optind = 1;
	return n;
}

int
yut_getopt(int argc, char **argv, const char *optstring)
{
	char spec[64];
	int c;

	/* a leading ':' makes getopt tell a missing value from a bad option */
	snprintf(spec, sizeof spec, ":h%s", optstring);
	opterr = 0;
	c = getopt(argc, argv, spec);
	switch (c) {
	case 'h':
		yut_usage(0);
	case ':':
		yut_warn("option -%c needs a value", optopt);
		yut_usage(2);
	case '?':
		yut_warn("unknown option -%c", optopt);
		yut_usage(2);
	}
	return c;
}

long long
yut_optnum(int opt, const char *arg, long long lo, long long hi)
{
	const char *e;
	long long v = yut_strtonum(arg, lo, hi, &e);

	if (e != NULL)
		yut_die("-%c: %.32s is %s (%lld-%lld)", opt, arg, e, lo, hi);
	return v;
}

double
yut_optprob(int opt, const char *arg)
{
	double p;

	if (yut_parse_prob(arg, &p) < 0)
		yut_die("-%c: %.32s is not a probability between 0 and 1", opt,
		    arg);
	return p;
}

/* The options every program reads alike, which exit 2 when malformed. */
int
yut_color_option(const char *arg, int *color)
{
	if (strncmp(arg, "--color=", 8) != 0)
		return 0;
	if (yut_color_parse(arg + 8, color) < 0)
		yut_die("--color: %.16s is not auto, always or never", arg + 8);
	return 1;
}

int
yut_seed_option(const char *arg, int env, uint64_t *seed)
{
	if (arg == NULL && env && (arg = getenv("YUT_SEED")) != NULL &&
	    *arg == '\0')
		arg = NULL;
	if (arg == NULL)
		return 0;
	if (yut_parse_seed(arg, seed) < 0)
		yut_die("seed: %.32s is not a number 0-18446744073709551615",
		    arg);
	return 1;
}

void
yut_rng_option(struct yut_rng *rng, const char *arg, int env)
{
	uint64_t seed;

	if (yut_seed_option(arg, env, &seed))
		yut_rng_seed(rng, seed);
	else
		yut_rng_entropy(rng);
}

/* The end of a program that caught a signal (yut_catch_signals). */
void
yut_signal_exit(void)
{
	struct sigaction sa;
	sigset_t set;
	int sig = yut_signal_caught();

	if (sig == 0)
		return;
	fflush(NULL);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	_exit(128 + sig);
}

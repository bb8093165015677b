/* yut-referee - check a console transcript of a Yunnori program. */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
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

/* The options after yut_cli into o. */
static void
parse_options(int argc, char **argv, struct yut_referee_opt *o)
{
	char err[512];
	int c;

	while ((c = yut_getopt(argc, argv, "c:f:hkp:u:")) != -1) {
		switch (c) {
		case 'c':
			if (yut_ref_categories(optarg, &o->categories, err,
			    sizeof err) != 0)
				yut_die("-c: %s", err);
			break;
		case 'f':
			o->saves = optarg;
			break;
		case 'k':
			o->keep_going = 1;
			break;
		case 'p':
			o->players = (int)yut_optnum(c, optarg, YUT_MINPLAYERS,
			    YUT_MAXPLAYERS);
			break;
		case 'u':
			o->users = optarg;
			break;
		default:
			yut_usage(2);
		}
	}
	if (argc - optind > 1)
		yut_usage(2);
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
	const char *name = "stdin";
	char err[512];
	int fd = 0, rc;

	memset(&o, 0, sizeof o);
	argc = yut_cli(argc, argv, USAGE, longs, &o, NULL);
	parse_options(argc, argv, &o);
	if (argc - optind == 1 && strcmp(argv[optind], "-") != 0) {
		name = argv[optind];
		if ((fd = open(name, O_RDONLY)) == -1)
			yut_die("open %s:", name);
	}
	if ((rc = yut_referee_run(fd, name, &o, stdout, err, sizeof err)) < 0)
		yut_die("%s", err);
	yut_fshut(stdout, "stdout");
	return rc;
}

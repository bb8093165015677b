/* yut-save - save, show, list and delete saved advanced games. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"

#define USAGE "[-f file] [state-file]\n[-f file] -d id ...\n[-f file] -L\n[-f file] -l id ..." \
	"\n\n" \
	"-d id ...\tdelete the saved game of these players\n" \
	"-f file\tthe saved games file (default game_info.txt)\n" \
	"-L\tlist every saved game\n" \
	"-l id ...\tprint the saved game of these players"

/* Check the IDs of -l and -d: valid, and each given once. */
static void
check_ids(char **ids, int n)
{
	int i, j;

	if (n == 0)
		yut_usage(2);
	for (i = 0; i < n; i++) {
		if (!yut_valid_id(ids[i]))
			yut_die("bad ID '%.40s' (1-%d of A-Z a-z 0-9 _ . -)",
			    ids[i], YUT_ID_MAX);
		for (j = 0; j < i; j++)
			if (strcmp(ids[i], ids[j]) == 0)
				yut_die("ID %s given twice", ids[i]);
	}
}

/* "Noah Liam": the IDs of a message, at most 4 of them shown. */
static const char *
idlist(char **ids, int n)
{
	static char buf[4 * (YUT_ID_MAX + 1) + 8];
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < n && i < YUT_MAXPLAYERS; i++)
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%s",
		    i > 0 ? " " : "", ids[i]);
	if (n > YUT_MAXPLAYERS)
		snprintf(buf + len, sizeof(buf) - len, " ...");
	return buf;
}

/* Save the state read from file (NULL or "-": stdin). */
static int
save(const char *path, const char *file)
{
	struct yut_state st;
	char err[512];
	FILE *fp = stdin;
	int r;

	if (file != NULL && strcmp(file, "-") != 0 &&
	    (fp = fopen(file, "r")) == NULL)
		yut_die("open %s:", file);
	if (yut_state_read(fp, &st, err, sizeof(err)) == -1)
		yut_die("%s", err);
	if (fp != stdin)
		fclose(fp);
	r = yut_save_store(path, &st, err, sizeof(err));
	switch (r) {
	case -1:
		yut_die("%s", err);
	case YUT_SAVE_REFUSED:
		yut_diex(YUT_EXIT_REFUSED, "%s", err);
	case YUT_SAVE_REMOVED:
		yut_warn("the game is over: its saved game was removed");
		break;
	case YUT_SAVE_NOLINE:
		yut_warn("the game is over: nothing to save");
		break;
	}
	return 0;
}

/* -l: print the saved game of ids[0..n-1]. */
static void
show(const char *path, char **ids, int n)
{
	struct yut_state st;
	char err[512], line[YUT_LINE_MAX + 1];
	int r;

	check_ids(ids, n);
	r = yut_save_find(path, (const char *const *)ids, n, &st, err,
	    sizeof(err));
	if (r == -1)
		yut_die("%s", err);
	if (r == 1)
		yut_diex(YUT_EXIT_REFUSED, "no saved game of %s",
		    idlist(ids, n));
	yut_state_format(&st, line, sizeof(line));
	puts(line);
}

/* -d: forget the saved game of ids[0..n-1]. */
static void
forget(const char *path, char **ids, int n)
{
	char err[512];
	int r;

	check_ids(ids, n);
	r = yut_save_delete(path, (const char *const *)ids, n, err,
	    sizeof(err));
	if (r == -1)
		yut_die("%s", err);
	if (r == 1)
		yut_diex(YUT_EXIT_REFUSED, "no saved game of %s",
		    idlist(ids, n));
}

int
main(int argc, char *argv[])
{
	char err[512];
	const char *path = NULL;
	int c, mode = 0;

	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "df:Ll")) != -1) {
		switch (c) {
		case 'd':
		case 'L':
		case 'l':
			if (mode != 0 && mode != c)
				yut_usage(2);
			mode = c;
			break;
		case 'f':
			path = optarg;
			break;
		default:
			yut_usage(2);
		}
	}
	argc -= optind;
	argv += optind;
	if (path == NULL)
		path = yut_path_env("YUT_SAVES", "game_info.txt");
	if ((mode == 0 && argc > 1) || (mode == 'L' && argc != 0))
		yut_usage(2);
	if (mode == 0)
		save(path, argc == 1 ? argv[0] : NULL);
	else if (mode == 'L' && yut_save_print_list(stdout, path, err,
	    sizeof(err)) == -1)
		yut_die("%s", err);
	else if (mode == 'l')
		show(path, argv, argc);
	else if (mode == 'd')
		forget(path, argv, argc);
	yut_fshut(stdout, "stdout");
	return 0;
}

/* yut-save - save, show, list and delete saved advanced games. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"

/* The -L listing, printed only once the whole file has been read. */
struct listing {
	char **lines;
	size_t n, cap;
};

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

/* One line of -L: "Noah Liam: Noah to move; Noah dog 0,100,100,100; ...". */
static void
list_game(void *arg, const struct yut_state *st)
{
	struct listing *ls = arg;
	char line[YUT_LINE_MAX + 1];
	size_t len = 0;
	int k, i;

#define PUT(...) do {							\
	if (len < sizeof(line))						\
		len += (size_t)snprintf(line + len, sizeof(line) - len,	\
		    __VA_ARGS__);					\
} while (0)
	for (k = 0; k < st->nplayers; k++)
		PUT("%s%s", k > 0 ? " " : "", st->p[k].id);
	PUT(": %s to move", st->p[st->turn].id);
	for (k = 0; k < st->nplayers; k++) {
		PUT("; %s %s ", st->p[k].id, yut_animal_name(st->p[k].animal));
		for (i = 0; i < st->npieces; i++)
			PUT("%s%d", i > 0 ? "," : "", st->p[k].pos[i]);
	}
#undef PUT
	if (ls->n == ls->cap) {
		ls->cap = ls->cap ? 2 * ls->cap : 16;
		if ((ls->lines = realloc(ls->lines,
		    ls->cap * sizeof(*ls->lines))) == NULL)
			yut_die("realloc:");
	}
	ls->lines[ls->n++] = yut_strdup(line);
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

int
main(int argc, char *argv[])
{
	struct yut_state st;
	struct listing ls;
	char err[512], line[YUT_LINE_MAX + 1];
	const char *path = NULL;
	size_t i;
	int c, mode = 0, r;

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

	switch (mode) {
	case 0:
		if (argc > 1)
			yut_usage(2);
		save(path, argc == 1 ? argv[0] : NULL);
		break;
	case 'L':
		if (argc != 0)
			yut_usage(2);
		memset(&ls, 0, sizeof(ls));
		if (yut_save_list(path, list_game, &ls, err, sizeof(err)) == -1)
			yut_die("%s", err);
		for (i = 0; i < ls.n; i++) {
			puts(ls.lines[i]);
			free(ls.lines[i]);
		}
		free(ls.lines);
		break;
	case 'l':
		check_ids(argv, argc);
		r = yut_save_find(path, (const char *const *)argv, argc, &st,
		    err, sizeof(err));
		if (r == -1)
			yut_die("%s", err);
		if (r == 1)
			yut_diex(YUT_EXIT_REFUSED, "no saved game of %s",
			    idlist(argv, argc));
		yut_state_format(&st, line, sizeof(line));
		puts(line);
		break;
	case 'd':
		check_ids(argv, argc);
		r = yut_save_delete(path, (const char *const *)argv, argc,
		    err, sizeof(err));
		if (r == -1)
			yut_die("%s", err);
		if (r == 1)
			yut_diex(YUT_EXIT_REFUSED, "no saved game of %s",
			    idlist(argv, argc));
		break;
	}
	yut_fshut(stdout, "stdout");
	return 0;
}

/* saverun.c - the saved games, a line each, as yut-save -L lists them. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/* The lines, printed only once the whole file has been read. */
struct listing {
	char **lines;
	size_t n, cap;
	int failed;		/* out of memory: its errno */
};

/* One line: "Noah Liam: Noah to move; Noah dog 0,100,100,100; ...". */
static void
format_game(const struct yut_state *st, char *line, size_t size)
{
	size_t len = 0;
	int k, i;

#define PUT(...) do {							\
	if (len < size)							\
		len += (size_t)snprintf(line + len, size - len,		\
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
}

/* The line of one saved game kept, to be printed at the end. */
static void
list_game(void *arg, const struct yut_state *st)
{
	struct listing *ls = arg;
	char line[YUT_LINE_MAX + 1], **p;

	if (ls->failed)
		return;
	format_game(st, line, sizeof line);
	if (ls->n == ls->cap) {
		ls->cap = ls->cap ? 2 * ls->cap : 16;
		if ((p = realloc(ls->lines, ls->cap * sizeof *p)) == NULL) {
			ls->failed = errno;
			return;
		}
		ls->lines = p;
	}
	if ((ls->lines[ls->n] = strdup(line)) == NULL)
		ls->failed = errno;
	else
		ls->n++;
}

int
yut_save_print_list(FILE *fp, const char *path, char *err, size_t errsize)
{
	struct listing ls;
	size_t i;
	int rc;

	memset(&ls, 0, sizeof ls);
	rc = yut_save_list(path, list_game, &ls, err, errsize);
	if (rc == 0 && ls.failed) {
		snprintf(err, errsize, "realloc: %s", strerror(ls.failed));
		rc = -1;
	}
	for (i = 0; i < ls.n; i++) {
		if (rc == 0) {
			fputs(ls.lines[i], fp);
			fputc('\n', fp);
		}
		free(ls.lines[i]);
	}
	free(ls.lines);
	return rc;
}

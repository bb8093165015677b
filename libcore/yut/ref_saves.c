/*
 * ref_saves.c - the referee's users and saves: the IDs of -u and the
 * passwords checked against it, the saved games of -f and
 * --saves-before, and the saves file checked at the end.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "yut.h"
#include "referee.h"

/* Collect the IDs of the users file. */
static int
user_line(void *arg, struct yut_rewrite *rw, const struct yut_line *ln)
{
	struct yut_referee *rf = arg;
	size_t n;

	(void)rw;
	if (ln->no == 0 || ln->len <= 0)
		return YUT_LINE_KEEP;
	n = strcspn(ln->text, " ");
	if (n == 0 || n > YUT_ID_MAX)
		return YUT_LINE_KEEP;
	if (yut_ref_grow_to(&rf->ss.users, &rf->ss.capusers, rf->ss.nusers + 1,
	    sizeof *rf->ss.users) != 0) {
		rf->ss.nomem = 1;
		return YUT_LINE_ABORT;
	}
	memcpy(rf->ss.users[rf->ss.nusers], ln->text, n);
	rf->ss.users[rf->ss.nusers][n] = '\0';
	rf->ss.nusers++;
	return YUT_LINE_KEEP;
}

static int
cmp_id(const void *a, const void *b)
{
	return strcmp(a, b);
}

int
yut_ref_known_user(const struct yut_referee *rf, const char *id)
{
	return rf->ss.nusers > 0 && bsearch(id, rf->ss.users,
	    (size_t)rf->ss.nusers,
	    sizeof *rf->ss.users, cmp_id) != NULL;
}

/*
 * Whether the password pw of id is right in -u: crypt(3) runs once for
 * each pair, however often the transcript logs it in.
 */
int
yut_ref_password_right(struct yut_referee *rf, const char *id, const char *pw)
{
	struct checked *c;
	char err[256];
	int i;

	for (i = 0; i < rf->ss.nchecked; i++)
		if (strcmp(rf->ss.checked[i].id, id) == 0 &&
		    strcmp(rf->ss.checked[i].pw, pw) == 0)
			return rf->ss.checked[i].good;
	if (yut_ref_grow_to(&rf->ss.checked, &rf->ss.capchecked,
	    rf->ss.nchecked + 1,
	    sizeof *rf->ss.checked) != 0)	/* no room to remember it: check */
		return yut_user_check(rf->opt.users, id, pw, err,
		    sizeof err) == 1;
	c = &rf->ss.checked[rf->ss.nchecked++];
	yut_ref_copy(c->id, sizeof c->id, id);
	yut_ref_copy(c->pw, sizeof c->pw, pw);
	c->good = yut_user_check(rf->opt.users, id, pw, err, sizeof err) == 1;
	return c->good;
}

/* The saved entry of the set of IDs of st (order ignored), or NULL. */
struct saved *
yut_ref_saved_of(struct yut_referee *rf, const char *const *ids, int n)
{
	int i;

	for (i = 0; i < rf->ss.nsaved; i++)
		if (rf->ss.saved[i].st.nplayers == n &&
		    yut_save_isset(&rf->ss.saved[i].st, ids, n))
			return &rf->ss.saved[i];
	return NULL;
}

/* yut_save_list: remember each saved game of -f. */
static void
file_game(void *arg, const struct yut_state *st)
{
	struct yut_referee *rf = arg;
	const char *ids[YUT_MAXPLAYERS];
	struct saved *sv;
	int k;

	for (k = 0; k < st->nplayers; k++)
		ids[k] = st->p[k].id;
	if (yut_ref_saved_of(rf, ids, st->nplayers) != NULL)
		return;
	if (yut_ref_grow_to(&rf->ss.saved, &rf->ss.capsaved, rf->ss.nsaved + 1,
	    sizeof *rf->ss.saved) != 0) {
		rf->ss.nomem = 1;
		return;
	}
	sv = &rf->ss.saved[rf->ss.nsaved++];
	memset(sv, 0, sizeof *sv);
	sv->st = *st;
	sv->fromfile = 1;
}

/* yut_save_list: each game of --saves-before, as it will be resumed. */
static void
before_game(void *arg, const struct yut_state *st)
{
	struct yut_referee *rf = arg;

	file_game(rf, st);
	if (rf->ss.nsaved > 0 && rf->ss.saved[rf->ss.nsaved - 1].fromfile) {
		rf->ss.saved[rf->ss.nsaved - 1].fromfile = 0;
		rf->ss.saved[rf->ss.nsaved - 1].before = 1;
	}
}

/* Read the -u, --saves-before and -f files of rf->opt; -1 and err if not. */
int
yut_ref_read_files(struct yut_referee *rf, char *err, size_t errlen)
{
	const char *p;
	struct stat sb;

	if ((p = rf->opt.users) != NULL) {
		if (yut_readlines(p, user_line, rf, err, errlen) != 0 ||
		    rf->ss.nomem) {
			snprintf(err, errlen, "%s: %s", p, rf->ss.nomem ?
			    strerror(ENOMEM) : "cannot read the users file");
			return -1;
		}
		if (rf->ss.nusers > 0)
			qsort(rf->ss.users, (size_t)rf->ss.nusers,
			    sizeof *rf->ss.users,
			    cmp_id);
	}
	if ((p = rf->opt.saves_before) != NULL) {
		/* the file the session began with: it must be there */
		if (stat(p, &sb) != 0) {
			snprintf(err, errlen, "%s: %s", p, strerror(errno));
			return -1;
		}
		if (!S_ISREG(sb.st_mode)) {
			snprintf(err, errlen, "%s: not a regular file", p);
			return -1;
		}
		if (yut_save_list(p, before_game, rf, err, errlen) != 0)
			return -1;
	}
	if (rf->opt.saves != NULL && yut_save_list(rf->opt.saves, file_game,
	    rf, err, errlen) != 0)
		return -1;
	if (rf->ss.nomem) {
		/* a saved game with no room to follow it */
		snprintf(err, errlen, "%s", strerror(ENOMEM));
		return -1;
	}
	return 0;
}

/* The end of -f: each set's last save must be its line; a finished, none. */
void
yut_ref_check_saves_file(struct yut_referee *rf)
{
	struct yut_referee *fresh = calloc(1, sizeof *fresh);
	const char *ids[YUT_MAXPLAYERS];
	char err[256], e[YUT_LINE_MAX + 1], s[YUT_LINE_MAX + 1];
	struct saved *sv, *fv;
	int i, k;

	if ((fresh == NULL && snprintf(err, sizeof err, "%s",
	    strerror(ENOMEM)) > 0) || yut_save_list(rf->opt.saves, file_game,
	    fresh, err, sizeof err) != 0 || (fresh->ss.nomem && snprintf(err,
	    sizeof err, "%s", strerror(ENOMEM)) > 0)) {
		yut_ref_report(&rf->rp, rf, YUT_CAT_SAVE, rf->rd.lineno, NULL,
		    "the saves file cannot be read",
		    "", err);
		if (fresh != NULL)
			free(fresh->ss.saved);
		free(fresh);
		return;
	}
	for (i = 0; i < rf->ss.nsaved; i++) {
		sv = &rf->ss.saved[i];
		if (sv->fromfile || sv->before)
			continue;
		for (k = 0; k < sv->st.nplayers; k++)
			ids[k] = sv->st.p[k].id;
		fv = yut_ref_saved_of(fresh, ids, sv->st.nplayers);
		yut_saveline_format(&sv->st, e, sizeof e);
		if (sv->finished) {
			if (fv != NULL) {
				yut_saveline_format(&fv->st, s, sizeof s);
				yut_ref_report(&rf->rp, rf, YUT_CAT_SAVE,
				    sv->line, NULL,
				    "a finished game's line stays in the saves "
				    "file",
				    "(no line for these IDs)", s);
			}
			continue;
		}
		if (fv == NULL) {
			yut_ref_report(&rf->rp, rf, YUT_CAT_SAVE, sv->line,
			    NULL,
			    "the saved game is not in the saves file",
			    e, "(no line)");
			continue;
		}
		yut_saveline_format(&fv->st, s, sizeof s);
		if (strcmp(e, s) != 0)
			yut_ref_report(&rf->rp, rf, YUT_CAT_SAVE, sv->line,
			    NULL,
			    "the saves file holds another line for this game",
			    e, s);
	}
	free(fresh->ss.saved);
	free(fresh);
}

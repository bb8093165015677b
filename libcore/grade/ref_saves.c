/*
 * ref_saves.c - the referee's users and saves: the IDs of -u and the
 * passwords checked against it, the saved games of -f and
 * --saves-before, the saves the program makes, and the saves file
 * checked at the end.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "game.h"
#include "grade.h"
#include "referee.h"

/* Collect the IDs of the users file. */
static int
user_line(void *arg, struct yut_rewrite *rw, const struct yut_line *ln)
{
	struct ref_session *ss = arg;
	size_t n;

	(void)rw;
	if (ln->no == 0 || ln->len <= 0)
		return YUT_LINE_KEEP;
	n = strcspn(ln->text, " ");
	if (n == 0 || n > YUT_ID_MAX)
		return YUT_LINE_KEEP;
	if (yut_ref_grow_to(&ss->users, &ss->capusers, ss->nusers + 1,
	    sizeof *ss->users) != 0) {
		ss->nomem = 1;
		return YUT_LINE_ABORT;
	}
	memcpy(ss->users[ss->nusers], ln->text, n);
	ss->users[ss->nusers][n] = '\0';
	ss->nusers++;
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
yut_ref_password_right(struct ref_session *ss, const struct yut_referee *rf,
    const char *id, const char *pw)
{
	struct checked *c;
	char err[256];
	int i;

	for (i = 0; i < ss->nchecked; i++)
		if (strcmp(ss->checked[i].id, id) == 0 &&
		    strcmp(ss->checked[i].pw, pw) == 0)
			return ss->checked[i].good;
	if (yut_ref_grow_to(&ss->checked, &ss->capchecked,
	    ss->nchecked + 1,
	    sizeof *ss->checked) != 0)	/* no room to remember it: check */
		return yut_user_check(rf->opt.users, id, pw, err,
		    sizeof err) == 1;
	c = &ss->checked[ss->nchecked++];
	yut_ref_copy(c->id, sizeof c->id, id);
	yut_ref_copy(c->pw, sizeof c->pw, pw);
	c->good = yut_user_check(rf->opt.users, id, pw, err, sizeof err) == 1;
	return c->good;
}

/* The saved entry of the set of IDs of st (order ignored), or NULL. */
struct saved *
yut_ref_saved_of(struct ref_session *ss, const char *const *ids, int n)
{
	int i;

	for (i = 0; i < ss->nsaved; i++)
		if (ss->saved[i].st.nplayers == n &&
		    yut_save_isset(&ss->saved[i].st, ids, n))
			return &ss->saved[i];
	return NULL;
}

void
yut_referee_saved(struct yut_referee *rf, const struct yut_state *st)
{
	const char *ids[YUT_MAXPLAYERS];
	struct saved *sv;
	int k;

	for (k = 0; k < st->nplayers; k++)
		ids[k] = st->p[k].id;
	if ((sv = yut_ref_saved_of(&rf->ss, ids, st->nplayers)) != NULL &&
	    !sv->fromfile)
		sv->st = *st;
}

/* yut_save_list: remember each saved game of -f. */
static void
file_game(void *arg, const struct yut_state *st)
{
	struct ref_session *ss = arg;
	const char *ids[YUT_MAXPLAYERS];
	struct saved *sv;
	int k;

	for (k = 0; k < st->nplayers; k++)
		ids[k] = st->p[k].id;
	if (yut_ref_saved_of(ss, ids, st->nplayers) != NULL)
		return;
	if (yut_ref_grow_to(&ss->saved, &ss->capsaved, ss->nsaved + 1,
	    sizeof *ss->saved) != 0) {
		ss->nomem = 1;
		return;
	}
	sv = &ss->saved[ss->nsaved++];
	memset(sv, 0, sizeof *sv);
	sv->st = *st;
	sv->fromfile = 1;
}

/* yut_save_list: each game of --saves-before, as it will be resumed. */
static void
before_game(void *arg, const struct yut_state *st)
{
	struct ref_session *ss = arg;

	file_game(ss, st);
	if (ss->nsaved > 0 && ss->saved[ss->nsaved - 1].fromfile) {
		ss->saved[ss->nsaved - 1].fromfile = 0;
		ss->saved[ss->nsaved - 1].before = 1;
	}
}

/* Read the -u, --saves-before and -f files of rf->opt; -1 and err if not. */
int
yut_ref_read_files(struct ref_session *ss, const struct yut_referee *rf,
    char *err, size_t errlen)
{
	const char *p;
	struct stat sb;

	if ((p = rf->opt.users) != NULL) {
		if (yut_readlines(p, user_line, ss, err, errlen) != 0 ||
		    ss->nomem) {
			snprintf(err, errlen, "%s: %s", p, ss->nomem ?
			    strerror(ENOMEM) : "cannot read the users file");
			return -1;
		}
		if (ss->nusers > 0)
			qsort(ss->users, (size_t)ss->nusers,
			    sizeof *ss->users,
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
		if (yut_save_list(p, before_game, ss, err, errlen) != 0)
			return -1;
	}
	if (rf->opt.saves != NULL && yut_save_list(rf->opt.saves, file_game,
	    ss, err, errlen) != 0)
		return -1;
	if (ss->nomem) {
		/* a saved game with no room to follow it */
		snprintf(err, errlen, "%s", strerror(ENOMEM));
		return -1;
	}
	return 0;
}

/* The end of -f: each set's last save must be its line; a finished, none. */
void
yut_ref_check_saves_file(struct ref_reports *rp, const struct yut_referee *rf)
{
	struct ref_session fresh;
	const char *ids[YUT_MAXPLAYERS];
	char err[256], e[YUT_LINE_MAX + 1], s[YUT_LINE_MAX + 1];
	const struct saved *sv, *fv;
	int i, k;

	memset(&fresh, 0, sizeof fresh);
	if (yut_save_list(rf->opt.saves, file_game, &fresh, err,
	    sizeof err) != 0 || (fresh.nomem && snprintf(err, sizeof err,
	    "%s", strerror(ENOMEM)) > 0)) {
		yut_ref_report(rp, rf, YUT_CAT_SAVE, rf->rd.lineno, NULL,
		    "the saves file cannot be read",
		    "", err);
		free(fresh.saved);
		return;
	}
	for (i = 0; i < rf->ss.nsaved; i++) {
		sv = &rf->ss.saved[i];
		if (sv->fromfile || sv->before)
			continue;
		for (k = 0; k < sv->st.nplayers; k++)
			ids[k] = sv->st.p[k].id;
		fv = yut_ref_saved_of(&fresh, ids, sv->st.nplayers);
		yut_saveline_format(&sv->st, e, sizeof e);
		if (sv->finished) {
			if (fv != NULL) {
				yut_saveline_format(&fv->st, s, sizeof s);
				yut_ref_report(rp, rf, YUT_CAT_SAVE,
				    sv->line, NULL,
				    "a finished game's line stays in the saves "
				    "file",
				    "(no line for these IDs)", s);
			}
			continue;
		}
		if (fv == NULL) {
			yut_ref_report(rp, rf, YUT_CAT_SAVE, sv->line,
			    NULL,
			    "the saved game is not in the saves file",
			    e, "(no line)");
			continue;
		}
		yut_saveline_format(&fv->st, s, sizeof s);
		if (strcmp(e, s) != 0)
			yut_ref_report(rp, rf, YUT_CAT_SAVE, sv->line,
			    NULL,
			    "the saves file holds another line for this game",
			    e, s);
	}
	free(fresh.saved);
}

/* "Game saved successfully!": the game of rf->gm.st was saved. */
void
yut_ref_note_save(struct yut_referee *rf)
{
	const char *ids[YUT_MAXPLAYERS];
	struct saved *sv = NULL;
	int k;

	rf->ss.saves++;
	if (rf->gm.follow != FOLLOW_NONE && rf->gm.st.rules == YUT_ADVANCED) {
		for (k = 0; k < rf->gm.st.nplayers; k++)
			ids[k] = rf->gm.st.p[k].id;
		/* (no room to follow it: the save goes unchecked) */
		if ((sv = yut_ref_saved_of(&rf->ss, ids,
		    rf->gm.st.nplayers)) == NULL &&
		    yut_ref_grow_to(&rf->ss.saved, &rf->ss.capsaved,
		    rf->ss.nsaved + 1,
		    sizeof *rf->ss.saved) == 0)
			sv = &rf->ss.saved[rf->ss.nsaved++];
	}
	if (sv != NULL) {
		memset(sv, 0, sizeof *sv);
		sv->st = rf->gm.st;
		sv->st.throws = 1;
		memset(sv->st.hand, 0, sizeof sv->st.hand);
		sv->line = rf->rd.lineno;
	}
	yut_ref_end_game(&rf->gm);
	rf->ss.nlogged = 0;
	rf->ss.loggedknown = 1;
}

/* "Game saved successfully!" */
void
yut_ref_on_saved(struct yut_referee *rf, const char *s, const char *text)
{
	(void)s;
	(void)text;
	yut_ref_saw(&rf->rp);
	if (rf->ss.lastprompt != YUT_REF_CONTINUE)
		yut_ref_report(&rf->rp, rf, YUT_CAT_SAVE, rf->rd.lineno,
		    rf->rd.text,
		    "a save with no Continue / Save question",
		    yut_ref_prompt(YUT_REF_CONTINUE), rf->rd.text);
	yut_ref_note_save(rf);
}

/*
 * users.c - the users file: "ID password" a line, one space between.
 *
 * A password field that starts with '$' is a crypt(3) hash, any other a
 * plain password.  A check does the same work whether the ID exists or
 * not, and compares in constant time.  New users always get a hash.
 * Lines that do not parse are skipped when looking up and kept byte for
 * byte when the file is rewritten.
 */
#include <crypt.h>
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

#include "common.h"

/*
 * Checked in place of a missing user's hash, so that an unknown ID costs
 * what a known one does.  No password hashes to it.
 */
static const char dummy_hash[] =
    "$y$j9T$.f261L3NJWCZ9JP8d8riY1$zDRj/c3B2t9zbZLIcP1zZJ0l6kY.z9I9TyR7MZsYG49";
static const char dummy_hash6[] =
    "$6$u9EfO0F7FOXN/heu$";

/* Room for a crypt output, the longest string compared. */
#define CMPMAX	CRYPT_OUTPUT_SIZE

/* What hash_cost gives dummy_hash: yescrypt at N = 2^14. */
#define DUMMY_COST	16
/* The costliest hash a users file may hold: 4 times the dummy's. */
#define COST_MAX	(4 * DUMMY_COST)

struct lookup {
	struct yut_badlines bad;
	const char *id;
	char stored[YUT_PASS_MAX + 1];
	int found;		/* stored holds id's password field */
	char costly[YUT_PASS_MAX + 1];	/* the file's costliest hash */
	long costly_cost;	/* its hash_cost, 0 when there is none */
};

void
yut_wipe(void *p, size_t n)
{
	volatile unsigned char *q = p;

	while (n-- > 0)
		*q++ = 0;
}

/* Whether a and b are equal, in a time that depends on neither. */
static int
ct_equal(const char *a, const char *b)
{
	unsigned char pa[CMPMAX], pb[CMPMAX];
	size_t la = strnlen(a, CMPMAX), lb = strnlen(b, CMPMAX), i;
	unsigned diff;

	memset(pa, 0, sizeof(pa));
	memset(pb, 0, sizeof(pb));
	memcpy(pa, a, la < CMPMAX ? la : CMPMAX - 1);
	memcpy(pb, b, lb < CMPMAX ? lb : CMPMAX - 1);
	diff = (la != lb) | (la >= CMPMAX) | (lb >= CMPMAX);
	for (i = 0; i < CMPMAX; i++)
		diff |= pa[i] ^ pb[i];
	yut_wipe(pa, sizeof(pa));
	yut_wipe(pb, sizeof(pb));
	return diff == 0;
}

const char *
yut_password_problem(const char *pw)
{
	size_t n = strlen(pw);
	const unsigned char *p;

	if (n == 0)
		return "empty password";
	if (n > YUT_PASS_MAX)
		return "password longer than 256 bytes";
	for (p = (const unsigned char *)pw; *p != '\0'; p++) {
		if (*p == ' ')
			return "password holds a space";
		if (*p == '|')
			return "password holds a '|'";
		if (*p < 0x20 || *p == 0x7f)
			return "password holds a control character";
	}
	return NULL;
}

/*
 * The work of checking a password against hash h, in units of about a
 * millisecond of one core (yescrypt at N = 2^14, what yut-login -a writes,
 * is 16), or -1 for a method whose cost is not known here (scrypt, SunMD5,
 * SHA1-crypt) or parameters beyond what is parsed.  Only the order of
 * these figures matters: the costliest hash of a file is the stand-in for
 * an unknown ID.
 */
static long
hash_cost(const char *h)
{
	static const char itoa64[] =
	    "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
	const char *p, *n, *r;
	size_t i;
	long rounds = 0;
	int cost;

	if (strncmp(h, "$5$rounds=", 10) == 0 ||
	    strncmp(h, "$6$rounds=", 10) == 0) {
		for (i = 10; h[i] >= '0' && h[i] <= '9' && i < 18; i++)
			rounds = rounds * 10 + (h[i] - '0');
		if (i == 10 || h[i] != '$')
			return -1;
		return (rounds + 2499) / 2500;
	}
	if (strncmp(h, "$5$", 3) == 0 || strncmp(h, "$6$", 3) == 0)
		return 2;	/* 5,000 rounds */
	if (h[1] == '2' && h[2] != '\0' && h[3] == '$') {
		if (!(h[4] >= '0' && h[4] <= '3' && h[5] >= '0' &&
		    h[5] <= '9'))
			return -1;
		cost = (h[4] - '0') * 10 + (h[5] - '0');
		return cost > 20 ? 1L << 20 : (1L << cost) / 20 + 1;
	}
	if (strncmp(h, "$y$", 3) == 0 || strncmp(h, "$gy$", 4) == 0) {
		p = h + (h[1] == 'y' ? 3 : 4);
		if (p[0] == '\0' || p[1] == '\0' || p[2] == '\0' || p[3] != '$')
			return -1;
		n = strchr(itoa64, p[1]);
		r = strchr(itoa64, p[2]);
		/* N = 2^(n + 3); r beyond the default's is not parsed */
		if (n == NULL || r == NULL || n - itoa64 > 27 ||
		    r - itoa64 > 31)
			return -1;
		return n - itoa64 > 7 ? 1L << (n - itoa64 - 7) : 1;
	}
	if (strncmp(h, "$7$", 3) == 0 || strncmp(h, "$sha1$", 6) == 0 ||
	    strncmp(h, "$md5", 4) == 0)
		return -1;
	return 1;
}

/*
 * Whether checking a password against hash h takes a time a login can
 * afford, so that no line of the users file can make every login costly:
 * at most COST_MAX, four times what yut-login -a writes (SHA-crypt at most
 * 160,000 rounds, bcrypt at most cost 10, yescrypt at most N = 2^16 and
 * 64 MiB, with no extra parameters); scrypt, SunMD5 and SHA1-crypt, whose
 * cost is not checked here, are refused.
 */
static int
hash_cost_ok(const char *h)
{
	long c = hash_cost(h);

	return c >= 0 && c <= COST_MAX;
}

/*
 * Split a line of the users file into id and pw (YUT_ID_MAX + 1 and
 * YUT_PASS_MAX + 1 bytes).  Returns 0, 1 for a blank line, or -1 with
 * *why saying what is wrong.
 */
static int
parse_user(const struct yut_line *ln, char *id, char *pw, const char **why)
{
	const char *sp, *p;
	size_t idlen, pwlen;

	if (ln->len == YUT_LINE_LONG) {
		*why = "line longer than 4096 bytes, ignored";
		return -1;
	}
	if (ln->len == YUT_LINE_NUL) {
		*why = "NUL byte in the line, ignored";
		return -1;
	}
	if (yut_line_blank(ln))
		return 1;
	if ((sp = strchr(ln->text, ' ')) == NULL) {
		*why = "not 'ID password', ignored";
		return -1;
	}
	idlen = (size_t)(sp - ln->text);
	pwlen = strlen(sp + 1);
	if (idlen == 0 || idlen > YUT_ID_MAX) {
		*why = "bad ID, line ignored";
		return -1;
	}
	memcpy(id, ln->text, idlen);
	id[idlen] = '\0';
	if (!yut_valid_id(id)) {
		*why = "bad ID, line ignored";
		return -1;
	}
	if (pwlen == 0 || pwlen > YUT_PASS_MAX) {
		*why = "bad password field, line ignored";
		return -1;
	}
	for (p = sp + 1; *p != '\0'; p++) {
		if (*p == ' ' || (unsigned char)*p < 0x20 || *p == 0x7f) {
			*why = "password field holds a space or control "
			    "character, line ignored";
			return -1;
		}
	}
	memcpy(pw, sp + 1, pwlen + 1);
	if (pw[0] == '$') {
		switch (crypt_checksalt(pw)) {
		case CRYPT_SALT_INVALID:
		case CRYPT_SALT_METHOD_DISABLED:
			*why = "password hash not usable by crypt(3)";
			return -1;
		}
		if (!hash_cost_ok(pw)) {
			*why = "password hash too costly to check, line ignored";
			return -1;
		}
	}
	return 0;
}

/* Look one line up for lookup_id; report the bad ones. */
static int
lookup_line(void *arg, struct yut_rewrite *rw, const struct yut_line *ln)
{
	struct lookup *lk = arg;
	char id[YUT_ID_MAX + 1], pw[YUT_PASS_MAX + 1];
	const char *why;
	int r;

	(void)rw;
	if (ln->no == 0) {
		yut_bad_line(&lk->bad, 0, NULL);
		return YUT_LINE_KEEP;
	}
	r = parse_user(ln, id, pw, &why);
	if (r < 0)
		yut_bad_line(&lk->bad, ln->no, why);
	if (r == 0 && pw[0] == '$' && hash_cost(pw) > lk->costly_cost) {
		memcpy(lk->costly, pw, sizeof(lk->costly));
		lk->costly_cost = hash_cost(pw);
	}
	if (r == 0 && !lk->found && strcmp(id, lk->id) == 0) {
		memcpy(lk->stored, pw, sizeof(lk->stored));
		lk->found = 1;
	}
	yut_wipe(pw, sizeof(pw));
	return YUT_LINE_KEEP;
}

/*
 * Warn when the users file can be read by group or others: once a run, not
 * at every login.
 */
static void
check_mode(const char *path)
{
	static int warned;
	struct stat st;

	if (!warned && stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
	    (st.st_mode & (S_IRGRP | S_IROTH)) && (warned = 1))
		yut_warn("warning: %s is readable by group or others "
		    "(chmod 600 %s)", path, path);
}

/* crypt pw with setting into data; NULL when the setting is unusable. */
static const char *
hash_with(const char *pw, const char *setting, struct crypt_data *data)
{
	const char *h;

	memset(data, 0, sizeof(*data));
	h = crypt_rn(pw, setting, data, (int)sizeof(*data));
	if (h == NULL || h[0] == '*')
		return NULL;
	return h;
}

/*
 * Hash pw with the stand-in of a lookup: the file's costliest hash when
 * it costs more than dummy_hash, else dummy_hash (SHA-512 where yescrypt
 * is missing).  The result is compared with nothing: this is the work an
 * unknown ID costs.
 */
static void
standin(const struct lookup *lk, const char *pw, struct crypt_data *data)
{
	if (lk->costly_cost > DUMMY_COST && hash_with(pw, lk->costly, data))
		return;
	if (hash_with(pw, dummy_hash, data) == NULL)
		hash_with(pw, dummy_hash6, data);
}

int
yut_user_check(const char *path, const char *id, const char *pw,
    char *err, size_t errsize)
{
	struct lookup lk;
	struct crypt_data *data;
	const char *h;
	int ok, r;

	memset(&lk, 0, sizeof(lk));
	lk.bad.path = path;
	lk.id = id;
	check_mode(path);
	if ((r = yut_readlines(path, lookup_line, &lk, err, errsize)) != 0)
		return -1;
	if (strlen(pw) > YUT_PASS_MAX)
		lk.found = 0;
	if ((data = malloc(sizeof(*data))) == NULL) {
		snprintf(err, errsize, "%s", strerror(ENOMEM));
		yut_wipe(lk.stored, sizeof(lk.stored));
		yut_wipe(lk.costly, sizeof(lk.costly));
		return -1;
	}
	if (lk.found && lk.stored[0] == '$') {
		h = hash_with(pw, lk.stored, data);
		ok = h != NULL && ct_equal(h, lk.stored);
		/*
		 * a hash cheaper than the stand-in costs the stand-in too, and
		 * so does one crypt(3) fails on (a malformed hash, quick to
		 * refuse), so that no user costs less than an unknown ID
		 */
		if (h == NULL || hash_cost(lk.stored) <
		    (lk.costly_cost > DUMMY_COST ? lk.costly_cost : DUMMY_COST))
			standin(&lk, pw, data);
	} else {
		/* what the costliest hash costs, then the plain comparison */
		standin(&lk, pw, data);
		ok = ct_equal(lk.stored, pw);
	}
	yut_wipe(data, sizeof(*data));
	free(data);
	yut_wipe(lk.stored, sizeof(lk.stored));
	yut_wipe(lk.costly, sizeof(lk.costly));
	return lk.found && ok;
}

int
yut_password_hash(const char *pw, char *hash, size_t size)
{
	static const char *const prefixes[] = { "$y$", "$6$" };
	char salt[CRYPT_GENSALT_OUTPUT_SIZE];
	struct crypt_data *data;
	const char *h = NULL;
	size_t i;

	if ((data = malloc(sizeof(*data))) == NULL)
		return -1;
	for (i = 0; h == NULL && i < sizeof(prefixes) / sizeof(prefixes[0]);
	    i++) {
		if (crypt_gensalt_rn(prefixes[i], 0, NULL, 0, salt,
		    (int)sizeof(salt)) == NULL)
			continue;
		h = hash_with(pw, salt, data);
	}
	if (h == NULL || strlen(h) >= size || strlen(h) > YUT_PASS_MAX) {
		yut_wipe(data, sizeof(*data));
		free(data);
		return -1;
	}
	memcpy(hash, h, strlen(h) + 1);
	yut_wipe(data, sizeof(*data));
	free(data);
	return 0;
}

struct adding {
	struct yut_badlines bad;
	int n;
	const char *const *ids;
	char **lines;		/* "ID hash", one for each ID */
	const char *exists;	/* the ID found in the file */
};

/* Keep every line; stop if an ID is there; add the users at the end. */
static int
add_line(void *arg, struct yut_rewrite *rw, const struct yut_line *ln)
{
	struct adding *ad = arg;
	char id[YUT_ID_MAX + 1], pw[YUT_PASS_MAX + 1];
	const char *why;
	int r, i;

	if (ln->no == 0) {
		yut_bad_line(&ad->bad, 0, NULL);
		for (i = 0; i < ad->n; i++)
			yut_rewrite_put(rw, ad->lines[i]);
		return YUT_LINE_KEEP;
	}
	r = parse_user(ln, id, pw, &why);
	yut_wipe(pw, sizeof(pw));
	if (r < 0)
		yut_bad_line(&ad->bad, ln->no, why);
	for (i = 0; r == 0 && i < ad->n; i++)
		if (strcmp(id, ad->ids[i]) == 0) {
			ad->exists = ad->ids[i];
			return YUT_LINE_ABORT;
		}
	return YUT_LINE_KEEP;
}

/* Whether ids[k] or pws[k] cannot be added: 1 with err set, or 0. */
static int
unfit(int n, const char *const ids[], const char *const pws[], int k,
    char *err, size_t errsize)
{
	const char *why;
	int j;

	if (!yut_valid_id(ids[k])) {
		snprintf(err, errsize, "bad ID '%.40s' (1-%d of A-Z a-z 0-9 "
		    "_ . -)", ids[k], YUT_ID_MAX);
		return 1;
	}
	for (j = 0; j < k && j < n; j++)
		if (strcmp(ids[j], ids[k]) == 0) {
			snprintf(err, errsize, "ID %s given twice", ids[k]);
			return 1;
		}
	if ((why = yut_password_problem(pws[k])) != NULL) {
		snprintf(err, errsize, "%s", why);
		return 1;
	}
	return 0;
}

/*
 * The line "ID hash" of one user, allocated; NULL when crypt(3) fails (or
 * memory runs out).
 */
static char *
user_line(const char *id, const char *pw)
{
	char hash[YUT_PASS_MAX + 1];
	char *line;
	size_t size;

	if (yut_password_hash(pw, hash, sizeof(hash)) == -1)
		return NULL;
	size = strlen(id) + 1 + strlen(hash) + 1;
	if ((line = malloc(size)) != NULL)
		snprintf(line, size, "%s %s", id, hash);
	yut_wipe(hash, sizeof(hash));
	return line;
}

int
yut_users_add(const char *path, int n, const char *const ids[],
    const char *const pws[], char *err, size_t errsize)
{
	struct adding ad;
	int r = 0, k, made;

	for (k = 0; k < n; k++)
		if (unfit(n, ids, pws, k, err, errsize))
			return 1;
	memset(&ad, 0, sizeof(ad));
	ad.bad.path = path;
	ad.n = n;
	ad.ids = ids;
	if ((ad.lines = calloc((size_t)n + 1, sizeof(*ad.lines))) == NULL) {
		snprintf(err, errsize, "%s", strerror(ENOMEM));
		return -1;
	}
	for (made = 0; made < n; made++)
		if ((ad.lines[made] = user_line(ids[made], pws[made])) == NULL) {
			snprintf(err, errsize, "crypt(3) cannot hash a "
			    "password here");
			r = -1;
			break;
		}
	if (r == 0)
		r = yut_rewrite(path, 0600, add_line, &ad, err, errsize);
	if (r == 1)
		snprintf(err, errsize, "user %s exists in %s", ad.exists, path);
	else if (r == 0)
		check_mode(path);
	for (k = 0; k < made; k++)
		free(ad.lines[k]);
	free(ad.lines);
	return r;
}

int
yut_user_add(const char *path, const char *id, const char *pw,
    char *err, size_t errsize)
{
	return yut_users_add(path, 1, &id, &pw, err, errsize);
}

static int pw_fd = -1;
static struct termios pw_saved;

/* Put the terminal back as it was, then die of the signal. */
static void
pw_restore(int sig)
{
	if (pw_fd != -1)
		tcsetattr(pw_fd, TCSANOW, &pw_saved);
	signal(sig, SIG_DFL);
	raise(sig);
}

int
yut_read_password(FILE *in, FILE *out, const char *prompt,
    char *buf, size_t size)
{
	static const int sigs[] = { SIGHUP, SIGINT, SIGQUIT, SIGTERM };
	struct sigaction sa, old[sizeof(sigs) / sizeof(sigs[0])];
	struct termios noecho;
	size_t i;
	int fd = fileno(in), tty, n;

	tty = isatty(fd) && tcgetattr(fd, &pw_saved) == 0;
	if (tty) {
		if (prompt != NULL) {
			fputs(prompt, out);
			fflush(out);
		}
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = pw_restore;
		sigemptyset(&sa.sa_mask);
		for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
			sigaction(sigs[i], NULL, &old[i]);
			if (old[i].sa_handler != SIG_IGN)
				sigaction(sigs[i], &sa, NULL);
		}
		pw_fd = fd;
		noecho = pw_saved;
		noecho.c_lflag &= ~(tcflag_t)ECHO;
		tcsetattr(fd, TCSANOW, &noecho);
	}
	n = yut_getline(in, buf, size - 1);
	if (tty) {
		tcsetattr(fd, TCSANOW, &pw_saved);
		pw_fd = -1;
		for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
			sigaction(sigs[i], &old[i], NULL);
		putc('\n', out);
		fflush(out);
	}
	return n;
}

/* Read one password for yut_read_new_password: 0, or 2 with err set. */
static int
read_one(FILE *in, FILE *out, const char *prompt, char *buf, size_t size,
    char *err, size_t errsize)
{
	switch (yut_read_password(in, out, prompt, buf, size)) {
	case -1:
		snprintf(err, errsize, "no password on input");
		return 2;
	case -2:
	case YUT_LINE_ENDLESS:
		snprintf(err, errsize, "password longer than %d bytes",
		    YUT_PASS_MAX);
		return 2;
	case -3:
		snprintf(err, errsize, "NUL byte in the password");
		return 2;
	}
	return 0;
}

int
yut_read_new_password(FILE *in, FILE *out, const char *id, char *pw,
    char *again, size_t size, char *err, size_t errsize)
{
	char prompt[64], reprompt[80];
	const char *why;
	int tty = isatty(fileno(in)), tries, r;

	snprintf(prompt, sizeof(prompt), "PASSWORD%s%s : ", id ? " of " : "",
	    id ? id : "");
	snprintf(reprompt, sizeof(reprompt), "Retype %s", prompt);
	for (tries = 1;; tries++) {
		if ((r = read_one(in, out, prompt, pw, size, err, errsize)))
			return r;
		if ((why = yut_password_problem(pw)) != NULL) {
			snprintf(err, errsize, "%s", why);
			if (!tty || tries == YUT_PASS_TRIES)
				return 2;
			fprintf(out, "%s; try again.\n", why);
			continue;
		}
		if (!tty)
			return 0;
		if ((r = read_one(in, out, reprompt, again, size, err,
		    errsize)))
			return r;
		if (strcmp(pw, again) == 0)
			return 0;
		snprintf(err, errsize, "the passwords differ");
		if (tries == YUT_PASS_TRIES)
			return 1;
		fputs("Sorry, passwords do not match; try again.\n", out);
	}
}

/*
 * users.c - fuzz the user_info.txt reader, the password check and adding
 * a user (SPEC 6).
 *
 * The input is "ID PASSWORD", a newline, then a users file.  crypt_rn is
 * replaced (ld --wrap) by a fast stand-in with crypt's shape, "$prefix$"
 * plus a hash of the phrase and prefix, so that millions of checks can
 * run; the logic around it is the real one.  Promised:
 * - a check succeeds only when some line of the file is "ID PASSWORD",
 *   or "ID HASH" with HASH the hash of PASSWORD;
 * - every check that reads the file runs a hash at least once, known ID
 *   or not;
 * - adding keeps the old file byte for byte in front of the new line, is
 *   refused when the ID is taken or the ID or password is unfit, and the
 *   user added can log in at once.
 */
#include <crypt.h>

#include "fuzz.h"

static int ncrypt;

char *__wrap_crypt_rn(const char *, const char *, void *, int);

char *
__wrap_crypt_rn(const char *phrase, const char *setting, void *data,
    int size)
{
	struct crypt_data *cd = data;
	const char *last;
	uint64_t h = 1469598103934665603ULL;
	size_t plen, i;

	ncrypt++;
	if ((size_t)size < sizeof(*cd))
		abort();
	if (setting[0] != '$' || crypt_checksalt(setting) != CRYPT_SALT_OK ||
	    (last = strrchr(setting, '$')) == NULL) {
		strcpy(cd->output, "*0");
		return cd->output;
	}
	plen = (size_t)(last - setting);
	if (plen + 1 + 16 + 1 > sizeof(cd->output)) {
		strcpy(cd->output, "*0");
		return cd->output;
	}
	for (i = 0; phrase[i] != '\0'; i++)
		h = (h ^ (unsigned char)phrase[i]) * 1099511628211ULL;
	for (i = 0; i < plen; i++)
		h = (h ^ (unsigned char)setting[i]) * 1099511628211ULL;
	memcpy(cd->output, setting, plen);
	snprintf(cd->output + plen, sizeof(cd->output) - plen, "$%016llx",
	    (unsigned long long)h);
	return cd->output;
}

/* Whether some line of file (len bytes) lets id in with pw. */
static int
allowed(const char *file, size_t len, const char *id, const char *pw)
{
	struct crypt_data cd;
	const char *p = file, *end = file + len, *e, *f;
	size_t idlen = strlen(id), n;
	char field[YUT_LINE_MAX + 8];
	int ok = 0;

	for (; p < end && !ok; p = e + 1) {
		if ((e = memchr(p, '\n', (size_t)(end - p))) == NULL)
			e = end;
		n = (size_t)(e - p);
		if (n > 0 && p[n - 1] == '\r')
			n--;
		if (n <= idlen + 1 || memcmp(p, id, idlen) != 0 ||
		    p[idlen] != ' ' || n - idlen - 1 >= sizeof(field))
			continue;
		f = p + idlen + 1;
		memcpy(field, f, n - idlen - 1);
		field[n - idlen - 1] = '\0';
		if (strlen(field) != n - idlen - 1)
			continue;
		if (strcmp(field, pw) == 0)
			ok = 1;
		else if (field[0] == '$') {
			const char *h = __wrap_crypt_rn(pw, field, &cd,
			    sizeof(cd));

			ok = strcmp(h, field) == 0;
		}
	}
	return ok;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char path[128];
	const uint8_t *nl = memchr(data, '\n', size);
	char *head, *sp, *id, *pw, err[512], *after;
	const uint8_t *file;
	size_t flen, alen;
	int r, calls, ok, add;

	if (nl == NULL)
		return 0;
	if (path[0] == '\0')
		snprintf(path, sizeof(path), "%s/user_info.txt", fuzz_dir());
	head = fuzz_cstr(data, (size_t)(nl - data));
	if ((sp = strchr(head, ' ')) == NULL) {
		free(head);
		return 0;
	}
	*sp = '\0';
	id = head;
	pw = sp + 1;
	file = nl + 1;
	flen = size - (size_t)(file - data);
	fuzz_write_file(path, file, flen);

	ncrypt = 0;
	r = yut_user_check(path, id, pw, err, sizeof(err));
	calls = ncrypt;
	CHECK(r == 0 || r == 1);
	CHECK(calls == 1 || calls == 2);
	ok = allowed((const char *)file, flen, id, pw);
	if (r == 1)
		CHECK(ok);

	/* add the user: refused, or appended with every old byte kept */
	ncrypt = 0;
	add = yut_user_add(path, id, pw, err, sizeof(err));
	CHECK(add == 0 || add == 1);
	if (!yut_valid_id(id) || yut_password_problem(pw) != NULL)
		CHECK(add == 1);
	after = fuzz_read_file(path, &alen);
	CHECK(after != NULL);
	if (add == 1) {
		CHECK(alen == flen && memcmp(after, file, flen) == 0);
		CHECK(r == 0 || !yut_valid_id(id) ||
		    yut_password_problem(pw) != NULL || ok);
	} else {
		CHECK(alen > flen && memcmp(after, file, flen) == 0);
		CHECK(after[alen - 1] == '\n');
		CHECK(memchr(after + flen, '\0', alen - flen) == NULL);
		CHECK(r == 0);
		CHECK(yut_user_check(path, id, pw, err, sizeof(err)) == 1);
	}
	free(after);
	free(head);
	return 0;
}

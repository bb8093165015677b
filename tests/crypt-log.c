/*
 * crypt-log.c - preloaded by a test: every crypt_rn(3) call appends its
 * setting (the hash's salt and cost, never the password) to the file
 * named by CRYPT_LOG, then hashes as libcrypt does.  What a login hashed
 * is then seen exactly, without timing it.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

char *crypt_rn(const char *, const char *, void *, int);

char *
crypt_rn(const char *phrase, const char *setting, void *data, int size)
{
	static char *(*real)(const char *, const char *, void *, int);
	const char *path = getenv("CRYPT_LOG");
	FILE *fp;

	if (real == NULL)
		*(void **)&real = dlsym(RTLD_NEXT, "crypt_rn");
	if (path != NULL && (fp = fopen(path, "ae")) != NULL) {
		fprintf(fp, "%s\n", setting);
		fclose(fp);
	}
	return real != NULL ? real(phrase, setting, data, size) : NULL;
}

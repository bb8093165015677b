/*
 * realloc-fail.c - preloaded by a test: realloc(3) fails with ENOMEM for
 * any size over REALLOC_FAIL_OVER bytes, as on a machine whose memory is
 * spent, and behaves as libc's otherwise.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>

void *realloc(void *, size_t);

void *
realloc(void *p, size_t n)
{
	static void *(*real)(void *, size_t);
	const char *over = getenv("REALLOC_FAIL_OVER");

	if (over != NULL && n > strtoul(over, NULL, 10)) {
		errno = ENOMEM;
		return NULL;
	}
	if (real == NULL)
		*(void **)&real = dlsym(RTLD_NEXT, "realloc");
	return real(p, n);
}

/*
 * calloc-fail.c - preloaded by a test: calloc(3) fails with ENOMEM for
 * any size over CALLOC_FAIL_OVER bytes, as on a machine whose memory is
 * spent, and gives zeroed memory from malloc(3) otherwise (not libc's
 * calloc through dlsym, which may itself call calloc).
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void *calloc(size_t, size_t);

void *
calloc(size_t n, size_t size)
{
	const char *over = getenv("CALLOC_FAIL_OVER");
	void *p;

	if (size != 0 && n > SIZE_MAX / size) {
		errno = ENOMEM;
		return NULL;
	}
	if (over != NULL && n * size > strtoul(over, NULL, 10)) {
		errno = ENOMEM;
		return NULL;
	}
	if ((p = malloc(n * size ? n * size : 1)) != NULL)
		memset(p, 0, n * size);
	return p;
}

/*
 * fuzz.h - what the libFuzzer harnesses in tests/fuzz/ share: a failed
 * invariant aborts with a message (libFuzzer keeps the input), inputs
 * become C strings or scratch files, and states are compared.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "grade.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Abort with the failed invariant; the input is saved as a crash. */
#define CHECK(cond) do {						\
	if (!(cond)) {							\
		fprintf(stderr, "%s:%d: invariant failed: %s\n",	\
		    __FILE__, __LINE__, #cond);				\
		abort();						\
	}								\
} while (0)

/* A NUL-terminated copy of data, to be freed. */
static inline char *
fuzz_cstr(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);

	if (s == NULL)
		abort();
	memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

/*
 * A path in a private scratch directory (on tmpfs when there is one, so
 * that fsync is cheap), made once per process.
 */
static inline const char *
fuzz_dir(void)
{
	static char dir[64];

	if (dir[0] == '\0') {
		snprintf(dir, sizeof(dir), "%s/yut-fuzz.XXXXXX",
		    access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
		if (mkdtemp(dir) == NULL)
			abort();
	}
	return dir;
}

/* Replace the file at path with data. */
static inline void
fuzz_write_file(const char *path, const uint8_t *data, size_t size)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	size_t off = 0;
	ssize_t n;

	if (fd == -1)
		abort();
	while (off < size) {
		if ((n = write(fd, data + off, size - off)) <= 0)
			abort();
		off += (size_t)n;
	}
	close(fd);
}

/* The whole file at path, its length in *len; NULL if it is missing. */
static inline char *
fuzz_read_file(const char *path, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	char *buf;
	long n;

	if (fp == NULL)
		return NULL;
	if (fseek(fp, 0, SEEK_END) != 0 || (n = ftell(fp)) < 0)
		abort();
	rewind(fp);
	buf = malloc((size_t)n + 1);
	if (buf == NULL || fread(buf, 1, (size_t)n, fp) != (size_t)n)
		abort();
	buf[n] = '\0';
	fclose(fp);
	*len = (size_t)n;
	return buf;
}

/* Whether two parsed states are the same game. */
static inline int
fuzz_same_state(const struct yut_state *a, const struct yut_state *b)
{
	int k, i, r;

	if (a->rules != b->rules || a->nplayers != b->nplayers ||
	    a->npieces != b->npieces || a->turn != b->turn ||
	    a->throws != b->throws)
		return 0;
	for (r = 0; r < YUT_NRESULTS; r++)
		if (a->hand[r] != b->hand[r])
			return 0;
	for (k = 0; k < a->nplayers; k++) {
		if (strcmp(a->p[k].id, b->p[k].id) != 0 ||
		    a->p[k].animal != b->p[k].animal)
			return 0;
		for (i = 0; i < a->npieces; i++)
			if (a->p[k].pos[i] != b->p[k].pos[i])
				return 0;
	}
	return 1;
}

/*
 * Every invariant of a valid state, checked apart from yut_state_check:
 * the counts, sorted positions on real squares, no square shared by two
 * players, the cow on its path, and a canonical line that parses back to
 * the same state and prints the same again.
 */
static inline void
fuzz_check_state(const struct yut_state *st)
{
	char line[YUT_LINE_MAX + 1], again[YUT_LINE_MAX + 1], err[256];
	struct yut_state back;
	int owner[YUT_NSQUARES], k, i, pos, hand = 0, r;

	CHECK(st->rules == YUT_BASIC || st->rules == YUT_ADVANCED);
	CHECK(st->nplayers >= YUT_MINPLAYERS && st->nplayers <= YUT_MAXPLAYERS);
	CHECK(st->npieces >= 1 && st->npieces <= YUT_MAXPIECES);
	CHECK(st->rules == YUT_BASIC || st->npieces == YUT_MAXPIECES);
	CHECK(st->turn >= 0 && st->turn < st->nplayers);
	CHECK(st->throws >= 0 && st->throws <= YUT_MAXTHROWS);
	for (r = 0; r < YUT_NRESULTS; r++) {
		CHECK(st->hand[r] >= 0);
		hand += st->hand[r];
	}
	CHECK(hand <= YUT_MAXHAND);
	for (i = 0; i < YUT_NSQUARES; i++)
		owner[i] = -1;
	for (k = 0; k < st->nplayers; k++) {
		for (i = 0; i < st->npieces; i++) {
			pos = st->p[k].pos[i];
			CHECK((pos >= 0 && pos < YUT_NSQUARES) ||
			    pos == YUT_ARRIVED);
			CHECK(i == 0 || st->p[k].pos[i - 1] <= pos);
			if (pos == 0 || pos == YUT_ARRIVED)
				continue;
			if (yut_is_cow(st, k))
				CHECK(yut_cow_square(pos));
			CHECK(owner[pos] == -1 || owner[pos] == k);
			owner[pos] = k;
		}
	}
	CHECK(yut_state_check(st, err, sizeof(err)) == 0);
	yut_state_format(st, line, sizeof(line));
	CHECK(strlen(line) < YUT_LINE_MAX);
	CHECK(yut_state_parse(&back, line, err, sizeof(err)) == 0);
	CHECK(fuzz_same_state(st, &back));
	yut_state_format(&back, again, sizeof(again));
	CHECK(strcmp(line, again) == 0);
}

#endif

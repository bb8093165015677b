/* rng.c - the random generator: xoshiro256**, seeds and probabilities. */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "common.h"

uint64_t
yut_mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* splitmix64: spreads any seed, even 0, over xoshiro's whole state. */
static uint64_t
splitmix64(uint64_t *x)
{
	return yut_mix64(*x += 0x9e3779b97f4a7c15ULL);
}

void
yut_rng_seed(struct yut_rng *rng, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		rng->s[i] = splitmix64(&seed);
}

/* Read 8 bytes of entropy; the clock and pid only if /dev/urandom fails. */
void
yut_rng_entropy(struct yut_rng *rng)
{
	uint64_t seed = 0;
	unsigned char *p = (unsigned char *)&seed;
	size_t got = 0;
	ssize_t n;
	int fd;

	fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		while (got < sizeof seed) {
			n = read(fd, p + got, sizeof seed - got);
			if (n < 0 && errno == EINTR)
				continue;
			if (n <= 0)
				break;
			got += (size_t)n;
		}
		close(fd);
	}
	if (got < sizeof seed) {
		struct timespec ts;

		clock_gettime(CLOCK_REALTIME, &ts);
		seed ^= (uint64_t)ts.tv_sec * 1000000007ULL ^
		    (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 32);
	}
	yut_rng_seed(rng, seed);
}

static inline uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

/* xoshiro256** by Blackman and Vigna. */
uint64_t
yut_rng_next(struct yut_rng *rng)
{
	uint64_t *s = rng->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

double
yut_rng_double(struct yut_rng *rng)
{
	return (double)(yut_rng_next(rng) >> 11) * 0x1.0p-53;
}

/* Lemire's multiply-and-reject: uniform without a division per draw. */
uint32_t
yut_rng_below(struct yut_rng *rng, uint32_t n)
{
	uint64_t m = (yut_rng_next(rng) >> 32) * (uint64_t)n;
	uint32_t lo = (uint32_t)m, t;

	if (lo < n) {
		t = (uint32_t)(-n) % n;
		while (lo < t) {
			m = (yut_rng_next(rng) >> 32) * (uint64_t)n;
			lo = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

int
yut_parse_seed(const char *s, uint64_t *seed)
{
	unsigned long long v;
	char *end;

	if (s == NULL || *s < '0' || *s > '9' || strlen(s) > 20)
		return -1;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (errno != 0 || *end != '\0')
		return -1;
	*seed = (uint64_t)v;
	return 0;
}

int
yut_parse_prob(const char *s, double *p)
{
	double v;
	char *end;

	if (s == NULL || *s == '\0' || strlen(s) > 32)
		return -1;
	errno = 0;
	v = strtod(s, &end);
	if (errno != 0 || *end != '\0' || !isfinite(v) || v <= 0 || v >= 1)
		return -1;
	*p = v;
	return 0;
}

/* yut-throw - take the throws the player to act owes. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"

#define USAGE "[-P prob] [-s seed] [result ...]\n[-P prob] [-s seed] -n count" \
	"\n\n" \
	"-n count\tno state: print count results, one a line\n" \
	"-P prob\tthe chance that a stick falls flat side up\n" \
	"-s seed\tseed the sticks, to throw the same again"

/* -n: count results of fresh sticks, one a line, no state. */
static void
print_results(long long count, int seeded, uint64_t seed, double prob)
{
	struct yut_rng rng;
	long long i;

	if (seeded)
		yut_rng_seed(&rng, seed);
	else
		yut_rng_entropy(&rng);
	for (i = 0; i < count; i++)
		if (puts(yut_result_name(yut_throw(&rng, prob))) == EOF)
			break;
}

/* The options after yut_cli: -n's count (-1 without), -P, -s. */
static long long
parse_options(int argc, char **argv, double *prob, const char **seedarg)
{
	long long count = -1;
	int c;

	while ((c = yut_getopt(argc, argv, "n:P:s:")) != -1) {
		switch (c) {
		case 'n':
			count = yut_optnum(c, optarg, 0, 1000000000LL);
			break;
		case 'P':
			*prob = yut_optprob(c, optarg);
			break;
		case 's':
			*seedarg = optarg;
			break;
		default:
			yut_usage(2);
		}
	}
	return count;
}

int
main(int argc, char *argv[])
{
	struct yut_state st;
	struct yut_event ev;
	struct yut_rng rng;
	const char *seedarg = NULL;
	char lerr[YUT_LOAD_ERRMAX];
	uint64_t seed;
	double prob = 0.5;
	long long count;
	int i, err, mover, seeded;
	char note[64];

	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	count = parse_options(argc, argv, &prob, &seedarg);
	argc -= optind;
	argv += optind;
	seeded = yut_seed_option(seedarg, 1, &seed);
	for (i = 0; i < argc; i++)
		if (yut_result_parse(argv[i]) < 0)
			yut_die("%.32s: not a result (back-do, do, gae, geol, "
			    "yut, mo)", argv[i]);
	if (count >= 0) {
		if (argc > 0)
			yut_usage(2);
		print_results(count, seeded, seed, prob);
		yut_fshut(stdout, "stdout");
		return 0;
	}
	if (yut_state_load("-", &st, lerr, sizeof lerr) < 0)
		yut_die("%s", lerr);
	mover = st.turn;
	if (yut_over(&st))
		yut_diex(1, "%s", yut_strerr(YUT_EOVER));
	if (st.throws == 0)
		yut_diex(1, "%s", yut_strerr(YUT_ENOTHROW));
	if (argc > 0) {
		err = yut_throw_given(&st, argv, argc, &ev, &i);
		if (err == YUT_THROW_EXTRA)
			yut_die("%s: more results than throws owed", argv[i]);
		if (err != YUT_OK)
			yut_diex(1, "%s", yut_strerr(err));
	} else {
		yut_rng_state(&rng, &st, seeded, seed);
		yut_throw_all(&st, &rng, prob, &ev);
	}
	snprintf(note, sizeof note, "%s: note: ", yut_argv0);
	yut_describe(stderr, note, mover, &ev);
	yut_state_print(stdout, &st);
	yut_fshut(stdout, "stdout");
	return 0;
}

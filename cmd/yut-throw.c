/* yut-throw - take the throws the player to act owes. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "yut.h"

#define USAGE "[-P prob] [-s seed] [result ...]\n[-P prob] [-s seed] -n count" \
	"\n\n" \
	"-n count\tno state: print count results, one a line\n" \
	"-P prob\tthe chance that a stick falls flat side up\n" \
	"-s seed\tseed the sticks, to throw the same again"

int
main(int argc, char *argv[])
{
	struct yut_state st;
	struct yut_event ev;
	struct yut_rng rng;
	const char *seedarg = NULL, *e;
	char lerr[YUT_LOAD_ERRMAX];
	uint64_t seed;
	double prob = 0.5;
	long long count = -1, i;
	int c, r, err, mover, seeded;
	char note[64];

	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "n:P:s:")) != -1) {
		switch (c) {
		case 'n':
			count = yut_strtonum(optarg, 0, 1000000000LL, &e);
			if (e != NULL)
				yut_die("-n: %.32s is %s (0-1000000000)", optarg,
				    e);
			break;
		case 'P':
			if (yut_parse_prob(optarg, &prob) < 0)
				yut_die("-P: %.32s is not a probability "
				    "between 0 and 1", optarg);
			break;
		case 's':
			seedarg = optarg;
			break;
		default:
			yut_usage(2);
		}
	}
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
		if (seeded)
			yut_rng_seed(&rng, seed);
		else
			yut_rng_entropy(&rng);
		for (i = 0; i < count; i++)
			if (puts(yut_result_name(yut_throw(&rng, prob))) == EOF)
				break;
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
		memset(&ev, 0, sizeof ev);
		for (i = 0; i < argc; i++) {
			struct yut_event one;

			if (st.throws == 0 || st.turn != mover)
				yut_die("%s: more results than throws owed",
				    argv[i]);
			r = yut_result_parse(argv[i]);
			if ((err = yut_apply_throw(&st, r, &one)) != YUT_OK)
				yut_diex(1, "%s", yut_strerr(err));
			for (r = 0; r < YUT_NRESULTS; r++)
				ev.discarded[r] += one.discarded[r];
			ev.ndiscarded += one.ndiscarded;
			ev.forfeited += one.forfeited;
		}
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

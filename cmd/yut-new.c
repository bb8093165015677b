/* yut-new - print the state line of a new game. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"

#define USAGE "[-p pieces] players\n-a id:animal id:animal ..." \
	"\n\n" \
	"-a\tan advanced game: players with their animals\n" \
	"-p pieces\tpieces of each player in a basic game, 1-4"

/* Fill player k of an advanced game from "ID:animal". */
static void
advanced_player(struct yut_state *st, int k, const char *arg)
{
	const char *colon = strchr(arg, ':');
	char id[YUT_ID_MAX + 1];
	size_t len;
	const char *e;

	len = colon ? (size_t)(colon - arg) : 0;
	if (colon == NULL || len == 0 || len > YUT_ID_MAX)
		yut_die("%.64s: expected ID:animal", arg);
	memcpy(id, arg, len);
	id[len] = '\0';
	if (!yut_valid_id(id))
		yut_die("%s: bad ID (1-%d of A-Z a-z 0-9 _ . -)", id,
		    YUT_ID_MAX);
	strcpy(st->p[k].id, id);
	st->p[k].animal = yut_animal_parse(colon + 1);
	if (st->p[k].animal < 0) {
		st->p[k].animal = (int)yut_strtonum(colon + 1, 0,
		    YUT_NANIMALS - 1, &e);
		if (e != NULL)
			yut_die("%.64s: animal is pig, dog, sheep, cow or 0-3",
			    colon + 1);
	}
}

int
main(int argc, char *argv[])
{
	struct yut_state st;
	char line[YUT_LINE_MAX + 1], err[256];
	const char *e;
	int c, k, advanced = 0, npieces = YUT_MAXPIECES, pflag = 0, nplayers;

	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "ap:")) != -1) {
		switch (c) {
		case 'a':
			advanced = 1;
			break;
		case 'p':
			npieces = (int)yut_strtonum(optarg, 1, YUT_MAXPIECES,
			    &e);
			if (e != NULL)
				yut_die("pieces: %.32s is %s (1-4)", optarg, e);
			pflag = 1;
			break;
		default:
			yut_usage(2);
		}
	}
	argc -= optind;
	argv += optind;
	if (advanced) {
		if (pflag)
			yut_die("-p: advanced games have 4 pieces a player");
		if (argc < YUT_MINPLAYERS || argc > YUT_MAXPLAYERS)
			yut_usage(2);
		yut_state_basic(&st, argc, YUT_MAXPIECES);
		st.rules = YUT_ADVANCED;
		for (k = 0; k < argc; k++)
			advanced_player(&st, k, argv[k]);
	} else {
		if (argc != 1)
			yut_usage(2);
		nplayers = (int)yut_strtonum(argv[0], YUT_MINPLAYERS,
		    YUT_MAXPLAYERS, &e);
		if (e != NULL)
			yut_die("players: %.32s is %s (2-4)", argv[0], e);
		yut_state_basic(&st, nplayers, npieces);
	}
	if (yut_state_check(&st, err, sizeof err) < 0)
		yut_die("%s", err);
	yut_state_format(&st, line, sizeof line);
	puts(line);
	yut_fshut(stdout, "stdout");
	return 0;
}

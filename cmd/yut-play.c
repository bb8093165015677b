/* yut-play - play yut on a terminal: the basic and the advanced game. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "game.h"
#include "solve.h"
#include "bots.h"
#include "play.h"

#define USAGE "[-abv] [-f saves] [-o record] [-P prob] [-r results] " \
	"[-s seed]\n\t[-t table] [-u users] [--bot seat[=strategy[:animal]]]\n" \
	"\t[--color=auto|always|never] [--shapes]" \
	"\n\n" \
	"-a\tplay the advanced game: logins, animals, saves\n" \
	"-b\tplay the basic game\n" \
	"-f saves\tthe saved games file (default game_info.txt)\n" \
	"-o record\twrite the game's states to record\n" \
	"-P prob\tthe chance that a stick falls flat side up\n" \
	"-r results\tthe throws' results in order, then the sticks\n" \
	"-s seed\tseed the sticks, to play a game again\n" \
	"-t table\thint from this table of yut-solve\n" \
	"-u users\tthe users file (default user_info.txt)\n" \
	"-v\tsay the throws, moves and catches\n" \
	"--bot seat[=strategy[:animal]]\ta computer player in seat (0-3)\n" \
	"--shapes\ttell the players apart by brackets too"

static int shapes;

/* One result of -r: back-do, do, gae, geol, yut or mo. */
static int
result_item(const char *s, void *ctx)
{
	(void)ctx;
	return yut_result_parse(s);
}

/*
 * "--bot 1=expect" or "--bot=1=expect": seat a computer player; "--bot 1"
 * seats the strongest, expect.
 */
static void
bot_seat(void *ctx, const char *arg)
{
	struct yut_play *pl = ctx;
	const char *e;
	char seat[8], strategy[32], *animal;
	size_t n = strcspn(arg, "=");
	int k, s, a = -1;

	if (n == 0 || n >= sizeof seat)
		yut_die("--bot: %.32s is not seat or seat=strategy", arg);
	snprintf(strategy, sizeof strategy, "%s",
	    arg[n] == '=' ? arg + n + 1 :
	    yut_strategy_name(YUT_BOT_DEFAULT));
	memcpy(seat, arg, n);
	seat[n] = '\0';
	k = (int)yut_strtonum(seat, 0, YUT_MAXPLAYERS - 1, &e);
	if (e != NULL)
		yut_die("--bot: seat %.8s is %s (0-3)", seat, e);
	/* "expect:dog": the animal of an advanced game's computer player */
	if ((animal = strchr(strategy, ':')) != NULL) {
		*animal++ = '\0';
		if ((a = yut_animal_parse(animal)) < 0)
			yut_die("--bot: unknown animal %.16s (pig, dog, sheep, "
			    "cow)", animal);
	}
	if ((s = yut_strategy_parse(strategy)) < 0)
		yut_die("--bot: unknown strategy %.32s", strategy);
	if (s == YUT_BOT_PERFECT)
		yut_die("--bot: perfect plays from a table, which yut-play "
		    "does not read: expert is the strongest without one");
	if (pl->bot[k] < 0)
		pl->nbots++;
	pl->bot[k] = s;
	pl->botanimal[k] = a;
}

/*
 * The record is opened at its first line, so that a session without a
 * game neither creates nor empties it; check now that it could be
 * written, that it is neither the users nor the saves file, and that it
 * holds no record already (which the game would empty).
 */
static void
check_record(const struct yut_play *pl, const char *path)
{
	const char *slash = strrchr(path, '/');
	struct stat sb;
	char *dir;
	int r;

	if (*path == '\0')
		yut_die("-o: empty file name");
	if (yut_same_file(path, pl->users))
		yut_die("-o %s: that is the users file", path);
	if (yut_same_file(path, pl->saves))
		yut_die("-o %s: that is the saves file", path);
	if (stat(path, &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size > 0)
		yut_die("-o %s: the file is not empty: remove it, or name "
		    "another file", path);
	if (access(path, W_OK) == 0)
		return;
	if (errno != ENOENT)
		yut_die("open %s:", path);
	if (slash == NULL)
		dir = yut_strdup(".");
	else {
		dir = yut_strdup(path);
		dir[slash == path ? 1 : slash - path] = '\0';
	}
	r = access(dir, W_OK | X_OK);
	free(dir);
	if (r == -1)
		yut_die("open %s:", path);
}

/*
 * yut-login as it can be run from here: beside this program when it was
 * run by a path (bin/yut-play from a clone), else by its name (NULL).
 */
static char *
login_command(const char *argv0)
{
	const char *slash = argv0 != NULL ? strrchr(argv0, '/') : NULL;
	size_t n;
	char *s;

	if (slash == NULL)
		return NULL;
	n = (size_t)(slash - argv0) + 1;
	s = yut_malloc(n + sizeof "yut-login");
	memcpy(s, argv0, n);
	memcpy(s + n, "yut-login", sizeof "yut-login");
	return s;
}

static const struct yut_longopt longs[] = {
	{ "bot", 1, bot_seat, NULL },
	{ "shapes", 0, NULL, &shapes },
	{ NULL, 0, NULL, NULL }
};

/* What the options ask for beyond pl's own. */
struct opts {
	const char *seedarg, *recpath, *tpath;
	int game;		/* 0 the menu's, 1 basic, 2 advanced */
	int color;		/* --color, or -1 */
};

/* The options after yut_cli into pl and op. */
static void
parse_options(int argc, char **argv, struct yut_play *pl, struct opts *op)
{
	static int script[YUT_PLAY_MAXSCRIPT];
	int c;

	while ((c = yut_getopt(argc, argv, "abf:o:P:r:s:t:u:v")) != -1) {
		switch (c) {
		case 'a':
			op->game = 2;
			break;
		case 'b':
			op->game = 1;
			break;
		case 'f':
			pl->saves = optarg;
			break;
		case 'o':
			op->recpath = optarg;
			break;
		case 'P':
			pl->prob = yut_optprob(c, optarg);
			break;
		case 'r':
			pl->nscript = (size_t)yut_parse_list("-r", optarg,
			    script, YUT_PLAY_MAXSCRIPT, result_item, NULL,
			    "a result (back-do, do, gae, geol, yut, mo)");
			pl->script = script;
			break;
		case 's':
			op->seedarg = optarg;
			break;
		case 't':
			op->tpath = optarg;
			break;
		case 'u':
			pl->users = optarg;
			break;
		case 'v':
			pl->verbose = 1;
			break;
		default:
			yut_usage(2);
		}
	}
	if (optind != argc)
		yut_usage(2);
}

int
main(int argc, char *argv[])
{
	static struct yut_table table;	/* kept to the end: reachable */
	struct yut_play pl;
	struct opts op = { NULL, NULL, NULL, 0, -1 };
	char err[512];
	char *login;
	int i, rc;

	memset(&pl, 0, sizeof pl);
	pl.in = stdin;
	pl.out = stdout;
	pl.prob = 0.5;
	for (i = 0; i < YUT_MAXPLAYERS; i++)
		pl.bot[i] = pl.botanimal[i] = -1;
	pl.users = yut_path_env("YUT_USERS", "user_info.txt");
	pl.saves = yut_path_env("YUT_SAVES", "game_info.txt");
	pl.login = login = login_command(argc > 0 ? argv[0] : NULL);
	argc = yut_cli(argc, argv, USAGE, longs, &pl, &op.color);
	parse_options(argc, argv, &pl, &op);
	if (op.tpath != NULL) {
		if (yut_table_open(&table, op.tpath, NULL, pl.prob, err,
		    sizeof err) < 0)
			yut_die("%s", err);
		pl.table = &table;
	}
	if (pl.nbots && op.game == 0)
		op.game = 1;
	yut_rng_option(&pl.rng, op.seedarg, 1);
	if (op.recpath != NULL)
		check_record(&pl, op.recpath);
	pl.record_path = op.recpath;
	pl.style = (op.color >= 0 ? op.color : yut_color_auto(stdout)) ?
	    YUT_COLOR : 0;
	if (shapes)
		pl.style |= YUT_SHAPES;
	/* a closed terminal, ^C or kill: save the game, then die of it */
	yut_catch_signals(pl.in);
	rc = yut_play(&pl, op.game);
	if (pl.record != NULL && fclose(pl.record) == EOF)
		yut_die("close %s:", op.recpath);
	yut_signal_exit();
	free(login);
	yut_fshut(stdout, "stdout");
	return rc;
}

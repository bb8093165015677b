/* yut-eval - each player's chance to win, and the value of every move. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "solve.h"
#include "bots.h"

/* A move's loss below this is within the printed digits: the best. */
#define EVEN	5e-7

struct tally {
	FILE *out;			/* the lines, until all is judged */
	int moves[YUT_MAXPLAYERS], choices[YUT_MAXPLAYERS];
	int worse[YUT_MAXPLAYERS];
	double lost[YUT_MAXPLAYERS];
};

/*
 * Say on stderr that the values of a state (line, or 0) are estimated: the
 * table's search of its hand would pass its budget.
 */
static void
beyond(size_t line)
{
	char where[64] = "";

	if (line > 0)
		snprintf(where, sizeof where, "line %zu: ", line);
	yut_warn("%sthe hand is beyond the table's search budget: values "
	    "estimated as without a table", where);
}

/*
 * One line a move: the record's line, the player, the legal moves, the
 * move played and its value, the best and its value, and the loss.
 */
static void
judged(void *arg, const struct yut_judged *j)
{
	struct tally *t = arg;
	double loss = j->bestvalue - j->value;

	if (loss < EVEN)
		loss = 0;
	if (j->estimated)
		beyond(j->line);
	fprintf(t->out, "%zu %d %d %d %s %.6f %d %s %.6f %.6f\n", j->line,
	    j->player, j->choices, j->played.pos,
	    yut_result_name(j->played.result), j->value, j->best.pos,
	    yut_result_name(j->best.result), j->bestvalue, loss);
	t->moves[j->player]++;
	t->choices[j->player] += j->choices > 1;
	t->worse[j->player] += loss > 0;
	t->lost[j->player] += loss;
}

/* Say on stderr whose search the values of st's game are estimated by. */
static void
estimated(const struct yut_state *st)
{
	yut_warn("no table: values estimated by %s's search",
	    yut_strategy_name(yut_bot_eval_strategy(st, 0.5)));
}

/* -a: every move of the record at path, then each player's tally. */
static void
analyse(const char *path, struct yut_table *tab)
{
	struct yut_record rec;
	struct tally t;
	char err[512], lerr[YUT_LOAD_ERRMAX], *buf = NULL;
	size_t i, len = 0;
	int k, np = 0;

	if (yut_record_load(path, &rec, lerr, sizeof lerr) < 0)
		yut_die("%s", lerr);
	memset(&t, 0, sizeof t);
	/* nothing reaches stdout unless every move is judged */
	if ((t.out = open_memstream(&buf, &len)) == NULL)
		yut_die("open_memstream:");
	if (tab == NULL)
		estimated(&rec.v[0]);
	/* a person reading on a terminal is told what the columns are */
	if (isatty(STDOUT_FILENO))
		fputs("# line player choices position result value "
		    "bestposition bestresult bestvalue loss\n", t.out);
	if (yut_record_judge(&rec, tab, judged, &t, err, sizeof err) < 0)
		yut_diex(1, "%s: %s", path, err);
	/* a record may join games: every player of any of them */
	for (i = 0; i < rec.n; i++)
		if (rec.v[i].nplayers > np)
			np = rec.v[i].nplayers;
	for (k = 0; k < np; k++)
		fprintf(t.out, "player %d moves %d choices %d worse %d "
		    "lost %.6f\n", k, t.moves[k], t.choices[k], t.worse[k],
		    t.lost[k]);
	if (fclose(t.out) != 0)
		yut_die("open_memstream:");
	fwrite(buf, 1, len, stdout);
	free(buf);
	yut_record_free(&rec);
}

int
main(int argc, char *argv[])
{
	struct yut_state st;
	struct yut_table t;
	struct yut_mv mv[YUT_MAXMOVES];
	double val[YUT_MAXMOVES], p[YUT_MAXPLAYERS];
	const char *table = NULL;
	char err[512], lerr[YUT_LOAD_ERRMAX];
	int c, i, k, n, r, all = 0;

	argc = yut_cli(argc, argv, "[-a] [-t table] [file]\n\n"
	    "-a\tjudge every move of a game record\n"
	    "-t table\tthe table of yut-solve to read", NULL, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "at:")) != -1) {
		if (c == 'a')
			all = 1;
		else if (c == 't')
			table = optarg;
	}
	argc -= optind;
	argv += optind;
	if (argc > 1)
		yut_usage(2);
	if (table != NULL && yut_table_open(&t, table, NULL, -1, err,
	    sizeof err) < 0)
		yut_die("%s", err);
	if (all) {
		analyse(argc == 1 ? argv[0] : "-", table != NULL ? &t : NULL);
		if (table != NULL)
			yut_table_free(&t);
		yut_fshut(stdout, "stdout");
		return 0;
	}
	if (yut_state_load(argc == 1 ? argv[0] : "-", &st, lerr,
	    sizeof lerr) < 0)
		yut_die("%s", lerr);
	if (table == NULL)
		estimated(&st);
	if ((r = yut_eval(table != NULL ? &t : NULL, &st, p, mv, val, &n, err,
	    sizeof err)) < 0)
		yut_diex(1, "%s: %s", table, err);
	if (r == 1)
		beyond(0);
	for (k = 0; k < st.nplayers; k++)
		printf("%sp%d=%.6f", k ? " " : "", k, p[k]);
	putchar('\n');
	for (i = 0; i < n; i++)
		printf("%d %s %.6f\n", mv[i].pos, yut_result_name(mv[i].result),
		    val[i]);
	if (table != NULL)
		yut_table_free(&t);
	yut_fshut(stdout, "stdout");
	return 0;
}

/*
 * snakes.c - Snakes and Ladders: the board, its placement rules, its text
 * form, and the simulated race of 2 to 4 tokens.
 */
#include <stdarg.h>
#include <string.h>

#include "snakes.h"

#define LINE_MAX_SNAKES	256
#define CONFIG_HEAD	"Configuration of the board:"
#define SIM_HEAD	"Simulation of the game:"

/* printf into err, if there is room for a message. */
static void
seterr(char *err, size_t errsize, const char *fmt, ...)
{
	va_list ap;

	if (err == NULL || errsize == 0)
		return;
	va_start(ap, fmt);
	vsnprintf(err, errsize, fmt, ap);
	va_end(ap);
}

/*
 * Whether a ladder or snake from square from by shift (non-zero) may join
 * board b: the square is free, no top or head already lands there, its own
 * end is no foot or tail, and the lengths and bounds hold.
 */
static int
fits(const struct yut_snakes_board *b, int from, int shift)
{
	int to = from + shift, sq;

	if (from < 1 || from >= YUT_SNAKES_SQUARES || b->shift[from] != 0)
		return 0;
	if (to < 1 || to >= YUT_SNAKES_SQUARES || b->shift[to] != 0)
		return 0;
	for (sq = 1; sq <= YUT_SNAKES_SQUARES; sq++)
		if (b->shift[sq] != 0 && sq + b->shift[sq] == from)
			return 0;
	return 1;
}

void
yut_snakes_generate(struct yut_snakes_board *b, struct yut_rng *rng)
{
	int i, len, from;

	memset(b, 0, sizeof *b);
	for (i = 0; i < YUT_SNAKES_NLADDERS; i++) {
		do {
			len = YUT_SNAKES_LADDER_MIN + (int)yut_rng_below(rng,
			    YUT_SNAKES_LADDER_MAX - YUT_SNAKES_LADDER_MIN + 1);
			from = 1 + (int)yut_rng_below(rng,
			    (uint32_t)(YUT_SNAKES_SQUARES - 1 - len));
		} while (!fits(b, from, len));
		b->shift[from] = len;
	}
	for (i = 0; i < YUT_SNAKES_NSNAKES; i++) {
		do {
			len = YUT_SNAKES_SNAKE_MIN + (int)yut_rng_below(rng,
			    YUT_SNAKES_SNAKE_MAX - YUT_SNAKES_SNAKE_MIN + 1);
			from = len + 1 + (int)yut_rng_below(rng,
			    (uint32_t)(YUT_SNAKES_SQUARES - 1 - len));
		} while (!fits(b, from, -len));
		b->shift[from] = -len;
	}
}

/* Every placement rule, with the first broken one named in err. */
int
yut_snakes_check(const struct yut_snakes_board *b, char *err, size_t errsize)
{
	int sq, v, to, nl = 0, ns = 0;

	for (sq = 1; sq <= YUT_SNAKES_SQUARES; sq++) {
		if ((v = b->shift[sq]) == 0)
			continue;
		to = sq + v;
		if (v > 0) {
			nl++;
			if (v < YUT_SNAKES_LADDER_MIN ||
			    v > YUT_SNAKES_LADDER_MAX) {
				seterr(err, errsize, "square %d: a ladder of "
				    "%d squares (%d-%d)", sq, v,
				    YUT_SNAKES_LADDER_MIN,
				    YUT_SNAKES_LADDER_MAX);
				return -1;
			}
			if (to >= YUT_SNAKES_SQUARES) {
				seterr(err, errsize, "square %d: the ladder "
				    "reaches %d (at most %d)", sq, to,
				    YUT_SNAKES_SQUARES - 1);
				return -1;
			}
		} else {
			ns++;
			if (-v < YUT_SNAKES_SNAKE_MIN ||
			    -v > YUT_SNAKES_SNAKE_MAX) {
				seterr(err, errsize, "square %d: a snake of "
				    "%d squares (%d-%d)", sq, -v,
				    YUT_SNAKES_SNAKE_MIN,
				    YUT_SNAKES_SNAKE_MAX);
				return -1;
			}
			if (sq == YUT_SNAKES_SQUARES) {
				seterr(err, errsize, "square %d: no snake's "
				    "tail may lie on it", sq);
				return -1;
			}
			if (to < 1) {
				seterr(err, errsize, "square %d: the snake "
				    "slides to %d (at least 1)", sq, to);
				return -1;
			}
		}
		if (b->shift[to] != 0) {
			seterr(err, errsize, "square %d: the %s ends on "
			    "square %d, which holds a %s", sq,
			    v > 0 ? "ladder" : "snake", to,
			    b->shift[to] > 0 ? "ladder's foot" :
			    "snake's tail");
			return -1;
		}
	}
	if (nl != YUT_SNAKES_NLADDERS || ns != YUT_SNAKES_NSNAKES) {
		seterr(err, errsize, "%d ladders and %d snakes (the board has "
		    "%d of each)", nl, ns, YUT_SNAKES_NLADDERS);
		return -1;
	}
	return 0;
}

void
yut_snakes_print(FILE *fp, const struct yut_snakes_board *b)
{
	int sq;

	fputs(CONFIG_HEAD "\n", fp);
	for (sq = 1; sq <= YUT_SNAKES_SQUARES; sq++)
		fprintf(fp, "Square no.%3d = %3d%c", sq, b->shift[sq],
		    sq % 4 == 0 ? '\n' : '\t');
}

/* Skip blanks (spaces and tabs). */
static const char *
skipblank(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/*
 * Parse an unsigned decimal of at most 3 digits at *sp, with an optional
 * sign when sign is set; advance *sp.  Returns 0, or -1.
 */
static int
number(const char **sp, int sign, int *v)
{
	char buf[8];
	const char *s = *sp, *e;
	size_t n = 0;

	if (sign && (*s == '-' || *s == '+')) {
		if (*s == '-')
			buf[n++] = '-';
		s++;
	}
	while (*s >= '0' && *s <= '9') {
		if (n >= 4)
			return -1;
		buf[n++] = *s++;
	}
	buf[n] = '\0';
	*v = (int)yut_strtonum(buf, -999, 999, &e);
	if (e != NULL)
		return -1;
	*sp = s;
	return 0;
}

/* Whether line holds only blanks. */
static int
blank(const char *line)
{
	return *skipblank(line) == '\0';
}

/*
 * One "Square no. N = V" at *sp, N being sq: V into *v, *sp past it.
 * Returns 0, or -1 if it is not that.
 */
static int
read_square(const char **sp, int sq, int *v)
{
	const char *s = *sp;

	if (strncmp(s, "Square no.", 10) != 0)
		return -1;
	s = skipblank(s + 10);
	if (number(&s, 0, v) < 0 || *v != sq)
		return -1;
	s = skipblank(s);
	if (*s++ != '=')
		return -1;
	s = skipblank(s);
	if (number(&s, 1, v) < 0)
		return -1;
	if (*s != '\0' && *s != ' ' && *s != '\t')
		return -1;
	*sp = s;
	return 0;
}

/*
 * The squares on line no of a configuration, after the *sq read before:
 * into b, *sq counting them.  Returns 0, or -1 with err set.
 */
static int
read_squares(struct yut_snakes_board *b, const char *line, long no, int *sq,
    char *err, size_t errsize)
{
	const char *s, *item;
	int v;

	for (s = skipblank(line); *s != '\0'; s = skipblank(s)) {
		if (*sq == YUT_SNAKES_SQUARES) {
			seterr(err, errsize, "line %ld: text after square %d",
			    no, YUT_SNAKES_SQUARES);
			return -1;
		}
		(*sq)++;
		item = s;
		if (read_square(&s, *sq, &v) < 0) {
			seterr(err, errsize, "line %ld: expected \"Square "
			    "no.%3d = N\" (N a number), found \"%.*s\"", no,
			    *sq, (int)(strcspn(item, "\t") > 40 ? 40 :
			    strcspn(item, "\t")), item);
			return -1;
		}
		b->shift[*sq] = v;
	}
	return 0;
}

/*
 * The end of a configuration read to line no, its heading seen (head)
 * and sq squares: all there, and the board by the placement rules.
 */
static int
board_end(FILE *fp, const struct yut_snakes_board *b, int head, int sq,
    long no, char *err, size_t errsize)
{
	char rule[192];

	if (ferror(fp)) {
		seterr(err, errsize, "read error");
		return -1;
	}
	if (!head) {
		seterr(err, errsize, "no \"" CONFIG_HEAD "\" line");
		return -1;
	}
	if (sq < YUT_SNAKES_SQUARES) {
		seterr(err, errsize, "line %ld: the board stops at square %d "
		    "(expected 100)", no, sq);
		return -1;
	}
	if (yut_snakes_check(b, rule, sizeof rule) < 0) {
		seterr(err, errsize, "%s", rule);
		return -1;
	}
	return 0;
}

/*
 * Read the configuration text of yut_snakes_print: its heading, then the
 * squares 1 to 100 in order as "Square no. N = V", any number a line and
 * any blanks between (and after: text pasted from a terminal keeps
 * them); blank lines are skipped, and a following "Simulation of the
 * game:" (the rest of a saved run) ends it.  The board must obey every
 * placement rule.  Returns 0, or -1 with err set ("line N: ...").
 */
int
yut_snakes_read(FILE *fp, struct yut_snakes_board *b, char *err,
    size_t errsize)
{
	char line[LINE_MAX_SNAKES + 1];
	long no = 0;
	int n, sq = 0, head = 0;

	memset(b, 0, sizeof *b);
	while ((n = yut_getline(fp, line, LINE_MAX_SNAKES)) != -1) {
		no++;
		if (n == -2 || n == YUT_LINE_ENDLESS) {
			seterr(err, errsize, "line %ld: longer than %d bytes",
			    no, LINE_MAX_SNAKES);
			return -1;
		}
		if (n == -3) {
			seterr(err, errsize, "line %ld: holds a NUL byte", no);
			return -1;
		}
		yut_rtrim(line);
		if (blank(line))
			continue;
		if (!head) {
			if (strcmp(skipblank(line), CONFIG_HEAD) != 0) {
				seterr(err, errsize, "line %ld: expected \""
				    CONFIG_HEAD "\", found \"%.40s\"", no,
				    skipblank(line));
				return -1;
			}
			head = 1;
			continue;
		}
		if (sq == YUT_SNAKES_SQUARES) {
			if (strcmp(skipblank(line), SIM_HEAD) == 0)
				break;
			seterr(err, errsize, "line %ld: text after square %d",
			    no, YUT_SNAKES_SQUARES);
			return -1;
		}
		if (read_squares(b, line, no, &sq, err, errsize) < 0)
			return -1;
	}
	return board_end(fp, b, head, sq, no, err, errsize);
}

void
yut_snakes_start(struct yut_snakes_game *g, int ntokens)
{
	memset(g, 0, sizeof *g);
	g->ntokens = ntokens;
	g->winner = -1;
}

/*
 * Move the token to act by a throw of dice (the sum), the rules of the
 * assignment: past 100 it stays (O); exactly 100 wins (W); otherwise a
 * ladder climbs (L), a snake slides (S), and a square taken by another
 * token stops the move (D).  Fills mv and passes the turn.
 */
int
yut_snakes_move(struct yut_snakes_game *g, const struct yut_snakes_board *b,
    int dice, struct yut_snakes_move *mv)
{
	int t = g->turn, from = g->pos[t], to, k;

	mv->token = t;
	mv->dice = dice;
	mv->onedie = from >= YUT_SNAKES_ONEDIE;
	mv->from = from;
	to = from + dice;
	if (to > YUT_SNAKES_SQUARES) {
		mv->mark = YUT_SNAKES_OVER;
		to = from;
	} else if (to == YUT_SNAKES_SQUARES) {
		mv->mark = YUT_SNAKES_WIN;
		g->winner = t;
	} else {
		mv->mark = b->shift[to] > 0 ? YUT_SNAKES_LADDER :
		    b->shift[to] < 0 ? YUT_SNAKES_SNAKE : YUT_SNAKES_PLAIN;
		to += b->shift[to];
		for (k = 0; k < g->ntokens; k++)
			if (k != t && g->pos[k] == to) {
				mv->mark = YUT_SNAKES_TAKEN;
				to = from;
				break;
			}
	}
	g->pos[t] = mv->to = to;
	if (g->winner < 0 && ++g->turn == g->ntokens) {
		g->turn = 0;
		g->round++;
	}
	return mv->mark;
}

/* Throw for the token to act (one die from square 94) and move it. */
int
yut_snakes_step(struct yut_snakes_game *g, const struct yut_snakes_board *b,
    struct yut_rng *rng, struct yut_snakes_move *mv)
{
	int dice = 1 + (int)yut_rng_below(rng, 6);

	if (g->pos[g->turn] < YUT_SNAKES_ONEDIE)
		dice += 1 + (int)yut_rng_below(rng, 6);
	return yut_snakes_move(g, b, dice, mv);
}

/*
 * The simulation table of the assignment: a heading, a rule, one row a
 * round (the turn number, then per token the throw, '*' for one die, the
 * square reached and its mark), the last row stopping at the winner, and
 * "token #N wins".  Returns the winner (from 0), or -1 when nobody has won
 * after YUT_SNAKES_MAXROUNDS rounds.
 */
int
yut_snakes_play(FILE *fp, const struct yut_snakes_board *b, int ntokens,
    struct yut_rng *rng)
{
	static const char marks[] = " LSDOW";
	struct yut_snakes_game g;
	struct yut_snakes_move mv;
	char row[8 + 16 * YUT_SNAKES_MAXTOKENS];
	size_t len = 0;
	int k;

	yut_snakes_start(&g, ntokens);
	fputs(SIM_HEAD "\nTurn", fp);
	for (k = 0; k < ntokens; k++)
		fprintf(fp, "%15s%d", "token #", k + 1);
	fputs("\n----", fp);
	for (k = 0; k < ntokens; k++)
		fprintf(fp, "%16s", "--------");
	fputc('\n', fp);
	while (g.winner < 0 && g.round < YUT_SNAKES_MAXROUNDS) {
		if (g.turn == 0)
			len = (size_t)snprintf(row, sizeof row, "%3d.",
			    g.round + 1);
		yut_snakes_step(&g, b, rng, &mv);
		len += (size_t)snprintf(row + len, sizeof row - len,
		    mv.onedie ? "%8d* - %-3d%c" : "%9d - %-3d%c", mv.dice,
		    mv.to, marks[mv.mark]);
		if (mv.token == ntokens - 1 || g.winner >= 0)
			yut_putline(fp, row, len);
	}
	if (g.winner < 0)
		fprintf(fp, "no winner after %d rounds\n", YUT_SNAKES_MAXROUNDS);
	else
		fprintf(fp, "token #%d wins\n", g.winner + 1);
	return g.winner;
}

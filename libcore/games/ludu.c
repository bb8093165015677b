/*
 * ludu.c - MiniLudu: a 7x7 board kept as a doubly linked list of tiles,
 * four tokens that race round the edge and spiral in to the centre, kills
 * on tiles that are not safe, and the interactive game of ludu-play.
 */
#include <errno.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ludu.h"

#define ANSWER_MAX	256

static const int safe_tiles[] = {
	1, 4, 7, 9, 13, 22, 28, 37, 41, 43, 46, 49
};

/* Step counts at which a token turns: anticlockwise before 27, then not. */
static const int turning_points[] = {
	3, 9, 15, 21, 22, 27, 31, 35, 38, 41, 43, 45, 46
};

/* Where each player's token starts, and which way it first moves. */
static const int start_tile[YUT_LUDU_PLAYERS] = { 28, 4, 22, 46 };
static const int start_dir[YUT_LUDU_PLAYERS] = {
	YUT_LUDU_UP, YUT_LUDU_LEFT, YUT_LUDU_DOWN, YUT_LUDU_RIGHT
};

static int
is_safe(int tile)
{
	size_t i;

	for (i = 0; i < sizeof safe_tiles / sizeof safe_tiles[0]; i++)
		if (safe_tiles[i] == tile)
			return 1;
	return 0;
}

/* Append a tile to the end of the list; -1 when memory runs out. */
static int
add_last(struct yut_ludu *g, int safe)
{
	struct yut_ludu_node *n = calloc(1, sizeof *n);

	if (n == NULL)
		return -1;
	n->safe = safe;
	n->prev = g->tail;
	n->tile = g->tail ? g->tail->tile + 1 : 1;
	if (g->tail)
		g->tail->next = n;
	else
		g->head = n;
	g->tail = n;
	return 0;
}

struct yut_ludu_node *
yut_ludu_tile(const struct yut_ludu *g, int tile)
{
	struct yut_ludu_node *n;

	for (n = g->head; n != NULL; n = n->next)
		if (n->tile == tile)
			return n;
	return NULL;
}

/* Put player k's token back on its start, facing its first direction. */
static void
reset(struct yut_ludu *g, int k)
{
	g->tok[k].node = yut_ludu_tile(g, start_tile[k]);
	g->tok[k].pos = 0;
	g->tok[k].dir = start_dir[k];
}

int
yut_ludu_init(struct yut_ludu *g)
{
	int i;

	memset(g, 0, sizeof *g);
	for (i = 1; i <= YUT_LUDU_TILES; i++)
		if (add_last(g, is_safe(i)) < 0) {
			yut_ludu_free(g);
			return -1;
		}
	for (i = 0; i < YUT_LUDU_PLAYERS; i++)
		reset(g, i);
	return 0;
}

void
yut_ludu_free(struct yut_ludu *g)
{
	struct yut_ludu_node *n, *next;

	for (n = g->head; n != NULL; n = next) {
		next = n->next;
		free(n);
	}
	g->head = g->tail = NULL;
}

/*
 * The tile one step from n in direction dir: a row is YUT_LUDU_SIDE nodes
 * of the list, so up and down walk that many links, left and right one.
 * NULL off the board.
 */
static struct yut_ludu_node *
neighbour(struct yut_ludu_node *n, int dir)
{
	int i, col = (n->tile - 1) % YUT_LUDU_SIDE;

	switch (dir) {
	case YUT_LUDU_UP:
		for (i = 0; i < YUT_LUDU_SIDE && n != NULL; i++)
			n = n->prev;
		return n;
	case YUT_LUDU_DOWN:
		for (i = 0; i < YUT_LUDU_SIDE && n != NULL; i++)
			n = n->next;
		return n;
	case YUT_LUDU_LEFT:
		return col == 0 ? NULL : n->prev;
	default:
		return col == YUT_LUDU_SIDE - 1 ? NULL : n->next;
	}
}

/* The direction after a turn at step count pos. */
static int
turn(int dir, int pos)
{
	static const int anti[] = { 0, YUT_LUDU_LEFT, YUT_LUDU_DOWN,
	    YUT_LUDU_RIGHT, YUT_LUDU_UP };
	static const int clock[] = { 0, YUT_LUDU_RIGHT, YUT_LUDU_UP,
	    YUT_LUDU_LEFT, YUT_LUDU_DOWN };

	return pos < 27 ? anti[dir] : clock[dir];
}

/*
 * Move a token one step and turn it if the new step count says so.  The
 * turning points keep every path on the board (tests/61-ludu.bats walks
 * them): -1, the token left as it was, would be a step off it.
 */
static int
step(struct yut_ludu_token *t)
{
	struct yut_ludu_node *n = neighbour(t->node, t->dir);
	size_t i;

	if (n == NULL) {
		errno = EDOM;
		return -1;
	}
	t->node = n;
	t->pos++;
	for (i = 0; i < sizeof turning_points / sizeof turning_points[0]; i++)
		if (turning_points[i] == t->pos) {
			t->dir = turn(t->dir, t->pos);
			break;
		}
	return 0;
}

int
yut_ludu_path(const struct yut_ludu *g, int k, int tiles[YUT_LUDU_GOAL + 1])
{
	struct yut_ludu_token t;
	int i;

	t.node = yut_ludu_tile(g, start_tile[k]);
	t.pos = 0;
	t.dir = start_dir[k];
	t.won = 0;
	tiles[0] = t.node->tile;
	for (i = 1; i <= YUT_LUDU_GOAL; i++) {
		if (step(&t) < 0)
			return -1;
		tiles[i] = t.node->tile;
	}
	return 0;
}

int
yut_ludu_over(const struct yut_ludu *g)
{
	return g->nwon >= YUT_LUDU_PLAYERS - 1;
}

/* Pass the turn to the next player still in play. */
static void
next_turn(struct yut_ludu *g)
{
	int i;

	for (i = 0; i < YUT_LUDU_PLAYERS; i++) {
		g->turn = (g->turn + 1) % YUT_LUDU_PLAYERS;
		if (!g->tok[g->turn].won)
			return;
	}
}

/*
 * Move the player to act by roll: not at all when it would pass the
 * centre; out of play with the next place when it lands on it; otherwise
 * step by step, then kill every other token on the tile if it is not safe.
 * The turn passes in every case.
 */
int
yut_ludu_move(struct yut_ludu *g, int roll, struct yut_ludu_move *mv)
{
	struct yut_ludu_token *t = &g->tok[g->turn];
	int k, i;

	memset(mv, 0, sizeof *mv);
	mv->player = g->turn;
	mv->roll = roll;
	mv->from = mv->to = t->node->tile;
	if (t->pos + roll > YUT_LUDU_GOAL) {
		next_turn(g);
		return 0;
	}
	mv->moved = 1;
	for (i = 0; i < roll; i++)
		if (step(t) < 0)
			return -1;
	mv->to = t->node->tile;
	if (t->pos == YUT_LUDU_GOAL) {
		g->winners[g->nwon++] = g->turn;
		t->won = g->nwon;
		mv->won = t->won;
	} else if (!t->node->safe) {
		for (k = 0; k < YUT_LUDU_PLAYERS; k++)
			if (k != g->turn && !g->tok[k].won &&
			    g->tok[k].node == t->node) {
				reset(g, k);
				mv->killed[mv->nkilled++] = k;
			}
	}
	next_turn(g);
	return 0;
}

/*
 * One 7-character cell: the players on the tile ("1" or "1,3"), else S
 * for a safe tile, W for the centre, else blanks; centred, the odd space
 * on the right.  Tokens out of play are not drawn.
 */
static void
cell(FILE *fp, const struct yut_ludu *g, const struct yut_ludu_node *n,
    int color)
{
	int on[YUT_LUDU_PLAYERS], non = 0, len, left, k;
	const char *text = "";

	for (k = 0; k < YUT_LUDU_PLAYERS; k++)
		if (!g->tok[k].won && g->tok[k].node == n)
			on[non++] = k;
	if (non > 0)
		len = 2 * non - 1;
	else {
		if (n->tile == YUT_LUDU_CENTRE)
			text = "W";
		else if (n->safe)
			text = "S";
		len = (int)strlen(text);
	}
	left = (YUT_LUDU_CELL - len) / 2;
	fprintf(fp, "%*s", left, "");
	if (non == 0)
		fputs(text, fp);
	for (k = 0; k < non; k++)
		fprintf(fp, "%s%s%d%s", k ? "," : "", yut_color_on(on[k],
		    color), on[k] + 1, yut_color_off(color));
	fprintf(fp, "%*s|", YUT_LUDU_CELL - len - left, "");
}

void
yut_ludu_render(FILE *fp, const struct yut_ludu *g, int color)
{
	const struct yut_ludu_node *n;

	for (n = g->head; n != NULL; n = n->next) {
		if ((n->tile - 1) % YUT_LUDU_SIDE == 0)
			fputc('|', fp);
		cell(fp, g, n, color);
		if ((n->tile - 1) % YUT_LUDU_SIDE == YUT_LUDU_SIDE - 1)
			fputc('\n', fp);
	}
}

void
yut_ludu_describe(FILE *fp, const struct yut_ludu_move *mv)
{
	int i;

	fprintf(fp, "Player %d rolled %d: ", mv->player + 1, mv->roll);
	if (!mv->moved)
		fputs("cannot move\n", fp);
	else
		fprintf(fp, "tile %d -> tile %d%s\n", mv->from, mv->to,
		    mv->won ? ", wins!" : "");
	for (i = 0; i < mv->nkilled; i++)
		fprintf(fp, "player %d was killed!\n", mv->killed[i] + 1);
}

/* The next roll: from the fixed list while it lasts, then the die. */
static int
roll(struct yut_ludu_play *pl)
{
	if (pl->nextroll < pl->nrolls)
		return pl->rolls[pl->nextroll++];
	return (int)yut_rng_below(&pl->rng, YUT_LUDU_DIE) + 1;
}

/*
 * Ask player k to roll or exit until the answer is one of them (r or roll,
 * e or exit, in any case): returns 'r', 'e', or -1 at end of input.  The
 * prompt of common.h echoes answers when input is not a terminal, so a
 * scripted session reads like the screen.
 */
static int
ask(struct yut_ludu_play *pl, int k)
{
	struct yut_prompt p = { pl->in, pl->out, pl->echo, NULL };
	char buf[ANSWER_MAX + 1], prompt[64];
	size_t i;

	snprintf(prompt, sizeof prompt, "Player %d: roll (r) or exit (e) : ",
	    k + 1);
	for (;;) {
		if (yut_ask_help(&p, prompt, "Answer r to roll the die and move "
		    "your token, or e to end the game.", buf, ANSWER_MAX) ==
		    YUT_ASK_EOF)
			return -1;
		for (i = 0; buf[i] != '\0'; i++)
			buf[i] = (char)tolower((unsigned char)buf[i]);
		if (strcmp(buf, "r") == 0 || strcmp(buf, "roll") == 0)
			return 'r';
		if (strcmp(buf, "e") == 0 || strcmp(buf, "exit") == 0)
			return 'e';
		yut_wrong(&p, "enter r to roll or e to exit");
	}
}

int
yut_ludu_play(struct yut_ludu_play *pl)
{
	static const char *const place[] = { "1st", "2nd", "3rd" };
	struct yut_ludu g;
	struct yut_ludu_move mv;
	int i, status = 0;

	pl->echo = !isatty(fileno(pl->in));
	if (yut_ludu_init(&g) < 0)
		return -1;
	yut_ludu_render(pl->out, &g, pl->color);
	while (!yut_ludu_over(&g)) {
		if (!pl->autoplay && !pl->bot[g.turn] &&
		    (status = ask(pl, g.turn)) != 'r') {
			/* exit was asked for; the end of input is not that */
			status = status == 'e' ? 0 : 1;
			goto out;
		}
		status = 0;
		if (yut_ludu_move(&g, roll(pl), &mv) < 0) {
			status = -1;
			goto out;
		}
		if (mv.moved)
			yut_ludu_render(pl->out, &g, pl->color);
		yut_ludu_describe(pl->out, &mv);
	}
	for (i = 0; i < g.nwon; i++)
		fprintf(pl->out, "%s place - Player %d\n", place[i],
		    g.winners[i] + 1);
out:
	yut_ludu_free(&g);
	return status;
}

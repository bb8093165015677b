/*
 * patolli.c - Patolli for two players on the 52-square cross, in three
 * parts: the board (where each piece stands, the track and its special
 * squares), the referee (the die, the turn, and the only code that changes
 * the board: it refuses every illegal choice), and the players (a person
 * answering prompts, or the computer's simple strategy).  A player sees the
 * board only through a const pointer and hands the referee a choice.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "patolli.h"

#define ANSWER_MAX	256
#define NSQ		YUT_PATOLLI_SQUARES
#define NPC		YUT_PATOLLI_PIECES

/* ------------------------------------------------------------ the board */

/*
 * The track as straight runs over the 14x14 grid, clockwise: first cell,
 * direction and length.  Index 0 is the first cell of the first run.
 */
static const struct {
	signed char row, col, drow, dcol, len;
} runs[] = {
	{ 5,  6, -1,  0, 6 },	/* up column 6 of the north arm */
	{ 0,  7,  1,  0, 6 },	/* down column 7 */
	{ 6,  7,  0,  0, 1 },	/* middle */
	{ 6,  8,  0,  1, 6 },	/* east along row 6 */
	{ 7, 13,  0, -1, 6 },	/* back along row 7 */
	{ 7,  7,  0,  0, 1 },	/* middle */
	{ 8,  7,  1,  0, 6 },	/* down column 7 of the south arm */
	{13,  6, -1,  0, 6 },	/* up column 6 */
	{ 7,  6,  0,  0, 1 },	/* middle */
	{ 7,  5,  0, -1, 6 },	/* west along row 7 */
	{ 6,  0,  0,  1, 6 },	/* back along row 6 */
	{ 6,  6,  0,  0, 1 },	/* middle */
};

int
yut_patolli_cell(int sq, int *row, int *col)
{
	size_t i;

	if (sq < 0 || sq >= NSQ)
		return -1;
	for (i = 0; i < sizeof runs / sizeof runs[0]; i++) {
		if (sq < runs[i].len) {
			*row = runs[i].row + sq * runs[i].drow;
			*col = runs[i].col + sq * runs[i].dcol;
			return 0;
		}
		sq -= runs[i].len;
	}
	return -1;
}

int
yut_patolli_square_at(int row, int col)
{
	int sq, r, c;

	for (sq = 0; sq < NSQ; sq++)
		if (yut_patolli_cell(sq, &r, &c) == 0 && r == row && c == col)
			return sq;
	return -1;
}

int
yut_patolli_start(int side)
{
	return side == YUT_PATOLLI_L ? 0 : 26;
}

int
yut_patolli_end(int side)
{
	return side == YUT_PATOLLI_L ? 51 : 25;
}

/* A tip is a square on the grid's outer edge: the end of an arm. */
int
yut_patolli_is_tip(int sq)
{
	int r, c;

	if (yut_patolli_cell(sq, &r, &c) < 0)
		return 0;
	return r == 0 || c == 0 || r == YUT_PATOLLI_GRID - 1 ||
	    c == YUT_PATOLLI_GRID - 1;
}

int
yut_patolli_is_middle(int sq)
{
	int r, c;

	if (yut_patolli_cell(sq, &r, &c) < 0)
		return 0;
	return (r == 6 || r == 7) && (c == 6 || c == 7);
}

char
yut_patolli_piece_name(int side, int piece)
{
	return (char)((side == YUT_PATOLLI_L ? 'A' : '1') + piece);
}

char
yut_patolli_side_name(int side)
{
	return side == YUT_PATOLLI_L ? 'L' : 'N';
}

/* Who stands on sq: returns 1 and sets *side and *piece, or 0. */
int
yut_patolli_at(const struct yut_patolli_board *b, int sq, int *side,
    int *piece)
{
	int s, p;

	for (s = 0; s < 2; s++)
		for (p = 0; p < NPC; p++)
			if (b->pos[s][p] == sq) {
				*side = s;
				*piece = p;
				return 1;
			}
	return 0;
}

int
yut_patolli_score(const struct yut_patolli_board *b, int side)
{
	int p, n = 0;

	for (p = 0; p < NPC; p++)
		n += b->pos[side][p] == YUT_PATOLLI_SCORED;
	return n;
}

void
yut_patolli_board_init(struct yut_patolli_board *b)
{
	int s, p;

	for (s = 0; s < 2; s++)
		for (p = 0; p < NPC; p++)
			b->pos[s][p] = YUT_PATOLLI_POOL;
}

const char *
yut_patolli_strerr(int err)
{
	switch (err) {
	case YUT_PATOLLI_OK:
		return "ok";
	case YUT_PATOLLI_EOVER:
		return "the game is over";
	case YUT_PATOLLI_EROLL:
		return "the die has not been rolled";
	case YUT_PATOLLI_EACT:
		return "no such choice";
	case YUT_PATOLLI_EPIECE:
		return "no such piece";
	case YUT_PATOLLI_EPOOL:
		return "that piece is in your pool: place it with p";
	case YUT_PATOLLI_ESCORED:
		return "that piece has scored";
	case YUT_PATOLLI_EOWN:
		return "your own piece stands where it would land";
	case YUT_PATOLLI_EHELD:
		return "an opponent's piece stands where it would land, "
		    "and only the middle squares capture";
	case YUT_PATOLLI_EEMPTY:
		return "no piece is left in your pool";
	case YUT_PATOLLI_ESTART:
		return "your start square is taken";
	}
	return "unknown error";
}

/*
 * Judge a choice of side after a roll of roll (1-5) on b without changing
 * it: returns YUT_PATOLLI_OK and what would happen in ev, or why not.
 */
int
yut_patolli_judge(const struct yut_patolli_board *b, int side, int roll,
    const struct yut_patolli_choice *c, struct yut_patolli_event *ev)
{
	int p, from, to, dist, s, q;

	memset(ev, 0, sizeof *ev);
	ev->side = side;
	ev->act = c->act;
	ev->piece = -1;
	ev->from = ev->to = -1;
	ev->captured = -1;
	if (roll < 1 || roll > YUT_PATOLLI_MAXROLL)
		return YUT_PATOLLI_EROLL;
	switch (c->act) {
	case YUT_PATOLLI_PASS:
		return YUT_PATOLLI_OK;
	case YUT_PATOLLI_PLACE:
		for (p = 0; p < NPC; p++)
			if (b->pos[side][p] == YUT_PATOLLI_POOL)
				break;
		if (p == NPC)
			return YUT_PATOLLI_EEMPTY;
		to = yut_patolli_start(side);
		if (yut_patolli_at(b, to, &s, &q))
			return YUT_PATOLLI_ESTART;
		ev->piece = p;
		ev->to = to;
		return YUT_PATOLLI_OK;
	case YUT_PATOLLI_MOVE:
		break;
	default:
		return YUT_PATOLLI_EACT;
	}
	p = c->piece;
	if (p < 0 || p >= NPC)
		return YUT_PATOLLI_EPIECE;
	from = b->pos[side][p];
	if (from == YUT_PATOLLI_POOL)
		return YUT_PATOLLI_EPOOL;
	if (from == YUT_PATOLLI_SCORED)
		return YUT_PATOLLI_ESCORED;
	dist = (yut_patolli_end(side) - from + NSQ) % NSQ;
	to = (from + roll) % NSQ;
	ev->piece = p;
	ev->from = from;
	ev->to = to;
	ev->scored = roll == dist;
	ev->lapped = roll > dist;
	if (yut_patolli_at(b, to, &s, &q)) {
		if (s == side)
			return YUT_PATOLLI_EOWN;
		if (!yut_patolli_is_middle(to))
			return YUT_PATOLLI_EHELD;
		ev->captured = q;
	}
	ev->again = !ev->scored && yut_patolli_is_tip(to);
	ev->won = ev->scored && yut_patolli_score(b, side) == NPC - 1;
	return YUT_PATOLLI_OK;
}

/* ---------------------------------------------------------- the referee */

#define MAXSCRIPT	YUT_PATOLLI_MAXROLLS

struct yut_patolli_ref {
	struct yut_patolli_board board;
	struct yut_rng rng;
	int script[MAXSCRIPT];	/* rolls to use before random ones */
	int nscript, used;
	int turn;		/* side to act */
	int roll;		/* the roll to play, or -1: roll first */
	int winner;		/* -1 while the game goes on */
};

struct yut_patolli_ref *
yut_patolli_new(const struct yut_rng *rng, const int *rolls, int nrolls)
{
	struct yut_patolli_ref *ref = calloc(1, sizeof *ref);
	int i;

	if (ref == NULL)
		return NULL;
	yut_patolli_board_init(&ref->board);
	ref->rng = *rng;
	for (i = 0; i < nrolls && i < MAXSCRIPT; i++)
		ref->script[i] = rolls[i] < 0 ? 0 :
		    rolls[i] > YUT_PATOLLI_MAXROLL ? YUT_PATOLLI_MAXROLL : rolls[i];
	ref->nscript = i;
	ref->turn = YUT_PATOLLI_L;
	ref->roll = -1;
	ref->winner = -1;
	return ref;
}

void
yut_patolli_free(struct yut_patolli_ref *ref)
{
	free(ref);
}

const struct yut_patolli_board *
yut_patolli_board(const struct yut_patolli_ref *ref)
{
	return &ref->board;
}

int
yut_patolli_turn(const struct yut_patolli_ref *ref)
{
	return ref->turn;
}

int
yut_patolli_rolled(const struct yut_patolli_ref *ref)
{
	return ref->roll;
}

int
yut_patolli_winner(const struct yut_patolli_ref *ref)
{
	return ref->winner;
}

/*
 * Roll the die for the side to act: a scripted roll while any is left,
 * else 0-5 uniform.  A 0 loses the turn at once.  Returns the roll, or -1
 * when the game is over or a roll is already waiting to be played.
 */
int
yut_patolli_roll(struct yut_patolli_ref *ref)
{
	int r;

	if (ref->winner >= 0 || ref->roll > 0)
		return -1;
	if (ref->used < ref->nscript)
		r = ref->script[ref->used++];
	else
		r = (int)yut_rng_below(&ref->rng, YUT_PATOLLI_MAXROLL + 1);
	if (r == 0)
		ref->turn = !ref->turn;
	else
		ref->roll = r;
	return r;
}

int
yut_patolli_check(const struct yut_patolli_ref *ref,
    const struct yut_patolli_choice *c, struct yut_patolli_event *ev)
{
	if (ref->winner >= 0)
		return YUT_PATOLLI_EOVER;
	if (ref->roll < 1)
		return YUT_PATOLLI_EROLL;
	return yut_patolli_judge(&ref->board, ref->turn, ref->roll, c, ev);
}

/*
 * Play the choice of the side to act, if legal, with every consequence:
 * capture, score, win, the tip's extra roll, passing the turn.
 */
int
yut_patolli_play(struct yut_patolli_ref *ref,
    const struct yut_patolli_choice *c, struct yut_patolli_event *ev)
{
	struct yut_patolli_board *b = &ref->board;
	int err, side = ref->turn;

	if ((err = yut_patolli_check(ref, c, ev)) != YUT_PATOLLI_OK)
		return err;
	if (ev->act != YUT_PATOLLI_PASS) {
		if (ev->captured >= 0)
			b->pos[!side][ev->captured] = YUT_PATOLLI_POOL;
		b->pos[side][ev->piece] = ev->scored ? YUT_PATOLLI_SCORED :
		    ev->to;
	}
	ref->roll = -1;
	if (ev->won)
		ref->winner = side;
	else if (!ev->again)
		ref->turn = !side;
	return YUT_PATOLLI_OK;
}

/* ---------------------------------------------------------- the players */

/*
 * The computer's choice: score; else capture; else land on a tip for
 * another roll; else place a piece; else move the piece nearest its end
 * without passing it; else pass.  It never sends a piece round another lap.
 */
void
yut_patolli_computer(const struct yut_patolli_board *b, int side, int roll,
    struct yut_patolli_choice *out)
{
	struct yut_patolli_choice c;
	struct yut_patolli_event ev;
	int p, rank, best = 0, dist, bestdist = NSQ;

	out->act = YUT_PATOLLI_PASS;
	out->piece = -1;
	c.act = YUT_PATOLLI_PLACE;
	c.piece = -1;
	if (yut_patolli_judge(b, side, roll, &c, &ev) == YUT_PATOLLI_OK) {
		*out = c;
		best = 2;
	}
	c.act = YUT_PATOLLI_MOVE;
	for (p = 0; p < NPC; p++) {
		c.piece = p;
		if (yut_patolli_judge(b, side, roll, &c, &ev) !=
		    YUT_PATOLLI_OK || ev.lapped)
			continue;
		rank = ev.scored ? 5 : ev.captured >= 0 ? 4 : ev.again ? 3 : 1;
		dist = (yut_patolli_end(side) - ev.from + NSQ) % NSQ;
		if (rank > best || (rank == best && rank != 2 &&
		    dist < bestdist)) {
			*out = c;
			best = rank;
			bestdist = dist;
		}
	}
}

/* Ask a person: prompt, read one answer; -1 at end of input. */
static int
ask(struct yut_patolli_game *g, const char *prompt, char *buf)
{
	struct yut_prompt pr = { g->in, g->out, g->echo, NULL };

	return yut_ask(&pr, prompt, buf, ANSWER_MAX) == YUT_ASK_EOF ? -1 : 0;
}

/*
 * Turn an answer into a choice: one character, spaces around it
 * forgiven.  Returns 0, or -1 after telling what is wrong.
 */
static int
parse_answer(struct yut_patolli_game *g, int side, char *buf,
    struct yut_patolli_choice *c)
{
	char *s, *e, ch;
	int other = !side;

	for (s = buf; *s == ' ' || *s == '\t'; s++)
		;
	for (e = s + strlen(s); e > s && (e[-1] == ' ' || e[-1] == '\t');)
		*--e = '\0';
	ch = *s;
	if (ch >= 'a' && ch <= 'z')
		ch = (char)(ch - 'a' + 'A');
	c->piece = -1;
	if (strlen(s) == 1) {
		if (ch == 'P') {
			c->act = YUT_PATOLLI_PLACE;
			return 0;
		}
		if (ch == 'X') {
			c->act = YUT_PATOLLI_PASS;
			return 0;
		}
		c->act = YUT_PATOLLI_MOVE;
		c->piece = ch - yut_patolli_piece_name(side, 0);
		if (c->piece >= 0 && c->piece < NPC)
			return 0;
		if (ch - yut_patolli_piece_name(other, 0) >= 0 &&
		    ch - yut_patolli_piece_name(other, 0) < NPC) {
			fprintf(g->out, "Wrong answer: %c is a piece of player "
			    "%c\n", ch, yut_patolli_side_name(other));
			return -1;
		}
	}
	fprintf(g->out, "Wrong answer: enter a piece (%c-%c), p to place or "
	    "x to pass\n", yut_patolli_piece_name(side, 0),
	    yut_patolli_piece_name(side, NPC - 1));
	return -1;
}

/* The answer to ? or help: what the player may answer, and the squares. */
static void
help(struct yut_patolli_game *g, int side, int roll)
{
	char first = yut_patolli_piece_name(side, 0);
	char last = yut_patolli_piece_name(side, NPC - 1);

	fprintf(g->out, "Answer a piece (%c-%c) to move it %d square%s along "
	    "the track, p to place a\n"
	    "new piece on your start square (%d), or x to pass.  A piece "
	    "scores by landing\n"
	    "exactly on your end square (%d); the first to score all six "
	    "wins.\n", first, last, roll, roll == 1 ? "" : "s",
	    yut_patolli_start(side), yut_patolli_end(side));
	fputs("On the board, * is a tip (ending there rolls again), + the "
	    "middle (the only\n"
	    "squares where a piece lands on an opponent's: it captures it); "
	    ". any other.\n"
	    "patolli-play --track numbers the squares; the manual page tells "
	    "the rest.\n", g->out);
}

/*
 * The choice of the player to act after a roll: the computer's, or a
 * person's, asked until the referee would accept it.  The answer is shown
 * after the prompt either way, so a transcript reads the same.  Returns 0,
 * or -1 at end of input.
 */
static int
choose(struct yut_patolli_game *g, const struct yut_patolli_ref *ref,
    struct yut_patolli_choice *c)
{
	struct yut_patolli_event ev;
	char prompt[128], buf[ANSWER_MAX + 1];
	int side = yut_patolli_turn(ref), roll = yut_patolli_rolled(ref), err;

	snprintf(prompt, sizeof prompt, "Player %c rolled %d. Move a piece "
	    "(%c-%c), place (p) or pass (x) : ", yut_patolli_side_name(side),
	    roll, yut_patolli_piece_name(side, 0),
	    yut_patolli_piece_name(side, NPC - 1));
	if (g->computer[side]) {
		yut_patolli_computer(yut_patolli_board(ref), side, roll, c);
		fprintf(g->out, "%s%c\n", prompt, c->act == YUT_PATOLLI_MOVE ?
		    yut_patolli_piece_name(side, c->piece) :
		    c->act == YUT_PATOLLI_PLACE ? 'p' : 'x');
		return 0;
	}
	for (;;) {
		if (ask(g, prompt, buf) < 0)
			return -1;
		if (yut_asks_help(buf)) {
			help(g, side, roll);
			continue;
		}
		if (parse_answer(g, side, buf, c) < 0)
			continue;
		err = yut_patolli_check(ref, c, &ev);
		if (err == YUT_PATOLLI_OK)
			return 0;
		if (c->act == YUT_PATOLLI_MOVE)
			fprintf(g->out, "Wrong answer: %c: %s\n",
			    yut_patolli_piece_name(side, c->piece),
			    yut_patolli_strerr(err));
		else
			fprintf(g->out, "Wrong answer: %s\n",
			    yut_patolli_strerr(err));
	}
}

/* ----------------------------------------------------------- the screen */

void
yut_patolli_render(FILE *fp, const struct yut_patolli_board *b, int color)
{
	char line[YUT_PATOLLI_GRID * 32 + 1];
	size_t len;
	int r, c, sq, s, p, n;

	for (r = 0; r < YUT_PATOLLI_GRID; r++) {
		len = 0;
		for (c = 0; c < YUT_PATOLLI_GRID; c++) {
			sq = yut_patolli_square_at(r, c);
			if (sq < 0)
				n = snprintf(line + len, sizeof line - len,
				    "   ");
			else if (yut_patolli_at(b, sq, &s, &p))
				n = snprintf(line + len, sizeof line - len,
				    " %s%c%s ", yut_color_on(s, color),
				    yut_patolli_piece_name(s, p),
				    yut_color_off(color));
			else
				n = snprintf(line + len, sizeof line - len,
				    " %c ", yut_patolli_is_middle(sq) ? '+' :
				    yut_patolli_is_tip(sq) ? '*' : '.');
			len += (size_t)n;
		}
		while (len > 0 && line[len - 1] == ' ')
			len--;
		line[len] = '\0';
		fprintf(fp, "%s\n", line);
	}
	for (s = 0; s < 2; s++) {
		fprintf(fp, "Player %s%c%s: pool", yut_color_on(s, color),
		    yut_patolli_side_name(s), yut_color_off(color));
		for (n = 0, p = 0; p < NPC; p++)
			if (b->pos[s][p] == YUT_PATOLLI_POOL) {
				fprintf(fp, " %c",
				    yut_patolli_piece_name(s, p));
				n++;
			}
		fprintf(fp, "%s, score %d of %d\n", n ? "" : " empty",
		    yut_patolli_score(b, s), NPC);
	}
}

void
yut_patolli_track(FILE *fp)
{
	int sq, r, c, s;

	for (sq = 0; sq < NSQ; sq++) {
		yut_patolli_cell(sq, &r, &c);
		fprintf(fp, "%d %d %d", sq, r, c);
		if (yut_patolli_is_tip(sq))
			fputs(" tip", fp);
		if (yut_patolli_is_middle(sq))
			fputs(" middle", fp);
		for (s = 0; s < 2; s++) {
			if (sq == yut_patolli_start(s))
				fprintf(fp, " %c-start",
				    yut_patolli_side_name(s));
			if (sq == yut_patolli_end(s))
				fprintf(fp, " %c-end",
				    yut_patolli_side_name(s));
		}
		fputc('\n', fp);
	}
}

/* Tell what a played choice did, one line each. */
static void
describe(struct yut_patolli_game *g, const struct yut_patolli_board *b,
    const struct yut_patolli_event *ev)
{
	char who = yut_patolli_side_name(ev->side);
	char pc = ev->piece >= 0 ? yut_patolli_piece_name(ev->side, ev->piece) :
	    '?';

	switch (ev->act) {
	case YUT_PATOLLI_PASS:
		fprintf(g->out, "Player %c passes.\n", who);
		return;
	case YUT_PATOLLI_PLACE:
		fprintf(g->out, "Player %c places %c on square %d.\n", who, pc,
		    ev->to);
		return;
	}
	fprintf(g->out, "Player %c moves %c from square %d to %d.\n", who, pc,
	    ev->from, ev->to);
	if (ev->lapped)
		fprintf(g->out, "%c passes its end square and goes round "
		    "again.\n", pc);
	if (ev->captured >= 0)
		fprintf(g->out, "%c captures %c: back to player %c's pool.\n",
		    pc, yut_patolli_piece_name(!ev->side, ev->captured),
		    yut_patolli_side_name(!ev->side));
	if (ev->scored)
		fprintf(g->out, "%c scores: player %c has %d of %d.\n", pc, who,
		    yut_patolli_score(b, ev->side), NPC);
	if (ev->again)
		fprintf(g->out, "%c ends on a tip: player %c rolls again.\n",
		    pc, who);
}

int
yut_patolli_run(struct yut_patolli_game *g, struct yut_patolli_ref *ref)
{
	struct yut_patolli_choice c;
	struct yut_patolli_event ev;
	int side, roll, w;

	g->echo = !isatty(fileno(g->in));
	/* a person against the computer: who is who */
	for (side = 0; side < 2; side++)
		if (!g->computer[side] && g->computer[!side])
			fprintf(g->out, "You play %c (pieces %c-%c, from square "
			    "%d); the computer plays %c (pieces %c-%c).\n",
			    yut_patolli_side_name(side),
			    yut_patolli_piece_name(side, 0),
			    yut_patolli_piece_name(side, NPC - 1),
			    yut_patolli_start(side),
			    yut_patolli_side_name(!side),
			    yut_patolli_piece_name(!side, 0),
			    yut_patolli_piece_name(!side, NPC - 1));
	while ((w = yut_patolli_winner(ref)) < 0) {
		/* a signal ends the game even where nobody is asked */
		if (yut_signal_caught()) {
			fputs("Stopped by a signal: the game was not "
			    "finished.\n", g->out);
			return 1;
		}
		side = yut_patolli_turn(ref);
		roll = yut_patolli_roll(ref);
		if (roll == 0) {
			fprintf(g->out, "Player %c rolled 0 and loses the "
			    "turn.\n", yut_patolli_side_name(side));
			continue;
		}
		if (!g->computer[side])
			yut_patolli_render(g->out, yut_patolli_board(ref),
			    g->color);
		if (choose(g, ref, &c) < 0) {
			fprintf(g->out, "%s: the game was not finished.\n",
			    yut_signal_caught() ? "Stopped by a signal" :
			    "Input ended");
			return 1;
		}
		if (yut_patolli_play(ref, &c, &ev) != YUT_PATOLLI_OK)
			return -1;
		describe(g, yut_patolli_board(ref), &ev);
	}
	yut_patolli_render(g->out, yut_patolli_board(ref), g->color);
	fprintf(g->out, "Player %s%c%s wins!\n", yut_color_on(w, g->color),
	    yut_patolli_side_name(w), yut_color_off(g->color));
	return 0;
}

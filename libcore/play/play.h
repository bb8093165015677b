/*
 * play.h - the interactive game of yut-play: the players' questions,
 * help and hints.  Above bots and what bots stands on (libcore/LAYERS).
 */
#ifndef YUT_PLAY_H
#define YUT_PLAY_H

#include "game.h"

/* ---------------------------------------------------------------- play.c */

/* A session of yut-play. */
#define YUT_PLAY_MAXSCRIPT	4096	/* throw results -r may give */
struct yut_play {
	FILE *in, *out;
	int style;			/* YUT_COLOR, YUT_SHAPES on out */
	int verbose;			/* -v: say throws, catches, moves */
	struct yut_prompt pr;		/* set by yut_play */
	struct yut_rng rng;
	double prob;			/* flat-side probability */
	const int *script;		/* -r: results before the sticks' */
	size_t nscript, nextscript;
	const char *users;		/* user_info.txt */
	const char *saves;		/* game_info.txt */
	FILE *record;			/* -o: every state, or NULL */
	int ngames;			/* games begun in the record */
	const char *record_path;
	int bot[YUT_MAXPLAYERS];	/* strategy of a computer seat, or -1 */
	int nbots;			/* computer seats */
	int botanimal[YUT_MAXPLAYERS];	/* advanced: its animal, or -1 */
	struct yut_table *table;	/* -t: what hint reads, or NULL */
	struct yut_memo *memo;		/* set by yut_play: the bots' */
	char logged[YUT_MAXPLAYERS][YUT_ID_MAX + 1];
	int nlogged;
	const char *login;		/* yut-login as it can be run, or NULL */
};

/*
 * Run the interactive game: game 0 asks which, 1 basic, 2 advanced.
 * Returns the exit status: 0 when the player ended it or input ended, 2
 * when it could not go on (a game that could not be read, or saved at
 * the end of input: said on stderr).
 */
int yut_play(struct yut_play *pl, int game);

/* ------------------------------------------------------------ playhelp.c */

/* The longest answer yut-play reads to a question. */
#define YUT_PLAY_ANSWER_MAX	256
/* What SPEC 7 prints above the questions of a move. */
#define YUT_PLAY_MOVE_HEAD \
    "Write down the position of the player to move and yut\n" \
    "(back-do, do, gae, geol, yut, and mo)\n"
/*
 * ------------------------------------------------------------ playmove.c
 * A person's move: >> position : and >> yut : (both may come on one
 * line, "0 gae") until the rules take it; ?, help and hint answered.
 * dead: the hand is a back-do nobody can use, and the answer naming it
 * is taken.  Returns YUT_ASK_OK with *pos and *result, or YUT_ASK_EOF.
 */
int yut_play_read_move(struct yut_play *pl, const struct yut_state *st,
    int dead, int *pos, int *result);
/*
 * Where an expert is seated in st, at seat: if it has no network for st,
 * and so plays as expect and hint gives expect's estimate, say so and
 * why, on fp.
 */
void yut_play_expert_gap(FILE *fp, const struct yut_state *st, int seat,
    double prob);
/* The answer to ? or help: the squares by number and the rules in brief. */
void yut_play_help(FILE *fp);
/*
 * The answer to hint: the best moves of st by table (-t, or NULL) when it
 * covers st, with the player's exact chance after each, or else by the
 * strongest search for sticks of prob, with its estimate.
 */
void yut_play_hint(FILE *fp, const struct yut_state *st,
    struct yut_table *table, double prob);
/*
 * The answer to ? or help at each question of yut-play but the move's
 * (by YUT_REF_* kind), and at the advanced game's menu.
 */
extern const char *const yut_play_helps[];
extern const char yut_play_help_menu3[];

#endif

/*
 * game.h - the game of yut itself: board, sticks, state, rules, screens,
 * the questions' texts, saved games and records of states.  On common
 * alone; every other folder of yut builds on it (libcore/LAYERS).
 */
#ifndef YUT_GAME_H
#define YUT_GAME_H

#include "common.h"

#define YUT_MAXPLAYERS	4
#define YUT_MINPLAYERS	2
#define YUT_MAXPIECES	4
#define YUT_MAXHAND	32	/* results a hand may hold */
#define YUT_MAXTHROWS	9	/* throws a state may owe */
#define YUT_NSQUARES	30	/* positions 0..29 */
#define YUT_ARRIVED	100

/* --------------------------------------------------------------- board.c */

enum yut_result {
	YUT_BACKDO, YUT_DO, YUT_GAE, YUT_GEOL, YUT_YUT, YUT_MO, YUT_NRESULTS
};

enum yut_animal { YUT_PIG, YUT_DOG, YUT_SHEEP, YUT_COW, YUT_NANIMALS };

/* Steps of a result: back-do -1, do 1 ... mo 5. */
int yut_steps(int result);
const char *yut_result_name(int result);
/* Result by name ("back-do", "do", ...); -1 if none. */
int yut_result_parse(const char *s);
const char *yut_animal_name(int animal);
int yut_animal_parse(const char *s);
/*
 * The destination of a piece standing on pos (0..29) moved by result:
 * 1..29, YUT_ARRIVED, or -1 when the move is impossible (back-do from 0,
 * a cow from a square off its path).  cow selects the cow's path.
 */
int yut_dest(int pos, int result, int cow);
/*
 * yut_dest's table for a cow (cow set) or another piece, indexed
 * [pos][result]: what every move of a fast loop reads.
 */
const signed char (*yut_dest_table(int cow))[YUT_NRESULTS];
/* Grid cell of square pos (1..29) on the 11x11 drawing; -1 if none. */
int yut_square_cell(int pos, int *row, int *col);
/* Nonzero when a cow piece may stand on pos. */
int yut_cow_square(int pos);
/*
 * What sticks that land flat side up with chance prob give the computer
 * players: the odds of each result, and the expected throws a lone piece
 * needs to arrive from each position (dist[cow][0] the start, [1..29] the
 * squares, [YUT_NSQUARES] arrived: 0) on the usual path and the cow's.
 */
struct yut_sticks {
	double prob;
	double odds[YUT_NRESULTS];
	double dist[2][YUT_NSQUARES + 1];
};
/* Fill k with the tables of sticks of prob (value iteration: not free). */
void yut_sticks_fill(struct yut_sticks *k, double prob);
/* The tables of fair sticks (prob 0.5), built once, shared and constant. */
const struct yut_sticks *yut_sticks_fair(void);

/* -------------------------------------------------------------- sticks.c */

/* Throw four sticks, each flat side up with probability p. */
int yut_throw(struct yut_rng *rng, double p);
/* Probability of each result for flat-side probability p. */
void yut_throw_odds(double p, double odds[YUT_NRESULTS]);
/* --------------------------------------------------------------- state.c */

enum yut_rules { YUT_BASIC, YUT_ADVANCED };

struct yut_player {
	char id[YUT_ID_MAX + 1];	/* advanced only; "" in basic games */
	int animal;			/* advanced only; -1 in basic games */
	int pos[YUT_MAXPIECES];		/* ascending: 0, 1..29, 100 */
};

struct yut_state {
	int rules;
	int nplayers;
	int npieces;
	int turn;			/* player to act */
	int throws;			/* throws owed now */
	int hand[YUT_NRESULTS];		/* how many of each result are held */
	struct yut_player p[YUT_MAXPLAYERS];
};

/* A new basic game. */
void yut_state_basic(struct yut_state *st, int nplayers, int npieces);
/*
 * Parse a state line (no newline).  Returns 0, or -1 with a message naming
 * the problem in err (errsize bytes).
 */
int yut_state_parse(struct yut_state *st, const char *line,
    char *err, size_t errsize);
/* Check every rule of SPEC 5 on a state built in memory; as parse. */
int yut_state_check(const struct yut_state *st, char *err, size_t errsize);
/* Canonical state line, no newline; buf of at least YUT_LINE_MAX + 1. */
void yut_state_format(const struct yut_state *st, char *buf, size_t size);
/* Sort each player's positions. */
void yut_state_sort(struct yut_state *st);
/* Number of results in the hand. */
int yut_hand_size(const struct yut_state *st);
/* Index of the player with every piece arrived, or -1. */
int yut_winner(const struct yut_state *st);
/*
 * Read one state from fp (one line; more than one line is an error).
 * Returns 0, or -1 with err set.
 */
int yut_state_read(FILE *fp, struct yut_state *st, char *err, size_t errsize);
/*
 * Read the one line of a filter's input from path ("-" = stdin) into line
 * (YUT_LINE_MAX + 1 bytes).  Returns 0, or -1 with a clear message in err
 * on any problem: no line, a line too long, a NUL byte, more than one
 * line.  A message naming a path fits in YUT_LOAD_ERRMAX bytes.
 */
#define YUT_LOAD_ERRMAX	(4096 + 320)
int yut_state_readline(const char *path, char *line, char *err,
    size_t errsize);
/* Read and parse the state of a filter (yut_state_readline): 0 or -1. */
int yut_state_load(const char *path, struct yut_state *st, char *err,
    size_t errsize);
/*
 * Seed rng for one step of a pipeline: with a seed, the seed mixed with the
 * state line, so each step of a seeded game differs and the whole game
 * replays exactly; without one, from entropy.
 */
void yut_rng_state(struct yut_rng *rng, const struct yut_state *st,
    int seeded, uint64_t seed);
/* Print the canonical state line and a newline. */
void yut_state_print(FILE *fp, const struct yut_state *st);

/* --------------------------------------------------------------- rules.c */

/* What an action did, for messages. */
struct yut_event {
	int caught;		/* pieces sent home */
	int caught_player;	/* whose, or -1 */
	int pig_ended;		/* a pig was caught: the turn ended */
	int won;		/* the mover won */
	int discarded[YUT_NRESULTS];	/* results nobody could use */
	int ndiscarded;
	int passed;		/* the turn passed to the next player */
	int dest;		/* where the moved pieces went */
	int moved;		/* how many pieces moved */
	int earned;		/* throws the catch earned */
	int thrown;		/* throws taken */
	int forfeited;		/* owed throws lost to a full hand */
};

/* Errors of yut_move and yut_apply_throw. */
enum yut_err {
	YUT_OK = 0,
	YUT_EOVER,	/* the game is over */
	YUT_ETHROW,	/* a throw is owed: throw first */
	YUT_ENOTHROW,	/* no throw is owed */
	YUT_ENORESULT,	/* the result is not in the hand */
	YUT_ENOPIECE,	/* no piece of the player there */
	YUT_EBACKDO0,	/* back-do cannot bring a new piece on */
	YUT_EPATH	/* the move is impossible from there */
};

const char *yut_strerr(int err);
/* Nonzero when the player's pieces use the cow's path. */
int yut_is_cow(const struct yut_state *st, int player);
/* Whether the player has a piece on pos. */
int yut_has_piece(const struct yut_state *st, int player, int pos);
/* Check a move without making it. */
int yut_move_check(const struct yut_state *st, int pos, int result);
/*
 * Move the current player's pieces on pos (one piece if pos is 0) by result,
 * with every consequence: stacking, catching and the throws it earns, the
 * pig's rule, the win, discarding an unusable hand, passing the turn.
 */
int yut_move(struct yut_state *st, int pos, int result, struct yut_event *ev);
/*
 * Add one thrown result to the hand, with the throws it earns.  A hand
 * that holds YUT_MAXHAND results already takes no more: the result and
 * the throws still owed are forfeited (ev->forfeited).
 */
int yut_apply_throw(struct yut_state *st, int result, struct yut_event *ev);
/* Whether result earns the player to move in st another throw. */
int yut_earns_throw(const struct yut_state *st, int result);
/* The turn of st passed to the next player: hand emptied, one throw. */
void yut_pass_turn(struct yut_state *st);
/* Take every owed throw with random sticks. */
int yut_throw_all(struct yut_state *st, struct yut_rng *rng, double p,
    struct yut_event *ev);
/* Take every owed throw, each result (0..YUT_NRESULTS-1) from next(arg). */
int yut_throw_with(struct yut_state *st, int (*next)(void *arg), void *arg,
    struct yut_event *ev);
/* A legal move: position and result. */
struct yut_mv {
	int pos;
	int result;
};
/*
 * The legal moves of the current player, distinct (one entry per occupied
 * square and result), in order of result and then of square: the random
 * bot's pick, and so every seeded game, depends on this order.  Returns
 * how many (at most YUT_MAXMOVES).  mv
 * must hold YUT_MAXMOVES entries: those past the count may be written.
 */
#define YUT_MAXMOVES	(5 * YUT_NRESULTS)
int yut_legal_moves(const struct yut_state *st, struct yut_mv *mv);
/* Whether the game is over. */
int yut_over(const struct yut_state *st);

/* -------------------------------------------------------------- screen.c */

/*
 * How a screen is drawn: YUT_COLOR colours each player's counts and marks;
 * YUT_SHAPES (for terminals without colour) tells players apart by
 * brackets, [n] (n) {n} <n>, and groups each player's marks in them.
 * Without either, the assignment's text exactly.
 */
enum { YUT_COLOR = 1, YUT_SHAPES = 2 };
/*
 * The text of a grid cell (row, col) of the 11x11 board that holds no
 * square, as SPEC 7 draws it: " - ", " | ", " . " or three spaces.
 */
const char *yut_blank_cell(int row, int col);
/* The board only (11 lines). */
void yut_render_board(FILE *fp, const struct yut_state *st, int style);
/* The board with each square's number in its place, for help. */
void yut_render_numbers(FILE *fp);
/*
 * One player of the animals line, as SPEC 7 prints it, into buf: "Noah(dog)",
 * after a blank unless first.  Its length, as snprintf counts it.
 */
int yut_name_entry(char *buf, size_t size, int first, const char *id,
    int animal);
/* Board, animals (advanced), not started and arrived lists. */
void yut_render_lists(FILE *fp, const struct yut_state *st, int style);
/* "Player N", N coloured, no newline; named: "Player N ID" (advanced). */
void yut_render_player(FILE *fp, const struct yut_state *st, int k,
    int named, int style);
/* "Player N turn", "Piece :", "Yut :" (or "Player N win"). */
void yut_render_turn(FILE *fp, const struct yut_state *st, int style);
/* The whole screen of yut-render: board, lists and turn. */
void yut_render(FILE *fp, const struct yut_state *st, int style);
/*
 * Describe what an action by player mover did (catches, the pig's rule,
 * discarded results), one line each, each line prefixed by prefix.
 */
void yut_describe(FILE *fp, const char *prefix, int mover,
    const struct yut_event *ev);
/* --------------------------------------------------------------- saves.c */

/*
 * Parse one game_info.txt line (no newline; a trailing CR is ignored) into
 * an advanced state between turns (throws=1, empty hand).  Returns 0, or
 * -1 with a message in err.
 */
int yut_saveline_parse(struct yut_state *st, const char *line,
    char *err, size_t errsize);
/*
 * Read the state of a filter that takes a game_info.txt line too (one
 * with a '|'), as yut_state_load.
 */
int yut_state_load_any(const char *path, struct yut_state *st, char *err,
    size_t errsize);
/* The game_info.txt line of an advanced state, no newline. */
void yut_saveline_format(const struct yut_state *st, char *buf, size_t size);

/* Results of yut_save_store. */
enum {
	YUT_SAVE_STORED,	/* the game's line was written */
	YUT_SAVE_REFUSED,	/* not an advanced game between turns */
	YUT_SAVE_REMOVED,	/* a finished game: its set's line was removed */
	YUT_SAVE_NOLINE		/* a finished game, and no line to remove */
};

/* Whether st may be saved (advanced, between turns): 0, or -1 and why. */
int yut_save_check(const struct yut_state *st, char *err, size_t errsize);
/* Whether ids[0..n-1] is the set of the players of st, order ignored. */
int yut_save_isset(const struct yut_state *st, const char *const *ids, int n);
/*
 * The saved game of the set ids[0..n-1] (order ignored) in path, in its
 * saved player order.  Returns 0, 1 when there is none, -1 on error (err
 * set).  Lines that do not parse are reported with yut_warn as
 * "file:line: message".
 */
int yut_save_find(const char *path, const char *const *ids, int n,
    struct yut_state *st, char *err, size_t errsize);
/*
 * Save st: replace the line of its set of IDs or append one, keeping every
 * other line byte for byte.  Returns a YUT_SAVE_* value, or -1 on error.
 */
int yut_save_store(const char *path, const struct yut_state *st,
    char *err, size_t errsize);
/* Remove the line of the set ids[0..n-1]: 0, 1 when none, -1 on error. */
int yut_save_delete(const char *path, const char *const *ids, int n,
    char *err, size_t errsize);
/*
 * Mark the game of the set ids[0..n-1] (order ignored) as open in this
 * process while it is played, with a lock in path.play (yut_keylock).
 * Returns a descriptor to close when the game is over, -2 when another
 * process has the game open, -1 on error (err set).
 */
int yut_save_hold(const char *path, const char *const *ids, int n,
    char *err, size_t errsize);
/* Call fn with each saved game of path, in file order: 0, or -1 (err). */
int yut_save_list(const char *path,
    void (*fn)(void *arg, const struct yut_state *st), void *arg,
    char *err, size_t errsize);

/* -------------------------------------------------------------- replay.c */

/* What led from one state of a record to the next. */
enum { YUT_STEP_NONE, YUT_STEP_SAME, YUT_STEP_THROW, YUT_STEP_MOVE };
#define YUT_MAXSTEPRESULTS	(YUT_MAXHAND + YUT_MAXTHROWS + 1)
struct yut_step {
	int kind;			/* YUT_STEP_... */
	int mover;			/* the player who acted */
	int results[YUT_MAXSTEPRESULTS];	/* THROW: in the order thrown */
	int nresults;
	int pos, result;		/* MOVE: the position and the result */
	struct yut_event ev;		/* what the last action did */
};
/*
 * The action that turned state a into state b, found by trying the rules'
 * throws and moves on a: the owed throws (the results b holds beyond a's
 * hand) or one legal move.  Returns 0 with s filled in (YUT_STEP_SAME when
 * a and b are equal), or -1 (YUT_STEP_NONE) when no single step leads
 * from a to b.
 */
int yut_step_find(const struct yut_state *a, const struct yut_state *b,
    struct yut_step *s);
/*
 * "Player 0 throws: gae yut" (in canonical order) or "Player 0 moves 0
 * gae", then what the action did, as yut_describe, one line each.
 */
void yut_step_describe(FILE *fp, const struct yut_step *s);
/*
 * A game record (yut-play -o): one state line a line, oldest first; a
 * line starting with '#' ("# game 2") marks the start of another game of
 * the same session.
 */
#define YUT_RECORD_MAX	1000000
struct yut_record {
	struct yut_state *v;	/* the states, oldest first */
	size_t n;
	size_t *line;		/* the line of the file each state is on */
	unsigned char *newgame;	/* 1 where a game after the first begins */
};
/*
 * Read a record of at most YUT_RECORD_MAX states.  Returns 0 with rec
 * filled in (yut_record_free it), or -1 with err naming the line.
 */
int yut_record_read(FILE *fp, struct yut_record *rec, char *err,
    size_t errsize);
void yut_record_free(struct yut_record *rec);
/*
 * Show the states of a record: each as "State K of N", the step that led
 * to it (yut_step_describe, or "A new game" where one begins) and its
 * screen, drawn in style.  With p NULL every state in order; else one at
 * a time, asking p for the next (Enter or n), the previous (p), a state by
 * number, or the end (q, or end of input).
 */
void yut_replay(FILE *fp, struct yut_prompt *p, const struct yut_record *rec,
    int style);

/*
 * yut_record_read from path ("-": standard input).  Returns 0, or -1 with
 * the path and the line in err (YUT_LOAD_ERRMAX) on a file that cannot be
 * opened or is not a record.
 */
int yut_record_load(const char *path, struct yut_record *rec, char *err,
    size_t errsize);

/* Questions a program asks (yut_referee_prompt). */
enum yut_ref_prompt {
	YUT_REF_NONE,		/* no question is pending */
	YUT_REF_GAME,		/* Choose a game to play (1, 2) : */
	YUT_REF_MENU,		/* Select the function you want : */
	YUT_REF_PLAYERS,	/* number of players (2, 3, 4) : */
	YUT_REF_PIECES,		/* number of pieces per player (1, 2, 3, 4) : */
	YUT_REF_ID,		/* ID : */
	YUT_REF_PASSWORD,	/* PASSWORD : */
	YUT_REF_RESUME,		/* ... Start a new game (0) / Resume (1) : */
	YUT_REF_ANIMAL,		/* (0: pig, 1: dog, 2: sheep, 3:cow) : */
	YUT_REF_CONTINUE,	/* Continue (0) / Save and Exit the game (1) : */
	YUT_REF_POSITION,	/* >> position : */
	YUT_REF_YUT,		/* >> yut : */
	YUT_REF_NPROMPTS
};

/* --------------------------------------------------------------- texts.c */

/*
 * The questions of SPEC 7 by enum yut_ref_prompt, as a program prints
 * them, the blank after the colon included (NULL for YUT_REF_NONE).
 */
extern const char *const yut_prompts[YUT_REF_NPROMPTS];
/*
 * The question k in a message, into buf: its words without the sentence
 * before them or the blank after (the resume question's words start at
 * Start), "(none)" for YUT_REF_NONE, "?" for no question.  Returns buf.
 */
const char *yut_prompt_words(int k, char *buf, size_t size);

/* ----------------------------------------------------------- throwrun.c */

enum { YUT_THROW_EXTRA = -1 };

/*
 * Take the n results named by names (each one yut_result_parse knows) as
 * the throws the player to move in st owes, what they discarded and
 * forfeited summed into ev: YUT_OK, an error of yut_apply_throw, or
 * YUT_THROW_EXTRA when more results than throws owed were named; *at is
 * the result that failed.
 */
int yut_throw_given(struct yut_state *st, char *const *names, int n,
    struct yut_event *ev, int *at);

/* ------------------------------------------------------------ moverun.c */

/*
 * The movePlayer table on fp: every square by every result, "pos result
 * dest" a line (dest -1 where there is none), along the cow's path when
 * cow is not 0.
 */
void yut_dest_table_print(FILE *fp, int cow);

/* ------------------------------------------------------------ saverun.c */

/*
 * The saved games of path on fp, one a line, "Noah Liam: Liam to move;
 * Noah dog 0,0,0,1; Liam pig 0,0,0,0", printed once the whole file was
 * read: 0, or -1 with a message in err and nothing printed.
 */
int yut_save_print_list(FILE *fp, const char *path, char *err,
    size_t errsize);

#endif

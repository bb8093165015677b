/*
 * yut.h - the yut layer of libcore: board, sticks, state, rules, screen,
 * saves, computer players, simulator and the interactive driver.  It
 * builds on common.h; every exported name starts with yut_.
 */
#ifndef YUT_H
#define YUT_H

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
/*
 * The tables of sticks of prob, built when first asked for.  Those of the
 * last YUT_STICKS_KEPT probabilities are kept: a table stays as it is
 * until that many others have been asked for.
 */
#define YUT_STICKS_KEPT	4
const struct yut_sticks *yut_sticks_of(double prob);

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
 * (YUT_LINE_MAX + 1 bytes), dying with exit 2 and a clear message on any
 * problem: no line, a line too long, a NUL byte, more than one line.
 */
void yut_state_readline(const char *path, char *line);
/* Read and parse the state of a filter (yut_state_readline), or die. */
void yut_state_load(const char *path, struct yut_state *st);
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
void yut_state_load_any(const char *path, struct yut_state *st);
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
 * Where an expert is seated in st, at seat: if hint does not give its
 * estimate there, say so and why, on fp: either it has no network for st
 * and plays as expect, or it plays by its network's search but hint gives
 * expect's estimate.
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

/* ----------------------------------------------------------------- bot.c */

/* Computer players. */
enum yut_strategy {
	YUT_BOT_RANDOM, YUT_BOT_GREEDY, YUT_BOT_EXPECT, YUT_BOT_EXPERT,
	YUT_BOT_PERFECT, YUT_NSTRATEGIES
};
/* The strategies that need no table. */
#define YUT_NPLAIN	YUT_BOT_PERFECT

/* The strategy of a computer player when none is named. */
#define YUT_BOT_DEFAULT	YUT_BOT_EXPERT
/*
 * Strategy by name ("random", "greedy", "expect", "expert", "perfect");
 * -1 if none.
 */
int yut_strategy_parse(const char *name);
const char *yut_strategy_name(int strategy);
/* The strategies' names, for messages: "random, greedy, ..., perfect". */
#define YUT_STRATEGIES	"random, greedy, expect, expert, perfect"
/*
 * What the searches share (search.c).  yut_search_key packs st, its
 * hand, its owed throws, and extra (at most 28 bits of the search's own)
 * into the key of a memo.
 */
void yut_search_key(const struct yut_state *st, uint64_t extra,
    uint64_t key[3]);
/* The bits of a memo big enough for a decision of expect or expert. */
#define YUT_SEARCH_MEMO_BITS	15
/*
 * memo, or when it is NULL a memo of YUT_SEARCH_MEMO_BITS made in own;
 * yut_search_memo_done frees the one made.
 */
struct yut_memo *yut_search_memo(struct yut_memo *memo, struct yut_memo *own);
void yut_search_memo_done(struct yut_memo *memo, struct yut_memo *own);
/*
 * A chance node: the sum over the results of a throw from st of odds[r]
 * times value(ctx, next, ev), the state the result leaves and what it
 * did, in the order of the results.  0, or -1 when st cannot throw.
 */
int yut_search_chance(const struct yut_state *st, const double *odds,
    double (*value)(void *ctx, const struct yut_state *next,
    const struct yut_event *ev), void *ctx, double *v);
/*
 * Iterative deepening under a budget of work: run(ctx, depth, limit, v)
 * searches n values into v at depth 1, 2, ... 2 * YUT_MAXHAND, the first
 * with no limit (-1), the others with budget, and returns -1 when it went
 * over (its values dropped; the deepening ends), 1 when some line was cut
 * by the depth (a deeper one follows), 0 when none was (the last).  The
 * values of the last depth that completed are left in val.
 */
void yut_search_deepen(int (*run)(void *ctx, int depth, long limit,
    double *val), void *ctx, long budget, double *val, int n);
struct yut_table;
/* A computer player: its strategy, and what it knows of the game. */
struct yut_bot {
	int strategy;
	double prob;			/* the sticks' flat-side probability */
	struct yut_table *table;	/* what perfect plays from, or NULL */
	/*
	 * What the searches of expect and expert remember, kept by the
	 * caller from one decision to the next (yut_memo_init of
	 * YUT_SEARCH_MEMO_BITS), or NULL: each decision makes its own.
	 * One search at a time uses it.
	 */
	struct yut_memo *memo;
};
/*
 * Choose bot's move for the player to act (throws == 0, a legal move
 * exists), for sticks of bot->prob: the expert's networks were trained
 * with fair sticks, so with others it plays as expect.  Perfect plays from
 * bot->table, which must be solved for bot->prob and cover st
 * (yut_table_covers).  Returns 0, or -1 if no move.
 */
int yut_bot_choose(const struct yut_state *st, const struct yut_bot *bot,
    struct yut_rng *rng, struct yut_mv *out);
/*
 * yut_bot_choose, with the moves the strategy values alike (ties) chosen
 * among by rng rather than by their order: the same strategy plays
 * otherwise with another seed.
 */
int yut_bot_choose_seeded(const struct yut_state *st,
    const struct yut_bot *bot, struct yut_rng *rng, struct yut_mv *out);
/*
 * The strongest search's estimate of st, with sticks of flat-side
 * probability prob: p[k] player k's chance to win (the player to act's
 * from the search; with more than two players the rest shared by
 * expect's static scores), and each legal move with the mover's chance
 * after it, best first.  Returns the strategy whose search it was:
 * YUT_BOT_EXPERT, or YUT_BOT_EXPECT where the expert has no network or
 * the sticks are not fair.
 */
int yut_bot_eval(const struct yut_state *st, double prob,
    double p[YUT_MAXPLAYERS], struct yut_mv *mv, double *val, int *nmv);
/* The strategy whose search yut_bot_eval uses for st and prob. */
int yut_bot_eval_strategy(const struct yut_state *st, double prob);
/*
 * 1 if expert, seated at seat, plays st's game by a network's search of
 * its own (the basic or advanced game of two, the cow aside, or games of
 * three and four); 0 where it plays as expect.
 */
int yut_bot_expert_searches(const struct yut_state *st, int seat,
    double prob);
/*
 * The expert's networks (botnet.c), NULL where it has none and searches
 * as expect: the one that values st's game of two; the one it plays st
 * with (the advanced game of two too, the cow aside); the one that scores
 * each pair of players in a game of three or four.
 */
const struct yut_net *yut_expert_net(const struct yut_state *st,
    double prob);
const struct yut_net *yut_expert_play_net(const struct yut_state *st,
    double prob);
const struct yut_net *yut_expert_seats_net(const struct yut_state *st,
    double prob);

/* --------------------------------------------------------------- learn.c */

/*
 * A learned evaluation of two-player basic games of npieces pieces: the
 * chance that the player about to throw wins.
 */
#define YUT_NET_INPUTS	200
#define YUT_NET_HIDDEN	40
struct yut_net {
	int npieces;
	uint64_t shape;		/* what it was made for (yut_net_check) */
	uint64_t content;	/* the hash of npieces and the weights */
	float w1[YUT_NET_INPUTS][YUT_NET_HIDDEN];
	float b1[YUT_NET_HIDDEN];
	float w2[YUT_NET_HIDDEN];
	float b2;
};

/* The networks built in (weights.c, written by yut-learn). */
extern const struct yut_net yut_nets[];
extern const size_t yut_nnets;
/*
 * Whether net was made for this code's shape of network and holds what
 * yut-learn wrote (no weight changed or missing): 0, or -1 and why.
 */
int yut_net_check(const struct yut_net *net, char *err, size_t errsize);
/*
 * The network built in for npieces pieces, or NULL: there is none, or it
 * fails yut_net_check (said once with yut_warn).
 */
const struct yut_net *yut_net_builtin(int npieces);
/* The value of st (two players, basic) for the player to act. */
double yut_net_value(const struct yut_net *net, const struct yut_state *st);
/*
 * The expert's move for the player to act of st (two players, basic,
 * net's pieces): the hand spent to the best value, searched ply plies (1:
 * its own turn; 2: the other's turn after it too), with memo (or one of
 * its own when NULL) for what it remembers.  Returns 0 with *out
 * and, if value is not NULL, the move's value; -1 if there is no move.
 */
int yut_net_choose(const struct yut_net *net, const struct yut_state *st,
    int ply, struct yut_memo *memo, struct yut_mv *out, double *value);
/*
 * The legal moves of st (into mv, YUT_MAXMOVES entries) and the expert's
 * value of each (val), in yut_legal_moves' order, memo as in
 * yut_net_choose: how many.
 */
int yut_net_moves(const struct yut_net *net, const struct yut_state *st,
    int ply, struct yut_memo *memo, struct yut_mv *mv, double *val);
/* Small random weights for npieces pieces, from seed. */
void yut_net_init(struct yut_net *net, int npieces, uint64_t seed);
/*
 * Train net by games of self-play (TD(0)), the sticks from seed;
 * progress, if not NULL, is called every 1,000 games.
 */
void yut_net_learn(struct yut_net *net, uint64_t games, uint64_t seed,
    void (*progress)(void *arg, uint64_t done), void *arg);
/* Write net as a C initializer of struct yut_net. */
void yut_net_write_c(FILE *fp, const struct yut_net *net);

/* ----------------------------------------------------------------- sim.c */

/* A series of games between 2..4 strategies. */
struct yut_sim {
	int nstrat;			/* players, one per strategy */
	int strat[YUT_MAXPLAYERS];	/* strategy of each slot */
	int npieces;
	double prob;			/* flat-side probability */
	uint64_t seed;
	int advanced;			/* advanced rules, 4 pieces... */
	int animal[YUT_MAXPLAYERS];	/* ...and the animal of each slot */
	int plain;			/* 1: no fast path, every game through
					 * yut_bot_choose and yut_move */
	struct yut_table *table;	/* what perfect plays from, or NULL */
	/*
	 * What the searches of expect and expert remember, kept by the
	 * caller from one decision to the next (yut_memo_init of
	 * YUT_SEARCH_MEMO_BITS), or NULL: each decision makes its own.
	 * One search at a time uses it.
	 */
	struct yut_memo *memo;
};

/* Sums over games; wins are counted by strategy slot and by seat. */
struct yut_sim_tally {
	uint64_t games;
	uint64_t wins[YUT_MAXPLAYERS];
	uint64_t seatwins[YUT_MAXPLAYERS];
	uint64_t draws;		/* games cut off at YUT_SIM_MAXTURNS */
	uint64_t turns;
	uint64_t throws;
	uint64_t moves;
};

#define YUT_SIM_MAXTURNS	100000
#define YUT_SIM_MAXJOBS		64	/* worker processes of yut_sim_run */

/*
 * Play games 0..ngames-1 of a series over jobs worker processes (1: in
 * this process) and sum them into t; the sums do not depend on jobs.
 * progress, if not NULL, is called with the games done after every game
 * in this process, and from workers at least ten times a second.
 * Returns 0, or -1 with a message in err.
 */
int yut_sim_run(const struct yut_sim *sim, uint64_t ngames, int jobs,
    void (*progress)(void *arg, uint64_t done), void *arg,
    struct yut_sim_tally *t, char *err, size_t errsize);
/* The 95% Wilson score interval of k successes in n trials. */
void yut_wilson(uint64_t k, uint64_t n, double *lo, double *hi);
/*
 * Ask a running yut_sim_run to stop after the games under way (and its
 * workers, which stop on SIGINT when the caller's handler calls this);
 * safe in a signal handler.  The run then returns 0 with the games played
 * so far in its tally, and yut_sim_interrupted() is 1.
 */
void yut_sim_interrupt(void);
int yut_sim_interrupted(void);

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
 * yut_record_read from path ("-": standard input); dies with the path and
 * the line on a file that cannot be opened or is not a record.
 */
void yut_record_load(const char *path, struct yut_record *rec);

/* ------------------------------------------------------------- analyse.c */

/*
 * Each player's chance in st (p) and each legal move with the mover's
 * chance after it, best first: exact from table t, or estimated by
 * yut_bot_eval when t is NULL.  Returns 0, 1 when t covers st but its
 * search would pass YUT_TABLE_BUDGET (estimated then), or -1 with err
 * when t does not cover st.
 */
int yut_eval(struct yut_table *t, const struct yut_state *st,
    double p[YUT_MAXPLAYERS], struct yut_mv *mv, double *val, int *n,
    char *err, size_t errsize);
/* One move of a record, beside the best move of its position. */
struct yut_judged {
	size_t line;			/* the record's line before the move */
	int player;			/* who moved */
	int choices;			/* the legal moves there */
	struct yut_mv played, best;
	double value, bestvalue;	/* the mover's chance after each */
	int estimated;			/* by the search, not the table */
};
/*
 * Judge every move of the record (a move with no choice but a dead
 * back-do is skipped, and so is the gap between two games): fn is called
 * for each with the value of the move played and of the best, by
 * yut_eval.  Returns 0, or -1 with err naming the line of a state t does
 * not cover.
 */
int yut_record_judge(const struct yut_record *rec, struct yut_table *t,
    void (*fn)(void *arg, const struct yut_judged *j), void *arg, char *err,
    size_t errsize);

/* ------------------------------------------------------------- referee.c */

/*
 * The referee: follows a console transcript of any Yunnori program (what
 * a terminal showed: menus, screens, prompts with the answers a pty or
 * script(1) recorded after them; or, from a pipe, screens with no
 * answers) and checks every screen and every change between two screens
 * against the rules above.  Throws are read from the "Yut :" lines, so
 * a program's random throws can be checked; colour escapes and CRs are
 * ignored.  Without --strict it tolerates what students vary (trailing
 * blanks, blank lines, banners and other lines it does not know,
 * "Player 0 Noah turn", spacing inside the board while squares keep their
 * 11x11 places, the marks in EUC-KR/CP949 bytes); strict demands the
 * bytes of SPEC 7.
 *
 * It is fed incrementally, in chunks split anywhere, and checks each
 * screen as soon as it is complete, so a driver that plays a program
 * under a pty can ask, whenever output pauses, which question the
 * program is asking (the unfinished last line) and the state the rules
 * hold now (to choose a move), then type an answer: the pty's echo comes
 * back in the output and is fed like the rest.
 *
 *	struct yut_referee_opt o = { 0 };
 *	struct yut_referee *rf = yut_referee_new(&o, err, sizeof err);
 *	while ((n = read(fd, buf, sizeof buf)) > 0)
 *		yut_referee_feed(rf, buf, n);
 *	yut_referee_end(rf);
 *	for (i = 0; i < yut_referee_nerrors(rf); i++)
 *		e = yut_referee_error(rf, i);	(e->line, e->what, ...)
 *	yut_referee_free(rf);
 */
struct yut_referee;

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

/*
 * The rule an inconsistency breaks: one category each, so a grader can
 * count one bug once (yut_ref_category_name gives the words of -c).
 */
enum yut_ref_category {
	YUT_CAT_MOVES,		/* moving, the turn passing, the hand */
	YUT_CAT_BACKDO,		/* back-do, its table and its dead end */
	YUT_CAT_CATCH,		/* catching and the throw it earns */
	YUT_CAT_STACK,		/* stacked pieces */
	YUT_CAT_CHAIN,		/* yut and mo throwing again */
	YUT_CAT_PIG,		/* a caught pig ends the catcher's turn */
	YUT_CAT_DOG,		/* a dog's geol throws again */
	YUT_CAT_SHEEP,		/* a sheep's catch earns two throws */
	YUT_CAT_COW,		/* the cow's path */
	YUT_CAT_WIN,		/* a game won, announced, ended */
	YUT_CAT_LOGIN,		/* logins, the logged-in list, their order */
	YUT_CAT_MENU,		/* menus, players and pieces */
	YUT_CAT_SAVE,		/* Continue / Save and the line saved */
	YUT_CAT_RESUME,		/* a resumed game as it was saved */
	YUT_CAT_ANSWERS,	/* a wrong answer taken */
	YUT_CAT_SCREEN,		/* the screen's lines and their order */
	YUT_NCATS
};
/* The mask of -c none: no category counts, each is a note. */
#define YUT_CATS_NONE	(1u << YUT_NCATS)

/* The word of category cat ("back-do"), or "?". */
const char *yut_ref_category_name(int cat);
/*
 * Parse a comma-separated list of category words into *mask (bit
 * 1 << cat each), or "none" into YUT_CATS_NONE.  Returns 0, or -1 with
 * the first unknown word in err.
 */
int yut_ref_categories(const char *list, unsigned *mask, char *err,
    size_t errsize);

struct yut_referee_opt {
	int strict;		/* demand SPEC 7's exact bytes */
	int keep_going;		/* go on after the first inconsistency */
	int players;		/* every game has this many players; 0 any */
	const char *users;	/* user_info.txt to check logins, or NULL */
	const char *saves;	/* game_info.txt to check saves, or NULL */
	/* game_info.txt as the session found it, or NULL */
	const char *saves_before;
	/*
	 * The categories that count (1 << cat each); 0 all.  Others are
	 * notes: kept and printed, but neither counted nor stopping.
	 */
	unsigned categories;
};

#define YUT_REF_TEXT	256	/* bytes of each text of an inconsistency */
#define YUT_REF_MAXERRORS 1000	/* inconsistencies kept (more are counted) */

/* One inconsistency. */
struct yut_referee_error {
	long line;			/* transcript line, 1-based */
	int category;			/* enum yut_ref_category */
	int note;			/* of a category not counted */
	char text[YUT_REF_TEXT];	/* that line, escapes removed */
	char what[YUT_REF_TEXT];	/* what is wrong */
	char expected[YUT_REF_TEXT];	/* what the rules expect ("" none) */
	char shown[YUT_REF_TEXT];	/* what the transcript shows ("" none) */
};

/* Counts for a summary. */
struct yut_referee_stats {
	long lines;		/* transcript lines read */
	long screens;		/* turn screens checked */
	long moves;		/* moves followed */
	long games;		/* games begun */
	long wins;		/* games won */
	long saves;		/* games saved */
	long errors;		/* inconsistencies, kept or not */
	long notes;		/* those of categories not counted */
	int unreadable;		/* not a transcript (binary, no Yunnori text) */
};

/*
 * A new referee; NULL opt for the defaults.  NULL and the reason in err
 * on a bad -u, -f or --saves-before file (missing, not a regular file,
 * unreadable).
 */
struct yut_referee *yut_referee_new(const struct yut_referee_opt *opt,
    char *err, size_t errlen);
void yut_referee_free(struct yut_referee *rf);
/*
 * Feed n bytes of the transcript, split anywhere.  Returns the number
 * of inconsistencies so far (that count: notes aside).  Lines longer than YUT_LINE_MAX are cut
 * (and are an inconsistency); NUL bytes make the input unreadable.
 */
long yut_referee_feed(struct yut_referee *rf, const void *buf, size_t n);
/* Feed one whole line (no newline); as feed. */
long yut_referee_line(struct yut_referee *rf, const char *line, size_t n);
/*
 * The transcript ended: finish the last line, check what can be checked
 * only at the end (the saves file of -f).  Returns the number of
 * inconsistencies.
 */
long yut_referee_end(struct yut_referee *rf);
/* The inconsistencies kept, oldest first, notes among them (e->note). */
int yut_referee_nerrors(const struct yut_referee *rf);
const struct yut_referee_error *yut_referee_error(const struct yut_referee *rf,
    int i);
void yut_referee_stats(const struct yut_referee *rf,
    struct yut_referee_stats *st);
/* The question the unfinished last line asks: a YUT_REF_* value. */
int yut_referee_prompt(const struct yut_referee *rf);
/*
 * The question the last line asked with nothing after it, the line ended
 * by a newline (against SPEC 7) and nothing printed since; else
 * YUT_REF_NONE.
 */
int yut_referee_bare_prompt(const struct yut_referee *rf);
/*
 * The question a program asks again in words of its own (not SPEC 7's)
 * after refusing its answer: the refusal was followed only by lines the
 * referee does not know, the last of them or the unfinished line asking.
 * YUT_REF_NONE when there is none, and always under --strict.
 */
int yut_referee_reask(const struct yut_referee *rf);
/*
 * Whether the course skeleton's Game::menuSelect() just refused a menu
 * answer with "Type an integer from 1 to 2!": it starts a game all the
 * same, its next question the number of players.
 */
int yut_referee_fallthrough(const struct yut_referee *rf);
/*
 * The state the rules hold now (the throws shown on the last screen
 * taken): 0, or -1 when no game is being followed.  A hand with no legal
 * move (yut_legal_moves gives 0) is a dead back-do, to be answered with
 * position 0 and back-do.
 */
int yut_referee_state(const struct yut_referee *rf, struct yut_state *st);
/*
 * Whether that state is known to the last piece: 0 in a game where it
 * was taken from a screen after a difference (whose pieces are whose is
 * then guessed from the counts), or after a difference or a wrong answer
 * taken on a board with no turn lines.
 */
int yut_referee_known(const struct yut_referee *rf);
/*
 * game_info.txt holds st for its players now (read by a driver after a
 * save): a resume is judged against it, so a wrong line is one
 * inconsistency, of the save, and not a second one of the resume.
 */
void yut_referee_saved(struct yut_referee *rf, const struct yut_state *st);
/*
 * The password a driver types at the PASSWORD question, which the
 * terminal does not show: the program's verdict on the login is judged
 * against it, as if it were shown.
 */
void yut_referee_password(struct yut_referee *rf, const char *pw);
/*
 * How many players the program says are logged in (its last logged-in
 * list, and the logins since), or -1 when it is not known.
 */
int yut_referee_logged(const struct yut_referee *rf);
/* What the referee expects next, in words, for messages. */
void yut_referee_expect(const struct yut_referee *rf, char *buf,
    size_t size);
/*
 * Print an inconsistency as yut-referee does: "name:line: [category]
 * what" ("name:line: note: [category] what" for a note), then the line,
 * what was expected and what was shown.
 */
void yut_referee_print(FILE *fp, const char *name,
    const struct yut_referee_error *e);
/*
 * Print the inconsistencies kept: every one with all, else the notes and
 * the first that counts.
 */
void yut_referee_print_all(FILE *fp, const char *name,
    const struct yut_referee *rf, int all);

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

/* --------------------------------------------------------------- drive.c */

/* A run of yut-drive: whole games of a program played under a pty. */
struct yut_drive {
	char *const *argv;		/* the program and its arguments */
	int advanced;			/* -a: the advanced game */
	int games;			/* games to finish */
	int players, pieces;		/* 0: a new pair each game */
	int strategy;			/* the players' yut_bot_choose */
	uint64_t seed;			/* moves and wrong answers */
	int timeout_ms;			/* to wait for each question */
	int wrong;			/* percent of answers given wrong first */
	int hashed;			/* users file with hashed passwords */
	FILE *transcript;		/* what the terminal showed, or NULL */
	const char *transcript_path;
	FILE *answers;			/* each answer typed, a line each, or NULL */
	const char *dir;		/* run there (made, kept), or NULL */
	struct yut_pty_opt run;		/* the program's limits, sandbox */
	unsigned categories;		/* -c: the referee's categories */
	const char *saves_before;	/* game_info.txt to start with */
};

/*
 * Run argv under a pseudo-terminal in a new directory (its users file
 * written there), answer its questions and play dr->games games, each
 * screen checked by the referee.  Returns 0 when every game finished and
 * every screen held, 1 at the first inconsistency, 2 when the program
 * cannot start, stops answering or dies, -1 when the run cannot be set up
 * (its directory, users or saves file, referee) or the transcript cannot
 * be written; the reason goes to stderr.
 */
int yut_drive(const struct yut_drive *dr);

/* ------------------------------------------------------------ drivedir.c */

/* Where yut_drive runs the program, and the files it finds there. */
struct yut_drive_dir {
	char path[1024];		/* the directory, "" when none */
	char users[1100];		/* its user_info.txt */
	char saves[1100];		/* its game_info.txt */
};

/* The ID of the driver's player k (0-3). */
const char *yut_drive_id(int k);
/* Player k's password, or a wrong one, into buf. */
void yut_drive_password(int k, int wrong, char *buf, size_t size);
/*
 * Make the directory: named (which must not exist yet), or new under
 * $TMPDIR.  Returns 0, or -1 when it cannot be (said with yut_warn).
 */
int yut_drive_dir_make(struct yut_drive_dir *dd, const char *named);
/*
 * Write its users file with the driver's players: "ID password" as the
 * assignment's, or hashed (yut_user_add).  0, or -1 (said).
 */
int yut_drive_dir_users(const struct yut_drive_dir *dd, int hashed);
/* Copy the saves file from, a regular file, to its game_info.txt: 0, -1. */
int yut_drive_dir_saves(const struct yut_drive_dir *dd, const char *from);
/* Remove it with all it holds, through no link (a warning if it stays). */
void yut_drive_dir_remove(struct yut_drive_dir *dd);
/*
 * argv with a relative program path made absolute, for the program runs
 * in the directory; NULL (said) if it cannot be.  Freed with
 * yut_drive_argv_free(v, argv).
 */
char **yut_drive_argv(char *const *argv);
void yut_drive_argv_free(char **v, char *const *argv);

/* ----------------------------------------------------------- drivemove.c */

/*
 * The answers to a turn's questions typed in the state shown, and those
 * the program refused there (result -1: the position itself).  Zeroed to
 * begin.
 */
struct yut_refusals {
	struct yut_state shown;		/* the state they were typed in */
	int typed;			/* the last typed: 0, POSITION or YUT */
	int typed_wrong;		/* it was wrong on purpose */
	struct yut_mv refused[2 * YUT_MAXMOVES];
	int n;
};

/* Whether the program refused pos and res (or pos whatever res). */
int yut_refusals_has(const struct yut_refusals *rs, int pos, int res);
/*
 * The question prompt (YUT_REF_POSITION or YUT_REF_YUT) is asked in state
 * st: asked again in the same state, the answer last typed (last), which
 * was not wrong on purpose, was refused.  Another state forgets them.
 */
void yut_refusals_note(struct yut_refusals *rs, int prompt,
    const struct yut_state *st, const struct yut_mv *last);
/*
 * Another move than those refused into mv: a legal one of st (from a
 * random one on), else any piece of the mover's with any result of the
 * hand.  Returns 0, or -1 when the program refused them all.
 */
int yut_refusals_replan(const struct yut_refusals *rs,
    const struct yut_state *st, struct yut_rng *rng, struct yut_mv *mv);
/*
 * The result for mv->pos: mv->result, unless refused there or not in the
 * hand; then another of the hand, one the rules allow first.
 */
void yut_refusals_result(const struct yut_refusals *rs,
    const struct yut_state *st, struct yut_mv *mv);
/* --------------------------------------------------------------- solve.c */

/*
 * The exact values of a basic two-player game of npieces pieces a side:
 * v[rank(me) * nplace + rank(you)] is the chance that the player to act
 * wins from the start of its turn, under best play by both.
 */
struct yut_table {
	int npieces;
	double prob;			/* flat-side probability */
	uint64_t nplace;		/* placements of one side's pieces */
	uint64_t nvalues;		/* nplace * nplace */
	int cut;			/* results a hand may hold (32: all) */
	double cut_bound;		/* chance a turn meets the cut */
	int from;			/* positions with this many pieces
					 * arrived or more are valued */
	int sweeps;
	double change;			/* largest change of the last sweep
					 * of the part swept; 1 before it */
	int early;			/* the part swept is not the last
					 * (from arrived): the table is
					 * written with change 1, unsolved */
	uint64_t nodes;			/* search nodes of this process's
					 * solve so far, as the callbacks
					 * of yut_solve_opts are called */
	double *v;
	struct yut_search *search;	/* a memo for yut_table_eval */
};

struct yut_solve_opts {
	int npieces;
	double prob;
	double tol;			/* stop when a sweep changes less */
	int max_sweeps;
	double cut_eps;			/* chance of a turn meeting the cut */
	size_t memo_bytes;		/* the hand-spending memo (the fast
					 * engine's: each thread's) */
	int threads;			/* the fast engine's; 0: one a core */
	int round;			/* the fast engine's blocks a round;
					 * 0: 8 */
	int part;			/* -1: every position; else only those
					 * with part pieces arrived in all... */
	struct yut_table *input;	/* ...the others from this table */
	int take_input;			/* its values become the solve's,
					 * leaving it without: one table
					 * held, not two */
	void *arg;
	/* called after each sweep with its number and largest change */
	void (*swept)(void *arg, int sweep, double change);
	/*
	 * the fast engine's, after the policy of a sweep was evaluated: the
	 * sweep, the Gauss-Seidel passes, the largest change of the last,
	 * and whether the values were taken (else the sweeps go on without)
	 */
	void (*evaluated)(void *arg, int sweep, int passes, double change,
	    int taken);
	/*
	 * called where the table holds the values so far, whole (after each
	 * round of blocks; in the plain engine every 4,096 positions and at
	 * a sweep's end), with the sweep under way, its share done and the
	 * last sweep's change: progress may be shown, a checkpoint written;
	 * YUT_PAUSE_STOP in the return stops the solve there (with MPI every
	 * rank's answer counts: one rank's stops them all); YUT_PAUSE_SAVED
	 * says the table was written, and the fast engine then writes the
	 * sweep under way to keep_out
	 */
	int (*paused)(void *arg, int sweep, double done, double change);
	/*
	 * the fast engine's sweep under way, kept beside the checkpoints of
	 * the table (keep_out) so that a run killed goes on within it, from
	 * the file kept beside the table read (keep_in); NULL: none
	 */
	const char *keep_in, *keep_out;
};

#define YUT_PAUSE_STOP	1
#define YUT_PAUSE_SAVED	2

struct yut_solve_stats {
	uint64_t states;		/* positions valued by a sweep */
	int sweeps;
	double change;
	uint64_t nodes;			/* search nodes visited */
	size_t bytes;			/* memory of values, order and memo */
	int stopped;			/* paused asked to stop: the table
					 * holds the values so far */
};

/*
 * The defaults of yut-solve: fair sticks, every position, a change of
 * 1e-12, at most 1000 sweeps, a cut met with chance 1e-15, the memo sized
 * by the table; npieces 0 (to be set).
 */
void yut_solve_defaults(struct yut_solve_opts *o);
/* Placements of n pieces (positions as a multiset of 0, 1..29, 100). */
uint64_t yut_placements(int npieces);
/* Rank of a sorted placement, 0 .. yut_placements(n) - 1, and back. */
uint64_t yut_placement_rank(const int *pos, int npieces);
void yut_placement_unrank(uint64_t rank, int npieces, int *pos);
/* An empty table (no values) for npieces and prob. */
void yut_table_init(struct yut_table *t, int npieces, double prob);
/*
 * Solve by value iteration into t (allocated here).  Returns 0, or -1
 * with a message in err when the options do not fit together.
 */
int yut_solve(struct yut_table *t, const struct yut_solve_opts *o,
    struct yut_solve_stats *stats, char *err, size_t errsize);
/*
 * The most pieces a table is read with: what yut-solve built with MPI
 * makes (yut-solve alone makes 3).
 */
#define YUT_TABLE_MAXPIECES	4
/* FNV-1a, 64 bits, over n bytes, continuing from h (first YUT_FNV_START). */
uint64_t yut_fnv1a(uint64_t h, const void *buf, size_t n);
#define YUT_FNV_START	0xcbf29ce484222325ULL
/* A value as 8 little-endian bytes of its IEEE 754 binary64 form, and back. */
void yut_put_double(unsigned char *p, double v);
double yut_get_double(const unsigned char *p);

/*
 * Write t into the temporary file of rp and commit it (yut_replace_commit,
 * again as there): 0, or -1 (err).
 */
int yut_table_put(const struct yut_table *t, struct yut_replace *rp,
    int again, char *err, size_t errsize);
/*
 * The same values by the fast engine (solvefast.c): a compact board, the
 * positions in blocks of one placement of the other's, rounds of blocks
 * valued at once from the values before them (so the table does not
 * depend on the threads, the memo or how the positions are split),
 * o->threads threads; a whole solve part by part, most pieces home first.
 * Built with YUT_MPI, the blocks of each round are split among the ranks
 * too.
 */
int yut_solve_fast(struct yut_table *t, const struct yut_solve_opts *o,
    struct yut_solve_stats *stats, char *err, size_t errsize);
/*
 * What both engines sweep: set up by yut_solve_begin, with t's values;
 * the order by yut_sweep_order.
 */
struct yut_sweep_plan {
	int (*pl)[YUT_MAXPIECES];	/* every placement, by rank */
	int npieces;
	uint32_t *dist;			/* a placement's steps left in all */
	uint32_t *held;			/* its squares, a bit each */
	uint8_t *home;			/* its pieces arrived */
	uint32_t *bydist;		/* the placements by dist, then rank */
	uint32_t *order;		/* the positions, nearest the end */
	uint64_t count;
	uint64_t *ends;			/* ends[d]: end of distance d's run */
	int nends;
};
int yut_solve_begin(struct yut_table *t, const struct yut_solve_opts *o,
    struct yut_sweep_plan *sp, char *err, size_t errsize);
/*
 * Whether a sweep of part (pieces arrived in all, or -1 for any) values
 * the position of placements ia (the mover's) and ib: neither side home,
 * no square shared.
 */
int yut_sweep_has(const struct yut_sweep_plan *sp, uint64_t ia, uint64_t ib,
    int part);
/*
 * The fast engine's start for the sweeps of part: each of its positions
 * the mean of the two one piece further on, each side's piece nearest
 * home arrived, from the parts solved before (solvewarm.c); nothing when
 * the part's values are not all zero, as they are before its first sweep.
 */
void yut_solve_warm(const struct yut_sweep_plan *sp, struct yut_table *t,
    int part);
/* The positions part's sweep visits, nearest the end first, into sp. */
void yut_sweep_order(const struct yut_table *t, struct yut_sweep_plan *sp,
    int part);
void yut_sweep_plan_free(struct yut_sweep_plan *sp);
/* A sweep's end, with its largest change: 1 when the values converged. */
int yut_sweep_end(struct yut_table *t, const struct yut_solve_opts *o,
    double change);
/*
 * Write t to path atomically under its lock, or read it back checked (a
 * regular file, of the size its header gives): 0, or -1 (err).
 */
int yut_table_write(const struct yut_table *t, const char *path,
    char *err, size_t errsize);
int yut_table_read(struct yut_table *t, const char *path, char *err,
    size_t errsize);
void yut_table_free(struct yut_table *t);
/*
 * A table whose last part's last sweep changed a value by this much or
 * more was not solved to the end (a solve stopped early, or told to stop
 * at a larger change): its values may be off in the digits the programs
 * print.  So was one whose last part had no sweep end (change 1), or,
 * written before the header said so, never had a sweep (its start 0).
 */
#define YUT_TABLE_SETTLED	1e-6
/*
 * Accept t, read from path, for play with sticks of chance prob (none
 * asked when prob is negative): -1 (err, naming path) when it was solved
 * for others, else 0, after a warning on the standard error when it was
 * not solved to the end.
 */
int yut_table_accept(const struct yut_table *t, const char *path,
    double prob, char *err, size_t errsize);
/* Whether t covers st (basic, 2 players, its pieces): 0, or -1 (err). */
int yut_table_covers(const struct yut_table *t, const struct yut_state *st,
    char *err, size_t errsize);
/*
 * Exact values of a covered state: *p0 player 0's chance to win, and each
 * legal move with the mover's chance after it, best first (mv and val of
 * YUT_MAXMOVES entries, *nmv set).  Returns 0, or -1 when the search of
 * the hand would visit more than YUT_TABLE_BUDGET nodes ($YUT_TABLE_NODES
 * when set), about a second: the values are then unknown.
 */
#define YUT_TABLE_BUDGET	(1 << 22)
int yut_table_eval(struct yut_table *t, const struct yut_state *st,
    double *p0, struct yut_mv *mv, double *val, int *nmv);
/* Sort moves by value, best first; equal values keep their order. */
void yut_moves_sort(struct yut_mv *mv, double *val, int n);

#endif

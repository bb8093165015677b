/*
 * yut.h - the one public header of libcore, the rules and formats of yut.
 *
 * Sections follow the files of libcore: util.c, board.c, sticks.c, state.c,
 * rules.c, screen.c, users.c, saves.c.  Every exported name starts with yut_.
 */
#ifndef YUT_H
#define YUT_H

#include <stdint.h>
#include <stdio.h>
#include <stddef.h>

#define YUT_VERSION	"1.0.0"

#define YUT_MAXPLAYERS	4
#define YUT_MINPLAYERS	2
#define YUT_MAXPIECES	4
#define YUT_MAXHAND	32	/* results a hand may hold */
#define YUT_MAXTHROWS	9	/* throws a state may owe */
#define YUT_NSQUARES	30	/* positions 0..29 */
#define YUT_ARRIVED	100
#define YUT_LINE_MAX	4096	/* longest state or file line, newline excluded */
#define YUT_ID_MAX	32
#define YUT_PASS_MAX	256	/* longest password or hash field */

/* ---------------------------------------------------------------- util.c */

/* Exit codes of every command (SPEC 8). */
enum { YUT_EXIT_OK = 0, YUT_EXIT_REFUSED = 1, YUT_EXIT_USAGE = 2 };

extern const char *yut_argv0;

void yut_setprogname(const char *argv0);
/* Print "argv0: message" (a trailing ':' in fmt adds strerror) and exit 2. */
_Noreturn void yut_die(const char *fmt, ...);
/* As yut_die, with an exit status of the caller's choice. */
_Noreturn void yut_diex(int status, const char *fmt, ...);
void yut_warn(const char *fmt, ...);
/* Parse a decimal integer in [min, max]; on failure return 0, *errstr set. */
long long yut_strtonum(const char *s, long long min, long long max,
    const char **errstr);
void *yut_malloc(size_t n);
void *yut_calloc(size_t n, size_t size);
char *yut_strdup(const char *s);
/*
 * Read one line of at most max bytes (newline and a CR before it removed)
 * into buf of max + 1 bytes.  Returns the length, -1 at end of input,
 * -2 when the line is too long (the rest of it is consumed), -3 when it
 * holds a NUL byte.
 */
int yut_getline(FILE *fp, char *buf, size_t max);
/* Flush fp and die if writing it failed; call before exit. */
void yut_fshut(FILE *fp, const char *name);
/* Print the version line of a command and exit 0. */
_Noreturn void yut_version(void);
/* Strip ANSI escapes from s in place. */
void yut_strip_escapes(char *s);

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
/* Grid cell of square pos (1..29) on the 11x11 drawing; -1 if none. */
int yut_square_cell(int pos, int *row, int *col);
/* Nonzero when a cow piece may stand on pos. */
int yut_cow_square(int pos);

/* -------------------------------------------------------------- sticks.c */

/* xoshiro256** seeded through splitmix64: fast, small, and reproducible. */
struct yut_rng {
	uint64_t s[4];
};

void yut_rng_seed(struct yut_rng *rng, uint64_t seed);
/* Seed from the operating system's entropy (/dev/urandom). */
void yut_rng_entropy(struct yut_rng *rng);
uint64_t yut_rng_next(struct yut_rng *rng);
/* Uniform in [0, 1). */
double yut_rng_double(struct yut_rng *rng);
/* Uniform in [0, n), n > 0, without modulo bias. */
uint32_t yut_rng_below(struct yut_rng *rng, uint32_t n);
/* Throw four sticks, each flat side up with probability p. */
int yut_throw(struct yut_rng *rng, double p);
/* Probability of each result for flat-side probability p. */
void yut_throw_odds(double p, double odds[YUT_NRESULTS]);
/* Parse a seed (decimal, 0..2^64-1); returns 0 on success. */
int yut_parse_seed(const char *s, uint64_t *seed);
/*
 * The seed of a command: arg (its -s option), else $YUT_SEED when env is
 * set and the variable is not empty.  Returns 1 with *seed set, or 0 when
 * there is none; a malformed seed exits 2 with a message.
 */
int yut_seed_option(const char *arg, int env, uint64_t *seed);
/* Seed rng from the command's seed (yut_seed_option), or from entropy. */
void yut_rng_option(struct yut_rng *rng, const char *arg, int env);
/* Parse a probability in (0, 1); returns 0 on success. */
int yut_parse_prob(const char *s, double *p);

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
/* Valid ID: 1..32 of [A-Za-z0-9_.-]. */
int yut_valid_id(const char *s);
/*
 * Read one state from fp (one line; more than one line is an error).
 * Returns 0, or -1 with err set.  name is used in messages.
 */
int yut_state_read(FILE *fp, struct yut_state *st, char *err, size_t errsize);
/*
 * Read the state of a filter from path ("-" = stdin), dying with exit 2 and
 * a clear message on any problem.  With saveline, a game_info.txt line is
 * accepted too.
 */
void yut_state_load(const char *path, struct yut_state *st, int saveline);
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
	YUT_EPATH,	/* the move is impossible from there */
	YUT_EHANDFULL	/* the hand holds YUT_MAXHAND results (unused) */
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
/* Take every owed throw with random sticks. */
int yut_throw_all(struct yut_state *st, struct yut_rng *rng, double p,
    struct yut_event *ev);
/* A legal move: position and result. */
struct yut_mv {
	int pos;
	int result;
};
/*
 * The legal moves of the current player, distinct (one entry per occupied
 * square and result).  Returns how many (at most YUT_MAXMOVES).  mv
 * must hold YUT_MAXMOVES entries: those past the count may be written.
 */
#define YUT_MAXMOVES	(5 * YUT_NRESULTS)
int yut_legal_moves(const struct yut_state *st, struct yut_mv *mv);
/* Whether the game is over. */
int yut_over(const struct yut_state *st);

/* -------------------------------------------------------------- screen.c */

/* Colour choice of --color=WHEN: returns 0 never, 1 always, -1 bad. */
int yut_color_parse(const char *when, int *color);
/*
 * If arg is "--color=WHEN", set *color from it (dying with exit 2 on a bad
 * WHEN) and return 1; else return 0.
 */
int yut_color_option(const char *arg, int *color);
/* Whether colour is wanted on fp by default (a terminal, no NO_COLOR...). */
int yut_color_auto(FILE *fp);
/* The board only (11 lines). */
void yut_render_board(FILE *fp, const struct yut_state *st, int color);
/* Board, animals (advanced), not started and arrived lists. */
void yut_render_lists(FILE *fp, const struct yut_state *st, int color);
/* "Player N turn", "Piece :", "Yut :" (or "Player N win"). */
void yut_render_turn(FILE *fp, const struct yut_state *st, int color);
/* The whole screen of yut-render: board, lists and turn. */
void yut_render(FILE *fp, const struct yut_state *st, int color);
/*
 * Describe what an action by player mover did (catches, the pig's rule,
 * discarded results), one line each, each line prefixed by prefix.
 */
void yut_describe(FILE *fp, const char *prefix, int mover,
    const struct yut_event *ev);
/* Colour escape of player k, or "" without colour. */
const char *yut_color_on(int player, int color);
const char *yut_color_off(int color);

/* ------------------------------------------------------------ lockfile.c */

/* One line of a text file, as yut_readlines and yut_rewrite show it. */
#define YUT_LINE_LONG	(-2)	/* longer than YUT_LINE_MAX */
#define YUT_LINE_NUL	(-3)	/* holds a NUL byte */
struct yut_line {
	long no;		/* from 1; 0 for the call at the end of the file */
	const char *text;	/* without its newline and a CR before it */
	int len;		/* strlen(text), YUT_LINE_LONG or YUT_LINE_NUL */
};

/* What a yut_line_fn does with a line. */
enum { YUT_LINE_KEEP, YUT_LINE_DROP, YUT_LINE_ABORT };

/* A file being rewritten (opaque). */
struct yut_rewrite;

/*
 * Called for each line, then once more with ln->no == 0 at the end of the
 * file.  rw is NULL when only reading.  Returns YUT_LINE_KEEP (copy the
 * line byte for byte), YUT_LINE_DROP (leave it out; write a replacement
 * with yut_rewrite_put first), or YUT_LINE_ABORT (stop; change nothing).
 * An over-long line can be kept or dropped; its text is cut short.
 */
typedef int yut_line_fn(void *arg, struct yut_rewrite *rw,
    const struct yut_line *ln);
/*
 * Call fn for every line of path, without a lock.  Returns 0, 1 when the
 * file does not exist, -1 on another error (err set).
 */
int yut_readlines(const char *path, yut_line_fn *fn, void *arg,
    char *err, size_t errsize);
/*
 * Rewrite path atomically under an fcntl lock on path.lock: every line
 * through fn into a temporary file beside it, then fsync and rename.  A
 * missing file is taken as empty and created with mode (less the umask);
 * an existing one keeps its mode.  Returns 0 when replaced, 1 when fn
 * aborted, -1 on error (err set); on 1 and -1 the file is untouched.
 */
int yut_rewrite(const char *path, int mode, yut_line_fn *fn, void *arg,
    char *err, size_t errsize);
/* Write line (no newline) and a newline into the file being rewritten. */
void yut_rewrite_put(struct yut_rewrite *rw, const char *line);

/* --------------------------------------------------------------- users.c */

/*
 * Why pw cannot be a password (1..YUT_PASS_MAX bytes, no space, '|' or
 * control character), or NULL when it can.
 */
const char *yut_password_problem(const char *pw);
/*
 * Check the password of id against the users file path.  Returns 1 when it
 * matches; 0 when it does not or id is unknown, after the same work; -1
 * when the file cannot be read (err set).  Bad lines and a file readable
 * by group or others are reported with yut_warn.
 */
int yut_user_check(const char *path, const char *id, const char *pw,
    char *err, size_t errsize);
/* Hash pw with yescrypt (SHA-512 where missing) into hash; 0 or -1. */
int yut_password_hash(const char *pw, char *hash, size_t size);
/*
 * Add id with a hash of pw to the users file, under its lock.  Returns 0,
 * 1 when refused (id exists or is invalid, pw unfit; err says why), -1 on
 * error (err set).
 */
int yut_user_add(const char *path, const char *id, const char *pw,
    char *err, size_t errsize);
/*
 * Read a password: one line of in, at most size - 1 bytes.  When in is a
 * terminal, prompt (if not NULL) goes to out and echo is off while typing.
 * Returns as yut_getline.
 */
int yut_read_password(FILE *in, FILE *out, const char *prompt,
    char *buf, size_t size);
/* Overwrite n bytes at p with zeros, in a way the compiler keeps. */
void yut_wipe(void *p, size_t n);

/* --------------------------------------------------------------- saves.c */

/*
 * Parse one game_info.txt line (no newline; a trailing CR is ignored) into
 * an advanced state between turns (throws=1, empty hand).  Returns 0, or
 * -1 with a message in err.
 */
int yut_saveline_parse(struct yut_state *st, const char *line,
    char *err, size_t errsize);
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
/* Call fn with each saved game of path, in file order: 0, or -1 (err). */
int yut_save_list(const char *path,
    void (*fn)(void *arg, const struct yut_state *st), void *arg,
    char *err, size_t errsize);

/* ---------------------------------------------------------------- play.c */

/* A session of yut-play. */
struct yut_play {
	FILE *in, *out;
	int color;			/* colour on out */
	int echo;			/* echo answers (input is not a tty) */
	struct yut_rng rng;
	double prob;			/* flat-side probability */
	const char *users;		/* user_info.txt */
	const char *saves;		/* game_info.txt */
	FILE *record;			/* -o: every state, or NULL */
	const char *record_path;
	int bot[YUT_MAXPLAYERS];	/* strategy of a computer seat, or -1 */
	char logged[YUT_MAXPLAYERS][YUT_ID_MAX + 1];
	int nlogged;
};

/*
 * Run the interactive game: game 0 asks which, 1 basic, 2 advanced.
 * Returns the exit status (0: the player ended it or input ended).
 */
int yut_play(struct yut_play *pl, int game);

/* ----------------------------------------------------------------- bot.c */

/* Computer players. */
enum yut_strategy {
	YUT_BOT_RANDOM, YUT_BOT_GREEDY, YUT_BOT_EXPECT, YUT_NSTRATEGIES
};

/* Strategy by name ("random", "greedy", "expect"); -1 if unknown. */
int yut_strategy_parse(const char *name);
const char *yut_strategy_name(int strategy);
/*
 * Choose a move for the player to act (throws == 0, a legal move exists).
 * Returns 0, or -1 if no move.
 */
int yut_bot_choose(const struct yut_state *st, int strategy,
    struct yut_rng *rng, struct yut_mv *out);

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

/*
 * Play game g of a series and add it to t.  Each group of nstrat games
 * shares one sequence of sticks, and the seats rotate within the group, so
 * the luck of the sticks and of sitting first cancels.  Every move goes
 * through yut_move, so a bot's illegal move is caught: returns 0, or -1
 * with a message in err.
 */
int yut_sim_game(const struct yut_sim *sim, uint64_t g,
    struct yut_sim_tally *t, char *err, size_t errsize);
/*
 * Play games 0..ngames-1 of a series over jobs worker processes (1: in
 * this process) and sum them into t; the sums do not depend on jobs.
 * progress, if not NULL, is called now and then with the games done.
 * Returns 0, or -1 with a message in err.
 */
int yut_sim_run(const struct yut_sim *sim, uint64_t ngames, int jobs,
    void (*progress)(void *arg, uint64_t done), void *arg,
    struct yut_sim_tally *t, char *err, size_t errsize);
/* Add tally b into a. */
void yut_sim_add(struct yut_sim_tally *a, const struct yut_sim_tally *b);
/* The 95% Wilson score interval of k successes in n trials. */
void yut_wilson(uint64_t k, uint64_t n, double *lo, double *hi);

/* ------------------------------------------------------------ checkers.c */

/*
 * Chinese Checkers for two on the 121-space star, drawn on a 17x25 grid
 * with its centre at row 8, column 12.  Spaces are given as the players
 * give them, x (column) first, then y (row).
 */
#define YUT_CHECKERS_ROWS	17
#define YUT_CHECKERS_COLS	25
#define YUT_CHECKERS_MARBLES	10	/* each side's, and each point's spaces */

/* What a cell holds. */
enum {
	YUT_CHECKERS_OFF, YUT_CHECKERS_EMPTY, YUT_CHECKERS_RED,
	YUT_CHECKERS_GREEN
};

struct yut_checkers_board {
	unsigned char cell[YUT_CHECKERS_ROWS][YUT_CHECKERS_COLS]; /* [y][x] */
};

/* Whether (x, y) is one of the 121 spaces. */
int yut_checkers_on_board(int x, int y);
/* The opening: RED on rows 0-3, GREEN on rows 13-16. */
void yut_checkers_init(struct yut_checkers_board *b);
/* "RED" or "GREEN". */
const char *yut_checkers_name(int color);
/* The column header and 17 rows, cells of 3 characters, no trailing space. */
void yut_checkers_print(FILE *fp, const struct yut_checkers_board *b);
/* Whether both ends are spaces and (x_to, y_to) neighbours (x_from, y_from). */
int yut_checkers_neighbor(int x_from, int y_from, int x_to, int y_to);
/* Whether both ends are spaces two apart in a line over a marble. */
int yut_checkers_jump(const struct yut_checkers_board *b, int x_from,
    int y_from, int x_to, int y_to);
/*
 * Whether color may move from (x_from, y_from) to (x_to, y_to): both on
 * the board, its own marble there, the target empty, a neighbour move or a
 * jump.  The rules of a jump chain are the caller's.
 */
int yut_checkers_check_move(const struct yut_checkers_board *b, int color,
    int x_from, int y_from, int x_to, int y_to);
/*
 * After a jump from (x_from, y_from) to (x_to, y_to): whether the marble
 * can jump again, anywhere but back to (x_from, y_from).
 */
int yut_checkers_is_jumper(const struct yut_checkers_board *b, int x_from,
    int y_from, int x_to, int y_to);
/* Move the marble; the move must have been checked. */
void yut_checkers_apply(struct yut_checkers_board *b, int x_from,
    int y_from, int x_to, int y_to);
/* Whether all ten marbles of color fill the opposite point. */
int yut_checkers_won(const struct yut_checkers_board *b, int color);
/*
 * Read a position: the board as yut_checkers_print prints it, then
 * optionally "RED's move:" or "GREEN's move:" (default RED).  Ten marbles
 * a side, no side already won.  Returns 0, or -1 with a message in err.
 */
int yut_checkers_read(FILE *fp, struct yut_checkers_board *b, int *tomove,
    char *err, size_t errsize);
/*
 * The interactive game from b with tomove to move, until -1 -1 -1 -1
 * outside a jump chain, a win or the end of in.  Answers are echoed when
 * in is not a terminal.  Returns the exit status.
 */
int yut_checkers_play(struct yut_checkers_board *b, int tomove, FILE *in,
    FILE *out);

/* ---------------------------------------------------------------- ludu.c */

/* MiniLudu: a 7x7 board of tiles 1..49, row by row. */
#define YUT_LUDU_SIDE		7
#define YUT_LUDU_TILES		49
#define YUT_LUDU_CENTRE		25
#define YUT_LUDU_PLAYERS	4
#define YUT_LUDU_GOAL		47	/* steps from a start to the centre */
#define YUT_LUDU_DIE		4	/* faces of the die */
#define YUT_LUDU_CELL		7	/* width of a tile on the screen */

enum yut_ludu_dir {
	YUT_LUDU_UP = 1, YUT_LUDU_LEFT, YUT_LUDU_DOWN, YUT_LUDU_RIGHT
};

/* A tile: the board is a doubly linked list of them, tile 1 first. */
struct yut_ludu_node {
	int tile;			/* 1..49 */
	int safe;			/* no kill here */
	struct yut_ludu_node *prev, *next;
};

struct yut_ludu_token {
	struct yut_ludu_node *node;	/* where it stands */
	int pos;			/* steps taken, 0..YUT_LUDU_GOAL */
	int dir;			/* enum yut_ludu_dir */
	int won;			/* its place (1..3), else 0 */
};

struct yut_ludu {
	struct yut_ludu_node *head, *tail;
	struct yut_ludu_token tok[YUT_LUDU_PLAYERS];
	int turn;			/* player to roll, 0..3 */
	int nwon;
	int winners[YUT_LUDU_PLAYERS];	/* in order of arrival */
};

/* What one roll did. */
struct yut_ludu_move {
	int player;			/* 0..3 */
	int roll;
	int moved;			/* 0: the roll passed the centre */
	int from, to;			/* tiles */
	int won;			/* the place won, else 0 */
	int killed[YUT_LUDU_PLAYERS];	/* players sent back to their start */
	int nkilled;
};

/* Build the board and put every token on its start; player 0 to roll. */
void yut_ludu_init(struct yut_ludu *g);
/* Free the board's tiles. */
void yut_ludu_free(struct yut_ludu *g);
/* The node of tile 1..49, found along the list; NULL if none. */
struct yut_ludu_node *yut_ludu_tile(const struct yut_ludu *g, int tile);
/* The tiles player k (0..3) stands on after 0..YUT_LUDU_GOAL steps. */
void yut_ludu_path(const struct yut_ludu *g, int k,
    int tiles[YUT_LUDU_GOAL + 1]);
/*
 * Move the player to act by roll (1..YUT_LUDU_DIE) with every consequence
 * (a pass, a win, kills) and pass the turn.
 */
void yut_ludu_move(struct yut_ludu *g, int roll, struct yut_ludu_move *mv);
/* Whether three players have won. */
int yut_ludu_over(const struct yut_ludu *g);
/* The board: 7 lines of 7 cells. */
void yut_ludu_render(FILE *fp, const struct yut_ludu *g, int color);
/* "Player N rolled R: tile A -> tile B" and the kills, one line each. */
void yut_ludu_describe(FILE *fp, const struct yut_ludu_move *mv);

/* A session of ludu-play. */
struct yut_ludu_play {
	FILE *in, *out;
	int color;			/* colour on out */
	int echo;			/* echo answers (input is not a tty) */
	int autoplay;			/* roll for everyone, ask nothing */
	struct yut_rng rng;
	const int *rolls;		/* rolls to use before the die's */
	size_t nrolls, nextroll;
};

/* Play one game to its placings, or until exit or end of input: 0. */
int yut_ludu_play(struct yut_ludu_play *pl);

/* -------------------------------------------------------------- snakes.c */

/* Snakes and Ladders (snakes-play): squares 1..100, tokens start at 0. */
#define YUT_SNAKES_SQUARES	100
#define YUT_SNAKES_NLADDERS	9
#define YUT_SNAKES_NSNAKES	9
#define YUT_SNAKES_LADDER_MIN	16
#define YUT_SNAKES_LADDER_MAX	30
#define YUT_SNAKES_SNAKE_MIN	12
#define YUT_SNAKES_SNAKE_MAX	48
#define YUT_SNAKES_ONEDIE	94	/* from here a token throws one die */
#define YUT_SNAKES_MINTOKENS	2
#define YUT_SNAKES_MAXTOKENS	4
#define YUT_SNAKES_MAXROUNDS	10000	/* a game stops here unwon */

/* shift[sq]: +n a ladder's foot climbing n, -n a snake's tail, 0 plain. */
struct yut_snakes_board {
	int shift[YUT_SNAKES_SQUARES + 1];	/* [1..100]; [0] unused */
};

/* The mark of a move in the table: none, L, S, D, O, W. */
enum yut_snakes_mark {
	YUT_SNAKES_PLAIN, YUT_SNAKES_LADDER, YUT_SNAKES_SNAKE,
	YUT_SNAKES_TAKEN, YUT_SNAKES_OVER, YUT_SNAKES_WIN
};

struct yut_snakes_game {
	int ntokens;
	int pos[YUT_SNAKES_MAXTOKENS];	/* 0 off the board, 1..100 */
	int turn;			/* token to throw */
	int round;			/* rounds played, from 0 */
	int winner;			/* or -1 */
};

/* What one throw did. */
struct yut_snakes_move {
	int token;
	int dice;		/* the sum thrown */
	int onedie;		/* one die was thrown (from square 94) */
	int from, to;		/* to == from when the token did not move */
	int mark;		/* enum yut_snakes_mark */
};

/* A random board: 9 ladders, then 9 snakes, under every placement rule. */
void yut_snakes_generate(struct yut_snakes_board *b, struct yut_rng *rng);
/* Check counts, lengths and placement: 0, or -1 and why in err. */
int yut_snakes_check(const struct yut_snakes_board *b, char *err,
    size_t errsize);
/* "Configuration of the board:" and 25 lines of four squares. */
void yut_snakes_print(FILE *fp, const struct yut_snakes_board *b);
/*
 * Read that text back (a saved run's simulation after it is ignored) and
 * check the board: 0, or -1 with "line N: ..." or the broken rule in err.
 */
int yut_snakes_read(FILE *fp, struct yut_snakes_board *b, char *err,
    size_t errsize);
void yut_snakes_start(struct yut_snakes_game *g, int ntokens);
/* Move the token to act by dice; returns the mark (also in mv). */
int yut_snakes_move(struct yut_snakes_game *g,
    const struct yut_snakes_board *b, int dice, struct yut_snakes_move *mv);
/* Throw two dice (one from square 94) for the token to act and move it. */
int yut_snakes_step(struct yut_snakes_game *g,
    const struct yut_snakes_board *b, struct yut_rng *rng,
    struct yut_snakes_move *mv);
/*
 * Simulate a game of ntokens, printing the table and "token #N wins".
 * Returns the winner (from 0), or -1 after YUT_SNAKES_MAXROUNDS rounds.
 */
int yut_snakes_play(FILE *fp, const struct yut_snakes_board *b, int ntokens,
    struct yut_rng *rng);

/* ------------------------------------------------------------- patolli.c */

#define YUT_PATOLLI_SQUARES	52	/* track indices 0..51 */
#define YUT_PATOLLI_GRID	14	/* the cross is drawn on 14x14 cells */
#define YUT_PATOLLI_PIECES	6
#define YUT_PATOLLI_MAXROLLS	4096	/* scripted rolls a referee keeps */
#define YUT_PATOLLI_POOL	(-1)	/* a piece's place: not on the board */
#define YUT_PATOLLI_SCORED	(-2)	/* ...or scored */

enum { YUT_PATOLLI_L, YUT_PATOLLI_N };	/* sides: letters A-F, digits 1-6 */

/* The board: where each piece of each side is (0..51, POOL or SCORED). */
struct yut_patolli_board {
	int pos[2][YUT_PATOLLI_PIECES];
};

/* A player's choice after a roll. */
enum { YUT_PATOLLI_MOVE, YUT_PATOLLI_PLACE, YUT_PATOLLI_PASS };
struct yut_patolli_choice {
	int act;
	int piece;		/* MOVE: 0..5 */
};

/* What a choice does (judged) or did (played). */
struct yut_patolli_event {
	int side, act;
	int piece;		/* moved or placed, or -1 */
	int from, to;		/* squares, or -1 */
	int captured;		/* the other side's piece sent to its pool, or -1 */
	int scored;		/* landed exactly on its end square */
	int lapped;		/* passed its end square: round again */
	int again;		/* ended on a tip: the side rolls again */
	int won;		/* the sixth piece scored */
};

/* Why the referee refuses a choice. */
enum yut_patolli_err {
	YUT_PATOLLI_OK = 0,
	YUT_PATOLLI_EOVER,	/* the game is over */
	YUT_PATOLLI_EROLL,	/* no roll to play */
	YUT_PATOLLI_EACT,	/* not move, place or pass */
	YUT_PATOLLI_EPIECE,	/* no such piece */
	YUT_PATOLLI_EPOOL,	/* the piece is in the pool */
	YUT_PATOLLI_ESCORED,	/* the piece has scored */
	YUT_PATOLLI_EOWN,	/* own piece on the landing square */
	YUT_PATOLLI_EHELD,	/* opponent there, and not a middle square */
	YUT_PATOLLI_EEMPTY,	/* nothing left to place */
	YUT_PATOLLI_ESTART	/* the start square is taken */
};

/* Grid cell of track index sq: 0, or -1 when sq is not on the track. */
int yut_patolli_cell(int sq, int *row, int *col);
/* Track index drawn at (row, col), or -1 off the board. */
int yut_patolli_square_at(int row, int col);
int yut_patolli_start(int side);
int yut_patolli_end(int side);
int yut_patolli_is_tip(int sq);
int yut_patolli_is_middle(int sq);
char yut_patolli_piece_name(int side, int piece);
char yut_patolli_side_name(int side);
/* Every piece in its pool. */
void yut_patolli_board_init(struct yut_patolli_board *b);
/* Whether a piece stands on sq, and whose. */
int yut_patolli_at(const struct yut_patolli_board *b, int sq, int *side,
    int *piece);
int yut_patolli_score(const struct yut_patolli_board *b, int side);
const char *yut_patolli_strerr(int err);
/* Judge side's choice after roll (1-5) without changing b: 0 or why not. */
int yut_patolli_judge(const struct yut_patolli_board *b, int side, int roll,
    const struct yut_patolli_choice *c, struct yut_patolli_event *ev);

/* The referee: the die, the turn, and the only writer of the board. */
struct yut_patolli_ref;

/* A new game, L to roll; rolls[0..nrolls-1] come before random ones. */
struct yut_patolli_ref *yut_patolli_new(const struct yut_rng *rng,
    const int *rolls, int nrolls);
void yut_patolli_free(struct yut_patolli_ref *ref);
const struct yut_patolli_board *yut_patolli_board(
    const struct yut_patolli_ref *ref);
int yut_patolli_turn(const struct yut_patolli_ref *ref);
/* The roll waiting to be played, or -1. */
int yut_patolli_rolled(const struct yut_patolli_ref *ref);
/* The side that won, or -1. */
int yut_patolli_winner(const struct yut_patolli_ref *ref);
/* Roll for the side to act (0 loses the turn); -1 if not its time. */
int yut_patolli_roll(struct yut_patolli_ref *ref);
/* Whether the side to act may play c now: 0, or why not. */
int yut_patolli_check(const struct yut_patolli_ref *ref,
    const struct yut_patolli_choice *c, struct yut_patolli_event *ev);
/* Play c if legal, with all its consequences: 0, or why not (no change). */
int yut_patolli_play(struct yut_patolli_ref *ref,
    const struct yut_patolli_choice *c, struct yut_patolli_event *ev);

/* The computer player's choice (see patolli-play(6)). */
void yut_patolli_computer(const struct yut_patolli_board *b, int side,
    int roll, struct yut_patolli_choice *c);
/* The 14x14 grid, then each side's pool and score. */
void yut_patolli_render(FILE *fp, const struct yut_patolli_board *b,
    int color);
/* One line per track index: "index row col" and its kinds. */
void yut_patolli_track(FILE *fp);

/* An interactive game between people and the computer. */
struct yut_patolli_game {
	FILE *in, *out;
	int color;
	int echo;		/* set by yut_patolli_run: input is not a tty */
	int computer[2];	/* the computer plays this side */
};

/* Play until a side wins or input ends; returns the exit status (0). */
int yut_patolli_run(struct yut_patolli_game *g, struct yut_patolli_ref *ref);

#endif

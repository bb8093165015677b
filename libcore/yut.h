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
	YUT_EHANDFULL	/* the hand holds YUT_MAXHAND results */
};

const char *yut_strerr(int err);
/* Nonzero when the player's pieces use the cow's path. */
int yut_is_cow(const struct yut_state *st, int player);
/* Check a move without making it. */
int yut_move_check(const struct yut_state *st, int pos, int result);
/*
 * Move the current player's pieces on pos (one piece if pos is 0) by result,
 * with every consequence: stacking, catching and the throws it earns, the
 * pig's rule, the win, discarding an unusable hand, passing the turn.
 */
int yut_move(struct yut_state *st, int pos, int result, struct yut_event *ev);
/* Add one thrown result to the hand, with the throws it earns. */
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
 * square and result).  Returns how many (at most YUT_MAXMOVES).
 */
#define YUT_MAXMOVES	(5 * YUT_NRESULTS)
int yut_legal_moves(const struct yut_state *st, struct yut_mv *mv);
/* Whether the game is over. */
int yut_over(const struct yut_state *st);

/* -------------------------------------------------------------- screen.c */

/* Colour choice of --color=WHEN: returns 0 never, 1 always, -1 bad. */
int yut_color_parse(const char *when, int *color);
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
/* Colour escape of player k, or "" without colour. */
const char *yut_color_on(int player, int color);
const char *yut_color_off(int color);

/* --------------------------------------------------------------- users.c */

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

#endif

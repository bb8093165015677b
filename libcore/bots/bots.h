/*
 * bots.h - the computer players, their networks, the simulator and the
 * analysis of positions and records.  Above solve, search and game
 * (libcore/LAYERS).
 */
#ifndef YUT_BOTS_H
#define YUT_BOTS_H

#include "game.h"

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
	/*
	 * The tables of the sticks of prob (yut_sticks_fill), kept by the
	 * caller from one decision to the next, or NULL: the fair ones are
	 * built once, others made at each decision.
	 */
	const struct yut_sticks *sticks;
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
 * from the search; with more than two players the rest shared by the
 * search's static scores, which then add up to one over the seats), and
 * each legal move with the mover's chance
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
 * its own (the basic or advanced game of two, or games of
 * three and four); 0 where it plays as expect.
 */
int yut_bot_expert_searches(const struct yut_state *st, int seat,
    double prob);
/*
 * The expert's networks (botnet.c), NULL where it has none and searches
 * as expect: the one that values st's game of two; the one it plays st
 * with (the advanced game of two too: its own network, or the basic
 * game's for an animal but the cow); the one that scores
 * each pair of players in a game of three or four.
 */
const struct yut_net *yut_expert_net(const struct yut_state *st,
    double prob);
const struct yut_net *yut_expert_play_net(const struct yut_state *st,
    double prob);
const struct yut_net *yut_expert_seats_net(const struct yut_state *st,
    double prob);
/*
 * expert's static score of st for seat me in a game of three or four, by
 * net (yut_expert_seats_net's): the chance me wins by a network of seats,
 * or its chances against each other seat by the two-player network,
 * multiplied; with share, over the sum of every seat's, so that the
 * seats' add up to one.
 */
double yut_expert_seat_score(const struct yut_net *net,
    const struct yut_state *st, int me, int share);

/* --------------------------------------------------------------- learn.c */

/*
 * A learned evaluation of two-player games of npieces pieces, basic or
 * advanced: the chance that the player about to throw wins.  A network
 * of the advanced game has YUT_NET_AINPUTS more inputs (each side's
 * animal), their weights in wa; a basic one leaves rules and wa zero.
 */
#define YUT_NET_INPUTS	200
#define YUT_NET_AINPUTS	8
#define YUT_NET_HIDDEN	40
/*
 * A network of a basic game of three or four players (seats) values a
 * position for one seat: the chance that it wins.  Its inputs are the
 * two-player network's for that seat and the next, then YUT_NET_SINPUTS
 * more (seatnet.c): the seats after those two, who is to act, and each
 * other seat's race, their weights in ws.
 */
#define YUT_NET_SINPUTS	201
#define YUT_NET_SVERSION	1	/* one more when their meaning changes */
struct yut_net {
	int npieces;
	uint64_t shape;		/* what it was made for (yut_net_check) */
	uint64_t content;	/* the hash of npieces and the weights */
	float w1[YUT_NET_INPUTS][YUT_NET_HIDDEN];
	float b1[YUT_NET_HIDDEN];
	float w2[YUT_NET_HIDDEN];
	float b2;
	int rules;		/* YUT_BASIC or YUT_ADVANCED */
	float wa[YUT_NET_AINPUTS][YUT_NET_HIDDEN];
	int seats;		/* 3 or 4 players; 0: a game of two */
	float ws[YUT_NET_SINPUTS][YUT_NET_HIDDEN];
};

/*
 * The inputs of a position as a network reads them (learn.c, seatnet.c):
 * the rows of the inputs that are on (n of idx), and the dense ones (nd
 * of them, row didx[i] of value x[i]).  Rows count through w1, wa, ws.
 */
#define YUT_NET_ACTIVE	(4 * (YUT_MAXPIECES + 2) + 1)
#define YUT_NET_DENSE	10
struct yut_net_in {
	int idx[YUT_NET_ACTIVE], n;
	int didx[YUT_NET_DENSE], nd;
	float x[YUT_NET_DENSE];
};
/* The first row of ws, past w1's and wa's. */
#define YUT_NET_SROW	(YUT_NET_INPUTS + YUT_NET_AINPUTS)
/* net's output for in, and one step of in's value towards target. */
double yut_net_run(const struct yut_net *net, const struct yut_net_in *in);
void yut_net_fit(struct yut_net *net, const struct yut_net_in *in,
    double target, double alpha);
/*
 * The two-player network's own inputs of the pieces of player k of st, a
 * side's YUT_NET_SIDE rows from row base on, into in; and its exposure of
 * player k's pieces to player t's (learn.c's dense inputs).
 */
#define YUT_NET_SIDE	(29 * 3 + 5 + 5)
void yut_net_side(const struct yut_state *st, int k, int base,
    struct yut_net_in *in);
double yut_net_exposure(const struct yut_net *net, const struct yut_state *st,
    int t, int k);

/* The networks built in (weights.c, written by yut-learn). */
extern const struct yut_net yut_nets[];
extern const size_t yut_nnets;
/*
 * Whether net was made for this code's shape of network and holds what
 * yut-learn wrote (no weight changed or missing): 0, or -1 and why.
 */
int yut_net_check(const struct yut_net *net, char *err, size_t errsize);
/*
 * The network built in for the game of rules (YUT_BASIC or YUT_ADVANCED)
 * of npieces pieces, or NULL: there is none, or it fails yut_net_check
 * (said once with yut_warn).
 */
const struct yut_net *yut_net_builtin(int rules, int npieces);
/* The value of st (two players, net's game) for the player to act. */
double yut_net_value(const struct yut_net *net, const struct yut_state *st);
/*
 * The expert's move for the player to act of st (two players, net's game
 * and pieces): the hand spent to the best value, searched ply plies (1:
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
/*
 * Teach net the exact values of table t (its pieces): passes times over
 * every position of t where the game goes on, in an order shuffled from
 * seed, each value moved towards the table's.  err[0] and err[1] are the
 * mean distance of net's values from the table's before and after.
 * Returns 0, or -1 when memory runs out (net then as it was).
 */
struct yut_table;
int yut_net_teach(struct yut_net *net, const struct yut_table *t,
    int passes, uint64_t seed, double err[2]);
/*
 * One step of training (learn.c): net's value of st, for the player about
 * to throw, moved towards target by alpha.
 */
void yut_net_train(struct yut_net *net, const struct yut_state *st,
    double target, double alpha);
/* Small random weights for the game of rules of npieces pieces, from seed. */
void yut_net_init(struct yut_net *net, int rules, int npieces, uint64_t seed);
/*
 * Train net by games of self-play (TD(0)) of its game, the sticks (and in
 * the advanced game each side's animal, drawn for each game) from seed;
 * progress, if not NULL, is called every 1,000 games.
 */
void yut_net_learn(struct yut_net *net, uint64_t games, uint64_t seed,
    void (*progress)(void *arg, uint64_t done), void *arg);
/* Write net as a C initializer of struct yut_net. */
void yut_net_write_c(FILE *fp, const struct yut_net *net);
/*
 * The network built in for basic games of nplayers (3 or 4) of npieces
 * pieces, or NULL (as yut_net_builtin).
 */
const struct yut_net *yut_net_seats_builtin(int nplayers, int npieces);

/* ------------------------------------------------------------ seatnet.c */

/* net's chance that seat me of st (net's game of seats) wins. */
double yut_net_seat_value(const struct yut_net *net,
    const struct yut_state *st, int me);
/* One step of training: net's value of st for seat me towards target. */
void yut_net_seat_train(struct yut_net *net, const struct yut_state *st,
    int me, double target, double alpha);
/* Small random weights for basic games of nplayers, npieces, from seed. */
void yut_net_seats_init(struct yut_net *net, int nplayers, int npieces,
    uint64_t seed);

/* ----------------------------------------------------------- selfplay.c */

/*
 * Train net (a network of seats: yut_net_seats_init) by games of
 * self-play (TD(0)) of its game, each player spending its hand to its own
 * best value by net, every seat's value of a turn's start moved towards
 * its value at the next; the sticks from seed, progress as in
 * yut_net_learn.
 */
void yut_net_seats_learn(struct yut_net *net, uint64_t games, uint64_t seed,
    void (*progress)(void *arg, uint64_t done), void *arg);

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

/* ------------------------------------------------------------- simrun.c */

/*
 * The figures of a series of games yut-sim played, on fp: a heading, a
 * row by strategy and by seat (games, wins, rate and its 95% interval),
 * draws, the length of a game and the speed, secs taken over jobs.
 */
void yut_sim_report(FILE *fp, const struct yut_sim *sim,
    const struct yut_sim_tally *t, double secs, int jobs);

/* ----------------------------------------------------------- learnrun.c */

/*
 * A network to train: its game (YUT_BASIC or YUT_ADVANCED), the pieces it
 * plays, the games of its self-play, and the exact table it is then
 * taught, if any (yut_net_teach), read from path, passes times over.
 */
#define YUT_LEARN_MAXRUNS	(2 * YUT_MAXPIECES)
struct yut_learn_run {
	int rules;
	int players;		/* 2, or 3 and 4: yut_net_seats_learn's */
	int pieces;
	uint64_t games;
	struct yut_table *table;
	const char *path;
	int passes;
};

/*
 * weights.c as yut-learn writes it to fp: its head, naming the seed and
 * the runs[0..n-1] it was trained with, then each network
 * (yut_learn_train), then its tail.
 */
void yut_learn_head(FILE *fp, const struct yut_learn_run *runs, int n,
    uint64_t seed);
void yut_learn_tail(FILE *fp);
/*
 * Read the exact table at path and give it, with passes, to the run of
 * runs[0..n-1] of the basic game of its pieces: 0, or -1 with a message
 * in err (the table unreadable, for other sticks, of pieces no basic run
 * trains, or a second for the same run).  yut_learn_free_tables frees
 * what was read.
 */
int yut_learn_table(struct yut_learn_run *runs, int n, const char *path,
    int passes, char *err, size_t errsize);
void yut_learn_free_tables(struct yut_learn_run *runs, int n);
/*
 * Train the network of run by self-play from seed (+ its pieces, + 16 for
 * the advanced game), with a
 * progress line on stderr unless quiet, and write it to fp as an
 * initializer of struct yut_net: 0, or -1 with a message in err.  A
 * run with a table is then taught it, the mean distance from its values
 * before and after said on stderr.
 */
int yut_learn_train(FILE *fp, const struct yut_learn_run *run,
    uint64_t seed, int quiet, char *err, size_t errsize);

#endif

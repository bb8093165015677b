/* sim.c - many games between computer players, and their statistics. */
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "search.h"
#include "bots.h"

/* A seed for stream k of group grp: the series seed mixed by splitmix. */
static uint64_t
stream_seed(uint64_t seed, uint64_t grp, uint64_t k)
{
	return yut_mix64(seed ^ (grp * 0x9e3779b97f4a7c15ULL) ^
	    ((k + 1) * 0xd1b54a32d192ed03ULL));
}

/* Take the throws owed, counting them. */
static uint64_t
throw_owed(struct yut_state *st, struct yut_rng *rng, double p)
{
	struct yut_event ev;

	yut_throw_all(st, rng, p, &ev);
	return (uint64_t)ev.thrown;
}

/* ------------------------------------------------------ the fast path */

/*
 * Random against random under the basic rules, the simulator's common
 * case, played on a board of its own: for each square the pieces on it
 * and their owner, for each player a bit mask of its squares and its
 * pieces at home and arrived, the hand one word of counts; no move list
 * and no sorting (branches stay where a processor predicts them: the
 * versions without were slower).  It draws the sticks and each bot's
 * pick from the same streams, in the same order, as the generic path,
 * and numbers the moves as yut_legal_moves lists them (by result, then
 * by square), so every game comes out the same.  The generic path stays
 * the judge: tests/rulecheck.c compares the sums of both over many seeds
 * (yut_sim.plain selects the generic path).
 */
/* Byte r of a hand word: how many of result r are held (at most 32). */
#define BYTE(r)		(8 * (r))

struct fast {
	const signed char (*dest)[YUT_NRESULTS];	/* yut_dest_table's */
	int nplayers, npieces, turn, throws;
	uint64_t hand;			/* a count of each result a byte */
	uint32_t mask[YUT_MAXPLAYERS];	/* bit s: a piece on square s > 0 */
	int nsq[YUT_MAXPLAYERS];	/* squares > 0 held */
	int home[YUT_MAXPLAYERS];	/* pieces on 0 */
	int done[YUT_MAXPLAYERS];	/* pieces arrived */
	int owner[YUT_NSQUARES + 1];	/* whose pieces are on the square */
	int count[YUT_NSQUARES + 1];	/* how many (count[0] unused) */
};

/* Whether a series is played on the fast path. */
static int
fast_eligible(const struct yut_sim *sim)
{
	int s;

	if (sim->plain || sim->advanced)
		return 0;
	for (s = 0; s < sim->nstrat; s++)
		if (sim->strat[s] != YUT_BOT_RANDOM)
			return 0;
	return 1;
}

/* The sum of the bytes of a word (each small): the results held. */
static inline int
bytesum(uint64_t h)
{
	return (int)((h * 0x0101010101010101ULL) >> 56);
}

/*
 * The lowest set bit of m (below bit 63) after clearing b (0..4) lower
 * ones, in four selects rather than a loop of b rounds.
 */
static inline int
kth(uint64_t m, int b)
{
	m = b > 0 ? m & (m - 1) : m;
	m = b > 1 ? m & (m - 1) : m;
	m = b > 2 ? m & (m - 1) : m;
	m = b > 3 ? m & (m - 1) : m;
	return __builtin_ctzll(m | 1ULL << 63);
}

/* ceil(256 / n): k / n is k * recip[n] >> 8 for k < 32, n 1..5. */
static const int recip[YUT_MAXPIECES + 2] = { 0, 256, 128, 86, 64, 52 };

/*
 * No throw owed: keep a hand with a forward result, or a back-do and a
 * piece on the board; otherwise discard the hand and pass the turn, as
 * rules.c's settle does (without the cow).
 */
static inline void
fast_settle(struct fast *f)
{
	if ((f->throws > 0) | ((f->hand >> BYTE(1)) != 0) |
	    (((f->hand & 0xff) != 0) & (f->mask[f->turn] != 0)))
		return;
	f->hand = 0;
	f->turn = f->turn + 1 < f->nplayers ? f->turn + 1 : 0;
	f->throws = 1;
}

/* Take every owed throw; returns how many were taken. */
static inline int
fast_throws(struct fast *f, struct yut_rng *sticks, double p)
{
	int r, n = 0;

	while (f->throws > 0) {
		r = yut_throw(sticks, p);
		n++;
		if (bytesum(f->hand) >= YUT_MAXHAND) {
			f->throws = 0;	/* forfeited */
			break;
		}
		f->hand += (uint64_t)1 << BYTE(r);
		f->throws += (r >= YUT_YUT) - 1;
	}
	fast_settle(f);
	return n;
}

/* Move the pieces of the player to act on sq by r; 1 if it won. */
static inline int
fast_move(struct fast *f, int sq, int r)
{
	int me = f->turn, d = f->dest[sq][r], moved, o, c;

	f->hand -= (uint64_t)1 << BYTE(r);
	/* from 0 one piece, from a square all (count[0] is always 0) */
	moved = sq == 0 ? 1 : f->count[sq];
	f->count[sq] = 0;
	f->home[me] -= sq == 0;
	f->nsq[me] -= sq != 0;
	f->mask[me] &= ~(1u << sq);
	if (d == YUT_ARRIVED) {
		if ((f->done[me] += moved) == f->npieces)
			return 1;
	} else {
		o = f->owner[d];
		if ((c = f->count[d]) == 0 || o != me)
			f->nsq[me]++;
		if (c > 0 && o != me) {
			/* caught: home they go, and a throw is earned */
			f->nsq[o]--;
			f->home[o] += c;
			f->mask[o] &= ~(1u << d);
			f->throws++;
			f->count[d] = 0;
		}
		f->count[d] += moved;
		f->owner[d] = me;
		f->mask[me] |= 1u << d;
	}
	fast_settle(f);
	return 0;
}

/*
 * The random bot's move: the legal moves are numbered result by result
 * (back-do, then do ... mo), square by square upwards, 0 first; back-do
 * has no move from 0.  The pick is drawn as yut_bot_choose draws it.
 */
static inline int
fast_random_move(struct fast *f, struct yut_rng *rng, int *won)
{
	const uint64_t ones = 0x7f7f7f7f7f7fULL;
	uint64_t h = f->hand, held, fwd;
	uint32_t mask = f->mask[f->turn];
	int home = f->home[f->turn] > 0, nsq, nback, nres, n, k, q, b, r;
	int sq;

	/* byte r of held: 1 when result r is held; fwd: do ... mo */
	held = ((((h & ones) + ones) | h) & ~ones) >> 7;
	fwd = held >> BYTE(1);
	nres = bytesum(fwd);
	nsq = f->nsq[f->turn] + home;
	nback = (int)(held & 1) * (nsq - home);
	n = nback + nres * nsq;
	if (n == 0)
		return -1;
	k = n == 1 ? 0 : (int)yut_rng_below(rng, (uint32_t)n);
	/* a back-do from board square k, or of the forward results held
	 * number q, from square b (-1: from 0) */
	if (k < nback) {
		r = YUT_BACKDO;
		b = k;
	} else {
		k -= nback;
		q = k * recip[nsq] >> 8;
		b = k - q * nsq - home;
		r = 1 + (kth(fwd, q) >> 3);
	}
	sq = b < 0 ? 0 : kth(mask, b);
	*won = fast_move(f, sq, r);
	return 0;
}

/*
 * Count into t a game that ended after turns turns (capped), won by seat w
 * (-1: a draw), slot[seat] the strategy in it.
 */
static void
tally_game(struct yut_sim_tally *t, uint64_t turns, int w, const int *slot)
{
	t->games++;
	t->turns += turns > YUT_SIM_MAXTURNS ? YUT_SIM_MAXTURNS : turns;
	if (w < 0) {
		t->draws++;
		return;
	}
	t->wins[slot[w]]++;
	t->seatwins[w]++;
}

/* Game g of a series on the fast path; as sim_game. */
static int
fast_game(const struct yut_sim *sim, uint64_t g, struct yut_sim_tally *t,
    char *err, size_t errsize)
{
	struct fast f;
	struct yut_rng sticks, rng[YUT_MAXPLAYERS];
	uint64_t grp = g / (uint64_t)sim->nstrat, turns = 1, throws = 0;
	uint64_t moves = 0;
	int rot = (int)(g % (uint64_t)sim->nstrat), slot[YUT_MAXPLAYERS];
	int s, w = -1, won = 0, turn;

	memset(&f, 0, sizeof f);
	f.dest = yut_dest_table(0);
	f.nplayers = sim->nstrat;
	f.npieces = sim->npieces;
	f.throws = 1;
	yut_rng_seed(&sticks, stream_seed(sim->seed, grp, YUT_MAXPLAYERS));
	for (s = 0; s < sim->nstrat; s++) {
		slot[s] = (s + rot) % sim->nstrat;
		yut_rng_seed(&rng[s], stream_seed(sim->seed, grp,
		    (uint64_t)slot[s]));
		f.home[s] = sim->npieces;
	}
	while (turns <= YUT_SIM_MAXTURNS) {
		turn = f.turn;
		if (f.throws > 0) {
			throws += (uint64_t)fast_throws(&f, &sticks, sim->prob);
		} else {
			if (fast_random_move(&f, &rng[turn], &won) < 0) {
				snprintf(err, errsize, "game %llu: random found "
				    "no move", (unsigned long long)g);
				return -1;
			}
			moves++;
			if (won) {
				w = turn;
				break;
			}
		}
		turns += f.turn != turn;
	}
	t->throws += throws;
	t->moves += moves;
	tally_game(t, turns, w, slot);
	return 0;
}

/*
 * Play game g of a series and add it to t.  Each group of nstrat games
 * shares one sequence of sticks, and the seats rotate within the group, so
 * the luck of the sticks and of sitting first cancels.  Random against
 * random in the basic game takes a fast path of its own (held to the
 * rules by tests/rulecheck.c; plain forbids it); every other game moves
 * through yut_bot_choose and yut_move, so a bot's illegal move is caught.
 * The bots' searches remember in memo and play with the sticks' tables
 * k.  Returns 0, or -1 with a message in err.
 */
/*
 * Seat game g of sim: its state at the start, the sticks' stream, and each
 * seat's strategy (slot) and stream of choices.
 */
static void
sim_seat(const struct yut_sim *sim, uint64_t g, struct yut_state *st,
    struct yut_rng *sticks, struct yut_rng *rng, int *slot)
{
	uint64_t grp = g / (uint64_t)sim->nstrat;
	int rot = (int)(g % (uint64_t)sim->nstrat), s;

	yut_state_basic(st, sim->nstrat, sim->advanced ? YUT_MAXPIECES :
	    sim->npieces);
	if (sim->advanced)
		st->rules = YUT_ADVANCED;
	yut_rng_seed(sticks, stream_seed(sim->seed, grp, YUT_MAXPLAYERS));
	for (s = 0; s < sim->nstrat; s++) {
		slot[s] = (s + rot) % sim->nstrat;
		yut_rng_seed(&rng[s], stream_seed(sim->seed, grp,
		    (uint64_t)slot[s]));
		if (sim->advanced) {
			snprintf(st->p[s].id, sizeof st->p[s].id, "bot%d",
			    slot[s]);
			st->p[s].animal = sim->animal[slot[s]];
		}
	}
}

/*
 * The bot of the seat to play in game g chooses a move and makes it: 1 if
 * it won, 0 if not, -1 with err set if it found no move or a wrong one.
 */
static int
sim_move(uint64_t g, struct yut_state *st, struct yut_bot *bot,
    struct yut_rng *rng, int strat, char *err, size_t errsize)
{
	struct yut_event ev;
	struct yut_mv mv;
	int e;

	bot->strategy = strat;
	if (yut_bot_choose(st, bot, rng, &mv) < 0) {
		snprintf(err, errsize, "game %llu: %s found no move",
		    (unsigned long long)g, yut_strategy_name(strat));
		return -1;
	}
	if ((e = yut_move(st, mv.pos, mv.result, &ev)) != YUT_OK) {
		snprintf(err, errsize, "game %llu: %s chose %d %s: %s",
		    (unsigned long long)g, yut_strategy_name(strat), mv.pos,
		    yut_result_name(mv.result), yut_strerr(e));
		return -1;
	}
	return ev.won != 0;
}

static int
sim_game(const struct yut_sim *sim, uint64_t g, struct yut_memo *memo,
    const struct yut_sticks *k, struct yut_sim_tally *t, char *err,
    size_t errsize)
{
	struct yut_state st;
	struct yut_rng sticks, rng[YUT_MAXPLAYERS];
	struct yut_bot bot = { 0, sim->prob, sim->table, memo, k };
	uint64_t turns = 1;
	int slot[YUT_MAXPLAYERS];
	int w = -1, r, turn;

	if (fast_eligible(sim))
		return fast_game(sim, g, t, err, errsize);
	sim_seat(sim, g, &st, &sticks, rng, slot);
	while (turns <= YUT_SIM_MAXTURNS) {
		turn = st.turn;
		if (st.throws > 0) {
			t->throws += throw_owed(&st, &sticks, sim->prob);
		} else {
			r = sim_move(g, &st, &bot, &rng[turn],
			    sim->strat[slot[turn]], err, errsize);
			if (r < 0)
				return -1;
			t->moves++;
			if (r > 0) {
				w = turn;
				break;
			}
		}
		if (st.turn != turn)
			turns++;
	}
	tally_game(t, turns, w, slot);
	return 0;
}

/* Add tally b into a. */
static void
tally_add(struct yut_sim_tally *a, const struct yut_sim_tally *b)
{
	int k;

	a->games += b->games;
	for (k = 0; k < YUT_MAXPLAYERS; k++) {
		a->wins[k] += b->wins[k];
		a->seatwins[k] += b->seatwins[k];
	}
	a->draws += b->draws;
	a->turns += b->turns;
	a->throws += b->throws;
	a->moves += b->moves;
}

/*
 * Wilson's interval keeps inside [0, 1] and stays honest near 0 and 1,
 * where a win rate of a strong bot lives.
 */
void
yut_wilson(uint64_t k, uint64_t n, double *lo, double *hi)
{
	const double z = 1.959963984540054;
	double p, d, c, h;

	if (n == 0) {
		*lo = 0;
		*hi = 1;
		return;
	}
	p = (double)k / (double)n;
	d = 1 + z * z / (double)n;
	c = (p + z * z / (2.0 * (double)n)) / d;
	h = z / d * sqrt(p * (1 - p) / (double)n +
	    z * z / (4.0 * (double)n * (double)n));
	*lo = c - h < 0 ? 0 : c - h;
	*hi = c + h > 1 ? 1 : c + h;
}

static volatile sig_atomic_t interrupted;

void
yut_sim_interrupt(void)
{
	interrupted = 1;
}

int
yut_sim_interrupted(void)
{
	return interrupted != 0;
}

/* What a worker process tells its parent: progress, then its sums. */
struct report {
	uint64_t done;
	int final;
	int failed;
	struct yut_sim_tally t;
	char err[200];
};

#define REPORT_EVERY	512
#define REPORT_SECS	0.1	/* with a progress line: that often */

/* Write all of a report; a short write to a pipe is an error. */
static int
put_report(int fd, const struct report *rp)
{
	const char *p = (const char *)rp;
	size_t got = 0;
	ssize_t n;

	while (got < sizeof *rp) {
		n = write(fd, p + got, sizeof *rp - got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		got += (size_t)n;
	}
	return 0;
}

/* Read a whole report: 1, 0 at end of file, -1 on error. */
static int
get_report(int fd, struct report *rp)
{
	char *p = (char *)rp;
	size_t got = 0;
	ssize_t n;

	while (got < sizeof *rp) {
		n = read(fd, p + got, sizeof *rp - got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		if (n == 0)
			return got == 0 ? 0 : -1;
		got += (size_t)n;
	}
	return 1;
}

/*
 * Worker w of jobs: games w, w + jobs, ..., reported on fd every
 * REPORT_EVERY games, or every REPORT_SECS when often (a progress line is
 * shown: a slow strategy's first figures come at once).
 */
static _Noreturn void
worker(const struct yut_sim *sim, uint64_t ngames, int jobs, int w, int fd,
    int often)
{
	struct report rp;
	struct yut_memo memo;
	struct yut_sticks k;
	uint64_t g;
	double last = yut_seconds(), now = 0;

	memset(&rp, 0, sizeof rp);
	yut_search_memo(NULL, &memo);
	yut_sticks_fill(&k, sim->prob);
	for (g = (uint64_t)w; g < ngames && !interrupted; g += (uint64_t)jobs) {
		if (sim_game(sim, g, &memo, &k, &rp.t, rp.err,
		    sizeof rp.err) < 0) {
			rp.failed = 1;
			break;
		}
		rp.done++;
		if (often ? (now = yut_seconds()) - last < REPORT_SECS :
		    rp.done % REPORT_EVERY != 0)
			continue;
		last = now;
		if (put_report(fd, &rp) < 0)
			_exit(1);
	}
	yut_memo_free(&memo);
	rp.final = 1;
	_exit(put_report(fd, &rp) < 0);
}

/*
 * Fork jobs workers, each writing to its pipe pfd[w] (pid[w] its process):
 * how many were started, all of them, or fewer with err set.
 */
static int
spawn_workers(const struct yut_sim *sim, uint64_t ngames, int jobs,
    int often, struct pollfd *pfd, pid_t *pid, char *err, size_t errsize)
{
	int fds[2], w, c;

	fflush(NULL);
	for (w = 0; w < jobs; w++) {
		if (pipe(fds) < 0 || (pid[w] = fork()) < 0) {
			snprintf(err, errsize, "fork: %s", strerror(errno));
			return w;
		}
		if (pid[w] == 0) {
			for (c = 0; c < w; c++)
				close(pfd[c].fd);
			close(fds[0]);
			worker(sim, ngames, jobs, w, fds[1], often);
		}
		close(fds[1]);
		pfd[w].fd = fds[0];
		pfd[w].events = POLLIN;
	}
	return jobs;
}

/*
 * Read the jobs workers' reports until each pipe ends, the last of each
 * into last[w], telling progress of the games done; an interrupt passed
 * on to them.  0, or -1 with err set.
 */
static int
gather_reports(struct pollfd *pfd, const pid_t *pid, int jobs,
    struct report *last, void (*progress)(void *, uint64_t), void *arg,
    char *err, size_t errsize)
{
	struct report rp;
	uint64_t done;
	int w, open, got, told = 0;

	for (open = jobs; open > 0;) {
		if (interrupted && !told) {
			/* a signal to this process alone reaches them too */
			for (w = 0; w < jobs; w++)
				kill(pid[w], SIGINT);
			told = 1;
		}
		if (poll(pfd, (nfds_t)jobs, -1) < 0) {
			if (errno == EINTR)
				continue;
			snprintf(err, errsize, "poll: %s", strerror(errno));
			return -1;
		}
		for (w = 0; w < jobs; w++) {
			if (pfd[w].fd < 0 || pfd[w].revents == 0)
				continue;
			got = get_report(pfd[w].fd, &rp);
			if (got == 1)
				last[w] = rp;
			if (got <= 0 || rp.final) {
				close(pfd[w].fd);
				pfd[w].fd = -1;
				open--;
			}
		}
		if (progress) {
			for (done = 0, w = 0; w < jobs; w++)
				done += last[w].done;
			progress(arg, done);
		}
	}
	return 0;
}

/*
 * Wait for the jobs workers (stopped first when rc is -1), adding their
 * last reports to t: rc, or -1 with err set if one failed or died.
 */
static int
reap_workers(const pid_t *pid, int jobs, const struct report *last, int rc,
    struct yut_sim_tally *t, char *err, size_t errsize)
{
	int w, status;

	for (w = 0; w < jobs; w++) {
		if (rc < 0)
			kill(pid[w], SIGTERM);
		while (waitpid(pid[w], &status, 0) < 0 && errno == EINTR)
			;
		if (rc == 0 && last[w].failed) {
			snprintf(err, errsize, "%s", last[w].err);
			rc = -1;
		} else if (rc == 0 && !last[w].final) {
			snprintf(err, errsize, "worker %d died", w);
			rc = -1;
		}
		tally_add(t, &last[w].t);
	}
	return rc;
}

/* Fork the workers and gather their reports. */
static int
run_workers(const struct yut_sim *sim, uint64_t ngames, int jobs,
    void (*progress)(void *, uint64_t), void *arg,
    struct yut_sim_tally *t, char *err, size_t errsize)
{
	struct pollfd pfd[64];
	struct report last[64];
	pid_t pid[64];
	int started, rc = 0;

	memset(last, 0, sizeof last);
	started = spawn_workers(sim, ngames, jobs, progress != NULL, pfd, pid,
	    err, errsize);
	if (started < jobs)
		rc = -1;
	if (gather_reports(pfd, pid, started, last, progress, arg, err,
	    errsize) < 0)
		rc = -1;
	return reap_workers(pid, started, last, rc, t, err, errsize);
}

int
yut_sim_run(const struct yut_sim *sim, uint64_t ngames, int jobs,
    void (*progress)(void *arg, uint64_t done), void *arg,
    struct yut_sim_tally *t, char *err, size_t errsize)
{
	struct yut_memo memo;
	struct yut_sticks k;
	uint64_t g;
	int rc = 0;

	memset(t, 0, sizeof *t);
	if (jobs > 64)
		jobs = 64;
	if ((uint64_t)jobs > ngames)
		jobs = ngames > 0 ? (int)ngames : 1;
	if (jobs > 1)
		return run_workers(sim, ngames, jobs, progress, arg, t, err,
		    errsize);
	yut_search_memo(NULL, &memo);
	yut_sticks_fill(&k, sim->prob);
	for (g = 0; g < ngames && !interrupted; g++) {
		if ((rc = sim_game(sim, g, &memo, &k, t, err, errsize)) < 0)
			break;
		/* progress keeps its own time: it is told of every game */
		if (progress)
			progress(arg, g + 1);
	}
	yut_memo_free(&memo);
	if (progress && rc == 0)
		progress(arg, g);
	return rc;
}

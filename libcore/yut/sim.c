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

#include "yut.h"

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

int
yut_sim_game(const struct yut_sim *sim, uint64_t g, struct yut_sim_tally *t,
    char *err, size_t errsize)
{
	struct yut_state st;
	struct yut_rng sticks, rng[YUT_MAXPLAYERS];
	struct yut_event ev;
	struct yut_mv mv;
	uint64_t grp = g / (uint64_t)sim->nstrat, turns = 1;
	int rot = (int)(g % (uint64_t)sim->nstrat), slot[YUT_MAXPLAYERS];
	int s, w, e, turn;

	yut_state_basic(&st, sim->nstrat, sim->advanced ? YUT_MAXPIECES :
	    sim->npieces);
	if (sim->advanced)
		st.rules = YUT_ADVANCED;
	yut_rng_seed(&sticks, stream_seed(sim->seed, grp, YUT_MAXPLAYERS));
	for (s = 0; s < sim->nstrat; s++) {
		slot[s] = (s + rot) % sim->nstrat;
		yut_rng_seed(&rng[s], stream_seed(sim->seed, grp,
		    (uint64_t)slot[s]));
		if (sim->advanced) {
			snprintf(st.p[s].id, sizeof st.p[s].id, "bot%d",
			    slot[s]);
			st.p[s].animal = sim->animal[slot[s]];
		}
	}
	w = -1;
	while (turns <= YUT_SIM_MAXTURNS) {
		turn = st.turn;
		if (st.throws > 0) {
			t->throws += throw_owed(&st, &sticks, sim->prob);
		} else {
			if (yut_bot_choose(&st, sim->strat[slot[turn]],
			    &rng[turn], &mv) < 0) {
				snprintf(err, errsize, "game %llu: %s found "
				    "no move", (unsigned long long)g,
				    yut_strategy_name(sim->strat[slot[turn]]));
				return -1;
			}
			if ((e = yut_move(&st, mv.pos, mv.result, &ev)) !=
			    YUT_OK) {
				snprintf(err, errsize, "game %llu: %s chose "
				    "%d %s: %s", (unsigned long long)g,
				    yut_strategy_name(sim->strat[slot[turn]]),
				    mv.pos, yut_result_name(mv.result),
				    yut_strerr(e));
				return -1;
			}
			t->moves++;
			if (ev.won) {
				w = turn;
				break;
			}
		}
		if (st.turn != turn)
			turns++;
	}
	t->games++;
	t->turns += turns > YUT_SIM_MAXTURNS ? YUT_SIM_MAXTURNS : turns;
	if (w < 0) {
		t->draws++;
		return 0;
	}
	t->wins[slot[w]]++;
	t->seatwins[w]++;
	return 0;
}

void
yut_sim_add(struct yut_sim_tally *a, const struct yut_sim_tally *b)
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

/* Worker w of jobs: games w, w + jobs, ..., reported on fd. */
static _Noreturn void
worker(const struct yut_sim *sim, uint64_t ngames, int jobs, int w, int fd)
{
	struct report rp;
	uint64_t g;

	memset(&rp, 0, sizeof rp);
	for (g = (uint64_t)w; g < ngames && !interrupted; g += (uint64_t)jobs) {
		if (yut_sim_game(sim, g, &rp.t, rp.err, sizeof rp.err) < 0) {
			rp.failed = 1;
			break;
		}
		if (++rp.done % REPORT_EVERY == 0 && put_report(fd, &rp) < 0)
			_exit(1);
	}
	rp.final = 1;
	_exit(put_report(fd, &rp) < 0);
}

/* Fork the workers and gather their reports. */
static int
run_workers(const struct yut_sim *sim, uint64_t ngames, int jobs,
    void (*progress)(void *, uint64_t), void *arg,
    struct yut_sim_tally *t, char *err, size_t errsize)
{
	struct pollfd pfd[64];
	struct report rp, last[64];
	pid_t pid[64];
	int fds[2], w, open, rc = 0, got, status, told = 0;
	uint64_t done;

	fflush(NULL);
	memset(last, 0, sizeof last);
	for (w = 0; w < jobs; w++) {
		if (pipe(fds) < 0 || (pid[w] = fork()) < 0) {
			snprintf(err, errsize, "fork: %s", strerror(errno));
			jobs = w;
			rc = -1;
			break;
		}
		if (pid[w] == 0) {
			for (got = 0; got < w; got++)
				close(pfd[got].fd);
			close(fds[0]);
			worker(sim, ngames, jobs, w, fds[1]);
		}
		close(fds[1]);
		pfd[w].fd = fds[0];
		pfd[w].events = POLLIN;
	}
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
			rc = -1;
			break;
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
		yut_sim_add(t, &last[w].t);
	}
	return rc;
}

int
yut_sim_run(const struct yut_sim *sim, uint64_t ngames, int jobs,
    void (*progress)(void *arg, uint64_t done), void *arg,
    struct yut_sim_tally *t, char *err, size_t errsize)
{
	uint64_t g;

	memset(t, 0, sizeof *t);
	if (jobs > 64)
		jobs = 64;
	if ((uint64_t)jobs > ngames)
		jobs = ngames > 0 ? (int)ngames : 1;
	if (jobs > 1)
		return run_workers(sim, ngames, jobs, progress, arg, t, err,
		    errsize);
	for (g = 0; g < ngames && !interrupted; g++) {
		if (yut_sim_game(sim, g, t, err, errsize) < 0)
			return -1;
		if (progress && (g + 1) % REPORT_EVERY == 0)
			progress(arg, g + 1);
	}
	if (progress)
		progress(arg, g);
	return 0;
}

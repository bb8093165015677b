/*
 * pty.c - a program run under a pseudo-terminal, as a person at a terminal
 * would run it: its output read with deadlines, its answers typed, and its
 * end told in words (an exit status, the signal that killed it, the limit
 * it hit).  The program is contained: resource limits, its own session and
 * process group, no descriptor of ours, optionally a bwrap(1) sandbox; at
 * the end its group and every process it left are killed and reaped.
 */
#define _XOPEN_SOURCE 700	/* posix_openpt, grantpt, unlockpt, ptsname */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "common.h"

#define POLL_SLICE	100	/* ms: a signal caught is seen this soon */
#define REAP_MS		5000	/* to reap what the program left */
#define FD_SCAN_MAX	65536	/* descriptors closed in the child */
#define REAP_BATCH	4096	/* zombies reaped at a time during the run */
#define SCAN_MS		50	/* between two scans of /proc at the end */

/* The limits, their names in -L and in messages, and their resources. */
static const struct {
	const char *name, *what;
	int resource;
	int bytes;		/* a size: K, M, G suffixes */
	long long def;
} limits[YUT_NLIMITS] = {
	{ "cpu", "CPU time limit", RLIMIT_CPU, 0, 600 },
	{ "mem", "memory limit", RLIMIT_AS, 1, 2LL << 30 },
	{ "nproc", "process limit", RLIMIT_NPROC, 0, 256 },
	{ "fsize", "file size limit", RLIMIT_FSIZE, 1, 64LL << 20 },
	{ "nofile", "open file limit", RLIMIT_NOFILE, 0, 256 },
};

long long
yut_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

const char *
yut_signal_name(int sig)
{
	static const struct {
		int sig;
		const char *name;
	} names[] = {
		{ SIGABRT, "SIGABRT" }, { SIGALRM, "SIGALRM" },
		{ SIGBUS, "SIGBUS" }, { SIGFPE, "SIGFPE" },
		{ SIGHUP, "SIGHUP" }, { SIGILL, "SIGILL" },
		{ SIGINT, "SIGINT" }, { SIGKILL, "SIGKILL" },
		{ SIGPIPE, "SIGPIPE" }, { SIGQUIT, "SIGQUIT" },
		{ SIGSEGV, "SIGSEGV" }, { SIGTERM, "SIGTERM" },
		{ SIGTRAP, "SIGTRAP" }, { SIGUSR1, "SIGUSR1" },
		{ SIGUSR2, "SIGUSR2" }, { SIGXCPU, "SIGXCPU" },
		{ SIGXFSZ, "SIGXFSZ" }, { SIGSYS, "SIGSYS" },
	};
	size_t i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (names[i].sig == sig)
			return names[i].name;
	return "an unnamed signal";
}

void
yut_wait_describe(int status, char *buf, size_t size)
{
	if (WIFSIGNALED(status))
		snprintf(buf, size, "was killed by signal %d (%s)",
		    WTERMSIG(status), yut_signal_name(WTERMSIG(status)));
	else if (WIFEXITED(status))
		snprintf(buf, size, "exited with status %d",
		    WEXITSTATUS(status));
	else
		snprintf(buf, size, "ended (wait status %#x)", status);
}

void
yut_pty_defaults(struct yut_pty_opt *o)
{
	int k;

	memset(o, 0, sizeof *o);
	for (k = 0; k < YUT_NLIMITS; k++)
		o->limit[k] = limits[k].def;
}

/* One limit's value: a number, with K, M or G for a size; or unlimited. */
static int
limit_value(int k, const char *s, long long *v)
{
	unsigned long long n;
	long long mul = 1;
	char *end;

	if (strcmp(s, "unlimited") == 0) {
		*v = YUT_UNLIMITED;
		return 0;
	}
	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	n = strtoull(s, &end, 10);
	if (limits[k].bytes && *end != '\0' && end[1] == '\0') {
		switch (*end++) {
		case 'K': mul = 1LL << 10; break;
		case 'M': mul = 1LL << 20; break;
		case 'G': mul = 1LL << 30; break;
		default: return -1;
		}
	}
	if (*end != '\0' || errno != 0 || n == 0 ||
	    n > (unsigned long long)(LLONG_MAX / 4) / (unsigned long long)mul)
		return -1;
	*v = (long long)n * mul;
	return 0;
}

int
yut_pty_limit_item(const char *s, void *ctx)
{
	struct yut_pty_opt *o = ctx;
	const char *eq = strchr(s, '=');
	int k;

	for (k = 0; eq != NULL && k < YUT_NLIMITS; k++)
		if (strlen(limits[k].name) == (size_t)(eq - s) &&
		    strncmp(s, limits[k].name, (size_t)(eq - s)) == 0)
			return limit_value(k, eq + 1, &o->limit[k]) < 0 ?
			    -1 : k;
	return -1;
}

/* "10 s", "512 MiB", "64 processes": limit k's value in words. */
static void
limit_words(int k, long long v, char *buf, size_t size)
{
	if (k == YUT_LIMIT_CPU)
		snprintf(buf, size, "%lld s", v);
	else if (!limits[k].bytes)
		snprintf(buf, size, "%lld", v);
	else if (v % (1LL << 30) == 0)
		snprintf(buf, size, "%lld GiB", v >> 30);
	else if (v % (1LL << 20) == 0)
		snprintf(buf, size, "%lld MiB", v >> 20);
	else if (v % (1LL << 10) == 0)
		snprintf(buf, size, "%lld KiB", v >> 10);
	else
		snprintf(buf, size, "%lld bytes", v);
}

/* One process of /proc: its parent, group, owner and threads. */
struct proc {
	pid_t pid, ppid, pgrp;
	uid_t uid;
	long threads;
};

/*
 * Call fn for every process /proc shows (Linux's format of stat); 0, or
 * -1 without /proc.  A process that ends meanwhile is left out.
 */
static int
proc_each(void (*fn)(const struct proc *, void *), void *arg)
{
	struct dirent *de;
	char path[sizeof de->d_name + 16], buf[1024], *p;
	struct stat sb;
	struct proc pr;
	DIR *dp;
	ssize_t n;
	int fd, ppid, pgrp;

	if ((dp = opendir("/proc")) == NULL)
		return -1;
	while ((de = readdir(dp)) != NULL) {
		if (de->d_name[0] < '1' || de->d_name[0] > '9' ||
		    strlen(de->d_name) > 20)
			continue;
		snprintf(path, sizeof path, "/proc/%s/stat", de->d_name);
		if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
			continue;
		n = fstat(fd, &sb) == 0 ? read(fd, buf, sizeof buf - 1) : -1;
		close(fd);
		if (n <= 0)
			continue;
		buf[n] = '\0';
		/* "pid (name) state ppid pgrp ...": the name may hold ')' */
		if ((p = strrchr(buf, ')')) == NULL ||
		    sscanf(p + 1, " %*c %d %d %*d %*d %*d %*u %*u %*u %*u %*u "
		    "%*u %*d %*d %*d %*d %*d %ld", &ppid, &pgrp,
		    &pr.threads) != 3)
			continue;
		pr.pid = (pid_t)atol(de->d_name);
		pr.ppid = (pid_t)ppid;
		pr.pgrp = (pid_t)pgrp;
		pr.uid = sb.st_uid;
		fn(&pr, arg);
	}
	closedir(dp);
	return 0;
}

/* Count the tasks of the user in *(long *)arg: what RLIMIT_NPROC counts. */
static void
count_user(const struct proc *pr, void *arg)
{
	if (pr->uid == getuid())
		*(long *)arg += pr->threads;
}

/*
 * Kill a child of ours, and its process group unless it is ours: a
 * process the program left, given to us as its subreaper.
 */
static void
kill_child(const struct proc *pr, void *arg)
{
	if (pr->ppid != getpid())
		return;
	if (pr->pgrp > 1 && pr->pgrp != getpgrp())
		kill(-pr->pgrp, SIGKILL);
	kill(pr->pid, SIGKILL);
	++*(int *)arg;
}

/*
 * In the child: make the terminal named slave its controlling terminal
 * and its standard input, output and error, output newlines untranslated
 * (a transcript holds "\n", not "\r\n"), close every other descriptor,
 * set the limits; never returns on failure, it reports errno on the pipe
 * report and exits 127.
 */
static _Noreturn void
child(const char *slave, const char *dir, char *const argv[], int report,
    const struct rlimit *rl, pid_t parent, const struct yut_cgroup *cg,
    char **env)
{
	extern char **environ;
	struct termios tio;
	long max;
	int fd, e, k;

	if (yut_cgroup_join(cg) < 0)
		goto fail;
	setsid();
#ifdef __linux__
	/* killed with us, should we be killed with no time to clean up */
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() != parent)
		_exit(127);
#else
	(void)parent;
#endif
	if ((fd = open(slave, O_RDWR)) < 0)
		goto fail;
#ifdef TIOCSCTTY
	ioctl(fd, TIOCSCTTY, 0);
#endif
	if (tcgetattr(fd, &tio) == 0) {
		tio.c_oflag &= ~(tcflag_t)ONLCR;
		tcsetattr(fd, TCSANOW, &tio);
	}
#ifdef TIOCSWINSZ
	{
		struct winsize ws = { 50, 100, 0, 0 };
		ioctl(fd, TIOCSWINSZ, &ws);
	}
#endif
	if (dup2(fd, 0) < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0)
		goto fail;
	/* nothing of ours (a transcript, our caller's pipes) goes with it */
	max = sysconf(_SC_OPEN_MAX);
	if (max < 0 || max > FD_SCAN_MAX)
		max = FD_SCAN_MAX;
	for (k = 3; k < max; k++)
		if (k != report)
			close(k);
	if (dir != NULL && chdir(dir) < 0)
		goto fail;
	for (k = 0; k < YUT_NLIMITS; k++)
		if (rl[k].rlim_cur != RLIM_INFINITY &&
		    setrlimit(limits[k].resource, &rl[k]) < 0)
			goto fail;
	signal(SIGPIPE, SIG_DFL);
	if (env != NULL)
		environ = env;
	execvp(argv[0], argv);
fail:
	e = errno;
	if (write(report, &e, sizeof e) < 0)
		_exit(127);
	_exit(127);
}

/*
 * The limits of o as the child sets them; none above the hard limits we
 * run under, which only root could raise.
 */
static void
child_limits(const struct yut_pty_opt *o, struct rlimit *rl)
{
	struct rlimit now;
	long users = 0;
	int k;

	for (k = 0; k < YUT_NLIMITS; k++) {
		rl[k].rlim_cur = rl[k].rlim_max = RLIM_INFINITY;
		if (o != NULL && o->limit[k] != YUT_UNLIMITED)
			rl[k].rlim_cur = rl[k].rlim_max = (rlim_t)o->limit[k];
	}
	/* SIGXCPU at the limit, SIGKILL a second later */
	if (rl[YUT_LIMIT_CPU].rlim_max != RLIM_INFINITY)
		rl[YUT_LIMIT_CPU].rlim_max++;
	/* RLIMIT_NPROC counts all the user's tasks: those beyond today's */
	if (rl[YUT_LIMIT_NPROC].rlim_cur != RLIM_INFINITY &&
	    proc_each(count_user, &users) == 0)
		rl[YUT_LIMIT_NPROC].rlim_cur = rl[YUT_LIMIT_NPROC].rlim_max +=
		    (rlim_t)users;
	for (k = 0; k < YUT_NLIMITS; k++) {
		if (rl[k].rlim_cur == RLIM_INFINITY ||
		    getrlimit(limits[k].resource, &now) < 0 ||
		    now.rlim_max == RLIM_INFINITY)
			continue;
		if (rl[k].rlim_max > now.rlim_max)
			rl[k].rlim_max = now.rlim_max;
		if (rl[k].rlim_cur > rl[k].rlim_max)
			rl[k].rlim_cur = rl[k].rlim_max;
	}
}

/* pt cleared, with opt (or the defaults), and made the reaper of orphans. */
static void
pty_init(struct yut_pty *pt, const struct yut_pty_opt *opt)
{
	memset(pt, 0, sizeof *pt);
	pt->fd = -1;
	pt->pid = -1;
	pt->cg.procs = -1;
	if (opt != NULL)
		pt->opt = *opt;
	else
		yut_pty_defaults(&pt->opt);
#ifdef __linux__
	/* whatever the program leaves behind is given to us, to kill */
	if (prctl(PR_SET_CHILD_SUBREAPER, 1) == 0)
		pt->subreaper = 1;
#endif
}

/* The master side into pt->fd, the slave's name into slave. */
static int
open_master(struct yut_pty *pt, char *slave, size_t size, char *err,
    size_t errsize)
{
	const char *name;

	if ((pt->fd = posix_openpt(O_RDWR | O_NOCTTY)) < 0 ||
	    grantpt(pt->fd) < 0 || unlockpt(pt->fd) < 0 ||
	    (name = ptsname(pt->fd)) == NULL) {
		snprintf(err, errsize, "pseudo-terminal: %s", strerror(errno));
		return -1;
	}
	snprintf(slave, size, "%s", name);
	return 0;
}

/*
 * Fork the child that runs argv (or the sandbox's bwrap line) on the
 * terminal slave, limited by rl, and wait for its exec: 0, or -1 with err
 * set (the child reaped) if it could not run.
 */
static int
start_child(struct yut_pty *pt, const char *slave, const char *dir,
    char *const argv[], const struct yut_sandbox *sb,
    const struct rlimit *rl, pid_t parent, char *err, size_t errsize)
{
	int fds[2], e, n;

	if (pipe(fds) < 0) {
		snprintf(err, errsize, "pipe: %s", strerror(errno));
		return -1;
	}
	fcntl(fds[1], F_SETFD, FD_CLOEXEC);
	fcntl(pt->fd, F_SETFD, FD_CLOEXEC);
	if ((pt->pid = fork()) < 0) {
		snprintf(err, errsize, "fork: %s", strerror(errno));
		close(fds[0]);
		close(fds[1]);
		return -1;
	}
	if (pt->pid == 0) {
		close(fds[0]);
		child(slave, dir, sb->argv != NULL ? sb->argv : argv, fds[1], rl,
		    parent, &pt->cg, sb->env);
	}
	/* its own session: its process group is its pid */
	pt->pgid = pt->pid;
	close(fds[1]);
	/* the pipe closes at a successful exec, or brings its errno */
	while ((n = (int)read(fds[0], &e, sizeof e)) < 0 && errno == EINTR)
		;
	close(fds[0]);
	if (n == (int)sizeof e) {
		snprintf(err, errsize, "cannot run %s: %s", sb->argv != NULL ?
		    "bwrap" : argv[0], strerror(e));
		waitpid(pt->pid, &pt->status, 0);
		pt->pid = -1;
		return -1;
	}
	return 0;
}

int
yut_pty_spawn(struct yut_pty *pt, const char *dir, char *const argv[],
    const struct yut_pty_opt *opt, char *err, size_t errsize)
{
	struct rlimit rl[YUT_NLIMITS];
	struct yut_sandbox sb = { NULL, NULL };
	pid_t parent = getpid();
	char slave[256], where[PATH_MAX];
	int flags;

	pty_init(pt, opt);
	if (pt->opt.sandbox) {
		if (realpath(dir != NULL ? dir : ".", where) == NULL) {
			snprintf(err, errsize, "%s: %s", dir != NULL ? dir :
			    ".", strerror(errno));
			return -1;
		}
		if (yut_sandbox_make(&sb, where, argv, &pt->opt, err,
		    errsize) < 0)
			return -1;
	}
	child_limits(&pt->opt, rl);
	/* root is not bound by RLIMIT_NPROC: a cgroup bounds it, if it can */
	if (pt->opt.limit[YUT_LIMIT_NPROC] != YUT_UNLIMITED)
		yut_cgroup_make(&pt->cg, pt->opt.limit[YUT_LIMIT_NPROC]);
	if (open_master(pt, slave, sizeof slave, err, errsize) < 0 ||
	    start_child(pt, slave, dir, argv, &sb, rl, parent, err,
	    errsize) < 0) {
		yut_sandbox_free(&sb);
		yut_cgroup_remove(&pt->cg);
		if (pt->fd >= 0)
			close(pt->fd);
		pt->fd = -1;
		return -1;
	}
	yut_sandbox_free(&sb);
	flags = fcntl(pt->fd, F_GETFL);
	fcntl(pt->fd, F_SETFL, flags | O_NONBLOCK);
	return 0;
}

/*
 * Reap what has ended of our children: the program (its status kept) and
 * what it left that came to us, so that a program whose descendants fork
 * and exit without end fills no process table with zombies.  At most
 * REAP_BATCH at a time, so that the run goes on meanwhile.  1 when
 * nothing is left to wait for (no child at all, or, where nothing comes
 * to us, the program reaped), else 0.
 */
static int
reap(struct yut_pty *pt)
{
	int k, status;
	pid_t r = 0;

	for (k = 0; k < REAP_BATCH; k++) {
		if ((r = waitpid(-1, &status, WNOHANG)) <= 0)
			break;
		if (r == pt->pid) {
			pt->status = status;
			pt->pid = -1;
			pt->reaped = 1;
		}
	}
	if (r < 0 && errno == ECHILD) {
		if (pt->pid > 0)
			pt->reaped = 1;
		pt->pid = -1;
		return 1;
	}
	return !pt->subreaper && pt->pid < 0;
}

/*
 * Wait until pt's terminal is ready for events or deadline (ms) passes: 1
 * or 0; 0 too once a signal is caught (yut_catch_signals).  Reaps
 * meanwhile.
 */
static int
wait_fd(struct yut_pty *pt, short events, long long deadline)
{
	struct pollfd pfd;
	long long left;
	int r, fd = pt->fd;

	for (;;) {
		reap(pt);
		if (yut_signal_caught())
			return 0;
		left = deadline - yut_now_ms();
		if (left < 0)
			left = 0;
		pfd.fd = fd;
		pfd.events = events;
		pfd.revents = 0;
		r = poll(&pfd, 1, left > POLL_SLICE ? POLL_SLICE : (int)left);
		if (r > 0)
			return 1;
		if (r < 0 && errno != EINTR)
			return 1;	/* let the read or write tell */
		if (r == 0 && left == 0)
			return 0;
	}
}

long
yut_pty_read(struct yut_pty *pt, char *buf, size_t size, long long deadline)
{
	ssize_t n;

	if (pt->eof)
		return -1;
	for (;;) {
		n = read(pt->fd, buf, size);
		if (n > 0)
			return (long)n;
		/* Linux says EIO once every slave descriptor has closed */
		if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
			pt->eof = 1;
			return -1;
		}
		if (errno == EAGAIN && !wait_fd(pt, POLLIN, deadline))
			return 0;
	}
}

int
yut_pty_write(struct yut_pty *pt, const char *s, size_t len,
    long long deadline)
{
	ssize_t n;

	while (len > 0) {
		n = write(pt->fd, s, len);
		if (n > 0) {
			s += n;
			len -= (size_t)n;
		} else if (n < 0 && errno == EAGAIN) {
			if (!wait_fd(pt, POLLOUT, deadline))
				return -1;
		} else if (n < 0 && errno != EINTR)
			return -1;
	}
	return 0;
}

int
yut_pty_echo(struct yut_pty *pt)
{
	struct termios tio;

	if (tcgetattr(pt->fd, &tio) < 0)
		return -1;
	return (tio.c_lflag & ECHO) != 0;
}

int
yut_pty_wait(struct yut_pty *pt, long long deadline)
{
	for (;;) {
		reap(pt);
		if (pt->pid < 0)
			return 1;
		if (yut_now_ms() >= deadline || yut_signal_caught())
			return 0;
		/* a child that closed its terminal is about to end */
		nanosleep(&(struct timespec){ 0, 2000000 }, NULL);
	}
}

void
yut_pty_close(struct yut_pty *pt)
{
	long long deadline = yut_now_ms() + REAP_MS, scan = 0;
	int n;

	/*
	 * Its own session and process group: whatever stays in the group
	 * goes, even once the program itself has ended.  A group's number
	 * is sure to be its own only while a member holds it: once the
	 * program is reaped, the members come to us, the subreaper, and
	 * are killed below through themselves.
	 */
	if (pt->pgid > 1 && (pt->pid > 0 || !pt->subreaper))
		kill(-pt->pgid, SIGKILL);
	if (pt->pid > 0)
		kill(pt->pid, SIGKILL);
	/*
	 * What left the group (setsid, setpgid) came to us, its subreaper,
	 * when its parent died, or stays in its cgroup: kill and reap it
	 * all, and what it left.  /proc is read once a while, not once a
	 * child, and nothing holds the end past its deadline.
	 */
	for (;;) {
		n = yut_cgroup_kill(&pt->cg);
		if (reap(pt) && n == 0)
			break;
		if (yut_now_ms() >= scan) {
			if (pt->subreaper)
				proc_each(kill_child, &n);
			scan = yut_now_ms() + SCAN_MS;
		}
		if (yut_now_ms() >= deadline) {
			yut_warn("processes of the program still run after "
			    "%d s; left behind", REAP_MS / 1000);
			break;
		}
		nanosleep(&(struct timespec){ 0, 1000000 }, NULL);
	}
	yut_cgroup_remove(&pt->cg);
	pt->pgid = -1;
	if (pt->fd >= 0)
		close(pt->fd);
	pt->fd = -1;
}

void
yut_pty_describe(const struct yut_pty *pt, char *buf, size_t size)
{
	const long long *lim = pt->opt.limit;
	char words[32];
	struct rusage ru;
	long long used = 0, cpu = 0;
	int status = pt->status, sig = 0, k = -1;
	size_t n;

	/* bwrap tells a signal that killed the program as 128 + it */
	if (pt->opt.sandbox && WIFEXITED(status) && WEXITSTATUS(status) > 128)
		sig = WEXITSTATUS(status) - 128;
	else if (WIFSIGNALED(status))
		sig = WTERMSIG(status);
	if (sig == 0) {
		yut_wait_describe(status, buf, size);
		return;
	}
	snprintf(buf, size, "was killed by signal %d (%s", sig,
	    yut_signal_name(sig));
	if (getrusage(RUSAGE_CHILDREN, &ru) == 0) {
		used = (long long)ru.ru_maxrss * 1024;
		cpu = (long long)ru.ru_utime.tv_sec + ru.ru_stime.tv_sec;
	}
	if (lim[YUT_LIMIT_CPU] != YUT_UNLIMITED && (sig == SIGXCPU ||
	    (sig == SIGKILL && cpu >= lim[YUT_LIMIT_CPU])))
		k = YUT_LIMIT_CPU;
	else if (sig == SIGXFSZ && lim[YUT_LIMIT_FSIZE] != YUT_UNLIMITED)
		k = YUT_LIMIT_FSIZE;
	n = strlen(buf);
	if (k >= 0) {
		limit_words(k, lim[k], words, sizeof words);
		snprintf(buf + n, size - n, ", %s of %s exceeded)",
		    limits[k].what, words);
	} else if (lim[YUT_LIMIT_MEM] != YUT_UNLIMITED &&
	    used >= lim[YUT_LIMIT_MEM] / 2) {
		/* a failed allocation is seen only by the program */
		limit_words(YUT_LIMIT_MEM, lim[YUT_LIMIT_MEM], words,
		    sizeof words);
		snprintf(buf + n, size - n, ", at %lld MiB of its %s of %s)",
		    used >> 20, limits[YUT_LIMIT_MEM].what, words);
	} else
		snprintf(buf + n, size - n, ")");
}

/*
 * pty.c - a program run under a pseudo-terminal, as a person at a terminal
 * would run it: its output read with deadlines, its answers typed, and its
 * end told in words (an exit status, or the signal that killed it).
 */
#define _XOPEN_SOURCE 700	/* posix_openpt, grantpt, unlockpt, ptsname */

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "common.h"

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

/*
 * In the child: make the terminal named slave its controlling terminal
 * and its standard input, output and error, output newlines untranslated
 * (a transcript holds "\n", not "\r\n"); never returns on failure, it
 * reports errno on the pipe report and exits 127.
 */
static _Noreturn void
child(const char *slave, const char *dir, char *const argv[], int report)
{
	struct termios tio;
	int fd, e;

	setsid();
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
	if (fd > 2)
		close(fd);
	if (dir != NULL && chdir(dir) < 0)
		goto fail;
	signal(SIGPIPE, SIG_DFL);
	execvp(argv[0], argv);
fail:
	e = errno;
	if (write(report, &e, sizeof e) < 0)
		_exit(127);
	_exit(127);
}

int
yut_pty_spawn(struct yut_pty *pt, const char *dir, char *const argv[],
    char *err, size_t errsize)
{
	char slave[256];
	const char *name;
	int fds[2], e, n, flags;

	memset(pt, 0, sizeof *pt);
	pt->fd = -1;
	pt->pid = -1;
	if ((pt->fd = posix_openpt(O_RDWR | O_NOCTTY)) < 0 ||
	    grantpt(pt->fd) < 0 || unlockpt(pt->fd) < 0 ||
	    (name = ptsname(pt->fd)) == NULL) {
		snprintf(err, errsize, "pseudo-terminal: %s", strerror(errno));
		goto fail;
	}
	snprintf(slave, sizeof slave, "%s", name);
	if (pipe(fds) < 0) {
		snprintf(err, errsize, "pipe: %s", strerror(errno));
		goto fail;
	}
	fcntl(fds[1], F_SETFD, FD_CLOEXEC);
	fcntl(pt->fd, F_SETFD, FD_CLOEXEC);
	if ((pt->pid = fork()) < 0) {
		snprintf(err, errsize, "fork: %s", strerror(errno));
		close(fds[0]);
		close(fds[1]);
		goto fail;
	}
	if (pt->pid == 0) {
		close(fds[0]);
		child(slave, dir, argv, fds[1]);
	}
	close(fds[1]);
	/* the pipe closes at a successful exec, or brings its errno */
	while ((n = (int)read(fds[0], &e, sizeof e)) < 0 && errno == EINTR)
		;
	close(fds[0]);
	if (n == (int)sizeof e) {
		snprintf(err, errsize, "cannot run %s: %s", argv[0],
		    strerror(e));
		waitpid(pt->pid, &pt->status, 0);
		pt->pid = -1;
		goto fail;
	}
	flags = fcntl(pt->fd, F_GETFL);
	fcntl(pt->fd, F_SETFL, flags | O_NONBLOCK);
	return 0;
fail:
	if (pt->fd >= 0)
		close(pt->fd);
	pt->fd = -1;
	return -1;
}

/* Wait until fd is ready for events or deadline (ms) passes: 1 or 0. */
static int
wait_fd(int fd, short events, long long deadline)
{
	struct pollfd pfd;
	long long left;
	int r;

	for (;;) {
		left = deadline - yut_now_ms();
		if (left < 0)
			left = 0;
		pfd.fd = fd;
		pfd.events = events;
		pfd.revents = 0;
		r = poll(&pfd, 1, left > 60000 ? 60000 : (int)left);
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
		if (errno == EAGAIN && !wait_fd(pt->fd, POLLIN, deadline))
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
			if (!wait_fd(pt->fd, POLLOUT, deadline))
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
	pid_t r;

	if (pt->pid < 0)
		return 1;
	for (;;) {
		r = waitpid(pt->pid, &pt->status, WNOHANG);
		if (r == pt->pid || (r < 0 && errno != EINTR)) {
			pt->pid = -1;
			pt->reaped = 1;
			return 1;
		}
		if (yut_now_ms() >= deadline)
			return 0;
		/* a child that closed its terminal is about to end */
		nanosleep(&(struct timespec){ 0, 2000000 }, NULL);
	}
}

void
yut_pty_close(struct yut_pty *pt)
{
	if (pt->pid > 0) {
		/* its own session and process group: children go too */
		kill(-pt->pid, SIGKILL);
		kill(pt->pid, SIGKILL);
		while (waitpid(pt->pid, &pt->status, 0) < 0 && errno == EINTR)
			;
		pt->pid = -1;
		pt->reaped = 1;
	}
	if (pt->fd >= 0)
		close(pt->fd);
	pt->fd = -1;
}

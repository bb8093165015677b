/*
 * sandbox.c - the bwrap(1) command line a program runs under when it is
 * not trusted: no capabilities whoever runs it, its own namespaces, a
 * clean environment, and a file system that shows it the system's
 * programs and libraries, its own files and directory and a private
 * /tmp, nothing of the person grading it; and the cgroup that bounds its
 * processes where RLIMIT_NPROC does not (root).
 */
#define _XOPEN_SOURCE 700

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common.h"

#define MAXMOUNTS	48	/* the program's own mounts, beyond the system's */
#define MAXARGS		(128 + 3 * MAXMOUNTS)	/* the system's take some 100 */

/* The system's directories, shown read-only (a link is made a link). */
static const char *const sysdirs[] = {
	"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
};

/*
 * What of /etc a program needs to run: the loader, the alternatives
 * /usr/bin links through, names of users and groups, time zone,
 * terminals, locales, shells' start-up files.  Not the rest (keys,
 * shadow, credentials of services).
 */
static const char *const etcfiles[] = {
	"alternatives", "bash.bashrc", "group", "host.conf", "hosts",
	"inputrc", "ld.so.cache", "ld.so.conf", "ld.so.conf.d",
	"locale.alias", "locale.conf", "localtime", "mime.types",
	"nsswitch.conf", "passwd", "perl", "profile", "profile.d",
	"protocols", "services", "terminfo", "timezone",
};

/* The variables of the grader's environment the program is given. */
static const char *const keepenv[] = { "TERM", "LANG", "LC_ALL", "NO_COLOR" };

/* One mount of the program's own, applied parents first. */
enum { M_RO, M_HIDE, M_RW };
struct mount {
	int kind;
	char path[PATH_MAX];
};

struct cmd {
	char *arg[MAXARGS];
	int n, bad;
	struct mount m[MAXMOUNTS];
	int nm;
	char work[PATH_MAX];		/* its own directory, real */
	char prog[PATH_MAX];		/* the program, as it is run */
	char progreal[PATH_MAX];	/* and the file it is */
};

static int probe(char *, size_t);

/* Add a copy of s to the command line. */
static void
add(struct cmd *c, const char *s)
{
	if (c->n >= MAXARGS || (c->arg[c->n] = strdup(s)) == NULL) {
		c->bad = 1;
		return;
	}
	c->n++;
}

static void
add3(struct cmd *c, const char *a, const char *b, const char *d)
{
	add(c, a);
	add(c, b);
	add(c, d);
}

/* Whether path is dir or lies under it. */
static int
under(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	if (strcmp(dir, "/") == 0)
		return 1;
	return strncmp(path, dir, n) == 0 && (path[n] == '\0' ||
	    path[n] == '/');
}

/* Whether the system's directories already show path. */
static int
system_path(const char *path)
{
	size_t i;

	for (i = 0; i < sizeof sysdirs / sizeof sysdirs[0]; i++)
		if (under(path, sysdirs[i]))
			return 1;
	return 0;
}

/*
 * Whether a directory may be shown to the program: not /, not the
 * grader's home nor anything holding it, nor anything holding the
 * program's own directory work (other programs' lie beside it, as in
 * /tmp).
 */
static int
showable(const char *dir, const char *work)
{
	char home[PATH_MAX];
	const char *h = getenv("HOME");

	if (strcmp(dir, "/") == 0 || (under(work, dir) &&
	    strcmp(work, dir) != 0))
		return 0;
	if (h != NULL && *h == '/' && realpath(h, home) != NULL &&
	    under(home, dir))
		return 0;
	return 1;
}

/* Note a mount of kind at path (made absolute and real); -1 if it isn't. */
static int
mount_add(struct cmd *c, int kind, const char *path)
{
	char real[PATH_MAX];
	int i;

	if (realpath(path, real) == NULL)
		return -1;
	for (i = 0; i < c->nm; i++)
		if (c->m[i].kind == kind && strcmp(c->m[i].path, real) == 0)
			return 0;
	if (c->nm == MAXMOUNTS) {
		c->bad = 1;
		return -1;
	}
	c->m[c->nm].kind = kind;
	snprintf(c->m[c->nm++].path, PATH_MAX, "%s", real);
	return 0;
}

/* The number of components of a path: parents sort before children. */
static int
depth(const char *p)
{
	int d = 0;

	for (; *p != '\0'; p++)
		d += *p == '/';
	return d;
}

static int
mount_cmp(const void *a, const void *b)
{
	const struct mount *x = a, *y = b;
	int dx = depth(x->path), dy = depth(y->path);

	if (dx != dy)
		return dx < dy ? -1 : 1;
	return x->kind - y->kind;
}

/* The system: its directories, what is needed of /etc, /dev, /proc, /tmp. */
static void
system_mounts(struct cmd *c)
{
	char path[PATH_MAX], target[PATH_MAX];
	struct stat sb;
	ssize_t n;
	size_t i;

	for (i = 0; i < sizeof sysdirs / sizeof sysdirs[0]; i++) {
		if (lstat(sysdirs[i], &sb) != 0)
			continue;
		if (S_ISLNK(sb.st_mode) && (n = readlink(sysdirs[i], target,
		    sizeof target - 1)) > 0) {
			target[n] = '\0';
			add3(c, "--symlink", target, sysdirs[i]);
		} else if (S_ISDIR(sb.st_mode))
			add3(c, "--ro-bind", sysdirs[i], sysdirs[i]);
	}
	for (i = 0; i < sizeof etcfiles / sizeof etcfiles[0]; i++) {
		snprintf(path, sizeof path, "/etc/%s", etcfiles[i]);
		add3(c, "--ro-bind-try", path, path);
	}
	add(c, "--dev");
	add(c, "/dev");
	add(c, "--proc");
	add(c, "/proc");
	add(c, "--tmpfs");
	add(c, "/tmp");
}

/*
 * The program's own files: the program, found as execvp(3) would find it,
 * and its directory; the directories of PATH, where the tools a script
 * calls are.  A directory that would show the grader's home shows none
 * of it: the program alone is shown then, at the path it is run by.
 */
static void
program_mounts(struct cmd *c, const char *name)
{
	char d[PATH_MAX], *slash;
	const char *path = getenv("PATH"), *p, *q;
	size_t len;

	c->prog[0] = '\0';
	for (p = path != NULL ? path : ""; *p != '\0'; p = *q ? q + 1 : q) {
		q = strchr(p, ':');
		if (q == NULL)
			q = p + strlen(p);
		len = (size_t)(q - p);
		if (len == 0 || len >= sizeof d || *p != '/')
			continue;
		memcpy(d, p, len);
		d[len] = '\0';
		if (c->prog[0] == '\0' && strchr(name, '/') == NULL &&
		    (snprintf(c->prog, sizeof c->prog, "%s/%s", d, name) >=
		    (int)sizeof c->prog || access(c->prog, X_OK) != 0))
			c->prog[0] = '\0';
		if (!system_path(d) && showable(d, c->work))
			mount_add(c, M_RO, d);
	}
	if (strchr(name, '/') != NULL)
		snprintf(c->prog, sizeof c->prog, "%s", name);
	snprintf(d, sizeof d, "%s", c->prog);
	if ((slash = strrchr(d, '/')) != NULL) {
		*slash = '\0';
		if (realpath(d[0] != '\0' ? d : "/", d) != NULL &&
		    !system_path(d) && showable(d, c->work))
			mount_add(c, M_RO, d);
	}
	if (c->prog[0] == '\0' || realpath(c->prog, c->progreal) == NULL ||
	    system_path(c->progreal))
		c->prog[0] = '\0';
}

/* Hide each path of o->hide that a mount of the program's would show. */
static void
hide_mounts(struct cmd *c, const struct yut_pty_opt *o)
{
	char real[PATH_MAX];
	int i, k, shown;

	for (i = 0; i < o->nhide; i++) {
		if (o->hide[i] == NULL || realpath(o->hide[i], real) == NULL)
			continue;
		for (k = shown = 0; k < c->nm; k++)
			shown |= c->m[k].kind != M_HIDE &&
			    under(real, c->m[k].path);
		if (shown)
			mount_add(c, M_HIDE, real);
	}
}

/* "name=value", allocated; NULL if it cannot be. */
static char *
envvar(const char *name, const char *value)
{
	size_t n = strlen(name) + strlen(value) + 2;
	char *s;

	if ((s = malloc(n)) != NULL)
		snprintf(s, n, "%s=%s", name, value);
	return s;
}

/* The clean environment the program gets: PATH, HOME (dir) and keepenv. */
static char **
clean_env(const char *dir)
{
	const char *v;
	char **env;
	size_t i, n = 0;

	if ((env = calloc(sizeof keepenv / sizeof keepenv[0] + 3,
	    sizeof *env)) == NULL)
		return NULL;
	if ((v = getenv("PATH")) == NULL)
		v = "/usr/local/bin:/usr/bin:/bin";
	env[n++] = envvar("PATH", v);
	env[n++] = envvar("HOME", dir);
	for (i = 0; i < sizeof keepenv / sizeof keepenv[0]; i++)
		if ((v = getenv(keepenv[i])) != NULL)
			env[n++] = envvar(keepenv[i], v);
	for (i = 0; i < n; i++)
		if (env[i] == NULL) {
			while (n > 0)
				free(env[--n]);
			free(env);
			return NULL;
		}
	return env;
}

void
yut_sandbox_free(struct yut_sandbox *sb)
{
	char **p;

	if (sb->argv != NULL) {
		for (p = sb->argv; *p != NULL && strcmp(*p, "--") != 0; p++)
			free(*p);
		free(*p);
		free(sb->argv);
	}
	if (sb->env != NULL) {
		for (p = sb->env; *p != NULL; p++)
			free(*p);
		free(sb->env);
	}
	sb->argv = sb->env = NULL;
}

/*
 * The mounts of c as bwrap's options, parents first, the program bound
 * last; the root made read-only and dir the working directory.
 */
static void
mount_args(struct cmd *c, const char *dir)
{
	int i;

	/* parents first, so that what lies under a mount is seen over it */
	qsort(c->m, (size_t)c->nm, sizeof c->m[0], mount_cmp);
	for (i = 0; i < c->nm; i++) {
		add(c, c->m[i].kind == M_RO ? "--ro-bind" : c->m[i].kind ==
		    M_RW ? "--bind" : "--tmpfs");
		if (c->m[i].kind != M_HIDE)
			add(c, c->m[i].path);
		add(c, c->m[i].path);
	}
	/* the program itself, last: shown even where its directory is not */
	if (c->prog[0] != '\0')
		add3(c, "--ro-bind", c->progreal, c->prog);
	/* and nothing else of the sandbox's own root is writable */
	add(c, "--remount-ro");
	add(c, "/");
	add3(c, "--chdir", dir, "--");
}

int
yut_sandbox_make(struct yut_sandbox *sb, const char *dir,
    char *const argv[], const struct yut_pty_opt *o, char *err,
    size_t errsize)
{
	static const char *const pre[] = {
		"bwrap", "--unshare-all", "--unshare-user", "--cap-drop", "ALL",
		"--die-with-parent",
	};
	struct cmd *c;
	size_t k, n;
	int i;

	memset(sb, 0, sizeof *sb);
	if ((c = calloc(1, sizeof *c)) == NULL) {
		snprintf(err, errsize, "%s", strerror(errno));
		return -1;
	}
	if ((i = probe(err, errsize)) < 0) {
		free(c);
		return -1;
	}
	for (k = 0; k < sizeof pre / sizeof pre[0]; k++)
		add(c, pre[k]);
	if (i == 1)
		add(c, "--disable-userns");
	system_mounts(c);
	if (mount_add(c, M_RW, dir) < 0 || realpath(dir, c->work) == NULL) {
		snprintf(err, errsize, "%s: %s", dir, strerror(errno));
		c->bad = 2;
	}
	program_mounts(c, argv[0]);
	hide_mounts(c, o);
	mount_args(c, dir);
	for (n = 0; argv[n] != NULL; n++)
		;
	if (c->bad || (sb->argv = calloc((size_t)c->n + n + 1,
	    sizeof *sb->argv)) == NULL || (sb->env = clean_env(dir)) == NULL) {
		if (c->bad != 2)
			snprintf(err, errsize, "the sandbox's command line "
			    "cannot be made");
		if (sb->argv != NULL)
			memcpy(sb->argv, c->arg, (size_t)c->n * sizeof *c->arg);
		else
			for (i = 0; i < c->n; i++)
				free(c->arg[i]);
		free(c);
		yut_sandbox_free(sb);
		return -1;
	}
	memcpy(sb->argv, c->arg, (size_t)c->n * sizeof *sb->argv);
	memcpy(sb->argv + c->n, argv, n * sizeof *sb->argv);
	free(c);
	return 0;
}

/*
 * Whether bwrap can make the sandbox's namespaces here, and whether it
 * can keep the program from making user namespaces of its own (bwrap
 * 0.8): 1, 0 without that, or -1 with what bwrap said in err.
 */
static int
probe(char *err, size_t errsize)
{
	char *const av[] = { "bwrap", "--unshare-all", "--unshare-user",
	    "--disable-userns", "--cap-drop", "ALL", "--ro-bind", "/", "/",
	    "true", NULL };
	char msg[256];
	int fds[2], status, i;
	ssize_t n, r;
	pid_t pid;

	for (i = 0; i < 2; i++) {
		if (pipe(fds) < 0) {
			snprintf(err, errsize, "--sandbox: pipe: %s",
			    strerror(errno));
			return -1;
		}
		if ((pid = fork()) < 0) {
			snprintf(err, errsize, "--sandbox: fork: %s",
			    strerror(errno));
			close(fds[0]);
			close(fds[1]);
			return -1;
		}
		if (pid == 0) {
			dup2(fds[1], 2);
			close(fds[0]);
			close(fds[1]);
			/* the second time, without --disable-userns */
			if (i == 1)
				memmove((char **)av + 3, av + 4, 7 * sizeof *av);
			execvp(av[0], av);
			fprintf(stderr, "cannot run bwrap: %s\n", strerror(errno));
			_exit(127);
		}
		close(fds[1]);
		n = 0;
		while ((size_t)n < sizeof msg - 1 && ((r = read(fds[0], msg + n,
		    sizeof msg - 1 - (size_t)n)) > 0 || (r < 0 && errno == EINTR)))
			n += r > 0 ? r : 0;
		close(fds[0]);
		msg[n] = '\0';
		msg[strcspn(msg, "\n")] = '\0';
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
		if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
			return i == 0;
		if (strstr(msg, "disable-userns") == NULL)
			break;
	}
	snprintf(err, errsize, "--sandbox: bwrap cannot make a sandbox here: "
	    "%s", msg[0] != '\0' ? msg : "it failed");
	return -1;
}

/* ---------------------------------------------------------- the cgroup */

/*
 * The pids cgroup the process is in, as a directory of /sys/fs/cgroup
 * (cgroup v1's pids hierarchy, or v2's unified one): 0, or -1.
 */
static int
own_cgroup(char *dir, size_t size)
{
	char line[PATH_MAX + 64], *ctl, *path;
	struct stat sb;
	FILE *fp;
	int found = -1;

	if ((fp = fopen("/proc/self/cgroup", "re")) == NULL)
		return -1;
	while (found < 0 && fgets(line, sizeof line, fp) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		if ((ctl = strchr(line, ':')) == NULL ||
		    (path = strchr(++ctl, ':')) == NULL)
			continue;
		*path++ = '\0';
		if (strcmp(ctl, "pids") == 0 && strlen(path) < size - 32) {
			snprintf(dir, size, "/sys/fs/cgroup/pids%s", path);
			found = 0;
		} else if (*ctl == '\0' && line[0] == '0' &&
		    stat("/sys/fs/cgroup/cgroup.controllers", &sb) == 0 &&
		    strlen(path) < size - 32) {
			snprintf(dir, size, "/sys/fs/cgroup%s", path);
			found = 0;
		}
	}
	fclose(fp);
	return found;
}

/* Write s to dir/file: 0, or -1. */
static int
put(const char *dir, const char *file, const char *s)
{
	char path[PATH_MAX + 32];
	ssize_t n;
	int fd;

	snprintf(path, sizeof path, "%s/%s", dir, file);
	if ((fd = open(path, O_WRONLY | O_CLOEXEC)) < 0)
		return -1;
	n = write(fd, s, strlen(s));
	close(fd);
	return n == (ssize_t)strlen(s) ? 0 : -1;
}

int
yut_cgroup_make(struct yut_cgroup *cg, long long max)
{
	static unsigned serial;
	char base[PATH_MAX], path[PATH_MAX + 32], num[32];

	cg->procs = -1;
	cg->dir[0] = '\0';
	if (max <= 0 || own_cgroup(base, sizeof base) < 0)
		return -1;
	if (snprintf(cg->dir, sizeof cg->dir, "%s/yut-drive.%ld.%u", base,
	    (long)getpid(), serial++) >= (int)sizeof cg->dir ||
	    snprintf(path, sizeof path, "%s/pids.max", cg->dir) >=
	    (int)sizeof path || mkdir(cg->dir, 0755) < 0) {
		cg->dir[0] = '\0';
		return -1;
	}
	/* cgroup v2 gives the child its pids.max once the parent enables it */
	if (access(path, F_OK) != 0)
		put(base, "cgroup.subtree_control", "+pids");
	snprintf(num, sizeof num, "%lld", max);
	snprintf(path, sizeof path, "%s/cgroup.procs", cg->dir);
	if (put(cg->dir, "pids.max", num) < 0 ||
	    (cg->procs = open(path, O_WRONLY | O_CLOEXEC)) < 0) {
		rmdir(cg->dir);
		cg->dir[0] = '\0';
		return -1;
	}
	return 0;
}

int
yut_cgroup_join(const struct yut_cgroup *cg)
{
	if (cg->procs < 0)
		return 0;
	return write(cg->procs, "0", 1) == 1 ? 0 : -1;
}

int
yut_cgroup_kill(struct yut_cgroup *cg)
{
	char path[PATH_MAX + 32];
	long pid;
	FILE *fp;
	int n = 0;

	if (cg->dir[0] == '\0')
		return 0;
	snprintf(path, sizeof path, "%s/cgroup.procs", cg->dir);
	if ((fp = fopen(path, "re")) == NULL)
		return 0;
	while (fscanf(fp, "%ld", &pid) == 1)
		if (pid > 1 && kill((pid_t)pid, SIGKILL) == 0)
			n++;
	fclose(fp);
	return n;
}

void
yut_cgroup_remove(struct yut_cgroup *cg)
{
	if (cg->procs >= 0)
		close(cg->procs);
	cg->procs = -1;
	if (cg->dir[0] != '\0')
		rmdir(cg->dir);
	cg->dir[0] = '\0';
}

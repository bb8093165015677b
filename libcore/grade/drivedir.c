/*
 * drivedir.c - where yut-drive runs a program: a directory of its own,
 * the users and saves files the program finds there, removed with all
 * the program left when the run ends; and the players it logs in.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "game.h"
#include "grade.h"

#define PASSWORD	"pw-of-"	/* each user's password: this and the ID */

static const char *const ids[YUT_MAXPLAYERS] = {
	"Noah", "Liam", "Olivia", "Emma"
};

const char *
yut_drive_id(int k)
{
	return ids[k];
}

void
yut_drive_password(int k, int wrong, char *buf, size_t size)
{
	snprintf(buf, size, "%s%s%s", PASSWORD, ids[k], wrong ? "-wrong" : "");
}

int
yut_drive_dir_make(struct yut_drive_dir *dd, const char *named)
{
	const char *tmp;

	memset(dd, 0, sizeof *dd);
	if (named != NULL) {
		if (strlen(named) >= sizeof dd->path) {
			yut_warn("%.32s...: the name is too long", named);
			return -1;
		}
		if (mkdir(named, 0700) < 0) {
			yut_warn("mkdir %s:", named);
			return -1;
		}
		strcpy(dd->path, named);
	} else {
		if ((tmp = getenv("TMPDIR")) == NULL || *tmp == '\0' ||
		    strlen(tmp) > 900)
			tmp = "/tmp";
		snprintf(dd->path, sizeof dd->path, "%s/yut-drive.XXXXXX",
		    tmp);
		if (mkdtemp(dd->path) == NULL) {
			yut_warn("mkdtemp %s:", dd->path);
			dd->path[0] = '\0';
			return -1;
		}
	}
	snprintf(dd->users, sizeof dd->users, "%s/user_info.txt", dd->path);
	snprintf(dd->saves, sizeof dd->saves, "%s/game_info.txt", dd->path);
	return 0;
}

/* A new file of the directory, for writing; NULL (said) if it cannot be. */
static FILE *
create(const char *path)
{
	FILE *fp;
	int fd;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
	    0600)) < 0 || (fp = fdopen(fd, "w")) == NULL) {
		yut_warn("open %s:", path);
		return NULL;
	}
	return fp;
}

/* Close a file written; 0, or -1 (said). */
static int
finish(FILE *fp, const char *path)
{
	if (fclose(fp) == EOF) {
		yut_warn("write %s:", path);
		return -1;
	}
	return 0;
}

int
yut_drive_dir_users(const struct yut_drive_dir *dd, int hashed)
{
	char err[256], pw[64];
	FILE *fp;
	int k;

	if (!hashed) {
		if ((fp = create(dd->users)) == NULL)
			return -1;
		for (k = 0; k < YUT_MAXPLAYERS; k++)
			fprintf(fp, "%s " PASSWORD "%s\n", ids[k], ids[k]);
		return finish(fp, dd->users);
	}
	for (k = 0; k < YUT_MAXPLAYERS; k++) {
		yut_drive_password(k, 0, pw, sizeof pw);
		if (yut_user_add(dd->users, ids[k], pw, err, sizeof err) != 0) {
			yut_warn("%s", err);
			return -1;
		}
	}
	return 0;
}

/* yut_readlines: copy each line of --saves-before to the program's file. */
static int
copy_line(void *arg, struct yut_rewrite *rw, const struct yut_line *ln)
{
	(void)rw;
	if (ln->no > 0 && ln->len >= 0)
		fprintf(arg, "%s\n", ln->text);
	return YUT_LINE_KEEP;
}

int
yut_drive_dir_saves(const struct yut_drive_dir *dd, const char *from)
{
	struct stat sb;
	char err[256];
	FILE *fp;

	if (stat(from, &sb) != 0) {
		yut_warn("%s:", from);
		return -1;
	}
	if (!S_ISREG(sb.st_mode)) {
		yut_warn("%s: not a regular file", from);
		return -1;
	}
	if ((fp = create(dd->saves)) == NULL)
		return -1;
	if (yut_readlines(from, copy_line, fp, err, sizeof err) != 0) {
		fclose(fp);
		yut_warn("%s: cannot be read", from);
		return -1;
	}
	return finish(fp, dd->saves);
}

/*
 * Remove the entries of the open directory fd that can go at once (files,
 * links, empty directories); the name of a directory that cannot, in
 * sub (what it holds must go first), or "" when none is left but those
 * that will not go at all (skip counts them): 0, or -1 if unreadable.
 */
static int
sweep(int fd, char *sub, size_t size, long *skip)
{
	struct dirent *de;
	DIR *dp;
	int dup_fd, n = 0;

	sub[0] = '\0';
	if ((dup_fd = dup(fd)) < 0 || (dp = fdopendir(dup_fd)) == NULL) {
		if (dup_fd >= 0)
			close(dup_fd);
		return -1;
	}
	rewinddir(dp);
	while ((de = readdir(dp)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 ||
		    strcmp(de->d_name, "..") == 0 ||
		    unlinkat(fd, de->d_name, 0) == 0 ||
		    unlinkat(fd, de->d_name, AT_REMOVEDIR) == 0)
			continue;
		/* a directory that holds something: the first such, past skip */
		if (sub[0] == '\0' && n++ >= *skip &&
		    strlen(de->d_name) < size)
			strcpy(sub, de->d_name);
	}
	closedir(dp);
	return 0;
}

/*
 * Remove what the directory dirfd holds (closing dirfd), however deep,
 * never through a link: one directory open at a time, going down into a
 * directory that is not empty and back up through "..", so that neither
 * the stack nor the descriptors nor PATH_MAX bound the depth.  A
 * directory where something stays is passed over by its parent after.
 * 0, or -1 if something stayed.
 */
static int
remove_tree(int dirfd)
{
	enum { LEVELS = 4096 };
	long skip[LEVELS];	/* directories passed over, a level */
	char stayed[LEVELS];	/* something stayed there */
	char sub[256];
	long depth = 0, steps = 0;
	int fd = dirfd, next, r = 0;

	skip[0] = stayed[0] = 0;
	while (fd >= 0 && steps++ < 10000000L) {
		if (sweep(fd, sub, sizeof sub, &skip[depth % LEVELS]) < 0)
			sub[0] = '\0', stayed[depth % LEVELS] = 1;
		if (sub[0] != '\0') {
			/* perhaps made unreadable: its contents first */
			fchmodat(fd, sub, 0700, 0);
			next = openat(fd, sub, O_RDONLY | O_DIRECTORY |
			    O_NOFOLLOW | O_CLOEXEC);
			if (next < 0) {
				skip[depth % LEVELS]++;
				stayed[depth % LEVELS] = 1;
				continue;
			}
			close(fd);
			fd = next;
			depth++;
			skip[depth % LEVELS] = stayed[depth % LEVELS] = 0;
			continue;
		}
		if (depth == 0)
			break;
		next = openat(fd, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		close(fd);
		fd = next;
		if (stayed[depth-- % LEVELS]) {
			skip[depth % LEVELS]++;
			stayed[depth % LEVELS] = 1;
		}
	}
	r = fd < 0 || stayed[0] || depth != 0 ? -1 : 0;
	if (fd >= 0)
		close(fd);
	return r;
}

void
yut_drive_dir_remove(struct yut_drive_dir *dd)
{
	int fd;

	if (dd->path[0] == '\0')
		return;
	chmod(dd->path, 0700);
	if ((fd = open(dd->path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
	    O_CLOEXEC)) < 0 || remove_tree(fd) < 0 || rmdir(dd->path) < 0)
		yut_warn("remove %s:", dd->path);
	dd->path[0] = '\0';
}

char **
yut_drive_argv(char *const *argv)
{
	char **v, cwd[4096];
	size_t n;

	for (n = 0; argv[n] != NULL; n++)
		;
	if ((v = calloc(n + 1, sizeof *v)) == NULL) {
		yut_warn("malloc:");
		return NULL;
	}
	memcpy(v, argv, n * sizeof *v);
	if (strchr(v[0], '/') != NULL && v[0][0] != '/') {
		if (getcwd(cwd, sizeof cwd) == NULL) {
			yut_warn("getcwd:");
			free(v);
			return NULL;
		}
		if ((v[0] = malloc(strlen(cwd) + strlen(argv[0]) + 2)) ==
		    NULL) {
			yut_warn("malloc:");
			free(v);
			return NULL;
		}
		sprintf(v[0], "%s/%s", cwd, argv[0]);
	}
	return v;
}

void
yut_drive_argv_free(char **v, char *const *argv)
{
	if (v != NULL && v[0] != argv[0])
		free(v[0]);
	free(v);
}

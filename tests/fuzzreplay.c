/*
 * fuzzreplay.c - replay a fuzz corpus without libFuzzer, so that make
 * check runs every input ever kept (tests/fuzz/TARGET) through the
 * harness tests/fuzz/TARGET.c with its invariants: an input that once
 * failed keeps being tried.  Built once per harness, which is included
 * here (FUZZ_TARGET names it) so that both share its scratch directory.
 *
 *	fuzz-TARGET file-or-directory...
 *
 * A failed invariant aborts (the harness prints it, and this the file).
 */
#include <sys/stat.h>

#include <dirent.h>
#include <signal.h>

#include FUZZ_TARGET

static const char *current;

/* Feed the whole file at path to the harness. */
static void
replay(const char *path)
{
	uint8_t *buf;
	size_t len;
	char *s;

	if ((s = fuzz_read_file(path, &len)) == NULL) {
		fprintf(stderr, "fuzzreplay: cannot read %s\n", path);
		exit(2);
	}
	buf = malloc(len ? len : 1);
	if (buf == NULL)
		abort();
	memcpy(buf, s, len);
	free(s);
	current = path;
	LLVMFuzzerTestOneInput(buf, len);
	free(buf);
}

/* Remove the harness's scratch directory and what it left there. */
static void
cleanup(void)
{
	const char *dir = fuzz_dir();
	char path[512];
	struct dirent *de;
	DIR *d;

	if ((d = opendir(dir)) != NULL) {
		while ((de = readdir(d)) != NULL) {
			if (strcmp(de->d_name, ".") == 0 ||
			    strcmp(de->d_name, "..") == 0)
				continue;
			snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
			unlink(path);
		}
		closedir(d);
	}
	rmdir(dir);
}

static void
on_abort(int sig)
{
	(void)sig;
	/* abort() comes from the harness's CHECK, not from outside */
	if (current != NULL)
		fprintf(stderr, "fuzzreplay: the input that failed: %s\n",
		    current);
	signal(SIGABRT, SIG_DFL);
	abort();
}

int
main(int argc, char *argv[])
{
	char path[4096];
	struct dirent *de;
	struct stat sb;
	long n = 0;
	DIR *d;
	int i;

	signal(SIGABRT, on_abort);
	for (i = 1; i < argc; i++) {
		if (stat(argv[i], &sb) < 0) {
			fprintf(stderr, "fuzzreplay: %s: no such file\n",
			    argv[i]);
			return 2;
		}
		if (!S_ISDIR(sb.st_mode)) {
			replay(argv[i]);
			n++;
			continue;
		}
		if ((d = opendir(argv[i])) == NULL)
			return 2;
		while ((de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.')
				continue;
			snprintf(path, sizeof path, "%s/%s", argv[i],
			    de->d_name);
			if (stat(path, &sb) == 0 && S_ISREG(sb.st_mode)) {
				replay(path);
				n++;
			}
		}
		closedir(d);
	}
	cleanup();
	printf("fuzzreplay: %ld inputs, no invariant failed\n", n);
	return 0;
}

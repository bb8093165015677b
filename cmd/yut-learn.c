/* yut-learn - train the expert's networks by self-play; write them as C. */
#include <sys/wait.h>

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "bots.h"

struct run {
	int pieces;
	uint64_t games;
	double start, last;
	int quiet;
	pid_t pid;
	FILE *in;			/* the child's C text */
};

/* A progress line on stderr, redrawn at most once a second. */
static void
progress(void *arg, uint64_t done)
{
	struct run *r = arg;
	double t = yut_seconds();

	if (r->quiet || t - r->last < 1)
		return;
	r->last = t;
	fprintf(stderr, "\r%d pieces: %llu of %llu games, %.0f s ", r->pieces,
	    (unsigned long long)done, (unsigned long long)r->games,
	    t - r->start);
	fflush(stderr);
}

/* Train r's network from seed + pieces and write it as C to fp. */
static void
train(struct run *r, uint64_t seed, FILE *fp)
{
	struct yut_net *net;

	if ((net = malloc(sizeof *net)) == NULL)
		yut_die("out of memory");
	yut_net_init(net, r->pieces, seed + (uint64_t)r->pieces);
	r->start = r->last = yut_seconds();
	yut_net_learn(net, r->games, seed + (uint64_t)r->pieces, progress, r);
	if (!r->quiet)
		fputs("\n", stderr);
	yut_net_write_c(fp, net);
	fputs(",\n", fp);
	free(net);
}

/* Start r's training in a child that writes its network to a pipe. */
static void
start(struct run *r, uint64_t seed)
{
	int fd[2];
	FILE *fp;

	if (pipe(fd) < 0)
		yut_die("pipe: %s", strerror(errno));
	if ((r->pid = fork()) < 0)
		yut_die("fork: %s", strerror(errno));
	if (r->pid == 0) {
		close(fd[0]);
		if ((fp = fdopen(fd[1], "w")) == NULL)
			_exit(2);
		train(r, seed, fp);
		_exit(fclose(fp) == 0 ? 0 : 2);
	}
	close(fd[1]);
	if ((r->in = fdopen(fd[0], "r")) == NULL)
		yut_die("fdopen: %s", strerror(errno));
}

/* Copy the child's network to stdout and check that it ended well. */
static void
finish(struct run *r)
{
	char buf[8192];
	size_t n;
	int status;

	while ((n = fread(buf, 1, sizeof buf, r->in)) > 0)
		fwrite(buf, 1, n, stdout);
	fclose(r->in);
	while (waitpid(r->pid, &status, 0) < 0)
		if (errno != EINTR)
			yut_die("waitpid: %s", strerror(errno));
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		yut_die("the training of %d pieces failed", r->pieces);
}

int
main(int argc, char *argv[])
{
	struct run runs[YUT_MAXPIECES];
	uint64_t seed = 1;
	const char *e;
	char *colon;
	int c, i, n, quiet = 0, jobs = 1, next;

	argc = yut_cli(argc, argv, "[-q] [-j jobs] [-s seed] pieces:games ...\n\n"
	    "-j jobs\ttrain up to this many networks at once\n"
	    "-q\tno progress line\n"
	    "-s seed\tthe seed (default 1)", NULL, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "j:qs:")) != -1) {
		switch (c) {
		case 'j':
			jobs = (int)yut_strtonum(optarg, 1, YUT_MAXPIECES, &e);
			if (e != NULL)
				yut_die("-j: %.32s is %s (1-%d)", optarg, e,
				    YUT_MAXPIECES);
			break;
		case 'q':
			quiet = 1;
			break;
		case 's':
			seed = (uint64_t)yut_strtonum(optarg, 0, 1000000000000000LL,
			    &e);
			if (e != NULL)
				yut_die("-s: %.32s is %s", optarg, e);
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1 || argc > YUT_MAXPIECES)
		yut_usage(2);
	for (n = 0; n < argc; n++) {
		memset(&runs[n], 0, sizeof runs[n]);
		if ((colon = strchr(argv[n], ':')) == NULL)
			yut_die("%.32s is not pieces:games", argv[n]);
		*colon = '\0';
		runs[n].pieces = (int)yut_strtonum(argv[n], 1, YUT_MAXPIECES,
		    &e);
		if (e != NULL)
			yut_die("pieces %.32s is %s (1-%d)", argv[n], e,
			    YUT_MAXPIECES);
		runs[n].games = (uint64_t)yut_strtonum(colon + 1, 1,
		    10000000000LL, &e);
		if (e != NULL)
			yut_die("games %.32s is %s (1-10000000000)", colon + 1,
			    e);
		for (i = 0; i < n; i++)
			if (runs[i].pieces == runs[n].pieces)
				yut_die("%d pieces named twice", runs[n].pieces);
		runs[n].quiet = quiet || jobs > 1;
	}
	printf("/*\n * weights.c - the expert's networks (learn.c), written by "
	    "yut-learn -s %llu", (unsigned long long)seed);
	for (i = 0; i < n; i++)
		printf(" %d:%llu", runs[i].pieces,
		    (unsigned long long)runs[i].games);
	printf(";\n * make weights writes it again.  Do not edit.\n */\n"
	    "#include \"bots.h\"\n\nconst struct yut_net yut_nets[] = {\n");
	if (jobs == 1)
		for (i = 0; i < n; i++)
			train(&runs[i], seed, stdout);
	else {
		fflush(stdout);
		/* each network in its own process, jobs at a time, in order */
		for (next = 0; next < n && next < jobs; next++)
			start(&runs[next], seed);
		for (i = 0; i < n; i++) {
			finish(&runs[i]);
			if (next < n)
				start(&runs[next++], seed);
		}
	}
	printf("};\n\nconst size_t yut_nnets = sizeof yut_nets / "
	    "sizeof yut_nets[0];\n");
	yut_fshut(stdout, "stdout");
	return 0;
}

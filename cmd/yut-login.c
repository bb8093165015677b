/* yut-login - check a password against the users file, or add a user. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

static char pw[YUT_PASS_MAX + 1], again[YUT_PASS_MAX + 1];

#define USAGE "[-u file] id\n-a [-u file] id ..." \
	"\n\n" \
	"-a\tadd the players, asking each one's password\n" \
	"-u file\tthe users file (default user_info.txt)"

/* Forget the passwords read; run at exit. */
static void
wipe(void)
{
	yut_wipe(pw, sizeof(pw));
	yut_wipe(again, sizeof(again));
}

/* Read one password into buf, prompting on a terminal; die on bad input. */
static void
read_password(const char *prompt, char *buf, size_t size)
{
	switch (yut_read_password(stdin, stderr, prompt, buf, size)) {
	case -1:
		yut_die("no password on input");
	case -2:
	case YUT_LINE_ENDLESS:
		yut_die("password longer than %d bytes", YUT_PASS_MAX);
	case -3:
		yut_die("NUL byte in the password");
	}
}

/*
 * Add the users ids[0..n-1] to the users file at path, all or none: every
 * password is read first (the prompts name the user when several are
 * added at once), then they are added in one change of the file.
 */
static void
add_users(const char *path, int n, char *ids[])
{
	char err[512], **pws;
	int k, r = 0;

	pws = yut_calloc((size_t)n, sizeof(*pws));
	for (k = 0; k < n && r == 0; k++) {
		pws[k] = yut_calloc(1, sizeof(pw));
		r = yut_read_new_password(stdin, stderr, n > 1 ? ids[k] : NULL,
		    pws[k], again, sizeof(pw), err, sizeof(err));
	}
	if (r == 0)
		r = yut_users_add(path, n, (const char *const *)ids,
		    (const char *const *)pws, err, sizeof(err));
	for (k = 0; k < n; k++) {
		if (pws[k] != NULL)
			yut_wipe(pws[k], sizeof(pw));
		free(pws[k]);
	}
	free(pws);
	wipe();
	if (r == -1 || r == 2)
		yut_die("%s", err);
	if (r == 1)
		yut_diex(YUT_EXIT_REFUSED, "%s; nobody was added", err);
}

int
main(int argc, char *argv[])
{
	const char *path = NULL, *id;
	char err[512];
	int c, add = 0, r, i;

	argc = yut_cli(argc, argv, USAGE, NULL, NULL, NULL);
	while ((c = yut_getopt(argc, argv, "au:")) != -1) {
		switch (c) {
		case 'a':
			add = 1;
			break;
		case 'u':
			path = optarg;
			break;
		default:
			yut_usage(2);
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1 || (!add && argc != 1))
		yut_usage(2);
	id = argv[0];
	if (path == NULL)
		path = yut_path_env("YUT_USERS", "user_info.txt");
	atexit(wipe);

	if (!add) {
		read_password("PASSWORD : ", pw, sizeof(pw));
		r = yut_user_check(path, id, pw, err, sizeof(err));
		wipe();
		if (r == -1)
			yut_die("%s", err);
		if (r == 0)
			yut_diex(YUT_EXIT_REFUSED, "Login Failed!");
		puts("Login Succeed!");
		yut_fshut(stdout, "stdout");
		return 0;
	}

	for (i = 0; i < argc; i++)
		if (!yut_valid_id(argv[i]))
			yut_die("bad ID '%.40s' (1-%d of A-Z a-z 0-9 _ . -)",
			    argv[i], YUT_ID_MAX);
	add_users(path, argc, argv);
	yut_fshut(stdout, "stdout");
	return 0;
}

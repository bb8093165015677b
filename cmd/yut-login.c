/* yut-login - check a password against the users file, or add a user. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

static char pw[YUT_PASS_MAX + 1], again[YUT_PASS_MAX + 1];

#define USAGE "[-u file] id\n-a [-u file] id"

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
		yut_die("password longer than %d bytes", YUT_PASS_MAX);
	case -3:
		yut_die("NUL byte in the password");
	}
}

int
main(int argc, char *argv[])
{
	const char *path = NULL, *why, *id;
	char err[512];
	int c, add = 0, r;

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
	if (argc != 1)
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

	if (!yut_valid_id(id))
		yut_die("bad ID '%.40s' (1-%d of A-Z a-z 0-9 _ . -)", id,
		    YUT_ID_MAX);
	read_password("PASSWORD : ", pw, sizeof(pw));
	if ((why = yut_password_problem(pw)) != NULL)
		yut_die("%s", why);
	if (isatty(STDIN_FILENO)) {
		read_password("Retype PASSWORD : ", again, sizeof(again));
		if (strcmp(pw, again) != 0)
			yut_diex(YUT_EXIT_REFUSED, "the passwords differ");
	}
	r = yut_user_add(path, id, pw, err, sizeof(err));
	wipe();
	if (r == -1)
		yut_die("%s", err);
	if (r == 1)
		yut_diex(YUT_EXIT_REFUSED, "%s", err);
	yut_fshut(stdout, "stdout");
	return 0;
}

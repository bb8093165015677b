/* yut-login - check a password against the users file, or add a user. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

static char pw[YUT_PASS_MAX + 1], again[YUT_PASS_MAX + 1];

#define USAGE "[-u file] id\n-a [-u file] id ..."

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
 * Add user id to the users file at path: a password read (twice on a
 * terminal; the prompt names the user when several are added at once).
 */
static void
add_user(const char *path, const char *id, int several)
{
	const char *why;
	char err[512], prompt[64], reprompt[80];
	int r;

	if (several) {
		snprintf(prompt, sizeof prompt, "PASSWORD of %s : ", id);
		snprintf(reprompt, sizeof reprompt, "Retype PASSWORD of %s : ",
		    id);
	} else {
		snprintf(prompt, sizeof prompt, "PASSWORD : ");
		snprintf(reprompt, sizeof reprompt, "Retype PASSWORD : ");
	}
	read_password(prompt, pw, sizeof(pw));
	if ((why = yut_password_problem(pw)) != NULL)
		yut_die("%s", why);
	if (isatty(STDIN_FILENO)) {
		read_password(reprompt, again, sizeof(again));
		if (strcmp(pw, again) != 0)
			yut_diex(YUT_EXIT_REFUSED, "the passwords differ");
	}
	r = yut_user_add(path, id, pw, err, sizeof(err));
	wipe();
	if (r == -1)
		yut_die("%s", err);
	if (r == 1)
		yut_diex(YUT_EXIT_REFUSED, "%s", err);
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
	for (i = 0; i < argc; i++)
		add_user(path, argv[i], argc > 1);
	yut_fshut(stdout, "stdout");
	return 0;
}

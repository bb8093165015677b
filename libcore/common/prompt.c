/*
 * prompt.c - questions to a person and their answers, for every game, and
 * the signals that end a conversation (a closed terminal, ^C, kill).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

static const int catch_sigs[] = { SIGHUP, SIGINT, SIGTERM, SIGPIPE };
#define NCATCH	(sizeof(catch_sigs) / sizeof(catch_sigs[0]))

static volatile sig_atomic_t caught;	/* the signal, or 0 */
static int catch_in = -1;		/* the descriptor answers come from */
static int catch_null = -1;		/* /dev/null, to put in its place */

/*
 * Note the signal and put /dev/null under the input, so that a read in
 * progress fails with EINTR and any later one ends at once: nothing but
 * dup2 and an assignment, both safe in a handler.
 */
static void
on_signal(int sig)
{
	int saved = errno;

	if (caught == 0)
		caught = sig;
	if (catch_in != -1 && catch_null != -1)
		dup2(catch_null, catch_in);
	errno = saved;
}

void
yut_catch_signals(FILE *in)
{
	struct sigaction sa, old;
	size_t i;

	catch_in = in != NULL ? fileno(in) : -1;
	if (catch_null == -1)
		catch_null = open("/dev/null", O_RDONLY | O_CLOEXEC);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < NCATCH; i++)
		sigaddset(&sa.sa_mask, catch_sigs[i]);
	sa.sa_flags = 0;	/* no SA_RESTART: a waiting read returns */
	for (i = 0; i < NCATCH; i++) {
		/* a signal the caller's parent ignores stays ignored */
		if (sigaction(catch_sigs[i], NULL, &old) == 0 &&
		    old.sa_handler == SIG_IGN && catch_sigs[i] != SIGPIPE)
			continue;
		sigaction(catch_sigs[i], &sa, NULL);
	}
}

int
yut_signal_caught(void)
{
	return caught;
}

void
yut_prompt_init(struct yut_prompt *p, FILE *in, FILE *out)
{
	p->in = in;
	p->out = out;
	p->echo = !isatty(fileno(in));
	p->refusal = NULL;
}

void
yut_wrong(struct yut_prompt *p, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	msg = yut_vformat(fmt, ap);
	va_end(ap);
	fputs("Wrong answer: ", p->out);
	yut_fputs_quoted(msg != NULL ? msg : "?", p->out);
	fputc('\n', p->out);
	free(msg);
}

/* One question and its answer, as yut_ask, without help. */
static int
ask_line(struct yut_prompt *p, const char *prompt, char *buf, size_t max)
{
	char *s;
	int n;

	for (;;) {
		if (caught)
			return YUT_ASK_EOF;
		fputs(prompt, p->out);
		fflush(p->out);
		errno = 0;
		n = yut_getline(p->in, buf, max);
		if (caught) {
			/* a signal cut the answer short: no answer at all */
			clearerr(p->in);
			fputc('\n', p->out);
			return YUT_ASK_EOF;
		}
		if (n == -1 && ferror(p->in)) {
			/* a hung-up terminal gives EIO: the game is saved */
			fputc('\n', p->out);
			yut_warn("read answer:");
			return YUT_ASK_EOF;
		}
		if (n == YUT_LINE_ENDLESS) {
			fputc('\n', p->out);
			fflush(p->out);
			yut_warn("input: an answer of more than %zu bytes never "
			    "ends; taken as the end of input", max);
			return YUT_ASK_EOF;
		}
		if (n == -1) {
			fputc('\n', p->out);
			return YUT_ASK_EOF;
		}
		if (n >= 0) {
			yut_rtrim(buf);
			s = buf + strspn(buf, " \t");
			memmove(buf, s, strlen(s) + 1);
		}
		if (p->echo) {
			yut_fputs_quoted(n >= 0 ? buf : "", p->out);
			fputc('\n', p->out);
		}
		if (n >= 0)
			return YUT_ASK_OK;
		if (p->refusal != NULL) {
			fprintf(p->out, "%s\n", p->refusal);
			continue;
		}
		yut_wrong(p, "%s", n == -2 ? "the answer is too long" :
		    "the answer holds a NUL byte");
	}
}

int
yut_asks_help(const char *answer)
{
	return strcmp(answer, "?") == 0 || strcmp(answer, "help") == 0;
}

int
yut_ask(struct yut_prompt *p, const char *prompt, char *buf, size_t max)
{
	return yut_ask_help(p, prompt, NULL, buf, max);
}

/*
 * Every question's help: the answer ? or help prints what the question
 * expects (help, a newline added if it has none) and asks again; with
 * help NULL the answer goes to the caller, whose help depends on more
 * than the question.
 */
int
yut_ask_help(struct yut_prompt *p, const char *prompt, const char *help,
    char *buf, size_t max)
{
	size_t n;
	int r;

	while ((r = ask_line(p, prompt, buf, max)) == YUT_ASK_OK &&
	    help != NULL && yut_asks_help(buf)) {
		fputs(help, p->out);
		if ((n = strlen(help)) == 0 || help[n - 1] != '\n')
			fputc('\n', p->out);
	}
	return r;
}

int
yut_ask_number(struct yut_prompt *p, const char *prompt, int min, int max,
    int *v)
{
	return yut_ask_number_help(p, prompt, min, max, v, NULL);
}

int
yut_ask_number_help(struct yut_prompt *p, const char *prompt, int min,
    int max, int *v, const char *help)
{
	char buf[64], plain[64];
	const char *e;

	if (help == NULL) {
		snprintf(plain, sizeof plain, "Answer a whole number from %d "
		    "to %d.", min, max);
		help = plain;
	}
	for (;;) {
		if (yut_ask_help(p, prompt, help, buf, sizeof buf - 1) ==
		    YUT_ASK_EOF)
			return YUT_ASK_EOF;
		*v = (int)yut_strtonum(buf, min, max, &e);
		if (e == NULL)
			return YUT_ASK_OK;
		yut_wrong(p, "enter a number from %d to %d", min, max);
	}
}

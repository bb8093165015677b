/* prompt.c - questions to a person and their answers, for every game. */
#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

void
yut_prompt_init(struct yut_prompt *p, FILE *in, FILE *out)
{
	p->in = in;
	p->out = out;
	p->echo = !isatty(fileno(in));
}

void
yut_wrong(struct yut_prompt *p, const char *fmt, ...)
{
	va_list ap;

	fputs("Wrong answer: ", p->out);
	va_start(ap, fmt);
	vfprintf(p->out, fmt, ap);
	va_end(ap);
	fputc('\n', p->out);
}

int
yut_ask(struct yut_prompt *p, const char *prompt, char *buf, size_t max)
{
	char *s;
	int n;

	for (;;) {
		fputs(prompt, p->out);
		fflush(p->out);
		errno = 0;
		n = yut_getline(p->in, buf, max);
		if (n == -1 && ferror(p->in))
			yut_die("read answer:");
		if (n == -1) {
			fputc('\n', p->out);
			return YUT_ASK_EOF;
		}
		if (n >= 0) {
			yut_rtrim(buf);
			s = buf + strspn(buf, " \t");
			memmove(buf, s, strlen(s) + 1);
		}
		if (p->echo)
			fprintf(p->out, "%s\n", n >= 0 ? buf : "");
		if (n >= 0)
			return YUT_ASK_OK;
		yut_wrong(p, "%s", n == -2 ? "the answer is too long" :
		    "the answer holds a NUL byte");
	}
}

int
yut_ask_number(struct yut_prompt *p, const char *prompt, int min, int max,
    int *v)
{
	char buf[64];
	const char *e;

	for (;;) {
		if (yut_ask(p, prompt, buf, sizeof buf - 1) == YUT_ASK_EOF)
			return YUT_ASK_EOF;
		*v = (int)yut_strtonum(buf, min, max, &e);
		if (e == NULL)
			return YUT_ASK_OK;
		yut_wrong(p, "enter a number from %d to %d", min, max);
	}
}

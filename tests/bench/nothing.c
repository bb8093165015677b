/*
 * nothing.c - the reference of make bench for the cost of a process: a
 * static C program that reads its standard input and does nothing else.
 */
#include <unistd.h>

int
main(void)
{
	char buf[4096];

	while (read(0, buf, sizeof buf) > 0)
		;
	return 0;
}

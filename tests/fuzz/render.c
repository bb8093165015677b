/*
 * render.c - fuzz the screen renderer (SPEC 7).
 *
 * Any bytes that parse as a state line or a game_info.txt line are drawn
 * with and without colour: the coloured screen less its escapes is the
 * plain one, no line ends in a space, every square shows its pieces as
 * [n] (in its owner's brackets with YUT_SHAPES), and the lists hold one
 * mark per piece at home and per piece arrived.
 */
#include "fuzz.h"

static const char open_br[] = "[({<", close_br[] = "])}>";

/* The screen of st, in a malloc'd string. */
static char *
draw(const struct yut_state *st, int style, size_t *len)
{
	char *buf = NULL;
	FILE *fp = open_memstream(&buf, len);

	if (fp == NULL)
		abort();
	yut_render(fp, st, style);
	CHECK(!ferror(fp));
	fclose(fp);
	return buf;
}

/* How many times needle occurs in s. */
static int
count(const char *s, const char *needle)
{
	int n = 0;

	while ((s = strstr(s, needle)) != NULL) {
		n++;
		s += strlen(needle);
	}
	return n;
}

static void
check_screen(const struct yut_state *st, char *plain, int shapes)
{
	char *line[64], *p;
	int nl = 0, pos, row, col, k, i, n, owner, home = 0, arrived = 0;
	const char *cell;

	for (p = plain; *p != '\0' && nl < 64;) {
		char *e = strchr(p, '\n');

		CHECK(e != NULL);	/* every line ends in a newline */
		*e = '\0';
		CHECK(e == p || e[-1] != ' ');
		line[nl++] = p;
		p = e + 1;
	}
	CHECK(*p == '\0');
	CHECK(nl >= 11 + 5);
	CHECK(strlen(line[10]) >= 6);
	CHECK(strcmp(line[10] + strlen(line[10]) - 6, "^Start") == 0);
	for (pos = 1; pos < YUT_NSQUARES; pos++) {
		CHECK(yut_square_cell(pos, &row, &col) == 0);
		CHECK(strlen(line[row]) >= (size_t)(3 * col + 3));
		cell = line[row] + 3 * col;
		for (n = 0, owner = -1, k = 0; k < st->nplayers; k++)
			for (i = 0; i < st->npieces; i++)
				if (st->p[k].pos[i] == pos) {
					n++;
					owner = k;
				}
		if (owner < 0) {
			CHECK(memcmp(cell, "[ ]", 3) == 0);
			continue;
		}
		if (shapes)
			CHECK(cell[0] == open_br[owner] &&
			    cell[2] == close_br[owner]);
		else
			CHECK(cell[0] == '[' && cell[2] == ']');
		CHECK(cell[1] == '0' + n);
	}
	for (k = 0; k < st->nplayers; k++)
		for (i = 0; i < st->npieces; i++) {
			home += st->p[k].pos[i] == 0;
			arrived += st->p[k].pos[i] == YUT_ARRIVED;
		}
	for (n = 0, i = 11; i < nl; i++)
		n += count(line[i], "\u25a1");
	CHECK(n == home);
	for (n = 0, i = 11; i < nl; i++)
		n += count(line[i], "\u25a0");
	CHECK(n == arrived);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct yut_state st;
	char err[256], *s = fuzz_cstr(data, size), *plain, *color;
	size_t plen, clen;
	int r, shapes;

	if (strchr(s, '|') != NULL)
		r = yut_saveline_parse(&st, s, err, sizeof(err));
	else
		r = yut_state_parse(&st, s, err, sizeof(err));
	for (shapes = 0; r == 0 && shapes <= YUT_SHAPES; shapes += YUT_SHAPES) {
		plain = draw(&st, shapes, &plen);
		color = draw(&st, shapes | YUT_COLOR, &clen);
		CHECK(strlen(plain) == plen && strlen(color) == clen);
		CHECK(memchr(plain, '\033', plen) == NULL);
		yut_strip_escapes(color);
		CHECK(strcmp(color, plain) == 0);
		check_screen(&st, plain, shapes);
		free(plain);
		free(color);
	}
	free(s);
	return 0;
}

/*
 * state.c - fuzz the state-line parser (SPEC 5).
 *
 * Any bytes: yut_state_parse and yut_state_read never crash, and either
 * refuse with a message or give a state that keeps every invariant and
 * prints as a canonical line that parses back to the same state.  A state
 * that may be saved also survives the game_info.txt line and back.
 */
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct yut_state st, back;
	char err[256], line[YUT_LINE_MAX + 1];
	char *s = fuzz_cstr(data, size);
	FILE *fp;
	int r;

	memset(err, 'x', sizeof(err));
	err[sizeof(err) - 1] = '\0';
	r = yut_state_parse(&st, s, err, sizeof(err));
	if (r == 0) {
		fuzz_check_state(&st);
		if (yut_save_check(&st, err, sizeof(err)) == 0) {
			yut_saveline_format(&st, line, sizeof(line));
			CHECK(yut_saveline_parse(&back, line, err,
			    sizeof(err)) == 0);
			CHECK(fuzz_same_state(&st, &back));
		}
	} else {
		CHECK(r == -1);
		CHECK(err[0] != '\0' && err[0] != 'x');
	}

	/* the same bytes as a whole input: one line or a refusal */
	if (size > 0 && (fp = fmemopen((void *)data, size, "r")) != NULL) {
		r = yut_state_read(fp, &back, err, sizeof(err));
		if (r == 0)
			fuzz_check_state(&back);
		fclose(fp);
	}
	free(s);
	return 0;
}

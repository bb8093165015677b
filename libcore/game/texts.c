/*
 * texts.c - the questions of SPEC 7, written once: yut-play prints them,
 * yut-drive answers them, the referee recognises them.  A question
 * changed here changes in all three, so none can drift from the others.
 */
#include <stdio.h>
#include <string.h>

#include "game.h"

const char *const yut_prompts[YUT_REF_NPROMPTS] = {
	[YUT_REF_GAME] = "Choose a game to play (1, 2) : ",
	[YUT_REF_MENU] = "Select the function you want : ",
	[YUT_REF_PLAYERS] = "number of players (2, 3, 4) : ",
	[YUT_REF_PIECES] = "number of pieces per player (1, 2, 3, 4) : ",
	[YUT_REF_ID] = "ID : ",
	[YUT_REF_PASSWORD] = "PASSWORD : ",
	[YUT_REF_RESUME] =
	    "There is a saved game. Start a new game (0) / Resume (1) : ",
	[YUT_REF_ANIMAL] = "(0: pig, 1: dog, 2: sheep, 3:cow) : ",
	[YUT_REF_CONTINUE] = "Continue (0) / Save and Exit the game (1) : ",
	[YUT_REF_POSITION] = ">> position : ",
	[YUT_REF_YUT] = ">> yut : ",
};

const char *
yut_prompt_words(int k, char *buf, size_t size)
{
	const char *s, *dot;
	size_t n;

	if (k == YUT_REF_NONE)
		s = "(none)";
	else if (k > YUT_REF_NONE && k < YUT_REF_NPROMPTS)
		s = yut_prompts[k];
	else
		s = "?";
	/* the question alone: no sentence before it, no blank after */
	if ((dot = strstr(s, ". ")) != NULL)
		s = dot + 2;
	for (n = strlen(s); n > 0 && s[n - 1] == ' '; n--)
		;
	snprintf(buf, size, "%.*s", (int)n, s);
	return buf;
}

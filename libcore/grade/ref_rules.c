/*
 * ref_rules.c - the referee's rules follower.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "game.h"
#include "grade.h"
#include "referee.h"

/* Start following a new game in st. */
void
yut_ref_begin_game(struct ref_game *gm, struct ref_screen *sc,
    const struct yut_state *st, int known)
{
	gm->ingame = 1;
	gm->playerswrong = 0;
	gm->follow = known && yut_ref_valid(st) ? FOLLOW_TURN : FOLLOW_NONE;
	if (known)
		gm->st = *st;
	gm->asked = 0;
	yut_ref_screen_won(sc, 0);
	gm->anspos = gm->ansres = -1;
	gm->gamescreens = 0;
	gm->resync = 0;
	gm->guessed = 0;
	gm->resumed = 0;
	gm->stcat = YUT_CAT_MOVES;
	gm->games++;
}

/* Room for the views: 0, or -1 when there is no memory; no answers. */
int
yut_ref_rules_init(struct ref_game *gm)
{
	gm->anspos = gm->ansres = -1;
	gm->views = calloc(MAXVIEWS, sizeof *gm->views);
	return gm->views != NULL ? 0 : -1;
}

/* The room for the views goes. */
void
yut_ref_rules_free(struct ref_game *gm)
{
	free(gm->views);
}

/* What the session's answers told: the game, players, pieces; -1 keeps. */
void
yut_ref_tell(struct ref_game *gm, int game, int players, int pieces)
{
	if (game >= 0)
		gm->told.game = game;
	if (players >= 0)
		gm->told.players = players;
	if (pieces >= 0)
		gm->told.pieces = pieces;
}

/* The game is st, as the session saw it: follow it from there. */
void
yut_ref_follow_state(struct ref_game *gm, const struct yut_state *st)
{
	gm->st = *st;
	gm->follow = FOLLOW_TURN;
}

/* The game was won: no move is owed, and the menus come. */
void
yut_ref_game_won(struct ref_game *gm)
{
	if (gm->follow == FOLLOW_MOVE)
		gm->follow = FOLLOW_TURN;
	gm->ingame = 0;
}

/* The game begun is a resumed one: its first screens. */
void
yut_ref_game_resumed(struct ref_game *gm)
{
	gm->resumed = 1;
}

/* The answer to Continue / Save. */
void
yut_ref_continue_answer(struct ref_game *gm, enum cont ans)
{
	gm->contans = ans;
}

/* The answer to >> yut :, res (-1 unknown), typed at line. */
void
yut_ref_answer_yut(struct ref_game *gm, int res, long line)
{
	gm->ansres = res;
	gm->ansline = line;
}

/* The answer to >> position :, pos and res (-1 unknown), typed at line. */
void
yut_ref_answer_position(struct ref_game *gm, int pos, int res, long line)
{
	gm->anspos = pos;
	gm->ansres = res;
	gm->ansline = line;
}

/* The game ended (won, saved, or left): back to the menus. */
void
yut_ref_end_game(struct ref_game *gm)
{
	gm->ingame = 0;
	gm->follow = FOLLOW_NONE;
}

/* Add what a move did to the words of b->why: catches, the turn passing. */
static void
explain(struct base *b)
{
	char w[96];

	if (b->ev.caught > 0) {
		snprintf(w, sizeof w, ", catching %d piece%s of player %d",
		    b->ev.caught, b->ev.caught == 1 ? "" : "s",
		    b->ev.caught_player);
		yut_ref_append(b->why, sizeof b->why, w);
		if (b->ev.pig_ended)
			yut_ref_append(b->why, sizeof b->why, " (a pig: the "
			    "catcher's turn ends at once)");
		else {
			snprintf(w, sizeof w, " (the catch earns %d throw%s)",
			    b->ev.earned, b->ev.earned == 1 ? "" : "s");
			yut_ref_append(b->why, sizeof b->why, w);
		}
	} else if (b->ev.passed && b->ev.ndiscarded == 0)
		yut_ref_append(b->why, sizeof b->why,
		    " (the hand is spent: the turn "
		    "passes)");
}

/* The program took the answer of gm->ansline, which the rules refuse. */
static void
took_wrong(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, const char *why, const char *expected)
{
	char w[YUT_REF_TEXT], a[32];

	if (gm->anspos >= 0)
		snprintf(a, sizeof a, "%d %s", gm->anspos,
		    yut_result_name(gm->ansres));
	else
		snprintf(a, sizeof a, "%s", yut_result_name(gm->ansres));
	snprintf(w, sizeof w, "the program took the wrong answer '%s' (%s)",
	    a, why);
	yut_ref_report(rp, rf, YUT_CAT_ANSWERS, gm->ansline, NULL, w,
	    expected,
	    "the game went on");
}

/*
 * The one base when no move is owed: the start of a turn, or the state
 * after a hand no piece could use.  Returns 0 when a move is owed.
 */
static int
no_move(const struct yut_referee *rf, struct base *b)
{
	if (rf->gm.follow == FOLLOW_MOVE && !rf->gm.cur.dead)
		return 0;
	memset(b, 0, sizeof *b);
	b->from = b->dest = -1;
	if (rf->gm.follow != FOLLOW_MOVE) {
		b->st = rf->gm.st;
		b->mover = rf->gm.st.turn;
		b->cat = rf->gm.resumed ? YUT_CAT_RESUME : rf->gm.stcat;
		snprintf(b->why, sizeof b->why, rf->gm.resumed ? "in the game "
		    "as it was saved, player %d to move" : "at the start of "
		    "player %d's turn", rf->gm.st.turn);
		return 1;
	}
	b->st = rf->gm.cur.next;
	b->mover = rf->gm.cur.show.turn;
	b->cat = YUT_CAT_BACKDO;
	snprintf(b->why, sizeof b->why, "after player %d's hand "
	    "that no piece could use", b->mover);
	return 1;
}

/* The base of the move pos, res from state from: YUT_OK, or its error. */
static int
move_base(struct base *b, const struct yut_state *from, int pos, int res)
{
	int err;

	b->st = *from;
	b->mover = from->turn;
	b->moved = 1;
	if ((err = yut_move(&b->st, pos, res, &b->ev)) != YUT_OK)
		return err;
	snprintf(b->why, sizeof b->why, "after player %d moved "
	    "%d %s", b->mover, pos, yut_result_name(res));
	b->cat = yut_ref_move_cat(from, pos, res, &b->ev);
	b->res = res;
	b->from = pos;
	b->dest = b->ev.dest;
	explain(b);
	return YUT_OK;
}

/*
 * The states the rules allow after the screen last shown: the move the
 * answers name, or every legal move when they are unknown.  Returns how
 * many bases: 0 when the game is not being followed, or when the answers
 * name a move the rules refuse (rf->gm.tookwrong: the program took a
 * wrong answer, and its next screen is the move it made).
 */
int
yut_ref_bases(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, struct base *b)
{
	struct yut_mv mv[YUT_MAXMOVES];
	const struct yut_state *from = &gm->cur.next;
	int n = 0, m, i, err;

	gm->tookwrong = 0;
	if (gm->follow == FOLLOW_NONE)
		return 0;
	if (no_move(rf, &b[0]))
		return 1;
	if (gm->anspos >= 0 && gm->ansres >= 0) {
		if ((err = move_base(&b[0], from, gm->anspos,
		    gm->ansres)) == YUT_OK)
			return 1;
		/*
		 * a wrong answer taken: the move made is the one the next
		 * screen shows, taken as it stands; nothing else is charged
		 */
		if (!gm->probing)
			took_wrong(gm, rp, rf, yut_strerr(err),
			    "the question asked again");
		gm->tookwrong = 1;
		return 0;
	}
	m = yut_legal_moves(from, mv);
	for (i = 0; i < m; i++) {
		if ((gm->anspos >= 0 && mv[i].pos != gm->anspos &&
		    gm->ansres < 0) || (gm->ansres >= 0 &&
		    gm->anspos < 0 &&
		    mv[i].result != gm->ansres))
			continue;
		if (move_base(&b[n], from, mv[i].pos, mv[i].result) == YUT_OK)
			n++;
	}
	return n;
}

/* Pick the view that fits the screen best; report its differences. */
static const struct view *
choose_view(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, int nv, int report_it)
{
	struct diff d[MAXDIFF];
	int i, best = -1, bestn = 0, n;

	for (i = 0; i < nv; i++) {
		n = yut_ref_compare(rf, &gm->views[i], NULL);
		if (gm->views[i].alt && n > 0)
			continue;
		if (best < 0 || n < bestn) {
			best = i;
			bestn = n;
		}
		if (n == 0)
			break;
	}
	if (best < 0)
		return NULL;
	if (bestn > 0 && report_it) {
		n = 0;
		n = yut_ref_compare(rf, &gm->views[best], d);
		yut_ref_report_diffs(rp, rf, d, n);
	}
	return &gm->views[best];
}

/*
 * Follow the screen's state s as it stands, its hand discarded when no
 * piece can use it, as the rules do.
 */
static void
take_shown(struct ref_game *gm, const struct yut_state *s)
{
	struct yut_mv mv[YUT_MAXMOVES];
	struct yut_state b = *s;
	struct yut_event ev;
	int r;

	memset(&gm->cur, 0, sizeof gm->cur);
	gm->cur.show = gm->cur.next = *s;
	gm->st = *s;
	gm->guessed = 1;
	if (yut_over(s) || yut_hand_size(s) == 0 || yut_legal_moves(s, mv) > 0)
		return;
	/* the last result thrown again: a dead hand passes the turn */
	for (r = 0; b.hand[r] == 0; r++)
		;
	b.hand[r]--;
	b.throws = 1;
	if (yut_apply_throw(&b, r, &ev) == YUT_OK && ev.passed) {
		gm->cur.next = b;
		gm->cur.dead = 1;
	}
}

/* A game the rules have not seen begin: a new one, or inferred. */
static void
first_sight(struct ref_game *gm, const struct yut_referee *rf)
{
	struct yut_state s;
	int cnt[YUT_NSQUARES], home, arr;

	if (gm->follow == FOLLOW_NONE && gm->told.players &&
	    gm->told.pieces && gm->told.game != 2 &&
	    gm->gamescreens == 0) {
		yut_state_basic(&s, gm->told.players, gm->told.pieces);
		gm->st = s;
		gm->follow = FOLLOW_TURN;
	}
	if (gm->follow != FOLLOW_NONE ||
	    yut_ref_infer(rf, &gm->told, NULL, &s) != 0)
		return;
	yut_ref_counts(&s, cnt, &home, &arr);
	if (home == s.nplayers * s.npieces && s.turn == 0) {
		memset(s.hand, 0, sizeof s.hand);
		s.throws = 1;
	}
	gm->st = s;
	gm->follow = FOLLOW_TURN;
}

/* The view v fits the screen best: follow it. */
static void
follow(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, const struct view *v, long reports)
{
	struct yut_state s;
	char e[32], w[32];

	/* (not when the screen differs already: the same cause) */
	if (v->fresh && !gm->asked && v->show.rules == YUT_ADVANCED &&
	    rf->rp.nreports == reports)
		yut_ref_report(rp, rf, YUT_CAT_SAVE, rf->sc.ts.line, NULL,
		    "an advanced game asks Continue / Save before "
		    "every turn",
		    yut_ref_prompt(YUT_REF_CONTINUE), rf->sc.ts.line > 0 ?
		    rf->rd.ring[rf->sc.ts.line % RING] : "");
	if (rf->opt.players && v->show.nplayers != rf->opt.players &&
	    !gm->playerswrong) {
		gm->playerswrong = 1;
		snprintf(e, sizeof e, "%d players (-p)", rf->opt.players);
		snprintf(w, sizeof w, "%d players", v->show.nplayers);
		yut_ref_report(rp, rf, YUT_CAT_MENU, rf->sc.ts.line, NULL,
		    "the game has another number of players", e, w);
	}
	gm->cur = *v;
	gm->st = v->show;
	/*
	 * after an inconsistency, follow what the program shows; a
	 * screen that does not tell the positions (its counts are
	 * drawn wrong) leaves the rules' state
	 */
	if ((rf->rp.nreports > reports || gm->reguess) &&
	    yut_ref_compare(rf, v, NULL) != 0 &&
	    yut_ref_infer_any(rf, &gm->told, &v->show, &s) == 0)
		take_shown(gm, &s);
	gm->reguess = 0;
}

/*
 * Compare the screen with what the rules allow after the last one, and
 * follow the view that fits best, or the screen as it stands.
 */
static void
judge_screen(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, long reports)
{
	struct base b[YUT_MAXMOVES + 1];
	struct yut_state s;
	const struct view *v;
	int nb, nv = 0, i;

	nb = yut_ref_bases(gm, rp, rf, b);
	for (i = 0; i < nb; i++)
		nv = yut_ref_grow(gm, rf, &b[i], nv, rf->sc.ts.hand);
	v = choose_view(gm, rp, rf, nv, 0);
	if (v != NULL && (v = yut_ref_blame(gm, rp, rf, v, b, nb,
	    nv)) != NULL) {
		follow(gm, rp, rf, v, reports);
		return;
	}
	/* nothing to follow: take the screen as it stands */
	gm->follow = yut_ref_infer_any(rf, &gm->told,
	    gm->follow != FOLLOW_NONE ? &gm->st : NULL, &s) == 0 ?
	    FOLLOW_TURN : FOLLOW_NONE;
	if (gm->follow != FOLLOW_NONE)
		take_shown(gm, &s);
}

/* A turn screen is complete (its "Yut :" line read): check it. */
void
yut_ref_check_screen(struct ref_game *gm, struct ref_screen *sc,
    struct ref_reports *rp, const struct yut_referee *rf)
{
	struct yut_state s;
	long reports = rf->rp.nreports;
	int resync = gm->resync;

	gm->screens++;
	if (!gm->ingame)
		yut_ref_begin_game(gm, sc, NULL, 0);
	if (gm->follow == FOLLOW_MOVE && gm->cur.dead &&
	    gm->ansres >= 0 &&
	    gm->ansres != YUT_BACKDO)
		took_wrong(gm, rp, rf, gm->cur.show.hand[gm->ansres] == 0 ?
		    "not in the hand" : "no piece can move it: the hand is "
		    "spent with back-do", "back-do");
	first_sight(gm, rf);
	gm->gamescreens++;
	gm->resync = 0;
	if (resync && gm->follow != FOLLOW_NONE &&
	    yut_ref_infer_any(rf, &gm->told, &gm->st, &s) == 0)
		/* after an inconsistency: the screen as it stands */
		take_shown(gm, &s);
	else
		judge_screen(gm, rp, rf, reports);
	gm->stcat = YUT_CAT_MOVES;
	gm->resumed = 0;
	gm->asked = 0;
	gm->anspos = gm->ansres = -1;
	if (gm->follow != FOLLOW_NONE) {
		gm->follow = FOLLOW_MOVE;
		gm->moves++;
	}
}

/*
 * The player a move the rules allow now wins the game with, or -1.  A
 * program that ends the game there must say so; one that goes back to
 * the menu without a win or a save abandoned it.
 */
int
yut_ref_winning_move(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf)
{
	struct base b[YUT_MAXMOVES + 1];
	int nb, i;

	gm->probing = 1;
	nb = gm->ingame && gm->follow == FOLLOW_MOVE ? yut_ref_bases(gm, rp, rf,
	    b) :
	    0;
	gm->probing = 0;
	for (i = 0; i < nb; i++)
		if (yut_over(&b[i].st))
			return yut_winner(&b[i].st);
	return -1;
}

/* Whether the move the answers named, as the rules allow it, won. */
int
yut_ref_won_surely(const struct yut_referee *rf)
{
	struct yut_state s = rf->gm.cur.next;
	struct yut_event ev;

	return rf->gm.ingame && rf->gm.follow == FOLLOW_MOVE &&
	    !rf->gm.cur.dead &&
	    rf->gm.anspos >= 0 && rf->gm.ansres >= 0 &&
	    yut_move(&s, rf->gm.anspos, rf->gm.ansres, &ev) == YUT_OK &&
	    yut_over(&s);
}

/*
 * A board of an advanced game the rules cannot follow (a game resumed
 * from a file): its pieces must still add up, 4 for each player, on the
 * board, not started or arrived.
 */
void
yut_ref_check_total(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf)
{
	const struct pic *p = &rf->sc.pic;
	char e[64], s[64];
	int pos, board = 0;

	for (pos = 1; pos < YUT_NSQUARES; pos++)
		board += p->count[pos];
	if (board + p->home + p->arrived == p->nnames * YUT_MAXPIECES)
		return;
	snprintf(e, sizeof e, "%d pieces: %d players of %d", p->nnames *
	    YUT_MAXPIECES, p->nnames, YUT_MAXPIECES);
	snprintf(s, sizeof s, "%d on the board, %d not started, %d arrived",
	    board, p->home, p->arrived);
	yut_ref_report(rp, rf,
	    gm->resumed ? YUT_CAT_RESUME : YUT_CAT_SCREEN,
	    p->arrline,
	    NULL, gm->resumed ? "the resumed game's pieces do not add up: "
	    "some are missing or too many" : "the pieces shown do not add "
	    "up: some are missing or too many", e, s);
}

/*
 * Continue / Save asked again with no screen between: the player's turn
 * showed nothing, as only a dead back-do may (and only without
 * --strict).  After a wrong answer it is the same question again, its
 * board drawn again before it.
 */
static void
asked_twice(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf)
{
	char e[64];

	yut_ref_turn_text(&gm->st, e, sizeof e);
	if (rf->opt.strict || yut_ref_on_board(&gm->st, gm->st.turn))
		yut_ref_report(rp, rf, YUT_CAT_SAVE, rf->rd.lineno,
		    rf->rd.text,
		    "a turn with no "
		    "screen: Continue / Save asked twice", e,
		    yut_ref_prompt(YUT_REF_CONTINUE));
	else
		gm->st.turn = (gm->st.turn + 1) % gm->st.nplayers;
}

/*
 * Of the bases b[0..nb-1], the one that ends a turn and fits the picture
 * best into *best (-1: none ends a turn), its differences into *bestn;
 * returns the closest of all to the picture.
 */
static int
turn_end(const struct yut_referee *rf, const struct base *b, int nb, int *best,
    int *bestn)
{
	int i, n, nd, closest = -1, closestn = 0;

	*best = -1;
	*bestn = 0;
	for (i = 0; i < nb; i++) {
		nd = 0;
		n = yut_ref_compare_pic(&rf->sc.pic, &b[i].st, b[i].cat,
		    b[i].from,
		    b[i].dest, b[i].why, NULL, &nd);
		if (closest < 0 || n < closestn) {
			closest = i;
			closestn = n;
		}
		if (b[i].st.throws == 0 || yut_hand_size(&b[i].st) > 0 ||
		    yut_over(&b[i].st) || (b[i].moved && !b[i].ev.passed)) {
			if (*best < 0)
				*bestn = 1000;
			continue;
		}
		if (*best < 0 || *bestn == 1000 || n < *bestn) {
			*best = i;
			*bestn = n;
		}
		if (n == 0)
			break;
	}
	return closest;
}

/* No base ends a turn: Continue / Save asked in the middle of one. */
static void
mid_turn(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, const struct base *b, int closest)
{
	char e[64], w[YUT_REF_TEXT];
	int cat = b[0].cat;

	/*
	 * a catch, a chain or a skill owes the throw; else the hand.  A
	 * sheep's catch that earned no throw at all breaks the catch's rule
	 * first; one that earned one throw, the sheep's.
	 */
	if (cat == YUT_CAT_SHEEP && b[0].st.throws >= 2)
		cat = YUT_CAT_CATCH;
	if (cat != YUT_CAT_CATCH && cat != YUT_CAT_PIG &&
	    cat != YUT_CAT_SHEEP && cat != YUT_CAT_DOG &&
	    cat != YUT_CAT_CHAIN)
		cat = YUT_CAT_SAVE;
	yut_ref_turn_text(&b[0].st, e, sizeof e);
	snprintf(w, sizeof w, "Continue / Save asked in the middle of "
	    "a turn: %s%s", b[0].why, yut_hand_size(&b[0].st) > 0 ?
	    ", results are left to move" : b[0].st.throws > 0 ?
	    ", a throw is owed" : "");
	yut_ref_report(rp, rf, cat, rf->rd.lineno, rf->rd.text, w, e,
	    yut_ref_prompt(YUT_REF_CONTINUE));
	/* the pieces for the screen taken next; the turn over, as shown */
	gm->st = b[closest].st;
	if (!yut_over(&gm->st))
		yut_pass_turn(&gm->st);
}

/*
 * The rules' part of the board before Continue / Save: the last turn
 * must have ended there.  reports: the count of reports before the
 * board was judged.
 */
void
yut_ref_between(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, long reports)
{
	struct base b[YUT_MAXMOVES + 1];
	struct diff d[MAXDIFF];
	int nb, best, bestn, closest, nd = 0;

	if (gm->asked && gm->follow == FOLLOW_TURN &&
	    gm->contans != CONT_WRONG)
		asked_twice(gm, rp, rf);
	nb = yut_ref_bases(gm, rp, rf, b);
	closest = turn_end(rf, b, nb, &best, &bestn);
	if (nb > 0 && best < 0 && !yut_ref_blame_turn(rp, rf, b, nb,
	    closest, &gm->st))
		mid_turn(gm, rp, rf, b, closest);
	else if (best >= 0) {
		gm->st = b[best].st;
		if (bestn > 0) {
			yut_ref_compare_pic(&rf->sc.pic, &b[best].st,
			    b[best].cat,
			    b[best].from, b[best].dest, b[best].why, d, &nd);
			yut_ref_blame_pic(rp, rf, b, nb, best, d,
			    nd, &gm->st);
		}
		gm->stcat = b[best].cat;
	}
	/*
	 * after an inconsistency, or a wrong answer taken, the next screen
	 * is taken as it stands
	 */
	if (rf->rp.nreports > reports || gm->tookwrong)
		gm->resync = 1;
	if (gm->follow == FOLLOW_MOVE)
		gm->follow = FOLLOW_TURN;
	gm->asked = 1;
}

/* "Player N win" at line: the last move must have won the game for N. */
void
yut_ref_won(struct ref_game *gm, struct ref_reports *rp,
    const struct yut_referee *rf, int player, long line)
{
	struct base b[YUT_MAXMOVES + 1], x;
	char e[64], s[64], w[128];
	int nb, i, k;

	nb = gm->ingame ? yut_ref_bases(gm, rp, rf, b) : 0;
	snprintf(s, sizeof s, "Player %d win", player);
	for (i = 0; i < nb; i++)
		if (yut_over(&b[i].st) && yut_winner(&b[i].st) == player)
			break;
	/* a move gone too far, to arrival: its rule's, once */
	if (gm->follow != FOLLOW_NONE && i == nb && !gm->tookwrong &&
	    (k = yut_ref_blame_win(rf, b, nb, player, &x)) > 0) {
		snprintf(e, sizeof e, "square %d", b[k - 1].dest);
		snprintf(w, sizeof w, "the move from square %d by %s has its "
		    "piece arrive, where the rules take it to another square",
		    x.from, yut_result_name(x.res));
		yut_ref_report(rp, rf, x.cat, line, NULL, w, e, s);
		gm->st = x.st;
		return;
	}
	/* (a wrong answer taken: the win shown is the move it made) */
	if (gm->follow != FOLLOW_NONE && i == nb && !gm->tookwrong) {
		if (nb > 0 && yut_over(&b[0].st))
			snprintf(e, sizeof e, "Player %d win",
			    yut_winner(&b[0].st));
		else if (nb > 0)
			yut_ref_turn_text(&b[0].st, e, sizeof e);
		else
			snprintf(e, sizeof e, "a turn screen");
		yut_ref_report(rp, rf, YUT_CAT_WIN, line, NULL, nb > 0 &&
		    yut_over(&b[0].st) ? "the win is announced for another "
		    "player than the one whose pieces all arrived" : nb > 0 ?
		    "no player has won: every piece must arrive" :
		    "a win with no move before it", e, s);
		/* the game is over all the same */
		if (nb > 0 && yut_over(&b[0].st))
			i = 0;
	}
	if (i < nb)
		gm->st = b[i].st;
	/* the final board after a wrong answer taken: as it stands */
	if (gm->tookwrong)
		gm->resync = 1;
}

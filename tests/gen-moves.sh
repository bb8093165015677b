#!/bin/sh
# gen-moves.sh - print the table of every move of SPEC 1 and 4a:
#	pos result normal cow
# for pos 0..29 and every result; "-" where the move is impossible.
# Written from the SPEC alone; tests/golden/moves.txt is its output.
awk 'BEGIN {
	split("back-do do gae geol yut mo", name, " ")
	# The route after each start square, as SPEC 1 tabulates it.
	ring = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 29"
	diag5 = "20 21 22 23 24 15 16 17 18 19 29"
	diag10 = "25 26 22 27 28 29"
	centre = "27 28 29"
	cowpath = "0 1 2 3 4 5 20 21 22 23 24 15 16 17 18 19 29"
	for (p = 0; p <= 29; p++)
		route[p] = after(ring, p)
	route[5] = diag5
	route[20] = after(diag5, 20); route[21] = after(diag5, 21)
	route[23] = after(diag5, 23); route[24] = after(diag5, 24)
	route[10] = diag10
	route[25] = after(diag10, 25); route[26] = after(diag10, 26)
	route[27] = after(diag10, 27); route[28] = after(diag10, 28)
	route[22] = centre
	for (p = 1; p <= 29; p++)
		back[p] = p - 1
	back[1] = 29; back[29] = 19; back[20] = 5; back[25] = 10
	back[22] = 21; back[23] = 22; back[27] = 22; back[6] = 5
	back[11] = 10; back[16] = 15
	ncow = split(cowpath, cp, " ")
	for (i = 1; i <= ncow; i++)
		cowidx[cp[i]] = i
	for (p = 0; p <= 29; p++)
		for (r = 1; r <= 6; r++) {
			steps = r == 1 ? -1 : r - 1
			# normal
			if (steps < 0)
				nd = p == 0 ? "-" : back[p]
			else
				nd = walk(route[p], steps)
			# cow
			if (!(p in cowidx))
				cd = "-"
			else if (steps < 0)
				cd = p == 0 ? "-" : (p == 1 ? 29 : cp[cowidx[p] - 1])
			else if (cowidx[p] + steps > ncow)
				cd = 100
			else
				cd = cp[cowidx[p] + steps]
			print p, name[r], nd, cd
		}
}
# The part of list after element x (the whole ring after 0 when x is 0).
function after(list, x,    n, a, i, s) {
	n = split(list, a, " ")
	if (x == 0)
		return list
	s = ""
	for (i = 1; i <= n; i++)
		if (a[i] == x) {
			for (i++; i <= n; i++)
				s = s (s == "" ? "" : " ") a[i]
			return s
		}
	return ""
}
# Where n steps along route r lead: a square, or 100 past its end.
function walk(r, n,    k, a) {
	k = split(r, a, " ")
	return n > k ? 100 : a[n]
}'

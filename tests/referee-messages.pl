#!/usr/bin/perl
# referee-messages.pl - the messages yut-referee can print, one a line:
# the literal texts of the report() and differ() calls of the referee's
# sources, referee.c and its parts ref_*.c, given as arguments (each
# alternative of a ?: apart), and the words before the first conversion of
# the texts it builds with snprintf(w, ...).  For 75-referee-regress.bats.
use strict; use warnings;
local $/; my $src = join "", <>;
$src =~ s{/\*.*?\*/}{}gs;
while ($src =~ /snprintf\(w, sizeof w,\s*((?:"(?:[^"\\]|\\.)*"\s*)+)/g) {
	my ($lit, $s) = ($1, '');
	$s .= $1 while $lit =~ /"((?:[^"\\]|\\.)*)"/g;
	$s =~ s/%.*//s;
	print "$s\n" if $s =~ /^[A-Za-z]/;
}
while ($src =~ /\b(?:yut_ref_)?(report\s*\(\s*(?:&rf->rp|rp)\s*,\s*rf\s*,|differ\s*\(\s*d\s*,)/g) {
	my $start = pos($src);
	my ($depth, $i, $cur) = (1, $start, ""); my @args;
	my $instr = 0;
	for ($i = $start; $i < length $src; $i++) {
		my $c = substr($src, $i, 1);
		if ($instr) { $cur .= $c; if ($c eq '\\') { $cur .= substr($src, ++$i, 1); next } $instr = 0 if $c eq '"'; next }
		if ($c eq '"') { $instr = 1; $cur .= $c; next }
		if ($c eq '(') { $depth++ } elsif ($c eq ')') { $depth--; last if $depth == 0 }
		if ($c eq ',' && $depth == 1) { push @args, $cur; $cur = ''; next }
		$cur .= $c;
	}
	push @args, $cur;
	# report(rp, rf, cat, line, text, WHAT...): WHAT is args[3] after rf
	# differ(d, &nd, cat, line, WHAT...): args[3] after d
	my $what = $args[3] // next;
	# ternary alternatives: each run of adjacent literals
	while ($what =~ /((?:"(?:[^"\\]|\\.)*"\s*)+)/g) {
		my $lit = $1; my $s = '';
		$s .= $1 while $lit =~ /"((?:[^"\\]|\\.)*)"/g;
		print "$s\n" if length $s;
	}
}

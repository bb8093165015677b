#!/usr/bin/perl
# referee-parts.pl DIR - check that each part of the referee owns its
# state, as the table at the top of DIR/referee.h gives the parts (bottom
# to top), their files and their members of struct yut_referee.  Prints
# one line a breach: FILE:LINE: what; exits 1 if any.
#
# A part writes its own members alone: no other part's member is
# assigned, incremented, made the destination of a copy, or pointed to by
# a pointer that may write.  A part reads
# its own members and those of the parts below it, never of a part above.
# A function of a part takes a pointer it may write through (no const)
# only to its own struct, to the reports (which every part makes) and to
# the struct of a part below that it drives through that part's
# functions; struct yut_referee, the whole, only in the two parts at the
# top (the session and the top), which drive the others.
use strict;
use warnings;

my $dir = shift // die "usage: referee-parts.pl DIR\n";
open my $h, '<', "$dir/referee.h" or die "$dir/referee.h: $!\n";
my (@parts, %rank, %owner, %typeof, $cur);
while (<$h>) {
	last if m{^ \*/};
	next unless m{^ \*\s};
	if (m{^ \*   (\w+)\s}) {
		$cur = $1;
		push @parts, $cur;
		$rank{$cur} = $#parts;
	}
	next unless defined $cur;
	while (m{struct (ref_\w+) (\w+):}g) {
		$owner{$2} = $cur;
		$typeof{$1} = $cur;
	}
	$rank{"file:$1"} = $rank{$cur} while m{\b((?:ref_\w+|referee)\.c)\b}g;
}
close $h;
die "referee.h names no parts\n" unless @parts >= 3 && %owner;

my $bad = 0;
my $mem = join '|', keys %owner;
my $copy = 'memcpy|memmove|memset|strcpy|strncpy|snprintf|yut_ref_copy|' .
    'yut_ref_append';
for my $f (sort grep { /^file:/ } keys %rank) {
	(my $file = $f) =~ s/^file://;
	my $me = $rank{$f};
	open my $c, '<', "$dir/$file" or die "$dir/$file: $!\n";
	my $src = do { local $/; <$c> };
	seek $c, 0, 0;
	$. = 0;
	while ($src =~ m{^(\w+)\(((?:[^()]|\([^()]*\))*)\)\n\{}mg) {
		my ($fn, $ps) = ($1, $2);
		for my $prm (split /,/, $ps) {
			next if $prm =~ /\bconst\b/ ||
			    $prm !~ m{struct (\w+) \*};
			my $t = $1;
			my $whole = $t eq 'yut_referee' && $me < $#parts - 1;
			my $above = exists $typeof{$t} && $t ne 'ref_reports' &&
			    $rank{$typeof{$t}} > $me;
			next unless $whole || $above;
			print "$file: $fn takes struct $t to write, " .
			    ($whole ? "the whole referee" :
			    "of the $typeof{$t}, a part above") . "\n";
			$bad = 1;
		}
	}
	while (my $l = <$c>) {
		$l =~ s{/\*.*?\*/}{}g;
		$l =~ s{"(?:[^"\\]|\\.)*"}{""}g;
		while ($l =~ m{(\+\+|--)?\s*\b\w+->($mem)\.(\w+)((?:\[[^\]]*\]|\.\w+)*)\s*(\+\+|--|[-+*/|&^]?=(?!=)|<<=|>>=)?}g) {
			my ($pre, $m, $fld, $op) = ($1, $2, $3, $5);
			my $r = $rank{$owner{$m}};
			if ($r > $me) {
				print "$file:$.: reads $m.$fld of the $owner{$m}, a part above\n";
				$bad = 1;
			} elsif ($r != $me && (defined $pre || defined $op)) {
				print "$file:$.: writes $m.$fld of the $owner{$m}\n";
				$bad = 1;
			}
		}
		while ($l =~ m{(const\s+)?struct\s+\w+\s*\*\s*\w+\s*=\s*&?\w+->($mem)\.(\w+)}g) {
			next if defined $1 || $rank{$owner{$2}} == $me;
			print "$file:$.: points to write into $2.$3 of the $owner{$2}\n";
			$bad = 1;
		}
		while ($l =~ m{\b($copy)\(\s*&?\w+->($mem)\.(\w+)}g) {
			next if $rank{$owner{$2}} == $me;
			print "$file:$.: writes $2.$3 of the $owner{$2}, by $1\n";
			$bad = 1;
		}
	}
	close $c;
}
exit $bad;

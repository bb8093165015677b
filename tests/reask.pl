#!/usr/bin/perl
# reask.pl MODE COMMAND [ARG ...]: run COMMAND (yut-play) with its output
# rewritten as a student's program words it: each refusal ("Wrong
# answer: ..." and the question again) becomes a question asked again in
# the program's own words.  MODE:
#	same	on one line: "Invalid input. Please enter ...: "
#	next	"Invalid input." on a line, the question on the next
#	with	"Invalid input. " and SPEC 7's question on the same line
#	nl	as same, the question ended by a newline
# The input is COMMAND's own (the terminal).  A test stand-in.
use strict;
use warnings;

my $mode = shift;
my %words = (
	'Continue' => 'Please enter 0 to continue or 1 to save and exit: ',
	'>> position' => 'Please enter the position of your piece again: ',
	'>> yut' => 'Please enter the yut again: ',
	'number of players' => 'Please enter 2, 3 or 4: ',
	'number of pieces' => 'Please enter 1, 2, 3 or 4: ',
	'There is a saved game' => 'Please enter 0 or 1: ',
	'(0: pig' => 'Please enter an animal from 0 to 3: ',
	'Select the function' => 'Please enter a menu number: ',
	'Choose a game' => 'Please enter 1 or 2: ',
);

sub reask {
	my ($q) = @_;
	my $w = 'Please enter it again: ';
	for my $k (keys %words) {
		$w = $words{$k} if index($q, $k) == 0;
	}
	return "Invalid input. $w" if $mode eq 'same';
	return "Invalid input.\n$w" if $mode eq 'next';
	return "Invalid input. $q" if $mode eq 'with';
	return "Invalid input. $w\n" if $mode eq 'nl';
	die "reask.pl: unknown mode $mode\n";
}

$| = 1;
open(my $in, '-|', @ARGV) or die "reask.pl: $ARGV[0]: $!\n";
my ($buf, $rin) = ('', '');
vec($rin, fileno($in), 1) = 1;
for (;;) {
	my $n = sysread($in, my $c, 4096);
	last if !$n;
	$buf .= $c;
	# more at once: wait for the whole of it
	next if select(my $r = $rin, undef, undef, 0.05) > 0;
	$buf =~ s/^Wrong answer:[^\n]*\n([^\n]*: )\z/reask($1)/me;
	print $buf;
	$buf = '';
}
print $buf;
close($in);
exit($? >> 8);

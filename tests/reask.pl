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
# What is read is passed on at once, but for a refusal: from its "Wrong
# answer:" line on, it is held until the question after it is whole (a
# question ends in " : " and then the program waits), however the reads
# cut it.  No time is waited for.
my $buf = '';
for (;;) {
	my $n = sysread($in, my $c, 4096);
	last if !$n;
	$buf .= $c;
	for (;;) {
		my $at = index($buf, 'Wrong answer:');
		if ($at < 0) {
			# all but a last line that may begin a refusal
			my $nl = rindex($buf, "\n") + 1;
			my $tail = substr($buf, $nl);
			my $keep = $tail ne '' && index('Wrong answer:', $tail) == 0;
			print substr($buf, 0, $keep ? $nl : length $buf);
			$buf = $keep ? $tail : '';
			last;
		}
		if ($at > 0 && substr($buf, $at - 1, 1) ne "\n") {
			# the words inside a line: not a refusal
			print substr($buf, 0, $at + 13);
			$buf = substr($buf, $at + 13);
			next;
		}
		print substr($buf, 0, $at);
		$buf = substr($buf, $at);
		if ($buf =~ s/\AWrong answer:[^\n]*\n([^\n]* : )\z/reask($1)/e) {
			print $buf;
			$buf = '';
		} elsif ($buf =~ /\AWrong answer:[^\n]*\n[^\n]*\n/) {
			# a line, not a question, after it: as it is
			my $nl = index($buf, "\n") + 1;
			print substr($buf, 0, $nl);
			$buf = substr($buf, $nl);
			next;
		}
		last;
	}
}
print $buf;
close($in);
exit($? >> 8);

#!/usr/bin/perl
# verdict-filter.pl CODE program [arg ...] - run a program with its output
# through CODE, perl run on each whole line in $_ (newline included), as a
# student's program that differs in that way; a question (a line ending in
# ": ") is passed on at once.  $n{...} keeps counts between lines.  For
# tests/74-verdicts.bats.
use strict;
use warnings;

my $code = shift;
our %n;
my $f = eval "sub { no warnings 'uninitialized'; $code }" or die $@;
open(my $p, '-|', @ARGV) or die "$ARGV[0]: $!";
$| = 1;
my $buf = '';
while (sysread($p, my $c, 4096)) {
	$buf .= $c;
	while ($buf =~ s/\A([^\n]*\n)//) {
		local $_ = $1;
		$f->();
		print;
	}
	if ($buf =~ /: \z/) {
		print $buf;
		$buf = '';
	}
}
print $buf;
close $p;
exit($? >> 8);

#!/usr/bin/perl
# Turns a page written by swift-argument-parser's generate-manual (earshot.serve.1) into the
# page Debian installs (earshot-serve.1): usage: man-page.pl DASHED-NAME < in.1 > out.1
#   - the title and the NAME line use the dashed name, so that whatis and apropos find it
#     (`man earshot-serve`), while the synopsis still shows the words to type (earshot serve);
#   - cross-references name the installed pages, and `help` (no page) is left out;
#   - a blank line of a discussion becomes mdoc's paragraph break (.Pp).
use strict;
use warnings;

my $dashed = shift @ARGV or die "usage: man-page.pl DASHED-NAME\n";
my $title = uc $dashed;
my $spoken;    # the command as typed, from the first .Nm line
while (my $line = <STDIN>) {
    if ($line =~ /^\.Dt \S+ (\d)/) {
        $line = ".Dt $title $1\n";
    } elsif (!defined $spoken && $line =~ /^\.Nm "?([^"\n]+)"?$/) {
        $spoken = $1;
        $line = ".Nm $dashed\n";
    } elsif (defined $spoken && $spoken ne $dashed && $line =~ /^\.Nm$/) {
        $line = ".Nm \"$spoken\"\n";
    } elsif ($line =~ /^\.Nd "(.*)"$/) {
        $line = ".Nd $1\n";
    } elsif ($line =~ /^\.Xr earshot\.help /) {
        next;
    } elsif ($line =~ /^\.Xr (earshot\.[\w.]+)(.*)$/s) {
        (my $page = $1) =~ tr/./-/;
        $line = ".Xr $page$2";
    } elsif ($line eq "\n") {
        $line = ".Pp\n";
    }
    print $line;
}

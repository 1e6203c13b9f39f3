#!/bin/sh
# The page of `houserules analyze --html` in a real headless browser (check_page.sh): it
# loads with no console error, and its self-test finds a score, a length chart of 30 bins
# for each rule set, and each step of the ladder.
#   sh analyze_page.sh HOUSERULES
set -eu
houserules=$1
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$houserules" analyze dobutsu --variant no_try --games 20 --ladder random,greedy,alphabeta:depth=2 \
  --ladder-games 2 --html "$work/analyze.html" > /dev/null
sh "$here/check_page.sh" "$work/analyze.html"

#!/bin/sh
# A match's page (match --html, and stats --html from its record) and a tournament's page
# (tournament --html) in a real headless browser (check_page.sh): no console error, and
# each page's self-test finds its parts (the Elo chart and every pair; every bot's bar).
#   sh series_pages.sh HOUSERULES
set -eu
houserules=$1
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$houserules" match dobutsu greedy random --games 10 --seed 4 --time 100 --random-opening 4 \
  --record "$work/match.jsonl" --html "$work/match.html" > /dev/null
"$houserules" stats "$work/match.jsonl" --html "$work/stats.html" > /dev/null
"$houserules" tournament dobutsu greedy random alphabeta:depth=1 --seed 4 --time 100 \
  --html "$work/tournament.html" > /dev/null
for page in match stats tournament; do
  sh "$here/check_page.sh" "$work/$page.html"
done

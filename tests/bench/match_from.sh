#!/bin/sh
# A pair of games from each position of a file (one position text a line): the same as
# `houserules match` with --position, once a line, every game into one record.
#
#   sh tests/bench/match_from.sh build draws.txt out.jsonl dobutsu alphabeta uci:/path/fsf \
#     --engine-option VariantPath=FILE --engine-option UCI_Variant=dobutsuroyal --time 200
#
# CPU=N runs every game on that core (and one game at a time); run two with halves of the
# file (split -n l/2) on two cores. Prints each finished line's number on stderr.
set -eu
if [ $# -lt 6 ]; then
  echo "usage: [CPU=N] sh tests/bench/match_from.sh BUILD_DIR POSITIONS RECORD GAME BOT_A BOT_B [match options]" >&2
  exit 2
fi
build=$1 positions=$2 record=$3
shift 3
pin=""
if [ -n "${CPU:-}" ]; then pin="taskset -c $CPU"; fi
total=$(grep -c . "$positions")
i=0
grep . "$positions" | while read -r position; do
  i=$((i + 1))
  $pin "$build/houserules" match "$@" --games 2 --concurrency 1 --position "$position" --record "$record" >/dev/null
  printf '\r%d/%d' "$i" "$total" >&2
done
printf '\n' >&2

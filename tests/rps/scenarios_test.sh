#!/bin/sh
# Runs every scenario folder of tests/rps/scenarios through a referee and compares its
# output with the folder's expected.output, byte for byte.
#   scenarios_test.sh houserules BINARY SCENARIOS   the game's file referee (houserules rps DIR)
#   scenarios_test.sh naive BINARY SCENARIOS        the naive C referee written apart from it
# A folder may hold `options`: NAME=VALUE lines (rows, columns, rocks, papers, scissors,
# bombs, jokers, flags) for both referees.
set -eu
mode=$1 bin=$2 scenarios=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0 checked=0
for dir in "$scenarios"/*/; do
  name=$(basename "$dir")
  rm -rf "${work:?}/$name"
  mkdir "$work/$name"
  cp "$dir"player1.rps_board "$dir"player2.rps_board "$dir"player1.rps_moves "$dir"player2.rps_moves "$work/$name/"
  rows=10 columns=10 rocks=2 papers=5 scissors=1 bombs=2 jokers=2 flags=1
  set --
  if [ -f "$dir/options" ]; then
    while IFS= read -r line || [ -n "$line" ]; do
      [ -n "$line" ] || continue
      set -- "$@" --option "$line"
      eval "${line%%=*}=${line#*=}"
    done < "$dir/options"
  fi
  if [ "$mode" = houserules ]; then
    "$bin" rps "$work/$name" "$@" > "$work/$name.screen" 2>&1 || true
  else
    "$bin" "$work/$name" "$work/$name/rps.output" "$rows" "$columns" "$rocks" "$papers" "$scissors" \
      "$bombs" "$jokers" "$flags" > "$work/$name.screen" 2>&1 || true
  fi
  checked=$((checked + 1))
  if ! cmp -s "$dir/expected.output" "$work/$name/rps.output"; then
    failed=$((failed + 1))
    echo "FAILED: $name ($mode referee)"
    diff "$dir/expected.output" "$work/$name/rps.output" || true
    cat "$work/$name.screen"
  fi
done
echo "$checked scenarios, $failed failed ($mode referee)"
[ "$failed" -eq 0 ] && [ "$checked" -gt 0 ]

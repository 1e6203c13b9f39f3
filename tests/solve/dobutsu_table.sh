#!/bin/sh
# houserules solve against the perfect-play table of Dobutsu (tests/golden/solve/dobutsu.txt):
# a win or loss within 13 plies is proved with the table's value, at its distance or up to 2
# plies shorter (the table counts to the lion's capture, these rules to the mate), and a
# drawn position is never given a value it cannot prove (draw or unknown).
#   sh dobutsu_table.sh HOUSERULES GOLDEN [EVERY]   (EVERY: one position of that many; 1 all)
set -eu
houserules=$1 golden=$2 every=${3:-1}
failed=0 checked=0 line=0
tab=$(printf '\t')
while IFS="$tab" read -r position value plies; do
  case "$position" in '#'*|'') continue ;; esac
  line=$((line + 1))
  [ $(((line - 1) % every)) -eq 0 ] || continue
  checked=$((checked + 1))
  # a draw is not proved in this game's size: a few seconds show it gets no value
  seconds=60
  [ "$value" = draw ] && seconds=3
  first=$("$houserules" solve dobutsu --position "$position" --positions 1000 --time "$seconds" | sed -n 2p)
  case "$value" in
    draw)
      case "$first" in draw|unknown*) ;; *) failed=$((failed + 1)); echo "FAIL: $position is a draw; solve says: $first" ;; esac ;;
    *)
      got_value=$(echo "$first" | cut -d' ' -f1) got_plies=$(echo "$first" | cut -d' ' -f3)
      if [ "$got_value" != "$value" ] || [ "$got_plies" -gt "$plies" ] || [ "$got_plies" -lt $((plies - 2)) ]; then
        failed=$((failed + 1))
        echo "FAIL: $position is a $value in $plies plies by the table; solve says: $first"
      fi ;;
  esac
done < "$golden"
echo "$checked positions, $failed failed"
[ "$failed" -eq 0 ] && [ "$checked" -gt 0 ]

#!/bin/sh
# Checks every count of a Chinese checkers golden perft file against the plain C perft
# (perft_reference.c), which was written apart from the Lua rules.
# usage: reference_test.sh PERFT_C GOLDEN_FILE [short]
set -eu
perft=$1 golden=$2 mode=${3:-}
failed=0 checked=0 position=start
while IFS= read -r line || [ -n "$line" ]; do
  case $line in
    '#'* | '') continue ;;
    start) position=start ;;
    'position '*) position=${line#position } ;;
    *)
      depth=${line%% *} want=${line##* }
      if [ "$position" = start ]; then
        got=$("$perft" "$depth" $mode | tail -n 1)
      else
        rows=${position%% *} side=${position#* }
        side=${side%% *}
        got=$("$perft" "$depth" $mode "$rows" "$side" | tail -n 1)
      fi
      got=${got#* } got=${got%% *}
      checked=$((checked + 1))
      if [ "$got" != "$want" ]; then
        echo "FAILED: perft $depth from $position: the C reference counts $got, the golden file says $want"
        failed=$((failed + 1))
      fi
      ;;
  esac
done < "$golden"
echo "$checked counts checked, $failed failed"
[ "$failed" -eq 0 ] && [ "$checked" -gt 0 ]

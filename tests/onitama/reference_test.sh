#!/bin/sh
# Checks every count of an Onitama golden perft file against the plain C perft
# (perft_reference.c), which was written apart from the Lua rules.
# usage: reference_test.sh PERFT_C GOLDEN_FILE CARD_FOLDER
set -eu
perft=$1 golden=$2 cards=$3
failed=0 checked=0 deal=
while IFS= read -r line || [ -n "$line" ]; do
  case $line in
    '#'* | '' | start) continue ;;
    'option deal='*) deal=${line#option deal=} ;;
    'option '* | 'position '*)
      echo "FAILED: the C reference reads only named deals from the start: $line"
      failed=$((failed + 1)) ;;
    *)
      depth=${line%% *} want=${line##* }
      got=$("$perft" "$cards" "$deal" "$depth")
      got=${got#* } got=${got%% *}
      checked=$((checked + 1))
      if [ "$got" != "$want" ]; then
        echo "FAILED: perft $depth of $deal: the C reference counts $got, the golden file says $want"
        failed=$((failed + 1))
      fi
      ;;
  esac
done < "$golden"
echo "$checked counts checked, $failed failed"
[ "$failed" -eq 0 ] && [ "$checked" -gt 0 ]

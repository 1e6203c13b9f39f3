#!/bin/sh
# A game's replay page (replay --html) in a real headless browser (check_page.sh): it
# loads with no console error, and its self-test steps the board with the arrow keys and
# finds the first move's squares marked. A board drawn with named squares has its moves'
# squares (the game's squares hook), and the page stays small: a page of whole pictures was
# 1 MB for one Bo Bing game and 2.5 MB for a game of checkers.
#   sh replay_page.sh HOUSERULES GAME [MATCH OPTIONS...]   (greedy against random)
set -eu
houserules=$1 game=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$houserules" match "$game" greedy random --games 1 --seed 4 --time 100 --record "$work/games.jsonl" "$@" > /dev/null
"$houserules" replay "$work/games.jsonl" --html "$work/$game.html" > /dev/null
page=$work/$game.html
if grep -q 'data-square=\\"' "$page" && ! grep -q '"marks":' "$page"; then
  echo "FAIL: the board names its squares, but no move marks any (the game's squares hook)"
  exit 1
fi
plies=$(grep -o '"who":' "$page" | wc -l)
size=$(wc -c < "$page")
limit=$((40000 + 2000 * plies))
if [ "$size" -gt "$limit" ]; then
  echo "FAIL: the page is $size bytes for $plies plies (at most $limit: 40 kB and 2 kB a ply)"
  exit 1
fi
sh "$here/check_page.sh" "$page"

#!/bin/sh
# A game's replay page (replay --html) in a real headless browser (check_page.sh): it
# loads with no console error, and its self-test steps the board with the arrow keys.
#   sh replay_page.sh HOUSERULES GAME [MATCH OPTIONS...]   (greedy against random)
set -eu
houserules=$1 game=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$houserules" match "$game" greedy random --games 1 --seed 4 --time 100 --record "$work/games.jsonl" "$@" > /dev/null
"$houserules" replay "$work/games.jsonl" --html "$work/$game.html" > /dev/null
sh "$here/check_page.sh" "$work/$game.html"

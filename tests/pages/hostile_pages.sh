#!/bin/sh
# Pages whose every field a stranger named: an Onitama card whose name is markup that runs
# script, a bot file named to open an HTML comment and a script, an event that closes the
# page's script. Each page must load with no console error (nothing tried to run that the
# page's policy refused), report "selftest ok" (the page's own script ran and no injected
# one overwrote its verdict), and hold none of the markup raw.
#   sh hostile_pages.sh HOUSERULES
set -eu
houserules=$1
here=$(cd "$(dirname "$0")" && pwd)
scripts=$(cd "$here/../../scripts" && pwd)
cards=$(cd "$here/../../variants/onitama" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

payload="<img src=x onerror=document.getElementById('selftest').textContent='pwned'>"
mkdir "$work/cards"
for card in Boar Cobra Crab Crane; do cp "$cards/$card.txt" "$work/cards/"; done
cp "$cards/Dragon.txt" "$work/cards/$payload.txt"
printf '5\nBoar\nCobra\nCrab\nCrane\n%s\n' "$payload" > "$work/cards/movecards.txt"
bot="$work/<!--<script>x.lua"
cp "$scripts/bots/random.lua" "$bot"
event="</script><script>document.getElementById('selftest').textContent='pwned'</script>"

"$houserules" match onitama "$bot" greedy --games 2 --seed 4 --time 100 --option "cards=$work/cards" \
  --event "$event" --record "$work/games.jsonl" --html "$work/match.html" > /dev/null
"$houserules" replay "$work/games.jsonl" --html "$work/replay.html" > /dev/null
"$houserules" tournament onitama "$bot" greedy --seed 4 --time 100 --option "cards=$work/cards" \
  --event "$event" --html "$work/tournament.html" > /dev/null
for page in replay match tournament; do
  for raw in "<img src=x" "<!--<script>" "<script>document"; do
    if grep -qF "$raw" "$work/$page.html"; then
      echo "$page.html holds '$raw' raw"
      exit 1
    fi
  done
  sh "$here/check_page.sh" "$work/$page.html"
done
# the hostile card was dealt: the replay page draws it (escaped)
grep -q "onerror" "$work/replay.html" || { echo "the hostile card is not on the replay page"; exit 1; }

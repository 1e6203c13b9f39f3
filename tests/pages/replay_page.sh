#!/bin/sh
# A replay page (replay --html) as a person sees it, in a real headless browser (Debian's
# chromium): it loads with no error in the console, and its self-test (FILE.html#selftest:
# the right arrow steps the board, End and Home go to the ends) reports "selftest ok".
#   sh replay_page.sh HOUSERULES GAME [MATCH OPTIONS...]   (greedy against random)
set -eu
houserules=$1 game=$2
shift 2
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "replay_page.sh: a headless browser is needed (apt-get install chromium)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
"$houserules" match "$game" greedy random --games 1 --seed 4 --time 100 --record "$work/games.jsonl" "$@" > /dev/null
"$houserules" replay games.jsonl --html page.html
timeout 120 "$browser" --headless --no-sandbox --disable-gpu --user-data-dir="$work/profile" \
  --enable-logging=stderr --v=0 --dump-dom "file://$work/page.html#selftest" > dom.html 2> browser.log || true
if grep -q "CONSOLE" browser.log; then
  echo "replay_page.sh: the console has errors:"
  grep "CONSOLE" browser.log
  exit 1
fi
verdict=$(sed -n 's/.*<p id="selftest">\([^<]*\)<.*/\1/p' dom.html)
echo "$game: ${verdict:-no self-test ran}"
case "$verdict" in "selftest ok"*) exit 0 ;; *) exit 1 ;; esac

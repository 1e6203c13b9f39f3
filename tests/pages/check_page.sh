#!/bin/sh
# Opens a page houserules wrote in a real headless browser (Debian's chromium) as a person
# would: it must load with no error in the console, and its self-test (PAGE#selftest)
# must report "selftest ok". Prints the verdict.
#   sh check_page.sh PAGE.html
set -eu
page=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "check_page.sh: a headless browser is needed (apt-get install chromium)"; exit 1; }
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
timeout 120 "$browser" --headless --no-sandbox --disable-gpu --user-data-dir="$profile" \
  --enable-logging=stderr --v=0 --dump-dom "file://$page#selftest" > "$profile/dom.html" \
  2> "$profile/browser.log" || true
if grep -q "CONSOLE" "$profile/browser.log"; then
  echo "$1: the console has errors:"
  grep "CONSOLE" "$profile/browser.log"
  exit 1
fi
verdict=$(sed -n 's/.*<p id="selftest">\([^<]*\)<.*/\1/p' "$profile/dom.html")
echo "$1: ${verdict:-no self-test ran}"
case "$verdict" in "selftest ok"*) exit 0 ;; *) exit 1 ;; esac

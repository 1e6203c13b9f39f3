#!/bin/sh
# houserules installed as a user installs it: the Debian package made from this build
# (cpack), its files unpacked into a scratch root, and the source tree (the build inside
# it) out of reach - bubblewrap lays an empty folder over it. From the installed files
# alone: the conformance check, a short match, the RPS file referee, a game's classic
# interface, the manual page, and bash's completion.
#   install_test.sh CPACK BUILD SOURCE
set -eu
cpack=$1 build=$2 source=$3
scratch=$(mktemp -d /tmp/hr_install.XXXXXX)
trap 'rm -rf "$scratch"' EXIT

(cd "$build" && "$cpack" -G DEB -B "$scratch/package") > "$scratch/cpack.log" 2>&1 || {
  cat "$scratch/cpack.log"
  exit 1
}
deb=$(ls "$scratch"/package/houserules_*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for package in libluajit-5.1-2 libedit2 libseccomp2 libsodium23 bubblewrap gcc; do
  case "$depends" in
    *"$package"*) ;;
    *) echo "FAILED: the package does not depend on $package"; exit 1 ;;
  esac
done
# Installable from Debian's packages alone (a simulation: nothing is installed).
apt-get install -s "$deb" > "$scratch/apt.log" 2>&1 || { cat "$scratch/apt.log"; exit 1; }
dpkg-deb -x "$deb" "$scratch/root"
cp -r "$source/tests/rps/scenarios/default_board_tie" "$scratch/rps"

cat > "$scratch/installed.sh" <<'EOS'
set -eu
scratch=$1
unset HOUSERULES_HOME HOUSERULES_PATH HOUSERULES_INIT
export HOUSERULES_DATA="$scratch/data" PATH="$scratch/root/usr/bin:$PATH"
failed=0
expect() {  # what, the text expected in the output, the output
  case "$3" in
    *"$2"*) echo "ok: $1" ;;
    *) echo "FAILED: $1: no '$2' in:"; echo "$3"; failed=1 ;;
  esac
}
expect "houserules is on the PATH" "$scratch/root/usr/bin/houserules" "$(command -v houserules)"
checked=$(houserules check dobutsu --playouts 20 2>&1; echo "status $?")
expect "check dobutsu" "0 failed" "$checked"
expect "check dobutsu's exit status" "status 0" "$checked"
expect "a short match" "2 games in" \
  "$(houserules match dobutsu random greedy --games 2 --time 200 2>&1 || true)"
houserules rps "$scratch/rps" > "$scratch/rps.screen" 2>&1 || true
if cmp -s "$scratch/rps/expected.output" "$scratch/rps/rps.output"; then
  echo "ok: the RPS file referee"
else
  echo "FAILED: the RPS file referee:"; cat "$scratch/rps.screen"; failed=1
fi
expect "the Dobutsu interface" "C P C2" \
  "$(printf 'ogl\nooo\noEL\nooo\nEC\ngc\n' | houserules dobutsu 2>&1 || true)"
expect "man -l shows the page" "houserules match" \
  "$(MANWIDTH=100 man -l "$scratch/root/usr/share/man/man1/houserules.1.gz" 2>&1 | col -b || true)"
completes() {  # the words typed, the index completed
  bash -c '. "$1"/root/usr/share/bash-completion/completions/houserules
           shift; COMP_CWORD=$1; shift; COMP_WORDS=("$@"); _houserules
           printf "%s\n" "${COMPREPLY[@]}"' bash "$scratch" "$@"
}
expect "houserules ma<Tab>" "match" "$(completes 1 houserules ma)"
expect "houserules match dob<Tab>" "dobutsu" "$(completes 2 houserules match dob)"
expect "houserules match dobutsu alpha<Tab>" "alphabeta" "$(completes 3 houserules match dobutsu alpha)"
expect "houserules match dobutsu --variant <Tab>" "no_try" \
  "$(completes 4 houserules match dobutsu --variant '')"
expect "houserules match --ga<Tab>" "--games" "$(completes 2 houserules match --ga)"
exit $failed
EOS
# (the build folder is hidden too when it is not inside the source tree)
hide_build=""
case "$build" in "$source"/*) ;; *) hide_build="--tmpfs $build" ;; esac
# shellcheck disable=SC2086
bwrap --bind / / --tmpfs "$source" $hide_build --dev /dev --proc /proc \
  sh "$scratch/installed.sh" "$scratch"

#!/bin/sh
# Ctrl-C stops a command that computes in a process of its own (perft, bench): the process
# runs without a watchdog, so the command kills it, says "interrupted" and exits 130, and
# nothing of it is left running.
#   sh tests/repl/interrupt_test.sh HOUSERULES
set -u
hr=${1:?"usage: interrupt_test.sh HOUSERULES"}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
status=0
for cmd in "perft onitama 12" "bench onitama --runs 50"; do
  # its own process group, as a terminal's foreground job, which Ctrl-C signals whole
  setsid $hr $cmd >"$out" 2>&1 &
  pid=$!
  sleep 1
  kill -INT "-$pid"
  waited=0
  while kill -0 "$pid" 2>/dev/null && [ $waited -lt 50 ]; do
    sleep 0.1
    waited=$((waited + 1))
  done
  if kill -0 "$pid" 2>/dev/null; then
    echo "FAIL: '$cmd' still runs 5 s after Ctrl-C"
    kill -KILL "-$pid"
    status=1
    continue
  fi
  wait "$pid"
  rc=$?
  # a live process of its group still there (a dead one waiting for init to reap it is not)
  left=$(cat /proc/[0-9]*/stat 2>/dev/null | awk -v g="$pid" '$5 == g && $3 != "Z"' | wc -l)
  [ "$left" -eq 0 ] && left=no || left=yes
  if [ $rc -ne 130 ] || ! grep -q "interrupted" "$out" || [ $left = yes ]; then
    echo "FAIL: '$cmd': exit $rc, processes left: $left, output:"
    cat "$out"
    status=1
  else
    echo "ok: '$cmd' interrupted"
  fi
done
exit $status

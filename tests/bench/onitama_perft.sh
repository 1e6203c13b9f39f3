#!/bin/sh
# Onitama perft: `houserules perft` against the plain C perft of the same rules
# (tests/onitama/perft_reference.c), on the same deal, alternating runs; prints each run
# and the min/median/max of both and of their ratio (ours over C's speed).
#   [CPU=N] sh tests/bench/onitama_perft.sh BUILD_DIR [DEPTH] [RUNS] [DEAL]
# CPU=N runs both on that core only (taskset): on a shared machine one core can run the
# same program at half the speed of the other for minutes at a time, which an unpinned
# pair of runs turns into a ratio of noise.
set -eu
build=${1:?"usage: onitama_perft.sh BUILD_DIR [DEPTH] [RUNS] [DEAL]"}
depth=${2:-7} runs=${3:-5} deal=${4:-Dragon,Crab,Frog,Eel,Tiger}
root=$(cd "$(dirname "$0")/../.." && pwd)
pin=""
[ -n "${CPU:-}" ] && pin="taskset -c $CPU"
out=$(mktemp)
i=0
while [ $i -lt "$runs" ]; do
  c=$($pin "$build/tests/onitama_perft_c" "$root/variants/onitama" "$deal" "$depth")
  ours=$($pin "$build/houserules" perft onitama "$depth" --option "deal=$deal" | sed -n 's/^time: \([0-9.]*\) s.*/\1/p')
  c_nodes=$(echo "$c" | cut -d' ' -f2) c_time=$(echo "$c" | cut -d' ' -f3)
  echo "run $((i + 1)): C $c_time s, houserules $ours s ($c_nodes nodes)"
  echo "$c_time $ours" >> "$out"
  i=$((i + 1))
done
awk '{ c[NR] = $1; h[NR] = $2; r[NR] = $1 / $2 }
  function med(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
    return a[int((n + 1) / 2)] }
  END { n = NR; printf "C: min %.4f median %.4f max %.4f s\n", mn(c, n), med(c, n), mx(c, n)
    printf "houserules: min %.4f median %.4f max %.4f s\n", mn(h, n), med(h, n), mx(h, n)
    printf "speed ratio (houserules / C): min %.3f median %.3f max %.3f\n", mn(r, n), med(r, n), mx(r, n) }
  function mn(a, n,   i, m) { m = a[1]; for (i = 2; i <= n; i++) if (a[i] < m) m = a[i]; return m }
  function mx(a, n,   i, m) { m = a[1]; for (i = 2; i <= n; i++) if (a[i] > m) m = a[i]; return m }' "$out"
rm -f "$out"

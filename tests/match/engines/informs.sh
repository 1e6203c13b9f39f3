#!/bin/sh
# A UCI engine that reports its search in "info" lines and always plays b2b3 (Dobutsu's
# chick forward: legal as the first move only).
while read -r line; do
  case "$line" in
    uci) echo "id name informs"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*)
      echo "info depth 3 nodes 10 score cp 5"
      echo "info string depth 99 is free text"
      echo "info depth 7 seldepth 9 nodes 1234 score cp 56 pv b2b3 b3b4"
      echo "bestmove b2b3" ;;
    quit) exit 0 ;;
  esac
done

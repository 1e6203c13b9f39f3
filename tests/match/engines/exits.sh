#!/bin/sh
# A UCI engine that leaves when asked for a move.
while read -r line; do
  case "$line" in
    uci) echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) exit 3 ;;
  esac
done

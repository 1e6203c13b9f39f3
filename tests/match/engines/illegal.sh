#!/bin/sh
# A UCI engine that names a move no game has.
while read -r line; do
  case "$line" in
    uci) echo "id name illegal"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) echo "bestmove a1a1" ;;
    quit) exit 0 ;;
  esac
done

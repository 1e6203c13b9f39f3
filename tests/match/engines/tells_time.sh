#!/bin/sh
# A UCI engine that reports the time it was given and plays b2b3 (Dobutsu's chick forward:
# legal as the first move only): `go movetime T` as nodes T, depth 1; `go wtime W btime B
# winc I binc J` as nodes W, score cp B, depth I + 2 (depth 0 would be a sound report too).
while read -r line; do
  set -- $line
  case "$1" in
    uci) echo "id name tells_time"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go)
      if [ "$2" = movetime ]; then
        echo "info depth 1 nodes $3"
      elif [ "$2" = wtime ] && [ "$4" = btime ] && [ "$6" = winc ] && [ "$8" = binc ] && [ "$7" = "$9" ]; then
        echo "info depth $(($7 + 2)) nodes $3 score cp $5"
      fi
      echo "bestmove b2b3" ;;
    quit) exit 0 ;;
  esac
done

#!/bin/sh
# Dobutsu games written as PGN (match --pgnout) read back by an independent reader:
# Fairy-Stockfish itself, as ffish (npm), which checks the tags, the movetext and every
# move by its own rules (fsf_reads.js). ffish is installed into NPM_DIR on first use (npm
# and the npm registry are needed; the README's test command installs npm).
#   sh fsf_reads.sh HOUSERULES NPM_DIR
set -eu
houserules=$1 npm_dir=$2
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -d "$npm_dir/node_modules/ffish" ]; then
  command -v npm > /dev/null || { echo "fsf_reads.sh: npm is needed to install ffish (apt-get install npm)"; exit 1; }
  npm install --prefix "$npm_dir" --no-audit --no-fund --loglevel=error ffish@0.7.10
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
"$houserules" match dobutsu greedy alphabeta:depth=3 --games 8 --seed 5 --openings 4 --time 200 \
  --pgnout games.pgn --concurrency 2 > /dev/null
node "$here/fsf_reads.js" "$npm_dir/node_modules" games.pgn

#!/usr/bin/python3
"""Trains the small network of Onitama's evaluation (scripts/games/onitama/network.lua) on
self-play positions labelled by how their games ended.

    build/houserules run tests/bench/onitama_fit.lua net 5000 201 > a.tsv   # and b.tsv, ...
    python3 tests/bench/onitama_net.py [options] --valid b.tsv a.tsv [...]

Each line of the files is a position: how its game ended for the side to move (1, 0.5, 0),
the score its search reported, evaluate.lua's score without its network, and the
network's active inputs (network.lua's `active`, so the fit and the search read a position
alike). The network learns what the evaluation leaves out: the evaluation's score stays
as it is, times the K that fits it best, and a hidden layer (ReLU) over the inputs is
added, so that 1 / (1 + exp(-(K * score + network))) predicts the result with the least
squared error (small_network.py), on the positions and their mirror images (the rules are
the same mirrored, the cards' moves with them). The network's output is written in the
evaluation's units (divided by K), so the search's margins keep their meaning.

`--valid` names positions kept out of the fit (other games: positions of one game are alike)
that choose the epoch kept and tell the error of the evaluation alone and with the
network. Its options (--help) say what each does, with its default. Needs numpy (Debian:
python3-numpy).
"""
import argparse
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import small_network as N  # noqa: E402

INPUTS = 175  # network.lua: 100 piece-squares, then 25 offsets for each of three card groups
BOARD = 100
GROUP = 25


def mirrored(i):
    """Input i of the position mirrored (files a-e turned around)."""
    if i < BOARD:
        piece, square = divmod(i, 25)
        row, column = divmod(square, 5)
        return piece * 25 + row * 5 + 4 - column
    group, cell = divmod(i - BOARD, GROUP)
    dy, dx = divmod(cell, 5)  # cell = (dy + 2) * 5 + dx + 2
    return BOARD + group * GROUP + dy * 5 + 4 - dx


MIRROR = np.array([mirrored(i) for i in range(INPUTS)])


def read(paths):
    """(labels, the evaluation's scores, inputs as counts) of the files' positions."""
    labels, scores, rows = [], [], []
    for path in paths:
        with open(path) as f:
            for number, line in enumerate(f, 1):
                parts = line.rstrip("\n").split("\t")
                if len(parts) != 4:
                    sys.exit("%s:%d: expected 4 fields (result, search score, evaluation, inputs), got %d"
                             % (path, number, len(parts)))
                labels.append(float(parts[0]))
                scores.append(float(parts[2]))
                rows.append([int(t) for t in parts[3].split()])
    x = np.zeros((len(rows), INPUTS), dtype=np.float32)
    for r, active in enumerate(rows):
        for i in active:
            x[r, i] += 1
    return np.array(labels), np.array(scores)[:, None], x


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    arg = ap.add_argument
    arg("--hidden", type=int, default=16, metavar="N", help="hidden units (default %(default)s)")
    arg("--epochs", type=int, default=10, metavar="N", help="passes over the positions (default %(default)s)")
    arg("--valid", required=True, metavar="FILE", help="positions out of the fit that choose the epoch kept")
    arg("--batch", type=int, default=512, metavar="N", help="positions a step (default %(default)s)")
    arg("--rate", type=float, default=0.002, metavar="R", help="Adam's step (default %(default)s)")
    arg("--decay", action="store_true", help="lowers the step linearly to a tenth by the last epoch")
    arg("--seed", type=int, default=1, metavar="N", help="(default %(default)s)")
    arg("--out", metavar="FILE", help="writes the network as Lua there (default: prints its errors only)")
    arg("--k", type=float, metavar="K", help="the K above (default: the K that fits the evaluation alone best"
        " to the positions of the fit)")
    arg("files", nargs="+", metavar="FILE.tsv", help="positions to fit (onitama_fit.lua net)")
    a = ap.parse_args()

    y, f, x = read(a.files)
    vy, vf, vx = read([a.valid])
    def alone(k, f, y):
        """The squared error of the evaluation alone, read with K."""
        return float(np.mean((y - N.sigmoid(k * f[:, 0])) ** 2))
    # the K that fits the evaluation alone best
    k = a.k or min((alone(kk, f, y), kk) for kk in np.arange(0.001, 0.05, 0.0002))[1]
    rng = np.random.default_rng(a.seed)
    net = N.Net(INPUTS, a.hidden, np.array([k]), None, rng)
    print("%d positions, %d to validate; K %.4f; the evaluation alone: %.5f, validation %.5f" % (
        len(y), len(vy), k, alone(k, f, y), alone(k, vf, vy)))

    def report(epoch):
        e = net.error(vf, vx, vy)
        print("epoch %d: training %.5f, validation %.5f" % (epoch, net.error(f, x, y), e), flush=True)
        return e
    best = net.train(np.concatenate([f, f]), np.concatenate([x, x[:, MIRROR]]), np.concatenate([y, y]),
                     a.epochs, a.batch, a.rate, a.decay, rng, report)
    print("kept epoch %d (%.5f)" % (best[2], best[0]))
    if a.out:
        p = best[1]
        note = ["%d hidden units, fitted to %d positions (and their mirror images) with K %.4f; epoch %d of %d kept."
                % (a.hidden, len(y), k, best[2], a.epochs)]
        N.write_weights(a.out, "tests/bench/onitama_net.py", p["W"], p["b"], p["v"] / k, p["c"][0] / k, note)


if __name__ == "__main__":
    main()

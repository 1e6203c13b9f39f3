#!/usr/bin/python3
"""Trains the small network of Dobutsu's evaluation (scripts/games/dobutsu/network.lua)
on positions labelled by the solved game.

    python3 tests/bench/dobutsu_net.py [options] DOBUTSU TABLEBASE RECORD.jsonl [...]

DOBUTSU and TABLEBASE are clausecker/dobutsu's program and table (as for
dobutsu_fit.py, whose labelling and features this shares). The evaluation's score is
evaluate.lua's linear terms plus a network of one hidden layer (ReLU) whose inputs are the
pieces alone, from the side to move's view: each piece by whose it is, its kind and its
square (120 inputs), and the pieces in hand (mine and theirs, a chick, an elephant or a
giraffe, one or two: 12). Both parts are fitted together, so that
1 / (1 + exp(-K * score / 100)) predicts the label (a loss, a draw, a win: 0, 1/2, 1)
with the least squared error, by Adam on batches of positions and their mirror images
(the rules are the same mirrored, so the network learns both). The linear values start
from evaluate.lua's and are pulled gently toward them. With --children the positions a
move away are fitted too (those a search chooses among), and with --again the fit goes on
from network_weights.lua's network instead of a random one.

Its options (--help) say what each does, with its default.

Needs numpy (Debian: python3-numpy).
"""
import argparse
import os
import random
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dobutsu_fit as F  # noqa: E402
import small_network as N  # noqa: E402

KINDS = F.KINDS
INPUTS = 132  # 2 owners x 5 kinds x 12 squares, then 2 owners x 3 kinds x (one, two) in hand


def active(setup, mirror=False):
    """Their position text -> the network's active inputs, from the side to move's view:
    the square of a piece is counted from the mover's side (0 = the far row's first file,
    as the first player sees the board), so that the second player's pieces are turned
    around the centre; `mirror` swaps the files."""
    parts = setup.split("/")
    mover = 1 if parts[0] == "S" else 2
    out = []
    for y, row in enumerate(parts[1:5]):
        for x, ch in enumerate(row):
            if ch == "-":
                continue
            owner = 1 if ch.isupper() else 2
            mine = 0 if owner == mover else 1
            yy, xx = (y, x) if mover == 1 else (3 - y, 2 - x)
            if mirror:
                xx = 2 - xx
            out.append((mine * 5 + KINDS[ch.upper()] - 1) * 12 + yy * 3 + xx)
    counts = {}
    for ch in parts[5]:
        if ch != "-":
            mine = 0 if ch.isupper() == (mover == 1) else 1
            key = mine * 3 + KINDS[ch.upper()] - 1
            counts[key] = counts.get(key, 0) + 1
    for key, n in counts.items():
        for c in range(min(n, 2)):
            out.append(120 + key * 2 + c)
    return out


def dense(setups, mirror=False):
    x = np.zeros((len(setups), INPUTS), dtype=np.float32)
    for i, s in enumerate(setups):
        for j in active(s, mirror):
            x[i, j] += 1
    return x


def write_lua(path, w, b, v, c, note):
    """The network as network_weights.lua reads it, in score units (hundredths of a chick)."""
    N.write_weights(path, "tests/bench/dobutsu_net.py", w, b, v, c, note)


def arrays(data, keys):
    f = np.array([F.features(s) for s in keys])
    y = np.array([data[s] / 2 for s in keys])
    return f, dense(keys), y


WEIGHTS = os.path.join(HERE, "..", "..", "scripts", "games", "dobutsu", "network_weights.lua")


def read_lua():
    """network_weights.lua as written by write_lua: (hidden, W, b, v, c) in score units."""
    return N.read_weights(WEIGHTS, INPUTS)


def check(path):
    """Compares evaluate.lua's scores (lines 'OUR POSITION TEXT<TAB>score for the side to
    move', as dobutsu_check_features.lua prints them) with evaluate.lua's linear values and
    network_weights.lua computed here."""
    w = F.start_values()
    _, wn, b, v, c = read_lua()
    bad = total = 0
    for line in open(path):
        ours, score = line.rstrip("\n").split("\t")
        theirs = F.B.their_position(ours)
        x = dense([theirs])[0]
        mine = float(w @ F.features(theirs)) + N.score(x, wn, b, v, c)
        total += 1
        if abs(mine - float(score)) > 1e-6 * max(1, abs(mine)):
            bad += 1
            print("%s: evaluate.lua %s, here %s" % (ours, score, mine))
    print("%d positions, %d differ" % (total, bad))
    return bad == 0


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        sys.exit(0 if check(sys.argv[2]) else 1)
    # each option's help and default in one place: --help prints them after the docstring
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    arg = ap.add_argument
    arg("--hidden", type=int, default=32, metavar="N", help="hidden units (default %(default)s)")
    arg("--epochs", type=int, default=12, metavar="N", help="passes over the positions (default %(default)s)")
    arg("--valid", action="append", default=[], metavar="FILE",
        help="records whose positions choose the epoch kept (the one with the least error on them): keep"
        " positions of strong play here, out of the fit, for the self-play positions of the fit are not the"
        " positions of strong play, and a network fitted on them too long judges those worse")
    arg("--batch", type=int, default=512, metavar="N", help="positions a step (default %(default)s)")
    arg("--rate", type=float, default=0.002, metavar="R", help="Adam's step (default %(default)s)")
    arg("--decay", action="store_true", help="lowers the step linearly to a tenth by the last epoch")
    arg("--pull", type=float, default=1e-4, metavar="P",
        help="how hard the linear values are pulled toward evaluate.lua's (default %(default)s)")
    arg("--children", action="store_true",
        help="fits the positions a move from the records' too, labelled by the table's line for that move"
        " (dobutsu_fit.children, which leaves out the moves that throw a win or a draw into a loss): which"
        " of a position's moves keep its outcome, not the positions alone; --valid's records likewise")
    arg("--again", action="store_true",
        help="starts from network_weights.lua's network (its hidden units) instead of a random one, and"
        " goes on fitting it: what it learnt from earlier records is kept where these do not contradict it")
    arg("--out", metavar="FILE", help="writes the network as Lua there (default: prints its errors only)")
    arg("--seed", type=int, default=1, metavar="N", help="(default %(default)s)")
    arg("--k", type=float, metavar="K",
        help="the K above (default: the K that fits evaluate.lua's linear values alone best). K sets the"
        " scale of the scores: give the K of the fit being replaced to keep the scale the search's margins"
        " (its aspiration window, reverse futility) were measured with")
    arg("program", metavar="DOBUTSU", help="clausecker/dobutsu's program")
    arg("table", metavar="TABLEBASE", help="its table")
    arg("records", nargs="+", metavar="RECORD.jsonl", help="match records whose positions are fitted")
    a = ap.parse_args()

    def positions(paths):
        """The records' positions and their outcomes, and with --children those a move away."""
        blocks = F.walked(a.program, a.table, paths)
        found = F.outcomes(blocks)
        if a.children:
            for setup, label in F.children(a.program, a.table, blocks).items():
                found.setdefault(setup, label)
        return found

    data = positions(a.records)
    keys = sorted(data)
    random.seed(a.seed)
    random.shuffle(keys)
    cut = len(keys) * 9 // 10
    train, held = keys[:cut], keys[cut:]
    valid = None
    if a.valid:
        vdata = positions(a.valid)
        vkeys = sorted(s for s in vdata if s not in data)
        valid = arrays(vdata, vkeys)
        print("%d validation positions (not in the fit)" % len(vkeys))
    ft, xt, yt = arrays(data, train)
    xm = dense(train, mirror=True)
    f_all = np.concatenate([ft, ft])
    x_all = np.concatenate([xt, xm])
    y_all = np.concatenate([yt, yt])
    hold = arrays(data, held)

    w0 = F.start_values()
    k = a.k or min((F.error(w0, 0.05 * i, ft, yt), 0.05 * i) for i in range(1, 60))[1]
    rng = np.random.default_rng(a.seed)
    kept = read_lua() if a.again else None
    hidden = kept[0] if kept else a.hidden
    net = N.Net(INPUTS, hidden, w0 * k / 100, a.pull, rng)
    if kept:
        _, net.p["W"], net.p["b"], v, c = kept
        net.p["v"], net.p["c"] = v * k / 100, np.array([c * k / 100])
    print("%d positions (%d held out), K %.2f; %s: held out %.5f%s" % (
        len(keys), len(held), k, "the network as it stands" if a.again else "linear values alone",
        net.error(*hold),
        ", validation %.5f" % net.error(*valid) if valid else ""))

    def report(epoch):
        e_hold = net.error(*hold)
        e_valid = net.error(*valid) if valid else e_hold
        print("epoch %d: training %.5f, held out %.5f%s" % (
            epoch, net.error(ft, xt, yt), e_hold, ", validation %.5f" % e_valid if valid else ""),
            flush=True)
        return e_valid
    best = net.train(f_all, x_all, y_all, a.epochs, a.batch, a.rate, a.decay, rng, report)
    print("kept epoch %d (%.5f)" % (best[2], best[0]))
    if a.out:
        note = ["%d hidden units, fitted to %d positions; epoch %d of %d kept." % (
            hidden, len(keys), best[2], a.epochs)]
        p = best[1]
        scale = 100 / k  # the output layer in score units
        write_lua(a.out, p["W"], p["b"], p["v"] * scale, p["c"][0] * scale, note)
        F.show(p["u"] * scale)


if __name__ == "__main__":
    main()

#!/usr/bin/python3
"""Fits Onitama's evaluation (scripts/games/onitama/evaluate.lua) to game results.

    build/houserules run tests/bench/onitama_fit.lua 2000 11 5 > a.tsv   # self-play positions
    python3 tests/bench/onitama_fit.py [--drop NAME,...] a.tsv [b.tsv ...]

Each line of the files is a position: how its game ended for the side to move (1, 0.5,
0), then evaluate.lua's features seen from the side to move (onitama_fit.lua reads each
as the score of an evaluation that weighs it alone, so the two cannot disagree). The
weights are fitted by logistic regression (Newton's method, a little ridge), so that
1 / (1 + exp(-score * K)) predicts the result; they are then scaled so that a student
is worth 100 on average over the squares, which fixes K. The last fifth of each file
(whole games, roughly) is held out: the script prints the held-out log loss and squared
error of the fit and of the weights in evaluate.lua (with their own best K), then the
fitted weights as evaluate.lua's WEIGHTS. --drop leaves features out of the fit (weight 0:
one that costs time in the search and adds little). Needs numpy (Debian: python3-numpy).
"""
import sys

import numpy as np


def read(paths):
    train, test = [], []
    names = None
    for path in paths:
        with open(path) as f:
            header = f.readline().split()
            if names is None:
                names = header[1:]
            elif header[1:] != names:
                sys.exit(f"{path}: its features are not those of {paths[0]}")
            rows = np.loadtxt(f, ndmin=2)
        cut = int(len(rows) * 0.8)
        train.append(rows[:cut])
        test.append(rows[cut:])
    train, test = np.vstack(train), np.vstack(test)
    return names, train[:, 1:], train[:, 0], test[:, 1:], test[:, 0]


def sigmoid(z):
    return 1 / (1 + np.exp(-np.clip(z, -40, 40)))


def fit(x, y, ridge):
    """Logistic regression with soft labels: the weights minimising log loss + ridge |w|^2."""
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = sigmoid(x @ w)
        gradient = x.T @ (p - y) + ridge * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + ridge * np.eye(x.shape[1])
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.max(np.abs(step)) < 1e-9:
            break
    return w


def losses(z, y):
    p = sigmoid(z)
    eps = 1e-12
    log_loss = -np.mean(y * np.log(p + eps) + (1 - y) * np.log(1 - p + eps))
    return log_loss, np.mean((p - y) ** 2)


def lua_weights(path):
    """evaluate.lua's WEIGHTS, as the file writes them (the table and the student loop)."""
    import re
    text = open(path).read()
    weights = {}
    block = re.search(r"local WEIGHTS = \{(.*?)\n\}", text, re.S)
    if block:
        for name, value in re.findall(r"(\w+) = (-?[\d.]+)", block.group(1)):
            weights[name] = float(value)
    return weights


def main():
    paths = sys.argv[1:]
    dropped = set()
    if paths[:1] == ["--drop"] and len(paths) > 1:
        dropped = set(paths[1].split(","))
        paths = paths[2:]
    if not paths:
        sys.exit(__doc__)
    names, x, y, tx, ty = read(paths)
    unknown = dropped - set(names)
    if unknown:
        sys.exit("--drop: no feature named " + ", ".join(sorted(unknown)))
    keep = np.array([n not in dropped for n in names])
    print(f"{len(y)} positions to fit, {len(ty)} held out; {keep.sum()} features")
    w = np.zeros(len(names))
    w[keep] = fit(x[:, keep], y, ridge=1.0)
    student = [i for i, n in enumerate(names) if n.startswith("student")]
    scale = 100 / np.mean(w[student])  # score units per unit of log-odds
    print("fitted:  held-out log loss %.4f, squared error %.4f" % losses(tx @ w, ty))
    # the weights in evaluate.lua now, with the K that suits them best
    import os
    here = os.path.dirname(os.path.abspath(__file__))
    current = lua_weights(os.path.join(here, "../../scripts/games/onitama/evaluate.lua"))
    v = np.array([current.get(n, 0.0) for n in names])
    if np.any(v):
        k = fit((x @ v)[:, None], y, ridge=0.0)[0]
        print("current: held-out log loss %.4f, squared error %.4f (K = %.5f)" % (losses(tx @ v * k, ty) + (k,)))
    print("scale: %.2f score units per unit of log-odds (K = %.5f)" % (scale, 1 / scale))
    print("local WEIGHTS = {")
    for n, value in zip(names, w * scale):
        print(f"  {n} = {value:.0f},")
    print("}")


if __name__ == "__main__":
    main()

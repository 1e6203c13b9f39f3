#!/usr/bin/env python3
"""Fits Dobutsu's evaluation (scripts/games/dobutsu/evaluate.lua) to the solved game.

    python3 tests/bench/dobutsu_fit.py DOBUTSU TABLEBASE RECORD.jsonl [...]

DOBUTSU and TABLEBASE are clausecker/dobutsu's program and table (as for
dobutsu_blunders.py). Every position of every game in the records (from `houserules match
--record`; use --openings so that games differ) is labelled by the table: a win, a draw or
a loss for the side to move. The evaluation's values - each piece kind by its distance from
its home row and its file (side or centre), the pieces in hand, and a bonus for the side to
move - are then fitted by gradient descent, starting from the values in evaluate.lua, so
that 1 / (1 + exp(-K * score / 100)) predicts the label (0, 1/2, 1) with the least squared
error; K is fitted first with the starting values. A fifth of the positions is held out:
the script prints both errors as it goes, then the values as evaluate.lua's tables.
"""
import json
import math
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dobutsu_blunders as B  # noqa: E402  (the table's notation, position text and moves)

KINDS = {"C": 1, "E": 2, "G": 3, "L": 4, "R": 5}  # their R is our hen
NAMES = ["chick", "elephant", "giraffe", "lion", "hen"]
HAND, TEMPO, COUNT = 40, 43, 44  # hand values at 40..42, the tempo at 43


def slot(kind, advance, centre):
    return ((kind - 1) * 4 + advance) * 2 + centre


def start_values():
    """evaluate.lua's values as they stand (read from the file, so a fit goes on from the last)."""
    text = open(os.path.join(HERE, "..", "..", "scripts", "games", "dobutsu", "evaluate.lua")).read()
    body = text.split("local VALUE = {", 1)[1].split("\n}", 1)[0]
    rows = re.findall(r"\{ (\{.*?\}) \},?", body)
    w = [0.0] * COUNT
    for kind, row in enumerate(rows, 1):
        pairs = re.findall(r"\{ (-?\d+), (-?\d+) \}", row)
        for advance, (side_file, centre_file) in enumerate(pairs):
            w[slot(kind, advance, 0)], w[slot(kind, advance, 1)] = float(side_file), float(centre_file)
    hand = re.search(r"HAND_VALUE = \{ (\d+), (\d+), (\d+) \}", text).groups()
    w[HAND:HAND + 3] = [float(v) for v in hand]
    w[TEMPO] = float(re.search(r"TEMPO = (-?\d+)", text).group(1))
    return w


def labelled(program, table, paths):
    """{their position text: the best outcome for the side to move, 0 1 2}."""
    found = {}
    for path in paths:
        for line in open(path):
            game = json.loads(line)
            if game.get("options") or game.get("variants") or "moves" not in game:
                continue
            for setup, block in B.walk(program, table, game):
                if block:
                    found[setup] = max(block.values())
        print("labelled %d positions (%s)" % (len(found), path), file=sys.stderr)
    return found


def features(setup):
    """'S/gl-/-e-/-cL/EG-/c' -> [(slot, count)] for the side to move (S: the first player,
    upper case; rows from the second player's home row down)."""
    parts = setup.split("/")
    mover, rows, hand = parts[0], parts[1:5], parts[5]
    f = {}
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch == "-":
                continue
            first = ch.isupper()
            k = slot(KINDS[ch.upper()], 3 - r if first else r, 1 if c == 1 else 0)
            f[k] = f.get(k, 0) + (1 if first else -1)
    for ch in hand:
        if ch != "-":
            k = HAND + KINDS[ch.upper()] - 1
            f[k] = f.get(k, 0) + (1 if ch.isupper() else -1)
    sign = 1 if mover == "S" else -1
    return [(k, v * sign) for k, v in f.items() if v] + [(TEMPO, 1)]


def sigmoid(x):
    return 1 / (1 + math.exp(-max(-50.0, min(50.0, x))))


def error(w, k, data):
    return sum((y - sigmoid(k * sum(w[i] * v for i, v in f) / 100)) ** 2 for f, y in data) / len(data)


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    data = [(features(s), v / 2) for s, v in labelled(sys.argv[1], sys.argv[2], sys.argv[3:]).items()]
    random.seed(1)
    random.shuffle(data)
    cut = len(data) * 4 // 5
    train, test = data[:cut], data[cut:]
    w0 = start_values()
    k = min((error(w0, 0.05 * i, train), 0.05 * i) for i in range(1, 60))[1]
    print("%d positions, K %.2f, error %.5f (held out %.5f)" % (len(data), k, error(w0, k, train), error(w0, k, test)))
    w, rate, pull = w0[:], 8000.0, 1e-7
    for step in range(1, 1501):
        grad = [0.0] * COUNT
        for f, y in train:
            p = sigmoid(k * sum(w[i] * v for i, v in f) / 100)
            c = -2 * (y - p) * p * (1 - p) * k / 100
            for i, v in f:
                grad[i] += c * v
        for i in range(COUNT):
            w[i] -= rate * (grad[i] / len(train) + 2 * pull * (w[i] - w0[i]))
        if step % 250 == 0:
            print("step %d: error %.5f (held out %.5f)" % (step, error(w, k, train), error(w, k, test)))
    print("local VALUE = {")
    for kind in range(1, 6):
        print("  { " + ", ".join("{ %d, %d }" % (round(w[slot(kind, a, 0)]), round(w[slot(kind, a, 1)]))
                                 for a in range(4)) + " }, -- " + NAMES[kind - 1])
    print("}\nlocal HAND_VALUE = { %d, %d, %d }\nlocal TEMPO = %d"
          % (round(w[HAND]), round(w[HAND + 1]), round(w[HAND + 2]), round(w[TEMPO])))


if __name__ == "__main__":
    main()

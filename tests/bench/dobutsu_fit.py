#!/usr/bin/python3
"""Fits the linear values of Dobutsu's evaluation (scripts/games/dobutsu/evaluate.lua) to
the solved game, alone: the evaluation's values are now fitted together with its network by
dobutsu_net.py, which takes its labels and features from here; this fit of the values
alone is the baseline the network is measured against.

    python3 tests/bench/dobutsu_fit.py DOBUTSU TABLEBASE RECORD.jsonl [...]

DOBUTSU and TABLEBASE are clausecker/dobutsu's program and table (as for
dobutsu_blunders.py). Every position of every game in the records (from `houserules match
--record`; use --openings so that games differ) is labelled by the table: a win, a draw or
a loss for the side to move. The evaluation's values are then fitted by Adam (a gradient
descent), starting from the values in evaluate.lua, so that 1 / (1 + exp(-K * score / 100))
predicts the label (0, 1/2, 1) with the least squared error; K is fitted first with the
starting values. A fifth of the positions is held out: the script prints both errors,
then the values as evaluate.lua's tables.

The features are evaluate.lua's, computed here the same way from the table's position
text (`dobutsu_net.py --check SCORES` compares them, with the network, with the Lua
evaluation: see dobutsu_check_features.lua):
each piece by kind, distance from its home row and file (side or centre); pieces in hand;
the move; squares attacked; the pieces each side attacks by kind, defended or not, by
whether that side is to move; the squares beside each lion the other side attacks.
Needs numpy (Debian: python3-numpy).
"""
import os
import random
import re
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dobutsu_blunders as B  # noqa: E402  (the table's notation, position text and moves)
from small_network import Adam  # noqa: E402

EVALUATE = os.path.join(HERE, "..", "..", "scripts", "games", "dobutsu", "evaluate.lua")
KINDS = {"C": 1, "E": 2, "G": 3, "L": 4, "R": 5}  # their R is our hen
STEPS = {  # for the first player, who moves up (y falls)
    1: [(0, -1)],
    2: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    3: [(0, -1), (0, 1), (-1, 0), (1, 0)],
    4: [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy],
    5: [(0, -1), (0, 1), (-1, 0), (1, 0), (-1, -1), (1, -1)],
}
# The weights, in this order: VALUE (kind, advance, side/centre file: 40), HAND_VALUE (3),
# TEMPO, ATTACKED_SQUARE, the four threat tables (5 each), the two lion zones.
HAND, TEMPO, MOB, TBM, HBM, TOM, HOM, ZONES, COUNT = 40, 43, 44, 45, 50, 55, 60, 65, 67
TABLES = [("THREAT_BY_MOVER", TBM), ("HANGING_BY_MOVER", HBM), ("THREAT_ON_MOVER", TOM),
          ("HANGING_ON_MOVER", HOM)]


def slot(kind, advance, centre):
    return ((kind - 1) * 4 + advance) * 2 + centre


def attacks(cells, side):
    out = set()
    for (x, y), (s, k) in cells.items():
        if s == side:
            for dx, dy in STEPS[k]:
                tx, ty = x + dx, y + (dy if side == 1 else -dy)
                if 0 <= tx < 3 and 0 <= ty < 4:
                    out.add((tx, ty))
    return out


def features(setup):
    """'S/gl-/-e-/-cL/EG-/c' -> the feature vector for the side to move (S: the first
    player, upper case; rows from the second player's home row down)."""
    parts = setup.split("/")
    mover = 1 if parts[0] == "S" else 2
    cells = {}
    for y, row in enumerate(parts[1:5]):
        for x, ch in enumerate(row):
            if ch != "-":
                cells[(x, y)] = (1 if ch.isupper() else 2, KINDS[ch.upper()])
    f = np.zeros(COUNT)
    for (x, y), (s, k) in cells.items():
        f[slot(k, 3 - y if s == 1 else y, 1 if x == 1 else 0)] += 1 if s == mover else -1
    for ch in parts[5]:
        if ch != "-":
            f[HAND + KINDS[ch.upper()] - 1] += 1 if (ch.isupper()) == (mover == 1) else -1
    f[TEMPO] = 1
    mine, theirs = attacks(cells, mover), attacks(cells, 3 - mover)
    f[MOB] = len(mine) - len(theirs)
    for (x, y), (s, k) in cells.items():
        if s != mover and (x, y) in mine:
            f[TBM + k - 1] += 1
            f[HBM + k - 1] += (x, y) not in theirs
        if s == mover and (x, y) in theirs:
            f[TOM + k - 1] += 1
            f[HOM + k - 1] += (x, y) not in mine
        if k == 4:
            zone = {(x + dx, y + dy) for dx, dy in STEPS[4]}
            f[ZONES + (0 if s == mover else 1)] += len(zone & (theirs if s == mover else mine))
    return f


def numbers(text):
    return [float(v) for v in re.findall(r"-?\d+", text)]


def start_values():
    """evaluate.lua's values as they stand (read from the file, so a fit goes on from the last)."""
    text = open(EVALUATE).read()
    w = np.zeros(COUNT)
    w[:40] = numbers(text.split("local VALUE = {", 1)[1].split("\n}", 1)[0])
    w[HAND:HAND + 3] = numbers(re.search(r"HAND_VALUE = \{(.*?)\}", text).group(1))
    w[TEMPO] = float(re.search(r"TEMPO = (-?\d+)", text).group(1))
    w[MOB] = float(re.search(r"ATTACKED_SQUARE = (-?\d+)", text).group(1))
    for name, at in TABLES:
        w[at:at + 5] = numbers(re.search(name + r" = \{(.*?)\}", text).group(1))
    w[ZONES:ZONES + 2] = numbers(re.search(r"MOVER_LION_ZONE, WAITING_LION_ZONE = (.*)", text).group(1))
    return w


def walked(program, table, paths):
    """{their position text: {move key: the outcome of the move for the side to move}} for
    the positions of the records, through the table."""
    found = {}
    for path in paths:
        for _, positions in B.walk_games(program, table, B.classic_games(path)):
            for setup, block in positions:
                if block:
                    found[setup] = block
        print("labelled %d positions (%s)" % (len(found), path), file=sys.stderr)
    return found


def outcomes(blocks):
    """walked()'s positions -> {their position text: the best outcome for the side to move, 0 1 2}."""
    return {setup: max(block.values()) for setup, block in blocks.items()}


def labelled(program, table, paths):
    """{their position text: the best outcome for the side to move, 0 1 2}."""
    return outcomes(walked(program, table, paths))


def children(program, table, parents, batch=20000):
    """{their position text: the outcome for the side to move, 0 1 2} for positions one move
    from a position of the records, labelled by its parent's line in the table (the mover's
    outcome of the move, seen from the other side), so that the fit also learns which of a
    position's moves keep its outcome: a search chooses among them, and in a narrow win the
    network's ranking of them is what keeps the win or throws it away. Left out: a move
    that throws a win or a draw into a loss (most of them leave a piece to be taken, which
    the search's quiescence sees and a static score should not try to), and one that takes
    the lion (a game won, not a position). `parents` are walked()'s positions."""
    found = {}
    items = sorted(parents.items())
    for at in range(0, len(items), batch):
        lines, labels = [], []
        for setup, block in items[at:at + batch]:
            lines.append("new " + setup)
            board = setup.split("/")[1:5]
            best = max(block.values())
            for (frm, to), value in sorted(block.items()):
                if value == 0 and best > 0:
                    continue
                piece = "" if frm.endswith("*") else board[int(frm[1]) - 1]["abc".index(frm[0])].upper()
                lines += [B.their_command(piece, frm, to), "show setup", "undo"]
                labels.append(2 - value)
        shown = [line.strip() for line in B.ask_table(program, table, lines) if re.match(r"^[SG]/", line)]
        if len(shown) != len(labels):
            raise SystemExit("the table's engine showed %d positions for %d moves" % (len(shown), len(labels)))
        for setup, label in zip(shown, labels):
            board = "".join(setup.split("/")[1:5])
            if "L" in board and "l" in board:
                found[setup] = label
        print("labelled %d positions a move from %d of the records'" % (len(found), min(at + batch, len(items))),
              file=sys.stderr)
    return found


def error(w, k, x, y):
    p = 1 / (1 + np.exp(-np.clip(k * (x @ w) / 100, -50, 50)))
    return float(np.mean((y - p) ** 2))


def fit(x, y, w0, k, steps=1500, rate=2.0, pull=1e-8):
    """Adam (rate: the step in the score's units, a hundredth of a chick), each value
    pulled gently back toward its start: values of rare features (a hen on a side file)
    ran off by hundreds without it, and the fit held out of Fairy-Stockfish's games was
    best at this pull (0.1276 against 0.1298 with none and 0.1334 at 1e-7)."""
    params = {"w": w0.copy()}
    adam = Adam(params, 1e-12)
    for _ in range(steps):
        w = params["w"]
        p = 1 / (1 + np.exp(-np.clip(k * (x @ w) / 100, -50, 50)))
        c = -2 * (y - p) * p * (1 - p) * k / 100
        adam.step(params, {"w": x.T @ c / len(y) + 2 * pull * (w - w0)}, rate)
    return params["w"]


def show(w):
    r = [int(round(v)) for v in w]
    print("local VALUE = {")
    for kind in range(1, 6):
        print("  { " + ", ".join("{ %d, %d }" % (r[slot(kind, a, 0)], r[slot(kind, a, 1)]) for a in range(4)) + " },")
    print("}")
    print("local HAND_VALUE = { %d, %d, %d }" % tuple(r[HAND:HAND + 3]))
    print("local TEMPO = %d" % r[TEMPO])
    print("local ATTACKED_SQUARE = %d" % r[MOB])
    for name, at in TABLES:
        print("local %s = { %s }" % (name, ", ".join(str(v) for v in r[at:at + 5])))
    print("local MOVER_LION_ZONE, WAITING_LION_ZONE = %d, %d" % tuple(r[ZONES:ZONES + 2]))


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    data = labelled(sys.argv[1], sys.argv[2], sys.argv[3:])
    keys = sorted(data)
    random.seed(1)
    random.shuffle(keys)
    x = np.array([features(s) for s in keys])
    y = np.array([data[s] / 2 for s in keys])
    cut = len(keys) * 4 // 5
    w0 = start_values()
    k = min((error(w0, 0.05 * i, x[:cut], y[:cut]), 0.05 * i) for i in range(1, 60))[1]
    print("%d positions, K %.2f, error %.5f (held out %.5f)"
          % (len(keys), k, error(w0, k, x[:cut], y[:cut]), error(w0, k, x[cut:], y[cut:])))
    w = fit(x[:cut], y[:cut], w0, k)
    print("fitted: error %.5f (held out %.5f)" % (error(w, k, x[:cut], y[:cut]), error(w, k, x[cut:], y[cut:])))
    show(w)


if __name__ == "__main__":
    main()

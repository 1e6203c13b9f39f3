#!/usr/bin/env python3
"""A test suite of Dobutsu positions whose answers the solved game knows.

    python3 tests/bench/dobutsu_suite.py make [--won] DOBUTSU TABLEBASE RECORD.jsonl [...] > suite.txt
    build/houserules run tests/bench/dobutsu_suite.lua suite.txt 100 "lmr=2" > answers.txt
    python3 tests/bench/dobutsu_suite.py score suite.txt answers.txt [more answers...]
    python3 tests/bench/dobutsu_suite.py draws DOBUTSU TABLEBASE openings.txt > draws.txt

`make` walks every game of the records through clausecker/dobutsu's table (as
dobutsu_blunders.py does) and keeps each position where a move can throw the game away:
the side to move can win or draw, and some move of it leads to a worse outcome. Each line
is our position text, then the moves that keep the best outcome and then the moves that do
not (as the table's keys: 'c4c3', drops 'C*b2'), tab-separated. A position met twice is
kept once. With --won, only the positions the side to move wins: the wins a search is
given and must keep, which decide most games against Fairy-Stockfish from drawn openings
(README.md).

`dobutsu_suite.lua` answers each position with alphabeta (a fresh game each, the given
milliseconds a move and bot options); `score` counts the answers that keep the best
outcome. A match decides little in Dobutsu (most pairs of games split: the random
opening decides), while each position here is a question with a known answer: a search
change that loses fewer of them plays fewer blunders. Answers vary from run to
run as the clock does: lmr=1 and lmr=2 at 100 ms kept the outcome in 2,284 and 2,289 of
2,421 positions, and each failed 47 and 42 that the other passed. Compare over many
positions, and check a change by a match.

`draws` keeps the positions of a file (our position text, one a line: from
dobutsu_openings.lua) that the table calls a draw, the openings of a match whose games
are not decided before they start.
"""
import re
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from dobutsu_blunders import ask_table, classic_games, walk_games, their_move, their_position  # noqa: E402


def our_position(theirs):
    """Their 'S/gl-/-ec/-L-/EG-/C' -> our 'gl1/1ec/1L1/EG1[C] w' (inverse of their_position)."""
    parts = theirs.split("/")
    side, rows, hand = parts[0], parts[1:5], parts[5] if len(parts) > 5 else ""
    out = []
    for row in rows:
        text, empty = "", 0
        for ch in row:
            if ch == "-":
                empty += 1
                continue
            if empty:
                text += str(empty)
                empty = 0
            text += {"R": "+C", "r": "+c"}.get(ch, ch)
        if empty:
            text += str(empty)
        out.append(text)
    return "%s[%s] %s" % ("/".join(out), hand or "-", "w" if side == "S" else "b")


def make(program, table, paths, won_only=False):
    seen = set()
    for path in paths:
        for _, positions in walk_games(program, table, classic_games(path)):
            for position, block in positions:
                if not block or position in seen:
                    continue
                seen.add(position)
                best = max(block.values())
                if best == 0 or min(block.values()) == best or (won_only and best < 2):
                    continue
                good = sorted(k for k, v in block.items() if v == best)
                bad = sorted(k for k, v in block.items() if v < best)
                print("%s\t%s\t%s" % (our_position(position), " ".join(a + b for a, b in good),
                                      " ".join(a + b for a, b in bad)))


def score(suite, answer_paths):
    questions = [line.rstrip("\n").split("\t") for line in open(suite)]
    for path in answer_paths:
        answers = [line.rstrip("\n").split("\t") for line in open(path) if "\t" in line]
        kept = 0
        for (position, good, _), (asked, move, *_) in zip(questions, answers):
            if asked != position:
                raise SystemExit("%s: answer to %s where %s was asked" % (path, asked, position))
            a, b = their_move(move)
            kept += (a + b) in good.split()
        n = len(answers)
        print("%-40s %4d of %4d kept the best outcome (%.1f%%)" % (path, kept, n, 100.0 * kept / max(n, 1)))


def draws(program, table, path):
    positions = [line.strip() for line in open(path) if line.strip()]
    commands = []
    for p in positions:
        commands += ["setup " + their_position(p), "show eval"]
    out = ask_table(program, table, commands)
    values = [line.strip() for line in out if re.match(r"^(#-?\d+|0)$", line.strip())]
    if len(values) != len(positions):
        raise SystemExit("%s: the table valued %d of %d positions" % (path, len(values), len(positions)))
    for p, v in zip(positions, values):
        if v == "0":
            print(p)


def main():
    args = sys.argv[1:]
    if len(args) >= 5 and args[:2] == ["make", "--won"]:
        make(args[2], args[3], args[4:], won_only=True)
    elif len(args) >= 4 and args[0] == "make":
        make(args[1], args[2], args[3:])
    elif len(args) == 4 and args[0] == "draws":
        draws(args[1], args[2], args[3])
    elif len(args) >= 3 and args[0] == "score":
        score(args[1], args[2:])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()

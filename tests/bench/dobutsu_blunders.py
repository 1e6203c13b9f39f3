#!/usr/bin/env python3
"""Blunders in Dobutsu match records, checked against the solved game.

    python3 tests/bench/dobutsu_blunders.py [--list] DOBUTSU TABLEBASE RECORD.jsonl [...]

DOBUTSU is the `dobutsu` program of clausecker/dobutsu (a perfect-play engine on a
complete table base), built with its table (`make all`, then dobutsu.tb) in a scratch
folder. Each game of each record (JSON Lines from `houserules match --record`) is played
through it from its start (a position of its own too: `--openings`); before each move it lists every legal move with its value from
the table (a win or a loss in N plies, or a draw). A move is a blunder when it is worse
than the best move there: a win thrown into a draw or a loss, or a draw into a loss.
Prints, per seat name, the moves made in won positions and in drawn ones and the blunders
among them (count and share of those moves: a move in a lost position cannot be one); with
--list first, each blunder too: the game, the ply, the position (the table's text), the
move with the depth and score its side reported, and what it threw away.
"""
import itertools
import json
import re
import subprocess
import sys
from collections import defaultdict

LINE = re.compile(r"^(.+?)\s*:\s+(\S+)")


def their_move(ours):
    """'G C4 C3' -> ('c4', 'c3'); a drop 'C P C2' -> ('C*', 'c2')."""
    piece, frm, to = ours.split()
    if frm == "P":
        return (piece.upper().lstrip("+") + "*", to.lower())
    return (frm.lower(), to.lower())


def key_of_listed(text):
    """'Gc4-c3' / 'Cb3xb2+' / 'C  *b2' (spaces squeezed away) -> the same key as their_move."""
    text = text.replace(" ", "").rstrip("+")
    if "*" in text:
        return (text[0].upper() + "*", text[-2:])
    return (text[1:3], text[-2:])


def outcome(value):
    """'#12' a win, '#-12' a loss, anything else a draw: 2, 0, 1."""
    if value.startswith("#-"):
        return 0
    if value.startswith("#"):
        return 2
    return 1


def their_position(ours):
    """Our position text 'gl1/1ec/1L1/EG1[C] w' -> theirs 'S/gl-/-ec/-L-/EG-/C' (a hen
    '+C' is their 'R'; w, the first player, is their sente)."""
    board, rest = ours.split("[")
    hand, side = rest.split("]")
    rows = []
    for row in board.split("/"):
        row = row.replace("+C", "R").replace("+c", "r")
        rows.append("".join("-" * int(ch) if ch.isdigit() else ch for ch in row))
    return ("S" if side.strip() == "w" else "G") + "/" + "/".join(rows) + "/" + hand


def their_command(piece, frm, to):
    """The table's program's command for a move (their letters and squares): a drop 'C*b2'
    as it is, a piece's move 'Cb3b2'."""
    if frm.endswith("*"):
        return frm + to
    return piece + frm + to


def command_for(ours):
    frm, to = their_move(ours)
    piece = ours.split()[0].lstrip("+")
    if piece == "H":
        piece = "R"  # their letter for a hen (a promoted chick)
    return their_command(piece, frm, to)


def ask_table(program, table, commands):
    """The lines the table's program prints for `commands` (one session, quiet)."""
    return subprocess.run([program, "-q", "-t", table], input="\n".join(commands) + "\n",
                          capture_output=True, text=True).stdout.splitlines()


def classic_games(path):
    """The games of a record played under the classic rules (no option, no house rule):
    the only ones the table knows."""
    for line in open(path):
        game = json.loads(line)
        if not (game.get("options") or game.get("variants")) and "moves" in game:
            yield game


def walk_games(program, table, games, batch=500):
    """(game, positions) for each of `games`, where positions lists the positions of the
    game before each of its moves through the table's engine: (their position text, {move
    key: outcome of the move}), one per move. The program is started once for `batch` games,
    not once a game: it loads its 167 MB table as it starts (labelling 2,320 games one start
    a game took 4 min 34 s, 4 min 23 s of it system time)."""
    games = iter(games)
    while True:
        chunk = list(itertools.islice(games, batch))
        if not chunk:
            return
        lines, ends = [], []  # ends[i]: how many positions the games up to i have in all
        for game in chunk:
            lines.append("new " + their_position(game["position"]) if game.get("position") else "new")
            for m in game["moves"]:
                lines += ["show setup", "show lines", command_for(m["move"])]
            ends.append((ends[-1] if ends else 0) + len(game["moves"]))
        positions = []
        for line in ask_table(program, table, lines):
            if line.startswith("Error"):
                walked = next(g for g, end in zip(chunk, ends) if end >= len(positions))
                raise SystemExit("game %s: the table's engine refused: %s" % (walked.get("index"), line))
            if re.match(r"^[SG]/", line):
                positions.append((line.strip(), {}))
                continue
            hit = LINE.match(line)
            if hit and positions:
                positions[-1][1][key_of_listed(hit.group(1))] = outcome(hit.group(2))
        if len(positions) != ends[-1]:
            raise SystemExit("the table's engine showed %d positions for %d moves" % (len(positions), ends[-1]))
        begin = 0
        for game, end in zip(chunk, ends):
            yield game, positions[begin:end]
            begin = end


OUTCOME = ("a loss", "a draw", "a win")


def check_game(game, positions, listing=False):
    results = []
    for ply, (m, (position, block)) in enumerate(zip(game["moves"], positions), 1):
        if not block:
            continue
        played = block.get(their_move(m["move"]))
        if played is None:
            raise SystemExit("the table's engine does not list %s (game %s); listed: %s"
                             % (m["move"], game.get("index"), sorted(block)))
        best = max(block.values())
        results.append((m["seat"], best, played < best))
        if listing and played < best:
            print("game %s ply %d %s: %s (%s) depth %s score %s: %s, not %s"
                  % (game.get("index"), ply, game["seats"][m["seat"] - 1], position, m["move"],
                     m.get("depth", "?"), m.get("score", "?"), OUTCOME[played], OUTCOME[best]))
    return results


def main():
    args = sys.argv[1:]
    listing = bool(args) and args[0] == "--list"
    if listing:
        args = args[1:]
    if len(args) < 3:
        raise SystemExit(__doc__)
    program, table = args[0], args[1]
    # per name and the position's value before the move (0 lost, 1 drawn, 2 won): moves and
    # blunders. A move in a lost position cannot be one, so the shares count only the moves
    # made where there was something to throw away.
    moves, blunders = defaultdict(int), defaultdict(int)
    for path in args[2:]:
        for game, positions in walk_games(program, table, classic_games(path)):
            for seat, best, blundered in check_game(game, positions, listing):
                name = game["seats"][seat - 1]
                moves[name, best] += 1
                blunders[name, best] += blundered

    def share(name, values):
        n = sum(moves[name, v] for v in values)
        b = sum(blunders[name, v] for v in values)
        return "%5d moves, %4d blunders (%5.2f%%)" % (n, b, 100.0 * b / n if n else 0.0)

    for name in sorted({name for name, _ in moves}):
        print(name)
        print("  in won positions:    " + share(name, (2,)))
        print("  in drawn positions:  " + share(name, (1,)))
        print("  won or drawn:        " + share(name, (1, 2)))
        print("  (in lost positions:  %5d moves, none can be a blunder)" % moves[name, 0])


if __name__ == "__main__":
    main()

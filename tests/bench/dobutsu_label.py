"""Labels Dobutsu positions (our position text, a line each) with the perfect-play table.

    python3 tests/bench/dobutsu_label.py DOBUTSU TABLEBASE positions.txt > labelled.txt

DOBUTSU and TABLEBASE are clausecker/dobutsu's program and table, built in a scratch
folder (see README.md). Prints POSITION<TAB>win|loss|draw<TAB>PLIES for the side to move:
the shortest win, the longest defence, as the table counts them (to the lion's capture).
tests/golden/solve/dobutsu.txt is a sample of these, two for each distance to 13 plies.
"""
import re
import subprocess
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from dobutsu_blunders import their_position  # noqa: E402

program, table, source = sys.argv[1], sys.argv[2], sys.argv[3]
positions = [line.strip() for line in open(source) if line.strip()]
commands = []
for p in positions:
    commands += ["new " + their_position(p), "show lines"]
out = subprocess.run([program, "-q", "-t", table], input="\n".join(commands) + "\n",
                     capture_output=True, text=True).stdout.splitlines()
blocks, current = [], None
for line in out:
    if line.startswith("Error"):
        blocks.append(None)
        current = None
    elif re.match(r"^\d+\. new ", line):
        current = []
        blocks.append(current)
    elif current is not None and not re.match(r"^\d+\.", line):
        hit = re.match(r"^(.+?)\s*:\s+(\S+)", line)
        if hit:
            current.append(hit.group(2))
for p, values in zip(positions, blocks):
    if not values:
        continue
    wins = [int(v[1:]) for v in values if v.startswith("#") and not v.startswith("#-")]
    if wins:
        print("%s\twin\t%d" % (p, min(wins)))
    elif any(not v.startswith("#") for v in values):
        print("%s\tdraw\t0" % p)
    else:
        print("%s\tloss\t%d" % (p, max(int(v[2:]) for v in values)))

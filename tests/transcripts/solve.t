# houserules solve: the value of a position with perfect play, printed only when it is
# proved. A small position: every reachable position valued backwards from the ends.
$ solve dobutsu --position '3/L2/2l/3[-] w'
memory: at most about 1200 MB (an enumeration of up to 2,000,000 positions); time: at most 60 s
win in 1 ply
best move: L A2 A1
proof: every reachable position valued backwards from the ends (94 positions)

# Kuhn poker, with hidden information: CFR+ to an approximate equilibrium (the first
# player's value is -1/18 = -0.0556)
$ solve kuhn --iterations 3000
value -0.0558 for the first player (CFR+, 3000 iterations)
exploitability 0.00277
strategy (each seat's view, then how often each move is played):
  first: J, second: ?; bets: none (first): check 76%, bet 24%
  first: J, second: ?; bets: pb (first): fold 100%, call 0%
  first: Q, second: ?; bets: none (first): check 100%, bet 0%
  first: Q, second: ?; bets: pb (first): fold 43%, call 57%
  first: K, second: ?; bets: none (first): check 30%, bet 70%
  first: K, second: ?; bets: pb (first): fold 0%, call 100%
  first: ?, second: J; bets: b (second): fold 100%, call 0%
  first: ?, second: J; bets: p (second): check 66%, bet 34%
  first: ?, second: Q; bets: b (second): fold 66%, call 34%
  first: ?, second: Q; bets: p (second): check 100%, bet 0%
  first: ?, second: K; bets: b (second): fold 0%, call 100%
  first: ?, second: K; bets: p (second): check 0%, bet 100%

# the start of Dobutsu does not fit: a short time proves nothing, and says so
$ solve dobutsu --time 1 --positions 1000
memory: at most about 1 MB (an enumeration of up to 1,000 positions); time: at most 1 s
* unknown %(no forced win or loss within %d+ plies, when the time ran out; more than 1,000 positions reachable%)
* proof: none; [%d,]+ nodes searched

# a game with chance and no secrets, by expectation (tests/analysis/games/coin.lua: a coin
# decides; a loaded one falls heads four times in five)
$ HOUSERULES_PATH=$HOUSERULES_HOME/tests/analysis solve coin
memory: at most about 1200 MB (up to 2,000,000 positions); time: at most 60 s
value +0.0000 for the first player, by expectation over the chance outcomes (a win 1, a draw 0, a loss -1)
best move: heads
proof: every reachable position valued (3 positions)

$ HOUSERULES_PATH=$HOUSERULES_HOME/tests/analysis solve coin --variant loaded
memory: at most about 1200 MB (up to 2,000,000 positions); time: at most 60 s
value +0.6000 for the first player, by expectation over the chance outcomes (a win 1, a draw 0, a loss -1)
best move: heads
proof: every reachable position valued (3 positions)

# Bo Bing's rolls go on too long to sum: unknown, and why
$ solve bobing --option players=2 --time 5
memory: at most about 1200 MB (up to 2,000,000 positions); time: at most 5 s
unknown (a line longer than 2000 plies; 2,001 positions valued)

# games it cannot solve: more than two seats
$ solve bobing
! houserules solve: bobing has 4 seats: solve values games of two
? 1

# The command line: play with bots and a record, replay it, a match, and mistakes.

$ play dobutsu --seat 1=alphabeta:depth=4 --seat 2=random --seed 3 --record play_record.json
dobutsu, seed 3: first alphabeta(depth=4), second random
  A B C
1 g l e
2 . c .
3 . C .
4 E L G
hands: first -, second -
first player (upper case) to move
first (alphabeta(depth=4)) plays C B3 B2
  A B C
1 g l e
2 . C .
3 . . .
4 E L G
hands: first C, second -
second player (lower case) to move
second (random) plays E C1 B2
  A B C
1 g l .
2 . e .
3 . . .
4 E L G
hands: first C, second c
first player (upper case) to move
first (alphabeta(depth=4)) plays C P A3
  A B C
1 g l .
2 . e .
3 C . .
4 E L G
hands: first -, second c
second player (lower case) to move
second (random) plays L B1 C1
  A B C
1 g . l
2 . e .
3 C . .
4 E L G
hands: first -, second c
first player (upper case) to move
first (alphabeta(depth=4)) plays E A4 B3
  A B C
1 g . l
2 . e .
3 C E .
4 . L G
hands: first -, second c
second player (lower case) to move
second (random) plays E B2 A3
  A B C
1 g . l
2 . . .
3 e E .
4 . L G
hands: first -, second c c
first player (upper case) to move
first (alphabeta(depth=4)) plays L B4 A3
  A B C
1 g . l
2 . . .
3 L E .
4 . . G
hands: first E, second c c
second player (lower case) to move
second (random) plays C P C3
  A B C
1 g . l
2 . . .
3 L E c
4 . . G
hands: first E, second c
first player (upper case) to move
first (alphabeta(depth=4)) plays G C4 C3
  A B C
1 g . l
2 . . .
3 L E G
4 . . .
hands: first C E, second c
second player (lower case) to move
second (random) plays G A1 B1
  A B C
1 . g l
2 . . .
3 L E G
4 . . .
hands: first C E, second c
first player (upper case) to move
first (alphabeta(depth=4)) plays G C3 C2
  A B C
1 . g l
2 . . G
3 L E .
4 . . .
hands: first C E, second c
second player (lower case) to move
game over: the second player is checkmated (1-0)
record: play_record.json

$ replay play_record.json
dobutsu, seed 3; first: alphabeta(depth=4), second: random
1. first: C B3 B2
2. second: E C1 B2
3. first: C P A3
4. second: L B1 C1
5. first: E A4 B3
6. second: E B2 A3
7. first: L B4 A3
8. second: C P C3
9. first: G C4 C3
10. second: G A1 B1
11. first: G C3 C2
  A B C
1 . g l
2 . . G
3 L E .
4 . . .
hands: first C E, second c
second player (lower case) to move
result: the second player is checkmated (1-0)

$ replay play_record.json --quiet
dobutsu, seed 3; first: alphabeta(depth=4), second: random
  A B C
1 . g l
2 . . G
3 L E .
4 . . .
hands: first C E, second c
second player (lower case) to move
result: the second player is checkmated (1-0)

$ match dobutsu greedy random --games 4 --seed 1 --record match_record.jsonl
dobutsu: greedy vs random, 4 games, 1000ms/move, seed 1
greedy vs random: 4 wins, 0 losses, 0 draws; score 4/4 (100.0%)
Elo difference: +inf (no game lost or drawn), LOS 97.5%, pairs by points 0/0.5/1/1.5/2: 0 0 0 0 2
* 4 games in [%d.]+ s: [%d.]+ games/s with %d workers?

$ replay match_record.jsonl --game 4 --quiet
dobutsu, seed 2208208142158009; first: random, second: greedy
  A B C
1 . . e
2 g . l
3 c g .
4 L . .
hands: first C, second e
first player (upper case) to move
result: the first player is checkmated (0-1)

$ perft dobutsu
! houserules perft: 'perft' needs more arguments
! usage: houserules perft GAME DEPTH [options] (houserules perft --help tells more)
? 2

$ perft dobutsu two
! houserules perft: DEPTH is a whole number from 0 to 64, not 'two'
! usage: houserules perft GAME DEPTH [options] (houserules perft --help tells more)
? 2

$ perft chess 2
! houserules perft: unknown game 'chess' (games: bobing, checkers, dobutsu, kuhn, onitama, rps)
? 1

$ perft dobutsu 2 --variant nope
! houserules perft: unknown house rule 'nope' (house rules of dobutsu: no_try); a house rule is variants/dobutsu/NAME.lua
? 1

$ perft dobutsu 2 --option max_plies=lots
! houserules perft: option max_plies expects a number, got 'lots'
? 1

$ perft dobutsu 2 --position gle/1c1/1C1/EL[-]
! houserules perft: position 'gle/1c1/1C1/EL[-]': expected 'w' (first player) or 'b' (second player) to move after the board
? 1

$ match dobutsu alphabeta nobot --games 1
! houserules match: unknown bot 'nobot' (bots: alphabeta, greedy, ismcts, mcts, random, rps_hunter); a bot is scripts/bots/NAME.lua or a file path
? 1

$ match dobutsu alphabeta random --time 100 --tc 60+1
! houserules match: give --time or --tc, not both
! usage: houserules match GAME BOT_A BOT_B [options] (houserules match --help tells more)
? 2

$ replay missing.json
! houserules replay: missing.json: No such file or directory
? 1

$ frobnicate
! houserules: unknown command 'frobnicate' (commands: repl, run, play, perft, match, tournament, replay, stats, check, odds, simulate, analyze, solve, bench, bobing, checkers, dobutsu, onitama, rps)
!
! usage: houserules [COMMAND] [ARGS...]
!        houserules [-e STAT] [-l MOD] [-i] [FILE.lua [ARGS...]]   (as lua)
!
! With no command, opens the REPL. Commands:
!   repl       The REPL (also what `houserules` alone opens), with lua's -e, -l and -i.
!   run        Run a Lua script with the host API (hr.*) and the game library.
!   play       Play a game at the terminal: people type moves, bots in their seats answer.
!   perft      Count the positions exactly DEPTH moves deep (a finished game is not expanded).
!   match      Play bots against each other; seats swap every game, both games of a pair share the dice.
!   tournament A round robin between bots: the cross table, points and an Elo rating for each.
!   replay     Replay a recorded game exactly and check its result.
!   stats      The verdict of a match from its record files: shards, resumed files, in any order.
!   check      Run the conformance suite: random playouts, undo, notation, seeds, perft.
!   odds       Exact odds of a game's chance outcomes by category; with house rules, before and after.
!   simulate   Statistics of many seeded games: length, wins by seat, how games end; with and without house rules.
!   analyze    Is a house rule fair? Self-play measured with 95% intervals, compared with the base, and a skill ladder.
!   solve      The value of a position with perfect play, proved: win or loss in N plies, draw, or unknown.
!   bench      Speed figures for each game: perft nodes/s, random playouts/s, alphabeta nodes/s.
!
! The classic interfaces of the games (houserules NAME --help):
!   bobing checkers dobutsu onitama rps
!
! `houserules COMMAND --help` tells more about each.
? 2

$ play dobutsu --seat 3=random
! houserules play: no seat 3: dobutsu has seats 1 to 2
? 1

# bench: each figure several times, each in a fresh Lua state (min / median / max)
$ bench kuhn --runs 2
2 runs of each figure, each in a fresh Lua state: min / median / max
kuhn
  perft (nothing to count from the start)              -
*   random games %(2%.%d moves each%), games/s +[%d.]+[kM]? / [%d.]+[kM]? / [%d.]+[kM]?  spread %d+%%
*   alphabeta to depth 2 %(8 nodes%), nodes/s +[%d.]+[kM]? / [%d.]+[kM]? / [%d.]+[kM]?  spread %d+%%
  (depths chosen by time here; --depth 2 repeats them)

$ bench nogame
! houserules bench: unknown game 'nogame' (games: bobing, checkers, dobutsu, kuhn, onitama, rps)
? 1

# an error inside a measurement is the command's, from the process the command runs in
$ bench dobutsu --variant nosuch --runs 1
1 runs of each figure, each in a fresh Lua state: min / median / max
! houserules bench: unknown house rule 'nosuch' (house rules of dobutsu: no_try); a house rule is variants/dobutsu/NAME.lua
? 1

# the conformance suite, sized by work: 20 playouts, and move by move only until 100
# positions were checked (the tests' short form; the defaults are the long one)
$ check dobutsu --playouts 20 --thorough 100
conformance of dobutsu
* playouts: 20 games %(5 checked move by move%), 55%.1 moves on average, [%d.]+ s
same seed, same game: yes
* 28030 checks, 0 failed, [%d.]+ s

# bench at stated depths: the same tree on any day or machine, so that runs compare
$ bench dobutsu --runs 1 --depth 3 --perft-depth 3
1 runs of each figure, each in a fresh Lua state: min / median / max
dobutsu
*   perft 3 %(67 nodes%), nodes/s .*
*   random games %([%d.]+ moves each%), games/s .*
*   alphabeta to depth 3 %(57 nodes%), nodes/s .*
